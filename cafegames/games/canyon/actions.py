"""Canyon's actions (saved as JSON, see docs/save-format.md): one per phase of a round. Forced moves (drift, a
canoe that cannot move, a canoe that fell this round) are not actions; every seat with a choice of end cell acts
with `Move`, even when it has only one."""

from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Place:
    """K-START: put the canoe on a free start space (axial q, r)."""

    kind: ClassVar[str] = "place"
    seat: int
    q: int
    r: int


@attrs.frozen
class Bid:
    """K-BID: the number of tricks the seat means to win (0–7; 5–7 shown with two speed cards)."""

    kind: ClassVar[str] = "bid"
    seat: int
    bid: int


@attrs.frozen
class Play:
    """K-TRICKS: play a card (0–49, see cards.py)."""

    kind: ClassVar[str] = "play"
    seat: int
    card: int


@attrs.frozen
class Move:
    """K-MOVE: end the canoe's move on the legal end cell (q, r)."""

    kind: ClassVar[str] = "move"
    seat: int
    q: int
    r: int


ACTION_CLASSES = (Place, Bid, Play, Move)
