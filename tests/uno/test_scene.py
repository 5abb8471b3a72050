"""The UNO table on screen, played by mouse and keyboard against computer players (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF, Qt

from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno.game import GAME
from cafegames.games.uno.state import OVER, PENALTY
from cafegames.games.uno.table.scene import Scene
from tests.ui.helpers import click_item, settle, show_table


@pytest.fixture
def make_table(qtbot, settings, tmp_path):
    def make(seats, seed=7, options=None, match=None):
        match = match or Match(GAME, options or {"scoring": "single"}, seats, seed)
        scene = Scene(GAME, match.seats, settings)
        return show_table(qtbot, match, scene, settings, tmp_path / "saves" / "uno.json")

    return make


def agree(controller):
    """The scene shows what the rules hold for the seat on screen."""
    scene, state = controller.scene, controller.match.state
    me = scene.seat_on_screen
    assert sorted(i.card for i in scene.hand_items) == sorted(state.hands[me])
    for s, panel in scene.panels.items():
        assert panel.count == len(state.hands[s])
    if not controller.match.is_over():
        assert scene.top_item.card == state.discard[-1]
    # the log holds the lines of every event so far (replayed from the record)
    m = controller.match
    replay = GAME.setup(m.options, m.seats, m.seed)
    lines = [GAME.describe(e, m.seats).english() for e in GAME.opening_events(m.options, m.seats, m.seed)]
    for action in m.actions:
        replay, events = GAME.apply(replay, action)
        lines += [GAME.describe(e, m.seats).english() for e in events]
    logged = [line.english() for line in controller.log]
    assert logged == lines[-len(logged):] if logged else not lines


def human_step_mouse(qtbot, table) -> bool:
    """Take one decision for the seat on screen by mouse; False when there was none."""
    scene = table.controller.scene
    if scene.sheet:
        click_item(qtbot, table, scene.sheet_buttons["next"])
        return True
    if not scene.legal:
        return False
    if scene.chooser:
        buttons = [i for i in scene.chooser if type(i).__name__ == "ColourButton"]
        click_item(qtbot, table, buttons[0])
        return True
    if "uno" in scene.buttons and not scene.uno_armed:
        click_item(qtbot, table, scene.buttons["uno"])
        return True
    if "challenge" in scene.buttons:
        click_item(qtbot, table, scene.buttons["challenge"])
        return True
    playable = [i for i in scene.hand_items if i.playable]
    if playable:
        click_item(qtbot, table, playable[0])
        if scene.chooser:  # a wild: name a colour
            buttons = [i for i in scene.chooser if type(i).__name__ == "ColourButton"]
            click_item(qtbot, table, buttons[2])
        return True
    for key in ("pass", "draw"):
        if key in scene.buttons:
            click_item(qtbot, table, scene.buttons[key])
            return True
    catches = [k for k in scene.buttons if k.startswith("catch")]
    if catches:
        click_item(qtbot, table, scene.buttons[catches[0]])
        return True
    return False


def test_a_whole_hand_by_mouse(qtbot, make_table):
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "easy")]
    controller, table = make_table(seats, seed=3)
    acted = 0
    for _ in range(400):
        settle(qtbot, controller)
        if controller.match.is_over():
            break
        before = len(controller.match.actions)
        if human_step_mouse(qtbot, table):
            settle(qtbot, controller)
            if len(controller.match.actions) > before:
                acted += 1
                agree(controller)
    assert controller.match.is_over()
    assert acted >= 3
    assert any("Ann" in line.english() for line in controller.log)
    assert len(controller.log) >= len(controller.match.actions)


def test_a_whole_hand_by_keyboard(qtbot, make_table, settings):
    settings.overrides["animation_speed"] = "off"  # the mouse test plays the animations
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal")]
    controller, table = make_table(seats, seed=11)
    scene = controller.scene
    view = table.view
    view.setFocus()
    acted = 0
    for _ in range(400):
        settle(qtbot, controller)
        if controller.match.is_over():
            break
        if not scene.legal:
            continue
        before = len(controller.match.actions)
        if scene.chooser:
            qtbot.keyClick(view.viewport(), Qt.Key.Key_3)
        elif "uno" in scene.buttons and not scene.uno_armed:
            qtbot.keyClick(view.viewport(), Qt.Key.Key_U)
        elif any(i.playable for i in scene.hand_items):
            target = next(i for i, item in enumerate(scene.hand_items) if item.playable)
            while scene.selected != target:
                qtbot.keyClick(view.viewport(), Qt.Key.Key_Right)
            qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
            if scene.chooser:
                qtbot.keyClick(view.viewport(), Qt.Key.Key_G)
        elif "pass" in scene.buttons:
            qtbot.keyClick(view.viewport(), Qt.Key.Key_K)
        elif "draw" in scene.buttons:
            qtbot.keyClick(view.viewport(), Qt.Key.Key_D)
        else:
            continue
        settle(qtbot, controller)
        if len(controller.match.actions) > before:
            acted += 1
            agree(controller)
    assert controller.match.is_over() and acted >= 3


def test_wild_opens_colour_chooser_and_names_colour(qtbot, make_table):
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    match = Match(GAME, {"scoring": "single"}, seats, 1)
    match.state = make_state(["W r1 b2", "g1 g2 g3", "y1 y2 y3"], top="r7")
    controller, table = make_table(seats, match=match)
    settle(qtbot, controller)
    scene = controller.scene
    wild = next(i for i in scene.hand_items if i.card == 64)
    click_item(qtbot, table, wild)
    assert scene.chooser and not controller.match.actions
    blue = next(i for i in scene.chooser if type(i).__name__ == "ColourButton" and i.colour == 3)
    click_item(qtbot, table, blue)
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0].colour == 3 and controller.match.state.colour in (0, 1, 2, 3)


def test_contre_uno_by_the_next_human_after_handoff(qtbot, make_table):
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob")]
    match = Match(GAME, {"scoring": "single"}, seats, 1)
    match.state = make_state(["r1 r2 r3", "r5 b6"], top="r7", turn=1)
    controller, table = make_table(seats, match=match)
    controller.public_moment_ms = 100  # nobody says anything in the moment before the handoff
    settle(qtbot, controller)
    assert controller.handoff_seat == 1
    controller.confirm_handoff()
    settle(qtbot, controller)
    scene = controller.scene
    assert "uno" in scene.buttons  # Bob could call UNO with his card
    click_item(qtbot, table, next(i for i in scene.hand_items if i.card == 5))  # red 5, without UNO
    settle(qtbot, controller)
    assert controller.match.state.offender == 1 and controller.handoff_seat == 0
    controller.confirm_handoff()
    settle(qtbot, controller)
    assert scene.seat_on_screen == 0 and "catch0" in scene.buttons
    click_item(qtbot, table, scene.buttons["catch0"])
    settle(qtbot, controller)
    assert len(controller.match.state.hands[1]) == 3
    assert any("Contre-UNO" in line.english() for line in controller.log)


def _bob_plays_down_to_one_without_uno(qtbot, make_table, moment_ms=60000):
    """Ann and Bob at one screen; Bob plays his red 5 without calling UNO; Ann is next."""
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob")]
    match = Match(GAME, {"scoring": "single"}, seats, 1)
    match.state = make_state(["r1 r2 r3", "r5 b6"], top="r7", turn=1)
    controller, table = make_table(seats, match=match)
    controller.public_moment_ms = moment_ms
    settle(qtbot, controller)
    controller.confirm_handoff()
    settle(qtbot, controller)
    click_item(qtbot, table, next(i for i in controller.scene.hand_items if i.card == 5))
    qtbot.waitUntil(lambda: bool(controller.match.actions) and not controller.scene.is_busy(), timeout=5000)
    assert controller.match.state.offender == 1
    return controller, table


def test_U_UNO_hot_seat_call_right_after_the_card_before_the_handoff(qtbot, make_table):
    """U-UNO: "UNO" may be called until someone catches you or the next player begins. With two people at one
    screen, the table stays up a moment after Bob's card (no handoff yet), so he can still press UNO!."""
    controller, table = _bob_plays_down_to_one_without_uno(qtbot, make_table)
    scene = controller.scene
    assert controller.handoff_seat is None and not table.handoff_shown() and scene.seat_on_screen == 1
    assert not controller.is_settled()
    assert "uno" in scene.buttons and "catch0" in scene.buttons  # Bob's call, Ann's public catch
    click_item(qtbot, table, scene.buttons["uno"])
    qtbot.waitUntil(lambda: controller.handoff_seat == 0, timeout=5000)  # called: handed to Ann at once
    assert controller.match.state.said[1] and table.handoff_shown()


