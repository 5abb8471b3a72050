"""The UNO table's benchmarks (Qt; imported by bench.py only when the bench runs): a full redraw with ten seats
at 1920×1080, and the time from a click on a card to the first painted frame of its flight."""

from __future__ import annotations

import os
import statistics
import time


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _settings(animations: str):
    from cafegames.ui.settings import Settings

    settings = Settings(None)
    settings.overrides["animation_speed"] = animations
    settings.overrides["computer_delay_ms"] = 0
    return settings


def _mid_hand():
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.game import GAME

    seats = [Seat("Ann")] + [Seat(f"Player {i}", "computer", "normal") for i in range(1, 10)]
    match = Match(GAME, {}, seats, 8)
    for _ in range(25):
        match.act(match.bot_action(include_humans=True))
    return match


def scene_rows(quick: bool = False, speed: str = "normal", max_actions: int = 0) -> list:
    """Rows: a full redraw with ten seats mid-hand at 1920×1080, the frame pacing of a whole animated hand
    (scoring "single": the hand is the game), the click on a card until its first frame."""
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.game import GAME
    from cafegames.games.uno.table.scene import UnoScene
    from devtools import bench_frames
    from devtools.sim import BenchRow

    _app()
    match = _mid_hand()
    scene = UnoScene(GAME, match.seats, _settings("off"))
    view, legal = GAME.view(match.state, 0), GAME.legal_actions(match.state, 0)
    full, paint = bench_frames.view_redraw(scene, lambda: scene.show_state(0, view, legal, []), 10 if quick else 40)
    out = bench_frames.redraw_rows("uno 10 seats", full, paint)
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Bob", "Cleo", "Dan")]
    frames, actions = bench_frames.frame_pacing(GAME, UnoScene, seats, {"scoring": "single"}, 5, speed,
                                                max_actions or (15 if quick else 0))
    out += bench_frames.pacing_rows("uno 4 seats", frames, actions)
    start, med, worst = click_to_frame_ms(4 if quick else 15)
    out.append(BenchRow("uno click → card flight started, median", start, "ms", "≤ 16 ms",
                        "mouse click, rules apply, table rebuilt, animation running"))
    out.append(BenchRow("uno click → first frame painted, median", med, "ms", "",
                        f"worst {worst[0]:.1f} ms (CPU {worst[1]:.1f} ms); + one full 1920×1080 paint"))
    out.append(BenchRow("uno click → first frame painted, worst", worst[0], "ms", "≤ 16.7 ms",
                        f"CPU {worst[1]:.1f} ms"))
    return out


def click_to_frame_ms(repeats: int = 15) -> tuple[float, float, tuple[float, float]]:
    """From a mouse click on a playable card: median time until the card's flight animation runs, median and
    worst time until its first frame is painted (the controller applies the action and the scene redraws in
    between). The worst is given in wall and in the GUI thread's CPU time."""
    app = _app()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.game import GAME
    from cafegames.games.uno.table.scene import UnoScene
    from cafegames.ui.controller import MatchController
    from cafegames.ui.table import TableWidget

    times, starts, cpu = [], [], []
    seed = 0
    while len(times) < repeats and seed < 200:
        seed += 1
        seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
        match = Match(GAME, {}, seats, seed)
        scene = UnoScene(GAME, match.seats, _settings("normal"))
        controller = MatchController(match, scene, scene.settings, None)
        table = TableWidget(controller)
        table.resize(1920, 1080)
        table.show()
        controller.start()
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and (scene.is_busy() or not controller.is_settled()):
            app.processEvents()
        cards = [c for c in scene.hand_items if c.playable and c.card < 64]
        if match.to_act()[0] != 0 or not cards:
            controller.close()
            table.close()
            continue
        pos = table.view.mapFromScene(cards[0].sceneBoundingRect().center())
        t, c = time.perf_counter(), time.thread_time()
        QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        started = scene.animation_started_at
        table.view.viewport().repaint()
        end, c_end = time.perf_counter(), time.thread_time()
        if started is not None and started >= t:
            times.append((end - t) * 1000)
            starts.append((started - t) * 1000)
            cpu.append((c_end - c) * 1000)
        controller.close()
        table.close()
    app.processEvents()
    if not times:
        return float("nan"), float("nan"), (float("nan"), float("nan"))
    return statistics.median(starts), statistics.median(times), (max(times), max(cpu))
