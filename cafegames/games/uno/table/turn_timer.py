"""UNO Olympique's turn timer on the table (U-O-TIMER): a countdown beside the line that says what to do, for the
person on screen whose decision is timed (the rules offer them `TimeOut`). When it reaches zero the table takes
the `TimeOut` decision (one penalty card, the turn goes on): it is in the record, so a replay gives the same game.

The count only runs while that person can act: not while cards fly, nor while the table is hidden (a hand-off
screen between people covers it), nor under the score sheet or the result screen; each decision starts with the
full time. Computer players are never timed: the table only counts for a seat a person plays. A QTimer ticks a
few times a second, so the scene never waits on it.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.uno.actions import TimeOut
from cafegames.ui.graphics import Palette, scene_font
from cafegames.ui.scene_base import GameScene

TICK_MS = 100
RECT = QRectF(1370, 672, 76, 76)  # right of the line under the table
WARN = 3  # seconds: the last ones in red


class Countdown(QGraphicsItem):
    """A ring that empties as the time goes, the whole seconds left in its middle."""

    def __init__(self) -> None:
        super().__init__()
        self.left = 0.0
        self.total = 1.0

    def boundingRect(self) -> QRectF:  # noqa: N802
        return RECT.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        urgent = self.left <= WARN
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawEllipse(RECT)
        ring = QColor("#e63946") if urgent else QColor("#ffd166")
        pen = QPen(ring, 8)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        share = max(0.0, min(1.0, self.left / self.total))
        painter.drawArc(RECT.adjusted(6, 6, -6, -6), 90 * 16, int(share * 360 * 16))
        painter.setPen(Palette.paper)
        painter.setFont(scene_font(32, True))
        painter.drawText(RECT, int(Qt.AlignmentFlag.AlignCenter), str(math.ceil(self.left)))


class TurnTimer(QObject):
    """The countdown of `scene` (the UNO scene): `restart` after every `show_state`."""

    def __init__(self, scene: GameScene):
        super().__init__(scene)
        self.scene = scene
        self.item = Countdown()
        self.item.setZValue(60)
        self.item.setVisible(False)
        scene.addItem(self.item)
        self.seat: int | None = None
        self._last = 0.0
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._step)

    @property
    def running(self) -> bool:
        return self.seat is not None

    def restart(self, seat: int | None, legal: list, seconds: int) -> None:
        """Count `seconds` for `seat` when the rules offer it a `TimeOut` and a person plays it; else stop."""
        timed = (seat is not None and not self.scene.read_only and seconds > 0
                 and 0 <= seat < len(self.scene.seats) and self.scene.seats[seat].is_human
                 and any(isinstance(a, TimeOut) and a.seat == seat for a in legal))
        if not timed:
            self.stop()
            return
        self.seat = seat
        self.item.total = float(seconds)
        self.item.left = float(seconds)
        self.item.setVisible(True)
        self.item.update()
        self._last = time.monotonic()
        self._tick.start()

    def stop(self) -> None:
        self.seat = None
        self._tick.stop()
        self.item.setVisible(False)

    def counting(self) -> bool:
        """Whether the person can act now: the table shown and settled, nothing laid over it."""
        scene = self.scene
        views = scene.views()
        shown = bool(views) and views[0].isVisible() and views[0].window().isVisible()
        return (shown and not scene.is_busy() and not scene.is_holding() and not scene.ending_open()
                and not getattr(scene, "sheet", None))

    def _step(self) -> None:
        now = time.monotonic()
        elapsed, self._last = now - self._last, now
        if self.seat is None or not self.counting():
            return
        before = math.ceil(self.item.left)
        self.item.left = max(0.0, self.item.left - elapsed)
        if math.ceil(self.item.left) != before or self.item.left <= WARN:
            self.item.update()
        if self.item.left <= 0:
            seat = self.seat
            self.stop()
            self.scene.choose(TimeOut(seat))
