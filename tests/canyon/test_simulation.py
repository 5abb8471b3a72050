"""Random simulation (OpenSpiel style): many seeded games between random and computer players, invariants checked
after every action.

240 games between the quick levels (random, easy, normal: a few hundredths of a second a game, where the hard level
takes half a second) cover every seat count (3–6) with every mix of them and both options (short, secret) five
times over (the pattern repeats every 48 games); the hard level's games go through the same checks in a short test of their own, one game per seat count
and option. The optimality of a move is checked against brute force on a quarter of the moves, and one game in ten
is saved and replayed. The longer run (thousands of games) is `python -m devtools.sim canyon`."""

from __future__ import annotations

import random

import pytest

from cafegames.engine import rng
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import Move
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.movement import plan_move
from cafegames.games.canyon.river import default_river
from tests.canyon.helpers import at, move_phase, placed_state
from tests.canyon.test_movement import brute_force

RIVER = default_river()
MAX_ROUNDS = 150  # a race that has not ended by then is reported, never waited for


def check_invariants(state) -> None:
    GAME.check_invariants(state)
    if state.phase in ("bid", "play"):
        cards = [c for h in state.hands for c in h] + state.played + [state.trump_card] + state.set_aside
        assert sorted(cards) == list(C.DECK)  # the 50 cards, each once
        assert sum(state.tricks_won) * state.n + len(state.trick) == len(state.played)
    cells = [p for p in state.positions if p is not None and p != RIVER.bridge]
    assert len(cells) == len(set(cells))  # one canoe per cell, except the bridge
    assert all(p is None or RIVER.is_paddle(p) for p in state.positions)


def play(seed: int, n: int, levels: list[str], options: dict, check_moves: random.Random) -> int:
    seats = [Seat(f"P{i}", "computer", levels[i % len(levels)]) for i in range(n)]
    match = Match(GAME, options, seats, seed)
    match.thinking = Thinking(0.1)  # the hard level's search, with a tenth of its samples: the rules are checked here
    while not match.is_over():
        assert match.state.round_no <= MAX_ROUNDS, f"seed {seed}: no winner after {MAX_ROUNDS} rounds"
        action = match.bot_action()
        assert action is not None
        if isinstance(action, Move) and check_moves.random() < 0.25:
            state = match.state
            plan = GAME.move_plan(state)
            assert (action.q, action.r) in plan.options
            if plan.points <= 6:  # the move is legal and optimal by the rules' own definition
                others = [p for s, p in enumerate(state.positions) if s != action.seat and p is not None]
                kind, ends = brute_force(state.positions[action.seat], plan.points, others)
                assert (kind, set(ends)) == (plan.kind, set(plan.options))
                assert plan == plan_move(RIVER, plan.start, plan.points, others)
        match.act(action)
        check_invariants(match.state)
    result = GAME.result(match.state)
    assert result.winners and all(match.state.docked[w] for w in result.winners)
    if check_moves.random() < 0.1:  # save → load: the record replayed rebuilds the same state
        cut = check_moves.randrange(len(match.actions) + 1)
        actions = [GAME.codec.decode(GAME.codec.encode(a)) for a in match.actions[:cut]]
        again = Match.replay(GAME, options, seats, seed, actions)
        partial = Match(GAME, options, seats, seed)
        for action in match.actions[:cut]:
            partial.act(action)
        assert again.state == partial.state
    return match.state.round_no


def test_random_games_keep_every_invariant():
    checker = random.Random(1)
    rounds = []
    for g in range(240):
        n = 3 + g % 4
        levels = [["random"], ["random", "easy"], ["normal", "random"], ["easy", "normal", "random"]][g // 4 % 4]
        options = {"short": g % 3 == 0, "secret": g % 2 == 0}
        rounds.append(play(rng.derive(2024, g) % (rng.MAX_SEED + 1), n, levels, options, checker))
    assert max(rounds) <= MAX_ROUNDS


def test_games_with_the_hard_level_keep_every_invariant():
    """The hard level's moves through the same checks: every seat count, with and without each option."""
    checker = random.Random(2)
    for g in range(8):
        n = 3 + g % 4
        options = {"short": g % 3 == 0, "secret": g % 2 == 0}
        play(rng.derive(2025, g) % (rng.MAX_SEED + 1), n, ["hard", "normal", "easy"], options, checker)


def test_the_invariant_check_finds_broken_states():
    def broken(state, what):
        with pytest.raises(AssertionError, match=what):
            GAME.check_invariants(state)

    state = placed_state(4)
    GAME.check_invariants(state)
    lost = GAME.clone(state)
    lost.hands[0].pop()
    broken(lost, "50 cards")
    twice = GAME.clone(state)
    twice.positions[1] = twice.positions[0]
    broken(twice, "two canoes")
    land = GAME.clone(state)
    land.positions[0] = at(0, 10)
    broken(land, "on land")
    state, _ = move_phase([at(3, 8), at(9, 22), at(7, 22), at(5, 22)], [4, 2, 1, 0], [7, 2, 1, 0], first=0)
    GAME.check_invariants(state)
    fell = GAME.clone(state)
    fell.fell[2] = True
    broken(fell, "fell")
    docked = GAME.clone(state)
    docked.docked[1] = True
    broken(docked, "docked")
