"""A saved game is read by the one bounded reader (cafegames/engine/files.py), in a saved game's words: a pipe,
a link to /dev/zero, a folder, a huge file or a missing one is refused at once with its own sentence."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

from cafegames.engine import saves
from cafegames.engine.saves import SaveError

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


def refusal(path: Path) -> str:
    out: list[str] = []

    def load() -> None:
        try:
            saves.load_save(path)
        except SaveError as exc:
            out.append(str(exc))
    reader = threading.Thread(target=load, daemon=True)
    reader.start()
    reader.join(10)
    assert out, "not refused at once"
    return out[0]


@posix_only
def test_a_pipe_and_a_link_to_dev_zero_are_not_saved_games(tmp_path):
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    assert "device or a pipe" in refusal(tmp_path / "pipe.json")
    assert "device or a pipe" in refusal(tmp_path / "zero.json")


def test_a_folder_a_missing_file_and_a_huge_one_say_so(tmp_path):
    (tmp_path / "folder.json").mkdir()
    assert "is a folder" in refusal(tmp_path / "folder.json")
    assert "does not exist" in refusal(tmp_path / "none.json")
    with open(tmp_path / "huge.json", "wb") as f:
        f.truncate(9 * 1024 * 1024)
    assert "9.0 MB, far too big" in refusal(tmp_path / "huge.json")


@posix_only
def test_a_save_swapped_for_a_pipe_after_it_was_measured_is_refused(tmp_path, monkeypatch):
    """The file opened is checked again (fstat): a regular file when measured, a pipe when opened."""
    path = tmp_path / "game.json"
    path.write_text("{}")
    real_open = os.open

    def swapping_open(p, flags, *a, **k):
        if Path(p) == path:
            path.unlink()
            os.mkfifo(path)
        return real_open(p, flags, *a, **k)
    monkeypatch.setattr(os, "open", swapping_open)
    assert "device or a pipe" in refusal(path)


def test_a_folder_where_the_backup_goes_never_stops_a_save(tmp_path):
    """A folder named like the backup's temporary file (found by the fuzz run in the avatars folder): the file
    is written without a backup, said in the log."""
    from cafegames.engine.saves.disk import write_atomic

    path = tmp_path / "players.json"
    path.write_text("{}")
    (tmp_path / ".players.json.bak.tmp").mkdir()
    write_atomic(path, b'{"a": 1}')
    assert path.read_bytes() == b'{"a": 1}'
    (tmp_path / "players.json.bak").mkdir()
    write_atomic(path, b'{"a": 2}')
    assert path.read_bytes() == b'{"a": 2}'
