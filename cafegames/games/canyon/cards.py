"""The 50 playing cards (K-CARDS), the round track (K-TRACK) and the trick rules (K-TRICKS, K-BONUS).

A card is an int 0–49: suit = card // 10, value = card % 10 + 1. Suits are ours; each has a colour and a symbol
(the scene draws them) so it reads without colour. The rules call blue "the paddle".
"""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

SUITS = 5
VALUES = 10
DECK: tuple[int, ...] = tuple(range(SUITS * VALUES))
BLUE, GREEN, RED, YELLOW, PURPLE = range(SUITS)
SUIT_NAMES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("Canyon", "paddles"),
    QT_TRANSLATE_NOOP("Canyon", "pines"),
    QT_TRANSLATE_NOOP("Canyon", "flames"),
    QT_TRANSLATE_NOOP("Canyon", "suns"),
    QT_TRANSLATE_NOOP("Canyon", "feathers"),
)

#: Cards dealt to each seat at each step of the round track (K-TRACK); step numbers are 1-based.
TRACK: tuple[int, ...] = (8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7)
SHORT_SKIP = (6, 7, 8, 9)  # K-SHORT: steps skipped
MAX_BID = 7


def suit(card: int) -> int:
    return card // VALUES


def value(card: int) -> int:
    return card % VALUES + 1


def card_of(suit_: int, value_: int) -> int:
    return suit_ * VALUES + value_ - 1


def card_name(card: int) -> Message:
    return msg("Canyon", QT_TRANSLATE_NOOP("Canyon", "{value} of {suit}"), value=value(card),
               suit=msg("Canyon", SUIT_NAMES[suit(card)]))


def next_step(step: int, short: bool) -> int:
    """The track step after `step` (after 14 it goes on from 1; K-SHORT skips 6–9)."""
    step = step % len(TRACK) + 1
    if short and step in SHORT_SKIP:
        step = SHORT_SKIP[-1] + 1
    return step


def cards_for_step(step: int) -> int:
    return TRACK[step - 1]


def legal_cards(hand: Sequence[int], trick: Sequence[int]) -> list[int]:
    """Cards a seat may play: the led suit if it holds one (K-TRICKS), otherwise any card."""
    if trick:
        led = suit(trick[0])
        follow = [c for c in hand if suit(c) == led]
        if follow:
            return sorted(follow)
    return sorted(hand)


def trick_winner(cards: Sequence[int], trump: int) -> int:
    """Index in `cards` (in play order) of the winning card: highest trump, else highest of the led suit."""
    led = suit(cards[0])
    best = 0
    for i, c in enumerate(cards[1:], 1):
        b = cards[best]
        if suit(c) == trump:
            if suit(b) != trump or value(c) > value(b):
                best = i
        elif suit(c) == led and suit(b) != trump and value(c) > value(b):
            best = i
    return best


def bonus(bid: int) -> int:
    """The bonus for winning exactly the bid (K-BONUS): 0 → +1, 1 → +2, 2 or more → +3."""
    return min(bid, 2) + 1


def movement_points(bid: int, won: int) -> int:
    """Movement points on ordinary water (K-MOVE): tricks won, plus the bonus when won = bid."""
    return won + (bonus(bid) if won == bid else 0)


def round_points(bid: int, won: int, on_current: bool) -> tuple[int, bool]:
    """(movement points, drifts) of a canoe this round, the one statement of K-MOVE, K-CURRENT-IN,
    K-CURRENT-EXACT and K-DRIFT (the game moves canoes by it, the hard player's search foresees with it): on open
    water `movement_points`; on the current only the exact bid moves the canoe, by the bonus alone, and otherwise
    it drifts (no points)."""
    if on_current:
        return (bonus(bid), False) if won == bid else (0, True)
    return movement_points(bid, won), False


def speed_cards(bid: int) -> tuple[int, ...]:
    """The speed cards (0–4) that show a bid: one card up to 4, two for 5–7 (4+1, 4+2, 4+3)."""
    return (bid,) if bid <= 4 else (4, bid - 4)
