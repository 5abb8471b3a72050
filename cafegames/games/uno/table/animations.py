"""The UNO table's animations: every event of a move played over the table already drawn in its new state
(cards that fly, then appear where they land; bubbles over the seats; the direction ring and the colour mark).
"""

from __future__ import annotations

import time
from collections import Counter

from PySide6.QtCore import (
    QCoreApplication,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from cafegames.engine.protocol import Event
from cafegames.games.uno.table.card_item import CardItem
from cafegames.games.uno.table.layout import DISCARD_POS, DRAW_POS, FLY_CARD, HAND_Y, PILE_CARD, pile_angle
from cafegames.games.uno.table.seat_panel import SeatPanel
from cafegames.games.uno.table.widgets import COLOURS, Bubble
from cafegames.ui.scene_base import GameScene


def animate(scene: GameScene, events: list[Event], prev_hand: list[int]) -> None:
    """Play the events of a move on `scene` (the UNO scene, drawn already in the new state): the deal, cards
    flying to the pile and from the draw pile, bubbles ("UNO!", "Skipped", "+2"…), the direction and the colour;
    `prev_hand` is the hand on screen before, so the cards new in it appear when they land."""
    v = scene.view
    me = scene.seat_on_screen if scene.seat_on_screen is not None else 0
    group = QParallelAnimationGroup()
    t = 0
    new_cards = Counter(v.hand) - Counter(prev_hand)
    hand_new = [item for item in scene.hand_items]
    fresh: list[CardItem] = []
    for item in reversed(hand_new):
        if new_cards.get(item.card, 0) > 0:
            new_cards[item.card] -= 1
            fresh.append(item)
    dealt = any(e.kind == "hand_start" for e in events)
    for e in events:
        k = e.kind
        if k == "hand_start":
            counts = e.data["counts"]
            order = [s for s in range(v.n) if counts[s]]
            for _r in range(7):
                for s in order:
                    end = _panel_center(scene, s) if s != me else QPointF(800, HAND_Y)
                    group.addAnimation(_flight(scene, None, DRAW_POS, end, t, 220))
                    t += 18
            t += 200
        elif k == "played":
            s = e.seat
            card = e.data["card"]
            start = _last_start(scene, s, me, card)
            end = DISCARD_POS + QPointF((PILE_CARD.width() - FLY_CARD.width()) / 2,
                                        (PILE_CARD.height() - FLY_CARD.height()) / 2)
            group.addAnimation(_flight(scene, card, start, end, t, 320, pile_angle(len(v.discard) - 1)))
            t += 320
            if scene.top_item is not None and not dealt and scene.top_item.card == card:
                group.addAnimation(_reveal_later(scene, scene.top_item, t))
        elif k == "drew":
            s = e.seat
            n = min(e.data["count"], 8)
            for i in range(n):
                end = _panel_center(scene, s) if s != me else QPointF(800, HAND_Y)
                group.addAnimation(_flight(scene, None, DRAW_POS, end, t + i * 70, 260))
            t += n * 70 + (200 if n else 0)
            if e.data["reason"] not in ("draw", "launcher") and n:
                group.addAnimation(_bubble(scene, s, "+{n}".format(n=e.data["count"]), QColor("#8f2424"), t - 200))
        elif k == "reshuffled":
            for i in range(4):
                group.addAnimation(_flight(scene, None, DISCARD_POS, DRAW_POS, t + i * 60, 250))
            t += 400
        elif k == "reversed":
            scene.ring.setTransformOriginPoint(0, 0)
            seq = QSequentialAnimationGroup()
            seq.addPause(max(1, scene.settings.duration(t)))
            seq.addAnimation(scene.animation(scene.ring, b"rotation", 0.0, 500, start=180.0))
            group.addAnimation(seq)
            t += 300
        elif k == "skipped":
            group.addAnimation(_bubble(scene, e.seat, QCoreApplication.translate("UnoScene", "Skipped"), QColor("#6b5f50"), t))
        elif k == "uno":
            group.addAnimation(_bubble(scene, e.seat, QCoreApplication.translate("UnoScene", "UNO!"), COLOURS[0], t))
        elif k == "caught":
            group.addAnimation(_bubble(scene, e.seat, QCoreApplication.translate("UnoScene", "Caught!"), QColor("#7b2cbf"), t))
        elif k == "challenged":
            group.addAnimation(_bubble(scene, e.seat, QCoreApplication.translate("UnoScene", "Challenge!"), QColor("#2f7d4f"), t))
            t += 300
        elif k == "swapped":
            group.addAnimation(_bubble(scene, e.seat, QCoreApplication.translate("UnoScene", "Swap!"), QColor("#3d85c6"), t))
            group.addAnimation(_bubble(scene, e.data["target"], QCoreApplication.translate("UnoScene", "Swap!"), QColor("#3d85c6"), t))
        elif k == "rotated":
            for s in v.order:
                group.addAnimation(_bubble(scene, s, QCoreApplication.translate("UnoScene", "Pass!"), QColor("#3d85c6"), t))
        elif k == "colour":
            seq = QSequentialAnimationGroup()
            seq.addPause(max(1, scene.settings.duration(t)))
            seq.addAnimation(scene.animation(scene.colour_mark, b"scale", 1.0, 300, start=1.4))
            group.addAnimation(seq)
    for item in fresh:
        group.addAnimation(_reveal_later(scene, item, max(t - 100, 0)))
    if group.animationCount():
        scene.animation_started_at = time.perf_counter()
        scene.play(group)


def _panel_center(scene: GameScene, seat: int) -> QPointF:
    panel = scene.panels.get(seat)
    if panel is None:
        return QPointF(800, 120)
    return panel.pos() + QPointF(SeatPanel.W * panel.scale() / 2 - FLY_CARD.width() / 2,
                                 SeatPanel.H * panel.scale() / 2 - FLY_CARD.height() / 2)


def _flight(scene: GameScene, card: int | None, start: QPointF, end: QPointF, delay: int, ms: int, rot: float = 0,
            size: QSizeF = FLY_CARD) -> QSequentialAnimationGroup:
    item = CardItem(card, size, scene.aid)
    item.setTransformOriginPoint(size.width() / 2, size.height() / 2)
    item.setPos(start)
    item.setZValue(1500)
    item.setOpacity(0.0 if delay else 1.0)
    scene.addItem(item)
    seq = QSequentialAnimationGroup()
    if delay:
        seq.addPause(scene.settings.duration(delay))
        seq.addAnimation(scene.animation(item, b"opacity", 1.0, 1, start=1.0))
    par = QParallelAnimationGroup()
    par.addAnimation(scene.animation(item, b"pos", end, ms))
    if rot:
        par.addAnimation(scene.animation(item, b"rotation", rot, ms, start=0.0))
    seq.addAnimation(par)
    seq.finished.connect(lambda it=item: it.scene() is scene and scene.removeItem(it))
    return seq


def _reveal_later(scene: GameScene, item: QGraphicsItem, at: int) -> QSequentialAnimationGroup:
    item.setOpacity(0.0)
    seq = QSequentialAnimationGroup()
    seq.addPause(max(1, scene.settings.duration(at)))
    seq.addAnimation(scene.animation(item, b"opacity", 1.0, 120, start=0.0))
    return seq


def _bubble(scene: GameScene, seat: int, text: str, colour: QColor, at: int) -> QSequentialAnimationGroup:
    """A word over a seat ("UNO!", "Skipped"): beside its plate, on none of the names, "You", the cards to play
    or the line that says what to do (the scene's placement service)."""
    panel = scene.panels.get(seat)
    b = Bubble(text, colour)
    b.setOpacity(0.0)
    scene.addItem(b)
    anchor = scene.plate_rect(panel) if panel is not None and panel.scene() is scene else None
    size = b.placed_rect().size()
    prefer = QRectF(anchor.center().x() - size.width() / 2, anchor.top() - 14 - size.height(), size.width(),
                    size.height()) if anchor is not None else QRectF(800 - size.width() / 2, 176, size.width(),
                                                                          size.height())
    _i, rect = scene.placement.place(f"badge {seat} {text}", [size], anchor, prefer=prefer, item=b)
    b.setPos(rect.center())
    seq = QSequentialAnimationGroup()
    seq.addPause(max(1, scene.settings.duration(at)))
    seq.addAnimation(scene.animation(b, b"opacity", 1.0, 150, start=0.0))
    seq.addPause(scene.settings.duration(700))
    seq.addAnimation(scene.animation(b, b"opacity", 0.0, 250))
    seq.finished.connect(lambda it=b, key=f"badge {seat} {text}": _bubble_gone(scene, it, key))
    return seq


def _bubble_gone(scene: GameScene, bubble: Bubble, key: str) -> None:
    if bubble.scene() is scene:
        scene.removeItem(bubble)
    if scene.placement.items.get(key) is bubble:
        scene.placement.forget(key)


def _last_start(scene: GameScene, seat: int, me: int, card: int) -> QPointF:
    if seat == me and card in scene.before_positions:
        return scene.before_positions[card]
    return _panel_center(scene, seat)
