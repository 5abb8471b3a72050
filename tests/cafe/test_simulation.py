"""Random simulation over many seeded games (OpenSpiel style): invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cafegames.engine.match import Match
from cafegames.engine.saves import load_save, save_match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.board import EMPTY, full_deck
from cafegames.games.cafe.game import GAME, Place

DECK = Counter(full_deck())


def everything(s) -> Counter:
    return Counter(s.bag + [x for h in s.hands for x in h] + [c for c in s.chairs if c != EMPTY] + s.bar + s.removed)


def check_invariants(match: Match, scored: list[int]) -> None:
    s = match.state
    assert everything(s) == DECK  # the 100 guests, each kind counted
    assert GAME.law.board_problems(s.chairs, s.opening) == []  # C-LAW holds on the whole board
    assert s.scores == scored  # scores are the sum of the scored events
    assert len(s.bar) <= 20


def play(seed: int, levels: list[str]) -> Match:
    match = Match(GAME, {}, [Seat(f"P{i}", "computer", lv) for i, lv in enumerate(levels)], seed)
    scored = [0] * len(levels)

    def listen(m, action, events):
        for e in events:
            if e.kind == "scored":
                scored[e.seat] += e.data["points"]

    match.listeners.append(listen)
    check_invariants(match, scored)
    for _ in range(1000):
        if match.is_over():
            break
        match.act(match.bot_action())
        check_invariants(match, scored)
    assert match.is_over()  # every game ends
    return match


def test_random_games_conserve_guests_keep_the_law_and_end():
    for seed in range(1000):
        n = 2 + seed % 3
        play(seed, ["random"] * n)


def test_bot_games_conserve_guests_keep_the_law_and_end():
    for seed in range(12):
        play(1000 + seed, ["easy", "normal", "hard", "random"][: 2 + seed % 3])


def test_listed_moves_agree_with_apply_at_random_positions():
    """Every single placement of every guest on every chair: listed iff apply accepts it."""
    rnd = random.Random(5)
    for seed in range(25):
        match = Match(GAME, {}, [Seat("A", "computer", "random"), Seat("B", "computer", "random")], 500 + seed)
        for _ in range(rnd.randrange(1, 30)):
            if match.is_over():
                break
            match.act(match.bot_action())
        if match.is_over():
            continue
        s, seat = match.state, match.state.turn
        legal = set(GAME.legal_actions(s, seat))
        points = {m.action: m.points for m in GAME.moves(s, seat)}
        for guest in set(s.hands[seat]):
            for chair in range(68):
                a = Place(seat, guest, chair)
                try:
                    s2, _ = GAME.apply(GAME.clone(s), a)
                except Exception:
                    assert a not in legal
                    continue
                assert a in legal
                assert s2.scores[seat] - s.scores[seat] == points[a] or s2.over
        # doubles: a sample of every pair of guests on chairs near the guests already seated
        ordered = {(p.steps[0].guest, p.steps[0].chair, p.steps[1].guest, p.steps[1].chair)
                   for p in GAME.law.placements(list(s.chairs), s.hands[seat], ordered=True) if len(p.steps) == 2}
        for _ in range(300):
            g1, g2 = rnd.choice(s.hands[seat]), rnd.choice(s.hands[seat])
            c1, c2 = rnd.randrange(68), rnd.randrange(68)
            if rnd.random() < 0.7 and ordered:
                g1, c1, g2, c2 = rnd.choice(sorted(ordered))
                if rnd.random() < 0.5:
                    c2 = rnd.randrange(68)
            a = Place(seat, g1, c1, g2, c2)
            try:
                GAME.apply(GAME.clone(s), a)
                ok = True
            except Exception:
                ok = False
            assert ok == ((g1, c1, g2, c2) in ordered), a


@pytest.mark.parametrize("seed", [3, 4])
def test_save_and_load_mid_game_gives_the_same_state(seed, tmp_path):
    match = Match(GAME, {}, [Seat("A", "computer", "normal"), Seat("B", "computer", "hard")], seed)
    for _ in range(15):
        match.act(match.bot_action())
    path = tmp_path / "cafe.json"
    save_match(match, path)
    loaded, _ = load_save(path)
    assert loaded.state == match.state
    assert GAME.view(loaded.state, 0) == GAME.view(match.state, 0)
