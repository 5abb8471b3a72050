"""Mistakes the type checker must find in a caller of a game (tests/engine/test_typed_contract.py runs mypy on
this file); never imported."""

from __future__ import annotations

from cafegames.engine.match import Match
from cafegames.engine.protocol import Game


class State:
    hands: list[list[int]]


class View:
    hand: list[int]


def start(game: Game[State, int, View]) -> View:
    state = game.setup(None, [], 1)
    state.hands.append([])
    game.apply(state, 3)
    return game.view(state, "first seat")  # a seat is a number


def play(match: Match[State, int, View]) -> State:
    match.act("draw")  # this game's actions are numbers
    return match.game.view(match.state, 0)  # a view is not a state
