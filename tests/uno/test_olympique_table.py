"""UNO Olympique at the table (games/uno/table/olympique_table.py, turn_timer.py): the dealer's panel, the panels
of a double, a 0 and a 7, and the turn timer's countdown (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno.actions import Deal, TimeOut
from cafegames.games.uno.cards import parse as P
from cafegames.games.uno.game import GAME
from cafegames.games.uno.table.scene import Scene
from tests.ui.helpers import click_item, settle, show_table
from tests.uno.helpers import table as make_state


@pytest.fixture
def make_table(qtbot, settings, tmp_path):
    def make(seats, options, state=None, seed=1):
        match = Match(GAME, options, seats, seed)
        if state is not None:
            match.state = state
        scene = Scene(GAME, match.seats, settings)
        return show_table(qtbot, match, scene, settings, tmp_path / "saves" / "uno.json")

    return make


def _buttons(scene):
    return [i for i in scene.chooser if type(i).__name__ == "ButtonItem"]


def _people(n=3):
    return [Seat("Ann"), *[Seat(f"Bot{i}", "computer", "normal") for i in range(1, n)]]


def test_U_O_DEAL_a_person_dealing_chooses_how_many_cards(qtbot, make_table):
    seats = _people()
    options = {"scoring": "single", "o_deal": True}
    state = GAME.setup(GAME.make_options(options, 3), seats, 1)
    state.dealer = state.turn = 0
    controller, table = make_table(seats, options, state)
    settle(qtbot, controller)
    scene = controller.scene
    assert scene.choosing and scene.choosing[0] == "deal"
    nine = next(b for b in _buttons(scene) if b.text == "9")
    click_item(qtbot, table, nine)
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0] == Deal(0, 9)


def _zero_played(qtbot, make_table):
    """A table where the person has just clicked their 0 with U-O-ZERO on: the choice of whom to swap with is open."""
    options = {"scoring": "single", "o_zero": True}
    state = make_state(["r0 r1 b2", "g1 g2 g3 g4", "y1"], top="r5", options=options)
    controller, table = make_table(_people(), options, state)
    settle(qtbot, controller)
    click_item(qtbot, table, next(i for i in controller.scene.hand_items if i.card == P("r0")))
    return controller, table


def test_U_O_ZERO_the_player_chooses_whom_to_swap_with_or_nobody(qtbot, make_table):
    controller, table = _zero_played(qtbot, make_table)
    scene = controller.scene
    assert scene.choosing and scene.choosing[0] == "olympique"
    texts = [b.text for b in _buttons(scene)]
    assert texts[:3] == ["Keep my hand", "Swap with Bot1", "Swap with Bot2"]
    click_item(qtbot, table, _buttons(scene)[2])
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0].target == 2


def test_U_O_SEVEN_and_DOUBLE_the_player_chooses_the_pair_then_the_way(qtbot, make_table):
    seats = _people()
    options = {"scoring": "single", "o_seven": True, "o_double": True}
    state = make_state(["r7 r7 b2 b3", "g1 g2 g3 g4", "y1"], top="r5", options=options)
    controller, table = make_table(seats, options, state)
    settle(qtbot, controller)
    scene = controller.scene
    click_item(qtbot, table, next(i for i in scene.hand_items if i.card == P("r7")))
    click_item(qtbot, table, _buttons(scene)[1])  # both
    assert [b.text for b in _buttons(scene)][:3] == ["Keep the hands", "To the left ↻", "To the right ↺"]
    click_item(qtbot, table, _buttons(scene)[1])
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    a = controller.match.actions[0]
    assert a.double and a.spin == 1


def test_U_O_TIMER_the_countdown_runs_for_a_person_and_takes_the_penalty(qtbot, make_table):
    seats = _people()
    options = {"scoring": "single", "o_timer": 5}
    state = make_state(["r1 r2 b2", "g1 g2 g3 g4", "y1 y2"], top="r5", options=options)
    controller, table = make_table(seats, options, state)
    settle(qtbot, controller)
    timer = controller.scene.olympique.timer
    assert timer.running and timer.item.isVisible() and timer.item.total == 5
    timer.item.left = 0.05  # (no wall-clock assertion: the end is brought near, then the ticks reach it)
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0] == TimeOut(0)
    settle(qtbot, controller)
    assert len(controller.match.state.hands[0]) == 4 and controller.match.state.turn == 0
    assert timer.running and timer.item.total == 5 and timer.item.left > 0.05  # the same decision, time anew


def test_U_O_TIMER_never_for_a_computer_player_nor_while_the_table_is_hidden(qtbot, make_table):
    seats = [Seat("Bot0", "computer", "normal"), Seat("Bot1", "computer", "normal")]
    options = {"scoring": "single", "o_timer": 5}
    controller, table = make_table(seats, options)
    scene = controller.scene
    state = controller.match.state
    scene.olympique.timer.restart(state.turn, GAME.legal_actions(state, state.turn), 5)
    assert not scene.olympique.timer.running
    people = _people(2)
    state = make_state(["r1 r2 b2", "g1 g2 g3 g4"], top="r5", options=options)
    controller, table = make_table(people, options, state)
    settle(qtbot, controller)
    timer = controller.scene.olympique.timer
    assert timer.running and timer.counting()
    table.hide()  # as when a hand-off screen takes the window
    assert not timer.counting()
    timer.item.left = 0.05
    qtbot.wait(400)
    assert not controller.match.actions and timer.item.left == 0.05


def test_U_O_DEAL_and_ZERO_the_panels_answer_the_keys_1_to_9(qtbot, make_table):
    from PySide6.QtCore import Qt

    controller, table = _zero_played(qtbot, make_table)
    qtbot.keyClick(table.view, Qt.Key.Key_3)  # Keep my hand, Bot1, Bot2: the third
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0].target == 2
