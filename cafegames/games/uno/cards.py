"""UNO cards as plain ints, for speed in the rules' hot path (U-DECK).

A coloured card is `colour * 16 + rank` (colour 0 red, 1 yellow, 2 green, 3 blue; rank 0–9 numbers, 10 Skip,
11 Reverse, 12 Draw Two, and the Extreme box's 13 x2, 14 Show your hand, 15 Swap hands). Wild cards have colour 4:
64 Wild, 65 Wild Draw Four, 66 Downpour +1, 67 Downpour +2 (the Downpour cards only with U-H-DOWNPOUR), and the
Extreme box's 68 x??? and 69 Each in turn (U-EXTREME-BOX); the Rapido box's 73 UNO card (U-R-UNOCARD: colour 4
too, though it names no colour). Codes 70–72 and 74–83 are kept for other boxes and are no card (`IS_CARD`): the
tables below are written per code so that a box adds entries. Identical physical cards share one int; a hand is a
list of ints. This encoding is also the one in save files (docs/save-format.md, "UNO").
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
UNO = 73  # the Rapido box's UNO card (U-R-UNOCARD)
N_CODES = 84
N_RANKS = 27

# The cards of colour 4, per code: (rank, points). Their ranks (16 and up) are no coloured card's, so they never
# match one by rank. U-SCORE: every wild 50; U-R-SCORE: the UNO card 100.
_WILDS = {
    WILD: (16, 50), WD4: (17, 50), DOWN1: (18, 50), DOWN2: (19, 50),
    UNTIL: (20, 50), EACH: (21, 50),
    UNO: (26, 100),
}
IS_CARD = [c < 64 or c in _WILDS for c in range(N_CODES)]  # codes no box uses are no card
# rank of every code (-1 for a code that is no card)
RANK = [c & 15 if c < 64 else _WILDS[c][0] if c in _WILDS else -1 for c in range(N_CODES)]
COLOUR = [c >> 4 for c in range(N_CODES)]
# U-SCORE and U-X-SCORE: numbers face value; Skip, Reverse, Draw Two, x2 20; Show, Swap 30; every wild 50
POINTS = [(c & 15) if (c & 15) <= 9 else 30 if (c & 15) in (SHOW, SWAP) else 20 for c in range(64)] + [
    _WILDS[c][1] if c in _WILDS else 0 for c in range(64, N_CODES)]
# U-R-SCORE: the Rapido box counts Draw Two 50 (the rest as U-SCORE, the UNO card 100)
RAPIDO_POINTS = [50 if c < 64 and c & 15 == DRAW2 else p for c, p in enumerate(POINTS)]
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


def rapido_deck() -> list[int]:
    """U-RAPIDO: the 108 classic cards plus the UNO card (the box has one; 109 cards)."""
    return [*standard_deck(), UNO]


def deck_for(box: str, downpour: bool) -> list[int]:
    """The deck of a box (the Downpour cards added to the classic one with U-H-DOWNPOUR)."""
    if box == "extreme":
        return extreme_deck()
    if box == "rapido":
        return rapido_deck()
    return standard_deck(downpour)


def is_action(c: int) -> bool:
    return RANK[c] > 9


def values(box: str) -> list[int]:
    """The card values of a box: U-R-SCORE's for Rapido, else U-SCORE's (and U-X-SCORE's)."""
    return RAPIDO_POINTS if box == "rapido" else POINTS


def points(cards: list[int], box: str = "classic") -> int:
    """U-SCORE and U-X-SCORE card values: numbers at face value, Skip/Reverse/Draw Two/x2 20, Show/Swap 30, every
    wild 50 (Downpour and the Extreme wilds too); U-R-SCORE in the Rapido box: Draw Two 50, the UNO card 100."""
    table = values(box)
    return sum(table[c] for c in cards)


def text(c: int) -> str:
    """Short code for tests and debugging: r7, yS, gR, bD, W, W4, P1, P2; Extreme: rX (x2), yV (Show), gT (Swap),
    WU (x???), WE (Each in turn); Rapido: U (the UNO card)."""
    if c >= 64:
        return _WILD_CODES[c]
    r = RANK[c]
    return "rygb"[COLOUR[c]] + (str(r) if r <= 9 else "SRDXVT"[r - 10])


def parse(code: str) -> int:
    """The card of a short code (inverse of `text`)."""
    code = code.strip()
    for c, short in _WILD_CODES.items():
        if short == code:
            return c
    col = "rygb".index(code[0])
    tail = code[1:]
    rank = int(tail) if tail.isdigit() else 10 + "SRDXVT".index(tail)
    return card(col, rank)


_WILD_CODES = {
    WILD: "W", WD4: "W4", DOWN1: "P1", DOWN2: "P2",
    UNTIL: "WU", EACH: "WE",
    UNO: "U",
}


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
_WILD = {
    WILD: QT_TRANSLATE_NOOP("Uno", "Wild"), WD4: QT_TRANSLATE_NOOP("Uno", "Wild Draw Four"),
    DOWN1: QT_TRANSLATE_NOOP("Uno", "Downpour +1"), DOWN2: QT_TRANSLATE_NOOP("Uno", "Downpour +2"),
    UNTIL: QT_TRANSLATE_NOOP("Uno", "x???"), EACH: QT_TRANSLATE_NOOP("Uno", "Each in turn"),
    UNO: QT_TRANSLATE_NOOP("Uno", "UNO card"),
}


def name(c: int) -> Message:
    """The card's name for the log and the screen ("red 7", "blue Draw Two", "Wild Draw Four")."""
    if c >= 64:
        return msg("Uno", _WILD[c])
    r = RANK[c]
    if r <= 9:
        return msg("Uno", _NUMBER[COLOUR[c]], n=r)
    return msg("Uno", _ACTION[COLOUR[c]][r - 10])