def test_U_UNO_hot_seat_catch_from_the_table_before_the_handoff(qtbot, make_table):
    """Catches are public: Ann catches Bob from the table in that moment, before the handoff screen."""
    controller, table = _bob_plays_down_to_one_without_uno(qtbot, make_table)
    click_item(qtbot, table, controller.scene.buttons["catch0"])
    qtbot.waitUntil(lambda: controller.handoff_seat == 0, timeout=5000)
    assert len(controller.match.state.hands[1]) == 3


def test_U_UNO_hot_seat_moment_passes_then_handoff(qtbot, make_table):
    """Nobody says anything: the handoff comes when the moment has passed; the window stays open until Ann
    begins her turn, so she can still catch Bob after the handoff."""
    controller, table = _bob_plays_down_to_one_without_uno(qtbot, make_table, moment_ms=300)
    assert controller.handoff_seat is None
    settle(qtbot, controller)
    assert controller.handoff_seat == 0 and table.handoff_shown()
    assert controller.match.state.offender == 1


def test_hot_seat_no_moment_when_uno_called_with_the_card(qtbot, make_table):
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob")]
    match = Match(GAME, {"scoring": "single"}, seats, 1)
    match.state = make_state(["r1 r2 r3", "r5 b6"], top="r7", turn=1)
    controller, table = make_table(seats, match=match)
    controller.public_moment_ms = 60000
    settle(qtbot, controller)
    controller.confirm_handoff()
    settle(qtbot, controller)
    click_item(qtbot, table, controller.scene.buttons["uno"])  # armed: UNO with the card
    click_item(qtbot, table, next(i for i in controller.scene.hand_items if i.card == 5))
    qtbot.waitUntil(lambda: controller.handoff_seat == 0, timeout=5000)
    assert controller.match.state.said[1]


