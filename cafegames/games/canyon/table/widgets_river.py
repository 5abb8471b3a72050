"""Canyon's river on screen: where each cell is drawn (`RiverLayout`: upright as in the rules' figures, or turned
across a landscape window), the hex river drawn from the map data, the round track and the bid bonus, the
clickable cells and the canoes, and each seat's colour and badge (`seat_marks`), the same on every panel and piece.

The items only draw what they are told: which cells glow and which canoe is active are set by the scene.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.games.canyon.river import (
    BANK,
    BRIDGE,
    CURRENT,
    DIRECTIONS,
    ISLAND,
    MOUNTAIN,
    START,
    WATERFALL,
    Hex,
    River,
    default_river,
    to_offset,
)
from cafegames.games.canyon.river import (
    DOCK as DOCK_CELL,
)
from cafegames.ui.graphics import MIN_FONT_PX, scene_font
from cafegames.ui.paint_cache import look_cache
from cafegames.ui.seat_names import SeatMark
from cafegames.ui.seat_names import seat_marks as shared_seat_marks

R = 20.0  # hex radius of the upright river of the rules' figures, in scene pixels
SQ3 = math.sqrt(3)
RIVER_X, RIVER_Y = 22.0, 12.0

SEAT_COLOURS = [QColor("#d64541"), QColor("#f2c14e"), QColor("#43a047"), QColor("#f28c28"), QColor("#9c5fd1"),
                QColor("#ef7fb8")]
COLOURS = {
    "water": QColor("#4f9fd6"), "current": QColor("#2f78bf"), "bank": QColor("#b8734a"),
    "bank2": QColor("#a5643f"), "mountain": QColor("#7d6a5a"), "island": QColor("#5e9e4a"),
    "fall": QColor("#f4f8fb"), "bridge": QColor("#d8b27a"), "dock": QColor("#7a4b26"), "start": QColor("#9ed8f5"),
    "table": QColor("#5a3a28"), "felt": QColor("#2f5d46"),
}




def seat_marks(names: list[str]) -> list[SeatMark]:
    """Every seat's colour and badge, made once for the match: its row, canoe, lit cells and played cards all
    use these (badges that differ even for look-alike names, see cafegames.ui.seat_names)."""
    return shared_seat_marks(names, SEAT_COLOURS)


class RiverLayout:
    """Where each cell of the river is drawn. The map is read upright — the start spaces at the bottom, the
    landing at the top, as in the rules' figures; `across` turns it a quarter turn clockwise so that the race runs
    from left to right across a landscape window (the start at the left, the landing at the right, the left bank
    at the top) and its cells can be big. Drawings of the water's flow (current arrows, the waterfall, the bridge,
    the cave) turn with the river; what stands on it (mountains, trees, the tepee, the totem) stays upright."""

    def __init__(self, river: River, radius: float = R, origin: QPointF | None = None, across: bool = False):
        self.river = river
        self.r = float(radius)
        self.origin = QPointF(RIVER_X, RIVER_Y) if origin is None else QPointF(origin)
        self.across = across
        self.angle = 90.0 if across else 0.0
        self.upright_w = SQ3 * self.r * (river.cols + 0.5)
        self.upright_h = 1.5 * self.r * (river.rows - 1) + 2 * self.r

    def rect(self) -> QRectF:
        """The river's rectangle in the scene."""
        w, h = (self.upright_h, self.upright_w) if self.across else (self.upright_w, self.upright_h)
        return QRectF(self.origin.x(), self.origin.y(), w, h)

    def to_scene(self, p: QPointF) -> QPointF:
        """A point of the upright map (its own top-left at 0, 0) in scene coordinates."""
        if self.across:
            return QPointF(self.origin.x() + self.upright_h - p.y(), self.origin.y() + p.x())
        return QPointF(self.origin.x() + p.x(), self.origin.y() + p.y())

    def offset(self, dx: float, dy: float) -> QPointF:
        """A step of the upright map (right dx, down dy) as a step in the scene."""
        return QPointF(-dy, dx) if self.across else QPointF(dx, dy)

    def upright_center(self, cell: Hex) -> QPointF:
        col, row = to_offset(cell)
        r = self.r
        return QPointF(SQ3 * r * (col + 0.5 * (row & 1)) + SQ3 * r / 2, r + row * 1.5 * r)

    def center(self, cell: Hex) -> QPointF:
        return self.to_scene(self.upright_center(cell))

    def polygon(self, center: QPointF, radius: float | None = None) -> QPolygonF:
        """The hexagon of a cell around `center`: pointy-top upright, flat-top across."""
        radius = self.r if radius is None else radius
        return QPolygonF([QPointF(center.x() + radius * math.cos(math.radians(60 * i - 30 + self.angle)),
                                  center.y() + radius * math.sin(math.radians(60 * i - 30 + self.angle)))
                          for i in range(6)])

    def across_cell(self) -> float:
        """A cell's width between two opposite sides (the smallest way across, what a click must hit)."""
        return SQ3 * self.r


