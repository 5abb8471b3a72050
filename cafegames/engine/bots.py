"""The computer-player contract and a uniform random player used for measurement."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from cafegames.engine import rng


class Bot(Protocol):
    """Decides for one seat from that seat's view only (never the full state)."""

    def choose(self, view: Any, legal: Sequence[Any], must_act: bool) -> Any | None:
        """An action from `legal`. When `must_act` is False the seat is acting out of turn and may answer None."""


class RandomBot:
    """Uniform over legal actions; out of turn it acts with probability `interject`."""

    def __init__(self, seat: int, seed: int, interject: float = 0.5):
        self.seat = seat
        self.rng = random.Random(rng.derive(seed, "random-bot", seat))
        self.interject = interject

    def choose(self, view: Any, legal: Sequence[Any], must_act: bool) -> Any | None:
        if not legal or (not must_act and self.rng.random() >= self.interject):
            return None
        return legal[self.rng.randrange(len(legal))]