def test_seven_swap_target_by_clicking_a_seat(qtbot, make_table):
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    match = Match(GAME, {"scoring": "single", "seven_o": True}, seats, 1)
    match.state = make_state(["r7 r1 b2", "g1 g2 g3 g4", "y1 y2"], top="r5", options={"seven_o": True})
    controller, table = make_table(seats, match=match)
    settle(qtbot, controller)
    scene = controller.scene
    click_item(qtbot, table, next(i for i in scene.hand_items if i.card == 7))
    assert scene.choosing and scene.choosing[0] == "target" and scene.panels[1].target
    click_item(qtbot, table, scene.panels[1])
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0].target == 1
    assert sorted(controller.match.state.hands[1]) == sorted([1, 50])


def test_handoff_between_two_humans_hides_hands(qtbot, make_table):
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cleo", "computer", "normal")]
    controller, table = make_table(seats, seed=5)
    settle(qtbot, controller)
    assert controller.handoff_seat is not None
    seat = controller.handoff_seat
    controller.confirm_handoff()
    settle(qtbot, controller)
    assert controller.scene.seat_on_screen == seat
    agree(controller)


def test_layout_no_overlap_two_to_ten_seats(qtbot, settings):
    for n in range(2, 11):
        seats = [Seat(f"Player number {i}") for i in range(n)]
        match = Match(GAME, {}, seats, n)
        scene = Scene(GAME, match.seats, settings)
        scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
        rects = [QRectF(p.pos(), QSizeF(p.W, p.H)) for p in scene.panels.values()]
        for i, a in enumerate(rects):
            assert scene.sceneRect().contains(a), (n, i)
            for b in rects[i + 1:]:
                assert not a.intersects(b), n
        hand = [c.sceneBoundingRect() for c in scene.hand_items]
        piles = [scene.top_item.sceneBoundingRect()]
        for r in rects:
            assert not any(r.intersects(h) for h in hand + piles), n
        scene.set_takeback(True)  # the take-back button touches no seat, card or button either
        button = scene.takeback_button().sceneBoundingRect()
        others = [scene.deck_button.sceneBoundingRect(), scene.dynamic["sort"].sceneBoundingRect(),  # (the hand's order)
                  *(b.sceneBoundingRect() for b in scene.buttons.values())]
        assert scene.sceneRect().contains(button) and not any(button.intersects(r) for r in rects + hand + piles
                                                                + others), n


