"""Play again: the same game with the same seats and options and a new seed, in one click — from the result
dialog or from a scene's own end banner (`GameScene.play_again`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cafegames.engine.match import Match
from cafegames.engine.saves import list_saves, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.main_window import MainWindow
from cafegames.ui.result_dialog import ResultDialog
from tests.toy.game import GAME
from tests.ui.helpers import main_window

SEATS = [Seat("Ann", "computer", "random"), Seat("Bot", "computer", "normal"), Seat("Cléo", "computer", "random")]
OPTIONS = {"target": 7, "order": "anticlockwise"}


@pytest.fixture
def window(qtbot, settings):
    i18n.install_language("en")
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)


def _played_to_the_end(window, qtbot, seed=11) -> tuple[Match, ResultDialog]:
    match = Match(GAME, OPTIONS, SEATS, seed)
    assert window.open_match(match, saves_dir() / "first.json")
    qtbot.waitUntil(lambda: match.is_over() and window.findChild(ResultDialog) is not None, timeout=10_000)
    dialog = window.findChild(ResultDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    return match, dialog


def _same_game_newly_dealt(old: Match, new: Match) -> None:
    assert new is not old and new.game is old.game
    assert new.seats == old.seats  # names, kinds and levels
    assert new.options == old.options and new.options_dict == {"target": 7, "order": "anticlockwise"}
    assert new.seed != old.seed and new.actions == []


def test_result_dialog_play_again_restarts_the_same_game_in_one_click(window, qtbot):
    old, dialog = _played_to_the_end(window, qtbot)
    old_controller = window.controller
    assert dialog.again_button.text() == "Play again" and dialog.again_button.isDefault()
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller is not old_controller
    _same_game_newly_dealt(old, window.controller.match)
    assert window.controller.save_path != saves_dir() / "first.json"  # a new file; the finished one is kept
    assert window.current_page() is window.table and window.game_id == "toy"
    files = {s.path.name: s.record for s in list_saves()}
    assert files["first.json"].finished and window.controller.save_path.name in files


def test_result_dialog_new_game_opens_the_new_game_dialog(window, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(MainWindow, "new_game", lambda self, game_id="": opened.append(game_id))
    _old, dialog = _played_to_the_end(window, qtbot)
    assert dialog.new_button.text() == "New game…"
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    assert opened == ["toy"]


def test_a_scene_end_banner_can_ask_to_play_again(window, qtbot):
    old = Match(GAME, OPTIONS, SEATS, 5)
    assert window.open_match(old, None)
    scene = window.controller.scene
    with qtbot.waitSignal(window.controller.play_again_requested, timeout=2000):
        scene.play_again.emit()  # what a "Play again" button on the scene's end banner does
    _same_game_newly_dealt(old, window.controller.match)


def test_play_again_without_a_game_does_nothing(window):
    assert window.play_again() is False and window.current_page() is window.start_page


def test_rematch_keeps_everything_but_the_seed(window):
    old = Match(GAME, OPTIONS, SEATS, 5)
    assert window.open_match(old, None)
    again = window.controller.rematch(seed=99)
    _same_game_newly_dealt(old, again)
    assert again.seed == 99 and window.controller.match is old  # rematch() only builds it
