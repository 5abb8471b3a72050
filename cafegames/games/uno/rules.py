"""The UNO rules: what each decision does (Qt-free, rule ids from ../shared/rules/uno.md).

The rules are four modules: `state` (the state, a seat's view, dealing, drawing and reshuffling), `legal` (the
match rule and what may be done now, with the reasons for a refusal), this one (`apply`: the effect of each
decision) and `scoring` (the end of a hand, the scores, the match's end). The readings below hold for all four.
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
- U-EXTREME-BOX: every draw is a press of the launcher, a caught UNO two presses (U-X-CATCH, also with the
  launcher as a house rule); x2 costs the next player two presses and the turn; x??? costs the next player
  presses until the launcher gives cards (or nothing is left to draw) and the turn, then the player after them
  names the colour and plays; Each in turn: one press each, from the next player round to the one who played it.
  Show your hand shows every hand as it is after the play until the next play; Swap hands needs a target, like a
  Seven-O 7. As the last card, x2, x??? and Each in turn still make their presses; Show and Swap do nothing. As
  the first discard x??? and Each in turn go back like a Wild Draw Four; x2, Show and Swap do nothing.
- U-DELUXE: a Skip, Draw Two, Wild Draw Four, +2? or +4? puts the seat it hits in the penalty phase (`hit_by`
  names its player), even one with no answer, so the table does not tell who holds a Boomerang: that seat takes
  it (a draw with nothing to draw for a Skip), answers with a Boomerang (U-DX-BOOMERANG), challenges a +4? or
  Wild Draw Four, or with the joker rule cancels a draw card with a Wild (U-DX-JOKER). A seat that takes a hit
  loses its turn: at once when it is the next to play, else its next turn (`owed`: a +2? or +4? aimed further
  round the table, U-DX-TARGET). After a Boomerang the card's player draws what it would have given and loses
  their next turn; play goes on after the Boomerang's player (also after a Wild of the joker rule). A Boomerang
  is not sent back. A +2? matches its colour and other +2? cards; turned first it hits the first player like a
  Draw Two; an Exchange, Boomerang or +4? turned first goes back like a Wild Draw Four. As the last card a
  Boomerang still sends the draw back, a +2? or +4? still makes its victim draw, an Exchange passes nothing. No
  stacking in the Deluxe box (the options say so), and no jump-in while a hit seat answers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.protocol import Event
from cafegames.games.uno import (  # rapido: the Rapido box's own steps (U-RAPIDO) and its readings
    olympique,
    rapido,
)
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Deal, Draw, Pass, Play, TimeOut
from cafegames.games.uno.cards import (
    BOOMERANG,
    COLOUR,
    DOWN1,
    DOWN2,
    DRAW2,
    DRAW2T_RANK,
    EACH,
    EXCHANGE,
    IS_WILD,
    RANK,
    REVERSE,
    SKIP,
    SWAP,
    TIMES2,
    UNO,
    UNTIL,
    WD4,
    WD4T,
    WILD,
)
from cafegames.games.uno.extreme import each, extreme_played, press, press_until
from cafegames.games.uno.legal import (
    check_play,
    forced,
    holds_colour,
    illegal,
    may_catch,
    names_colour,
    playable,
    targets,
    turn_cards,
)
from cafegames.games.uno.scoring import blocked_winner, end_hand
from cafegames.games.uno.state import (
    CONTINUE,
    DEAL,
    DRAWN,
    FIRST_COLOUR,
    OVER,
    PENALTY,
    PLAY,
    TWO,
    UnoState,
    draw_cards,
    give,
    step,
)

# ------------------------------------------------------------------ applying decisions

def apply(st: UnoState, a: Any) -> list[Event]:
    """Apply one decision in place and return the events; IllegalAction (state untouched) when not allowed."""
    handler = _HANDLERS.get(type(a))
    if handler is None:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "That is not an UNO move."))
    if st.phase == OVER:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "The match is over."))
    seat = a.seat
    if not isinstance(seat, int) or not 0 <= seat < st.n:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "There is no seat {seat} at this table."), seat=seat)
    if st.pos[seat] < 0:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "This player is out of the match."))
    ev: list[Event] = []
    handler(st, a, ev)
    if st.owed and st.phase == PLAY and st.owed >> st.turn & 1:
        _owed_turns(st, ev)
    if st.repeated:  # U-RESHUFFLE, our addition: a position came back a third time at a reshuffle
        end_hand(st, blocked_winner(st), True, ev)
    return ev


def _do_play(st: UnoState, a: Play, ev: list[Event]) -> None:
    jump = check_play(st, a)
    s, c = a.seat, a.card
    hand = st.hands[s]
    was = st.phase
    from_drawn = was == DRAWN
    answer = st.phase == PENALTY and not jump and st.hit_by >= 0  # U-DX-BOOMERANG, U-DX-JOKER
    own_play = st.phase == PLAY and not jump  # U-R-RAPIDO on one's own turn
    hand.remove(c)
    if a.double:  # U-O-DOUBLE
        hand.remove(c)
        st.discard.append(c)
    guilty = False
    prev = st.colour
    top = st.discard[-1]
    if c in (WD4, WD4T):  # U-WD4: did the player hold a card of the colour active before?
        guilty = holds_colour(hand, prev)
    st.discard.append(c)
    if not IS_WILD[c]:
        st.colour = COLOUR[c]
    elif names_colour(c):  # (not the UNO card, U-R-UNOCARD: the colour in play stays)
        st.colour = a.colour
    st.offender = -1
    st.reveal = ()
    st.shown = ()
    st.empty_passes = 0
    st.drawn = -1
    st.said[s] = False
    if jump:
        st.turn = s
    played = {"card": c, "colour": st.colour, "jump_in": jump, "from_drawn": from_drawn, "left": len(hand),
              "target": a.target if targets(c) else -1, **({"rapido": True} if jump and st.options.rapido else {})}
    ev.append(Event("played", s, played))  # U-R-RAPIDO: "rapido" said in the log and on the table
    if a.double:
        ev.append(Event("doubled", s, {"card": c}))
    if names_colour(c):
        ev.append(Event("colour", s, {"colour": a.colour}))
    if not hand:
        _going_out(st, s, c, a.target, answer, ev)
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
            _rotate(st, s, ev)
    if c == EXCHANGE:  # U-DX-EXCHANGE
        _rotate(st, s, ev)
    if a.target >= 0 or a.spin:  # U-O-ZERO, U-O-SEVEN
        olympique.move_hands(st, s, a, ev)
    if c < 64 and r == SWAP:  # U-X-SWAP
        t = a.target
        st.hands[s], st.hands[t] = st.hands[t], st.hands[s]
        st.void[s], st.void[t] = st.void[t], st.void[s]
        st.said[t] = False
        ev.append(Event("swapped", s, {"target": t}))
    if c in (WD4, WD4T) and not (opts.o_overbid and was == PENALTY):  # a defending +4 is no bluff (U-O-OVERBID)
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
    deluxe = opts.box == "deluxe"
    if answer:
        _answer(st, s, c, ev)
    elif r <= 9:
        if opts.rapido and own_play and c == top:  # U-R-RAPIDO on one's own turn: play on
            ev.append(Event("rapido_again", s))
            return
        if (opts.o_two or a.double or was == TWO) and olympique.number_played(st, s, a, was, ev):
            return
        if ((opts.multi or opts.suites) and not from_drawn and not (opts.seven_o and r in (0, 7))
                and not olympique.ends_run(opts, c) and _turn_cards_continue(st, s)):
            st.phase = CONTINUE
            st.turn = s
            return
        st.turn = step(st, s, 1)
    elif deluxe and r in (SKIP, DRAW2, DRAW2T_RANK):  # U-DX-BOOMERANG, U-DX-TARGET
        _hit(st, s, a.target if r == DRAW2T_RANK else step(st, s, 1), 0 if r == SKIP else 2)
    elif r == SKIP:
        nxt = step(st, s, 1)
        ev.append(Event("skipped", nxt))
        st.turn = step(st, s, 2)
    elif r == REVERSE:
        if len(st.order) == 2:  # U-TWO: Reverse acts as Skip
            ev.append(Event("skipped", step(st, s, 1)))
            st.turn = s
        else:
            st.direction = -st.direction
            ev.append(Event("reversed", s, {"direction": st.direction}))
            st.turn = step(st, s, 1)
    elif r == DRAW2:
        victim = step(st, s, 1)
        st.wd4_by = -1
        if opts.stack or opts.rapido or opts.o_overbid:  # U-H-STACK, U-R-DEFENCE, U-O-OVERBID
            st.pending += 2
            st.phase = PENALTY
            st.turn = victim
        else:
            give(st, victim, 2, "draw2", ev)
            ev.append(Event("skipped", victim))
            st.turn = step(st, s, 2)
    elif c in (WD4, WD4T):
        st.pending += 4
        st.wd4_by = -1 if opts.o_overbid and was == PENALTY else s  # U-O-OVERBID: no challenge while defending
        st.wd4_guilty = guilty
        st.wd4_colour = prev
        st.phase = PENALTY
        st.turn = a.target if c == WD4T else step(st, s, 1)
        if deluxe:
            st.hit_by = s
    elif c in (WILD, EXCHANGE):
        st.turn = step(st, s, 1)
    elif c == UNO:
        rapido.uno_card(st, s)
    elif c in (UNTIL, EACH) or c < 64 and r >= TIMES2:
        extreme_played(st, s, c, ev)
    else:  # Downpour: every other player draws 1 or 2; play goes on in the same direction
        _downpour(st, s, 1 if c == DOWN1 else 2, ev)
        st.turn = step(st, s, 1)


def _rotate(st: UnoState, s: int, ev: list[Event]) -> None:
    """U-H-SEVENO's 0 and U-DX-EXCHANGE: each hand moves one seat in the direction of play."""
    order = st.order
    m = len(order)
    d = st.direction
    old = [st.hands[x] for x in order]
    oldv = [st.void[x] for x in order]
    for i, x in enumerate(order):
        j = (i - d) % m
        st.hands[x] = old[j]
        st.void[x] = oldv[j]
        st.said[x] = False
    ev.append(Event("rotated", s, {"direction": d}))


