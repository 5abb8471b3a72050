"""The UNO rules: state, legal decisions and their effects (Qt-free, rule ids from ../shared/rules/uno.md).

Speed matters (the simulations and the benchmark play millions of decisions), so the state is plain lists and
ints mutated in place, cards are ints (see `cards`), and action objects are cached and reused.

Readings of rules the sources leave open (also in the rules help page):
- U-UNO: the catch window opens when a play leaves its player with one card without a call. It stays open
  through automatic steps (penalty draws of a Draw Two, a skip) and closes at the next decision of any seat other
  than calling or catching — a play, a draw, a challenge. Ending one's own run (U-H-MULTI/SUITES) does not close it.
  A Catch or a Call is only offered while the window is open; a catch after it, or of a player who called, is
  refused and changes nothing. Teammates do not catch each other.
- U-UNO with U-H-SEVENO: the obligation is the player's who ends their play holding one card (after a swap), and
  "UNO" may be called with the play whenever that will be the case.
- U-CHALLENGE: the Wild Draw Four stays on the pile with its colour whatever the outcome. With stacking the
  challenge concerns the last Wild Draw Four and the whole accumulated penalty moves (guilty) or grows by 2
  (innocent).
- U-TWO: a Reverse with two players only skips (direction unchanged).
- U-OUT: a 7 or 0 played as the last card swaps or passes nothing: the hand is over.
- U-RESHUFFLE: when both piles are empty a seat that must draw draws nothing and the turn passes (the rule).
  Our addition: when every seat in play, one after the other, draws nothing (none could play, or none would),
  the hand is blocked and the seat with the fewest points in hand (then fewest cards, then the first in turn)
  wins it. Any seat that still wants the hand to go on can play; without this end a table holding nearly the
  whole deck (stacking, Downpour) can go round for ever — random-play soaks found such hands.
  Our addition too: the position when the draw pile must be rebuilt from the discard (every hand, the discard —
  its top card and the rest as a set —, the active colour, direction, seat to play, phase, pending penalty and
  the cards being drawn) is remembered; when the same position comes back for the third time in a hand, the
  hand is blocked and scored the same way. With draw-until and force-play, two seats can otherwise draw the one
  card reshuffled from the discard and play it back for ever (bots' soak case 3514697840588696093).
- U-H-JUMPIN: only coloured cards can be jumped in on (a wild's colour is named, so no card is identical to it);
  not while the seat to play is deciding about a card it has just drawn.
- U-H-STACK: a Draw Two goes on a Wild Draw Four (mixed stacking) only in the named colour.
- U-H-MULTI / U-H-SUITES: a run continues after number cards only; a 7 or 0 with Seven-O ends it. A card
  played just after drawing starts no run: U-DRAW allows that card only, nothing from the hand after a draw.
- U-H-FORCEPLAY: a drawn Wild Draw Four is forced only when it is legal (no card of the active colour).
- U-H-EXTREME: the launcher replaces the voluntary draw only; the cards thrown out are kept and the turn
  passes; penalties (Draw Two, Wild Draw Four, catch, challenge) are counted cards as usual.
- U-H-DOWNPOUR: Downpour cards are wilds worth 50; as first discard they go back like a Wild Draw Four.
"""

from __future__ import annotations

import hashlib
from typing import Any

import attrs

from cafegames.engine import rng
from cafegames.engine.errors import IllegalAction
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event, rank_places
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.games.uno.cards import (
    DOWN1,
    DOWN2,
    DRAW2,
    IS_CARD,
    N_CODES,
    POINTS,
    RANK,
    REVERSE,
    SKIP,
    WD4,
    WILD,
    standard_deck,
)
from cafegames.games.uno.options import UnoOptions

PLAY, DRAWN, PENALTY, CONTINUE, FIRST_COLOUR, OVER = range(6)
PHASES = ("play", "drawn", "penalty", "continue", "first_colour", "over")
HAND_SIZE = 7
# U-H-EXTREME: chances (in %) that the launcher throws out 0, 1, … 8 cards
LAUNCHER_WEIGHTS = (36, 30, 12, 8, 5, 4, 2, 2, 1)
_LAUNCHER_CUM = [sum(LAUNCHER_WEIGHTS[: i + 1]) for i in range(len(LAUNCHER_WEIGHTS))]
MAX_SEATS = 10


def _illegal(text: str, **params: Any) -> IllegalAction:
    return IllegalAction(msg("Uno", text, **params))


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

    def next_seat(self, seat: int, k: int = 1) -> int:
        order = self.order
        return order[(order.index(seat) + k * self.direction) % len(order)]


# ------------------------------------------------------------------ cached action objects

