"""Graphics items of the UNO table: cards, seat panels, the colour and direction marks, the score sheet."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.games.uno.table import art
from cafegames.ui import pictures
from cafegames.ui.avatars import draw_avatar
from cafegames.ui.graphics import HoverHighlight, Palette, _scale_of, scene_font, svg_cache
from cafegames.ui.paint_cache import look_cache, snap_to_device_pixels
from cafegames.ui.seat_names import SeatMark
from cafegames.ui.seat_names import seat_marks as shared_seat_marks

COLOURS = [QColor(c) for c in art.FILL]
AVATARS = [QColor(c) for c in ("#e07a5f", "#3d85c6", "#81b29a", "#f2cc8f", "#9b5de5", "#f15bb5", "#00bbf9",
                                "#8d6e63", "#43aa8b", "#ff924c")]
GOLD = QColor("#ffd166")
FELT = QColor("#2f6b4f")
FELT_EDGE = QColor("#214d39")


class PhotoDeck:
    """U-PHOTO: the deck of the family's own pictures in use (see `widgets_decks.py` for the storage).

    Each card's picture is read from the deck folder, cropped as placed in the designer, cut to the card's
    centre oval and handed to art.face_svg as a data: URI (once per placement). A card whose file went missing,
    or became unreadable, is drawn with the standard art; `take_notice()` says so once per deck and card."""

    def __init__(self) -> None:
        self.deck = None  # decks.Deck | None
        self._uris: dict[str, str | None] = {}
        self._images: dict[str, QImage | None] = {}
        self.broken: set[str] = set()
        self._told: set[tuple[str, str]] = set()

    def load(self, settings) -> None:
        from cafegames.games.uno.table import widgets_decks as decks

        self._uris.clear()  # read afresh from disk: a picture may have been damaged since
        self._images.clear()
        self.use(decks.current(settings))

    def use(self, deck) -> None:
        """Draw with `deck` (None: the standard cards). Prepared pictures of the same deck are kept: their keys
        name the picture's content hash and its placement."""
        if deck is None or self.deck is None or deck.id != self.deck.id:
            self._images.clear()
            self._uris.clear()
        self.deck = deck
        self.broken = set(deck.missing()) if deck is not None else set()

    @property
    def paths(self) -> dict[str, str]:
        """Card name → the stored picture file, for the cards that have one."""
        if self.deck is None:
            return {}
        return {c: str(self.deck.folder / p.picture) for c, p in self.deck.cards.items()}

    def href(self, name: str) -> tuple[str, str] | None:
        """(cache key, data URI) of card `name`'s picture, or None for the standard art."""
        deck = self.deck
        placement = deck.cards.get(name) if deck is not None else None
        if placement is None or name in self.broken:
            return None
        key = f"{deck.id}:{placement.picture}:{placement.zoom:.3f}:{placement.x:.3f}:{placement.y:.3f}"
        if key not in self._uris:
            image = self._image(placement.picture)
            self._uris[key] = None if image is None else pictures.data_uri(centre_picture(image, placement), 75)
        uri = self._uris[key]
        if uri is None:
            self.broken.add(name)
            return None
        return key, uri

    def _image(self, picture: str) -> QImage | None:
        if picture not in self._images:
            try:
                self._images[picture] = pictures.read_picture(self.deck.folder / picture)
            except pictures.PictureError:
                self._images[picture] = None
        return self._images[picture]

    def take_notice(self) -> str | None:
        """A sentence naming the cards drawn with the standard art because their picture is gone (once)."""
        if self.deck is None:
            return None
        from cafegames.games.uno.cards import parse
        from cafegames.ui.i18n import tr_message

        new = sorted(c for c in self.broken if (self.deck.id, c) not in self._told)
        if not new:
            return None
        self._told.update((self.deck.id, c) for c in new)
        names = [QCoreApplication.translate("UnoDeck", "the back") if c == "back" else tr_message(name_of(parse(c)))
                 for c in new]
        return QCoreApplication.translate(
            "UnoDeck", "Deck “{deck}”: the picture of {cards} is missing or damaged; the standard card is shown "
            "instead.").format(deck=self.deck.name, cards=", ".join(names[:6]) + ("…" if len(names) > 6 else ""))


def name_of(card: int):
    from cafegames.games.uno.cards import name

    return name(card)


