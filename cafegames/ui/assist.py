"""Hints and first-time tips drawn on the table: rings around the pieces they speak of and a bubble beside them.

`AssistLayer` belongs to a `GameScene` (`scene.assist`); the scene's `hint_targets(action)` says which items an
action is played with (the card, the chair, the cell, the button). A hint rings those items and puts the bot's
sentence in a bubble placed by the scene's placement service (cafegames/ui/placement.py) where it covers none
of them, nor what may be clicked, the status line, the names or another overlay; a tip does the same with its own
sentence and a "Read the rules" link (the scene's `rules_requested(section)`), and points at what it speaks of (a
pointer, cafegames/ui/pointer.py, that the placement service keeps off targets and overlays). Both go away at the next
`show_state` (the controller calls `clear`), a tip also by its ×.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.ui import larger, pointer
from cafegames.ui.graphics import ButtonItem, scene_font
from cafegames.ui.tip_words import typeset

RING = QColor("#ffd23f")
BUBBLE = QColor("#fffaf0")
INK = QColor("#2b2118")
TEXT_PX = 22
BUBBLE_W = 560.0
PAD = 16.0
WIDTHS = (BUBBLE_W, 440.0, 360.0)  # narrower when the wide bubble covers something
Z = 900.0  # above the table's pieces, below the result screen


class RingItem(QGraphicsObject):
    """A glowing rounded frame around one piece."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = QRectF(rect).adjusted(-8, -8, 8, 8)
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the piece under it stays clickable

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        glow = QColor(RING)
        glow.setAlpha(90)
        painter.setPen(QPen(glow, 12))
        painter.drawRoundedRect(self.rect, 14, 14)
        painter.setPen(QPen(RING, 5))
        painter.drawRoundedRect(self.rect, 14, 14)


