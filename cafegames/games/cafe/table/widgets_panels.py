"""Café International's panels and marks over the café: each player's row (name, chips, score), points rising
from a table, the fading ring on a move (the keyboard's cursor is `ui.graphics.FocusRing`, the final count
`widgets_ending.py`).

Placed by `scene.py` beside the floor items of `widgets.py`, which sets the texts they show.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.ui.avatars import avatar_path, draw_avatar
from cafegames.ui.graphics import scene_font
from cafegames.ui.i18n import tr_count
from cafegames.ui.paint_cache import look_cache

CHIP_WORDS = {  # C-CHIPS: what a chip of each colour is worth, for the row's tooltip
    "#2f6fb5": QT_TRANSLATE_NOOP("CafeScene", "%n blue chip(s) of 10", None, 1),
    "#c0392b": QT_TRANSLATE_NOOP("CafeScene", "%n red chip(s) of 5", None, 1),
    "#1c1c1c": QT_TRANSLATE_NOOP("CafeScene", "%n black chip(s) of 1", None, 1),
}


class FloatText(QGraphicsObject):
    """Points rising from a table, or a short celebration."""

    def __init__(self, text: str, color: QColor, px: int = 34):
        super().__init__()
        self.text = text
        self.color = QColor(color)
        self.font = scene_font(px, bold=True)
        fm = QFontMetricsF(self.font)
        self.w = fm.horizontalAdvance(text) + 24
        self.h = fm.height() + 12
        self.setZValue(60)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 250, 235, 235))
        painter.drawRoundedRect(self.boundingRect(), 12, 12)
        painter.setPen(self.color)
        painter.setFont(self.font)
        painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)


class Ring(QGraphicsObject):
    """A glowing ring that fades: where the computer just played, or a table of compatriots."""

    def __init__(self, rect: QRectF, color: QColor, width: float = 6):
        super().__init__()
        self.rect = QRectF(rect)
        self.color = QColor(color)
        self.width = width
        self.setZValue(40)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-self.width, -self.width, self.width, self.width)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.color, self.width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 12, 12)


class PlayerRow(QGraphicsObject):
    """One player's row: name, score, hand size, and whose turn it is; its tooltip says in words what the numbers
    and chips count (`tip`). `name` is the whole name (its photo is
    found by it), `shown_name` the name as the row shows it: whole, or told apart from the other seats' (the
    scene sets it from `name_room()`, cafegames.ui.seat_names)."""

    def __init__(self, seat: int, rect: QRectF):
        super().__init__()
        self.seat = seat
        self.rect = rect
        self.name = ""
        self.shown_name = ""
        self.score_text = ""
        self.info = ""
        self.hand = 0
        self.current = False
        self.out = False
        self.score = 0
        self.note_width = 0.0  # room kept after the hand size for the seat's last move (cafegames/ui/last_moves.py)
        self.k = 1.0  # "Larger cards and text": the header's words this much larger (the scene sets it, `fit_k`)
        self.setZValue(0.5)

    def font_of(self, spec: tuple[int, bool]):
        """One of the header's fonts (`NAME_FONT`…), `k` times larger."""
        return scene_font(round(spec[0] * self.k), spec[1])

    HEAD_H = 32.0

    def head_h(self) -> float:
        """The header's height: the same at every `k` (a 25 px name fits it), the status line keeps its room."""
        return self.HEAD_H

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()

    def fit_k(self, most: float, name: str) -> None:
        """The largest `k` up to `most` at which `name` (as the normal size shows it) still fits whole: larger
        words never cut a name more than the normal size does."""
        k = most
        while k > 1.0:
            self.k = k
            width = QFontMetricsF(self.font_of(self.NAME_FONT)).horizontalAdvance(self.name_text(name))
            if width <= self._layout()["room"] - (self.note_width + self.GAP if self.note_width > 0 else 0.0):
                return
            k = round(k - 0.05, 2)
        self.k = 1.0

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-6, -6, 6, 8)

    # Fonts of the header, and the gaps between its items (scene px).
    NAME_FONT = (22, True)
    INFO_FONT = (19, False)
    SCORE_FONT = (20, True)
    CHIP_FONT = (18, True)
    CHIP_R = 10.0
    CHIP_GAP = 4.0
    GAP = 8.0

    def chips(self) -> list[tuple[int, str, str]]:
        """The score as the game's chips (C-CHIPS): (how many, colour, rim) of blue 10, red 5 and black 1."""
        score = max(0, self.score)
        out = []
        for value, color, rim in ((10, "#2f6fb5", "#cfe0f5"), (5, "#c0392b", "#f5d0cb"), (1, "#1c1c1c", "#d9d9d9")):
            count, score = divmod(score, value)
            if count:
                out.append((count, color, rim))
        return out

    def tip(self) -> str:
        """What the row's numbers count, in words (its tooltip): the guests in hand, then each kind of chip the
        score is paid in ("2 blue chips of 10") and the score they make."""
        chips = [tr_count("CafeScene", CHIP_WORDS[color], count) for count, color, _ in self.chips()]
        lines = [tr_count("CafeScene", QT_TRANSLATE_NOOP("CafeScene", "%n guest(s) in hand", None, 1), self.hand)]
        if chips:
            lines.append(QCoreApplication.translate("CafeScene", "Chips: {chips} = {score}").format(
                chips=", ".join(chips), score=self.score_text))
        else:
            lines.append(self.score_text)
        return "\n".join(lines)

    AVATAR = 30.0  # the player's photo (cafegames/ui/avatars), when they have one, before the name

    def avatar_rect(self) -> QRectF | None:
        if avatar_path(self.name) is None:
            return None
        return QRectF(self.rect.left() + 14, self.rect.top() + 7, self.AVATAR * self.k, self.AVATAR * self.k)

    def head_rect(self) -> QRectF:
        shift = self.AVATAR * self.k + 8 if self.avatar_rect() is not None else 0.0
        return QRectF(self.rect.left() + 16 + shift, self.rect.top() + 6, self.rect.width() - 32 - shift, self.head_h())

    def name_room(self) -> float:
        """The width the header leaves for the name itself (after "▶ " on the current player's row)."""
        fm = QFontMetricsF(self.font_of(self.NAME_FONT))
        return max(0.0, self._layout()["room"] - fm.horizontalAdvance(self.name_text("")))

    def header_layout(self) -> dict[str, QRectF]:
        """Where each item of the header goes, measured from its text so that nothing can overlap: the score at
        the right, the chips just before it, the name at the left (cut short with … when it must be) and the
        hand size right after the name, then the room kept for the last move (`note_width`). Keys: "name",
        "hand", "chip0"…, "score", and "note" while room is kept."""
        out = self._layout()
        del out["room"]
        return out

    def _layout(self) -> dict:
        head = self.head_rect()
        y, h = head.top(), head.height()
        out: dict[str, QRectF] = {}
        score_w = QFontMetricsF(self.font_of(self.SCORE_FONT)).horizontalAdvance(self.score_text)
        right = head.right() - score_w
        out["score"] = QRectF(right, y, score_w, h)
        chip_fm = QFontMetricsF(self.font_of(self.CHIP_FONT))
        pieces = [2 * self.CHIP_R * self.k + 3 + chip_fm.horizontalAdvance(f"×{count}") for count, _, _ in self.chips()]
        x = right - self.GAP - sum(pieces) - self.CHIP_GAP * max(0, len(pieces) - 1)
        chips_left = x if pieces else right
        for i, w in enumerate(pieces):
            out[f"chip{i}"] = QRectF(x, y, w, h)
            x += w + self.CHIP_GAP
        hand_w = QFontMetricsF(self.font_of(self.INFO_FONT)).horizontalAdvance(self.info)
        name_fm = QFontMetricsF(self.font_of(self.NAME_FONT))
        room = chips_left - self.GAP - head.left() - self.GAP - hand_w
        out["room"] = room
        note = self.note_width + self.GAP if self.note_width > 0 else 0.0
        name_w = min(name_fm.horizontalAdvance(self.name_text()), max(room - note, 0.0))
        out["name"] = QRectF(head.left(), y, name_w, h)
        out["hand"] = QRectF(head.left() + name_w + self.GAP, y, hand_w, h)
        if note:
            out["note"] = QRectF(out["hand"].right() + self.GAP, y, self.note_width, h)
        return out

    def keep_note_room(self, wanted: float) -> QRectF | None:
        """Keep room for a last move `wanted` wide in the header: what the whole name leaves, but at least
        NOTE_LEAST (the name is cut short then); its rectangle, or None for no room (`wanted` 0)."""
        room = self._layout()["room"]
        name_fm = QFontMetricsF(self.font_of(self.NAME_FONT))
        free = room - name_fm.horizontalAdvance(self.name_text()) - self.GAP
        width = max(0.0, min(wanted, max(free, min(wanted, self.NOTE_LEAST))))
        if width != self.note_width:
            self.note_width = width
            self.update()
        return self.header_layout().get("note")

    NOTE_LEAST = 120.0

    def name_text(self, name: str | None = None) -> str:
        return ("▶ " if self.current else "") + (self.shown_name if name is None else name)

    def look(self) -> tuple:
        """Everything the row shows (the key of its cached pixmap)."""
        out = QCoreApplication.translate("CafeScene", "Out of the game") if self.out else ""
        return (self.rect.getRect(), self.name, str(avatar_path(self.name)), self.shown_name, self.score_text,
                self.info, self.current, out, self.score, self.note_width, self.k)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#f0b429"), 6) if self.current else QPen(QColor("#4a3422"), 2))
        painter.setBrush(QColor("#5a3d27") if self.current else QColor("#3f2b1c"))
        painter.drawRoundedRect(self.rect, 16, 16)
        at = self.header_layout()
        left_mid = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        photo = self.avatar_rect()
        if photo is not None:
            draw_avatar(painter, photo, self.name, QColor("#f0b429") if self.current else QColor("#fff6e6"))
        painter.setFont(self.font_of(self.NAME_FONT))
        painter.setPen(QColor("#ffe7a8") if self.current else QColor("#fff6e6"))
        fm = QFontMetricsF(painter.font())
        painter.drawText(at["name"].adjusted(0, 0, 2, 0), left_mid,
                         fm.elidedText(self.name_text(), Qt.TextElideMode.ElideRight, at["name"].width() + 1))
        painter.setFont(self.font_of(self.INFO_FONT))
        painter.setPen(QColor("#e8d5b5"))
        painter.drawText(at["hand"].adjusted(0, 0, 2, 0), left_mid, self.info)
        painter.setFont(self.font_of(self.CHIP_FONT))
        for i, (count, color, rim) in enumerate(self.chips()):
            r = at[f"chip{i}"]
            painter.setPen(QPen(QColor(rim), 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(color))
            chip_r = self.CHIP_R * self.k
            painter.drawEllipse(QPointF(r.left() + chip_r, r.center().y()), chip_r, chip_r)
            painter.setPen(QColor("#fff6e6"))
            painter.drawText(r.adjusted(2 * chip_r + 3, 0, 2, 0), left_mid, f"×{count}")
        painter.setFont(self.font_of(self.SCORE_FONT))
        painter.setPen(QColor("#fff6e6"))
        painter.drawText(at["score"].adjusted(-2, 0, 0, 0),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.score_text)
        if self.out:
            painter.setFont(scene_font(26, bold=True))
            painter.setPen(QColor("#ffb4a8"))
            painter.drawText(self.rect.adjusted(0, 40, 0, 0), Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("CafeScene", "Out of the game"))
