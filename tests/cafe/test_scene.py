"""The café on screen, played by mouse against the computer (pytest-qt, offscreen)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import EMPTY, JOKER_WOMAN
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.table.scene import Scene
from tests.cafe.helpers import g, own
from tests.ui.helpers import click_item, settle, show_table


@pytest.fixture
def make_table(qtbot, settings, tmp_path):
    def make(seats, seed=7, prepare=None):
        match = Match(GAME, {}, seats, seed)
        if prepare is not None:
            prepare(match)
        scene = Scene(GAME, match.seats, settings)
        return show_table(qtbot, match, scene, settings, None if prepare else tmp_path / "saves" / "cafe.json")

    return make


def click_guest(qtbot, table, guest):
    scene = table.controller.scene
    cards = [c for c in scene.cards if c.seat == scene.seat_on_screen and c.guest == guest
             and c.index not in scene.used]
    assert cards, f"no guest {guest} in the row on screen"
    click_item(qtbot, table, cards[0])
    assert scene.selected_guest() == guest


def click_chair(qtbot, table, chair):
    click_item(qtbot, table, table.controller.scene.chairs[chair])


def agree(controller):
    """The scene shows what the rules hold."""
    scene, state = controller.scene, controller.match.state
    assert [c.guest for c in scene.chairs] == list(state.chairs)
    assert [b.guest for b in scene.bar_seats[: len(state.bar)]] == list(state.bar)
    assert scene.bag.count == len(state.bag)
    for s in range(state.n):
        assert [c.guest for c in scene.cards if c.seat == s] == list(state.hands[s])


def _joker_at_the_indian_table(match):
    """Ann starts; a man and a joker woman already sit at the Indian table; Ann holds an Indian woman."""
    s = match.state
    s.turn = 0
    everything = s.bag + [x for h in s.hands for x in h]
    for x in (g("IN-M"), JOKER_WOMAN, g("IN-W")):
        everything.remove(x)
    s.chairs[own(23)[0]] = g("IN-M")
    s.chairs[own(23)[1]] = JOKER_WOMAN
    s.hands = [[g("IN-W")] + [everything.pop() for _ in range(4)]] + [[everything.pop() for _ in range(5)]
                                                                   for _ in range(s.n - 1)]
    s.bag = everything


def test_a_whole_game_by_mouse_with_a_take_back_the_bar_and_a_swap(qtbot, make_table, settings):
    settings.overrides["animation_speed"] = "off"  # the animations have their own test; this one is about play
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cy", "computer", "easy")],
                                   seed=21, prepare=_joker_at_the_indian_table)
    scene = controller.scene
    did = {"double": False, "takeback": False, "bar": False, "swap": False}
    turns = 0
    while not controller.match.is_over():
        settle(qtbot, controller)
        agree(controller)
        if controller.match.is_over():
            break
        assert controller.waiting_seat() == 0 and scene.my_turn()
        moves = GAME.moves(GAME.view(controller.match.state, 0), 0)
        before = len(controller.match.actions)
        doubles = [m for m in moves if isinstance(m.action, Place) and m.action.chair2 >= 0]
        bars = [m for m in moves if isinstance(m.action, ToBar)]
        swaps = [m for m in moves if isinstance(m.action, Swap)]
        if swaps and not did["swap"]:
            a = swaps[0].action
            click_guest(qtbot, table, a.guest)
            assert scene.chairs[a.chair].mode == "swap"
            click_chair(qtbot, table, a.chair)  # one gesture: the guest takes the joker's chair
            assert controller.match.actions[before] == a
            did["swap"] = True
        elif doubles and not did["double"]:
            a = max(doubles, key=lambda m: m.points).action
            click_guest(qtbot, table, a.guest)
            click_chair(qtbot, table, a.chair)
            assert scene.chairs[a.chair].pending and scene.steps == [(a.guest, a.chair)]
            click_guest(qtbot, table, a.guest2)
            assert scene.chairs[a.chair2].mode == "ok"
            click_chair(qtbot, table, a.chair2)
            assert len(scene.steps) == 2 and len(controller.match.actions) == before  # nothing sent yet
            click_item(qtbot, table, scene.take_back)  # take the second guest back
            assert scene.steps == [(a.guest, a.chair)] and scene.chairs[a.chair2].guest == EMPTY
            did["takeback"] = True
            click_guest(qtbot, table, a.guest2)
            click_chair(qtbot, table, a.chair2)
            assert scene.end_turn.isEnabled()
            click_item(qtbot, table, scene.end_turn)
            assert controller.match.actions[before] == a
            did["double"] = True
        elif bars and not did["bar"]:
            a = bars[0].action
            click_guest(qtbot, table, a.guest)
            click_item(qtbot, table, scene.bar_seats[len(controller.match.state.bar)])
            assert controller.match.actions[before] == a
            did["bar"] = True
        else:
            best = max(moves, key=lambda m: (m.points, isinstance(m.action, Place)))
            a = best.action
            if isinstance(a, Place):
                click_guest(qtbot, table, a.guest)
                click_chair(qtbot, table, a.chair)
                if a.chair2 >= 0:
                    click_guest(qtbot, table, a.guest2)
                    click_chair(qtbot, table, a.chair2)
                click_item(qtbot, table, scene.end_turn)
            elif isinstance(a, ToBar):
                click_guest(qtbot, table, a.guest)
                click_item(qtbot, table, scene.bar_seats[len(controller.match.state.bar)])
            elif isinstance(a, Swap):
                click_guest(qtbot, table, a.guest)
                click_chair(qtbot, table, a.chair)
            else:
                click_item(qtbot, table, scene.pass_button)
            assert len(controller.match.actions) == before + 1
            assert controller.match.actions[before].seat == 0
        turns += 1
        assert turns < 200
    settle(qtbot, controller)
    agree(controller)
    assert all(did.values()), did
    assert any(a.seat == 1 for a in controller.match.actions) and any(a.seat == 2 for a in controller.match.actions)
    assert scene.ending_open()  # the result screen on the table
    screen = scene.ending_screen()
    assert any("wins" in text or "Shared win" in text for text in screen.texts())
    again = screen.buttons["again"]
    assert again.isVisible() and again.text == "Play again"
    with qtbot.waitSignal(controller.play_again_requested, timeout=2000):  # the main window starts the rematch
        click_item(qtbot, table, again)


def test_a_frame_copies_one_floor_picture_that_follows_every_chair(qtbot, make_table, settings, monkeypatch):
    """The bar, tables, bag, chairs and bar seats (114 items) are painted as one picture: a frame paints a few
    dozen items, not about 140, and the picture still changes where a guest is picked, placed or taken back."""
    from cafegames.ui import paint_cache

    settings.overrides["animation_speed"] = "off"
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")], seed=21,
                                   prepare=_joker_at_the_indian_table)
    scene = controller.scene
    settle(qtbot, controller)
    table.view.viewport().grab()  # the first paint makes the pictures
    painted = []
    real = paint_cache.LookCache.paint
    monkeypatch.setattr(paint_cache.LookCache, "paint",
                        lambda self, item, *rest: (painted.append(item), real(self, item, *rest))[1])
    table.view.viewport().grab()
    assert 0 < len(painted) <= 40, len(painted)  # the cards, the rows, the buttons and the one floor picture

    a = next(m.action for m in GAME.moves(GAME.view(controller.match.state, 0), 0) if isinstance(m.action, Place))
    chair = scene.chairs[a.chair]
    place = table.view.mapFromScene(chair.sceneBoundingRect()).boundingRect()

    def shown():
        return table.view.viewport().grab(place).toImage()

    empty = shown()
    repainted = []
    scene.changed.connect(repainted.extend)
    click_guest(qtbot, table, a.guest)  # picked
    qtbot.waitUntil(lambda: any(r.contains(chair.sceneBoundingRect()) for r in repainted))  # the screen is told
    glowing = shown()
    assert chair.mode and glowing != empty  # where the guest may go glows
    click_chair(qtbot, table, a.chair)
    assert chair.pending and shown() != glowing  # the guest sits there, not yet sent
    click_item(qtbot, table, scene.take_back)
    assert scene.selected is None and not chair.pending and not chair.mode
    assert shown() == empty  # taken back: the chair as it was
    click_guest(qtbot, table, a.guest)
    assert shown() == glowing


def test_joker_swap_is_one_gesture_and_illegal_chairs_explain(qtbot, make_table):
    def prepare(match):
        s = match.state
        s.turn = 0
        everything = s.bag + [x for h in s.hands for x in h]
        for x in (g("IN-W"), g("IN-M"), JOKER_WOMAN, g("IN-W")):
            everything.remove(x)
        s.chairs[own(23)[0]] = g("IN-M")
        s.chairs[own(23)[1]] = JOKER_WOMAN
        s.hands[0] = [g("IN-W"), g("IN-M")] + [everything.pop() for _ in range(3)]
        s.hands[1] = [everything.pop() for _ in range(5)]
        s.bag = everything
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")], prepare=prepare)
    scene = controller.scene
    settle(qtbot, controller)
    assert scene.my_turn()
    # an illegal chair says why
    click_guest(qtbot, table, g("IN-M"))
    shared = [c for c in GAME.board.tables[23].chairs if GAME.board.chairs[c].shared]
    far = own(0)[0]
    click_chair(qtbot, table, far)
    assert "Africa" in scene.error_text() or "alone" in scene.error_text() or "second guest" in scene.error_text()
    card = next(c for c in scene.cards if c.seat == 0 and c.guest == g("IN-M"))
    click_item(qtbot, table, card)  # a second click puts it back
    assert scene.selected_guest() is None
    click_guest(qtbot, table, g("IN-W"))
    joker_chair = own(23)[1]
    assert scene.chairs[joker_chair].mode == "swap"
    before = len(controller.match.actions)
    click_chair(qtbot, table, joker_chair)
    assert controller.match.actions[before] == Swap(0, joker_chair, g("IN-W"))
    settle(qtbot, controller)
    agree(controller)
    assert JOKER_WOMAN in controller.match.state.hands[0] or controller.match.state.chairs.count(JOKER_WOMAN)
    del shared


def _only_two_jokers_and_nowhere_to_score(match):
    s = match.state
    s.turn = 0
    everything = s.bag + [x for h in s.hands for x in h]
    seated = {GAME.board.chair_between(23, 22): g("IN-W"), GAME.board.chair_between(23, 17): g("IN-W"),
              own(23)[0]: g("IN-M")}
    for x in (*seated.values(), JOKER_WOMAN, JOKER_WOMAN):
        everything.remove(x)
    for c, x in seated.items():
        s.chairs[c] = x
    s.hands[0] = [JOKER_WOMAN, JOKER_WOMAN]
    s.hands[1] = [everything.pop() for _ in range(5)]
    s.bag = everything


def test_only_jokers_and_nowhere_to_score_shows_pass(qtbot, make_table):
    prepare = _only_two_jokers_and_nowhere_to_score
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")], prepare=prepare)
    scene = controller.scene
    settle(qtbot, controller)
    assert controller.game.legal_actions(controller.match.state, 0) == [Pass(0)]
    assert scene.pass_button.isVisible() and "pass" in scene.status.toPlainText()
    click_item(qtbot, table, scene.pass_button)
    assert controller.match.actions[-1] == Pass(0) or controller.match.actions[0] == Pass(0)


def test_moves_are_animated_and_points_rise(qtbot, make_table):
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")], seed=5)
    scene = controller.scene
    settle(qtbot, controller)
    busy = []
    scene.busy_changed.connect(busy.append)
    moves = GAME.moves(GAME.view(controller.match.state, 0), 0)
    a = max(moves, key=lambda m: (isinstance(m.action, Place), m.points)).action
    assert isinstance(a, Place)
    click_guest(qtbot, table, a.guest)
    click_chair(qtbot, table, a.chair)
    if a.chair2 >= 0:
        click_guest(qtbot, table, a.guest2)
        click_chair(qtbot, table, a.chair2)
    click_item(qtbot, table, scene.end_turn)
    assert busy and busy[0] is True  # the guest flies to its chair, the points rise
    assert any(c.arriving for c in scene.chairs)  # the chair waits for the guest to land
    settle(qtbot, controller)
    agree(controller)
    assert not any(c.arriving for c in scene.chairs)
    assert len(controller.match.actions) >= 2  # and the computer answered


@pytest.mark.parametrize("players", [2, 4])
def test_all_chairs_bar_seats_tables_and_rows_visible_and_apart(qtbot, settings, players):
    scene = Scene(GAME, [Seat(f"P{i}") for i in range(players)], settings)
    match = Match(GAME, {}, [Seat(f"P{i}") for i in range(players)], 3)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    rect = scene.sceneRect()
    chairs = [c.mapRectToScene(c.boundingRect().adjusted(6, 6, -6, -6)) for c in scene.chairs]
    tables = [t.mapRectToScene(t.boundingRect().adjusted(2, 2, -2, -6)) for t in scene.tables]
    bar = [b.mapRectToScene(b.boundingRect().adjusted(4, 4, -4, -4)) for b in scene.bar_seats]
    rows = [r.rect for r in scene.rows]
    cards = [c.mapRectToScene(c.boundingRect().adjusted(3, 3, -3, -5)) for c in scene.cards]
    everything = chairs + tables + bar + [scene.bag.mapRectToScene(scene.bag.boundingRect())]
    assert len(chairs) == 68 and len(bar) == 20 and len(tables) == 24
    for r in everything + rows + cards:
        assert rect.contains(r)
    for i, a in enumerate(everything):
        for b in everything[i + 1:]:
            assert not a.intersected(b).isValid() or a.intersected(b).isEmpty(), (a, b)
    floor = scene.floor.rect()
    assert all(floor.contains(r) for r in everything)
    assert all(not floor.intersects(r) for r in rows)
    for c in cards:
        assert any(r.contains(c) for r in rows)


def test_switching_language_retranslates_the_tables(qtbot, settings):
    from cafegames.ui.i18n import install_language

    scene = Scene(GAME, [Seat("A"), Seat("B")], settings)
    try:
        install_language("fr")
        scene.retranslate()
        assert {t.name for t in scene.tables} >= {"Allemagne", "Grande-Bretagne", "Inde"}
    finally:
        install_language("en")
        scene.retranslate()
    assert {t.name for t in scene.tables} >= {"Germany", "Great Britain", "India"}


def test_hovering_a_chair_tells_points_or_why_not(qtbot, make_table):
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")], seed=5)
    scene = controller.scene
    settle(qtbot, controller)
    guest = controller.match.state.hands[0][0]
    click_guest(qtbot, table, guest)
    hints = {c: scene.chair_hint(c) for c in range(68)}
    lit = [c for c in range(68) if scene.chairs[c].mode]
    assert all(hints[c] for c in lit)
    dark_empty = [c for c in range(68) if not scene.chairs[c].mode and controller.match.state.chairs[c] == EMPTY]
    assert dark_empty and all(hints[c] for c in dark_empty)  # every refusal is explained
    assert any("chair is for guests" in hints[c] for c in dark_empty)


def test_a_saved_game_comes_back_to_the_same_cafe(qtbot, make_table, settings, tmp_path):
    from cafegames.engine.saves import load_save

    settings.overrides["animation_speed"] = "off"
    controller, table = make_table([Seat("Ann", "computer", "normal"), Seat("Bob", "computer", "hard")], seed=9)
    qtbot.waitUntil(lambda: len(controller.match.actions) >= 8, timeout=20000)
    controller.close()
    settle_scene = controller.scene
    qtbot.waitUntil(lambda: not settle_scene.is_busy(), timeout=5000)
    path = tmp_path / "again.json"
    controller.save_now(path)
    match, _ = load_save(path)
    scene = Scene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    assert match.state == controller.match.state
    assert [c.guest for c in scene.chairs] == list(controller.match.state.chairs)
    assert [b.guest for b in scene.bar_seats if b.guest != EMPTY] == list(controller.match.state.bar)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_player_header_items_never_overlap(qtbot, settings, lang):
    """The widest headers: a long name on the current row, a three-digit score with all three kinds of chip (18
    blue, 1 red, 4 black), the full hand; in each language."""
    import itertools

    import attrs
    from PySide6.QtGui import QFontMetricsF

    from cafegames.ui.graphics import scene_font
    from cafegames.ui.i18n import install_language

    names = ["Marie-Christine de La Fontaine", "Dominique", "Jean-Baptiste Poquelin-Molière", "Zoé"]
    seats = [Seat(n) for n in names]
    match = Match(GAME, {}, seats, 3)
    scene = Scene(GAME, match.seats, settings)
    try:
        install_language(lang)
        scene.retranslate()
        view = attrs.evolve(GAME.view(match.state, 0), scores=(189, 999, 0, -25), hand_size=(5, 5, 5, 5),
                             turn=0)
        scene.show_state(0, view, GAME.legal_actions(match.state, 0), [])
        for row in scene.rows:
            at = row.header_layout()
            head = row.head_rect()
            assert len([k for k in at if k.startswith("chip")]) == len(row.chips())
            for key, r in at.items():
                assert head.contains(r), (lang, row.name, key, r, head)
            for (ka, a), (kb, b) in itertools.combinations(at.items(), 2):
                assert not a.intersects(b), (lang, row.name, ka, a, kb, b)
        first = scene.rows[0]
        assert first.current and len(first.chips()) == 3 and "189" in first.score_text
        assert first.header_layout()["hand"].width() > 0 and first.header_layout()["name"].width() >= 150
        assert scene.rows[1].chips()[0][0] == 99  # 999 points: ×99 blue, ×1 red, ×4 black still fit
        # A usual name is shown whole even then.
        first.name = "Dominique"
        fm = QFontMetricsF(scene_font(*first.NAME_FONT))
        assert fm.horizontalAdvance(first.name_text()) <= first.header_layout()["name"].width()
    finally:
        install_language("en")
        scene.retranslate()


def press(qtbot, table, key, modifier=Qt.KeyboardModifier.NoModifier):
    qtbot.keyClick(table.view, key, modifier)  # the view has the focus (its viewport is a proxy)


def focus_to(qtbot, table, target, key=Qt.Key.Key_Right):
    """Press `key` until the keyboard's cursor is on `target` (at most once round the ring)."""
    scene = table.controller.scene
    for _ in range(len(scene.focus_ring_items()) + 1):
        if scene.kb_focus == target:
            return
        press(qtbot, table, key)
    assert scene.kb_focus == target, (scene.kb_focus, target, scene.focus_ring_items())


