"""Game-log lines for Canyon's events."""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event
from cafegames.engine.seats import Seat
from cafegames.games.canyon.cards import card_name, suit

CTX = "Canyon"


def _name(seats: Sequence[Seat], seat: int | None) -> str:
    return seats[seat].name if seat is not None and 0 <= seat < len(seats) else "?"


def describe(event: Event, seats: Sequence[Seat]) -> Message | None:
    d, name = event.data, _name(seats, event.seat)
    k = event.kind
    if k == "placed":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} puts their canoe on a start space."), name=name)
    if k == "dealt":
        from cafegames.games.canyon.cards import SUIT_NAMES

        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Round {round}: {dealer} deals %n card(s) each; trump is "
                                                    "{trump} ({card}).", None, 1),
                   round=d["round"], dealer=_name(seats, d["dealer"]), n=d["cards"],
                   trump=msg(CTX, SUIT_NAMES[suit(d["trump"])]), card=card_name(d["trump"]))
    if k == "bid":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} bids {bid}."), name=name, bid=d["bid"])
    if k == "bid_chosen":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} has chosen a speed."), name=name)
    if k == "bids_revealed":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "Bids revealed: {bids}."),
                   bids=", ".join(f"{_name(seats, s)} {b}" for s, b in enumerate(d["bids"])))
    if k == "played":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} plays the {card}."), name=name, card=card_name(d["card"]))
    if k == "trick_won":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} wins the trick ({tricks} so far)."), name=name,
                   tricks=d["tricks"])
    if k == "scored":
        if d["drifts"]:
            return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} bid {bid}, won {won}: in the current without the "
                                                        "exact bid, the canoe drifts."),
                       name=name, bid=d["bid"], won=d["won"])
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} bid {bid}, won {won}: %n movement point(s).", None, 1),
                   name=name, bid=d["bid"], won=d["won"], n=d["points"])
    if k == "paddled":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} paddles %n cell(s).", None, 1), name=name, n=d["used"])
    if k == "docked":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} reaches the landing with %n point(s) to spare!", None, 1),
                   name=name, n=d["leftover"])
    if k == "stayed":
        if d["reason"] == "blocked":
            return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} is blocked and cannot get any closer."), name=name)
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} has no movement points."), name=name)
    if k == "drifted":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} drifts with the current."), name=name)
    if k == "pushed":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} is pushed by {by}."), name=name,
                   by=_name(seats, d["by"]))
    if k == "fell":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} goes over the waterfall!"), name=name)
    if k == "restarted":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} climbs through the cave and restarts from the bridge."),
                   name=name)
    if k == "skipped":
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{name} is still in the cave and moves next round."), name=name)
    if k == "game_over":
        names = ", ".join(_name(seats, s) for s in d["winners"])
        return msg(CTX, QT_TRANSLATE_NOOP("Canyon", "{names} wins the race!"), names=names)
    return None
