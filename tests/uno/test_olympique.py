"""UNO Olympique's table rules (U-O-…, ../shared/rules/uno-boxes.md "Table evenings"): each rule, the refused
combinations, the preset, saves that replay the same game (the timer's penalty included) and the soak."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.games.uno import cards as C
from cafegames.games.uno.actions import Challenge, Deal, Draw, Pass, Play, TimeOut
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import make_options
from cafegames.games.uno.scoring import end_hand
from cafegames.games.uno.state import DEAL, PENALTY, PLAY, TWO, new_state, view
from tests.uno.helpers import act, bots_play_out, cards, kinds, seats, soak_cases_where, table

P = C.parse


def one(**rules) -> dict:
    return {"scoring": "single", **rules}


# ------------------------------------------------------------------ U-O-DEAL

def test_U_O_DEAL_the_dealer_chooses_7_to_15_cards_each():
    st = new_state(make_options(one(o_deal=True), 4), 4, 5)
    assert st.phase == DEAL and st.turn == st.dealer and not st.discard and all(not h for h in st.hands)
    assert view(st, 0).top == -1
    legal = GAME.legal_actions(st, st.dealer)
    assert [a.count for a in legal] == list(range(7, 16))
    assert GAME.legal_actions(st, (st.dealer + 1) % 4) == []
    with pytest.raises(IllegalAction):
        GAME.apply(st, Deal(st.dealer, 16))
    with pytest.raises(IllegalAction):
        GAME.apply(st, Deal((st.dealer + 1) % 4, 9))
    ev = act(st, Deal(st.dealer, 12))
    assert all(len(h) == 12 for h in st.hands) and len(st.discard) == 1 and st.phase != DEAL
    assert "dealt" in kinds(ev) and "hand_start" in kinds(ev)
    GAME.check_invariants(st)


def test_U_O_DEAL_never_so_many_that_no_first_card_is_left():
    st = new_state(make_options(one(o_deal=True), 10), 10, 1)
    assert [a.count for a in GAME.legal_actions(st, st.dealer)] == [7, 8, 9]  # (108 - 9) // 10
    st = new_state(make_options(one(o_deal=True), 7), 7, 1)
    assert max(a.count for a in GAME.legal_actions(st, st.dealer)) == 14


def test_U_O_DEAL_every_hand_waits_for_its_dealer():
    st = table(["r5", "g1 g2"], top="r7", options={"o_deal": True, "target": 500})
    act(st, Play(0, P("r5")))
    assert st.hand_no == 2 and st.phase == DEAL and st.turn == st.dealer


# ------------------------------------------------------------------ U-O-DOUBLE

def test_U_O_DOUBLE_two_identical_number_cards_together_skip_the_next_player():
    st = table(["r5 r5 g1", "b1 b2", "y1 y2"], top="r3", options=one(o_double=True))
    legal = GAME.legal_actions(st, 0)
    assert Play(0, P("r5"), double=True) in legal and Play(0, P("r5")) in legal
    ev = act(st, Play(0, P("r5"), uno=True, double=True))
    assert st.hands[0] == cards("g1") and st.discard[-2:] == cards("r5 r5")
    assert ("skipped", 1) in [(e.kind, e.seat) for e in ev] and st.turn == 2 and st.said[0]


def test_U_O_DOUBLE_not_action_cards_not_after_drawing_not_a_single_card():
    st = table(["rS rS g1", "b1 b2", "y1"], top="r3", options=one(o_double=True))
    assert not any(getattr(a, "double", False) for a in GAME.legal_actions(st, 0))
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, P("rS"), double=True))
    st = table(["r5 g1", "b1 b2"], top="r3", options=one(o_double=True))
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, P("r5"), double=True))
    st = table(["r5 g1", "b1 b2"], top="b3", draw="r5", options=one(o_double=True))
    act(st, Draw(0))
    assert not any(getattr(a, "double", False) for a in GAME.legal_actions(st, 0))
    st = table(["r5 r5 g1", "b1"], top="r3", options=one())  # without the rule
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, P("r5"), double=True))


# ------------------------------------------------------------------ U-O-OVERBID

def test_U_O_OVERBID_a_draw_two_is_covered_by_a_draw_two_or_a_wild_draw_four():
    st = table(["rD g1", "bD W4 y1", "y2 y3"], top="r3", options=one(o_overbid=True))
    act(st, Play(0, P("rD")))
    assert st.phase == PENALTY and st.pending == 2 and st.turn == 1
    legal = GAME.legal_actions(st, 1)
    assert Play(1, P("bD")) in legal and any(a.card == P("W4") for a in legal if isinstance(a, Play))
    act(st, Play(1, P("W4"), colour=2))
    assert st.pending == 6 and st.turn == 2
    assert Challenge(2) not in GAME.legal_actions(st, 2)  # defending: no challenge
    with pytest.raises(IllegalAction):
        GAME.apply(st, Challenge(2))
    act(st, Draw(2))
    assert len(st.hands[2]) == 8 and st.turn == 0


def test_U_O_OVERBID_a_wild_draw_four_only_by_a_wild_draw_four_and_the_first_can_be_challenged():
    st = table(["W4 g1", "bD gD W4 y1", "y2 y3"], top="r3", options=one(o_overbid=True))
    act(st, Play(0, P("W4"), colour=2))
    legal = GAME.legal_actions(st, 1)
    assert Challenge(1) in legal
    assert {a.card for a in legal if isinstance(a, Play)} == {P("W4")}  # not the green Draw Two
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(1, P("gD")))


def test_U_O_OVERBID_refused_with_stacking():
    with pytest.raises(SetupError, match="overbid"):
        make_options({"o_overbid": True, "stack": True}, 3)


# ------------------------------------------------------------------ U-O-ZERO

def test_U_O_ZERO_a_0_swaps_hands_with_a_chosen_player_or_not():
    st = table(["r0 g1 g2", "b1", "y1 y2 y3 y4"], top="r3", options=one(o_zero=True))
    plays = [a for a in GAME.legal_actions(st, 0) if isinstance(a, Play)]
    assert {a.target for a in plays if a.card == P("r0")} == {-1, 1, 2}
    ev = act(st, Play(0, P("r0"), target=2))
    assert st.hands[0] == cards("y1 y2 y3 y4") and st.hands[2] == cards("g1 g2") and "swapped" in kinds(ev)
    st = table(["r0 g1 g2", "b1", "y1 y2"], top="r3", options=one(o_zero=True))
    act(st, Play(0, P("r0")))  # no swap: not compulsory
    assert st.hands[0] == cards("g1 g2")


def test_U_O_ZERO_the_call_follows_the_hand_received_and_the_last_card_swaps_nothing():
    st = table(["r0 g1", "b1", "y1 y2 y3"], top="r3", options=one(o_zero=True))
    assert Play(0, P("r0"), uno=True, target=1) in GAME.legal_actions(st, 0)
    assert Play(0, P("r0"), uno=True, target=2) not in GAME.legal_actions(st, 0)
    st = table(["r0", "b1", "y1"], top="r3", options=one(o_zero=True))
    with pytest.raises(IllegalAction):
        GAME.apply(st, Play(0, P("r0"), target=1))


# ------------------------------------------------------------------ U-O-SEVEN

def test_U_O_SEVEN_a_7_turns_every_hand_the_way_its_player_chooses():
    for spin, mine in ((1, "b1 b2 b3 b4"), (-1, "y1 y2")):
        st = table(["r7 g1 g2", "y1 y2", "b1 b2 b3 b4"], top="r3", options=one(o_seven=True))
        assert {a.spin for a in GAME.legal_actions(st, 0) if isinstance(a, Play)} == {-1, 0, 1}
        ev = act(st, Play(0, P("r7"), spin=spin))
        assert st.hands[0] == cards(mine) and "rotated" in kinds(ev)
        assert cards("g1 g2") in st.hands and st.turn == 1  # the direction of play is unchanged
    st = table(["r7 g1", "y1", "b1 b2"], top="r3", options=one(o_seven=True))
    act(st, Play(0, P("r7")))  # not compulsory
    assert st.hands == [cards("g1"), cards("y1"), cards("b1 b2")]
    with pytest.raises(IllegalAction):
        GAME.apply(table(["r6 g1", "y1"], top="r3", options=one(o_seven=True)), Play(0, P("r6"), spin=1))


def test_U_O_SEVEN_and_zero_refused_with_seven_o():
    for key in ("o_zero", "o_seven"):
        with pytest.raises(SetupError, match="Seven-O"):
            make_options({key: True, "seven_o": True}, 3)


# ------------------------------------------------------------------ U-O-TWO

def test_U_O_TWO_every_other_player_plays_a_2_or_draws_until_the_round_comes_back():
    st = table(["r2 g5 g6", "b2 b7", "y3 y4", "g8 g9"], top="r3", options=one(o_two=True))
    ev = act(st, Play(0, P("r2")))
    assert st.phase == TWO and st.turn == 1 and st.two_by == 0 and "two_round" in kinds(ev)
    assert {a.card for a in GAME.legal_actions(st, 1) if isinstance(a, Play)} == {P("b2")}
    act(st, Play(1, P("b2")))
    assert st.phase == TWO and st.turn == 2
    assert [a for a in GAME.legal_actions(st, 2) if isinstance(a, Play)] == []
    with pytest.raises(IllegalAction, match="2"):
        GAME.apply(st, Play(2, P("y3")))
    act(st, Draw(2))
    assert len(st.hands[2]) == 3 and st.turn == 3 and st.phase == TWO
    ev = act(st, Draw(3))
    assert st.phase == PLAY and st.turn == 0 and st.two_by == -1 and "round_over" in kinds(ev)
    assert st.colour == 3  # the blue 2 played in the round


def test_U_O_TWO_a_double_2_leaves_the_skipped_player_out_of_the_round():
    st = table(["r2 r2 g6", "b2 b7", "y3 y4"], top="r3", options=one(o_two=True, o_double=True))
    act(st, Play(0, P("r2"), double=True))
    assert st.turn == 2 and st.phase == TWO
    act(st, Draw(2))
    assert st.turn == 0 and st.phase == PLAY


# ------------------------------------------------------------------ U-O-ROUND

def test_U_O_ROUND_a_round_hundred_in_the_hand_or_the_total_takes_99_off():
    st = table(["", "W4 W4", "r5"], top="r7", options={"o_round": True, "target": 500})  # the hand: 105
    st.scores = [95, 0, 0]
    ev = []
    end_hand(st, 0, False, ev)
    assert st.scores[0] == 101 and st.history[-1][0] == 6 and ("round_hundred", 0) in [(e.kind, e.seat) for e in ev]
    st = table(["", "W4 W4"], top="r7", options={"o_round": True, "target": 500})  # the hand: exactly 100
    end_hand(st, 0, False, [])
    assert st.scores[0] == 1
    st = table(["", "W4 W4"], top="r7", options={"target": 500})  # without the rule
    end_hand(st, 0, False, [])
    assert st.scores[0] == 100


def test_U_O_ROUND_a_total_of_exactly_the_target_becomes_one_short_and_play_goes_on():
    st = table(["", "r9 W4"], top="r7", options={"o_round": True, "target": 500, "scoring": "official"})
    st.scores = [441, 0]
    end_hand(st, 0, False, [])
    assert st.scores[0] == 401 and not st.winners


# ------------------------------------------------------------------ U-O-TIMER

def test_U_O_TIMER_out_of_time_one_penalty_card_and_the_turn_goes_on():
    st = table(["r5 g1", "b1 b2"], top="r3", options=one(o_timer=5))
    assert TimeOut(0) in GAME.legal_actions(st, 0) and TimeOut(1) not in GAME.legal_actions(st, 1)
    ev = act(st, TimeOut(0))
    assert len(st.hands[0]) == 3 and st.turn == 0 and st.phase == PLAY and "timed_out" in kinds(ev)
    with pytest.raises(IllegalAction):
        GAME.apply(st, TimeOut(1))
    st = table(["r5 g1", "b1 b2"], top="r3", options=one())
    assert TimeOut(0) not in GAME.legal_actions(st, 0)
    with pytest.raises(IllegalAction):
        GAME.apply(st, TimeOut(0))


def test_U_O_TIMER_keeps_the_decision_after_a_draw_and_during_a_penalty():
    st = table(["r5 g1", "b1 b2"], top="b3", draw="b9", options=one(o_timer=5, o_overbid=True))
    act(st, Draw(0))
    act(st, TimeOut(0))
    assert st.drawn == P("b9") and Pass(0) in GAME.legal_actions(st, 0)


def test_U_O_TIMER_the_penalty_is_in_the_save_and_replays_the_same_game():
    m = Match(GAME, one(o_timer=5, o_deal=True), seats(3), 7)
    steps = 0
    while not m.is_over() and steps < 400:
        seat = m.to_act()[0]
        legal = GAME.legal_actions(m.state, seat)
        timeouts = [a for a in legal if isinstance(a, TimeOut)]
        m.act(timeouts[0] if timeouts and steps % 5 == 1 else m.bot_action(include_humans=True))
        steps += 1
    encoded = [GAME.codec.encode(a) for a in m.actions]
    assert {"kind": "timeout", "seat": encoded[1 + 0]["seat"]} in encoded or any(e["kind"] == "timeout"
                                                                                for e in encoded)
    again = Match.replay(GAME, m.options_dict, seats(3), 7, [GAME.codec.decode(e) for e in encoded])
    assert again.state == m.state


# ------------------------------------------------------------------ options, preset, soak

def test_U_O_olympique_rules_are_for_the_classic_box_with_a_clear_message():
    with pytest.raises(SetupError, match="classic box"):
        make_options({"box": "extreme", "o_two": True}, 3)
    with pytest.raises(SetupError):
        make_options({"o_timer": 61}, 3)


def test_U_O_the_olympique_preset_plays_whole_matches_that_replay_the_same():
    from cafegames.engine.options import preset_values

    preset = next(p for p in GAME.option_presets() if p.key == "olympique")
    values = {**preset_values(GAME.option_schema(), preset), "scoring": "single"}
    for seed in range(3):
        m = bots_play_out(values, seed, n=4)
        assert not any(isinstance(a, TimeOut) for a in m.actions)  # computer players never time out


def test_U_O_soak_covers_every_olympique_option():
    from cafegames.games.uno.olympique_options import KEYS
    from devtools import soak

    seeds = soak_cases_where(lambda options: any(options.get(k) for k in KEYS), count=8)
    seen = {k for seed in seeds for k in KEYS if soak.draw_case("uno", seed)[0].options.get(k)}
    assert seen == set(KEYS)


# ------------------------------------------------------------------ computer players

LEVELS = ["easy", "normal", "hard"]


def _choice(st, level: str, seat: int = 0):
    from cafegames.games.uno.bots.levels import make_bot

    legal = GAME.legal_actions(st, seat)
    choice = make_bot(level, seat, 3).choose(view(st, seat), legal, True)
    assert choice in legal and not isinstance(choice, TimeOut)
    return choice


@pytest.mark.parametrize("level", LEVELS)
def test_U_O_DEAL_a_computer_dealer_deals_7(level):
    st = new_state(make_options(one(o_deal=True, o_timer=5), 3), 3, 4)
    assert _choice(st, level, st.dealer) == Deal(st.dealer, 7)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_U_O_DOUBLE_computer_players_play_their_pair_together(level):
    st = table(["r5 r5 b9", "g1 g2 g3", "y1 y2 y3"], top="r3", options=one(o_double=True, o_timer=5))
    choice = _choice(st, level)
    assert choice.card == P("r5") and choice.double


@pytest.mark.parametrize("level", LEVELS)
def test_U_O_OVERBID_computer_players_cover_a_draw_two_with_a_wild_draw_four(level):
    st = table(["gD g1 g2", "W4 y1 y2", "b1 b2"], top="g3", options=one(o_overbid=True))
    act(st, Play(0, P("gD")))
    choice = _choice(st, level, 1) if level != "easy" else None
    if choice is not None:
        assert isinstance(choice, Play) and choice.card == P("W4")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_U_O_ZERO_computer_players_swap_for_the_smallest_hand_only_when_it_is_smaller(level):
    st = table(["r0 g1 g2 g3 g4", "b1 b2 b3 b4 b5 b6", "y1 y2"], top="r3", options=one(o_zero=True))
    assert _choice(st, level) == Play(0, P("r0"), target=2)
    st = table(["r0 g1", "b1 b2 b3 b4 b5 b6", "y1 y2 y3"], top="r3", options=one(o_zero=True))
    assert _choice(st, "normal") == Play(0, P("r0"), uno=True)  # its own one card is the smallest


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_U_O_SEVEN_computer_players_turn_the_hands_towards_the_smallest(level):
    st = table(["r7 g1 g2 g3 g4", "b1 b2 b3 b4 b5 b6", "y1 y2"], top="r3", options=one(o_seven=True))
    assert _choice(st, level) == Play(0, P("r7"), spin=1)  # seat 2's hand comes to seat 0 when hands go left


@pytest.mark.parametrize("level", LEVELS)
def test_U_O_TWO_computer_players_play_a_2_in_the_round_or_draw(level):
    st = table(["r2 g5 g6", "b2 b7", "y3 y4"], top="r3", options=one(o_two=True, o_timer=5))
    act(st, Play(0, P("r2")))
    assert _choice(st, level, 1) == Play(1, P("b2"), uno=level != "easy" or _choice(st, level, 1).uno)
    act(st, Play(1, P("b2"), uno=True))
    assert _choice(st, level, 2) == Draw(2)


def test_U_O_the_rules_pages_name_every_rule_and_the_rules_not_played():
    from pathlib import Path

    pages = Path(__file__).resolve().parents[2] / "resources" / "rules"
    for lang, not_played in (("en", "Not played"), ("fr", "Non jouées")):
        page = (pages / f"uno.{lang}.html").read_text(encoding="utf-8")
        assert 'id="olympique"' in page and not_played in page
        for rule in ("DEAL", "DOUBLE", "OVERBID", "ZERO", "SEVEN", "TWO", "ROUND", "TIMER"):
            assert f'<span class="rule-id">U-O-{rule}</span>' in page, (lang, rule)


def test_U_O_the_hard_search_plays_its_futures_by_the_olympique_rules():
    """The fast playouts leave every Olympique table to the rules (a 2's round, a double, an overbid, a 0 or a 7
    change who plays next): they end as the reference path does, on generated positions."""
    import random

    import attrs
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as hs

    from cafegames.games.uno.bots import playout as fast
    from cafegames.games.uno.state import clone
    from tests.uno.helpers import positions
    from tests.uno.test_playout import reference

    tables = ({"scoring": "single", "o_two": True, "o_double": True, "o_overbid": True},
              {"scoring": "single", "o_zero": True, "o_seven": True, "o_round": True})

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(positions(tables), hs.integers(0, 2**16))
    def same(st, seed):
        a, b = clone(st), clone(st)
        reference(a, random.Random(seed))
        fast.playout(b, random.Random(seed))
        assert attrs.asdict(a) == attrs.asdict(b)

    same()
