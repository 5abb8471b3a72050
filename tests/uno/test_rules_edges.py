"""UNO's turn rules at their edges (U-UNO, U-CHALLENGE, U-FIRST, U-DRAW, U-H-MULTI, U-H-SEVENO, U-DX-TARGET): the
cases mutation testing found no test for (docs/mutation.md, "Session 2026-12-04 evening"): what a catch, a
challenge, a colour named, a pass and a Seven-O rotation leave and tell, and a turn owed only once."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import IllegalAction
from cafegames.games.uno import cards as C
from cafegames.games.uno.actions import Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.games.uno.game import GAME
from cafegames.games.uno.state import CONTINUE, DRAWN, FIRST_COLOUR, OVER, PENALTY, PLAY
from tests.catalogue import said
from tests.uno.helpers import act, cards, table

P = C.parse
NOBODY = "Nobody can be caught now: they called UNO, or the next player has already begun."


def told(ev) -> list[tuple]:
    """The events as the log and the table read them: kind, seat, data."""
    return [(e.kind, e.seat, e.data) for e in ev]


def refusal(st, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(st, action)
    return said(refused.value.message)


def test_U_UNO_a_catch_is_refused_told_and_paid_with_two_cards_once():
    st = table(["r6 r7", "g1 g2", "b1 b2"], top="r1", draw="y8 y9")
    act(st, Play(0, P("r6")))  # down to one card without a call
    assert refusal(st, Catch(1, 2)) == NOBODY  # not the one who forgot
    assert refusal(st, Catch(0, 0)) == "You cannot catch this player."
    ev = act(st, Catch(1, 0))
    assert told(ev) == [("caught", 1, {"target": 0}),
                        ("drew", 0, {"count": 2, "cards": tuple(cards("y8 y9")), "reason": "catch"})]
    assert st.offender == -1 and refusal(st, Catch(2, 0)) == NOBODY


def test_U_CHALLENGE_a_guilty_bluffer_draws_the_four_and_the_challenge_is_told():
    st = table(["W4 r6", "g1 g2", "b1 b2"], top="r1", draw="y8 y9 y7 y6")
    act(st, Play(0, P("W4"), colour=2))  # red was playable: a bluff, and one card left without a call
    assert st.offender == 0
    ev = act(st, Challenge(1))
    assert told(ev) == [("challenged", 1, {"target": 0, "guilty": True}),
                        ("drew", 0, {"count": 4, "cards": tuple(cards("y8 y9 y7 y6")), "reason": "challenge"})]
    assert (st.pending, st.wd4_by, st.offender, st.phase, st.turn) == (0, -1, -1, PLAY, 1)
    assert st.last_challenge == (1, 0, True)  # shown on the table
    assert refusal(st, Challenge(1)) == "Only the player who must draw for a Wild Draw Four can challenge it."


def test_U_FIRST_the_colour_is_named_by_the_seat_to_play_only_and_told():
    st = table(["WU r6", "g1 g2", "b1 b2"], top="r1", options={"box": "extreme", "scoring": "single"})
    act(st, Play(0, C.UNTIL))  # x???: the player after the next names the colour
    assert refusal(st, Colour(1, 3)) == "There is no colour to name now."
    assert refusal(st, Colour(2, 4)) == "Choose red, yellow, green or blue."
    assert told(act(st, Colour(2, 3))) == [("colour", 2, {"colour": 3})]


def test_U_DRAW_a_card_kept_is_told_and_is_no_longer_the_drawn_card():
    st = table(["g6 g7", "b1 b2", "y1 y2"], top="r5", draw="r9")
    act(st, Draw(0))
    assert st.drawn == P("r9")
    assert told(act(st, Pass(0))) == [("kept", 0, {"card": P("r9")})]
    assert st.drawn == -1 and st.turn == 1 and st.phase == PLAY


def test_U_H_MULTI_ending_a_run_is_told():
    st = table(["r5 g5 b1", "b2 b3", "y1 y2"], top="r3", options={"scoring": "single", "multi": True})
    act(st, Play(0, P("r5")))
    assert st.phase == CONTINUE
    assert told(act(st, Pass(0))) == [("ended_run", 0, {})]
    assert st.turn == 1 and st.phase == PLAY


def test_U_H_SEVENO_a_0_turns_the_hands_and_every_call_of_uno_is_over():
    st = table(["r0 g1 g2", "y1", "b1 b2 b3"], top="r3", options={"scoring": "single", "seven_o": True})
    st.said[1] = True
    ev = act(st, Play(0, P("r0")))
    assert ("rotated", 0, {"direction": 1}) in told(ev) and not any(st.said)
    assert st.hands[1] == cards("g1 g2")


def test_U_DX_TARGET_a_turn_owed_is_passed_over_once_only():
    st = table(["rQ r9 r8", "b1 b2", "y1 y2", "g1 g2"], top="r1", options={"box": "deluxe", "scoring": "single"},
               draw="g3 g4 b9")
    act(st, Play(0, P("rQ"), target=2))
    act(st, Draw(2))
    ev = act(st, Draw(1))
    assert ("skipped", 2, {}) in told(ev) and st.turn == 3 and st.owed == 0


def test_U_CHALLENGE_an_innocent_player_s_challenger_draws_six_and_loses_the_turn():
    st = table(["W4 g6 g7", "b1 b2", "y1 y2"], top="r1", draw="y8 y9 y7 y6 g8 g9")
    act(st, Play(0, P("W4"), colour=2))  # no red held: no bluff
    ev = act(st, Challenge(1))
    assert told(ev) == [("challenged", 1, {"target": 0, "guilty": False}),
                        ("drew", 1, {"count": 6, "cards": tuple(cards("y8 y9 y7 y6 g8 g9")), "reason": "challenge"}),
                        ("skipped", 1, {})]
    assert st.turn == 2 and st.last_challenge == (1, 0, False)


@pytest.mark.parametrize("bluff", [True, False])
def test_U_DX_TARGET_the_chosen_victim_s_challenge_of_a_plus4(bluff):
    hand = "WT r9 r8" if bluff else "WT g9 g8"
    st = table([hand, "b1 b2", "y1 y2", "g1 g2"], top="r1", options={"box": "deluxe", "scoring": "single"},
               draw="y8 y9 y7 y6 g3 g4")
    act(st, Play(0, C.WD4T, colour=2, target=2))
    ev = act(st, Challenge(2))
    if bluff:  # the bluffer draws the four; play goes on after them, and nobody owes a turn
        assert ("drew", 0, {"count": 4, "cards": tuple(cards("y8 y9 y7 y6")), "reason": "challenge"}) in told(ev)
        assert (st.turn, st.phase, st.hit_by, st.owed) == (1, PLAY, -1, 0)
    else:  # the victim draws six and loses its turn (its next one: it is not the next to play)
        assert ("drew", 2, {"count": 6, "cards": tuple(cards("y8 y9 y7 y6 g3 g4")), "reason": "challenge"}) in told(ev)
        assert (st.turn, st.phase, st.hit_by, st.owed) == (1, PLAY, -1, 1 << 2)


@pytest.mark.parametrize(("card", "count", "reason"), [("rQ", 2, "draw2"), ("WT", 4, "wd4")])
def test_U_OUT_U_DX_TARGET_a_last_targeted_card_still_makes_its_victim_draw(card, count, reason):
    st = table([card, "b1 b2", "y1 y2", "g1 g2"], top="r1", options={"box": "deluxe", "scoring": "single"},
               draw="g3 g4 b9 b8")
    ev = act(st, Play(0, P(card), colour=-1 if card == "rQ" else 2, target=2))
    assert ("drew", 2, {"count": count, "cards": tuple(cards("g3 g4 b9 b8")[:count]), "reason": reason}) in told(ev)
    assert len(st.hands[1]) == 2 and st.winners == (0,)


def test_U_OUT_U_DX_BOOMERANG_a_last_boomerang_still_sends_the_draw_back():
    st = table(["rD r9 r8", "WB", "y1 y2"], top="r1", options={"box": "deluxe", "scoring": "single"}, draw="g1 g2")
    act(st, Play(0, P("rD")))
    ev = act(st, Play(1, C.BOOMERANG))
    assert ("drew", 0, {"count": 2, "cards": tuple(cards("g1 g2")), "reason": "boomerang"}) in told(ev)
    assert st.winners == (1,)


def test_U_OUT_U_DX_JOKER_a_last_wild_that_cancels_a_draw_makes_nobody_draw():
    st = table(["rD r9 r8", "W", "y1 y2"], top="r1",
               options={"box": "deluxe", "scoring": "single", "deluxe_joker": True}, draw="g1 g2")
    act(st, Play(0, P("rD")))
    ev = act(st, Play(1, P("W"), colour=2))
    assert not [e for e in told(ev) if e[0] == "drew"] and st.winners == (1,)


@pytest.mark.parametrize(("rules", "card", "colour", "draws"), [
    ({}, "r5", -1, []),
    ({}, "rD", -1, [(1, 2, "draw2")]),
    ({}, "W4", 2, [(1, 4, "wd4")]),
    ({"downpour": True}, "P1", 2, [(1, 1, "downpour"), (2, 1, "downpour")]),
    ({"downpour": True}, "P2", 2, [(1, 2, "downpour"), (2, 2, "downpour")]),
    ({"box": "rapido", "scoring": "low"}, "U", -1, [(1, 8, "unocard")]),
])
def test_U_OUT_a_last_draw_card_still_makes_the_others_draw(rules, card, colour, draws):
    st = table([card, "b1 b2", "y1 y2"], top="r1", options={"scoring": "single", **rules})
    ev = act(st, Play(0, P(card), colour=colour))
    assert [(s, d["count"], d["reason"]) for k, s, d in told(ev) if k == "drew"] == draws
    assert (st.pending, st.wd4_by, st.hit_by) == (0, -1, -1)
    assert [d["blocked"] for k, _, d in told(ev) if k == "hand_end"] == [False]


@pytest.mark.parametrize(("card", "colour", "pressed"), [("rX", -1, [1, 1]), ("WE", 2, [1, 2, 0])])
def test_U_OUT_U_X_a_last_extreme_card_still_works_the_launcher(card, colour, pressed):
    st = table([card, "b1 b2", "y1 y2"], top="r1", options={"box": "extreme", "scoring": "single"})
    ev = act(st, Play(0, P(card), colour=colour))
    assert [s for k, s, d in told(ev) if k == "drew" and d["reason"] == "launcher"] == pressed
    assert st.winners == (0,)


def test_U_OUT_U_X_UNTIL_a_last_x_presses_until_the_next_player_gets_cards():
    st = table(["WU", "b1 b2", "y1 y2"], top="r1", options={"box": "extreme", "scoring": "single"})
    ev = act(st, Play(0, C.UNTIL))
    got = [d["count"] for k, s, d in told(ev) if k == "drew" and s == 1]
    assert got and got[-1] > 0 and not any(got[:-1]) and st.winners == (0,)


def test_U_DX_BOOMERANG_the_hit_sent_back_is_told_and_nothing_is_left_pending():
    st = table(["rD r9 r8", "WB b2 b3", "y1 y2"], top="r1", options={"box": "deluxe", "scoring": "single"})
    act(st, Play(0, P("rD")))
    ev = act(st, Play(1, C.BOOMERANG))
    assert ("boomerang", 1, {"target": 0, "count": 2}) in told(ev)
    assert (st.pending, st.wd4_by, st.hit_by, st.owed) == (0, -1, -1, 1 << 0)


def test_U_H_JUMPIN_only_a_coloured_card_only_in_a_jump_phase_only_with_the_rule():
    jumps = lambda st, seat: [a for a in GAME.legal_actions(st, seat) if isinstance(a, Play)]  # noqa: E731
    st = table(["r1 g2", "b1 b2", "W y3"], top="W", colour=0, options={"scoring": "single", "jump_in": True})
    assert jumps(st, 2) == [] and GAME.to_act(st) == [0]  # a Wild is never identical to a Wild
    st = table(["g6 g7", "b1 b2", "r5 y3"], top="r5", draw="r9", options={"scoring": "single", "jump_in": True})
    assert jumps(st, 2)
    act(st, Draw(0))  # the red 9 drawn may be played: nobody jumps in while its player decides
    assert st.phase == DRAWN
    assert jumps(st, 2) == []
    st = table(["g6 g7", "b1 b2", "r5 y3"], top="r5", options={"scoring": "single"})
    assert jumps(st, 2) == [] and GAME.to_act(st) == [0]  # without the rule


def test_U_DX_BOOMERANG_nobody_jumps_in_while_the_hit_player_answers():
    st = table(["rD r9", "b1 b2", "rD y3"], top="r1", options={"box": "deluxe", "scoring": "single", "jump_in": True})
    act(st, Play(0, P("rD")))
    assert not [a for a in GAME.legal_actions(st, 2) if isinstance(a, Play)]


def test_U_UNO_the_seat_at_position_0_may_catch_too():
    st = table(["g6 g7", "r6 r7", "b1 b2"], top="r1", turn=1)
    act(st, Play(1, P("r6")))  # down to one card without a call
    assert Catch(0, 1) in GAME.legal_actions(st, 0)


def test_U_UNO_a_teammate_does_not_catch_and_is_not_asked_to():
    st = table(["g6 g7", "r6 r7", "b1 b2", "y1 y2"], top="r1", turn=1,
               options={"teams": "partners", "scoring": "official"})
    act(st, Play(1, P("r6")))  # down to one card without a call; seat 3 is the partner
    assert GAME.to_act(st) == [2, 1, 0]


def test_U_PLAY_refusals_say_why():
    st = table(["W r6", "b1 b2", "y1 y2"], top="r1")
    assert refusal(st, Play(0, P("g9"))) == "You do not hold that card."
    assert refusal(st, Play(0, P("W"))) == "Name the colour for your wild card."


@pytest.mark.parametrize(("rules", "card"), [({"seven_o": True}, "r7"), ({"box": "extreme"}, "rT")])
def test_U_H_SEVENO_U_X_SWAP_the_player_swapped_with_has_no_uno_call_left(rules, card):
    st = table([f"{card} g1 g2", "b1 b2", "y1"], top="r1", options={"scoring": "single", **rules})
    st.said[2] = True
    act(st, Play(0, P(card), target=2))
    assert st.hands[2] == cards("g1 g2") and not st.said[2]


def test_U_COLOUR_only_a_wild_card_names_a_colour():
    st = table(["r6 r7", "g1 g2"], top="r1")
    assert refusal(st, Play(0, P("r6"), colour=C.BLUE)) == "Only a wild card names a colour."


def test_U_H_SEVENO_the_7_swaps_with_another_seated_player_seat_0_too():
    st = table(["g1 g2", "r7 r8 r9", "b1 b2"], top="r1", turn=1, options={"seven_o": True})
    for target in (1, 3, -1):  # oneself, a seat past the table's last, none
        assert refusal(st, Play(1, P("r7"), target=target)) == "Choose another player to swap hands with."
    act(st, Play(1, P("r7"), target=0))
    assert st.hands[0] == cards("r8 r9") and st.hands[1] == cards("g1 g2")


def test_U_DRAW_a_second_draw_is_refused_with_the_phase_s_sentence():
    st = table(["g6 g7", "b1 b2", "y1 y2"], top="r5", draw="r9")
    act(st, Draw(0))
    assert refusal(st, Draw(0)) == "You have drawn already: play that card or keep it."
    assert refusal(st, Draw(1)) == "It is not your turn."
    st = table(["r5 g5 b1", "b2 b3", "y1 y2"], top="r3", options={"multi": True})
    act(st, Play(0, P("r5")))
    assert refusal(st, Draw(0)) == "Continue your run or end your turn."


def test_U_WD4_EFFECT_the_four_taken_leaves_nothing_to_challenge_catch_or_draw():
    """What the view gives every seat (and the computer players read in any phase) once the Wild Draw Four is
    taken: no challenge open, nobody to catch, nothing pending."""
    st = table(["W4 r9 r8", "b1 b2", "y1"], top="r1", draw="g1 g2 g3 g4 b9")
    act(st, Play(0, C.WD4, colour=C.BLUE))
    ev = act(st, Draw(1))
    assert told(ev) == [("drew", 1, {"count": 4, "cards": tuple(cards("g1 g2 g3 g4")), "reason": "penalty"}),
                        ("skipped", 1, {})]
    assert (st.offender, st.pending, st.wd4_by, st.reveal) == (-1, 0, -1, ())
    assert st.turn == 2 and st.phase == PLAY


def test_U_DX_TARGET_the_plus2_hits_another_seated_player_seat_0_too():
    st = table(["g1 g2", "rQ r8 r9", "b1 b2"], top="r1", turn=1, draw="g3 g4", options={"box": "deluxe"})
    for target in (1, 3, -1):  # oneself, a seat past the table's last, none
        assert refusal(st, Play(1, P("rQ"), target=target)) == "Choose the player who draws."
    act(st, Play(1, P("rQ"), target=0))
    assert st.phase == PENALTY and st.turn == 0 and st.pending == 2
    assert told(act(st, Draw(0)))[0] == ("drew", 0, {"count": 2, "cards": tuple(cards("g3 g4")), "reason": "penalty"})


def test_U_DRAW_after_drawing_another_playable_card_is_refused_with_its_sentence():
    st = table(["r6 g7", "b1 b2", "y1 y2"], top="r5", draw="r9")
    act(st, Draw(0))
    assert refusal(st, Play(0, P("r6"))) == "After drawing, only the card drawn may be played."


def test_U_FIRST_no_draw_before_the_first_wild_s_colour_is_named():
    st = table(["r6 g7", "b1 b2"], top="W")
    st.phase, st.colour = FIRST_COLOUR, -1
    assert refusal(st, Draw(0)) == "The colour of the first Wild must be named first."


def test_U_UNO_a_call_on_a_play_that_leaves_two_cards_is_refused():
    st = table(["r6 r7 r8", "b1 b2"], top="r5")
    assert refusal(st, Play(0, P("r6"), uno=True)) == "UNO is called when a play leaves you with one card."


def test_U_RESHUFFLE_a_draw_from_two_empty_piles_is_told():
    st = table(["b1 y2", "g3 g4"], top="r7")
    st.hands[0] += st.draw
    st.draw = []
    assert told(act(st, Draw(0))) == [("drew", 0, {"count": 0, "cards": (), "reason": "draw"})]
    assert st.empty_passes == 1 and st.turn == 1


def test_U_H_EXTREME_a_blocked_hand_ends_when_every_press_gives_nothing():
    """U-RESHUFFLE's blocked hand (our addition) with the launcher: both piles empty, the whole table presses in
    a row and gets nothing; a press that only shuffles the pile under the top card is no empty press."""
    st = table(["b1 y2", "g3 g4", "b5 y6"], top="r7", options={"box": "extreme", "scoring": "single"})
    st.hands[0] += st.draw
    st.draw = []
    act(st, Draw(0))
    assert (st.empty_passes, st.turn, st.void[0]) == (1, 1, 1 << C.RED)
    st.void[1] = 1 << C.BLUE
    act(st, Draw(1))
    assert (st.empty_passes, st.turn, st.void[1]) == (2, 2, 1 << C.BLUE | 1 << C.RED)
    ev = act(st, Draw(2))
    assert [(e.seat, e.data["blocked"]) for e in ev if e.kind == "hand_end"] == [(1, True)]


def test_U_H_EXTREME_a_press_with_cards_under_the_top_is_not_an_empty_press():
    st = table(["b1 y2", "g3 g4", "b5 y6"], top="r7", discard="g9", options={"box": "extreme", "scoring": "single"})
    st.hands[0] += st.draw
    st.draw = []
    st.empty_passes = 1
    act(st, Draw(0))
    assert st.empty_passes == 0


def test_U_H_DRAWUNTIL_cards_are_drawn_one_by_one_and_kept_when_the_piles_run_out():
    st = table(["b1 y2", "g3 g4"], top="r5", draw="g1 r9 g2", options={"draw_until": True})
    ev = act(st, Draw(0))
    assert [e.data["cards"] for e in ev if e.kind == "drew"] == [tuple(cards("g1 r9"))]
    st = table(["b1 y2", "g3 g4"], top="r5", draw="g1 g2", options={"draw_until": True})
    st.hands[1] += st.draw[:-2]
    st.draw = st.draw[-2:]
    act(st, Draw(0))
    assert sorted(st.hands[0]) == sorted(cards("b1 y2 g1 g2")) and st.turn == 1


def _refused_plays():
    """(state, play, sentence) for each refusal of a card put down (legal.check_card), in every phase."""
    st = table(["r5 g5 b1", "b2 b3", "y1 y2"], top="r3", options={"multi": True})
    act(st, Play(0, P("r5")))
    yield st, Play(0, P("b1")), "That card does not continue your run."
    st = table(["r2 g5 g6", "b2 b7", "y2 y4"], top="r3", options={"scoring": "single", "o_two": True})
    act(st, Play(0, P("r2")))
    yield st, Play(1, P("b7")), "A 2 is going round: play a 2 or draw a card."
    st = table(["WB r9", "b1 b2"], top="r1", options={"box": "deluxe"})
    yield st, Play(0, C.BOOMERANG), "A Boomerang is only played in answer to a Skip or a draw card that hits you."
    st = table(["W4 r9", "b1 b2", "y1 y2"], top="r1")
    act(st, Play(0, C.WD4, colour=C.BLUE))
    yield st, Play(1, P("b1")), "These rules add nothing to a Draw Two or a Wild Draw Four: take the 4 cards."
    st = table(["W4 r9", "b1 b2", "y1 y2"], top="r1", options={"stack": True})
    act(st, Play(0, C.WD4, colour=C.BLUE))
    yield st, Play(1, P("b1")), "You must take the 4 cards, or answer with a card that adds to them."
    x = {"box": "extreme", "scoring": "single"}
    for under in ("", "g5 y7"):
        st = table(["WU r6", "g1 g2", "b1 b2"], top="r1", discard=under, options=x)
        act(st, Play(0, C.UNTIL))
        yield st, Play(2, P("b1")), "Name the colour first: the x??? leaves it to you."
        yield st, Play(1, P("g1")), "The colour of the first Wild must be named first."
    st = table(["r6 g7", "b1 b2"], top="W")
    st.phase, st.colour = FIRST_COLOUR, -1
    yield st, Play(0, P("r6")), "The colour of the first Wild must be named first."
    for rules, card in (({}, "r1"), ({}, "b2"), ({"jump_in": True}, "b2"), ({"box": "rapido"}, "b2")):
        st = table(["r6 g7", "b1 b2 r1", "y1 y2"], top="r1", options=rules)
        said_ = ("It is not your turn." if not rules else
                 "It is not your turn: only a card identical to the one on the pile may jump in." if "jump_in" in rules
                 else "It is not your turn: only a card identical to the one on the pile may be played out of turn "
                      "(Rapido).")
        yield st, Play(1, P(card)), said_


def test_U_MATCH_every_refused_card_says_why_in_a_catalogue_sentence():
    """The refusals of a card put down, in each phase and box (U-MATCH, U-H-MULTI, U-O-TWO, U-DX-BOOMERANG, U-WD4,
    U-H-STACK, U-X-UNTIL, U-FIRST, U-H-JUMPIN, U-R-RAPIDO): the player reads why, in the catalogue's words."""
    for st, play, sentence in _refused_plays():
        assert refusal(st, play) == sentence


