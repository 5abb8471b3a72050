"""Canyon's band under the river, where the cards are played: the round and the trump, the dealer draw, the
trick (or the one just won, with its winner), the hand, the speed bids (the chooser), and in the move phase
the list of each seat's movement points."""

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
from PySide6.QtGui import QColor, QFontMetricsF

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.games.canyon import cards as C
from cafegames.games.canyon.actions import Bid, Play
from cafegames.games.canyon.table.widgets import (
    CARD_H,
    CARD_W,
    BonusItem,
    CardItem,
    PanelItem,
    SeatChip,
    fitted_item,
    text_item,
)
from cafegames.ui import larger
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.i18n import fill, tr_count

HAND_K, TRUMP_K = 1.0, 0.55  # card sizes: the hand, the trump beside it


class CardBand:
    """The hand, the trick, the bids and the movement list of `CanyonScene`."""

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
        slot = min(150.0, zone.width() / v.n)
        names = self._shown_in_two_lines(18, False, slot - 6)
        two_lines = QFontMetricsF(scene_font(18)).lineSpacing() if any("\n" in n for n in names) else 0.0
        y = zone.y() + 32
        rows = len(v.dealer_draws)  # the cards made smaller when a name takes two lines, so all stays in the band
        k = min(0.55 if rows > 1 else 0.8, (zone.bottom() - y - rows * (30 + two_lines)) / (rows * CARD_H))
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
            y += CARD_H * k + 30 + two_lines

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
        names = self._shown_in_two_lines(18, False, slot - 8)
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
        k = HAND_K * larger.card_factor()  # "Larger cards and text" (cafegames/ui/larger.py)
        w = CARD_W * k
        gap = min(w + 12, (zone.width() - w) / max(n - 1, 1))
        x0 = zone.x() + (zone.width() - (gap * (n - 1) + w)) / 2
        y = self.band.bottom() - CARD_H * k - 6
        label = text_item(fill(QCoreApplication.translate("CanyonScene", "{name}’s hand"),
            name=self._name(self.seat_on_screen)), 20, Palette.paper, True)
        label.setPos(zone.x(), zone.y())
        self.labels.append(self._add(label))
        deck = QPointF(zone.right() - CARD_W * TRUMP_K, zone.top())  # the deal flies from beside the trump
        dealt = any(e.kind == "dealt" for e in events)
        deal = QParallelAnimationGroup()
        for i, card in enumerate(v.hand):
            item = CardItem(card, k)
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
        # the question at the left, above the hand it is about (under its name, before the trump); the buttons at
        # the top of the middle: a tip from the river points down at them across neither the question nor a card
        hand = self._hand_zone()
        right = hand.right() - 12
        if self.trump_item is not None and self.trump_item.scene() is self:
            trump = QCoreApplication.translate("CanyonScene", "Trump")
            right = self.trump_item.x() - 22 - QFontMetricsF(scene_font(20, True)).horizontalAdvance(trump)
        label = text_item(_wrapped(QCoreApplication.translate("CanyonScene", "Your speed: how many tricks will you win?"),
                                   20, right - hand.x()), 20, QColor("#ffe066"), True)
        label.setPos(hand.x(), hand.y() + 34)
        self.labels.append(self._add(label))
        self.bid_question = label  # no overlay covers it (click_targets)
        y = zone.y()
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


def _wrapped(text: str, px: int, width: float) -> str:
    """`text` on as many lines as it needs at `px` (bold) within `width`, broken between words."""
    metrics = QFontMetricsF(scene_font(px, True))
    lines: list[str] = []
    for word in text.split(" "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)
