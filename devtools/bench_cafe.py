"""Café International benchmarks for `python -m devtools.sim bench cafe` (figures printed, never asserted)."""

from __future__ import annotations

import statistics
import time

from cafegames.engine import registry
from cafegames.engine.bots import APP
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.cafe.board import EMPTY
from devtools.sim import BenchRow


def _positions(count: int, min_seated: int = 30) -> list[tuple[object, int]]:
    """Mid-game positions (about half the chairs taken, five guests in hand) from seeded normal-bot games."""
    from cafegames.games.cafe.game import GAME

    out = []
    seed = 0
    while len(out) < count and seed < count * 20:
        m = Match(GAME, {}, [Seat("A", "computer", "normal"), Seat("B", "computer", "normal")], seed)
        seed += 1
        while not m.is_over():
            s = m.state
            seated = sum(1 for c in s.chairs if c != EMPTY)
            if seated >= min_seated and len(s.hands[s.turn]) == 5:
                out.append((GAME.clone(s), s.turn))
                break
            m.act(m.bot_action())
    return out


def _best_ms(fn, runs: int = 5) -> float:
    best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best * 1000


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def rows(quick: bool = False) -> list[BenchRow]:
    from cafegames.games.cafe.game import GAME

    positions = _positions(10 if quick else 60)
    times = []  # per position, the best of 5 runs: the position's cost without the scheduler's noise
    joker_times = []
    counts = []
    for s, seat in positions:
        times.append(_best_ms(lambda s=s, seat=seat: GAME.legal_actions(s, seat)))
        counts.append(len(GAME.legal_actions(s, seat)))
        jokers = GAME.clone(s)
        jokers.hands[seat] = [24, 25] + jokers.hands[seat][:3]
        joker_times.append(_best_ms(lambda s=jokers, seat=seat: GAME.legal_actions(s, seat)))
    seated = statistics.median(sum(1 for c in s.chairs if c != EMPTY) for s, _ in positions)
    out = [
        BenchRow("cafe legal_actions mid-game, median", statistics.median(times), "ms", "",
                 f"{len(positions)} positions, ~{seated:.0f}/68 chairs taken, 5 in hand, "
                 f"median {statistics.median(counts):.0f} moves"),
        BenchRow("cafe legal_actions mid-game, worst", max(times), "ms", "≤ 10 ms", "best of 5 runs per position"),
        BenchRow("cafe legal_actions, both jokers in hand, worst", max(joker_times), "ms", "≤ 10 ms",
                 f"median {statistics.median(joker_times):.2f} ms"),
    ]
    n_games = 20 if quick else 150
    t = time.perf_counter()
    for g in range(n_games):
        m = Match(GAME, {}, [Seat("A", "computer", "random"), Seat("B", "computer", "random")], 10_000 + g)
        while not m.is_over():
            m.act(m.bot_action())
    out.append(BenchRow("cafe random games (2 players)", n_games / (time.perf_counter() - t), "games/s"))
    for level in ("easy", "normal", "hard"):
        ts = []
        for i, (s, seat) in enumerate(positions):
            bot = registry.get(GAME.id).make_bot(level, seat, i, APP._replace(apart=False))  # the app's time budget, measured here
            view, legal = GAME.view(s, seat), GAME.legal_actions(s, seat)
            t = time.perf_counter()
            bot.choose(view, legal, True)
            ts.append((time.perf_counter() - t) * 1000)
        out.append(BenchRow(f"cafe bot {level} decision, median", statistics.median(ts), "ms"))
        out.append(BenchRow(f"cafe bot {level} decision, p95", _percentile(ts, 0.95), "ms",
                            "≤ 300 ms" if level == "hard" else ""))
    try:
        from devtools.scene_bench_cafe import scene_rows

        out += scene_rows(quick)
    except ImportError as exc:  # no Qt in this environment
        out.append(BenchRow("cafe 4 players full redraw 1920×1080, median", float("nan"), "ms", "≤ 10 ms",
                            str(exc)))
    return out
