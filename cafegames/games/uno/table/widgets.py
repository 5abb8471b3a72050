"""Small graphics items of the UNO table: the colour and direction marks, the felt, bubbles, panels, the colour
buttons and text. The cards are in card_item.py, the seats' panels in seat_panel.py."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.games.uno.table import art
from cafegames.ui.graphics import HoverHighlight, Palette, scene_font
from cafegames.ui.paint_cache import look_cache

COLOURS = [QColor(c) for c in art.FILL]
AVATARS = [QColor(c) for c in ("#e07a5f", "#3d85c6", "#81b29a", "#f2cc8f", "#9b5de5", "#f15bb5", "#00bbf9",
                                "#8d6e63", "#43aa8b", "#ff924c")]
GOLD = QColor("#ffd166")
FELT = QColor("#2f6b4f")
FELT_EDGE = QColor("#214d39")


def elide(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def shape_path(kind: int, cx: float, cy: float, r: float) -> QPainterPath:
    """The colour-blind aid shape of colour `kind` (circle, triangle, square, diamond)."""
    path = QPainterPath()
    if kind == 0:
        path.addEllipse(QPointF(cx, cy), r, r)
    elif kind == 2:
        s = r * 0.86
        path.addRect(QRectF(cx - s, cy - s, 2 * s, 2 * s))
    elif kind == 1:
        path.addPolygon(QPolygonF([QPointF(cx, cy - r * 1.05), QPointF(cx + r * 1.05, cy + r * 0.8),
                                   QPointF(cx - r * 1.05, cy + r * 0.8)]))
        path.closeSubpath()
    else:
        path.addPolygon(QPolygonF([QPointF(cx, cy - r * 1.15), QPointF(cx + r * 0.9, cy), QPointF(cx, cy + r * 1.15),
                                   QPointF(cx - r * 0.9, cy)]))
        path.closeSubpath()
    return path


class ColourMark(QGraphicsObject):
    """The active colour, as a big disc (with its shape when the aid is on) and its name."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.colour = -1
        self.aid = False
        self.label = ""

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-60, -60, 120, 150)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.colour, self.aid, self.label)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.colour < 0:
            painter.setPen(QPen(QColor("#fbf4e6"), 4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), 46, 46)
        else:
            c = COLOURS[self.colour]
            painter.setPen(QPen(QColor("#fbf4e6"), 5))
            painter.setBrush(c)
            painter.drawEllipse(QPointF(0, 0), 46, 46)
            if self.aid:
                painter.setPen(QPen(QColor("#fbf4e6"), 3))
                painter.setBrush(c.darker(130))
                painter.drawPath(shape_path(self.colour, 0, 0, 24))
        painter.setPen(QColor("#fbf4e6"))
        painter.setFont(scene_font(22, bold=True))
        painter.drawText(QRectF(-60, 54, 120, 32), Qt.AlignmentFlag.AlignCenter, self.label)


class DirectionRing(QGraphicsObject):
    """Two arrows around the piles that show the direction of play (clockwise = to the left)."""

    def __init__(self, rx: float, ry: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.rx, self.ry = rx, ry
        self.clockwise = True

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.rx - 30, -self.ry - 30, 2 * self.rx + 60, 2 * self.ry + 60)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.rx, self.ry, self.clockwise)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(251, 244, 230, 150), 8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(-self.rx, -self.ry, 2 * self.rx, 2 * self.ry)
        for start in (20, 200):
            painter.drawArc(rect, start * 16, 140 * 16)
        painter.setBrush(QColor(251, 244, 230, 190))
        painter.setPen(Qt.PenStyle.NoPen)
        for head in self.arrowheads():
            painter.drawPolygon(head)

    def arrowheads(self) -> list[QPolygonF]:
        """The arrowheads at the end of each arc, pointing the way play goes (item coordinates): the words beside
        the colour keep clear of them."""
        out = []
        for a_deg in ((20, 200) if self.clockwise else (160, 340)):
            a = math.radians(a_deg)
            x, y = self.rx * math.cos(a), -self.ry * math.sin(a)
            # tangent of the ellipse, clockwise on screen = decreasing angle (y axis down) for ccw sweep
            tx, ty = -self.rx * math.sin(a), -self.ry * math.cos(a)
            if not self.clockwise:
                tx, ty = -tx, -ty
            n = math.hypot(tx, ty)
            tx, ty = tx / n, ty / n
            px, py = -ty, tx
            tip = QPointF(x + tx * 26, y + ty * 26)
            out.append(QPolygonF([tip, QPointF(x + px * 18, y + py * 18), QPointF(x - px * 18, y - py * 18)]))
        return out


