"""What the result screen (`cafegames.ui.ending`) is drawn with: a game's look (`EndingStyle`), the places list's
columns and rows as a game describes them (`Column`, `PlaceRow`), and the items that draw them — the panel, a row
with its medal, text boxes, the catcher that lets a click skip the celebration."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.ui.avatars import avatar_path, draw_avatar
from cafegames.ui.graphics import Palette, scene_font
from cafegames.ui.i18n import glued

MEDALS = {1: QColor("#f2c14e"), 2: QColor("#c3c9cf"), 3: QColor("#cd8a4a")}
BROWN = QColor("#6b5f50")
GOLD_GLOW = QColor(242, 193, 78, 90)
STRIPE = QColor(0, 0, 0, 14)
SHADE = QColor(0, 0, 0, 130)
CONFETTI = (QColor("#c8553d"), QColor("#f2c14e"), QColor("#2f7d4f"), QColor("#3d85c6"))
ROW_MAX, ROW_MIN = 64.0, 46.0  # row heights: as tall as the room allows, never below ROW_MIN


class EndingStyle:
    """A game's look for its result screen: the panel's colours, the table shade, button colours, an optional band
    of colours across the panel's top (UNO's four colours) and the confetti's colours."""

    def __init__(self, *, panel: QColor = Palette.paper, edge: QColor = BROWN, edge_width: float = 4,
                 ink: QColor = Palette.ink, muted: QColor = BROWN, headline: QColor = Palette.accent_dark,
                 highlight: QColor = GOLD_GLOW, stripe: QColor = STRIPE, shade: QColor = SHADE,
                 primary: QColor = Palette.accent, secondary: QColor = BROWN, band: Sequence[QColor] = (),
                 confetti: Sequence[QColor] = CONFETTI, radius: float = 22):
        self.panel, self.edge, self.edge_width = QColor(panel), QColor(edge), edge_width
        self.ink, self.muted, self.headline = QColor(ink), QColor(muted), QColor(headline)
        self.highlight, self.stripe, self.shade = QColor(highlight), QColor(stripe), QColor(shade)
        self.primary, self.secondary = QColor(primary), QColor(secondary)
        self.band = tuple(QColor(c) for c in band)
        self.confetti = tuple(QColor(c) for c in confetti)
        self.radius = radius


@dataclass
class Column:
    """A column of the places list: its title and how its cells are drawn (numbers right-aligned by default)."""

    title: str
    bold: bool = False
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignRight


@dataclass
class PlaceRow:
    """One seat's line: its place (1 = first), name, one text per column, and optionally the seat's colour, a short
    note under the name and a `detail` item (a game's own picture of what made the score)."""

    seat: int
    place: int
    name: str
    cells: list[str] = field(default_factory=list)
    detail: QGraphicsItem | None = None
    colour: QColor | None = None
    note: str = ""
    icon: QGraphicsItem | None = None  # in place of the colour chip when the player has no photo (Canyon's canoe)


def text_width(text: str, px: int, bold: bool = False) -> float:
    return QFontMetricsF(scene_font(px, bold)).horizontalAdvance(text)


