"""The new-game dialog, built from the registry and the game's option schema; remembers the last choices."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cafegames import games
from cafegames.engine import rng
from cafegames.engine.errors import GameError, SetupError
from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.options import OptionSpec
from cafegames.engine.seats import MAX_NAME, Seat, check_name
from cafegames.ui.avatars import AvatarButton
from cafegames.ui.dialog_style import readable
from cafegames.ui.i18n import tr_message, tr_text
from cafegames.ui.player_picker import PlayerPicker, rename_in_rows, seat_player
from cafegames.ui.settings import Settings

LEVEL_LABELS = {
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
    "expert": QT_TRANSLATE_NOOP("NewGameDialog", "Expert"),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Random (plays any legal move)"),
}


def level_label(level: str) -> str:
    return tr_text("NewGameDialog", LEVEL_LABELS[level]) if level in LEVEL_LABELS else level.capitalize()


class SeatRow:
    """The widgets of one seat: name, human/computer, level."""

    def __init__(self, levels: tuple[str, ...]):
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.kind = QComboBox()
        self.kind.addItem("", "human")
        self.kind.addItem("", "computer")
        self.level = QComboBox()
        for level in levels:
            self.level.addItem(level_label(level), level)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "computer")

    def widgets(self) -> list[QWidget]:
        return [self.name, self.kind, self.level]

    def set(self, seat: dict[str, Any]) -> None:
        self.name.setText(str(seat.get("name", ""))[:MAX_NAME])
        i = self.kind.findData(seat.get("kind", "human"))
        self.kind.setCurrentIndex(max(i, 0))
        j = self.level.findData(seat.get("level", "normal"))
        if j >= 0:
            self.level.setCurrentIndex(j)

    def seat(self) -> Seat:
        return Seat(check_name(self.name.text()), self.kind.currentData(), self.level.currentData() or "normal")

    def as_dict(self) -> dict[str, str]:
        return {"name": self.name.text().strip(), "kind": self.kind.currentData(), "level": self.level.currentData()}


class NewGameDialog(QDialog):
    def __init__(self, settings: Settings, game_id: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.match: Match | None = None
        self.rows: list[SeatRow] = []
        self.option_widgets: dict[str, QWidget] = {}
        readable(self)
        self.setMinimumSize(640, 560)
        self.resize(820, 720)
        self.playable = [i for i in games.GAMES.values() if i.has_scene()]
        self.game_box = QComboBox()
        for info in self.playable:
            self.game_box.addItem(tr_message(info.name), info.id)
        chosen = game_id or str(settings.json_value("newgame/last_game", "") or "")
        i = self.game_box.findData(chosen)
        self.game_box.setCurrentIndex(max(i, 0))
        self.count = QSpinBox()
        self.seats_box = QGroupBox(self.tr("Players"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.options_box = QGroupBox(self.tr("Rules"))
        self.options_form = QFormLayout(self.options_box)
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a02020; font-weight: bold; font-size: 15px;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the game"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QFormLayout()
        top.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)  # no 700 px wide spin box
        top.addRow(self.tr("Game:"), self.game_box)
        top.addRow(self.tr("Number of players:"), self.count)
        body = QWidget()
        body_layout = QVBoxLayout(body)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # it names players: a name is text, never HTML
        self.picker = PlayerPicker()  # the family's players (cafegames/ui/player_picker.py)
        self.picker.chosen.connect(lambda name: self.error.setText(seat_player(self.rows, name)))
        self.picker.renamed.connect(lambda old, new: rename_in_rows(self.rows, old, new))
        self.picker.message.connect(self.error.setText)
        body_layout.addWidget(self.picker)
        body_layout.addWidget(self.seats_box)
        body_layout.addWidget(self._deck_row())
        body_layout.addWidget(self.options_box)
        body_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setWindowTitle(self.tr("New game"))
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.count.valueChanged.connect(self._count_changed)
        self._game_changed()

    def _deck_row(self) -> QWidget:
        """U-PHOTO (UNO only): which deck the table shows. A display preference kept in Settings, not a rule:
        saves stay rule-only."""
        self.deck_host = QWidget()
        row = QHBoxLayout(self.deck_host)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("Cards:")))
        self.deck_box = QComboBox()
        self.deck_box.setObjectName("deckChoice")
        row.addWidget(self.deck_box, 1)
        design = QPushButton(self.tr("Card decks…"))
        design.clicked.connect(self._open_designer)
        row.addWidget(design)
        self._fill_decks()
        self.deck_box.currentIndexChanged.connect(self._deck_chosen)
        return self.deck_host

    def _fill_decks(self) -> None:
        decks = games.get("uno").decks()
        current = decks.current(self.settings)
        self.deck_box.blockSignals(True)
        self.deck_box.clear()
        self.deck_box.addItem(self.tr("Standard cards"), "")
        for d in decks.all_decks():
            self.deck_box.addItem(d.name, d.id)
        self.deck_box.setCurrentIndex(max(0, self.deck_box.findData(current.id if current else "")))
        self.deck_box.blockSignals(False)

    def _deck_chosen(self) -> None:
        decks = games.get("uno").decks()
        deck_id = self.deck_box.currentData()
        decks.set_current(self.settings, decks.load(deck_id) if deck_id else None)

    def _open_designer(self) -> None:
        games.get("uno").deck_designer()(self.settings, self).exec()
        self._fill_decks()

    # ------------------------------------------------------------------ building from the schema
    @property
    def info(self) -> games.GameInfo | None:
        gid = self.game_box.currentData()
        return games.GAMES.get(gid) if gid else None

    def _remembered(self) -> dict[str, Any]:
        info = self.info
        value = self.settings.json_value(f"newgame/{info.id}", {}) if info else {}
        return value if isinstance(value, dict) else {}

    def _game_changed(self) -> None:
        info = self.info
        if info is None:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            self.error.setText(self.tr("No game can be played in this version yet."))
            return
        self.game = info.game()
        self.deck_host.setVisible(info.id == "uno")
        memory = self._remembered()
        seats = memory.get("seats") if isinstance(memory.get("seats"), list) else []
        n = len(seats) if info.min_players <= len(seats) <= info.max_players else max(info.min_players, 2)
        self.count.blockSignals(True)
        self.count.setRange(info.min_players, info.max_players)
        self.count.setValue(n)
        self.count.blockSignals(False)
        self.rows = []
        self._count_changed(n, seats)
        self._build_options(memory.get("options") if isinstance(memory.get("options"), dict) else {})
        self.error.clear()

    def _default_seat(self, i: int) -> dict[str, str]:
        if i == 0:
            return {"name": self.tr("Player {n}").format(n=1), "kind": "human", "level": "normal"}
        return {"name": self.tr("Computer {n}").format(n=i), "kind": "computer", "level": "normal"}

    def _count_changed(self, n: int, remembered: list | None = None) -> None:
        remembered = remembered or [r.as_dict() for r in self.rows]
        while self.seats_grid.count():
            w = self.seats_grid.takeAt(0).widget()
            if w is not None:
                w.setParent(None)
        self.rows = []
        for col, text in enumerate((self.tr("Name"), self.tr("Played by"), self.tr("Level"), self.tr("Photo"))):
            label = QLabel(f"<b>{text}</b>")
            self.seats_grid.addWidget(label, 0, col)
        for i in range(n):
            row = SeatRow(self.game.levels)
            row.kind.setItemText(0, self.tr("A person"))
            row.kind.setItemText(1, self.tr("The computer"))
            seat = remembered[i] if i < len(remembered) and isinstance(remembered[i], dict) else self._default_seat(i)
            row.set(seat)
            for col, w in enumerate(row.widgets()):
                self.seats_grid.addWidget(w, i + 1, col)
            row.avatar = AvatarButton(row.name, self.error.setText)  # remembered per name (cafegames/ui/avatars)
            row.avatar.setObjectName(f"avatar{i}")
            self.seats_grid.addWidget(row.avatar, i + 1, 3)
            self.rows.append(row)
        self.seats_grid.setColumnStretch(0, 2)
        self.seats_grid.setColumnStretch(2, 1)

    def _build_options(self, remembered: dict[str, Any]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        schema = list(self.game.option_schema())
        for spec in schema:
            widget = self._option_widget(spec, remembered.get(spec.key, spec.default))
            self.option_widgets[spec.key] = widget
            explanation = QLabel(tr_message(spec.help))
            explanation.setWordWrap(True)
            # Top-aligned: a wrapped label may get more height than its lines need; the gap then goes below.
            explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            explanation.setStyleSheet("color: #5b4a3a; font-size: 14px;")  # a style sheet resets the font
            cell = QWidget()
            v = QVBoxLayout(cell)
            v.setContentsMargins(0, 0, 0, 6)
            v.setSpacing(2)
            v.addWidget(widget)
            v.addWidget(explanation)
            # A check box names itself; an empty QLabel (not "") keeps the form's height-for-width right, else the
            # wrapped explanation below it gets twice the height it needs.
            label: QLabel | str = QLabel() if spec.kind is bool else tr_message(spec.label)
            self.options_form.addRow(label, cell)
        self.options_box.setVisible(bool(schema))

    def _option_widget(self, spec: OptionSpec, value: Any) -> QWidget:
        try:
            value = spec.coerce(value)
        except SetupError:
            value = spec.default
        if spec.kind is bool:
            box = QCheckBox(tr_message(spec.label))
            box.setChecked(bool(value))
            return box
        if spec.kind is int:
            spin = QSpinBox()
            spin.setRange(spec.minimum if spec.minimum is not None else -1_000_000,
                          spec.maximum if spec.maximum is not None else 1_000_000)
            spin.setValue(int(value))
            return spin
        if spec.choices:
            combo = QComboBox()
            # Long choice labels must not widen the dialog: the box elides, the list shows them whole.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(24)
            for choice in spec.choices:
                combo.addItem(tr_message(choice.label), choice.value)
            combo.setCurrentIndex(max(combo.findData(value), 0))
            return combo
        edit = QLineEdit(str(value))
        return edit

    def option_values(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, w in self.option_widgets.items():
            if isinstance(w, QCheckBox):
                out[key] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[key] = w.value()
            elif isinstance(w, QComboBox):
                out[key] = w.currentData()
            elif isinstance(w, QLineEdit):
                out[key] = w.text()
        return out

    # ------------------------------------------------------------------ accepting
    def accept(self) -> None:
        info = self.info
        if info is None:
            return
        try:
            seats = [row.seat() for row in self.rows]
            names = [s.name.casefold() for s in seats]
            if len(set(names)) != len(names):
                raise SetupError(msg("NewGameDialog", QT_TRANSLATE_NOOP("NewGameDialog",
                                                                        "Two players have the same name.")))
            seats = self.picker.players.remember(seats)  # typed names remembered, seats given their player ids
            self.match = Match(self.game, self.option_values(), seats, rng.new_seed())
        except GameError as exc:
            self.error.setText(tr_message(exc.message))
            return
        self.settings.set_json_value("newgame/last_game", info.id)
        self.settings.set_json_value(f"newgame/{info.id}",
                                     {"seats": [r.as_dict() for r in self.rows], "options": self.option_values()})
        super().accept()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Enter in a name field must not start the game
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(self.focusWidget(), QLineEdit):
            self.focusNextChild()
            return
        super().keyPressEvent(event)