def test_save_and_load_mid_hand_same_table(qtbot, make_table, tmp_path, settings):
    settings.overrides["animation_speed"] = "off"
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "hard")]
    controller, table = make_table(seats, seed=9, options={"target": 200})
    for _ in range(6):
        settle(qtbot, controller)
        human_step_mouse(qtbot, table)
    settle(qtbot, controller)
    path = tmp_path / "mid.json"
    controller.save_now(path)
    match, _record = saves.load_save(path)
    assert match.state == controller.match.state
    assert GAME.view(match.state, 0) == GAME.view(controller.match.state, 0)


def test_scene_module_is_qt_only_here():
    assert OVER == 5


# U-PHOTO (own pictures on the cards, the deck designer, decks kept and shared): tests/uno/test_photo.py


def test_stacking_by_mouse(qtbot, make_table):
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    options = {"scoring": "single", "stack": True, "jump_in": True}
    match = Match(GAME, options, seats, 1)
    match.state = make_state(["bD r1 b2", "g1 g2 g3 g4", "y1 y2 y3"], top="rD", turn=0, options=options)
    match.state.pending = 2
    match.state.phase = PENALTY
    controller, table = make_table(seats, match=match)
    settle(qtbot, controller)
    scene = controller.scene
    assert "draw" in scene.buttons and [i.card for i in scene.hand_items if i.playable] == [60]
    click_item(qtbot, table, next(i for i in scene.hand_items if i.card == 60))  # blue Draw Two on the stack
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0].card == 60
    settle(qtbot, controller)
    assert "Bob takes 4 penalty cards." in [e.english() for e in controller.log]