_PLAYS: dict[tuple, Play] = {}
DRAWS = [Draw(s) for s in range(MAX_SEATS)]
PASSES = [Pass(s) for s in range(MAX_SEATS)]
CHALLENGES = [Challenge(s) for s in range(MAX_SEATS)]
CALLS = [CallUno(s) for s in range(MAX_SEATS)]
CATCHES = [[Catch(s, t) for t in range(MAX_SEATS)] for s in range(MAX_SEATS)]
COLOUR_CHOICES = [[Colour(s, c) for c in range(4)] for s in range(MAX_SEATS)]


def _plays_for(seat: int, c: int, uno: bool) -> tuple[Play, ...]:
    colours = (0, 1, 2, 3) if c >= 64 else (-1,)
    out = []
    for col in colours:
        out.append(Play(seat, c, col, False, -1))
        if uno:
            out.append(Play(seat, c, col, True, -1))
    return tuple(out)


# _TABLE[seat][uno][card]: the plays of `card` without a 7 target (colours of a wild; with and without UNO call)
_TABLE = [[[_plays_for(s, c, u) if IS_CARD[c] else () for c in range(N_CODES)] for u in (False, True)]
          for s in range(MAX_SEATS)]
for _s in range(MAX_SEATS):
    for _u in (0, 1):
        for _p in (p for t in _TABLE[_s][_u] for p in t):
            _PLAYS[(_p.seat, _p.card, _p.colour, _p.uno, _p.target)] = _p


# _MATCH[colour][rank of the top card]: every card code that may be put on it (U-MATCH)
_MATCH = [[frozenset(c for c in range(N_CODES) if IS_CARD[c] and (c >= 64 or c >> 4 == col or RANK[c] == r))
           for r in range(17)] for col in range(4)]


def _play(seat: int, card: int, colour: int, uno: bool, target: int) -> Play:
    key = (seat, card, colour, uno, target)
    a = _PLAYS.get(key)
    if a is None:
        a = _PLAYS[key] = Play(seat, card, colour, uno, target)
    return a


play_action = _play  # the shared Play object (the bots' playouts build their plays without listing them all)


# ------------------------------------------------------------------ set-up

def new_state(options: UnoOptions, n: int, seed: int, events: list[Event] | None = None) -> UnoState:
    """A new match: the dealer chosen (U-DEALER), the first hand dealt. `events`, when given, receives what
    happened, for the game log: each seat's draw for the deal, the deal, the first card and its effect."""
    team: tuple[int, ...] = tuple(s % 2 for s in range(n)) if options.teams != "none" else ()
    st = UnoState(
        options=options, n=n, seed=seed, hands=[[] for _ in range(n)], draw=[], discard=[], colour=-1,
        direction=1, turn=0, phase=PLAY, order=list(range(n)), pos=list(range(n)), dealer=0, hand_no=0,
        scores=[0] * n, history=[], out=[False] * n, said=[False] * n, void=[0] * n, team=team,
        deck_size=len(standard_deck(options.downpour)))
    st.tally = [[0] * 7 for _ in range(n)]
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
    """U-DEAL and U-FIRST: shuffle, deal 7 each from the dealer's left, turn the first discard and apply it."""
    st.hand_no += 1
    n = st.n
    if st.hand_no > 1:  # the deal passes to the left
        d = (st.dealer + 1) % n
        while st.out[d]:
            d = (d + 1) % n
        st.dealer = d
    st.order = [s for s in range(n) if not st.out[s]]
    st.pos = [-1] * n
    for i, s in enumerate(st.order):
        st.pos[s] = i
    deck = standard_deck(st.options.downpour)
    rng.stream(st.seed, "deal", st.hand_no).shuffle(deck)
    st.hands = [[] for _ in range(n)]
    st.direction = 1
    left = _step(st, st.dealer, 1)
    k = st.pos[left]
    m = len(st.order)
    for _ in range(HAND_SIZE):
        for i in range(m):
            st.hands[st.order[(k + i) % m]].append(deck.pop())
    returned = 0
    while deck[-1] in (WD4, DOWN1, DOWN2):  # U-FIRST: back into the pile, reshuffle, turn another
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
    st.said = [False] * n
    st.void = [0] * n
    st.empty_passes = 0
    st.shuffles = 0
    st.presses = 0
    st.seen = {}
    st.repeated = False
    st.phase = PLAY
    ev.append(Event("hand_start", None, {"hand": st.hand_no, "dealer": st.dealer,
                                          "counts": tuple(len(h) for h in st.hands), "returned": returned}))
    ev.append(Event("first_card", None, {"card": first}))
    r = RANK[first]
    if first == WILD:
        st.colour = -1
        st.phase = FIRST_COLOUR
        st.turn = left
        return
    st.colour = first >> 4
    if r == DRAW2:
        _give(st, left, 2, "draw2", ev)
        ev.append(Event("skipped", left))
        st.turn = _step(st, left, 1)
    elif r == REVERSE:
        if m > 2:
            st.direction = -1
            ev.append(Event("reversed", None, {"direction": -1}))
        else:
            ev.append(Event("skipped", left))
        st.turn = st.dealer
    elif r == SKIP:
        ev.append(Event("skipped", left))
        st.turn = _step(st, left, 1)
    else:
        st.turn = left


