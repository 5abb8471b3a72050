"""UNO's computer players: easy stays sensible, the hard level's search and what it reads from the others' plays."""

from __future__ import annotations

import random

from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno import rules
from cafegames.games.uno.actions import CallUno, Play
from cafegames.games.uno.bots import levels as bots
from cafegames.games.uno.bots.inference import TableTracker, Tracker, fitting, preferred_over
from cafegames.games.uno.bots.search import Sampler
from cafegames.games.uno.cards import parse
from cafegames.games.uno.game import GAME
from cafegames.games.uno.legal import legal_actions, to_act
from cafegames.games.uno.state import OVER, new_state
from cafegames.games.uno.state import view as seat_view
from tests.uno.helpers import table

LIGHT = Thinking(effort=0.2)


def test_easy_calls_uno_most_of_the_time_and_always_plays_its_last_card():
    calls = chances = 0
    for seed in range(60):
        m = Match(GAME, {"scoring": "single"}, [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed)
        while not m.is_over():
            seat = m.to_act()[0]
            view, legal = GAME.view(m.state, seat), GAME.legal_actions(m.state, seat)
            action = m.bot(seat).choose(view, legal, True)
            if len(view.hand) == 1 and any(isinstance(a, Play) for a in legal):
                assert isinstance(action, Play | CallUno), "easy kept its last card"
            if isinstance(action, Play) and len(view.hand) == 2 and any(isinstance(a, Play) and a.uno for a in legal):
                chances += 1
                calls += action.uno
            m.act(action)
    assert chances > 50 and calls / chances >= 0.6


def test_preferred_over_reads_the_careful_players_order():
    # on a red 5, a red 3 played: it held no red card worth more, no wild is preferred to a red card
    out = preferred_over(parse("r3"), parse("r5"), 0)
    assert {parse(c) for c in ("r4", "r9", "rS", "rD")} <= out
    assert parse("r2") not in out and parse("W") not in out and parse("g5") not in out
    # a Wild played: nothing coloured fitted; a Wild Draw Four: not the colour, not the rank, no Wild either
    assert parse("g5") in preferred_over(parse("W"), parse("r5"), 0)
    assert {parse("r1"), parse("b5"), parse("W")} <= preferred_over(parse("W4"), parse("r5"), 0)
    assert parse("W4") not in fitting(parse("r5"), 0) and parse("W") in fitting(parse("r5"), 0)


def test_two_seat_tracker_keeps_what_the_opponent_did_not_hold_until_it_draws():
    st = table(["r3 g7 b2 y9 W", "r1 r2 g3 g4 b5 b6 y7"], top="r8", turn=0)
    tracker = Tracker()
    hard = bots.HardBot(0, 1, LIGHT)
    hard.tracker = tracker
    action = hard.choose(seat_view(st, 0), legal_actions(st, 0), True)
    rules.apply(st, action)
    # the opponent (normal) answers with its best card; its hand then holds nothing it would have preferred
    answer = bots.make_bot("normal", 1, 1).choose(seat_view(st, 1), legal_actions(st, 1), True)
    rules.apply(st, answer)
    view = seat_view(st, 0)
    tracker.observe(view)
    surely = tracker.surely_not()[1]
    assert surely and not set(st.hands[1]) & surely
    # every imagined deal respects it
    sampler = Sampler(view, tracker.surely_not())
    r = random.Random(3)
    for _ in range(50):
        assert not set(sampler.sample(r, 1).hands[1]) & surely


def test_table_tracker_never_denies_a_card_a_normal_player_holds():
    """At a four-seat table of normal players, who played which card is replayed from the views alone; the cards
    the hard seat then believes an opponent cannot hold are never in that opponent's real hand."""
    checked = 0
    for g in range(12):
        o = GAME.make_options({"scoring": "single"}, 4)
        st = new_state(o, 4, 400 + g)
        hard = bots.HardBot(0, g, Thinking(effort=0.05))
        normal = [bots.make_bot("normal", s, g) for s in range(4)]
        while st.phase != OVER:
            seat = to_act(st)[0]
            view, legal = seat_view(st, seat), legal_actions(st, seat)
            action = (hard if seat == 0 else normal[seat]).choose(view, legal, True)
            if seat == 0:
                assert isinstance(hard.tracker, TableTracker)
                for s, denied in hard.tracker.surely_not().items():
                    assert not set(st.hands[s]) & denied, (g, s)
                    checked += bool(denied)
            rules.apply(st, action)
    assert checked > 100


def test_hard_decides_the_same_with_and_without_the_search_process():
    st = table(["r3 g7 b2 y9 W yS", "r1 r2 g3 g4 b5 b6 y7"], top="r8", turn=0)
    view, legal = seat_view(st, 0), legal_actions(st, 0)
    here = bots.HardBot(0, 9, Thinking(0.3)).decide(view, legal, True)
    apart = bots.HardBot(0, 9, Thinking(0.3, apart=True)).decide(view, legal, True)
    assert here == apart