def test_score_sheet_between_hands_saved_as_pdf(qtbot, settings, tmp_path):
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    match = Match(GAME, {"target": 500}, seats, 4)
    events = []
    while match.state.hand_no < 2:
        events = match.act(match.bot_action(include_humans=True))
    scene = Scene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), events)
    assert scene.sheet and scene.is_holding()  # the next hand waits for the players to read the sheet
    texts = [i.text for i in scene.sheet if hasattr(i, "text") and isinstance(i.text, str)]
    assert str(max(match.state.scores)) in texts and "Next hand" in [b.text for b in scene.sheet_buttons.values()]
    pdf = tmp_path / "scores.pdf"
    scene.save_sheet_pdf(str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF")
    scene.close_sheet()
    assert not scene.sheet and not scene.is_holding()
    qtbot.waitUntil(lambda: not scene.is_busy(), timeout=5000)


def _match_one_action_before_the_second_hand(seats, seed: int) -> tuple[Match, object]:
    """A match to 500 replayed up to the action that ends its first hand (that action not yet played)."""
    probe = Match(GAME, {"target": 500}, seats, seed)
    while probe.state.hand_no < 2:
        probe.act(probe.bot_action(include_humans=True))
    match = Match(GAME, {"target": 500}, seats, seed)
    for action in probe.actions[:-1]:
        match.act(action)
    return match, probe.actions[-1]


@pytest.mark.parametrize("animation", ["off", "fast"])
def test_the_next_hand_waits_on_the_score_sheet_until_next_hand_is_clicked(qtbot, tmp_path, animation):
    """The sheet between hands is a pause only a person ends: the table counts as settled (a screenshot may be
    taken), no computer plays meanwhile, with or without animations; "Next hand" lets the next hand begin."""
    from tests.ui.helpers import quick_settings

    settings = quick_settings(tmp_path, animation)
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    match, last = _match_one_action_before_the_second_hand(seats, 4)
    controller, table = show_table(qtbot, match, Scene(GAME, match.seats, settings), settings)
    if match.seats[last.seat].is_human:
        settle(qtbot, controller)
        controller.human_action(last)
    qtbot.waitUntil(lambda: match.state.hand_no == 2, timeout=10000)
    scene = controller.scene
    settle(qtbot, controller)
    assert scene.sheet and scene.is_holding()
    assert match.actions[-1] == last and controller.waiting_seat() == 1  # Bob (a computer) opens hand 2 …
    qtbot.wait(300)
    assert match.actions[-1] == last and scene.sheet  # … but not while the sheet is up
    click_item(qtbot, table, scene.sheet_buttons["next"])
    assert not scene.sheet and not scene.is_holding()
    qtbot.waitUntil(lambda: match.actions[-1] != last, timeout=10000)  # Bob plays once the page is turned


def test_autoplay_turns_the_score_sheet_page_itself(qtbot, settings):
    """Under autoplay the computer plays for everyone: nobody is there to click "Next hand"."""
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal")]
    match, _ = _match_one_action_before_the_second_hand(seats, 9)
    controller, table = show_table(qtbot, match, Scene(GAME, match.seats, settings), settings)
    before = len(match.actions)
    controller.autoplay(6)
    qtbot.waitUntil(lambda: controller.autoplay_left == 0 and controller.is_settled(), timeout=20000)
    assert len(match.actions) == before + 6 and match.state.hand_no == 2
    assert not controller.scene.sheet and not controller.scene.is_holding()


def test_drag_a_card_onto_the_pile(qtbot, make_table):
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    match = Match(GAME, {"scoring": "single"}, seats, 1)
    match.state = make_state(["r1 b2 g3", "g1 g2 g4", "y1 y2 y3"], top="r7")
    controller, table = make_table(seats, match=match)
    settle(qtbot, controller)
    scene = controller.scene
    card = next(i for i in scene.hand_items if i.card == 1)
    vp = table.view.viewport()
    start = table.view.mapFromScene(card.sceneBoundingRect().center())
    end = table.view.mapFromScene(scene.top_item.sceneBoundingRect().center())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 11):
        p = start + (end - start) * (k / 10)
        QApplication.sendEvent(vp, QMouseEvent(QMouseEvent.Type.MouseMove, QPoint(p), vp.mapToGlobal(QPoint(p)),
                                               Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                                               Qt.KeyboardModifier.NoModifier))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: bool(controller.match.actions), timeout=5000)
    assert controller.match.actions[0].card == 1


def test_colour_blind_aid_switch_redraws_cards_with_shapes(qtbot, settings):
    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner

    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 2)
    scene = Scene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    assert all(not i.aid for i in scene.hand_items)
    dialog = DeckDesigner(settings)
    qtbot.addWidget(dialog)
    dialog.aid.setChecked(True)
    assert all(i.aid for i in scene.hand_items)  # the table follows the setting at once
    assert scene.colour_mark.aid


