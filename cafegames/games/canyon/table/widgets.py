"""Canyon's card table items: a playing card with its suit symbol, the panel behind a group of items, a seat's
chip (its colour and badge) and name line, the round track with the bid bonus, and the text items the table is
written with (wrapped to a width, or fitted on one line).

`scene.py` arranges them beside the river of `widgets_river.py` and talks to the controller.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSimpleTextItem

from cafegames.games.canyon import cards as C
from cafegames.games.canyon.table.widgets_river import SeatMark, ink_on
from cafegames.ui.graphics import MIN_FONT_PX, Palette, scene_font
from cafegames.ui.paint_cache import look_cache

CARD_W, CARD_H = 96.0, 140.0

SUIT_COLOURS = [QColor("#2f6fc4"), QColor("#2e8b3e"), QColor("#cc3b2f"), QColor("#d9a21b"), QColor("#7d4bb3")]


@functools.cache
def suit_path(suit: int, size: float) -> QPainterPath:
    """A symbol for each suit, so a suit reads without its colour (K-CARDS): five distinct outlines that stay
    apart at the trump card's size and in grayscale — a paddle (T grip, long blade), a pine (two tiers), a
    flame (three tongues with an inner flame cut out), a sun (disc and rays), a slanted feather (vane split by
    its quill). Built once per suit and size."""
    p = QPainterPath()
    s = size
    if suit == C.BLUE:  # paddle: T grip, shaft, long rounded blade
        p.addRect(QRectF(-0.17 * s, -0.5 * s, 0.34 * s, 0.09 * s))
        p.addRect(QRectF(-0.05 * s, -0.45 * s, 0.1 * s, 0.5 * s))
        blade = QPainterPath(QPointF(0, -0.02 * s))
        blade.cubicTo(QPointF(0.22 * s, 0.02 * s), QPointF(0.2 * s, 0.36 * s), QPointF(0, 0.5 * s))
        blade.cubicTo(QPointF(-0.2 * s, 0.36 * s), QPointF(-0.22 * s, 0.02 * s), QPointF(0, -0.02 * s))
        p.addPath(blade)
        p.setFillRule(Qt.FillRule.WindingFill)
    elif suit == C.GREEN:  # pine: two tiers and a trunk
        p.addPolygon(QPolygonF([QPointF(0, -0.5 * s), QPointF(0.3 * s, -0.05 * s), QPointF(-0.3 * s, -0.05 * s),
                                QPointF(0, -0.5 * s)]))
        p.addPolygon(QPolygonF([QPointF(0, -0.22 * s), QPointF(0.42 * s, 0.3 * s), QPointF(-0.42 * s, 0.3 * s),
                                QPointF(0, -0.22 * s)]))
        p.addRect(QRectF(-0.08 * s, 0.28 * s, 0.16 * s, 0.22 * s))
        p.setFillRule(Qt.FillRule.WindingFill)
    elif suit == C.RED:  # flame: a tall middle tongue, two side tongues, a round base, the inner flame cut out
        p.moveTo(0, 0.5 * s)
        p.cubicTo(QPointF(0.32 * s, 0.5 * s), QPointF(0.5 * s, 0.22 * s), QPointF(0.36 * s, -0.2 * s))
        p.cubicTo(QPointF(0.3 * s, -0.04 * s), QPointF(0.22 * s, 0.02 * s), QPointF(0.14 * s, 0.03 * s))
        p.cubicTo(QPointF(0.24 * s, -0.16 * s), QPointF(0.16 * s, -0.36 * s), QPointF(0.02 * s, -0.52 * s))
        p.cubicTo(QPointF(-0.04 * s, -0.32 * s), QPointF(-0.22 * s, -0.18 * s), QPointF(-0.16 * s, 0.04 * s))
        p.cubicTo(QPointF(-0.24 * s, 0.0), QPointF(-0.3 * s, -0.04 * s), QPointF(-0.34 * s, -0.12 * s))
        p.cubicTo(QPointF(-0.5 * s, 0.2 * s), QPointF(-0.32 * s, 0.5 * s), QPointF(0, 0.5 * s))
        p.closeSubpath()
        p.moveTo(0, 0.42 * s)
        p.cubicTo(QPointF(0.16 * s, 0.42 * s), QPointF(0.22 * s, 0.26 * s), QPointF(0.04 * s, 0.06 * s))
        p.cubicTo(QPointF(0.02 * s, 0.18 * s), QPointF(-0.2 * s, 0.24 * s), QPointF(0, 0.42 * s))
        p.closeSubpath()
        p.setFillRule(Qt.FillRule.OddEvenFill)
    elif suit == C.YELLOW:  # sun: a disc with eight rays
        p.addEllipse(QPointF(0, 0), 0.22 * s, 0.22 * s)
        for i in range(8):
            a = math.radians(45 * i)
            ux, uy = math.cos(a), math.sin(a)
            vx, vy = -uy, ux
            p.addPolygon(QPolygonF([QPointF(ux * 0.29 * s + vx * 0.07 * s, uy * 0.29 * s + vy * 0.07 * s),
                                    QPointF(ux * 0.5 * s, uy * 0.5 * s),
                                    QPointF(ux * 0.29 * s - vx * 0.07 * s, uy * 0.29 * s - vy * 0.07 * s)]))
        p.setFillRule(Qt.FillRule.WindingFill)
    else:  # feather: a slanted vane with notches, split by its quill
        vane = QPainterPath(QPointF(0, -0.52 * s))
        vane.cubicTo(QPointF(0.3 * s, -0.3 * s), QPointF(0.26 * s, 0.14 * s), QPointF(0.02 * s, 0.3 * s))
        vane.lineTo(QPointF(0.12 * s, 0.08 * s))
        vane.lineTo(QPointF(-0.02 * s, 0.3 * s))
        vane.cubicTo(QPointF(-0.26 * s, 0.14 * s), QPointF(-0.3 * s, -0.3 * s), QPointF(0, -0.52 * s))
        quill = QPainterPath()
        quill.addRect(QRectF(-0.025 * s, -0.4 * s, 0.05 * s, 0.92 * s))
        notch = QPainterPath()
        notch.addPolygon(QPolygonF([QPointF(-0.3 * s, -0.12 * s), QPointF(-0.1 * s, -0.02 * s),
                                    QPointF(-0.3 * s, 0.0)]))
        p = vane.subtracted(quill).subtracted(notch)
        p.addRect(QRectF(-0.025 * s, 0.2 * s, 0.05 * s, 0.32 * s))
        p.setFillRule(Qt.FillRule.WindingFill)
        p = QTransform().rotate(24).map(p)
    return p


class CardItem(QGraphicsObject):
    """A playing card: value in the corners and the middle, the suit's colour and symbol."""

    clicked = Signal()

    def __init__(self, card: int, scale: float = 1.0):
        super().__init__()
        self.card = card
        self.k = scale
        self.playable = False
        self.dim = False
        self.glow = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, CARD_W * self.k + 8, CARD_H * self.k + 8)

    def look(self) -> tuple:
        """Everything the card shows (the key of its cached pixmap)."""
        return (self.card, self.k, self.glow, self.dim)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        k = self.k
        rect = QRectF(0, 0, CARD_W * k, CARD_H * k)
        suit = C.suit(self.card)
        colour = SUIT_COLOURS[suit]
        if self.glow:
            painter.setPen(QPen(QColor("#ffe066"), 8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10 * k, 10 * k)
        painter.setPen(QPen(QColor("#2b2118"), 2))
        painter.setBrush(QColor("#fbf4e6"))
        painter.drawRoundedRect(rect, 10 * k, 10 * k)
        inner = rect.adjusted(7 * k, 7 * k, -7 * k, -7 * k)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(inner, 7 * k, 7 * k)
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.save()
        painter.translate(rect.center() + QPointF(0, 18 * k))
        painter.drawPath(suit_path(suit, 58 * k))
        painter.restore()
        painter.setPen(QColor("#ffffff"))
        painter.setFont(scene_font(int(40 * k), bold=True))
        painter.drawText(QRectF(inner.x(), inner.y() + 2, inner.width(), 50 * k), Qt.AlignmentFlag.AlignCenter,
                         str(C.value(self.card)))
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 20, 10, 120))
            painter.drawRoundedRect(rect, 10 * k, 10 * k)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.playable:
            self.clicked.emit()


