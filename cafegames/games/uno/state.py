"""UNO's state and what moves cards around it outside any decision (Qt-free): the match state, a seat's view
of it, dealing a hand (U-DEALER, U-DEAL, U-FIRST), drawing and reshuffling (U-RESHUFFLE) and the invariants.

The decisions — what may be played (`legal`), what a play does (`rules`), the end of a hand (`scoring`) — read
and mutate this state. Speed matters (the simulations and the benchmark play millions of decisions), so it is
plain lists and ints mutated in place and cards are ints (see `cards`).
"""

from __future__ import annotations

import hashlib

import attrs

from cafegames.engine import rng
from cafegames.engine.protocol import Event
from cafegames.games.uno import partners, tournament
from cafegames.games.uno.cards import (
    BOOMERANG,
    COLOUR,
    DOWN1,
    DOWN2,
    DRAW2,
    DRAW2T_RANK,
    EACH,
    EXCHANGE,
    RANK,
    REVERSE,
    SKIP,
    UNO,
    UNTIL,
    WD4,
    WD4T,
    WILD,
    deck_for,
    standard_deck,
)
from cafegames.games.uno.options import UnoOptions

PLAY, DRAWN, PENALTY, CONTINUE, FIRST_COLOUR, OVER, DEAL, TWO = range(8)
# DEAL: the dealer chooses how many cards to deal (U-O-DEAL); TWO: a 2 goes round the table (U-O-TWO)
PHASES = ("play", "drawn", "penalty", "continue", "first_colour", "over", "deal", "two")
HAND_SIZE = 7
MAX_SEATS = 10


@attrs.define(slots=True)
class UnoState:
    """Everything about a match in progress. Seats are 0…n-1 in table order; "left" is +1."""

    options: UnoOptions
    n: int
    seed: int
    hands: list[list[int]]
    draw: list[int]
    discard: list[int]
    colour: int  # active colour 0–3; -1 only while the first Wild waits for its colour
    direction: int  # +1 left (clockwise), -1 right
    turn: int
    phase: int
    order: list[int]  # seats in play this hand, table order
    pos: list[int]  # seat → index in order, -1 when eliminated
    dealer: int
    hand_no: int
    scores: list[int]
    history: list[tuple[int, ...]]  # one row per finished hand: the points each seat got
    out: list[bool]  # eliminated (U-SCORE-CHALLENGE)
    said: list[bool]  # called UNO and still holds one card
    void: list[int]  # public inference: bit c set when the seat drew on colour c and kept its hand since
    team: tuple[int, ...]  # team of each seat (U-PARTNERS, U-TEAMS), () without teams
    deck_size: int
    pending: int = 0  # cards waiting for the seat to play (U-WD4-EFFECT, U-H-STACK)
    drawn: int = -1  # the card just drawn that may be played (U-DRAW)
    wd4_by: int = -1  # who played the Wild Draw Four that can be challenged
    wd4_guilty: bool = False
    wd4_colour: int = -1  # the colour active before that Wild Draw Four (public)
    offender: int = -1  # seat that can be caught (U-UNO window), -1 when closed
    reveal: tuple = ()  # (challenger, bluffer, cards) after a challenge: shown to the challenger only
    shown: tuple = ()  # U-X-SHOW: every hand as it was shown (a tuple per seat), public until the next play
    hit_by: int = -1  # U-DELUXE: who played the Skip or draw card the seat to play answers (PENALTY), public
    owed: int = 0  # U-DX-TARGET, U-DX-BOOMERANG: bit s set when seat s loses its next turn, public
    empty_passes: int = 0  # seats in a row that drew nothing from two empty piles (U-RESHUFFLE)
    shuffles: int = 0
    presses: int = 0
    winners: tuple[int, ...] = ()
    dealer_draws: tuple = ()  # U-DEALER: ((seat, card), …) per round of the first hand's dealer choice
    last_hand: tuple = ()  # (winner, blocked, hands, row) of the latest finished hand, public
    # per seat, for the simulation summaries: plays down to one card, UNO calls, times caught, Wild Draw Fours,
    # of them bluffs, challenges made, challenges won
    tally: list[list[int]] = attrs.field(factory=list)
    last_challenge: tuple = ()  # (challenger, challenged, guilty) of the latest challenge: public
    # U-RESHUFFLE (our addition): how often each position was seen at a reshuffle this hand, and whether one came
    # back a third time (the hand is then blocked when the decision completes)
    seen: dict = attrs.field(factory=dict)
    repeated: bool = False
    # a state the hard bot's search imagined (`search.Sampler.sample`): when its hand ends, the next one is not
    # dealt (only `hand_no` moves on), since the search reads no more than the hand's end (`search.hand_value`);
    # never set on a match's state, and never saved (saves keep the actions, not the state)
    imagined: bool = False
    two_by: int = -1  # U-O-TWO: the seat whose 2 is going round the table, -1 when none


