"""The Extreme and Rapido boxes and rotating partners at their edges (U-H-EXTREME, U-X-…, U-R-…, U-P-ROTATE): the
cases mutation testing found no test for (docs/mutation.md, "Session 2026-12-04 evening"): the launcher's rolls
and x??? with the draw pile empty, the events the table and the log read, …"""

from __future__ import annotations

import pytest

from cafegames.engine import rng
from cafegames.engine.errors import IllegalAction
from cafegames.games.uno import cards as C
from cafegames.games.uno import partners
from cafegames.games.uno.actions import Challenge, Draw, Play
from cafegames.games.uno.extreme import LAUNCHER_WEIGHTS
from cafegames.games.uno.game import GAME
from cafegames.games.uno.state import FIRST_COLOUR
from tests.catalogue import said
from tests.uno.helpers import act, table

X = {"box": "extreme", "scoring": "single"}
P = C.parse


def told(ev) -> list[tuple]:
    """The events as the log and the table read them: kind, seat, data."""
    return [(e.kind, e.seat, e.data) for e in ev]


def thrown(seed: int, hand_no: int, press_no: int) -> int:
    """U-H-EXTREME: the cards press number `press_no` of hand `hand_no` throws out, by the launcher's chances."""
    roll = rng.stream(seed, "launcher", hand_no, press_no).randrange(100)
    return next(k for k in range(len(LAUNCHER_WEIGHTS)) if roll < sum(LAUNCHER_WEIGHTS[:k + 1]))


def presses(ev, seat: int) -> list[int]:
    return [e.data["count"] for e in ev if e.kind == "drew" and e.seat == seat and e.data["reason"] == "launcher"]


# ------------------------------------------------------------------ U-H-EXTREME, U-X-…

def test_U_H_EXTREME_each_press_rolls_from_the_seed_the_hand_and_its_own_number():
    """The launcher is the game's own seeded stream, one roll per press of the hand: a save replays the same
    throws, and two presses (or two hands) are two different rolls."""
    for seed in range(1, 6):
        st = table(["rX r6", "g1 g2", "b1 b2"], top="r1", options=X, seed=seed)
        st.hand_no, st.presses = 3, 4
        ev = act(st, Play(0, C.parse("rX")))
        assert presses(ev, 1) == [thrown(seed, 3, 5), thrown(seed, 3, 6)] and st.presses == 6


def test_U_X_TIMES2_U_X_UNTIL_U_X_SHOW_the_events_the_table_reads():
    st = table(["rX r6", "g1 g2", "b1 b2"], top="r1", options=X)
    assert ("skipped", 1, {}) in told(act(st, Play(0, C.parse("rX"))))
    st = table(["WU r6", "g1 g2", "b1 b2"], top="r1", options=X)
    assert ("skipped", 1, {}) in told(act(st, Play(0, C.UNTIL)))
    st = table(["rV r6 r7", "g1 g2", "b1 b2"], top="r1", options=X)
    assert ("shown", 0, {}) in told(act(st, Play(0, C.parse("rV"))))


def test_U_X_UNTIL_with_the_draw_pile_empty_the_player_presses_on_while_the_discards_can_be_shuffled():
    """x??? played on the last card of the discard pile, the draw pile empty: the one card under the x??? can still
    be shuffled into a draw pile, so a press that throws nothing is followed by another."""
    seed = next(s for s in range(1, 500) if thrown(s, 1, 1) == 0 and thrown(s, 1, 2) > 0)
    st = table(["WU r6", "g1 g2", "b1 b2"], top="r1", options=X, seed=seed)
    st.hand_no, st.presses = 1, 0
    st.hands[2] += st.draw  # every other card is held: nothing to draw, one card to shuffle once x??? is down
    st.draw = []
    ev = act(st, Play(0, C.UNTIL))
    assert presses(ev, 1) == [0, 1] and len(st.hands[1]) == 3
    assert st.phase == FIRST_COLOUR and st.turn == 2


# ------------------------------------------------------------------ U-RAPIDO

R = {"box": "rapido"}


def test_U_R_DRAWPLAY_the_card_drawn_is_told_and_a_call_of_uno_is_over():
    st = table(["g6", "g1 g2", "b1 b2"], top="r5", draw="r9", options=R)
    st.said[0] = True  # UNO called on the last card: drawing ends it
    ev = act(st, Draw(0))
    assert told(ev)[-2:] == [("drew", 0, {"count": 1, "cards": (C.parse("r9"),), "reason": "draw"}),
                             ("draw_is_play", 0, {})]
    assert not st.said[0] and st.turn == 1


def test_U_R_UNOCARD_cannot_be_challenged():
    st = table(["U r6 r7", "g1 g2", "b1 b2"], top="r5", options=R)
    act(st, Play(0, C.UNO))
    assert st.wd4_by == -1 and Challenge(1) not in GAME.legal_actions(st, 1)


# ------------------------------------------------------------------ U-P-ROTATE

def test_U_P_ROTATE_each_hand_counts_for_the_partnership_it_was_played_in():
    history = [(h, 0, 0, 0) for h in range(1, 13)]  # hand h scored h points for seat 0
    assert partners.by_partnership(history, 0) == [1 + 2 + 3 + 4, 5 + 6 + 7 + 8, 9 + 10 + 11 + 12]
    assert partners.by_partnership(history[:6], 0) == [10, 11, 0]
    assert partners.blocks(history[:6]) == [(1, 4, 0), (5, 6, 1)]


def test_U_R_UNOCARD_the_player_who_takes_the_8_plays_whatever_lies_under_the_uno_card():
    st = table(["U r6 r7", "g1 g2", "b1 b2"], top="r5", discard="y2 b3", options=R)
    act(st, Play(0, C.UNO))
    assert told(act(st, Draw(1)))[0][2]["reason"] == "unocard"
    assert st.turn == 1 and len(st.hands[1]) == 10


def test_U_X_UNTIL_drawing_before_naming_the_colour_is_refused_with_cards_under_the_x():
    st = table(["WU r6", "g1 g2", "b1 b2"], top="r1", discard="g5 y7", options=X)
    act(st, Play(0, C.UNTIL))
    assert st.phase == FIRST_COLOUR and st.turn == 2
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(st, Draw(2))
    assert said(refused.value.message) == "Name the colour first: the x??? leaves it to you."


def test_U_R_DEFENCE_another_card_is_refused_with_the_count_to_take():
    st = table(["rD r6", "b1 b2", "y1 y2"], top="r5", options=R)
    act(st, Play(0, P("rD")))
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(st, Play(1, P("b1")))
    assert said(refused.value.message) == "Defend with an identical card, or take the 2 cards."


def test_U_DX_BOOMERANG_a_hit_player_s_other_card_is_refused_with_the_deluxe_sentence():
    st = table(["rD r6", "b1 b2", "y1 y2"], top="r5", options={"box": "deluxe"})
    act(st, Play(0, P("rD")))
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(st, Play(1, P("b1")))
    assert said(refused.value.message) == ("Answer with a Boomerang (or a Wild against a draw card, with the joker "
                                           "rule), or take what the card gives.")


def test_U_R_RAPIDO_a_number_on_its_twin_on_one_s_own_turn_is_told():
    st = table(["r5 g1 g2", "b1 b2", "y1 y2"], top="r5", options=R)
    assert ("rapido_again", 0, {}) in told(act(st, Play(0, P("r5"))))
    assert st.turn == 0
