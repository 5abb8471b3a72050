"""Canyon on screen: the hex river drawn from the map data on the left, the card table on the right.

The scene renders one seat's `CanyonView` and emits the action a person clicks: a start space, a speed bid, a
card, an end cell for the canoe. It never decides a rule: legal cells and cards come from `legal`, the witness
paths from the view's move plan. Events animate: cards to the trick, the trick's winner shown then gathered,
canoes paddling along their path, drifting, pushed, over the waterfall and out at the bridge.
"""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import (
    QCoreApplication,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsPathItem, QGraphicsSimpleTextItem

from cafegames.games.canyon import cards as C
from cafegames.games.canyon.game import Bid, CanyonView, Move, Place, Play
from cafegames.games.canyon.movement import BLOCKED, DOCK
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
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.scene_base import GameScene

R = 20.0  # hex radius in scene pixels: the 32 rows of the river fill the scene's height
SQ3 = math.sqrt(3)
RIVER_X, RIVER_Y = 22.0, 12.0
# The canyon wall right of the river carries the round track and the bonus table, as on the printed board.
WALL_X, WALL_W = RIVER_X + SQ3 * R * 13.5 + 6, 118.0
TABLE_X = WALL_X + WALL_W + 8
SCENE_H = 1000
SCENE_W = 1480  # narrower than the default 1600: the height-bound river scales up in a 16:10 window
TRACK_Y, TRACK_H, TRACK_GAP = 66.0, 38.0, 4.0
CARD_W, CARD_H = 96.0, 140.0

SEAT_COLOURS = [QColor("#d64541"), QColor("#f2c14e"), QColor("#43a047"), QColor("#f28c28"), QColor("#9c5fd1"),
                QColor("#ef7fb8")]
SUIT_COLOURS = [QColor("#2f6fc4"), QColor("#2e8b3e"), QColor("#cc3b2f"), QColor("#d9a21b"), QColor("#7d4bb3")]
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


# ---------------------------------------------------------------- the river

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


# ---------------------------------------------------------------- the card table

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

    def paint(self, painter: QPainter, option, widget=None) -> None:
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

    def paint(self, painter: QPainter, option, widget=None) -> None:
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
    while px > 18 and QFontMetricsF(scene_font(px, bold)).horizontalAdvance(text) > width:
        px -= 1
    fm = QFontMetricsF(scene_font(px, bold))
    return text_item(fm.elidedText(text, Qt.TextElideMode.ElideRight, width), px, colour, bold)


class CanyonScene(GameScene):
    BACKGROUND = QColor("#6b3f27")
    WIDTH = SCENE_W
    HEIGHT = SCENE_H

    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self._pending: QSequentialAnimationGroup | None = None  # animations queued to play one after another
        self.river: River = game.river
        self.river_item = RiverItem(self.river)
        self.addItem(self.river_item)
        self.wall = WallItem()
        self.addItem(self.wall)
        labels = canoe_labels([seat.name for seat in self.seats])
        self.canoes = [CanoeItem(s, seat.name, labels[s]) for s, seat in enumerate(self.seats)]
        for canoe in self.canoes:
            canoe.setVisible(False)
            self.addItem(canoe)
        self.canoe_cells: list[Hex | None] = [None] * len(self.seats)
        self.dynamic: list[QGraphicsItem] = []
        self.cells: list[CellItem] = []
        self.hand_items: list[CardItem] = []
        self.bid_buttons: list[ButtonItem] = []
        self.again_button: ButtonItem | None = None
        self.trick_items: list[CardItem] = []
        self.witness = QGraphicsPathItem()
        self.witness.setPen(QPen(QColor("#fff6c8"), 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        self.witness.setZValue(15)
        self.addItem(self.witness)
        self.view: CanyonView | None = None
        self.legal: list = []
        self.note_events: list = []  # the events explained under the status line (texts made when drawn)
        self.notes_key: tuple[int, str] | None = None  # the (round, phase) the notes belong to
        self.table = PanelItem(QRectF(TABLE_X, 8, self.WIDTH - TABLE_X - 10, self.HEIGHT - 16), COLOURS["felt"],
                               QColor("#3c2415"))
        self.addItem(self.table)

    # ------------------------------------------------------------------ drawing a view
    def show_state(self, seat_on_screen, view: CanyonView, legal, events) -> None:
        self.finish_animations()
        self.seat_on_screen = seat_on_screen
        old_view = self.view
        self.view = view
        self.legal = list(legal)
        self._update_notes(old_view, view, events)
        self._clear_dynamic()
        self._draw_seats()
        self._draw_info()
        self._draw_trick(events)
        self._draw_hand(events)
        self._draw_bids()
        self._draw_status()
        self._draw_end()
        self._draw_cells()
        self._animate_canoes(events)

    # Events that open a new phase: the explanations written before them belong to the phase that ended.
    PHASE_STARTS = frozenset({"dealt", "next_round", "bids_revealed", "scored", "game_over"})

    def _update_notes(self, old_view: CanyonView | None, view: CanyonView, events) -> None:
        """Keep only explanations of the current phase: a phase change (seen in the events or between two views,
        e.g. after a load or a handoff) clears them. In the move phase they pile up (the last ones shown, as each
        canoe's drift or block matters for the next); in the other phases each action replaces them."""
        key = (view.round_no, view.phase)
        fresh: list = []
        boundary = False
        for e in events:
            if e.kind in self.PHASE_STARTS and not (e.kind == "scored" and boundary):
                fresh = []
                boundary = True
            if self._note(e):
                fresh.append(e)
        if self.notes_key != key or boundary:
            self.note_events = fresh
        elif view.phase == "move":
            self.note_events = (self.note_events + fresh)[-3:]
        elif events:
            self.note_events = fresh
        self.notes_key = key

    @property
    def notes(self) -> list[str]:
        """The explanations shown now, in the current language (the dealer draw while canoes are placed)."""
        v = self.view
        texts = [self._note(e) for e in self.note_events]
        if v is not None and v.phase == "place" and v.dealer_draws:
            draws = " / ".join(", ".join(f"{self._name(s)} {C.value(c)}" for s, c in enumerate(row) if c is not None)
                               for row in v.dealer_draws)
            texts.insert(0, QCoreApplication.translate("CanyonScene", "Draw for the deal: {draws} — {name} deals.")
                         .format(draws=draws, name=self._name(v.dealer)))
        return texts

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self.dynamic.append(item)
        return item

    def _clear_dynamic(self) -> None:
        for item in self.dynamic:
            self.removeItem(item)
        self.dynamic = []
        self.cells = []
        self.hand_items = []
        self.bid_buttons = []
        self.again_button = None
        self.trick_items = []
        self.witness.setPath(QPainterPath())

    def _name(self, seat: int) -> str:
        return self.seats[seat].name

    # seats: name, colour, bid, tricks, dealer / first markers, whose turn
    def _draw_seats(self) -> None:
        from cafegames.ui.avatars import AvatarItem, avatar_path

        v = self.view
        n = v.n
        w = (self.WIDTH - TABLE_X - 30) / n
        acting = set(self.game_to_act(v))
        for s in range(n):
            x = TABLE_X + 10 + s * w
            rect = QRectF(x, 18, w - 8, 128)
            self._add(PanelItem(rect, QColor(0, 0, 0, 80), QColor("#ffe066") if s in acting else None))
            if avatar_path(self.seats[s].name) is not None:  # the player's photo, ringed in the seat's colour
                chip = AvatarItem(QRectF(x + 8, 24, 34, 34), self.seats[s].name, SEAT_COLOURS[s % 6])
                name_x = x + 52  # 10 px clear of the photo
            else:
                chip = PanelItem(QRectF(x + 10, 28, 26, 26), SEAT_COLOURS[s % 6], QColor("#2b2118"))
                name_x = x + 44
            chip.setZValue(1)
            self._add(chip)
            name = text_item(self._elide(self._name(s), w - 16 - (name_x - x)), 22, Palette.paper, True)
            name.setPos(name_x, 26)
            self._add(name)
            bid = v.bids[s]
            if bid is not None:
                bid_text = QCoreApplication.translate("CanyonScene", "Bid {bid}").format(bid=bid)
            elif v.has_bid[s]:
                bid_text = QCoreApplication.translate("CanyonScene", "Bid chosen")
            else:
                bid_text = QCoreApplication.translate("CanyonScene", "Bid —")
            line = text_item(bid_text, 20)
            line.setPos(x + 12, 62)
            self._add(line)
            tricks = text_item(QCoreApplication.translate("CanyonScene", "Tricks {n}").format(n=v.tricks_won[s]), 20)
            tricks.setPos(x + 12, 88)
            self._add(tricks)
            marks = []
            if s == v.dealer and v.phase != "over":
                marks.append(QCoreApplication.translate("CanyonScene", "deals"))
            if s == v.first and v.phase != "over":
                marks.append(QCoreApplication.translate("CanyonScene", "leads"))
            if v.docked[s]:
                marks.append(QCoreApplication.translate("CanyonScene", "docked"))
            if marks:
                m = fitted_item(" · ".join(marks), 18, w - 26, QColor("#ffe066"))
                m.setPos(x + 12, 114)
                self._add(m)

    def game_to_act(self, v: CanyonView) -> list[int]:
        if v.phase == "over":
            return []
        if v.phase == "bid" and v.secret:
            return [s for s in range(v.n) if not v.has_bid[s]]
        return [v.turn]

    def _elide(self, text: str, width: float) -> str:
        fm = QFontMetricsF(scene_font(22, True))
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)

    # trump and the round (the track and the bonus table are on the canyon wall)
    def _draw_info(self) -> None:
        v = self.view
        if self.wall.short != v.short:
            self.wall.short = v.short
            self.wall.update()
        if 1 <= v.step <= len(C.TRACK) and v.phase != "place":
            self._add(StepMarker(v.step))
        y = 160
        if v.phase == "place":
            self._draw_dealer_draw()
            return
        label = text_item(QCoreApplication.translate("CanyonScene", "Trump"), 20, Palette.paper, True)
        label.setPos(TABLE_X + 22, y)
        self._add(label)
        if v.trump_card is not None:
            card = CardItem(v.trump_card, 0.62)
            card.setPos(TABLE_X + 22, y + 30)
            self._add(card)
        if v.cards_dealt == 1:
            line = QCoreApplication.translate("CanyonScene", "Round {round} · step {step}: 1 card each").format(
                round=max(v.round_no, 1), step=v.step)
        else:
            line = QCoreApplication.translate("CanyonScene", "Round {round} · step {step}: {cards} cards each").format(
                round=max(v.round_no, 1), step=v.step, cards=v.cards_dealt)
        title = fitted_item(line, 20, self.WIDTH - TABLE_X - 140, QColor("#f3dcb2"), True)
        title.setPos(TABLE_X + 110, y)
        self._add(title)

    def _draw_dealer_draw(self) -> None:
        """K-DEALER at the start: each seat's drawn card in a row (a second row when a tie drew again); the
        dealer's card glows."""
        v = self.view
        if not v.dealer_draws:
            return
        title = text_item(QCoreApplication.translate("CanyonScene", "Draw for the deal: the highest card deals"), 20,
                          Palette.paper, True)
        title.setPos(TABLE_X + 22, 220)
        self._add(title)
        k = 0.62 if len(v.dealer_draws) > 1 else 0.8
        slot = min(120.0, (self.WIDTH - TABLE_X - 40) / v.n)
        y = 258
        for r, row in enumerate(v.dealer_draws):
            last = r == len(v.dealer_draws) - 1
            for s, card in enumerate(row):
                if card is None:
                    continue
                x = TABLE_X + 22 + s * slot
                item = CardItem(card, k)
                item.glow = last and s == v.dealer
                item.setPos(x, y)
                self._add(item)
                name = fitted_item(self._name(s), 18, slot - 6, SEAT_COLOURS[s % 6].lighter(120), True)
                name.setPos(x, y + CARD_H * k + 6)
                self._add(name)
            y += CARD_H * k + 36

    # the trick on the table (or the one just won, with its winner, before it is gathered)
    def _draw_trick(self, events) -> None:
        v = self.view
        won = next((e for e in reversed(events) if e.kind == "trick_won"), None)
        if v.phase != "play" and won is None:
            self._draw_round_points()
            return
        cards = list(v.last_trick) if won is not None else list(v.trick)
        winner = won.seat if won is not None else None
        n = v.n
        slot = min(150.0, (self.WIDTH - TABLE_X - 20) / n)
        x0 = TABLE_X + (self.WIDTH - TABLE_X - n * slot) / 2
        y = 360
        for i in range(n):
            seat = (v.leader + i) % n if won is None else (cards[0][0] + i) % n if cards else i
            rect = QRectF(x0 + i * slot + 10, y, CARD_W + 20, CARD_H + 20)
            self._add(PanelItem(rect, QColor(0, 0, 0, 45)))
            label = text_item(self._elide(self._name(seat), slot - 10), 18)
            label.setPos(x0 + i * slot + 10, y + CARD_H + 26)
            self._add(label)
        gather = []
        for i, (seat, card) in enumerate(cards):
            item = CardItem(card)
            item.setPos(x0 + i * slot + 20, y + 10)
            item.glow = seat == winner
            item.setZValue(8)
            self._add(item)
            self.trick_items.append(item)
            gather.append(item)
            played_now = any(e.kind == "played" and e.seat == seat and e.data["card"] == card for e in events)
            if played_now and not (won is not None and seat != cards[-1][0]):
                start = item.pos() + QPointF(0, -200 if seat != self.seat_on_screen else 400)
                item.setOpacity(0.0)
                group = QParallelAnimationGroup()
                group.addAnimation(self.animation(item, b"pos", item.pos(), 300, start=start))
                group.addAnimation(self.animation(item, b"opacity", 1.0, 200, start=0.0))
                self._queue(group)
        if won is not None:
            banner = text_item(QCoreApplication.translate("CanyonScene", "{name} wins the trick").format(name=self._name(winner)), 26,
                               QColor("#ffe066"), True)
            banner.setPos(TABLE_X + (self.WIDTH - TABLE_X - banner.boundingRect().width()) / 2, y - 46)
            self._add(banner)
            seq = QSequentialAnimationGroup()
            seq.addAnimation(QPauseAnimation(max(1, self.settings.duration(1000))))
            fade = QParallelAnimationGroup()
            for item in gather:
                fade.addAnimation(self.animation(item, b"opacity", 0.0, 300))
            seq.addAnimation(fade)
            self._queue(seq)

    def _draw_round_points(self) -> None:
        """In the move phase (and at the end): each seat's bid, tricks and movement points, in moving order."""
        v = self.view
        if not any(p is not None for p in v.points):
            return
        y = 330
        title = text_item(QCoreApplication.translate("CanyonScene", "Movement this round"), 22, Palette.paper, True)
        title.setPos(TABLE_X + 40, y)
        self._add(title)
        for i in range(v.n):
            s = (v.first + i) % v.n
            bid, won, points = v.bids[s], v.tricks_won[s], v.points[s]
            if points is None or bid is None:
                continue
            if v.drifts[s]:
                what = QCoreApplication.translate("CanyonScene", "on the current without the exact bid: drifts")
            elif bid == won:
                what = (QCoreApplication.translate("CanyonScene", "exact! 1 point") if points == 1
                        else QCoreApplication.translate("CanyonScene", "exact! {points} points").format(points=points))
            else:
                what = QCoreApplication.translate("CanyonScene", "1 point") if points == 1 else QCoreApplication.translate("CanyonScene", "{points} points").format(points=points)
            row = y + 40 + i * 34
            mark = "▶ " if v.phase == "move" and s == v.turn else ("✓ " if v.moved[s] else "   ")
            chip = PanelItem(QRectF(TABLE_X + 40, row + 4, 20, 20), SEAT_COLOURS[s % 6], QColor("#2b2118"))
            self._add(chip)
            said = (QCoreApplication.translate("CanyonScene", "{name}: bid {bid}, won 1 → {what}") if won == 1
                    else QCoreApplication.translate("CanyonScene", "{name}: bid {bid}, won {won} → {what}"))
            line = fitted_item(mark + said.format(name=self._name(s), bid=bid, won=won, what=what), 20,
                               self.WIDTH - TABLE_X - 110,
                QColor("#ffe066") if v.phase == "move" and s == v.turn else Palette.paper)
            line.setPos(TABLE_X + 70, row)
            self._add(line)

    # the hand of the seat on screen: legal cards lifted, others dimmed
    def _draw_hand(self, events) -> None:
        v = self.view
        if self.seat_on_screen is None or not v.hand:
            return
        playable = {a.card: a for a in self.legal if isinstance(a, Play)}
        n = len(v.hand)
        gap = min(CARD_W + 14, (self.WIDTH - TABLE_X - 60) / max(n, 1))
        x0 = TABLE_X + (self.WIDTH - TABLE_X - (gap * (n - 1) + CARD_W)) / 2
        y = self.HEIGHT - CARD_H - 30
        label = text_item(QCoreApplication.translate("CanyonScene", "{name}’s hand").format(name=self._name(self.seat_on_screen)), 20,
                          Palette.paper, True)
        label.setPos(TABLE_X + 22, y - 44)
        self._add(label)
        dealt = any(e.kind == "dealt" for e in events)
        deal = QParallelAnimationGroup()
        for i, card in enumerate(v.hand):
            item = CardItem(card)
            item.playable = card in playable
            item.dim = v.phase == "play" and bool(playable) and not item.playable
            lift = -28 if item.playable else 0
            item.setPos(x0 + i * gap, y + lift)
            item.setZValue(10 + i)
            if item.playable:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
                item.clicked.connect(lambda a=playable[card]: self.choose(a))
            self._add(item)
            self.hand_items.append(item)
            if dealt:  # the deal: each card flies from the deck (by the trump) to its place, one after another
                fly = QSequentialAnimationGroup()
                if i:
                    fly.addPause(max(1, self.settings.duration(90 * i)))
                fly.addAnimation(self.animation(item, b"pos", item.pos(), 320, start=QPointF(TABLE_X + 22, 190)))
                deal.addAnimation(fly)
                item.setPos(TABLE_X + 22, 190)
        if deal.animationCount():
            self._queue(deal)

    # speed bids: 0-4 with one card, 5-7 with two
    def _draw_bids(self) -> None:
        bids = [a for a in self.legal if isinstance(a, Bid)]
        if not bids:
            return
        y = 560
        label = text_item(QCoreApplication.translate("CanyonScene", "Your speed: how many tricks will you win?"), 22, QColor("#ffe066"), True)
        label.setPos(TABLE_X + 22, y - 40)
        self._add(label)
        me = self.seat_on_screen
        cell = self.view.positions[me] if me is not None else None
        if cell is not None and self.river.is_current(cell):
            hint = wrapped_item(QCoreApplication.translate(
                "CanyonScene", "Your canoe is in the current: only the exact bid moves it (by the bonus alone); "
                               "otherwise it drifts."), 20, self.WIDTH - TABLE_X - 50, QColor("#f3dcb2"))
            hint.setPos(TABLE_X + 22, y - 52 - hint.boundingRect().height())
            self._add(hint)
        for i, action in enumerate(bids):
            shown = "+".join(str(c) for c in C.speed_cards(action.bid))
            text = str(action.bid) if action.bid <= 4 else f"{action.bid} ({shown})"
            button = ButtonItem(text, None, None, QColor("#c8553d"), 24)
            button.size.setWidth(100 if action.bid <= 4 else 130)
            button.size.setHeight(56)
            row = 0 if action.bid <= 4 else 1  # one speed card, then two (5-7) on a second row
            before = [b for b in bids[:i] if (b.bid <= 4) == (action.bid <= 4)]
            button.setPos(TABLE_X + 22 + sum(110 if b.bid <= 4 else 140 for b in before), y + row * 66)
            button.setZValue(12)
            button.clicked.connect(lambda a=action: self.choose(a))
            self._add(button)
            self.bid_buttons.append(button)

    def _draw_end(self) -> None:
        """The end banner: the winner's canoe at its dock, who won, and the tie-break when it decided (K-WIN)."""
        v = self.view
        if v.phase != "over":
            return
        top = 330 + 40 + v.n * 34 + 16
        rect = QRectF(TABLE_X + 30, top, self.WIDTH - TABLE_X - 70, self.HEIGHT - top - 40)
        panel = PanelItem(rect, QColor(0, 0, 0, 120), QColor("#ffe066"))
        self._add(panel)
        # the winners' canoes moored at a dock, drawn large
        dock = PanelItem(QRectF(rect.x() + 24, rect.y() + 40, 150, 60 + 44 * (len(v.winners) - 1)), COLOURS["dock"],
                         QColor("#3d2412"))
        dock.setZValue(1)
        self._add(dock)
        labels = canoe_labels([seat.name for seat in self.seats])
        for i, s in enumerate(v.winners):
            canoe = CanoeItem(s, self._name(s), labels[s])
            canoe.winner = True
            canoe.setScale(1.9)
            canoe.setPos(rect.x() + 99, rect.y() + 70 + 44 * i)
            canoe.setZValue(2)
            self._add(canoe)
        x, width = rect.x() + 200, rect.width() - 224
        names = ", ".join(self._name(s) for s in v.winners)
        head = wrapped_item(QCoreApplication.translate("CanyonScene", "{names} reaches the landing first and wins the race!").format(names=names)
                            if len(v.winners) == 1 else QCoreApplication.translate("CanyonScene", "{names} share the win!").format(names=names),
                            28, width, QColor("#ffe066"), True)
        why = {"leftover": QCoreApplication.translate("CanyonScene", "Several canoes docked this round: the one with the most points left over "
                                   "wins."),
               "bid": QCoreApplication.translate("CanyonScene", "Several canoes docked with the same points left over: the higher speed bid wins."),
               "shared": QCoreApplication.translate("CanyonScene", "Several canoes docked with the same points left over and the same bid: they "
                                 "share the win.")}.get(v.tiebreak, QCoreApplication.translate("CanyonScene", "First canoe to a landing dock."))
        lines = [head, wrapped_item(why, 20, width)]
        docked = [s for s in range(v.n) if v.docked[s]]
        if v.tiebreak in ("bid", "shared"):
            left = ", ".join(QCoreApplication.translate("CanyonScene", "{name} {left} (bid {bid})").format(
                name=self._name(s), left=v.leftover[s], bid=v.bids[s]) for s in docked)
        else:
            left = ", ".join(f"{self._name(s)} {v.leftover[s]}" for s in docked)
        if v.tiebreak:
            lines.append(wrapped_item(QCoreApplication.translate("CanyonScene", "Points left over: {list}").format(list=left),
                                      20, width, QColor("#f3dcb2")))
        y = rect.y() + 20
        for item in lines:
            item.setPos(x, y)
            item.setZValue(2)
            self._add(item)
            y += item.boundingRect().height() + 10
        # "Play again": the same seats and options with a new seed (the controller and main window start it)
        again = ButtonItem(QCoreApplication.translate("CanyonScene", "Play again"), QSizeF(220, 56), None,
                           QColor("#c8553d"), 24)
        again.setPos(x, y + 6)
        again.setZValue(3)
        again.clicked.connect(self.play_again)
        self._add(again)
        self.again_button = again
        bottom = max(y + 6 + 56 + 24, dock.rect.bottom() + 30)
        panel.rect = QRectF(rect.x(), rect.y(), rect.width(), min(bottom, self.HEIGHT - 40) - rect.y())

    def _draw_status(self) -> None:
        """The line saying who acts and what to do (beside the trump), and the explanations of the current phase
        (drift, blocked…), placed clear of what each phase draws in the middle of the table."""
        v = self.view
        left = TABLE_X + (22 if v.phase == "place" else 110)
        head = wrapped_item(self._status_line(), 22, self.WIDTH - left - 30, QColor("#ffffff"), True)
        head.setPos(left, 160 if v.phase == "place" else 194)
        self._add(head)
        if v.phase == "over":
            return
        draws = len(v.dealer_draws) * (CARD_H * (0.62 if len(v.dealer_draws) > 1 else 0.8) + 36)
        notes_y = {"place": 270 + draws, "bid": 300, "play": 590}.get(v.phase, 330 + 40 + v.n * 34 + 8)
        y = notes_y
        for text in self.notes[-3:]:
            t = wrapped_item(text, 20, self.WIDTH - TABLE_X - 50, QColor("#f3dcb2"))
            t.setPos(TABLE_X + 22, y)
            self._add(t)
            y += t.boundingRect().height() + 4

    def _status_line(self) -> str:
        v = self.view
        me = self.seat_on_screen
        mine = bool(self.legal)
        if v.phase == "over":
            return QCoreApplication.translate("CanyonScene", "The race is over.")
        if v.phase == "place":
            return (QCoreApplication.translate("CanyonScene", "{name}: choose a start space for your canoe.").format(name=self._name(me)) if mine
                    else QCoreApplication.translate("CanyonScene", "{name} chooses a start space.").format(name=self._name(v.turn)))
        if v.phase == "bid":
            if v.secret:
                return QCoreApplication.translate("CanyonScene", "Secret bids: each chooses a speed; they are revealed together.")
            return QCoreApplication.translate("CanyonScene", "{name} chooses a speed.").format(name=self._name(v.turn))
        if v.phase == "play":
            return (QCoreApplication.translate("CanyonScene", "{name}: play a card.").format(name=self._name(me)) if mine
                    else QCoreApplication.translate("CanyonScene", "{name} plays.").format(name=self._name(v.turn)))
        plan = v.plan
        who = self._name(v.turn)
        if plan is None:
            return ""
        if not mine:
            return QCoreApplication.translate("CanyonScene", "{name} moves ({points} points).").format(name=who, points=plan.points)
        if plan.kind == DOCK:
            return QCoreApplication.translate("CanyonScene", "{name}: the landing is in reach! Click a dock.").format(name=who)
        if plan.kind == BLOCKED:
            return QCoreApplication.translate("CanyonScene", "{name}: blocked — no path of all {points} points gets closer; the canoe goes as close "
                           "as it can with fewer. Click a cell.").format(name=who, points=plan.points)
        if plan.points == 1:
            return QCoreApplication.translate("CanyonScene", "{name}: 1 point — click a lit cell (hover to see the path).").format(name=who)
        return QCoreApplication.translate("CanyonScene", "{name}: {points} points — click a lit cell (hover to see the path).").format(
            name=who, points=plan.points)

    def _note(self, e) -> str:
        name = self._name(e.seat) if e.seat is not None else ""
        d = e.data
        if e.kind == "drifted":
            return QCoreApplication.translate("CanyonScene", "{name} started in the current without the exact bid: the canoe drifts.").format(name=name)
        if e.kind == "pushed":
            return QCoreApplication.translate("CanyonScene", "{name} is pushed along by {by}.").format(name=name, by=self._name(d["by"]))
        if e.kind == "fell":
            return QCoreApplication.translate("CanyonScene", "{name} goes over the waterfall, through the cave, out at the bridge.").format(name=name)
        if e.kind == "stayed" and d["reason"] == "blocked":
            return QCoreApplication.translate("CanyonScene", "{name} is blocked: nothing closer can be reached, the canoe stays.").format(name=name)
        if e.kind == "stayed":
            return QCoreApplication.translate("CanyonScene", "{name} has no movement points this round.").format(name=name)
        if e.kind == "skipped":
            return QCoreApplication.translate("CanyonScene", "{name} is still in the cave and moves next round.").format(name=name)
        if e.kind == "docked" and d["leftover"] == 1:
            return QCoreApplication.translate("CanyonScene", "{name} reaches the landing with 1 point to spare!").format(
                name=name)
        if e.kind == "docked":
            return QCoreApplication.translate("CanyonScene", "{name} reaches the landing with {left} points to spare!").format(
                name=name, left=d["leftover"])
        if e.kind == "bids_revealed":
            return QCoreApplication.translate("CanyonScene", "Bids revealed.")
        if e.kind == "scored" and d["exact"]:
            return ""
        return ""

    # clickable cells: start spaces or legal end cells, with the witness path on hover
    def _draw_cells(self) -> None:
        v = self.view
        colour = SEAT_COLOURS[(self.seat_on_screen or 0) % 6]
        for action in self.legal:
            if isinstance(action, Place | Move):
                cell = (action.q, action.r)
                item = CellItem(cell, colour)
                item.clicked.connect(lambda a=action: self.choose(a))
                if isinstance(action, Move) and v.plan is not None and cell in v.plan.options:
                    path = v.plan.options[cell].path
                    item.hovered.connect(lambda on, p=path: self._show_path(p if on else None))
                self._add(item)
                self.cells.append(item)

    def _show_path(self, path) -> None:
        p = QPainterPath()
        if path:
            p.moveTo(cell_center(path[0]))
            for cell in path[1:]:
                p.lineTo(cell_center(cell))
        self.witness.setPath(p)

    # ------------------------------------------------------------------ canoes
    def _animate_canoes(self, events) -> None:
        v = self.view
        moves = [e for e in events if e.kind in ("paddled", "drifted", "pushed", "fell", "restarted", "placed")]
        seq = QSequentialAnimationGroup()
        for e in moves:
            canoe = self.canoes[e.seat]
            if e.kind == "placed":
                canoe.setPos(cell_center(e.data["cell"]) + QPointF(0, 120))
                canoe.setVisible(True)
                seq.addAnimation(self.animation(canoe, b"pos", cell_center(e.data["cell"]), 300))
            elif e.kind == "paddled":
                path = e.data["path"]
                for cell in path[1:]:
                    seq.addAnimation(self.animation(canoe, b"pos", cell_center(cell), 170,
                                                    easing=_linear()))
            elif e.kind in ("drifted", "pushed"):
                target = e.data["to"]
                seq.addAnimation(self.animation(canoe, b"pos", cell_center(target), 380))
            elif e.kind == "fell":
                seq.addAnimation(self.animation(canoe, b"opacity", 0.0, 350))
            elif e.kind == "restarted":
                jump = QSequentialAnimationGroup()
                jump.addAnimation(self.animation(canoe, b"pos", cell_center(e.data["cell"]), 1))
                jump.addAnimation(self.animation(canoe, b"opacity", 1.0, 400))
                seq.addAnimation(jump)
        # where the view says every canoe is (loaded games, the end of an animation)
        bridge_count = 0
        for s, cell in enumerate(v.positions):
            canoe = self.canoes[s]
            canoe.active = v.phase == "move" and s == v.turn
            canoe.winner = v.phase == "over" and s in v.winners
            canoe.update()
            if cell is None:
                canoe.setVisible(False)
                continue
            canoe.setVisible(True)
            target = cell_center(cell)
            if cell == self.river.bridge:  # several canoes on the bridge: side by side
                target += QPointF(-R * 0.5 + bridge_count * R * 0.35, -R * 0.3 + bridge_count * R * 0.2)
                bridge_count += 1
            if not any(e.seat == s for e in moves):
                canoe.setPos(target)
                canoe.setOpacity(1.0)
            self.canoe_cells[s] = cell
        if seq.animationCount():
            self._queue(seq)
        self._run_queue()

    # ------------------------------------------------------------------ animation queue: one after another
    def _queue(self, anim) -> None:
        if self._pending is None:
            self._pending = QSequentialAnimationGroup()
        self._pending.addAnimation(anim)

    def _run_queue(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None and pending.animationCount():
            self.play(pending)

    def retranslate(self) -> None:
        super().retranslate()
        if self.view is not None:
            self.show_state(self.seat_on_screen, self.view, self.legal, [])


def _linear():
    from PySide6.QtCore import QEasingCurve

    return QEasingCurve.Type.Linear


Scene = CanyonScene
