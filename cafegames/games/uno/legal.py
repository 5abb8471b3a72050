"""What may be done in UNO now (Qt-free): the match rule, the legal decisions of each seat and the checks that
refuse the others, with the reason the table shows.

U-MATCH lives in `matches` and nowhere else: the legal moves' table `MATCH` is built from it, `playable` and
`turn_cards` read that table, and the bots ask `MATCH` too. The hard bot's playouts (bots/playout.py) inline the
test for speed; a property test plays them against this reference over generated positions
(tests/uno/test_playout.py). Action objects are cached and reused, since the search lists millions of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from cafegames.engine.errors import IllegalAction
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.games.uno import olympique
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.games.uno.cards import (
    BOOMERANG,
    COLOUR,
    DRAW2,
    DRAW2T_RANK,
    EXCHANGE,
    IS_CARD,
    IS_WILD,
    N_CODES,
    N_RANKS,
    RANK,
    SKIP,
    SWAP,
    UNO,
    UNTIL,
    WD4,
    WD4T,
    WILD,
)
from cafegames.games.uno.options import UnoOptions
from cafegames.games.uno.state import (
    CONTINUE,
    DEAL,
    DRAWN,
    FIRST_COLOUR,
    MAX_SEATS,
    OVER,
    PENALTY,
    PHASES,
    PLAY,
    TWO,
    UnoState,
    UnoView,
    step,
)


def illegal(text: str, **params: Any) -> IllegalAction:
    """The refusal `apply` raises, its message in the Uno translation context."""
    return IllegalAction(msg("Uno", text, **params))


# ------------------------------------------------------------------ U-MATCH, the one place

def matches(card: int, colour: int, top_rank: int) -> bool:
    """U-MATCH: `card` may go on a pile whose active colour is `colour` and whose top card has rank `top_rank`
    when it is of that colour, has that number or symbol, or is a wild (a Wild Draw Four may always be put down:
    U-WD4). A wild's rank (16–26) is no coloured card's, so on a wild only the named colour matches. A Boomerang
    matches nothing: it is only an answer to a card that hits its player (U-DX-BOOMERANG, `turn_cards`).
    U-R-UNOCARD: the UNO card goes on any card but a Draw Two, a Wild Draw Four or a Skip (and names no colour)."""
    if card == BOOMERANG:  # not even on a Boomerang, which lies on the pile after an answer
        return False
    if card == UNO:
        return top_rank not in (DRAW2, SKIP, RANK[WD4])
    return IS_WILD[card] or COLOUR[card] == colour or RANK[card] == top_rank


# MATCH[colour][rank of the top card]: every card that `matches` it, for the hot paths
MATCH = [[frozenset(c for c in range(N_CODES) if IS_CARD[c] and matches(c, col, r)) for r in range(N_RANKS)]
         for col in range(4)]


def holds_colour(hand: Sequence[int], colour: int) -> bool:
    """U-WD4: whether a Wild Draw Four played from `hand` on `colour` is a bluff (the forced play of a drawn one,
    U-H-FORCEPLAY, and the bots' "never bluff" read it too)."""
    return any(COLOUR[c] == colour for c in hand)


# ------------------------------------------------------------------ cached action objects

_PLAYS: dict[tuple, Play] = {}
DRAWS = [Draw(s) for s in range(MAX_SEATS)]
PASSES = [Pass(s) for s in range(MAX_SEATS)]
CHALLENGES = [Challenge(s) for s in range(MAX_SEATS)]
CALLS = [CallUno(s) for s in range(MAX_SEATS)]
CATCHES = [[Catch(s, t) for t in range(MAX_SEATS)] for s in range(MAX_SEATS)]
COLOUR_CHOICES = [[Colour(s, c) for c in range(4)] for s in range(MAX_SEATS)]


def play_action(seat: int, card: int, colour: int, uno: bool, target: int, spin: int = 0,
                double: bool = False) -> Play:
    """The shared Play object (the bots' playouts build their plays without listing them all)."""
    key = (seat, card, colour, uno, target, spin, double)
    a = _PLAYS.get(key)
    if a is None:
        a = _PLAYS[key] = Play(seat, card, colour, uno, target, spin, double)
    return a


def names_colour(c: int) -> bool:
    """A wild names its colour when played, but for x??? (U-X-UNTIL: the player after the victim names it) and the
    purple Exchange and Boomerang (U-DX-EXCHANGE, U-DX-BOOMERANG) and the UNO card (U-R-UNOCARD): the colour in
    play stays."""
    return IS_WILD[c] and c != UNTIL and c != EXCHANGE and c != BOOMERANG and c != UNO


def targets(c: int) -> bool:
    """U-DX-TARGET: a +2? or a +4? is played with the seat that draws (any other seat in play)."""
    return c == WD4T or RANK[c] == DRAW2T_RANK


def draws(c: int) -> bool:
    """U-DX-JOKER: the draw cards a Wild may cancel (Draw Two, Wild Draw Four, and our reading: +2? and +4?)."""
    return c in (WD4, WD4T) or not IS_WILD[c] and RANK[c] in (DRAW2, DRAW2T_RANK)


def swaps(options: UnoOptions, c: int, hand_size: int) -> bool:
    """Whether playing `c` from a hand of `hand_size` swaps hands with a target (U-H-SEVENO's 7, U-X-SWAP); not
    as the last card (U-OUT)."""
    return c < 64 and hand_size > 1 and (RANK[c] == SWAP or (options.seven_o and RANK[c] == 7))


def _plays_for(seat: int, c: int, uno: bool) -> tuple[Play, ...]:
    colours = (0, 1, 2, 3) if names_colour(c) else (-1,)
    calls = (False, True) if uno else (False,)
    return tuple(play_action(seat, c, col, call, -1) for col in colours for call in calls)


# _TABLE[seat][uno][card]: the plays of `card` without a 7 target (colours of a wild; with and without UNO call)
_TABLE = [[[_plays_for(s, c, u) if IS_CARD[c] else () for c in range(N_CODES)] for u in (False, True)]
          for s in range(MAX_SEATS)]


class Table(Protocol):
    """What the checks of a card read: a state, or a seat's view dressed as one (`_SeatTable`)."""

    @property
    def phase(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def colour(self) -> int: ...
    @property
    def discard(self) -> Sequence[int]: ...
    @property
    def drawn(self) -> int: ...
    @property
    def pending(self) -> int: ...
    @property
    def options(self) -> UnoOptions: ...
    @property
    def hands(self) -> Sequence[list[int]]: ...


# ------------------------------------------------------------------ what may be played

def playable(st: Table, c: int) -> bool:
    """Whether card `c` `matches` the pile now (in the play phase)."""
    return c in MATCH[st.colour][RANK[st.discard[-1]]]


def turn_cards(st: Table, hand: Sequence[int]) -> set[int]:
    """Distinct cards the seat to play may put down now, by phase."""
    ph = st.phase
    if ph == PLAY:
        return set(MATCH[st.colour][RANK[st.discard[-1]]].intersection(hand))
    if ph == DRAWN:
        return {st.drawn}
    if ph == PENALTY:
        top = st.discard[-1]
        if st.options.rapido:  # U-R-DEFENCE: the identical card, any colour
            if top < 64:
                return {c for c in hand if c < 64 and RANK[c] == DRAW2}
            return {top} if top in hand else set()
        if st.options.box == "deluxe":  # U-DX-BOOMERANG; U-DX-JOKER: a Wild cancels a draw card
            joker = st.options.deluxe_joker and draws(top)
            return {c for c in hand if c == BOOMERANG or (joker and c == WILD)}
        overbid = st.options.o_overbid  # U-O-OVERBID: a Draw Two is covered as in mixed stacking, a +4 by a +4
        if not (st.options.stack or overbid):
            return set()
        cross = st.options.stack_cross
        if top == WD4:
            colour = st.colour
            return {c for c in hand if c == WD4 or (cross and c < 64 and RANK[c] == DRAW2 and c >> 4 == colour)}
        cross = cross or overbid
        return {c for c in hand if (c < 64 and RANK[c] == DRAW2) or (cross and c == WD4)}
    if ph == TWO:
        return olympique.two_cards(hand)
    if ph == CONTINUE:
        last = st.discard[-1]
        r = RANK[last]
        col = last >> 4
        suites = st.options.suites
        return {c for c in hand
                if c < 64 and RANK[c] <= 9 and (RANK[c] == r or (suites and c >> 4 == col and abs(RANK[c] - r) == 1))}
    return set()


def out_of_turn(options: UnoOptions) -> bool:
    """Whether an identical card may be played out of turn: U-H-JUMPIN, or Rapido in the Rapido box (U-R-RAPIDO)."""
    return options.jump_in or options.box == "rapido"


def jump_phase(st: Table) -> bool:
    """U-H-JUMPIN: a phase one may jump in on (in the Deluxe box not while a hit player answers: U-DX-BOOMERANG)."""
    ph = st.phase
    return ph in (PLAY, CONTINUE) or ph == PENALTY and st.options.box != "deluxe"


def may_jump(st: Table, seat: int) -> bool:
    """U-H-JUMPIN, U-R-RAPIDO: another seat holds the very card on top of the pile."""
    if not out_of_turn(st.options) or seat == st.turn or not jump_phase(st):
        return False
    top = st.discard[-1]
    return top < 64 and top in st.hands[seat]


def may_catch(st: UnoState, seat: int) -> bool:
    """U-UNO: `seat` may catch the player who did not call (the window is open; teammates do not catch)."""
    off = st.offender
    return (off >= 0 and seat != off and st.pos[seat] >= 0 and len(st.hands[off]) == 1
            and not (st.team and st.team[seat] == st.team[off]))


def after_count(st: UnoState, seat: int, card: int, target: int, spin: int = 0, double: bool = False) -> int:
    """How many cards `seat` holds once `card` is played (with a 7 swap or a 0 rotation, U-H-SEVENO, an
    Exchange, U-DX-EXCHANGE, or a double, a 0 swap or a 7 turn, U-O)."""
    if double or spin or olympique.zero_swap(st.options, card):
        return olympique.cards_after(st, seat, card, target, spin, double)
    left = len(st.hands[seat]) - 1
    if left and card == EXCHANGE:
        return len(st.hands[step(st, seat, -1)])
    if left and card < 64 and RANK[card] == SWAP and target >= 0:
        return len(st.hands[target])
    if left and st.options.seven_o and card < 64:
        r = RANK[card]
        if r == 7 and target >= 0:
            return len(st.hands[target])
        if r == 0:
            return len(st.hands[step(st, seat, -1)])
    return left


def variants(st: UnoState, seat: int, c: int, out: list[Any]) -> None:
    """Append to `out` every play of card `c` by `seat`: the colours of a wild, the targets of a 7 (U-H-SEVENO),
    with and without the UNO call when the play leaves one card."""
    if olympique.changes_plays(st.options) and olympique.plays_of(st, seat, c, out, play_action):
        return
    colours = (0, 1, 2, 3) if names_colour(c) else (-1,)
    hand = st.hands[seat]
    if swaps(st.options, c, len(hand)):
        for t in st.order:
            if t != seat:
                uno = len(st.hands[t]) == 1
                out.append(play_action(seat, c, -1, False, t))
                if uno:
                    out.append(play_action(seat, c, -1, True, t))
        return
    uno = after_count(st, seat, c, -1) == 1
    if targets(c):  # U-DX-TARGET: every other seat in play may be the one who draws
        for t in st.order:
            if t != seat:
                for col in colours:
                    out.append(play_action(seat, c, col, False, t))
                    if uno:
                        out.append(play_action(seat, c, col, True, t))
        return
    for col in colours:
        out.append(play_action(seat, c, col, False, -1))
        if uno:
            out.append(play_action(seat, c, col, True, -1))


def forced(st: UnoState) -> bool:
    """U-H-FORCEPLAY: the drawn card must be played (a Wild Draw Four, or the Deluxe box's +4?, only when it is
    legal)."""
    if not st.options.force_play:
        return False
    if st.drawn != WD4 and st.drawn != WD4T:
        return True
    return not holds_colour(st.hands[st.turn], st.colour)


def to_act(st: UnoState) -> list[int]:
    """The seats that may act now: the seat to play first, then a player who may still call UNO, those who may
    catch them and those who may jump in."""
    if st.phase == OVER:
        return []
    t = st.turn
    seats = [t]
    off = st.offender
    if off >= 0:
        if off != t:
            seats.append(off)
        for s in st.order:
            if s != t and s != off and may_catch(st, s):
                seats.append(s)
    if out_of_turn(st.options) and jump_phase(st):
        top = st.discard[-1]
        if top < 64:
            for s in st.order:
                if s != t and top in st.hands[s] and s not in seats:
                    seats.append(s)
    return seats


def legal_actions(st: UnoState, seat: int) -> list[Any]:
    """Every decision `seat` may take now (the shared, cached action objects)."""
    if st.phase == OVER or not (0 <= seat < st.n) or st.pos[seat] < 0:
        return []
    out: list[Any] = []
    ph = st.phase
    if seat == st.turn:
        o = st.options
        if ph == PLAY and not o.seven_o and o.box == "classic" and not olympique.changes_plays(o):  # the hot path
            hand = st.hands[seat]
            table = _TABLE[seat][len(hand) == 2]
            for c in MATCH[st.colour][RANK[st.discard[-1]]].intersection(hand):
                out += table[c]
            out.append(DRAWS[seat])
        elif ph == FIRST_COLOUR:
            out.extend(COLOUR_CHOICES[seat])
        elif ph == DEAL:
            out.extend(olympique.deal_actions(st, seat))
        else:
            for c in turn_cards(st, st.hands[seat]):
                variants(st, seat, c, out)
            if ph in (PLAY, TWO):
                out.append(DRAWS[seat])
            elif ph == DRAWN:
                if not forced(st):
                    out.append(PASSES[seat])
            elif ph == PENALTY:
                out.append(DRAWS[seat])
                if st.wd4_by >= 0:
                    out.append(CHALLENGES[seat])
            else:
                out.append(PASSES[seat])
        if o.o_timer and ph in olympique.TIMED:  # U-O-TIMER: for the table's countdown (bots never take it)
            out.append(olympique.TIMEOUTS[seat])
    off = st.offender
    if off >= 0:
        if seat == off:
            if len(st.hands[seat]) == 1:
                out.append(CALLS[seat])
        elif may_catch(st, seat):
            out.append(CATCHES[seat][off])
    if seat != st.turn and may_jump(st, seat):
        variants(st, seat, st.discard[-1], out)
    return out


def check_play(st: UnoState, a: Play) -> bool:
    """Raise unless `a` is allowed; returns whether it is a jump-in."""
    s, c = a.seat, a.card
    hand = st.hands[s]
    if not isinstance(c, int) or c not in hand:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "You do not hold that card."))
    jump = check_card(st, s, c)
    if names_colour(c):
        if a.colour not in (0, 1, 2, 3):
            raise illegal(QT_TRANSLATE_NOOP("Uno", "Name the colour for your wild card."))
    elif a.colour != -1:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "Only a wild card names a colour."))
    if swaps(st.options, c, len(hand)):
        t = a.target
        if not isinstance(t, int) or not 0 <= t < st.n or t == s or st.pos[t] < 0:
            raise illegal(QT_TRANSLATE_NOOP("Uno", "Choose another player to swap hands with."))
    elif targets(c):
        t = a.target
        if not isinstance(t, int) or not 0 <= t < st.n or t == s or st.pos[t] < 0:
            raise illegal(QT_TRANSLATE_NOOP("Uno", "Choose the player who draws."))
    elif a.target != -1 and not olympique.zero_swap(st.options, c):
        raise illegal(QT_TRANSLATE_NOOP("Uno", "Only a 7 or a Swap hands card swaps hands."))
    if a.double is not False or a.spin != 0 or a.target != -1:
        olympique.check_extras(st, a, jump)
    if a.uno is not False and (a.uno is not True or after_count(st, s, c, a.target, a.spin, a.double) != 1):
        raise illegal(QT_TRANSLATE_NOOP("Uno", "UNO is called when a play leaves you with one card."))
    return jump


