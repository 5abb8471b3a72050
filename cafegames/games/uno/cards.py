"""UNO cards as plain ints, for speed in the rules' hot path (U-DECK).

A coloured card is `colour * 16 + rank` (colour 0 red, 1 yellow, 2 green, 3 blue; rank 0–9 numbers, 10 Skip,
11 Reverse, 12 Draw Two, and the Extreme box's 13 x2, 14 Show your hand, 15 Swap hands). Wild cards have colour 4:
64 Wild, 65 Wild Draw Four, 66 Downpour +1, 67 Downpour +2 (the Downpour cards only with U-H-DOWNPOUR), and the
Extreme box's 68 x??? and 69 Each in turn (U-EXTREME-BOX). Identical physical cards share one int; a hand is a list of ints.
This encoding is also the one in save files (docs/save-format.md, "UNO").
"""

from __future__ import annotations

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

RED, YELLOW, GREEN, BLUE = 0, 1, 2, 3
COLOURS = (RED, YELLOW, GREEN, BLUE)
WILD_COLOUR = 4
SKIP, REVERSE, DRAW2 = 10, 11, 12
TIMES2, SHOW, SWAP = 13, 14, 15  # the Extreme box's coloured ranks (U-X-TIMES2, U-X-SHOW, U-X-SWAP)
WILD, WD4, DOWN1, DOWN2 = 64, 65, 66, 67
UNTIL, EACH = 68, 69  # the Extreme box's wilds (U-X-UNTIL, U-X-EACH)
N_CODES = 70
N_RANKS = 22

# rank of every code; wild ranks are 16–21 so they never match a coloured card by rank
RANK = [c & 15 for c in range(64)] + [16, 17, 18, 19, 20, 21]
COLOUR = [c >> 4 for c in range(N_CODES)]
# U-SCORE and U-X-SCORE: numbers face value; Skip, Reverse, Draw Two, x2 20; Show, Swap 30; every wild 50
POINTS = ([(c & 15) if (c & 15) <= 9 else 30 if (c & 15) in (SHOW, SWAP) else 20 for c in range(64)]
          + [50, 50, 50, 50, 50, 50])
IS_CARD = [True] * N_CODES  # every code is a card of some box
BOXES = ("classic", "deluxe", "extreme", "rapido")


def card(colour: int, rank: int) -> int:
    return colour * 16 + rank


def standard_deck(downpour: bool = False) -> list[int]:
    """The 108 cards (U-DECK), plus two Downpour +1 and two Downpour +2 with U-H-DOWNPOUR."""
    deck: list[int] = []
    for col in COLOURS:
        deck.append(card(col, 0))
        for rank in range(1, 13):
            deck += [card(col, rank)] * 2
    deck += [WILD] * 4 + [WD4] * 4
    if downpour:
        deck += [DOWN1, DOWN1, DOWN2, DOWN2]
    return deck


def extreme_deck() -> list[int]:
    """U-EXTREME-BOX, our counts (116 cards): per colour the numbers 1–9 twice, two Skip, two Reverse, two x2,
    one Show your hand and one Swap hands; four Wild, four x??? and four Each in turn. No 0, no Draw Two, no Wild
    Draw Four."""
    deck: list[int] = []
    for col in COLOURS:
        for rank in (*range(1, 10), SKIP, REVERSE, TIMES2):
            deck += [card(col, rank)] * 2
        deck += [card(col, SHOW), card(col, SWAP)]
    deck += [WILD] * 4 + [UNTIL] * 4 + [EACH] * 4
    return deck


def deck_for(box: str, downpour: bool) -> list[int]:
    """The deck of a box (the Downpour cards added to the classic one with U-H-DOWNPOUR)."""
    if box == "extreme":
        return extreme_deck()
    return standard_deck(downpour)


def is_action(c: int) -> bool:
    return RANK[c] > 9


def points(cards: list[int]) -> int:
    """U-SCORE and U-X-SCORE card values: numbers at face value, Skip/Reverse/Draw Two/x2 20, Show/Swap 30, every
    wild 50 (Downpour and the Extreme wilds too)."""
    return sum(POINTS[c] for c in cards)


