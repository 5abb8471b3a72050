"""Does the table keep painting while a hard bot thinks? (`python -m devtools.sim bench thinking`)

The bots think in a worker thread (QThreadPool, as `MatchController` does), but a search in Python holds the GIL,
which the GUI thread needs for every paint of our items. This bench paints a ten-seat UNO table at 1920×1080
from a 16 ms QTimer on the GUI thread, first with nothing else running, then while the worker thread runs hard
decisions of the three games back to back (full effort, timed), and prints the gaps between two paints (median,
p95, worst) and the decisions' times: with the search in the worker thread (Python's default switch interval,
then a short one) and in the search process, as the app does (`cafegames.engine.bots.APP`, see
`cafegames.engine.worker`), so the choice is measured. Qt, so it lives in `ui/`; the games are reached through
the registry (`cafegames.games`), as everywhere in `ui/`.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any


def _positions(thinking: Any) -> list[tuple[Any, Any, Any, list[Any]]]:
    """(game, hard bot, view, legal) of mid-game positions of each game, from seeded normal-bot matches."""
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.registry import GAMES
    from cafegames.engine.seats import Seat

    out = []
    for gid, n, steps in (("uno", 4, (5, 12, 20)), ("cafe", 2, (10, 20, 30)), ("canyon", 4, (20, 40, 70))):
        game = GAMES[gid].game()
        match = Match(game, {}, [Seat(f"P{i}", "computer", "normal") for i in range(n)], 5)
        for k in range(max(steps) + 1):
            if match.is_over():
                break
            if k in steps:
                seat = game.to_act(match.state)[0]
                out.append((game, registry.get(game.id).make_bot("hard", seat, k, thinking),
                            game.view(match.state, seat), game.legal_actions(match.state, seat)))
            match.act(match.bot_action())
    return out


def measure(thinking: Any, seconds: float = 3.0) -> dict[str, float]:
    """Paint gaps (ms) without and with a thinking worker thread, and the worker's decision times (ms)."""
    from PySide6.QtCore import QRectF, QRunnable, QThreadPool, QTimer
    from PySide6.QtGui import QImage, QPainter

    from cafegames.engine.match import Match
    from cafegames.engine.registry import GAMES
    from cafegames.engine.seats import Seat
    from devtools import bench_frames

    app = bench_frames.app()
    GAME, UnoScene = GAMES["uno"].game(), GAMES["uno"].scene_class()
    seats = [Seat("Ann")] + [Seat(f"Player {i}", "computer", "normal") for i in range(1, 10)]
    match = Match(GAME, {}, seats, 8)
    for _ in range(25):
        match.act(match.bot_action(include_humans=True))
    scene = UnoScene(GAME, match.seats, bench_frames.settings("off"))
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, 1920, 1080)
    positions = _positions(thinking)
    for _, bot, view, legal in positions[:1]:
        bot.choose(view, legal, True)  # the search process started and warm

    def paint_for(duration: float) -> list[float]:
        stamps: list[float] = []
        timer = QTimer()
        timer.setInterval(16)

        def tick() -> None:
            painter = QPainter(image)
            scene.render(painter, target, scene.sceneRect())
            painter.end()
            stamps.append(time.perf_counter())

        timer.timeout.connect(tick)
        timer.start()
        end = time.perf_counter() + duration
        while time.perf_counter() < end:
            app.processEvents()
            time.sleep(0.001)
        timer.stop()
        return [(b - a) * 1000 for a, b in zip(stamps, stamps[1:], strict=False)]

    decisions: list[float] = []
    stop = {"now": False}

    class Think(QRunnable):
        def run(self) -> None:
            i = 0
            while not stop["now"]:
                _, bot, view, legal = positions[i % len(positions)]
                t = time.perf_counter()
                bot.choose(view, legal, True)
                decisions.append((time.perf_counter() - t) * 1000)
                i += 1

    idle = paint_for(seconds / 2)
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    pool.start(Think())
    busy = paint_for(seconds)
    stop["now"] = True
    pool.waitForDone()

    def p95(xs: list[float]) -> float:
        s = sorted(xs)
        return s[int(len(s) * 0.95)] if s else 0.0

    return {"idle_median": statistics.median(idle), "idle_p95": p95(idle), "idle_worst": max(idle),
            "busy_median": statistics.median(busy), "busy_p95": p95(busy), "busy_worst": max(busy),
            "decisions": len(decisions), "decision_median": statistics.median(decisions) if decisions else 0.0,
            "decision_p95": p95(decisions)}


def rows(quick: bool = False) -> list[Any]:
    from cafegames.engine.bots import APP
    from devtools.sim import BenchRow

    out = []
    default = sys.getswitchinterval()
    in_thread = APP._replace(apart=False)
    for label, thinking, interval in (("in the thread", in_thread, default),
                                      ("in the thread, switch 0.2 ms", in_thread, 0.0002),
                                      ("in the search process (app)", APP, default)):
        sys.setswitchinterval(interval)
        try:
            f = measure(thinking, 1.5 if quick else 4.0)
        finally:
            sys.setswitchinterval(default)
        out += [
            BenchRow(f"paint gap, idle, before: {label}, p95", f["idle_p95"], "ms", "",
                     f"median {f['idle_median']:.1f}, worst {f['idle_worst']:.1f}; 16 ms timer, 10-seat UNO table"),
            # The target is the app's: the two thread rows are the roads not taken, measured so the choice of a
            # search process stays justified (the default switch interval goes over 50 ms under load).
            BenchRow(f"paint gap, hard bot thinking {label}, p95", f["busy_p95"], "ms",
                     "≤ 50 ms" if thinking is APP else "",
                     f"median {f['busy_median']:.1f}, worst {f['busy_worst']:.1f}"
                     + ("" if thinking is APP else "; for comparison, the app does not think in its thread")),
            BenchRow(f"hard decisions {label} while painting, p95", f["decision_p95"], "ms", "",
                     f"{f['decisions']} decisions, median {f['decision_median']:.1f} ms; UNO, Café, Canyon"),
        ]
    return out
