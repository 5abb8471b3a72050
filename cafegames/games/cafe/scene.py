"""Café International on screen: the café floor from above, the bar, the bag and every hand face up.

Playing (the scene never decides a rule: it asks `game.turn_steps`, `game.explain` and the legal actions):
- pick a guest in your row, then a chair: legal chairs glow with the points they bring (amber "+0" when the
  guest needs a partner at that table in the same turn); a click on any other chair says why not;
- a second guest can follow; "Take back" removes the last one; "End turn" sends the whole turn as one action;
- with a guest picked, the next bar seat glows (one click sends the guest to the bar), and so do the seated
  jokers that guest may replace (one click swaps);
- the same by keyboard (`keyPressEvent`): ←/→ or Tab among your guests and the buttons, Enter picks, then the
  arrows (nearest in their direction) or Tab (reading order) among the picked guest's places and Enter seats;
  B bar, E end turn, Backspace/Ctrl+Z take back, Esc puts back; a white frame (`FocusRing`) shows where you are
  once a key is used, and the status line then names the keys;
- the final count offers "Play again" (`GameScene.play_again`).
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsTextItem

from cafegames.engine.messages import Message
from cafegames.games.cafe import art
from cafegames.games.cafe.board import (
    EMPTY,
    JOKER_NATION,
    NATION_NAMES,
    NATIONS,
    gender_of,
    is_joker,
    nation_of,
)
from cafegames.games.cafe.game import Pass, Place, Swap, ToBar
from cafegames.ui.avatars import avatar_path, draw_avatar
from cafegames.ui.graphics import ButtonItem, Palette, scene_font, svg_cache
from cafegames.ui.i18n import tr_message, tr_text
from cafegames.ui.scene_base import GameScene

CTX = "CafeScene"
U = 152.0  # scene pixels between two neighbouring tables
CENTER = QPointF(500, 500)
TABLE = 88.0  # height; tables are a little wider than tall for the names
TABLE_W = 100.0
CHAIR = QSizeF(44, 58)
CARD = QSizeF(96, 136)
ROW_X, ROW_W, ROW_H = 1000.0, 590.0, 184.0
BAR_SEAT = QSizeF(82, 48)

WOOD = QColor("#c99a66")
WOOD_DARK = QColor("#8a5a32")
FLOOR = QColor("#e2c79f")
GLOW_OK = QColor("#2f9d5a")
GLOW_FIRST = QColor("#e0a020")
GLOW_SWAP = QColor("#6a3fb5")
RED = QColor("#b3261e")


def board_point(x: float, y: float) -> QPointF:
    return QPointF(CENTER.x() + (x - 2.5) * U, CENTER.y() - (y - 2.5) * U)


def guest_art(guest: int) -> tuple[str, str]:
    return f"cafe-guest-{guest}", art.guest_svg(guest)


def emblem_art(code: str) -> tuple[str, str]:
    return f"cafe-emblem-{code}", art.emblem_svg(code)


def figure_art(gender: int, color: str) -> tuple[str, str]:
    return f"cafe-figure-{gender}-{color}", art.figure_svg(gender, color)


def sign_art(gender: int, color: str) -> tuple[str, str]:
    return f"cafe-sign-{gender}-{color}", art.sign_svg(gender, color)


def draw_svg(painter: QPainter, rect: QRectF, key_source: tuple[str, str]) -> None:
    from cafegames.ui.graphics import _scale_of

    scale = max(1.0, _scale_of(painter))
    size = rect.size() * scale
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    pm = svg_cache.pixmap(key_source[0], key_source[1], size.toSize(), dpr)
    painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))


def nation_text(guest_or_nation: int, is_guest: bool = True) -> str:
    n = nation_of(guest_or_nation) if is_guest else guest_or_nation
    if n == JOKER_NATION:
        return QCoreApplication.translate("CafeScene", "Joker")
    return tr_text("Cafe", NATION_NAMES[NATIONS[n]])


NAME_W = 92.0  # the width a nation's name gets on a table and on a card


def nation_names_everywhere() -> set[str]:
    """Every nation's name, and "Joker", in each language the app speaks (read from the translation files), so
    the name font is the same whatever the language."""
    from PySide6.QtCore import QTranslator

    from cafegames.paths import translations_dir
    from cafegames.ui.i18n import LANGUAGES

    names = set(NATION_NAMES.values()) | {"Joker"}
    for lang in LANGUAGES:
        t = QTranslator()
        if t.load(f"cafegames_{lang}", str(translations_dir())):
            look_up = t.translate  # (a call named translate with literals would be read by lupdate as a new text)
            names |= {look_up("Cafe", n) or n for n in NATION_NAMES.values()}
            joker = "Joker"
            names.add(look_up("CafeScene", joker) or joker)
    return names


def name_words(name: str) -> list[str]:
    """The pieces a name may wrap into: words, and a hyphenated word after its hyphen ("Grande-", "Bretagne")."""
    return [w for w in re.split(r"\s+|(?<=-)", name) if w]


_name_font: list[QFont] = []


def name_font() -> QFont:
    """The one font of every nation's name on the tables and the cards: bold, at the least condensing and then the
    biggest size with which every word of every name, in both languages, fits NAME_W (long names wrap between
    words, never inside one)."""
    if not _name_font:
        words = [w for name in nation_names_everywhere() for w in name_words(name)]
        chosen = None
        for stretch in (100, 95, 90, 85, 80, 75):
            for px in (20, 19, 18):
                font = scene_font(px, bold=True)
                font.setStretch(stretch)
                fm = QFontMetricsF(font)
                if all(fm.horizontalAdvance(w) <= NAME_W for w in words):
                    chosen = font
                    break
            if chosen is not None:
                break
        _name_font.append(chosen if chosen is not None else font)
    return QFont(_name_font[0])


class Clickable(QGraphicsObject):
    clicked = Signal()

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class TableItem(QGraphicsObject):
    def __init__(self, table_id: int, nation: int):
        super().__init__()
        self.table_id = table_id
        self.nation = nation
        self.name = ""
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-TABLE_W / 2 - 2, -TABLE / 2 - 2, TABLE_W + 4, TABLE + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-TABLE_W / 2, -TABLE / 2, TABLE_W, TABLE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawRoundedRect(r.translated(0, 4), 14, 14)
        painter.setBrush(WOOD_DARK)
        painter.setPen(QPen(QColor("#5a3519"), 2))
        painter.drawRoundedRect(r, 14, 14)
        draw_svg(painter, QRectF(-27, -40, 54, 36), emblem_art(NATIONS[self.nation]))
        painter.setPen(QColor("#fff6e6"))
        painter.setFont(name_font())
        painter.drawText(QRectF(-NAME_W / 2, -4, NAME_W, TABLE / 2 + 2),
                         int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
                         self.name)


class ChairItem(Clickable):
    """A chair: empty (a cushion), a seated guest, or a guest placed this turn and not yet ended; while a guest is
    picked it glows where that guest may go, with the points."""

    def __init__(self, chair_id: int, shared: bool):
        super().__init__()
        self.chair_id = chair_id
        self.shared = shared
        self.guest = EMPTY
        self.pending = False
        self.arriving = False  # a guest is flying here: draw the empty chair until it lands
        self.mode = ""  # "", "ok", "first", "swap"
        self.label = ""
        self.setAcceptHoverEvents(True)
        self.setZValue(2)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-CHAIR.width() / 2 - 6, -CHAIR.height() / 2 - 6, CHAIR.width() + 12, CHAIR.height() + 12)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if isinstance(scene, CafeScene):
            self.setToolTip(scene.chair_hint(self.chair_id))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-CHAIR.width() / 2, -CHAIR.height() / 2, CHAIR.width(), CHAIR.height())
        if self.mode:
            color = {"ok": GLOW_OK, "first": GLOW_FIRST, "swap": GLOW_SWAP}[self.mode]
            painter.setPen(QPen(color, 5))
            painter.setBrush(QColor(color.red(), color.green(), color.blue(), 70))
            painter.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 10, 10)
        if self.guest == EMPTY or self.arriving:
            painter.setBrush(WOOD if not self.shared else QColor("#b8875a"))
            painter.setPen(QPen(QColor("#7a5230"), 2, Qt.PenStyle.DashLine if not self.mode else Qt.PenStyle.SolidLine))
            painter.drawRoundedRect(r.adjusted(2, 6, -2, -6), 10, 10)
        else:
            if self.pending:
                painter.setOpacity(0.85)
            draw_svg(painter, r, guest_art(self.guest))
            painter.setOpacity(1.0)
            if self.pending:
                painter.setPen(QPen(GLOW_OK, 3, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8)
        if self.label:
            painter.setFont(scene_font(20, bold=True))
            fm = QFontMetricsF(painter.font())
            w = fm.horizontalAdvance(self.label) + 10
            box = QRectF(-w / 2, -14, w, 28)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 235))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(Palette.ink)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.label)


class BarSeatItem(Clickable):
    def __init__(self, number: int, value: int):
        super().__init__()
        self.number = number
        self.value = value
        self.guest = EMPTY
        self.glow = False
        self.setZValue(2)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, BAR_SEAT.width() + 8, BAR_SEAT.height() + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, BAR_SEAT.width(), BAR_SEAT.height())
        painter.setBrush(QColor("#f4e6cc") if self.guest == EMPTY else QColor("#d9c6a3"))
        painter.setPen(QPen(GLOW_OK, 5) if self.glow else QPen(QColor("#5a3519"), 2))
        painter.drawRoundedRect(r, 8, 8)
        value = f"{self.value:+d}".replace("-", "−")
        painter.setPen(Palette.ink)
        painter.setFont(scene_font(18))
        if self.guest == EMPTY:
            painter.drawText(QRectF(5, 2, 30, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                             str(self.number))
        else:
            draw_svg(painter, QRectF(3, 3, 32, 42), guest_art(self.guest))
        painter.setFont(scene_font(24, bold=True))
        painter.setPen(RED if self.value < 0 else QColor("#111111"))
        painter.drawText(QRectF(28, 8, BAR_SEAT.width() - 31, BAR_SEAT.height() - 8),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, value)


class BarItem(QGraphicsObject):
    """The counter in the middle of the café, and the bag beside it."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = rect
        self.title = ""
        self.setZValue(0.5)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawRoundedRect(self.rect.translated(0, 5), 26, 26)
        painter.setBrush(QColor("#6e3f1f"))
        painter.setPen(QPen(QColor("#3f220e"), 3))
        painter.drawRoundedRect(self.rect, 26, 26)
        inner = QRectF(self.rect.center().x() - 26, self.rect.top() + 20, 52, self.rect.height() - 40)
        painter.setBrush(QColor("#a86a3a"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(inner, 14, 14)
        painter.save()
        painter.translate(inner.center())
        painter.rotate(-90)
        painter.setPen(QColor("#fff1d6"))
        painter.setFont(scene_font(30, bold=True))
        painter.drawText(QRectF(-inner.height() / 2, -20, inner.height(), 40), Qt.AlignmentFlag.AlignCenter,
                         self.title)
        painter.restore()


class BagItem(QGraphicsObject):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.label = ""
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-80, -80, 160, 170)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.moveTo(-34, -40)
        path.cubicTo(-70, 0, -60, 52, 0, 52)
        path.cubicTo(60, 52, 70, 0, 34, -40)
        path.closeSubpath()
        painter.setPen(QPen(QColor("#4a2e16"), 3))
        painter.setBrush(QColor("#7d5a3c"))
        painter.drawPath(path)
        painter.setBrush(QColor("#5e4026"))
        painter.drawRoundedRect(QRectF(-38, -54, 76, 18), 8, 8)
        painter.setPen(QColor("#fff1d6"))
        painter.setFont(scene_font(34, bold=True))
        painter.drawText(QRectF(-50, -30, 100, 60), Qt.AlignmentFlag.AlignCenter, str(self.count))
        painter.setPen(Palette.ink)
        painter.setFont(scene_font(20, bold=True))
        painter.drawText(QRectF(-80, 56, 160, 30), Qt.AlignmentFlag.AlignCenter, self.label)


class GuestCard(Clickable):
    """A guest in a hand: the emblem, the nation's name and a woman's or a man's figure."""

    def __init__(self, seat: int, index: int, guest: int):
        super().__init__()
        self.seat = seat
        self.index = index
        self.guest = guest
        self.selected = False
        self.used = False
        self.active = False
        self.setZValue(5)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-3, -3, CARD.width() + 6, CARD.height() + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_card(painter, self.guest, self.selected, self.used)


def paint_card(painter: QPainter, guest: int, selected: bool = False, used: bool = False) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = QRectF(0, 0, CARD.width(), CARD.height())
    joker = is_joker(guest)
    if used:
        painter.setOpacity(0.35)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(Palette.shadow)
    painter.drawRoundedRect(r.translated(0, 4), 10, 10)
    painter.setBrush(QColor("#efe3ff") if joker else Palette.paper)
    border = QColor("#5b2a86") if joker else Palette.ink
    painter.setPen(QPen(QColor("#e07b00") if selected else border, 5 if selected else 2))
    painter.drawRoundedRect(r, 10, 10)
    code = "JK" if joker else NATIONS[nation_of(guest)]
    draw_svg(painter, QRectF(22.5, 6, 51, 34), emblem_art(code))
    painter.setPen(border)
    painter.setFont(name_font())
    painter.drawText(QRectF(2, 40, CARD.width() - 4, 44),
                     int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), nation_text(guest))
    # The figure is the card's biggest mark; the ♀/♂ sign beside it is the second cue.
    draw_svg(painter, QRectF(20, 84, 32, 48), figure_art(gender_of(guest), border.name()))
    draw_svg(painter, QRectF(60, 98, 24, 24), sign_art(gender_of(guest), border.name()))
    painter.setOpacity(1.0)


