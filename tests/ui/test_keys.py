"""The keys of each table agree with its one declaration (games/<id>/keys.py): every key listed does something
in the situation it is listed for, and no key the table answers to is missing from the list; `?` shows them all
over the table in both languages."""

from __future__ import annotations

import string
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from cafegames.engine import registry
from cafegames.engine.keys import KeyHelp
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.game import GAME as CAFE
from cafegames.games.cafe.table.scene import Scene as CafeScene
from cafegames.games.canyon.game import GAME as CANYON
from cafegames.games.canyon.table.scene import Scene as CanyonScene
from cafegames.games.uno.game import GAME as UNO
from cafegames.games.uno.table.scene import Scene as UnoScene
from cafegames.ui import i18n
from cafegames.ui.table import TABLE_KEYS
from tests.ui.helpers import settle, show_table

K = Qt.Key
CANDIDATES = ([getattr(K, f"Key_{c}") for c in string.ascii_uppercase + string.digits]
              + [K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Return, K.Key_Enter, K.Key_Escape, K.Key_Space,
                 K.Key_Tab, K.Key_Backtab, K.Key_Backspace, K.Key_Delete, K.Key_Home, K.Key_End, K.Key_PageUp,
                 K.Key_PageDown, K.Key_Insert, K.Key_Question, K.Key_Plus, K.Key_Minus]
              + [getattr(K, f"Key_F{i}") for i in range(2, 13)])


def key_of(name: str) -> tuple[Qt.Key, Qt.KeyboardModifier]:
    if name == "Shift+Tab":
        return K.Key_Backtab, Qt.KeyboardModifier.ShiftModifier
    combo = QKeySequence(name)[0]
    return combo.key(), combo.keyboardModifiers()


def press(scene, key: Qt.Key, mods=Qt.KeyboardModifier.NoModifier) -> bool:
    """The key sent to the scene as the view sends it; whether the scene took it."""
    event = QKeyEvent(QEvent.Type.KeyPress, key, mods)
    event.ignore()
    scene.event(event)
    return event.isAccepted()


def watch(scene) -> list[Any]:
    chosen: list[Any] = []
    scene.action_chosen.connect(chosen.append)
    return chosen


# ---------------------------------------------------------------- each game's situations
# A situation: (the scene, a function that sets it up from scratch); each game's `where` says which declared
# lines apply to what the scene then shows (UNO_CONTEXT: by their English text; the others are "plain").

def uno_situations(settings) -> Iterator[tuple[Any, Callable]]:
    """Ten people (a 7 has nine targets), nobody calling UNO (so a catch comes), to the score sheet of hand one."""
    import attrs

    seats = [Seat(f"P{i}") for i in range(10)]
    match = Match(UNO, {"seven_o": True}, seats, 11)
    scene = UnoScene(UNO, match.seats, settings)
    yield scene, _olympique_panel(scene)
    state = match.state
    seen, targets_shown, shown = 0, False, {}
    while not UNO.is_over(state):
        for seat in UNO.to_act(state):
            view, legal = UNO.view(state, seat), UNO.legal_actions(state, seat)
            kinds = {type(a).__name__ for a in legal} | ({"Uno"} if any(getattr(a, "uno", False) for a in legal)
                                                           else set())
            wanted = [k for k in ("Catch", "Pass", "CallUno", "Uno") if k in kinds and shown.get(k, 0) < 2]
            if seen >= 8 and not wanted and targets_shown:
                continue
            for k in wanted:
                shown[k] = shown.get(k, 0) + 1

            def fresh(view=view, legal=legal, seat=seat):
                scene.close_chooser()
                if scene.sheet:
                    scene.close_sheet()
                scene.show_state(seat, view, legal, [])

            yield scene, fresh
            fresh()
            for card in sorted({a.card for a in legal if type(a).__name__ == "Play"}):
                plays = scene._plays_by_card().get(card, [])
                if any(p.target >= 0 for p in plays):
                    targets_shown = True
                if any(p.target >= 0 for p in plays) or (card >= 64 and seen < 8):
                    yield scene, lambda f=fresh, c=card: (f(), scene.card_clicked(c))
        action = match.bot_action(include_humans=True)
        if type(action).__name__ == "Play" and action.uno:
            action = attrs.evolve(action, uno=False)  # forgets to call: the others may catch
        events = match.act(action)
        state = match.state
        seen += 1
        if any(e.kind == "hand_end" for e in events) and state.phase != "over":  # the score sheet
            seat = UNO.to_act(state)[0]
            view, legal = UNO.view(state, seat), UNO.legal_actions(state, seat)
            yield scene, lambda v=view, lg=legal, s=seat, e=events: scene.show_state(s, v, lg, e)
            return


