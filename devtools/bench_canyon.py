"""Canyon benchmarks: legal end cells for N = 1…11 (open water and crowded narrows), random games per second,
bot decision time per level. `python -m devtools.sim bench canyon`."""

from __future__ import annotations

import statistics
import time

from cafegames.engine import rng
from cafegames.engine.bots import APP
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.movement import plan_move
from cafegames.games.canyon.river import default_river, to_axial
from devtools.sim import BenchRow


def _positions():
    """(name, start, occupied): open water at the start line; a canoe in the crowded narrows (lines 17-22)
    with seven canoes around it."""
    river = default_river()
    open_water = (river.starts[2], [])
    narrows = (to_axial(4, 21), [to_axial(c, r) for c, r in ((4, 19), (4, 20), (5, 19), (3, 22), (8, 20),
                                                               (9, 19), (4, 18))])
    return river, {"open water": open_water, "crowded narrows": narrows}


def _time(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def rows(quick: bool = False) -> list[BenchRow]:
    river, places = _positions()
    out: list[BenchRow] = []
    repeat = 3 if quick else 15
    t = time.perf_counter()
    plan_move(river, river.starts[0], 1, [])  # builds the river's search index once
    out.append(BenchRow("canyon river search index (first move only)", (time.perf_counter() - t) * 1000, "ms"))
    for name, (start, occupied) in places.items():
        for n in range(1, 12):
            def once(n=n, start=start, occupied=occupied):
                plan_move(river, start, n, occupied)
            times = _time(once, repeat)
            out.append(BenchRow(f"canyon end cells {name} N={n} median", statistics.median(times), "ms"))
            out.append(BenchRow(f"canyon end cells {name} N={n} worst", max(times), "ms",
                                "≤ 20 ms" if n == 11 else ""))
    # worst over random crowded positions, N = 11
    import random

    r = random.Random(5)
    cells = sorted(c for c in river.neighbours if not river.is_dock(c))
    worst = []
    for _ in range(20 if quick else 200):
        start = r.choice(cells)
        near = [c for c in cells if 0 < abs(c[0] - start[0]) + abs(c[1] - start[1]) <= 4]
        occ = r.sample(near, min(len(near), 8))
        t = time.perf_counter()
        plan_move(river, start, 11, occ)
        worst.append((time.perf_counter() - t) * 1000)
    out.append(BenchRow("canyon end cells N=11, 8 canoes near, random positions worst", max(worst), "ms",
                        "≤ 20 ms", f"median {statistics.median(worst):.2f} ms over {len(worst)}"))
    # random games per second
    games = 3 if quick else 30
    t = time.perf_counter()
    for g in range(games):
        seats = [Seat(f"P{i}", "computer", "random") for i in range(4)]
        match = Match(GAME, {}, seats, rng.derive(7, g) % (rng.MAX_SEED + 1))
        while not match.is_over():
            match.act(match.bot_action())
    out.append(BenchRow("canyon random games (4 seats)", games / (time.perf_counter() - t), "games/s"))
    # bot decision time per level
    for level in ("easy", "normal", "hard"):
        times = []
        for g in range((1 if quick else 6) if level != "hard" else (1 if quick else 2)):
            seats = [Seat(f"P{i}", "computer", level) for i in range(4)]
            match = Match(GAME, {}, seats, rng.derive(11, g) % (rng.MAX_SEED + 1))
            match.thinking = APP._replace(apart=False)  # the app's time budget, the search measured here
            while not match.is_over():
                seat = match.to_act()[0]
                view, legal = GAME.view(match.state, seat), GAME.legal_actions(match.state, seat)
                t = time.perf_counter()
                action = match.bot(seat).choose(view, legal, True)
                times.append((time.perf_counter() - t) * 1000)
                match.act(action)
        times.sort()
        p95 = times[int(len(times) * 0.95)]
        out.append(BenchRow(f"canyon bot {level} decision p95", p95, "ms", "≤ 300 ms" if level == "hard" else "",
                            f"median {statistics.median(times):.3f} ms, max {times[-1]:.1f} ms"))
    try:
        from devtools.scene_bench_canyon import scene_rows
    except ImportError:  # no Qt: the rules' rows only
        return out
    return out + scene_rows(quick)