class FlyingGuest(QGraphicsObject):
    """A guest moving from a hand to a chair or the bar (or a joker back to a hand)."""

    def __init__(self, guest: int, size: QSizeF):
        super().__init__()
        self.guest = guest
        self.size = QSizeF(size)
        self.setZValue(50)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.size.width() / 2, -self.size.height() / 2, self.size.width(), self.size.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        draw_svg(painter, self.boundingRect(), guest_art(self.guest))


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


class FocusRing(QGraphicsObject):
    """The keyboard's cursor: a white ring edged in black (seen on wood, on cards and on buttons alike)."""

    def __init__(self):
        super().__init__()
        self.rect = QRectF()
        self.setZValue(45)
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#111111"), 8))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QPen(QColor("#ffffff"), 4))
        painter.drawRoundedRect(self.rect, 12, 12)


class PlayerRow(QGraphicsObject):
    """One player's row: name, score, hand size, and whose turn it is."""

    def __init__(self, seat: int, rect: QRectF):
        super().__init__()
        self.seat = seat
        self.rect = rect
        self.name = ""
        self.score_text = ""
        self.info = ""
        self.current = False
        self.out = False
        self.score = 0
        self.setZValue(0.5)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-6, -6, 6, 8)

    # Fonts of the header, and the gaps between its items (scene px).
    NAME_FONT = (22, True)
    INFO_FONT = (19, False)
    SCORE_FONT = (20, True)
    CHIP_FONT = (18, True)
    CHIP_R = 10.0
    CHIP_GAP = 6.0
    GAP = 12.0

    def chips(self) -> list[tuple[int, str, str]]:
        """The score as the game's chips (C-CHIPS): (how many, colour, rim) of blue 10, red 5 and black 1."""
        score = max(0, self.score)
        out = []
        for value, color, rim in ((10, "#2f6fb5", "#cfe0f5"), (5, "#c0392b", "#f5d0cb"), (1, "#1c1c1c", "#d9d9d9")):
            count, score = divmod(score, value)
            if count:
                out.append((count, color, rim))
        return out

    AVATAR = 30.0  # the player's photo (cafegames/ui/avatars), when they have one, before the name

    def avatar_rect(self) -> QRectF | None:
        if avatar_path(self.name) is None:
            return None
        return QRectF(self.rect.left() + 14, self.rect.top() + 7, self.AVATAR, self.AVATAR)

    def head_rect(self) -> QRectF:
        shift = self.AVATAR + 8 if self.avatar_rect() is not None else 0.0
        return QRectF(self.rect.left() + 16 + shift, self.rect.top() + 6, self.rect.width() - 32 - shift, 32)

    def header_layout(self) -> dict[str, QRectF]:
        """Where each item of the header goes, measured from its text so that nothing can overlap: the score at
        the right, the chips just before it, the name at the left (cut short with … when it must be) and the
        hand size right after the name. Keys: "name", "hand", "chip0"…, "score"."""
        head = self.head_rect()
        y, h = head.top(), head.height()
        out: dict[str, QRectF] = {}
        score_w = QFontMetricsF(scene_font(*self.SCORE_FONT)).horizontalAdvance(self.score_text)
        right = head.right() - score_w
        out["score"] = QRectF(right, y, score_w, h)
        chip_fm = QFontMetricsF(scene_font(*self.CHIP_FONT))
        pieces = [2 * self.CHIP_R + 3 + chip_fm.horizontalAdvance(f"×{count}") for count, _, _ in self.chips()]
        x = right - self.GAP - sum(pieces) - self.CHIP_GAP * max(0, len(pieces) - 1)
        chips_left = x if pieces else right
        for i, w in enumerate(pieces):
            out[f"chip{i}"] = QRectF(x, y, w, h)
            x += w + self.CHIP_GAP
        hand_w = QFontMetricsF(scene_font(*self.INFO_FONT)).horizontalAdvance(self.info)
        name_fm = QFontMetricsF(scene_font(*self.NAME_FONT))
        room = chips_left - self.GAP - head.left() - self.GAP - hand_w
        name_w = min(name_fm.horizontalAdvance(self.name_text()), max(room, 0.0))
        out["name"] = QRectF(head.left(), y, name_w, h)
        out["hand"] = QRectF(head.left() + name_w + self.GAP, y, hand_w, h)
        return out

    def name_text(self) -> str:
        return ("▶ " if self.current else "") + self.name

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#f0b429"), 6) if self.current else QPen(QColor("#4a3422"), 2))
        painter.setBrush(QColor("#5a3d27") if self.current else QColor("#3f2b1c"))
        painter.drawRoundedRect(self.rect, 16, 16)
        at = self.header_layout()
        left_mid = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        photo = self.avatar_rect()
        if photo is not None:
            draw_avatar(painter, photo, self.name, QColor("#f0b429") if self.current else QColor("#fff6e6"))
        painter.setFont(scene_font(*self.NAME_FONT))
        painter.setPen(QColor("#ffe7a8") if self.current else QColor("#fff6e6"))
        fm = QFontMetricsF(painter.font())
        painter.drawText(at["name"].adjusted(0, 0, 2, 0), left_mid,
                         fm.elidedText(self.name_text(), Qt.TextElideMode.ElideRight, at["name"].width() + 1))
        painter.setFont(scene_font(*self.INFO_FONT))
        painter.setPen(QColor("#e8d5b5"))
        painter.drawText(at["hand"].adjusted(0, 0, 2, 0), left_mid, self.info)
        painter.setFont(scene_font(*self.CHIP_FONT))
        for i, (count, color, rim) in enumerate(self.chips()):
            r = at[f"chip{i}"]
            painter.setPen(QPen(QColor(rim), 2.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(color))
            painter.drawEllipse(QPointF(r.left() + self.CHIP_R, r.center().y()), self.CHIP_R, self.CHIP_R)
            painter.setPen(QColor("#fff6e6"))
            painter.drawText(r.adjusted(2 * self.CHIP_R + 3, 0, 2, 0), left_mid, f"×{count}")
        painter.setFont(scene_font(*self.SCORE_FONT))
        painter.setPen(QColor("#fff6e6"))
        painter.drawText(at["score"].adjusted(-2, 0, 0, 0),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.score_text)
        if self.out:
            painter.setFont(scene_font(26, bold=True))
            painter.setPen(QColor("#ffb4a8"))
            painter.drawText(self.rect.adjusted(0, 40, 0, 0), Qt.AlignmentFlag.AlignCenter,
                             QCoreApplication.translate("CafeScene", "Out of the game"))


class EndPanel(QGraphicsObject):
    """The final count, line by line, over the café, and "Play again" under it."""

    BUTTON = QSizeF(300, 62)

    def __init__(self):
        super().__init__()
        self.lines: list[tuple[str, bool]] = []
        self.setZValue(200)
        self.w, self.h = 840.0, 200.0
        self.again = ButtonItem("", self.BUTTON, self, color=Palette.ok, font_px=24)

    def set_lines(self, lines: list[tuple[str, bool]]) -> None:
        self.prepareGeometryChange()
        self.lines = lines
        self.h = 60 + sum(52 if big else 38 for _, big in lines) + self.BUTTON.height() + 20
        self.again.setPos(-self.BUTTON.width() / 2, self.h / 2 - self.BUTTON.height() - 24)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.w / 2, -self.h / 2, self.w, self.h + 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.w / 2, -self.h / 2, self.w, self.h)
        painter.setPen(QPen(QColor("#5a3519"), 4))
        painter.setBrush(QColor(251, 244, 230, 245))
        painter.drawRoundedRect(r, 20, 20)
        y = r.top() + 30
        for text, big in self.lines:
            painter.setFont(scene_font(32 if big else 22, bold=big))
            painter.setPen(Palette.accent_dark if big else Palette.ink)
            h = 52 if big else 38
            painter.drawText(QRectF(r.left() + 20, y, r.width() - 40, h), Qt.AlignmentFlag.AlignCenter, text)
            y += h