def test_a_long_match_keeps_every_hand_on_the_score_sheet_without_overlap(qtbot, settings):
    """16 hands: rows shrink, the earliest hands share one row of sums, and nothing runs into the total, the
    result line or the buttons (13 rows were drawn before, over the result line; hands 1–3 were not shown)."""
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal")]
    match = Match(GAME, {"target": 500}, seats, 0)
    events = []
    while match.state.hand_no <= 16:
        events = match.act(match.bot_action(include_humans=True))
    assert not match.is_over()
    scene = Scene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), events)
    texts = [i for i in scene.sheet if type(i).__name__ == "TextItem"]
    header = {t.text: t.rect for t in texts if t.text in ("Hand", "Ann", "Bob")}
    total = next(t.rect for t in texts if t.text == "Total")
    result = next(t.rect for t in texts if t.text.endswith("went out."))

    def column(name: str) -> list[str]:
        return [t.text for t in sorted(texts, key=lambda t: t.rect.y()) if t.rect.x() == header[name].x()
                and header[name].bottom() <= t.rect.y() and t.rect.bottom() <= total.top()]

    assert column("Hand") == ["1–2"] + [str(n) for n in range(3, 17)]
    for seat, name in enumerate(("Ann", "Bob")):
        points = column(name)
        assert len(points) == 15 and sum(int(p) for p in points if p != "·") == match.state.scores[seat]
    assert total.bottom() <= result.top()
    assert all(result.bottom() <= b.pos().y() for b in scene.sheet_buttons.values())


@pytest.mark.parametrize("redraw", ["language", "colour aid"])
def test_a_redraw_during_the_deal_leaves_no_animation_without_its_card(qtbot, qtlog, make_table, settings, redraw):
    """Found by the monkey test: a language switch or the colour aid redrew the table while the deal was still
    animating; the redraw replaced the cards, and the animations still to come then started on deleted items
    ("QPropertyAnimation::updateState (opacity): Changing state of an animation without target", in the log)."""
    from PySide6.QtCore import QtMsgType

    from cafegames.ui import i18n

    controller, _table = make_table([Seat("Ann"), Seat("Bot", "computer", "easy")])
    assert controller.scene.is_busy()  # dealing the first hand
    try:
        if redraw == "language":
            i18n.install_language("fr")
        else:
            settings.colour_aid = True
        qtbot.waitUntil(lambda: not controller.scene.is_busy(), timeout=10_000)
        qtbot.wait(50)
    finally:
        i18n.install_language("en")
    warnings = [r.message for r in qtlog.records if r.type == QtMsgType.QtWarningMsg]
    assert not [w for w in warnings if "without target" in w], warnings
    assert sorted(i.card for i in controller.scene.hand_items) == sorted(controller.match.state.hands[0])
    assert all(i.opacity() == 1.0 for i in controller.scene.hand_items)  # every card of the hand is shown


def test_a_move_keeps_the_items_that_stay(qtbot, make_table, monkeypatch):
    """A played card re-adds none of the items that stayed (the seat panels, the cards still in hand, the prompt):
    the table updates them in place, so Qt repaints what changed, not the whole table (issue 16)."""
    from cafegames.games.uno.table.seat_panel import SeatPanel

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    controller, table = make_table(seats, seed=3)
    scene = controller.scene
    settle(qtbot, controller)
    played = next(i for i in scene.hand_items if i.playable and i.card < 64)
    panels, prompt = dict(scene.panels), scene.prompt_item
    stayed = [i for i in scene.hand_items if i is not played]
    added = []
    add = scene.addItem
    monkeypatch.setattr(scene, "addItem", lambda item: (added.append(item), add(item)))
    click_item(qtbot, table, played)
    settle(qtbot, controller)
    assert len(controller.match.actions) >= 3 and controller.match.to_act()[0] == 0  # Bob and Cleo played too
    assert played.scene() is None  # the played card left the hand
    assert all(scene.panels[s] is panel for s, panel in panels.items())
    assert all(any(item is kept for item in scene.hand_items) for kept in stayed)  # the hand only grew since
    assert scene.prompt_item is prompt
    assert not any(isinstance(item, SeatPanel) for item in added)
    agree(controller)


