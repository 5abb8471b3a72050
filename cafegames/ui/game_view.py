"""`GameView`: shows a `GameScene` scaled to its widget, the aspect ratio kept, with letterbox bars; passes a
language change on to the scene."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from cafegames.ui.scene_base import GameScene


class GameView(QGraphicsView):
    """Shows a GameScene scaled to fit the widget with its aspect ratio kept; forwards language changes."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QColor("#1f2a24"))
        self.setMinimumSize(320, 200)

    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 - Qt API
        super().setScene(scene)
        self.fit()

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        """Letterbox bars in the view's colour, then the scene's own background inside its rect."""
        painter.fillRect(rect, self.backgroundBrush())
        scene = self.scene()
        if scene is not None:
            inside = scene.sceneRect().intersected(rect)
            painter.save()
            painter.setClipRect(scene.sceneRect())
            scene.drawBackground(painter, inside)
            painter.restore()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            scene = self.scene()
            if isinstance(scene, GameScene):
                scene.retranslate()
                scene.last_moves.refresh()  # in the new language, where the redrawn plates left room
        super().changeEvent(event)
