"""Café International on screen: the café floor from above, the bar, the bag and every hand face up.

Playing (the scene never decides a rule: it asks `game.turn_steps`, `game.explain` and the legal actions):
- pick a guest in your row, then a chair: legal chairs glow with the points they bring (amber "+0" when the
  guest needs a partner at that table in the same turn); a click on any other chair says why not;
- a second guest can follow; "Take back" removes the last one; "End turn" sends the whole turn as one action;
- with a guest picked, the next bar seat glows (one click sends the guest to the bar), and so do the seated
  jokers that guest may replace (one click swaps);
- the same by keyboard (`keyPressEvent`): ←/→ or Tab among your guests and the buttons, Enter picks, then the
  arrows (nearest in their direction) or Tab (reading order) among the picked guest's places and Enter seats;
  B bar, E end turn, Backspace (or Ctrl+Z, see `undo_in_turn`) takes back, Esc puts back; a white frame
  (`FocusRing`) shows where you are once a key is used, and the status line then names the keys;
- at the end, the result screen (`widgets_ending.py`): tables, bar and guests left for every seat in order of
  places.

This module arranges the items and answers the gestures; the rest lives beside it: the status line
(`status.py`), the animations (`animations.py`), the keyboard (`keyboard.py`), the hints' and tips' anchors
(`assist.py`), the items themselves (`widgets*.py`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsTextItem

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message
from cafegames.engine.protocol import Result
from cafegames.games.cafe import keys as game_keys
from cafegames.games.cafe import sounds
from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import EMPTY, NATION_NAMES, NATIONS, is_joker
from cafegames.games.cafe.game import HAND as HAND_SIZE
from cafegames.games.cafe.table import widgets_ending
from cafegames.games.cafe.table.animations import CafeAnimations
from cafegames.games.cafe.table.assist import CafeGuidance
from cafegames.games.cafe.table.keyboard import KeyboardPlay
from cafegames.games.cafe.table.status import CTX, StatusLine, guest_sentence
from cafegames.games.cafe.table.widgets import (
    BAR_SEAT,
    CARD,
    CENTER,
    FLOOR,
    ROW_H,
    ROW_W,
    ROW_X,
    BagItem,
    BarItem,
    BarSeatItem,
    ChairItem,
    FloorPicture,
    GuestCard,
    TableItem,
    board_point,
)
from cafegames.games.cafe.table.widgets_panels import PlayerRow
from cafegames.ui import larger
from cafegames.ui.ending import EndingScreen, EndingStyle
from cafegames.ui.graphics import ButtonItem, FocusRing, Palette, scene_font
from cafegames.ui.i18n import tr_count, tr_message, tr_text
from cafegames.ui.paint_cache import update_if_changed
from cafegames.ui.scene_base import GameScene
from cafegames.ui.seat_names import shown_names


class CafeScene(StatusLine, CafeAnimations, KeyboardPlay, CafeGuidance, GameScene):
    KEYS = game_keys.KEYS
    sound_cues = staticmethod(sounds.sound_cues)  # which sound each event makes (sounds.py)
    BACKGROUND = QColor("#3b2618")
    # The turn's own "Take back" and the match's, shown in the same place: one size, so the Hint button keeps its room.
    TAKEBACK_SIZE = (200, 62)

    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self.board = game.board
        self.view_: Any = None
        self.legal: list[Any] = []
        self.steps: list[tuple[int, int]] = []
        self.used: list[int] = []  # hand indices placed this turn
        self.selected: int | None = None  # hand index picked
        self.turn_steps: dict[tuple[int, int], Any] = {}
        self.cards: list[GuestCard] = []
        self.floor = self.addRect(QRectF(8, 8, 984, 984), QPen(QColor("#6b4a2b"), 6), QBrush(FLOOR))
        self.floor.setZValue(-1)
        self.tables: list[TableItem] = []
        for t in self.board.tables:
            item = TableItem(t.id, t.nation)
            item.setPos(board_point(t.x, t.y))
            self.addItem(item)
            self.tables.append(item)
        self.chairs: list[ChairItem] = []
        for c in self.board.chairs:
            item = ChairItem(c.id, c.shared)
            if c.shared:
                item.setPos(board_point(c.x, c.y))
            else:
                t = self.board.tables[c.tables[0]]
                item.setPos(board_point(t.x + (c.x - t.x) / 0.42 * 0.5, t.y + (c.y - t.y) / 0.42 * 0.5))
            item.clicked.connect(lambda cid=c.id: self.chair_clicked(cid))
            self.addItem(item)
            self.chairs.append(item)
        bar_rect = QRectF(CENTER.x() - 124, CENTER.y() - 272, 248, 544)
        self.bar = BarItem(bar_rect)
        self.addItem(self.bar)
        self.bar_seats: list[BarSeatItem] = []
        for i, value in enumerate(self.board.bar_values):
            item = BarSeatItem(i + 1, value)
            col, row = divmod(i, 10)
            x = bar_rect.left() + 8 if col == 0 else bar_rect.right() - 8 - BAR_SEAT.width()
            item.setPos(x, bar_rect.top() + 12 + row * 52)
            item.clicked.connect(lambda n=i: self.bar_clicked(n))
            self.addItem(item)
            self.bar_seats.append(item)
        self.bag = BagItem()
        self.bag.setPos(CENTER.x() - 200, CENTER.y() - 10)
        self.addItem(self.bag)
        # One picture for all of them: a frame copies it instead of painting 114 items (FloorPicture).
        self.floor_picture = FloorPicture([self.bar, *self.tables, self.bag, *self.chairs, *self.bar_seats])
        self.addItem(self.floor_picture)
        n = len(self.seats)
        self.rows: list[PlayerRow] = []
        for s in range(n):
            row = PlayerRow(s, QRectF(ROW_X, 12 + s * (ROW_H + 8), ROW_W, ROW_H))
            self.addItem(row)
            self.rows.append(row)
        controls_top = self.CONTROLS_TOP
        self.status = QGraphicsTextItem()
        self.status.setDefaultTextColor(QColor("#fff6e6"))
        self.status.setFont(scene_font(21))
        self.status.setTextWidth(ROW_W)
        self.status.setPos(ROW_X, controls_top)
        self.addItem(self.status)
        by = self.HEIGHT - 76
        self.status_room = by - controls_top - 6  # its lines stop above the buttons
        self.take_back = ButtonItem("", QSizeF(*self.TAKEBACK_SIZE), color=QColor("#6d5a48"), font_px=22)
        self.take_back.setPos(ROW_X, by)
        self.take_back.clicked.connect(self.take_back_step)
        self.end_turn = ButtonItem("", QSizeF(270, 62), color=Palette.ok, font_px=22)
        self.end_turn.setPos(ROW_X + ROW_W - 270, by)
        self.end_turn.clicked.connect(self.end_turn_clicked)
        self.pass_button = ButtonItem("", QSizeF(270, 62), color=Palette.accent, font_px=22)
        self.pass_button.setPos(ROW_X + ROW_W - 270, by)
        self.pass_button.clicked.connect(self.pass_clicked)
        for b in (self.take_back, self.end_turn, self.pass_button):
            b.setZValue(20)
            self.addItem(b)
        self._match_takeback = False  # the controller's `set_takeback`: the last move can be taken back
        # Keyboard play: the cursor shows once a key is used and hides again on a mouse click.
        self.kb_visible = False
        self.kb_focus: tuple[str, Any] | None = None
        self.focus_ring = FocusRing()
        self.addItem(self.focus_ring)
        self.retranslate()

    # ------------------------------------------------------------------ helpers
    @property
    def seat(self) -> int | None:
        return self.seat_on_screen

    def my_turn(self) -> bool:
        v = self.view_
        return (v is not None and not v.over and self.seat_on_screen == v.turn and bool(self.legal)
                and self.seats[v.turn].is_human)

    def hand(self) -> tuple[int, ...]:
        return self.view_.hands[self.seat_on_screen] if self.view_ is not None else ()

    def selected_guest(self) -> int | None:
        return None if self.selected is None else self.hand()[self.selected]

    def card_pos(self, seat: int, index: int) -> QPointF:
        row = self.rows[seat]
        k = self.card_k(seat)
        gap = min(10.0, (ROW_W - 28 - HAND_SIZE * CARD.width() * k) / (HAND_SIZE - 1))
        return QPointF(row.rect.left() + 14 + index * (CARD.width() * k + gap), row.rect.top() + 10 + row.head_h())

    # ------------------------------------------------------------------ "Larger cards and text" (ui/larger.py)
    CONTROLS_TOP = 12 + 4 * (ROW_H + 8) + 4  # the status line's top at the normal size (rows may push it down)
    MOST_CARD_K = 1.14  # the own hand's five cards as large as the row's width allows

    def card_k(self, seat: int) -> float:
        """How much larger `seat`'s hand cards are drawn: the hand of the seat on screen grows."""
        return min(larger.card_factor(), self.MOST_CARD_K) if seat == self.seat_on_screen else 1.0

    def _place_rows(self) -> None:
        """The rows one under the other, each as tall as its words and cards need; the hand cards in them, the
        chairs' guests and the status line under them, at the sizes the setting gives now."""
        y = 12.0
        for s, row in enumerate(self.rows):
            h = ROW_H + row.head_h() - row.HEAD_H + CARD.height() * (self.card_k(s) - 1)
            row.set_rect(QRectF(ROW_X, y, ROW_W, h))
            y += h + 8
        top = max(self.CONTROLS_TOP, y + 4)
        self.status.setPos(ROW_X, top)
        self.status_room = self.HEIGHT - 76 - top - 6
        for card in self.cards:
            if card.scale() != self.card_k(card.seat):
                card.setScale(self.card_k(card.seat))
            card.setPos(self.card_pos(card.seat, card.index))
        k = larger.card_factor()
        if self.chairs and self.chairs[0].scale() != k:
            for chair in self.chairs:
                chair.setScale(k)
            self.floor_picture.refit()

    def lay_out(self) -> None:
        """The table again at the sizes "Larger cards and text" gives now (GameScene.relayout)."""
        if self.view_ is None:
            return
        self.refresh()
        self._place_rows()
        self._fit_status()

    # ------------------------------------------------------------------ last moves (cafegames/ui/last_moves.py)
    def set_last_moves(self, notes) -> None:
        for row in self.rows:  # a seat whose turn has come gives its room back to its name
            row.keep_note_room(0.0)
        super().set_last_moves(notes)

    def last_move_room(self, seat: int, width: float) -> tuple[QRectF, Qt.AlignmentFlag] | None:
        """In the seat's row header, after its hand size (PlayerRow.keep_note_room)."""
        if not 0 <= seat < len(self.rows):
            return None
        room = self.rows[seat].keep_note_room(width)
        return None if room is None else (room, Qt.AlignmentFlag.AlignLeft)

    # ------------------------------------------------------------------ drawing a view
    def show_state(self, seat_on_screen, view, legal, events):
        self.finish_animations()
        self.seat_on_screen = seat_on_screen
        self.view_ = view
        self.legal = list(legal)
        self.steps, self.used, self.selected = [], [], None
        self.kb_focus = None
        self.turn_steps = self.game.turn_steps(view, seat_on_screen) if self.my_turn() else {}
        for i, guest in enumerate(view.chairs):
            self.chairs[i].guest = guest
            self.chairs[i].pending = False
            self.chairs[i].arriving = False
        for i, item in enumerate(self.bar_seats):
            item.guest = view.bar[i] if i < len(view.bar) else EMPTY
        self.bag.count = view.bag_count
        # The cards in the hands: a card still holding the same guest stays (nothing to repaint there).
        kept = {(card.seat, card.index): card for card in self.cards}
        self.cards = []
        for s, hand in enumerate(view.hands):
            for i, guest in enumerate(hand):
                card = kept.pop((s, i), None)
                if card is None or card.guest != guest:
                    if card is not None:
                        self.removeItem(card)
                    card = GuestCard(s, i, guest)
                    card.setPos(self.card_pos(s, i))
                    card.clicked.connect(lambda s=s, i=i: self.card_clicked(s, i))
                    self.addItem(card)
                self.cards.append(card)
        for card in kept.values():
            self.removeItem(card)
        self._place_rows()
        self._animate(events)
        self.play_sounds(events)
        self.refresh()

    # ------------------------------------------------------------------ highlights and texts
    def refresh(self) -> None:
        v = self.view_
        if v is None:
            return
        mine = self.my_turn()
        sel = self.selected_guest()
        for ch in self.chairs:
            ch.mode, ch.label = "", ""
            ch.setToolTip("")
        for i, (g, c) in enumerate(self.steps):
            self.chairs[c].guest = g
            self.chairs[c].pending = True
            del i
        bar_next = len(v.bar)
        for item in self.bar_seats:
            item.glow = False
        if mine and sel is not None:
            if not self.steps:
                for (g, c), first in self.turn_steps.items():
                    if g == sel:
                        self.chairs[c].mode = "ok" if first.can_end else "first"
                        self.chairs[c].label = f"+{first.points}" if first.can_end else "+0"
                for a in self.legal:
                    if isinstance(a, Swap) and a.guest == sel:
                        self.chairs[a.chair].mode = "swap"
                        self.chairs[a.chair].label = "⇄"
                    if isinstance(a, ToBar) and a.guest == sel and bar_next < 20:
                        self.bar_seats[bar_next].glow = True
            elif len(self.steps) == 1:
                first = self.turn_steps.get(self.steps[0])
                for (g2, c2), pts in (first.seconds.items() if first else []):
                    if g2 == sel:
                        self.chairs[c2].mode = "ok"
                        self.chairs[c2].label = f"+{pts}"
        for card in self.cards:
            card.active = mine and card.seat == self.seat_on_screen
            card.selected = card.active and card.index == self.selected
            card.used = card.active and card.index in self.used
            update_if_changed(card)
        for s, row in enumerate(self.rows):
            row.name = self.seats[s].name
            row.current = not v.over and v.turn == s
            row.out = v.out[s]
            row.score = v.scores[s]
            row.score_text = tr_count(CTX, QT_TRANSLATE_NOOP("CafeScene", "%n point(s)", None, 1), v.scores[s])
            row.hand = v.hand_size[s]
            row.info = tr_count(CTX, QT_TRANSLATE_NOOP("CafeScene", "%n guest(s)", None, 1), row.hand)
            row.setToolTip(row.tip())
        ks = [row.k for row in self.rows]
        for row in self.rows:  # the names as the normal size shows them (larger words never cut them more)
            row.k = 1.0
        shown = shown_names([seat.name for seat in self.seats], scene_font(*PlayerRow.NAME_FONT),
                            [row.name_room() for row in self.rows])  # whole, or told apart from the others
        most = larger.plate_factor()  # "Larger cards and text": each header as large as its name allows
        for row, name in zip(self.rows, shown, strict=True):
            row.shown_name = name
            row.fit_k(most, name)
            update_if_changed(row)
        if ks != [row.k for row in self.rows]:
            self._place_rows()
        for item in (*self.chairs, *self.bar_seats, self.bag, self.bar):
            update_if_changed(item)
        can_end = self._can_end()
        self.take_back.setVisible(mine and bool(self.steps))
        self.set_takeback(self._match_takeback)  # one button in that place: the turn's own first
        only_pass = mine and all(isinstance(a, Pass) for a in self.legal)
        self.pass_button.setVisible(only_pass)
        self.end_turn.setVisible(mine and not only_pass)
        self.end_turn.setEnabled(can_end is not None)
        self.end_turn.set_text(QCoreApplication.translate("CafeScene", "End turn (+{n})").format(n=can_end) if can_end is not None
                               else QCoreApplication.translate("CafeScene", "End turn"))
        status = self._status_text(mine, sel, only_pass)
        if status != self.status.toPlainText():  # the same words: no new layout, no repaint of the line
            self.status.setPlainText(status)
            self._fit_status()
        self._update_focus()
        self.layout_changed.emit()

    def _fit_status(self) -> None:
        """"Larger cards and text" (cafegames/ui/larger.py) makes the line larger as long as it fits its room."""
        for px in range(larger.px(21), 21, -1):
            self.status.setFont(scene_font(px))
            if self.status.boundingRect().height() <= self.status_room:
                return
        self.status.setFont(scene_font(21))

    def _can_end(self) -> int | None:
        if len(self.steps) == 1:
            first = self.turn_steps.get(self.steps[0])
            return first.points if first is not None and first.can_end else None
        if len(self.steps) == 2:
            first = self.turn_steps.get(self.steps[0])
            return first.seconds.get(self.steps[1]) if first is not None else None
        return None

    def ending_style(self) -> EndingStyle:
        return widgets_ending.style()

    def fill_ending(self, screen: EndingScreen, result: Result) -> None:
        screen.place_back(QRectF(ROW_X + ROW_W - 270, self.HEIGHT - 76, 270, 62))  # where "End turn" was
        widgets_ending.fill(screen, result, self.view_, [s.name for s in self.seats])

    def retranslate(self) -> None:
        super().retranslate()
        for t in self.tables:
            t.name = tr_text("Cafe", NATION_NAMES[NATIONS[t.nation]])
            t.update()
        self.bar.title = QCoreApplication.translate("CafeScene", "BAR")
        self.bag.label = QCoreApplication.translate("CafeScene", "in the bag")
        self.take_back.set_text(QCoreApplication.translate("CafeScene", "Take back"))
        self.pass_button.set_text(QCoreApplication.translate("CafeScene", "Pass"))
        self.refresh()

    # ------------------------------------------------------------------ gestures
    def card_clicked(self, seat: int, index: int) -> None:
        if not self.my_turn():
            return
        if seat != self.seat_on_screen:
            self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your own row, {name}.").format(
                name=self.seats[self.seat_on_screen].name))
            return
        if index in self.used:
            return
        if len(self.steps) == 2:
            self.show_error(QCoreApplication.translate("CafeScene", "You have seated two guests: end your turn or take one back."))
            return
        self.selected = None if self.selected == index else index
        self.hide_error()
        self.refresh()

    def chair_clicked(self, chair: int) -> None:
        if not self.my_turn():
            return
        item = self.chairs[chair]
        sel = self.selected_guest()
        if item.mode == "swap" and sel is not None:
            self.choose(Swap(self.seat_on_screen, chair, sel))
            return
        if item.mode in ("ok", "first") and sel is not None:
            self.steps.append((sel, chair))
            self.used.append(self.selected)
            self.selected = None
            self.hide_error()
            self.refresh()
            return
        if sel is None:
            if len(self.steps) == 2:
                self.show_error(QCoreApplication.translate("CafeScene", "You have seated two guests: end your turn or take one back."))
            elif self.view_.chairs[chair] == EMPTY:
                self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your row first."))
            return
        first = self.steps[0] if self.steps else None
        why = self.game.explain(self.view_, self.seat_on_screen, sel, chair, first)
        self.show_error(why if why is not None else Message(CTX, "…"))

    def chair_hint(self, chair: int) -> str:
        """The tooltip of a chair while a guest is picked: its points, or why the guest may not sit there."""
        sel = self.selected_guest()
        if not self.my_turn() or sel is None or len(self.steps) == 2:
            return ""
        item = self.chairs[chair]
        if item.mode == "swap":
            return guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "Swap: this guest takes the joker’s place, the "
                                                                      "joker comes to your hand. No points."))
        if item.mode == "ok":
            return tr_count(CTX, QT_TRANSLATE_NOOP("CafeScene", "%n point(s)", None, 1), int(item.label.lstrip("+")))
        if item.mode == "first":
            return QCoreApplication.translate("CafeScene", "No points yet: seat a second guest at this table in "
                                                           "the same turn.")
        first = self.steps[0] if self.steps else None
        why = self.game.explain(self.view_, self.seat_on_screen, sel, chair, first)
        return tr_message(why) if why is not None else ""

    def bar_clicked(self, number: int) -> None:
        if not self.my_turn():
            return
        sel = self.selected_guest()
        if sel is None:
            self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your row first."))
            return
        if self.steps:
            self.show_error(QCoreApplication.translate("CafeScene", "You have already seated a guest this turn: take it back to go to the bar."))
            return
        if is_joker(sel):
            self.show_error(tr_text("Cafe", "Jokers never go to the bar."))
            return
        if number != len(self.view_.bar):
            self.show_error(QCoreApplication.translate("CafeScene", "The bar seats are taken in order: the next one is number {n}.").format(
                n=len(self.view_.bar) + 1))
            return
        self.choose(ToBar(self.seat_on_screen, sel))

    # ------------------------------------------------------------------ take-backs (GameScene's contract)
    def set_takeback(self, available: bool) -> None:
        """The match's "Take back" sits where the turn's own does, shown while that one is not (a guest placed
        this turn is put back first)."""
        self._match_takeback = available
        super().set_takeback(available and not self.take_back.isVisible())

    def takeback_at(self, size: QSizeF) -> QPointF:
        return QPointF(ROW_X, self.take_back.y())

    def undo_in_turn(self) -> bool:
        if not self.steps or not self.my_turn():
            return False
        self._take_back_by_key()
        self._update_focus()
        return True

    def take_back_step(self) -> None:
        if not self.steps:
            return
        g, c = self.steps.pop()
        self.used.pop()
        self.chairs[c].guest = self.view_.chairs[c]
        self.chairs[c].pending = False
        self.selected = None
        self.refresh()

    def end_turn_clicked(self) -> None:
        if self._can_end() is None:
            return
        (g1, c1), *rest = self.steps
        action = Place(self.seat_on_screen, g1, c1, *(rest[0] if rest else (-1, -1)))
        self.choose(action)

    def pass_clicked(self) -> None:
        self.choose(Pass(self.seat_on_screen))


Scene = CafeScene
