"""The hard bot's playouts, fast: the hand played out by the normal policy for every seat (`policy.playout_action`
applied with `rules.apply`), with the common turns done here in a few list operations instead of the general
path's checks, action objects and events.

A turn is done here only in the play phase of a table with none of the house rules that change a turn (stacking,
jump-in, Seven-O, runs, draw-until, forced play, the launcher, Downpour), nobody to catch, and a plain card, Skip,
Reverse, Draw Two or Wild that does not end the hand, or a draw from a pile that holds the card. Everything else
— the Wild Draw Four and its challenge, a last card, a reshuffle, a first Wild's colour — goes through
`rules.apply`, so the rules stay in one place. A test plays the same states both ways and checks that every field
of the state ends the same (tests/uno/test_playout.py). About twice as fast as the general path alone.
"""

from __future__ import annotations

import random

from cafegames.games.uno import rules
from cafegames.games.uno.bots.policy import best_colour, playout_action
from cafegames.games.uno.cards import DRAW2, POINTS, RANK, REVERSE, SKIP, WD4
from cafegames.games.uno.legal import DRAWS, play_action
from cafegames.games.uno.state import OVER, PLAY, UnoState

LIMIT = 600  # decisions; a playout this long is scored as it stands


def plain_table(st: UnoState) -> bool:
    """No house rule that changes a turn: the turns `playout` does itself are the whole of the rules there."""
    o = st.options
    return not (o.stack or o.jump_in or o.seven_o or o.multi or o.suites or o.draw_until or o.force_play
                or o.extreme or o.downpour)


def playout(st: UnoState, r: random.Random, limit: int = LIMIT) -> None:
    """Play the hand out (at most `limit` decisions), every seat as the normal level does."""
    hand_no = st.hand_no
    apply = rules.apply
    fast = plain_table(st)
    two = len(st.order) == 2
    fresh = True
    for _ in range(limit):
        if st.phase == OVER or st.hand_no != hand_no:
            return
        if not fast or st.phase != PLAY or st.offender >= 0 or st.repeated:
            apply(st, playout_action(st, r))
            fresh = True
            continue
        if fresh:  # the general path may have put new lists in the state (a reshuffle, a new hand)
            hands, draw, discard, order, pos, said, void, tally = (st.hands, st.draw, st.discard, st.order, st.pos,
                                                                    st.said, st.void, st.tally)
            fresh = False
        seat = st.turn
        hand = hands[seat]
        colour = st.colour
        top_rank = RANK[discard[-1]]
        holds_colour = False
        card = -1  # normal's choice (`policy.card_score`): the colour first, high points, wilds last, WD4 last of all
        best = -999.0
        for c in hand:
            if c >= 64:
                score = -75.0 if c == WD4 else -40.0
            elif c >> 4 == colour:
                holds_colour = True
                score = 10 + POINTS[c] / 10
            elif RANK[c] == top_rank:
                score = POINTS[c] / 10
            else:
                continue
            if score > best or (score == best and c > card):
                best, card = score, c
        if card < 0 or (card == WD4 and holds_colour):
            if not draw:  # a reshuffle, or nothing left to draw
                apply(st, DRAWS[seat])
                fresh = True
                continue
            c = draw.pop()  # U-DRAW: draw one; play it if it fits (never bluffing a Wild Draw Four)
            hand.append(c)
            said[seat] = False
            void[seat] = 1 << colour
            st.offender = -1
            st.reveal = ()
            st.empty_passes = 0
            if not (c >= 64 or c >> 4 == colour or RANK[c] == top_rank) or (
                    c == WD4 and any(x < 64 and x >> 4 == colour for x in hand)):
                st.turn = order[(pos[seat] + st.direction) % len(order)]
                continue
            card = c
        named = best_colour(hand, card) if card >= 64 else -1
        rk = RANK[card]
        if card == WD4 or len(hand) == 1 or (rk == DRAW2 and len(draw) < 2):
            # the challenge, the hand's end or a reshuffle: the general path
            apply(st, play_action(seat, card, named, len(hand) == 2, -1))
            fresh = True
            continue
        hand.remove(card)
        discard.append(card)
        st.colour = named if card >= 64 else card >> 4
        st.reveal = ()
        st.empty_passes = 0
        st.drawn = -1
        said[seat] = False
        if len(hand) == 1:  # U-CALL: normal always calls UNO with its play
            tally[seat][0] += 1
            tally[seat][1] += 1
            said[seat] = True
        step = st.direction
        if rk <= 9 or card >= 64:
            st.turn = order[(pos[seat] + step) % len(order)]
        elif rk == SKIP:
            st.turn = order[(pos[seat] + 2 * step) % len(order)]
        elif rk == REVERSE:
            if two:
                st.turn = seat
            else:
                st.direction = -step
                st.turn = order[(pos[seat] - step) % len(order)]
        else:  # Draw Two
            victim = order[(pos[seat] + step) % len(order)]
            st.wd4_by = -1
            got = draw[-2:]
            got.reverse()
            del draw[-2:]
            hands[victim].extend(got)
            said[victim] = False
            void[victim] = 0
            st.turn = order[(pos[seat] + 2 * step) % len(order)]
