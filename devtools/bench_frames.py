"""Frame timings shared by the games' scene benchmarks (Qt; imported only when the bench runs): a full redraw as
the screen makes it (the view's viewport at 1920×1080, so item caches work as on screen), and the frame pacing of
a whole animated game (every frame the viewport paints, timed).

Wall times on a loaded machine measure the other programs too, so every row also gives the CPU time of the GUI
thread (`time.thread_time`), which is what a quiet machine's wall time comes close to.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

FRAME_MS = 1000 / 60  # one frame of a 60 Hz screen
SIZE = (1920, 1080)


def app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CAFEGAMES_SOUND", "off")  # a bench makes no sound
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def settings(animations: str):
    from cafegames.ui.settings import Settings

    s = Settings(None)
    s.overrides["animation_speed"] = animations
    s.overrides["computer_delay_ms"] = 0
    return s


@dataclass
class Timings:
    """Milliseconds per sample: wall clock and the GUI thread's CPU time."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def add(self, wall_s: float, cpu_s: float) -> None:
        self.wall.append(wall_s * 1000)
        self.cpu.append(cpu_s * 1000)

    def median(self) -> tuple[float, float]:
        return statistics.median(self.wall), statistics.median(self.cpu)

    def worst(self) -> tuple[float, float]:
        return max(self.wall), max(self.cpu)

    def share_over(self, ms: float = FRAME_MS) -> tuple[float, float]:
        """Percent of the samples over `ms`, wall and CPU."""
        n = len(self.wall)
        return (100 * sum(w > ms for w in self.wall) / n, 100 * sum(c > ms for c in self.cpu) / n)


def view_redraw(scene, show: Callable[[], None], repeats: int) -> tuple[Timings, Timings]:
    """Full redraws of `scene` in a GameView of 1920×1080: `show()` (the scene rebuilt from the view) then the
    viewport painted. Returns (rebuild + paint, paint alone)."""
    from cafegames.ui.game_view import GameView

    view = GameView()
    view.setScene(scene)
    view.resize(*SIZE)
    view.show()
    show()
    view.viewport().grab()  # the first paints fill the art and item caches, as on screen
    view.viewport().grab()
    full, paint = Timings(), Timings()
    for _ in range(repeats):
        w, c = time.perf_counter(), time.thread_time()
        show()
        w1, c1 = time.perf_counter(), time.thread_time()
        view.viewport().grab()
        w2, c2 = time.perf_counter(), time.thread_time()
        full.add(w2 - w, c2 - c)
        paint.add(w2 - w1, c2 - c1)
    view.close()
    return full, paint


def frame_pacing(game: Any, scene_class: type, seats: list, options: dict, seed: int,
                 speed: str = "normal", max_actions: int = 0, timeout_s: float = 900) -> tuple[Timings, int]:
    """A whole game between computer players, animated at `speed`, in a table of 1920×1080: the time of every
    paint of the view's viewport (each one a frame on screen). Returns the frame timings and the actions played
    (`max_actions` stops sooner, for a quick run)."""
    from PySide6.QtCore import QEvent

    from cafegames.engine.match import Match
    from cafegames.ui.controller import MatchController
    from cafegames.ui.game_view import GameView
    from cafegames.ui.table import TableWidget

    application = app()
    frames = Timings()
    original = GameView.viewportEvent

    def timed(self, event):  # every frame of the view goes through here
        if event.type() != QEvent.Type.Paint:
            return original(self, event)
        w, c = time.perf_counter(), time.thread_time()
        done = original(self, event)
        frames.add(time.perf_counter() - w, time.thread_time() - c)
        return done

    GameView.viewportEvent = timed
    try:
        match = Match(game, options, seats, seed)
        scene = scene_class(game, match.seats, settings(speed))
        controller = MatchController(match, scene, scene.settings, None)
        table = TableWidget(controller)
        table.resize(*SIZE)
        table.show()
        controller.start()
        deadline = time.monotonic() + timeout_s
        while (time.monotonic() < deadline and not (match.is_over() and controller.is_settled())
               and not (max_actions and len(match.actions) >= max_actions)):
            application.processEvents()
            time.sleep(0.001)  # let the timers of the animations come round, as an idle event loop does
        actions = len(match.actions)
        controller.close()
        table.close()
        application.processEvents()
    finally:
        GameView.viewportEvent = original
    return frames, actions


def pacing_note(frames: Timings, actions: int) -> str:
    over_wall, over_cpu = frames.share_over()
    return (f"{len(frames.wall)} frames in {actions} actions; over 16.7 ms: wall {over_wall:.1f} %, "
            f"CPU {over_cpu:.1f} %; median wall {frames.median()[0]:.1f} / CPU {frames.median()[1]:.1f} ms, "
            f"worst wall {frames.worst()[0]:.1f} / CPU {frames.worst()[1]:.1f} ms")


def redraw_rows(name: str, full: Timings, paint: Timings) -> list:
    """The bench rows of a `view_redraw`: the full redraw's median (wall and CPU), its worst, the paint alone."""
    from devtools.sim import BenchRow

    (wall, cpu), (worst_wall, worst_cpu) = full.median(), full.worst()
    return [BenchRow(f"{name} full redraw 1920×1080, median", wall, "ms", "≤ 10 ms",
                     f"rebuild + paint of the view; CPU {cpu:.1f} ms; worst wall {worst_wall:.1f} / CPU "
                     f"{worst_cpu:.1f} ms; paint alone {paint.median()[0]:.1f} / CPU {paint.median()[1]:.1f} ms"),
            BenchRow(f"{name} full redraw 1920×1080, CPU median", cpu, "ms", "≤ 10 ms")]


def pacing_rows(name: str, frames: Timings, actions: int) -> list:
    from devtools.sim import BenchRow

    if not frames.wall:
        return [BenchRow(f"{name} frames over 16.7 ms, whole animated game", float("nan"), "%", "≤ 1 %",
                         "no frame painted")]
    over_wall, over_cpu = frames.share_over()
    return [BenchRow(f"{name} frames over 16.7 ms, whole animated game", over_wall, "%", "≤ 1 %",
                     pacing_note(frames, actions)),
            BenchRow(f"{name} frames over 16.7 ms CPU, whole animated game", over_cpu, "%", "≤ 1 %")]
