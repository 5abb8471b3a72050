"""Computer players for Café International. They read only the public view (every hand is face up).

- easy: a random legal seating; the bar or a joker swap only when it cannot seat anyone.
- normal: the most points this turn (bar value counted, a swap 0), ties broken at random.
- hard: points now, plus what a table of compatriots saves at the end (one card fewer to hold), minus the best
  the next seat could score on the board it leaves (their hand is visible), minus the guests it would keep with
  nowhere to sit (they will cost a bar seat or the final penalty), and it takes the cheap bar seats while the
  bar's values ahead grow more expensive.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cafegames.engine import rng
from cafegames.engine.bots import RandomBot
from cafegames.games.cafe.board import EMPTY, is_joker
from cafegames.games.cafe.game import CafeGame, CafeView, Move, Pass, Place, Swap, ToBar


class _Base:
    def __init__(self, game: CafeGame, seat: int, seed: int, level: str):
        self.game = game
        self.seat = seat
        self.rng = random.Random(rng.derive(seed, "cafe-bot", level, seat))

    def _moves(self, view: CafeView, legal: Sequence[Any]) -> list[Move]:
        moves = self.game.moves(view, self.seat)
        allowed = set(legal)
        return [m for m in moves if m.action in allowed] or [Move(a, 0) for a in legal]


class EasyBot(_Base):
    def choose(self, view: CafeView, legal: Sequence[Any], must_act: bool) -> Any | None:
        if not legal:
            return None
        seat = [m.action for m in self._moves(view, legal) if isinstance(m.action, Place)]  # each turn once
        if seat:
            return self.rng.choice(seat)
        other = [a for a in legal if isinstance(a, (Swap, ToBar))]
        return self.rng.choice(other or list(legal))


class NormalBot(_Base):
    def choose(self, view: CafeView, legal: Sequence[Any], must_act: bool) -> Any | None:
        if not legal:
            return None
        moves = self._moves(view, legal)
        best = max(m.points for m in moves)
        return self.rng.choice([m.action for m in moves if m.points == best])


class HardBot(_Base):
    """One-ply search over the best candidates, judged against the next seat's visible hand."""

    candidates = 14
    compatriot_bonus = 6.0
    reply_weight = 0.8
    dead_cost = 4.0
    joker_hold = 1.0

    def choose(self, view: CafeView, legal: Sequence[Any], must_act: bool) -> Any | None:
        if not legal:
            return None
        moves = self._moves(view, legal)
        if len(moves) == 1:
            return moves[0].action
        places = sorted((m for m in moves if isinstance(m.action, Place)),
                        key=lambda m: (m.points + self.compatriot_bonus * m.compatriots), reverse=True)
        pool = places[: self.candidates] + [m for m in moves if not isinstance(m.action, Place)]
        nxt = self._next_seat(view)
        scored = []
        for m in pool:
            scored.append((self._value(view, m, nxt) + self.rng.random() * 1e-3, m))
        return max(scored, key=lambda x: x[0])[1].action

    def _next_seat(self, view: CafeView) -> int | None:
        for k in range(1, view.n):
            s = (self.seat + k) % view.n
            if not view.out[s]:
                return s
        return None

    def _value(self, view: CafeView, m: Move, nxt: int | None) -> float:
        chairs = list(view.chairs)
        hand = list(view.hands[self.seat])
        bar_len = len(view.bar)
        a = m.action
        value = float(m.points) + self.compatriot_bonus * m.compatriots
        if isinstance(a, Place):
            for g, c in a.steps:
                chairs[c] = g
                hand.remove(g)
        elif isinstance(a, ToBar):
            hand.remove(a.guest)
            bar_len += 1
            if m.points < 0 and -m.points > view.scores[self.seat]:
                return -1000.0
        elif isinstance(a, Swap):
            hand[hand.index(a.guest)] = chairs[a.chair]
            chairs[a.chair] = a.guest
        elif isinstance(a, Pass):
            return 0.0
        # guests left with nowhere to sit will cost a bar seat or the final penalty
        law = self.game.law
        empty = [c for c in range(len(chairs)) if chairs[c] == EMPTY]
        dead = 0
        for g in set(hand):
            if is_joker(g):
                value -= self.joker_hold * hand.count(g)
                continue
            if not any(law.problem_at(chairs, g, c) is None for c in law.nation_chairs[g >> 1] if chairs[c] == EMPTY):
                dead += hand.count(g)
        value -= dead * self._dead_cost(bar_len)
        if nxt is not None and empty:
            value -= self.reply_weight * self._best_reply(chairs, view.hands[nxt], bar_len)
        return value

    def _dead_cost(self, bar_len: int) -> float:
        values = self.game.board.bar_values
        if bar_len >= len(values):
            return 5.0
        return min(5.0, max(0.0, -values[bar_len]) * 0.5 + self.dead_cost * 0.5)

    def _best_reply(self, chairs: list[int], hand: Sequence[int], bar_len: int) -> float:
        pls = self.game.law.placements(chairs, hand)
        best = max((p.points + self.compatriot_bonus * p.compatriots for p in pls), default=0)
        values = self.game.board.bar_values
        if bar_len < len(values) and any(not is_joker(g) for g in hand):
            best = max(best, values[bar_len])
        return float(best)


def make(game: CafeGame, level: str, seat: int, seed: int) -> Any:
    if level == "random":
        return RandomBot(seat, seed)
    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}.get(level, NormalBot)(game, seat, seed, level)
