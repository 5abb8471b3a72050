"""Café International's actions (saved as JSON, see docs/save-format.md), and what the rules say of a legal one.

- `Place(seat, guest, chair, guest2=-1, chair2=-1)` — C-SEAT, one or two guests in the order seated. A two-guest
  turn is ONE action: the scene builds it step by step (`CafeGame.turn_steps`, `explain`) and sends it on "End
  turn", so a take-back never reaches the match record and a save only ever holds whole turns.
- `ToBar(seat, guest)` — C-TOBAR, on the next bar seat.
- `Swap(seat, chair, guest)` — C-SWAP, a guest from hand takes a seated joker's place.
- `Pass(seat)` — C-NOMOVE, offered only when nothing else is legal.
Guests are kinds, not card identities (`nation * 2 + gender`, jokers 24/25): two Indian women are one choice.
"""

from __future__ import annotations

from typing import Any, ClassVar, NamedTuple

import attrs

from cafegames.engine.protocol import Action
from cafegames.games.cafe.rules import Placement


@attrs.frozen
class Place(Action):
    kind: ClassVar[str] = "place"
    seat: int
    guest: int
    chair: int
    guest2: int = -1
    chair2: int = -1

    @property
    def steps(self) -> tuple[tuple[int, int], ...]:
        first = ((self.guest, self.chair),)
        return first if self.guest2 == -1 and self.chair2 == -1 else first + ((self.guest2, self.chair2),)


@attrs.frozen
class ToBar(Action):
    kind: ClassVar[str] = "bar"
    seat: int
    guest: int


@attrs.frozen
class Swap(Action):
    kind: ClassVar[str] = "swap"
    seat: int
    chair: int
    guest: int


@attrs.frozen
class Pass(Action):
    kind: ClassVar[str] = "pass"
    seat: int


class Move(NamedTuple):
    """A legal action with what it brings now: points (bar value for the bar, 0 for a swap) and the tables of
    compatriots it completes. `placement` holds the steps of a C-SEAT turn."""

    action: Any
    points: int
    compatriots: int = 0
    placement: Placement | None = None


@attrs.frozen
class FirstStep:
    """For the scene: a guest on a chair that may begin a turn. `can_end` when the turn may stop there; `seconds`
    maps each legal (guest, chair) second step to the points of the whole turn."""

    guest: int
    chair: int
    points: int
    can_end: bool
    seconds: dict[tuple[int, int], int]


ACTION_CLASSES = (Place, ToBar, Swap, Pass)
