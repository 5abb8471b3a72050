"""UNO Olympique's table rules (U-O-…, Qt-free): what they add to `legal` and `rules`, called from the few places
there that need a hook, so the rules of the other boxes stay apart. The options are in `olympique_options`.

Readings of what the text leaves open (also on the rules page):
- U-O-DEAL: 7 to 15 cards, but never so many that fewer than 9 cards are left to turn the first discard from
  (at 8 players 12 at most, at 10 players 9); every hand is dealt this way, by the dealer of that hand.
- U-O-DOUBLE: number cards only (an action card's own effect already says who plays next), in the play phase
  of one's own turn (not on a drawn card, not jumping in). The pair counts as one card for its effect (a double 0
  swaps once, a double 7 turns the hands once, a double 2 sends one round) and then the next player is skipped; a
  player skipped by a double 2 is left out of that 2's round. A double ends a run (U-H-MULTI, U-H-SUITES). With
  Seven-O (U-H-SEVENO) 7s and 0s are not doubled: their swap and rotation are Seven-O's, for one card.
- U-O-OVERBID: a Draw Two of any colour or a Wild Draw Four covers a Draw Two; only a Wild Draw Four covers a
  Wild Draw Four. The first Wild Draw Four of a chain can still be challenged by the player it hits; one played
  to defend cannot.
- U-O-ZERO, U-O-SEVEN: the choice is made with the card (the text: announced as it is played); "no swap" and
  "no turn" are choices too. The 7 turns the hands one seat to the left or to the right, whatever the direction of
  play. Played as the last card, they do nothing: the hand is over (as U-OUT says for Seven-O).
- U-O-TWO: "draw" is one card, kept, and the turn passes on round the table; any 2 may be played on the 2 (a
  number matches a number); the round still ends at the seat of the first 2, who then plays a normal turn. No one
  jumps in during the round.
- U-O-ROUND: checked on the hand's points and on the new total of each seat that scored in the hand; 99 comes off
  once even when both are round. It applies in every scoring: a setback in the official count (a total of exactly
  500 becomes 401 and the match goes on), a gift in low score.
- U-O-TIMER: the turn's decisions of the seat to play are timed (play, draw, keep, take a penalty, continue a run,
  the 2's round, naming the first colour), each decision with the full time again; the dealer's choice is not.
  Out of time, one penalty card and the same decision is still to take; the table runs the countdown for people
  only, and a hand-off screen between people stops it.
"""

from __future__ import annotations

from typing import Any

from cafegames.engine.errors import IllegalAction
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.protocol import Event
from cafegames.games.uno.actions import Deal, Play, TimeOut
from cafegames.games.uno.cards import RANK
from cafegames.games.uno.options import UnoOptions
from cafegames.games.uno.state import (
    CONTINUE,
    DEAL,
    DRAWN,
    FIRST_COLOUR,
    MAX_SEATS,
    PENALTY,
    PLAY,
    TWO,
    UnoState,
    deal_hand,
    give,
    step,
)

DEAL_MIN, DEAL_MAX = 7, 15
FIRST_RESERVE = 9  # cards left after the deal to turn the first discard from (4 Wild Draw Four, 4 Downpour, one more)
TIMED = frozenset((PLAY, DRAWN, PENALTY, CONTINUE, TWO, FIRST_COLOUR))
TIMEOUTS = [TimeOut(s) for s in range(MAX_SEATS)]


def _illegal(text: str, **params: Any) -> IllegalAction:
    return IllegalAction(msg("Uno", text, **params))


def changes_plays(o: UnoOptions) -> bool:
    """An Olympique rule that adds choices to a card played (doubles, the 0's target, the 7's way)."""
    return o.o_double or o.o_zero or o.o_seven


# ------------------------------------------------------------------ U-O-DEAL