def _step(st: UnoState, seat: int, k: int) -> int:
    order = st.order
    return order[(st.pos[seat] + k * st.direction) % len(order)]


def clone(st: UnoState) -> UnoState:
    return attrs.evolve(st, hands=[list(h) for h in st.hands], draw=list(st.draw), discard=list(st.discard),
                        order=list(st.order), pos=list(st.pos), scores=list(st.scores), history=list(st.history),
                        out=list(st.out), said=list(st.said), void=list(st.void),
                        tally=[list(t) for t in st.tally], seen=dict(st.seen))


# ------------------------------------------------------------------ what may be played

def _playable(st: UnoState, c: int) -> bool:
    """U-MATCH: active colour, same number or symbol, or a wild (a Wild Draw Four may always be put down: U-WD4)."""
    return c >= 64 or c >> 4 == st.colour or RANK[c] == RANK[st.discard[-1]]


def _turn_cards(st: UnoState, hand: list[int]) -> set[int]:
    """Distinct cards the seat to play may put down now, by phase."""
    ph = st.phase
    if ph == PLAY:
        colour = st.colour
        tr = RANK[st.discard[-1]]
        return {c for c in hand if c >= 64 or c >> 4 == colour or RANK[c] == tr}
    if ph == DRAWN:
        return {st.drawn}
    if ph == PENALTY:
        if not st.options.stack:
            return set()
        top = st.discard[-1]
        cross = st.options.stack_cross
        if top == WD4:
            colour = st.colour
            return {c for c in hand if c == WD4 or (cross and c < 64 and RANK[c] == DRAW2 and c >> 4 == colour)}
        return {c for c in hand if (c < 64 and RANK[c] == DRAW2) or (cross and c == WD4)}
    if ph == CONTINUE:
        last = st.discard[-1]
        r = RANK[last]
        col = last >> 4
        suites = st.options.suites
        return {c for c in hand
                if c < 64 and RANK[c] <= 9 and (RANK[c] == r or (suites and c >> 4 == col and abs(RANK[c] - r) == 1))}
    return set()


def _may_jump(st: UnoState, seat: int) -> bool:
    """U-H-JUMPIN: another seat holds the very card on top of the pile."""
    if not st.options.jump_in or seat == st.turn or st.phase not in (PLAY, PENALTY, CONTINUE):
        return False
    top = st.discard[-1]
    return top < 64 and top in st.hands[seat]


def _may_catch(st: UnoState, seat: int) -> bool:
    off = st.offender
    return (off >= 0 and seat != off and st.pos[seat] >= 0 and len(st.hands[off]) == 1
            and not (st.team and st.team[seat] == st.team[off]))


def _after_count(st: UnoState, seat: int, card: int, target: int) -> int:
    """How many cards `seat` holds once `card` is played (with a 7 swap or a 0 rotation, U-H-SEVENO)."""
    left = len(st.hands[seat]) - 1
    if left and st.options.seven_o and card < 64:
        r = RANK[card]
        if r == 7 and target >= 0:
            return len(st.hands[target])
        if r == 0:
            return len(st.hands[_step(st, seat, -1)])
    return left


def _variants(st: UnoState, seat: int, c: int, out: list) -> None:
    colours = (0, 1, 2, 3) if c >= 64 else (-1,)
    hand = st.hands[seat]
    if st.options.seven_o and c < 64 and RANK[c] == 7 and len(hand) > 1:
        for t in st.order:
            if t != seat:
                uno = len(st.hands[t]) == 1
                out.append(_play(seat, c, -1, False, t))
                if uno:
                    out.append(_play(seat, c, -1, True, t))
        return
    uno = _after_count(st, seat, c, -1) == 1
    for col in colours:
        out.append(_play(seat, c, col, False, -1))
        if uno:
            out.append(_play(seat, c, col, True, -1))


def _forced(st: UnoState) -> bool:
    """U-H-FORCEPLAY: the drawn card must be played (a Wild Draw Four only when it is legal)."""
    if not st.options.force_play:
        return False
    if st.drawn != WD4:
        return True
    colour = st.colour
    return not any(c < 64 and c >> 4 == colour for c in st.hands[st.turn])


