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


def redraw_ms(repeats: int = 30, size: tuple[int, int] = (1920, 1080)) -> tuple[float, float, float]:
    """Median of: a full redraw (rebuild every item from the view, then paint), the paint alone, and the worst
    full redraw — ten seats mid-hand, offscreen."""
    app = _app()
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.game import GAME
    from cafegames.games.uno.scene import UnoScene

    seats = [Seat("Ann")] + [Seat(f"Player {i}", "computer", "normal") for i in range(1, 10)]
    match = Match(GAME, {}, seats, 8)
    for _ in range(25):
        match.act(match.bot_action(include_humans=True))
    scene = UnoScene(GAME, match.seats, _settings("off"))
    view, legal = GAME.view(match.state, 0), GAME.legal_actions(match.state, 0)
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, size[0], size[1])

    def paint() -> None:
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, target, scene.sceneRect())
        painter.end()

    full, paint_only = [], []
    for i in range(repeats + 2):
        t = time.perf_counter()
        scene.show_state(0, view, legal, [])
        paint()
        t2 = time.perf_counter()
        paint()
        t3 = time.perf_counter()
        if i >= 2:  # the first paints fill the art cache
            full.append((t2 - t) * 1000)
            paint_only.append((t3 - t2) * 1000)
    app.processEvents()
    return statistics.median(full), statistics.median(paint_only), max(full)


def click_to_frame_ms(repeats: int = 15) -> tuple[float, float, float]:
    """From a mouse click on a playable card: median time until the card's flight animation runs, median and
    worst time until its first frame is painted (the controller applies the action and the scene redraws in
    between)."""
    app = _app()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.game import GAME
    from cafegames.games.uno.scene import UnoScene
    from cafegames.ui.controller import MatchController
    from cafegames.ui.table import TableWidget

    times, starts = [], []
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
        t = time.perf_counter()
        QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        started = scene.animation_started_at
        table.view.viewport().repaint()
        end = time.perf_counter()
        if started is not None and started >= t:
            times.append((end - t) * 1000)
            starts.append((started - t) * 1000)
        controller.close()
        table.close()
    app.processEvents()
    if not times:
        return float("nan"), float("nan"), float("nan")
    return statistics.median(starts), statistics.median(times), max(times)
