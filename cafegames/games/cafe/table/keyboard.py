"""Playing Café International by keyboard: a cursor (`FocusRing`) over your guests and the buttons, then over the
picked guest's places; ←/→ or Tab among guests, the arrows (nearest in their direction) or Tab among places,
Enter picks or seats, B bar, E end turn, Backspace takes back, Esc puts back (`keyPressEvent`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.cafe.table.widgets import ChairItem
from cafegames.ui.graphics import ButtonItem


class KeyboardPlay:
    """The keyboard focus of `CafeScene`: shown once a key is used, hidden again on a mouse click."""

    def _buttons(self) -> list[tuple[str, ButtonItem]]:
        return [(name, b) for name, b in (("end", self.end_turn), ("pass", self.pass_button),
                                          ("back", self.take_back))
                if b.isVisible() and b.isEnabled()]

    def _focus_item(self, focus: tuple[str, Any]) -> QGraphicsItem | None:
        kind, key = focus
        if kind == "card":
            return next((c for c in self.cards if c.active and c.index == key), None)
        if kind == "chair":
            return self.chairs[key]
        if kind == "bar":
            return self.bar_seats[key]
        return dict(self._buttons()).get(key)

    def _targets(self) -> list[tuple[str, Any]]:
        """Where the picked guest may go (glowing chairs, swappable jokers, the next bar seat), in reading order."""
        found: list[tuple[str, Any]] = [("chair", c.chair_id) for c in self.chairs if c.mode]
        found += [("bar", b.number - 1) for b in self.bar_seats if b.glow]

        def place(f: tuple[str, Any]) -> tuple[float, float]:
            c = self._focus_item(f).sceneBoundingRect().center()
            return round(c.y() / 40), c.x()

        return sorted(found, key=place)

    def focus_ring_items(self) -> list[tuple[str, Any]]:
        """What the keyboard moves among now: the picked guest's places, or else the guests still in hand and the
        buttons."""
        if self.selected is not None:
            return self._targets() or [("card", self.selected)]
        cards = [("card", c.index) for c in self.cards if c.active and c.index not in self.used]
        return cards + [("button", name) for name, _ in self._buttons()]

    def _default_focus(self, ring: list[tuple[str, Any]]) -> tuple[str, Any] | None:
        if not ring:
            return None
        if self.selected is not None:
            def rank(f: tuple[str, Any]) -> int:
                """The best-scoring chair first; then a chair that needs a partner, a swap; the bar last (it
                costs points later), so that Enter pressed twice never sends a guest to the bar by surprise."""
                item = self._focus_item(f)
                if isinstance(item, ChairItem):
                    return int(item.label.lstrip("+") or 0) if item.mode == "ok" else -1 if item.mode == "first" else -2
                return -3
            return max(ring, key=rank)
        for button in ("pass", "end"):
            if ("button", button) in ring and (button == "pass" or self.steps):
                return ("button", button)
        return ring[0]

    def _update_focus(self) -> None:
        ring = self.focus_ring_items() if self.my_turn() else []
        if self.kb_focus not in ring:
            self.kb_focus = self._default_focus(ring)
        item = self._focus_item(self.kb_focus) if self.kb_focus is not None else None
        shown = self.kb_visible and item is not None
        if shown:
            self.focus_ring.set_rect(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
        self.focus_ring.setVisible(shown)
        self.focus_ring.update()
        if self.view_ is not None and self.my_turn():
            self.status.setPlainText(self._status_text(True, self.selected_guest(),
                                                       self.pass_button.isVisible()))

    def _move_focus(self, step: int) -> None:
        ring = self.focus_ring_items()
        if not ring:
            return
        i = ring.index(self.kb_focus) if self.kb_focus in ring else 0
        self.kb_focus = ring[(i + step) % len(ring)]

    def _move_focus_towards(self, dx: float, dy: float) -> None:
        """Among the picked guest's places, go to the nearest one in the arrow's direction."""
        ring = self.focus_ring_items()
        here = self._focus_item(self.kb_focus) if self.kb_focus in ring else None
        if here is None:
            return
        p = here.sceneBoundingRect().center()
        best, best_cost = None, None
        for f in ring:
            if f == self.kb_focus:
                continue
            c = self._focus_item(f).sceneBoundingRect().center()
            along = (c.x() - p.x()) * dx + (c.y() - p.y()) * dy
            across = abs((c.x() - p.x()) * dy - (c.y() - p.y()) * dx)
            if along <= 1 or across > 2 * along:
                continue
            cost = along + 2 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = f, cost
        if best is not None:
            self.kb_focus = best

    def _activate(self) -> None:
        if self.kb_focus is None:
            return
        kind, key = self.kb_focus
        if kind == "card":
            self.card_clicked(self.seat_on_screen, key)
        elif kind == "chair":
            self.chair_clicked(key)
        elif kind == "bar":
            self.bar_clicked(key)
        elif key == "end":
            self.end_turn_clicked()
        elif key == "pass":
            self.pass_clicked()
        elif key == "back":
            self._take_back_by_key()

    def _take_back_by_key(self) -> None:
        if self.steps:
            index = self.used[-1]
            self.take_back_step()
            self.kb_focus = ("card", index)

    def _to_bar_by_key(self) -> None:
        if self.selected is None and self.kb_focus is not None and self.kb_focus[0] == "card":
            self.card_clicked(self.seat_on_screen, self.kb_focus[1])
        if self.selected is None:
            self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your row first."))
            return
        self.bar_clicked(len(self.view_.bar))

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Play by keyboard: ←/→ (or Tab) among your guests and the buttons; Enter picks a guest, then the arrows
        go from place to place (Tab in reading order) and Enter seats it there; B sends the guest to the bar;
        E ends the turn; Backspace takes the last guest back (Ctrl+Z too, through `undo_in_turn`); Esc puts a
        picked guest back."""
        key = event.key()
        K = Qt.Key
        if not self.my_turn():
            super().keyPressEvent(event)
            return
        arrows = {K.Key_Left: (-1, 0), K.Key_Right: (1, 0), K.Key_Up: (0, -1), K.Key_Down: (0, 1)}
        reveal_only = not self.kb_visible
        self.kb_visible = True
        if key in arrows or key in (K.Key_Tab, K.Key_Backtab):
            if not reveal_only:
                if key == K.Key_Backtab or (key == K.Key_Tab and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
                    self._move_focus(-1)
                elif key == K.Key_Tab:
                    self._move_focus(1)
                elif self.selected is not None and self._targets():
                    self._move_focus_towards(*arrows[key])
                else:
                    self._move_focus(1 if key in (K.Key_Right, K.Key_Down) else -1)
        elif key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            self._activate()
        elif key == K.Key_Escape:
            if self.selected is not None:
                index = self.selected
                self.card_clicked(self.seat_on_screen, index)
                self.kb_focus = ("card", index)
        elif key == K.Key_B:
            self._to_bar_by_key()
        elif key == K.Key_E:
            self.end_turn_clicked()
        elif key == K.Key_Backspace:
            self._take_back_by_key()
        else:
            self.kb_visible = not reveal_only
            super().keyPressEvent(event)
            return
        event.accept()
        self._update_focus()

    def event(self, event) -> bool:
        """Tab and Shift+Tab move the café's cursor while it is your turn (QGraphicsScene would otherwise spend
        them on its items' focus chain)."""
        from PySide6.QtCore import QEvent

        if (event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and self.my_turn()):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self.kb_visible:
            self.kb_visible = False
            self._update_focus()
        super().mousePressEvent(event)
