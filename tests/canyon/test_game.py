"""Canyon's round rules, one test per rule id (K-…), and the rules' card and current examples."""

from __future__ import annotations

import attrs
import pytest

from cafegames.engine.errors import IllegalAction, SetupError
from cafegames.engine.match import Match
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.cards import BLUE, GREEN, RED
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.options import CanyonOptions
from cafegames.games.canyon.river import default_river
from tests.canyon.helpers import at, card, move_phase, placed_state, seats
from tests.catalogue import said

RIVER = default_river()


def test_K_PLAYERS_three_to_six_seats():
    for n in (3, 6):
        GAME.make_options({}, n)
    for n in (2, 7):
        with pytest.raises(SetupError):
            GAME.make_options({}, n)


def test_K_CARDS_fifty_cards_five_suits():
    assert len(C.DECK) == 50
    assert {C.suit(c) for c in C.DECK} == set(range(5))
    assert sorted(C.value(c) for c in C.DECK if C.suit(c) == RED) == list(range(1, 11))


def test_K_SPEED_speed_cards_show_bids_0_to_7():
    assert [C.speed_cards(b) for b in range(8)] == [(0,), (1,), (2,), (3,), (4,), (4, 1), (4, 2), (4, 3)]
    state = placed_state()
    assert [a.bid for a in GAME.legal_actions(state, state.first)] == list(range(8))


def test_K_TRACK_cards_per_step_and_wrap():
    assert C.TRACK == (8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7)
    assert C.next_step(14, False) == 1
    assert C.next_step(5, False) == 6


def test_K_SHORT_skips_steps_6_to_9():
    assert C.next_step(5, True) == 10
    assert C.next_step(14, True) == 1
    options = GAME.make_options({"short": "true"}, 4)
    assert options.short


def test_K_DEALER_highest_draw_deals_ties_draw_again():
    for seed in range(40):
        state = GAME.setup(CanyonOptions(), seats(4), seed)
        last = state.dealer_draws[-1]
        drawn = [s for s, c in enumerate(last) if c is not None]
        assert state.dealer in drawn
        assert all(C.value(last[state.dealer]) > C.value(last[s]) for s in drawn if s != state.dealer)
        assert state.first == (state.dealer + 1) % 4
        for row in state.dealer_draws[:-1]:  # earlier rows were ties at the top
            values = sorted((C.value(c) for c in row if c is not None), reverse=True)
            assert values[0] == values[1]


def test_K_START_from_the_first_player_each_takes_a_free_start_space():
    state = GAME.setup(CanyonOptions(), seats(4), 3)
    order = []
    while state.phase == "place":
        seat = GAME.to_act(state)[0]
        order.append(seat)
        legal = GAME.legal_actions(state, seat)
        assert len(legal) == 6 - len(order) + 1
        state, _ = GAME.apply(state, legal[-1])
    assert order == [(state.first + i) % 4 for i in range(4)]
    assert len(set(state.positions)) == 4 and set(state.positions) <= set(RIVER.starts)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Place(0, *RIVER.starts[0]))


def test_K_DEAL_track_count_trump_and_the_rest_set_aside():
    state = placed_state(5)
    assert all(len(h) == 8 for h in state.hands)
    assert state.trump_card is not None
    everything = [c for h in state.hands for c in h] + [state.trump_card] + state.set_aside
    assert sorted(everything) == list(C.DECK)


def test_K_BID_sequential_from_the_first_player_later_seats_see_earlier_bids():
    state = placed_state(4)
    first = state.first
    assert GAME.to_act(state) == [first]
    state, events = GAME.apply(state, Bid(first, 2))
    assert events[0].kind == "bid" and events[0].data["bid"] == 2
    nxt = (first + 1) % 4
    assert GAME.view(state, nxt).bids[first] == 2
    with pytest.raises(IllegalAction):
        GAME.apply(state, Bid(first, 1))
    state, _ = GAME.apply(state, Bid(nxt, 6))
    assert GAME.view(state, first).bids[nxt] == 6  # bid with two speed cards (4 + 2)


def test_K_SECRET_bids_hidden_until_all_revealed():
    state = placed_state(3, secret=True)
    assert sorted(GAME.to_act(state)) == [0, 1, 2]
    last = GAME.to_act(state)[-1]
    state, events = GAME.apply(state, Bid(last, 3))
    assert events[0].kind == "bid_chosen" and "bid" not in events[0].data
    others = [s for s in range(3) if s != last]
    assert GAME.view(state, others[0]).bids[last] is None
    assert GAME.view(state, others[0]).has_bid[last]
    assert GAME.view(state, last).bids[last] == 3
    state, _ = GAME.apply(state, Bid(others[0], 1))
    state, events = GAME.apply(state, Bid(others[1], 0))
    assert events[-1].kind == "bids_revealed"
    assert GAME.view(state, others[0]).bids[last] == 3
    assert state.phase == "play"