def check_card(st: Table, s: int, c: int) -> bool:
    """Raise unless seat `s` may put its card `c` down now (its colour, 7 target and UNO call aside); returns
    whether it is a jump-in. Reads only that seat's own hand, so `why_not` can ask it about a seat's view."""
    ph = st.phase
    jump = False
    if s == st.turn and ph != FIRST_COLOUR:
        if not (playable(st, c) if ph == PLAY else c == st.drawn if ph == DRAWN else c in turn_cards(st, st.hands[s])):
            if ph == DRAWN:
                raise illegal(QT_TRANSLATE_NOOP("Uno", "After drawing, only the card drawn may be played."))
            if ph == PENALTY:
                if st.options.rapido:  # U-R-DEFENCE
                    raise illegal(QT_TRANSLATE_NOOP(
                        "Uno", "Defend with an identical card, or take the %n card(s).", None, 1), n=st.pending)
                if st.options.box == "deluxe":
                    raise illegal(QT_TRANSLATE_NOOP("Uno", "Answer with a Boomerang (or a Wild against a draw card, "
                                                            "with the joker rule), or take what the card gives."))
                if not (st.options.stack or st.options.o_overbid):
                    raise illegal(QT_TRANSLATE_NOOP("Uno", "These rules add nothing to a Draw Two or a Wild Draw "
                                                            "Four: take the %n card(s).", None, 1), n=st.pending)
                raise illegal(QT_TRANSLATE_NOOP(
                    "Uno", "You must take the %n card(s), or answer with a card that adds to them.", None, 1),
                    n=st.pending)
            if ph == CONTINUE:
                raise illegal(QT_TRANSLATE_NOOP("Uno", "That card does not continue your run."))
            if ph == TWO:
                raise illegal(QT_TRANSLATE_NOOP("Uno", "A 2 is going round: play a 2 or draw a card."))
            if ph == DEAL:
                raise illegal(QT_TRANSLATE_NOOP("Uno", "Deal the cards first."))
            if c == BOOMERANG:
                raise illegal(QT_TRANSLATE_NOOP("Uno", "A Boomerang is only played in answer to a Skip or a draw "
                                                        "card that hits you."))
            raise illegal(QT_TRANSLATE_NOOP(
                "Uno", "That card matches neither the colour nor the number or symbol on the pile."))
    elif may_jump(st, s) and c == st.discard[-1]:
        jump = True
    elif ph == FIRST_COLOUR:
        if st.discard[-1] == UNTIL and s == st.turn:  # U-X-UNTIL
            raise illegal(QT_TRANSLATE_NOOP("Uno", "Name the colour first: the x??? leaves it to you."))
        raise illegal(QT_TRANSLATE_NOOP("Uno", "The colour of the first Wild must be named first."))
    elif st.options.jump_in and ph in (PLAY, PENALTY, CONTINUE):
        raise illegal(QT_TRANSLATE_NOOP("Uno", "It is not your turn: only a card identical to the one on the pile "
                                                "may jump in."))
    elif st.options.rapido and ph in (PLAY, PENALTY, CONTINUE):
        raise illegal(QT_TRANSLATE_NOOP("Uno", "It is not your turn: only a card identical to the one on the pile "
                                                "may be played out of turn (Rapido)."))
    else:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "It is not your turn."))
    return jump


class _SeatTable:
    """A seat's view dressed as the `Table` `check_card` reads: the public table and that seat's own hand."""

    __slots__ = ("colour", "discard", "drawn", "hands", "options", "pending", "phase", "turn")

    def __init__(self, v: UnoView):
        self.hands: list[list[int]] = [[] for _ in range(v.n)]
        self.hands[v.seat] = list(v.hand)
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
        check_card(_SeatTable(v), v.seat, card)
    except IllegalAction as exc:
        return exc.message
    return None
