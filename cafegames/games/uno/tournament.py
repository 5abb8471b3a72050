"""The two-table tournament (U-P-TOURNAMENT, Qt-free): eight players, two tables of partners, 28 hands a table.

Our reading of "play two separate games at two tables … every other player as a partner for four hands each (a
total of 28 hands)" on one screen: the two tables' hands alternate — table 1's hand 1, table 2's hand 1, table 1's
hand 2, … 56 hands in all — and the engine sees one match of eight seats in which a hand involves the four seats of
its table only (`UnoState.order`; the other four hold no cards and never act in it).

The schedule is seven rounds of four hands. In each round the eight players form four pairs, two pairs at each
table, partners sitting across; over the seven rounds each player partners each other player once (four hands)
and — a whist tournament, our choice where the text says nothing — meets each other player as an opponent in two
rounds. Round r is the base round `BASE` with every player but the eighth moved on by r (mod 7). In a round the
deal passes to the left within each table, so each player deals one hand of the four.

Scoring is U-P-ROTATE's: the winning pair scores both opposing hands and both partners write the points in their
own column (a seat not at the hand's table writes 0); after the 56th hand the highest total wins (ties share).
"""

from __future__ import annotations

SEATS = 8
TABLES = 2
TABLE_SEATS = 4
HANDS_PER_PARTNER = 4
ROUNDS = SEATS - 1
HANDS_PER_TABLE = HANDS_PER_PARTNER * ROUNDS  # 28
LAST_HAND = HANDS_PER_TABLE * TABLES  # 56
# Round 0: at each table two pairs, ((partner, partner), (partner, partner)); 7 is the player who does not move.
BASE: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (((0, 1), (2, 4)), ((3, 6), (5, 7)))


def _moved(seat: int, rnd: int) -> int:
    return seat if seat == SEATS - 1 else (seat + rnd) % (SEATS - 1)


def table_of(hand_no: int) -> int:
    """The table (0 or 1) that plays match hand `hand_no` (1-based): the tables take turns."""
    return (hand_no - 1) % TABLES


def table_hand(hand_no: int) -> int:
    """The hand's number at its table, 1–28."""
    return (hand_no - 1) // TABLES + 1


def round_of(hand_no: int) -> int:
    """The round (0–6) of match hand `hand_no`: the partners change every four hands of a table."""
    return (table_hand(hand_no) - 1) // HANDS_PER_PARTNER


def seating(rnd: int, table: int) -> tuple[int, int, int, int]:
    """The four seats of `table` in round `rnd`, in table order (to the left): partners sit across."""
    (a0, a1), (b0, b1) = BASE[table]
    return tuple(_moved(s, rnd) for s in (a0, b0, a1, b1))  # type: ignore[return-value]


def order(hand_no: int) -> list[int]:
    """The seats in play in match hand `hand_no`, in table order."""
    return list(seating(round_of(hand_no), table_of(hand_no)))


def dealer(hand_no: int) -> int:
    """The dealer of match hand `hand_no`: the deal passes to the left within the table, so in a round each of its
    four players deals once (the first seat of the table order deals its first hand)."""
    return order(hand_no)[(table_hand(hand_no) - 1) % TABLE_SEATS]


def teams_for_round(rnd: int) -> tuple[int, ...]:
    """The pair of each seat in round `rnd`: 0 and 1 at table 1, 2 and 3 at table 2."""
    team = [0] * SEATS
    for t in range(TABLES):
        seats = seating(rnd, t)
        for i, s in enumerate(seats):
            team[s] = 2 * t + i % 2
    return tuple(team)


def teams_for_hand(hand_no: int) -> tuple[int, ...]:
    return teams_for_round(round_of(hand_no))


def partner_in(rnd: int, seat: int) -> int:
    """The seat partnering `seat` in round `rnd`."""
    for t in range(TABLES):
        seats = seating(rnd, t)
        if seat in seats:
            return seats[(seats.index(seat) + 2) % TABLE_SEATS]
    raise ValueError(seat)


def partner(hand_no: int, seat: int) -> int:
    return partner_in(round_of(hand_no), seat)


def table_in(rnd: int, seat: int) -> int:
    """The table (0 or 1) where `seat` plays in round `rnd`."""
    return 0 if seat in seating(rnd, 0) else 1


def next_change(hand_no: int) -> int:
    """The table's first hand (1–28) with other partners after match hand `hand_no`, or 0 after the last round."""
    change = (round_of(hand_no) + 1) * HANDS_PER_PARTNER + 1
    return change if change <= HANDS_PER_TABLE else 0


def by_round(history: list[tuple[int, ...]] | tuple[tuple[int, ...], ...], seat: int) -> list[int]:
    """`seat`'s points in each round played (with its partner of that round), from the hands' rows."""
    out: list[int] = []
    for i, row in enumerate(history):
        rnd = round_of(i + 1)
        if rnd == len(out):
            out.append(0)
        out[rnd] += row[seat]
    return out


def rounds_played(history: list[tuple[int, ...]] | tuple[tuple[int, ...], ...]) -> int:
    return round_of(len(history)) + 1 if history else 0