def test_K_TRICKS_follow_suit_trump_wins_winner_leads():
    assert C.legal_cards([card(BLUE, 2), card(RED, 9), card(GREEN, 1)], [card(BLUE, 7)]) == [card(BLUE, 2)]
    assert len(C.legal_cards([card(RED, 9), card(GREEN, 1)], [card(BLUE, 7)])) == 2
    # a trump beats the led suit; the highest trump wins
    assert C.trick_winner([card(BLUE, 7), card(GREEN, 1), card(BLUE, 10)], GREEN) == 1
    assert C.trick_winner([card(BLUE, 7), card(GREEN, 1), card(GREEN, 4)], GREEN) == 2
    # an off-suit card never wins
    assert C.trick_winner([card(BLUE, 2), card(RED, 10)], GREEN) == 0


def test_example_the_trick_green_trump_8_blue_wins():
    # Green is trump. Anja leads 7 blue, Bernd 8 blue, Carola 3 blue, Dirk 9 red: Bernd wins and leads next.
    state = placed_state(4)
    state.trump_card = card(GREEN, 5)
    state.first = state.leader = state.turn = 0
    state.bids = [1, 1, 1, 1]
    state.phase = "play"
    state.hands = [[card(BLUE, 7), card(RED, 1)], [card(BLUE, 8), card(RED, 2)], [card(BLUE, 3), card(RED, 3)],
                   [card(RED, 9), card(RED, 4)]]
    events = []
    for seat, c in enumerate((card(BLUE, 7), card(BLUE, 8), card(BLUE, 3), card(RED, 9))):
        state, events = GAME.apply(state, Play(seat, c))
    assert events[-1].kind == "trick_won" and events[-1].seat == 1
    assert state.tricks_won == [0, 1, 0, 0] and GAME.to_act(state) == [1]


def test_K_TRICKS_must_follow_suit_refused_clearly():
    state = placed_state(3)
    for s in GAME.to_act(state) * 0 + [state.first, (state.first + 1) % 3, (state.first + 2) % 3]:
        state, _ = GAME.apply(state, Bid(s, 1))
    leader = state.first
    state.hands[leader] = [card(BLUE, 5)] + state.hands[leader][1:]
    nxt = (leader + 1) % 3
    state.hands[nxt] = [card(BLUE, 2), card(RED, 3)] + state.hands[nxt][2:]
    for h in range(3):
        if h not in (leader, nxt):
            state.hands[h] = [c for c in state.hands[h] if c not in (card(BLUE, 5), card(BLUE, 2), card(RED, 3))]
    state, _ = GAME.apply(state, Play(leader, card(BLUE, 5)))
    before = GAME.clone(state)
    with pytest.raises(IllegalAction, match="follow"):
        GAME.apply(state, Play(nxt, card(RED, 3)))
    assert state == before


@pytest.mark.parametrize("bid, won, points", [(2, 3, 3), (1, 1, 3), (0, 0, 1), (4, 2, 2)])
def test_K_BONUS_the_four_cases_from_the_rules(bid, won, points):
    # Anja bid 2 won 3 -> 3; Bernd bid 1 won 1 -> 3; Carola bid 0 won 0 -> 1; Dirk bid 4 won 2 -> 2
    assert C.movement_points(bid, won) == points


def test_K_MOVE_order_first_player_to_dealer_with_points():
    positions = [at(3, 22), at(5, 22), at(7, 22), at(9, 22)]
    state, events = move_phase(positions, bids=[2, 1, 0, 4], won=[3, 1, 0, 2], first=1)
    scored = {e.seat: e.data["points"] for e in events if e.kind == "scored"}
    assert scored == {0: 3, 1: 3, 2: 1, 3: 2}
    order = []
    while state.phase == "move":
        seat = GAME.to_act(state)[0]
        order.append(seat)
        plan = GAME.move_plan(state)
        assert plan.points == scored[seat]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    assert order == [1, 2, 3, 0]  # from the first player, the dealer last
    assert state.phase == "bid" and state.round_no == 2


def test_K_NEXT_marker_advances_first_player_deals():
    state, _ = move_phase([at(3, 22), at(5, 22), at(7, 22), at(9, 22)], [0, 0, 0, 0], [0, 0, 0, 0], first=2)
    while state.phase == "move":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    assert state.step == 2 and state.dealer == 2 and state.first == 3
    assert all(len(h) == 7 for h in state.hands)


