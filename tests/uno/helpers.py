"""Build UNO tables in a chosen position (card conservation kept: the rest of the deck is the draw pile)."""

from __future__ import annotations

from collections import Counter

from cafegames.engine.seats import Seat
from cafegames.games.uno.cards import parse, standard_deck
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import make_options
from cafegames.games.uno.state import PLAY, UnoState, new_state


def cards(text: str) -> list[int]:
    return [parse(x) for x in text.split()]


def table(hands: list[str], top: str = "r5", colour: int | None = None, turn: int = 0, draw: str = "",
          options: dict | None = None, direction: int = 1, dealer: int | None = None, seed: int = 1,
          discard: str = "") -> UnoState:
    """A state with these hands, `top` on the discard pile (over `discard`), `draw` the next cards to draw
    (first listed drawn first), the rest of the deck under them."""
    n = len(hands)
    o = make_options(options or {}, n)
    st = new_state(o, n, seed)
    st.hands = [cards(h) for h in hands]
    st.discard = cards(discard) + [parse(top)]
    nxt = cards(draw)
    rest = Counter(standard_deck(o.downpour))
    used = Counter(st.discard) + Counter(nxt)
    for h in st.hands:
        used += Counter(h)
    assert not used - rest, f"more cards than the deck holds: {used - rest}"
    pile = list((rest - used).elements())
    st.draw = pile + list(reversed(nxt))
    st.colour = colour if colour is not None else (parse(top) >> 4 if parse(top) < 64 else 0)
    st.turn = turn
    st.direction = direction
    st.phase = PLAY
    st.dealer = dealer if dealer is not None else (turn - 1) % n
    return st


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}") for i in range(n)]


def conserved(st: UnoState) -> bool:
    total = Counter(st.draw) + Counter(st.discard)
    for h in st.hands:
        total += Counter(h)
    return total == Counter(standard_deck(st.options.downpour))


def act(st: UnoState, action) -> list:
    """Apply and check the action was legal for that seat."""
    assert action in GAME.legal_actions(st, action.seat), (action, GAME.legal_actions(st, action.seat))
    _, ev = GAME.apply(st, action)
    assert conserved(st)
    return ev


def kinds(events) -> list[str]:
    return [e.kind for e in events]
