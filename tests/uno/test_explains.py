"""UNO explains itself (issue 16): a click on a card that cannot be played, or during another seat's turn, says
why in the rules' own words; the prompt says "draw" when no card fits; the Seven-O chooser's words fit their
boxes and the line under the table agrees with it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFontMetricsF

from cafegames.engine.errors import IllegalAction
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno import legal, rules
from cafegames.games.uno.actions import Play
from cafegames.games.uno.cards import RANK, parse
from cafegames.games.uno.game import GAME
from cafegames.games.uno.state import PENALTY, UnoState, clone
from cafegames.games.uno.state import view as seat_view
from cafegames.games.uno.table.choosers import SEVEN_TITLE_RECT
from cafegames.games.uno.table.layout import PROMPT_RECT
from cafegames.games.uno.table.scene import Scene
from cafegames.ui import i18n
from cafegames.ui.graphics import scene_font
from tests.ui.helpers import click_item, settle, show_table
from tests.uno.helpers import table as make_state

OPTION_SETS = [{}, {"stack": True, "stack_cross": True, "jump_in": True}, {"seven_o": True, "multi": True},
               {"suites": True, "force_play": True, "draw_until": True, "downpour": True}]


def _refusal(st: UnoState, seat: int, card: int):
    """What `apply` says to a Play of `card` by `seat` (with a colour for a wild and a target for a 7)."""
    target = next((t for t in st.order if t != seat), -1) if st.options.seven_o and card < 64 and RANK[card] == 7 \
        and len(st.hands[seat]) > 1 else -1
    play = Play(seat, card, 0 if card >= 64 else -1, False, target)
    probe = clone(st)
    try:
        rules.apply(probe, play)
    except IllegalAction as exc:
        return exc.message
    return None


@pytest.mark.parametrize("options", OPTION_SETS)
def test_why_not_gives_the_rules_own_reason_for_every_card_of_every_seat(options):
    """On random positions of whole matches: `why_not(view, card)` is None exactly when the rules offer a play of
    that card to that seat, and otherwise it is the very sentence `apply` answers."""
    r = random.Random(16)
    checked = refused = 0
    for game_no in range(6):
        n = r.randint(2, 5)
        match = Match(GAME, {"scoring": "single", **options}, [Seat(f"P{i}") for i in range(n)], 100 + game_no)
        while not match.is_over() and len(match.actions) < 160:
            st = match.state
            for seat in range(n):
                view = seat_view(st, seat)
                offered = {a.card for a in legal.legal_actions(st, seat) if isinstance(a, Play)}
                for card in set(st.hands[seat]):
                    why = legal.why_not(view, card)
                    assert (why is None) == (card in offered), (st.phase, seat, card, why)
                    if why is not None:
                        refused += 1
                        assert why == _refusal(st, seat, card), (st.phase, seat, card, why.english())
                    checked += 1
            to_act = match.to_act()
            match.act(r.choice(legal.legal_actions(st, r.choice(to_act))))
    assert checked > 1000 and refused > 300


@pytest.fixture
def uno_table(qtbot, settings, tmp_path):
    """Ann (at the screen) against computers, in a chosen position; `thinking_ms`: how long they take."""

    def make(hands, top="r5", options=None, turn=0, thinking_ms=0):
        settings.overrides["computer_delay_ms"] = thinking_ms
        seats = [Seat("Ann")] + [Seat(n, "computer", "normal") for n in ["Bob", "Cleo", "Dan"][:len(hands) - 1]]
        opts = {"scoring": "single", **(options or {})}
        match = Match(GAME, opts, seats, 1)
        match.state = make_state(hands, top=top, options=opts, turn=turn)
        scene = Scene(GAME, match.seats, settings)
        controller, table = show_table(qtbot, match, scene, settings, tmp_path / "saves" / "uno.json")
        return controller, table

    return make


def _card(scene, code: str):
    return next(i for i in scene.hand_items if i.card == parse(code))


def test_a_click_on_a_card_that_does_not_fit_says_why(qtbot, uno_table):
    controller, table = uno_table(["b2 r1 g7", "g1 g2 g3"], top="r5")
    settle(qtbot, controller)
    scene = controller.scene
    assert not _card(scene, "b2").playable
    click_item(qtbot, table, _card(scene, "b2"))
    assert scene.error_text() == "That card matches neither the colour nor the number or symbol on the pile."
    assert controller.match.actions == []
    i18n.install_language("fr")
    try:
        click_item(qtbot, table, _card(scene, "g7"))
        assert scene.error_text() == "Cette carte n’a ni la couleur, ni le chiffre, ni le symbole du talon."
    finally:
        i18n.install_language("en")


def test_a_click_during_another_seats_turn_says_it_is_not_your_turn(qtbot, uno_table):
    controller, table = uno_table(["b2 r1 g7", "g1 g2 g3"], top="r5", turn=1, thinking_ms=60_000)
    scene = controller.scene
    qtbot.waitUntil(lambda: bool(scene.hand_items) and not scene.is_busy(), timeout=5000)
    assert scene.seat_on_screen == 0 and scene.view.turn == 1 and not scene.legal
    click_item(qtbot, table, _card(scene, "r1"))
    assert scene.error_text() == "It is not your turn."
    assert scene.prompt_item.text == "Bob is playing…"
    assert controller.match.actions == []


def test_with_jump_in_the_reason_says_which_card_may_jump_in(qtbot, uno_table):
    controller, table = uno_table(["b2 r1 g7", "g1 g2 g3"], top="r5", turn=1, thinking_ms=60_000,
                                  options={"jump_in": True})
    scene = controller.scene
    qtbot.waitUntil(lambda: bool(scene.hand_items) and not scene.is_busy(), timeout=5000)
    click_item(qtbot, table, _card(scene, "b2"))
    assert scene.error_text() == "It is not your turn: only a card identical to the one on the pile may jump in."


def test_the_prompt_says_draw_when_no_card_fits(qtbot, uno_table):
    controller, table = uno_table(["b2 b3 g7", "g1 g2 g3"], top="r5")
    settle(qtbot, controller)
    scene = controller.scene
    assert not any(i.playable for i in scene.hand_items)
    assert scene.prompt_item.text == "No card fits: draw a card."
    controller2, _ = uno_table(["b2 r3 g7", "g1 g2 g3"], top="r5")
    settle(qtbot, controller2)
    assert controller2.scene.prompt_item.text == "Your turn: play a matching card, or draw."


def test_the_prompt_says_take_the_cards_when_nothing_adds_to_a_draw_two(qtbot, uno_table):
    controller, table = uno_table(["b2 b3 g7", "g1 g2 g3"], top="rD", options={"stack": True})
    state = controller.match.state
    state.phase, state.pending = PENALTY, 2
    controller._show([])
    scene = controller.scene
    assert scene.prompt_item.text == "No card of yours adds to it: take 2 cards."
    assert scene.buttons["draw"].text == "Take 2 cards"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_seven_o_prompt_fits_and_the_line_under_it_agrees(qtbot, uno_table, lang):
    i18n.install_language(lang)
    try:
        controller, table = uno_table(["r7 r1 b2", "g1 g2 g3 g4", "y1 y2"], top="r5", options={"seven_o": True})
        table.resize(1280, 800)
        settle(qtbot, controller)
        scene = controller.scene
        click_item(qtbot, table, _card(scene, "r7"))
        assert scene.choosing and scene.choosing[0] == "target"
        title = next(i for i in scene.chooser if type(i).__name__ == "TextItem")
        for item, rect in ((title, SEVEN_TITLE_RECT), (scene.prompt_item, PROMPT_RECT)):
            width = QFontMetricsF(scene_font(24, True)).horizontalAdvance(item.text)
            assert width <= rect.width(), f"{item.text!r} is {width:.0f} px in a {rect.width():.0f} px box"
        swap = {"fr": "échanger votre jeu", "en": "swap hands"}[lang]
        assert swap in title.text and swap in scene.prompt_item.text
        click_item(qtbot, table, next(i for i in scene.chooser if type(i).__name__ == "ButtonItem"))  # Cancel
        assert scene.choosing is None
        assert scene.prompt_item.text == i18n.tr_text("UnoScene", "Your turn: play a matching card, or draw.")
    finally:
        i18n.install_language("en")