def test_U_H_SEVENO_a_0_or_a_7_ends_a_run_another_number_does_not():
    rules = {"scoring": "single", "multi": True, "seven_o": True}
    st = table(["r5 g5 b1", "b0 b4", "y0 y2"], top="r3", options=rules)
    act(st, Play(0, P("r5")))
    assert st.phase == CONTINUE and st.turn == 0
    st = table(["r0 g0 b1", "b0 b4", "y0 y2"], top="r3", options=rules)
    act(st, Play(0, P("r0")))
    assert st.phase == PLAY and st.turn == 1
    st = table(["r7 g7 b1", "b7 b4", "y7 y2"], top="r3", options=rules)
    ev = act(st, Play(0, P("r7"), target=1))
    assert ("swapped", 0, {"target": 1}) in told(ev)
    assert st.phase == PLAY and st.turn == 1


def test_U_SKIP_U_REVERSE_U_DRAW2_U_UNO_what_a_play_tells():
    """The events the log and the table read for the action cards and a call of UNO with the play."""
    st = table(["rS r6", "b1 b2", "y1 y2"], top="r1")
    assert ("skipped", 1, {}) in told(act(st, Play(0, P("rS"), uno=True)))
    st = table(["rR r6 r7", "b1 b2", "y1 y2"], top="r1")
    assert ("reversed", 0, {"direction": -1}) in told(act(st, Play(0, P("rR"))))
    st = table(["rD r6 r7", "b1 b2", "y1 y2"], top="r1", draw="g1 g2")
    assert told(act(st, Play(0, P("rD"))))[1:] == [
        ("drew", 1, {"count": 2, "cards": tuple(cards("g1 g2")), "reason": "draw2"}), ("skipped", 1, {})]
    st = table(["r5 r6", "b1 b2", "y1 y2"], top="r1")
    assert ("uno", 0, {"with_play": True}) in told(act(st, Play(0, P("r5"), uno=True)))


