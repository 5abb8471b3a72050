"""The Café scene's redraw benchmark (Qt; imported by bench.py only when the bench runs)."""

from __future__ import annotations

import os
import statistics
import time


def redraw_ms(repeats: int = 30, size: tuple[int, int] = (1920, 1080)) -> tuple[float, float]:
    """Median and worst time of a full repaint of a mid-game café into a 1920×1080 image, offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.cafe.game import GAME
    from cafegames.games.cafe.scene import CafeScene
    from cafegames.ui.settings import Settings

    app = QApplication.instance() or QApplication([])
    settings = Settings(None)
    settings.overrides["animation_speed"] = "off"
    seats = [Seat("Ann"), Seat("Bob", "computer"), Seat("Cy", "computer"), Seat("Dee", "computer")]
    match = Match(GAME, {}, seats, 8)
    for _ in range(24):
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.act(match.bot(seat).choose(GAME.view(match.state, seat), GAME.legal_actions(match.state, seat), True))
    scene = CafeScene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    target = QRectF(0, 0, size[0], size[1])
    times = []
    for i in range(repeats + 2):
        t = time.perf_counter()
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, target, scene.sceneRect())
        painter.end()
        if i >= 2:  # the first paints fill the art cache
            times.append((time.perf_counter() - t) * 1000)
    app.processEvents()
    return statistics.median(times), max(times)
