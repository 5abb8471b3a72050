"""U-PHOTO: the dialog where a family puts its own pictures on UNO cards (any face and the back).

Each card is a button showing the card as drawn now; clicking it offers "Choose a picture…" or "Standard
art". "Standard deck" resets every card. The choice is kept in Settings (see widgets.PhotoDeck)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from cafegames.games.uno import art
from cafegames.games.uno.cards import text
from cafegames.games.uno.widgets import DECK, card_pixmap_key
from cafegames.ui.graphics import svg_cache

THUMB = QSize(60, 90)


def colour_aid(settings) -> bool:
    """The colour-blind aid setting ("colour_aid"; a `colour_aid` property of Settings wins when there is one)."""
    value = getattr(type(settings), "colour_aid", None)
    if isinstance(value, property):
        return bool(settings.colour_aid)
    try:
        return bool(settings.json_value("colour_aid", False))
    except Exception:
        return False


def set_colour_aid(settings, on: bool) -> None:
    if isinstance(getattr(type(settings), "colour_aid", None), property):
        settings.colour_aid = on
    else:
        settings.set_json_value("colour_aid", bool(on))
    changed = getattr(settings, "changed", None)
    if changed is not None:
        changed.emit("colour_aid")


class DeckDialog(QDialog):
    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        DECK.load(settings)
        self.setWindowTitle(self.tr("Your own UNO cards"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Click a card to show one of your pictures on it (a family photo, a drawing…). "
                               "The colour stays around the picture and the value stays in the corners."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.aid = QCheckBox(self.tr("Colour-blind aid: a shape for each colour (red ●, yellow ▲, green ■, blue ◆)"))
        self.aid.setObjectName("colourAid")
        self.aid.setChecked(colour_aid(settings))
        self.aid.toggled.connect(self._aid_toggled)
        layout.addWidget(self.aid)
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        self.buttons: dict[str, tuple[QToolButton, int | None]] = {}
        cards: list[int | None] = [*art.distinct_faces(), None]
        for i, card in enumerate(cards):
            name = "back" if card is None else text(card)
            b = QToolButton()
            b.setIconSize(THUMB)
            b.setAutoRaise(True)
            b.setToolTip(name)
            b.setObjectName(f"card_{name}")
            b.clicked.connect(lambda _=False, n=name: self._menu(n))
            grid.addWidget(b, i // 14, i % 14)
            self.buttons[name] = (b, card)
            self._refresh(name)
        scroll = QScrollArea()
        scroll.setWidget(grid_host)
        scroll.setWidgetResizable(True)
        layout.addWidget(scroll)
        reset = QPushButton(self.tr("Standard deck"))
        reset.clicked.connect(self.reset_all)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.addButton(reset, QDialogButtonBox.ButtonRole.ResetRole)
        box.rejected.connect(self.reject)
        box.accepted.connect(self.accept)
        layout.addWidget(box)
        self.resize(1080, 560)

    def _aid_toggled(self, on: bool) -> None:
        set_colour_aid(self.settings, on)
        for name in self.buttons:
            self._refresh(name)

    def _refresh(self, name: str) -> None:
        button, card = self.buttons[name]
        key, source = card_pixmap_key(card, self.aid.isChecked())
        button.setIcon(QIcon(svg_cache.pixmap(key, source, THUMB, self.devicePixelRatioF())))

    def _menu(self, name: str) -> None:
        menu = QMenu(self)
        menu.addAction(self.tr("Choose a picture…"), lambda: self.choose_picture(name))
        standard = menu.addAction(self.tr("Standard art"), lambda: self.set_picture(name, None))
        standard.setEnabled(name in DECK.paths)
        menu.exec(self.buttons[name][0].mapToGlobal(self.buttons[name][0].rect().bottomLeft()))

    def choose_picture(self, name: str) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Picture for this card"), "",
                                              self.tr("Pictures (*.png *.jpg *.jpeg *.bmp *.gif *.webp)"))
        if path:
            self.set_picture(name, path)

    def set_picture(self, name: str, path: str | None) -> None:
        DECK.set(self.settings, name, path)
        self._refresh(name)

    def reset_all(self) -> None:
        for name in list(DECK.paths):
            DECK.set(self.settings, name, None)
        for name in self.buttons:
            self._refresh(name)


__all__ = ["DeckDialog", "Qt"]
