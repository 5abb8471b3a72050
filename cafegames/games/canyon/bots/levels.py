"""Computer players for Canyon. They decide from `CanyonView` and the legal actions only, and say why
(`decide`, see `cafegames.engine.bots`).

- random: uniform over legal actions (for measurement).
- easy: a beginner: bids its high cards, plays its highest card while it wants tricks and its lowest after;
  paddles to the end cell closest to the landing.
- normal: estimates each card's chance to win a trick, bids the expected number of tricks, plays to hit the bid
  (cheapest winning card while it needs tricks, highest losing card once it has them); once the bid cannot be
  hit any more it wins every trick it can (each is a point of movement).
- hard: searches (`search.py`). For its bid it imagines the other hands many times (the seats still to bid
  bidding as normal would), plays each possible bid's round out and takes the bid whose tricks leave its canoe
  best placed — judged by the expected rounds still needed to dock (`values.py`: the current, where only an exact
  bid moves you, the drift towards the waterfall, the narrows and the canoes in the way). Each card is chosen the
  same way. Among equal end cells it keeps clear of the falls and blocks rivals in narrows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cafegames.engine import rng, worker
from cafegames.engine.bots import BaseBot, Decision, RandomBot, Thinking, decision_seed, samples, seconds
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.bots import reasons
from cafegames.games.canyon.bots.policy import (
    choose_card,
    normal_bid,
    trick_chances,
    tricks_needed,
    trump_card,
)
from cafegames.games.canyon.bots.search import distinct_cards, evaluate_bids, evaluate_cards
from cafegames.games.canyon.bots.values import rounds_to_dock
from cafegames.games.canyon.movement import plan_move
from cafegames.games.canyon.river import Hex
from cafegames.games.canyon.state import CanyonView

DEALS = 24  # imagined deals per decision at full effort
TIME_BUDGET = 0.25  # seconds, in the app (timed)


def make_bot(level: str, seat: int, seed: int, thinking: Thinking | None = None) -> Any:
    if level == "random":
        return RandomBot(seat, seed)
    if level == "hard":
        return HardBot(seat, seed, thinking or Thinking())
    cls = {"easy": EasyBot, "normal": NormalBot}.get(level, NormalBot)
    return cls(seat, seed)


class _Base(BaseBot):
    counting = False
    greedy_when_missed = False  # once the bid cannot be hit, win every trick (each is a point on open water)

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.seed = seed
        self.rng = random.Random(rng.derive(seed, "canyon-bot", seat))

    def decide(self, view: CanyonView, legal: Sequence[Any], must_act: bool) -> Decision | None:
        if not legal:
            return None
        first = legal[0]
        if isinstance(first, Place):
            return self.place(view, legal)
        if isinstance(first, Bid):
            return self.bid(view)
        if isinstance(first, Play):
            return self.play(view, [a.card for a in legal])
        if isinstance(first, Move):
            return self.move(view, legal)
        return Decision(legal[0], reasons.ONLY)

    # start space: the shortest route, ties at random
    def place(self, view: CanyonView, legal: Sequence[Place]) -> Decision:
        best = min(view.river.distance[(a.q, a.r)] for a in legal)
        return Decision(self.rng.choice([a for a in legal if view.river.distance[(a.q, a.r)] == best]),
                        reasons.start(best))

    def bid(self, view: CanyonView) -> Decision:
        raise NotImplementedError

    def move(self, view: CanyonView, legal: Sequence[Move]) -> Decision:
        return Decision(legal[0], reasons.paddle(view.river.distance[(legal[0].q, legal[0].r)]))

    def play(self, view: CanyonView, legal: list[int]) -> Decision:
        trump = C.suit(trump_card(view))
        need = tricks_needed(view, self.seat)
        chances = dict(zip(view.hand, trick_chances(view, self.counting), strict=True))
        card = choose_card(legal, view.trick, trump, need, len(view.hand), chances, len(view.trick) == view.n - 1,
                           self.greedy_when_missed)
        return Decision(Play(self.seat, card), reasons.card(view, self.seat, card))


class EasyBot(_Base):
    """A beginner: bids its obviously high cards, plays its highest card while it wants tricks."""

    def bid(self, view: CanyonView) -> Decision:
        trump = C.suit(trump_card(view))
        bid = min(reasons.strong_cards(view.hand, trump), C.MAX_BID)
        return Decision(Bid(self.seat, bid), reasons.bid_high_cards(bid))

    def play(self, view: CanyonView, legal: list[int]) -> Decision:
        need = tricks_needed(view, self.seat)
        card = max(legal, key=C.value) if need > 0 else min(legal, key=C.value)
        return Decision(Play(self.seat, card), reasons.card(view, self.seat, card))


class NormalBot(_Base):
    """Bids its expected tricks; plays to hit the bid, and once it cannot, wins what it can."""

    greedy_when_missed = True

    def bid(self, view: CanyonView) -> Decision:
        bid = normal_bid(trick_chances(view, False))
        return Decision(Bid(self.seat, bid), reasons.bid_expected(bid))


class HardBot(_Base):
    """Searches its bids and cards over imagined deals; judges by the expected rounds still needed to dock."""

    counting = True
    greedy_when_missed = True

    def __init__(self, seat: int, seed: int, thinking: Thinking):
        super().__init__(seat, seed)
        self.thinking = thinking
        if thinking.apart:
            worker.SEARCH.start()

    def _seed(self, view: CanyonView, what: str) -> int:
        return decision_seed(self.seed, "canyon", what, self.seat, view.round_no, view.hand, view.played,
                             view.bids, view.positions)

    def bid(self, view: CanyonView) -> Decision:
        expected = sum(trick_chances(view, True))
        top = min(len(view.hand), C.MAX_BID)
        lo, hi = max(0, int(expected) - 2), min(top, int(expected) + 3)
        options = list(range(lo, hi + 1))
        values = worker.run(self.thinking.apart, evaluate_bids, view, options, samples(self.thinking, DEALS, 4),
                            self._seed(view, "bid"), seconds(self.thinking, TIME_BUDGET))
        means = [sum(v) / len(v) for v in values]
        best = min(range(len(options)), key=lambda i: (means[i], abs(options[i] - expected), i))
        bid = options[best]
        pos = view.positions[self.seat]
        return Decision(Bid(self.seat, bid), reasons.bid_searched(bid, pos is not None and view.river.is_current(pos)))

    def play(self, view: CanyonView, legal: list[int]) -> Decision:
        options = distinct_cards(view, legal)
        if len(options) == 1:
            return Decision(Play(self.seat, options[0]), reasons.card(view, self.seat, options[0]))
        values = worker.run(self.thinking.apart, evaluate_cards, view, options, samples(self.thinking, DEALS, 4),
                            self._seed(view, "play"), seconds(self.thinking, TIME_BUDGET))
        means = [sum(v) / len(v) for v in values]
        best = min(range(len(options)), key=lambda i: (means[i], i))
        return Decision(Play(self.seat, options[best]), reasons.card(view, self.seat, options[best]))

    def move(self, view: CanyonView, legal: Sequence[Move]) -> Decision:
        if len(legal) == 1:
            return Decision(legal[0], reasons.paddle(view.river.distance[(legal[0].q, legal[0].r)]))
        river = view.river
        values = rounds_to_dock(river)
        me = self.seat
        rivals = [s for s in range(view.n) if s != me and view.positions[s] is not None and not view.docked[s]
                  and not view.moved[s]]

        def score(a: Move) -> tuple[float, float]:
            cell: Hex = (a.q, a.r)
            block = 0.0
            occupied = [p for s, p in enumerate(view.positions) if p is not None and s != me] + [cell]
            for s in rivals:
                pos = view.positions[s]
                assert pos is not None
                if river.distance[pos] <= river.distance[cell]:
                    continue
                others = [p for p in occupied if p != pos]
                plan = plan_move(river, pos, 3, others)
                block += min(river.distance[e] for e in plan.options)
            return (-values.get(cell, 99.0), block)

        best = max(legal, key=score)
        blocks = score(best)[1] > min(score(a)[1] for a in legal)
        return Decision(best, reasons.paddle(river.distance[(best.q, best.r)], "block" if blocks else "safe"))


