"""Leftovers and recovery: orphan temporaries of interrupted saves go at start (ours only, old ones only), and
when saving fails and later works again the player is told it resumed (the warning used to stay)."""

from __future__ import annotations

import errno
import os
import time

import pytest

from cafegames.engine.match import Match
from cafegames.engine.saves import STALE_TEMPORARY_S, load_save, remove_orphan_temporaries, saves_dir
from cafegames.engine.seats import Seat
from tests.saves.test_disk_errors import failing
from tests.toy.game import GAME
from tests.ui.helpers import main_window, settle

OURS = [".game.json.k3j_9xq2.tmp", ".game.json.bak.tmp", ".2026-01-01_120000-uno.json.abcdefgh.tmp"]
NOT_OURS = [".game.json.tmp", "game.json.k3j_9xq2.tmp", ".notes.txt.abcdefgh.tmp", ".game.json.TOOLONG12.tmp",
            "holiday.tmp", ".game.json.abcdefgh.tmp.keep"]


def leftovers(folder, names, age_s):
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.time() - age_s
    for name in names:
        (folder / name).write_bytes(b"half a save")
        os.utime(folder / name, (stamp, stamp))


def test_only_our_old_temporaries_are_removed(tmp_path):
    leftovers(tmp_path, OURS + NOT_OURS, age_s=3600)
    leftovers(tmp_path / "young", OURS, age_s=1)
    assert remove_orphan_temporaries(tmp_path) == len(OURS)
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == sorted(NOT_OURS)
    assert remove_orphan_temporaries(tmp_path / "young") == 0  # a save being written right now keeps its file
    assert remove_orphan_temporaries(tmp_path / "missing") == 0


@pytest.fixture
def window(qtbot, settings):
    leftovers(saves_dir(), OURS + NOT_OURS, age_s=2 * STALE_TEMPORARY_S)
    yield from main_window(qtbot, settings)


def test_leftovers_go_soon_after_start(window, qtbot):
    qtbot.waitUntil(lambda: not any((saves_dir() / n).exists() for n in OURS), timeout=10_000)
    assert all((saves_dir() / n).exists() for n in NOT_OURS)


def test_the_player_is_told_when_saving_resumes(window, qtbot, monkeypatch):
    match = Match(GAME, {"target": 99}, [Seat("Ann"), Seat("Bob", "computer", "random")], 3)
    path = saves_dir() / "game.json"
    assert window.open_match(match, path)
    settle(qtbot, window.controller)
    with failing(monkeypatch, "write", errno.ENOSPC):
        window.controller.autoplay(2)
        settle(qtbot, window.controller)
        qtbot.waitUntil(lambda: window._unsaved is not None and window._unsaved.isVisible())
    assert window._save_warning.isVisible() and "the disk is full" in window._save_warning.text()
    assert "told when saving works again" in window._save_warning.text()
    window.controller.autoplay(1)  # space was freed
    settle(qtbot, window.controller)
    qtbot.waitUntil(lambda: "works again" in window.statusBar().currentMessage())
    assert not window._unsaved.isVisible() and not window._save_warning.isVisible()
    window.controller.close()
    assert load_save(path)[0].actions == window.controller.match.actions