def test_U_H_DOWNPOUR_a_draw_one_gives_every_other_player_one_card():
    st = table(["P1 r6 r7", "b1 b2", "y1 y2"], top="r1", options={"downpour": True})
    act(st, Play(0, C.DOWN1, colour=C.RED))
    assert [len(h) for h in st.hands] == [2, 3, 3]


def test_U_PLAYERS_an_action_by_no_seat_or_after_the_match_is_refused():
    st = table(["r5 r6", "b1 b2", "y1 y2"], top="r1")
    assert refusal(st, Draw(3)) == "There is no seat 3 at this table."
    assert refusal(st, Draw("0")) == "There is no seat 0 at this table."
    st.pos[2] = -1  # out of the match (an elimination evening)
    assert refusal(st, Draw(2)) == "This player is out of the match."
    st.phase = OVER
    assert refusal(st, Draw(0)) == "The match is over."


def test_U_H_DRAWUNTIL_the_discards_are_shuffled_in_when_the_draw_pile_runs_out_and_it_is_told():
    st = table(["b1 y2", "g3 g4"], top="r5", discard="r8 r9", draw="g1", options={"draw_until": True})
    st.hands[1] += st.draw[:-1]
    st.draw = st.draw[-1:]
    ev = act(st, Draw(0))
    assert "reshuffled" in [e.kind for e in ev]
    assert len(st.hands[0]) == 4 and st.drawn in cards("r8 r9")