def _hit(st: UnoState, s: int, victim: int, k: int) -> None:
    """U-DELUXE: a Skip (k = 0), Draw Two or +2? from `s` waits for `victim`'s answer (see the readings)."""
    st.pending = k
    st.wd4_by = -1
    st.hit_by = s
    st.phase = PENALTY
    st.turn = victim


def _after_hit(st: UnoState, victim: int, ev: list[Event]) -> None:
    """U-DELUXE: `victim` took the hit: play goes on after the card's player; the victim loses its turn, at once
    when it is next, else its next one (U-DX-TARGET)."""
    nxt = step(st, st.hit_by, 1)
    st.hit_by = -1
    st.phase = PLAY
    if nxt == victim:
        ev.append(Event("skipped", victim))
        nxt = step(st, victim, 1)
    else:
        st.owed |= 1 << victim
    st.turn = nxt


def _answer(st: UnoState, s: int, c: int, ev: list[Event]) -> None:
    """U-DX-BOOMERANG: the hit goes back to the card's player (its draw, and their next turn); U-DX-JOKER: a Wild
    cancels the draw. Either way play goes on after the answering seat."""
    by = st.hit_by
    k = st.pending
    st.pending = 0
    st.wd4_by = -1
    st.hit_by = -1
    if c == BOOMERANG:
        ev.append(Event("boomerang", s, {"target": by, "count": k}))
        if k:
            give(st, by, k, "boomerang", ev)
        st.owed |= 1 << by
    else:
        ev.append(Event("cancelled", s, {"target": by, "count": k}))
    st.turn = step(st, s, 1)


