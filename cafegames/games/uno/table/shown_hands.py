"""U-X-SHOW on the table: after a Show your hand, every other seat's hand as it was shown, face up under its
plate, until the next play. The view's `shown` is public (the same for every seat on screen), so nothing hidden
is drawn here."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSizeF

from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table import hand_order
from cafegames.games.uno.table.card_item import CardItem
from cafegames.games.uno.table.seat_panel import SeatPanel
from cafegames.ui.paint_cache import update_if_changed

CARD = QSizeF(30, 45)
ROOM = 200.0  # the width a shown hand may take under its plate


def draw(scene: Any, v: UnoView, me: int) -> None:
    if not v.shown:
        return
    for s, panel in scene.panels.items():
        hand = sorted(v.shown[s], key=hand_order.sort_key) if s != me else []
        step = min(24.0, (ROOM - CARD.width()) / max(1, len(hand) - 1))
        x0, y0 = panel.pos().x() + 6, panel.pos().y() + SeatPanel.H + 36
        for i, card in enumerate(hand):
            item = scene.keep(("shown", s, i, card), lambda card=card: CardItem(card, CARD, scene.aid), 40 + i)
            item.setPos(x0 + i * step, y0)
            item.set_face(scene.aid)
            update_if_changed(item)
