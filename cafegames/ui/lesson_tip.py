"""The lesson's tip on the table: a paper bubble beside the piece it speaks of, never over it.

`TipItem` draws the header ("Learn to play · 3 / 12"), the sentence, a pointer towards the anchor, and the
buttons of the last tip. `place_beside(anchor, keep_clear, bounds, size)` finds where the bubble goes: above,
below, right or left of the anchor, inside the table, never over the anchor, and over as little as possible
of what else must stay visible (the buttons, the piles, an open chooser).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cafegames.ui.graphics import ButtonItem, Palette, scene_font

WIDTH = 470
PAD = 18
GAP = 26  # between the bubble and its anchor (the pointer's length)
MARGIN = 10
MISTAKE = QColor("#c8553d")
CALM = QColor("#2f7d4f")


def place_beside(anchor: QRectF | None, keep_clear: Sequence[QRectF], bounds: QRectF, size: QSizeF,
                 spots: Sequence[QRectF] = ()) -> QRectF:
    """Where a bubble of `size` goes: beside `anchor` (above, below, right, left) or in one of the free `spots`
    the table offers (its pointer then reaches across), inside `bounds`, never over the anchor, covering the
    least of `keep_clear` (ties: the nearest place first); the top right of `bounds` when there is no anchor."""
    w, h = size.width(), size.height()

    def clamp(x: float, y: float) -> QRectF:
        x = min(max(x, bounds.left() + MARGIN), bounds.right() - w - MARGIN)
        y = min(max(y, bounds.top() + MARGIN), bounds.bottom() - h - MARGIN)
        return QRectF(x, y, w, h)

    fitting = [clamp(spot.left(), spot.top()) for spot in spots if spot.width() >= w and spot.height() >= h]
    if anchor is None or anchor.isEmpty():
        candidates = fitting + [clamp(bounds.right() - w, bounds.top() + 60), clamp(bounds.left(), bounds.top() + 60)]
        return min(candidates, key=lambda r: (_covered(r, keep_clear), candidates.index(r)))
    c = anchor.center()
    above, below = anchor.top() - GAP - h, anchor.bottom() + GAP
    centred, leftwards, rightwards = c.x() - w / 2, anchor.right() - w + 30, anchor.left() - 30
    candidates = [
        clamp(centred, above), clamp(leftwards, above), clamp(rightwards, above),
        clamp(centred, below), clamp(leftwards, below), clamp(rightwards, below),
        clamp(anchor.right() + GAP, c.y() - h / 2),
        clamp(anchor.left() - GAP - w, c.y() - h / 2),
    ] + fitting
    clear = [r for r in candidates if not r.intersects(anchor)]
    if not clear:  # nowhere beside it inside the table: the least overlap
        return min(candidates, key=lambda r: _area(r.intersected(anchor)))
    return min(clear, key=lambda r: (_covered(r, keep_clear), candidates.index(r)))


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


def _covered(rect: QRectF, keep_clear: Sequence[QRectF]) -> float:
    return sum(_area(rect.intersected(k)) for k in keep_clear if rect.intersects(k))


class TipItem(QGraphicsObject):
    """The bubble. `set_tip(header, text, mistake)`; `buttons` for the last tip (`button_clicked(key)`)."""

    button_clicked = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.header = ""
        self.text = ""
        self.mistake = False
        self.size = QSizeF(WIDTH, 100)
        self.pointer: QPointF | None = None  # the anchor's nearest point, in item coordinates
        self.buttons: dict[str, ButtonItem] = {}
        self._body_font = scene_font(22)
        self._head_font = scene_font(18, True)
        self.setZValue(2500)  # over the table and its choosers (placed beside what they show)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_tip(self, header: str, text: str, mistake: bool = False,
                buttons: Sequence[tuple[str, str]] = (), width: float = WIDTH) -> None:
        self.prepareGeometryChange()
        self.header, self.text, self.mistake = header, text, mistake
        for b in self.buttons.values():
            b.setParentItem(None)
            if b.scene() is not None:
                b.scene().removeItem(b)
        self.buttons = {}
        inner = width - 2 * PAD
        head_h = QFontMetricsF(self._head_font).height() + 6
        body = QFontMetricsF(self._body_font).boundingRect(QRectF(0, 0, inner, 2000),
                                                            int(Qt.TextFlag.TextWordWrap), text)
        height = PAD + head_h + body.height() + PAD + 8  # drawText wraps a little wider than the metrics
        x = PAD
        for key, label in buttons:
            bw = QFontMetricsF(scene_font(20, True)).horizontalAdvance(label) + 36
            b = ButtonItem(label, QSizeF(bw, 46), self, color=CALM, font_px=20)
            if x + bw > width - PAD and x > PAD:
                x = PAD
                height += 56
            b.setPos(x, height)
            x += bw + 12
            b.clicked.connect(lambda k=key: self.button_clicked.emit(k))
            self.buttons[key] = b
        if buttons:
            height += 46 + PAD
        self.size = QSizeF(width, height)
        self.update()

    def place(self, anchor: QRectF | None, keep_clear: Sequence[QRectF], bounds: QRectF,
              spots: Sequence[QRectF] = ()) -> None:
        rect = place_beside(anchor, keep_clear, bounds, self.size, spots)
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.pointer = None
        if anchor is not None and not anchor.isEmpty() and not rect.intersects(anchor):
            target = QPointF(min(max(rect.center().x(), anchor.left() + 10), anchor.right() - 10),
                             min(max(rect.center().y(), anchor.top() + 10), anchor.bottom() - 10))
            self.pointer = target - rect.topLeft()
        self.update()

    def bubble_rect(self) -> QRectF:
        """The bubble in scene coordinates (without its pointer)."""
        return QRectF(self.pos(), self.size)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = QRectF(QPointF(0, 0), self.size)
        if self.pointer is not None:
            r = r.united(QRectF(self.pointer, QSizeF(1, 1)))
        return r.adjusted(-4, -4, 4, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(QPointF(0, 0), self.size)
        edge = MISTAKE if self.mistake else CALM
        path = QPainterPath()
        path.addRoundedRect(rect, 16, 16)
        far = self.pointer is not None and not rect.adjusted(-GAP - 4, -GAP - 4, GAP + 4, GAP + 4).contains(self.pointer)
        if far:  # the bubble waits in a free spot: a line reaches the piece it speaks of
            p = self.pointer
            start = QPointF(min(max(p.x(), 0), rect.width()), min(max(p.y(), 0), rect.height()))
            painter.setPen(QPen(edge, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(start, p)
            painter.setBrush(QBrush(edge))
            painter.drawEllipse(p, 7, 7)
        elif self.pointer is not None:
            p = self.pointer
            base = QPointF(min(max(p.x(), 30), rect.width() - 30), min(max(p.y(), 30), rect.height() - 30))
            if p.y() < 0 or p.y() > rect.height():  # above or below: the pointer leaves the top or bottom edge
                y = 0 if p.y() < 0 else rect.height()
                tip = QPointF(base.x(), y + (-GAP + 6 if p.y() < 0 else GAP - 6))
                tri = QPolygonF([QPointF(base.x() - 14, y), tip, QPointF(base.x() + 14, y)])
            else:
                x = 0 if p.x() < 0 else rect.width()
                tip = QPointF(x + (-GAP + 6 if p.x() < 0 else GAP - 6), base.y())
                tri = QPolygonF([QPointF(x, base.y() - 14), tip, QPointF(x, base.y() + 14)])
            arrow = QPainterPath()
            arrow.addPolygon(tri)
            path = path.united(arrow)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawPath(path.translated(0, 5))
        painter.setBrush(QBrush(Palette.paper))
        painter.setPen(QPen(edge, 4))
        painter.drawPath(path)
        painter.setPen(edge.darker(120))
        painter.setFont(self._head_font)
        head_h = QFontMetricsF(self._head_font).height() + 6
        painter.drawText(QRectF(PAD, PAD - 4, rect.width() - 2 * PAD, head_h), Qt.AlignmentFlag.AlignLeft, self.header)
        painter.setPen(Palette.ink)
        painter.setFont(self._body_font)
        painter.drawText(QRectF(PAD, PAD + head_h, rect.width() - 2 * PAD, rect.height() - head_h - PAD),
                         int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft), self.text)