def centre_picture(image: QImage, placement) -> QImage:
    """The picture as placed (zoom, centre), cropped to the card's centre box and cut to its oval (2 px per
    card unit: sharp up to 2× the art's size)."""
    x, y, w, h = art.PHOTO_BOX
    part = pictures.crop(image, w / h, placement.zoom, placement.x, placement.y, max_side=640)
    k = 2.0
    out = QImage(round(w * k), round(h * k), QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), art.PHOTO_RX * k, art.PHOTO_RY * k)
    turn = QTransform()
    turn.translate((art.W / 2 - x) * k, (art.H / 2 - y) * k)
    turn.rotate(art.PHOTO_TURN)
    painter.setClipPath(turn.map(path))
    painter.drawImage(QRectF(0, 0, out.width(), out.height()), part)
    painter.end()
    return out


DECK = PhotoDeck()


def card_pixmap_key(card: int | None, aid: bool) -> tuple[str, object]:
    from cafegames.games.uno.cards import text

    name = "back" if card is None else text(card)
    photo = DECK.href(name)
    if photo is not None:
        key, uri = photo
        if card is None:
            return f"uno:photo:back:{key}", (lambda u=uri: art.back_svg(u))
        return (f"uno:photo:{name}:{int(aid)}:{key}",
                (lambda c=card, u=uri, a=aid: art.face_svg(c, a, u)))
    if card is None:
        return "uno:back", art.back_svg
    return f"uno:{card}:{int(aid)}", (lambda c=card, a=aid: art.face_svg(c, a))


class CardItem(HoverHighlight, QGraphicsObject):
    """A card (face, or back when `card` is None) of a given scene size; clickable when `playable`. A card that
    `explains` also takes clicks when it is not playable and emits `refused` (the table then says why)."""

    clicked = Signal(object)
    refused = Signal(object)

    def __init__(self, card: int | None, size: QSizeF, aid: bool = False, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.card = card
        self.size = QSizeF(size)
        self.aid = aid
        self.playable = False
        self.dimmed = False
        self.selected = False
        self.hovered = False
        self.key, self.source = card_pixmap_key(card, aid)
        self._press: QPointF | None = None  # where a press began, for a drag to the discard pile
        self._home = QPointF()
        self._dragging = False
        self.explains = False

    def set_face(self, aid: bool) -> None:
        """Show the same card with the colour aid on or off, from the deck in use now (a kept card follows the
        settings: its look, and so its repaint, changes only when the picture does)."""
        self.aid = aid
        key, source = card_pixmap_key(self.card, aid)
        if key != self.key:
            self.key, self.source = key, source

    def set_playable(self, playable: bool, explains: bool = False) -> None:
        if not playable:
            self.hovered = False  # no hover events come while it is not playable: no gold edge left behind
        self.playable = playable
        self.explains = explains
        self.setAcceptHoverEvents(playable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if playable or explains else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, self.size.width() + 8, self.size.height() + 8)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.key, self.size.width(), self.size.height(), self.dimmed, self.selected,
                self.hovered and self.playable)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        world = snap_to_device_pixels(painter)  # a hand laid out again finds its pictures (paint_cache)
        look_cache.paint(self, painter, self.look(), self.draw)
        painter.setWorldTransform(world)

    def draw(self, painter: QPainter) -> None:
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawRoundedRect(rect.translated(2, 4), 10, 10)
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        if t.type() in (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate,
                        QTransform.TransformationType.TxScale):
            # no rotation: render the art at the exact device size and blit it 1:1 (much cheaper than scaling)
            dev = t.mapRect(rect)
            px = QSize(max(1, round(dev.width())), max(1, round(dev.height())))
            pm = svg_cache.pixmap(self.key, self.source, px, dpr)
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(dev.x()), round(dev.y())), pm)
            painter.restore()
        else:
            scale = math.ceil(_scale_of(painter) * 8) / 8
            px = QSize(math.ceil(self.size.width() * scale), math.ceil(self.size.height() * scale))
            pm = svg_cache.pixmap(self.key, self.source, px, dpr)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(rect, pm, QRectF(0, 0, pm.width(), pm.height()))
        if self.dimmed:
            painter.setBrush(QColor(20, 20, 20, 110))
            painter.drawRoundedRect(rect, 10, 10)
        if self.selected or (self.hovered and self.playable):
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(GOLD, 5))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 11, 11)

    # a card is played by a click, or dragged onto the discard pile (`drop_target`, a scene rectangle)
    drop_target: QRectF | None = None

    def mousePressEvent(self, event) -> None:  # noqa: N802
        self._press = event.scenePos()
        self._home = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if not self.playable or self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < 12:
            return
        self._dragging = True
        self.setZValue(1400)
        self.setPos(self._home + delta)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._dragging:
            self._dragging = False
            target = self.drop_target
            dropped = target is not None and target.contains(self.sceneBoundingRect().center())
            self.setPos(self._home)
            if dropped and self.playable:
                self.clicked.emit(self.card)
            return
        if self.boundingRect().contains(event.pos()):
            if self.playable:
                self.clicked.emit(self.card)
            elif self.explains:
                self.refused.emit(self.card)


