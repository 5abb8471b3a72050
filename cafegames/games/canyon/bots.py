"""Computer players for Canyon. They decide from `CanyonView` and the legal actions only.

- random: uniform over legal actions (for measurement).
- easy: a beginner: bids its high cards, plays its highest card while it wants tricks and its lowest after.
- normal: estimates each card's chance to win a trick, bids the expected number of tricks, plays to hit the bid
  (cheapest winning card while it needs tricks, highest losing card once it has them); once the bid cannot be
  hit any more it wins every trick it can (each is a point of movement).
- hard: counts the cards played, calibrates its trick chances (measured on simulated rounds), reads the bids
  already made, picks the bid whose outcomes leave its canoe closest to the finish (docking counted extra, the
  current's drift when on it), plays to hit it, and among tied end cells keeps clear of the waterfall and
  blocks rivals behind it in narrows.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Sequence
from typing import Any

from cafegames.engine import rng
from cafegames.engine.bots import RandomBot
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.game import Bid, CanyonView, Move, Place, Play
from cafegames.games.canyon.movement import plan_move
from cafegames.games.canyon.river import Hex


def make_bot(level: str, seat: int, seed: int) -> Any:
    if level == "random":
        return RandomBot(seat, seed)
    cls = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}.get(level, NormalBot)
    return cls(seat, seed)


# ---------------------------------------------------------------- shared estimates

def unknown_cards(view: CanyonView) -> set[int]:
    """Cards this seat cannot see: not in its hand, not played this round, not the trump card."""
    out = set(C.DECK) - set(view.hand) - set(view.played) - {c for _, c in view.trick}
    out.discard(view.trump_card)  # type: ignore[arg-type]
    return out


def voids(view: CanyonView) -> list[set[int]]:
    """Suits each seat has shown it lacks (it did not follow the led suit)."""
    out: list[set[int]] = [set() for _ in range(view.n)]
    for trick in (*view.history, view.trick):
        if not trick:
            continue
        led = C.suit(trick[0][1])
        for s, c in trick[1:]:
            if C.suit(c) != led:
                out[s].add(led)
    return out


def win_chance(card: int, trump: int, unknown: set[int] | list[list[int]], others_cards: int, opponents: int,
               void_seen: float = 0.0) -> float:
    """A rough chance that `card` wins a trick: no higher card of its suit comes out, and (off trump) no one
    trumps it. `unknown` is the set of unseen cards, or their values sorted by suit (`by_suit`, faster);
    `others_cards` is how many unknown cards the other seats hold between them."""
    by_suit = by_suit_values(unknown) if isinstance(unknown, set) else unknown
    total = sum(len(values) for values in by_suit)
    if not total:
        return 1.0
    f = min(1.0, others_cards / total)
    s, v = C.suit(card), C.value(card)
    higher = len(by_suit[s]) - bisect.bisect_right(by_suit[s], v)
    p = (1 - f) ** higher
    if s == trump:
        return p
    per = others_cards / max(opponents, 1)
    in_suit = len(by_suit[s]) / total
    in_trump = len(by_suit[trump]) / total
    void = max(void_seen, (1 - in_suit) ** per)
    ruff = void * (1 - (1 - in_trump) ** per)
    return p * (1 - ruff) ** opponents


def by_suit_values(cards: set[int]) -> list[list[int]]:
    """The values of `cards`, sorted, suit by suit."""
    out: list[list[int]] = [[] for _ in range(C.SUITS)]
    for card in cards:
        out[C.suit(card)].append(C.value(card))
    for values in out:
        values.sort()
    return out


def trick_chances(view: CanyonView, counting: bool) -> list[float]:
    """Each card's chance to win a trick. With `counting` (hard) the cards already played are known, and the
    estimate is calibrated on simulated rounds (the raw formula is too pessimistic: a higher card that is out
    does not always meet ours)."""
    trump = C.suit(view.trump_card)  # type: ignore[arg-type]
    if counting:
        unknown = unknown_cards(view)
    else:
        unknown = set(C.DECK) - set(view.hand)
        unknown.discard(view.trump_card)  # type: ignore[arg-type]
    others = len(view.hand) * (view.n - 1) if counting else view.cards_dealt * (view.n - 1)
    shown_void = voids(view) if counting else [set() for _ in range(view.n)]
    opponents = [s for s in range(view.n) if s != view.seat]

    def void_share(card: int) -> float:
        return sum(C.suit(card) in shown_void[s] for s in opponents) / max(len(opponents), 1)

    by_suit = by_suit_values(unknown)
    ps = [win_chance(c, trump, by_suit, others, view.n - 1, void_share(c)) for c in view.hand]
    if counting:
        ps = [min(0.97, 1.15 * p + 0.08) for p in ps]
    return ps


def distribution(ps: Sequence[float]) -> list[float]:
    """Poisson-binomial: the chance of winning exactly k tricks, k = 0…len(ps)."""
    dist = [1.0]
    for p in ps:
        nxt = [0.0] * (len(dist) + 1)
        for k, q in enumerate(dist):
            nxt[k] += q * (1 - p)
            nxt[k + 1] += q * p
        dist = nxt
    return dist


def current_winner(trick: Sequence[tuple[int, int]], trump: int) -> tuple[int, int] | None:
    if not trick:
        return None
    return trick[C.trick_winner([c for _, c in trick], trump)]


def beats(card: int, best: int, led: int, trump: int) -> bool:
    return C.trick_winner([best, card], trump) == 1 if C.suit(best) in (led, trump) else (
        C.suit(card) in (led, trump))


# ---------------------------------------------------------------- the bots

class _Base:
    counting = False
    greedy_when_missed = False  # once the bid cannot be hit, win every trick (each is a point on open water)

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(rng.derive(seed, "canyon-bot", seat))

    def choose(self, view: CanyonView, legal: Sequence[Any], must_act: bool) -> Any | None:
        if not legal:
            return None
        first = legal[0]
        if isinstance(first, Place):
            return self.place(view, legal)
        if isinstance(first, Bid):
            return Bid(self.seat, self.bid(view))
        if isinstance(first, Play):
            return Play(self.seat, self.play(view, [a.card for a in legal]))
        if isinstance(first, Move):
            return self.move(view, legal)
        return legal[0]

    # start space: the shortest route, ties at random
    def place(self, view: CanyonView, legal: Sequence[Place]) -> Place:
        best = min(view.river.distance[(a.q, a.r)] for a in legal)
        return self.rng.choice([a for a in legal if view.river.distance[(a.q, a.r)] == best])

    def bid(self, view: CanyonView) -> int:
        raise NotImplementedError

    def move(self, view: CanyonView, legal: Sequence[Move]) -> Move:
        return self.rng.choice(list(legal))

    def play(self, view: CanyonView, legal: list[int]) -> int:
        """Play to hit the bid: win cheaply while tricks are needed, shed high cards once they are not."""
        trump = C.suit(view.trump_card)  # type: ignore[arg-type]
        need = view.bids[self.seat] - view.tricks_won[self.seat]  # type: ignore[operator]
        trick = view.trick
        chances = dict(zip(view.hand, trick_chances(view, self.counting), strict=True))
        last = len(trick) == view.n - 1
        if self.greedy_when_missed and not 0 <= need <= len(view.hand):
            return self._win_all(view, legal, chances, trump)
        if not trick:
            if need > 0:
                return max(legal, key=lambda c: (chances[c], C.value(c)))
            return min(legal, key=lambda c: (chances[c], C.value(c)))
        led = C.suit(trick[0][1])
        _, best = current_winner(trick, trump)  # type: ignore[misc]
        winning = [c for c in legal if beats(c, best, led, trump)]
        losing = [c for c in legal if c not in winning]
        if need > 0:
            if winning:
                if last:
                    return min(winning, key=lambda c: (C.suit(c) == trump, C.value(c)))
                return max(winning, key=lambda c: (chances[c], -int(C.suit(c) == trump), C.value(c)))
            return min(legal, key=lambda c: (chances[c], C.value(c)))
        if losing:
            return max(losing, key=lambda c: (chances[c], C.value(c)))
        if last:
            return max(legal, key=lambda c: C.value(c))
        return min(legal, key=lambda c: (chances[c], C.value(c)))


    def _win_all(self, view: CanyonView, legal: list[int], chances: dict[int, float], trump: int) -> int:
        trick = view.trick
        if not trick:
            return max(legal, key=lambda c: (chances[c], C.value(c)))
        led = C.suit(trick[0][1])
        _, best = current_winner(trick, trump)  # type: ignore[misc]
        winning = [c for c in legal if beats(c, best, led, trump)]
        if winning:
            return min(winning, key=lambda c: (C.suit(c) == trump, C.value(c)))
        return min(legal, key=lambda c: (chances[c], C.value(c)))


class EasyBot(_Base):
    """A beginner: bids its obviously high cards, plays its highest card while it wants tricks."""

    def bid(self, view: CanyonView) -> int:
        trump = C.suit(view.trump_card)  # type: ignore[arg-type]
        high = sum(1 for c in view.hand if C.value(c) >= 9 or (C.suit(c) == trump and C.value(c) >= 7))
        return min(high, C.MAX_BID)

    def play(self, view: CanyonView, legal: list[int]) -> int:
        need = view.bids[self.seat] - view.tricks_won[self.seat]  # type: ignore[operator]
        return max(legal, key=C.value) if need > 0 else min(legal, key=C.value)


class NormalBot(_Base):
    """Bids its expected tricks; plays to hit the bid, and once it cannot, wins what it can."""

    greedy_when_missed = True

    def bid(self, view: CanyonView) -> int:
        return min(C.MAX_BID, int(sum(trick_chances(view, False)) + 0.5))

    def move(self, view: CanyonView, legal: Sequence[Move]) -> Move:
        return legal[0]


class HardBot(_Base):
    """Counts cards, reads bids, bids for the best expected movement, blocks and avoids the falls."""

    counting = True
    greedy_when_missed = True

    def bid(self, view: CanyonView) -> int:
        """The bid whose outcomes leave the canoe closest to the finish on average, docking counted extra."""
        ps = trick_chances(view, True)
        claimed = sum(b for s, b in enumerate(view.bids) if b is not None and s != self.seat)
        if claimed > len(view.hand) - sum(ps) + 1:  # the others claim many tricks: ours are less likely
            ps = [p * 0.85 for p in ps]
        dist = distribution(ps)
        pos = view.positions[self.seat]
        assert pos is not None
        d = view.river.distance[pos]
        on_current = view.river.is_current(pos)
        best, best_value = 0, float("-inf")
        for b in range(min(len(view.hand), C.MAX_BID) + 1):
            value = 0.0
            for t, q in enumerate(dist):
                if on_current:
                    new = max(0, d - C.bonus(b)) if t == b else d + 1
                else:
                    new = max(0, d - C.movement_points(b, t))
                value += q * (-new + (6 if new == 0 else 0))
            if value > best_value:
                best, best_value = b, value
        return best

    def move(self, view: CanyonView, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        river = view.river
        me = self.seat
        rivals = [s for s in range(view.n) if s != me and view.positions[s] is not None and not view.docked[s]
                  and not view.moved[s]]

        def score(a: Move) -> tuple[float, float]:
            cell: Hex = (a.q, a.r)
            danger = 0.0
            if river.is_current(cell):
                steps, at = 0, cell
                while at in river.current:
                    at = river.current[at]
                    steps += 1
                danger = 10 - steps
            block = 0.0
            occupied = [p for s, p in enumerate(view.positions) if p is not None and s != me] + [cell]
            for s in rivals:
                pos = view.positions[s]
                assert pos is not None
                if river.distance[pos] <= river.distance[cell]:
                    continue
                others = [p for p in occupied if p != pos]
                plan = plan_move(river, pos, 3, others)
                end = min(river.distance[e] for e in plan.options)
                block += end
            return (-danger, block)

        return max(legal, key=score)
