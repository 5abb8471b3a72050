"""Canyon on screen: the hex river drawn from the map data on the left, the card table on the right.

The scene renders one seat's `CanyonView` and emits the action a person clicks: a start space, a speed bid, a
card, an end cell for the canoe. It never decides a rule: legal cells and cards come from `legal`, the witness
paths from the view's move plan. Events animate: cards to the trick, the trick's winner shown then gathered,
canoes paddling along their path, drifting, pushed, over the waterfall and out at the bridge.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.canyon import cards as C
from cafegames.games.canyon import sounds
from cafegames.games.canyon.game import Bid, CanyonView, Move, Place, Play
from cafegames.games.canyon.movement import BLOCKED, DOCK
from cafegames.games.canyon.river import Hex, River
from cafegames.games.canyon.widgets import (
    CARD_H,
    CARD_W,
    CardItem,
    PanelItem,
    fitted_item,
    text_item,
    wrapped_item,
)
from cafegames.games.canyon.widgets_river import (
    COLOURS,
    SCENE_H,
    SCENE_W,
    SEAT_COLOURS,
    TABLE_X,
    CanoeItem,
    CellItem,
    R,
    RiverItem,
    StepMarker,
    WallItem,
    canoe_labels,
    cell_center,
)
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.i18n import tr_count
from cafegames.ui.scene_base import GameScene


class CanyonScene(GameScene):
    sound_cues = staticmethod(sounds.sound_cues)  # which sound each event makes (sounds.py)
    BACKGROUND = QColor("#6b3f27")
    WIDTH = SCENE_W
    HEIGHT = SCENE_H

    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self._pending: QSequentialAnimationGroup | None = None  # animations queued to play one after another
        self.river: River = game.river
        self.river_item = RiverItem(self.river)
        self.addItem(self.river_item)
        self.wall = WallItem()
        self.addItem(self.wall)
        labels = canoe_labels([seat.name for seat in self.seats])
        self.canoes = [CanoeItem(s, seat.name, labels[s]) for s, seat in enumerate(self.seats)]
        for canoe in self.canoes:
            canoe.setVisible(False)
            self.addItem(canoe)
        self.canoe_cells: list[Hex | None] = [None] * len(self.seats)
        self.dynamic: list[QGraphicsItem] = []
        self.cells: list[CellItem] = []
        self.hand_items: list[CardItem] = []
        self.bid_buttons: list[ButtonItem] = []
        self.again_button: ButtonItem | None = None
        self.trick_items: list[CardItem] = []
        self.witness = QGraphicsPathItem()
        self.witness.setPen(QPen(QColor("#fff6c8"), 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        self.witness.setZValue(15)
        self.addItem(self.witness)
        self.view: CanyonView | None = None
        self.legal: list = []
        self.note_events: list = []  # the events explained under the status line (texts made when drawn)
        self.notes_key: tuple[int, str] | None = None  # the (round, phase) the notes belong to
        self.table = PanelItem(QRectF(TABLE_X, 8, self.WIDTH - TABLE_X - 10, self.HEIGHT - 16), COLOURS["felt"],
                               QColor("#3c2415"))
        self.addItem(self.table)

    # ------------------------------------------------------------------ drawing a view
    def show_state(self, seat_on_screen, view: CanyonView, legal, events) -> None:
        self.finish_animations()
        self.seat_on_screen = seat_on_screen
        old_view = self.view
        self.view = view
        self.legal = list(legal)
        self._update_notes(old_view, view, events)
        self._clear_dynamic()
        self._draw_seats()
        self._draw_info()
        self._draw_trick(events)
        self._draw_hand(events)
        self._draw_bids()
        self._draw_status()
        self._draw_end()
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
        for item in self.dynamic:
            self.removeItem(item)
        self.dynamic = []
        self.cells = []
        self.hand_items = []
        self.bid_buttons = []
        self.again_button = None
        self.trick_items = []
        self.witness.setPath(QPainterPath())

    def _name(self, seat: int) -> str:
        return self.seats[seat].name

    # seats: name, colour, bid, tricks, dealer / first markers, whose turn
    def _draw_seats(self) -> None:
        from cafegames.ui.avatars import AvatarItem, avatar_path

        v = self.view
        n = v.n
        w = (self.WIDTH - TABLE_X - 30) / n
        acting = set(self.game_to_act(v))
        for s in range(n):
            x = TABLE_X + 10 + s * w
            rect = QRectF(x, 18, w - 8, 128)
            self._add(PanelItem(rect, QColor(0, 0, 0, 80), QColor("#ffe066") if s in acting else None))
            if avatar_path(self.seats[s].name) is not None:  # the player's photo, ringed in the seat's colour
                chip = AvatarItem(QRectF(x + 8, 24, 34, 34), self.seats[s].name, SEAT_COLOURS[s % 6])
                name_x = x + 52  # 10 px clear of the photo
            else:
                chip = PanelItem(QRectF(x + 10, 28, 26, 26), SEAT_COLOURS[s % 6], QColor("#2b2118"))
                name_x = x + 44
            chip.setZValue(1)
            self._add(chip)
            name = text_item(self._elide(self._name(s), w - 16 - (name_x - x)), 22, Palette.paper, True)
            name.setPos(name_x, 26)
            self._add(name)
            bid = v.bids[s]
            if bid is not None:
                bid_text = QCoreApplication.translate("CanyonScene", "Bid {bid}").format(bid=bid)
            elif v.has_bid[s]:
                bid_text = QCoreApplication.translate("CanyonScene", "Bid chosen")
            else:
                bid_text = QCoreApplication.translate("CanyonScene", "Bid —")
            line = text_item(bid_text, 20)
            line.setPos(x + 12, 62)
            self._add(line)
            tricks = text_item(QCoreApplication.translate("CanyonScene", "Tricks {n}").format(n=v.tricks_won[s]), 20)
            tricks.setPos(x + 12, 88)
            self._add(tricks)
            marks = []
            if s == v.dealer and v.phase != "over":
                marks.append(QCoreApplication.translate("CanyonScene", "deals"))
            if s == v.first and v.phase != "over":
                marks.append(QCoreApplication.translate("CanyonScene", "leads"))
            if v.docked[s]:
                marks.append(QCoreApplication.translate("CanyonScene", "docked"))
            if marks:
                m = fitted_item(" · ".join(marks), 18, w - 26, QColor("#ffe066"))
                m.setPos(x + 12, 114)
                self._add(m)

    def game_to_act(self, v: CanyonView) -> list[int]:
        if v.phase == "over":
            return []
        if v.phase == "bid" and v.secret:
            return [s for s in range(v.n) if not v.has_bid[s]]
        return [v.turn]

    def _elide(self, text: str, width: float) -> str:
        fm = QFontMetricsF(scene_font(22, True))
        return fm.elidedText(text, Qt.TextElideMode.ElideRight, width)

    # trump and the round (the track and the bonus table are on the canyon wall)
    def _draw_info(self) -> None:
        v = self.view
        if self.wall.short != v.short:
            self.wall.short = v.short
            self.wall.update()
        if 1 <= v.step <= len(C.TRACK) and v.phase != "place":
            self._add(StepMarker(v.step))
        y = 160
        if v.phase == "place":
            self._draw_dealer_draw()
            return
        label = text_item(QCoreApplication.translate("CanyonScene", "Trump"), 20, Palette.paper, True)
        label.setPos(TABLE_X + 22, y)
        self._add(label)
        if v.trump_card is not None:
            card = CardItem(v.trump_card, 0.62)
            card.setPos(TABLE_X + 22, y + 30)
            self._add(card)
        line = tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "Round {round} · step {step}: %n card(s) each",
                                                         None, 1), v.cards_dealt, round=max(v.round_no, 1), step=v.step)
        title = fitted_item(line, 20, self.WIDTH - TABLE_X - 140, QColor("#f3dcb2"), True)
        title.setPos(TABLE_X + 110, y)
        self._add(title)

    def _draw_dealer_draw(self) -> None:
        """K-DEALER at the start: each seat's drawn card in a row (a second row when a tie drew again); the
        dealer's card glows."""
        v = self.view
        if not v.dealer_draws:
            return
        title = text_item(QCoreApplication.translate("CanyonScene", "Draw for the deal: the highest card deals"), 20,
                          Palette.paper, True)
        title.setPos(TABLE_X + 22, 220)
        self._add(title)
        k = 0.62 if len(v.dealer_draws) > 1 else 0.8
        slot = min(120.0, (self.WIDTH - TABLE_X - 40) / v.n)
        y = 258
        for r, row in enumerate(v.dealer_draws):
            last = r == len(v.dealer_draws) - 1
            for s, card in enumerate(row):
                if card is None:
                    continue
                x = TABLE_X + 22 + s * slot
                item = CardItem(card, k)
                item.glow = last and s == v.dealer
                item.setPos(x, y)
                self._add(item)
                name = fitted_item(self._name(s), 18, slot - 6, SEAT_COLOURS[s % 6].lighter(120), True)
                name.setPos(x, y + CARD_H * k + 6)
                self._add(name)
            y += CARD_H * k + 36

    # the trick on the table (or the one just won, with its winner, before it is gathered)
    def _draw_trick(self, events) -> None:
        v = self.view
        won = next((e for e in reversed(events) if e.kind == "trick_won"), None)
        if v.phase != "play" and won is None:
            self._draw_round_points()
            return
        cards = list(v.last_trick) if won is not None else list(v.trick)
        winner = won.seat if won is not None else None
        n = v.n
        slot = min(150.0, (self.WIDTH - TABLE_X - 20) / n)
        x0 = TABLE_X + (self.WIDTH - TABLE_X - n * slot) / 2
        y = 360
        for i in range(n):
            seat = (v.leader + i) % n if won is None else (cards[0][0] + i) % n if cards else i
            rect = QRectF(x0 + i * slot + 10, y, CARD_W + 20, CARD_H + 20)
            self._add(PanelItem(rect, QColor(0, 0, 0, 45)))
            label = text_item(self._elide(self._name(seat), slot - 10), 18)
            label.setPos(x0 + i * slot + 10, y + CARD_H + 26)
            self._add(label)
        gather = []
        for i, (seat, card) in enumerate(cards):
            item = CardItem(card)
            item.setPos(x0 + i * slot + 20, y + 10)
            item.glow = seat == winner
            item.setZValue(8)
            self._add(item)
            self.trick_items.append(item)
            gather.append(item)
            played_now = any(e.kind == "played" and e.seat == seat and e.data["card"] == card for e in events)
            if played_now and not (won is not None and seat != cards[-1][0]):
                start = item.pos() + QPointF(0, -200 if seat != self.seat_on_screen else 400)
                item.setOpacity(0.0)
                group = QParallelAnimationGroup()
                group.addAnimation(self.animation(item, b"pos", item.pos(), 300, start=start))
                group.addAnimation(self.animation(item, b"opacity", 1.0, 200, start=0.0))
                self._queue(group)
        if won is not None:
            banner = text_item(QCoreApplication.translate("CanyonScene", "{name} wins the trick").format(name=self._name(winner)), 26,
                               QColor("#ffe066"), True)
            banner.setPos(TABLE_X + (self.WIDTH - TABLE_X - banner.boundingRect().width()) / 2, y - 46)
            self._add(banner)
            seq = QSequentialAnimationGroup()
            seq.addAnimation(QPauseAnimation(max(1, self.settings.duration(1000))))
            fade = QParallelAnimationGroup()
            for item in gather:
                fade.addAnimation(self.animation(item, b"opacity", 0.0, 300))
            seq.addAnimation(fade)
            self._queue(seq)

    def _draw_round_points(self) -> None:
        """In the move phase (and at the end): each seat's bid, tricks and movement points, in moving order."""
        v = self.view
        if not any(p is not None for p in v.points):
            return
        y = 330
        title = text_item(QCoreApplication.translate("CanyonScene", "Movement this round"), 22, Palette.paper, True)
        title.setPos(TABLE_X + 40, y)
        self._add(title)
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
            row = y + 40 + i * 34
            mark = "▶ " if v.phase == "move" and s == v.turn else ("✓ " if v.moved[s] else "   ")
            chip = PanelItem(QRectF(TABLE_X + 40, row + 4, 20, 20), SEAT_COLOURS[s % 6], QColor("#2b2118"))
            self._add(chip)
            said = tr_count("CanyonScene", QT_TRANSLATE_NOOP("CanyonScene", "{name}: bid {bid}, won %n → {what}", None, 1),
                            won, name=self._name(s), bid=bid, what=what)
            line = fitted_item(mark + said, 20,
                               self.WIDTH - TABLE_X - 110,
                QColor("#ffe066") if v.phase == "move" and s == v.turn else Palette.paper)
            line.setPos(TABLE_X + 70, row)
            self._add(line)

    # the hand of the seat on screen: legal cards lifted, others dimmed
    def _draw_hand(self, events) -> None:
        v = self.view
        if self.seat_on_screen is None or not v.hand:
            return
        playable = {a.card: a for a in self.legal if isinstance(a, Play)}
        n = len(v.hand)
        gap = min(CARD_W + 14, (self.WIDTH - TABLE_X - 60) / max(n, 1))
        x0 = TABLE_X + (self.WIDTH - TABLE_X - (gap * (n - 1) + CARD_W)) / 2
        y = self.HEIGHT - CARD_H - 30
        label = text_item(QCoreApplication.translate("CanyonScene", "{name}’s hand").format(name=self._name(self.seat_on_screen)), 20,
                          Palette.paper, True)
        label.setPos(TABLE_X + 22, y - 44)
        self._add(label)
        dealt = any(e.kind == "dealt" for e in events)
        deal = QParallelAnimationGroup()
        for i, card in enumerate(v.hand):
            item = CardItem(card)
            item.playable = card in playable
            item.dim = v.phase == "play" and bool(playable) and not item.playable
            lift = -28 if item.playable else 0
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
                fly.addAnimation(self.animation(item, b"pos", item.pos(), 320, start=QPointF(TABLE_X + 22, 190)))
                deal.addAnimation(fly)
                item.setPos(TABLE_X + 22, 190)
        if deal.animationCount():
            self._queue(deal)

    # speed bids: 0-4 with one card, 5-7 with two
    def _draw_bids(self) -> None:
        bids = [a for a in self.legal if isinstance(a, Bid)]
        if not bids:
            return
        y = 560
        label = text_item(QCoreApplication.translate("CanyonScene", "Your speed: how many tricks will you win?"), 22, QColor("#ffe066"), True)
        label.setPos(TABLE_X + 22, y - 40)
        self._add(label)
        me = self.seat_on_screen
        cell = self.view.positions[me] if me is not None else None
        if cell is not None and self.river.is_current(cell):
            hint = wrapped_item(QCoreApplication.translate(
                "CanyonScene", "Your canoe is in the current: only the exact bid moves it (by the bonus alone); "
                               "otherwise it drifts."), 20, self.WIDTH - TABLE_X - 50, QColor("#f3dcb2"))
            hint.setPos(TABLE_X + 22, y - 52 - hint.boundingRect().height())
            self._add(hint)
        for i, action in enumerate(bids):
            shown = "+".join(str(c) for c in C.speed_cards(action.bid))
            text = str(action.bid) if action.bid <= 4 else f"{action.bid} ({shown})"
            button = ButtonItem(text, None, None, QColor("#c8553d"), 24)
            button.size.setWidth(100 if action.bid <= 4 else 130)
            button.size.setHeight(56)
            row = 0 if action.bid <= 4 else 1  # one speed card, then two (5-7) on a second row
            before = [b for b in bids[:i] if (b.bid <= 4) == (action.bid <= 4)]
            button.setPos(TABLE_X + 22 + sum(110 if b.bid <= 4 else 140 for b in before), y + row * 66)
            button.setZValue(12)
            button.clicked.connect(lambda a=action: self.choose(a))
            self._add(button)
            self.bid_buttons.append(button)

    def _draw_end(self) -> None:
        """The end banner: the winner's canoe at its dock, who won, and the tie-break when it decided (K-WIN)."""
        v = self.view
        if v.phase != "over":
            return
        top = 330 + 40 + v.n * 34 + 16
        rect = QRectF(TABLE_X + 30, top, self.WIDTH - TABLE_X - 70, self.HEIGHT - top - 40)
        panel = PanelItem(rect, QColor(0, 0, 0, 120), QColor("#ffe066"))
        self._add(panel)
        # the winners' canoes moored at a dock, drawn large
        dock = PanelItem(QRectF(rect.x() + 24, rect.y() + 40, 150, 60 + 44 * (len(v.winners) - 1)), COLOURS["dock"],
                         QColor("#3d2412"))
        dock.setZValue(1)
        self._add(dock)
        labels = canoe_labels([seat.name for seat in self.seats])
        for i, s in enumerate(v.winners):
            canoe = CanoeItem(s, self._name(s), labels[s])
            canoe.winner = True
            canoe.setScale(1.9)
            canoe.setPos(rect.x() + 99, rect.y() + 70 + 44 * i)
            canoe.setZValue(2)
            self._add(canoe)
        x, width = rect.x() + 200, rect.width() - 224
        names = ", ".join(self._name(s) for s in v.winners)
        head = wrapped_item(QCoreApplication.translate("CanyonScene", "{names} reaches the landing first and wins the race!").format(names=names)
                            if len(v.winners) == 1 else QCoreApplication.translate("CanyonScene", "{names} share the win!").format(names=names),
                            28, width, QColor("#ffe066"), True)
        why = {"leftover": QCoreApplication.translate("CanyonScene", "Several canoes docked this round: the one with the most points left over "
                                   "wins."),
               "bid": QCoreApplication.translate("CanyonScene", "Several canoes docked with the same points left over: the higher speed bid wins."),
               "shared": QCoreApplication.translate("CanyonScene", "Several canoes docked with the same points left over and the same bid: they "
                                 "share the win.")}.get(v.tiebreak, QCoreApplication.translate("CanyonScene", "First canoe to a landing dock."))
        lines = [head, wrapped_item(why, 20, width)]
        docked = [s for s in range(v.n) if v.docked[s]]
        if v.tiebreak in ("bid", "shared"):
            left = ", ".join(QCoreApplication.translate("CanyonScene", "{name} {left} (bid {bid})").format(
                name=self._name(s), left=v.leftover[s], bid=v.bids[s]) for s in docked)
        else:
            left = ", ".join(f"{self._name(s)} {v.leftover[s]}" for s in docked)
        if v.tiebreak:
            lines.append(wrapped_item(QCoreApplication.translate("CanyonScene", "Points left over: {list}").format(list=left),
                                      20, width, QColor("#f3dcb2")))
        y = rect.y() + 20
        for item in lines:
            item.setPos(x, y)
            item.setZValue(2)
            self._add(item)
            y += item.boundingRect().height() + 10
        # "Play again": the same seats and options with a new seed (the controller and main window start it)
        again = ButtonItem(QCoreApplication.translate("CanyonScene", "Play again"), QSizeF(220, 56), None,
                           QColor("#c8553d"), 24)
        again.setPos(x, y + 6)
        again.setZValue(3)
        again.clicked.connect(self.play_again)
        self._add(again)
        self.again_button = again
        bottom = max(y + 6 + 56 + 24, dock.rect.bottom() + 30)
        panel.rect = QRectF(rect.x(), rect.y(), rect.width(), min(bottom, self.HEIGHT - 40) - rect.y())

    def _draw_status(self) -> None:
        """The line saying who acts and what to do (beside the trump), and the explanations of the current phase
        (drift, blocked…), placed clear of what each phase draws in the middle of the table."""
        v = self.view
        left = TABLE_X + (22 if v.phase == "place" else 110)
        head = wrapped_item(self._status_line(), 22, self.WIDTH - left - 30, QColor("#ffffff"), True)
        head.setPos(left, 160 if v.phase == "place" else 194)
        self._add(head)
        if v.phase == "over":
            return
        draws = len(v.dealer_draws) * (CARD_H * (0.62 if len(v.dealer_draws) > 1 else 0.8) + 36)
        notes_y = {"place": 270 + draws, "bid": 300, "play": 590}.get(v.phase, 330 + 40 + v.n * 34 + 8)
        y = notes_y
        for text in self.notes[-3:]:
            t = wrapped_item(text, 20, self.WIDTH - TABLE_X - 50, QColor("#f3dcb2"))
            t.setPos(TABLE_X + 22, y)
            self._add(t)
            y += t.boundingRect().height() + 4

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
        colour = SEAT_COLOURS[(self.seat_on_screen or 0) % 6]
        for action in self.legal:
            if isinstance(action, Place | Move):
                cell = (action.q, action.r)
                item = CellItem(cell, colour)
                item.clicked.connect(lambda a=action: self.choose(a))
                if isinstance(action, Move) and v.plan is not None and cell in v.plan.options:
                    path = v.plan.options[cell].path
                    item.hovered.connect(lambda on, p=path: self._show_path(p if on else None))
                self._add(item)
                self.cells.append(item)

    def _show_path(self, path) -> None:
        p = QPainterPath()
        if path:
            p.moveTo(cell_center(path[0]))
            for cell in path[1:]:
                p.lineTo(cell_center(cell))
        self.witness.setPath(p)

    # ------------------------------------------------------------------ canoes
    def _animate_canoes(self, events) -> None:
        v = self.view
        moves = [e for e in events if e.kind in ("paddled", "drifted", "pushed", "fell", "restarted", "placed")]
        seq = QSequentialAnimationGroup()
        for e in moves:
            canoe = self.canoes[e.seat]
            if e.kind == "placed":
                canoe.setPos(cell_center(e.data["cell"]) + QPointF(0, 120))
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
                target += QPointF(-R * 0.5 + bridge_count * R * 0.35, -R * 0.3 + bridge_count * R * 0.2)
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

    def retranslate(self) -> None:
        super().retranslate()
        self.wall.update()  # its words are painted once and cached: paint them again in the new language
        if self.view is not None:
            self.show_state(self.seat_on_screen, self.view, self.legal, [])


def _linear():
    from PySide6.QtCore import QEasingCurve

    return QEasingCurve.Type.Linear


Scene = CanyonScene
