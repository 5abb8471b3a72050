"""Café International's moves refused, each in its catalogue sentence (C-SEAT, C-SWAP, C-TOBAR, C-NOMOVE,
C-PLAYERS): the cases mutation testing found no test for (docs/mutation.md, "Session 2026-12-04 night")."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar
from cafegames.games.cafe.game import GAME
from tests.cafe.helpers import US1, g, own, state
from tests.catalogue import said

HANDS = [["US-W", "US-M", "JK-W", "CU-M", "DE-W"], ["CN-W", "CN-M", "CU-W", "CU-M", "DE-M"]]


def refusal(s, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(s, action)
    return said(refused.value.message)


def test_C_SEAT_a_second_guest_needs_its_own_chair():
    s = state(hands=HANDS)
    c1, c2 = own(US1)[:2]
    assert refusal(s, Place(0, g("US-W"), c1, g("US-M"), -1)) == "A second guest needs a chair."
    assert refusal(s, Place(0, g("US-W"), c1, g("US-M"), c1)) == "Choose two different chairs."
    assert refusal(s, Place(1, g("CN-W"), c2)) == "It is not your turn."


def test_C_SWAP_refusals_say_why():
    joker = own(US1)[0]
    s = state(hands=HANDS, seated={joker: "JK-M"})
    assert refusal(s, Swap(0, own(US1)[1], g("US-W"))) == "There is no joker on that chair."
    assert refusal(s, Swap(0, joker, g("CN-M"))) == "You do not hold a Chinese man."
    assert refusal(s, Swap(0, joker, g("JK-W"))) == "A joker can only be exchanged for a guest who is not a joker."
    assert refusal(s, Swap(0, joker, g("US-W"))) == ("A joker woman can only be exchanged for a woman, a joker man "
                                                     "for a man.")


def test_C_TOBAR_refusals_say_why():
    s = state(hands=HANDS)
    assert refusal(s, ToBar(0, g("JK-W"))) == "Jokers never go to the bar."
    assert refusal(s, ToBar(0, g("CN-W"))) == "You do not hold a Chinese woman."
    s.bar = [g("IN-W")] * len(GAME.board.bar_values)
    assert refusal(s, ToBar(0, g("US-W"))) == "The bar is full."


def test_C_NOMOVE_a_pass_while_a_move_is_possible_and_a_foreign_move_are_refused():
    s = state(hands=HANDS)
    assert refusal(s, Pass(0)) == "You cannot pass: passing is allowed only when no move is possible."
    other = type("Other", (), {"seat": 0})()  # another game's move, by the seat to play
    assert refusal(s, other) == "That is not a Café International move."


def test_C_PLAYERS_two_to_four():
    with pytest.raises(SetupError) as refused:
        GAME.make_options({}, 1)
    assert said(refused.value.message) == "Café International is played by 2 to 4 players, not 1."
