"""Canyon on screen: the river turned across the window, the seats in a column at its right, the play in a band
under both (what to do, the hand with the trump, the trick or the bids, the explanations).

The river takes what a landscape window has most of, its width: its cells are about 37 px across at 1280 × 800
(24 px when the river stood upright beside the cards). Every seat is marked the same way on its row, canoe,
lit cells and played cards (`seat_marks`: colour and badge), and named whole, or by a short form that no other
seat's name could share (cafegames.ui.seat_names).

The scene renders one seat's `CanyonView` and emits the action a person clicks: a start space, a speed bid, a
card, an end cell for the canoe. It never decides a rule: legal cells and cards come from `legal`, the witness
paths from the view's move plan. Events animate: cards to the trick, the trick's winner shown then gathered,
canoes paddling along their path, drifting, pushed, over the waterfall and out at the bridge. At the end, the
winners' canoes are ringed on the river and the result screen (`widgets_ending.py`) lists every canoe in its order
of arrival.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.protocol import Result
from cafegames.games.canyon import cards as C
from cafegames.games.canyon import keys as game_keys
from cafegames.games.canyon import sounds
from cafegames.games.canyon.game import Bid, CanyonView, Move, Place, Play
from cafegames.games.canyon.movement import BLOCKED, DOCK
from cafegames.games.canyon.river import Hex, River
from cafegames.games.canyon.table import widgets_ending
from cafegames.games.canyon.table.widgets import (
    CARD_H,
    CARD_W,
    BonusItem,
    CardItem,
    PanelItem,
    SeatChip,
    SeatText,
    TrackItem,
    fitted_item,
    text_item,
    wrapped_item,
)
from cafegames.games.canyon.table.widgets_river import (
    COLOURS,
    CanoeItem,
    CellItem,
    RiverItem,
    RiverLayout,
    seat_marks,
)
from cafegames.ui.ending import EndingScreen, EndingStyle
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.i18n import tr_count
from cafegames.ui.scene_base import GameScene
from cafegames.ui.seat_names import shown_names

# The screen in scene units. At 1280 × 800 the view shows it at a scale of about 0.76, so a cell of radius RIVER_R
# is 1.73 × 28 × 0.76 ≈ 37 px across; the width is that of the window's table area (1280 × 760).
SCENE_W, SCENE_H = 1690, 1000
RIVER_R = 28.0
MARGIN = 8.0
ROW_H, ROW_MAX = 88.0, 104.0  # a seat row's height: what its three lines need, and when few seats leave room
HAND_W, MIDDLE_W = 584.0, 810.0  # the band's zones: the hand (8 cards), the trick (6 names of 12 letters)
HAND_K, TRUMP_K = 1.0, 0.55  # card sizes: the hand, the trump beside it


class CanyonScene(GameScene):
    KEYS = game_keys.KEYS
    sound_cues = staticmethod(sounds.sound_cues)  # which sound each event makes (sounds.py)
    BACKGROUND = QColor("#6b3f27")
    WIDTH = SCENE_W
    HEIGHT = SCENE_H

    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self._pending: QSequentialAnimationGroup | None = None  # animations queued to play one after another
        self.river: River = game.river
        self.layout = RiverLayout(self.river, RIVER_R, QPointF(MARGIN, MARGIN), across=True)
        river = self.layout.rect()
        self.column = QRectF(river.right() + 10, MARGIN, self.WIDTH - MARGIN - river.right() - 10, river.height())
        self.band = QRectF(MARGIN, river.bottom() + 10, self.WIDTH - 2 * MARGIN, self.HEIGHT - MARGIN - river.bottom()
                           - 10)
        self.river_item = RiverItem(self.layout)
        self.addItem(self.river_item)
        self.marks = seat_marks([seat.name for seat in self.seats])
        self.canoes = [CanoeItem(s, self.marks[s], RIVER_R) for s in range(len(self.seats))]
        for canoe in self.canoes:
            canoe.setVisible(False)
            self.addItem(canoe)
        self.canoe_cells: list[Hex | None] = [None] * len(self.seats)
        self.dynamic: list[QGraphicsItem] = []
        self.seat_items: list[QGraphicsItem] = []  # the seat rows' items, kept while `seat_rows` is the same
        self.seat_rows: tuple = ()
        self.cells: list[CellItem] = []
        self.hand_items: list[CardItem] = []
        self.bid_buttons: list[ButtonItem] = []
        self.trick_items: list[CardItem] = []
        self.labels: list[QGraphicsItem] = []  # the band's words and trick places a lesson's tip must not cover
        self.witness = QGraphicsPathItem()
        self.witness.setPen(QPen(QColor("#fff6c8"), 6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        self.witness.setZValue(15)
        self.addItem(self.witness)
        self.view: CanyonView | None = None
        self.trump_item: CardItem | None = None
        self.content_top = self.band.y() + 48  # where the band's zones start, under the status line
        self.legal: list = []
        self.note_events: list = []  # the events explained under the status line (texts made when drawn)
        self.notes_key: tuple[int, str] | None = None  # the (round, phase) the notes belong to
        self.table = PanelItem(self.band, COLOURS["felt"], QColor("#3c2415"))
        self.addItem(self.table)
        self.track = TrackItem(QRectF(self.column.x() + 4, self.column.bottom() - TrackItem.HEIGHT,
                                      self.column.width() - 8, TrackItem.HEIGHT))
        self.addItem(self.track)

    # ------------------------------------------------------------------ drawing a view
    def show_state(self, seat_on_screen, view: CanyonView, legal, events) -> None:
        self.finish_animations()
        self.seat_on_screen = seat_on_screen
        old_view = self.view
        self.view = view
        self.legal = list(legal)
        self._update_notes(old_view, view, events)
        self._clear_dynamic()
        self._draw_status()
        self._draw_seats()
        self._draw_info()
        self._draw_trick(events)
        self._draw_hand(events)
        self._draw_bids()
        self._draw_notes()
        self._draw_cells()
        self._animate_canoes(events)
        self.play_sounds(events)

    # Events that open a new phase: the explanations written before them belong to the phase that ended.
    PHASE_STARTS = frozenset({"dealt", "next_round", "bids_revealed", "scored", "game_over"})

    def _update_notes(self, old_view: CanyonView | None, view: CanyonView, events) -> None:
        """Keep only explanations of the current phase: a phase change (seen in the events or between two views,
        e.g. after a load or a handoff) clears them. In the move phase they pile up (the last ones shown, as each
        canoe's drift or block matters for the next); in the other phases each action replaces them."""
        key = (view.round_no, view.phase)
        fresh: list = []
        boundary = False
        for e in events:
            if e.kind in self.PHASE_STARTS and not (e.kind == "scored" and boundary):
                fresh = []
                boundary = True
            if self._note(e):
                fresh.append(e)
        if self.notes_key != key or boundary:
            self.note_events = fresh
        elif view.phase == "move":
            self.note_events = (self.note_events + fresh)[-3:]
        elif events:
            self.note_events = fresh
        self.notes_key = key

    @property
    def notes(self) -> list[str]:
        """The explanations shown now, in the current language (the dealer draw while canoes are placed)."""
        v = self.view
        texts = [self._note(e) for e in self.note_events]
        if v is not None and v.phase == "place" and v.dealer_draws:
            draws = " / ".join(", ".join(f"{self._name(s)} {C.value(c)}" for s, c in enumerate(row) if c is not None)
                               for row in v.dealer_draws)
            texts.insert(0, QCoreApplication.translate("CanyonScene", "Draw for the deal: {draws} — {name} deals.")
                         .format(draws=draws, name=self._name(v.dealer)))
        return texts

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self.dynamic.append(item)
        return item

    def _clear_dynamic(self) -> None:
        """Remove what the last redraw added, but the seat rows (`_draw_seats` replaces them when they change)."""
        rows = {id(item) for item in self.seat_items}
        for item in self.dynamic:
            if id(item) not in rows:
                self.removeItem(item)
        self.dynamic = list(self.seat_items)
        self.labels = []
        self.cells = []
        self.hand_items = []
        self.bid_buttons = []
        self.trick_items = []
        self.trump_item = None
        self.witness.setPath(QPainterPath())

    def _name(self, seat: int) -> str:
        return self.seats[seat].name

    def _shown(self, px: int, bold: bool, room: float) -> list[str]:
        """Every seat's name as a line of `room` scene pixels shows it: whole, or apart from the others."""
        return shown_names([seat.name for seat in self.seats], scene_font(px, bold), room)

    def _seat_text(self, seat: int, text: str, px: int, colour: QColor = Palette.paper, bold: bool = False) -> SeatText:
        item = SeatText(seat, text, px, colour, bold)
        self._add(item)
        return item

    # the band's zones under the river (scene x): the hand, the middle (trick, bids, the deal's draw, movement),
    # the side (explanations); content_top is set by the status line above them
    def _hand_zone(self) -> QRectF:
        b = self.band
        return QRectF(b.x() + 8, self.content_top, HAND_W, b.bottom() - self.content_top)

    def _middle_zone(self) -> QRectF:
        hand = self._hand_zone()
        return QRectF(hand.right() + 12, self.content_top, MIDDLE_W, hand.height())

    def _side_zone(self) -> QRectF:
        middle = self._middle_zone()
        return QRectF(middle.right() + 12, self.content_top, self.band.right() - 8 - middle.right() - 12,
                      middle.height())

    # the seats, one row each in the column beside the river: chip (colour and badge, or photo), name, bid and
    # tricks, the dealer / leader / docked marks; the rows of those who act now glow
    def _draw_seats(self) -> None:
        """The seat rows, kept from the last redraw when they would show the same (most moves change one row or
        none: rebuilding the column's thirty items was a third of a redraw)."""
        from cafegames.ui.avatars import avatar_path

        v = self.view
        acting = set(self.game_to_act(v))
        names = self._shown(22, True, self.column.width() - 54 - 10)
        rows = tuple((s in acting, names[s], str(avatar_path(self.seats[s].name)), self._seat_line(s),
                      self._seat_marks_line(s)) for s in range(v.n))
        if rows == self.seat_rows:
            return
        shown = {id(item) for item in self.seat_items}
        for item in self.seat_items:
            self.removeItem(item)
        self.dynamic = [item for item in self.dynamic if id(item) not in shown]
        kept, self.seat_items = len(self.dynamic), []
        self._make_seat_rows(rows)
        self.seat_items = self.dynamic[kept:]
        self.seat_rows = rows

    def _seat_line(self, s: int) -> str:
        v = self.view
        bid = v.bids[s]
        if bid is not None:
            bid_text = QCoreApplication.translate("CanyonScene", "Bid {bid}").format(bid=bid)
        elif v.has_bid[s]:
            bid_text = QCoreApplication.translate("CanyonScene", "Bid chosen")
        else:
            bid_text = QCoreApplication.translate("CanyonScene", "Bid —")
        tricks = QCoreApplication.translate("CanyonScene", "Tricks {n}").format(n=v.tricks_won[s])
        return f"{bid_text} · {tricks}"

    def _seat_marks_line(self, s: int) -> str:
        v = self.view
        marks = []
        if s == v.dealer and v.phase != "over":
            marks.append(QCoreApplication.translate("CanyonScene", "deals"))
        if s == v.first and v.phase != "over":
            marks.append(QCoreApplication.translate("CanyonScene", "leads"))
        if v.docked[s]:
            marks.append(QCoreApplication.translate("CanyonScene", "docked"))
        return " · ".join(marks)

    def _make_seat_rows(self, rows: tuple) -> None:
        from cafegames.ui.avatars import AvatarItem

        n = len(rows)
        col = self.column
        room = self.track.rect.top() - 12 - col.top()
        h = min(ROW_MAX, (room + 6) / n - 6)
        for s, (acts, name, photo, line_text, marks) in enumerate(rows):
            top = col.y() + s * (h + 6)
            self._add(PanelItem(QRectF(col.x(), top, col.width(), h), QColor(0, 0, 0, 80),
                                QColor("#ffe066") if acts else None))
            x, y = col.x(), top + max(0.0, (h - ROW_H) / 2)  # the lines in the middle of a taller row
            chip_rect = QRectF(x + 10, y + 7, 36, 32)
            if photo != "None":  # the player's photo, ringed in the seat's colour
                chip = AvatarItem(chip_rect, self.seats[s].name, self.marks[s].colour)
                chip.setZValue(1)
            else:
                chip = SeatChip(chip_rect, s, self.marks[s])
            self._add(chip)
            self._seat_text(s, name, 22, Palette.paper, True).setPos(x + 54, y + 9)
            line = fitted_item(line_text, 20, col.width() - 24)
            line.setPos(x + 12, y + 40)
            self._add(line)
            if marks:
                m = fitted_item(marks, 18, col.width() - 24, QColor("#ffe066"))
                m.setPos(x + 12, y + 64)
                self._add(m)

    def game_to_act(self, v: CanyonView) -> list[int]:
        if v.phase == "over":
            return []
        if v.phase == "bid" and v.secret:
            return [s for s in range(v.n) if not v.has_bid[s]]
        return [v.turn]

    # the round (its step framed on the track) and the trump, at the top right of the hand
    def _draw_info(self) -> None:
        v = self.view
        step = v.step if 1 <= v.step <= len(C.TRACK) and v.phase != "place" else 0
        if (self.track.short, self.track.step) != (v.short, step):
            self.track.short, self.track.step = v.short, step
            self.track.update()
        if v.phase == "place":
            self._draw_dealer_draw()
            return
        if v.trump_card is not None and v.phase in ("bid", "play"):
            hand = self._hand_zone()
            card = CardItem(v.trump_card, TRUMP_K)
            card.setPos(hand.right() - CARD_W * TRUMP_K, hand.top())
            self._add(card)
            self.trump_item = card
            label = text_item(QCoreApplication.translate("CanyonScene", "Trump"), 20, Palette.paper, True)
            label.setPos(card.x() - 10 - label.boundingRect().width(), hand.top() + 24)
            self.labels.append(self._add(label))

    def _round_line(self) -> str:
        v = self.view
        if v.phase == "place":
            return ""
        return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "Round {round} · step {step}: %n card(s) each",
                                                         None, 1), v.cards_dealt, round=max(v.round_no, 1), step=v.step)

    def _draw_dealer_draw(self) -> None:
        """K-DEALER at the start: each seat's drawn card in a row (a second row when a tie drew again); the
        dealer's card glows."""
        v = self.view
        if not v.dealer_draws:
            return
        zone = self._middle_zone()
        title = text_item(QCoreApplication.translate("CanyonScene", "Draw for the deal: the highest card deals"), 20,
                          Palette.paper, True)
        title.setPos(zone.x(), zone.y())
        self._add(title)
        k = 0.55 if len(v.dealer_draws) > 1 else 0.8
        slot = min(150.0, zone.width() / v.n)
        names = self._shown(18, False, slot - 6)
        y = zone.y() + 32
        for r, row in enumerate(v.dealer_draws):
            last = r == len(v.dealer_draws) - 1
            for s, card in enumerate(row):
                if card is None:
                    continue
                x = zone.x() + s * slot
                item = CardItem(card, k)
                item.glow = last and s == v.dealer
                item.setPos(x, y)
                self._add(item)
                self._seat_text(s, names[s], 18, self.marks[s].colour.lighter(120)).setPos(x, y + CARD_H * k + 4)
            y += CARD_H * k + 30

    # the trick on the table (or the one just won, with its winner, before it is gathered)
    def _draw_trick(self, events) -> None:
        v = self.view
        won = None
        for e in reversed(events):  # the trick just won, unless a new round was dealt after it (its place is the
            if e.kind == "dealt":   # speed question's now: a round whose canoes all moved by themselves)
                break
            if e.kind == "trick_won":
                won = e
                break
        if v.phase != "play" and won is None:
            self._draw_round_points()
            return
        cards = list(v.last_trick) if won is not None else list(v.trick)
        winner = won.seat if won is not None else None
        n = v.n
        zone = self._middle_zone()
        slot = min(150.0, zone.width() / n)
        x0 = zone.x() + (zone.width() - n * slot) / 2
        y = zone.y() + 42  # under the line naming who won it
        names = self._shown(18, False, slot - 8)
        for i in range(n):
            seat = (v.leader + i) % n if won is None else (cards[0][0] + i) % n if cards else i
            left = x0 + i * slot + (slot - CARD_W - 20) / 2
            place = self._add(PanelItem(QRectF(left, y, CARD_W + 20, CARD_H + 20), QColor(0, 0, 0, 45)))
            self._add(SeatChip(QRectF(left - 6, y - 8, 30, 24), seat, self.marks[seat])).setZValue(9)
            label = self._seat_text(seat, names[seat], 18)
            label.setPos(x0 + i * slot + (slot - label.boundingRect().width()) / 2, y + CARD_H + 24)
            self.labels += [place, label]  # the trick's places, empty too
        gather = []
        for i, (seat, card) in enumerate(cards):
            item = CardItem(card)
            item.setPos(x0 + i * slot + (slot - CARD_W) / 2, y + 10)
            item.glow = seat == winner
            item.setZValue(8)
            self._add(item)
            self.trick_items.append(item)
            gather.append(item)
            played_now = any(e.kind == "played" and e.seat == seat and e.data["card"] == card for e in events)
            if played_now and not (won is not None and seat != cards[-1][0]):
                start = item.pos() + QPointF(0, -200 if seat != self.seat_on_screen else 200)
                item.setOpacity(0.0)
                group = QParallelAnimationGroup()
                group.addAnimation(self.animation(item, b"pos", item.pos(), 300, start=start))
                group.addAnimation(self.animation(item, b"opacity", 1.0, 200, start=0.0))
                self._queue(group)
        if won is not None:
            banner = fitted_item(QCoreApplication.translate("CanyonScene", "{name} wins the trick").format(
                name=self._name(winner)), 24, zone.width(), QColor("#ffe066"), True)
            banner.setPos(zone.x() + (zone.width() - banner.boundingRect().width()) / 2, zone.y())
            self.labels.append(self._add(banner))
            seq = QSequentialAnimationGroup()
            seq.addAnimation(QPauseAnimation(max(1, self.settings.duration(1000))))
            fade = QParallelAnimationGroup()
            for item in gather:
                fade.addAnimation(self.animation(item, b"opacity", 0.0, 300))
            seq.addAnimation(fade)
            self._queue(seq)

    def _draw_round_points(self) -> None:
        """In the move phase: each seat's bid, tricks and movement points, in moving order."""
        v = self.view
        if v.phase == "over" or not any(p is not None for p in v.points):
            return
        hand, middle = self._hand_zone(), self._middle_zone()  # no hand now: the list takes its place too
        zone = QRectF(hand.x(), hand.y(), middle.right() - hand.x(), hand.height())
        title = text_item(QCoreApplication.translate("CanyonScene", "Movement this round"), 22, Palette.paper, True)
        title.setPos(zone.x(), zone.y())
        self.labels.append(self._add(title))
        row_h = min(34.0, (zone.height() - 40) / v.n)
        for i in range(v.n):
            s = (v.first + i) % v.n
            bid, won, points = v.bids[s], v.tricks_won[s], v.points[s]
            if points is None or bid is None:
                continue
            if v.drifts[s]:
                what = QCoreApplication.translate("CanyonScene", "on the current without the exact bid: drifts")
            elif bid == won:
                what = tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "exact! %n point(s)", None, 1), points)
            else:
                what = tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "%n point(s)", None, 1), points)
            row = zone.y() + 36 + i * row_h
            mark = "▶ " if v.phase == "move" and s == v.turn else ("✓ " if v.moved[s] else "   ")
            self._add(SeatChip(QRectF(zone.x(), row + 2, 36, 26), s, self.marks[s]))
            said = tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name}: bid {bid}, won %n → {what}", None, 1),
                            won, name=self._name(s), bid=bid, what=what)
            line = fitted_item(mark + said, 20, zone.width() - 46,
                               QColor("#ffe066") if v.phase == "move" and s == v.turn else Palette.paper)
            line.setPos(zone.x() + 44, row)
            self.labels.append(self._add(line))

    # the hand of the seat on screen: legal cards lifted, others dimmed
    def _draw_hand(self, events) -> None:
        v = self.view
        if self.seat_on_screen is None or not v.hand:
            return
        playable = {a.card: a for a in self.legal if isinstance(a, Play)}
        zone = self._hand_zone()
        n = len(v.hand)
        w = CARD_W * HAND_K
        gap = min(w + 12, (zone.width() - w) / max(n - 1, 1))
        x0 = zone.x() + (zone.width() - (gap * (n - 1) + w)) / 2
        y = self.band.bottom() - CARD_H * HAND_K - 6
        label = text_item(QCoreApplication.translate("CanyonScene", "{name}’s hand").format(
            name=self._name(self.seat_on_screen)), 20, Palette.paper, True)
        label.setPos(zone.x(), zone.y())
        self.labels.append(self._add(label))
        deck = QPointF(zone.right() - CARD_W * TRUMP_K, zone.top())  # the deal flies from beside the trump
        dealt = any(e.kind == "dealt" for e in events)
        deal = QParallelAnimationGroup()
        for i, card in enumerate(v.hand):
            item = CardItem(card, HAND_K)
            item.playable = card in playable
            item.dim = v.phase == "play" and bool(playable) and not item.playable
            lift = -26 if item.playable else 0
            item.setPos(x0 + i * gap, y + lift)
            item.setZValue(10 + i)
            if item.playable:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
                item.clicked.connect(lambda a=playable[card]: self.choose(a))
            self._add(item)
            self.hand_items.append(item)
            if dealt:  # the deal: each card flies from the deck (by the trump) to its place, one after another
                fly = QSequentialAnimationGroup()
                if i:
                    fly.addPause(max(1, self.settings.duration(90 * i)))
                fly.addAnimation(self.animation(item, b"pos", item.pos(), 320, start=deck))
                deal.addAnimation(fly)
                item.setPos(deck)
        if deal.animationCount():
            self._queue(deal)

    # speed bids: 0-4 with one card, 5-7 with two, and what an exact bid adds
    def _draw_bids(self) -> None:
        bids = [a for a in self.legal if isinstance(a, Bid)]
        if not bids:
            return
        zone = self._middle_zone()
        label = fitted_item(QCoreApplication.translate("CanyonScene", "Your speed: how many tricks will you win?"),
                            22, zone.width(), QColor("#ffe066"), True)
        label.setPos(zone.x(), zone.y())
        self.labels.append(self._add(label))
        y = zone.y() + 40
        for i, action in enumerate(bids):
            shown = "+".join(str(c) for c in C.speed_cards(action.bid))
            text = str(action.bid) if action.bid <= 4 else f"{action.bid} ({shown})"
            button = ButtonItem(text, None, None, QColor("#c8553d"), 24)
            button.size.setWidth(100 if action.bid <= 4 else 130)
            button.size.setHeight(56)
            row = 0 if action.bid <= 4 else 1  # one speed card, then two (5-7) on a second row
            before = [b for b in bids[:i] if (b.bid <= 4) == (action.bid <= 4)]
            button.setPos(zone.x() + sum(110 if b.bid <= 4 else 140 for b in before), y + row * 66)
            button.setZValue(12)
            button.clicked.connect(lambda a=action: self.choose(a))
            self._add(button)
            self.bid_buttons.append(button)
        self._add(BonusItem(QRectF(zone.x(), y + 2 * 66 + 4, zone.width(), BonusItem.BOX_H)))

    def ending_style(self) -> EndingStyle:
        return widgets_ending.style()

    def fill_ending(self, screen: EndingScreen, result: Result) -> None:
        screen.place_back(QRectF(self.WIDTH - 250, self.HEIGHT - 84, 220, 56))  # the table's bottom right
        widgets_ending.fill(screen, result, self.view, self.river, [s.name for s in self.seats])

    def _draw_status(self) -> None:
        """The line saying who acts and what to do, at the top of the band, with the round at its right; the zones
        under it start below it (`content_top`)."""
        b = self.band
        round_line = self._round_line()
        right = b.right() - 12
        if round_line:
            info = fitted_item(round_line, 20, 380, QColor("#f3dcb2"), True)
            info.setPos(right - info.boundingRect().width(), b.y() + 10)
            self.labels.append(self._add(info))
            right = info.x() - 20
        head = wrapped_item(self._status_line(), 22, right - b.x() - 12, QColor("#ffffff"), True)
        head.setPos(b.x() + 12, b.y() + 8)
        self._add(head)
        self.status_item = head  # a hint's bubble leaves it visible (assist_avoid)
        self.content_top = max(b.y() + 48, head.y() + head.boundingRect().height() + 8)

    def _draw_notes(self) -> None:
        """The explanations of the current phase (drift, blocked…), and the current's warning while bidding, in the
        band's side zone."""
        v = self.view
        if v.phase == "over":
            return
        zone = self._side_zone()
        texts = self.notes[-3:]
        me = self.seat_on_screen
        cell = v.positions[me] if me is not None else None
        if any(isinstance(a, Bid) for a in self.legal) and cell is not None and self.river.is_current(cell):
            texts.insert(0, QCoreApplication.translate(
                "CanyonScene", "Your canoe is in the current: only the exact bid moves it (by the bonus alone); "
                               "otherwise it drifts."))
        y = zone.y()
        for text in texts:
            t = wrapped_item(text, 20, zone.width(), QColor("#f3dcb2"))
            t.setPos(zone.x(), y)
            self.labels.append(self._add(t))
            y += t.boundingRect().height() + 6

    def _status_line(self) -> str:
        v = self.view
        me = self.seat_on_screen
        mine = bool(self.legal)
        if v.phase == "over":
            return QCoreApplication.translate("CanyonScene", "The race is over.")
        if v.phase == "place":
            return (QCoreApplication.translate("CanyonScene", "{name}: choose a start space for your canoe.").format(name=self._name(me)) if mine
                    else QCoreApplication.translate("CanyonScene", "{name} chooses a start space.").format(name=self._name(v.turn)))
        if v.phase == "bid":
            if v.secret:
                return QCoreApplication.translate("CanyonScene", "Secret bids: each chooses a speed; they are revealed together.")
            return QCoreApplication.translate("CanyonScene", "{name} chooses a speed.").format(name=self._name(v.turn))
        if v.phase == "play":
            return (QCoreApplication.translate("CanyonScene", "{name}: play a card.").format(name=self._name(me)) if mine
                    else QCoreApplication.translate("CanyonScene", "{name} plays.").format(name=self._name(v.turn)))
        plan = v.plan
        who = self._name(v.turn)
        if plan is None:
            return ""
        if not mine:
            return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name} moves (%n point(s)).", None, 1),
                            plan.points, name=who)
        if plan.kind == DOCK:
            return QCoreApplication.translate("CanyonScene", "{name}: the landing is in reach! Click a dock.").format(name=who)
        if plan.kind == BLOCKED:
            return tr_count("CanyonScene", QT_TRANSLATE_NOOP(
                "CanyonScene", "{name}: blocked — no path of all %n point(s) gets closer; the canoe goes as close as it "
                               "can with fewer. Click a cell.", None, 1), plan.points, name=who)
        return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name}: %n point(s) — click a lit cell (hover to "
                                                                        "see the path).", None, 1), plan.points, name=who)

    def _note(self, e) -> str:
        name = self._name(e.seat) if e.seat is not None else ""
        d = e.data
        if e.kind == "drifted":
            return QCoreApplication.translate("CanyonScene", "{name} started in the current without the exact bid: the canoe drifts.").format(name=name)
        if e.kind == "pushed":
            return QCoreApplication.translate("CanyonScene", "{name} is pushed along by {by}.").format(name=name, by=self._name(d["by"]))
        if e.kind == "fell":
            return QCoreApplication.translate("CanyonScene", "{name} goes over the waterfall, through the cave, out at the bridge.").format(name=name)
        if e.kind == "stayed" and d["reason"] == "blocked":
            return QCoreApplication.translate("CanyonScene", "{name} is blocked: nothing closer can be reached, the canoe stays.").format(name=name)
        if e.kind == "stayed":
            return QCoreApplication.translate("CanyonScene", "{name} has no movement points this round.").format(name=name)
        if e.kind == "skipped":
            return QCoreApplication.translate("CanyonScene", "{name} is still in the cave and moves next round.").format(name=name)
        if e.kind == "docked":
            return tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name} reaches the landing with %n point(s) "
                                                                            "to spare!", None, 1), d["leftover"], name=name)
        if e.kind == "bids_revealed":
            return QCoreApplication.translate("CanyonScene", "Bids revealed.")
        if e.kind == "scored" and d["exact"]:
            return ""
        return ""

    # clickable cells: start spaces or legal end cells, with the witness path on hover
    def _draw_cells(self) -> None:
        v = self.view
        colour = self.marks[(self.seat_on_screen or 0) % len(self.marks)].colour
        for action in self.legal:
            if isinstance(action, Place | Move):
                cell = (action.q, action.r)
                item = CellItem(cell, colour, self.layout)
                item.clicked.connect(lambda a=action: self.choose(a))
                if isinstance(action, Move) and v.plan is not None and cell in v.plan.options:
                    path = v.plan.options[cell].path
                    item.hovered.connect(lambda on, p=path: self._show_path(p if on else None))
                self._add(item)
                self.cells.append(item)

    def _show_path(self, path) -> None:
        cell_center = self.layout.center
        p = QPainterPath()
        if path:
            p.moveTo(cell_center(path[0]))
            for cell in path[1:]:
                p.lineTo(cell_center(cell))
        self.witness.setPath(p)

    # ------------------------------------------------------------------ canoes
    def _animate_canoes(self, events) -> None:
        v = self.view
        cell_center = self.layout.center
        moves = [e for e in events if e.kind in ("paddled", "drifted", "pushed", "fell", "restarted", "placed")]
        seq = QSequentialAnimationGroup()
        for e in moves:
            canoe = self.canoes[e.seat]
            if e.kind == "placed":
                canoe.setPos(cell_center(e.data["cell"]) + self.layout.offset(0, 120))  # from the bank
                canoe.setVisible(True)
                seq.addAnimation(self.animation(canoe, b"pos", cell_center(e.data["cell"]), 300))
            elif e.kind == "paddled":
                path = e.data["path"]
                for cell in path[1:]:
                    seq.addAnimation(self.animation(canoe, b"pos", cell_center(cell), 170,
                                                    easing=_linear()))
            elif e.kind in ("drifted", "pushed"):
                target = e.data["to"]
                seq.addAnimation(self.animation(canoe, b"pos", cell_center(target), 380))
            elif e.kind == "fell":
                seq.addAnimation(self.animation(canoe, b"opacity", 0.0, 350))
            elif e.kind == "restarted":
                jump = QSequentialAnimationGroup()
                jump.addAnimation(self.animation(canoe, b"pos", cell_center(e.data["cell"]), 1))
                jump.addAnimation(self.animation(canoe, b"opacity", 1.0, 400))
                seq.addAnimation(jump)
        # where the view says every canoe is (loaded games, the end of an animation)
        bridge_count = 0
        for s, cell in enumerate(v.positions):
            canoe = self.canoes[s]
            canoe.active = v.phase == "move" and s == v.turn
            canoe.winner = v.phase == "over" and s in v.winners
            canoe.update()
            if cell is None:
                canoe.setVisible(False)
                continue
            canoe.setVisible(True)
            target = cell_center(cell)
            if cell == self.river.bridge:  # several canoes on the bridge: side by side
                r = self.layout.r
                target += self.layout.offset(-r * 0.5 + bridge_count * r * 0.35, -r * 0.3 + bridge_count * r * 0.2)
                bridge_count += 1
            if not any(e.seat == s for e in moves):
                canoe.setPos(target)
                canoe.setOpacity(1.0)
            self.canoe_cells[s] = cell
        if seq.animationCount():
            self._queue(seq)
        self._run_queue()

    # ------------------------------------------------------------------ animation queue: one after another
    def _queue(self, anim) -> None:
        if self._pending is None:
            self._pending = QSequentialAnimationGroup()
        self._pending.addAnimation(anim)

    def _run_queue(self) -> None:
        pending, self._pending = self._pending, None
        if pending is not None and pending.animationCount():
            self.play(pending)

    # ------------------------------------------------------------------ hints (cafegames/ui/assist.py)
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

    # ------------------------------------------------------------------ a lesson's tips (cafegames/ui/lesson.py)
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
            return [QRectF(river.left() + 2 * RIVER_R, river.bottom() - 10 - h, 520, h) for h in heights]
        if self.view.phase == "move":
            b, river = self.band, self.layout.rect()
            spots = [QRectF(x, b.bottom() - 8 - h, 520, h) for h in heights
                     for x in (b.right() - 528, self._middle_zone().right() - 520)]
            lefts = [c.sceneBoundingRect().left() for c in self.canoes if c.isVisible()]
            x = min(lefts, default=river.left()) - 24 - 480  # the water left of every canoe (they race rightwards)
            if x >= river.left():
                spots = [QRectF(x, river.top() + RIVER_R, 480, h) for h in heights] + spots
            return spots
        return []

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

    def retranslate(self) -> None:
        super().retranslate()
        self.track.update()  # its title is drawn into a cached picture: drawn again in the new language
        if self.view is not None:
            self.show_state(self.seat_on_screen, self.view, self.legal, [])


def _linear():
    from PySide6.QtCore import QEasingCurve

    return QEasingCurve.Type.Linear


Scene = CanyonScene
