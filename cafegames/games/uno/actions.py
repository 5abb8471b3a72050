"""UNO decisions. An action is a seat's choice; automatic steps (penalty draws, skips, reshuffles, dealing the next
hand) are not actions. Play carries everything decided with the card: the colour of a wild, the UNO call for the
second-to-last card and the seat swapped with on a 7 (U-H-SEVENO), so one click gives one action."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen(slots=True)
class Play:
    """Play `card` (the `cards` int code). `colour` 0–3 for a wild, else -1; `uno` calls UNO with the play
    (only allowed when the player is left with one card); `target` is the seat a 7 swaps with (U-H-SEVENO), or the
    seat a 0 swaps with, -1 for none (U-O-ZERO); `spin` the way a 7 passes every hand, +1 to the left, -1 to the
    right, 0 not at all (U-O-SEVEN); `double` plays two identical cards together (U-O-DOUBLE)."""

    kind: ClassVar[str] = "play"
    seat: int
    card: int
    colour: int = -1
    uno: bool = False
    target: int = -1
    spin: int = 0
    double: bool = False


@attrs.frozen(slots=True)
class Draw:
    """Draw a card (or press the launcher, U-H-EXTREME); with a penalty pending, take it (accept the Draw Two /
    Wild Draw Four without stacking or challenging)."""

    kind: ClassVar[str] = "draw"
    seat: int


@attrs.frozen(slots=True)
class Pass:
    """Keep the card just drawn (U-DRAW), or end a run of cards (U-H-MULTI, U-H-SUITES)."""

    kind: ClassVar[str] = "pass"
    seat: int


@attrs.frozen(slots=True)
class Colour:
    """Name the first colour when the first discard is a Wild (U-FIRST)."""

    kind: ClassVar[str] = "colour"
    seat: int
    colour: int


@attrs.frozen(slots=True)
class Challenge:
    """Challenge the Wild Draw Four just played on this seat (U-CHALLENGE)."""

    kind: ClassVar[str] = "challenge"
    seat: int


@attrs.frozen(slots=True)
class CallUno:
    """Call "UNO" after having played down to one card, before anyone catches it (U-UNO)."""

    kind: ClassVar[str] = "uno"
    seat: int


@attrs.frozen(slots=True)
class Catch:
    """"Contre-UNO!": catch `target`, who holds one card and has not called UNO (U-UNO)."""

    kind: ClassVar[str] = "catch"
    seat: int
    target: int


@attrs.frozen(slots=True)
class Deal:
    """The dealer deals `count` cards to each player (U-O-DEAL, 7 to 15)."""

    kind: ClassVar[str] = "deal"
    seat: int
    count: int


@attrs.frozen(slots=True)
class TimeOut:
    """The turn timer ran out for the seat to play: one penalty card, and the turn goes on (U-O-TIMER). The table
    takes it for a person whose countdown ends; it is in the record, so a replay gives the same game."""

    kind: ClassVar[str] = "timeout"
    seat: int


ACTION_CLASSES = (Play, Draw, Pass, Colour, Challenge, CallUno, Catch, Deal, TimeOut)
UnoAction = Play | Draw | Pass | Colour | Challenge | CallUno | Catch | Deal | TimeOut  # any decision, for the types
