"""A match: a game played by given seats from a seed, and the record of every action taken.

The record (game id, options, seats, seed, actions) is what a save file holds; replaying it through the rules
gives back the same state. `Match` also keeps the computer players and lets them act; `thinking` says how long
they think (see `cafegames.engine.bots.Thinking`: sample budgets only, reproducible, unless the app sets
`timed`). Set it before the first bot is made.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic

from cafegames.engine.bots import Bot, Thinking
from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.options import options_to_dict
from cafegames.engine.protocol import ActionT, Event, Game, StateT, ViewT
from cafegames.engine.rng import MAX_SEED
from cafegames.engine.seats import Seat

CTX = "Match"
# A computer seat at a level its game does not have: a save from a newer version, an edited file (saves.format too).
UNKNOWN_LEVEL = QT_TRANSLATE_NOOP("Saves", "Player {n} plays at a computer level this version does not know.")
Listener = Callable[["Match", Any, list[Event]], None]


class Match(Generic[StateT, ActionT, ViewT]):
    """One match in progress. Every action goes through `act`, which records it and tells the listeners.
    `Match[State, Action, View]` holds a `Game[State, Action, View]`; a bare `Match` is one of any game."""

    def __init__(self, game: Game[StateT, ActionT, ViewT], options: Mapping[str, Any] | Any, seats: Sequence[Seat], seed: int):
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Match", "The seed must be a whole number from 0 to {max}."),
                                 max=MAX_SEED))
        if not isinstance(options, Mapping):
            options = options_to_dict(options)
        for number, seat in enumerate(seats, 1):
            # Refused here, when the match is made or loaded, with words the person can act on; never later,
            # mid-game, when its first bot is made (GameInfo.make_bot), and never swapped for another level.
            if seat.kind == "computer" and seat.level not in game.levels:
                raise SetupError(msg("Saves", UNKNOWN_LEVEL, n=number))
        self.game = game
        self.options = game.make_options(options, len(seats))
        self.seats = tuple(seats)
        self.seed = seed
        self.actions: list[ActionT] = []
        self.state: StateT = game.setup(self.options, self.seats, seed)
        self.hints = [0] * len(self.seats)  # hints each seat asked for (cafegames/engine/hints.py), saved
        self.listeners: list[Listener] = []
        self._bots: dict[int, Bot[ViewT, ActionT]] = {}
        # Take-backs (cafegames/engine/takeback.py): chosen when the game is created, counted per seat, saved.
        self.takebacks_allowed = False
        self.takebacks = [0] * len(self.seats)
        self.thinking = Thinking()

    @classmethod
    def replay(cls, game: Game[StateT, ActionT, ViewT], options: Mapping[str, Any], seats: Sequence[Seat], seed: int,
               actions: Sequence[ActionT], listener: Listener | None = None) -> Match[StateT, ActionT, ViewT]:
        """The match after `actions`; IllegalAction names the first action (1-based) that the rules refuse.
        `listener` is told of every action as it is replayed (the replay viewer keeps states and events)."""
        match = cls(game, options, seats, seed)
        if listener is not None:
            match.listeners.append(listener)
        for number, action in enumerate(actions, 1):
            if game.is_over(match.state):
                raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Match", "Move {n} comes after the end of the game."),
                                        n=number))
            try:
                match.act(action)
            except IllegalAction as exc:
                raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Match", "Move {n} is not allowed: {reason}"),
                                        n=number, reason=exc.message)) from None
        return match

    @property
    def options_dict(self) -> dict[str, Any]:
        return options_to_dict(self.options)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def to_act(self) -> Sequence[int]:
        return self.game.to_act(self.state)

    def act(self, action: ActionT) -> list[Event]:
        """Apply `action` (IllegalAction leaves the match unchanged), record it and notify listeners."""
        if self.is_over():
            raise IllegalAction(msg(CTX, QT_TRANSLATE_NOOP("Match", "The game is over.")))
        self.state, events = self.game.apply(self.state, action)
        self.actions.append(action)
        for listener in list(self.listeners):
            listener(self, action, events)
        return events

    def bot(self, seat: int) -> Bot[ViewT, ActionT]:
        if seat not in self._bots:
            from cafegames.engine import registry

            s = self.seats[seat]
            # A person's seat played for them (a lesson, the soak) takes its level, or the first one; a computer
            # seat keeps its own, and an unknown one is refused (GameInfo.make_bot), never swapped for another.
            level = s.level if s.kind == "computer" or s.level in self.game.levels else self.game.levels[0]
            self._bots[seat] = registry.get(self.game.id).make_bot(level, seat, self.seed, thinking=self.thinking)
        return self._bots[seat]

    def set_bot(self, seat: int, bot: Bot[ViewT, ActionT]) -> None:
        """Use `bot` for `seat` from now on (a guided first game's scripted players, cafegames/engine/lesson.py;
        the ladder times its bots this way)."""
        self._bots[seat] = bot

    def bot_action(self, include_humans: bool = False) -> ActionT | None:
        """What the computer players do next, or None when it is up to a human (or the game is over).

        Seats acting out of turn are asked first; then the seat the game waits for, if it is a computer (or
        `include_humans`, for `--autoplay`, where a level-`normal` bot stands in for the humans)."""
        if self.is_over():
            return None
        seats = self.to_act()
        for i, seat in enumerate(seats):
            computer = not self.seats[seat].is_human or include_humans
            if not computer:
                continue
            legal = self.game.legal_actions(self.state, seat)
            if not legal:
                continue
            action = self.bot(seat).choose(self.game.view(self.state, seat), legal, i == 0)
            if action is not None:
                return action
        return None


def check_seat_count(game_name: str, n: int, lo: int, hi: int) -> None:
    if not lo <= n <= hi:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Match", "{game} is played by {lo} to {hi} players, not {n}."),
                             game=game_name, lo=lo, hi=hi, n=n))