def to_act(st: UnoState) -> list[int]:
    if st.phase == OVER:
        return []
    t = st.turn
    seats = [t]
    off = st.offender
    if off >= 0:
        if off != t:
            seats.append(off)
        for s in st.order:
            if s != t and s != off and _may_catch(st, s):
                seats.append(s)
    if st.options.jump_in and st.phase in (PLAY, PENALTY, CONTINUE):
        top = st.discard[-1]
        if top < 64:
            for s in st.order:
                if s != t and top in st.hands[s] and s not in seats:
                    seats.append(s)
    return seats


def legal_actions(st: UnoState, seat: int) -> list:
    if st.phase == OVER or not (0 <= seat < st.n) or st.pos[seat] < 0:
        return []
    out: list = []
    ph = st.phase
    if seat == st.turn:
        if ph == PLAY and not st.options.seven_o:  # the hot path
            hand = st.hands[seat]
            table = _TABLE[seat][len(hand) == 2]
            for c in _MATCH[st.colour][RANK[st.discard[-1]]].intersection(hand):
                out += table[c]
            out.append(DRAWS[seat])
        elif ph == FIRST_COLOUR:
            out.extend(COLOUR_CHOICES[seat])
        else:
            for c in _turn_cards(st, st.hands[seat]):
                _variants(st, seat, c, out)
            if ph == PLAY:
                out.append(DRAWS[seat])
            elif ph == DRAWN:
                if not _forced(st):
                    out.append(PASSES[seat])
            elif ph == PENALTY:
                out.append(DRAWS[seat])
                if st.wd4_by >= 0:
                    out.append(CHALLENGES[seat])
            else:
                out.append(PASSES[seat])
    off = st.offender
    if off >= 0:
        if seat == off:
            if len(st.hands[seat]) == 1:
                out.append(CALLS[seat])
        elif _may_catch(st, seat):
            out.append(CATCHES[seat][off])
    if st.options.jump_in and seat != st.turn and _may_jump(st, seat):
        _variants(st, seat, st.discard[-1], out)
    return out


# ------------------------------------------------------------------ applying decisions

def apply(st: UnoState, a: Any) -> list[Event]:
    """Apply one decision in place and return the events; IllegalAction (state untouched) when not allowed."""
    handler = _HANDLERS.get(type(a))
    if handler is None:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "That is not an UNO move."))
    if st.phase == OVER:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "The match is over."))
    seat = a.seat
    if not isinstance(seat, int) or not 0 <= seat < st.n:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "There is no seat {seat} at this table."), seat=seat)
    if st.pos[seat] < 0:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "This player is out of the match."))
    ev: list[Event] = []
    handler(st, a, ev)
    if st.repeated:  # U-RESHUFFLE, our addition: a position came back a third time at a reshuffle
        end_hand(st, _blocked_winner(st), True, ev)
    return ev


def _check_play(st: UnoState, a: Play) -> bool:
    """Raise unless `a` is allowed; returns whether it is a jump-in."""
    s, c = a.seat, a.card
    hand = st.hands[s]
    if not isinstance(c, int) or c not in hand:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "You do not hold that card."))
    jump = _check_card(st, s, c)
    if c >= 64:
        if a.colour not in (0, 1, 2, 3):
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "Name the colour for your wild card."))
    elif a.colour != -1:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Only a wild card names a colour."))
    swap = st.options.seven_o and c < 64 and RANK[c] == 7 and len(hand) > 1
    if swap:
        t = a.target
        if not isinstance(t, int) or not 0 <= t < st.n or t == s or st.pos[t] < 0:
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "Choose another player to swap hands with."))
    elif a.target != -1:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Only a 7 swaps hands."))
    if a.uno is not False and (a.uno is not True or _after_count(st, s, c, a.target) != 1):
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "UNO is called when a play leaves you with one card."))
    return jump


def _check_card(st: UnoState | _SeatTable, s: int, c: int) -> bool:
    """Raise unless seat `s` may put its card `c` down now (its colour, 7 target and UNO call aside); returns
    whether it is a jump-in. Reads only that seat's own hand, so `why_not` can ask it about a seat's view."""
    ph = st.phase
    jump = False
    if s == st.turn and ph != FIRST_COLOUR:
        if not (_playable(st, c) if ph == PLAY else c == st.drawn if ph == DRAWN else c in _turn_cards(st, st.hands[s])):
            if ph == DRAWN:
                raise _illegal(QT_TRANSLATE_NOOP("Uno", "After drawing, only the card drawn may be played."))
            if ph == PENALTY:
                if not st.options.stack:
                    raise _illegal(QT_TRANSLATE_NOOP("Uno", "These rules add nothing to a Draw Two or a Wild Draw "
                                                            "Four: take the %n card(s).", None, 1), n=st.pending)
                raise _illegal(QT_TRANSLATE_NOOP(
                    "Uno", "You must take the %n card(s), or answer with a card that adds to them.", None, 1),
                    n=st.pending)
            if ph == CONTINUE:
                raise _illegal(QT_TRANSLATE_NOOP("Uno", "That card does not continue your run."))
            raise _illegal(QT_TRANSLATE_NOOP(
                "Uno", "That card matches neither the colour nor the number or symbol on the pile."))
    elif _may_jump(st, s) and c == st.discard[-1]:
        jump = True
    elif ph == FIRST_COLOUR:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "The colour of the first Wild must be named first."))
    elif st.options.jump_in and ph in (PLAY, PENALTY, CONTINUE):
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "It is not your turn: only a card identical to the one on the pile "
                                                "may jump in."))
    else:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "It is not your turn."))
    return jump


