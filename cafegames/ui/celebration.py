"""The winner's moment on the result screen: the panel comes in, the places appear one by one, the winners' places
pulse and confetti falls in the game's colours.

`celebration(screen, duration)` builds it as one animation group for `GameScene.play`, so the scene counts busy
while it runs (the controller and `--screenshot` wait for the finished screen) and `play` jumps it to its end when
Settings say "No animation". Every property ends where the finished screen needs it: skipping (a click or a key,
`GameScene.skip_celebration`) only moves the clock to the end. The confetti is removed when the group ends.
With reduced animations (Settings, cafegames/ui/settings.py) only the fades are kept: no zoom, no pulse, no confetti.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

if TYPE_CHECKING:
    from cafegames.ui.ending import EndingScreen

CONFETTI = 70  # pieces
FALL_MS = 1700  # base duration of a piece's fall (scaled by the animation speed setting)


class Confetti(QGraphicsObject):
    """One piece: a small paper rectangle, a dot or a star in one of the game's colours.

    Its kind is `form`, never `shape`: an attribute named like a virtual method of QGraphicsItem is what PySide
    calls when Qt asks for that method (a click's hit test, `scene.items(rect)`), and calling an int crashed the
    app (tests/ui/test_celebration_hits.py)."""

    def __init__(self, colour: QColor, form: int, size: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.colour = QColor(colour)
        self.form = form  # 0 a paper rectangle, 1 a dot, 2 a star
        self.size = size

    def boundingRect(self) -> QRectF:  # noqa: N802
        s = self.size
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        s = self.size
        if self.form == 0:
            painter.drawRect(QRectF(-s, -s * 0.45, 2 * s, s * 0.9))
        elif self.form == 1:
            painter.drawEllipse(QPointF(0, 0), s * 0.7, s * 0.7)
        else:
            painter.drawPath(star_path(0, 0, s, s * 0.45))


def star_path(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> QPainterPath:
    path = QPainterPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        p = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


def _anim(target: QGraphicsObject, prop: bytes, start, end, ms: int,
          easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
    anim = QPropertyAnimation(target, prop)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(max(1, ms))
    anim.setEasingCurve(easing)
    return anim


def _later(anim, pause_ms: int) -> QSequentialAnimationGroup:
    seq = QSequentialAnimationGroup()
    if pause_ms > 0:
        seq.addPause(pause_ms)
    seq.addAnimation(anim)
    return seq


def celebration(screen: EndingScreen, duration: Callable[[int], int], seed: int = 0,
                reduced: bool = False) -> QParallelAnimationGroup:
    """The whole moment for `screen` (already built and shown), durations scaled by `duration(base_ms)`; only
    its fades when `reduced`."""
    group = QParallelAnimationGroup()
    panel = screen.panel
    panel.setTransformOriginPoint(panel.boundingRect().center())
    group.addAnimation(_anim(screen, b"opacity", 0.0, 1.0, duration(250)))
    rows = screen.row_items
    if reduced:
        for i, row in enumerate(rows):
            row.setOpacity(0.0)
            group.addAnimation(_later(_anim(row, b"opacity", 0.0, 1.0, duration(220)), duration(60 * i)))
        return group
    group.addAnimation(_anim(panel, b"scale", 0.9, 1.0, duration(350), QEasingCurve.Type.OutBack))
    headline = screen.headline
    headline.setTransformOriginPoint(headline.boundingRect().center())
    group.addAnimation(_later(_anim(headline, b"scale", 0.55, 1.0, duration(450), QEasingCurve.Type.OutBack),
                              duration(150)))
    for i, row in enumerate(rows):
        row.setOpacity(0.0)
        group.addAnimation(_later(_anim(row, b"opacity", 0.0, 1.0, duration(220)), duration(250 + 90 * i)))
    after_rows = 250 + 90 * len(rows)
    for row in rows:
        if row.place == 1:
            badge = row.badge
            badge.setTransformOriginPoint(badge.boundingRect().center())
            pulse = QSequentialAnimationGroup()
            pulse.addPause(duration(after_rows))
            pulse.addAnimation(_anim(badge, b"scale", 1.0, 1.45, duration(220), QEasingCurve.Type.OutQuad))
            pulse.addAnimation(_anim(badge, b"scale", 1.45, 1.0, duration(380), QEasingCurve.Type.OutBounce))
            group.addAnimation(pulse)
    pieces = _confetti(screen, screen.style.confetti, duration, seed)
    for _piece, anim in pieces:
        group.addAnimation(anim)
    group.finished.connect(lambda: [p.scene().removeItem(p) for p, _ in pieces if p.scene() is not None])
    return group


def _confetti(screen: EndingScreen, colours: Sequence[QColor], duration: Callable[[int], int],
              seed: int) -> list[tuple[Confetti, QSequentialAnimationGroup]]:
    """Pieces falling from above the panel across it, each turning as it falls, gone at the end."""
    if not colours or duration(1000) <= 0:
        return []
    rng = random.Random(seed)
    rect = screen.panel_rect()
    out = []
    for _ in range(CONFETTI):
        piece = Confetti(colours[rng.randrange(len(colours))], rng.randrange(3), rng.uniform(7, 12), screen)
        piece.setZValue(50)
        x = rng.uniform(rect.left() + 10, rect.right() - 10)
        start = QPointF(x, rect.top() - rng.uniform(10, 160))
        end = QPointF(x + rng.uniform(-120, 120), rect.top() + rng.uniform(0.55, 1.05) * rect.height())
        piece.setPos(start)
        piece.setOpacity(0.0)
        fall = QParallelAnimationGroup()
        ms = duration(int(FALL_MS * rng.uniform(0.75, 1.15)))
        fall.addAnimation(_anim(piece, b"pos", start, end, ms, QEasingCurve.Type.InQuad))
        fall.addAnimation(_anim(piece, b"rotation", 0.0, rng.uniform(-540, 540), ms, QEasingCurve.Type.Linear))
        fade = QSequentialAnimationGroup()
        fade.addAnimation(_anim(piece, b"opacity", 0.0, 1.0, duration(120)))
        fade.addPause(max(1, ms - duration(120) - duration(400)))
        fade.addAnimation(_anim(piece, b"opacity", 1.0, 0.0, duration(400)))
        fall.addAnimation(fade)
        seq = QSequentialAnimationGroup()
        seq.addPause(max(1, duration(int(rng.uniform(200, 700)))))
        seq.addAnimation(fall)
        out.append((piece, seq))
    return out
