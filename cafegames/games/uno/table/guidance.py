"""Where UNO's hints (cafegames/ui/assist.py), a lesson's tips (cafegames/ui/lesson.py) and every other overlay
(cafegames/ui/placement.py) point, and what they must leave visible: the cards, the piles, the colour, the
decision buttons, the plates and the line that says what to do. Mixed into `UnoScene`."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.games.uno.table.choosers import COLOUR_PANEL
from cafegames.games.uno.table.layout import PROMPT_RECT
from cafegames.games.uno.table.widgets import ColourButton, TextItem
from cafegames.ui.graphics import ButtonItem


class UnoGuidance:
    """The hint and tip anchors of `UnoScene` and the rectangles the placement service keeps clear."""

    def hint_targets(self, action) -> list:
        """The card to play, or the button of the choice (draw, keep, challenge, UNO, catch)."""
        if isinstance(action, Play):
            return [next((i for i in self.hand_items if i.card == action.card), None)]
        key = {Draw: "draw", Pass: "pass", Challenge: "challenge", CallUno: "uno"}.get(type(action))
        if isinstance(action, Catch):
            key = f"catch{action.seat}"
        if isinstance(action, Colour):
            return [self.colour_mark]
        return [self.buttons.get(key)] if key else []

    def assist_avoid(self) -> list:
        prompt = [i for i in (self.prompt_item, self.top_item) if i is not None] + [self.colour_mark]
        prompt += list(self.panels.values())
        return super().assist_avoid() + list(self.hand_items) + list(self.buttons.values()) + prompt

    def hint_button_pos(self) -> QPointF:
        return QPointF(self.deck_button.x() - self.hint_button.size.width() - 12, self.deck_button.y())

    def error_top(self, height: float) -> float:
        """Why a card cannot be played is said over the line that says what to do, not over the hand."""
        return PROMPT_RECT.center().y() - height / 2

    def anchor_rect(self, anchor: tuple) -> QRectF | None:
        """("card", code) in the hand, ("pile", "draw" | "discard"), ("seat", n), ("button", key)."""
        kind, key = (anchor + (None, None))[:2]
        item: QGraphicsItem | None = None
        if kind == "card":
            item = next((i for i in self.hand_items if i.card == key and i.playable), None) or next(
                (i for i in self.hand_items if i.card == key), None)
        elif kind == "pile":
            item = self.top_item if key == "discard" else self.draw_pile
        elif kind == "seat":
            item = self.panels.get(key)
        elif kind == "button":
            item = self.buttons.get(key)
        if item is None or item.scene() is not self:
            return None
        return item.sceneBoundingRect()

    def keep_clear(self) -> list[QRectF]:
        if self.choosing is not None and self.choosing[0] == "colour":
            return [COLOUR_PANEL]  # the colour chooser's panel is all that counts while it is open (the rest is shaded)
        out = [b.sceneBoundingRect() for b in self.buttons.values()] * 3  # the buttons matter most
        banner = self.choosers.panel_rect()  # the banner asking who draws or swaps (U-DX-TARGET, U-H-SEVENO)
        if banner is not None:
            out += [banner] * 3
        if self.view is not None and self.view.revealed:
            out.append(QRectF(800 - max(440, 100 + len(self.view.revealed[1]) * 48) / 2, 478,
                              max(440, 100 + len(self.view.revealed[1]) * 48), 122))
        if self.top_item is not None:
            out.append(self.top_item.sceneBoundingRect())
        if self.draw_pile is not None:
            out.append(self.draw_pile.sceneBoundingRect())
        out.append(self.colour_mark.sceneBoundingRect())
        # the table's words: the cards left to draw, a "+4 waiting", the hand and scoring line
        out += [i.ink_rect() for key in ("draw count", "pending", "info")
                if isinstance(i := self.dynamic.get(key), TextItem) and i.scene() is self and i.text]
        out += [i.sceneBoundingRect() for i in self.hand_items]
        out += [p.sceneBoundingRect() for p in self.panels.values()]
        return out

    def click_targets(self) -> list[QRectF]:
        """The playable cards, the decision buttons, an open chooser's buttons, the seats a 7 may swap with, the
        draw pile when drawing is allowed, the "Cards…" button and the hand's sort button."""
        items: list[QGraphicsItem] = [i for i in self.hand_items if i.playable] + list(self.buttons.values())
        items += [i for i in self.chooser if isinstance(i, ButtonItem | ColourButton)]
        items += [p for p in self.panels.values() if p.target]
        if self.draw_pile is not None and self.draw_pile.playable:
            items.append(self.draw_pile)
        items.append(self.deck_button)
        sorter = self.dynamic.get("sort")  # the hand's order
        if sorter is not None:
            items.append(sorter)
        return super().click_targets() + [i.sceneBoundingRect() for i in items if i.scene() is self and i.isVisible()]

    def status_rects(self) -> list[QRectF]:
        """The line under the table that says what to do (its words), and the question of a banner open over it."""
        item = self.prompt_item
        out = [item.ink_rect()] if item is not None and item.scene() is self and item.text else []
        if self.choosing is not None and self.choosing[0] == "target":  # the banner's question: who draws or swaps
            title = self.choosers.title_rect()
            out += [title] if title is not None else []
        return out

    def name_plates(self) -> list[QRectF]:
        return [self.plate_rect(p) for p in self.panels.values() if p.scene() is self]

    def takeback_at(self, size: QSizeF) -> QPointF:
        """Over the panel of the person on screen (bottom left), above its "You" tab and the hand's sort button:
        the hand may fill the bottom row and the seats the top."""
        mine = self.panels.get(self.seat_on_screen) if self.seat_on_screen is not None else None
        if mine is None:
            return super().takeback_at(size)
        top = mine.pos().y() - 40
        sorter = self.dynamic.get("sort")
        if sorter is not None and sorter.scene() is self and sorter.isVisible():
            top = min(top, sorter.sceneBoundingRect().top() - 12)
        return QPointF(mine.pos().x(), top - size.height())
