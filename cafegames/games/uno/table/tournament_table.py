"""The UNO table at a two-table tournament (U-P-TOURNAMENT): which plates it shows, what the handoff screen says,
and whether a hand is played at once.

The match has eight seats but a hand is played by the four of one table: the table shows those four only, in
their table order (the seat on screen at the bottom when it sits there, else the table's first seat). A hand no
person plays — the people sit at the other table, or no person plays at all — is played at once: no pace delay,
no animation, no sound; the standings open when it ends, as after any hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cafegames.engine.seats import Seat
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table.info_line import handoff_place


def is_tournament(v: UnoView | None) -> bool:
    return v is not None and v.options.teams == "tournament"


def around(v: UnoView, me: int) -> tuple[int, list[int]]:
    """The seat at the bottom of the table and the others in the order of play (the next to the left first)."""
    if not is_tournament(v):
        return me, [(me + i) % v.n for i in range(1, v.n)]
    order = list(v.order)
    bottom = me if me in order else order[0]
    i = order.index(bottom)
    return bottom, [order[(i + k) % len(order)] for k in range(1, len(order))]


def nobody_plays(v: UnoView | None, seats: Sequence[Seat]) -> bool:
    """Whether the hand in play has no person at its table (computers only): it is played at once."""
    return (is_tournament(v) and v is not None and v.phase != "over"
            and not any(seats[s].is_human for s in v.order))


def handoff_note(v: UnoView, name: Callable[[int], str]) -> str:
    """Where the person sits in the hand they are handed the computer for."""
    return handoff_place(v.hand_no, v.seat, name) if is_tournament(v) and v.seat in v.order else ""
