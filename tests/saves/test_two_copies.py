"""Two copies of the app at once (issue 36): each new game gets its own file, and a save one copy is playing is
never written by the other. Real processes, a real data folder (CAFEGAMES_DATA_DIR)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cafegames.engine.saves import save_paths, saves_dir

ROOT = Path(__file__).resolve().parents[2]

# A copy that chooses the name of a new toy game at 21:00:00 (both copies in the same second), says it, waits for
# a line on its input, then writes the game's first autosave there, as the window does when the game shows.
NEW_GAME = textwrap.dedent("""
    import datetime as dt, sys, types
    import cafegames.engine.saves.folder as folder
    class Fixed(dt.datetime):
        @classmethod
        def now(cls, tz=None):
            return dt.datetime(2026, 12, 3, 21, 0, 0)
    folder.dt = types.SimpleNamespace(datetime=Fixed)
    path = folder.new_save_path("toy")
    print(path, flush=True)
    sys.stdin.readline()
    from cafegames.engine.match import Match
    from cafegames.engine.saves import save_match
    from cafegames.engine.seats import Seat
    from tests.toy.game import GAME
    save_match(Match(GAME, {}, [Seat("Ann"), Seat("Bob")], int(sys.argv[1])), path)
""")

# A copy that goes on playing the save named on its command line (it holds it), until its input closes.
PLAYING = textwrap.dedent("""
    import sys
    from pathlib import Path
    from cafegames.engine.saves import continue_path
    continue_path(Path(sys.argv[1]), "uno")
    print("playing", flush=True)
    sys.stdin.readline()
""")


def copy(script: str, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", script, *args], cwd=ROOT, env=os.environ.copy(), text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def test_two_copies_starting_a_game_in_the_same_second_write_two_files():
    copies = [copy(NEW_GAME, str(seed)) for seed in (1, 2)]
    names = [c.stdout.readline().strip() for c in copies]  # both chose before either wrote
    for c in copies:
        c.communicate("go\n", timeout=60)
        assert c.returncode == 0
    assert names[0] != names[1]
    assert sorted(p.name for p in save_paths()) == sorted(Path(n).name for n in names)
    assert sorted(p.name for p in save_paths()) == ["2026-12-03_210000-toy-2.json", "2026-12-03_210000-toy.json"]


def uno_file() -> Path:
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.saves import save_match
    from cafegames.engine.seats import Seat

    path = saves_dir() / "playing.json"
    save_match(Match(registry.get("uno").game(), {}, [Seat("Ann"), Seat("Bot", "computer", "random")], 5), path)
    return path


def test_a_save_another_copy_plays_is_refused_on_the_command_line():
    from cafegames.engine.saves.locks import held_elsewhere, lock_file

    path = uno_file()
    other = copy(PLAYING, str(path))
    try:
        assert other.stdout.readline().strip() == "playing"
        assert held_elsewhere(path)
        run = subprocess.run([sys.executable, "-m", "cafegames", "--lang", "en", "--load", str(path)], cwd=ROOT,
                             capture_output=True, text=True, timeout=60,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
        assert run.returncode == 2
        assert "open in another cafegames window" in run.stderr and "Traceback" not in run.stderr
    finally:
        other.communicate("", timeout=60)
    assert not held_elsewhere(path) and not lock_file(path).exists()  # let go when the other copy ended


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_the_lock_of_a_copy_that_was_killed_is_taken_over():
    from cafegames.engine.saves import continue_path
    from cafegames.engine.saves.locks import held_elsewhere, lock_file, release

    path = uno_file()
    other = copy(PLAYING, str(path))
    assert other.stdout.readline().strip() == "playing"
    assert lock_file(path).read_text().strip() == str(other.pid)
    os.kill(other.pid, signal.SIGKILL)
    other.wait(timeout=60)
    assert lock_file(path).exists()  # left behind by the crash
    assert not held_elsewhere(path)
    assert continue_path(path, "uno") == path
    assert lock_file(path).read_text().strip() == str(os.getpid())
    release(path)
    assert not lock_file(path).exists()
    assert saves_dir() / ".locks" == lock_file(path).parent
