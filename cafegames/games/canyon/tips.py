"""Canyon's first-time tips (cafegames/engine/tips.py): a canoe on the current, pointed at (the seat's own canoe
when it is one of them: the tip stands beside it, off the canoes and the cells to click)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.protocol import Event
from cafegames.engine.tips import Tip

CTX = "CanyonTips"
CURRENT = msg(CTX, QT_TRANSLATE_NOOP("CanyonTips", "A canoe is in the current: it moves only with an exact bid "
                                                   "(then just its bonus); otherwise the current carries it one "
                                                   "cell along the arrow, towards the waterfall."))


def moments(view: Any, legal: Sequence[Any], events: Sequence[Event], seat: int) -> list[Tip]:
    on_current = [s for s, p in enumerate(view.positions)
                  if p is not None and not view.docked[s] and view.river.is_current(p)]
    if not on_current:
        return []
    canoe = seat if seat in on_current else on_current[0]
    return [Tip("current", CURRENT, "current", ("canoe", canoe))]
