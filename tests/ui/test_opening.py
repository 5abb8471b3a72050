"""Opening is not writing: a save opened from the list, a file from a USB key, `--load PATH`.

Opening a save once rewrote it, made a `.bak` and changed its mode; `--load` of a file outside the data folder
autosaved beside it and replaced whatever `name.json.bak` was there."""

from __future__ import annotations

import argparse
import os
import stat
from pathlib import Path

import pytest

from cafegames.app import make_plan
from cafegames.engine.match import Match
from cafegames.engine.saves import load_save, save_match, saves_dir
from cafegames.engine.seats import Seat
from tests.toy.game import GAME
from tests.ui.helpers import main_window, settle


@pytest.fixture
def window(qtbot, settings):
    yield from main_window(qtbot, settings)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int, int]]:
    """Every file of `folder`: bytes, mode and modification time (not the app's locks of the saves in use, in
    `.locks`: cafegames/engine/saves/locks.py)."""
    return {p.name: (p.read_bytes(), stat.S_IMODE(p.stat().st_mode), p.stat().st_mtime_ns)
            for p in sorted(folder.iterdir()) if p.name != ".locks"}


def toy_file(path: Path, actions: int = 4) -> Match:  # Ann (a person) to play next
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bot", "computer", "random")], 5)
    for _ in range(actions):
        match.act(match.bot_action(include_humans=True))
    save_match(match, path)
    return match


def one_move(qtbot, window) -> None:
    window.controller.autoplay(1)
    settle(qtbot, window.controller)
    window.controller.close()


def test_opening_a_save_writes_nothing_until_a_move(window, qtbot):
    path = saves_dir() / "a.json"
    toy_file(path)
    os.chmod(path, 0o640)
    before = snapshot(saves_dir())
    assert window.open_file(path)
    settle(qtbot, window.controller)
    window.controller.close()
    assert snapshot(saves_dir()) == before  # no rewrite, no .bak, same mode
    assert window.open_file(path)
    one_move(qtbot, window)
    assert len(load_save(path)[1].actions) >= 5
    assert stat.S_IMODE(path.stat().st_mode) == 0o640 and (saves_dir() / "a.json.bak").exists()


def usb_key(tmp_path: Path) -> Path:
    key = tmp_path / "usb"
    key.mkdir()
    toy_file(key / "game.json")
    (key / "game.json.bak").write_bytes(b"the family's own file, not a backup of ours")
    (key / "notes.txt").write_text("holiday photos list")
    return key


def test_a_file_from_outside_the_saves_folder_is_imported(window, qtbot, tmp_path):
    key = usb_key(tmp_path)
    before = snapshot(key)
    assert window.open_file(key / "game.json")
    target = window.controller.save_path
    assert target.parent == saves_dir() and target != key / "game.json"
    one_move(qtbot, window)
    assert snapshot(key) == before
    assert len(load_save(target)[1].actions) >= 5


def test_load_on_the_command_line_imports_too(tmp_path):
    key = usb_key(tmp_path)
    before = snapshot(key)
    args = argparse.Namespace(new=None, load=str(key / "game.json"), seats=None, options=None, seed=None,
                              autoplay=0)
    plan = make_plan(args)
    assert plan.save_path.parent == saves_dir() and plan.record is not None
    assert snapshot(key) == before


def test_a_new_save_gets_the_users_usual_permissions(tmp_path):
    old = os.umask(0o022)
    try:
        toy_file(tmp_path / "n.json")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "n.json").stat().st_mode) == 0o644
