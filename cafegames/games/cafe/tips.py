"""Café International's first-time tips (cafegames/engine/tips.py): a table of compatriots."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.protocol import Event
from cafegames.engine.tips import Tip

CTX = "CafeTips"
COMPATRIOTS = msg(CTX, QT_TRANSLATE_NOOP("CafeTips", "A table of compatriots: four guests of the table's own "
                                                     "nation score 8, and from now on its player draws back to a "
                                                     "hand one guest smaller."))


def moments(view: Any, legal: Sequence[Any], events: Sequence[Event], seat: int) -> list[Tip]:
    if any(e.kind == "compatriots" for e in events):
        return [Tip("compatriots", COMPATRIOTS, "scoring")]
    return []