class _SeatTable:
    """A seat's view dressed as the state `_check_card` reads: the public table and that seat's own hand."""

    __slots__ = ("colour", "discard", "drawn", "hands", "options", "pending", "phase", "turn")

    def __init__(self, v: UnoView):
        self.hands = {v.seat: list(v.hand)}
        self.phase = PHASES.index(v.phase)
        self.turn, self.colour, self.discard, self.drawn = v.turn, v.colour, v.discard, v.drawn
        self.pending, self.options = v.pending, v.options


def why_not(v: UnoView, card: int) -> Message | None:
    """Why the seat of `v` may not play `card` now — the very reason `apply` would give — or None when it may
    (with some colour, target or call). The table asks it when a card that is not lit is clicked."""
    if v.phase == "over":
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "The match is over."))
    if v.eliminated[v.seat]:
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "This player is out of the match."))
    if card not in v.hand:
        return msg("Uno", QT_TRANSLATE_NOOP("Uno", "You do not hold that card."))
    try:
        _check_card(_SeatTable(v), v.seat, card)
    except IllegalAction as exc:
        return exc.message
    return None


def _do_play(st: UnoState, a: Play, ev: list[Event]) -> None:
    jump = _check_play(st, a)
    s, c = a.seat, a.card
    hand = st.hands[s]
    from_drawn = st.phase == DRAWN
    hand.remove(c)
    guilty = False
    prev = st.colour
    if c == WD4:  # U-WD4: did the player hold a card of the colour active before?
        guilty = any(x < 64 and x >> 4 == prev for x in hand)
    st.discard.append(c)
    st.colour = a.colour if c >= 64 else c >> 4
    st.offender = -1
    st.reveal = ()
    st.empty_passes = 0
    st.drawn = -1
    st.said[s] = False
    if jump:
        st.turn = s
    ev.append(Event("played", s, {"card": c, "colour": st.colour, "jump_in": jump, "from_drawn": from_drawn,
                                  "left": len(hand)}))
    if c >= 64:
        ev.append(Event("colour", s, {"colour": a.colour}))
    if not hand:
        _going_out(st, s, c, ev)
        return
    opts = st.options
    r = RANK[c]
    if opts.seven_o and c < 64 and r in (0, 7):
        if r == 7:
            t = a.target
            st.hands[s], st.hands[t] = st.hands[t], st.hands[s]
            st.void[s], st.void[t] = st.void[t], st.void[s]
            st.said[t] = False
            ev.append(Event("swapped", s, {"target": t}))
        else:
            order = st.order
            m = len(order)
            d = st.direction
            old = [st.hands[x] for x in order]
            oldv = [st.void[x] for x in order]
            for i, x in enumerate(order):  # each hand moves one seat in the direction of play
                j = (i - d) % m
                st.hands[x] = old[j]
                st.void[x] = oldv[j]
                st.said[x] = False
            ev.append(Event("rotated", s, {"direction": d}))
    if c == WD4:
        st.tally[s][3] += 1
        st.tally[s][4] += guilty
    if len(st.hands[s]) == 1:
        st.tally[s][0] += 1
        if a.uno:
            st.tally[s][1] += 1
            st.said[s] = True
            ev.append(Event("uno", s, {"with_play": True}))
        else:
            st.offender = s
    st.phase = PLAY
    if r <= 9:
        if ((opts.multi or opts.suites) and not from_drawn and not (opts.seven_o and r in (0, 7))
                and _turn_cards_continue(st, s)):
            st.phase = CONTINUE
            st.turn = s
            return
        st.turn = _step(st, s, 1)
    elif r == SKIP:
        nxt = _step(st, s, 1)
        ev.append(Event("skipped", nxt))
        st.turn = _step(st, s, 2)
    elif r == REVERSE:
        if len(st.order) == 2:  # U-TWO: Reverse acts as Skip
            ev.append(Event("skipped", _step(st, s, 1)))
            st.turn = s
        else:
            st.direction = -st.direction
            ev.append(Event("reversed", s, {"direction": st.direction}))
            st.turn = _step(st, s, 1)
    elif r == DRAW2:
        victim = _step(st, s, 1)
        st.wd4_by = -1
        if opts.stack:
            st.pending += 2
            st.phase = PENALTY
            st.turn = victim
        else:
            _give(st, victim, 2, "draw2", ev)
            ev.append(Event("skipped", victim))
            st.turn = _step(st, s, 2)
    elif c == WD4:
        st.pending += 4
        st.wd4_by = s
        st.wd4_guilty = guilty
        st.wd4_colour = prev
        st.phase = PENALTY
        st.turn = _step(st, s, 1)
    elif c == WILD:
        st.turn = _step(st, s, 1)
    else:  # Downpour: every other player draws 1 or 2; play goes on in the same direction
        _downpour(st, s, 1 if c == DOWN1 else 2, ev)
        st.turn = _step(st, s, 1)


