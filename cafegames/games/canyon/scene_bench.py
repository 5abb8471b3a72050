"""Bench row for Canyon's table: a full redraw of the scene at 1920 × 1080, offscreen (Qt, so kept apart from
bench.py, which stays importable without Qt)."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from cafegames.sim import BenchRow


def redraw_rows(quick: bool) -> list[BenchRow]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from cafegames.engine import rng
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.canyon.game import GAME
    from cafegames.games.canyon.scene import CanyonScene
    from cafegames.ui.scene_base import GameView
    from cafegames.ui.settings import Settings

    app = QApplication.instance() or QApplication([])  # noqa: F841 - keeps the application alive
    seats = [Seat(n, "computer", "normal") for n in ("Anja", "Bernd", "Carola", "Dirk", "Emil", "Fanny")]
    match = Match(GAME, {}, seats, rng.derive(3, "bench") % (rng.MAX_SEED + 1))
    while match.state.round_no < 3 or match.state.phase != "play":
        match.act(match.bot_action())
    settings = Settings(Path(tempfile.mkdtemp()) / "bench.ini")
    settings.overrides["animation_speed"] = "off"
    scene = CanyonScene(GAME, match.seats, settings)
    state = match.state
    view = GameView()
    view.setScene(scene)
    view.resize(1920, 1080)
    view.show()
    scene.show_state(0, GAME.view(state, 0), GAME.legal_actions(state, 0), [])
    view.viewport().grab()  # the river's pixmap cache is filled once, as on screen
    rebuild, paint, cpu = [], [], []
    for _ in range(5 if quick else 40):
        c = time.process_time()
        t = time.perf_counter()
        scene.show_state(0, GAME.view(state, 0), GAME.legal_actions(state, 0), [])
        t1 = time.perf_counter()
        view.viewport().grab()
        t2 = time.perf_counter()
        cpu.append((time.process_time() - c) * 1000)
        rebuild.append((t1 - t) * 1000)
        paint.append((t2 - t1) * 1000)
    total = [a + b for a, b in zip(rebuild, paint, strict=True)]
    return [BenchRow("canyon scene full redraw 1920×1080 (6 seats, mid-round) median", statistics.median(total),
                     "ms", "≤ 16 ms", f"rebuild {statistics.median(rebuild):.1f} ms + paint "
                                      f"{statistics.median(paint):.1f} ms; best {min(total):.1f}, worst {max(total):.1f} ms"),
            # CPU time of this process: less sensitive than wall time to other programs loading the machine
            BenchRow("canyon scene full redraw 1920×1080, CPU time median", statistics.median(cpu), "ms", "≤ 16 ms",
                     f"best {min(cpu):.1f}, worst {max(cpu):.1f} ms")]
