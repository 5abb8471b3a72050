"""The new-game dialog: which game, who plays (`SeatsPanel`) and with which rules (`RulesPanel`).

Drawn in the start page's warm colours (`dialog_style.warm`), players on the left and rules on the right, each
in a card that scrolls on its own, so ten UNO seats and thirteen rules fit a 1024 × 640 screen without a word
cut. Remembers, per game, the seats, the options and the preset last chosen (Settings `newgame/<game>`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry, rng
from cafegames.engine.errors import GameError
from cafegames.engine.match import Match
from cafegames.ui.dialog_style import warm
from cafegames.ui.i18n import tr_message
from cafegames.ui.new_game_rules import RulesPanel
from cafegames.ui.new_game_seats import SeatRow, SeatsPanel, level_label
from cafegames.ui.player_picker import PlayerPicker, rename_in_rows, seat_player
from cafegames.ui.settings import Settings
from cafegames.ui.wheel_guard import ComboBox

__all__ = ["NewGameDialog", "SeatRow", "level_label"]

PREFERRED = QSize(1180, 760)  # on a big screen; smaller screens get what they have (`fit_within`)


def _card(title: str, body: QWidget, extra: QWidget | None = None, beside: QWidget | None = None
          ) -> tuple[QFrame, QLabel]:
    """A rounded card: its title (with `beside` at its right), `body` in a scroll area of its own, then `extra`
    (not scrolled)."""
    card = QFrame()
    card.setObjectName("card")
    heading = QLabel(title)
    heading.setObjectName("cardTitle")
    body.setObjectName("scrolled")
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setWidget(body)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.viewport().setAutoFillBackground(False)
    layout = QVBoxLayout(card)
    layout.setContentsMargins(16, 12, 10, 12)
    layout.setSpacing(8)
    top = QHBoxLayout()
    top.setContentsMargins(0, 0, 6, 0)
    top.addWidget(heading)
    top.addStretch(1)
    if beside is not None:
        top.addWidget(beside)
    layout.addLayout(top)
    layout.addWidget(scroll, 1)
    if extra is not None:
        layout.addWidget(extra)
    card.scroll = scroll  # type: ignore[attr-defined]
    return card, heading


class NewGameDialog(QDialog):
    def __init__(self, settings: Settings, game_id: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.match: Match | None = None
        warm(self)
        self.playable = [i for i in registry.GAMES.values() if i.has_scene()]
        self.heading = QLabel(self.tr("New game"))
        self.heading.setObjectName("heading")
        self.game_box = ComboBox()
        self.game_box.setObjectName("gameChoice")
        for info in self.playable:
            self.game_box.addItem(tr_message(info.name), info.id)
        chosen = game_id or str(settings.json_value("newgame/last_game", "") or "")
        self.game_box.setCurrentIndex(max(self.game_box.findData(chosen), 0))
        self.game_label = QLabel(self.tr("Game:"))
        self.game_label.setBuddy(self.game_box)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # it names players: a name is text, never HTML
        self.seats_panel = SeatsPanel(self.error.setText)
        self.picker = PlayerPicker()  # the family's players (cafegames/ui/player_picker.py)
        self.picker.chosen.connect(lambda name: self.error.setText(seat_player(self.rows, name)))
        self.picker.renamed.connect(lambda old, new: rename_in_rows(self.rows, old, new))
        self.picker.message.connect(self.error.setText)
        players = self.players_body = QWidget()  # the family's players above the seats
        players_layout = QVBoxLayout(players)
        players_layout.setContentsMargins(0, 0, 0, 0)
        players_layout.setSpacing(8)
        players_layout.addWidget(self.picker)
        players_layout.addWidget(self.seats_panel)
        self.rules = RulesPanel()
        below = QWidget()  # not scrolled: the take-back choice and UNO's deck
        below_layout = QVBoxLayout(below)
        below_layout.setContentsMargins(0, 0, 0, 0)
        below_layout.addWidget(self.seats_panel.takeback_area)
        below_layout.addWidget(self._deck_row())
        self.players_card, _ = _card(self.tr("Players"), players, below, self.seats_panel.count_area)
        self.rules_card, _ = _card(self.tr("Rules"), self.rules)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.accept)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.game_label)
        top.addWidget(self.game_box)
        cards = QHBoxLayout()
        cards.setSpacing(16)
        cards.addWidget(self.players_card, 11)
        cards.addWidget(self.rules_card, 9)
        bottom = QHBoxLayout()
        bottom.addWidget(self.error, 1)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.start_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addLayout(cards, 1)
        layout.addLayout(bottom)
        self.setWindowTitle(self.tr("New game"))
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.seats_panel.count.valueChanged.connect(lambda _: self._fit_columns())
        self._game_changed()
        self.fit_within(PREFERRED)

    # ------------------------------------------------------------------ what other code and tests reach
    @property
    def count(self):
        return self.seats_panel.count

    @property
    def rows(self) -> list[SeatRow]:
        return self.seats_panel.rows

    @property
    def option_widgets(self) -> dict[str, QWidget]:
        return self.rules.option_widgets

    def option_values(self) -> dict[str, Any]:
        return self.rules.values()

    # ------------------------------------------------------------------ size
    def fit_within(self, available: QSize) -> None:
        """The preferred size, or as much of `available` as a window can take (its frame needs some)."""
        room = QSize(available.width() - 24, available.height() - 48)
        self.resize(min(PREFERRED.width(), room.width()), min(PREFERRED.height(), room.height()))

    def showEvent(self, event) -> None:  # noqa: N802 - a small screen gets a dialog that fits it
        screen = self.screen()
        if screen is not None:
            self.fit_within(screen.availableGeometry().size())
        super().showEvent(event)

    def _fit_columns(self) -> None:
        """A card is never narrower than its rows: the scroll areas scroll down, never sideways (a name or a
        level would be cut)."""
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 4
        for card, body in ((self.players_card, self.players_body), (self.rules_card, self.rules)):
            card.scroll.setMinimumWidth(body.minimumSizeHint().width() + bar)

    # ------------------------------------------------------------------ UNO's deck (a display choice)
    def _deck_row(self) -> QWidget:
        """U-PHOTO (UNO only): which deck the table shows. A display preference kept in Settings, not a rule:
        saves stay rule-only."""
        self.deck_host = QWidget()
        row = QHBoxLayout(self.deck_host)
        row.setContentsMargins(0, 6, 0, 0)
        row.addWidget(QLabel(self.tr("Cards:")))
        self.deck_box = ComboBox()
        self.deck_box.setObjectName("deckChoice")
        self.deck_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row.addWidget(self.deck_box, 1)
        design = QPushButton(self.tr("Card decks…"))
        design.clicked.connect(self._open_designer)
        row.addWidget(design)
        self._fill_decks()
        self.deck_box.currentIndexChanged.connect(self._deck_chosen)
        return self.deck_host

    def _fill_decks(self) -> None:
        decks = self.info.decks() if self.info is not None else None
        if decks is None:  # U-PHOTO: only a game with photo decks shows the row
            return
        current = decks.current(self.settings)
        self.deck_box.blockSignals(True)
        self.deck_box.clear()
        self.deck_box.addItem(self.tr("Standard cards"), "")
        for d in decks.all_decks():
            self.deck_box.addItem(d.name, d.id)
        self.deck_box.setCurrentIndex(max(0, self.deck_box.findData(current.id if current else "")))
        self.deck_box.blockSignals(False)

    def _deck_chosen(self) -> None:
        decks = self.info.decks() if self.info is not None else None
        if decks is None:
            return
        deck_id = self.deck_box.currentData()
        decks.set_current(self.settings, decks.load(deck_id) if deck_id else None)

    def _open_designer(self) -> None:
        if self.info is not None and self.info.photo_decks:
            self.info.deck_designer()(self.settings, self).exec()
            self._fill_decks()

    # ------------------------------------------------------------------ building from the schema
    @property
    def info(self) -> registry.GameInfo | None:
        gid = self.game_box.currentData()
        return registry.GAMES.get(gid) if gid else None

    def _remembered(self) -> dict[str, Any]:
        info = self.info
        value = self.settings.json_value(f"newgame/{info.id}", {}) if info else {}
        return value if isinstance(value, dict) else {}

    def _game_changed(self) -> None:
        info = self.info
        if info is None:
            self.start_button.setEnabled(False)
            self.error.setText(self.tr("No game can be played in this version yet."))
            return
        self.game = info.game()
        self.deck_host.setVisible(info.photo_decks)
        self._fill_decks()
        memory = self._remembered()
        self.seats_panel.set_game(self.game.levels, info.min_players, info.max_players, memory.get("seats") or [])
        options = memory.get("options") if isinstance(memory.get("options"), dict) else {}
        self.rules.set_game(self.game, options, str(memory.get("preset", "")))
        self.error.clear()
        self._fit_columns()

    # ------------------------------------------------------------------ accepting
    def accept(self) -> None:
        info = self.info
        if info is None:
            return
        try:
            # A remembered player's seat gets their id; new names are remembered once the match is finished.
            seats = self.picker.players.attach(self.seats_panel.seats())
            self.match = Match(self.game, self.option_values(), seats, rng.new_seed())
            self.match.takebacks_allowed = self.seats_panel.takebacks_allowed()
        except GameError as exc:
            self.error.setText(tr_message(exc.message))
            return
        self.settings.set_json_value("newgame/last_game", info.id)
        self.settings.set_json_value(f"newgame/{info.id}", {"seats": self.seats_panel.as_dicts(),
                                                            "options": self.option_values(),
                                                            "preset": self.rules.preset()})
        super().accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Enter in a name field must not start the game
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(self.focusWidget(), QLineEdit):
            self.focusNextChild()
            return
        super().keyPressEvent(event)