def text(c: int) -> str:
    """Short code for tests and debugging: r7, yS, gR, bD, W, W4, P1, P2; Extreme: rX (x2), yV (Show), gT (Swap),
    WU (x???), WE (Each in turn)."""
    if c >= 64:
        return _WILD_CODES[c - 64]
    r = RANK[c]
    return "rygb"[COLOUR[c]] + (str(r) if r <= 9 else "SRDXVT"[r - 10])


def parse(code: str) -> int:
    """The card of a short code (inverse of `text`)."""
    code = code.strip()
    if code in _WILD_CODES:
        return 64 + _WILD_CODES.index(code)
    col = "rygb".index(code[0])
    tail = code[1:]
    rank = int(tail) if tail.isdigit() else 10 + "SRDXVT".index(tail)
    return card(col, rank)


_WILD_CODES = ("W", "W4", "P1", "P2", "WU", "WE")


def colour_name(colour: int) -> Message:
    return (msg("Uno", QT_TRANSLATE_NOOP("Uno", "red")), msg("Uno", QT_TRANSLATE_NOOP("Uno", "yellow")),
            msg("Uno", QT_TRANSLATE_NOOP("Uno", "green")), msg("Uno", QT_TRANSLATE_NOOP("Uno", "blue")))[colour]


_NUMBER = (QT_TRANSLATE_NOOP("Uno", "red {n}"), QT_TRANSLATE_NOOP("Uno", "yellow {n}"),
           QT_TRANSLATE_NOOP("Uno", "green {n}"), QT_TRANSLATE_NOOP("Uno", "blue {n}"))
_ACTION = (
    (QT_TRANSLATE_NOOP("Uno", "red Skip"), QT_TRANSLATE_NOOP("Uno", "red Reverse"),
     QT_TRANSLATE_NOOP("Uno", "red Draw Two"), QT_TRANSLATE_NOOP("Uno", "red x2"),
     QT_TRANSLATE_NOOP("Uno", "red Show your hand"), QT_TRANSLATE_NOOP("Uno", "red Swap hands")),
    (QT_TRANSLATE_NOOP("Uno", "yellow Skip"), QT_TRANSLATE_NOOP("Uno", "yellow Reverse"),
     QT_TRANSLATE_NOOP("Uno", "yellow Draw Two"), QT_TRANSLATE_NOOP("Uno", "yellow x2"),
     QT_TRANSLATE_NOOP("Uno", "yellow Show your hand"), QT_TRANSLATE_NOOP("Uno", "yellow Swap hands")),
    (QT_TRANSLATE_NOOP("Uno", "green Skip"), QT_TRANSLATE_NOOP("Uno", "green Reverse"),
     QT_TRANSLATE_NOOP("Uno", "green Draw Two"), QT_TRANSLATE_NOOP("Uno", "green x2"),
     QT_TRANSLATE_NOOP("Uno", "green Show your hand"), QT_TRANSLATE_NOOP("Uno", "green Swap hands")),
    (QT_TRANSLATE_NOOP("Uno", "blue Skip"), QT_TRANSLATE_NOOP("Uno", "blue Reverse"),
     QT_TRANSLATE_NOOP("Uno", "blue Draw Two"), QT_TRANSLATE_NOOP("Uno", "blue x2"),
     QT_TRANSLATE_NOOP("Uno", "blue Show your hand"), QT_TRANSLATE_NOOP("Uno", "blue Swap hands")),
)
_WILD = (QT_TRANSLATE_NOOP("Uno", "Wild"), QT_TRANSLATE_NOOP("Uno", "Wild Draw Four"),
         QT_TRANSLATE_NOOP("Uno", "Downpour +1"), QT_TRANSLATE_NOOP("Uno", "Downpour +2"),
         QT_TRANSLATE_NOOP("Uno", "x???"), QT_TRANSLATE_NOOP("Uno", "Each in turn"))


def name(c: int) -> Message:
    """The card's name for the log and the screen ("red 7", "blue Draw Two", "Wild Draw Four")."""
    if c >= 64:
        return msg("Uno", _WILD[c - 64])
    r = RANK[c]
    if r <= 9:
        return msg("Uno", _NUMBER[COLOUR[c]], n=r)
    return msg("Uno", _ACTION[COLOUR[c]][r - 10])
