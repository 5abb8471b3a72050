"""Crash safety: a process autosaving after every action is killed with SIGKILL at random moments, hundreds of
times, and restarted each time from what it saved ("Continue"). After every kill the save must load, its backup
too, and they must hold a prefix of the one sequence of actions the process plays: nothing saved is ever lost.
Once with the file written in place after each action, once through the writer thread the app uses.

The writer runs in processes forked from a clean multiprocessing fork server (no Qt, no threads), so a restart
costs milliseconds and hundreds of kills fit in a few seconds.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import time
from pathlib import Path

import pytest

from cafegames.engine import registry, rng, saves
from cafegames.engine.match import Match
from cafegames.engine.messages import Message
from cafegames.engine.seats import Seat

KILLS = 300
BUDGET_S = 25.0
GAME = "toy"
OPTIONS = {"target": 99}
SEATS = [Seat("Zoë"), Seat("Łukasz", "computer", "random"), Seat("Ann"), Seat("Bob", "computer", "normal")]
SEED = 424242


def _ensure_toy() -> None:
    if GAME not in registry.GAMES:  # the fork server does not run tests/conftest.py
        registry.register(registry.GameInfo(GAME, Message("Toy", "Twenty-one"), Message("Toy", "A test game"), 2, 4,
                                      "tests.toy", bots_module="tests.toy.bots"))


def next_action(match: Match):
    """A pure function of the position: the writer and the checker agree on the whole game without bots."""
    game = match.game
    seat = game.to_act(match.state)[0]
    legal = game.legal_actions(match.state, seat)
    return legal[rng.derive(SEED, "crash", len(match.actions)) % len(legal)]


def new_match() -> Match:
    _ensure_toy()
    return Match(registry.get(GAME).game(), OPTIONS, SEATS, SEED)


def reference_actions() -> list:
    match = new_match()
    while not match.is_over():
        match.act(next_action(match))
    return list(match.actions)


def writer(path_text: str, background: bool) -> None:
    """Continue the saved match (or start one), autosaving after every action (with `background`, through a
    writer thread as the app does); start over when it ends, counting generations in the title. Runs until
    killed."""
    _ensure_toy()
    path = Path(path_text)
    thread = saves.BackgroundWriter() if background else None
    while True:
        generation = 0
        if thread is not None:
            thread.flush()  # the app waits for the writer before it loads (MainWindow.open_file)
        try:
            match, record, _ = saves.load_with_backup(path)
            generation = int(record.title.split()[1])
        except (saves.SaveError, FileNotFoundError):
            match = new_match()
        if match.is_over():
            generation += 1
            match = new_match()
        autosave = saves.Autosaver(path, title=f"generation {generation}", writer=thread)
        autosave(match)
        match.listeners.append(autosave)
        while not match.is_over():
            match.act(next_action(match))
        time.sleep(0)


def _loaded(path: Path) -> tuple[int, int]:
    match, record = saves.load_save(path)
    return int(record.title.split()[1]), len(match.actions)


@pytest.mark.slow
@pytest.mark.parametrize("background", [False, True], ids=["written-in-place", "writer-thread"])
def test_sigkill_in_the_middle_of_saving_never_loses_the_game(tmp_path, background):
    _ensure_toy()
    reference = reference_actions()
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["cafegames.engine.saves", "tests.toy.game", __name__])
    path = tmp_path / "saves" / "autosave.json"
    backup = path.with_name(path.name + saves.BACKUP_SUFFIX)
    r = random.Random(11)
    last = (-1, -1)
    kills = fell_back = 0
    # The machine's pace: a first writer lives until its first save. A loaded machine (CI sharing its cores)
    # starts a process many times slower than a quiet one, and lives of a few ms would never reach a save.
    proc = ctx.Process(target=writer, args=(str(path), background), daemon=True)
    proc.start()
    born = time.perf_counter()
    while not path.exists() and time.perf_counter() - born < 60:
        time.sleep(0.002)
    slow = max(1.0, (time.perf_counter() - born) / 0.05)  # 50 ms to a first save on a quiet machine
    proc.kill()
    proc.join()
    start = time.perf_counter()
    while kills < KILLS and time.perf_counter() - start < BUDGET_S * min(slow, 4.0):
        proc = ctx.Process(target=writer, args=(str(path), background), daemon=True)
        proc.start()
        pick = r.random()  # mostly short lives (killed while starting, loading or in its first saves)
        time.sleep(slow * (r.uniform(0, 0.02) if pick < 0.6 else r.uniform(0.02, 0.06) if pick < 0.9 else
                           r.uniform(0.06, 0.15)))
        proc.kill()
        proc.join()
        assert proc.exitcode == -9
        kills += 1
        if not path.exists():
            assert last == (-1, -1), "the save disappeared"
            continue
        match, record, problem = saves.load_with_backup(path)
        fell_back += problem is not None
        generation, n = int(record.title.split()[1]), len(match.actions)
        assert match.actions == reference[:n], f"kill {kills}: the saved actions are not what was played"
        assert (generation, n) >= last, f"kill {kills}: went back from {last} to {(generation, n)}"
        assert problem is None, f"kill {kills}: the save itself was damaged: {problem}"
        if backup.exists():
            b_generation, b_n = _loaded(backup)
            assert (b_generation, b_n) <= (generation, n)
        last = (generation, n)
    stray = [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    print(f"\n{kills} kills in {time.perf_counter() - start:.1f} s (lives x{slow:.1f}); reached generation {last[0]}, "
          f"action {last[1]}; backup used {fell_back} times; {len(stray)} stray temporary files")
    assert kills >= 100 and last > (0, 10), "the writer barely ran: the test proves nothing"
    # A kill between writing the temporary file and renaming it leaves that file behind; the next save
    # removes those older than a minute.
    old = time.time() - 2 * saves.STALE_TEMPORARY_S
    for name in stray:
        os.utime(path.parent / name, (old, old))
    match, _, _ = saves.load_with_backup(path)
    saves.save_match(match, path, title=f"generation {last[0]}")
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_kill_right_after_the_temporary_file_is_written_keeps_the_old_save(tmp_path, monkeypatch):
    """The moment between writing the new bytes and putting them in place, made deterministic."""
    path = tmp_path / "s.json"
    match = new_match()
    match.act(next_action(match))
    saves.save_match(match, path)
    before = path.read_bytes()
    match.act(next_action(match))

    class Killed(BaseException):
        pass

    real_replace = os.replace

    def die_before_renaming_the_new_file(src, dst):
        if not str(src).endswith(".bak.tmp"):
            raise Killed
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", die_before_renaming_the_new_file)
    with pytest.raises(Killed):
        saves.save_match(match, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert path.with_name("s.json.bak").read_bytes() == before
    assert len(saves.load_save(path)[0].actions) == 1
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_only_stale_temporary_files_are_removed(tmp_path):
    """A temporary file younger than a minute may belong to another process saving right now: it stays."""
    path = tmp_path / "s.json"
    young, stale, other = (tmp_path / ".s.json.young123.tmp", tmp_path / ".s.json.stale123.tmp",
                           tmp_path / ".t.json.stale123.tmp")  # mkstemp adds 8 characters
    for p in (young, stale, other):
        p.write_bytes(b"{")
    old = time.time() - 2 * saves.STALE_TEMPORARY_S
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    saves.save_match(new_match(), path)
    assert young.exists() and not stale.exists() and other.exists()
