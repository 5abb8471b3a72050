"""UNO's first-time tips (cafegames/engine/tips.py): a Wild Draw Four that can be challenged, a missed UNO that
can be caught, and each card of the Extreme and Deluxe boxes the first time one can be played."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.protocol import Event
from cafegames.engine.tips import Tip
from cafegames.games.uno.actions import Catch, Challenge, Play
from cafegames.games.uno.cards import (
    BOOMERANG,
    DOWN1,
    DOWN2,
    DRAW2T_RANK,
    EACH,
    EXCHANGE,
    RANK,
    SHOW,
    SWAP,
    TIMES2,
    UNTIL,
    WD4T,
    WILD,
)

CTX = "UnoTips"
CHALLENGE = msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "You may challenge this Wild Draw Four: if its player held the "
                                                  "colour in play, they draw 4; if not, you draw 6."))
CATCH = msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "A player has one card and did not call UNO: catch them before the "
                                              "next move and they draw 2."))

# U-EXTREME-BOX: the first time a player may play each new card
EXTREME = {
    "extreme_x2": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "x2: the next player presses the launcher twice and misses "
                                                        "their turn.")),
    "extreme_until": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "x???: the next player presses the launcher until it gives "
                                                           "cards; the player after them names the colour.")),
    "extreme_each": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "Each in turn: every player presses the launcher once, you "
                                                          "too.")),
    "extreme_show": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "Show your hand: every hand lies face up on the table until "
                                                          "the next card is played.")),
    "extreme_swap": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "Swap hands: you swap your hand with the player of your "
                                                          "choice.")),
}


# U-DELUXE: the first time a player may play each new card of the Deluxe box (and the joker rule's Wild)
DELUXE = {
    "deluxe_exchange": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "Exchange: every player passes their hand to the next "
                                                             "player; the colour stays. Play it when the hand you "
                                                             "get is smaller.")),
    "deluxe_boomerang": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "Boomerang: the card that hit you goes back to its "
                                                              "player, who draws and misses their next turn.")),
    "deluxe_draw2t": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "+2?: a Draw Two for the player of your choice: click "
                                                           "their name plate after the card.")),
    "deluxe_wd4t": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "+4?: a Wild Draw Four for the player of your choice; they "
                                                         "may challenge it.")),
    "deluxe_downpour": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "Downpour: every other player draws 1 or 2 cards; you "
                                                             "name the colour.")),
    "deluxe_joker": msg(CTX, QT_TRANSLATE_NOOP("UnoTips", "With the joker rule, a Wild cancels this draw.")),
}


def _deluxe_kind(card: int, view: Any) -> str:
    if view.options.box != "deluxe":
        return ""
    if card == WILD:
        return "deluxe_joker" if view.phase == "penalty" else ""
    return {EXCHANGE: "deluxe_exchange", BOOMERANG: "deluxe_boomerang", WD4T: "deluxe_wd4t",
            DOWN1: "deluxe_downpour", DOWN2: "deluxe_downpour"}.get(
        card, "deluxe_draw2t" if RANK[card] == DRAW2T_RANK else "")


def _extreme_kind(card: int) -> str:
    if card == UNTIL:
        return "extreme_until"
    if card == EACH:
        return "extreme_each"
    if card >= 64:
        return ""
    return {TIMES2: "extreme_x2", SHOW: "extreme_show", SWAP: "extreme_swap"}.get(RANK[card], "")


def moments(view: Any, legal: Sequence[Any], events: Sequence[Event], seat: int) -> list[Tip]:
    tips = []
    challenge = next((a for a in legal if isinstance(a, Challenge) and a.seat == seat), None)
    if challenge is not None:
        tips.append(Tip("challenge", CHALLENGE, "challenge", challenge))
    catch = next((a for a in legal if isinstance(a, Catch) and a.seat == seat), None)
    if catch is not None:
        tips.append(Tip("catch", CATCH, "uno", catch))
    seen = set()
    for a in legal:
        if isinstance(a, Play) and a.seat == seat:
            kind = _extreme_kind(a.card)
            if kind and kind not in seen:
                seen.add(kind)
                tips.append(Tip(kind, EXTREME[kind], "extreme-box", a))
            kind = _deluxe_kind(a.card, view)
            if kind and kind not in seen:
                seen.add(kind)
                tips.append(Tip(kind, DELUXE[kind], "deluxe-box", a))
    return tips
