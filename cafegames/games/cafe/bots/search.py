"""The hard Café International player's look-ahead: expectimax over the replies and the bag.

Every hand is face up, so the only thing hidden is the order of the bag. For each candidate turn the search
imagines the bag several times (the guests not yet seen, shuffled), plays the turn on the rules engine, lets every
other seat answer the way the normal level does (the turn that scores most now: their hands are visible, so the
reply is known), lets this seat take its own best next turn with the guests it would draw, lets the others answer
again, and judges the position reached (`leaf_value`): the score against the others', what the hands still hold
(guests with no chair left, jokers, the final penalty coming), plus the end of the game if it comes within that
horizon (the engine applies C-END and C-FINAL itself). All candidates meet the same imagined bags.

The search reads the view only: the bag's contents are the 100 guests minus everything visible.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from cafegames.engine.bots import Deadline
from cafegames.games.cafe.actions import Move
from cafegames.games.cafe.board import EMPTY, full_deck, is_joker
from cafegames.games.cafe.game import GAME, CafeGame
from cafegames.games.cafe.rules import CARD_PENALTY, JOKER_PENALTY
from cafegames.games.cafe.state import CafeState, CafeView

_DECK = Counter(full_deck())


def unseen_guests(view: CafeView) -> list[int]:
    """The bag's guests (sorted): the 100 minus the hands, the chairs, the bar and the guests of eliminated seats."""
    left = Counter(_DECK)
    for h in view.hands:
        left.subtract(h)
    left.subtract(g for g in view.chairs if g != EMPTY)
    left.subtract(view.bar)
    left.subtract(view.removed)
    return sorted(left.elements())


def state_of(view: CafeView, bag: list[int]) -> CafeState:
    """A state with everything the view shows and `bag` as the bag (its last guest drawn first)."""
    return CafeState(view.n, [list(h) for h in view.hands], list(view.hand_size), bag, list(view.chairs),
                     list(view.bar), list(view.scores), list(view.out), view.turn, opening=view.opening,
                     removed=list(view.removed), compatriots=[0] * view.n, to_bar=[0] * view.n,
                     table_points=list(view.table_points), bar_points=list(view.bar_points))


def greedy(game: CafeGame, state: CafeState, seat: int) -> Move:
    """The normal level's turn: the most points now (the bar's value counted, a swap 0), the first of equals."""
    moves = game.moves(state, seat)
    return max(moves, key=lambda m: m.points)


class Lookahead:
    """Evaluates candidate turns for `seat` on imagined bags (common to all candidates)."""

    def __init__(self, game: CafeGame, view: CafeView, rounds: int, weights: Weights):
        self.game = game
        self.view = view
        self.seat = view.seat
        self.rounds = rounds
        self.w = weights
        self.bag = unseen_guests(view)

    def consistent(self) -> bool:
        return len(self.bag) == self.view.bag_count

    def evaluate(self, candidates: Sequence[Any], bags: int, seed: int, seconds: float | None,
                 least: int = 1) -> list[list[float]]:
        """Per candidate action, its leaf value on each imagined bag (drawn from `seed`; fewer bags when `seconds`
        pass, never fewer than `least`). A bag takes all the candidates' look-aheads (tens of milliseconds), so the
        search stops before a bag that would run past the budget, by the time the bags so far took."""
        r = random.Random(seed)
        deadline = Deadline(seconds)
        out: list[list[float]] = [[] for _ in candidates]
        game = self.game
        for k in range(bags):
            if k >= least and deadline.no_room(k):
                break
            bag = list(self.bag)
            r.shuffle(bag)
            for i, action in enumerate(candidates):
                st = state_of(self.view, list(bag))
                game.apply(st, action)
                self._play_on(st)
                out[i].append(self.leaf_value(st))
        return out

    def _play_on(self, st: CafeState) -> None:
        """The others answer, then this seat and the others again, `rounds` rounds in all, every one greedy."""
        game = self.game
        rounds = 0
        while not st.over:
            if st.turn == self.seat:
                rounds += 1
                if rounds >= self.rounds:
                    return
            game.apply(st, greedy(game, st, st.turn).action)

    def leaf_value(self, st: CafeState) -> float:
        """This seat's score and hand against the best of the others'."""
        mine = st.scores[self.seat] + (0.0 if st.over else self.hand_value(st, self.seat))
        others = [st.scores[s] + (0.0 if st.over else self.hand_value(st, s))
                  for s in range(st.n) if s != self.seat and not st.out[s]]
        if st.out[self.seat]:
            mine -= 1000
        if not others:
            return mine
        best = max(others)
        return mine - (best + sum(others) / len(others)) / 2

    def hand_value(self, st: CafeState, seat: int) -> float:
        """What a hand is worth before the end: guests no chair can take any more will cost a bar seat or the final
        penalty; jokers cost 10 if they stay; a smaller hand size (tables of compatriots) means fewer guests to
        pay for and sooner the end (d)."""
        w = self.w
        law = self.game.law
        chairs = st.chairs
        value = -w.hand_size * st.hand_size[seat]
        hand = st.hands[seat]
        # the end comes closer as the bag, the bar and the chairs fill: the penalty for what is held grows
        near_end = max(0.0, 1 - (len(st.bag) - 4) / 40)
        for g in set(hand):
            k = hand.count(g)
            if is_joker(g):
                value -= k * (w.joker + JOKER_PENALTY * near_end * w.end)
                continue
            if not law.has_chair(chairs, g):
                value -= k * w.dead
            value -= k * CARD_PENALTY * near_end * w.end
        return value


class Weights:
    """The leaf's weights, in points (measured on 2-seat games against normal)."""

    __slots__ = ("dead", "end", "hand_size", "joker")

    def __init__(self, dead: float = 3.0, joker: float = 2.0, hand_size: float = 1.5, end: float = 1.0):
        self.dead = dead
        self.joker = joker
        self.hand_size = hand_size
        self.end = end

    def as_tuple(self) -> tuple[float, ...]:
        return (self.dead, self.joker, self.hand_size, self.end)


def evaluate(game: CafeGame | None, view: CafeView, candidates: Sequence[Any], rounds: int,
             weights: tuple[float, ...], bags: int, seed: int, seconds: float | None) -> list[list[float]]:
    """`Lookahead.evaluate` as a plain function of the view (it may run in the search process; `game` None: the
    game's `GAME`)."""
    return Lookahead(game or GAME, view, rounds, Weights(*weights)).evaluate(candidates, bags, seed, seconds)