def test_K_MOVE_illegal_end_refused():
    state, _ = move_phase([at(3, 22), at(5, 22), at(7, 22), at(9, 22)], [2, 1, 0, 4], [3, 1, 0, 2])
    seat = GAME.to_act(state)[0]
    before = GAME.clone(state)
    with pytest.raises(IllegalAction, match="close"):
        GAME.apply(state, Move(seat, *at(3, 23)))
    assert state == before


def test_K_CURRENT_IN_from_plain_water_into_the_current_moves_normally():
    state, _ = move_phase([at(4, 8), at(9, 22), at(7, 22), at(5, 22)], [2, 0, 0, 0], [2, 1, 1, 1])
    plan = GAME.move_plan(state)
    assert GAME.to_act(state) == [0] and plan.points == 5


def test_K_CURRENT_EXACT_on_the_current_only_the_bonus():
    state, _ = move_phase([at(5, 6), at(9, 22), at(7, 22), at(5, 22)], [3, 0, 0, 0], [3, 1, 1, 1])
    assert GAME.move_plan(state).points == 3  # bonus only, not 3 tricks + 3


def test_K_DRIFT_without_the_exact_bid_the_canoe_drifts():
    start = at(5, 6)
    state, events = move_phase([start, at(9, 22), at(7, 22), at(5, 22)], [3, 0, 0, 0], [2, 1, 1, 1])
    drift = [e for e in events if e.kind == "drifted"]
    assert drift and drift[0].seat == 0 and state.positions[0] == RIVER.current[start]


def test_K_FALL_over_the_waterfall_to_the_bridge_and_moves_next_round():
    # a canoe next to the falls drifts over and restarts at the bridge, which already holds a canoe
    edge = at(8, 1)
    assert RIVER.current[edge] in RIVER.waterfall
    state, events = move_phase([edge, RIVER.bridge, at(7, 22), at(5, 22)], [1, 0, 0, 0], [0, 1, 1, 1])
    kinds = [e.kind for e in events if e.seat == 0]
    assert "fell" in kinds and "restarted" in kinds
    assert state.positions[0] == RIVER.bridge == state.positions[1]


def test_example_current_carola_pushes_anja_and_bernd_over_the_falls():
    # Anja bid 2 won 2 (on the current: moves 3), Bernd bid 0 won 0 (moves 1), Carola bid 2 won 4 (drifts),
    # Dirk bid 4 won 4 (moves 3). Anja and Bernd move into the line of Carola's current; Carola drifts, pushes
    # Anja, who pushes Bernd over the waterfall: he restarts from the bridge in the next round.
    anja0, bernd0, carola, dirk = at(7, 4), at(6, 2), at(4, 2), at(9, 7)
    state, events = move_phase([anja0, bernd0, carola, dirk], [2, 0, 2, 4], [2, 0, 4, 4], first=0)
    points = {e.seat: e.data["points"] for e in events if e.kind == "scored"}
    assert points[0] == 3 and points[1] == 1 and points[3] == 3
    assert GAME.to_act(state) == [0] and list(GAME.move_plan(state).options) == [at(5, 2)]
    state, _ = GAME.apply(state, Move(0, *at(5, 2)))
    assert list(GAME.move_plan(state).options) == [at(5, 1)]
    state, events = GAME.apply(state, Move(1, *at(5, 1)))
    kinds = [(e.kind, e.seat) for e in events]
    assert ("drifted", 2) in kinds and ("pushed", 0) in kinds and ("pushed", 1) in kinds
    assert ("fell", 1) in kinds and ("restarted", 1) in kinds
    assert state.positions[2] == at(5, 2) and state.positions[0] == at(5, 1)
    assert state.positions[1] == RIVER.bridge
    assert GAME.to_act(state) == [3] and GAME.move_plan(state).points == 3


def test_K_FALL_pushed_over_before_its_turn_skips_the_round():
    anja, bernd = at(4, 2), at(5, 2)
    state, events = move_phase([anja, bernd, at(7, 22), at(5, 22)], [1, 1, 0, 0], [0, 1, 1, 1], first=0)
    # Anja drifts into Bernd, Bernd into (5,1)... Bernd has not moved yet: he moves from where he was pushed
    assert state.positions[0] == bernd and state.positions[1] == RIVER.current[bernd]
    # now push someone over before their turn
    state, events = move_phase([at(5, 2), at(5, 1), at(7, 22), at(5, 22)], [1, 1, 0, 0], [0, 1, 1, 1])
    assert ("skipped", 1) in [(e.kind, e.seat) for e in events]


