"""Guided first games ("Learn to play"): a lesson is a real match on a chosen deal with a script.

A lesson is Qt-free data kept in each game's `lesson.py` (`LESSON`): the options, the seats (the learner and
friendly computer players), a seed, and the script — every action of the match in order, found offline
(devtools/lesson_<game>.py) so that each rule the lesson teaches comes up once, in a good order. Some of those
actions are the learner's: each one has a `Step` saying what to do and why, where on the table it points
(`anchor`, a key the game's scene can find: ("card", 23), ("seat", 1), ("button", "uno"), ("cell", 12)…), and
what to say when the learner tries another move.

The rules stay the judge: the script is a valid replay of the seed (a test replays it), a lesson only narrows
which of the legal moves it accepts, and the match is an ordinary one — its save loads as a normal game, and
once the script is over (or in a loaded save) the computers play as their level plays.

    run = LessonRun(LESSON, match)
    run.step()                 # the Step the learner is asked to take now, or None (the computers play)
    run.judge(action)          # None: the expected move; else the Message explaining the mistake
    run.scripted(seat)         # what the computer at `seat` does now by the script, or None
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from cafegames.engine.messages import Message
from cafegames.engine.protocol import ActionT, Event, Game, StateT
from cafegames.engine.seats import Seat

if TYPE_CHECKING:
    from cafegames.engine.bots import Bot
    from cafegames.engine.match import Match

Anchor = tuple  # ("card", 23), ("seat", 1), ("button", "uno"), ("pile", "draw"), ("cell", 12), () for none


@attrs.frozen
class Step:
    """One move the lesson asks of the learner: `expected` (the script's action), the tip's `text`, the
    `anchor` it points at, the explanation `wrong` for any other move, and the rules page `section` it is
    about (an id in resources/rules/<game>.<lang>.html). `also` lists other anchors the tip must not cover."""

    expected: Any
    text: Message
    anchor: Anchor
    wrong: Message
    section: str = ""
    also: tuple[Anchor, ...] = ()
    topic: str = ""  # the rule it teaches (a rule id of ../shared/rules/<game>.md, or "" for plain play)


@attrs.frozen
class Lesson:
    """A guided first game: see the module docstring. `seats(translate)` names the seats in the family's
    language (`names` are (context, text) pairs marked with QT_TRANSLATE_NOOP). `ending` is the last tip, shown
    with the result, and `section` the rules page section it sends the learner to."""

    game_id: str
    options: Mapping[str, Any]
    names: tuple[tuple[str, str], ...]
    levels: tuple[str, ...]  # "human" for the learner, else the computer's level
    seed: int
    script: tuple[Any, ...]
    steps: Mapping[int, Step]  # index in `script` → the learner's step there
    ending: Message
    section: str
    learner: int = 0
    free_play: Message | None = None  # said once the script is over, while the game goes on freely to its end

    def seats(self, translate: Callable[[str, str], str]) -> list[Seat]:
        return [Seat(translate(ctx, text), "human") if level == "human" else Seat(translate(ctx, text), "computer", level)
                for (ctx, text), level in zip(self.names, self.levels, strict=False)]

    def topics(self) -> list[str]:
        return [s.topic for _, s in sorted(self.steps.items()) if s.topic]


class LessonRun:
    """Where a lesson stands in its match (the match's action count is the place in the script)."""

    def __init__(self, lesson: Lesson, match: Match[Any, Any, Any]):
        self.lesson = lesson
        self.match = match

    @property
    def at(self) -> int:
        return len(self.match.actions)

    def scripted_part(self) -> bool:
        """The match is still in the script (the match's actions so far are the script's first ones)."""
        return self.at < len(self.lesson.script)

    def step(self) -> Step | None:
        return self.lesson.steps.get(self.at) if self.scripted_part() else None

    def learner_to_move(self) -> bool:
        """The next scripted action is the learner's: the computers wait for it."""
        return self.step() is not None

    def judge(self, action: Any) -> Message | None:
        step = self.step()
        if step is None or action == step.expected:
            return None
        return step.wrong

    def scripted(self, seat: int) -> Any | None:
        """The script's next action when it is `seat`'s (the learner's too: `--autoplay` plays them)."""
        if not self.scripted_part():
            return None
        action = self.lesson.script[self.at]
        return action if getattr(action, "seat", None) == seat else None

    def step_number(self) -> tuple[int, int]:
        """(this step's number from 1, the number of steps) for the tip's header."""
        keys = sorted(self.lesson.steps)
        done = sum(1 for k in keys if k < self.at)
        return min(done + 1, len(keys)), len(keys)


class LessonBot:
    """A friendly computer player: follows the script while it lasts, then plays as `fallback` does."""

    def __init__(self, run: LessonRun, seat: int, fallback: Bot[Any, Any]):
        self.run = run
        self.seat = seat
        self.fallback = fallback

    def choose(self, view: Any, legal: Sequence[Any], must_act: bool) -> Any | None:
        if self.run.scripted_part():
            action = self.run.scripted(self.seat)
            if action is not None and action in legal:
                return action
            if not must_act:
                return None
        return self.fallback.choose(view, legal, must_act)


def replay_script(game: Game[StateT, ActionT, Any], lesson: Lesson,
                  seats: Sequence[Seat]) -> list[tuple[StateT, list[Event]]]:
    """The state before each scripted action and the events it made: [(state before, events)…] (for building
    the steps and for the tests). IllegalAction if the script is not a valid replay of the seed."""
    options = game.make_options(dict(lesson.options), len(seats))
    state = game.setup(options, seats, lesson.seed)
    out = []
    for action in lesson.script:
        before = game.clone(state)
        state, events = game.apply(state, action)
        out.append((before, events))
    return out
