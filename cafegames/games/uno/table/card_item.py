"""The cards of the UNO table: a card item (face, back, the colour-blind aid, a family photo) and the photo deck
in use (U-PHOTO), with the keys its pictures are cached under."""

from __future__ import annotations

import logging
import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.games.uno.table import art
from cafegames.games.uno.table.widgets import GOLD
from cafegames.ui import pictures
from cafegames.ui.graphics import HoverHighlight, Palette, _scale_of, svg_cache
from cafegames.ui.i18n import fill
from cafegames.ui.paint_cache import look_cache, snap_to_device_pixels

log = logging.getLogger(__name__)


class PhotoDeck:
    """U-PHOTO: the deck of the family's own pictures in use (see `widgets_decks.py` for the storage).

    Each card's picture is read from the deck folder, cropped as placed in the designer, cut to the card's
    centre oval and handed to art.face_svg as a data: URI (once per placement). A card whose file went missing,
    or became unreadable, is drawn with the standard art; `take_notice()` says so once per deck and card. A deck
    in use that cannot be read at all (a damaged deck.json) gives the standard cards, and `take_notice()` says
    that once too."""

    def __init__(self) -> None:
        self.deck = None  # decks.Deck | None
        self._uris: dict[str, str | None] = {}
        self._images: dict[str, QImage | None] = {}
        self.broken: set[str] = set()
        self._told: set[tuple[str, str]] = set()
        self.problem: str | None = None  # why the deck in use could not be read (at the last load), until said

    def load(self, settings) -> None:
        from cafegames.games.uno.table import widgets_decks as decks

        self._uris.clear()  # read afresh from disk: a picture may have been damaged since
        self._images.clear()
        deck, self.problem = decks.chosen(settings)
        self.use(deck)

    def use(self, deck) -> None:
        """Draw with `deck` (None: the standard cards). Prepared pictures of the same deck are kept: their keys
        name the picture's content hash and its placement."""
        if deck is None or self.deck is None or deck.id != self.deck.id:
            self._images.clear()
            self._uris.clear()
        self.deck = deck
        self.broken = set(deck.missing()) if deck is not None else set()

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
            path = self.deck.picture_file(picture) if self.deck is not None else None
            try:
                self._images[picture] = pictures.read_picture(path) if path is not None else None
            except pictures.PictureError as exc:
                log.info("a deck picture is not used: %s", exc)
                self._images[picture] = None
        return self._images[picture]

    def take_notice(self) -> str | None:
        """A sentence saying, once, that the deck in use could not be read, or naming the cards drawn with the
        standard art because their picture is gone."""
        if self.problem is not None:
            problem, self.problem = self.problem, None
            return problem
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
        return fill(QCoreApplication.translate(
            "UnoDeck", "Deck “{deck}”: the picture of {cards} is missing or damaged; the standard card is shown "
            "instead."), deck=self.deck.name, cards=", ".join(names[:6]) + ("…" if len(names) > 6 else ""))


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
