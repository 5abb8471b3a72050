"""Where Café International's hints (cafegames/ui/assist.py) and a lesson's tips (cafegames/ui/lesson.py) point,
and what their bubbles must leave visible."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar
from cafegames.games.cafe.table.widgets import ROW_W, ROW_X


class CafeGuidance:
    """The hint and tip anchors of `CafeScene`: chairs, bar seats, guests in hand and buttons."""

    def hint_targets(self, action) -> list:
        """Where the guests go (chairs, the next bar seat, the joker's chair) and the guests, or the pass button."""
        seat = self.seat_on_screen
        hand = [c for c in self.cards if c.seat == seat]
        taken: list = []

        def card(guest: int):
            found = next((c for c in hand if c.guest == guest and c not in taken), None)
            taken.append(found)
            return found

        if isinstance(action, Place):  # the chairs first: the bubble goes beside the first target
            return [self.chairs[ch] for _g, ch in action.steps] + [card(g) for g, _ch in action.steps]
        if isinstance(action, ToBar):
            bar = self.bar_seats[len(self.view_.bar)] if len(self.view_.bar) < len(self.bar_seats) else None
            return [bar, card(action.guest)]
        if isinstance(action, Swap):
            return [self.chairs[action.chair], card(action.guest)]
        if isinstance(action, Pass):
            return [self.pass_button]
        return []

    # what no overlay covers (cafegames/ui/placement.py)
    def click_targets(self) -> list[QRectF]:
        """The glowing chairs and bar seat, the guests in the row on screen, the turn's buttons."""
        items = [c for c in self.chairs if c.mode] + [b for b in self.bar_seats if b.glow]
        items += [c for c in self.cards if c.seat == self.seat_on_screen and self.seat_on_screen is not None]
        items += [b for b in (self.end_turn, self.pass_button, self.take_back) if b.isVisible()]
        return super().click_targets() + [i.sceneBoundingRect() for i in items if i.scene() is self]

    def status_rects(self) -> list[QRectF]:
        return [self.status.sceneBoundingRect()] if self.status.isVisible() and self.status.toPlainText() else []

    def name_plates(self) -> list[QRectF]:
        """The header of each player's row: name, hand, chips and score."""
        return [row.mapRectToScene(row.head_rect()) for row in self.rows if row.scene() is self]

    def assist_avoid(self) -> list:
        return super().assist_avoid() + [self.status] + [c for c in self.cards if c.seat == self.seat_on_screen] + [
            b for b in (self.end_turn, self.pass_button, self.take_back) if b.isVisible()]

    def assist_room(self) -> QRectF | None:
        """Under the player rows, above the status text, when there is room (up to three players)."""
        top = self.rows[-1].rect.bottom() + 10 if self.rows else 12.0
        return QRectF(ROW_X, top, ROW_W, self.status.y() - 10 - top) if self.status.y() - top > 60 else None

    def hint_button_pos(self) -> QPointF:
        """Between the take-back and end-turn buttons under the player rows."""
        left, right = self.take_back.x() + self.take_back.size.width(), self.end_turn.x()
        w, h = self.hint_button.size.width(), self.hint_button.size.height()
        return QPointF((left + right - w) / 2, self.end_turn.y() + (self.end_turn.size.height() - h) / 2)

    def anchor_rect(self, anchor: tuple) -> QRectF | None:
        """("chair", id), ("table", id), ("bar", index), ("guest", kind) in the row of the seat on screen,
        ("button", "end")."""
        kind, key = (anchor + (None, None))[:2]
        item: QGraphicsItem | None = None
        if kind == "chair" and 0 <= key < len(self.chairs):
            item = self.chairs[key]
        elif kind == "table" and 0 <= key < len(self.tables):
            item = self.tables[key]
        elif kind == "bar" and 0 <= key < len(self.bar_seats):
            item = self.bar_seats[key]
        elif kind == "guest":
            item = next((c for c in self.cards if c.seat == self.seat_on_screen and c.guest == key), None)
        elif kind == "button" and key == "end":
            item = self.end_turn
        if item is None or item.scene() is not self:
            return None
        return item.sceneBoundingRect()

    def keep_clear(self) -> list[QRectF]:
        out = [c.sceneBoundingRect() for c in self.cards if c.seat == self.seat_on_screen]
        out += [b.sceneBoundingRect() for b in (self.end_turn, self.take_back, self.pass_button) if b.isVisible()] * 3
        out.append(self.status.sceneBoundingRect())
        out += [c.sceneBoundingRect() for c in self.chairs if c.mode] * 3  # the chairs that glow now
        out += [c.sceneBoundingRect() for c in self.chairs] + [t.sceneBoundingRect() for t in self.tables]
        out += [b.sceneBoundingRect() for b in self.bar_seats]
        return out

    def tip_spots(self) -> list[QRectF]:
        """Under the players' rows, above the status line (room there with two or three players)."""
        top = self.rows[-1].rect.bottom() + 12
        bottom = self.status.pos().y() - 8
        return [QRectF(ROW_X, top, ROW_W, bottom - top)] if bottom - top > 100 else []