def _owed_turns(st: UnoState, ev: list[Event]) -> None:
    """U-DX-TARGET, U-DX-BOOMERANG: a seat that owes a turn is passed over once."""
    while st.owed >> st.turn & 1:
        st.owed &= ~(1 << st.turn)
        ev.append(Event("skipped", st.turn))
        st.turn = step(st, st.turn, 1)


def _turn_cards_continue(st: UnoState, seat: int) -> bool:
    saved = st.phase
    st.phase = CONTINUE
    ok = bool(turn_cards(st, st.hands[seat]))
    st.phase = saved
    return ok


def _downpour(st: UnoState, s: int, k: int, ev: list[Event]) -> None:
    x = step(st, s, 1)
    while x != s:
        give(st, x, k, "downpour", ev)
        x = step(st, x, 1)


def _going_out(st: UnoState, s: int, c: int, target: int, answer: bool, ev: list[Event]) -> None:
    """U-OUT: the hand ends; a last Draw Two / Wild Draw Four (or Downpour, +2?, +4?) still makes the others draw,
    a last Boomerang still sends the draw back (U-DX-BOOMERANG)."""
    victim = step(st, s, 1)
    if answer:
        if c == BOOMERANG and st.pending:
            give(st, st.hit_by, st.pending, "boomerang", ev)
    elif c == WD4T or (not IS_WILD[c] and RANK[c] == DRAW2T_RANK):
        give(st, target, 4 if c == WD4T else 2, "draw2" if c != WD4T else "wd4", ev)
    elif c < 64 and RANK[c] == DRAW2:
        give(st, victim, st.pending + 2, "draw2", ev)
    elif c == WD4:
        give(st, victim, st.pending + 4, "wd4", ev)
    elif c in (DOWN1, DOWN2):
        _downpour(st, s, 1 if c == DOWN1 else 2, ev)
    elif c < 64 and RANK[c] == TIMES2:
        press(st, victim, ev)
        press(st, victim, ev)
    elif c == UNTIL:
        press_until(st, victim, ev)
    elif c == EACH:
        each(st, s, ev)
    elif c == UNO:
        give(st, victim, st.pending + 8, "unocard", ev)
    st.pending = 0
    st.wd4_by = -1
    st.hit_by = -1
    end_hand(st, s, False, ev)


