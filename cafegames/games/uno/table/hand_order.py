"""The order of the cards in the person's hand: by colour (then number) or by number (then colour), as people
sort a real hand, remembered in the settings (`uno_hand_sort`). A button beside the hand and the S key switch it.

The button says what it will do ("Sort by number" while the hand is sorted by colour): a child reads a verb."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF
from PySide6.QtGui import QColor

from cafegames.games.uno.cards import COLOUR, RANK
from cafegames.ui.graphics import ButtonItem

SETTING = "uno_hand_sort"
BY_COLOUR, BY_NUMBER = "colour", "number"
BUTTON_AT = QPointF(24, 748)  # above the person's plate, left of the hand (layout.ME_PANEL is at y 836)
BUTTON_SIZE = QSizeF(226, 48)


def order(settings: Any) -> str:
    """The remembered order; anything else found in the settings file is by colour."""
    value = settings.json_value(SETTING, BY_COLOUR)
    return value if value in (BY_COLOUR, BY_NUMBER) else BY_COLOUR


def switch(settings: Any) -> str:
    """The other order, remembered; returns it."""
    new = BY_NUMBER if order(settings) == BY_COLOUR else BY_COLOUR
    settings.set_json_value(SETTING, new)
    return new


def sort_key(card: int, by: str = BY_COLOUR) -> tuple[int, int]:
    """Colour then number (wilds last), or number then colour (the action cards and wilds after the 9s)."""
    return (RANK[card], COLOUR[card]) if by == BY_NUMBER else (COLOUR[card], RANK[card])


def button_text(by: str) -> str:
    if by == BY_COLOUR:
        return QCoreApplication.translate("UnoScene", "Sort by number")
    return QCoreApplication.translate("UnoScene", "Sort by colour")


def make_button() -> ButtonItem:
    button = ButtonItem("", BUTTON_SIZE, color=QColor("#6b5f50"), font_px=22)  # 11.7 px at 1024×640
    button.setPos(BUTTON_AT)
    button.setToolTip(QCoreApplication.translate("UnoScene", "Change the order of the cards in your hand (S)"))
    return button