class CafeScene(GameScene):
    BACKGROUND = QColor("#3b2618")

    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self.board = game.board
        self.view_: Any = None
        self.legal: list[Any] = []
        self.steps: list[tuple[int, int]] = []
        self.used: list[int] = []  # hand indices placed this turn
        self.selected: int | None = None  # hand index picked
        self.turn_steps: dict[tuple[int, int], Any] = {}
        self.cards: list[GuestCard] = []
        self.floor = self.addRect(QRectF(8, 8, 984, 984), QPen(QColor("#6b4a2b"), 6), QBrush(FLOOR))
        self.floor.setZValue(-1)
        self.tables: list[TableItem] = []
        for t in self.board.tables:
            item = TableItem(t.id, t.nation)
            item.setPos(board_point(t.x, t.y))
            self.addItem(item)
            self.tables.append(item)
        self.chairs: list[ChairItem] = []
        for c in self.board.chairs:
            item = ChairItem(c.id, c.shared)
            if c.shared:
                item.setPos(board_point(c.x, c.y))
            else:
                t = self.board.tables[c.tables[0]]
                item.setPos(board_point(t.x + (c.x - t.x) / 0.42 * 0.5, t.y + (c.y - t.y) / 0.42 * 0.5))
            item.clicked.connect(lambda cid=c.id: self.chair_clicked(cid))
            self.addItem(item)
            self.chairs.append(item)
        bar_rect = QRectF(CENTER.x() - 124, CENTER.y() - 272, 248, 544)
        self.bar = BarItem(bar_rect)
        self.addItem(self.bar)
        self.bar_seats: list[BarSeatItem] = []
        for i, value in enumerate(self.board.bar_values):
            item = BarSeatItem(i + 1, value)
            col, row = divmod(i, 10)
            x = bar_rect.left() + 8 if col == 0 else bar_rect.right() - 8 - BAR_SEAT.width()
            item.setPos(x, bar_rect.top() + 12 + row * 52)
            item.clicked.connect(lambda n=i: self.bar_clicked(n))
            self.addItem(item)
            self.bar_seats.append(item)
        self.bag = BagItem()
        self.bag.setPos(CENTER.x() - 200, CENTER.y() - 10)
        self.addItem(self.bag)
        n = len(self.seats)
        self.rows: list[PlayerRow] = []
        for s in range(n):
            row = PlayerRow(s, QRectF(ROW_X, 12 + s * (ROW_H + 8), ROW_W, ROW_H))
            self.addItem(row)
            self.rows.append(row)
        controls_top = 12 + 4 * (ROW_H + 8) + 4
        self.status = QGraphicsTextItem()
        self.status.setDefaultTextColor(QColor("#fff6e6"))
        self.status.setFont(scene_font(21))
        self.status.setTextWidth(ROW_W)
        self.status.setPos(ROW_X, controls_top)
        self.addItem(self.status)
        by = self.HEIGHT - 76
        self.take_back = ButtonItem("", QSizeF(200, 62), color=QColor("#6d5a48"), font_px=22)
        self.take_back.setPos(ROW_X, by)
        self.take_back.clicked.connect(self.take_back_step)
        self.end_turn = ButtonItem("", QSizeF(270, 62), color=Palette.ok, font_px=22)
        self.end_turn.setPos(ROW_X + ROW_W - 270, by)
        self.end_turn.clicked.connect(self.end_turn_clicked)
        self.pass_button = ButtonItem("", QSizeF(270, 62), color=Palette.accent, font_px=22)
        self.pass_button.setPos(ROW_X + ROW_W - 270, by)
        self.pass_button.clicked.connect(self.pass_clicked)
        for b in (self.take_back, self.end_turn, self.pass_button):
            b.setZValue(20)
            self.addItem(b)
        self.end_panel = EndPanel()
        self.end_panel.setPos(CENTER)
        self.end_panel.setVisible(False)
        self.end_panel.again.clicked.connect(self.play_again)
        self.addItem(self.end_panel)
        # Keyboard play: the cursor shows once a key is used and hides again on a mouse click.
        self.kb_visible = False
        self.kb_focus: tuple[str, Any] | None = None
        self.focus_ring = FocusRing()
        self.addItem(self.focus_ring)
        self.retranslate()

    # ------------------------------------------------------------------ helpers
    @property
    def seat(self) -> int | None:
        return self.seat_on_screen

    def my_turn(self) -> bool:
        v = self.view_
        return (v is not None and not v.over and self.seat_on_screen == v.turn and bool(self.legal)
                and self.seats[v.turn].is_human)

    def hand(self) -> tuple[int, ...]:
        return self.view_.hands[self.seat_on_screen] if self.view_ is not None else ()

    def selected_guest(self) -> int | None:
        return None if self.selected is None else self.hand()[self.selected]

    def card_pos(self, seat: int, index: int) -> QPointF:
        row = self.rows[seat].rect
        return QPointF(row.left() + 14 + index * (CARD.width() + 10), row.top() + 42)

    # ------------------------------------------------------------------ drawing a view
    def show_state(self, seat_on_screen, view, legal, events):
        self.finish_animations()
        self.seat_on_screen = seat_on_screen
        self.view_ = view
        self.legal = list(legal)
        self.steps, self.used, self.selected = [], [], None
        self.kb_focus = None
        self.turn_steps = self.game.turn_steps(view, seat_on_screen) if self.my_turn() else {}
        for i, guest in enumerate(view.chairs):
            self.chairs[i].guest = guest
            self.chairs[i].pending = False
            self.chairs[i].arriving = False
        for i, item in enumerate(self.bar_seats):
            item.guest = view.bar[i] if i < len(view.bar) else EMPTY
        self.bag.count = view.bag_count
        for card in self.cards:
            self.removeItem(card)
        self.cards = []
        for s, hand in enumerate(view.hands):
            for i, guest in enumerate(hand):
                card = GuestCard(s, i, guest)
                card.setPos(self.card_pos(s, i))
                card.clicked.connect(lambda s=s, i=i: self.card_clicked(s, i))
                self.addItem(card)
                self.cards.append(card)
        self._animate(events)
        self.refresh()

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

    # ------------------------------------------------------------------ highlights and texts
    def refresh(self) -> None:
        v = self.view_
        if v is None:
            return
        mine = self.my_turn()
        sel = self.selected_guest()
        for ch in self.chairs:
            ch.mode, ch.label = "", ""
            ch.setToolTip("")
        for i, (g, c) in enumerate(self.steps):
            self.chairs[c].guest = g
            self.chairs[c].pending = True
            del i
        bar_next = len(v.bar)
        for item in self.bar_seats:
            item.glow = False
        if mine and sel is not None:
            if not self.steps:
                for (g, c), first in self.turn_steps.items():
                    if g == sel:
                        self.chairs[c].mode = "ok" if first.can_end else "first"
                        self.chairs[c].label = f"+{first.points}" if first.can_end else "+0"
                for a in self.legal:
                    if isinstance(a, Swap) and a.guest == sel:
                        self.chairs[a.chair].mode = "swap"
                        self.chairs[a.chair].label = "⇄"
                    if isinstance(a, ToBar) and a.guest == sel and bar_next < 20:
                        self.bar_seats[bar_next].glow = True
            elif len(self.steps) == 1:
                first = self.turn_steps.get(self.steps[0])
                for (g2, c2), pts in (first.seconds.items() if first else []):
                    if g2 == sel:
                        self.chairs[c2].mode = "ok"
                        self.chairs[c2].label = f"+{pts}"
        for card in self.cards:
            card.active = mine and card.seat == self.seat_on_screen
            card.selected = card.active and card.index == self.selected
            card.used = card.active and card.index in self.used
            card.update()
        for s, row in enumerate(self.rows):
            row.name = self.seats[s].name
            row.current = not v.over and v.turn == s
            row.out = v.out[s]
            row.score = v.scores[s]
            row.score_text = QCoreApplication.translate("CafeScene", "{n} points").format(n=v.scores[s])
            row.info = QCoreApplication.translate("CafeScene", "hand {n}").format(n=v.hand_size[s])
            row.update()
        for item in (*self.chairs, *self.bar_seats):
            item.update()
        self.bag.update()
        can_end = self._can_end()
        self.take_back.setVisible(mine and bool(self.steps))
        only_pass = mine and all(isinstance(a, Pass) for a in self.legal)
        self.pass_button.setVisible(only_pass)
        self.end_turn.setVisible(mine and not only_pass)
        self.end_turn.setEnabled(can_end is not None)
        self.end_turn.set_text(QCoreApplication.translate("CafeScene", "End turn (+{n})").format(n=can_end) if can_end is not None
                               else QCoreApplication.translate("CafeScene", "End turn"))
        self.status.setPlainText(self._status_text(mine, sel, only_pass))
        self._show_end()
        self._update_focus()

    def _can_end(self) -> int | None:
        if len(self.steps) == 1:
            first = self.turn_steps.get(self.steps[0])
            return first.points if first is not None and first.can_end else None
        if len(self.steps) == 2:
            first = self.turn_steps.get(self.steps[0])
            return first.seconds.get(self.steps[1]) if first is not None else None
        return None

    def _status_text(self, mine: bool, sel: int | None, only_pass: bool) -> str:
        v = self.view_
        if v.over:
            return QCoreApplication.translate("CafeScene", "The game is over.")
        name = self.seats[v.turn].name
        if not mine:
            if self.seats[v.turn].is_human:
                return QCoreApplication.translate("CafeScene", "{name} is playing.").format(name=name)
            return QCoreApplication.translate("CafeScene", "{name} (computer) is thinking…").format(name=name)
        if self.kb_visible:
            return self._keys_text(sel, only_pass)
        if only_pass:
            return QCoreApplication.translate("CafeScene", "{name}, none of your guests can sit anywhere and jokers never go to the bar: "
                           "you must pass.").format(name=name)
        if len(self.steps) == 2:
            return QCoreApplication.translate("CafeScene", "Two guests seated: end your turn, or take one back.")
        if len(self.steps) == 1:
            if self._can_end() is not None:
                return QCoreApplication.translate("CafeScene", "End your turn now, or pick a second guest for a glowing chair.")
            return QCoreApplication.translate("CafeScene", "This guest needs a partner at the same table: pick a second guest.")
        if sel is None:
            return QCoreApplication.translate(
                "CafeScene", "{name}, pick a guest from your row, then a chair. Green chairs score; amber ones need "
                             "a second guest at that table.").format(name=name)
        parts = []
        if any(c.mode in ("ok", "first") for c in self.chairs):
            parts.append(QCoreApplication.translate("CafeScene", "Click a glowing chair to seat this guest."))
        else:
            parts.append(QCoreApplication.translate("CafeScene", "This guest cannot sit at any table now."))
        if any(b.glow for b in self.bar_seats):
            parts.append(QCoreApplication.translate("CafeScene", "The glowing bar seat sends the guest to the bar."))
        if any(c.mode == "swap" for c in self.chairs):
            parts.append(QCoreApplication.translate("CafeScene", "A purple joker can be swapped for this guest."))
        parts.append(QCoreApplication.translate("CafeScene", "Click the guest again to put it back."))
        return " ".join(parts)

    def _keys_text(self, sel: int | None, only_pass: bool) -> str:
        """The status while the keyboard is used: what each key does now."""
        if only_pass:
            return QCoreApplication.translate("CafeScene", "None of your guests can sit anywhere and jokers never go to the bar: Enter "
                                    "passes.")
        if len(self.steps) == 2:
            return QCoreApplication.translate("CafeScene", "Two guests seated. E ends your turn; Backspace takes the last guest back.")
        if sel is not None:
            return QCoreApplication.translate("CafeScene", "Arrows or Tab: go from one glowing place to the next; Enter seats the guest "
                                    "there. B sends it to the bar. Esc puts it back.")
        if len(self.steps) == 1:
            if self._can_end() is not None:
                return QCoreApplication.translate("CafeScene", "E (or Enter on “End turn”) ends your turn; ← → and Enter pick a second "
                                        "guest; Backspace takes the guest back.")
            return QCoreApplication.translate("CafeScene", "This guest needs a partner at the same table: ← → and Enter pick a second "
                                    "guest; Backspace takes the guest back.")
        return QCoreApplication.translate("CafeScene", "{name}, ← → or Tab choose a guest, Enter picks it (B sends it to the bar).").format(
            name=self.seats[self.view_.turn].name)

    def _show_end(self) -> None:
        v = self.view_
        if not v.over or v.penalties is None:
            self.end_panel.setVisible(False)
            return
        from cafegames.games.cafe.game import END_REASONS

        lines: list[tuple[str, bool]] = [(QCoreApplication.translate("CafeScene", "Final count"), True)]
        if v.end_reason in END_REASONS:
            lines.append((tr_message(END_REASONS[v.end_reason]), False))
        for s, (cards, jokers, lost) in enumerate(v.penalties):
            if v.out[s]:
                lines.append((QCoreApplication.translate("CafeScene", "{name}: out of the game").format(name=self.seats[s].name), False))
                continue
            if not lost:
                lines.append((QCoreApplication.translate("CafeScene", "{name}: no guest left in hand, final score "
                                                                      "{score}").format(
                    name=self.seats[s].name, score=v.scores[s]), False))
                continue
            lines.append((QCoreApplication.translate("CafeScene", "{name}: guests in hand {cards} × 5, jokers {jokers} × 10 → −{lost}, final score {score}").format(
                name=self.seats[s].name, cards=cards, jokers=jokers, lost=lost, score=v.scores[s]), False))
        alive = [s for s in range(v.n) if not v.out[s]]
        best = max(v.scores[s] for s in alive) if alive else 0
        winners = [self.seats[s].name for s in alive if v.scores[s] == best]
        if len(winners) == 1:
            lines.append((QCoreApplication.translate("CafeScene", "{name} wins!").format(name=winners[0]), True))
        else:
            lines.append((QCoreApplication.translate("CafeScene", "Shared win: {names}").format(names=", ".join(winners)), True))
        self.end_panel.set_lines(lines)
        self.end_panel.setVisible(True)

    def retranslate(self) -> None:
        super().retranslate()
        for t in self.tables:
            t.name = tr_text("Cafe", NATION_NAMES[NATIONS[t.nation]])
            t.update()
        self.bar.title = QCoreApplication.translate("CafeScene", "BAR")
        self.bag.label = QCoreApplication.translate("CafeScene", "in the bag")
        self.take_back.set_text(QCoreApplication.translate("CafeScene", "Take back"))
        self.pass_button.set_text(QCoreApplication.translate("CafeScene", "Pass"))
        self.end_panel.again.set_text(QCoreApplication.translate("CafeScene", "Play again"))
        self.end_panel.again.setToolTip(QCoreApplication.translate("CafeScene", "Same players, same rules, a new "
                                                                                "deal"))
        self.refresh()

    # ------------------------------------------------------------------ gestures
    def card_clicked(self, seat: int, index: int) -> None:
        if not self.my_turn():
            return
        if seat != self.seat_on_screen:
            self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your own row, {name}.").format(
                name=self.seats[self.seat_on_screen].name))
            return
        if index in self.used:
            return
        if len(self.steps) == 2:
            self.show_error(QCoreApplication.translate("CafeScene", "You have seated two guests: end your turn or take one back."))
            return
        self.selected = None if self.selected == index else index
        self.hide_error()
        self.refresh()

    def chair_clicked(self, chair: int) -> None:
        if not self.my_turn():
            return
        item = self.chairs[chair]
        sel = self.selected_guest()
        if item.mode == "swap" and sel is not None:
            self.choose(Swap(self.seat_on_screen, chair, sel))
            return
        if item.mode in ("ok", "first") and sel is not None:
            self.steps.append((sel, chair))
            self.used.append(self.selected)
            self.selected = None
            self.hide_error()
            self.refresh()
            return
        if sel is None:
            if len(self.steps) == 2:
                self.show_error(QCoreApplication.translate("CafeScene", "You have seated two guests: end your turn or take one back."))
            elif self.view_.chairs[chair] == EMPTY:
                self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your row first."))
            return
        first = self.steps[0] if self.steps else None
        why = self.game.explain(self.view_, self.seat_on_screen, sel, chair, first)
        self.show_error(why if why is not None else Message(CTX, "…"))

    def chair_hint(self, chair: int) -> str:
        """The tooltip of a chair while a guest is picked: its points, or why the guest may not sit there."""
        sel = self.selected_guest()
        if not self.my_turn() or sel is None or len(self.steps) == 2:
            return ""
        item = self.chairs[chair]
        if item.mode == "swap":
            return QCoreApplication.translate("CafeScene", "Swap: this guest takes the joker’s place, the joker "
                                                           "comes to your hand. No points.")
        if item.mode == "ok":
            return QCoreApplication.translate("CafeScene", "{n} points").format(n=item.label.lstrip("+"))
        if item.mode == "first":
            return QCoreApplication.translate("CafeScene", "No points yet: seat a second guest at this table in "
                                                           "the same turn.")
        first = self.steps[0] if self.steps else None
        why = self.game.explain(self.view_, self.seat_on_screen, sel, chair, first)
        return tr_message(why) if why is not None else ""

    def bar_clicked(self, number: int) -> None:
        if not self.my_turn():
            return
        sel = self.selected_guest()
        if sel is None:
            self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your row first."))
            return
        if self.steps:
            self.show_error(QCoreApplication.translate("CafeScene", "You have already seated a guest this turn: take it back to go to the bar."))
            return
        if is_joker(sel):
            self.show_error(tr_text("Cafe", "Jokers never go to the bar."))
            return
        if number != len(self.view_.bar):
            self.show_error(QCoreApplication.translate("CafeScene", "The bar seats are taken in order: the next one is number {n}.").format(
                n=len(self.view_.bar) + 1))
            return
        self.choose(ToBar(self.seat_on_screen, sel))

    def take_back_step(self) -> None:
        if not self.steps:
            return
        g, c = self.steps.pop()
        self.used.pop()
        self.chairs[c].guest = self.view_.chairs[c]
        self.chairs[c].pending = False
        self.selected = None
        self.refresh()

    def end_turn_clicked(self) -> None:
        if self._can_end() is None:
            return
        (g1, c1), *rest = self.steps
        action = Place(self.seat_on_screen, g1, c1, *(rest[0] if rest else (-1, -1)))
        self.choose(action)

    def pass_clicked(self) -> None:
        self.choose(Pass(self.seat_on_screen))


    # ------------------------------------------------------------------ keyboard
    def _buttons(self) -> list[tuple[str, ButtonItem]]:
        return [(name, b) for name, b in (("end", self.end_turn), ("pass", self.pass_button),
                                          ("back", self.take_back), ("again", self.end_panel.again))
                if b.isVisible() and b.isEnabled()]

    def _focus_item(self, focus: tuple[str, Any]) -> QGraphicsItem | None:
        kind, key = focus
        if kind == "card":
            return next((c for c in self.cards if c.active and c.index == key), None)
        if kind == "chair":
            return self.chairs[key]
        if kind == "bar":
            return self.bar_seats[key]
        return dict(self._buttons()).get(key)

    def _targets(self) -> list[tuple[str, Any]]:
        """Where the picked guest may go (glowing chairs, swappable jokers, the next bar seat), in reading order."""
        found: list[tuple[str, Any]] = [("chair", c.chair_id) for c in self.chairs if c.mode]
        found += [("bar", b.number - 1) for b in self.bar_seats if b.glow]

        def place(f: tuple[str, Any]) -> tuple[float, float]:
            c = self._focus_item(f).sceneBoundingRect().center()
            return round(c.y() / 40), c.x()

        return sorted(found, key=place)

    def focus_ring_items(self) -> list[tuple[str, Any]]:
        """What the keyboard moves among now: the picked guest's places, or else the guests still in hand and the
        buttons."""
        if self.end_panel.isVisible():
            return [("button", "again")]
        if self.selected is not None:
            return self._targets() or [("card", self.selected)]
        cards = [("card", c.index) for c in self.cards if c.active and c.index not in self.used]
        return cards + [("button", name) for name, _ in self._buttons()]

    def _default_focus(self, ring: list[tuple[str, Any]]) -> tuple[str, Any] | None:
        if not ring:
            return None
        if self.selected is not None:
            def rank(f: tuple[str, Any]) -> int:
                """The best-scoring chair first; then a chair that needs a partner, a swap; the bar last (it
                costs points later), so that Enter pressed twice never sends a guest to the bar by surprise."""
                item = self._focus_item(f)
                if isinstance(item, ChairItem):
                    return int(item.label.lstrip("+") or 0) if item.mode == "ok" else -1 if item.mode == "first" else -2
                return -3
            return max(ring, key=rank)
        for button in ("pass", "end"):
            if ("button", button) in ring and (button == "pass" or self.steps):
                return ("button", button)
        return ring[0]

    def _update_focus(self) -> None:
        ring = self.focus_ring_items() if self.my_turn() or self.end_panel.isVisible() else []
        if self.kb_focus not in ring:
            self.kb_focus = self._default_focus(ring)
        item = self._focus_item(self.kb_focus) if self.kb_focus is not None else None
        shown = self.kb_visible and item is not None
        if shown:
            self.focus_ring.set_rect(item.sceneBoundingRect().adjusted(-3, -3, 3, 3))
        self.focus_ring.setVisible(shown)
        self.focus_ring.update()
        if self.view_ is not None and self.my_turn():
            self.status.setPlainText(self._status_text(True, self.selected_guest(),
                                                       self.pass_button.isVisible()))

    def _move_focus(self, step: int) -> None:
        ring = self.focus_ring_items()
        if not ring:
            return
        i = ring.index(self.kb_focus) if self.kb_focus in ring else 0
        self.kb_focus = ring[(i + step) % len(ring)]

    def _move_focus_towards(self, dx: float, dy: float) -> None:
        """Among the picked guest's places, go to the nearest one in the arrow's direction."""
        ring = self.focus_ring_items()
        here = self._focus_item(self.kb_focus) if self.kb_focus in ring else None
        if here is None:
            return
        p = here.sceneBoundingRect().center()
        best, best_cost = None, None
        for f in ring:
            if f == self.kb_focus:
                continue
            c = self._focus_item(f).sceneBoundingRect().center()
            along = (c.x() - p.x()) * dx + (c.y() - p.y()) * dy
            across = abs((c.x() - p.x()) * dy - (c.y() - p.y()) * dx)
            if along <= 1 or across > 2 * along:
                continue
            cost = along + 2 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = f, cost
        if best is not None:
            self.kb_focus = best

    def _activate(self) -> None:
        if self.kb_focus is None:
            return
        kind, key = self.kb_focus
        if kind == "card":
            self.card_clicked(self.seat_on_screen, key)
        elif kind == "chair":
            self.chair_clicked(key)
        elif kind == "bar":
            self.bar_clicked(key)
        elif key == "end":
            self.end_turn_clicked()
        elif key == "pass":
            self.pass_clicked()
        elif key == "back":
            self._take_back_by_key()
        elif key == "again":
            self.play_again.emit()

    def _take_back_by_key(self) -> None:
        if self.steps:
            index = self.used[-1]
            self.take_back_step()
            self.kb_focus = ("card", index)

    def _to_bar_by_key(self) -> None:
        if self.selected is None and self.kb_focus is not None and self.kb_focus[0] == "card":
            self.card_clicked(self.seat_on_screen, self.kb_focus[1])
        if self.selected is None:
            self.show_error(QCoreApplication.translate("CafeScene", "Pick a guest from your row first."))
            return
        self.bar_clicked(len(self.view_.bar))

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Play by keyboard: ←/→ (or Tab) among your guests and the buttons; Enter picks a guest, then the arrows
        go from place to place (Tab in reading order) and Enter seats it there; B sends the guest to the bar;
        E ends the turn; Backspace or Ctrl+Z takes the last guest back; Esc puts a picked guest back."""
        key = event.key()
        K = Qt.Key
        if self.end_panel.isVisible() and key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            self.play_again.emit()  # the one button of the final count
            event.accept()
            return
        if not self.my_turn():
            super().keyPressEvent(event)
            return
        arrows = {K.Key_Left: (-1, 0), K.Key_Right: (1, 0), K.Key_Up: (0, -1), K.Key_Down: (0, 1)}
        reveal_only = not self.kb_visible
        self.kb_visible = True
        if key in arrows or key in (K.Key_Tab, K.Key_Backtab):
            if not reveal_only:
                if key == K.Key_Backtab or (key == K.Key_Tab and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
                    self._move_focus(-1)
                elif key == K.Key_Tab:
                    self._move_focus(1)
                elif self.selected is not None and self._targets():
                    self._move_focus_towards(*arrows[key])
                else:
                    self._move_focus(1 if key in (K.Key_Right, K.Key_Down) else -1)
        elif key in (K.Key_Return, K.Key_Enter, K.Key_Space):
            self._activate()
        elif key == K.Key_Escape:
            if self.selected is not None:
                index = self.selected
                self.card_clicked(self.seat_on_screen, index)
                self.kb_focus = ("card", index)
        elif key == K.Key_B:
            self._to_bar_by_key()
        elif key == K.Key_E:
            self.end_turn_clicked()
        elif key == K.Key_Backspace or (key == K.Key_Z and event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            self._take_back_by_key()
        else:
            self.kb_visible = not reveal_only
            super().keyPressEvent(event)
            return
        event.accept()
        self._update_focus()

    def event(self, event) -> bool:
        """Tab and Shift+Tab move the café's cursor while it is your turn (QGraphicsScene would otherwise spend
        them on its items' focus chain)."""
        from PySide6.QtCore import QEvent

        if (event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
                and self.my_turn()):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self.kb_visible:
            self.kb_visible = False
            self._update_focus()
        super().mousePressEvent(event)


def _land(chair: ChairItem) -> None:
    chair.arriving = False
    chair.update()


def _easing(name: str):
    from PySide6.QtCore import QEasingCurve

    return getattr(QEasingCurve.Type, name)


Scene = CafeScene