def _olympique_panel(scene) -> Callable:
    """U-O-ZERO: the panel a 0 opens (keep the hand, or swap with one of the nine others), at the same table."""
    from cafegames.games.uno.cards import parse
    from tests.uno.helpers import table

    st = table(["r0 b2", *(f"g{k}" for k in range(1, 10))], top="r5", options={"o_zero": True})
    view, legal = UNO.view(st, 0), UNO.legal_actions(st, 0)

    def panel():
        scene.close_chooser()
        scene.show_state(0, view, legal, [])
        scene.card_clicked(parse("r0"))

    return panel


def uno_where(scene) -> set[str]:
    """Which of the declared lines apply to what the scene shows now (see UNO_CONTEXT)."""
    if scene.sheet:
        return {"sheet"}
    if scene.choosing is not None:
        if scene.choosing[0] in ("deal", "olympique"):
            return {"olympique", "Esc"}
        return {"colour" if scene.choosing[0] == "colour" else "7", "Esc"}
    return {"plain"}
UNO_CONTEXT = {"Score sheet: next hand": "sheet", "Name a wild's colour: 1 red, 2 yellow, 3 green, 4 blue": "colour",
               "Choose the player a 7 swaps hands with": "7", "Close the colour or player choice": "Esc",
               "UNO Olympique: choose the first, second… button of the open panel": "olympique"}


def uno_signature(scene, chosen) -> tuple:
    return (len(chosen), scene.selected, scene.choosing is None, bool(scene.sheet), scene.uno_armed,
            scene.error_text())


def cafe_situations(settings) -> Iterator[tuple[Any, Callable]]:
    seats = [Seat("Ann"), Seat("Bob")]
    match = Match(CAFE, {}, seats, 5)
    scene = CafeScene(CAFE, match.seats, settings)
    state = match.state
    for _ in range(12):
        seat = CAFE.to_act(state)[0]
        view, legal = CAFE.view(state, seat), CAFE.legal_actions(state, seat)

        def fresh(view=view, legal=legal, seat=seat):
            scene.show_state(seat, view, legal, [])
            scene.kb_visible = False
            scene.kb_focus = None
            scene._update_focus()

        def keyboard(f=fresh):
            f()
            press(scene, K.Key_Right)  # the first key only shows the frame

        def picked(f=keyboard):
            f()
            press(scene, K.Key_Return)  # a guest picked

        def placed(f=picked):
            f()
            press(scene, K.Key_Return)  # … and seated: a step to take back

        for setup in (fresh, keyboard, picked, placed):
            yield scene, setup
        state, _ = CAFE.apply(state, legal[0])


def cafe_signature(scene, chosen) -> tuple:
    return (len(chosen), scene.kb_focus, scene.kb_visible, scene.selected, len(scene.steps), scene.error_text())


def canyon_situations(settings) -> Iterator[tuple[Any, Callable]]:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cleo")]
    match = Match(CANYON, {}, seats, 5)
    scene = CanyonScene(CANYON, match.seats, settings)
    state = match.state
    for _ in range(20):
        seat = CANYON.to_act(state)[0]
        view, legal = CANYON.view(state, seat), CANYON.legal_actions(state, seat)
        yield scene, lambda v=view, lg=legal, s=seat: scene.show_state(s, v, lg, [])
        state, _ = CANYON.apply(state, legal[0])


