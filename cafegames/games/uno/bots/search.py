"""The hard UNO player's search: determinized Monte Carlo over its own view.

For a decision with several sensible choices the hard bot imagines the hidden cards many times over — the other
hands and the draw pile, dealt from the cards it has not seen (deck minus its hand minus the discard pile), each
hand its public size, no card of a colour a seat was seen to lack (it drew on that colour and has not taken a
card since) — and plays every choice out to the end of the hand on each imagined deal, every seat playing as the
normal level does (`playout.py`). All choices meet the same deals and the same luck afterwards
(common random numbers), so the comparison is about the choice, not about who was dealt what. It picks the choice
with the best average outcome (`hand_value`: the hand won, the points it brings, the match when it ends).

It never sees the real state: `Sampler` is built from the view alone, so two states that give the same view give
the same samples (same seed), and the same choice.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from cafegames.engine.bots import Deadline
from cafegames.games.uno import rules
from cafegames.games.uno.actions import Play, UnoAction
from cafegames.games.uno.bots.inference import TableTracker, Tracker
from cafegames.games.uno.bots.playout import playout
from cafegames.games.uno.cards import COLOUR, IS_WILD, deck_for, points
from cafegames.games.uno.legal import holds_colour
from cafegames.games.uno.state import OVER, PHASES, UnoState, UnoView, clone

TRIES = 12  # imagined deals weighed against the opponent's plays for each one played out
MATCH_WEIGHT = 3.0  # a match won or lost in this hand, against about one hand's worth of points (100)


class Sampler:
    """Deals the hidden cards of one view at random, consistently with what the seat knows."""

    def __init__(self, view: UnoView, forbid: dict[int, frozenset[int]] | None = None,
                 held: dict[int, list[int]] | None = None):
        self.view = view
        self.forbid = forbid or {}  # per seat, cards it surely does not hold (besides the colours it lacks)
        me = view.seat
        pool = deck_for(view.options.box, view.options.downpour)
        for c in view.hand:
            pool.remove(c)
        for c in view.discard:
            pool.remove(c)
        # U-X-SHOW: the hands shown to the table are still held (only draws happen until the next play)
        self.known: dict[int, list[int]] = {}
        if view.shown:
            for s in view.order:
                if s != me:
                    self.known[s] = list(view.shown[s])
                    for c in view.shown[s]:
                        pool.remove(c)
        for s, cards in (held or {}).items():  # U-DX-EXCHANGE: the cards a hand passed on holds (`passed.py`)
            if s != me and s not in self.known:
                sure: list[int] = []
                for c in cards:
                    if c in pool and len(sure) < view.counts[s]:
                        pool.remove(c)
                        sure.append(c)
                self.known[s] = sure
        pool.sort()
        self.pool = pool
        others = [s for s in view.order if s != me]
        # seats with a colour they were seen to lack first: they take their cards before the others
        self.others = sorted(others, key=lambda s: (view.void[s] == 0 and s not in self.forbid, s))
        self.phase = PHASES.index(view.phase)
        self.pos = [-1] * view.n
        for i, s in enumerate(view.order):
            self.pos[s] = i

    def consistent(self) -> bool:
        v = self.view
        return len(self.pool) == v.draw_size + sum(v.counts[s] - len(self.known.get(s, ())) for s in self.others)

    def deal(self, r: random.Random) -> tuple[list[list[int]], list[int]]:
        """The other hands, dealt at random from the unseen cards (a partial Fisher–Yates: only the cards dealt
        are drawn), and the cards left over for the draw pile, not yet shuffled. A seat that was seen to lack a
        colour, or surely lacks a card, is dealt none of them unless too few cards are left for it."""
        v = self.view
        pool = list(self.pool)
        end = len(pool)
        rand = r.random
        hands: list[list[int]] = [[] for _ in range(v.n)]
        hands[v.seat] = list(v.hand)
        for s in self.others:
            known = self.known.get(s, ())
            k = v.counts[s] - len(known)
            lacks = v.void[s]
            forbid = self.forbid.get(s, ())
            taken = hands[s]
            if not lacks and not forbid:
                for _ in range(k):
                    j = int(rand() * end)
                    end -= 1
                    pool[j], pool[end] = pool[end], pool[j]
                    taken.append(pool[end])
                continue
            refused: list[int] = []
            while len(taken) < k and end:
                j = int(rand() * end)
                end -= 1
                c = pool[j]
                pool[j] = pool[end]
                if (IS_WILD[c] or not lacks >> COLOUR[c] & 1) and c not in forbid:
                    taken.append(c)
                else:
                    refused.append(c)
            while len(taken) < k and refused:  # too few cards it may hold: the inference was wrong, deal freely
                taken.append(refused.pop())
            for c in refused:  # back among the cards still to deal
                pool[end] = c
                end += 1
        for s, known in self.known.items():
            hands[s].extend(known)
        del pool[end:]
        return hands, pool

    def sample(self, r: random.Random, seed: int, dealt: tuple[list[list[int]], list[int]] | None = None
               ) -> UnoState:
        """One imagined state: the hands of `dealt` (a fresh `deal` by default) and the rest as the draw pile."""
        v = self.view
        hands, pool = dealt if dealt is not None else self.deal(r)
        r.shuffle(pool)
        st = UnoState(
            options=v.options, n=v.n, seed=seed, hands=hands, draw=pool, discard=list(v.discard), colour=v.colour,
            direction=v.direction, turn=v.turn, phase=self.phase, order=list(v.order), pos=list(self.pos),
            dealer=v.dealer, hand_no=v.hand_no, scores=list(v.scores), history=list(v.history),
            out=list(v.eliminated), said=list(v.said), void=list(v.void), team=v.team,
            deck_size=len(self.pool) + len(v.hand) + len(v.discard), pending=v.pending, drawn=v.drawn,
            wd4_by=v.wd4_by, wd4_colour=v.wd4_colour, offender=v.offender, winners=v.winners,
            dealer_draws=v.dealer_draws, last_hand=v.last_hand, last_challenge=v.last_challenge, imagined=True,
            two_by=v.two_by, hit_by=v.hit_by, owed=v.owed)
        st.tally = [[0] * 7 for _ in range(v.n)]
        if v.wd4_by >= 0 and v.wd4_colour >= 0:  # U-CHALLENGE: guilty if the hand imagined holds that colour
            st.wd4_guilty = holds_colour(hands[v.wd4_by], v.wd4_colour)
        return st


def _team(st: UnoState, seat: int) -> list[int]:
    return [s for s in range(st.n) if st.team[s] == st.team[seat]] if st.team else [seat]


def hand_value(st: UnoState, me: int, hand_no: int, out_before: Sequence[bool]) -> tuple[float, bool]:
    """(value, won) of a played-out hand for `me`: the hand won or lost, the points it brought (in hundreds),
    and a match won or lost in it (`MATCH_WEIGHT`)."""
    mine = _team(st, me)
    if st.hand_no == hand_no and st.phase != OVER:  # unfinished: judge by the cards left
        pts = [points(h, st.options.box) for h in st.hands]
        best = min(range(st.n), key=lambda s: (len(st.hands[s]) if s in st.order else 999, pts[s]))
        won = best in mine
        return (1.0 if won else 0.0), won
    winner, _, _, row = st.last_hand
    won = winner in mine
    scoring = st.options.scoring
    value = 1.0 if won else 0.0
    if scoring == "single":
        return value, won
    gained = [row[s] for s in range(st.n)]
    if scoring == "official":
        if won:
            value += sum(gained[s] for s in mine) / 100
        else:
            value -= max(gained) / 100
    else:  # low score, Challenge UNO: every other seat adds its own cards; fewer is better
        others = [gained[s] for s in range(st.n) if s not in mine and not st.out[s]] or [0]
        value += (sum(others) / len(others) - sum(gained[s] for s in mine) / len(mine)) / 100
    if st.phase == OVER:
        value += MATCH_WEIGHT if any(w in mine for w in st.winners) else -MATCH_WEIGHT
    elif any(st.out[s] and not out_before[s] for s in mine):  # Challenge UNO: eliminated in this hand
        value -= MATCH_WEIGHT
    return value, won


class Result:
    """What the search found for one candidate: its value on each imagined deal, and the hands it won."""

    __slots__ = ("values", "wins")

    def __init__(self) -> None:
        self.values: list[float] = []
        self.wins = 0

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else float("-inf")

    @property
    def win_rate(self) -> float:
        return self.wins / len(self.values) if self.values else 0.0

    def edge_over(self, other: Result) -> float:
        """How sure the deals make us that this candidate beats `other`: the mean of the paired differences over
        its standard error (a t statistic; 0 when they never differ)."""
        diffs = [a - b for a, b in zip(self.values, other.values, strict=False)]
        n = len(diffs)
        if n < 2:
            return 0.0
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if var == 0:
            return 0.0 if mean == 0 else math.copysign(99.0, mean)
        return mean / math.sqrt(var / n)


def evaluate(view: UnoView, candidates: Sequence[object], deals: int, seed: int, seconds: float | None,
             tracker: Tracker | TableTracker | None = None, least: int = 4,
             held: dict[int, list[int]] | None = None) -> list[Result]:
    """Play every candidate out on `deals` imagined deals drawn from `seed` (fewer when `seconds` pass, never fewer
    than `least`); one Result per candidate. With a `tracker`, no hand holds a card its seat has shown it lacks
    since its last draw, and each deal is the likeliest of `TRIES` by the older signs; `held`: per seat, cards it
    surely holds (`passed.py`). A plain function of the view: it may run in the search process."""
    r = random.Random(seed)
    deadline = Deadline(seconds)
    sampler = Sampler(view, tracker.surely_not() if tracker is not None else None, held)
    results = [Result() for _ in candidates]
    if not sampler.consistent():
        return results
    me = view.seat
    weigh = tracker.weigher() if tracker is not None and not tracker.lost else None
    for k in range(deals):
        if k >= least and deadline.no_room(k):
            break
        seed = r.getrandbits(62)
        dealt = sampler.deal(r)
        if weigh is not None:
            tries = [dealt] + [sampler.deal(r) for _ in range(TRIES - 1)]
            weights = [weigh(t[0]) for t in tries]
            dealt = r.choices(tries, weights)[0] if sum(weights) > 0 else dealt
        base = sampler.sample(r, seed, dealt)
        for i, a in enumerate(candidates):
            st = clone(base) if i < len(candidates) - 1 else base
            rules.apply(st, a)
            playout(st, random.Random(seed))
            value, won = hand_value(st, me, view.hand_no, view.eliminated)
            res = results[i]
            res.values.append(value)
            res.wins += won
    return results


def candidates(view: UnoView, legal: Sequence[UnoAction]) -> list[UnoAction]:
    """The choices worth comparing: every play (each colour of a wild, each seat a 7 swaps with), called UNO
    whenever it can be, plus drawing or passing; never a catch or a call (those are always taken), never a
    challenge (decided by the odds, see `HardBot`)."""
    out: list[UnoAction] = []
    seen: set[tuple[int, int, int, int, bool]] = set()
    calls = {(a.card, a.colour, a.target, a.spin, a.double) for a in legal if isinstance(a, Play) and a.uno}
    for a in legal:
        if isinstance(a, Play):
            key = (a.card, a.colour, a.target, a.spin, a.double)
            if key in seen or (not a.uno and key in calls):
                continue
            seen.add(key)
            out.append(a)
        elif a.kind in ("draw", "pass"):
            out.append(a)
    return out
