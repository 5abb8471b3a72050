"""An independent referee written straight from the reference text (../shared/rules/cafe-international.md), compared
with GAME.legal_actions at positions of random games. It shares nothing with rules.py but the board data: each rule
is re-stated as plainly as possible (C-NATION, C-GENDER after each guest, C-ALONE over the whole board at the end of
the turn, C-OPENING, C-MUSTSCORE, C-TOBAR, C-SWAP, C-NOMOVE), so a slip in the fast listing or in `Law.check` shows
up as a move one side allows and the other refuses."""

from __future__ import annotations

import random

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import EMPTY
from cafegames.games.cafe.game import GAME

B = GAME.board


def nation(g: int) -> int:
    return g >> 1


def joker(g: int) -> bool:
    return g >= 24


def nation_ok(c: int, g: int) -> bool:  # C-NATION
    return joker(g) or any(B.tables[t].nation == nation(g) for t in B.chairs[c].tables)


def at_table(chairs: list[int], t: int) -> list[int]:
    return [chairs[c] for c in B.tables[t].chairs if chairs[c] != EMPTY]


def gender_ok(chairs: list[int], t: int) -> bool:  # C-GENDER
    guests = at_table(chairs, t)
    women = sum(1 for g in guests if g % 2 == 0)
    return len(guests) < 2 or (1 <= women <= 2 and 1 <= len(guests) - women <= 2)


def points(chairs: list[int], t: int) -> int:  # C-SCORE at one table
    guests = at_table(chairs, t)
    if len(guests) < 2:
        return 0
    if len(guests) == 4 and all(joker(g) or nation(g) == B.tables[t].nation for g in guests):
        return 8
    return len(guests)


def lone_guest_breaks_the_law(chairs: list[int], t: int, opening: int) -> bool:  # C-ALONE, C-OPENING
    seated = [c for c in B.tables[t].chairs if chairs[c] != EMPTY]
    if len(seated) != 1 or seated[0] == opening:
        return False
    return not any(o != t and len(at_table(chairs, o)) >= 2 for o in B.chairs[seated[0]].tables)


def seat_turn_ok(board: list[int], hand: list[int], steps: list[tuple[int, int]], opening: int) -> bool:
    chairs, left, scored = list(board), list(hand), []
    empty_board = all(g == EMPTY for g in chairs)
    for g, c in steps:
        if g not in left or chairs[c] != EMPTY or not nation_ok(c, g):
            return False
        left.remove(g)
        chairs[c] = g
        if not all(gender_ok(chairs, t) for t in B.chairs[c].tables):
            return False
        scored.append(sum(points(chairs, t) for t in B.chairs[c].tables))
    if empty_board and len(steps) == 1:
        opening = steps[0][1]
    if any(lone_guest_breaks_the_law(chairs, t, opening) for t in range(len(B.tables))):
        return False
    if len(steps) == 1:  # C-MUSTSCORE, except C-OPENING
        return scored[0] > 0 or empty_board
    (_, c1), (_, c2) = steps
    same_table = set(B.chairs[c1].tables) & set(B.chairs[c2].tables)
    return scored[1] > 0 and (scored[0] > 0 or bool(same_table))


def referee(state, seat: int) -> set:
    hand = state.hands[seat]
    kinds = sorted(set(hand))
    free = [c for c in range(len(B.chairs)) if state.chairs[c] == EMPTY]
    out: set = set()
    for g in kinds:
        for c in free:
            if seat_turn_ok(state.chairs, hand, [(g, c)], state.opening):
                out.add(Place(seat, g, c))
            for g2 in kinds:
                for c2 in free:
                    if c2 != c and seat_turn_ok(state.chairs, hand, [(g, c), (g2, c2)], state.opening):
                        out.add(Place(seat, g, c, g2, c2))
    if len(state.bar) < 20:  # C-TOBAR
        out |= {ToBar(seat, g) for g in kinds if not joker(g)}
    for c, j in enumerate(state.chairs):  # C-SWAP
        if j != EMPTY and joker(j):
            out |= {Swap(seat, c, g) for g in kinds if not joker(g) and g % 2 == j % 2 and nation_ok(c, g)}
    return out or {Pass(seat)}  # C-NOMOVE


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_C_LAW_legal_actions_equal_an_independent_referee(seed):
    r = random.Random(seed)
    checked = 0
    for _ in range(3):
        seats = [Seat(f"P{i}", "computer", r.choice(["random", "normal"])) for i in range(r.randint(2, 4))]
        m = Match(GAME, {}, seats, r.randrange(10**9))
        while not m.is_over():
            s = m.state
            if r.random() < 0.3:
                mine, ref = set(GAME.legal_actions(s, s.turn)), referee(s, s.turn)
                assert mine == ref, (sorted(mine - ref, key=repr)[:5], sorted(ref - mine, key=repr)[:5])
                checked += 1
            m.act(m.bot_action())
    assert checked > 20
