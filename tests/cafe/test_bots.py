"""Café International's computer players: easy takes a table of compatriots; the hard level's look-ahead."""

from __future__ import annotations

import time
from collections import Counter

from cafegames.engine import registry
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.actions import Place
from cafegames.games.cafe.bots.search import Lookahead, Weights, unseen_guests
from cafegames.games.cafe.game import GAME
from tests.cafe.helpers import B, T, state

CN1 = T(3, 5)


def test_easy_completes_a_table_of_compatriots_when_it_can():
    # three Chinese at a Chinese table (two women, one man), a Chinese man in hand: easy seats him there
    chairs = B.tables[CN1].chairs
    seated = {chairs[0]: "CN-W", chairs[1]: "CN-W", chairs[2]: "CN-M"}
    for seed in range(20):
        s = state(hands=[["CN-M", "CU-W", "CU-M", "DE-W", "IT-M"], ["ES-W", "ES-M", "IT-W", "TR-M", "TR-W"]],
                  seated=seated)
        action = registry.get(GAME.id).make_bot("easy", 0, seed).choose(GAME.view(s, 0), GAME.legal_actions(s, 0), True)
        moves = {m.action: m for m in GAME.moves(s, 0, ordered=True)}
        assert isinstance(action, Place) and moves[action].compatriots >= 1, seed


def test_the_bag_the_search_imagines_is_the_real_bag_in_another_order():
    match = Match(GAME, {}, [Seat("A", "computer", "normal"), Seat("B", "computer", "normal")], 4)
    for _ in range(25):
        match.act(match.bot_action())
    view = GAME.view(match.state, match.to_act()[0])
    assert Counter(unseen_guests(view)) == Counter(match.state.bag)
    look = Lookahead(GAME, view, 2, Weights())
    assert look.consistent()
    candidates = [m.action for m in GAME.moves(view, view.seat)][:3]
    assert look.evaluate(candidates, 3, 11, None) == look.evaluate(candidates, 3, 11, None)


def test_hard_decides_the_same_with_and_without_the_search_process():
    match = Match(GAME, {}, [Seat("A", "computer", "normal"), Seat("B", "computer", "normal")], 6)
    for _ in range(12):
        match.act(match.bot_action())
    seat = match.to_act()[0]
    view, legal = GAME.view(match.state, seat), GAME.legal_actions(match.state, seat)
    here = registry.get(GAME.id).make_bot("hard", seat, 2, Thinking(0.3)).decide(view, legal, True)
    apart = registry.get(GAME.id).make_bot("hard", seat, 2, Thinking(0.3, apart=True)).decide(view, legal, True)
    assert here == apart


def test_the_search_does_not_start_a_bag_it_cannot_finish_in_its_time(monkeypatch):
    """A bag plays every candidate's look-ahead; the time budget (timed, as in the app) holds for the whole
    search, so it stops before a bag the budget has no room for. A fake clock: each look-ahead takes 20 ms."""
    match = Match(GAME, {}, [Seat("A", "computer", "normal"), Seat("B", "computer", "normal")], 4)
    for _ in range(25):
        match.act(match.bot_action())
    view = GAME.view(match.state, match.to_act()[0])
    look = Lookahead(GAME, view, 2, Weights())
    candidates = [m.action for m in GAME.moves(view, view.seat)][:4]
    clock = [1000.0]
    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])
    leaf = look.leaf_value

    def slow_leaf(st):
        clock[0] += 0.020
        return leaf(st)

    monkeypatch.setattr(look, "leaf_value", slow_leaf)
    values = look.evaluate(candidates, 10, 11, 0.100)  # a bag: 4 × 20 ms; room for one within 100 ms
    assert [len(v) for v in values] == [1] * 4
    assert clock[0] - 1000.0 <= 0.100
    clock[0] = 1000.0
    assert [len(v) for v in look.evaluate(candidates, 10, 11, 0.170)] == [2] * 4
    assert [len(v) for v in look.evaluate(candidates, 10, 11, None)] == [10] * 4
