"""UNO benchmark rows: random legal games (ours and, when installed, RLCard's raw engine) and bot decision times.

A "game" is one hand (`scoring=single`) under the official rules, as RLCard plays one hand per game. An action is
a seat's decision; out-of-turn seats (catch, call) decide with probability 1/2, as `RandomBot` does.
RLCard's engine has no UNO call, no challenge, no draw-then-keep choice and auto-plays drawn cards, so it takes
fewer decisions per hand; both ratios (actions/s and games/s) are printed.
"""

from __future__ import annotations

import random
import statistics
import time

from cafegames.engine import rng
from cafegames.engine.bots import APP
from cafegames.games.uno import rules
from cafegames.games.uno.legal import legal_actions, to_act
from cafegames.games.uno.options import make_options
from cafegames.games.uno.state import OVER, new_state, view
from devtools.sim import BenchRow

IN_APP = APP._replace(apart=False)  # the app's time budget, the search measured in this process


def play_random_hand(n: int, seed: int, values: dict | None = None) -> int:
    """One random legal hand; returns the number of decisions taken."""
    st = new_state(make_options(values or {"scoring": "single"}, n), n, seed)
    r = random.Random(seed)
    legal = legal_actions
    apply = rules.apply
    rand = r.random
    randrange = r.randrange
    count = 0
    while st.phase != OVER:
        seats = to_act(st)
        a = None
        if len(seats) > 1:
            for s in seats[1:]:
                if rand() < 0.5:
                    acts = legal(st, s)
                    if acts:
                        a = acts[randrange(len(acts))]
                        break
        if a is None:
            acts = legal(st, seats[0])
            a = acts[randrange(len(acts))]
        apply(st, a)
        count += 1
    return count


def _ours(n: int, seconds: float) -> tuple[float, float]:
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        actions += play_random_hand(n, rng.derive(7, "bench", n, games))
        games += 1
    el = time.perf_counter() - start
    return games / el, actions / el


def _rlcard(n: int, seconds: float) -> tuple[float, float, int] | None:
    try:
        from rlcard.games.uno.game import UnoGame  # type: ignore[import-not-found]
    except Exception:
        return None
    r = random.Random(3)
    games = actions = errors = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        g = UnoGame(num_players=n)
        g.np_random.seed(games)
        try:
            g.init_game()
            while not g.is_over():
                legal = g.get_legal_actions()
                g.step(legal[r.randrange(len(legal))])
                actions += 1
        except (IndexError, ValueError, AttributeError):
            errors += 1  # its engine fails when both piles run out
        games += 1
    el = time.perf_counter() - start
    return games / el, actions / el, errors


def _bot_times(level: str, n_decisions: int) -> tuple[float, float]:
    from cafegames.games.uno.bots.levels import make_bot

    times: list[float] = []
    g = 0
    while len(times) < n_decisions:
        n = 4
        st = new_state(make_options({"scoring": "single"}, n), n, rng.derive(11, "bots", g))
        bots = [make_bot(level, s, g, IN_APP) for s in range(n)]
        while st.phase != OVER and len(times) < n_decisions:
            seat = to_act(st)[0]
            seen = view(st, seat)
            legal = legal_actions(st, seat)
            t0 = time.perf_counter()
            a = bots[seat].choose(seen, legal, True)
            times.append(time.perf_counter() - t0)
            rules.apply(st, a)
        g += 1
    times.sort()
    return statistics.median(times) * 1000, times[int(len(times) * 0.95)] * 1000


def rows(quick: bool = False) -> list[BenchRow]:
    seconds = 0.5 if quick else 4.0
    out: list[BenchRow] = []
    for n in (2, 4):
        gps, aps = _ours(n, seconds)
        out.append(BenchRow(f"uno random hands, {n} seats", gps, "games/s", "", "official rules, one hand"))
        out.append(BenchRow(f"uno random decisions, {n} seats", aps, "actions/s", "≥ 2× RLCard"))
        ref = _rlcard(n, seconds)
        if ref is None:
            out.append(BenchRow(f"rlcard UnoGame, {n} seats", 0, "-", "", "rlcard not installed (bench extra)"))
            continue
        rg, ra, errors = ref
        out.append(BenchRow(f"rlcard UnoGame hands, {n} seats", rg, "games/s", "",
                            f"{errors} games stopped by its errors"))
        out.append(BenchRow(f"rlcard UnoGame decisions, {n} seats", ra, "actions/s"))
        out.append(BenchRow(f"ratio actions/s ours/rlcard, {n} seats", aps / ra, "×", "≥ 2"))
        out.append(BenchRow(f"ratio games/s ours/rlcard, {n} seats", gps / rg, "×"))
    for level in ("random", "easy", "normal", "hard"):
        decisions = (60 if quick else 600) if level == "hard" else (300 if quick else 3000)
        med, p95 = _bot_times(level, decisions)
        out.append(BenchRow(f"uno bot {level} decision, median", med * 1000, "µs", "",
                            "app settings: timed, in this process" if level == "hard" else ""))
        out.append(BenchRow(f"uno bot {level} decision, p95", p95 * 1000, "µs",
                            "≤ 150,000 µs (150 ms)" if level == "hard" else ""))
    try:
        from devtools.scene_bench_uno import scene_rows

        out += scene_rows(quick)
    except ImportError as exc:  # no Qt here
        out.append(BenchRow("uno 10 seats full redraw 1920×1080, median", float("nan"), "ms", "≤ 10 ms", str(exc)))
    return out