def _elide(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


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
        return QRectF(-8, -18, self.W + 16, self.H + 26)

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
        painter.drawText(QRectF(62, 8, self.NAME_ROOM + 4, 30), Qt.AlignmentFlag.AlignVCenter,
                         _elide(self.name, font, self.NAME_ROOM))
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
        painter.drawText(QRectF(12, 68, self.W - 20, 28), Qt.AlignmentFlag.AlignVCenter,
                         _elide(self.score_text, small, self.W - 24))
        if self.uno:
            self._badge(painter, "UNO!", COLOURS[0])
        if self.you:
            self._you_tab(painter)
        if self.dealer:
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(QPen(Palette.ink, 2))
            painter.drawEllipse(QRectF(self.W - 30, self.H - 30, 24, 24))
            painter.setFont(_font(18, True))
            painter.drawText(QRectF(self.W - 30, self.H - 30, 24, 24), Qt.AlignmentFlag.AlignCenter, "D")

    def _you_tab(self, painter: QPainter) -> None:
        """"You" on a tab over the panel's top left: the person at the screen, apart from the name."""
        font = _font(18, True)
        r = QRectF(14, -16, QFontMetricsF(font).horizontalAdvance(self.you_text) + 20, 26)
        painter.setBrush(Palette.ok)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.drawRoundedRect(r, 9, 9)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.you_text)

    def _badge(self, painter: QPainter, text: str, colour: QColor) -> None:
        r = QRectF(self.W - 82, -14, 88, 34)
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


def shape_path(kind: int, cx: float, cy: float, r: float) -> QPainterPath:
    """The colour-blind aid shape of colour `kind` (circle, triangle, square, diamond)."""
    path = QPainterPath()
    if kind == 0:
        path.addEllipse(QPointF(cx, cy), r, r)
    elif kind == 2:
        s = r * 0.86
        path.addRect(QRectF(cx - s, cy - s, 2 * s, 2 * s))
    elif kind == 1:
        path.addPolygon(QPolygonF([QPointF(cx, cy - r * 1.05), QPointF(cx + r * 1.05, cy + r * 0.8),
                                   QPointF(cx - r * 1.05, cy + r * 0.8)]))
        path.closeSubpath()
    else:
        path.addPolygon(QPolygonF([QPointF(cx, cy - r * 1.15), QPointF(cx + r * 0.9, cy), QPointF(cx, cy + r * 1.15),
                                   QPointF(cx - r * 0.9, cy)]))
        path.closeSubpath()
    return path


