"""A saved match made steppable: the state after any number of its actions, its log, chapters and score line.

    replay = Replay.of(record)             # SaveError (the same message as Load) when the file cannot be replayed
    replay.state_at(417)                   # a fresh state after 417 actions, from the nearest snapshot
    replay.public_view(417)                # what everyone at the table saw then (no hidden hand)
    replay.log, replay.chapters            # [(step, Message)], e.g. (0, "Hand 1"), (212, "Hand 2")
    replay.series                          # each seat's score line (UNO hand by hand, Café turn by turn, …)

Step n is the match after its first n actions (0 = as dealt). The match is replayed once, through the same path
as loading it (`saves.replay`); a clone of the state is kept every `SNAPSHOT_EVERY` actions, so any step is at
most that many actions from a snapshot: stepping back on a 1,000-action match is one clone and a few `apply`s
(`python -m devtools.sim bench replay`). No Qt.

What a game may offer (all optional, on its `GAME`):
- `public_view(state)`: the view of someone at the table holding no hand; without it only a finished match can
  be shown (every hand then), by `view(state, seat)`.
- `chart_point(state, events)`: each seat's score for the chart after an action (`events`) or at the start
  (`events` None), or None when this action makes no point; `chart_axis`, `chart_unit`: what a point is
  ("Hand") and what is counted ("Points"), as (context, text) pairs.
- `chapter(state) -> int` and `chapter_label` (context, text with `{n}`): where "jump to" goes (hand, round);
  `chapter_text(state) -> Message`, when the label needs more than the number (a tournament's table).
- `hands_text(state)`: for each seat, the names (Messages) of the cards in its hand, for "Show every hand".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic

import attrs

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message
from cafegames.engine.protocol import ActionT, Event, Game, StateT, ViewT
from cafegames.engine.seats import Seat

if TYPE_CHECKING:
    from cafegames.engine.match import Match

SNAPSHOT_EVERY = 32


@attrs.frozen
class Series:
    """Each seat's score along a match: `points[i][seat]` is the score at the i-th point (0 = the start)."""

    axis: Message  # what one point is: "Hand", "Turn", "Round"
    unit: Message  # what is counted: "Points", "Cells paddled"
    points: tuple[tuple[int, ...], ...]
    steps: tuple[int, ...]  # the step (actions played) of each point

    def line(self, seat: int) -> list[int]:
        return [p[seat] for p in self.points]


def _message(pair: Any, fallback: Message) -> Message:
    if isinstance(pair, tuple) and len(pair) == 2:
        return Message(pair[0], pair[1])
    return fallback


