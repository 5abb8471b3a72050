"""Café International's animations: guests flying to their chair or the bar, a computer's guest ringed, the
points rising over the table, a table of compatriots ringed, a joker flying back to the hand."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsObject

from cafegames.games.cafe.table.widgets import (
    CARD,
    CHAIR,
    GLOW_OK,
    GLOW_SWAP,
    RED,
    TABLE,
    TABLE_W,
    ChairItem,
    FlyingGuest,
)
from cafegames.games.cafe.table.widgets_panels import FloatText, Ring


def _land(chair: ChairItem) -> None:
    chair.arriving = False
    chair.update()


def _easing(name: str):
    from PySide6.QtCore import QEasingCurve

    return getattr(QEasingCurve.Type, name)


class CafeAnimations:
    """The animations of `CafeScene`, made from the events of one action (`_animate`)."""

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