def _do_draw(st: UnoState, a: Draw, ev: list[Event]) -> None:
    s = a.seat
    if s != st.turn:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "It is not your turn."))
    ph = st.phase
    if ph in (TWO, DEAL):  # U-O-TWO (the 2's round), U-O-DEAL (refused: nothing is dealt yet)
        return olympique.draw_in_round(st, s, ev)
    if ph == PENALTY:
        st.offender = -1
        st.reveal = ()
        k = st.pending
        st.pending = 0
        st.wd4_by = -1
        if st.hit_by >= 0:  # U-DELUXE: a Skip, or a draw card's cards
            if k:
                give(st, s, k, "penalty", ev)
            _after_hit(st, s, ev)
            return
        unocard = st.discard[-1] == UNO
        give(st, s, k, "unocard" if unocard else "penalty", ev)
        st.phase = PLAY
        if not unocard:  # (U-R-UNOCARD: the player who takes the 8 then plays)
            ev.append(Event("skipped", s))
            st.turn = step(st, s, 1)
        return
    if ph != PLAY:
        if ph == DRAWN:
            raise illegal(QT_TRANSLATE_NOOP("Uno", "You have drawn already: play that card or keep it."))
        if ph == CONTINUE:
            raise illegal(QT_TRANSLATE_NOOP("Uno", "Continue your run or end your turn."))
        if st.discard[-1] == UNTIL:  # U-X-UNTIL
            raise illegal(QT_TRANSLATE_NOOP("Uno", "Name the colour first: the x??? leaves it to you."))
        raise illegal(QT_TRANSLATE_NOOP("Uno", "The colour of the first Wild must be named first."))
    st.offender = -1
    st.reveal = ()
    colour_bit = 1 << st.colour
    if st.options.extreme:  # U-H-EXTREME: press the launcher
        empty = not st.draw and len(st.discard) <= 1
        press(st, s, ev)
        st.void[s] |= colour_bit
        if empty:
            st.empty_passes += 1
            if st.empty_passes >= len(st.order):
                end_hand(st, blocked_winner(st), True, ev)
                return
        else:
            st.empty_passes = 0
        st.turn = step(st, s, 1)
        return
    got = draw_cards(st, 1, ev)
    if not got:  # U-RESHUFFLE: both piles are empty; nothing is drawn and the turn passes
        ev.append(Event("drew", s, {"count": 0, "cards": (), "reason": "draw"}))
        st.empty_passes += 1
        if st.empty_passes >= len(st.order):  # the whole table in a row: blocked (our addition, see above)
            end_hand(st, blocked_winner(st), True, ev)
            return
        st.turn = step(st, s, 1)
        return
    st.empty_passes = 0
    hand = st.hands[s]
    if st.options.rapido:  # U-R-DRAWPLAY
        return rapido.draw_is_play(st, s, got, colour_bit, ev)
    if st.options.draw_until:
        while not playable(st, got[-1]):
            more = draw_cards(st, 1, ev)
            if not more:
                break
            got += more
    hand.extend(got)
    st.said[s] = False
    st.void[s] = colour_bit
    ev.append(Event("drew", s, {"count": len(got), "cards": tuple(got), "reason": "draw"}))
    last = got[-1]
    if playable(st, last):
        st.phase = DRAWN
        st.drawn = last
    else:
        ev.append(Event("passed", s))
        st.turn = step(st, s, 1)