def test_U_O_SEVEN_uno_is_called_on_the_hand_received_after_the_turn():
    st = table(["r7 g1 g2", "b1 b2", "y1"], top="r3", options={"scoring": "single", "o_seven": True})
    act(st, Play(0, P("r7"), spin=1, uno=True))  # seat 0 receives seat 2's single card
    assert st.hands[0] == cards("y1") and st.said[0]


def test_U_DX_TARGET_a_seat_that_owes_a_turn_still_answers_a_hit_before_it():
    st = table(["rQ r8 r9", "rS b2 b3", "y1 y2 y3"], top="r1", draw="g1 g2", options={"box": "deluxe"})
    act(st, Play(0, P("rQ"), target=2))
    act(st, Draw(2))  # seat 2 takes the +2? and owes its next turn
    assert st.turn == 1 and st.owed == 1 << 2
    act(st, Play(1, P("rS")))  # a Skip hits seat 2 first: it answers it (or takes it), its owed turn waits
    assert st.phase == PENALTY and st.turn == 2 and st.owed == 1 << 2


@pytest.mark.parametrize(("rules", "card"), [({"seven_o": True}, "r7"), ({"box": "extreme"}, "rT"),
                                             ({"seven_o": True}, "r0")])
def test_U_UNO_called_on_the_hand_a_swap_or_a_turn_leaves_seat_0_included(rules, card):
    """U-H-SEVENO's 7 and 0 and U-X-SWAP: the call counts the hand received (seat 0's for the 7 and the Swap hands
    card aimed at it, and for the 0 the hand of the seat before, seat 0 again)."""
    st = table(["y1", f"{card} g1 g2", "b1 b2 b3"], top="r3", turn=1, options={"scoring": "single", **rules})
    target = -1 if card == "r0" else 0
    ev = act(st, Play(1, P(card), target=target, uno=True))
    assert st.hands[1] == cards("y1") and st.said[1]
    assert (("swapped", 1, {"target": 0}) in told(ev)) == (card != "r0")


