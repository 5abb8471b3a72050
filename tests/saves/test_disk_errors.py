"""Disk full, quota exceeded, I/O errors and a read-only data folder while autosaving: the player is told once,
clearly, the game goes on, the last good save and its backup stay whole, nothing is left behind, and saving
resumes by itself once the disk accepts writes again.

The tests run as root in CI (chmod does not stop root) and cannot mount a tiny tmpfs, so the failures are
injected where the operating system would report them: the calls `write_atomic` makes.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.os_errors import os_reason
from cafegames.engine.seats import Seat
from tests.toy.game import GAME

SEATS = [Seat("Zoë"), Seat("Bob", "computer", "random")]


def _oserror(code: int) -> OSError:
    return OSError(code, os.strerror(code))


def _said(code: int, text: str) -> bool:
    """The error is told as a person says it ("the disk is full"), never with the C library's English."""
    return os_reason(_oserror(code)).english() in text and os.strerror(code) not in text


class _FillingFile:
    """A file whose write stores half the bytes and then finds the disk full."""

    def __init__(self, f, code: int):
        self._f, self._code = f, code

    def write(self, data: bytes) -> int:
        self._f.write(data[: len(data) // 2])
        raise _oserror(self._code)

    def __getattr__(self, name):
        return getattr(self._f, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self._f.close()


@contextlib.contextmanager
def failing(monkeypatch: pytest.MonkeyPatch, point: str, code: int) -> Iterator[None]:
    """Make the operating system refuse one step of saving with `code` (ENOSPC, EROFS…) inside the block."""
    with monkeypatch.context() as m:
        if point == "mkdir":
            def mkdir(self, *a, **k):
                raise _oserror(code)
            m.setattr(Path, "mkdir", mkdir)
        elif point == "create":
            def mkstemp(*a, **k):
                raise _oserror(code)
            m.setattr(tempfile, "mkstemp", mkstemp)
        elif point == "write":
            real_fdopen = os.fdopen
            m.setattr(os, "fdopen", lambda fd, *a, **k: _FillingFile(real_fdopen(fd, *a, **k), code))
        elif point == "fsync":
            def fsync(fd):
                raise _oserror(code)
            m.setattr(os, "fsync", fsync)
        elif point == "backup":
            def refuse(*a, **k):
                raise _oserror(code)
            m.setattr(os, "link", refuse)
            m.setattr(shutil, "copy2", refuse)
        elif point == "rename":
            real_replace = os.replace

            def replace(src, dst):
                if not str(src).endswith(".bak.tmp"):
                    raise _oserror(code)
                real_replace(src, dst)
            m.setattr(os, "replace", replace)
        else:
            raise AssertionError(point)
        yield


CASES = [
    ("create", errno.ENOSPC), ("create", errno.EROFS), ("create", errno.EACCES), ("create", errno.EDQUOT),
    ("write", errno.ENOSPC), ("write", errno.EDQUOT), ("write", errno.EIO),
    ("fsync", errno.ENOSPC), ("fsync", errno.EIO),
    ("backup", errno.ENOSPC), ("backup", errno.EROFS),
    ("rename", errno.EACCES), ("rename", errno.EROFS), ("rename", errno.ENOSPC),
]


def _temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp") and not p.name.endswith(".bak.tmp"))


@pytest.mark.parametrize("point, code", CASES, ids=[f"{p}-{errno.errorcode[c]}" for p, c in CASES])
def test_autosave_failure_is_told_once_the_game_goes_on_and_the_last_save_is_intact(tmp_path, monkeypatch,
                                                                                      point, code):
    path = tmp_path / "saves" / "game.json"
    backup = path.with_name("game.json.bak")
    errors: list[saves.SaveError] = []
    autosave = saves.Autosaver(path, title="Sunday", on_error=errors.append)
    match = Match(GAME, {"target": 99}, SEATS, 3)
    match.listeners.append(autosave)
    for _ in range(4):
        match.act(match.bot_action(include_humans=True))
    good, good_backup = path.read_bytes(), backup.read_bytes()

    with failing(monkeypatch, point, code):
        for _ in range(3):
            match.act(match.bot_action(include_humans=True))
    assert len(match.actions) == 7, "the game did not go on"
    assert len(errors) == 1, "the player should be told once, not after every action"
    text = errors[0].message.english()
    assert text.startswith(f"The game could not be saved to {path}") and _said(code, text)
    assert path.read_bytes() == good
    # the backup is whole: untouched, or (when the last rename fails) already a copy of the intact file
    assert backup.read_bytes() in ((good_backup, good) if point == "rename" else (good_backup,))
    assert _temporaries(path.parent) == []
    assert len(saves.load_with_backup(path)[0].actions) == 4

    match.act(match.bot_action(include_humans=True))  # the disk has room again
    assert len(errors) == 1 and autosave.last_error is None
    loaded, record = saves.load_save(path)
    assert loaded.actions == match.actions and loaded.state == match.state and record.title == "Sunday"
    assert len(saves.load_save(backup)[0].actions) == 4  # the backup is the file as it was before

    with failing(monkeypatch, point, code):  # a new failure after a recovery is told again
        match.act(match.bot_action(include_humans=True))
    assert len(errors) == 2


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES])
def test_read_only_data_folder_that_does_not_exist_yet(tmp_path, monkeypatch, code):
    """First game on a read-only disk: the saves folder cannot even be created."""
    errors: list[saves.SaveError] = []
    path = tmp_path / "data" / "saves" / "first.json"
    match = Match(GAME, {}, SEATS, 5)
    match.listeners.append(saves.Autosaver(path, on_error=errors.append))
    with failing(monkeypatch, "mkdir", code):
        while not match.is_over():
            match.act(match.bot_action(include_humans=True))
    assert len(errors) == 1 and _said(code, str(errors[0]))
    assert not path.parent.exists()
    assert GAME.result(match.state).winners


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes into read-only folders")
def test_really_read_only_folder(tmp_path):
    """Where the tests do not run as root, the real thing: a folder without write permission."""
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "game.json"
    match = Match(GAME, {}, SEATS, 5)
    saves.save_match(match, path)
    good = path.read_bytes()
    errors: list[saves.SaveError] = []
    match.listeners.append(saves.Autosaver(path, on_error=errors.append))
    folder.chmod(0o500)
    try:
        match.act(match.bot_action(include_humans=True))
        match.act(match.bot_action(include_humans=True))
    finally:
        folder.chmod(0o700)
    assert len(errors) == 1 and "could not be saved" in str(errors[0])
    assert path.read_bytes() == good and len(match.actions) == 2


def test_saving_by_hand_on_a_full_disk_raises_a_clear_save_error(tmp_path, monkeypatch):
    """"Save as…" (not the autosave) gets the same SaveError to show, and the target file is untouched."""
    path = tmp_path / "named.json"
    match = Match(GAME, {}, SEATS, 5)
    saves.save_match(match, path)
    good = path.read_bytes()
    match.act(match.bot_action(include_humans=True))
    with failing(monkeypatch, "write", errno.ENOSPC), pytest.raises(saves.SaveError, match="the disk is full"):
        saves.save_match(match, path)
    assert path.read_bytes() == good and _temporaries(tmp_path) == []


def test_a_damaged_save_whose_name_is_not_utf8_is_logged_as_utf8(tmp_path, caplog):
    """A name of Latin-1 bytes (a USB key from an old computer) is held with surrogates: the log line about its
    damage shows them with backslashes. Before, the line could not be written to the UTF-8 log file, and a test
    capturing it broke pytest-xdist's report (seen in CI)."""
    import logging

    from cafegames.engine.saves import SaveError
    from cafegames.engine.saves.disk import read_json

    path = tmp_path / os.fsdecode(b"ab\xeem\xe9e.json")
    path.write_text("{", encoding="utf-8")
    with caplog.at_level(logging.INFO, logger="cafegames"), pytest.raises(SaveError):
        read_json(path)
    assert "ab\\xeem\\xe9e.json" in caplog.text
    caplog.text.encode("utf-8")  # no surrogate left