def test_showing_the_same_position_again_repaints_nothing(qtbot, make_table):
    """The same view shown again (a setting saved, a language kept) changes no item: no region is repainted."""
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    controller, table = make_table(seats, seed=3)
    scene = controller.scene
    settle(qtbot, controller)
    qtbot.wait(50)
    regions: list = []
    scene.changed.connect(regions.extend)
    scene.show_state(scene.seat_on_screen, scene.view, scene.legal, [])
    qtbot.wait(50)
    assert regions == []


def test_the_hand_sorts_by_colour_or_by_number_and_remembers(qtbot, make_table, settings):
    """By colour (then number), as dealt today; the button beside the hand or S sorts by number (then colour), and
    the next table opens the hand the way it was left."""
    from cafegames.games.uno.cards import COLOUR, RANK
    from cafegames.ui.settings import Settings
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob", "computer", "normal")]
    match = Match(GAME, {"scoring": "single"}, seats, 1)
    match.state = make_state(["g2 r7 b2 y9 r2 W g7", "g1 g2 g4"], top="r5")
    controller, table = make_table(seats, match=match)
    settle(qtbot, controller)
    scene = controller.scene

    def shown() -> list[tuple[int, int]]:
        return [(COLOUR[i.card], RANK[i.card]) for i in sorted(scene.hand_items, key=lambda i: i.pos().x())]

    assert shown() == sorted(shown())  # colour first
    button = scene.dynamic["sort"]
    assert button.text == "Sort by number"
    click_item(qtbot, table, button)
    assert shown() == sorted(shown(), key=lambda cr: (cr[1], cr[0]))  # number first
    assert [r for _, r in shown()][:4] == [2, 2, 2, 7] and scene.dynamic["sort"].text == "Sort by colour"
    assert Settings(settings.path).json_value("uno_hand_sort") == "number"  # in the file, for the next table
    qtbot.keyClick(table.view, Qt.Key.Key_S)
    assert shown() == sorted(shown())
    qtbot.keyClick(table.view, Qt.Key.Key_S)
    controller2, table2 = make_table(seats, match=Match(GAME, {"scoring": "single"}, seats, 1))
    settle(qtbot, controller2)
    ranks = [RANK[i.card] for i in sorted(controller2.scene.hand_items, key=lambda i: i.pos().x())]
    assert ranks == sorted(ranks)


def test_a_hand_of_25_cards_keeps_every_card_readable_at_1024x640(qtbot, make_table):
    """At the smallest window, with 25 cards, each card shows at least its corner (the number or symbol) in
    both orders: the visible strip of every card but the last is at least 20 px wide on screen."""
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal")]
    match = Match(GAME, {"scoring": "single"}, seats, 3)
    while len(match.state.hands[0]) < 25:
        match.state.hands[0].append(match.state.draw.pop())
    controller, table = make_table(seats, match=match)
    table.resize(1024, 640)
    settle(qtbot, controller)
    scene = controller.scene
    for _ in range(2):
        xs = sorted(table.view.mapFromScene(i.sceneBoundingRect().topLeft()).x() for i in scene.hand_items)
        assert len(xs) == 25 and min(b - a for a, b in zip(xs, xs[1:], strict=False)) >= 20
        assert table.view.mapFromScene(scene.hand_items[0].sceneBoundingRect()).boundingRect().bottom() <= 640
        scene.switch_hand_order()


def test_the_score_line_stops_short_of_the_dealers_disc(qtbot):
    """A long score line ("16 pts · with Élodie", a partner's name) is elided before the dealer's "D" disc at its
    right end, never drawn under it (seen on a tournament table's plate)."""
    from cafegames.games.uno.table.seat_panel import SeatPanel

    panel = SeatPanel(0, "Chloé")
    panel.dealer = True
    assert not panel.score_rect().intersects(panel.dealer_rect())
    panel.dealer = False
    assert panel.score_rect().width() > 190  # without the disc the line has the plate's width