class Label(QGraphicsObject):
    """Text in a box: one line elided to its width, or wrapped (`wrap`) with the box as tall as the text."""

    def __init__(self, text: str, width: float, px: int, colour: QColor, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, wrap: bool = False,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text, self.font, self.colour = text, scene_font(px, bold), QColor(colour)
        self.align, self.wrap = align, wrap
        fm = QFontMetricsF(self.font)
        if wrap:
            height = fm.boundingRect(QRectF(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap),
                                     glued(text)).height()
        else:
            height = fm.height()
        self.rect = QRectF(0, 0, width, height)

    def shown_text(self) -> str:
        if self.wrap:
            return glued(self.text)  # no line starts with the ; or : of a French sentence
        return QFontMetricsF(self.font).elidedText(self.text, Qt.TextElideMode.ElideRight, self.rect.width() + 1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        flags = int(self.align | Qt.AlignmentFlag.AlignVCenter) | (int(Qt.TextFlag.TextWordWrap) if self.wrap else 0)
        painter.drawText(self.rect, flags, self.shown_text())


class Badge(QGraphicsObject):
    """The place: a medal for the first three (gold, silver, bronze), a plain ring after; the number always."""

    R = 22.0

    def __init__(self, place: int, style: EndingStyle, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.place, self.style = place, style

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.R + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        medal = MEDALS.get(self.place)
        painter.setPen(QPen(medal.darker(150) if medal else self.style.muted, 3))
        painter.setBrush(medal if medal else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self.boundingRect().adjusted(3, 3, -3, -3))
        painter.setPen(Palette.ink if medal else self.style.ink)
        painter.setFont(scene_font(24, bold=True))
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, str(self.place))


class RowItem(QGraphicsObject):
    """A drawn `PlaceRow`: stripe or winner's highlight, badge, photo or colour chip, name and note, cells, detail."""

    def __init__(self, row: PlaceRow, index: int, layout: RowLayout, style: EndingStyle, parent: QGraphicsItem):
        super().__init__(parent)
        self.row, self.place, self.index, self.layout, self.style = row, row.place, index, layout, style
        self.rect = QRectF(0, 0, layout.width, layout.row_h)
        self.badge = Badge(row.place, style, self)
        self.badge.setPos(layout.badge_x + Badge.R, layout.row_h / 2)
        x = layout.name_x
        name_h = QFontMetricsF(scene_font(24, True)).height()
        note_h = QFontMetricsF(scene_font(18)).height() if row.note else 0.0
        top = (layout.row_h - name_h - note_h) / 2
        self.name = Label(row.name, layout.name_w, 24, style.ink, True, parent=self)
        self.name.setPos(x, top)
        self.note = Label(row.note, layout.name_w, 18, style.muted, parent=self) if row.note else None
        if self.note is not None:
            self.note.setPos(x, top + name_h)
        self.cells: list[Label] = []
        for (cx, cw), col, text in zip(layout.cells, layout.columns, row.cells, strict=False):
            cell = Label(text, cw, 22, style.ink, col.bold, col.align, parent=self)
            cell.setPos(cx, (layout.row_h - cell.rect.height()) / 2)
            self.cells.append(cell)
        if row.detail is not None:
            box = QRectF(layout.detail_x, 4, layout.detail_w, layout.row_h - 8)
            fit_into(row.detail, box, self)
        if row.icon is not None and layout.chips and avatar_path(row.name) is None:
            fit_into(row.icon, QRectF(layout.chip_x - 6, (layout.row_h - 44) / 2, 52, 44), self)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.place == 1:
            painter.setBrush(self.style.highlight)
            painter.drawRoundedRect(self.rect.adjusted(0, 1, 0, -1), 12, 12)
        elif self.index % 2:
            painter.setBrush(self.style.stripe)
            painter.drawRoundedRect(self.rect.adjusted(0, 1, 0, -1), 12, 12)
        if not self.layout.chips:
            return
        chip = QRectF(self.layout.chip_x, (self.rect.height() - 40) / 2, 40, 40)
        if draw_avatar(painter, chip, self.row.name, self.row.colour):
            return
        if self.row.colour is not None:
            painter.setBrush(self.row.colour)
            painter.setPen(QPen(self.style.ink, 2))
            painter.drawEllipse(chip.adjusted(4, 4, -4, -4))


def fit_into(item: QGraphicsItem, box: QRectF, parent: QGraphicsItem) -> None:
    """Put `item` in `box` of `parent`, scaled down (never up) to fit, left-aligned and centred vertically."""
    item.setParentItem(parent)
    r = item.boundingRect()
    k = min(1.0, box.width() / max(r.width(), 1.0), box.height() / max(r.height(), 1.0))
    item.setScale(k)
    item.setPos(box.left() - r.left() * k, box.top() + (box.height() - r.height() * k) / 2 - r.top() * k)


@dataclass
class RowLayout:
    """Where the parts of a row go (x positions inside the row) and how tall a row is."""

    width: float = 0.0
    row_h: float = ROW_MAX
    badge_x: float = 8.0
    chips: bool = False
    chip_x: float = 0.0
    name_x: float = 0.0
    name_w: float = 0.0
    columns: list[Column] = field(default_factory=list)
    cells: list[tuple[float, float]] = field(default_factory=list)
    detail_x: float = 0.0
    detail_w: float = 0.0


class PanelItem(QGraphicsObject):
    """The panel itself (its colours, the band across its top); the screen's content are its children."""

    def __init__(self, style: EndingStyle, parent: QGraphicsItem):
        super().__init__(parent)
        self.style = style
        self.rect = QRectF(0, 0, 600, 400)
        self.printing = False

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 10)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.style
        path = QPainterPath()
        path.addRoundedRect(self.rect, s.radius, s.radius)
        if not self.printing:
            painter.fillPath(path.translated(0, 6), Palette.shadow)
        painter.fillPath(path, s.panel)
        if s.band:
            painter.save()
            painter.setClipPath(path)
            w = self.rect.width() / len(s.band)
            for i, colour in enumerate(s.band):
                painter.fillRect(QRectF(self.rect.left() + i * w, self.rect.top(), w + 1, 14), colour)
            painter.restore()
        painter.setPen(QPen(s.edge, s.edge_width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


class Catcher(QGraphicsObject):
    """Covers the screen while the celebration plays: a click anywhere skips it (and presses nothing)."""

    pressed = Signal()

    def __init__(self, rect: QRectF, parent: QGraphicsItem):
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setZValue(100)
        self.setAcceptedMouseButtons(Qt.MouseButton.AllButtons)
        # Qt finds no item under the mouse in a fully transparent one: the screen fades in from 0.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        pass

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()
        self.pressed.emit()