def test_U_UNO_a_call_is_over_once_the_player_is_given_cards():
    st = table(["r5 r6", "r2 b2 b3", "rD y2 y3"], top="r1", draw="g1 g2")
    act(st, Play(0, P("r5"), uno=True))
    act(st, Play(1, P("r2")))
    act(st, Play(2, P("rD")))  # seat 0 takes two cards: its call of UNO is over
    assert len(st.hands[0]) == 3 and not st.said[0]


def test_U_TWO_a_reverse_between_two_players_skips_the_other_and_says_so():
    st = table(["rR r6 r7", "b1 b2"], top="r1")
    assert ("skipped", 1, {}) in told(act(st, Play(0, P("rR"))))
    assert st.turn == 0


def test_U_DRAW_a_card_that_does_not_fit_is_kept_and_the_turn_passes_told():
    st = table(["b1 y2", "g3 g4", "y1 y2"], top="g5", draw="r9")
    st.said[0] = True  # a call of UNO made earlier is over once the player draws
    assert told(act(st, Draw(0))) == [("drew", 0, {"count": 1, "cards": (P("r9"),), "reason": "draw"}),
                                      ("passed", 0, {})]
    assert st.void[0] == 1 << C.GREEN and not st.said[0] and st.turn == 1


def test_U_OUT_U_DX_TARGET_what_is_offered_at_the_edges():
    """No action for a seat past the table, out of the match or once the match is over; a Seven-O 7 as the last
    card goes out without a target (U-OUT); a +2? as the last but one card is offered with the call of UNO, which
    counts the player's own hand even under Seven-O (U-UNO)."""
    st = table(["r5 r6", "b1 b2", "y1 y2"], top="r1")
    assert GAME.legal_actions(st, 3) == []
    st.pos[2] = -1
    assert GAME.legal_actions(st, 2) == []
    st.phase = OVER
    assert GAME.legal_actions(st, 0) == []
    st = table(["r7", "b1 b2", "y1 y2"], top="r1", options={"scoring": "single", "seven_o": True})
    act(st, Play(0, P("r7")))
    assert st.winners == (0,)
    st = table(["rQ r8", "b1 b2", "y1 y2 y3"], top="r1", options={"box": "deluxe", "seven_o": True})
    assert Play(0, P("rQ"), uno=True, target=2) in GAME.legal_actions(st, 0)
    act(st, Play(0, P("rQ"), uno=True, target=2))
    assert st.said[0]
