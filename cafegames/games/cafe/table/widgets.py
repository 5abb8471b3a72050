"""Café International's items on the café floor: the tables, chairs, bar and bag, the guest cards and a guest in
flight, and the drawing helpers they share (the guests' art, the nation names' font).

`scene.py` arranges them and talks to the controller; the players' rows and the rings that mark a move are in
`widgets_panels.py`, the final count in `widgets_ending.py`. The items only draw what they are told: a chair's `mode` and `label`, a bar
seat's `glow`, a card's `selected`/`used` are set by the scene, which asks the rules.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.games.cafe.board import (
    EMPTY,
    JOKER_NATION,
    NATION_NAMES,
    NATIONS,
    gender_of,
    is_joker,
    nation_of,
)
from cafegames.games.cafe.table import art
from cafegames.ui.graphics import Palette, scene_font, svg_cache
from cafegames.ui.i18n import tr_text
from cafegames.ui.paint_cache import LookCache, look_cache

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

    from cafegames.engine.paths import translations_dir
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


class FloorPart:
    """An item drawn inside the café's one floor picture (`FloorPicture`) rather than on its own: it still takes
    the clicks, hovers and tooltips of its place, and `update()` repaints its place in the floor picture."""

    floor: FloorPicture | None = None

    def update(self, *args) -> None:
        if self.floor is None:
            super().update(*args)  # type: ignore[misc]
        else:
            self.floor.update(self.sceneBoundingRect())  # type: ignore[attr-defined]


class FloorPicture(QGraphicsObject):
    """The bar, the tables, the bag, the chairs and the bar seats painted as one picture, made again only when one
    of them changes (once a move, or when a guest is picked).

    Why: each of these 114 items cost a Python paint call and a pixmap copy on every frame, 4–6 ms of a full
    redraw at 1920×1080; the picture costs one copy. The parts stay in the scene for the clicks, hovers,
    tooltips and keyboard, flagged to draw nothing; the picture draws them in the order their z-values and
    places in the scene gave them, each from its own cached picture."""

    CACHE = LookCache(limit=1)  # only the floor on screen: a picture is about 4 MB at 1920×1080

    def __init__(self, parts: list[QGraphicsObject]):
        super().__init__()
        self.parts = sorted(parts, key=lambda item: item.zValue())  # a stable sort keeps the scene's order
        self.setZValue(self.parts[0].zValue())
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = QRectF()
        for part in self.parts:
            part.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
            part.floor = self
            self._rect = self._rect.united(part.sceneBoundingRect())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def refit(self) -> None:
        """The picture's rect again after parts changed size ("Larger cards and text" scales the chairs)."""
        rect = QRectF()
        for part in self.parts:
            rect = rect.united(part.sceneBoundingRect())
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self.update()

    def look(self) -> tuple:
        return tuple((part.look(), part.scale()) for part in self.parts)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self.CACHE.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        for part in self.parts:
            painter.save()
            painter.setTransform(part.sceneTransform(), True)
            part.paint(painter, None)
            painter.restore()


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


class TableItem(FloorPart, QGraphicsObject):
    def __init__(self, table_id: int, nation: int):
        super().__init__()
        self.table_id = table_id
        self.nation = nation
        self.name = ""
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-TABLE_W / 2 - 2, -TABLE / 2 - 2, TABLE_W + 4, TABLE + 8)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.nation, self.name)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
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


class ChairItem(FloorPart, Clickable):
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
        chair_hint = getattr(self.scene(), "chair_hint", None)  # CafeScene's (it imports this module)
        if chair_hint is not None:
            self.setToolTip(chair_hint(self.chair_id))

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.shared, self.guest, self.pending, self.arriving, self.mode, self.label)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
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


class BarSeatItem(FloorPart, Clickable):
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

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.number, self.value, self.guest, self.glow)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
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


class BarItem(FloorPart, QGraphicsObject):
    """The counter in the middle of the café, and the bag beside it."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = rect
        self.title = ""
        self.setZValue(0.5)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 8)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.rect.getRect(), self.title)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
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


class BagItem(FloorPart, QGraphicsObject):
    def __init__(self):
        super().__init__()
        self.count = 0
        self.label = ""
        self.setZValue(1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-80, -80, 160, 170)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.count, self.label)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
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

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.guest, self.selected, self.used, nation_text(self.guest))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
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
