"""UNO's moves in a few words, beside a seat's plate and on the handoff screen (`UnoGame.short_move`,
cafegames/engine/last_moves.py). A card played is public; a card drawn is only counted, never named. A seat another
move skipped says so too (`short_moves_of_others`): else it shows nothing, as if it had not been there."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Deal, Draw, Pass, Play, TimeOut
from cafegames.games.uno.cards import DOWN1, DOWN2, EACH, IS_WILD, WD4, WD4T, WILD, colour_name, name

CTX = "UnoMoves"
# the wild cards with the colour named: shorter than the log's "Wild Draw Four", to fit beside a plate
_WILD = {WILD: QT_TRANSLATE_NOOP("UnoMoves", "Wild → {colour}"), WD4: QT_TRANSLATE_NOOP("UnoMoves", "Wild +4 → {colour}"),
         DOWN1: QT_TRANSLATE_NOOP("UnoMoves", "Downpour → {colour}"),
         DOWN2: QT_TRANSLATE_NOOP("UnoMoves", "Downpour → {colour}"),
         EACH: QT_TRANSLATE_NOOP("UnoMoves", "Each in turn → {colour}"),
         WD4T: QT_TRANSLATE_NOOP("UnoMoves", "+4? → {colour}")}

SKIPPED = QT_TRANSLATE_NOOP("UnoMoves", "skipped")
SKIPPED_DRAWN = QT_TRANSLATE_NOOP("UnoMoves", "drew %n, skipped", None, 1)


def short_moves_of_others(action: Any, events: Sequence[Event]) -> list[tuple[int, Message]]:
    """The seats `action` skipped (a Skip, a Reverse between two, a +2), each "skipped" or "drew 2, skipped"."""
    mover = getattr(action, "seat", None)
    out: list[tuple[int, Message]] = []
    for seat in dict.fromkeys(e.seat for e in events if e.kind == "skipped" and e.seat is not None and e.seat != mover):
        drawn = sum(e.data.get("count", 0) for e in events if e.kind == "drew" and e.seat == seat)
        out.append((seat, msg(CTX, SKIPPED_DRAWN, n=drawn) if drawn else msg(CTX, SKIPPED)))
    return out


def short_move(action: Any, events: Sequence[Event]) -> Message | None:
    seat = getattr(action, "seat", None)
    mine = [e for e in events if e.seat == seat]
    kinds = {e.kind for e in mine}
    if isinstance(action, Play):
        if any(e.kind == "played" and e.data.get("rapido") for e in mine):  # U-R-RAPIDO: out of turn
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "Rapido! {card}"), card=name(action.card))
        if "boomerang" in kinds:  # U-DX-BOOMERANG
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "Boomerang!"))
        if "cancelled" in kinds:  # U-DX-JOKER
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "Wild: draw cancelled"))
        if IS_WILD[action.card] and action.card in _WILD:  # (x???, Exchange, the UNO card: no colour named)
            return msg(CTX, _WILD[action.card], colour=colour_name(action.colour))
        if "swapped" in kinds:
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "swapped hands"))
        if "rotated" in kinds:
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "turned the hands"))
        if action.double:  # U-O-DOUBLE
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "{card} twice"), card=name(action.card))
        return name(action.card)
    if isinstance(action, Deal):  # U-O-DEAL
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "dealt %n", None, 1), n=action.count)
    if isinstance(action, TimeOut):  # U-O-TIMER
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "out of time: +1"))
    if isinstance(action, Draw):
        drawn = sum(e.data.get("count", 0) for e in mine if e.kind == "drew")
        if any(e.kind == "drew" and e.data.get("reason") == "launcher" for e in mine):  # U-H-EXTREME
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "launcher: %n", None, 1), n=drawn)
        if drawn == 0 and "skipped" in kinds:  # U-DX-BOOMERANG: a Skip taken
            return msg(CTX, SKIPPED)
        if drawn == 0:
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "nothing to draw"))
        if "skipped" in kinds:  # a penalty drawn (stacked +2s, a Wild +4 not challenged): the turn is lost
            return msg(CTX, SKIPPED_DRAWN, n=drawn)
        if "passed" in kinds:  # the card drawn could not be played: the turn is over
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "drew %n, passed", None, 1), n=drawn)
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "drew %n", None, 1), n=drawn)
    if isinstance(action, Pass):
        if "kept" in kinds:
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "kept the card"))
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "passed"))
    if isinstance(action, Colour):
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "named {colour}"), colour=colour_name(action.colour))
    if isinstance(action, Challenge):
        guilty = any(e.kind == "challenged" and e.data.get("guilty") for e in mine)
        if guilty:
            return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "caught a bluff!"))
        drawn = sum(e.data.get("count", 0) for e in mine if e.kind == "drew")
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "challenged, +%n", None, 1), n=drawn)
    if isinstance(action, CallUno):
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "said UNO!"))
    if isinstance(action, Catch):
        return msg(CTX, QT_TRANSLATE_NOOP("UnoMoves", "Contre-UNO!"))
    return None
