"""The pointer from a bubble to the piece it speaks of: a triangle across the gap when the piece is near, a line
ending in a dot when the bubble had to wait farther away. A tip that points is read with its piece, not beside
three others.

One geometry for the drawing (the lesson's tip, cafegames/ui/lesson_tip.py; first-time tips,
cafegames/ui/assist.py) and for the placement service, which treats the pointer as part of the overlay: it must
pass `CLEARANCE` px clear of what may be clicked and of the other overlays (`crosses`, exact, no sampling).
Plain numbers (`Box`, points as pairs) so the placement service can test thousands of places quickly.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

Box = tuple[float, float, float, float]  # left, top, right, bottom: plain numbers, fast to compare by the thousand
Point = tuple[float, float]

CLEARANCE = 6.0  # px between a pointer and what it must not cross
INSIDE = 10.0  # the far pointer's dot lies this far inside its piece
NEAR = 30.0  # a piece this close is pointed at by a triangle in the gap, farther by a line
HALF_BASE = 14.0  # half the triangle's base on the bubble's edge
CORNER = 30.0  # the triangle's base keeps this far from the bubble's corners


def _clamp(v: float, lo: float, hi: float) -> float:
    return min(max(v, lo), hi) if lo <= hi else (lo + hi) / 2


def end_point(bubble: Box, anchor: Box) -> Point:
    """The anchor's point nearest the bubble's centre, `INSIDE` px within it (its centre when it is small)."""
    cx, cy = (bubble[0] + bubble[2]) / 2, (bubble[1] + bubble[3]) / 2
    return (_clamp(cx, anchor[0] + INSIDE, anchor[2] - INSIDE), _clamp(cy, anchor[1] + INSIDE, anchor[3] - INSIDE))


def overlap(a: Box, b: Box) -> bool:
    """The two boxes share some area (touching edges do not)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def segment(bubble: Box, anchor: Box) -> tuple[Point, Point] | None:
    """The pointer as drawn, from the bubble's edge to where it reaches the anchor (the dot of a far pointer,
    the anchor's edge for a triangle); None when the bubble lies on its anchor (nothing to point at)."""
    if overlap(bubble, anchor):
        return None
    ex, ey = end_point(bubble, anchor)
    vertical = ey < bubble[1] or ey > bubble[3]  # the anchor's point above or below the bubble
    beside = ex < bubble[0] or ex > bubble[2]
    if not (vertical or beside):  # (the bubble's centre inside the anchor's band: cannot happen without overlap)
        return None
    if vertical and beside:  # at a corner: out of the nearer side
        dx = bubble[0] - ex if ex < bubble[0] else ex - bubble[2]
        dy = bubble[1] - ey if ey < bubble[1] else ey - bubble[3]
        vertical = dy > dx
    if vertical:
        sx, sy = _clamp(ex, bubble[0] + CORNER, bubble[2] - CORNER), bubble[1] if ey < bubble[1] else bubble[3]
    else:
        sx, sy = bubble[0] if ex < bubble[0] else bubble[2], _clamp(ey, bubble[1] + CORNER, bubble[3] - CORNER)
    return _reach((sx, sy), (ex, ey), anchor)


def _reach(start: Point, end: Point, anchor: Box) -> tuple[Point, Point]:
    """A near anchor: the triangle stops at the anchor's edge (it never lies on the piece); a far one: the dot."""
    if abs(end[0] - start[0]) + abs(end[1] - start[1]) > NEAR + INSIDE:
        return start, end
    return start, entry(start, end, anchor)


def entry(start: Point, end: Point, box: Box) -> Point:
    """Where the segment from `start` (outside `box`) first reaches `box` (`end` when it never does)."""
    t = _clip(start, end, box)
    if t is None:
        return end
    return (start[0] + (end[0] - start[0]) * t[0], start[1] + (end[1] - start[1]) * t[0])


def _clip(p: Point, q: Point, box: Box) -> tuple[float, float] | None:
    """Liang–Barsky: the parameters (t0, t1), 0 ≤ t0 < t1 ≤ 1, of the part of p→q strictly inside `box`."""
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for d, lo, hi, v in ((dx, box[0], box[2], p[0]), (dy, box[1], box[3], p[1])):
        if d == 0:
            if not lo < v < hi:
                return None
            continue
        a, b = (lo - v) / d, (hi - v) / d
        if a > b:
            a, b = b, a
        t0, t1 = max(t0, a), min(t1, b)
        if t0 >= t1:
            return None
    return t0, t1


def crosses(seg: tuple[Point, Point], box: Box, clearance: float = CLEARANCE) -> bool:
    """The segment passes closer than `clearance` to `box` (touching the grown box's edge is clear)."""
    grown = (box[0] - clearance, box[1] - clearance, box[2] + clearance, box[3] + clearance)
    return _clip(seg[0], seg[1], grown) is not None


def box_of(rect: QRectF) -> Box:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def scene_segment(bubble: QRectF, anchor: QRectF | None) -> QLineF | None:
    """`segment` for Qt rects (scene coordinates), None without an anchor or on it."""
    if anchor is None or anchor.isEmpty():
        return None
    seg = segment(box_of(bubble), box_of(anchor))
    return None if seg is None else QLineF(QPointF(*seg[0]), QPointF(*seg[1]))


def bubble_path(rect: QRectF, line: QLineF | None, radius: float) -> tuple[QPainterPath, QLineF | None]:
    """The bubble's outline (item coordinates `rect`, pointer `line` in the same), with the triangle of a near
    pointer; and the line still to draw for a far one (`draw_far`)."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    if line is None:
        return path, None
    start, tip = line.p1(), line.p2()
    if line.length() > NEAR + INSIDE:
        return path, line
    if start.y() in (rect.top(), rect.bottom()) and rect.left() < start.x() < rect.right():
        base = (QPointF(start.x() - HALF_BASE, start.y()), QPointF(start.x() + HALF_BASE, start.y()))
    else:
        base = (QPointF(start.x(), start.y() - HALF_BASE), QPointF(start.x(), start.y() + HALF_BASE))
    arrow = QPainterPath()
    arrow.addPolygon(QPolygonF([base[0], tip, base[1], base[0]]))
    return path.united(arrow), None


def draw_far(painter: QPainter, line: QLineF, colour: QColor) -> None:
    """A far pointer: a line from the bubble's edge and a dot on the piece."""
    painter.setPen(QPen(colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(line)
    painter.setBrush(QBrush(colour))
    painter.drawEllipse(line.p2(), 7, 7)
