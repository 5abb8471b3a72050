"""Café International's moves in a few words, beside a seat's row and on the handoff screen
(`CafeGame.short_move`, cafegames/engine/last_moves.py): the points a turn brought, where the guest went. Short:
they share the row's header with the name, the hand size, the chips and the score."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event
from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar

CTX = "CafeMoves"


def short_move(action: Any, events: Sequence[Event]) -> Message | None:
    seat = getattr(action, "seat", None)
    mine = [e for e in events if e.seat == seat]
    if isinstance(action, Place):
        points = sum(e.data.get("points", 0) for e in mine if e.kind == "seated")
        return msg(CTX, QT_TRANSLATE_NOOP("CafeMoves", "+%n pt(s)", None, 1), n=points)
    if isinstance(action, ToBar):
        if any(e.kind == "eliminated" for e in mine):
            return msg(CTX, QT_TRANSLATE_NOOP("CafeMoves", "eliminated"))
        value = next((e.data["value"] for e in mine if e.kind == "to_bar"), 0)
        # the sign apart, as in the log
        return msg(CTX, QT_TRANSLATE_NOOP("CafeMoves", "bar: {sign}%n", None, 1),
                   sign="+" if value >= 0 else "−", n=abs(value))
    if isinstance(action, Swap):
        return msg(CTX, QT_TRANSLATE_NOOP("CafeMoves", "swapped"))
    if isinstance(action, Pass):
        return msg(CTX, QT_TRANSLATE_NOOP("CafeMoves", "passed"))
    return None
