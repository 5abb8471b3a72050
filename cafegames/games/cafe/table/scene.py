"""Café International on screen: the café floor from above, the bar, the bag and every hand face up.

Playing (the scene never decides a rule: it asks `game.turn_steps`, `game.explain` and the legal actions):
- pick a guest in your row, then a chair: legal chairs glow with the points they bring (amber "+0" when the
  guest needs a partner at that table in the same turn); a click on any other chair says why not;
- a second guest can follow; "Take back" removes the last one; "End turn" sends the whole turn as one action;
- with a guest picked, the next bar seat glows (one click sends the guest to the bar), and so do the seated
  jokers that guest may replace (one click swaps);
- the same by keyboard (`keyPressEvent`): ←/→ or Tab among your guests and the buttons, Enter picks, then the
  arrows (nearest in their direction) or Tab (reading order) among the picked guest's places and Enter seats;
  B bar, E end turn, Backspace (or Ctrl+Z, see `undo_in_turn`) takes back, Esc puts back; a white frame (`FocusRing`) shows where you are
  once a key is used, and the status line then names the keys;
- at the end, the result screen (`widgets_ending.py`): tables, bar and guests left for every seat in order of
  places.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsTextItem

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message
from cafegames.engine.protocol import Result
from cafegames.games.cafe import keys as game_keys
from cafegames.games.cafe import sounds
from cafegames.games.cafe.actions import Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import EMPTY, NATION_NAMES, NATIONS, WOMAN, gender_of, is_joker
from cafegames.games.cafe.table import widgets_ending
from cafegames.games.cafe.table.widgets import (
    BAR_SEAT,
    CARD,
    CENTER,
    CHAIR,
    FLOOR,
    GLOW_OK,
    GLOW_SWAP,
    RED,
    ROW_H,
    ROW_W,
    ROW_X,
    TABLE,
    TABLE_W,
    BagItem,
    BarItem,
    BarSeatItem,
    ChairItem,
    FloorPicture,
    FlyingGuest,
    GuestCard,
    TableItem,
    board_point,
)
from cafegames.games.cafe.table.widgets_panels import FloatText, PlayerRow, Ring
from cafegames.ui.ending import EndingScreen, EndingStyle
from cafegames.ui.graphics import ButtonItem, FocusRing, Palette, scene_font
from cafegames.ui.i18n import tr_count, tr_message, tr_text
from cafegames.ui.paint_cache import update_if_changed
from cafegames.ui.scene_base import GameScene
from cafegames.ui.seat_names import shown_names

CTX = "CafeScene"

# Sentences about one guest, marked once more for a woman guest: the French agrees with her ("cette cliente").
FOR_A_WOMAN = frozenset((
    QT_TRANSLATE_NOOP("CafeScene", "This guest needs a partner at the same table: pick a second guest.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Click a glowing chair to seat this guest.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "This guest cannot sit at any table now.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "The glowing bar seat sends the guest to the bar.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "A purple joker can be swapped for this guest.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Click the guest again to put it back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Arrows or Tab: go from one glowing place to the next; Enter seats the guest "
                                   "there. B sends it to the bar. Esc puts it back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second "
                                   "guest; Backspace takes the guest back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "This guest needs a partner at the same table: ← → and Enter pick a second "
                                   "guest; Backspace takes the guest back.", "woman"),
    QT_TRANSLATE_NOOP("CafeScene", "Swap: this guest takes the joker’s place, the joker comes to your hand. "
                                   "No points.", "woman"),
))


def guest_sentence(guest: int | None, text: str) -> str:
    """`text`, a sentence about `guest` marked QT_TRANSLATE_NOOP("CafeScene", text), in the current language:
    its woman form (FOR_A_WOMAN) when the guest is a woman, joker women included."""
    if guest is not None and gender_of(guest) == WOMAN and text in FOR_A_WOMAN:
        return tr_text(CTX, text, "woman")
    return tr_text(CTX, text)


class CafeScene(GameScene):
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
        self.addItem(FloorPicture([self.bar, *self.tables, self.bag, *self.chairs, *self.bar_seats]))
        n = len(self.seats)
        self.rows: list[PlayerRow] = []
        for s in range(n):
            row = PlayerRow(s, QRectF(ROW_X, 12 + s * (ROW_H + 8), ROW_W, ROW_H))
            self.addItem(row)
            self.rows.append(row)
        controls_top = 12 + 4 * (ROW_H + 8) + 4
        self.status = QGraphicsTextItem()
        self.status.setDefaultTextColor(QColor("#fff6e6"))
        self.status.setFont(scene_font(21))
        self.status.setTextWidth(ROW_W)
        self.status.setPos(ROW_X, controls_top)
        self.addItem(self.status)
        by = self.HEIGHT - 76
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
        row = self.rows[seat].rect
        return QPointF(row.left() + 14 + index * (CARD.width() + 10), row.top() + 42)

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
        self._animate(events)
        self.play_sounds(events)
        self.refresh()

    def _animate(self, events) -> None:
        from PySide6.QtCore import QParallelAnimationGroup, QSequentialAnimationGroup

        if not events or self.settings.animation_scale <= 0:
            return
        group = QParallelAnimationGroup()
        keep: list[QGraphicsObject] = []
        delay = 0
        for e in events:
            d = e.data
            if e.kind == "seated":
                chair = self.chairs[d["chair"]]
                fly = FlyingGuest(d["guest"], CHAIR)
                fly.setPos(self.card_pos(e.seat, 0) + QPointF(CARD.width() / 2, CARD.height() / 2))
                self.addItem(fly)
                keep.append(fly)
                seq = QSequentialAnimationGroup()
                seq.addPause(self.settings.duration(delay))
                seq.addAnimation(self.animation(fly, b"pos", chair.pos(), 450))
                seq.addAnimation(self.animation(fly, b"opacity", 0.0, 120, start=1.0))
                group.addAnimation(seq)
                chair.arriving = True
                seq.finished.connect(lambda ch=chair: _land(ch))
                if not self.seats[e.seat].is_human:
                    ring = Ring(chair.boundingRect().translated(chair.pos()), QColor("#ffd23f"))
                    self.addItem(ring)
                    keep.append(ring)
                    group.addAnimation(self.animation(ring, b"opacity", 0.0, 1800, start=1.0,
                                                      easing=_easing("InQuad")))
                if d["points"]:
                    tables = d["tables"]
                    at = sum((self.tables[t].pos() for t in tables), QPointF()) / len(tables)
                    self._rise(group, keep, f"+{d['points']}", GLOW_OK, at, delay + 450)
                delay += 350
            elif e.kind == "compatriots":
                table = self.tables[d["table"]]
                ring = Ring(QRectF(-TABLE_W / 2 - 70, -TABLE / 2 - 70, TABLE_W + 140, TABLE + 140).translated(
                    table.pos()), QColor("#f0b429"), 10)
                self.addItem(ring)
                keep.append(ring)
                group.addAnimation(self.animation(ring, b"opacity", 0.0, 2200, start=1.0))
                self._rise(group, keep, QCoreApplication.translate("CafeScene", "Table of compatriots! ×2"), QColor("#b8860b"),
                           table.pos() + QPointF(0, -40), delay + 300, px=30)
            elif e.kind == "to_bar":
                seat_item = self.bar_seats[d["number"] - 1]
                fly = FlyingGuest(d["guest"], QSizeF(32, 42))
                fly.setPos(self.card_pos(e.seat, 0) + QPointF(CARD.width() / 2, CARD.height() / 2))
                self.addItem(fly)
                keep.append(fly)
                target = seat_item.pos() + QPointF(19, 24)
                seq = QSequentialAnimationGroup()
                seq.addAnimation(self.animation(fly, b"pos", target, 450))
                seq.addAnimation(self.animation(fly, b"opacity", 0.0, 120, start=1.0))
                group.addAnimation(seq)
                value = d["value"]
                self._rise(group, keep, f"{value:+d}".replace("-", "−"), GLOW_OK if value > 0 else RED,
                           seat_item.pos() + QPointF(37, 0), 450)
            elif e.kind == "swapped":
                chair = self.chairs[d["chair"]]
                fly = FlyingGuest(d["joker"], CHAIR)
                fly.setPos(chair.pos())
                self.addItem(fly)
                keep.append(fly)
                seq = QSequentialAnimationGroup()
                seq.addAnimation(self.animation(fly, b"pos", self.card_pos(e.seat, 0) + QPointF(48, 68), 500))
                seq.addAnimation(self.animation(fly, b"opacity", 0.0, 120, start=1.0))
                group.addAnimation(seq)
                ring = Ring(chair.boundingRect().translated(chair.pos()), GLOW_SWAP)
                self.addItem(ring)
                keep.append(ring)
                group.addAnimation(self.animation(ring, b"opacity", 0.0, 1500, start=1.0))
        if group.animationCount() == 0:
            return
        group.finished.connect(lambda: [self.removeItem(i) for i in keep if i.scene() is self])
        self.play(group)

    def _rise(self, group, keep, text: str, color: QColor, at: QPointF, delay: int, px: int = 34) -> None:
        from PySide6.QtCore import QSequentialAnimationGroup

        item = FloatText(text, color, px)
        item.setPos(at)
        item.setOpacity(0.0)
        self.addItem(item)
        keep.append(item)
        seq = QSequentialAnimationGroup()
        seq.addPause(self.settings.duration(delay))
        seq.addAnimation(self.animation(item, b"opacity", 1.0, 120, start=0.0))
        seq.addAnimation(self.animation(item, b"pos", at + QPointF(0, -70), 900, start=at))
        seq.addAnimation(self.animation(item, b"opacity", 0.0, 300, start=1.0))
        group.addAnimation(seq)

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
            row.info = QCoreApplication.translate("CafeScene", "hand {n}").format(n=v.hand_size[s])
        shown = shown_names([seat.name for seat in self.seats], scene_font(*PlayerRow.NAME_FONT),
                            [row.name_room() for row in self.rows])  # whole, or told apart from the others
        for row, name in zip(self.rows, shown, strict=True):
            row.shown_name = name
            update_if_changed(row)
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
        self._update_focus()
        self.layout_changed.emit()

    def _can_end(self) -> int | None:
        if len(self.steps) == 1:
            first = self.turn_steps.get(self.steps[0])
            return first.points if first is not None and first.can_end else None
        if len(self.steps) == 2:
            first = self.turn_steps.get(self.steps[0])
            return first.seconds.get(self.steps[1]) if first is not None else None
        return None

    def _status_text(self, mine: bool, sel: int | None, only_pass: bool) -> str:
        v = self.view_
        if v.over:
            return QCoreApplication.translate("CafeScene", "The game is over.")
        name = self.seats[v.turn].name
        if not mine:
            if self.seats[v.turn].is_human or self.read_only:  # a replay: nobody is thinking now
                return QCoreApplication.translate("CafeScene", "{name} is playing.").format(name=name)
            return QCoreApplication.translate("CafeScene", "{name} (computer) is thinking…").format(name=name)
        if self.kb_visible:
            return self._keys_text(sel, only_pass)
        if only_pass:
            return QCoreApplication.translate("CafeScene", "{name}, none of your guests can sit anywhere and jokers never go to the bar: "
                           "you must pass.").format(name=name)
        if len(self.steps) == 2:
            return QCoreApplication.translate("CafeScene", "Two guests seated: end your turn, or take one back.")
        if len(self.steps) == 1:
            if self._can_end() is not None:
                return QCoreApplication.translate("CafeScene", "End your turn now, or pick a second guest for a glowing chair.")
            return guest_sentence(self.steps[0][0], QT_TRANSLATE_NOOP(
                "CafeScene", "This guest needs a partner at the same table: pick a second guest."))
        if sel is None:
            return QCoreApplication.translate(
                "CafeScene", "{name}, pick a guest from your row, then a chair. Green chairs score; amber ones need "
                             "a second guest at that table.").format(name=name)
        parts = []
        if any(c.mode in ("ok", "first") for c in self.chairs):
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "Click a glowing chair to seat this guest.")))
        else:
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "This guest cannot sit at any table now.")))
        if any(b.glow for b in self.bar_seats):
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "The glowing bar seat sends the guest to "
                                                                            "the bar.")))
        if any(c.mode == "swap" for c in self.chairs):
            parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "A purple joker can be swapped for this "
                                                                            "guest.")))
        parts.append(guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "Click the guest again to put it back.")))
        return " ".join(parts)

    def _keys_text(self, sel: int | None, only_pass: bool) -> str:
        """The status while the keyboard is used: what each key does now."""
        if only_pass:
            return QCoreApplication.translate("CafeScene", "None of your guests can sit anywhere and jokers never go to the bar: Enter "
                                    "passes.")
        if len(self.steps) == 2:
            return QCoreApplication.translate("CafeScene", "Two guests seated. E ends your turn; Backspace takes the last guest back.")
        if sel is not None:
            return guest_sentence(sel, QT_TRANSLATE_NOOP("CafeScene", "Arrows or Tab: go from one glowing place to the "
                                                                      "next; Enter seats the guest there. B sends it to "
                                                                      "the bar. Esc puts it back."))
        if len(self.steps) == 1:
            first = self.steps[0][0]
            if self._can_end() is not None:
                return guest_sentence(first, QT_TRANSLATE_NOOP("CafeScene", "E (or Enter on “End turn”) ends your turn; "
                                                                            "← → and Enter pick a second guest; "
                                                                            "Backspace takes the guest back."))
            return guest_sentence(first, QT_TRANSLATE_NOOP("CafeScene", "This guest needs a partner at the same table: "
                                                                        "← → and Enter pick a second guest; Backspace "
                                                                        "takes the guest back."))
        return QCoreApplication.translate("CafeScene", "{name}, ← → or Tab choose a guest, Enter picks it (B sends it to the bar).").format(
            name=self.seats[self.view_.turn].name)

    def ending_style(self) -> EndingStyle:
        return widgets_ending.style()

    def fill_ending(self, screen: EndingScreen, result: Result) -> None:
        screen.place_back(QRectF(ROW_X + ROW_W - 270, self.HEIGHT - 76, 270, 62))  # where "End turn" was
        widgets_ending.fill(screen, result, self.view_, [s.name for s in self.seats])

    # ------------------------------------------------------------------ hints (cafegames/ui/assist.py)
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


    # ------------------------------------------------------------------ a lesson's tips (cafegames/ui/lesson.py)
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

    # ------------------------------------------------------------------ keyboard
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


def _land(chair: ChairItem) -> None:
    chair.arriving = False
    chair.update()


def _easing(name: str):
    from PySide6.QtCore import QEasingCurve

    return getattr(QEasingCurve.Type, name)


Scene = CafeScene