def kb_pick(qtbot, table, guest):
    scene = table.controller.scene
    index = next(c.index for c in scene.cards if c.seat == scene.seat_on_screen and c.guest == guest
                 and c.index not in scene.used)
    focus_to(qtbot, table, ("card", index))
    press(qtbot, table, Qt.Key.Key_Return)
    assert scene.selected_guest() == guest
    assert scene.kb_focus in scene.focus_ring_items() and scene.kb_focus[0] in ("chair", "bar")


def kb_seat(qtbot, table, chair):
    focus_to(qtbot, table, ("chair", chair), Qt.Key.Key_Tab)
    press(qtbot, table, Qt.Key.Key_Return)


def test_a_whole_game_by_keyboard(qtbot, make_table, settings):
    """Arrows/Tab among the guests and the chairs, Enter to pick and to seat, B for the bar, Backspace and Ctrl+Z
    to take back, E or Enter on "End turn" to end, Esc to put a guest back; the cursor is drawn where it is."""
    settings.overrides["animation_speed"] = "off"
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")], seed=21,
                                   prepare=_joker_at_the_indian_table)
    scene = controller.scene
    did = {"double": False, "backspace": False, "ctrl_z": False, "bar": False, "swap": False, "E": False,
           "enter_end": False, "arrows": False, "escape": False}
    turns = 0
    while not controller.match.is_over():
        settle(qtbot, controller)
        agree(controller)
        if controller.match.is_over():
            break
        assert scene.my_turn()
        if turns == 0:
            assert not scene.focus_ring.isVisible()
            press(qtbot, table, Qt.Key.Key_Right)  # the first key shows the cursor, on the first guest
            assert scene.focus_ring.isVisible() and scene.kb_focus == ("card", 0)
            assert "Enter" in scene.status.toPlainText()  # the status now tells the keys
        moves = GAME.moves(GAME.view(controller.match.state, 0), 0)
        before = len(controller.match.actions)
        doubles = [m for m in moves if isinstance(m.action, Place) and m.action.chair2 >= 0]
        bars = [m for m in moves if isinstance(m.action, ToBar)]
        swaps = [m for m in moves if isinstance(m.action, Swap)]
        singles = [m for m in moves if isinstance(m.action, Place) and m.action.chair2 < 0]
        if swaps and not did["swap"]:
            a = swaps[0].action
            kb_pick(qtbot, table, a.guest)
            kb_seat(qtbot, table, a.chair)  # Enter on the joker's chair swaps at once
            assert controller.match.actions[before] == a
            did["swap"] = True
        elif not did["escape"] and singles:
            a = singles[0].action
            kb_pick(qtbot, table, a.guest)
            press(qtbot, table, Qt.Key.Key_Escape)  # puts the guest back
            assert scene.selected is None and scene.kb_focus[0] == "card"
            did["escape"] = True
            continue
        elif not did["arrows"] and singles:
            a = max(singles, key=lambda m: m.points).action
            kb_pick(qtbot, table, a.guest)
            targets = scene.focus_ring_items()
            start = scene.kb_focus
            seen = {start}
            for k in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down) * 3:
                press(qtbot, table, k)
                assert scene.kb_focus in targets  # the arrows only go where the guest may sit
                seen.add(scene.kb_focus)
                item = scene._focus_item(scene.kb_focus)
                assert scene.focus_ring.rect.contains(item.sceneBoundingRect().center())
            assert len(targets) == 1 or len(seen) > 1
            kb_seat(qtbot, table, a.chair)
            assert scene.steps == [(a.guest, a.chair)] and len(controller.match.actions) == before
            assert scene.kb_focus == ("button", "end")  # ready to end the turn
            press(qtbot, table, Qt.Key.Key_Return)
            assert controller.match.actions[before] == a
            did["arrows"] = did["enter_end"] = True
        elif doubles and not did["double"]:
            a = max(doubles, key=lambda m: m.points).action
            kb_pick(qtbot, table, a.guest)
            kb_seat(qtbot, table, a.chair)
            assert scene.steps == [(a.guest, a.chair)]
            kb_pick(qtbot, table, a.guest2)
            kb_seat(qtbot, table, a.chair2)
            assert len(scene.steps) == 2 and len(controller.match.actions) == before
            press(qtbot, table, Qt.Key.Key_Backspace)  # the second guest comes back
            assert scene.steps == [(a.guest, a.chair)] and scene.chairs[a.chair2].guest == EMPTY
            press(qtbot, table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # and the first one
            assert scene.steps == [] and scene.chairs[a.chair].guest == EMPTY
            did["backspace"] = did["ctrl_z"] = True
            kb_pick(qtbot, table, a.guest)
            kb_seat(qtbot, table, a.chair)
            kb_pick(qtbot, table, a.guest2)
            kb_seat(qtbot, table, a.chair2)
            press(qtbot, table, Qt.Key.Key_E)
            assert controller.match.actions[before] == a
            did["double"] = did["E"] = True
        elif bars and not did["bar"]:
            a = bars[0].action
            kb_pick(qtbot, table, a.guest)
            press(qtbot, table, Qt.Key.Key_B)
            assert controller.match.actions[before] == a
            did["bar"] = True
        else:
            a = max(moves, key=lambda m: (m.points, isinstance(m.action, Place))).action
            if isinstance(a, Place):
                kb_pick(qtbot, table, a.guest)
                kb_seat(qtbot, table, a.chair)
                if a.chair2 >= 0:
                    kb_pick(qtbot, table, a.guest2)
                    kb_seat(qtbot, table, a.chair2)
                press(qtbot, table, Qt.Key.Key_E)
            elif isinstance(a, ToBar):
                kb_pick(qtbot, table, a.guest)
                press(qtbot, table, Qt.Key.Key_B)
            elif isinstance(a, Swap):
                kb_pick(qtbot, table, a.guest)
                kb_seat(qtbot, table, a.chair)
            else:
                assert scene.kb_focus == ("button", "pass")
                press(qtbot, table, Qt.Key.Key_Return)
            assert controller.match.actions[before] == a
        turns += 1
        assert turns < 200
    settle(qtbot, controller)
    agree(controller)
    assert all(did.values()), did
    assert scene.ending_open() and scene.ending_screen().focus_key == "again"
    assert not scene.focus_ring.isVisible()  # the café's own cursor has nothing left to point at
    press(qtbot, table, Qt.Key.Key_Return)  # the first Enter only shows which button a second one presses
    assert scene.ending_open() and scene.ending_screen().focus_ring.isVisible()
    with qtbot.waitSignal(scene.play_again, timeout=2000):
        press(qtbot, table, Qt.Key.Key_Return)


def test_a_mouse_click_hides_the_keyboard_cursor(qtbot, make_table):
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")], seed=5)
    scene = controller.scene
    settle(qtbot, controller)
    press(qtbot, table, Qt.Key.Key_Tab)
    assert scene.focus_ring.isVisible()
    click_guest(qtbot, table, controller.match.state.hands[0][0])
    assert not scene.focus_ring.isVisible() and "Click" in scene.status.toPlainText()
    press(qtbot, table, Qt.Key.Key_Tab)  # Tab stays in the café (not lost to the window's focus chain)
    assert scene.focus_ring.isVisible() and scene.kb_focus[0] in ("chair", "bar", "card")


def test_pass_by_keyboard_when_nothing_else_is_possible(qtbot, make_table):
    controller, table = make_table([Seat("Ann"), Seat("Bob", "computer", "normal")],
                                   prepare=_only_two_jokers_and_nowhere_to_score)
    scene = controller.scene
    settle(qtbot, controller)
    press(qtbot, table, Qt.Key.Key_Tab)
    assert scene.kb_focus == ("button", "pass")  # the cursor starts on the only way out
    press(qtbot, table, Qt.Key.Key_Return)
    assert controller.match.actions[0] == Pass(0)


def test_final_count_names_each_penalty_and_never_minus_zero(qtbot, settings):
    """C-FINAL on the result screen: tables, bar and the guests left in hand for each seat, a true minus sign and
    never "−0"; a seat knocked out (C-ELIM) comes last and says so."""
    import attrs

    from cafegames.engine.protocol import Result

    settings.overrides["animation_speed"] = "off"
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob"), Seat("Cy")], 3)
    scene = Scene(GAME, match.seats, settings)
    view = attrs.evolve(GAME.view(match.state, 0), over=True, penalties=((0, 0, 0), (2, 1, 20), (0, 0, 0)),
                        scores=(130, 90, 0), out=(False, False, True), end_reason="hand",
                        table_points=(120, 115, 40), bar_points=(10, -5, -40),
                        hands=((), (3, 5, 24), ()), hand_size=(0, 3, 0))
    scene.show_state(0, view, [], [])
    scene.show_result(Result((0,), (130, 90, 0), places=(1, 2, 3)))
    rows = [(r.row.name, [c.text for c in r.cells], r.row.note) for r in scene.ending_screen().row_items]
    assert rows == [("Ann", ["+120", "+10", "·", "130"], ""), ("Bob", ["+115", "−5", "−20", "90"], ""),
                    ("Cy", ["+40", "−40", "·", "0"], "out of the game")]
    bob = scene.ending_screen().row_items[1].row.detail
    assert bob.guests == (3, 5, 24)  # the guests that cost the points, drawn beside them
    texts = scene.ending_screen().texts()
    assert "Ann wins!" in texts  # why it ended, then what a guest left in hand costs (said once, here)
    assert "A player has no guests left: the game is over. Each guest still in hand costs 5 points, a joker 10." in texts
    assert not any("−0" in t for t in texts)