@attrs.frozen
class UnoView:
    """What one seat may know (U hidden information): its own hand, counts of the others, the public table."""

    seat: int
    n: int
    hand: tuple[int, ...]
    counts: tuple[int, ...]
    top: int
    discard: tuple[int, ...]
    draw_size: int
    colour: int
    direction: int
    turn: int
    phase: str
    pending: int
    drawn: int
    dealer: int
    hand_no: int
    scores: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    order: tuple[int, ...]
    eliminated: tuple[bool, ...]
    team: tuple[int, ...]
    offender: int
    said: tuple[bool, ...]
    void: tuple[int, ...]
    revealed: tuple  # (bluffer, cards) when this seat challenged, else ()
    wd4_by: int
    wd4_colour: int
    options: UnoOptions
    winners: tuple[int, ...]
    last_hand: tuple
    dealer_draws: tuple
    last_challenge: tuple  # (challenger, challenged, guilty) of the latest challenge, seen by all
    shown: tuple = ()  # U-X-SHOW: every hand as shown to all, until the next play
    hit_by: int = -1  # U-DELUXE: who played the card the seat to play answers
    owed: int = 0  # U-DELUXE: bit s set when seat s loses its next turn
    two_by: int = -1  # U-O-TWO: the seat whose 2 is going round the table

    def next_seat(self, seat: int, k: int = 1) -> int:
        order = self.order
        return order[(order.index(seat) + k * self.direction) % len(order)]


def step(st: UnoState, seat: int, k: int) -> int:
    """The seat `k` places from `seat` in the direction of play, among the seats in play."""
    order = st.order
    return order[(st.pos[seat] + k * st.direction) % len(order)]


def clone(st: UnoState) -> UnoState:
    """An independent copy (the bots' search and the tests mutate copies)."""
    return attrs.evolve(st, hands=[list(h) for h in st.hands], draw=list(st.draw), discard=list(st.discard),
                        order=list(st.order), pos=list(st.pos), scores=list(st.scores), history=list(st.history),
                        out=list(st.out), said=list(st.said), void=list(st.void),
                        tally=[list(t) for t in st.tally], seen=dict(st.seen))


# ------------------------------------------------------------------ set-up: the dealer, the deal, the first card

def new_state(options: UnoOptions, n: int, seed: int, events: list[Event] | None = None) -> UnoState:
    """A new match: the dealer chosen (U-DEALER), the first hand dealt. `events`, when given, receives what
    happened, for the game log: each seat's draw for the deal, the deal, the first card and its effect."""
    team: tuple[int, ...] = tuple(s % 2 for s in range(n)) if options.teams != "none" else ()
    st = UnoState(
        options=options, n=n, seed=seed, hands=[[] for _ in range(n)], draw=[], discard=[], colour=-1,
        direction=1, turn=0, phase=PLAY, order=list(range(n)), pos=list(range(n)), dealer=0, hand_no=0,
        scores=[0] * n, history=[], out=[False] * n, said=[False] * n, void=[0] * n, team=team,
        deck_size=len(deck_for(options.box, options.downpour)))
    st.tally = [[0] * 7 for _ in range(n)]
    if options.teams != "tournament":  # U-P-TOURNAMENT: the schedule names every hand's dealer, no draw
        st.dealer, st.dealer_draws = choose_dealer(n, seed)
    ev = events if events is not None else []
    for again, drawn in enumerate(st.dealer_draws):
        for seat, card in drawn:
            ev.append(Event("dealer_draw", seat, {"card": card, "again": again > 0}))
    start_hand(st, ev)
    return st


def choose_dealer(n: int, seed: int) -> tuple[int, tuple]:
    """U-DEALER: every seat draws a card; the highest number deals (action and wild cards count 0); the tied
    seats draw again."""
    r = rng.stream(seed, "dealer")
    deck = standard_deck()
    r.shuffle(deck)
    contenders = list(range(n))
    rounds = []
    while True:
        if len(deck) < len(contenders):
            deck = standard_deck()
            r.shuffle(deck)
        drawn = tuple((s, deck.pop()) for s in contenders)
        rounds.append(drawn)
        values = {s: (RANK[c] if c < 64 and RANK[c] <= 9 else 0) for s, c in drawn}
        best = max(values.values())
        contenders = [s for s in contenders if values[s] == best]
        if len(contenders) == 1:
            return contenders[0], tuple(rounds)


