"""UNO cards as plain ints, for speed in the rules' hot path (U-DECK).

A coloured card is `colour * 16 + rank` (colour 0 red, 1 yellow, 2 green, 3 blue; rank 0–9 numbers, 10 Skip,
11 Reverse, 12 Draw Two). Wild cards have colour 4: 64 Wild, 65 Wild Draw Four, 66 Downpour +1, 67 Downpour +2
(the Downpour cards only with U-H-DOWNPOUR). Identical physical cards share one int; a hand is a list of ints.
This encoding is also the one in save files (docs/save-format.md, "UNO").
"""

from __future__ import annotations

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

RED, YELLOW, GREEN, BLUE = 0, 1, 2, 3
COLOURS = (RED, YELLOW, GREEN, BLUE)
WILD_COLOUR = 4
SKIP, REVERSE, DRAW2 = 10, 11, 12
WILD, WD4, DOWN1, DOWN2 = 64, 65, 66, 67
N_CODES = 68

# rank of every code; wild ranks are 13–16 so they never match a coloured card by rank
RANK = [c & 15 for c in range(64)] + [13, 14, 15, 16]
COLOUR = [c >> 4 for c in range(N_CODES)]
POINTS = [(c & 15) if (c & 15) <= 9 else 20 for c in range(64)] + [50, 50, 50, 50]
IS_CARD = [((c >> 4) < 4 and (c & 15) <= 12) or c >= 64 for c in range(N_CODES)]


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


def is_action(c: int) -> bool:
    return RANK[c] > 9


def points(cards: list[int]) -> int:
    """U-SCORE card values: numbers at face value, Skip/Reverse/Draw Two 20, every wild 50 (Downpour too)."""
    return sum(POINTS[c] for c in cards)


def text(c: int) -> str:
    """Short code for tests and debugging: r7, yS, gR, bD, W, W4, P1, P2."""
    if c >= 64:
        return ("W", "W4", "P1", "P2")[c - 64]
    r = RANK[c]
    return "rygb"[COLOUR[c]] + (str(r) if r <= 9 else "SRD"[r - 10])


def parse(code: str) -> int:
    """The card of a short code (inverse of `text`)."""
    code = code.strip()
    wild = {"W": WILD, "W4": WD4, "P1": DOWN1, "P2": DOWN2}
    if code in wild:
        return wild[code]
    col = "rygb".index(code[0])
    tail = code[1:]
    rank = int(tail) if tail.isdigit() else 10 + "SRD".index(tail)
    return card(col, rank)


def colour_name(colour: int) -> Message:
    return (msg("Uno", QT_TRANSLATE_NOOP("Uno", "red")), msg("Uno", QT_TRANSLATE_NOOP("Uno", "yellow")),
            msg("Uno", QT_TRANSLATE_NOOP("Uno", "green")), msg("Uno", QT_TRANSLATE_NOOP("Uno", "blue")))[colour]


_NUMBER = (QT_TRANSLATE_NOOP("Uno", "red {n}"), QT_TRANSLATE_NOOP("Uno", "yellow {n}"),
           QT_TRANSLATE_NOOP("Uno", "green {n}"), QT_TRANSLATE_NOOP("Uno", "blue {n}"))
_ACTION = (
    (QT_TRANSLATE_NOOP("Uno", "red Skip"), QT_TRANSLATE_NOOP("Uno", "red Reverse"),
     QT_TRANSLATE_NOOP("Uno", "red Draw Two")),
    (QT_TRANSLATE_NOOP("Uno", "yellow Skip"), QT_TRANSLATE_NOOP("Uno", "yellow Reverse"),
     QT_TRANSLATE_NOOP("Uno", "yellow Draw Two")),
    (QT_TRANSLATE_NOOP("Uno", "green Skip"), QT_TRANSLATE_NOOP("Uno", "green Reverse"),
     QT_TRANSLATE_NOOP("Uno", "green Draw Two")),
    (QT_TRANSLATE_NOOP("Uno", "blue Skip"), QT_TRANSLATE_NOOP("Uno", "blue Reverse"),
     QT_TRANSLATE_NOOP("Uno", "blue Draw Two")),
)
_WILD = (QT_TRANSLATE_NOOP("Uno", "Wild"), QT_TRANSLATE_NOOP("Uno", "Wild Draw Four"),
         QT_TRANSLATE_NOOP("Uno", "Downpour +1"), QT_TRANSLATE_NOOP("Uno", "Downpour +2"))


def name(c: int) -> Message:
    """The card's name for the log and the screen ("red 7", "blue Draw Two", "Wild Draw Four")."""
    if c >= 64:
        return msg("Uno", _WILD[c - 64])
    r = RANK[c]
    if r <= 9:
        return msg("Uno", _NUMBER[COLOUR[c]], n=r)
    return msg("Uno", _ACTION[COLOUR[c]][r - 10])
