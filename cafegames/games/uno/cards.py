"""UNO cards as plain ints, for speed in the rules' hot path (U-DECK).

A coloured card is `colour * 16 + rank` (colour 0 red, 1 yellow, 2 green, 3 blue; rank 0–9 numbers, 10 Skip,
11 Reverse, 12 Draw Two, and the Extreme box's 13 x2, 14 Show your hand, 15 Swap hands). Wild cards have colour 4:
64 Wild, 65 Wild Draw Four, 66 Downpour +1, 67 Downpour +2 (the Downpour cards only with U-H-DOWNPOUR), and the
Extreme box's 68 x??? and 69 Each in turn (U-EXTREME-BOX), the Deluxe box's 70 Exchange, 71 Boomerang (both purple,
no colour) and 72 +4? (U-DELUXE). The Deluxe box's coloured +2? are 80–83 (colour = code − 80, rank 25), outside the
`colour * 16 + rank` pattern, so code reads a card's colour and kind from the tables (`COLOUR`, `IS_WILD`), never
from the bits; codes between the boxes' ranges are no card (`IS_CARD`), so boxes add entries without renumbering.
Identical physical cards share one int; a hand is a list of ints.
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
EXCHANGE, BOOMERANG, WD4T = 70, 71, 72  # the Deluxe box's purple cards and +4? (U-DX-EXCHANGE, -BOOMERANG, -TARGET)
DRAW2T = 80  # the Deluxe box's red +2?; yellow, green, blue are 81–83 (U-DX-TARGET)
DRAW2T_RANK = 25
N_CODES = 84
N_RANKS = 26

# rank of every code; wild ranks are 16–24 (and +2? 25) so they never match another kind of card by rank
RANK = [0] * N_CODES
COLOUR = [WILD_COLOUR] * N_CODES  # 4 for a wild or a purple card
# U-SCORE, U-X-SCORE, U-DELUXE: numbers face value; Skip, Reverse, Draw Two, x2, +2? 20; Show, Swap, Exchange,
# Boomerang 30; every other wild 50
POINTS = [0] * N_CODES
IS_CARD = [False] * N_CODES  # whether a code is a card of some box
for _c in range(64):
    RANK[_c], COLOUR[_c], IS_CARD[_c] = _c & 15, _c >> 4, True
    POINTS[_c] = _c & 15 if (_c & 15) <= 9 else 30 if (_c & 15) in (SHOW, SWAP) else 20
for _c, _r in ((WILD, 16), (WD4, 17), (DOWN1, 18), (DOWN2, 19), (UNTIL, 20), (EACH, 21), (EXCHANGE, 22),
               (BOOMERANG, 23), (WD4T, 24)):
    RANK[_c], IS_CARD[_c] = _r, True
    POINTS[_c] = 30 if _c in (EXCHANGE, BOOMERANG) else 50
for _col in COLOURS:
    RANK[DRAW2T + _col], COLOUR[DRAW2T + _col], POINTS[DRAW2T + _col], IS_CARD[DRAW2T + _col] = (
        DRAW2T_RANK, _col, 20, True)
IS_WILD = [IS_CARD[c] and COLOUR[c] == WILD_COLOUR for c in range(N_CODES)]  # no colour of its own
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


def deluxe_deck() -> list[int]:
    """U-DELUXE (124 cards): the classic 108, two Exchange, four Boomerang (U-DX-EXCHANGE, U-DX-BOOMERANG), one
    +2? per colour and two +4? (U-DX-TARGET), and the Downpour cards, two +1 and two +2 (U-DX-DOWNPOUR)."""
    return (standard_deck(True) + [EXCHANGE] * 2 + [BOOMERANG] * 4 + [DRAW2T + col for col in COLOURS]
            + [WD4T] * 2)


def deck_for(box: str, downpour: bool) -> list[int]:
    """The deck of a box (the Downpour cards added to the classic one with U-H-DOWNPOUR)."""
    if box == "extreme":
        return extreme_deck()
    if box == "deluxe":
        return deluxe_deck()
    return standard_deck(downpour)


def is_action(c: int) -> bool:
    return RANK[c] > 9


def points(cards: list[int]) -> int:
    """U-SCORE, U-X-SCORE and U-DELUXE card values: numbers at face value, Skip/Reverse/Draw Two/x2/+2? 20,
    Show/Swap/Exchange/Boomerang 30, every other wild 50 (Downpour, +4? and the Extreme wilds too)."""
    return sum(POINTS[c] for c in cards)


def text(c: int) -> str:
    """Short code for tests and debugging: r7, yS, gR, bD, W, W4, P1, P2; Extreme: rX (x2), yV (Show), gT (Swap),
    WU (x???), WE (Each in turn); Deluxe: WX (Exchange), WB (Boomerang), WT (+4?), rQ (red +2?)."""
    if IS_WILD[c]:
        return _WILD_CODES[c]
    r = RANK[c]
    if r == DRAW2T_RANK:
        return "rygb"[COLOUR[c]] + "Q"
    return "rygb"[COLOUR[c]] + (str(r) if r <= 9 else "SRDXVT"[r - 10])


def parse(code: str) -> int:
    """The card of a short code (inverse of `text`)."""
    code = code.strip()
    for c, short in _WILD_CODES.items():
        if code == short:
            return c
    col = "rygb".index(code[0])
    tail = code[1:]
    if tail == "Q":
        return DRAW2T + col
    rank = int(tail) if tail.isdigit() else 10 + "SRDXVT".index(tail)
    return card(col, rank)


_WILD_CODES = {WILD: "W", WD4: "W4", DOWN1: "P1", DOWN2: "P2", UNTIL: "WU", EACH: "WE", EXCHANGE: "WX",
               BOOMERANG: "WB", WD4T: "WT"}


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
_WILD = {WILD: QT_TRANSLATE_NOOP("Uno", "Wild"), WD4: QT_TRANSLATE_NOOP("Uno", "Wild Draw Four"),
         DOWN1: QT_TRANSLATE_NOOP("Uno", "Downpour +1"), DOWN2: QT_TRANSLATE_NOOP("Uno", "Downpour +2"),
         UNTIL: QT_TRANSLATE_NOOP("Uno", "x???"), EACH: QT_TRANSLATE_NOOP("Uno", "Each in turn"),
         EXCHANGE: QT_TRANSLATE_NOOP("Uno", "Exchange"), BOOMERANG: QT_TRANSLATE_NOOP("Uno", "Boomerang"),
         WD4T: QT_TRANSLATE_NOOP("Uno", "+4?")}
_TARGETED = (QT_TRANSLATE_NOOP("Uno", "red +2?"), QT_TRANSLATE_NOOP("Uno", "yellow +2?"),
             QT_TRANSLATE_NOOP("Uno", "green +2?"), QT_TRANSLATE_NOOP("Uno", "blue +2?"))


def name(c: int) -> Message:
    """The card's name for the log and the screen ("red 7", "blue Draw Two", "Wild Draw Four")."""
    if IS_WILD[c]:
        return msg("Uno", _WILD[c])
    r = RANK[c]
    if r == DRAW2T_RANK:
        return msg("Uno", _TARGETED[COLOUR[c]])
    if r <= 9:
        return msg("Uno", _NUMBER[COLOUR[c]], n=r)
    return msg("Uno", _ACTION[COLOUR[c]][r - 10])
