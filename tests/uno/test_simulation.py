"""Random simulation (OpenSpiel style): seeded games across random option combinations and 2–10 seats, with the
invariants checked after every decision; save → load (replay) gives the same state."""

from __future__ import annotations

import random

import pytest

from cafegames.engine.bots import Thinking
from cafegames.engine.errors import SetupError
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno.cards import POINTS
from cafegames.games.uno.game import GAME
from cafegames.games.uno.state import UnoState

HOUSE = ["stack", "stack_cross", "jump_in", "seven_o", "multi", "draw_until", "force_play", "suites", "downpour",
         "extreme"]


def random_options(r: random.Random, n: int) -> dict | None:
    values = {k: r.random() < 0.3 for k in HOUSE}
    values["scoring"] = r.choice(["official", "low", "challenge", "single"])
    values["target"] = r.choice([50, 80, 120])
    teams = ["none", "teams"] if n % 2 == 0 and n >= 4 else ["none"]
    values["teams"] = r.choice(teams + ["partners", "rotating"] if n == 4 else teams)
    if values["teams"] == "rotating":
        values["scoring"] = "official"
    try:
        GAME.make_options(values, n)
    except SetupError:
        return None
    return values


def policy(r: random.Random, st: UnoState):
    """Random legal decisions that favour playing, so random games end in a sensible number of moves."""
    seats = GAME.to_act(st)
    for s in seats[1:]:
        legal = GAME.legal_actions(st, s)
        if legal and r.random() < 0.3:
            return r.choice(legal)
    legal = GAME.legal_actions(st, seats[0])
    assert legal, "the seat the game waits for has a decision"
    plays = [a for a in legal if a.kind == "play"]
    return r.choice(plays) if plays and r.random() < 0.95 else r.choice(legal)


def test_random_games_keep_invariants():
    r = random.Random(2024)
    played = 0
    kinds_seen: set[str] = set()
    for g in range(1000):
        n = r.randint(2, 10)
        values = random_options(r, n)
        if values is None:
            continue
        o = GAME.make_options(values, n)
        names = [Seat(f"P{i}") for i in range(n)]
        st = GAME.setup(o, names, g)
        hand_no, team = st.hand_no, st.team
        steps = 0
        while not GAME.is_over(st):
            action = policy(r, st)
            _, events = GAME.apply(st, action)
            steps += 1
            assert steps < 50000, f"game {g} does not end"
            GAME.check_invariants(st)
            for e in events:
                line = GAME.describe(e, names)
                assert line is not None and line.english(), e.kind  # every event has its log line
                kinds_seen.add(e.kind)
                if e.kind == "hand_end":  # scores = sums of the hands left
                    pts = [sum(POINTS[c] for c in h) for h in e.data["hands"]]
                    w = e.seat
                    if o.scoring in ("official", "single"):
                        others = [s for s in range(n) if s != w and not (team and team[s] == team[w])]
                        assert e.data["row"][w] == sum(pts[s] for s in others)
                    else:
                        assert all(e.data["row"][s] == (0 if s == w else pts[s]) for s in range(n))
            if st.hand_no != hand_no:
                hand_no = st.hand_no
            team = st.team  # the teams of the hand being played (U-P-ROTATE changes them every four hands)
        played += 1
    assert played > 500
    assert kinds_seen >= {"hand_start", "first_card", "played", "colour", "swapped", "rotated", "uno", "skipped",
                          "reversed", "drew", "passed", "kept", "ended_run", "challenged", "caught", "reshuffled",
                          "hand_end", "eliminated", "match_end"}


def test_check_invariants_names_what_broke():
    o = GAME.make_options({}, 3)
    for corrupt, words in [(lambda st: st.draw.pop(), "cards not conserved"),
                           (lambda st: setattr(st, "colour", 4), "active colour"),
                           (lambda st: st.scores.__setitem__(1, 5), "scores"),
                           (lambda st: setattr(st, "turn", 7), "seat to play")]:
        st = GAME.setup(o, [Seat(f"P{i}") for i in range(3)], 3)
        GAME.check_invariants(st)
        corrupt(st)
        with pytest.raises(AssertionError, match=words):
            GAME.check_invariants(st)


def test_replay_rebuilds_the_same_state():
    """Computer players of the quick levels make the records (a replay reads actions, not how they were chosen);
    the hard level's records are replayed in the first game, with its search on a tenth of its samples."""
    r = random.Random(7)
    quick = [lv for lv in GAME.levels if lv != "hard"]
    for g in range(40):
        n = r.randint(2, 6)
        values = random_options(r, n) or {}
        seats = [Seat(f"P{i}", "computer", "hard" if g == 0 and i == 0 else r.choice(quick)) for i in range(n)]
        m = Match(GAME, values, seats, 1000 + g)
        m.thinking = Thinking(0.1)
        stop = r.randint(1, 150) if g else 150
        while not m.is_over() and len(m.actions) < stop:
            m.act(m.bot_action())
        encoded = [GAME.codec.encode(a) for a in m.actions]
        again = Match.replay(GAME, values, seats, 1000 + g, [GAME.codec.decode(d) for d in encoded])
        assert again.state == m.state


def test_bots_finish_matches_at_every_level():
    for level in GAME.levels:
        m = Match(GAME, {"target": 200}, [Seat(f"P{i}", "computer", level) for i in range(4)], 5)
        m.thinking = Thinking(0.25)  # the hard level's search on a quarter of its samples, as in the short ladder
        while not m.is_over():
            a = m.bot_action()
            assert a is not None
            m.act(a)
        assert GAME.result(m.state).winners
