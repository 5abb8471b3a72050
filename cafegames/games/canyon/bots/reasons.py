"""Why a Canyon bot chose its bid, card or end cell: one short sentence, speaking to the player of that seat."""

from __future__ import annotations

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.bots.policy import beats, leading, trump_card
from cafegames.games.canyon.state import CanyonView

CTX = "CanyonBots"


def m(text: str, **params: object) -> Message:
    return msg(CTX, text, **params)


ONLY = m(QT_TRANSLATE_NOOP("CanyonBots", "There is nothing else to do."))
START = m(QT_TRANSLATE_NOOP("CanyonBots", "Start here: it is the shortest way down the river."))
PADDLE = m(QT_TRANSLATE_NOOP("CanyonBots", "Paddle here: it is as close to the landing as your points allow."))
SAFE_CELL = m(QT_TRANSLATE_NOOP("CanyonBots", "Paddle here: of the closest cells, it keeps you best placed for "
                                              "the next rounds, away from the drift towards the waterfall."))
BLOCK = m(QT_TRANSLATE_NOOP("CanyonBots", "Paddle here: it blocks the way of a canoe behind you."))


def bid_high_cards(bid: int) -> Message:
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: count your high cards and your high trumps."), bid=bid)


def bid_expected(bid: int) -> Message:
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: about that many of your cards should win a trick."),
             bid=bid)


def bid_searched(bid: int, on_current: bool) -> Message:
    if on_current:
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: on the current only an exact bid moves you, and in the "
                                                 "rounds I imagined this bid did best."), bid=bid)
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: in the rounds I imagined with these cards, it took your "
                                             "canoe furthest."), bid=bid)


def card(view: CanyonView, seat: int, card: int) -> Message:
    """The reason for playing `card` now, from the bid still to reach and the trick on the table."""
    name = C.card_name(card)
    bid = view.bids[seat]
    need = (bid if bid is not None else 0) - view.tricks_won[seat]
    trump = C.suit(trump_card(view))
    if len(view.hand) == 1:
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Play the {card}: it is your last card."), card=name)
    if need < 0 or need > len(view.hand):
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Play the {card}: your bid can no longer come true, so every trick "
                                                 "you win is one more cell."), card=name)
    if not view.trick:
        if need > 0:
            return m(QT_TRANSLATE_NOOP("CanyonBots", "Lead the {card}: you still need tricks, and it is one of your "
                                                     "strongest cards."), card=name)
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Lead the {card}: your bid is reached, and this card should not win "
                                                 "the trick."), card=name)
    led = C.suit(view.trick[0][1])
    _, best = leading(view.trick, trump)
    wins = beats(card, best, led, trump)
    if need > 0 and wins:
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Play the {card} to take this trick: you still need tricks for your "
                                                 "bid."), card=name)
    if need > 0:
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Play the {card}: it cannot win this trick, so give your cheapest "
                                                 "card."), card=name)
    if not wins:
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Play the {card}: your bid is reached, so let the others take this "
                                                 "trick."), card=name)
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Play the {card}: every card you hold would win this trick."), card=name)