def start_hand(st: UnoState, ev: list[Event]) -> None:
    """U-DEAL and U-FIRST: shuffle, deal 7 each from the dealer's left, turn the first discard and apply it. With
    U-O-DEAL the shuffled deck waits as the draw pile, with an empty discard, for the dealer's `Deal`."""
    st.hand_no += 1
    n = st.n
    if st.options.teams == "rotating":  # U-P-ROTATE: four hands with each partner
        st.team = partners.teams_for_hand(st.hand_no)
    if st.options.teams == "tournament":  # U-P-TOURNAMENT: the four seats of the table whose turn it is
        st.team = tournament.teams_for_hand(st.hand_no)
        st.order = tournament.order(st.hand_no)
        st.dealer = tournament.dealer(st.hand_no)
    else:
        if st.hand_no > 1:  # the deal passes to the left
            d = (st.dealer + 1) % n
            while st.out[d]:
                d = (d + 1) % n
            st.dealer = d
        st.order = [s for s in range(n) if not st.out[s]]
    st.pos = [-1] * n
    for i, s in enumerate(st.order):
        st.pos[s] = i
    deck = deck_for(st.options.box, st.options.downpour)
    rng.stream(st.seed, "deal", st.hand_no).shuffle(deck)
    st.hands = [[] for _ in range(n)]
    st.direction = 1
    st.two_by = -1
    if st.options.o_deal:
        st.draw = deck
        st.discard = []
        st.colour = -1
        st.turn = st.dealer
        st.phase = DEAL
        st.offender = -1
        st.pending = 0
        st.drawn = -1
        st.wd4_by = -1
        st.reveal = ()
        st.shown = ()
        st.said = [False] * n
        st.void = [0] * n
        return
    deal_hand(st, deck, HAND_SIZE, ev)


def tournament_hand(st: UnoState) -> dict[str, int]:
    """U-P-TOURNAMENT: the table and its hand number (1–28), for the log lines of a hand's start and end."""
    if st.options.teams != "tournament":
        return {}
    return {"table": tournament.table_of(st.hand_no) + 1, "table_hand": tournament.table_hand(st.hand_no)}


def deal_hand(st: UnoState, deck: list[int], size: int, ev: list[Event]) -> None:
    """Deal `size` cards each from `deck` from the dealer's left, turn the first discard and apply it."""
    n = st.n
    left = step(st, st.dealer, 1)
    k = st.pos[left]
    m = len(st.order)
    for _ in range(size):
        for i in range(m):
            st.hands[st.order[(k + i) % m]].append(deck.pop())
    returned = 0
    # U-FIRST: back into the pile, reshuffle, turn another (the Deluxe box's purple cards and +4?, the UNO card too)
    while deck[-1] in (WD4, DOWN1, DOWN2, UNTIL, EACH, EXCHANGE, BOOMERANG, WD4T, UNO):
        returned += 1
        rng.stream(st.seed, "first", st.hand_no, returned).shuffle(deck)
    first = deck.pop()
    st.draw = deck
    st.discard = [first]
    st.pending = 0
    st.drawn = -1
    st.wd4_by = -1
    st.wd4_guilty = False
    st.offender = -1
    st.reveal = ()
    st.shown = ()
    st.hit_by = -1
    st.owed = 0
    st.said = [False] * n
    st.void = [0] * n
    st.empty_passes = 0
    st.shuffles = 0
    st.presses = 0
    st.seen = {}
    st.repeated = False
    st.phase = PLAY
    ev.append(Event("hand_start", None, {"hand": st.hand_no, "dealer": st.dealer,
                                          "counts": tuple(len(h) for h in st.hands), "returned": returned,
                                          **tournament_hand(st)}))
    ev.append(Event("first_card", None, {"card": first}))
    if size != HAND_SIZE:
        ev.append(Event("dealt", st.dealer, {"count": size}))
    r = RANK[first]
    if first == WILD:  # (an Extreme box's x2, Show or Swap turned first does nothing: our reading)
        st.colour = -1
        st.phase = FIRST_COLOUR
        st.turn = left
        return
    st.colour = COLOUR[first]
    if r in (DRAW2, DRAW2T_RANK):  # U-DX-TARGET, our reading: a +2? turned first hits the first player
        give(st, left, 2, "draw2", ev)
        ev.append(Event("skipped", left))
        st.turn = step(st, left, 1)
    elif r == REVERSE:
        if m > 2:
            st.direction = -1
            ev.append(Event("reversed", None, {"direction": -1}))
        else:
            ev.append(Event("skipped", left))
        st.turn = st.dealer
    elif r == SKIP:
        ev.append(Event("skipped", left))
        st.turn = step(st, left, 1)
    else:
        st.turn = left


# ------------------------------------------------------------------ drawing

