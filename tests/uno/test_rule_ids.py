"""Rule tests written for the mutants that survived the mutation run (docs/mutation.md): the end of a hand, the
match's end and its places (uno/scoring.py), each named after the rule it checks."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import SetupError
from cafegames.engine.protocol import Event
from cafegames.games.uno.cards import parse
from cafegames.games.uno.options import make_options
from cafegames.games.uno.scoring import blocked_winner, end_hand, final_places
from cafegames.games.uno.state import OVER
from tests.catalogue import said
from tests.uno.helpers import table


def _end(st, winner: int, blocked: bool = False) -> list[Event]:
    ev: list[Event] = []
    end_hand(st, winner, blocked, ev)
    return ev


def _said(ev: list[Event]) -> list[tuple]:
    """Events with their data (an Event's equality ignores its data)."""
    return [(e.kind, e.seat, dict(e.data)) for e in ev]


def test_U_SCORE_reaching_the_target_exactly_wins_the_match():
    st = table(["", "r5 g5 b5 y5"], top="r7", options={"scoring": "official", "target": 100})
    st.scores = [80, 0]
    ev = _end(st, 0)
    assert st.phase == OVER and st.winners == (0,) and st.scores == [100, 0]
    assert _said(ev)[-1] == ("match_end", None, {"winners": (0,), "totals": (100, 0)})


def test_U_SCORE_LOW_a_seat_reaching_the_target_exactly_ends_the_match():
    st = table(["", "r5", "r1"], top="r7", options={"scoring": "low", "target": 100})
    st.scores = [0, 95, 10]
    _end(st, 0)
    assert st.phase == OVER and st.winners == (0,) and st.scores == [0, 100, 11]


def test_U_SCORE_CHALLENGE_a_seat_reaching_the_target_exactly_is_eliminated():
    st = table(["", "r5", "r1"], top="r7", options={"scoring": "challenge", "target": 100})
    st.scores = [0, 95, 10]
    ev = _end(st, 0)
    assert st.out == [False, True, False] and st.phase != OVER
    assert ("eliminated", 1, {"total": 100}) in _said(ev)


def test_U_SCORE_the_hand_end_records_the_row_the_totals_and_the_hands():
    st = table(["", "r5 g2", "r1"], top="r7", options={"scoring": "official", "target": 500})
    st.scores = [10, 0, 0]
    st.hand_no = 3
    ev = _end(st, 0)
    hands = ((), (parse("r5"), parse("g2")), (parse("r1"),))
    hands = tuple(tuple(sorted(h)) for h in hands)
    assert _said(ev)[0] == ("hand_end", 0, {"hand": 3, "blocked": False, "row": (8, 0, 0), "totals": (18, 0, 0),
                                            "hands": hands})
    assert st.last_hand == (0, False, hands, (8, 0, 0))


def test_U_UNO_the_match_end_leaves_no_catch_penalty_or_drawn_card_open():
    st = table(["", "r5"], top="r7", options={"scoring": "single"})
    st.offender, st.pending, st.drawn, st.reveal, st.repeated = 1, 2, parse("r5"), (1,), True
    _end(st, 0)
    assert st.phase == OVER
    assert (st.offender, st.pending, st.drawn, st.reveal, st.repeated) == (-1, 0, -1, (), False)


def test_U_SINGLE_the_winner_is_first_even_when_the_hand_is_worth_no_point():
    # the others hold only zeros: every total is 0, the hand's winner still wins the match
    st = table(["", "r0", "g0"], top="r7", options={"scoring": "single"})
    _end(st, 0)
    assert st.winners == (0,) and st.scores == [0, 0, 0]
    assert final_places(st) == (1, 2, 2)


def test_U_SCORE_places_after_the_winner_go_to_the_highest_totals():
    st = table(["", "", ""], top="r7", options={"scoring": "official", "target": 500})
    st.scores, st.winners = [520, 100, 300], (0,)
    assert final_places(st) == (1, 3, 2)


def test_U_SCORE_CHALLENGE_reaching_the_target_exactly_counts_as_knocked_out_in_that_hand():
    st = table(["", "", ""], top="r7", options={"scoring": "challenge", "target": 100})
    st.winners = (0,)
    # seat 1 reaches exactly 100 in hand 0, seat 2 only in hand 1: seat 2 lasted longer
    st.history, st.scores = [(0, 100, 50), (0, 0, 60)], [0, 100, 110]
    assert final_places(st) == (1, 3, 2)
    # both reach it in hand 1 (seat 1 with exactly 100): the lower total first
    st.history, st.scores = [(0, 99, 50), (0, 1, 60)], [0, 100, 110]
    assert final_places(st) == (1, 2, 3)


def test_U_RESHUFFLE_a_blocked_hand_tie_goes_to_the_first_in_turn_in_the_direction_of_play():
    # seats 1 and 2 hold the same points and as many cards; seat 0 is to play
    st = table(["r9 g9", "r3", "g3"], top="r7", turn=0, direction=1)
    assert blocked_winner(st) == 1
    st.direction = -1
    assert blocked_winner(st) == 2


def test_U_SCORE_an_imagined_hand_end_counts_the_hand_and_deals_none():
    # the bots' search scores a hand it imagines to the end, without dealing the next one
    st = table(["", "r5"], top="r7", options={"scoring": "official", "target": 500})
    st.imagined, st.hand_no = True, 4
    hands = [list(h) for h in st.hands]
    ev = _end(st, 0)
    assert st.hand_no == 5 and st.hands == hands and [e.kind for e in ev] == ["hand_end"]


def test_U_DECK_every_card_has_its_code_its_name_and_its_kind():
    from cafegames.games.uno import cards as K
    from tests.catalogue import said

    codes = sorted({K.text(c) for c in K.standard_deck(False)})
    assert len(codes) == 54 and all(K.text(K.parse(t)) == t for t in codes)
    assert {"r9", "rS", "rR", "rD", "b0", "W", "W4"} <= set(codes)
    names = {t: said(K.name(K.parse(t))) for t in ("r0", "r9", "yS", "gR", "bD", "W", "W4")}
    assert names == {"r0": "red 0", "r9": "red 9", "yS": "yellow Skip", "gR": "green Reverse",
                     "bD": "blue Draw Two", "W": "Wild", "W4": "Wild Draw Four"}
    assert [K.is_action(K.parse(t)) for t in ("b9", "bS", "bR", "bD")] == [False, True, True, True]


def test_U_TEAMS_partners_and_teams_are_scored_the_official_way_only():
    for teams in ("partners", "teams"):
        for scoring in ("low", "challenge"):
            with pytest.raises(SetupError) as err:
                make_options({"teams": teams, "scoring": scoring}, 4)
            assert said(err.value.message).startswith("Teams are scored the official way (or a single hand)")
        assert make_options({"teams": teams, "scoring": "official"}, 4).teams == teams
