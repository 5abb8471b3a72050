"""Charts drawn with QPainter (no QtCharts: it is in the larger PySide6-Addons wheel): a match's score line for every
seat, and a person's wins over time.

    draw_lines(painter, rect, lines, …)          # the one drawing routine: axes, grid, lines, markers, end labels
    ScoreChart / WinsChart                       # widgets (the statistics page)
    ScoreChartItem(series, names, colours, rect) # a QGraphicsItem, sharp at any scale (a scene's end screen)
    score_chart_pixmap(series, names, colours, size)  # the same as a pixmap

Nothing is told by colour alone: every line has its own marker shape and ends with its name and value.
For the end screen of a match: `ScoreChartItem.for_match(match, rect)`, or `score_chart_pixmap` with
`Replay.play(game, options, seats, seed, actions).series` and `seat_colours(seats)`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QSizePolicy, QWidget

from cafegames.engine.players import PALETTE, Players
from cafegames.engine.replay import Series
from cafegames.engine.seats import Seat
from cafegames.ui.i18n import tr_message

PAPER = QColor("#fffaf0")
EDGE = QColor("#d6c4a4")
GRID = QColor("#eadfca")
INK = QColor("#2b2118")
SOFT = QColor("#6b5a48")
MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross", "star", "plus", "hexagon", "bar")
MAX_MARKED_POINTS = 40  # beyond this only the last point of a line carries its marker


class Line(NamedTuple):
    label: str
    colour: QColor
    xs: Sequence[float]
    ys: Sequence[float]
    marker: str = "circle"


def spare_colour(k: int) -> QColor:
    """The `k`-th colour for someone with none of their own, for any `k`: the palette first, then as many more as
    needed, each hue turned by the golden angle from the one before and the saturation and lightness varied in
    turn, so neighbours stay apart and a white initial stays readable on every one."""
    if k < len(PALETTE):
        return QColor(PALETTE[k])
    n = k - len(PALETTE)
    hue = (0.03 + n * 0.381966) % 1.0
    return QColor.fromHslF(hue, (0.62, 0.48, 0.72)[n % 3], (0.40, 0.33, 0.47)[(n // 3) % 3])


def seat_colours(seats: Sequence[Seat], players: Players | None = None) -> list[QColor]:
    """A colour per seat: a remembered player's own colour, otherwise the next colour of the palette no one at
    the table has (then `spare_colour`'s)."""
    store = players if players is not None else Players()
    own = [store.by_id(s.player) if s.player else None for s in seats]
    taken = {p.colour.lower() for p in own if p is not None}
    spare = [QColor(c) for c in PALETTE if c not in taken]
    out, k = [], 0
    for player in own:
        if player is not None:
            out.append(QColor(player.colour))
        else:
            out.append(spare[k] if k < len(spare) else spare_colour(len(PALETTE) + k - len(spare)))
            k += 1
    return out


def nice_step(span: float, ticks: int = 5) -> float:
    """A round step (1, 2, 5 × 10ⁿ) giving about `ticks` intervals over `span`."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= m * power:
            return m * power
    return 10 * power


def _marker(painter: QPainter, shape: str, c: QPointF, r: float) -> None:
    if shape == "circle":
        painter.drawEllipse(c, r, r)
    elif shape == "square":
        painter.drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8))
    elif shape in ("triangle", "down"):
        s = -1 if shape == "triangle" else 1
        painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() + s * r * 1.15), QPointF(c.x() - r * 1.1, c.y() - s * r * 0.75),
                                       QPointF(c.x() + r * 1.1, c.y() - s * r * 0.75)]))
    elif shape == "diamond":
        painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - r * 1.25), QPointF(c.x() + r * 1.25, c.y()),
                                       QPointF(c.x(), c.y() + r * 1.25), QPointF(c.x() - r * 1.25, c.y())]))
    elif shape == "hexagon":
        painter.drawPolygon(QPolygonF([QPointF(c.x() + r * 1.1 * math.cos(a), c.y() + r * 1.1 * math.sin(a))
                                       for a in (i * math.pi / 3 for i in range(6))]))
    elif shape == "star":
        pts = []
        for i in range(10):
            rr = r * 1.3 if i % 2 == 0 else r * 0.55
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a)))
        painter.drawPolygon(QPolygonF(pts))
    else:  # cross, plus, bar: strokes
        pen = QPen(painter.brush().color(), max(2.0, r * 0.6))
        painter.save()
        painter.setPen(pen)
        if shape == "cross":
            painter.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
            painter.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
        elif shape == "plus":
            painter.drawLine(QPointF(c.x() - r * 1.2, c.y()), QPointF(c.x() + r * 1.2, c.y()))
            painter.drawLine(QPointF(c.x(), c.y() - r * 1.2), QPointF(c.x(), c.y() + r * 1.2))
        else:
            painter.drawLine(QPointF(c.x() - r * 1.3, c.y()), QPointF(c.x() + r * 1.3, c.y()))
        painter.restore()


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(11, round(px)))
    font.setBold(bold)
    return font


def draw_lines(painter: QPainter, rect: QRectF, lines: Sequence[Line], x_ticks: Sequence[tuple[float, str]],
               x_title: str = "", y_title: str = "", title: str = "", empty: str = "", font_px: float = 14,
               steps: bool = False) -> None:
    """Draw `lines` in `rect` on a paper card: the y axis from 0 (or the lowest value) to the highest, `x_ticks`
    (position, label) under the plot, each line's marker at its points and its label and last value at its end.
    `steps`: lines go flat then up (cumulative counts). `empty` is written when there is nothing to draw."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setPen(QPen(EDGE, 1.5))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect.adjusted(0.75, 0.75, -0.75, -0.75), 12, 12)
    small, normal = _font(font_px * 0.9), _font(font_px)
    fm_small, fm = QFontMetricsF(small), QFontMetricsF(normal)
    top = rect.top() + 10
    if title:
        painter.setFont(_font(font_px * 1.1, True))
        painter.setPen(INK)
        painter.drawText(QRectF(rect.left() + 14, top, rect.width() - 28, fm.height() * 1.3),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        top += fm.height() * 1.4
    drawn = [ln for ln in lines if len(ln.xs) and len(ln.xs) == len(ln.ys)]
    if not drawn:
        painter.setFont(normal)
        painter.setPen(SOFT)
        painter.drawText(QRectF(rect.left() + 14, top, rect.width() - 28, rect.bottom() - top - 10),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, empty)
        painter.restore()
        return
    xs = [x for ln in drawn for x in ln.xs]
    ys = [y for ln in drawn for y in ln.ys]
    x0, x1 = min(xs), max(xs)
    if x1 == x0:
        x1 = x0 + 1
    lo, hi = min(0.0, min(ys)), max(ys)
    step = max(1.0, nice_step(hi - lo or 1))  # scores and counts are whole numbers
    lo, hi = math.floor(lo / step) * step, math.ceil(hi / step) * step
    if hi == lo:
        hi = lo + step
    y_labels = [lo + i * step for i in range(round((hi - lo) / step) + 1)]
    left_room = max(fm_small.horizontalAdvance(_num(v)) for v in y_labels) + 12
    if y_title:  # written across, above the axis (a rotated title does not fit a short chart)
        top += fm_small.height() + 2
    # The name isolated (FSI … PDI): its value stays after it whatever its script ("مريم 27", not "27 مريم").
    label_texts = [f"\u2068{ln.label}\u2069 {_num(ln.ys[-1])}" for ln in drawn]
    right_room = min(rect.width() * 0.34, max(fm.horizontalAdvance(t) for t in label_texts) + 30)
    bottom_room = fm_small.height() * (2.4 if x_title else 1.4) + 8
    plot = QRectF(rect.left() + 10 + left_room, top + fm_small.height() * 0.6,
                  rect.width() - 20 - left_room - right_room, rect.bottom() - top - bottom_room - fm_small.height() * 0.6)
    if plot.width() < 40 or plot.height() < 30:
        painter.restore()
        return

    left, bottom = plot.left(), plot.bottom()
    sx, sy = plot.width() / (x1 - x0), plot.height() / (hi - lo)

    def px(x: float) -> float:
        return left + (x - x0) * sx

    def py(y: float) -> float:
        return bottom - (y - lo) * sy

    painter.setFont(small)
    for v in y_labels:  # the grid and the values
        y = py(v)
        painter.setPen(QPen(GRID, 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(SOFT)
        painter.drawText(QRectF(plot.left() - left_room, y - fm_small.height() / 2, left_room - 8, fm_small.height()),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _num(v))
    painter.setPen(QPen(SOFT, 1.5))
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.bottomLeft(), plot.topLeft())
    last_right = -1e9
    for x, text in x_ticks:
        if not x0 <= x <= x1:
            continue
        w = fm_small.horizontalAdvance(text)
        cx = min(max(px(x), plot.left() + w / 2), plot.right() + right_room - w / 2 - 4)
        if cx - w / 2 < last_right + 8:
            continue  # labels never overlap: the ones that do not fit are left out
        painter.drawLine(QPointF(px(x), plot.bottom()), QPointF(px(x), plot.bottom() + 4))
        painter.drawText(QRectF(cx - w / 2 - 2, plot.bottom() + 5, w + 4, fm_small.height()),
                         Qt.AlignmentFlag.AlignCenter, text)
        last_right = cx + w / 2
    if x_title:
        painter.drawText(QRectF(plot.left(), plot.bottom() + 6 + fm_small.height(), plot.width(), fm_small.height()),
                         Qt.AlignmentFlag.AlignCenter, x_title)
    if y_title:
        painter.drawText(QRectF(rect.left() + 12, plot.top() - fm_small.height() * 1.8, rect.width() / 2,
                                fm_small.height()), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         y_title)

    ends: list[tuple[float, int]] = []
    marker_r = max(3.5, font_px * 0.3)
    for i, ln in enumerate(drawn):
        points = thinned([(px(x), py(y)) for x, y in zip(ln.xs, ln.ys, strict=True)])
        path = QPainterPath(QPointF(*points[0]))
        for k in range(1, len(points)):
            if steps:
                path.lineTo(QPointF(points[k][0], points[k - 1][1]))
            path.lineTo(QPointF(*points[k]))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ln.colour, max(2.5, font_px * 0.2), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(path)
        painter.setPen(QPen(PAPER, 1.2))
        painter.setBrush(ln.colour)
        marked = range(len(ln.xs)) if len(ln.xs) <= MAX_MARKED_POINTS else [len(ln.xs) - 1]
        for k in marked:
            _marker(painter, ln.marker, QPointF(px(ln.xs[k]), py(ln.ys[k])), marker_r)
        ends.append((py(ln.ys[-1]), i))
    # the names at the right end of the lines, pushed apart so none overlaps another
    gap = fm.height() + 1
    ends.sort()
    placed: list[float] = []
    for y, _ in ends:
        placed.append(max(y, placed[-1] + gap) if placed else y)
    overflow = (placed[-1] + gap / 2) - rect.bottom() + 4 if placed else 0
    if overflow > 0:
        placed = [p - overflow for p in placed]
        for k in range(len(placed) - 2, -1, -1):
            placed[k] = min(placed[k], placed[k + 1] - gap)
    painter.setFont(normal)
    for (y_line, i), y in zip(ends, placed, strict=True):
        ln = drawn[i]
        x_end = px(ln.xs[-1])
        painter.setPen(QPen(ln.colour, 1))
        painter.drawLine(QPointF(x_end + marker_r + 2, y_line), QPointF(x_end + 12, y))
        painter.setPen(INK)
        painter.drawText(QRectF(x_end + 14, y - gap / 2, rect.right() - x_end - 20, gap),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextForceLeftToRight,
                         fm.elidedText(label_texts[i], Qt.TextElideMode.ElideMiddle, rect.right() - x_end - 22))
    painter.restore()


def thinned(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """At most about four points per pixel column (the first, the lowest, the highest and the last of the
    column): a line of 10,000 matches draws as fast as one of 1,000, and looks the same."""
    if len(points) <= 400:
        return points
    out: list[tuple[float, float]] = []
    column: list[tuple[float, float]] = []
    for p in points:
        if column and int(p[0]) != int(column[0][0]):
            out.extend(_column(column))
            column = []
        column.append(p)
    out.extend(_column(column))
    return out


def _column(column: list[tuple[float, float]]) -> list[tuple[float, float]]:
    if len(column) <= 4:
        return column
    low, high = min(column, key=lambda p: p[1]), max(column, key=lambda p: p[1])
    middle = sorted({low, high}, key=column.index)
    return [column[0], *middle, column[-1]]


def _num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


# ---------------------------------------------------------------- a match's score line


def series_lines(series: Series, names: Sequence[str], colours: Sequence[QColor]) -> list[Line]:
    xs = list(range(len(series.points)))
    return [Line(names[s] if s < len(names) else str(s + 1), colours[s % len(colours)], xs, series.line(s),
                 MARKERS[s % len(MARKERS)]) for s in range(len(series.points[0]))] if series.points else []


def series_ticks(series: Series) -> list[tuple[float, str]]:
    """Under the score line: the start, then every point's number (thinned when there are many)."""
    n = len(series.points)
    every = max(1, math.ceil((n - 1) / 12))
    return [(float(i), str(i)) for i in range(0, n, every)]


def paint_score_chart(painter: QPainter, rect: QRectF, series: Series | None, names: Sequence[str],
                      colours: Sequence[QColor], title: str = "", font_px: float = 14) -> None:
    from PySide6.QtCore import QCoreApplication

    empty = QCoreApplication.translate("Charts", "No score line for this game.")
    if series is None:
        draw_lines(painter, rect, [], [], title=title, empty=empty, font_px=font_px)
        return
    draw_lines(painter, rect, series_lines(series, names, colours), series_ticks(series), tr_message(series.axis),
               tr_message(series.unit), title, empty, font_px)


class ScoreChart(QWidget):
    """A match's score line, one line per seat (the statistics page; the replay viewer)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.series: Series | None = None
        self.names: list[str] = []
        self.colours: list[QColor] = []
        self.title = ""
        self.setMinimumSize(280, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_series(self, series: Series | None, names: Sequence[str], colours: Sequence[QColor], title: str = "") -> None:
        self.series, self.names, self.colours, self.title = series, list(names), list(colours), title
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        paint_score_chart(painter, QRectF(self.rect()), self.series, self.names, self.colours, self.title)
        painter.end()


class ScoreChartItem(QGraphicsObject):
    """The score line as a scene item (`rect` in scene coordinates): for a game's end screen,

        item = ScoreChartItem.for_match(match, QRectF(0, 0, 700, 320), title)   # a Match (engine/match.py)
        end_screen.add_picture(item)                                            # wherever the screen puts it
    """

    @classmethod
    def for_match(cls, match, rect: QRectF, title: str = "", font_px: float = 20) -> ScoreChartItem:
        """The chart of a match in memory (its actions replayed once: a few milliseconds for 1,000)."""
        from cafegames.engine.replay import Replay

        series = Replay.play(match.game, match.options_dict, match.seats, match.seed, match.actions).series
        return cls(series, [s.name for s in match.seats], seat_colours(match.seats), rect, title, font_px)

    def __init__(self, series: Series | None, names: Sequence[str], colours: Sequence[QColor], rect: QRectF,
                 title: str = "", font_px: float = 20, parent=None):
        super().__init__(parent)
        self.series, self.names, self.colours = series, list(names), list(colours)
        self.rect, self.title, self.font_px = QRectF(rect), title, font_px

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(self.rect)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_score_chart(painter, self.rect, self.series, self.names, self.colours, self.title, self.font_px)


def score_chart_pixmap(series: Series | None, names: Sequence[str], colours: Sequence[QColor], size: QSize,
                       dpr: float = 1.0, title: str = "", font_px: float = 14) -> QPixmap:
    """The score line as a pixmap of `size` logical pixels."""
    pm = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    paint_score_chart(painter, QRectF(0, 0, size.width(), size.height()), series, names, colours, title, font_px)
    painter.end()
    return pm


# ---------------------------------------------------------------- a person's wins over time


class WinsChart(QWidget):
    """Wins over time: for each game a person played, the count of their wins so far, along the dates."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.lines: list[Line] = []
        self.ticks: list[tuple[float, str]] = []
        self.title = ""
        self.empty = ""
        self.setMinimumSize(280, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_wins(self, lines: list[Line], ticks: list[tuple[float, str]], title: str, empty: str) -> None:
        self.lines, self.ticks, self.title, self.empty = lines, ticks, title, empty
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import QCoreApplication

        painter = QPainter(self)
        draw_lines(painter, QRectF(self.rect()), self.lines, self.ticks, "",
                   QCoreApplication.translate("Charts", "Wins"), self.title, self.empty, steps=True)
        painter.end()
