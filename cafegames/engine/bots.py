"""The computer-player contract, the reasons bots give, how long they think, and a uniform random player.

A bot plays one seat and sees only that seat's view:

    bot = registry.get(game_id).make_bot(level, seat, seed, thinking=Thinking())
    action = bot.choose(view, legal, must_act)            # what to do (None: nothing, when out of turn)
    decision = bot.decide(view, legal, must_act)          # the same choice with its reason
    decision.action, decision.why                         # an action from `legal`, a Message

`why` is one short sentence a family understands ("Keep your Wild: you still hold two red cards"), translated
like every other Message (context and text marked with QT_TRANSLATE_NOOP). The hint button asks the hard bot of
the human's seat, on that seat's view, for its `decide`; bots of the lower levels give simpler reasons.

Same seed, same view, same decision: a bot draws its randomness from streams derived from its seed and the view
(`decision_seed`), never from the hidden state, which it never receives. So its choice cannot depend on cards
it cannot see (tests build one view from different hidden truths and check that the choice stays the same).

Thinking time (`Thinking`): the search levels count their work in samples (determinizations, playouts), scaled
by `effort` — this is what makes a decision reproducible, and it is what the tests, the ladder
(`python -m devtools.sim ladder`) and the soak use. The app (`APP`, set by `MatchController`) adds
`timed=True`: the search also stops at its game's time budget (`seconds`) and returns the best choice found so
far, so a slow or busy computer never keeps the table waiting (its choice may then differ from the untimed one);
and `apart=True`: the search runs in a process of its own (`cafegames.engine.worker`), so the table keeps
painting while a bot thinks.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol, TypeVar

from cafegames.engine import rng
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

CTX = "Bots"


class Decision(NamedTuple):
    """A bot's choice and why it made it."""

    action: Any
    why: Message


class Thinking(NamedTuple):
    """How hard a searching bot thinks. `effort` scales its sample budget (1.0: the level as shipped; the CI's
    short ladder and the soak use less). `timed`: also stop at the game's time budget. `apart`: search in the
    search process (`cafegames.engine.worker`), so the GUI thread keeps the GIL. The app uses `APP`."""

    effort: float = 1.0
    timed: bool = False
    apart: bool = False


APP = Thinking(1.0, timed=True, apart=True)


ViewT_contra = TypeVar("ViewT_contra", contravariant=True)  # a bot only reads views
ActionT = TypeVar("ActionT")


class Bot(Protocol[ViewT_contra, ActionT]):
    """Decides for one seat from that seat's view only (never the full state): `Bot[View, Action]` answers one
    of the `Action`s it is offered, as a `Game[State, Action, View]`'s match asks it."""

    def choose(self, view: ViewT_contra, legal: Sequence[ActionT], must_act: bool) -> ActionT | None:
        """An action from `legal`. When `must_act` is False the seat is acting out of turn and may answer None."""

    def decide(self, view: ViewT_contra, legal: Sequence[ActionT], must_act: bool) -> Decision | None:
        """`choose` with the reason (None exactly when `choose` answers None)."""


class BaseBot:
    """`choose` from `decide`: a bot class writes `decide` only."""

    def decide(self, view: Any, legal: Sequence[Any], must_act: bool) -> Decision | None:
        raise NotImplementedError

    def choose(self, view: Any, legal: Sequence[Any], must_act: bool) -> Any | None:
        decision = self.decide(view, legal, must_act)
        return None if decision is None else decision.action


class Deadline:
    """The time budget of one decision: never passed when untimed."""

    __slots__ = ("end", "start")

    def __init__(self, seconds: float | None):
        self.start = time.perf_counter()
        self.end = None if seconds is None else self.start + seconds

    def passed(self) -> bool:
        return self.end is not None and time.perf_counter() >= self.end

    def no_room(self, done: int) -> bool:
        """After `done` steps of a search (samples, each as long as the others): whether the budget has no room
        left for one more — so a search stops before a sample it could not finish in time, not after it."""
        if self.end is None:
            return False
        now = time.perf_counter()
        return now + (now - self.start) / max(done, 1) >= self.end


def seconds(thinking: Thinking, budget: float) -> float | None:
    """The time budget of a decision: `budget` seconds when `thinking.timed`, else none."""
    return budget if thinking.timed else None


def samples(thinking: Thinking, full: int, least: int = 1) -> int:
    """`full` samples scaled by the effort, at least `least`."""
    return max(least, round(full * thinking.effort))


def decision_seed(seed: int, *labels: object) -> int:
    """The seed of one decision's search: from the bot's seed and labels taken from the view (what the seat
    knows), so the same view gives the same search whatever the bot decided before and whatever is hidden."""
    return rng.derive(seed, "decision", *labels)


RANDOM_WHY = msg(CTX, QT_TRANSLATE_NOOP("Bots", "A move picked at random."))


class RandomBot(BaseBot):
    """Uniform over legal actions; out of turn it acts with probability `interject`."""

    def __init__(self, seat: int, seed: int, interject: float = 0.5):
        self.seat = seat
        self.rng = random.Random(rng.derive(seed, "random-bot", seat))
        self.interject = interject

    def decide(self, view: Any, legal: Sequence[Any], must_act: bool) -> Decision | None:
        if not legal or (not must_act and self.rng.random() >= self.interject):
            return None
        return Decision(legal[self.rng.randrange(len(legal))], RANDOM_WHY)