def test_K_DOCK_and_K_WIN_most_points_left_then_bid_then_shared():
    # two canoes reach a dock in the same round: the one with more points left wins
    state, _ = move_phase([at(3, 8), at(4, 8), at(7, 22), at(5, 22)], [4, 3, 0, 0], [7, 3, 1, 1], first=0)
    while state.phase == "move":
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = GAME.apply(state, legal[0])
    assert state.phase == "over"
    assert state.docked[0] and state.docked[1]
    assert state.leftover[0] > state.leftover[1]
    assert GAME.result(state).winners == (0,) and state.tiebreak == "leftover"
    # same points left: the higher bid wins
    state, _ = move_phase([at(3, 8), at(4, 8), at(7, 22), at(5, 22)], [3, 4, 0, 0], [3, 7, 1, 1], first=0)
    while state.phase == "move":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    assert state.leftover[0] == state.leftover[1] == 1
    assert GAME.result(state).winners == (1,) and state.tiebreak == "bid"
    # same points left and same bid: shared
    state, _ = move_phase([at(3, 8), at(4, 8), at(7, 22), at(5, 22)], [4, 4, 0, 0], [6, 7, 1, 1], first=0)
    while state.phase == "move":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    assert GAME.result(state).winners == (0, 1) and state.tiebreak == "shared"


def test_view_hides_other_hands():
    state = placed_state(4)
    v = GAME.view(state, 1)
    assert v.hand == tuple(state.hands[1])
    assert not hasattr(v, "hands") and v.trump_card == state.trump_card
    assert v.positions == tuple(state.positions)


def test_save_and_replay_rebuild_the_same_state():
    match = Match(GAME, {"secret": True}, seats(4), 99)
    while not match.is_over() and len(match.actions) < 300:
        match.act(match.bot_action())
    encoded = [GAME.codec.encode(a) for a in match.actions]
    decoded = [GAME.codec.decode(d) for d in encoded]
    again = Match.replay(GAME, {"secret": True}, seats(4), 99, decoded)
    assert again.state == match.state
    assert encoded[0]["kind"] == "place" and set(encoded[0]) == {"kind", "seat", "q", "r"}


def test_K_WIN_the_first_canoe_to_dock_wins_once_the_round_is_finished():
    # Anja (the first player) docks; Bernd, Carola and Dirk still move this round, then the race is over
    state, _ = move_phase([at(3, 8), at(9, 22), at(7, 22), at(5, 22)], [4, 2, 1, 0], [7, 2, 1, 0], first=0)
    state, events = GAME.apply(state, GAME.legal_actions(state, 0)[0])
    assert state.docked[0] and state.phase == "move" and GAME.to_act(state) == [1]
    assert ("docked", 0) in [(e.kind, e.seat) for e in events]
    moved_after = []
    while state.phase == "move":
        seat = GAME.to_act(state)[0]
        before = state.positions[seat]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
        moved_after.append((seat, before != state.positions[seat]))
    assert moved_after == [(1, True), (2, True), (3, True)]
    assert state.phase == "over" and GAME.result(state).winners == (0,) and state.tiebreak == ""
    assert GAME.legal_actions(state, 1) == []


def test_K_FALL_the_fallen_canoe_moves_from_the_bridge_in_the_next_round():
    # Bernd (not moved yet) is pushed over the falls by Anja's drift: he skips this round, then in the next round
    # he starts his move on the bridge like any canoe on plain water
    state, events = move_phase([at(5, 2), at(5, 1), at(7, 22), at(5, 22)], [1, 1, 0, 0], [0, 1, 1, 1], first=0)
    assert ("skipped", 1) in [(e.kind, e.seat) for e in events]
    while state.phase == "move":
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    assert state.phase == "bid" and state.positions[1] == RIVER.bridge and state.fell == [False] * 4
    moves_of_bernd = []
    while state.round_no == 2 and state.phase != "over":
        seat = GAME.to_act(state)[0]
        if state.phase == "move" and seat == 1:
            assert GAME.move_plan(state).start == RIVER.bridge
        state, events = GAME.apply(state, GAME.legal_actions(state, seat)[0])
        moves_of_bernd += [e for e in events if e.seat == 1 and e.kind in ("paddled", "stayed", "skipped")]
    assert len(moves_of_bernd) == 1 and moves_of_bernd[0].kind != "skipped"
    move = moves_of_bernd[0]
    assert (move.data["path"][0] if move.kind == "paddled" else move.data["cell"]) == RIVER.bridge


