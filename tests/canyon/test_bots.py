"""Canyon's hard level: what a cell is worth (values.py) and the deals it imagines (search.py)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cafegames.engine import registry
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.bots.policy import voids
from cafegames.games.canyon.bots.search import Deals, Outcome, distinct_cards
from cafegames.games.canyon.bots.values import rounds_to_dock
from cafegames.games.canyon.game import GAME
from tests.canyon.helpers import placed_state


def test_K_CURRENT_EXACT_a_cell_on_the_current_is_worth_more_rounds_than_its_distance_says():
    river = GAME.river
    v = rounds_to_dock(river)
    assert all(v[d] == 0 for d in river.docks)
    assert all(0 < v[c] < 20 for c in v if not river.is_dock(c))
    open_cells = [c for c in v if not river.is_current(c) and not river.is_dock(c)]
    near, far = min(open_cells, key=lambda c: river.distance[c]), max(open_cells, key=lambda c: river.distance[c])
    assert v[near] < v[far]
    # one cell from a dock on the current: an exact bid is needed, so more than one round on average
    beside = [c for c in river.current if river.distance[c] == 1]
    assert beside and all(1.2 < v[c] < 3 for c in beside)
    # the start spaces: about nine rounds, as the ladder's games take
    assert all(7 < v[s] < 11 for s in river.starts)


def test_imagined_deals_give_each_seat_its_count_and_no_suit_it_showed_it_lacks():
    match = Match(GAME, {}, [Seat(f"P{i}", "computer", "normal") for i in range(4)], 3)
    checked = 0
    r = random.Random(1)
    while not match.is_over() and checked < 30:
        seat = match.to_act()[0]
        view = GAME.view(match.state, seat)
        if view.phase == "play":
            deals = Deals(view)
            lacks = voids(view)
            for _ in range(5):
                hands = deals.sample(r)
                assert hands[seat] == list(view.hand)
                for s in range(view.n):
                    assert len(hands[s]) == len(match.state.hands[s])
                    if s != seat:
                        assert not {C.suit(c) for c in hands[s]} & lacks[s] or len(deals.pool) < 12
                seen = set(view.hand) | set(view.played) | {c for _, c in view.trick} | {view.trump_card}
                assert not seen & {c for s in range(view.n) if s != seat for c in hands[s]}
            checked += 1
        match.act(match.bot_action())
    assert checked == 30


def test_equal_cards_are_searched_once():
    match = Match(GAME, {}, [Seat(f"P{i}", "computer", "normal") for i in range(3)], 5)
    while GAME.view(match.state, match.to_act()[0]).phase != "play":
        match.act(match.bot_action())
    seat = match.to_act()[0]
    view = GAME.view(match.state, seat)
    legal = sorted(a.card for a in GAME.legal_actions(match.state, seat))
    kept = distinct_cards(view, legal)
    assert kept and set(kept) <= set(legal)
    unseen = set(C.DECK) - set(view.hand) - {view.trump_card}
    for a, b in zip(kept, kept[1:], strict=False):  # between two kept cards of a suit, a card someone may hold
        if C.suit(a) == C.suit(b):
            assert any(x in unseen for x in range(a + 1, b))


def test_hard_bids_and_plays_the_same_with_and_without_the_search_process():
    match = Match(GAME, {}, [Seat(f"P{i}", "computer", "normal") for i in range(3)], 8)
    done = 0
    while not match.is_over() and done < 6:
        seat = match.to_act()[0]
        view, legal = GAME.view(match.state, seat), GAME.legal_actions(match.state, seat)
        if view.phase in ("bid", "play"):
            here = registry.get(GAME.id).make_bot("hard", seat, 4, Thinking(0.2)).choose(view, legal, True)
            apart = registry.get(GAME.id).make_bot("hard", seat, 4, Thinking(0.2, apart=True)).choose(view, legal, True)
            assert here == apart
            done += 1
        match.act(match.bot_action())


# ---------------------------------------------------------------- the search foresees what the game does

_WATER = sorted(c for c in GAME.river.neighbours if not GAME.river.is_dock(c))


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_WATER), min_size=3, max_size=4, unique=True),
       st.lists(st.integers(0, C.MAX_BID), min_size=4, max_size=4),
       st.lists(st.integers(0, 8), min_size=4, max_size=4))
def test_the_search_s_outcome_of_a_bid_is_where_the_game_takes_the_canoe(cells, bids, won):
    """`Outcome.end` (the hard player's foresight: movement points by `cards.round_points`, the drift, the best end
    cell among the canoes on the river) against the game moving the first canoe of the round (nobody has moved
    before it, so both see the same river): a drift ends where the game drifts it; otherwise the cell the search
    picks is one the game offers (or where the game leaves a canoe that cannot move)."""
    n = len(cells)
    state = placed_state(n)
    state.positions, state.first, state.dealer = list(cells), 0, n - 1
    state.bids, state.tricks_won = bids[:n], won[:n]
    state.hands, state.phase = [[] for _ in range(n)], "play"
    outcome = Outcome(GAME.view(state, 0), 0)
    _, predicted = outcome.end(bids[0], won[0])
    events: list = []
    GAME._start_moves(state, events)
    scored = next(e for e in events if e.kind == "scored" and e.seat == 0).data
    assert (scored["points"], scored["drifts"]) == C.round_points(bids[0], won[0], GAME.river.is_current(cells[0]))
    own = []  # the first canoe's own forced move, before any other canoe moves (and maybe pushes it)
    for e in events:
        if e.seat != 0 and e.kind in ("drifted", "stayed", "skipped", "paddled"):
            break
        if e.seat == 0 and e.kind in ("drifted", "restarted", "stayed"):
            own.append(e)
    if scored["drifts"]:
        assert own[-1].data["cell" if own[-1].kind == "restarted" else "to"] == predicted
    elif own:  # nothing to choose: the canoe stayed
        assert [e.kind for e in own] == ["stayed"] and own[0].data["cell"] == predicted == cells[0]
    else:  # the game asks the first canoe where to end
        assert state.phase == "move" and state.turn == 0 and predicted in state.plan.options
