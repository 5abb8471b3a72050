"""The Hint button and key H on each table, the hint's pieces and sentence, its count on the result screen and
in the save; the first-time tips (cafegames/ui/hinting.py, cafegames/ui/assist.py)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from cafegames.engine import hints, registry
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.i18n import tr_message
from cafegames.ui.save_writer import flush_saves
from tests.ui.helpers import click_item, settle, show_table

SEATS = [Seat("Maman"), Seat("Mamie", "computer", "normal"), Seat("Léo", "computer", "normal")]
SEEDS = {"uno": 3, "cafe": 3, "canyon": 3}


@pytest.fixture(params=["en", "fr"])
def lang(request, qapp):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def table_at_my_turn(qtbot, settings, tmp_path, game_id, seed=None):
    info = registry.get(game_id)
    game = info.game()
    match = Match(game, {}, SEATS, SEEDS[game_id] if seed is None else seed)
    scene = info.scene_class()(game, match.seats, settings)
    controller, table = show_table(qtbot, match, scene, settings, tmp_path / "saves" / f"{game_id}.json")
    settle(qtbot, controller)
    assert controller.waiting_seat() == 0 and scene.hint_button.isVisible()
    return controller, table


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_the_hint_button_rings_the_hard_computer_s_choice_with_its_reason(qtbot, settings, tmp_path, game_id, lang):
    controller, table = table_at_my_turn(qtbot, settings, tmp_path, game_id)
    scene, match, game = controller.scene, controller.match, controller.game
    click_item(qtbot, table, scene.hint_button)
    qtbot.waitUntil(lambda: scene.assist.hint_text != "", timeout=20000)
    view, legal = game.view(match.state, 0), game.legal_actions(match.state, 0)
    expected = hints.ask(game, view, legal, True, 0, match.seed, Thinking(1.0))
    assert scene.assist.hint_action == expected.action
    assert scene.assist.hint_text == tr_message(expected.why) and scene.assist.hint_text
    if lang == "fr":
        assert scene.assist.hint_text != expected.why.english()
    targets = [t for t in scene.hint_targets(expected.action) if t is not None]
    assert targets, "the hint names pieces on the table"
    rings = [i for i in scene.assist.items if type(i).__name__ == "RingItem"]
    assert len(rings) == len(targets)
    for t in targets:
        assert t.isVisible() and not scene.assist.bubble_rect.intersects(t.sceneBoundingRect())
    assert scene.sceneRect().contains(scene.assist.bubble_rect)
    assert match.hints == [1, 0, 0]
    scene.setFocus()
    table.view.setFocus()
    controller.assistant.request()  # asked again in the same position: shown again, counted once
    assert scene.assist.hint_action == expected.action and match.hints == [1, 0, 0]
    flush_saves()
    assert json.loads((tmp_path / "saves" / f"{game_id}.json").read_text())["hints"] == [1, 0, 0]
    controller.human_action(expected.action if game_id != "cafe" else expected.action)
    qtbot.waitUntil(lambda: scene.assist.hint_text == "", timeout=5000)


def test_key_h_asks_for_a_hint_in_the_main_window(qtbot, settings, tmp_path):
    from tests.ui.helpers import main_window

    window = next(main_window(qtbot, settings))
    info = registry.get("uno")
    match = Match(info.game(), {}, SEATS, 3)
    window.open_match(match, tmp_path / "saves" / "h.json")
    settle(qtbot, window.controller)
    qtbot.keyClick(window.table.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.controller.scene.assist.hint_text != "", timeout=20000)
    assert match.hints == [1, 0, 0]
    window.quit_after_screenshot = True
    window.close()


def test_no_hint_when_it_is_not_the_person_s_turn(qtbot, settings, tmp_path):
    controller, _table = table_at_my_turn(qtbot, settings, tmp_path, "uno")
    controller.settings.overrides["computer_delay_ms"] = 60000  # the next computer waits: not Maman's turn
    controller.autoplay(1)
    qtbot.waitUntil(lambda: controller.waiting_seat() != 0 and controller.autoplay_left == 0, timeout=20000)
    assert not controller.assistant.request() and not controller.scene.hint_button.isVisible()


def test_the_result_screen_tells_the_hints_each_player_used(qtbot, settings, tmp_path, lang):
    settings.overrides["animation_speed"] = "off"  # a whole game to its result screen; its moves need no animation
    controller, _table = table_at_my_turn(qtbot, settings, tmp_path, "cafe")
    controller.assistant.request()
    qtbot.waitUntil(lambda: controller.scene.assist.hint_text != "", timeout=20000)
    controller.autoplay(100000)
    qtbot.waitUntil(lambda: controller.scene.ending_open(), timeout=120000)
    title = "Indices" if lang == "fr" else "Hints"
    texts = controller.scene.ending_screen().texts()
    assert title in texts
    assert not controller.scene.hint_button.isVisible()
