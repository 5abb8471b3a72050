"""The boxes' decks card by card, their card values and the cards' codes and names (cafegames/games/uno/cards.py):
what mutmut's whole run of cards.py found untested (docs/mutation.md, "Session 2026-12-04, last")."""

from __future__ import annotations

from collections import Counter

from cafegames.engine.messages import Message
from cafegames.games.uno.cards import (
    BOOMERANG,
    COLOURS,
    DOWN1,
    DOWN2,
    DRAW2,
    DRAW2T,
    EACH,
    EXCHANGE,
    REVERSE,
    SHOW,
    SKIP,
    SWAP,
    TIMES2,
    UNTIL,
    WD4,
    WD4T,
    WILD,
    card,
    deluxe_deck,
    extreme_deck,
    name,
    parse,
    points,
    standard_deck,
    text,
    values,
)


def test_U_DELUXE_the_box_deck_card_by_card():
    """The classic 108, the Downpour cards (U-DX-DOWNPOUR), two Exchange, four Boomerang, one +2? a colour, two
    +4? (U-DX-EXCHANGE, U-DX-BOOMERANG, U-DX-TARGET): 124 cards."""
    expected = Counter(standard_deck()) + Counter({DOWN1: 2, DOWN2: 2, EXCHANGE: 2, BOOMERANG: 4, WD4T: 2})
    expected += Counter(DRAW2T + col for col in COLOURS)
    assert Counter(deluxe_deck()) == expected and len(deluxe_deck()) == 124


def test_U_EXTREME_BOX_the_box_deck_card_by_card():
    """Our counts, stated on the rules page: per colour 1–9, Skip, Reverse and x2 twice, one Show and one Swap; four
    Wild, four x??? and four Each in turn; no 0, no Draw Two, no Wild Draw Four: 116 cards."""
    expected: Counter[int] = Counter({WILD: 4, UNTIL: 4, EACH: 4})
    for col in COLOURS:
        for rank in (*range(1, 10), SKIP, REVERSE, TIMES2):
            expected[card(col, rank)] = 2
        expected[card(col, SHOW)] = expected[card(col, SWAP)] = 1
    deck = extreme_deck()
    assert Counter(deck) == expected and len(deck) == 116
    assert not {card(col, r) for col in COLOURS for r in (0, DRAW2)} & set(deck) and WD4 not in deck


def test_U_R_SCORE_a_draw_two_counts_50_in_the_rapido_box_only():
    red_draw2 = card(COLOURS[0], DRAW2)
    assert values("rapido")[red_draw2] == 50 and points([red_draw2, red_draw2], "rapido") == 100
    assert values("classic")[red_draw2] == values("deluxe")[red_draw2] == 20 == points([red_draw2])


def test_U_DX_TARGET_the_coloured_plus_two_has_its_code_and_its_name():
    for col, letter, said in zip(COLOURS, "rygb", ("red +2?", "yellow +2?", "green +2?", "blue +2?"), strict=True):
        assert text(DRAW2T + col) == letter + "Q" and parse(letter + "Q") == DRAW2T + col
        assert name(DRAW2T + col) == Message("Uno", said)
