"""Where things sit on the UNO table (scene coordinates of the 1600 × 1000 table): shared by the scene, its
choosers, animations and score sheet."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

HAND_CARD = QSizeF(110, 165)
PILE_CARD = QSizeF(124, 186)
FLY_CARD = QSizeF(84, 126)
DRAW_POS = QPointF(560, 250)
DISCARD_POS = QPointF(740, 250)
COLOUR_POS = QPointF(955, 300)
TABLE_CENTER = QPointF(800, 420)
SEAT_RX, SEAT_RY = 690, 330
HAND_LEFT, HAND_RIGHT, HAND_Y = 260, 1580, 800
BUTTON_Y = 612
BUTTON = QSizeF(236, 58)
ME_PANEL = QPointF(24, 836)
PROMPT_RECT = QRectF(250, 690, 1100, 40)  # the line under the table that says what to do
# "+2 waiting" right of the colour, past the direction ring's arrowhead (at 1030 the arrow lay on "+2"); its words
# take at most 221 px ("+12 en attente"): the seats' last-move labels keep clear of the whole rect
PENDING_RECT = QRectF(1105, 280, 225, 40)


def pile_angle(k: int) -> float:
    """The turn of the `k`-th card of the discard pile (a card flying there lands the same way)."""
    return ((k * 37) % 25) - 12
