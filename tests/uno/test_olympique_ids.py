"""UNO Olympique's rules at their edges (U-O-…): the cases mutation testing found no test for (docs/mutation.md,
"Session 2026-12-04 evening"): seat 0 as a target or a giver, the 9s and the Seven-O exception of doubles, a
double 7 as the last cards, the UNO call after a 7's turn, runs (U-H-MULTI) ended or not, the round
hundred of a hand alone, and each refusal's sentence."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.games.uno import cards as C
from cafegames.games.uno.actions import Catch, Deal, Draw, Play, TimeOut
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import make_options
from cafegames.games.uno.scoring import end_hand
from cafegames.games.uno.state import CONTINUE, PLAY, new_state
from tests.catalogue import said
from tests.uno.helpers import act, cards, table

P = C.parse


def one(**rules) -> dict:
    return {"scoring": "single", **rules}


def refusal(st, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(st, action)
    return said(refused.value.message)


def told(ev) -> list[tuple]:
    """The events as the log and the table read them: kind, seat, data."""
    return [(e.kind, e.seat, e.data) for e in ev]


def plays(st, seat: int) -> list[Play]:
    return [a for a in GAME.legal_actions(st, seat) if isinstance(a, Play)]


# ------------------------------------------------------------------ the refusals' sentences

def test_U_O_DEAL_refusals_say_why():
    st = new_state(make_options(one(o_deal=True), 4), 4, 5)
    d = st.dealer
    assert refusal(st, Deal((d + 1) % 4, 9)) == "Only the dealer deals."
    assert refusal(st, Deal(d, 16)) == "Choose how many cards each player gets: from 7 to 15."
    assert refusal(st, Deal(d, 7.0)) == "Choose how many cards each player gets: from 7 to 15."  # not a count
    assert refusal(st, Draw(d)) == "Deal the cards first."
    act(st, Deal(d, 7))
    assert refusal(st, Deal(d, 7)) == "The cards are dealt already."


def test_U_O_TIMER_refusals_say_why_and_a_one_second_timer_counts():
    st = table(["r5 g1", "b1 b2"], top="r3", options=one())
    assert refusal(st, TimeOut(0)) == "These rules have no turn timer."
    st = table(["r5 g1", "b1 b2"], top="r3", options=one(o_timer=5))
    assert refusal(st, TimeOut(1)) == "Only the player whose turn it is can run out of time."
    st = new_state(make_options(one(o_timer=5, o_deal=True), 3), 3, 2)  # dealing is not timed
    assert refusal(st, TimeOut(st.turn)) == "Only the player whose turn it is can run out of time."
    st = table(["r5 g1", "b1 b2"], top="r3", draw="g7", options=one(o_timer=1))
    ev = act(st, TimeOut(0))
    assert len(st.hands[0]) == 3 and st.turn == 0
    assert told(ev) == [("timed_out", 0, {}), ("drew", 0, {"count": 1, "cards": (P("g7"),), "reason": "timer"})]


def test_U_O_DOUBLE_refusals_say_why():
    double_only = "These rules do not let two cards be played together."
    st = table(["r5 r5 g1", "b1 b2"], top="r3", options=one())
    assert refusal(st, Play(0, P("r5"), double=True)) == double_only
    st = table(["r5 r5 g1", "b1 b2"], top="r3", options=one(o_double=True))
    assert refusal(st, Play(0, P("r5"), double=1)) == double_only  # True itself, not a truthy value
    st = table(["r5 g1", "b1 b2"], top="r3", options=one(o_double=True))
    assert refusal(st, Play(0, P("r5"), double=True)) == ("Two identical number cards may be played together on "
                                                           "your own turn only, not after drawing.")


def test_U_O_ZERO_a_target_must_be_another_player_still_in_the_game():
    why = "Choose another player to swap hands with, or none."
    st = table(["r0 g1", "b1 b2", "y1 y2"], top="r3", options=one(o_zero=True))
    for target in (0, 3, True, "1"):
        assert refusal(st, Play(0, P("r0"), target=target)) == why
    st.pos[2] = -1  # out of the match (U-CHALLENGE)
    assert refusal(st, Play(0, P("r0"), target=2)) == why
    st = table(["r0", "b1 b2", "y1 y2"], top="r3", options=one(o_zero=True))  # the last card swaps nothing
    assert refusal(st, Play(0, P("r0"), target=1)) == why
    assert refusal(st, Play(0, P("r0"), spin=1)) == "Only a 7 turns the hands, one seat to the left or the right."
    st = table(["r0 g1", "b1 b2"], top="r3", options=one())  # without the rule a 0 targets nobody
    assert refusal(st, Play(0, P("r0"), target=1)) == "Only a 7 or a Swap hands card swaps hands."


def test_U_O_SEVEN_only_a_7_with_cards_left_turns_the_hands_one_seat():
    why = "Only a 7 turns the hands, one seat to the left or the right."
    st = table(["r7 g1", "b1 b2", "y1 y2"], top="r3", options=one(o_seven=True))
    for spin in (2, -2, True):
        assert refusal(st, Play(0, P("r7"), spin=spin)) == why
    st = table(["r7", "b1 b2", "y1 y2"], top="r3", options=one(o_seven=True))
    assert refusal(st, Play(0, P("r7"), spin=1)) == why
    st = table(["r7 r7", "b1 b2", "y1 y2"], top="r3", options=one(o_seven=True, o_double=True))
    assert refusal(st, Play(0, P("r7"), double=True, spin=1)) == why
    assert {a.spin for a in plays(st, 0) if a.double} == {0}


# ------------------------------------------------------------------ seat 0 as a target, a giver, a caller

def test_U_O_ZERO_seat_0_can_be_the_target_and_loses_its_uno():
    st = table(["y1", "r0 g1 g2", "b1 b2"], top="r3", turn=1, options=one(o_zero=True))
    st.said[0] = True
    assert Play(1, P("r0"), uno=True, target=0) in plays(st, 1)  # the call follows the hand received
    ev = act(st, Play(1, P("r0"), uno=True, target=0))
    assert ("swapped", 1, {"target": 0}) in told(ev)
    assert st.hands[0] == cards("g1 g2") and st.hands[1] == cards("y1") and not st.said[0] and st.said[1]


def test_U_O_ZERO_no_swap_the_call_follows_the_cards_left():
    st = table(["r0 g1", "b1 b2", "y1 y2 y3", "g5"], top="r3", options=one(o_zero=True))
    assert Play(0, P("r0"), uno=True) in plays(st, 0)
    st = table(["r0 g1 g2", "b1 b2", "y1 y2 y3", "g5"], top="r3", options=one(o_zero=True))
    assert Play(0, P("r0"), uno=True) not in plays(st, 0)


def test_U_O_SEVEN_the_call_follows_the_hand_received_from_the_giver():
    st = table(["r7 g1", "y1", "b1 b2 b3"], top="r3", options=one(o_seven=True))
    legal = plays(st, 0)
    assert Play(0, P("r7"), uno=True, spin=-1) in legal and Play(0, P("r7"), uno=True, spin=1) not in legal
    assert Play(0, P("r7"), uno=True) in legal and Play(0, P("r7"), uno=False, spin=1) in legal
    st.said[1] = True
    ev = act(st, Play(0, P("r7"), uno=True, spin=-1))
    assert ("rotated", 0, {"direction": -1}) in told(ev)
    assert st.hands[0] == cards("y1") and st.said[0] and not any(st.said[1:])


def test_U_O_no_play_is_offered_twice():
    st = table(["r0 r7 r7 r5 r5 g1", "b1 b2", "y1 y2 y3"], top="r3",
               options=one(o_zero=True, o_seven=True, o_double=True))
    legal = GAME.legal_actions(st, 0)
    assert len(legal) == len(set(legal))


# ------------------------------------------------------------------ U-O-DOUBLE: which pairs

def test_U_O_DOUBLE_every_number_pair_but_seven_o_s_0_and_7():
    hand = "r1 r1 r7 r7 r8 r8 r9 r9"
    st = table([hand, "b1 b2"], top="r3", options=one(o_double=True))
    assert {a.card for a in plays(st, 0) if a.double} == set(cards("r1 r7 r8 r9"))
    st = table([hand, "b1 b2"], top="r3", options=one(o_double=True, seven_o=True))
    assert {a.card for a in plays(st, 0) if a.double} == set(cards("r1 r8 r9"))


# ------------------------------------------------------------------ U-O-TWO and doubles: who plays next

def test_U_O_TWO_other_cards_pass_the_turn_as_usual():
    st = table(["r5 g1", "b2 b7", "y3 y4"], top="r3", options=one(o_two=True))
    act(st, Play(0, P("r5")))
    assert st.phase == PLAY and st.turn == 1 and st.two_by == -1
    st = table(["r5 r5 g1", "b2 b7", "y3 y4"], top="r3", options=one(o_two=True, o_double=True))
    act(st, Play(0, P("r5"), double=True))
    assert st.phase == PLAY and st.turn == 2 and st.two_by == -1


def test_U_O_DOUBLE_a_double_2_without_the_2_s_round_only_skips():
    st = table(["r2 r2 g1", "b2 b7", "y3 y4"], top="r3", options=one(o_double=True))
    act(st, Play(0, P("r2"), double=True))
    assert st.phase == PLAY and st.turn == 2 and st.two_by == -1


def test_U_O_TWO_a_2_played_by_the_last_of_the_round_ends_it():
    st = table(["r2 g5 g6", "b2 b7", "y2 y4"], top="r3", options=one(o_two=True))
    assert ("two_round", 0, {}) in told(act(st, Play(0, P("r2"))))
    act(st, Play(1, P("b2")))
    assert ("round_over", 0, {}) in told(act(st, Play(2, P("y2"))))
    assert st.phase == PLAY and st.turn == 0 and st.two_by == -1


def test_U_O_TWO_a_draw_in_the_round_ends_the_chance_to_catch():
    st = table(["r2 g5", "b7 b8", "y3 y4"], top="r3", draw="g9", options=one(o_two=True))
    act(st, Play(0, P("r2")))  # one card left, UNO not called
    assert st.offender == 0 and Catch(1, 0) in GAME.legal_actions(st, 1)
    assert ("drew", 1, {"count": 1, "cards": (P("g9"),), "reason": "two"}) in told(act(st, Draw(1)))
    assert st.offender == -1 and not any(isinstance(a, Catch) for s in range(3) for a in GAME.legal_actions(st, s))


# ------------------------------------------------------------------ runs (U-H-MULTI) ended by the Olympique cards

@pytest.mark.parametrize(("rules", "hand", "card", "ends"), [
    ({"o_zero": True}, "r0 g0 b5", "r0", True),
    ({"o_seven": True}, "r7 g7 b5", "r7", True),
    ({"o_zero": True}, "r5 g5 b1", "r5", False),
    ({"o_seven": True}, "r5 g5 b1", "r5", False),
    ({"o_two": True}, "r5 g5 b1", "r5", False),
    ({}, "r2 g2 b5", "r2", False),
])
def test_U_O_a_0_or_7_with_its_power_ends_a_run_other_cards_do_not(rules, hand, card, ends):
    st = table([hand, "b1 b2", "y3 y4"], top="r3", options=one(multi=True, **rules))
    act(st, Play(0, P(card)))
    assert (st.phase != CONTINUE and st.turn == 1) if ends else (st.phase == CONTINUE and st.turn == 0)


# ------------------------------------------------------------------ U-O-ROUND

def test_U_O_ROUND_a_round_hand_alone_a_one_point_hand_and_the_seats_that_scored_nothing():
    st = table(["", "W4 W4 W4 W4", "", ""], top="r7", options={"o_round": True, "target": 1000})  # 200 points
    st.scores = [50, 30, 0, 0]
    ev = []
    end_hand(st, 0, False, ev)
    assert st.scores == [151, 30, 0, 0]
    assert [e for e in told(ev) if e[0] == "round_hundred"] == [("round_hundred", 0, {"points": 200, "total": 250})]
    st = table(["", "r1"], top="r7", options={"o_round": True, "target": 500})
    st.scores = [99, 0]
    end_hand(st, 0, False, [])
    assert st.scores == [1, 0]
    st = table(["", "r9 W4"], top="r7", options={"o_round": True, "target": 500})  # 59: nothing round
    st.scores = [20, 0]
    end_hand(st, 0, False, [])
    assert st.scores == [79, 0]


# ------------------------------------------------------------------ the options (olympique_options)

OLYMPIQUE = {"o_deal": "U-O-DEAL", "o_double": "U-O-DOUBLE", "o_overbid": "U-O-OVERBID", "o_zero": "U-O-ZERO",
             "o_seven": "U-O-SEVEN", "o_two": "U-O-TWO", "o_round": "U-O-ROUND", "o_timer": "U-O-TIMER"}


def test_U_O_the_options_their_rules_group_and_preset():
    specs = {s.key: s for s in GAME.option_schema()}
    for key, rule in OLYMPIQUE.items():
        spec = specs[key]
        assert spec.rule == rule and said(spec.label) and said(spec.help)
        assert (spec.default, spec.minimum, spec.maximum) == ((0, 0, 60) if key == "o_timer" else (False, None, None))
    group = next(g for g in GAME.option_groups() if "o_deal" in g.keys)
    assert group.keys == tuple(OLYMPIQUE) and said(group.title) == "UNO Olympique" and said(group.help)
    preset = next(p for p in GAME.option_presets() if p.key == "olympique")
    assert dict(preset.values) == {**{k: True for k in OLYMPIQUE}, "o_timer": 8}
    assert said(preset.label) == "Olympique" and said(preset.help)
    assert make_options({"o_timer": 60}, 3).o_timer == 60


@pytest.mark.parametrize("box", ["deluxe", "extreme", "rapido"])
def test_U_O_each_rule_is_set_off_in_another_box_with_the_reason(box):
    o = make_options({"box": box}, 3)
    assert all(getattr(o, k) in (False, 0) for k in OLYMPIQUE)
    for key in OLYMPIQUE:
        with pytest.raises(SetupError) as refused:
            make_options({"box": box, key: 5 if key == "o_timer" else True}, 3)
        assert said(refused.value.message) == "UNO Olympique's table rules are played with the classic box."


def test_U_O_SEVEN_U_O_OVERBID_the_combinations_refused_say_what_to_change():
    seven_o = ("Seven-O and UNO Olympique give the 0 and the 7 different powers: turn off “Seven-O”, or “The 0 "
               "swaps” and “The 7 turns the hands”.")
    overbid = ("The overbid is UNO Olympique's own stacking: turn off “Stacking” and “Mixed stacking” to play it.")
    for values, why in (({"seven_o": True, "o_zero": True}, seven_o), ({"seven_o": True, "o_seven": True}, seven_o),
                        ({"o_overbid": True, "stack": True}, overbid),
                        ({"o_overbid": True, "stack": True, "stack_cross": True}, overbid)):
        with pytest.raises(SetupError) as refused:
            make_options(values, 3)
        assert said(refused.value.message) == why
    assert make_options({"seven_o": True, "o_two": True, "o_double": True}, 3).seven_o
    assert make_options({"o_overbid": True}, 3).o_overbid
