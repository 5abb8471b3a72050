"""Hidden information (uno.md, "Hidden information"; U-CHALLENGE): a seat's view must not depend on the cards it
cannot see. Positions come from random games over random options; the cards of the other hands and the order of
the draw pile are dealt again at random, and the view of the seat must not change at all."""

from __future__ import annotations

import random

from cafegames.engine.seats import Seat
from cafegames.games.uno.actions import Challenge, Play
from cafegames.games.uno.cards import BLUE, WD4, parse
from cafegames.games.uno.game import GAME
from cafegames.games.uno.state import UnoState
from tests.uno.helpers import act, cards, table
from tests.uno.test_simulation import policy, random_options


def _unknown_redealt(st: UnoState, seat: int, r: random.Random) -> UnoState:
    """The same table where every card `seat` cannot see (other hands, the draw pile) is dealt again at random,
    each hand keeping its size. A hand shown to `seat` by a challenge stays as it is."""
    other = GAME.clone(st)
    shown = st.reveal[1] if st.reveal and st.reveal[0] == seat else -1
    hidden = [s for s in range(st.n) if s not in (seat, shown)]
    pool = [c for s in hidden for c in other.hands[s]] + other.draw
    r.shuffle(pool)
    for s in hidden:
        k = len(other.hands[s])
        other.hands[s], pool = pool[:k], pool[k:]
    other.draw = pool
    return other


def test_view_contains_no_other_seats_cards_nor_draw_order():
    r = random.Random(11)
    checked = 0
    for g in range(120):
        n = r.randint(2, 7)
        values = random_options(r, n)
        if values is None:
            continue
        st = GAME.setup(GAME.make_options(values, n), [Seat(f"P{i}") for i in range(n)], 300 + g)
        for _ in range(r.randint(5, 160)):
            if GAME.is_over(st):
                break
            GAME.apply(st, policy(r, st))
        if GAME.is_over(st):
            continue
        for seat in range(n):
            v = GAME.view(st, seat)
            assert v.hand == tuple(st.hands[seat])
            for _ in range(3):
                other = _unknown_redealt(st, seat, r)
                assert GAME.view(other, seat) == v, f"game {g}: seat {seat}'s view shows hidden cards"
            checked += 1
    assert checked > 150


def test_U_CHALLENGE_view_of_others_does_not_show_the_challenged_hand():
    st = table(["W4 r1 b1", "g2 g3", "g4 g6"], top="r7")
    act(st, Play(0, WD4, colour=BLUE))
    act(st, Challenge(1))
    r = random.Random(3)
    for seat in (0, 2):  # not the challenger: the bluffer's cards may be anything
        v = GAME.view(st, seat)
        assert v.revealed == ()
        for _ in range(5):
            assert GAME.view(_unknown_redealt(st, seat, r), seat) == v
    v1 = GAME.view(st, 1)  # the challenger sees the hand as it was when challenged, not the cards drawn after
    assert v1.revealed == (0, tuple(sorted(cards("r1 b1"))))
    assert parse("r1") in st.hands[0] and len(st.hands[0]) == 6
