"""Canyon's river on screen: the hex river drawn from the map data, the canyon wall with the round track and the
bid bonus, the step marker, the clickable cells and the canoes, with the river's geometry (scene coordinates of a
cell, the scene's size) that `scene.py` lays the card table out from.

The items only draw what they are told: which cells glow and which canoe is active are set by the scene.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.games.canyon import cards as C
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
    to_offset,
)
from cafegames.games.canyon.river import (
    DOCK as DOCK_CELL,
)
from cafegames.ui.graphics import scene_font

R = 20.0  # hex radius in scene pixels: the 32 rows of the river fill the scene's height
SQ3 = math.sqrt(3)
RIVER_X, RIVER_Y = 22.0, 12.0
# The canyon wall right of the river carries the round track and the bonus table, as on the printed board.
WALL_X, WALL_W = RIVER_X + SQ3 * R * 13.5 + 6, 118.0
TABLE_X = WALL_X + WALL_W + 8
SCENE_H = 1000
SCENE_W = 1480  # narrower than the default 1600: the height-bound river scales up in a 16:10 window
TRACK_Y, TRACK_H, TRACK_GAP = 66.0, 38.0, 4.0

SEAT_COLOURS = [QColor("#d64541"), QColor("#f2c14e"), QColor("#43a047"), QColor("#f28c28"), QColor("#9c5fd1"),
                QColor("#ef7fb8")]
COLOURS = {
    "water": QColor("#4f9fd6"), "current": QColor("#2f78bf"), "bank": QColor("#b8734a"),
    "bank2": QColor("#a5643f"), "mountain": QColor("#7d6a5a"), "island": QColor("#5e9e4a"),
    "fall": QColor("#f4f8fb"), "bridge": QColor("#d8b27a"), "dock": QColor("#7a4b26"), "start": QColor("#9ed8f5"),
    "table": QColor("#5a3a28"), "felt": QColor("#2f5d46"),
}




def cell_center(cell: Hex) -> QPointF:
    col, row = to_offset(cell)
    return QPointF(RIVER_X + SQ3 * R * (col + 0.5 * (row & 1)) + SQ3 * R / 2, RIVER_Y + R + row * 1.5 * R)


def canoe_labels(names: list[str]) -> list[str]:
    """Short labels for the canoes: the initial, or two letters when initials collide, or the seat number."""
    out = []
    for i, name in enumerate(names):
        clean = name.strip() or "?"
        one = clean[:1].upper()
        if sum((n.strip()[:1].upper() or "?") == one for n in names) == 1:
            out.append(one)
            continue
        two = clean[:1].upper() + clean[1:2].lower()
        out.append(two if sum((n.strip()[:1].upper() + n.strip()[1:2].lower()) == two for n in names) == 1
                   else one + str(i + 1))
    return out


def hex_polygon(center: QPointF, radius: float = R) -> QPolygonF:
    return QPolygonF([QPointF(center.x() + radius * math.cos(math.radians(60 * i - 30)),
                              center.y() + radius * math.sin(math.radians(60 * i - 30))) for i in range(6)])


class RiverItem(QGraphicsItem):
    """Every cell of the river, drawn once from the map data and cached."""

    def __init__(self, river: River):
        super().__init__()
        self.river = river
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        w = SQ3 * R * (self.river.cols + 0.5) + 2
        h = 1.5 * R * (self.river.rows - 1) + 2 * R + 2
        return QRectF(RIVER_X - 1, RIVER_Y - 1, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        river = self.river
        font = scene_font(18, bold=True)
        painter.setFont(font)
        for cell, kind in river.kind.items():
            c = cell_center(cell)
            poly = hex_polygon(c, R + 0.6)
            col, row = to_offset(cell)
            if kind == BANK:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(COLOURS["bank"] if (col * 7 + row * 3) % 5 else COLOURS["bank2"])
                painter.drawPolygon(poly)
                continue
            fill = {MOUNTAIN: COLOURS["bank"], ISLAND: COLOURS["water"], WATERFALL: COLOURS["fall"],
                    BRIDGE: COLOURS["water"], DOCK_CELL: COLOURS["water"], START: COLOURS["start"]}.get(
                kind, COLOURS["current"] if kind in CURRENT else COLOURS["water"])
            painter.setBrush(fill)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            painter.drawPolygon(hex_polygon(c, R))
            if kind == MOUNTAIN:
                self._mountain(painter, c)
            elif kind == ISLAND:
                self._island(painter, c)
            elif kind in CURRENT:
                self._arrow(painter, c, kind)
            elif kind == WATERFALL:
                self._fall(painter, c)
            elif kind == BRIDGE:
                self._bridge(painter, c)
            elif kind == DOCK_CELL:
                self._dock(painter, c)
            elif kind == START:
                painter.setPen(QPen(QColor("#1d4e7a"), 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(c, R * 0.55, R * 0.55)
        self._cave(painter)
        self._totem(painter)

    def _mountain(self, p: QPainter, c: QPointF) -> None:
        p.setPen(QPen(QColor("#4a3b30"), 1.5))
        p.setBrush(COLOURS["mountain"])
        p.drawPolygon(QPolygonF([c + QPointF(-R * 0.8, R * 0.55), c + QPointF(-R * 0.1, -R * 0.7),
                                 c + QPointF(R * 0.8, R * 0.55)]))
        p.setBrush(QColor("#f3efe8"))
        p.drawPolygon(QPolygonF([c + QPointF(-R * 0.28, -R * 0.32), c + QPointF(-R * 0.1, -R * 0.7),
                                 c + QPointF(R * 0.12, -R * 0.36)]))

    def _island(self, p: QPainter, c: QPointF) -> None:
        p.setPen(QPen(QColor("#d9c58f"), 3))
        p.setBrush(COLOURS["island"])
        p.drawPolygon(hex_polygon(c, R * 0.86))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#2f6b2a"))
        for dx, dy in ((-0.3, 0.05), (0.25, -0.2), (0.15, 0.35)):
            p.drawEllipse(c + QPointF(dx * R, dy * R), R * 0.22, R * 0.22)

    def _arrow(self, p: QPainter, c: QPointF, kind: str) -> None:
        dq, dr = DIRECTIONS[kind]
        vx = SQ3 * R * (dq + dr / 2)
        vy = 1.5 * R * dr
        n = math.hypot(vx, vy)
        ux, uy = vx / n, vy / n
        a = c - QPointF(ux * R * 0.55, uy * R * 0.55)
        b = c + QPointF(ux * R * 0.55, uy * R * 0.55)
        p.setPen(QPen(QColor("#e8f4ff"), 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(a, b)
        left = b - QPointF(ux * 7 - uy * 5, uy * 7 + ux * 5)
        right = b - QPointF(ux * 7 + uy * 5, uy * 7 - ux * 5)
        p.drawLine(b, left)
        p.drawLine(b, right)

    def _fall(self, p: QPainter, c: QPointF) -> None:
        p.setPen(QPen(QColor("#7fb4dd"), 2))
        for dx in (-0.45, 0, 0.45):
            path = QPainterPath(c + QPointF(dx * R, -R * 0.6))
            path.cubicTo(c + QPointF(dx * R + 4, -R * 0.2), c + QPointF(dx * R - 4, R * 0.2),
                         c + QPointF(dx * R, R * 0.6))
            p.drawPath(path)

    def _bridge(self, p: QPainter, c: QPointF) -> None:
        p.setPen(QPen(QColor("#6b4a2a"), 1.5))
        p.setBrush(COLOURS["bridge"])
        p.drawRect(QRectF(c.x() - R * 0.8, c.y() - R * 0.35, R * 1.6, R * 0.7))
        for i in range(-3, 4):
            x = c.x() + i * R * 0.22
            p.drawLine(QPointF(x, c.y() - R * 0.35), QPointF(x, c.y() + R * 0.35))

    def _dock(self, p: QPainter, c: QPointF) -> None:
        p.setPen(QPen(QColor("#3d2412"), 1.5))
        p.setBrush(COLOURS["dock"])
        p.drawRect(QRectF(c.x() - R * 0.75, c.y() - R * 0.45, R * 1.5, R * 0.9))
        p.setPen(QPen(QColor("#f3dcb2"), 1))
        for i in (-1, 0, 1):
            y = c.y() + i * R * 0.28
            p.drawLine(QPointF(c.x() - R * 0.7, y), QPointF(c.x() + R * 0.7, y))
        # a tepee on the bank beside it: the village
        t = c + QPointF(-R * 1.25, -R * 0.55)
        p.setPen(QPen(QColor("#5b3a1e"), 1.5))
        p.setBrush(QColor("#f0d9a8"))
        p.drawPolygon(QPolygonF([t + QPointF(0, -R * 0.6), t + QPointF(R * 0.45, R * 0.45),
                                 t + QPointF(-R * 0.45, R * 0.45)]))

    def _cave(self, p: QPainter) -> None:
        """The cave: from beside the waterfall a tunnel runs under the left bank down to the bridge."""
        river = self.river
        fall = min(river.waterfall, key=lambda c: to_offset(c))
        fcol, frow = to_offset(fall)
        mouth = cell_center(fall) + QPointF(-SQ3 * R * 0.85, 0)
        bcol, brow = to_offset(river.bridge)
        corner = QPointF(RIVER_X + SQ3 * R * 0.55, cell_center(river.bridge).y() - 1.5 * R)
        top = QPointF(corner.x(), mouth.y())
        end = cell_center(river.bridge) + QPointF(-R * 0.7, 0)
        path = QPainterPath(mouth)
        path.lineTo(top + QPointF(R * 0.8, 0))
        path.quadTo(top, top + QPointF(0, R * 0.8))
        path.lineTo(corner)
        path.quadTo(QPointF(corner.x(), end.y()), end)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(35, 20, 10, 215), R * 0.62, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
        p.setPen(QPen(QColor("#d9b48a"), 1.6, Qt.PenStyle.DashLine))
        p.drawPath(path)
        p.setPen(QPen(QColor("#120a05"), 2))
        p.setBrush(QColor("#1e120a"))
        p.drawEllipse(mouth, R * 0.5, R * 0.42)

    def _totem(self, p: QPainter) -> None:
        """The totem pole on the bank beside the start spaces."""
        first = min(self.river.starts, key=lambda c: to_offset(c))
        base = cell_center(first) + QPointF(-SQ3 * R * 1.05, R * 0.6)
        colours = [QColor("#c8553d"), QColor("#f2c14e"), QColor("#2f6fc4"), QColor("#43a047")]
        for i, colour in enumerate(colours):
            rect = QRectF(base.x() - R * 0.32, base.y() - (i + 1) * R * 0.5, R * 0.64, R * 0.5)
            p.setPen(QPen(QColor("#2b2118"), 1.2))
            p.setBrush(colour)
            p.drawRect(rect)
            p.setBrush(QColor("#2b2118"))
            p.drawEllipse(rect.center() + QPointF(-R * 0.12, -R * 0.04), 1.8, 1.8)
            p.drawEllipse(rect.center() + QPointF(R * 0.12, -R * 0.04), 1.8, 1.8)
        top = base.y() - len(colours) * R * 0.5
        p.setBrush(QColor("#c8553d"))
        p.drawPolygon(QPolygonF([QPointF(base.x() - R * 0.7, top), QPointF(base.x() + R * 0.7, top),
                                 QPointF(base.x(), top - R * 0.3)]))


def wall_track_rect(step: int) -> QRectF:
    """The box of a step (1-based) of the round track on the canyon wall."""
    return QRectF(WALL_X + 14, TRACK_Y + (step - 1) * (TRACK_H + TRACK_GAP), WALL_W - 28, TRACK_H)


class WallItem(QGraphicsItem):
    """The canyon wall beside the river, with the round track (cards dealt at each step) and the exact-bid bonus
    table carved in it, as on the printed board. Static: drawn once and cached; the current step is marked by
    the scene with a separate item. `short` (K-SHORT) greys the skipped steps."""

    def __init__(self, short: bool = False):
        super().__init__()
        self.short = short
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(WALL_X - 2, RIVER_Y - 2, WALL_W + 4, SCENE_H - 2 * RIVER_Y + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        wall = QRectF(WALL_X, RIVER_Y, WALL_W, SCENE_H - 2 * RIVER_Y)
        painter.setPen(QPen(QColor("#4a2c1a"), 2))
        painter.setBrush(COLOURS["bank2"])
        painter.drawRoundedRect(wall, 10, 10)
        painter.setPen(QPen(QColor(60, 35, 20, 70), 2))  # rock strata
        for i in range(1, 24):
            y = RIVER_Y + i * 41
            painter.drawLine(QPointF(WALL_X + 4, y), QPointF(WALL_X + WALL_W - 4, y + (6 if i % 2 else -5)))
        ink, paper = QColor("#2b2118"), QColor("#efe3c8")
        painter.setFont(scene_font(18, True))
        painter.setPen(paper)
        painter.drawText(QRectF(WALL_X + 2, RIVER_Y + 4, WALL_W - 4, TRACK_Y - RIVER_Y - 8),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         QCoreApplication.translate("CanyonScene", "Cards dealt"))
        for i, count in enumerate(C.TRACK):
            step = i + 1
            rect = wall_track_rect(step)
            skipped = self.short and step in C.SHORT_SKIP
            painter.setPen(QPen(ink, 1.5))
            painter.setBrush(QColor("#8a6a50") if skipped else paper)
            painter.drawRoundedRect(rect, 7, 7)
            painter.setFont(scene_font(18))
            painter.setPen(QColor("#5a4a3a") if skipped else QColor("#7a6450"))
            painter.drawText(rect.adjusted(6, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             str(step))
            painter.setFont(scene_font(26, True))
            painter.setPen(QColor("#5a4a3a") if skipped else ink)
            painter.drawText(rect.adjusted(0, 0, -10, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                             str(count))
            if skipped:
                painter.setPen(QPen(QColor("#3a2a1e"), 2))
                painter.drawLine(rect.bottomLeft() + QPointF(6, -6), rect.topRight() + QPointF(-6, 6))
        top = wall_track_rect(len(C.TRACK)).bottom() + 8
        painter.setFont(scene_font(18, True))
        painter.setPen(paper)
        painter.drawText(QRectF(WALL_X + 2, top, WALL_W - 4, 68),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap,
                         QCoreApplication.translate("CanyonScene", "Exact bid bonus"))
        table = QRectF(WALL_X + 8, top + 74, WALL_W - 16, 3 * 36 + 8)
        painter.setPen(QPen(ink, 1.5))
        painter.setBrush(paper)
        painter.drawRoundedRect(table, 7, 7)
        painter.setPen(ink)
        painter.setFont(scene_font(21, True))
        for i, bid in enumerate(("0", "1", "2+")):
            row = QRectF(table.x(), table.y() + 4 + i * 36, table.width(), 36)
            painter.drawText(row, Qt.AlignmentFlag.AlignCenter, f"{bid} → +{C.bonus(i)}")
        painter.setFont(scene_font(18))
        painter.setPen(paper)
        painter.drawText(QRectF(WALL_X + 2, table.bottom() + 6, WALL_W - 4, 50),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         QCoreApplication.translate("CanyonScene", "bid → points"))


class StepMarker(QGraphicsItem):
    """The current step on the wall's round track: a thick gold frame."""

    def __init__(self, step: int):
        super().__init__()
        self.rect = wall_track_rect(step).adjusted(-5, -3, 5, 3)
        self.setZValue(3)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffe066"), 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 9, 9)


