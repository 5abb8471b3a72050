"""A seat's panel around the UNO table: avatar, name, card count, score, whose turn, the UNO mark and "You"."""

from __future__ import annotations

from PySide6.QtCore import Property, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.games.uno.table import art
from cafegames.games.uno.table.widgets import AVATARS, COLOURS, GOLD, elide
from cafegames.ui.avatars import draw_avatar
from cafegames.ui.graphics import Palette, scene_font
from cafegames.ui.paint_cache import look_cache
from cafegames.ui.seat_names import SeatMark
from cafegames.ui.seat_names import seat_marks as shared_seat_marks

_FONTS: dict[tuple[int, bool], QFont] = {}


def _font(px: int, bold: bool = False) -> QFont:
    f = _FONTS.get((px, bold))
    if f is None:
        f = _FONTS[(px, bold)] = scene_font(px, bold)
    return f


def seat_marks(names: list[str]) -> list[SeatMark]:
    """Every seat's colour and badge (its avatar disc when it has no photo), made once for the match."""
    return shared_seat_marks(names, AVATARS)


class SeatPanel(QGraphicsObject):
    """A seat around the table: avatar (photo, or its colour and badge), name, card count (with small backs),
    score, whose turn, UNO mark, and "You" over the panel of the person at the screen.

    `name` is the seat's name as the table shows it (`shown_name`: whole, or the short form that tells it apart
    from the other seats, cafegames.ui.seat_names), `avatar_name` the whole name its photo is found by."""

    clicked = Signal(int)
    W, H = 222, 100
    NAME_ROOM = W - 70  # the name's width beside the avatar

    def __init__(self, seat: int, name: str, parent: QGraphicsItem | None = None, mark: SeatMark | None = None):
        super().__init__(parent)
        self.seat = seat
        self.name = name
        self.avatar_name = name  # whose photo avatar to show (the whole name)
        self.avatar_file = ""  # where that photo is stored ("None": none), looked up by the scene once per redraw
        self.mark = mark or SeatMark(AVATARS[seat % len(AVATARS)], (name[:1] or "?").upper())
        self.you = False  # the person at the screen sits here: "You" over the panel
        self.you_text = ""
        self.count = 0
        self.score_text = ""
        self.status = ""  # "to play", "out", "dealer"…
        self.turn = False
        self.uno = False
        self.out = False
        self.team = -1
        self.dealer = False
        self.target = False  # clickable as a 7's swap target
        self._glow = 0.0

    def get_glow(self) -> float:
        return self._glow

    def set_glow(self, v: float) -> None:
        self._glow = v
        self.update()

    glow = Property(float, get_glow, set_glow)

    def set_target(self, on: bool) -> None:
        self.target = on
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    @property
    def shown_name(self) -> str:
        return self.name

    @property
    def badge(self) -> str:
        return self.mark.badge

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-8, -36, self.W + 16, self.H + 44)  # the "You" tab and the UNO badge over the top edge

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.name, self.avatar_name, self.avatar_file, self.mark.colour.rgba(),
                self.mark.badge, self.you, self.you_text, self.count, self.score_text, self.turn, self.uno,
                self.out, self.target, self.dealer)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self._glow > 0:  # animated: painted directly, not one cached picture per frame
            self.draw(painter)
        else:
            look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.W, self.H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawRoundedRect(rect.translated(0, 4), 16, 16)
        bg = QColor("#fbf4e6") if not self.out else QColor("#8c8478")
        painter.setBrush(bg)
        border = GOLD if self.turn else (QColor("#5ec2ff") if self.target else QColor("#6b5f50"))
        painter.setPen(QPen(border, 6 if (self.turn or self.target) else 2))
        painter.drawRoundedRect(rect, 16, 16)
        if self._glow > 0:
            painter.setPen(QPen(QColor(255, 209, 102, int(200 * self._glow)), 14))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 18, 18)
        # avatar: the player's photo when they have one, else the seat's colour and badge
        av = self.mark.colour
        if not draw_avatar(painter, QRectF(12, 14, 44, 44), self.avatar_name, av):
            painter.setPen(QPen(av.darker(140), 2))
            painter.setBrush(av)
            painter.drawEllipse(QRectF(12, 14, 44, 44))
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(26 if len(self.mark.badge) < 2 else 20, True))
            painter.drawText(QRectF(12, 14, 44, 44), Qt.AlignmentFlag.AlignCenter, self.mark.badge)
        # name: a long one first gets a smaller font, down to the readable minimum (the scene gave the short form
        # that fits at the minimum)
        font = next((f for f in (_font(px, True) for px in (22, 21, 20, 19, 18))
                     if QFontMetricsF(f).horizontalAdvance(self.name) <= self.NAME_ROOM), _font(18, True))
        painter.setFont(font)
        painter.setPen(Palette.ink)
        painter.drawText(self.name_rect(), Qt.AlignmentFlag.AlignVCenter,
                         elide(self.name, font, self.NAME_ROOM))
        # count with a small fan of backs
        small = _font(19)
        painter.setFont(small)
        n = min(self.count, 7)
        for i in range(n):
            x = 66 + i * 7
            painter.setPen(QPen(QColor("#fffdf7"), 1.5))
            painter.setBrush(QColor(art.WILD_BG))
            painter.drawRoundedRect(QRectF(x, 42, 18, 26), 3, 3)
            painter.setBrush(COLOURS[0])
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QRectF(x + 4, 48, 10, 14))
        painter.setPen(Palette.ink)
        painter.drawText(QRectF(66 + n * 7 + 24, 40, 110, 30), Qt.AlignmentFlag.AlignVCenter, str(self.count))
        # score / status line
        line = self.score_rect()
        painter.drawText(line, Qt.AlignmentFlag.AlignVCenter, elide(self.score_text, small, line.width() - 4))
        if self.uno:
            self._badge(painter, "UNO!", COLOURS[0])
        if self.you:
            self._you_tab(painter)
        if self.dealer:
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(QPen(Palette.ink, 2))
            painter.drawEllipse(self.dealer_rect())
            painter.setFont(_font(18, True))
            painter.drawText(self.dealer_rect(), Qt.AlignmentFlag.AlignCenter, "D")

    def _you_tab(self, painter: QPainter) -> None:
        """"You" on a tab over the panel's top left: the person at the screen, apart from the name."""
        font = _font(18, True)
        r = self.you_rect()
        painter.setBrush(Palette.ok)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.drawRoundedRect(r, 9, 9)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.you_text)

    def score_rect(self) -> QRectF:
        """The score line; it stops short of the dealer's disc, which sits at its right end."""
        return QRectF(12, 68, self.W - 20 - (self.W - self.dealer_rect().left() - 4 if self.dealer else 0), 28)

    def dealer_rect(self) -> QRectF:
        return QRectF(self.W - 30, self.H - 30, 24, 24)

    def name_rect(self) -> QRectF:
        return QRectF(62, 8, self.NAME_ROOM + 4, 30)

    def you_rect(self) -> QRectF:
        return QRectF(14, -16, QFontMetricsF(_font(18, True)).horizontalAdvance(self.you_text) + 20, 26)

    @staticmethod
    def uno_rect() -> QRectF:
        """The UNO badge: on a tab over the top edge's right end, like "You" at its left, over neither."""
        return QRectF(SeatPanel.W - 96, -34, 88, 32)

    def _badge(self, painter: QPainter, text: str, colour: QColor) -> None:
        r = self.uno_rect()
        painter.setBrush(colour)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.drawRoundedRect(r, 12, 12)
        painter.setFont(_font(20, True))
        painter.setPen(QColor("#ffffff"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.target:
            self.clicked.emit(self.seat)
