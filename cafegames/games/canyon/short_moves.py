"""Canyon's moves in a few words, beside a seat's row and on the handoff screen (`CanyonGame.short_move`,
cafegames/engine/last_moves.py). A bid is public when it is made (K-BID), except with K-SECRET, where it stays
face down until every seat has chosen: then only "chose a speed" is said."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event
from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.cards import card_name

CTX = "CanyonMoves"


def short_move(action: Any, events: Sequence[Event]) -> Message | None:
    seat = getattr(action, "seat", None)
    mine = [e for e in events if e.seat == seat]
    if isinstance(action, Place):
        return msg(CTX, QT_TRANSLATE_NOOP("CanyonMoves", "chose a start"))
    if isinstance(action, Bid):
        if any(e.kind == "bid" for e in mine):  # said aloud (K-BID); a K-SECRET bid makes "bid_chosen"
            return msg(CTX, QT_TRANSLATE_NOOP("CanyonMoves", "bid %n", None, 1), n=action.bid)
        return msg(CTX, QT_TRANSLATE_NOOP("CanyonMoves", "chose a speed"))
    if isinstance(action, Play):
        return card_name(action.card)
    if isinstance(action, Move):
        if any(e.kind == "docked" for e in mine):
            return msg(CTX, QT_TRANSLATE_NOOP("CanyonMoves", "docked!"))
        used = next((e.data["used"] for e in mine if e.kind == "paddled"), 0)
        return msg(CTX, QT_TRANSLATE_NOOP("CanyonMoves", "paddled %n", None, 1), n=used)
    return None
