"""Why a Canyon bot chose its bid, card or end cell: one short sentence, speaking to the player of that seat, with
a reason from the position (the cells to the landing, the strong cards in hand, the trick on the table), never the
search's figures; every sentence names the move (the bid, the card, how far the cell is from the landing)."""

from __future__ import annotations

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.bots.policy import beats, leading, trump_card
from cafegames.games.canyon.state import CanyonView

CTX = "CanyonBots"


def m(text: str, **params: object) -> Message:
    return msg(CTX, text, **params)


ONLY = m(QT_TRANSLATE_NOOP("CanyonBots", "There is nothing else to do."))
LANDING = m(QT_TRANSLATE_NOOP("CanyonBots", "Paddle onto the landing: the race is yours to win."))


def start(cells: int) -> Message:
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Start here, %n cell(s) from the landing: it is the shortest way down "
                                             "the river.", None, 1), n=cells)


def paddle(cells: int, why: str = "closest") -> Message:
    """Why paddle to a cell `cells` from the landing: the `closest` your points allow, the `safe` one of the closest
    (away from the drift), or the one that `block`s a canoe behind."""
    if cells == 0:
        return LANDING
    if why == "block":
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Paddle here, %n cell(s) from the landing: it blocks the way of a "
                                                 "canoe behind you.", None, 1), n=cells)
    if why == "safe":
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Paddle here, %n cell(s) from the landing: of the closest cells, it "
                                                 "keeps you best placed for the next rounds, away from the drift "
                                                 "towards the waterfall.", None, 1), n=cells)
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Paddle here, %n cell(s) from the landing: it is as close as your points "
                                             "allow.", None, 1), n=cells)


def bid_high_cards(bid: int) -> Message:
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: count your high cards and your high trumps."), bid=bid)


def bid_expected(bid: int) -> Message:
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: about that many of your cards should win a trick."),
             bid=bid)


def bid_searched(bid: int, on_current: bool) -> Message:
    """The hard level's bid, told by what it brings (K-MOVE, K-BONUS, K-CURRENT-EXACT), not by the search."""
    if on_current:
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: on the current only an exact bid moves you, by %n "
                                                 "cell(s), and your cards should win that many tricks.", None, 1),
                 bid=bid, n=C.bonus(bid))
    if bid == 0:
        return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid 0: win no trick at all and your canoe still moves one cell; "
                                                 "your cards are too weak to count on tricks."))
    return m(QT_TRANSLATE_NOOP("CanyonBots", "Bid {bid}: win exactly that many tricks and your canoe moves %n "
                                             "cell(s); your cards should manage it.", None, 1),
             bid=bid, n=C.movement_points(bid, bid))


def strong_cards(hand, trump: int) -> int:
    """The cards that usually win a trick: a 9 or higher, or a trump of 7 or higher (what the easy level bids)."""
    return sum(1 for c in hand if C.value(c) >= 9 or (C.suit(c) == trump and C.value(c) >= 7))


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