def reshuffle(st: UnoState, got: list[int], ev: list[Event]) -> None:
    """U-RESHUFFLE: the discard pile but its top card becomes the new draw pile. Reshuffles are rare, so the
    repetition check (our addition, see the readings in `rules`) is computed here and costs nothing elsewhere."""
    position = (tuple(tuple(sorted(h)) for h in st.hands), st.discard[-1], tuple(sorted(st.discard[:-1])),
                st.colour, st.direction, st.turn, st.phase, st.pending, tuple(got))
    # A 128-bit digest stands for the position: a long random hand reshuffles thousands of times, and whole
    # positions kept in the state made every copy and comparison of it slow (the soak's 8,000 actions/s fell to 400).
    key = int.from_bytes(hashlib.blake2b(repr(position).encode(), digest_size=16).digest(), "big")
    seen = st.seen.get(key, 0) + 1
    st.seen[key] = seen
    if seen >= 3:
        st.repeated = True
    top = st.discard[-1]
    pile = st.discard[:-1]
    st.discard = [top]
    st.shuffles += 1
    rng.stream(st.seed, "reshuffle", st.hand_no, st.shuffles).shuffle(pile)
    st.draw = pile
    ev.append(Event("reshuffled", None, {"count": len(pile)}))


def draw_cards(st: UnoState, k: int, ev: list[Event]) -> list[int]:
    draw = st.draw
    if len(draw) >= k:
        if k == 1:
            return [draw.pop()]
        got = draw[-k:]
        got.reverse()
        del draw[-k:]
        return got
    got = []
    while len(got) < k:
        if not st.draw:
            if len(st.discard) <= 1:
                break
            reshuffle(st, got, ev)
        got.append(st.draw.pop())
    return got


def give(st: UnoState, seat: int, k: int, reason: str, ev: list[Event]) -> None:
    got = draw_cards(st, k, ev) if k else []
    st.hands[seat].extend(got)
    if got:
        st.said[seat] = False
        st.void[seat] = 0
    ev.append(Event("drew", seat, {"count": len(got), "cards": tuple(got), "reason": reason}))


# ------------------------------------------------------------------ invariants

_DECKS: dict[tuple[str, bool], list[int]] = {}


def check_invariants(st: UnoState) -> None:
    """Cheap consistency checks (see `UnoGame.check_invariants`); AssertionError names what broke."""
    key = (st.options.box, st.options.downpour)
    deck = _DECKS.get(key)
    if deck is None:
        deck = _DECKS[key] = sorted(deck_for(*key))
    held = sorted([*st.draw, *st.discard, *(c for h in st.hands for c in h)])
    assert held == deck, f"cards not conserved: {len(held)} in hands and piles, {len(deck)} in the deck"
    if st.phase == OVER:
        assert st.winners, "the match is over without winners"
    elif st.phase == DEAL:
        assert st.colour == -1 and not st.discard, "a hand waiting for its deal has a colour or a discard"
    elif st.phase == FIRST_COLOUR:
        assert st.colour == -1, f"colour {st.colour} set while the first Wild waits for its colour"
    else:
        assert st.colour in (0, 1, 2, 3), f"active colour {st.colour} is not one of the four"
    assert st.scores == [sum(row[i] for row in st.history) for i in range(st.n)], (
        f"scores {st.scores} are not the sums of the hands' rows {st.history}")
    assert st.phase == OVER or all(not st.hands[s] for s in range(st.n) if st.out[s]), (
        "an eliminated seat holds cards")
    assert st.turn in st.order, f"seat to play {st.turn} is not in play ({st.order})"


# ------------------------------------------------------------------ views

def view(st: UnoState, seat: int) -> UnoView:
    rev = st.reveal
    return UnoView(
        seat=seat, n=st.n, hand=tuple(st.hands[seat]) if 0 <= seat < st.n else (),
        counts=tuple(len(h) for h in st.hands), top=st.discard[-1] if st.discard else -1, discard=tuple(st.discard),
        draw_size=len(st.draw), colour=st.colour, direction=st.direction, turn=st.turn, phase=PHASES[st.phase],
        pending=st.pending, drawn=st.drawn if seat == st.turn else -1, dealer=st.dealer, hand_no=st.hand_no,
        scores=tuple(st.scores), history=tuple(st.history), order=tuple(st.order), eliminated=tuple(st.out),
        team=st.team, offender=st.offender, said=tuple(st.said[s] and len(st.hands[s]) == 1 for s in range(st.n)),
        void=tuple(st.void), revealed=(rev[1], rev[2]) if rev and rev[0] == seat else (), wd4_by=st.wd4_by,
        wd4_colour=st.wd4_colour, options=st.options, winners=st.winners, last_hand=st.last_hand, dealer_draws=st.dealer_draws,
        last_challenge=st.last_challenge, shown=st.shown, hit_by=st.hit_by, owed=st.owed, two_by=st.two_by)
