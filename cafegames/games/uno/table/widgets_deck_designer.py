"""U-PHOTO: the deck designer — the family's own pictures on UNO cards.

Left, every distinct face and the back; right, the chosen card large: drag the picture to move it, the wheel or
the slider to zoom, and the card at the sizes it has on the table. A picture can go on one card, a whole
colour, a value in every colour, or every face at once. Decks are named, several are kept, the one chosen at
the top is the one on the table (a display preference kept in Settings; saves stay rule-only). Pictures are
copied into the deck (`widgets_decks.py`), so the originals can move. Bad pictures are refused with the
reason, in the dialog — never a crash.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine.os_errors import os_reason
from cafegames.games.uno.cards import COLOUR, IS_WILD, RANK, parse, text
from cafegames.games.uno.table import art
from cafegames.games.uno.table import widgets_decks as decks
from cafegames.games.uno.table.card_item import DECK, card_pixmap_key
from cafegames.ui import file_choosers, pictures, plain_text
from cafegames.ui.dialog_style import readable
from cafegames.ui.graphics import svg_cache
from cafegames.ui.i18n import tr_message
from cafegames.ui.wheel_guard import ComboBox, Slider

THUMB = QSize(56, 84)
TABLE_SIZES = (QSize(52, 78), QSize(84, 126))  # the smallest card (10 seats at 1280×800) and a hand card
CARDS: list[str] = [*(text(c) for c in art.distinct_faces()), "back"]


def card_of(name: str) -> int | None:
    return None if name == "back" else parse(name)


def scope_cards(name: str, scope: str) -> list[str]:
    """The cards a picture chosen for `name` goes on: "card", "colour", "value" (that value in every colour)
    or "all" (every face; the back keeps its own)."""
    card = card_of(name)
    if scope == "card" or card is None:
        return [name]
    faces = [c for c in CARDS if c != "back"]
    if scope == "all":
        return faces
    if IS_WILD[card]:  # wild cards have no colour: a "colour" or "value" is just the card
        return [name]
    if scope == "colour":
        return [c for c in faces if not IS_WILD[k := parse(c)] and COLOUR[k] == COLOUR[card]]
    return [c for c in faces if not IS_WILD[k := parse(c)] and RANK[k] == RANK[card]]


class CropFrame(QWidget):
    """The chosen card, large: drag moves the picture inside the oval, the wheel zooms."""

    moved = Signal()  # placement changed (while dragging / zooming)
    released = Signal()  # a drag ended: time to store

    def __init__(self, designer: DeckDesigner):
        super().__init__()
        self.designer = designer
        self.setMinimumSize(240, 360)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self._press: QPointF | None = None
        self._start = (0.5, 0.5)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(260, 390)

    def card_rect(self) -> QRectF:
        h = min(self.height(), self.width() * 1.5)
        w = h / 1.5
        return QRectF((self.width() - w) / 2, (self.height() - h) / 2, w, h)

    def paintEvent(self, event) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2f6b4f"))
        r = self.card_rect()
        name = self.designer.current_card
        key, source = card_pixmap_key(card_of(name), self.designer.aid.isChecked())
        pm = svg_cache.pixmap(key, source, QSize(round(r.width()), round(r.height())), self.devicePixelRatioF())
        painter.drawPixmap(r.topLeft(), pm)
        painter.end()

    def _placement(self):
        deck = self.designer.deck
        return deck.cards.get(self.designer.current_card) if deck else None

    def mousePressEvent(self, event) -> None:  # noqa: N802
        p = self._placement()
        if p is not None and event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position()
            self._start = (p.x, p.y)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        p = self._placement()
        if self._press is None or p is None:
            return
        image = DECK._image(p.picture)
        if image is None:
            return
        # the visible window is cw × ch of the picture, shown in the card's photo box
        bw, bh = art.PHOTO_BOX[2], art.PHOTO_BOX[3]
        box_px = self.card_rect().width() * bw / art.W
        aspect = bw / bh
        w, h = image.width(), image.height()
        cw = (h / p.zoom) * aspect if w / h > aspect else w / p.zoom
        delta = event.position() - self._press
        shown_w = box_px * w / cw  # the whole picture's width on screen
        shown_h = shown_w * h / w
        p.x = min(1.0, max(0.0, self._start[0] - delta.x() / shown_w))
        p.y = min(1.0, max(0.0, self._start[1] - delta.y() / shown_h))
        self._clamp(p, image)
        self.moved.emit()

    @staticmethod
    def _clamp(p, image) -> None:
        """Keep the window centre where the window stays inside the picture (so what is stored is what shows)."""
        bw, bh = art.PHOTO_BOX[2], art.PHOTO_BOX[3]
        aspect = bw / bh
        w, h = image.width(), image.height()
        if w / h > aspect:
            ch = h / p.zoom
            cw = ch * aspect
        else:
            cw = w / p.zoom
            ch = cw / aspect
        p.x = min(max(p.x, cw / w / 2), 1 - cw / w / 2)
        p.y = min(max(p.y, ch / h / 2), 1 - ch / h / 2)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._press is not None:
            self._press = None
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.released.emit()

    def wheelEvent(self, event) -> None:  # noqa: N802
        p = self._placement()
        if p is None:
            return
        steps = event.angleDelta().y() / 120
        self.designer.zoom.setValue(self.designer.zoom.value() + round(steps * 10))


class DeckDesigner(QDialog):
    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        readable(self)
        self.setWindowTitle(self.tr("Card decks"))
        dropped = decks.migrate(settings)
        self.deck: decks.Deck | None
        self.deck, problem = decks.chosen(settings)
        self.current_card = "r7"
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Deck on the table:")))
        self.deck_box = ComboBox()
        self.deck_box.setObjectName("deckChoice")
        self.deck_box.setMinimumWidth(260)
        top.addWidget(self.deck_box, 1)
        self.new_button = QPushButton(self.tr("New deck…"))
        self.new_button.clicked.connect(self.new_deck)
        self.rename_button = QPushButton(self.tr("Rename…"))
        self.rename_button.clicked.connect(self.rename_deck)
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self.delete_deck)
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.clicked.connect(self.import_dialog)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.clicked.connect(self.export_dialog)
        for b in (self.new_button, self.rename_button, self.delete_button, self.import_button, self.export_button):
            top.addWidget(b)
        layout.addLayout(top)

        self.aid = QCheckBox(self.tr("Colour-blind aid: a shape for each colour (red ●, yellow ▲, green ■, blue ◆)"))
        self.aid.setObjectName("colourAid")
        self.aid.setChecked(settings.colour_aid)
        self.aid.toggled.connect(self._aid_toggled)
        layout.addWidget(self.aid)

        body = QHBoxLayout()
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setSpacing(2)
        self.buttons: dict[str, QToolButton] = {}
        for i, name in enumerate(CARDS):
            b = QToolButton()
            b.setIconSize(THUMB)
            b.setCheckable(True)
            b.setAutoRaise(True)
            b.setObjectName(f"card_{name}")
            b.setToolTip(self.card_title(name))
            b.clicked.connect(lambda _=False, n=name: self.select(n))
            grid.addWidget(b, i // 10, i % 10)
            self.buttons[name] = b
        scroll = QScrollArea()
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        scroll.setMinimumWidth(10 * (THUMB.width() + 10) + 30)
        body.addWidget(scroll, 3)

        side = QVBoxLayout()
        self.title = plain_text.plain(QLabel())
        self.title.setStyleSheet("font-weight: bold")
        side.addWidget(self.title)
        self.crop = CropFrame(self)
        self.crop.moved.connect(self._placement_moved)
        self.crop.released.connect(self._store)
        side.addWidget(self.crop, 1)
        zoom_row = QHBoxLayout()
        zoom_row.addWidget(QLabel(self.tr("Zoom:")))
        self.zoom = Slider(Qt.Orientation.Horizontal)
        self.zoom.setRange(100, 400)
        self.zoom.valueChanged.connect(self._zoom_changed)
        self.zoom.sliderReleased.connect(self._store)
        zoom_row.addWidget(self.zoom, 1)
        side.addLayout(zoom_row)
        self.hint = QLabel(self.tr("Drag the picture to move it; the wheel zooms."))
        self.hint.setWordWrap(True)
        side.addWidget(self.hint)
        scope_row = QHBoxLayout()
        self.scope = ComboBox()
        self.scope.setObjectName("scope")
        scope_row.addWidget(self.scope, 1)
        self.choose_button = QPushButton(self.tr("Choose a picture…"))
        self.choose_button.clicked.connect(self.choose_dialog)
        scope_row.addWidget(self.choose_button)
        side.addLayout(scope_row)
        self.standard_button = QPushButton(self.tr("Standard art for this card"))
        self.standard_button.clicked.connect(lambda: self.clear_picture(self.current_card))
        side.addWidget(self.standard_button)
        previews = QHBoxLayout()
        previews.addWidget(QLabel(self.tr("On the table:")))
        self.previews = [QLabel() for _ in TABLE_SIZES]
        for label in self.previews:
            previews.addWidget(label)
        previews.addStretch(1)
        side.addLayout(previews)
        body.addLayout(side, 2)
        layout.addLayout(body, 1)

        self.message = plain_text.plain(QLabel())
        self.message.setObjectName("deckMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a4161a")
        layout.addWidget(self.message)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        box.accepted.connect(self.accept)
        layout.addWidget(box)

        self._fill_deck_box()
        self.deck_box.currentIndexChanged.connect(self._deck_chosen)
        DECK.use(self.deck)
        notice = problem or DECK.take_notice()
        if dropped:
            notice = self.tr("Some pictures of your earlier cards could not be found and were left out.")
        if notice:
            self.message.setText(notice)
        self.refresh_all()
        self.resize(1240, 720)

    # -- helpers
    def card_title(self, name: str) -> str:
        from cafegames.games.uno.cards import name as card_name

        return self.tr("The back of the cards") if name == "back" else tr_message(card_name(parse(name)))

    def _fill_deck_box(self) -> None:
        self.deck_box.blockSignals(True)
        self.deck_box.clear()
        self.deck_box.addItem(self.tr("Standard cards"), "")
        for d in decks.all_decks():
            self.deck_box.addItem(d.name, d.id)
        self.deck_box.setCurrentIndex(max(0, self.deck_box.findData(self.deck.id if self.deck else "")))
        self.deck_box.blockSignals(False)
        has = self.deck is not None
        for b in (self.rename_button, self.delete_button, self.export_button):
            b.setEnabled(has)

    def _deck_chosen(self) -> None:
        deck_id = self.deck_box.currentData()
        self.use(decks.load(deck_id) if deck_id else None)

    def use(self, deck: decks.Deck | None) -> None:
        """Put `deck` on the table (and in this designer)."""
        self.deck = deck
        decks.set_current(self.settings, deck)
        DECK.use(deck)
        self._fill_deck_box()
        notice = DECK.take_notice()
        self.message.setText(notice or "")
        self.refresh_all()

    def refresh_all(self) -> None:
        for name in CARDS:
            self._refresh(name)
        self.select(self.current_card)

    def _refresh(self, name: str) -> None:
        key, source = card_pixmap_key(card_of(name), self.aid.isChecked())
        self.buttons[name].setIcon(QIcon(svg_cache.pixmap(key, source, THUMB, self.devicePixelRatioF())))

    def select(self, name: str) -> None:
        self.current_card = name
        for n, b in self.buttons.items():
            b.setChecked(n == name)
        title = self.card_title(name)
        self.title.setText(title[:1].upper() + title[1:])
        card = card_of(name)
        self.scope.blockSignals(True)
        keep = self.scope.currentData()
        self.scope.clear()
        self.scope.addItem(self.tr("On this card"), "card")
        if card is not None and not IS_WILD[card]:
            self.scope.addItem(self.tr("On every card of this colour"), "colour")
            self.scope.addItem(self.tr("On this value in every colour"), "value")
        if card is not None:
            self.scope.addItem(self.tr("On every face"), "all")
        self.scope.setCurrentIndex(max(0, self.scope.findData(keep)))
        self.scope.blockSignals(False)
        p = self.deck.cards.get(name) if self.deck else None
        self.zoom.blockSignals(True)
        self.zoom.setValue(round((p.zoom if p else 1.0) * 100))
        self.zoom.blockSignals(False)
        self.zoom.setEnabled(p is not None)
        self.standard_button.setEnabled(p is not None)
        self.hint.setVisible(p is not None)
        self._previews()
        self.crop.update()

    def _previews(self) -> None:
        key, source = card_pixmap_key(card_of(self.current_card), self.aid.isChecked())
        for label, size in zip(self.previews, TABLE_SIZES, strict=True):
            label.setPixmap(svg_cache.pixmap(key, source, size, self.devicePixelRatioF()))

    def _aid_toggled(self, on: bool) -> None:
        self.settings.colour_aid = on
        self.refresh_all()

    # -- placing
    def _placement_moved(self) -> None:
        self.crop.update()
        self._previews()

    def _zoom_changed(self, value: int) -> None:
        p = self.deck.cards.get(self.current_card) if self.deck else None
        if p is None:
            return
        p.zoom = value / 100
        image = DECK._image(p.picture)
        if image is not None:
            CropFrame._clamp(p, image)
        self._placement_moved()
        if not self.zoom.isSliderDown():
            self._store()

    def _store(self) -> None:
        if self.deck is not None:
            decks.save(self.deck)
            self._refresh(self.current_card)
            self._announce()

    def _announce(self) -> None:
        """Tell a table on screen that the deck's pictures changed (it redraws)."""
        self.settings.changed.emit(decks.CURRENT_KEY)

    # -- pictures
    def choose_dialog(self) -> None:
        path = file_choosers.open_file(self, self.tr("A picture for the cards"), pictures.file_filter(),
                                       file_choosers.PICTURES, self.settings)
        if path:
            self.set_picture(self.current_card, path, self.scope.currentData() or "card")

    def set_picture(self, name: str, source, scope: str = "card") -> str | None:
        """Copy the picture into the deck and put it on `scope`'s cards; returns the refusal, or None."""
        if self.deck is None:
            self.use(decks.create(self.tr("Our deck")))
        try:
            pic = decks.add_picture(self.deck, source)
        except pictures.PictureError as e:
            self.message.setText(str(e))
            return str(e)
        targets = scope_cards(name, scope)
        for c in targets:
            self.deck.cards[c] = decks.Placement(pic)
        try:
            decks.prune(self.deck)
            decks.save(self.deck)
        except OSError as e:
            text_ = self.tr("The deck could not be written: {why}.").format(why=tr_message(os_reason(e)))
            self.message.setText(text_)
            return text_
        DECK.use(self.deck)
        self.message.setText("")
        for c in targets:
            self._refresh(c)
        self.select(name)
        self._announce()
        return None

    def clear_picture(self, name: str) -> None:
        if self.deck is not None and name in self.deck.cards:
            decks.set_card(self.deck, name, None)
            DECK.use(self.deck)
            self._refresh(name)
            self.select(name)
            self._announce()

    # -- decks
    def new_deck(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New deck"), self.tr("Name of the deck:"),
                                        text=self.tr("Our deck"))
        if ok:
            self.use(decks.create(name))

    def rename_deck(self) -> None:
        if self.deck is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename the deck"), self.tr("Name of the deck:"),
                                        text=self.deck.name)
        if ok and name.strip():
            self.deck.name = name.strip()[:60]
            decks.save(self.deck)
            self._fill_deck_box()

    def delete_deck(self) -> None:
        if self.deck is None:
            return
        if plain_text.ask(self, self.tr("Delete the deck"),
                          self.tr("Delete the deck “{name}” and its pictures?").format(name=self.deck.name)):
            decks.delete(self.deck)
            self.use(None)

    def export_dialog(self) -> None:
        if self.deck is None:
            return
        path = file_choosers.save_file(self, self.tr("Export the deck"), f"{self.deck.name}.unodeck",
                                       self.tr("UNO decks (*.unodeck *.zip)"), file_choosers.DOCUMENTS, self.settings)
        if path:
            self.export_to(path)

    def export_to(self, path: str) -> str | None:
        try:
            decks.export_deck(self.deck, path)
        except OSError as e:
            text_ = self.tr("The deck could not be written: {why}.").format(why=tr_message(os_reason(e)))
            self.message.setText(text_)
            return text_
        self.message.setText("")
        return None

    def import_dialog(self) -> None:
        path = file_choosers.open_file(self, self.tr("Import a deck"), self.tr("UNO decks (*.unodeck *.zip)"),
                                       file_choosers.DOCUMENTS, self.settings)
        if path:
            self.import_from(path)

    def import_from(self, path: str) -> str | None:
        """Import a shared deck and put it on the table; returns the refusal, or None."""
        try:
            deck = decks.import_deck(path)
        except decks.DeckError as e:
            self.message.setText(str(e))
            return str(e)
        self.use(deck)
        return None
