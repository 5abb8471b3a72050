"""The contract every game implements (modelled on OpenSpiel's State API and boardgame.io).

A game is one object with no state of its own; the state is a separate value it creates and advances:

    state = game.setup(options, seats, seed)
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = choose(game.view(state, seat), game.legal_actions(state, seat))
        state, events = game.apply(state, action)

`apply` may update `state` in place for speed (as OpenSpiel's ApplyAction does) and returns the state to use
from then on; code that needs the state before the action keeps `game.clone(state)`.

`to_act` lists the seats that may act now. The first one is the seat the game waits for; any others may act
out of turn (UNO's catch and jump-in, Canyon's secret bids). A bot asked for a seat that is not first may
answer None: "nothing for me now".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol, TypeVar, runtime_checkable

import attrs

from cafegames.engine.messages import Message
from cafegames.engine.options import OptionSpec
from cafegames.engine.seats import Seat


@attrs.frozen
class Event:
    """Something that happened, for the log and the animations: `kind` ("played", "drew", "drifted"…),
    the seat it concerns (None for the table) and details as plain values."""

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = attrs.field(factory=dict, eq=False, hash=False)


@attrs.frozen
class Result:
    """The end of a match: the winning seats (several when they share the win), final scores and a summary.

    `places` gives each seat its place by the game's own rules (1 = first; seats level share a place and the
    next place is skipped: 1, 1, 3), so the end screen lists every seat in order without deciding a rule;
    empty when a game does not rank its seats (`seat_places` then puts the winners first and the rest level).
    `score_label` says what `scores` count when it is not plain points (Canyon: cells paddled)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    summary: Message | None = None
    places: tuple[int, ...] = ()
    score_label: Message | None = None

    def seat_places(self) -> tuple[int, ...]:
        """The place of every seat: `places`, or the winners first and every other seat level after them."""
        if len(self.places) == len(self.scores):
            return self.places
        return tuple(1 if s in self.winners else len(self.winners) + 1 for s in range(len(self.scores)))


def rank_places(keys: Sequence[Any]) -> tuple[int, ...]:
    """Places from one sort key per seat, smaller = better: 1 + the number of seats with a better key, so equal
    keys share a place ("1, 1, 3")."""
    return tuple(1 + sum(1 for other in keys if other < key) for key in keys)


class Action:
    """Base of every game's actions: frozen attrs classes with a `kind` tag used by the save codec."""

    kind: ClassVar[str]


# The three types a game is generic over (PEP 484 TypeVars: Python 3.11 has no `class Game[S, A, V]` syntax).
# A view is only ever returned by the game, so a game whose views are more specific still fits (covariant);
# `ViewT` is the same type for the classes that hold a game (Match).
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
ViewT = TypeVar("ViewT")
ViewT_co = TypeVar("ViewT_co", covariant=True)


@runtime_checkable
class Game(Protocol[StateT, ActionT, ViewT_co]):
    """What the match, the sim, the saves and the scenes need from a game's rules: `Game[State, Action, View]`.

    A game's class names the types it works with, `class CafeGame(Game[CafeState, Any, CafeView])` (Any until its
    actions have a common type), so the type checker holds it and its callers to them; shared code that takes any
    game writes `Game[Any, Any, Any]` (or the bare `Game`). `isinstance(x, Game)` checks the members at run time (not the types). Its computer players are
    not the game's: `registry.GameInfo.make_bot` builds them."""

    id: str
    codec: Any  # ActionCodec
    levels: tuple[str, ...]
    """The computer levels `GameInfo.make_bot` accepts, in the order the new-game dialog lists them."""
    progress_texts: tuple[tuple[str, str], ...]
    """Every (context, text) `progress` may return. A save file stores its progress line; when it is read back,
    only these sentences of our own are used, filled with the file's values as plain data (a template never
    comes from a file)."""

    def option_schema(self) -> Sequence[OptionSpec]: ...
    def make_options(self, values: Mapping[str, Any], n_seats: int) -> Any:
        """The game's options instance from plain values; SetupError when a value or a combination is wrong."""
    def setup(self, options: Any, seats: Sequence[Seat], seed: int) -> StateT: ...
    def to_act(self, state: StateT) -> Sequence[int]: ...
    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]: ...
    def apply(self, state: StateT, action: ActionT) -> tuple[StateT, list[Event]]: ...
    def view(self, state: StateT, seat: int) -> ViewT_co: ...
    def is_over(self, state: StateT) -> bool: ...
    def result(self, state: StateT) -> Result: ...
    def clone(self, state: StateT) -> StateT: ...
    def progress(self, state: StateT) -> Message:
        """A short line for the load list ("Hand 3 · Ann 120, Bob 85"), one of `progress_texts`."""
    def describe(self, event: Event, seats: Sequence[Seat]) -> Message | None:
        """The game-log line for an event, or None for events the log does not show."""
    def short_move(self, state: StateT, action: ActionT, events: Sequence[Event]) -> Message | None:
        """A few words for the plate of the seat that took `action` ("Wild → green", "drew 2", "+8 points"), from
        the state as `apply` left it and the events it made; never a hidden card. None: nothing to show. The table
        shows it until that seat's next turn and the handoff screen lists them (cafegames/engine/last_moves.py):
        short enough to fit beside a plate."""