def deal_counts(st: UnoState) -> range:
    """U-O-DEAL: the counts the dealer may deal each player (see the reading above)."""
    hi = min(DEAL_MAX, (len(st.draw) - FIRST_RESERVE) // len(st.order))
    return range(DEAL_MIN, hi + 1)


def deal_actions(st: UnoState, seat: int) -> list[Deal]:
    return [Deal(seat, k) for k in deal_counts(st)] if seat == st.turn else []


def do_deal(st: UnoState, a: Deal, ev: list[Event]) -> None:
    if st.phase != DEAL:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "The cards are dealt already."))
    if a.seat != st.dealer:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Only the dealer deals."))
    counts = deal_counts(st)
    if not isinstance(a.count, int) or isinstance(a.count, bool) or a.count not in counts:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Choose how many cards each player gets: from {lo} to {hi}."),
                       lo=counts.start, hi=counts.stop - 1)
    deal_hand(st, st.draw, a.count, ev)


# ------------------------------------------------------------------ U-O-TIMER

def do_timeout(st: UnoState, a: TimeOut, ev: list[Event]) -> None:
    """One penalty card; the decision stays the same seat's (a penalty never costs a turn)."""
    if st.options.o_timer <= 0:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "These rules have no turn timer."))
    if a.seat != st.turn or st.phase not in TIMED:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Only the player whose turn it is can run out of time."))
    ev.append(Event("timed_out", a.seat))
    give(st, a.seat, 1, "timer", ev)


# ------------------------------------------------------------------ plays: doubles, the 0 and the 7

def can_double(st: UnoState, seat: int, c: int) -> bool:
    """U-O-DOUBLE: `seat` may put down two of its number card `c` now."""
    o = st.options
    return (o.o_double and c < 64 and RANK[c] <= 9 and seat == st.turn and st.phase == PLAY
            and not (o.seven_o and RANK[c] in (0, 7)) and st.hands[seat].count(c) >= 2)


def zero_swap(o: UnoOptions, c: int) -> bool:
    return o.o_zero and c < 64 and RANK[c] == 0


def seven_turn(o: UnoOptions, c: int) -> bool:
    return o.o_seven and c < 64 and RANK[c] == 7


def giver(st: UnoState, seat: int, spin: int) -> int:
    """U-O-SEVEN: the seat whose hand `seat` receives when every hand moves one seat `spin` (+1 left, -1 right)."""
    order = st.order
    return order[(st.pos[seat] - spin) % len(order)]


def cards_after(st: UnoState, seat: int, c: int, target: int, spin: int, double: bool) -> int:
    """How many cards `seat` holds once `c` (twice with `double`) is played with that 0 target or 7 turn."""
    left = len(st.hands[seat]) - (2 if double else 1)
    if left and target >= 0 and zero_swap(st.options, c):
        return len(st.hands[target])
    if left and spin and seven_turn(st.options, c):
        return len(st.hands[giver(st, seat, spin)])
    return left


def plays_of(st: UnoState, seat: int, c: int, out: list[Any], make: Any) -> bool:
    """Append every play of `c` that an Olympique rule shapes (doubles, the 0's targets, the 7's ways) and
    return True; False when no Olympique rule concerns `c` (the usual plays apply). `make` is `legal.play_action`."""
    o = st.options
    zero, seven = zero_swap(o, c), seven_turn(o, c)
    dbl = can_double(st, seat, c)
    if not (zero or seven or dbl):
        return False
    hand = st.hands[seat]
    for double in ((False, True) if dbl else (False,)):
        left = len(hand) - (2 if double else 1)
        choices: list[tuple[int, int]] = [(-1, 0)]
        if left and zero:
            choices += [(t, 0) for t in st.order if t != seat]
        elif left and seven:
            choices += [(-1, 1), (-1, -1)]
        for t, sp in choices:
            out.append(make(seat, c, -1, False, t, sp, double))
            if cards_after(st, seat, c, t, sp, double) == 1:
                out.append(make(seat, c, -1, True, t, sp, double))
    return True


