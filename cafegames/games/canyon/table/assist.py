"""Where Canyon's hints (cafegames/ui/assist.py) and a lesson's tips (cafegames/ui/lesson.py) point, where their
bubbles may go and what they must leave visible."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.canyon.actions import Bid, Move, Place, Play
from cafegames.games.canyon.table.widgets import PanelItem


class CanyonGuidance:
    """The hint and tip anchors of `CanyonScene`: cells, canoes, cards, bid buttons, the trick."""

    def hint_targets(self, action) -> list:
        """The cell to end on (or start from), the bid's button, or the card to play."""
        if isinstance(action, Place | Move):
            return [next((c for c in self.cells if c.cell == (action.q, action.r)), None)]
        if isinstance(action, Bid):
            bids = [a for a in self.legal if isinstance(a, Bid)]
            i = bids.index(action) if action in bids else -1
            return [self.bid_buttons[i]] if 0 <= i < len(self.bid_buttons) else []
        if isinstance(action, Play):
            return [next((c for c in self.hand_items if c.card == action.card), None)]
        return []

    def anchor_rect(self, anchor: tuple) -> QRectF | None:
        """("card", code) in the hand on screen, ("bid", n) its button, ("cell", (q, r)) a river cell,
        ("canoe", seat), ("trump",) the trump card, ("trick",) the cards on the table."""
        kind, key = (anchor + (None, None))[:2]
        item: QGraphicsItem | None = None
        if kind == "cell" and key in self.river.kind:
            c, r = self.layout.center(key), self.layout.r
            return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)
        if kind == "card":
            item = next((c for c in self.hand_items if c.card == key), None)
        elif kind == "bid":
            bids = [a.bid for a in self.legal if isinstance(a, Bid)]
            item = self.bid_buttons[bids.index(key)] if key in bids and len(self.bid_buttons) == len(bids) else None
        elif kind == "canoe" and 0 <= key < len(self.canoes):
            item = self.canoes[key]
        elif kind == "trump":
            item = self.trump_item
        elif kind == "trick" and self.trick_items:
            rect = QRectF()
            for card in self.trick_items:
                rect = rect.united(card.sceneBoundingRect())
            return rect
        if item is None or item.scene() is not self or not item.isVisible():
            return None
        return item.sceneBoundingRect()

    def keep_clear(self) -> list[QRectF]:
        """The hand, the speed buttons, the lit cells, the trick, the trump, the status line, the band's words, the
        seat rows and the round track."""
        out = [i.sceneBoundingRect() for i in (*self.hand_items, *self.bid_buttons, *self.trick_items) if i.scene()]
        out += [c.sceneBoundingRect() for c in self.cells] * 3  # the cells to click now
        out += [c.sceneBoundingRect() for c in self.canoes if c.isVisible()] * 2
        out += [i.sceneBoundingRect() for i in (self.trump_item, getattr(self, "status_item", None))
                if i is not None and i.scene() is self]
        out += [i.sceneBoundingRect() for i in self.labels if i.scene() is self]
        out += [i.sceneBoundingRect() for i in self.seat_items if isinstance(i, PanelItem)]  # names, bids, tricks
        out.append(self.track.sceneBoundingRect())  # the round track's words and numbers
        return out

    def tip_spots(self) -> list[QRectF]:
        """Free places for a lesson's bubble when none beside what it names is clear, in spots of growing height
        (the lowest first). While bidding and playing cards (what a tip names is in the band): the river's water
        at the left, just above the band, where a short race has no canoe. While moving (a cell on the river): the
        water left of every canoe, then the band's bottom, right or middle, under the movement list."""
        if self.view is None:
            return []
        heights = range(150, 421, 30)
        if self.view.phase in ("bid", "play"):
            river = self.layout.rect()
            return [QRectF(river.left() + 2 * self.layout.r, river.bottom() - 10 - h, 520, h) for h in heights]
        if self.view.phase == "move":
            b, river = self.band, self.layout.rect()
            spots = [QRectF(x, b.bottom() - 8 - h, 520, h) for h in heights
                     for x in (b.right() - 528, self._middle_zone().right() - 520)]
            lefts = [c.sceneBoundingRect().left() for c in self.canoes if c.isVisible()]
            x = min(lefts, default=river.left()) - 24 - 480  # the water left of every canoe (they race rightwards)
            if x >= river.left():
                spots = [QRectF(x, river.top() + self.layout.r, 480, h) for h in heights] + spots
            return spots
        return []

    # what no overlay covers (cafegames/ui/placement.py)
    def click_targets(self) -> list[QRectF]:
        """The lit cells, the speed question and its buttons, the playable cards."""
        question = getattr(self, "bid_question", None)
        items = [*self.cells, *self.bid_buttons, *(c for c in self.hand_items if c.playable)]
        items += [question] if question is not None and self.bid_buttons else []
        return super().click_targets() + [i.sceneBoundingRect() for i in items
                                           if i.scene() is self and i.isVisible()]

    def status_rects(self) -> list[QRectF]:
        status = getattr(self, "status_item", None)
        return [status.sceneBoundingRect()] if status is not None and status.scene() is self else []

    def name_plates(self) -> list[QRectF]:
        """The seat rows, and the canoes that stand for the seats on the river (their badges)."""
        plates = [self.plate_rect(i) for i in self.seat_items if isinstance(i, PanelItem) and i.scene() is self]
        return plates + [c.sceneBoundingRect() for c in self.canoes if c.isVisible() and c.scene() is self]

    def assist_avoid(self) -> list:
        status = [self.status_item] if getattr(self, "status_item", None) is not None else []
        return super().assist_avoid() + list(self.hand_items) + list(self.bid_buttons) + status

    def hint_button_pos(self) -> QPointF:
        """The band's bottom right corner (the side zone: explanations above it); above "Take back" while that
        button is shown there (beside it, the Hint button would cover the trick's last name)."""
        size = self.hint_button.size
        takeback = self.takeback_button()
        if takeback is not None:
            rect = takeback.sceneBoundingRect()
            return QPointF(rect.right() - size.width(), rect.top() - size.height() - 10)
        return QPointF(self.band.right() - size.width() - 14, self.band.bottom() - size.height() - 12)