def _turn_cards_continue(st: UnoState, seat: int) -> bool:
    saved = st.phase
    st.phase = CONTINUE
    ok = bool(_turn_cards(st, st.hands[seat]))
    st.phase = saved
    return ok


def _downpour(st: UnoState, s: int, k: int, ev: list[Event]) -> None:
    x = _step(st, s, 1)
    while x != s:
        _give(st, x, k, "downpour", ev)
        x = _step(st, x, 1)


def _going_out(st: UnoState, s: int, c: int, ev: list[Event]) -> None:
    """U-OUT: the hand ends; a last Draw Two / Wild Draw Four (or Downpour) still makes the others draw."""
    victim = _step(st, s, 1)
    if c < 64 and RANK[c] == DRAW2:
        _give(st, victim, st.pending + 2, "draw2", ev)
    elif c == WD4:
        _give(st, victim, st.pending + 4, "wd4", ev)
    elif c in (DOWN1, DOWN2):
        _downpour(st, s, 1 if c == DOWN1 else 2, ev)
    st.pending = 0
    st.wd4_by = -1
    end_hand(st, s, False, ev)


def _do_draw(st: UnoState, a: Draw, ev: list[Event]) -> None:
    s = a.seat
    if s != st.turn:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "It is not your turn."))
    ph = st.phase
    if ph == PENALTY:
        st.offender = -1
        st.reveal = ()
        k = st.pending
        st.pending = 0
        st.wd4_by = -1
        _give(st, s, k, "penalty", ev)
        ev.append(Event("skipped", s))
        st.phase = PLAY
        st.turn = _step(st, s, 1)
        return
    if ph != PLAY:
        if ph == DRAWN:
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "You have drawn already: play that card or keep it."))
        if ph == CONTINUE:
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "Continue your run or end your turn."))
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "The colour of the first Wild must be named first."))
    st.offender = -1
    st.reveal = ()
    colour_bit = 1 << st.colour
    if st.options.extreme:  # U-H-EXTREME: press the launcher
        st.presses += 1
        roll = rng.stream(st.seed, "launcher", st.hand_no, st.presses).randrange(100)
        k = next(i for i, cum in enumerate(_LAUNCHER_CUM) if roll < cum)
        empty = not st.draw and len(st.discard) <= 1
        _give(st, s, k, "launcher", ev)
        st.void[s] |= colour_bit
        if empty:
            st.empty_passes += 1
            if st.empty_passes >= len(st.order):
                end_hand(st, _blocked_winner(st), True, ev)
                return
        else:
            st.empty_passes = 0
        st.turn = _step(st, s, 1)
        return
    got = _draw_cards(st, 1, ev)
    if not got:  # U-RESHUFFLE: both piles are empty; nothing is drawn and the turn passes
        ev.append(Event("drew", s, {"count": 0, "cards": (), "reason": "draw"}))
        st.empty_passes += 1
        if st.empty_passes >= len(st.order):  # the whole table in a row: blocked (our addition, see above)
            end_hand(st, _blocked_winner(st), True, ev)
            return
        st.turn = _step(st, s, 1)
        return
    st.empty_passes = 0
    hand = st.hands[s]
    if st.options.draw_until:
        while not _playable(st, got[-1]):
            more = _draw_cards(st, 1, ev)
            if not more:
                break
            got += more
    hand.extend(got)
    st.said[s] = False
    st.void[s] = colour_bit
    ev.append(Event("drew", s, {"count": len(got), "cards": tuple(got), "reason": "draw"}))
    last = got[-1]
    if _playable(st, last):
        st.phase = DRAWN
        st.drawn = last
    else:
        ev.append(Event("passed", s))
        st.turn = _step(st, s, 1)


