"""Canyon's tricks at their edges (K-TRICKS): the cases mutation testing found no test for (docs/mutation.md,
"Session 2026-12-04 evening"): a trick taken by a trump through the game itself, and a seat that takes two."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import IllegalAction
from cafegames.games.canyon.actions import Bid, Place, Play
from cafegames.games.canyon.cards import BLUE, GREEN, RED
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.options import CanyonOptions
from tests.canyon.helpers import at, card, move_phase, placed_state, seats
from tests.catalogue import said


def refusal(state, action) -> str:
    """The sentence of the refusal `action` meets in `state`."""
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, action)
    return said(refused.value.message)


def test_K_TRICKS_a_trump_takes_the_trick_and_every_trick_won_counts():
    state = placed_state(3)
    state.trump_card = card(GREEN, 5)
    state.first = state.leader = state.turn = 0
    state.bids = [2, 0, 1]
    state.phase = "play"
    state.hands = [[card(BLUE, 9), card(RED, 1), card(GREEN, 1)], [card(BLUE, 8), card(RED, 2), card(BLUE, 2)],
                   [card(BLUE, 3), card(RED, 3), card(BLUE, 4)]]
    tricks = (((0, card(BLUE, 9)), (1, card(BLUE, 8)), (2, card(BLUE, 3))),  # the highest of the led suit: seat 0
              ((0, card(RED, 1)), (1, card(RED, 2)), (2, card(RED, 3))),  # seat 2
              ((2, card(BLUE, 4)), (0, card(GREEN, 1)), (1, card(BLUE, 2))))  # the lowest trump beats blue: seat 0
    won = []
    for trick in tricks:
        for seat, c in trick:
            state, events = GAME.apply(state, Play(seat, c))
            if seat == trick[0][0] and not won:
                assert ("played", seat, {"card": c}) in [(e.kind, e.seat, e.data) for e in events]
        won += [(e.seat, e.data) for e in events if e.kind == "trick_won"]
    assert won == [(0, {"cards": tricks[0], "tricks": 1}), (2, {"cards": tricks[1], "tricks": 1}),
                   (0, {"cards": tricks[2], "tricks": 2})]
    assert state.tricks_won == [2, 0, 1] and state.history == list(tricks)
    assert state.played == [c for trick in tricks for _, c in trick]


def test_K_WIN_canoes_docked_with_the_same_points_left_and_no_bid_share_the_win():
    state, _ = move_phase([at(3, 8), at(4, 8), at(7, 22), at(5, 22)], [0, 0, 0, 0], [6, 7, 1, 1], first=0)
    while state.phase == "move":
        state, _ = GAME.apply(state, GAME.legal_actions(state, GAME.to_act(state)[0])[0])
    assert state.leftover[0] == state.leftover[1]
    assert GAME.result(state).winners == (0, 1) and state.tiebreak == "shared"


def test_K_START_K_BID_K_TRICKS_K_MOVE_an_action_of_another_phase_is_refused_with_the_phase_s_sentence():
    state = GAME.setup(CanyonOptions(), seats(3), 1)
    assert refusal(state, Bid(0, 3)) == "The canoes are being put on the start spaces now."
    state = placed_state(3)
    assert refusal(state, Place(0, 0, 0)) == "The seats are choosing their speed now."
    state.phase = "play"
    assert refusal(state, Bid(0, 3)) == "The tricks are being played now."
    state, _ = move_phase([at(3, 8), at(4, 8), at(7, 22)], [1, 1, 1], [1, 1, 1])
    assert refusal(state, Bid(0, 3)) == "The canoes are moving now."


def test_K_START_K_BID_a_refused_start_or_bid_says_why_and_a_start_taken_is_kept():
    state = GAME.setup(CanyonOptions(), seats(3), 1)
    seat = GAME.to_act(state)[0]
    place = GAME.legal_actions(state, seat)[0]
    assert refusal(state, Place(seat, 99, 99)) == "A canoe starts on a free start space."
    state, _ = GAME.apply(state, place)
    assert state.positions[seat] == (place.q, place.r)
    state = placed_state(3)
    seat = GAME.to_act(state)[0]
    assert refusal(state, Bid(seat, 8)) == "A speed bid is 0 to 7."
