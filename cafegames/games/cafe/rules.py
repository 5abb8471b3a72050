"""The seating law and scoring on a bare position (C-LAW, C-NATION, C-GENDER, C-ALONE, C-OPENING, C-MUSTSCORE,
C-SCORE, and C-FINAL's penalty), shared by the game, the bots and the scene: every rule that counts is stated
once here (`genders_fit`, `table_score`, `final_penalty`), and both the checking of one turn (`Law.check`) and
the fast listing of every turn (`Law.placements`) read it.

A position here is just the list of 68 chairs (a guest or EMPTY) plus a hand; functions that try a guest on a
chair put it there and take it back before returning, so callers see the list unchanged.

Readings of the reference (see also the report / rules page):
- Nation and gender are checked after each placed guest, in the order given; the lone-guest rule at the end of
  the turn. For two guests, the order can matter for legality (a woman then a man at a table with one woman is
  refused; a man then a woman is fine), never for the points: a table reaching n+1 then n+2 guests scores the
  same whichever guest came first.
- C-ALONE and C-MUSTSCORE are checked on the tables the turn touched. The only lone guest the board may keep
  is the one seated by C-OPENING.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.games.cafe.board import (
    EMPTY,
    JOKER_NATION,
    NATIONS,
    WOMAN,
    Board,
    gender_of,
    guest_name,
    is_joker,
    nation_name,
    nation_of,
)

CTX = "Cafe"
COMPATRIOTS_POINTS = 8
CARD_PENALTY, JOKER_PENALTY = 5, 10  # C-FINAL, per guest left in hand


# ---------------------------------------------------------------- C-GENDER, C-SCORE, C-FINAL on counts
# The one statement of each rule: `Law` applies them to a list of chairs, and its fast listing (`placements`) to
# per-table counts it keeps up to date as guests are tried (tests/cafe/test_scoring.py checks the two against
# each other on random positions).

def genders_fit(women: int, men: int) -> bool:
    """C-GENDER: a table holds one guest, or 1–2 women with 1–2 men."""
    return women + men < 2 or (1 <= women <= 2 and 1 <= men <= 2)


def full_of_compatriots(guests: int, compatriots: int) -> bool:
    """A table of compatriots: four guests, all of the table's nation (`compatriots` counts them, jokers
    included)."""
    return guests == 4 and compatriots == 4


def table_score(guests: int, compatriots: int) -> int:
    """C-SCORE at one table of `guests` guests, `compatriots` of them of its nation or jokers: 0 for one guest,
    2/3/4 for 2/3/4 guests, COMPATRIOTS_POINTS for a table of compatriots."""
    if guests < 2:
        return 0
    return COMPATRIOTS_POINTS if full_of_compatriots(guests, compatriots) else guests


# The same rules as look-up tables over a table's counts (a table has four chairs), for the fast listing: indexing
# costs less than a call, and the listing runs thousands of times in a hard player's look-ahead.
_COUNTS = range(5)
_FITS = tuple(tuple(genders_fit(w, m) for m in _COUNTS) for w in _COUNTS)  # [women][men]
_SCORE = tuple(tuple(table_score(n, k) for k in _COUNTS) for n in _COUNTS)  # [guests][compatriots]
_FULL = tuple(tuple(full_of_compatriots(n, k) for k in _COUNTS) for n in _COUNTS)  # [guests][compatriots]


def final_penalty(hand: Sequence[int]) -> tuple[int, int, int]:
    """C-FINAL: (guests, jokers, points lost) for what is left in `hand` at the end."""
    jokers = sum(1 for g in hand if is_joker(g))
    cards = len(hand) - jokers
    return cards, jokers, cards * CARD_PENALTY + jokers * JOKER_PENALTY


class Step(NamedTuple):
    """One guest put on one chair, with the points it scored there (C-SCORE) and the tables of compatriots it
    completed. (Named tuples: the listing builds hundreds of these per call.)"""

    guest: int
    chair: int
    points: int
    compatriots: tuple[int, ...] = ()


class Placement(NamedTuple):
    """A legal C-SEAT turn: one or two steps in the order they are made, their points and tables of
    compatriots."""

    steps: tuple[Step, ...]
    points: int
    compatriots: int


def placement(steps: Sequence[Step]) -> Placement:
    return Placement(tuple(steps), sum(s.points for s in steps), sum(len(s.compatriots) for s in steps))


class Law:
    """Fast look-ups over one board: which tables a chair touches, which chairs a nation may use."""

    def __init__(self, board: Board):
        self.board = board
        self.chair_tables = tuple(c.tables for c in board.chairs)
        self.table_chairs = tuple(t.chairs for t in board.tables)
        self.table_nation = tuple(t.nation for t in board.tables)
        self.accepts = tuple(c.accepts for c in board.chairs)
        all_chairs = tuple(range(len(board.chairs)))
        self.nation_chairs = tuple(
            tuple(c for c in all_chairs if board.chairs[c].accepts >> n & 1) for n in range(JOKER_NATION)
        ) + (all_chairs,)

    @staticmethod
    def nation_mask(guest: int) -> int:
        """The accept-mask bits a chair needs to take `guest` (all bits for a joker)."""
        return (1 << 12) - 1 if guest >> 1 == JOKER_NATION else 1 << (guest >> 1)

    # ---------------------------------------------------------------- tables

    def count(self, chairs: Sequence[int], t: int) -> int:
        return sum(1 for c in self.table_chairs[t] if chairs[c] != EMPTY)

    def tally(self, chairs: Sequence[int], t: int) -> tuple[int, int, int]:
        """(women, men, guests of the table's nation or jokers) at table `t`: what the rules on counts read."""
        nation = self.table_nation[t]
        w = m = comp = 0
        for c in self.table_chairs[t]:
            g = chairs[c]
            if g != EMPTY:
                if g & 1:
                    m += 1
                else:
                    w += 1
                if g >> 1 == nation or g >> 1 == JOKER_NATION:
                    comp += 1
        return w, m, comp

    def gender_ok(self, chairs: Sequence[int], t: int) -> bool:
        w, m, _ = self.tally(chairs, t)
        return genders_fit(w, m)

    def gender_problem(self, chairs: Sequence[int], t: int) -> Message | None:
        """C-GENDER, in words (None when the table is fine)."""
        w, m, _ = self.tally(chairs, t)
        if genders_fit(w, m):
            return None
        if w > 2:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A table cannot have three women."))
        if m > 2:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A table cannot have three men."))
        if m == 0:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A table cannot have only women: seat a man with them."))
        return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A table cannot have only men: seat a woman with them."))

    def compatriots(self, chairs: Sequence[int], t: int) -> bool:
        """A full table whose four guests are all of its nation, jokers counting as that nation."""
        w, m, comp = self.tally(chairs, t)
        return full_of_compatriots(w + m, comp)

    def table_points(self, chairs: Sequence[int], t: int) -> int:
        """C-SCORE at table `t` as the chairs stand (`table_score`)."""
        w, m, comp = self.tally(chairs, t)
        return table_score(w + m, comp)

    def chair_points(self, chairs: Sequence[int], c: int) -> int:
        """What the guest just seated on `c` scores: the sum over the chair's tables."""
        return sum(self.table_points(chairs, t) for t in self.chair_tables[c])

    def alone_ok(self, chairs: Sequence[int], t: int) -> bool:
        """C-ALONE: a table with exactly one guest is fine only if that guest's chair is shared with a table
        holding two or more guests."""
        seated = [c for c in self.table_chairs[t] if chairs[c] != EMPTY]
        if len(seated) != 1:
            return True
        return any(o != t and self.count(chairs, o) >= 2 for o in self.chair_tables[seated[0]])

    # ---------------------------------------------------------------- checking one turn

    def nation_problem(self, chair: int, guest: int) -> Message | None:
        """C-NATION, in words."""
        if is_joker(guest) or self.accepts[chair] >> nation_of(guest) & 1:
            return None
        names = [nation_name(NATIONS[self.table_nation[t]]) for t in self.chair_tables[chair]]
        if len(names) == 1 or names[0] == names[1]:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "This chair is for guests from {nation} (or a joker)."),
                       nation=names[0])
        return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "This chair is for guests from {a} or {b} (or a joker)."),
                   a=names[0], b=names[1])

    def check(self, chairs: list[int], hand: Sequence[int], steps: Sequence[tuple[int, int]],
              partial: bool = False) -> tuple[Placement | None, Message | None]:
        """Try a C-SEAT turn of one or two (guest, chair) steps on `chairs` (restored before returning).

        Returns (the placement with its points, None) or (None, the rule that forbids it). With `partial`, a
        single step is judged as the first of two: it only has to respect nation and gender."""
        if not 1 <= len(steps) <= 2:
            return None, msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Seat one or two guests."))
        board_empty = all(g == EMPTY for g in chairs)
        left = Counter(hand)
        placed: list[int] = []
        done: list[Step] = []
        try:
            for guest, chair in steps:
                if not 0 <= chair < len(chairs):
                    return None, msg(CTX, QT_TRANSLATE_NOOP("Cafe", "There is no such chair."))
                if left[guest] <= 0:
                    return None, msg(CTX, QT_TRANSLATE_NOOP("Cafe", "You do not hold {guest}."),
                                     guest=guest_name(guest) if 0 <= guest < 26 else str(guest))
                if chairs[chair] != EMPTY:
                    return None, msg(CTX, QT_TRANSLATE_NOOP("Cafe", "This chair is already taken."))
                problem = self.nation_problem(chair, guest)
                if problem:
                    return None, problem
                before = {t: self.compatriots(chairs, t) for t in self.chair_tables[chair]}
                chairs[chair] = guest
                placed.append(chair)
                left[guest] -= 1
                for t in self.chair_tables[chair]:
                    problem = self.gender_problem(chairs, t)
                    if problem:
                        return None, problem
                comp = tuple(t for t in self.chair_tables[chair] if not before[t] and self.compatriots(chairs, t))
                done.append(Step(guest, chair, self.chair_points(chairs, chair), comp))
            if partial and len(steps) == 1:
                return placement(done), None
            problem = self._score_problem(done, board_empty)
            if problem:
                return None, problem
            opening = board_empty and len(done) == 1
            for t in {t for c in placed for t in self.chair_tables[c]}:
                if not opening and not self.alone_ok(chairs, t):
                    return None, self._alone_problem(chairs, t)
            return placement(done), None
        finally:
            for c in placed:
                chairs[c] = EMPTY

    def _alone_problem(self, chairs: Sequence[int], t: int) -> Message:
        """C-ALONE, in words that agree with the guest left alone (a woman: "une cliente … seule")."""
        lone = next(chairs[c] for c in self.table_chairs[t] if chairs[c] != EMPTY)
        if gender_of(lone) == WOMAN:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A guest cannot stay alone at a table, unless their chair is "
                                                      "shared with a table where they join a group.", "woman"))
        return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "A guest cannot stay alone at a table, unless their chair is shared "
                                                  "with a table where they join a group."))

    def _score_problem(self, done: list[Step], board_empty: bool) -> Message | None:
        """C-MUSTSCORE (with its C-OPENING exception)."""
        first = done[0]
        if len(done) == 1:
            if first.points == 0 and not board_empty:
                return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Seat a second guest at this empty table in the same "
                                                          "turn."))
            return None
        second = done[1]
        if first.points == 0 and not set(self.chair_tables[first.chair]) & set(self.chair_tables[second.chair]):
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Seat a second guest at this empty table in the same turn."))
        if second.points == 0:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "Every guest must score: seat {guest} next to other guests."),
                       guest=guest_name(second.guest))
        return None

    # ---------------------------------------------------------------- listing every legal turn

    def placements(self, chairs: list[int], hand: Sequence[int], ordered: bool = False) -> list[Placement]:
        """Every legal C-SEAT turn for `hand`: singles and doubles, guests of the same kind counted once.

        A double that is legal in both orders is listed once (lower chair first) unless `ordered`, which the
        scene uses to offer every first step a player may begin with. Works on per-table counts of women, men
        and compatriots, updated as guests are tried, so a hand with two jokers stays fast; a test checks it
        against `check` on random positions."""
        counts = Counter(hand)
        kinds = sorted(counts)
        chair_tables = self.chair_tables
        table_chairs = self.table_chairs
        tn = self.table_nation
        nt = len(table_chairs)
        women, men, comp = [0] * nt, [0] * nt, [0] * nt

        def add(g: int, c: int, d: int) -> None:
            n = g >> 1
            for t in chair_tables[c]:
                if g & 1:
                    men[t] += d
                else:
                    women[t] += d
                if n == tn[t] or n == JOKER_NATION:
                    comp[t] += d

        fits_at, score_at, full_at = _FITS, _SCORE, _FULL  # closure cells: read faster than globals

        def fits(c: int) -> bool:  # C-GENDER on the chair's tables
            for t in chair_tables[c]:  # noqa: SIM110 (a loop costs less than all() over a generator, here)
                if not fits_at[women[t]][men[t]]:
                    return False
            return True

        def score(c: int) -> tuple[int, tuple[int, ...]]:  # C-SCORE, and the tables of compatriots completed
            total = 0
            done: tuple[int, ...] = ()
            for t in chair_tables[c]:
                n, k = women[t] + men[t], comp[t]
                total += score_at[n][k]
                if full_at[n][k]:
                    done += (t,)
            return total, done

        for c, g in enumerate(chairs):
            if g != EMPTY:
                add(g, c, 1)
        board_empty = all(g == EMPTY for g in chairs)
        base_near = {c for t in range(nt) if women[t] + men[t] >= 1 for c in table_chairs[t] if chairs[c] == EMPTY}
        firsts: list[Step] = []
        for g in kinds:
            for c in self.nation_chairs[g >> 1]:
                if chairs[c] != EMPTY:
                    continue
                add(g, c, 1)
                if fits(c):
                    p, done = score(c)
                    firsts.append(Step(g, c, p, done))
                add(g, c, -1)
        out: list[Placement] = []
        doubles: dict[tuple[int, int, int, int], tuple[int, tuple[int, ...]]] = {}
        for s1 in firsts:
            g, c, p = s1.guest, s1.chair, s1.points
            if p > 0 or board_empty:
                out.append(Placement((s1,), p, len(s1.compatriots)))
            ts1 = chair_tables[c]
            own_near = {c2 for t in ts1 for c2 in table_chairs[t] if chairs[c2] == EMPTY and c2 != c}
            near = sorted(own_near if p == 0 else (base_near | own_near) - {c})
            chairs[c] = g
            add(g, c, 1)
            for g2 in kinds:
                if counts[g2] - (g2 == g) <= 0:
                    continue
                mask_ok = self.nation_mask(g2)
                for c2 in near:
                    if not self.accepts[c2] & mask_ok:
                        continue
                    add(g2, c2, 1)
                    # C-ALONE needs no test here: with both guests scoring (the first one at least at the
                    # second one's table), every touched table with one guest is on a chair shared with a
                    # group. `check` still tests it for moves that come from outside.
                    if fits(c2):
                        p2, done2 = score(c2)
                        if p2 > 0:
                            doubles[(g, c, g2, c2)] = (p2, done2)
                    add(g2, c2, -1)
            add(g, c, -1)
            chairs[c] = EMPTY
        first_of = {(s1.guest, s1.chair): s1 for s1 in firsts}
        for (g, c, g2, c2), (p2, done2) in doubles.items():
            if ordered or c < c2 or (g2, c2, g, c) not in doubles:
                s1 = first_of[(g, c)]
                out.append(Placement((s1, Step(g2, c2, p2, done2)), s1.points + p2,
                                     len(s1.compatriots) + len(done2)))
        return out

    def problem_at(self, chairs: list[int], guest: int, chair: int) -> Message | None:
        """Why `guest` cannot sit on `chair` at all right now (nation, gender, taken), or None."""
        if chairs[chair] != EMPTY:
            return msg(CTX, QT_TRANSLATE_NOOP("Cafe", "This chair is already taken."))
        problem = self.nation_problem(chair, guest)
        if problem:
            return problem
        chairs[chair] = guest
        try:
            for t in self.chair_tables[chair]:
                problem = self.gender_problem(chairs, t)
                if problem:
                    return problem
        finally:
            chairs[chair] = EMPTY
        return None

    def has_chair(self, chairs: list[int], guest: int) -> bool:
        """Whether some empty chair may take `guest` now (nation and gender: `problem_at`); a guest with none
        will cost a bar seat or the final penalty (the bots' judgement of a hand)."""
        return any(chairs[c] == EMPTY and self.problem_at(chairs, guest, c) is None
                   for c in self.nation_chairs[guest >> 1])

    def board_problems(self, chairs: Sequence[int], opening: int) -> list[str]:
        """Every breach of the law on a whole board (for tests and the soak): nation, gender, lone guests."""
        out = []
        for c, g in enumerate(chairs):
            if g != EMPTY and not (is_joker(g) or self.accepts[c] >> nation_of(g) & 1):
                out.append(f"chair {c}: nation")
        for t in range(len(self.table_chairs)):
            if not self.gender_ok(chairs, t):
                out.append(f"table {t}: gender")
            if not self.alone_ok(chairs, t) and opening not in self.table_chairs[t]:
                out.append(f"table {t}: alone")
        return out