def _do_pass(st: UnoState, a: Pass, ev: list[Event]) -> None:
    s = a.seat
    if s != st.turn or st.phase not in (DRAWN, CONTINUE):
        raise illegal(QT_TRANSLATE_NOOP("Uno", "You cannot pass now."))
    if st.phase == DRAWN:
        if forced(st):
            raise illegal(QT_TRANSLATE_NOOP("Uno", "The card drawn can be played, so it must be."))
        ev.append(Event("kept", s, {"card": st.drawn}))
    else:
        ev.append(Event("ended_run", s))
    st.drawn = -1
    st.reveal = ()
    st.phase = PLAY
    st.turn = step(st, s, 1)


def _do_colour(st: UnoState, a: Colour, ev: list[Event]) -> None:
    if st.phase != FIRST_COLOUR or a.seat != st.turn:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "There is no colour to name now."))
    if a.colour not in (0, 1, 2, 3):
        raise illegal(QT_TRANSLATE_NOOP("Uno", "Choose red, yellow, green or blue."))
    st.colour = a.colour
    st.phase = PLAY
    ev.append(Event("colour", a.seat, {"colour": a.colour}))


def _do_challenge(st: UnoState, a: Challenge, ev: list[Event]) -> None:
    s = a.seat
    if st.phase != PENALTY or s != st.turn or st.wd4_by < 0:
        raise illegal(QT_TRANSLATE_NOOP("Uno", "Only the player who must draw for a Wild Draw Four can challenge it."))
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
    if st.hit_by >= 0:  # U-DX-TARGET: the chosen victim of a +4? challenges; play goes on after its player
        st.phase = PENALTY
        if guilty:
            give(st, b, k, "challenge", ev)
            st.hit_by = -1
            st.phase = PLAY
            st.turn = step(st, b, 1)
        else:
            give(st, s, k + 2, "challenge", ev)
            _after_hit(st, s, ev)
        return
    if guilty:  # U-CHALLENGE: the bluffer draws instead; the challenger plays normally
        give(st, b, k, "challenge", ev)
    else:  # innocent: the challenger draws two more and loses the turn
        give(st, s, k + 2, "challenge", ev)
        ev.append(Event("skipped", s))
        st.turn = step(st, s, 1)


def _do_call(st: UnoState, a: CallUno, ev: list[Event]) -> None:
    s = a.seat
    if st.offender != s or len(st.hands[s]) != 1:
        if len(st.hands[s]) != 1:
            raise illegal(QT_TRANSLATE_NOOP("Uno", "UNO is called when you hold one card."))
        raise illegal(QT_TRANSLATE_NOOP("Uno", "Too late to call UNO now, or already called."))
    st.said[s] = True
    st.offender = -1
    st.tally[s][1] += 1
    ev.append(Event("uno", s, {"with_play": False}))


def _do_catch(st: UnoState, a: Catch, ev: list[Event]) -> None:
    s, t = a.seat, a.target
    if st.offender < 0 or t != st.offender:
        raise illegal(QT_TRANSLATE_NOOP(
            "Uno", "Nobody can be caught now: they called UNO, or the next player has already begun."))
    if not may_catch(st, s):
        raise illegal(QT_TRANSLATE_NOOP("Uno", "You cannot catch this player."))
    st.offender = -1
    st.tally[t][2] += 1
    ev.append(Event("caught", s, {"target": t}))
    if st.options.extreme:  # U-X-CATCH: two presses of the launcher, whatever they give
        press(st, t, ev)
        press(st, t, ev)
    else:
        give(st, t, 2, "catch", ev)


_HANDLERS: dict[type, Callable[[UnoState, Any, list[Event]], None]] = {
    Play: _do_play, Draw: _do_draw, Pass: _do_pass, Colour: _do_colour, Challenge: _do_challenge, CallUno: _do_call,
    Catch: _do_catch, Deal: olympique.do_deal, TimeOut: olympique.do_timeout}