def _do_pass(st: UnoState, a: Pass, ev: list[Event]) -> None:
    s = a.seat
    if s != st.turn or st.phase not in (DRAWN, CONTINUE):
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "You cannot pass now."))
    if st.phase == DRAWN:
        if _forced(st):
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "The card drawn can be played, so it must be."))
        ev.append(Event("kept", s, {"card": st.drawn}))
    else:
        ev.append(Event("ended_run", s))
    st.drawn = -1
    st.reveal = ()
    st.phase = PLAY
    st.turn = _step(st, s, 1)


def _do_colour(st: UnoState, a: Colour, ev: list[Event]) -> None:
    if st.phase != FIRST_COLOUR or a.seat != st.turn:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "There is no colour to name now."))
    if a.colour not in (0, 1, 2, 3):
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Choose red, yellow, green or blue."))
    st.colour = a.colour
    st.phase = PLAY
    ev.append(Event("colour", a.seat, {"colour": a.colour}))


def _do_challenge(st: UnoState, a: Challenge, ev: list[Event]) -> None:
    s = a.seat
    if st.phase != PENALTY or s != st.turn or st.wd4_by < 0:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Only the player who must draw for a Wild Draw Four can challenge it."))
    b = st.wd4_by
    guilty = st.wd4_guilty
    k = st.pending
    st.offender = -1
    st.reveal = (s, b, tuple(sorted(st.hands[b])))
    st.pending = 0
    st.wd4_by = -1
    st.phase = PLAY
    st.tally[s][5] += 1
    st.tally[s][6] += guilty
    st.last_challenge = (s, b, guilty)
    ev.append(Event("challenged", s, {"target": b, "guilty": guilty}))
    if guilty:  # U-CHALLENGE: the bluffer draws instead; the challenger plays normally
        _give(st, b, k, "challenge", ev)
    else:  # innocent: the challenger draws two more and loses the turn
        _give(st, s, k + 2, "challenge", ev)
        ev.append(Event("skipped", s))
        st.turn = _step(st, s, 1)


def _do_call(st: UnoState, a: CallUno, ev: list[Event]) -> None:
    s = a.seat
    if st.offender != s or len(st.hands[s]) != 1:
        if len(st.hands[s]) != 1:
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "UNO is called when you hold one card."))
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Too late to call UNO now, or already called."))
    st.said[s] = True
    st.offender = -1
    st.tally[s][1] += 1
    ev.append(Event("uno", s, {"with_play": False}))


def _do_catch(st: UnoState, a: Catch, ev: list[Event]) -> None:
    s, t = a.seat, a.target
    if st.offender < 0 or t != st.offender:
        raise _illegal(QT_TRANSLATE_NOOP(
            "Uno", "Nobody can be caught now: they called UNO, or the next player has already begun."))
    if not _may_catch(st, s):
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "You cannot catch this player."))
    st.offender = -1
    st.tally[t][2] += 1
    ev.append(Event("caught", s, {"target": t}))
    _give(st, t, 2, "catch", ev)


_HANDLERS = {Play: _do_play, Draw: _do_draw, Pass: _do_pass, Colour: _do_colour, Challenge: _do_challenge,
             CallUno: _do_call, Catch: _do_catch}


# ------------------------------------------------------------------ drawing

def _reshuffle(st: UnoState, got: list[int], ev: list[Event]) -> None:
    """U-RESHUFFLE: the discard pile but its top card becomes the new draw pile. Reshuffles are rare, so the
    repetition check (our addition, see the module docstring) is computed here and costs nothing elsewhere."""
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


def _draw_cards(st: UnoState, k: int, ev: list[Event]) -> list[int]:
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
            _reshuffle(st, got, ev)
        got.append(st.draw.pop())
    return got


def _give(st: UnoState, seat: int, k: int, reason: str, ev: list[Event]) -> None:
    got = _draw_cards(st, k, ev) if k else []
    st.hands[seat].extend(got)
    if got:
        st.said[seat] = False
        st.void[seat] = 0
    ev.append(Event("drew", seat, {"count": len(got), "cards": tuple(got), "reason": reason}))


# ------------------------------------------------------------------ end of a hand, scoring

def _blocked_winner(st: UnoState) -> int:
    seats = [st.order[(st.pos[st.turn] + i * st.direction) % len(st.order)] for i in range(len(st.order))]
    return min(seats, key=lambda s: (sum(POINTS[c] for c in st.hands[s]), len(st.hands[s]), seats.index(s)))


def hand_row(st: UnoState, winner: int) -> list[int]:
    """U-SCORE: official — the winner (their team) scores the cards in the other (opposing) hands; low-score and
    Challenge UNO — each other seat scores its own cards."""
    row = [0] * st.n
    pts = [sum(POINTS[c] for c in h) for h in st.hands]
    if st.options.scoring in ("official", "single"):
        if st.team:
            row[winner] = sum(pts[s] for s in st.order if st.team[s] != st.team[winner])
        else:
            row[winner] = sum(pts[s] for s in st.order if s != winner)
    else:
        for s in st.order:
            if s != winner:
                row[s] = pts[s]
    return row


