"""Take-backs on the tables: Ctrl+Z and the "Take back" button undo the person's last move and the computer
moves after it; the save is the shorter game; a draw taken back draws the same card; refused when off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.game import GAME as CAFE
from cafegames.games.cafe.table.scene import Scene as CafeScene
from cafegames.games.canyon.game import GAME as CANYON
from cafegames.games.canyon.table.scene import Scene as CanyonScene
from cafegames.games.uno.game import GAME as UNO
from cafegames.games.uno.table.scene import Scene as UnoScene
from cafegames.ui import i18n
from tests.toy.game import GAME as TOY
from tests.toy.table.scene import ToyScene
from tests.ui.helpers import click_item, settle, show_table


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def table_for(qtbot, settings, tmp_path, game, scene_class, seats, seed, options=None, allowed=True):
    match = Match(game, options or {}, seats, seed)
    match.takebacks_allowed = allowed
    path = tmp_path / "saves" / f"{game.id}.json"
    controller, table = show_table(qtbot, match, scene_class(game, match.seats, settings), settings, path)
    table.activateWindow()
    table.view.setFocus()
    settle(qtbot, controller)
    return controller, table, path


def assert_beside_the_hint(scene) -> None:
    """The Hint button and "Take back" are both shown and neither covers the other."""
    takeback = scene.takeback_button()
    assert takeback is not None and scene.hint_button.isVisible()
    assert not takeback.sceneBoundingRect().intersects(scene.hint_button.sceneBoundingRect())


def ctrl_z(qtbot, table) -> None:
    qtbot.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_uno_a_draw_taken_back_draws_the_same_card_and_the_save_is_the_shorter_game(qtbot, settings, tmp_path,
                                                                                   lang):
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal")]
    controller, table, path = table_for(qtbot, settings, tmp_path, UNO, UnoScene, seats, 2, {"scoring": "single"})
    scene = controller.scene
    assert controller.match.to_act() == [0] and scene.takeback_button() is None  # nothing to take back yet
    start, hand = len(controller.match.actions), sorted(controller.match.state.hands[0])
    click_item(qtbot, table, scene.buttons["draw"])
    settle(qtbot, controller)
    drawn = [c for c in controller.match.state.hands[0] if c not in hand or
             controller.match.state.hands[0].count(c) > hand.count(c)]
    moves = ["draw"]
    if "pass" in scene.buttons:  # keep the card: the turn goes to Bob, who plays
        click_item(qtbot, table, scene.buttons["pass"])
        moves.append("pass")
        settle(qtbot, controller)
    assert len(controller.match.actions) > start + 1  # Ann's moves, then Bob's
    button = scene.takeback_button()
    assert button is not None and button.text == {"en": "↶ Take back", "fr": "↶ Reprendre"}[lang]
    undone = 0
    while len(controller.match.actions) > start:  # take back until before the draw: the pass (if any), the draw
        taken = len(controller.match.actions)
        undone += 1
        if undone == 1:
            click_item(qtbot, table, scene.takeback_button())
        else:
            ctrl_z(qtbot, table)
        settle(qtbot, controller)
        assert len(controller.match.actions) < taken
    assert len(controller.match.actions) == start and sorted(controller.match.state.hands[0]) == hand
    assert sorted(i.card for i in scene.hand_items) == hand  # nothing of the undone moves stays on the table
    assert controller.match.takebacks == [undone, 0] and undone == len(moves)
    controller.autosaver.flush(10)
    loaded, record = saves.load_save(path)  # the file is the game as it now stands
    assert loaded.actions == controller.match.actions and record.takebacks == tuple(controller.match.takebacks)
    assert any(line.english() == "Ann takes back a move." for line in controller.log)
    click_item(qtbot, table, scene.buttons["draw"])
    settle(qtbot, controller)
    again = [c for c in controller.match.state.hands[0] if c not in hand or
             controller.match.state.hands[0].count(c) > hand.count(c)]
    assert again == drawn  # the deal is fixed by the seed


def test_refused_when_take_backs_are_off(qtbot, settings, tmp_path, lang):
    seats = [Seat("Ann"), Seat("Bob", "computer", "random")]
    controller, table, _ = table_for(qtbot, settings, tmp_path, TOY, ToyScene, seats, 7, allowed=False)
    for _ in range(3):
        if controller.match.to_act() == [0]:
            controller.human_action(controller.game.legal_actions(controller.match.state, 0)[0])
        settle(qtbot, controller)
    before = list(controller.match.actions)
    assert controller.scene.takeback_button() is None
    ctrl_z(qtbot, table)
    assert controller.match.actions == before
    assert controller.scene.error_text() == {
        "en": "Take-backs are off for this game (they are chosen when the game is created).",
        "fr": "Les reprises de coups sont désactivées pour cette partie (elles se choisissent à sa création)."}[lang]


def test_a_computer_thinking_or_about_to_play_is_cancelled(qtbot, settings, tmp_path):
    seats = [Seat("Ann"), Seat("Bob", "computer", "random")]
    settings.overrides["computer_delay_ms"] = 60_000  # Bob's move waits a minute before it is played
    match = Match(TOY, {}, seats, 7)
    match.takebacks_allowed = True
    controller, table = show_table(qtbot, match, ToyScene(TOY, match.seats, settings), settings, None)
    qtbot.waitUntil(lambda: controller.match.to_act() == [0] or controller._pending is not None)
    if controller.match.to_act() != [0]:
        pytest.skip("this seed gives Bob the first move")
    controller.human_action(controller.game.legal_actions(controller.match.state, 0)[0])
    qtbot.waitUntil(lambda: controller._pending is not None)  # Bob has chosen, and waits to play
    assert controller.take_back()
    settings.overrides["computer_delay_ms"] = 0
    qtbot.wait(50)
    assert controller.match.actions == [] and controller.match.to_act() == [0]
    controller._timer.setInterval(0)
    qtbot.wait(100)
    assert controller.match.actions == []  # Bob's old move never lands


def test_cafe_puts_back_the_guest_of_this_turn_first_then_the_last_move(qtbot, settings, tmp_path):
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal")]
    controller, table, _ = table_for(qtbot, settings, tmp_path, CAFE, CafeScene, seats, 4)
    scene = controller.scene
    for _ in range(2):  # Ann's turns, by mouse: a guest, then the first green chair, then End turn
        while controller.match.to_act() != [0]:
            settle(qtbot, controller)
        card = next(c for c in scene.cards if c.active)
        click_item(qtbot, table, card)
        chair = next(ch for ch in scene.chairs if ch.mode == "ok") if any(ch.mode == "ok" for ch in scene.chairs) \
            else None
        if chair is None:
            pytest.skip("no green chair on this deal")
        click_item(qtbot, table, chair)
        if scene.end_turn.isVisible() and scene.end_turn.isEnabled():
            click_item(qtbot, table, scene.end_turn)
        settle(qtbot, controller)
    assert scene.takeback_button() is not None and scene.takeback_button().pos() == scene.take_back.pos()
    assert_beside_the_hint(scene)
    moved = len(controller.match.actions)
    click_item(qtbot, table, next(c for c in scene.cards if c.active))
    click_item(qtbot, table, next(ch for ch in scene.chairs if ch.mode == "ok"))
    assert scene.steps and scene.takeback_button() is None and scene.take_back.isVisible()  # one button there
    ctrl_z(qtbot, table)
    assert not scene.steps and len(controller.match.actions) == moved  # the guest of this turn went back first
    ctrl_z(qtbot, table)
    settle(qtbot, controller)
    assert len(controller.match.actions) < moved and controller.match.takebacks == [1, 0]
    assert controller.match.to_act() == [0]


def test_canyon_take_back_button(qtbot, settings, tmp_path):
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    controller, table, _ = table_for(qtbot, settings, tmp_path, CANYON, CanyonScene, seats, 5)
    before = list(controller.match.actions)
    legal = controller.game.legal_actions(controller.match.state, 0)
    controller.human_action(legal[0])  # Ann puts her canoe on a start space
    settle(qtbot, controller)
    assert len(controller.match.actions) > len(before)
    assert_beside_the_hint(controller.scene)
    click_item(qtbot, table, controller.scene.takeback_button())
    settle(qtbot, controller)
    assert controller.match.actions == before and controller.match.takebacks == [1, 0, 0]


@pytest.fixture
def window(qtbot, settings):
    from tests.ui.helpers import main_window

    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)


def test_the_result_screen_says_how_many_moves_each_person_took_back(qtbot, window, lang):
    from tests.ui.ending_helpers import check_layout, near_the_end

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "easy")]
    match = near_the_end(UNO, {"scoring": "single"}, seats, 4, before=8)
    match.takebacks_allowed = True
    assert window.open_match(match, saves.saves_dir() / "tb.json")
    controller = window.controller
    window.table.activateWindow()
    window.table.view.setFocus()
    settle(qtbot, controller)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.match.takebacks == [1, 0, 0]
    said = {"en": "Ann takes back a move.", "fr": "Ann reprend un coup."}[lang]
    assert window.log_view.toPlainText().splitlines()[-1] == said  # the game log, rebuilt without the undone moves
    assert window.log_view.toPlainText().count(said) == 1
    controller.autoplay(100_000)
    qtbot.waitUntil(lambda: controller.match.is_over() and controller.is_settled()
                    and controller.scene.ending_open(), timeout=60_000)
    screen = controller.scene.ending_screen()
    title = {"en": "Moves taken back", "fr": "Coups repris"}[lang]
    assert title in screen.texts()
    column = [h.text for h in screen._headers].index(title)
    cells = {item.row.seat: item.cells[column].text for item in screen.row_items}
    assert cells == {0: "1", 1: "", 2: ""}  # computers take nothing back: their cell stays empty
    check_layout(controller.scene)


@pytest.mark.parametrize("game", ["uno", "cafe", "canyon"])
def test_the_rules_page_says_a_draw_taken_back_gives_the_same_card_again(qtbot, game, lang):
    from cafegames.ui.rules_dialog import RulesDialog

    dialog = RulesDialog(game)
    qtbot.addWidget(dialog)
    text = " ".join(dialog.text().split())
    heading = {"en": "Taking a move back", "fr": "Reprendre un coup"}[lang]
    same = {"en": {"uno": "is the same card", "cafe": "is the same guest", "canyon": "are the same cards"},
            "fr": {"uno": "est la même carte", "cafe": "est le même client", "canyon": "sont les mêmes"}}[lang][game]
    assert heading in text and same in text and "Ctrl+Z" in text


def test_take_back_is_in_the_game_menu_enabled_only_when_possible(qtbot, window, lang):
    """Game → "Take back my last move" (with Ctrl+Z written beside it) does what the table's button does; it is
    greyed on the start page and before the person has moved."""
    menu = window.menu_game
    action = window.act_takeback
    assert action in menu.actions()
    assert action.text().split("\t") == [{"en": "Take &back my last move", "fr": "Re&prendre mon dernier coup"}[lang],
                                         "Ctrl+Z"]
    menu.aboutToShow.emit()
    assert not action.isEnabled()  # the start page: nothing to take back
    seats = [Seat("Ann"), Seat("Bob", "computer", "random")]
    match = Match(TOY, {}, seats, 7)
    match.takebacks_allowed = True
    assert window.open_match(match, saves.saves_dir() / "menu.json")
    controller = window.controller
    settle(qtbot, controller)
    if controller.match.to_act() != [0]:
        pytest.skip("this seed gives Bob the first move")
    menu.aboutToShow.emit()
    assert not action.isEnabled()  # Ann has not moved yet
    before = list(controller.match.actions)
    controller.human_action(controller.game.legal_actions(controller.match.state, 0)[0])
    settle(qtbot, controller)
    menu.aboutToShow.emit()
    assert action.isEnabled()
    action.trigger()
    settle(qtbot, controller)
    assert controller.match.actions == before and controller.match.to_act() == [0]
