"""A new hand starts clean (cafegames/games/uno/state.py): what mutmut's whole run of state.py named untested —
every per-hand value of the state set back at a hand's start, by the deal (U-DEAL, U-FIRST) and by the
Olympique box's dealer's choice (U-O-DEAL) alike, whatever the hand before left in it."""

from __future__ import annotations

from cafegames.games.uno.options import make_options
from cafegames.games.uno.state import DEAL, PENALTY, new_state, start_hand


def _leftovers(st) -> None:
    """What a hand can leave in the state when it ends: a card drawn, a challenge pending or shown, a seat to catch,
    calls of UNO, colours inferred, a Deluxe hit, turns owed, reshuffles and presses, positions seen."""
    n = st.n
    st.pending, st.drawn, st.wd4_by, st.wd4_guilty, st.offender = 4, 12, 1, True, 2
    st.reveal, st.shown = (0, 1, (3,)), ((1,),) * n
    st.hit_by, st.owed, st.two_by, st.direction, st.phase = 1, 0b110, 2, -1, PENALTY
    st.said, st.void = [True] * n, [0b1111] * n
    st.empty_passes, st.shuffles, st.presses = 3, 2, 5
    st.seen, st.repeated = {(1, 2): 2}, True


def _clean_for_play(st) -> None:
    n = st.n
    assert (st.pending, st.drawn, st.wd4_by, st.wd4_guilty, st.offender) == (0, -1, -1, False, -1)
    assert (st.reveal, st.shown, st.hit_by, st.owed, st.two_by) == ((), (), -1, 0, -1)
    assert st.said == [False] * n and st.void == [0] * n
    assert (st.empty_passes, st.shuffles, st.presses, st.seen, st.repeated) == (0, 0, 0, {}, False)


def test_U_DEAL_a_new_hand_starts_clean_whatever_the_last_one_left():
    for box in ("classic", "deluxe", "extreme"):
        st = new_state(make_options({"scoring": "single", "box": box}, 4), 4, 3)
        _clean_for_play(st)
        _leftovers(st)
        start_hand(st, [])
        assert st.hand_no == 2 and st.direction in (1, -1) and st.phase != PENALTY
        _clean_for_play(st)
        assert sum(map(len, st.hands)) == 28 and len(st.discard) == 1


def test_U_O_DEAL_the_dealers_choice_waits_with_a_clean_table():
    st = new_state(make_options({"scoring": "single", "o_deal": True}, 4), 4, 5)
    _leftovers(st)
    st.colour = 2
    start_hand(st, [])
    n = st.n
    assert (st.phase, st.turn, st.discard, st.colour, st.direction) == (DEAL, st.dealer, [], -1, 1)
    assert (st.pending, st.drawn, st.wd4_by, st.offender, st.two_by) == (0, -1, -1, -1, -1)
    assert (st.reveal, st.shown) == ((), ()) and st.said == [False] * n and st.void == [0] * n
    assert st.hands == [[] for _ in range(n)] and len(st.draw) == st.deck_size
