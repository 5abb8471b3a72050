"""The Extreme box's launcher and cards (U-H-EXTREME, U-EXTREME-BOX, Qt-free): how many cards a press throws out,
and what x2, x???, Each in turn and Show your hand do once played (`rules._do_play` swaps the hands of a Swap hands
card itself, and calls `extreme_played` for the rest)."""

from __future__ import annotations

from cafegames.engine import rng
from cafegames.engine.protocol import Event
from cafegames.games.uno.cards import EACH, RANK, SHOW, TIMES2, UNTIL
from cafegames.games.uno.state import FIRST_COLOUR, UnoState, give, step

# U-H-EXTREME: chances (in %) that the launcher throws out 0, 1, … 8 cards
LAUNCHER_WEIGHTS = (36, 30, 12, 8, 5, 4, 2, 2, 1)
_LAUNCHER_CUM = [sum(LAUNCHER_WEIGHTS[: i + 1]) for i in range(len(LAUNCHER_WEIGHTS))]


def extreme_played(st: UnoState, s: int, c: int, ev: list[Event]) -> None:
    """The Extreme box's cards (U-X-TIMES2, U-X-UNTIL, U-X-EACH, U-X-SHOW, U-X-SWAP: the swap is done above)."""
    r = RANK[c]
    nxt = step(st, s, 1)
    if r == TIMES2:
        press(st, nxt, ev)
        press(st, nxt, ev)
        ev.append(Event("skipped", nxt))
        st.turn = step(st, s, 2)
    elif c == UNTIL:
        press_until(st, nxt, ev)
        ev.append(Event("skipped", nxt))
        st.colour = -1  # the player after them names it (FIRST_COLOUR is the phase of a colour to name)
        st.phase = FIRST_COLOUR
        st.turn = step(st, s, 2)
    elif c == EACH:
        each(st, s, ev)
        st.turn = nxt
    else:
        if r == SHOW:
            st.shown = tuple(tuple(h) for h in st.hands)
            ev.append(Event("shown", s))
        st.turn = nxt


def press(st: UnoState, seat: int, ev: list[Event]) -> int:
    """One press of the launcher (U-H-EXTREME): 0 to 8 cards with the chances of `LAUNCHER_WEIGHTS`."""
    st.presses += 1
    roll = rng.stream(st.seed, "launcher", st.hand_no, st.presses).randrange(100)
    k = next(i for i, cum in enumerate(_LAUNCHER_CUM) if roll < cum)
    before = len(st.hands[seat])
    give(st, seat, k, "launcher", ev)
    return len(st.hands[seat]) - before


def press_until(st: UnoState, seat: int, ev: list[Event]) -> None:
    """U-X-UNTIL: press until the launcher gives cards (or both piles are empty)."""
    while not press(st, seat, ev) and (st.draw or len(st.discard) > 1):
        pass


def each(st: UnoState, s: int, ev: list[Event]) -> None:
    """U-X-EACH: one press each, from the next player round to the one who played it."""
    x = step(st, s, 1)
    while True:
        press(st, x, ev)
        if x == s:
            return
        x = step(st, x, 1)
