"""Rotating partners (U-P-ROTATE, Qt-free): four players, four hands with each of the other three as partner.

Hands 1–4 the partners sit across (seats 1 and 3, 2 and 4), hands 5–8 side by side (1 and 2, 3 and 4), hands 9–12
the other way round (1 and 4, 2 and 3); with several rounds the cycle starts again. A hand is scored as U-PARTNERS
(the winning pair scores both opposing hands) and, our reading of "each player keeps track of his points scored in
each partnership", both partners of the winning pair write those points in their own column: a player's total is
what their partnerships won with them. After the last hand the highest total wins.
"""

from __future__ import annotations

HANDS_PER_PARTNER = 4
SEATS = 4
# The team of each seat in the three partnerships: across, side by side, and the other way round.
PAIRINGS: tuple[tuple[int, ...], ...] = ((0, 1, 0, 1), (0, 0, 1, 1), (0, 1, 1, 0))
HANDS_PER_ROUND = HANDS_PER_PARTNER * len(PAIRINGS)


def pairing(hand_no: int) -> int:
    """Which of the three partnerships plays hand `hand_no` (1-based)."""
    return (hand_no - 1) // HANDS_PER_PARTNER % len(PAIRINGS)


def teams_for_hand(hand_no: int) -> tuple[int, ...]:
    """The team of each seat in hand `hand_no`."""
    return PAIRINGS[pairing(hand_no)]


def partner(hand_no: int, seat: int) -> int:
    """The seat partnering `seat` in hand `hand_no`."""
    team = teams_for_hand(hand_no)
    return next(s for s in range(SEATS) if s != seat and team[s] == team[seat])


def last_hand(rounds: int) -> int:
    return HANDS_PER_ROUND * rounds


def next_change(hand_no: int, rounds: int) -> int:
    """The first hand with other partners after hand `hand_no`, or 0 when the match ends before it."""
    change = (hand_no - 1) // HANDS_PER_PARTNER * HANDS_PER_PARTNER + HANDS_PER_PARTNER + 1
    return change if change <= last_hand(rounds) else 0


def partner_in(pairing_no: int, seat: int) -> int:
    """The seat partnering `seat` in the partnership `pairing_no` (an index of PAIRINGS)."""
    team = PAIRINGS[pairing_no]
    return next(s for s in range(SEATS) if s != seat and team[s] == team[seat])


def blocks(history: list[tuple[int, ...]] | tuple[tuple[int, ...], ...]) -> list[tuple[int, int, int]]:
    """The hands played, four by four as the partners kept them: (first hand, last hand, partnership index)."""
    return [(h + 1, min(h + HANDS_PER_PARTNER, len(history)), pairing(h + 1))
            for h in range(0, len(history), HANDS_PER_PARTNER)]


def by_partnership(history: list[tuple[int, ...]] | tuple[tuple[int, ...], ...], seat: int) -> list[int]:
    """`seat`'s points in each of its three partnerships (in the order of PAIRINGS), from the hands' rows."""
    out = [0] * len(PAIRINGS)
    for i, row in enumerate(history):
        out[pairing(i + 1)] += row[seat]
    return out