class BubbleItem(QGraphicsObject):
    """A short sentence on a paper bubble, with an optional link button and a ×."""

    closed = Signal()
    link = Signal()

    def __init__(self, text: str, link_text: str = "", closable: bool = False, max_width: float = BUBBLE_W):
        super().__init__()
        self.text = text
        self.shown = typeset(text)  # as drawn: French punctuation kept with its word (cafegames/ui/tip_words.py)
        self.font = scene_font(larger.px(TEXT_PX))  # "Larger cards and text" (cafegames/ui/larger.py)
        metrics = QFontMetricsF(self.font)
        width = min(max_width, metrics.horizontalAdvance(self.shown) + 2 * PAD + 4)
        self.text_width = width - 2 * PAD - (30 if closable else 0)
        self.text_rect = metrics.boundingRect(QRectF(0, 0, self.text_width, 2000), int(Qt.TextFlag.TextWordWrap),
                                              self.shown)
        height = self.text_rect.height() + 2 * PAD
        self.link_button: ButtonItem | None = None
        if link_text:
            w = QFontMetricsF(scene_font(20, True)).horizontalAdvance(link_text) + 36
            width = max(width, w + 2 * PAD)
            self.link_button = ButtonItem(link_text, None, self, QColor("#2f7d4f"), 20)
            self.link_button.size.setWidth(w)
            self.link_button.size.setHeight(44)
            self.link_button.setPos(PAD, height - PAD / 2)
            self.link_button.clicked.connect(self.link)
            height += 44 + PAD / 2
        self.close_button: ButtonItem | None = None
        if closable:
            self.close_button = ButtonItem("×", None, self, QColor("#8a7b6a"), 22)
            self.close_button.size.setWidth(34)
            self.close_button.size.setHeight(34)
            self.close_button.setPos(width - 34 - 6, 6)
            self.close_button.clicked.connect(self.closed)
        self.size = QRectF(0, 0, width, height)
        self.pointer_line: QLineF | None = None  # to the piece a tip speaks of, in item coordinates
        self.setZValue(Z + 1)

    def point_at(self, anchor: QRectF | None) -> None:
        """Point from where the bubble stands now at `anchor` (scene coordinates; None: no pointer)."""
        self.prepareGeometryChange()
        line = pointer.scene_segment(self.placed_rect(), anchor)
        self.pointer_line = None if line is None else line.translated(-self.pos())
        self.update()

    def pointer_segment(self) -> QLineF | None:
        """The pointer in scene coordinates (part of the overlay: what the tests keep off targets and overlays)."""
        return None if self.pointer_line is None else self.pointer_line.translated(self.pos())

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self.size
        if self.pointer_line is not None:
            r = r.united(QRectF(self.pointer_line.p2(), QPointF(self.pointer_line.p2())).adjusted(-8, -8, 8, 8))
        return r.adjusted(-2, -2, 4, 6)

    def placed_rect(self) -> QRectF:
        """The paper in scene coordinates (without its shadow): what the placement service keeps clear."""
        return self.mapRectToScene(self.size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path, far = pointer.bubble_path(self.size, self.pointer_line, 14)
        if far is not None:
            pointer.draw_far(painter, far, RING.darker(120))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawPath(path.translated(0, 4))
        painter.setBrush(QBrush(BUBBLE))
        painter.setPen(QPen(RING.darker(120), 3))
        painter.drawPath(path)
        painter.setPen(INK)
        painter.setFont(self.font)
        painter.drawText(self.text_rect.translated(PAD, PAD), int(Qt.TextFlag.TextWordWrap), self.shown)

    def mousePressEvent(self, event) -> None:  # noqa: N802 - a click on the paper does nothing underneath
        event.accept()


class AssistLayer:
    """The hint or tip on a scene's table (at most one of each)."""

    def __init__(self, scene: Any):
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self.tip_items: list[QGraphicsItem] = []
        self.hint_text = ""
        self.hint_action: Any = None
        self.tip_text = ""
        self.tip_section = ""
        self.tip_anchor: Any = None
        self.bubble_rect = QRectF()

    def _targets(self, action: Any) -> list[QRectF]:
        """The pieces an action is played with, or the piece a tip names (("canoe", seat): `anchor_rect`)."""
        if action is None:
            return []
        if isinstance(action, tuple) and action and isinstance(action[0], str):
            rect = self.scene.anchor_rect(action)
            return [rect] if rect is not None and not rect.isEmpty() else []
        return [item.sceneBoundingRect() for item in self.scene.hint_targets(action) if item is not None
                and item.scene() is self.scene and item.isVisible()]

    def show_hint(self, action: Any, text: str) -> None:
        self.clear_hint()
        self.hint_action, self.hint_text = action, text
        targets = self._targets(action)
        for r in targets:
            self._add(RingItem(r), self.items)
        room = self.scene.assist_room()
        bubble, self.bubble_rect = self._fit("hint", lambda w: BubbleItem(text, max_width=w), targets,
                                             [room] if room is not None else [])
        self._add(bubble, self.items)

    def show_tip(self, text: str, section: str, anchor: Any = None) -> None:
        self.clear_tip()
        self.tip_text, self.tip_section, self.tip_anchor = text, section, anchor
        targets = self._targets(anchor)
        link = QCoreApplication.translate("Assist", "Read the rules") if section else ""
        bubble, rect = self._fit("tip", lambda w: BubbleItem(text, link, True, w), targets, [], point=True)
        bubble.link.connect(lambda: self.scene.rules_requested.emit(self.tip_section))
        bubble.closed.connect(self.clear_tip)
        self._add(bubble, self.tip_items)
        self.tip_bubble = bubble

    def _fit(self, key: str, make, targets: list[QRectF], spots: list[QRectF],
             point: bool = False) -> tuple[BubbleItem, QRectF]:
        """The bubble at the widest of a few widths where it covers nothing that must stay visible (the scene's
        placement service): beside the first piece it names, the others named too; `point`: a pointer to it."""
        bubbles = {w: make(w) for w in WIDTHS}
        anchor = targets[0] if targets else None
        width, rect = self.scene.placement.place_sized(
            key, lambda w: bubbles[w].size.size(), WIDTHS, anchor, also=targets[1:], spots=spots,
            avoid=self._avoid(), item=bubbles[WIDTHS[0]], pointer=point)
        bubble = bubbles[width]
        self.scene.placement.items[key] = bubble
        bubble.setPos(rect.topLeft())
        if point:
            bubble.point_at(anchor)
        return bubble, rect

    def _avoid(self) -> list[QRectF]:
        """What a bubble should leave visible when it can: the table's buttons and cards the scene names."""
        return [item.sceneBoundingRect() for item in self.scene.assist_avoid() if item.scene() is self.scene]

    def _add(self, item: QGraphicsItem, into: list[QGraphicsItem]) -> None:
        self.scene.addItem(item)
        into.append(item)

    def _remove(self, items: list[QGraphicsItem]) -> None:
        for key in ("hint", "tip"):
            if self.scene.placement.items.get(key) in items:
                self.scene.placement.forget(key)
        for item in items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        items.clear()

    def clear_hint(self) -> None:
        self._remove(self.items)
        self.hint_text, self.hint_action, self.bubble_rect = "", None, QRectF()

    def clear_tip(self) -> None:
        self._remove(self.tip_items)
        self.tip_text, self.tip_section = "", ""

    def again(self) -> None:
        """The hint and the tip shown again, placed anew (the table was laid out again: GameScene.relayout)."""
        hint, tip = (self.hint_action, self.hint_text), (self.tip_text, self.tip_section, self.tip_anchor)
        if hint[1]:
            self.show_hint(*hint)
        if tip[0]:
            self.show_tip(*tip)

    def clear(self) -> None:
        self.clear_hint()
        self.clear_tip()
