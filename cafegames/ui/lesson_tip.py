"""The lesson's tip on the table: a paper bubble beside the piece it speaks of, never over it.

`TipItem` draws the header ("Learn to play · 3 / 12"), the sentence (after a wrong move: why, then the step's
explanation again, both visible), a pointer towards the anchor, and the buttons of the last tip. Where it goes
is the scene's placement service's answer (cafegames/ui/placement.py): beside the anchor, over none of what may
be clicked, the status line, the names or another overlay, at the widest of `WIDTHS` that finds such a place.
With "Larger cards and text" the words are larger; when no width finds room for the larger words (the longest
step after a wrong move, in French: a step's explanation under why the move was wrong), the bubble tries its text
a little smaller, down to the normal size, never below it: the words as large as the table has room for, and
nothing the step names, nor a name, hidden under them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cafegames.ui import larger, pointer
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.tip_words import typeset

WIDTH = 470
WIDTHS = (WIDTH, 400, 560, 340)  # tried in turn: narrower (taller) or wider (lower) when the first covers something
PAD = 18
GAP = 26  # the farthest a tip "beside" its anchor stands from it (the placement service leaves 14 px)
HEAD_MIN_PX = 14  # the header's least size when the bubble is narrow
NOTE_GAP = 18  # between why a move was wrong and the step's explanation under it
MISTAKE = QColor("#c8553d")
CALM = QColor("#2f7d4f")


Layout = tuple[float, float]  # (text scale, width)


def text_scales() -> tuple[float, ...]:
    """The text sizes a tip tries, largest first: "Larger cards and text"'s (cafegames/ui/larger.py), then halfway
    to the normal size, then the normal size (the lessons' tips are checked to fit at that size)."""
    grow = larger.factor()
    return (grow, (grow + 1.0) / 2, 1.0) if grow > 1.0 else (grow,)


class TipItem(QGraphicsObject):
    """The bubble. `set_tip(header, text, mistake)`; `buttons` for the last tip (`button_clicked(key)`)."""

    button_clicked = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.header = ""
        self.text = ""
        self.note = ""  # after a wrong move: the step's explanation, under why the move was wrong
        self.mistake = False
        self._buttons_spec: tuple[tuple[str, str], ...] = ()
        self.layouts: tuple[Layout, ...] = tuple((1.0, w) for w in WIDTHS)
        self.tiers = 1
        self.text_scale = 1.0  # of the text, the layout shown (1.0: the normal size)
        self.size = QSizeF(WIDTH, 100)
        self.pointer: QPointF | None = None  # where the pointer reaches the anchor, in item coordinates
        self.pointer_line: QLineF | None = None  # the pointer from the bubble's edge (cafegames/ui/pointer.py)
        self.buttons: dict[str, ButtonItem] = {}
        self._body_font = scene_font(22)
        self._head_font = scene_font(18, True)
        self.setZValue(2500)  # over the table and its choosers (placed beside what they show)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_tip(self, header: str, text: str, mistake: bool = False,
                buttons: Sequence[tuple[str, str]] = (), width: float = WIDTH, note: str = "",
                widths: Sequence[float] = WIDTHS) -> None:
        """The tip's words; `widths` the widths its placement may try (the first is shown until it is placed)."""
        self.header, self.text, self.mistake, self.note = header, text, mistake, note
        self._buttons_spec = tuple(buttons)
        chosen = tuple(widths) if width == WIDTH else (width, 0.8 * width, 0.6 * width)
        scales = text_scales()
        self.layouts = tuple((scale, w) for scale in scales for w in chosen)  # a tier of widths per text size
        self.tiers = len(scales)
        self._layout(self.layouts[0])

    def _head_height(self, inner: float) -> float:
        return QFontMetricsF(self._head_font).height() + 6

    def _fitted_head_font(self, inner: float) -> QFont:
        """The header's font, a little smaller when the bubble is narrower than it ("… étape 12 sur 13"): it stays
        on its line, whole, and the bubble keeps its height."""
        font = QFont(self._head_font)
        px = font.pixelSize()
        while px > HEAD_MIN_PX and QFontMetricsF(font).horizontalAdvance(self.header) > inner:
            px -= 1
            font.setPixelSize(px)
        return font

    def _body_height(self, inner: float) -> float:
        metrics = QFontMetricsF(self._body_font)
        flags = int(Qt.TextFlag.TextWordWrap)
        height = metrics.boundingRect(QRectF(0, 0, inner, 2000), flags, typeset(self.text)).height()
        if self.note:
            height += NOTE_GAP + metrics.boundingRect(QRectF(0, 0, inner, 2000), flags, typeset(self.note)).height()
        return height

    def _layout(self, layout: Layout) -> None:
        """The bubble at a text scale and a width: its fonts, its height, its buttons."""
        self.text_scale, width = layout
        self._body_font = scene_font(round(22 * self.text_scale))
        self._head_font = scene_font(round(18 * self.text_scale), True)
        self.prepareGeometryChange()
        buttons = self._buttons_spec
        for b in self.buttons.values():
            b.setParentItem(None)
            if b.scene() is not None:
                b.scene().removeItem(b)
        self.buttons = {}
        inner = width - 2 * PAD
        head_h = self._head_height(inner)
        height = PAD + head_h + self._body_height(inner) + PAD + 8  # drawText wraps a little wider than the metrics
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

    def size_at(self, layout: Layout) -> QSizeF:
        """The bubble's size in `layout` (laid out so: the last one asked is the one shown)."""
        self._layout(layout)
        return QSizeF(self.size)

    def place(self, placement: Any, anchor: QRectF | None, also: Sequence[QRectF] = (),
              keep_clear: Sequence[QRectF] = (), spots: Sequence[QRectF] = (), table: bool = True) -> None:
        """Beside `anchor` (the other pieces the step names, `also`, visible too) where the scene's placement
        service finds room, in the first of its layouts that has some."""
        self.setVisible(False)  # not an obstacle to itself
        layout, rect = placement.place_sized("lesson", self.size_at, self.layouts, anchor, also=also,
                                             avoid=keep_clear, spots=spots, item=self, table=table,
                                             pointer=True, tiers=self.tiers)
        self._layout(layout)
        self.setVisible(True)
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        line = pointer.scene_segment(QRectF(rect.topLeft(), self.size), anchor)
        self.pointer_line = None if line is None else line.translated(-rect.topLeft())
        self.pointer = None if self.pointer_line is None else self.pointer_line.p2()
        self.update()

    def shown_text(self) -> tuple[str, str, float]:
        """The sentence and the note as drawn (French typography, cafegames/ui/tip_words.py), and their width."""
        return typeset(self.text), typeset(self.note), self.size.width() - 2 * PAD

    def pointer_segment(self) -> QLineF | None:
        """The pointer in scene coordinates (part of the overlay: what the tests keep off targets and overlays)."""
        return None if self.pointer_line is None else self.pointer_line.translated(self.pos())

    def bubble_rect(self) -> QRectF:
        """The bubble in scene coordinates (without its pointer)."""
        return QRectF(self.pos(), self.size)

    placed_rect = bubble_rect  # what the placement service keeps clear of the next overlays

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = QRectF(QPointF(0, 0), self.size)
        if self.pointer is not None:
            r = r.united(QRectF(self.pointer, QSizeF(1, 1)).adjusted(-8, -8, 8, 8))  # (a far pointer's dot)
        return r.adjusted(-4, -4, 4, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(QPointF(0, 0), self.size)
        edge = MISTAKE if self.mistake else CALM
        path, far = pointer.bubble_path(rect, self.pointer_line, 16)
        if far is not None:  # the bubble waits in a free spot: a line reaches the piece it speaks of
            pointer.draw_far(painter, far, edge)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawPath(path.translated(0, 5))
        painter.setBrush(QBrush(Palette.paper))
        painter.setPen(QPen(edge, 4))
        painter.drawPath(path)
        painter.setPen(edge.darker(120))
        painter.setFont(self._fitted_head_font(rect.width() - 2 * PAD))
        head_h = self._head_height(rect.width() - 2 * PAD)
        painter.drawText(QRectF(PAD, PAD - 4, rect.width() - 2 * PAD, head_h),
                         Qt.AlignmentFlag.AlignLeft, self.header)
        painter.setPen(Palette.ink)
        painter.setFont(self._body_font)
        flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
        inner = rect.width() - 2 * PAD
        painter.drawText(QRectF(PAD, PAD + head_h, inner, rect.height() - head_h - PAD), flags, typeset(self.text))
        if self.note:  # the step's explanation, still there under why the move was wrong
            top = PAD + head_h + QFontMetricsF(self._body_font).boundingRect(
                QRectF(0, 0, inner, 2000), int(Qt.TextFlag.TextWordWrap), typeset(self.text)).height() + NOTE_GAP / 2
            painter.setPen(QPen(CALM.lighter(130), 2))
            painter.drawLine(QPointF(PAD, top), QPointF(rect.width() - PAD, top))
            painter.setPen(Palette.ink)
            painter.drawText(QRectF(PAD, top + NOTE_GAP / 2, inner, rect.height() - top - PAD), flags,
                             typeset(self.note))
