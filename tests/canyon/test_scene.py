"""Canyon on screen (pytest-qt): a full round by mouse against the computer, a hot-seat handoff with secret bids,
the scene agreeing with the engine after each action."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.table.scene import CanyonScene
from cafegames.ui.controller import MatchController
from cafegames.ui.table import TableWidget
from tests.ui.helpers import click_at, show_table


def make(qtbot, settings, seats, seed=1, options=None):
    match = Match(GAME, options or {}, seats, seed)
    return show_table(qtbot, match, CanyonScene(GAME, match.seats, settings), settings)


def settle(qtbot, controller):
    qtbot.waitUntil(controller.is_settled, timeout=10000)


def click_action(qtbot, table, action):
    """Click the item on screen that stands for `action`."""
    scene = table.controller.scene
    if isinstance(action, Place | Move):
        items = [c for c in scene.cells if c.cell == (action.q, action.r)]
    elif isinstance(action, Bid):
        items = [b for b in scene.bid_buttons if b.text.split(" ")[0] == str(action.bid)]
    else:
        items = [c for c in scene.hand_items if c.card == action.card and c.playable]
    assert len(items) == 1, f"no single item on screen for {action}"
    item = items[0]
    rect = item.sceneBoundingRect()
    point = rect.center()
    if isinstance(action, Play):  # cards overlap to the right: click their visible left part
        point = rect.topLeft() + (rect.bottomLeft() - rect.topLeft()) * 0.6
        point.setX(rect.left() + 20)
    click_at(qtbot, table, point)


def check_agrees(controller):
    scene, state = controller.scene, controller.match.state
    seat = scene.seat_on_screen
    if seat is not None and state.phase in ("bid", "play"):
        assert [c.card for c in scene.hand_items] == list(state.hands[seat])
    for s, cell in enumerate(state.positions):
        if cell is not None and cell != GAME.river.bridge and not scene.is_busy():
            assert scene.canoes[s].pos() == scene.layout.center(cell)


def test_a_full_round_by_mouse_against_the_computer(qtbot, settings):
    seats = [Seat("Anja", "human")] + [Seat(n, "computer", "normal") for n in ("Bernd", "Carola", "Dirk")]
    settings.overrides["animation_speed"] = "off"  # 8 tricks of pauses otherwise; the animations have their own test
    controller, table = make(qtbot, settings, seats, seed=1)
    me = registry.get(GAME.id).make_bot("normal", 0, controller.match.seed)  # decides what "Anja" clicks
    kinds, choice_of_end = set(), False
    while controller.match.state.round_no <= 1 and not controller.match.is_over():
        settle(qtbot, controller)
        state = controller.match.state
        if state.round_no > 1:
            break
        assert not table.handoff_shown()
        assert controller.waiting_seat() == 0
        legal = GAME.legal_actions(state, 0)
        action = me.choose(GAME.view(state, 0), legal, True)
        if isinstance(action, Move) and len(legal) >= 2:
            choice_of_end = True
            assert len(controller.scene.cells) == len(legal)
            # hovering a lit cell shows the witness path to it
            cell = controller.scene.cells[0]
            qtbot.mouseMove(table.view.viewport(), table.view.mapFromScene(cell.sceneBoundingRect().center()))
            qtbot.waitUntil(lambda: not controller.scene.witness.path().isEmpty(), timeout=2000)
        before = len(controller.match.actions)
        click_action(qtbot, table, action)
        assert len(controller.match.actions) == before + 1 and controller.match.actions[-1] == action
        kinds.add(type(action))
        settle(qtbot, controller)
        check_agrees(controller)
    assert kinds == {Place, Bid, Play, Move}
    assert choice_of_end
    assert controller.match.state.round_no == 2


def test_hot_seat_handoff_with_secret_bids(qtbot, settings):
    seats = [Seat("Anja", "human"), Seat("Bernd", "human"), Seat("Carola", "computer", "normal")]
    controller, table = make(qtbot, settings, seats, seed=3, options={"secret": True})
    placed_by = set()
    while controller.match.state.phase == "place":
        settle(qtbot, controller)
        if controller.match.state.phase != "place":  # the computer placed the last canoe: the cards are dealt
            break
        assert not table.handoff_shown()  # nothing is secret before the cards are dealt: no passing round
        seat = controller.waiting_seat()
        placed_by.add(seat)
        if seat is not None and controller.match.seats[seat].is_human and controller.match.state.phase == "place":
            click_action(qtbot, table, GAME.legal_actions(controller.match.state, seat)[0])
    settle(qtbot, controller)
    bids_seen, handoffs = {}, 0
    while controller.match.state.phase == "bid":
        settle(qtbot, controller)
        if table.handoff_shown():
            handoffs += 1
            seat = controller.handoff_seat
            assert controller.scene.seat_on_screen != seat  # nothing of the next person is drawn yet
            qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
            settle(qtbot, controller)  # the deal, now shown to this person
        seat = controller.waiting_seat()
        scene = controller.scene
        assert scene.seat_on_screen == seat and controller.match.seats[seat].is_human
        assert [c.card for c in scene.hand_items] == controller.match.state.hands[seat]
        bids_seen[seat] = scene.view.bids[1 - seat]
        click_action(qtbot, table, Bid(seat, 2))
    assert handoffs >= 1
    assert {0, 1} <= placed_by  # both people placed their canoes at the one screen
    assert len(bids_seen) == 2
    assert None in bids_seen.values()  # the first human's secret bid stayed hidden from the second
    assert controller.match.state.bids[:2] == [2, 2]


def test_save_and_load_mid_trick_returns_to_the_same_moment(qtbot, settings, tmp_path):
    from cafegames.engine.saves import load_save, save_match

    seats = [Seat("Anja", "human")] + [Seat(n, "computer", "normal") for n in ("Bernd", "Carola")]
    match = Match(GAME, {"secret": True}, seats, 5)
    while not (match.state.phase == "play" and len(match.state.trick) == 2 and match.state.turn == 0):
        match.act(match.bot_action(include_humans=True))
    path = tmp_path / "canyon.json"
    save_match(match, path)
    loaded, _ = load_save(path)
    assert loaded.state == match.state
    scene = CanyonScene(GAME, loaded.seats, settings)
    controller = MatchController(loaded, scene, settings, None)
    table = TableWidget(controller)
    qtbot.addWidget(table)
    controller.start()
    settle(qtbot, controller)
    assert [c.card for c in scene.trick_items] == [c for _, c in match.state.trick]
    assert [c.card for c in scene.hand_items] == match.state.hands[0]
    assert scene.view.bids == tuple(match.state.bids) and scene.view.tricks_won == tuple(match.state.tricks_won)


def test_drift_push_and_fall_are_animated_and_explained(qtbot, settings):
    from tests.canyon.helpers import at, move_phase

    state, events = move_phase([at(7, 4), at(6, 2), at(4, 2), at(9, 7)], [2, 0, 2, 4], [2, 0, 4, 4], first=0)
    seats = [Seat(n, "computer", "normal") for n in ("Anja", "Bernd", "Carola", "Dirk")]
    settings.overrides["animation_speed"] = "normal"
    scene = CanyonScene(GAME, seats, settings)
    scene.show_state(0, GAME.view(state, 0), GAME.legal_actions(state, 0), events)
    state, events = GAME.apply(state, Move(0, *at(5, 2)))
    scene.show_state(0, GAME.view(state, 0), [], events)
    state, events = GAME.apply(state, Move(1, *at(5, 1)))
    scene.show_state(0, GAME.view(state, 0), [], events)
    assert scene.is_busy()  # paddling, drifting, pushing, falling take their time on screen
    assert any("waterfall" in note for note in scene.notes)
    assert any("pushed" in note for note in scene.notes)
    qtbot.waitUntil(lambda: not scene.is_busy(), timeout=10000)
    at_cell = scene.layout.center
    assert scene.canoes[1].pos() == at_cell(GAME.river.bridge) and scene.canoes[1].opacity() == 1.0
    assert scene.canoes[2].pos() == at_cell(at(5, 2)) and scene.canoes[0].pos() == at_cell(at(5, 1))


def _shown_texts(scene) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    return [i.text().replace("\n", " ") for i in scene.dynamic if isinstance(i, QGraphicsSimpleTextItem)]


def test_explanations_belong_to_the_current_phase(qtbot, settings):
    """A note from one phase (e.g. "X has no movement points") never stays on screen into the next phase."""
    settings.overrides["animation_speed"] = "off"
    seats = [Seat(n, "computer", "normal") for n in ("Anja", "Bernd", "Carola")]
    match = Match(GAME, {}, seats, 4)
    scene = CanyonScene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), [], [])
    seen_move_note = False
    while not match.is_over() and match.state.round_no < 6:
        events = match.act(match.bot_action(include_humans=True))
        scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), events)
        shown = " | ".join(_shown_texts(scene))
        if match.state.phase == "move":
            seen_move_note |= bool(scene.notes)
        if match.state.phase in ("bid", "play"):
            for note in ("no movement points", "drifts", "is blocked", "pushed", "waterfall", "to spare"):
                assert note not in shown, f"stale note in {match.state.phase}: {shown}"
        if match.state.phase == "play" and not any(e.kind == "bids_revealed" for e in events):
            assert "Bids revealed" not in shown
    assert seen_move_note


def test_the_end_winner_at_the_dock_tiebreak_and_play_again(qtbot, settings):
    """K-WIN on screen: the winner's canoe ringed at its dock, the tie-break explained on the result screen,
    "Play again" asks the controller for the same game again."""
    settings.overrides["animation_speed"] = "off"
    seats = [Seat("Anne", "human"), Seat("Bob", "computer", "normal"), Seat("Chloé", "computer", "normal")]
    match = Match(GAME, {}, seats, 9)
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    assert match.state.tiebreak == "bid"  # this seed ends with two canoes docked with the same points left over
    scene = CanyonScene(GAME, match.seats, settings)
    controller, table = show_table(qtbot, match, scene, settings)
    settle(qtbot, controller)
    (winner,) = match.state.winners
    assert scene.canoes[winner].winner and scene.canoes[winner].isVisible()
    assert GAME.river.is_dock(match.state.positions[winner])
    assert not any(c.winner for s, c in enumerate(scene.canoes) if s != winner)
    shown = " ".join(scene.ending_screen().texts())
    assert "the higher speed bid wins" in shown and "Chloé" in shown
    assert scene.ending_open()
    with qtbot.waitSignal(controller.play_again_requested, timeout=2000):
        click_at(qtbot, table, scene.ending_screen().buttons["again"].sceneBoundingRect().center())


def test_the_deal_flies_from_the_deck_to_the_hand(qtbot, settings):
    settings.overrides["animation_speed"] = "normal"
    seats = [Seat(n, "computer", "normal") for n in ("Anja", "Bernd", "Carola")]
    match = Match(GAME, {}, seats, 2)
    scene = CanyonScene(GAME, match.seats, settings)
    events = []
    while match.state.phase == "place":
        events = match.act(match.bot_action())
    assert any(e.kind == "dealt" for e in events)
    scene.show_state(0, GAME.view(match.state, 0), [], events)
    assert scene.is_busy()
    start = {(item.pos().x(), item.pos().y()) for item in scene.hand_items[1:]}
    assert len(start) == 1  # still on the deck, waiting their turn to fly
    qtbot.waitUntil(lambda: not scene.is_busy(), timeout=10000)
    assert [c.card for c in scene.hand_items] == list(match.state.hands[0])
    xs = [item.pos().x() for item in scene.hand_items]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)  # every card reached its own place in the hand
    assert all(item.pos().y() > 600 for item in scene.hand_items)


def test_the_seat_rows_are_kept_until_what_they_show_changes(qtbot, settings):
    """The seat rows stay on the table from one redraw to the next while they show the same; a trick won, a bid
    or the turn passing shows in the rows at the next redraw."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from cafegames.games.canyon.table.widgets import PanelItem

    settings.overrides["animation_speed"] = "off"
    seats = [Seat("Anja", "human")] + [Seat(n, "computer", "normal") for n in ("Bernd", "Carola")]
    match = Match(GAME, {}, seats, 4)
    scene = CanyonScene(GAME, match.seats, settings)

    def show():
        scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
        rows = [i for i in scene.dynamic if i in scene.seat_items]
        assert all(i.scene() is scene for i in rows)
        lines = [i.text() for i in rows if isinstance(i, QGraphicsSimpleTextItem)]
        lit = [i.boundingRect().top() for i in rows if isinstance(i, PanelItem) and i.border is not None]
        return rows, lines, lit

    while match.state.phase != "play":
        match.act(match.bot_action(include_humans=True))
    rows, lines, lit = show()
    assert show()[0] == rows  # nothing changed: the same items
    before = list(match.state.tricks_won)
    while list(match.state.tricks_won) == before:
        turn = match.state.turn
        match.act(match.bot_action(include_humans=True))
        new_rows, new_lines, new_lit = show()
        assert new_lit != lit or match.state.turn == turn  # the glow follows whoever plays next
        lit = new_lit
    winner = next(s for s, (a, b) in enumerate(zip(before, match.state.tricks_won, strict=True)) if a != b)
    tricks = f"Tricks {match.state.tricks_won[winner]}"
    assert any(tricks in line for line in new_lines) and new_lines != lines
    assert not any(i.scene() is scene for i in rows if i not in new_rows)  # the old rows are gone