class PanelItem(QGraphicsItem):
    """A rounded panel behind a group of table items."""

    def __init__(self, rect: QRectF, colour: QColor | None = None, border: QColor | None = None):
        super().__init__()
        self.rect = rect
        self.colour = colour if colour is not None else QColor(0, 0, 0, 70)
        self.border = border
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-3, -3, 3, 3)

    def look(self) -> tuple:
        """Everything the panel shows (the key of its cached pixmap)."""
        return (self.rect.getRect(), self.colour.rgba(), self.border.rgba() if self.border else None)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.border, 3) if self.border else Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(self.rect, 14, 14)


def text_item(text: str, px: int, colour: QColor = Palette.paper, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)
    item.setFont(scene_font(px, bold))
    item.setBrush(colour)
    return item


def wrap(text: str, px: int, width: float, bold: bool = False) -> str:
    """The text with line breaks so that no line is wider than `width` at this font."""
    fm = QFontMetricsF(scene_font(px, bold))
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            probe = f"{line} {word}" if line else word
            if line and fm.horizontalAdvance(probe) > width:
                lines.append(line)
                line = word
            else:
                line = probe
        lines.append(line)
    return "\n".join(lines)


def wrapped_item(text: str, px: int, width: float, colour: QColor = Palette.paper,
                 bold: bool = False) -> QGraphicsSimpleTextItem:
    return text_item(wrap(text, px, width, bold), px, colour, bold)


def fitted_item(text: str, px: int, width: float, colour: QColor = Palette.paper,
                bold: bool = False) -> QGraphicsSimpleTextItem:
    """One line, its font made smaller (down to the minimum) until it fits `width`, elided past that."""
    while px > MIN_FONT_PX and QFontMetricsF(scene_font(px, bold)).horizontalAdvance(text) > width:
        px -= 1
    fm = QFontMetricsF(scene_font(px, bold))
    return text_item(fm.elidedText(text, Qt.TextElideMode.ElideRight, width), px, colour, bold)