def test_K_CARDS_card_of_is_the_inverse_of_suit_and_value_and_names_the_card():
    assert [C.card_of(s, v) for s, v in ((BLUE, 1), (BLUE, 10), (C.PURPLE, 10))] == [0, 9, 49]
    assert all((C.suit(C.card_of(s, v)), C.value(C.card_of(s, v))) == (s, v)
               for s in range(C.SUITS) for v in range(1, C.VALUES + 1))
    assert said(C.card_name(C.card_of(RED, 3))) == "3 of flames"
    assert said(C.card_name(C.card_of(BLUE, 10))) == "10 of paddles"


def test_clone_shares_no_list_with_the_original():
    # the bots' searches play on clones: a list shared with the match's state would change the match
    state, _ = move_phase([at(3, 8), at(4, 8), at(7, 22), at(5, 22)], [4, 3, 0, 0], [7, 3, 1, 1])
    copy = GAME.clone(state)
    assert copy == state
    shared = [f.name for f in attrs.fields(type(state))
              if isinstance(getattr(state, f.name), list) and getattr(copy, f.name) is getattr(state, f.name)]
    assert shared == []
    assert all(a is not b for a, b in zip(copy.hands, state.hands, strict=True))


def test_K_WIN_result_scores_cells_paddled_and_ranks_the_canoes():
    state = placed_state(4)
    river = GAME.river
    assert GAME.result(state).scores == tuple(30 - river.distance[p] for p in state.positions)
    start = GAME.setup(CanyonOptions(), seats(3), 1)  # nobody on the river yet
    assert GAME.result(start).scores == (0, 0, 0) and GAME.distance(start, 0) == 99
    # four canoes docked in one round: seat 0 won; seats 1 and 2 kept the same points, the higher bid is ahead
    docks = [c for c in river.neighbours if river.is_dock(c)]
    state.positions = [docks[0], docks[1], docks[2], at(7, 22)]
    state.docked, state.leftover, state.bids = [True, True, True, False], [3, 1, 1, 0], [2, 0, 1, 0]
    state.winners, state.tiebreak, state.phase = (0,), "leftover", "over"
    result = GAME.result(state)
    assert result.places == (1, 3, 2, 4)
    assert said(result.score_label) == "Cells paddled (30: at the landing)"


@pytest.mark.parametrize(("tiebreak", "words"), [
    ("", None),
    ("leftover", "most points left over wins"),
    ("bid", "the higher speed bid wins"),
    ("shared", "they share the win"),
])
def test_K_WIN_result_says_how_a_tie_at_the_docks_was_broken(tiebreak, words):
    state, _ = move_phase([at(3, 8), at(4, 8), at(7, 22), at(5, 22)], [4, 4, 0, 0], [6, 7, 1, 1])
    state.tiebreak = tiebreak
    summary = GAME.result(state).summary
    assert (summary is None) if words is None else words in said(summary)


def test_K_MOVE_a_canoe_without_points_stays_and_the_view_shows_who_drifts():
    # seat 0 (first to move) bid 1 and won nothing on plain water: no points, it stays
    state, events = move_phase([at(7, 22), at(5, 22), at(3, 22), at(9, 22)], [1, 2, 0, 0], [0, 1, 1, 1])
    stayed = [e for e in events if e.kind == "stayed" and e.seat == 0]
    assert stayed and stayed[0].data["reason"] == "no_points" and stayed[0].data["points"] == 0
    view = GAME.view(state, 0)
    assert view.drifts == tuple(state.round_drifts) and view.points == tuple(state.round_points)


def test_K_TRICKS_refusals_say_why_in_a_catalogue_sentence():
    def reason(state, action):
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, action)
        return said(refused.value.message)

    state = placed_state(4)
    waiting = next(s for s in range(4) if s not in GAME.to_act(state))
    assert reason(state, Bid(waiting, 2)) == "It is not this seat’s turn."
    while state.phase == "bid":
        state, _ = GAME.apply(state, GAME.legal_actions(state, GAME.to_act(state)[0])[0])
    seat = GAME.to_act(state)[0]
    stranger = next(c for c in C.DECK if c not in state.hands[seat])
    assert reason(state, Play(seat, stranger)) == "You do not hold that card."
    state.phase = "over"
    assert reason(state, Play(seat, stranger)) == "The race is over."


@pytest.mark.parametrize(("short", "step"), [(False, 6), (True, 10)])
def test_short_race_starts_on_the_tracks_step_of_three_cards(short, step):
    state = GAME.setup(CanyonOptions(short_race=True, short=short), seats(3), 1)
    assert state.step == step and C.cards_for_step(step) == 3