GAMES = {
    "uno": (UnoScene, uno_situations, uno_signature, UNO_CONTEXT, uno_where),
    "cafe": (CafeScene, cafe_situations, cafe_signature, {}, lambda scene: {"plain"}),
    "canyon": (CanyonScene, canyon_situations, lambda scene, chosen: (len(chosen), scene.error_text()), {},
               lambda scene: {"plain"}),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_key_listed_works_and_every_key_handled_is_listed(qtbot, settings, game):
    settings.overrides["animation_speed"] = "off"
    scene_class, situations, signature, context, where_now = GAMES[game]
    declared: list[KeyHelp] = list(scene_class.KEYS)
    worked: set[tuple[int, str]] = set()
    chosen: list[Any] | None = None
    for scene, setup in situations(settings):
        if chosen is None:
            chosen = watch(scene)
        setup()
        where = where_now(scene)
        applies = [i for i, h in enumerate(declared) if context.get(h.what, "plain") in where]
        listed = {key_of(k) for i in applies for k in declared[i].keys}
        for key in CANDIDATES:
            setup()
            assert where_now(scene) == where
            before = signature(scene, chosen)
            took = press(scene, key)
            changed = signature(scene, chosen) != before
            assert not took or (key, Qt.KeyboardModifier.NoModifier) in listed or \
                any(k == key for k, _ in listed), f"{game}: {key!r} is handled in {where} but not listed"
            if took and changed:
                for i in applies:
                    for name in declared[i].keys:
                        if key_of(name)[0] == key:
                            worked.add((i, name))
    missing = [(declared[i].what, name) for i, h in enumerate(declared) for name in h.keys if (i, name) not in worked]
    assert not missing, f"{game}: listed keys that did nothing: {missing}"


def test_the_table_s_own_shortcuts_are_the_declared_ones(qtbot, settings):
    match = Match(CANYON, {}, [Seat("Ann"), Seat("Bob", "computer"), Seat("Cleo", "computer")], 5)
    controller, table = show_table(qtbot, match, CanyonScene(CANYON, match.seats, settings), settings)
    assert sorted(table.shortcuts) == sorted(h.keys[0] for h in TABLE_KEYS)


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture
def window(qtbot, settings):
    from tests.ui.helpers import main_window

    yield from main_window(qtbot, settings)


@pytest.mark.parametrize("game", ["uno", "cafe", "canyon"])
def test_question_mark_shows_the_keys_over_the_table_and_any_key_closes_them(qtbot, window, game, lang):
    seats = [Seat("Ann"), Seat("Bob", "computer", "easy")] + ([Seat("Cleo", "computer", "easy")]
                                                             if game == "canyon" else [])
    info = registry.get(game)
    assert window.open_match(Match(info.game(), {}, seats, 3), None)
    settle(qtbot, window.controller)
    window.activateWindow()
    toggle = window._log_toggle
    toggle.setFocus()  # where the focus was after a second game opened (seen on a screenshot): not on the table
    scene = window.controller.scene
    qtbot.keyClick(toggle, Qt.Key.Key_Question)  # the table's keys work all the same
    assert scene.keys_shown()
    texts = scene.keys_overlay().texts()
    everywhere = {"en": ("On every table", "Take back your last move (when the game allows it)", "Rules of the game"),
                  "fr": ("Sur toutes les tables", "Reprendre votre dernier coup (si la partie le permet)",
                         "Règles du jeu")}[lang]
    assert all(any(t.startswith(e) for t in texts) for e in everywhere), texts
    assert "F1" in texts and "Ctrl+Z" in texts
    if game == "canyon":
        assert {"en": "Canyon is played with the mouse.", "fr": "Canyon se joue à la souris."}[lang] in texts
    else:
        assert len(texts) > 2 * len(scene.KEYS)
    overlay = scene.keys_overlay()
    panel = overlay.panel()
    assert scene.sceneRect().contains(panel) and overlay.content_bottom() <= panel.bottom() - 40  # nothing cut
    qtbot.keyClick(window.table.view, Qt.Key.Key_D)
    assert not scene.keys_shown()
