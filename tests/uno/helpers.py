"""Build UNO tables in a chosen position (card conservation kept: the rest of the deck is the draw pile)."""

from __future__ import annotations

from collections import Counter

from hypothesis import strategies as hs

from cafegames.engine.seats import Seat
from cafegames.games.uno.cards import COLOUR, deck_for, parse
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
    rest = Counter(deck_for(o.box, o.downpour))
    used = Counter(st.discard) + Counter(nxt)
    for h in st.hands:
        used += Counter(h)
    assert not used - rest, f"more cards than the deck holds: {used - rest}"
    pile = list((rest - used).elements())
    st.draw = pile + list(reversed(nxt))
    st.colour = colour if colour is not None else (COLOUR[parse(top)] if COLOUR[parse(top)] < 4 else 0)
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
    return total == Counter(deck_for(st.options.box, st.options.downpour))


def act(st: UnoState, action) -> list:
    """Apply and check the action was legal for that seat."""
    assert action in GAME.legal_actions(st, action.seat), (action, GAME.legal_actions(st, action.seat))
    _, ev = GAME.apply(st, action)
    assert conserved(st)
    return ev


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# ------------------------------------------------------------------ generated positions (hypothesis)

# the tables the property tests draw from: each scoring, and each house rule that changes a turn
TABLES = ({"scoring": "single"}, {"scoring": "official"}, {"scoring": "low"}, {"scoring": "challenge"},
          {"scoring": "single", "stack": True}, {"scoring": "single", "stack": True, "stack_cross": True},
          {"scoring": "single", "jump_in": True}, {"scoring": "single", "seven_o": True},
          {"scoring": "single", "draw_until": True}, {"scoring": "single", "force_play": True},
          {"scoring": "single", "multi": True}, {"scoring": "single", "suites": True},
          {"scoring": "single", "extreme": True}, {"scoring": "single", "downpour": True},
          {"scoring": "single", "box": "extreme"}, {"scoring": "single", "box": "deluxe"},
          {"scoring": "single", "box": "deluxe", "deluxe_joker": True}, {"box": "rapido", "target": 100})


@hs.composite
def positions(draw, tables: tuple[dict, ...] = TABLES) -> UnoState:
    """A play-phase position anywhere in a hand: 2–10 seats, hands of 1–12 cards from a shuffled deck, any card
    on top (a wild with any named colour), some cards under it and a draw pile from empty to full, any seat to
    play in either direction. Cards are conserved; the rest of the state is as after a deal."""
    values = draw(hs.sampled_from(tables))
    n = draw(hs.integers(2, 10))
    o = make_options(values, n)
    state = new_state(o, n, draw(hs.integers(0, 2**32)))
    deck = draw(hs.permutations(deck_for(o.box, o.downpour)))
    most = min(12, (len(deck) - 1) // n)  # a card is left for the top of the pile (10 seats of 12 are 120 cards)
    sizes = draw(hs.lists(hs.integers(1, most), min_size=n, max_size=n))
    k = 0
    for s in range(n):
        state.hands[s] = deck[k:k + sizes[s]]
        k += sizes[s]
    top = deck[k]
    rest = deck[k + 1:]
    under = draw(hs.integers(0, len(rest)))
    state.discard = [*rest[:under], top]
    state.draw = rest[under:]
    state.colour = draw(hs.integers(0, 3)) if top >= 64 else top >> 4
    state.direction = draw(hs.sampled_from((1, -1)))
    state.turn = draw(hs.integers(0, n - 1))
    state.dealer = (state.turn - state.direction) % n
    state.phase = PLAY
    state.pending = 0
    state.drawn = -1
    state.wd4_by = -1
    state.said = [False] * n
    state.void = [0] * n
    assert conserved(state)
    return state


def soak_cases_where(wanted, count: int = 5, tries: int = 400, seconds: float = 2.0) -> list[int]:
    """Play through the soak (devtools/soak.py: every check after every action, save → load) the first `count`
    cases whose drawn options satisfy `wanted`, each for at most `seconds` (a long case, a match to 5,000 or
    random play, is cut as the soak cuts it: not a failure); return their seeds. A soak test of a box or an option
    thus plays games that have it, instead of hoping a run of random cases draws it."""
    import time

    from devtools import soak

    seeds = [s for s in range(tries) if wanted(soak.draw_case("uno", s)[0].options)][:count]
    assert len(seeds) == count, f"only {len(seeds)} of {tries} drawn cases have it"
    for seed in seeds:
        case = soak.run_case("uno", seed, deadline=time.perf_counter() + seconds)
        assert case.failure is None, (seed, case.failure)
    return seeds


def bots_play_out(options: dict, seed: int, levels: tuple[str, ...] = (), n: int = 0, limit: int = 3000):
    """A whole match between computer players (`levels` per seat, or the seats' own), the invariants checked after
    every action; it must end within `limit` actions and its record must replay to the same state. The match."""
    from cafegames.engine.match import Match
    from cafegames.games.uno.bots.levels import make_bot
    from cafegames.games.uno.game import GAME

    n = n or len(levels)
    m = Match(GAME, options, seats(n), seed)
    for s, level in enumerate(levels):
        m.set_bot(s, make_bot(level, s, seed))
    steps = 0
    while not m.is_over() and steps < limit:
        m.act(m.bot_action(include_humans=True))
        GAME.check_invariants(m.state)
        steps += 1
    assert m.is_over()
    again = Match.replay(GAME, m.options_dict, seats(n), seed, list(m.actions))
    assert again.state == m.state
    return m