class SeatChip(QGraphicsItem):
    """A seat's colour with its badge, the canoe's own: on the seat's panel, its lines and its played cards."""

    def __init__(self, rect: QRectF, seat: int, mark: SeatMark):
        super().__init__()
        self.rect = rect
        self.seat = seat
        self.mark = mark
        self.font = scene_font(20, True)
        while self.font.pixelSize() > MIN_FONT_PX and QFontMetricsF(self.font).horizontalAdvance(mark.badge) > rect.width() - 6:
            self.font.setPixelSize(self.font.pixelSize() - 1)
        self.setZValue(1)

    @property
    def badge(self) -> str:
        return self.mark.badge

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def look(self) -> tuple:
        """Everything the chip shows (the key of its cached pixmap; the font follows from the badge and rect)."""
        return (self.rect.getRect(), self.mark.colour.rgba(), self.mark.badge)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#2b2118"), 2))
        painter.setBrush(self.mark.colour)
        painter.drawRoundedRect(self.rect, 8, 8)
        painter.setFont(self.font)
        painter.setPen(ink_on(self.mark.colour))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.mark.badge)


class SeatText(QGraphicsSimpleTextItem):
    """A seat's name as a table line shows it (`shown_name`: whole, or the short form that tells it apart)."""

    def __init__(self, seat: int, text: str, px: int, colour: QColor = Palette.paper, bold: bool = False):
        super().__init__(text)
        self.seat = seat
        self.shown_name = text
        self.setFont(scene_font(px, bold))
        self.setBrush(colour)


class TrackItem(QGraphicsItem):
    """The round track, as on the printed board's canyon wall: the cards dealt at each of the 14 steps in two rows
    of seven, the current step framed in gold, and with K-SHORT the skipped steps greyed and struck."""

    LABEL_H, BOX_H, GAP = 24.0, 28.0, 4.0
    PER_ROW = 7
    HEIGHT = LABEL_H + 2 * BOX_H + 2 * GAP

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = QRectF(rect.x(), rect.y(), rect.width(), self.HEIGHT)
        self.short = False
        self.step = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def step_rect(self, step: int) -> QRectF:
        """The box of a step (1-based)."""
        row, col = divmod(step - 1, self.PER_ROW)
        w = (self.rect.width() - (self.PER_ROW - 1) * self.GAP) / self.PER_ROW
        return QRectF(self.rect.x() + col * (w + self.GAP),
                      self.rect.y() + self.LABEL_H + self.GAP + row * (self.BOX_H + self.GAP), w, self.BOX_H)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-6, -4, 6, 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        from PySide6.QtCore import QCoreApplication

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink, paper = QColor("#2b2118"), QColor("#efe3c8")
        painter.setFont(scene_font(18, True))
        painter.setPen(paper)
        painter.drawText(QRectF(self.rect.x(), self.rect.y(), self.rect.width(), self.LABEL_H),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QCoreApplication.translate("CanyonScene", "Cards dealt"))
        for i, count in enumerate(C.TRACK):
            step = i + 1
            box = self.step_rect(step)
            skipped = self.short and step in C.SHORT_SKIP
            painter.setPen(QPen(ink, 1.5))
            painter.setBrush(QColor("#8a6a50") if skipped else paper)
            painter.drawRoundedRect(box, 6, 6)
            painter.setFont(scene_font(21, True))
            painter.setPen(QColor("#5a4a3a") if skipped else ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(count))
            if skipped:
                painter.setPen(QPen(QColor("#3a2a1e"), 2))
                painter.drawLine(box.bottomLeft() + QPointF(5, -5), box.topRight() + QPointF(-5, 5))
            if step == self.step:
                painter.setPen(QPen(QColor("#ffe066"), 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), 7, 7)


class BonusItem(QGraphicsItem):
    """What an exact speed bid adds to the movement (K-SCORE), shown with the bid buttons: "0 → +1" …"""

    BOX_H = 34.0

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = QRectF(rect.x(), rect.y(), rect.width(), self.BOX_H)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        from PySide6.QtCore import QCoreApplication

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ink, paper = QColor("#2b2118"), QColor("#efe3c8")
        label = QCoreApplication.translate("CanyonScene", "Exact bid bonus")
        font = scene_font(20, True)
        label_w = QFontMetricsF(font).horizontalAdvance(label) + 16
        painter.setFont(font)
        painter.setPen(paper)
        painter.drawText(QRectF(self.rect.x(), self.rect.y(), label_w, self.BOX_H),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        w = 110.0
        for i, bid in enumerate(("0", "1", "2+")):
            box = QRectF(self.rect.x() + label_w + i * (w + 8), self.rect.y(), w, self.BOX_H)
            painter.setPen(QPen(ink, 1.5))
            painter.setBrush(paper)
            painter.drawRoundedRect(box, 6, 6)
            painter.setPen(ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"{bid} → +{C.bonus(i)}")