def team_total(st: UnoState, seat: int) -> int:
    if not st.team:
        return st.scores[seat]
    return sum(st.scores[s] for s in range(st.n) if st.team[s] == st.team[seat])


def final_places(st: UnoState) -> tuple[int, ...]:
    """Every seat's place at the end of the match (U-SCORE, U-SCORE-LOW, U-SCORE-CHALLENGE, U-PARTNERS): the
    winners first; then the highest totals (team totals for partners) in the official scoring, the lowest in
    low-score, and in Challenge UNO the seats knocked out later before those knocked out earlier (the lower total
    first among seats knocked out in the same hand)."""
    scoring = st.options.scoring

    def out_at(seat: int) -> int:
        total = 0
        for hand, row in enumerate(st.history):
            total += row[seat]
            if total >= st.options.target:
                return hand
        return len(st.history)

    keys = []
    for s in range(st.n):
        won = 0 if s in st.winners else 1
        if scoring in ("official", "single"):
            keys.append((won, -team_total(st, s)))
        elif scoring == "low":
            keys.append((won, st.scores[s]))
        else:
            keys.append((won, -out_at(s), st.scores[s]))
    return rank_places(keys)


def end_hand(st: UnoState, winner: int, blocked: bool, ev: list[Event]) -> None:
    row = hand_row(st, winner)
    st.history.append(tuple(row))
    for i, p in enumerate(row):
        st.scores[i] += p
    hands = tuple(tuple(sorted(h)) for h in st.hands)
    st.last_hand = (winner, blocked, hands, tuple(row))
    st.repeated = False
    st.offender = -1
    st.reveal = ()
    st.pending = 0
    st.drawn = -1
    ev.append(Event("hand_end", winner, {"hand": st.hand_no, "blocked": blocked, "row": tuple(row),
                                         "totals": tuple(st.scores), "hands": hands}))
    opts = st.options
    winners: tuple[int, ...] = ()
    if opts.scoring == "single" or (opts.scoring == "official" and team_total(st, winner) >= opts.target):
        winners = tuple(s for s in range(st.n) if st.team[s] == st.team[winner]) if st.team else (winner,)
    elif opts.scoring == "low":
        if any(x >= opts.target for x in st.scores):
            best = min(st.scores)
            winners = tuple(s for s in range(st.n) if st.scores[s] == best)
    elif opts.scoring == "challenge":
        for s in st.order:
            if st.scores[s] >= opts.target:
                st.out[s] = True
                ev.append(Event("eliminated", s, {"total": st.scores[s]}))
        remaining = [s for s in st.order if not st.out[s]]
        if len(remaining) == 1:
            winners = (remaining[0],)
    if winners:
        st.winners = winners
        st.phase = OVER
        ev.append(Event("match_end", None, {"winners": winners, "totals": tuple(st.scores)}))
        return
    if st.imagined:
        st.hand_no += 1
        return
    start_hand(st, ev)


# ------------------------------------------------------------------ invariants

_DECKS: dict[bool, list[int]] = {}


def check_invariants(st: UnoState) -> None:
    """Cheap consistency checks (see `UnoGame.check_invariants`); AssertionError names what broke."""
    deck = _DECKS.get(st.options.downpour)
    if deck is None:
        deck = _DECKS[st.options.downpour] = sorted(standard_deck(st.options.downpour))
    held = sorted([*st.draw, *st.discard, *(c for h in st.hands for c in h)])
    assert held == deck, f"cards not conserved: {len(held)} in hands and piles, {len(deck)} in the deck"
    if st.phase == OVER:
        assert st.winners, "the match is over without winners"
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
        counts=tuple(len(h) for h in st.hands), top=st.discard[-1], discard=tuple(st.discard),
        draw_size=len(st.draw), colour=st.colour, direction=st.direction, turn=st.turn, phase=PHASES[st.phase],
        pending=st.pending, drawn=st.drawn if seat == st.turn else -1, dealer=st.dealer, hand_no=st.hand_no,
        scores=tuple(st.scores), history=tuple(st.history), order=tuple(st.order), eliminated=tuple(st.out),
        team=st.team, offender=st.offender, said=tuple(st.said[s] and len(st.hands[s]) == 1 for s in range(st.n)),
        void=tuple(st.void), revealed=(rev[1], rev[2]) if rev and rev[0] == seat else (), wd4_by=st.wd4_by,
        wd4_colour=st.wd4_colour, options=st.options, winners=st.winners, last_hand=st.last_hand, dealer_draws=st.dealer_draws,
        last_challenge=st.last_challenge)

