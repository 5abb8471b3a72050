"""UNO's first-time tips (cafegames/engine/tips.py): a Wild Draw Four that can be challenged, a missed UNO that
can be caught."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.protocol import Event
from cafegames.engine.tips import Tip
from cafegames.games.uno.actions import Catch, Challenge

CTX = "UnoTips"
CHALLENGE = msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "You may challenge this Wild Draw Four: if its player held the "
                                                  "colour in play, they draw 4; if not, you draw 6."))
CATCH = msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "A player has one card and did not call UNO: catch them before the "
                                              "next move and they draw 2."))


def moments(view: Any, legal: Sequence[Any], events: Sequence[Event], seat: int) -> list[Tip]:
    tips = []
    challenge = next((a for a in legal if isinstance(a, Challenge) and a.seat == seat), None)
    if challenge is not None:
        tips.append(Tip("challenge", CHALLENGE, "challenge", challenge))
    catch = next((a for a in legal if isinstance(a, Catch) and a.seat == seat), None)
    if catch is not None:
        tips.append(Tip("catch", CATCH, "uno", catch))
    return tips
