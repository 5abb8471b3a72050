"""Café's scoring is stated once (`rules.genders_fit`, `rules.table_score`, `rules.final_penalty`); the fast listing
of every turn (`Law.placements`, which the bots run thousands of times) reads it through look-up tables over
per-table counts, the checking of one turn (`Law.check`) on the chairs themselves. These properties hold the two
together on many random positions: the listing is exactly the set of turns `check` accepts, with the same points
and tables of compatriots. A slip in either (a count, a table of compatriots, the gender rule) breaks them."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cafegames.engine.seats import Seat
from cafegames.games.cafe.board import EMPTY, JOKER_NATION, is_joker
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.rules import (
    CARD_PENALTY,
    COMPATRIOTS_POINTS,
    JOKER_PENALTY,
    Placement,
    final_penalty,
    genders_fit,
    table_score,
)
from cafegames.games.cafe.state import CafeOptions

LAW = GAME.law
KINDS = 26  # 12 nations × 2 genders, and the two jokers


def position(seed: int, turns: int) -> list[int]:
    """The chairs after `turns` random legal turns of a 3-seat game (a board the law allows)."""
    r = random.Random(seed)
    s = GAME.setup(CafeOptions(), [Seat("A"), Seat("B"), Seat("C")], seed)
    for _ in range(turns):
        if s.over:
            break
        GAME.apply(s, r.choice(GAME.legal_actions(s, s.turn)))
    return list(s.chairs)


def reference(chairs: list[int], hand: list[int]) -> dict[tuple[tuple[int, int], ...], Placement]:
    """Every C-SEAT turn `Law.check` accepts, by brute force: each guest kind of the hand on each chair, and each
    second guest on each chair after a first step that does not already break the law on its own."""
    kinds = sorted(set(hand))
    out: dict[tuple[tuple[int, int], ...], Placement] = {}
    firsts = []
    for g in kinds:
        for c in range(len(chairs)):
            placed, _ = LAW.check(chairs, hand, [(g, c)])
            if placed is not None:
                out[((g, c),)] = placed
            if LAW.check(chairs, hand, [(g, c)], partial=True)[0] is not None:
                firsts.append((g, c))
    left = Counter(hand)
    for g, c in firsts:
        for g2 in kinds:
            if left[g2] - (g2 == g) <= 0:
                continue
            for c2 in range(len(chairs)):
                if c2 == c or chairs[c2] != EMPTY or not LAW.accepts[c2] & LAW.nation_mask(g2):
                    continue  # refused by `check` at once (taken, or not the chair's nation): skipped for speed
                placed, _ = LAW.check(chairs, hand, [(g, c), (g2, c2)])
                if placed is not None:
                    out[((g, c), (g2, c2))] = placed
    return out


positions = st.tuples(st.integers(0, 10_000), st.integers(0, 45))
hands = st.lists(st.integers(0, KINDS - 1), min_size=1, max_size=5)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions, hands)
def test_the_fast_listing_is_every_turn_check_accepts_with_the_same_points(where, hand):
    chairs = position(*where)
    before = list(chairs)
    listed = {tuple((s.guest, s.chair) for s in p.steps): p for p in LAW.placements(chairs, hand, ordered=True)}
    assert chairs == before  # the listing puts back what it tries
    assert listed == reference(chairs, hand)


@settings(max_examples=60, deadline=None)
@given(positions, hands)
def test_a_turn_scores_what_each_touched_table_scores_by_the_rule(where, hand):
    """Each step's points are the sum of `table_score` over the chair's tables, counted from the chairs after it
    (and a table completed is one of compatriots then, not before)."""
    chairs = position(*where)
    for p in LAW.placements(chairs, hand):
        after = list(chairs)
        for step in p.steps:
            before = list(after)
            after[step.chair] = step.guest
            expected = 0
            for t in GAME.board.chairs[step.chair].tables:
                guests = [after[c] for c in GAME.board.tables[t].chairs if after[c] != EMPTY]
                ours = sum(1 for g in guests if g >> 1 in (GAME.board.tables[t].nation, JOKER_NATION))
                expected += table_score(len(guests), ours)
                women = sum(1 for g in guests if not g & 1)
                assert genders_fit(women, len(guests) - women)
            assert step.points == expected
            assert set(step.compatriots) == {t for t in GAME.board.chairs[step.chair].tables
                                             if LAW.compatriots(after, t) and not LAW.compatriots(before, t)}
        assert p.points == sum(s.points for s in p.steps)


def test_the_rules_on_counts_say_what_the_reference_says():
    """C-GENDER: one guest alone, or 1–2 women with 1–2 men; C-SCORE: 0, 2, 3, 4 guests, 8 for compatriots."""
    assert [(w, m) for w in range(5) for m in range(5) if w + m <= 4 and genders_fit(w, m)] == [
        (0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)]
    assert [table_score(n, 0) for n in range(5)] == [0, 0, 2, 3, 4]
    assert table_score(4, 4) == COMPATRIOTS_POINTS == 8 and table_score(4, 3) == 4 and table_score(3, 3) == 3


@given(st.lists(st.integers(0, KINDS - 1), max_size=5))
def test_the_final_penalty_is_five_a_guest_and_ten_a_joker(hand):
    jokers = sum(1 for g in hand if is_joker(g))
    assert final_penalty(hand) == (len(hand) - jokers, jokers, 5 * (len(hand) - jokers) + 10 * jokers)
    assert (CARD_PENALTY, JOKER_PENALTY) == (5, 10)
