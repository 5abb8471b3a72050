"""Computer players for Café International. They read only the public view (every hand is face up; the bag's
order is the one thing hidden), and say why they chose their turn (`decide`, see `cafegames.engine.bots`).

- easy: a random legal seating — but a table of compatriots when it can complete one; the bar or a joker swap
  only when it cannot seat anyone.
- normal: the most points this turn (bar value counted, a swap 0), ties broken at random.
- hard: looks ahead (`search.py`). It shortlists its turns by the points now, what a table of compatriots saves,
  what the next seat could score in reply and the guests it would keep with nowhere to sit; then, on several
  imagined bags, it plays each shortlisted turn, the others' best replies, its own best next turn with the
  guests it would draw and the replies to that, and takes the turn that leaves it furthest ahead.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from cafegames.engine import rng, worker
from cafegames.engine.bots import BaseBot, Decision, RandomBot, Thinking, decision_seed, samples, seconds
from cafegames.games.cafe.actions import Move, Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import EMPTY, is_joker
from cafegames.games.cafe.bots import reasons
from cafegames.games.cafe.bots.search import Lookahead, Weights, evaluate
from cafegames.games.cafe.game import GAME, CafeGame
from cafegames.games.cafe.rules import CARD_PENALTY
from cafegames.games.cafe.state import CafeView

BAGS = 10  # imagined bags per decision at full effort
SHORTLIST = 8  # turns searched at full effort
ROUNDS = 2  # this seat's turns played in the look-ahead (its candidate, then its own best next turn)
TIME_BUDGET = 0.25  # seconds, in the app (timed)


class _Base(BaseBot):
    def __init__(self, game: CafeGame, seat: int, seed: int, level: str):
        self.game = game
        self.seat = seat
        self.seed = seed
        self.rng = random.Random(rng.derive(seed, "cafe-bot", level, seat))

    def _moves(self, view: CafeView, legal: Sequence[Any]) -> list[Move]:
        moves = self.game.moves(view, self.seat)
        allowed = set(legal)
        return [m for m in moves if m.action in allowed] or [Move(a, 0) for a in legal]

    def _why(self, move: Move, denied: int = 0) -> Decision:
        return Decision(move.action, reasons.describe(self.game.board, move, denied))


class EasyBot(_Base):
    def decide(self, view: CafeView, legal: Sequence[Any], must_act: bool) -> Decision | None:
        if not legal:
            return None
        moves = self._moves(view, legal)
        seat = [m for m in moves if isinstance(m.action, Place)]  # each turn once
        compatriots = [m for m in seat if m.compatriots]
        if compatriots:
            return self._why(self.rng.choice(compatriots))
        if seat:
            return self._why(self.rng.choice(seat))
        other = [m for m in moves if isinstance(m.action, (Swap, ToBar))]
        return self._why(self.rng.choice(other or moves))


class NormalBot(_Base):
    def decide(self, view: CafeView, legal: Sequence[Any], must_act: bool) -> Decision | None:
        if not legal:
            return None
        moves = self._moves(view, legal)
        best = max(m.points for m in moves)
        return self._why(self.rng.choice([m for m in moves if m.points == best]))


class HardBot(_Base):
    """A shortlist by a one-ply judgement, then expectimax over the replies and the bag (`search.Lookahead`)."""

    compatriot_bonus = 6.0
    reply_weight = 0.8
    dead_cost = 4.0
    joker_hold = 1.0

    def __init__(self, game: CafeGame, seat: int, seed: int, level: str, thinking: Thinking | None = None):
        super().__init__(game, seat, seed, level)
        self.thinking = thinking or Thinking()
        self.weights = Weights()
        if self.thinking.apart:
            worker.SEARCH.start()

    def decide(self, view: CafeView, legal: Sequence[Any], must_act: bool) -> Decision | None:
        if not legal:
            return None
        start = time.perf_counter()
        moves = self._moves(view, legal)
        if len(moves) == 1:
            return self._why(moves[0])
        nxt = self._next_seat(view)
        ranked = sorted(moves, key=lambda m: self._value(view, m, nxt), reverse=True)
        shortlist = ranked[: samples(self.thinking, SHORTLIST, 2)]
        greedy = max(moves, key=lambda m: m.points)
        if greedy not in shortlist:
            shortlist.append(greedy)
        if not Lookahead(self.game, view, ROUNDS, self.weights).consistent():
            return self._why(shortlist[0])
        seed = decision_seed(self.seed, "cafe", self.seat, view.chairs, view.hands, view.bar, view.scores)
        shipped = self.game is GAME  # the search process knows the shipped board only
        budget = seconds(self.thinking, TIME_BUDGET)
        if budget is not None:  # the shortlist took its part of the budget (up to a third, with many turns)
            budget = max(0.0, budget - (time.perf_counter() - start))
        values = worker.run(self.thinking.apart and shipped, evaluate, None if shipped else self.game, view,
                            [m.action for m in shortlist], ROUNDS, self.weights.as_tuple(),
                            samples(self.thinking, BAGS, 2), seed, budget)
        means = [sum(v) / len(v) for v in values]
        best = max(range(len(shortlist)), key=lambda i: (means[i], -i))
        chosen = shortlist[best]
        denied = 0
        if chosen.points < greedy.points and nxt is not None:
            denied = round(self._reply_after(view, greedy, nxt) - self._reply_after(view, chosen, nxt))
        return self._why(chosen, denied)

    # ---------------------------------------------------------------- the one-ply judgement (the shortlist)

    def _next_seat(self, view: CafeView) -> int | None:
        for k in range(1, view.n):
            s = (self.seat + k) % view.n
            if not view.out[s]:
                return s
        return None

    def _after(self, view: CafeView, m: Move) -> tuple[list[int], list[int], int]:
        """Chairs, hand and bar length after `m`."""
        chairs = list(view.chairs)
        hand = list(view.hands[self.seat])
        bar_len = len(view.bar)
        a = m.action
        if isinstance(a, Place):
            for g, c in a.steps:
                chairs[c] = g
                hand.remove(g)
        elif isinstance(a, ToBar):
            hand.remove(a.guest)
            bar_len += 1
        elif isinstance(a, Swap):
            hand[hand.index(a.guest)] = chairs[a.chair]
            chairs[a.chair] = a.guest
        return chairs, hand, bar_len

    def _reply_after(self, view: CafeView, m: Move, nxt: int) -> float:
        """The points the next seat can score in reply to `m` (for the reason given)."""
        chairs, _, bar_len = self._after(view, m)
        return self._best_reply(chairs, view.hands[nxt], bar_len, 0.0)

    def _value(self, view: CafeView, m: Move, nxt: int | None) -> float:
        a = m.action
        value = float(m.points) + self.compatriot_bonus * m.compatriots
        if isinstance(a, Pass):
            return 0.0
        if isinstance(a, ToBar) and m.points < 0 and -m.points > view.scores[self.seat]:
            return -1000.0
        chairs, hand, bar_len = self._after(view, m)
        law = self.game.law
        empty = [c for c in range(len(chairs)) if chairs[c] == EMPTY]
        dead = 0
        for g in set(hand):
            if is_joker(g):
                value -= self.joker_hold * hand.count(g)
                continue
            if not law.has_chair(chairs, g):
                dead += hand.count(g)
        value -= dead * self._dead_cost(bar_len)
        if nxt is not None and empty:
            value -= self.reply_weight * self._best_reply(chairs, view.hands[nxt], bar_len)
        return value

    def _dead_cost(self, bar_len: int) -> float:
        """What a guest with no chair left costs: at most the final penalty it would pay (C-FINAL), less while the
        bar still takes guests cheaply."""
        values = self.game.board.bar_values
        if bar_len >= len(values):
            return float(CARD_PENALTY)
        return min(float(CARD_PENALTY), max(0.0, -values[bar_len]) * 0.5 + self.dead_cost * 0.5)

    def _best_reply(self, chairs: list[int], hand: Sequence[int], bar_len: int, bonus: float | None = None) -> float:
        bonus = self.compatriot_bonus if bonus is None else bonus
        pls = self.game.law.placements(chairs, hand)
        best = max((p.points + bonus * p.compatriots for p in pls), default=0)
        values = self.game.board.bar_values
        if bar_len < len(values) and any(not is_joker(g) for g in hand):
            best = max(best, values[bar_len])
        return float(best)


def make_bot(level: str, seat: int, seed: int, thinking: Thinking | None = None) -> Any:
    """The computer player of `level` for `seat` (GameInfo.make_bot, cafegames/engine/registry.py)."""
    from cafegames.games.cafe.game import GAME as game

    if level == "random":
        return RandomBot(seat, seed)
    if level == "hard":
        return HardBot(game, seat, seed, level, thinking)
    return {"easy": EasyBot, "normal": NormalBot}.get(level, NormalBot)(game, seat, seed, level)