def cell_center(cell: Hex) -> QPointF:
    """Where a cell is in the upright river of the rules' figures."""
    return RiverLayout(default_river()).center(cell)


def hex_polygon(center: QPointF, radius: float = R) -> QPolygonF:
    """A pointy-top hexagon (the upright river's cells)."""
    return QPolygonF([QPointF(center.x() + radius * math.cos(math.radians(60 * i - 30)),
                              center.y() + radius * math.sin(math.radians(60 * i - 30))) for i in range(6)])


class RiverItem(QGraphicsItem):
    """Every cell of the river, drawn once from the map data and cached."""

    def __init__(self, layout: RiverLayout):
        super().__init__()
        self.layout = layout
        self.river = layout.river
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.layout.rect().adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        river, layout, r = self.river, self.layout, self.layout.r
        for cell, kind in river.kind.items():
            c = layout.center(cell)
            col, row = to_offset(cell)
            if kind == BANK:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(COLOURS["bank"] if (col * 7 + row * 3) % 5 else COLOURS["bank2"])
                painter.drawPolygon(layout.polygon(c, r + 0.6))
                continue
            fill = {MOUNTAIN: COLOURS["bank"], ISLAND: COLOURS["water"], WATERFALL: COLOURS["fall"],
                    BRIDGE: COLOURS["water"], DOCK_CELL: COLOURS["water"], START: COLOURS["start"]}.get(
                kind, COLOURS["current"] if kind in CURRENT else COLOURS["water"])
            painter.setBrush(fill)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            painter.drawPolygon(layout.polygon(c))
            if kind == MOUNTAIN:
                self._mountain(painter, c)
            elif kind == ISLAND:
                self._island(painter, c)
            elif kind in CURRENT:
                self._arrow(painter, c, kind)
            elif kind == WATERFALL:
                self._turned(painter, c, self._fall)
            elif kind == BRIDGE:
                self._turned(painter, c, self._bridge)
            elif kind == DOCK_CELL:
                self._turned(painter, c, self._dock)
                self._tepee(painter, c + layout.offset(-r * 1.25, -r * 0.55))
            elif kind == START:
                painter.setPen(QPen(QColor("#1d4e7a"), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, r * 0.55, r * 0.55)
        self._cave(painter)
        self._totem(painter)

    def _turned(self, p: QPainter, c: QPointF, draw) -> None:
        """Draw something of the water's flow at `c` as on the upright map, turned with the river."""
        if not self.layout.angle:
            draw(p, c)
            return
        p.save()
        p.translate(c)
        p.rotate(self.layout.angle)
        draw(p, QPointF(0, 0))
        p.restore()

    def _mountain(self, p: QPainter, c: QPointF) -> None:
        r = self.layout.r
        p.setPen(QPen(QColor("#4a3b30"), 1.5))
        p.setBrush(COLOURS["mountain"])
        p.drawPolygon(QPolygonF([c + QPointF(-r * 0.8, r * 0.55), c + QPointF(-r * 0.1, -r * 0.7),
                                 c + QPointF(r * 0.8, r * 0.55)]))
        p.setBrush(QColor("#f3efe8"))
        p.drawPolygon(QPolygonF([c + QPointF(-r * 0.28, -r * 0.32), c + QPointF(-r * 0.1, -r * 0.7),
                                 c + QPointF(r * 0.12, -r * 0.36)]))

    def _island(self, p: QPainter, c: QPointF) -> None:
        r = self.layout.r
        p.setPen(QPen(QColor("#d9c58f"), 3))
        p.setBrush(COLOURS["island"])
        p.drawPolygon(self.layout.polygon(c, r * 0.86))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2f6b2a"))
        for dx, dy in ((-0.3, 0.05), (0.25, -0.2), (0.15, 0.35)):
            p.drawEllipse(c + QPointF(dx * r, dy * r), r * 0.22, r * 0.22)

    def _arrow(self, p: QPainter, c: QPointF, kind: str) -> None:
        r = self.layout.r
        dq, dr = DIRECTIONS[kind]
        v = self.layout.offset(SQ3 * r * (dq + dr / 2), 1.5 * r * dr)
        n = math.hypot(v.x(), v.y())
        ux, uy = v.x() / n, v.y() / n
        a = c - QPointF(ux * r * 0.55, uy * r * 0.55)
        b = c + QPointF(ux * r * 0.55, uy * r * 0.55)
        head = r * 0.35
        p.setPen(QPen(QColor("#e8f4ff"), 2.4 * r / R, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(a, b)
        left = b - QPointF(ux * head - uy * head * 5 / 7, uy * head + ux * head * 5 / 7)
        right = b - QPointF(ux * head + uy * head * 5 / 7, uy * head - ux * head * 5 / 7)
        p.drawLine(b, left)
        p.drawLine(b, right)

    def _fall(self, p: QPainter, c: QPointF) -> None:
        r = self.layout.r
        p.setPen(QPen(QColor("#7fb4dd"), 2))
        for dx in (-0.45, 0, 0.45):
            path = QPainterPath(c + QPointF(dx * r, -r * 0.6))
            path.cubicTo(c + QPointF(dx * r + r * 0.2, -r * 0.2), c + QPointF(dx * r - r * 0.2, r * 0.2),
                         c + QPointF(dx * r, r * 0.6))
            p.drawPath(path)

    def _bridge(self, p: QPainter, c: QPointF) -> None:
        r = self.layout.r
        p.setPen(QPen(QColor("#6b4a2a"), 1.5))
        p.setBrush(COLOURS["bridge"])
        p.drawRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.35, r * 1.6, r * 0.7))
        for i in range(-3, 4):
            x = c.x() + i * r * 0.22
            p.drawLine(QPointF(x, c.y() - r * 0.35), QPointF(x, c.y() + r * 0.35))

    def _dock(self, p: QPainter, c: QPointF) -> None:
        r = self.layout.r
        p.setPen(QPen(QColor("#3d2412"), 1.5))
        p.setBrush(COLOURS["dock"])
        p.drawRect(QRectF(c.x() - r * 0.75, c.y() - r * 0.45, r * 1.5, r * 0.9))
        p.setPen(QPen(QColor("#f3dcb2"), 1))
        for i in (-1, 0, 1):
            y = c.y() + i * r * 0.28
            p.drawLine(QPointF(c.x() - r * 0.7, y), QPointF(c.x() + r * 0.7, y))

    def _tepee(self, p: QPainter, t: QPointF) -> None:
        """A tepee on the bank beside a dock: the village."""
        r = self.layout.r
        p.setPen(QPen(QColor("#5b3a1e"), 1.5))
        p.setBrush(QColor("#f0d9a8"))
        p.drawPolygon(QPolygonF([t + QPointF(0, -r * 0.6), t + QPointF(r * 0.45, r * 0.45),
                                 t + QPointF(-r * 0.45, r * 0.45)]))

    def _cave(self, p: QPainter) -> None:
        """The cave: from beside the waterfall a tunnel runs under the left bank down to the bridge."""
        river, layout, r = self.river, self.layout, self.layout.r
        fall = min(river.waterfall, key=lambda c: to_offset(c))
        bridge = layout.upright_center(river.bridge)
        mouth = layout.upright_center(fall) + QPointF(-SQ3 * r * 0.85, 0)
        corner = QPointF(SQ3 * r * 0.55, bridge.y() - 1.5 * r)
        top = QPointF(corner.x(), mouth.y())
        end = bridge + QPointF(-r * 0.7, 0)
        at = layout.to_scene
        path = QPainterPath(at(mouth))
        path.lineTo(at(top + QPointF(r * 0.8, 0)))
        path.quadTo(at(top), at(top + QPointF(0, r * 0.8)))
        path.lineTo(at(corner))
        path.quadTo(at(QPointF(corner.x(), end.y())), at(end))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(35, 20, 10, 215), r * 0.62, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
        p.setPen(QPen(QColor("#d9b48a"), 1.6, Qt.PenStyle.DashLine))
        p.drawPath(path)
        p.setPen(QPen(QColor("#120a05"), 2))
        p.setBrush(QColor("#1e120a"))
        self._turned(p, at(mouth), lambda p, c: p.drawEllipse(c, r * 0.5, r * 0.42))

    def _totem(self, p: QPainter) -> None:
        """The totem pole on the bank beside the start spaces."""
        layout, r = self.layout, self.layout.r
        first = min(self.river.starts, key=lambda c: to_offset(c))
        base = layout.to_scene(layout.upright_center(first) + QPointF(-SQ3 * r * 1.05, r * 0.6))
        colours = [QColor("#c8553d"), QColor("#f2c14e"), QColor("#2f6fc4"), QColor("#43a047")]
        eye = 1.8 * r / R
        for i, colour in enumerate(colours):
            rect = QRectF(base.x() - r * 0.32, base.y() - (i + 1) * r * 0.5, r * 0.64, r * 0.5)
            p.setPen(QPen(QColor("#2b2118"), 1.2))
            p.setBrush(colour)
            p.drawRect(rect)
            p.setBrush(QColor("#2b2118"))
            p.drawEllipse(rect.center() + QPointF(-r * 0.12, -r * 0.04), eye, eye)
            p.drawEllipse(rect.center() + QPointF(r * 0.12, -r * 0.04), eye, eye)
        top = base.y() - len(colours) * r * 0.5
        p.setBrush(QColor("#c8553d"))
        p.drawPolygon(QPolygonF([QPointF(base.x() - r * 0.7, top), QPointF(base.x() + r * 0.7, top),
                                 QPointF(base.x(), top - r * 0.3)]))


class CellItem(QGraphicsObject):
    """A clickable highlighted cell (a legal end cell or a free start space); hovering shows the witness path."""

    clicked = Signal()
    hovered = Signal(bool)

    def __init__(self, cell: Hex, colour: QColor, layout: RiverLayout):
        super().__init__()
        self.cell = cell
        self.colour = colour
        self.layout = layout
        self.hover = False
        self.setPos(layout.center(cell))
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(5)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.layout.r
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addPolygon(self.layout.polygon(QPointF(0, 0)))
        return p

    def look(self) -> tuple:
        """Everything the cell shows (the key of its cached pixmap)."""
        return (self.colour.rgba(), self.layout.r, self.layout.angle, self.hover)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        r = self.layout.r
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(255, 230, 102, 200 if self.hover else 140))
        painter.setPen(QPen(self.colour.darker(120), (4 if self.hover else 3) * r / R))
        painter.drawPolygon(self.layout.polygon(QPointF(0, 0), r - 2 * r / R))
        painter.setBrush(self.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), r * 0.22, r * 0.22)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.hover = True
        self.update()
        self.hovered.emit(True)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.hover = False
        self.update()
        self.hovered.emit(False)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.shape().contains(event.pos()):
            self.clicked.emit()