class Replay(Generic[StateT, ActionT, ViewT]):
    """One match, replayed once and kept steppable (see the module docstring); `Replay[State, Action, View]` of a
    `Game[State, Action, View]`."""

    def __init__(self, game: Game[StateT, ActionT, ViewT], seats: Sequence[Seat], seed: int, snapshot_every: int = SNAPSHOT_EVERY):
        """Empty: build one with `Replay.of(record)` (a save file) or `Replay.play(…)` (a match record)."""
        self.game = game
        self.seats = tuple(seats)
        self.seed = seed
        self.snapshot_every = max(1, snapshot_every)
        self.actions: list[ActionT] = []
        self.events: list[list[Event]] = [[]]  # events[n]: what action n did (events[0]: none)
        self.log: list[tuple[int, Message]] = []
        self.chapters: list[tuple[int, Message]] = []
        self._snapshots: dict[int, StateT] = {}
        self._points: list[tuple[int, ...]] = []
        self._point_steps: list[int] = []
        self._chapter: int | None = None
        self.final: StateT | None = None
        self.finished = False

    @classmethod
    def of(cls, record: Any, snapshot_every: int = SNAPSHOT_EVERY) -> Replay[Any, Any, Any]:
        """The replay of a checked save record (`saves.read_save`); SaveError names what cannot be replayed, in
        the very words Load uses (the replay goes through `saves.replay`)."""
        from cafegames.engine import registry, saves

        self = cls(registry.get(record.game).game(), record.seats, record.seed, snapshot_every)
        try:
            self._start(record.options)
        except Exception:  # options or seats the rules refuse: saves.replay below says so as Load does
            self._snapshots.clear()
        match = saves.replay(record, self._listen)
        if 0 not in self._snapshots:
            raise saves.SaveError(Message("Saves", saves.RULES_FAILED, {"reason": "setup"}))
        self._end(match)
        return self

    @classmethod
    def play(cls, game: Game[StateT, ActionT, ViewT], options: Any, seats: Sequence[Seat], seed: int,
             actions: Sequence[ActionT], snapshot_every: int = SNAPSHOT_EVERY) -> Replay[StateT, ActionT, ViewT]:
        """The replay of a match record already in memory (IllegalAction as `Match.replay` raises it)."""
        from cafegames.engine.match import Match

        self = cls(game, seats, seed, snapshot_every)
        self._start(options)
        self._end(Match.replay(game, options, seats, seed, list(actions), self._listen))
        return self

    def _end(self, match: Match[StateT, ActionT, ViewT]) -> None:
        self.final = match.state
        self.finished = bool(self.game.is_over(match.state))

    # ---------------------------------------------------------------- building
    def _start(self, options: Any) -> None:
        from cafegames.engine.options import options_to_dict

        game = self.game
        opts = game.make_options(options if isinstance(options, dict) else options_to_dict(options), len(self.seats))
        state = game.setup(opts, self.seats, self.seed)
        self._snapshots[0] = game.clone(state)
        opening = getattr(game, "opening_events", None)
        if opening is not None:
            self._log(0, opening(opts, self.seats, self.seed))
        self._chart(0, state, None)
        self._mark_chapter(0, state)

    def _listen(self, match: Match[StateT, ActionT, ViewT], action: ActionT, events: list[Event]) -> None:
        self.actions.append(action)
        self.events.append(list(events))
        step = len(self.actions)
        state = match.state
        if step % self.snapshot_every == 0:
            self._snapshots[step] = self.game.clone(state)
        self._log(step, events)
        self._chart(step, state, events)
        self._mark_chapter(step, state)

    def _log(self, step: int, events: list[Event]) -> None:
        for event in events:
            line = self.game.describe(event, self.seats)
            if line is not None:
                self.log.append((step, line))

    def _chart(self, step: int, state: StateT, events: list[Event] | None) -> None:
        point = getattr(self.game, "chart_point", None)
        if point is None:
            return
        scores = point(state, events)
        if scores is not None:
            self._points.append(tuple(int(s) for s in scores))
            self._point_steps.append(step)

    def _mark_chapter(self, step: int, state: StateT) -> None:
        chapter = getattr(self.game, "chapter", None)
        label = getattr(self.game, "chapter_label", None)
        if chapter is None or label is None:
            return
        n = chapter(state)
        if n != self._chapter and n > 0:
            text = getattr(self.game, "chapter_text", None)  # a label that needs more than the number
            self.chapters.append((step, text(state) if text else Message(label[0], label[1], {"n": n})))
        self._chapter = n

    # ---------------------------------------------------------------- reading
    @property
    def length(self) -> int:
        """The number of actions: the last step."""
        return len(self.actions)

    @property
    def series(self) -> Series | None:
        """The score line of every seat, or None when the game draws none (or the match has no point yet)."""
        if not self._points:
            return None
        game = self.game
        return Series(_message(getattr(game, "chart_axis", None), Message("Replay", QT_TRANSLATE_NOOP("Replay", "Move"))),
                      _message(getattr(game, "chart_unit", None),
                               Message("Replay", QT_TRANSLATE_NOOP("Replay", "Points"))),
                      tuple(self._points), tuple(self._point_steps))

    def state_at(self, step: int) -> StateT:
        """A fresh state after `step` actions (clamped to 0…length): the nearest snapshot at or before it, cloned,
        then the actions between."""
        step = max(0, min(step, self.length))
        base = step - step % self.snapshot_every  # a snapshot is kept at every multiple, 0 included
        state = self.game.clone(self._snapshots[base])
        for action in self.actions[base:step]:
            state, _ = self.game.apply(state, action)
        return state

    def has_public_view(self) -> bool:
        return hasattr(self.game, "public_view")

    def public_view(self, step: int, state: StateT | None = None) -> Any:
        """What everyone at the table saw after `step` actions: no hand that was hidden (a game without
        `public_view`, see `has_public_view`: AttributeError)."""
        public_view = self.game.public_view  # type: ignore[attr-defined]  # optional, not in the Game protocol
        return public_view(self.state_at(step) if state is None else state)

    def view(self, step: int, seat: int, state: StateT | None = None) -> ViewT:
        """What `seat` saw (its own hand too): for a finished match only ("Show every hand")."""
        return self.game.view(self.state_at(step) if state is None else state, seat)

    def chapter_of(self, step: int) -> int:
        """The index in `chapters` of the chapter that `step` is in (-1 before the first)."""
        index = -1
        for i, (start, _) in enumerate(self.chapters):
            if start <= step:
                index = i
        return index

    def log_until(self, step: int) -> list[tuple[int, Message]]:
        return [(s, m) for s, m in self.log if s <= step]

    def hands_text(self, step: int, state: StateT | None = None) -> list[Message] | None:
        """Every seat's hand in words ("Show every hand"), or None when the game offers no such line."""
        fn = getattr(self.game, "hands_text", None)
        return None if fn is None else list(fn(self.state_at(step) if state is None else state))


def read_replay(path: Any) -> tuple[Replay[Any, Any, Any], Any, Any]:
    """The replay of the save at `path`, falling back to its backup when the file is damaged, as Load does
    (`saves.load_with_backup`): (replay, record, the file's own SaveError when the backup was used). Only reads.
    SaveError: the message Load would show."""
    from cafegames.engine.saves import BACKUP_SUFFIX, SaveError, read_save

    try:
        record = read_save(path)
        return Replay.of(record), record, None
    except SaveError as main_error:
        backup = path.with_name(path.name + BACKUP_SUFFIX)
        if not backup.exists():
            raise
        try:
            record = read_save(backup)
            return Replay.of(record), record, main_error
        except SaveError:
            raise main_error from None