class Felt(QGraphicsItem):
    """The green felt table."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = rect

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-20, -20, 20, 20)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.rect.getRect(),)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6d4c33"), 18))
        painter.setBrush(QBrush(FELT))
        painter.drawRoundedRect(self.rect, self.rect.height() / 2, self.rect.height() / 2)
        painter.setPen(QPen(FELT_EDGE, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(16, 16, -16, -16), self.rect.height() / 2 - 16,
                                self.rect.height() / 2 - 16)


class Bubble(QGraphicsObject):
    """A short word over a seat ("UNO!", "Contre-UNO!", "Skipped"), faded in and out by the scene."""

    def __init__(self, text: str, colour: QColor, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = text
        self.colour = QColor(colour)
        self.font = scene_font(26, bold=True)
        self.w = QFontMetricsF(self.font).horizontalAdvance(text) + 36
        self.setZValue(900)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.w / 2 - 4, -28, self.w + 8, 60)

    def placed_rect(self) -> QRectF:
        """The word's box in scene coordinates (centred on the item's position)."""
        return self.mapRectToScene(QRectF(-self.w / 2, -24, self.w, 48))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.w / 2, -24, self.w, 48)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.drawRoundedRect(r, 20, 20)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(self.font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class Panel(QGraphicsItem):
    """A plain rounded panel (overlays: colour chooser, score sheet, revealed hand)."""

    def __init__(self, rect: QRectF, colour: QColor = Palette.paper, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.rect = rect
        self.colour = QColor(colour)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 10)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawRoundedRect(self.rect.translated(0, 6), 20, 20)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#6b5f50"), 2))
        painter.drawRoundedRect(self.rect, 20, 20)


SHADE = QColor(0, 0, 0, 120)  # darkens the table under an overlay


class FlatRect(QGraphicsItem):
    """A rectangle filled with one colour: the shade under an overlay, a rule on the score sheet."""

    def __init__(self, rect: QRectF, colour: QColor):
        super().__init__()
        self.rect = rect
        self.colour = QColor(colour)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.fillRect(self.rect, self.colour)


class ColourButton(HoverHighlight, QGraphicsObject):
    """A big colour swatch in the colour chooser (with the aid's shape when on)."""

    clicked = Signal(int)

    def __init__(self, colour: int, label: str, aid: bool, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.colour = colour
        self.label = label
        self.aid = aid
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, 148, 168)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = COLOURS[self.colour]
        painter.setBrush(c.lighter(112) if self.hovered else c)
        painter.setPen(QPen(GOLD if self.hovered else QColor("#ffffff"), 5))
        painter.drawRoundedRect(QRectF(0, 0, 140, 120), 18, 18)
        if self.aid:
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(shape_path(self.colour, 70, 60, 28))
        painter.setPen(Palette.ink)
        painter.setFont(scene_font(22, bold=True))
        painter.drawText(QRectF(-10, 124, 160, 36), Qt.AlignmentFlag.AlignCenter, self.label)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        self.clicked.emit(self.colour)


class TextItem(QGraphicsItem):
    """Text drawn in a box: aligned, elided or wrapped, never outside its rectangle. A text that names a seat
    says which (`seat`, `shown_name`, as the panels do)."""

    seat: int | None = None
    shown_name = ""

    def __init__(self, text: str, rect: QRectF, px: int = 22, colour: QColor = Palette.paper, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, wrap: bool = False,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = text
        self.rect = rect
        self.font = scene_font(px, bold)
        self.colour = QColor(colour)
        self.align = align
        self.wrap = wrap

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def ink_rect(self) -> QRectF:
        """The part of the box the words take (scene coordinates): what an overlay must leave visible."""
        flags = int(self.align) | (int(Qt.TextFlag.TextWordWrap) if self.wrap else 0)
        text = self.text if self.wrap else elide(self.text, self.font, self.rect.width())
        return self.mapRectToScene(QFontMetricsF(self.font).boundingRect(self.rect, flags, text))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        flags = int(self.align)
        if self.wrap:
            painter.drawText(self.rect, flags | int(Qt.TextFlag.TextWordWrap), self.text)
        else:
            painter.drawText(self.rect, flags, elide(self.text, self.font, self.rect.width()))