class CanoeItem(QGraphicsObject):
    """A canoe in its seat's colour with its badge, so it reads without colour and tells look-alike names apart
    ("Ma" and "Mi" for Maman and Mamie). `seat` and `badge` say whom it stands for."""

    def __init__(self, seat: int, mark: SeatMark, radius: float = R):
        super().__init__()
        self.seat = seat
        self.mark = mark
        self.colour = mark.colour
        self.r = radius
        self.active = False
        self.winner = False  # drawn with a gold ring: the race is won
        self.setZValue(20)
        self.font = scene_font(round(22 * radius / R), bold=True)
        # The badge fits the hull: a font made smaller for two letters, down to the readable minimum.
        while self.font.pixelSize() > MIN_FONT_PX and QFontMetricsF(self.font).horizontalAdvance(mark.badge) > 1.5 * radius:
            self.font.setPixelSize(self.font.pixelSize() - 1)

    @property
    def badge(self) -> str:
        return self.mark.badge

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.r
        return QRectF(-r * 1.2, -r * 0.95, 2.4 * r, 1.9 * r)

    def look(self) -> tuple:
        """Everything the canoe shows (the key of its cached pixmap; the font follows from the badge and size)."""
        return (self.r, self.colour.rgba(), self.mark.badge, self.active, self.winner)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        r = self.r
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hull = canoe_hull(r)
        if self.winner:
            painter.setPen(QPen(QColor("#ffe066"), 4))
            painter.setBrush(QColor(255, 224, 102, 90))
            painter.drawEllipse(QPointF(0, 0), r * 1.12, r * 0.85)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(hull.translated(2 * r / R, 3 * r / R))
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#fff6c8") if self.active else QColor("#2b2118"), 3.5 if self.active else 1.8))
        painter.drawPath(hull)
        painter.setFont(self.font)
        painter.setPen(ink_on(self.colour))
        painter.drawText(QRectF(-r, -r * 0.7, 2 * r, 1.4 * r), Qt.AlignmentFlag.AlignCenter, self.mark.badge)


def ink_on(colour: QColor) -> QColor:
    """Dark text on a light seat colour, white on a dark one."""
    return QColor("#1b1410") if colour.lightness() > 140 else QColor("#ffffff")


@functools.cache
def canoe_hull(r: float = R) -> QPainterPath:
    """A canoe seen from above, full enough in the middle for a bold label (built once per size)."""
    hull = QPainterPath(QPointF(-r * 0.97, 0))
    hull.cubicTo(QPointF(-r * 0.55, -r * 0.86), QPointF(r * 0.55, -r * 0.86), QPointF(r * 0.97, 0))
    hull.cubicTo(QPointF(r * 0.55, r * 0.86), QPointF(-r * 0.55, r * 0.86), QPointF(-r * 0.97, 0))
    return hull
