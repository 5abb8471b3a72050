"""Each seat's last move beside its plate ("Wild → green", "drew 2"), until its next turn: with a computer turn every
1.5 s the table itself tells what just happened, not only the log.

The controller hands the scene every seat's note (`GameScene.set_last_moves`, Messages from the game's
`short_move`, cafegames/engine/last_moves.py); `LastMoves` translates them and puts one `MoveLabel` per seat
where the game says (`GameScene.last_move_room(seat, width)`: a room beside that seat's plate and how to align
the label in it; None: no label there). A label takes the width its words need up to the room's, in 20 scene px,
else 19 (11.3 screen px at 1024 × 640) when they or their line need it, else cut short with "…": it never leaves
its room. Their rectangles are
what other overlays must keep clear of (`GameScene.overlay_obstacles`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSimpleTextItem

from cafegames.engine.messages import Message
from cafegames.ui.graphics import scene_font
from cafegames.ui.i18n import tr_message

SIZES = (20, 19)  # scene px tried in turn; the last one is the least a label is ever drawn at
PAD_X, PAD_Y = 10.0, 3.0
Z = 30  # over the plates, under the choosers, score sheets and the result screen
BACKGROUND = QColor(24, 16, 10, 215)
INK = QColor("#fff3d6")


def wanted_width(text: str, px: int = SIZES[0]) -> float:
    """The width a label needs to show `text` whole at `px`."""
    return QFontMetricsF(scene_font(px)).horizontalAdvance(text) + 2 * PAD_X


def label_height(px: int = SIZES[0]) -> float:
    return QFontMetricsF(scene_font(px)).height() + 2 * PAD_Y


class MoveLabel(QGraphicsObject):
    """One seat's last move: a dark rounded tag with its words (a text item, so the readability tests see it)."""

    def __init__(self, seat: int):
        super().__init__()
        self.seat = seat
        self.full_text = ""
        self.size = QRectF()
        self.text_item = QGraphicsSimpleTextItem(self)
        self.text_item.setBrush(INK)
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, text: str, room: QRectF, align: Qt.AlignmentFlag) -> None:
        """Show `text` inside `room`, as wide as it needs, at the left, the centre or the right (`align`)."""
        self.full_text = text
        inner = room.width() - 2 * PAD_X
        px = next((px for px in SIZES if wanted_width(text, px) - 2 * PAD_X <= inner
                   and QFontMetricsF(scene_font(px)).height() <= room.height()), SIZES[-1])
        font = scene_font(px)
        metrics = QFontMetricsF(font)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, inner)
        width = min(room.width(), metrics.horizontalAdvance(shown) + 2 * PAD_X)
        height = min(room.height(), metrics.height() + 2 * PAD_Y)
        if align & Qt.AlignmentFlag.AlignRight:
            x = room.right() - width
        elif align & Qt.AlignmentFlag.AlignHCenter:
            x = room.center().x() - width / 2
        else:
            x = room.left()
        self.prepareGeometryChange()
        self.size = QRectF(0, 0, width, height)
        self.text_item.setFont(font)
        self.text_item.setText(shown)
        self.text_item.setPos(PAD_X, (height - metrics.height()) / 2)
        self.setPos(x, room.top() + (room.height() - height) / 2)
        self.update()

    def shown_text(self) -> str:
        return self.text_item.text()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self.size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self.size, 10, 10)
        painter.fillPath(path, BACKGROUND)


class LastMoves:
    """The labels of one scene: `show(notes)` after every move, `refresh()` when the plates or the language change."""

    def __init__(self, scene: Any):  # the GameScene that holds them (scene_base imports this module)
        self.scene = scene
        self.notes: dict[int, Message] = {}
        self.labels: dict[int, MoveLabel] = {}

    def show(self, notes: dict[int, Message]) -> None:
        self.notes = dict(notes)
        self.refresh()

    def refresh(self) -> None:
        for seat, label in self.labels.items():
            if seat not in self.notes:
                label.setVisible(False)
        for seat, note in self.notes.items():
            text = tr_message(note)
            spot = self.scene.last_move_room(seat, wanted_width(text)) if text else None
            label = self.labels.get(seat)
            if spot is None:
                if label is not None:
                    label.setVisible(False)
                continue
            if label is None:
                label = self.labels[seat] = MoveLabel(seat)
                self.scene.addItem(label)
            label.place(text, *spot)
            label.setVisible(True)

    def shown(self) -> dict[int, MoveLabel]:
        """The labels on the table now, by seat."""
        return {seat: label for seat, label in self.labels.items() if label.isVisible()}

    def rects(self) -> list[QRectF]:
        return [label.sceneBoundingRect() for label in self.shown().values()]

    def text(self, seat: int) -> str:
        """The words beside `seat`'s plate now ("" when none), for tests."""
        label = self.shown().get(seat)
        return label.full_text if label is not None else ""
