"""Where each seat's last move goes on the UNO table (cafegames/ui/last_moves.py): under its panel when there is
room, else on the side towards the middle of the table, else above; never over another panel, the piles, the
hand or the buttons, nor over another seat's label (every seat gets its room at once, whole panel wide)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt

from cafegames.games.uno.table.layout import (
    BUTTON_Y,
    COLOUR_POS,
    DISCARD_POS,
    DRAW_POS,
    HAND_CARD,
    HAND_Y,
    PENDING_RECT,
    PILE_CARD,
    PROMPT_RECT,
    TABLE_CENTER,
)
from cafegames.games.uno.table.seat_panel import SeatPanel
from cafegames.ui.last_moves import label_height

GAP = 6.0
INSET = 8.0
MIN_WIDTH = 160.0  # the narrowest room a label is given ("drew 2, passed" whole)


def _trimmed(room: QRectF, obstacles: list[QRectF]) -> QRectF | None:
    """`room` made narrower so that it touches none of `obstacles`, cut on the side each one stands; None when
    less than MIN_WIDTH would be left."""
    room = QRectF(room)
    for r in obstacles:
        if not room.intersects(r):
            continue
        if r.left() > room.center().x():
            room.setRight(r.left() - 2)
        elif r.right() < room.center().x():
            room.setLeft(r.right() + 2)
        else:
            return None
        if room.width() < MIN_WIDTH:
            return None
    return room


def _panel_rect(pos: QPointF, z: float = 1.0) -> QRectF:
    """A panel `z` times larger with its UNO badge, "You" tab and shadow (its bounding rect)."""
    return QRectF(pos.x() - 8 * z, pos.y() - 18 * z, (SeatPanel.W + 16) * z, (SeatPanel.H + 26) * z)


def _fixed_obstacles(width: float) -> list[QRectF]:
    pile = QSizeF(PILE_CARD.width() + 20, PILE_CARD.height() + 44)  # the cards' offsets and the count under them
    return [QRectF(DRAW_POS - QPointF(10, 10), pile), QRectF(DISCARD_POS - QPointF(16, 16), pile),
            QRectF(COLOUR_POS.x() - 60, COLOUR_POS.y() - 60, 120, 150),
            QRectF(260, HAND_Y - 40, width - 260, HAND_CARD.height() + 40),  # the hand, a playable card lifted
            QRectF(0, BUTTON_Y, width, PROMPT_RECT.bottom() - BUTTON_Y),  # the row of buttons, the prompt
            QRectF(width - 340, 0, 340, 56)]  # Hint and Cards… at the top right


def rooms(positions: dict[int, QPointF], me: int, width: float, height: float,
          z: float = 1.0, pending: bool = False) -> dict[int, tuple[QRectF, Qt.AlignmentFlag]]:
    """Every seat's room for its label and the label's alignment in it (towards its panel), from the panels'
    top-left corners (`UnoScene.seat_positions`) and how much larger they are drawn (`z`); `pending`: the "+2
    waiting" beside the colour is shown (in French it reached the label of the seat on the right)."""
    h = label_height()
    w, ph = SeatPanel.W * z, SeatPanel.H * z
    panels = {s: _panel_rect(p, z) for s, p in positions.items()}
    taken = list(panels.values()) + _fixed_obstacles(width) + ([PENDING_RECT] if pending else [])
    bounds = QRectF(4, 4, width - 8, height - 8)
    out: dict[int, tuple[QRectF, Qt.AlignmentFlag]] = {}
    centre, left, right = Qt.AlignmentFlag.AlignHCenter, Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignRight
    for s, p in sorted(positions.items(), key=lambda sp: (sp[0] != me, sp[1].y())):
        # under or over the panel, a little narrower than it: neighbours at the top of the table stand close
        below = QRectF(p.x() + INSET, p.y() + ph + GAP + 2, w - 2 * INSET, h)
        above = QRectF(p.x() + INSET, p.y() - 18 * z - GAP - h, w - 2 * INSET, h)
        middle_y = p.y() + (ph - h) / 2
        inward = ((QRectF(p.x() + w + 8 + GAP, middle_y, w, h), left) if p.x() + w / 2 < TABLE_CENTER.x()
                  else (QRectF(p.x() - 8 - GAP - w, middle_y, w, h), right))
        side = p.y() + ph / 2 > TABLE_CENTER.y() - 200  # beside the table rather than at its top
        candidates = [(below, centre)] if s == me else (
            [inward, (below, centre), (above, centre)] if side else [(below, centre), inward, (above, centre)])
        others = [r for k, r in panels.items() if k != s] + taken[len(panels):]
        for room, align in candidates:
            room = _trimmed(room, others)
            if room is not None and bounds.contains(room):
                out[s] = (room, align)
                taken.append(room)
                break
    return out