def check_extras(st: UnoState, a: Play, jump: bool) -> None:
    """Raise unless the play's double, 0 target and 7 turn are allowed (its card, colour and call aside)."""
    s, c = a.seat, a.card
    if a.double is not False:
        if a.double is not True or not st.options.o_double:
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "These rules do not let two cards be played together."))
        if jump or not can_double(st, s, c):
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "Two identical number cards may be played together on your "
                                                    "own turn only, not after drawing."))
    left = len(st.hands[s]) - (2 if a.double else 1)
    if a.target != -1 and zero_swap(st.options, c):
        t = a.target
        if not left or not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < st.n or t == s or st.pos[t] < 0:
            raise _illegal(QT_TRANSLATE_NOOP("Uno", "Choose another player to swap hands with, or none."))
    if a.spin != 0 and (not seven_turn(st.options, c) or not left or a.spin not in (1, -1)
                        or isinstance(a.spin, bool)):
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Only a 7 turns the hands, one seat to the left or the right."))


def move_hands(st: UnoState, s: int, a: Play, ev: list[Event]) -> None:
    """U-O-ZERO's swap and U-O-SEVEN's turn of every hand, after the card is down (and the player still holds
    cards)."""
    o = st.options
    c = a.card
    if a.target >= 0 and zero_swap(o, c):
        t = a.target
        st.hands[s], st.hands[t] = st.hands[t], st.hands[s]
        st.void[s], st.void[t] = st.void[t], st.void[s]
        st.said[t] = False
        ev.append(Event("swapped", s, {"target": t}))
    elif a.spin and seven_turn(o, c):
        order = st.order
        m = len(order)
        old = [st.hands[x] for x in order]
        oldv = [st.void[x] for x in order]
        for i, x in enumerate(order):
            j = (i - a.spin) % m
            st.hands[x] = old[j]
            st.void[x] = oldv[j]
            st.said[x] = False
        ev.append(Event("rotated", s, {"direction": a.spin}))


def ends_run(o: UnoOptions, c: int) -> bool:
    """A 0, 7 or 2 with its Olympique power ends a run (U-H-MULTI, U-H-SUITES), as Seven-O's 0 and 7 do."""
    return zero_swap(o, c) or seven_turn(o, c) or (o.o_two and c < 64 and RANK[c] == 2)


# ------------------------------------------------------------------ U-O-TWO, and who plays after a number card

def two_cards(hand: Any) -> set[int]:
    return {c for c in hand if c < 64 and RANK[c] == 2}


def _next_in_round(st: UnoState, s: int, ev: list[Event]) -> None:
    nxt = step(st, s, 1)
    if nxt == st.two_by:
        st.two_by = -1
        st.phase = PLAY
        ev.append(Event("round_over", nxt))
    else:
        st.phase = TWO
    st.turn = nxt


def number_played(st: UnoState, s: int, a: Play, was: int, ev: list[Event]) -> bool:
    """Who plays after number card `a.card` when an Olympique rule decides it (the 2's round, a double); True when
    it did (the phase and turn are set), False for the usual next player. `was` is the phase before the play."""
    c = a.card
    if was == TWO:
        _next_in_round(st, s, ev)
        return True
    two = st.options.o_two and RANK[c] == 2
    if not (two or a.double):
        return False
    nxt = step(st, s, 1)
    if a.double:
        ev.append(Event("skipped", nxt))
        nxt = step(st, s, 2)
    if two and nxt != s:
        st.two_by = s
        st.phase = TWO
        ev.append(Event("two_round", s))
    st.turn = nxt
    return True


def draw_in_round(st: UnoState, s: int, ev: list[Event]) -> None:
    """U-O-TWO: a player without a 2 (or keeping it) draws one card, and the round goes on. (Before the deal,
    U-O-DEAL, there is nothing to draw.)"""
    if st.phase == DEAL:
        raise _illegal(QT_TRANSLATE_NOOP("Uno", "Deal the cards first."))
    st.offender = -1
    st.reveal = ()
    give(st, s, 1, "two", ev)
    _next_in_round(st, s, ev)


# ------------------------------------------------------------------ U-O-ROUND

def round_hundreds(st: UnoState, row: list[int], ev: list[Event]) -> None:
    """U-O-ROUND: 99 off a seat's points of the hand when they, or its new total, are a round hundred."""
    for s, p in enumerate(row):
        if p > 0 and (p % 100 == 0 or (st.scores[s] + p) % 100 == 0):
            row[s] = p - 99
            ev.append(Event("round_hundred", s, {"points": p, "total": st.scores[s] + p}))