class CellItem(QGraphicsObject):
    """A clickable highlighted cell (a legal end cell or a free start space); hovering shows the witness path."""

    clicked = Signal()
    hovered = Signal(bool)

    def __init__(self, cell: Hex, colour: QColor):
        super().__init__()
        self.cell = cell
        self.colour = colour
        self.hover = False
        self.setPos(cell_center(cell))
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(5)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-R, -R, 2 * R, 2 * R)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addPolygon(hex_polygon(QPointF(0, 0), R))
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(255, 230, 102, 200 if self.hover else 140))
        painter.setPen(QPen(self.colour.darker(120), 4 if self.hover else 3))
        painter.drawPolygon(hex_polygon(QPointF(0, 0), R - 2))
        painter.setBrush(self.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), R * 0.22, R * 0.22)

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
    """A canoe in its seat colour, with the seat's initial so it reads without colour."""

    def __init__(self, seat: int, name: str, label: str | None = None):
        super().__init__()
        self.seat = seat
        self.initial = label or (name[:1] or "?").upper()
        self.colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        self.active = False
        self.winner = False  # drawn with a gold ring: the race is won
        self.setZValue(20)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-R * 1.2, -R * 0.95, 2.4 * R, 1.9 * R)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hull = canoe_hull()
        if self.winner:
            painter.setPen(QPen(QColor("#ffe066"), 4))
            painter.setBrush(QColor(255, 224, 102, 90))
            painter.drawEllipse(QPointF(0, 0), R * 1.12, R * 0.85)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawPath(hull.translated(2, 3))
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#fff6c8") if self.active else QColor("#2b2118"), 3.5 if self.active else 1.8))
        painter.drawPath(hull)
        painter.setFont(scene_font(22, bold=True))
        painter.setPen(QColor("#1b1410") if self.colour.lightness() > 140 else QColor("#ffffff"))
        painter.drawText(QRectF(-R, -R * 0.7, 2 * R, 1.4 * R), Qt.AlignmentFlag.AlignCenter, self.initial)


@functools.cache
def canoe_hull() -> QPainterPath:
    """A canoe seen from above, full enough in the middle for a bold label (built once)."""
    hull = QPainterPath(QPointF(-R * 0.97, 0))
    hull.cubicTo(QPointF(-R * 0.55, -R * 0.86), QPointF(R * 0.55, -R * 0.86), QPointF(R * 0.97, 0))
    hull.cubicTo(QPointF(R * 0.55, R * 0.86), QPointF(-R * 0.55, R * 0.86), QPointF(-R * 0.97, 0))
    return hull
