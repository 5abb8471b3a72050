"""Random simulation over many seeded games (OpenSpiel style): invariants after every action.

The invariants themselves are `GAME.check_invariants` (the soak checks them too: `tests/soak` runs dozens of
cafe games with random and bot drivers, illegal-action probes and save round trips, and `python -m devtools.sim
soak --game cafe --games 5000` is the long run). Here: a few hundred random games over 2, 3 and 4 seats (the
random player lists every legal turn, which is most of the time), plus the scores against the scored events."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.saves import load_save, save_match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.actions import Place
from cafegames.games.cafe.board import JOKER_MAN
from cafegames.games.cafe.game import GAME


def check_invariants(match: Match, scored: list[int]) -> None:
    s = match.state
    GAME.check_invariants(s)  # the 100 guests, each kind counted; C-LAW on the whole board; the bar
    assert s.scores == scored  # scores are the sum of the scored events


def play(seed: int, levels: list[str]) -> Match:
    match = Match(GAME, {}, [Seat(f"P{i}", "computer", lv) for i, lv in enumerate(levels)], seed)
    match.thinking = Thinking(0.2)  # the hard level's look-ahead on fewer bags: the rules are checked here
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
    ends = Counter()
    for seed in range(180):
        n = 2 + seed % 3
        ends[play(seed, ["random"] * n).state.end_reason] += 1
    assert len(ends) >= 3 and ends["bar"] > 0, ends  # the games reach several of the ends (C-END)


def test_the_invariant_check_finds_broken_states():
    """check_invariants is not blind: a lost guest, an extra guest, a foreigner at a table, a joker at the bar."""
    from tests.cafe.helpers import g, own, state

    hands = [["IN-M", "US-W", "FR-M", "CN-W", "DE-M"], ["RU-W", "ES-M", "TR-W", "CU-M", "AF-W"]]
    s = state(2, hands=hands, seated={own(23)[0]: "IN-W", own(23)[1]: "IN-M"})
    GAME.check_invariants(s)

    def a_foreigner(s):  # a Chinese man instead of the Indian one
        s.bag.remove(g("CN-M"))
        s.bag.append(g("IN-M"))
        s.chairs[own(23)[1]] = g("CN-M")

    def joker_at_the_bar(s):
        s.bag.remove(JOKER_MAN)
        s.bar.append(JOKER_MAN)

    for breaks in (lambda s: s.bag.pop(), lambda s: s.bag.append(g("IN-W")), a_foreigner, joker_at_the_bar):
        broken = GAME.clone(s)
        breaks(broken)
        with pytest.raises(AssertionError):
            GAME.check_invariants(broken)


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
        # legal_actions lists every double in every order apply accepts (the soak's contract)
        assert {(a.guest, a.chair, a.guest2, a.chair2) for a in legal
                if isinstance(a, Place) and a.chair2 >= 0} == ordered
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