class ColourMark(QGraphicsObject):
    """The active colour, as a big disc (with its shape when the aid is on) and its name."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.colour = -1
        self.aid = False
        self.label = ""

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-60, -60, 120, 150)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.colour, self.aid, self.label)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.colour < 0:
            painter.setPen(QPen(QColor("#fbf4e6"), 4, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), 46, 46)
        else:
            c = COLOURS[self.colour]
            painter.setPen(QPen(QColor("#fbf4e6"), 5))
            painter.setBrush(c)
            painter.drawEllipse(QPointF(0, 0), 46, 46)
            if self.aid:
                painter.setPen(QPen(QColor("#fbf4e6"), 3))
                painter.setBrush(c.darker(130))
                painter.drawPath(shape_path(self.colour, 0, 0, 24))
        painter.setPen(QColor("#fbf4e6"))
        painter.setFont(scene_font(22, bold=True))
        painter.drawText(QRectF(-60, 54, 120, 32), Qt.AlignmentFlag.AlignCenter, self.label)


class DirectionRing(QGraphicsObject):
    """Two arrows around the piles that show the direction of play (clockwise = to the left)."""

    def __init__(self, rx: float, ry: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.rx, self.ry = rx, ry
        self.clockwise = True

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.rx - 30, -self.ry - 30, 2 * self.rx + 60, 2 * self.ry + 60)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.rx, self.ry, self.clockwise)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(251, 244, 230, 150), 8)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rect = QRectF(-self.rx, -self.ry, 2 * self.rx, 2 * self.ry)
        for start in (20, 200):
            painter.drawArc(rect, start * 16, 140 * 16)
        painter.setBrush(QColor(251, 244, 230, 190))
        painter.setPen(Qt.PenStyle.NoPen)
        # arrowheads at the end of each arc, pointing the way play goes
        for a_deg in ((20, 200) if self.clockwise else (160, 340)):
            a = math.radians(a_deg)
            x, y = self.rx * math.cos(a), -self.ry * math.sin(a)
            # tangent of the ellipse, clockwise on screen = decreasing angle (y axis down) for ccw sweep
            tx, ty = -self.rx * math.sin(a), -self.ry * math.cos(a)
            if not self.clockwise:
                tx, ty = -tx, -ty
            n = math.hypot(tx, ty)
            tx, ty = tx / n, ty / n
            px, py = -ty, tx
            tip = QPointF(x + tx * 26, y + ty * 26)
            painter.drawPolygon(QPolygonF([tip, QPointF(x + px * 18, y + py * 18), QPointF(x - px * 18, y - py * 18)]))


class Felt(QGraphicsItem):
    """The green felt table."""

    def __init__(self, rect: QRectF):
        super().__init__()
        self.rect = rect

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-20, -20, 20, 20)

    def look(self) -> tuple:
        """Everything the picture shows (the key of its cached pixmap)."""
        return (self.rect.getRect(),)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6d4c33"), 18))
        painter.setBrush(QBrush(FELT))
        painter.drawRoundedRect(self.rect, self.rect.height() / 2, self.rect.height() / 2)
        painter.setPen(QPen(FELT_EDGE, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(16, 16, -16, -16), self.rect.height() / 2 - 16,
                                self.rect.height() / 2 - 16)


class Bubble(QGraphicsObject):
    """A short word over a seat ("UNO!", "Contre-UNO!", "Skipped"), faded in and out by the scene."""

    def __init__(self, text: str, colour: QColor, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = text
        self.colour = QColor(colour)
        self.font = scene_font(26, bold=True)
        self.w = QFontMetricsF(self.font).horizontalAdvance(text) + 36
        self.setZValue(900)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.w / 2 - 4, -28, self.w + 8, 60)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.w / 2, -24, self.w, 48)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#ffffff"), 3))
        painter.drawRoundedRect(r, 20, 20)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(self.font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class Panel(QGraphicsItem):
    """A plain rounded panel (overlays: colour chooser, score sheet, revealed hand)."""

    def __init__(self, rect: QRectF, colour: QColor = Palette.paper, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.rect = rect
        self.colour = QColor(colour)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-4, -4, 4, 10)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawRoundedRect(self.rect.translated(0, 6), 20, 20)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#6b5f50"), 2))
        painter.drawRoundedRect(self.rect, 20, 20)


SHADE = QColor(0, 0, 0, 120)  # darkens the table under an overlay


class FlatRect(QGraphicsItem):
    """A rectangle filled with one colour: the shade under an overlay, a rule on the score sheet."""

    def __init__(self, rect: QRectF, colour: QColor):
        super().__init__()
        self.rect = rect
        self.colour = QColor(colour)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.fillRect(self.rect, self.colour)


class ColourButton(HoverHighlight, QGraphicsObject):
    """A big colour swatch in the colour chooser (with the aid's shape when on)."""

    clicked = Signal(int)

    def __init__(self, colour: int, label: str, aid: bool, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.colour = colour
        self.label = label
        self.aid = aid
        self.hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, 148, 168)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = COLOURS[self.colour]
        painter.setBrush(c.lighter(112) if self.hovered else c)
        painter.setPen(QPen(GOLD if self.hovered else QColor("#ffffff"), 5))
        painter.drawRoundedRect(QRectF(0, 0, 140, 120), 18, 18)
        if self.aid:
            painter.setBrush(QColor("#ffffff"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(shape_path(self.colour, 70, 60, 28))
        painter.setPen(Palette.ink)
        painter.setFont(scene_font(22, bold=True))
        painter.drawText(QRectF(-10, 124, 160, 36), Qt.AlignmentFlag.AlignCenter, self.label)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        self.clicked.emit(self.colour)


class TextItem(QGraphicsItem):
    """Text drawn in a box: aligned, elided or wrapped, never outside its rectangle. A text that names a seat
    says which (`seat`, `shown_name`, as the panels do)."""

    seat: int | None = None
    shown_name = ""

    def __init__(self, text: str, rect: QRectF, px: int = 22, colour: QColor = Palette.paper, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, wrap: bool = False,
                 parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = text
        self.rect = rect
        self.font = scene_font(px, bold)
        self.colour = QColor(colour)
        self.align = align
        self.wrap = wrap

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        flags = int(self.align)
        if self.wrap:
            painter.drawText(self.rect, flags | int(Qt.TextFlag.TextWordWrap), self.text)
        else:
            painter.drawText(self.rect, flags, _elide(self.text, self.font, self.rect.width()))

