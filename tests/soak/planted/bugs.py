"""Variants of the toy game, each with one planted bug of a kind the soak must find and report with its seed."""

from __future__ import annotations

import random
from typing import Any

import attrs

from cafegames.engine.errors import IllegalAction
from cafegames.engine.messages import Message
from tests.toy.game import Play, ToyGame, ToyState


class Leak(ToyGame):
    """A card from nowhere: after a 3 brings the total to exactly 17 the player draws two cards, not one.
    Its own invariant (three cards per hand while the game goes on) must catch it."""

    def apply(self, state: ToyState, action: Any):
        state, events = super().apply(state, action)
        if action.card == 3 and state.total == 17 and state.deck and state.loser is None:
            state.hands[action.seat].append(state.deck.pop())
        return state, events

    def check_invariants(self, state: ToyState) -> None:
        if state.loser is None:
            sizes = [len(h) for h in state.hands]
            assert all(s == 3 for s in sizes), f"hands hold {sizes} cards; every hand should hold 3"


class DirtyRefusal(ToyGame):
    """Refuses a card the seat does not hold, but only after adding it to the total."""

    def apply(self, state: ToyState, action: Any):
        if isinstance(action, Play) and action.seat == state.turn and action.card not in state.hands[action.seat]:
            state.total += 1
            raise IllegalAction(Message("Toy", "You do not hold that card."))
        return super().apply(state, action)


class Lax(ToyGame):
    """Lets any seat play when the total is above 10 (legal_actions says only the turn's seat may)."""

    def apply(self, state: ToyState, action: Any):
        if (isinstance(action, Play) and state.total > 10 and 0 <= action.seat < state.n
                and action.card in state.hands[action.seat]):
            state.turn = action.seat
        return super().apply(state, action)


class Unseeded(ToyGame):
    """Breaks replay: the reshuffle after the deck runs out uses the global random module, not the seed."""

    def apply(self, state: ToyState, action: Any):
        state, events = super().apply(state, action)
        if state.reshuffles and state.loser is None:
            random.shuffle(state.deck)
        return state, events


class Stuck(ToyGame):
    """Deadlocks: the seat to play has no legal action once the total reaches target - 2."""

    def legal_actions(self, state: ToyState, seat: int):
        if state.total == state.target - 2:
            return []
        return super().legal_actions(state, seat)


class Shallow(ToyGame):
    """`clone` shares the hands with the original, so a bot's look-ahead would change the real game."""

    def clone(self, state: ToyState) -> ToyState:
        return attrs.evolve(state)


class Crash(ToyGame):
    """Raises ZeroDivisionError when a 1 brings the total to exactly 13."""

    def apply(self, state: ToyState, action: Any):
        state, events = super().apply(state, action)
        if action.card == 1 and state.total == 13:
            _ = 1 / 0
        return state, events


PLANTED = {"leak": Leak, "dirty": DirtyRefusal, "lax": Lax, "unseeded": Unseeded, "stuck": Stuck,
           "shallow": Shallow, "crash": Crash}
