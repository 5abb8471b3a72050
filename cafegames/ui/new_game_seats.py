"""The players part of the new-game dialog: how many, and for each seat a name, who plays it, a level, a photo.

A panel of its own, so what comes to know the family's players (remembered names, a take-back choice) plugs in
here without touching the rules part: `set_game` builds the rows, `seats()` reads them, `as_dicts()` is what the
dialog remembers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine.errors import SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.players import placeholder_name, placeholder_of
from cafegames.engine.seats import MAX_NAME, Seat, check_name
from cafegames.engine.takeback import default_allowed
from cafegames.ui.avatars import AvatarButton
from cafegames.ui.i18n import tr_message, tr_text
from cafegames.ui.plain_text import plain_tooltip
from cafegames.ui.wheel_guard import ComboBox, SpinBox

CTX = "NewGameDialog"  # the texts kept the context they had when the dialog was one module
LEVEL_LABELS = {
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
    "expert": QT_TRANSLATE_NOOP("NewGameDialog", "Expert"),
    "random": QT_TRANSLATE_NOOP("NewGameDialog", "Random"),
}
LEVEL_HINTS = {"random": QT_TRANSLATE_NOOP("NewGameDialog", "Plays any legal move, at random")}  # tooltips


ROW_ICON = 26  # the photo beside a seat's name, at the height of the name field
translate = QCoreApplication.translate  # the name lupdate reads, with literal context and text


def level_label(level: str) -> str:
    return tr_text(CTX, LEVEL_LABELS[level]) if level in LEVEL_LABELS else level.capitalize()


class WholeCombo(ComboBox):
    """A combo box a layout never squeezes below its widest choice (a squeezed one cuts its text)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return self.sizeHint()


class NameEdit(QLineEdit):
    """A name field wide enough for a long first name in the font it is shown with."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self.fontMetrics().horizontalAdvance("Maximilienne") + 24), hint.height())


class SeatRow:
    """The widgets of one seat: name, a person or the computer, level, photo."""

    def __init__(self, levels: Sequence[str], index: int, on_error: Callable[[str], None]):
        self.name = NameEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.setObjectName(f"name{index}")
        self.kind = WholeCombo()
        self.kind.addItem(translate("NewGameDialog", "A person"), "human")
        self.kind.addItem(translate("NewGameDialog", "The computer"), "computer")
        self.level = WholeCombo()
        for level in levels:
            self.level.addItem(level_label(level), level)
            if level in LEVEL_HINTS:
                self.level.setItemData(self.level.count() - 1, tr_text(CTX, LEVEL_HINTS[level]),
                                       Qt.ItemDataRole.ToolTipRole)
        self.avatar = AvatarButton(self.name, on_error)  # remembered per name (cafegames/ui/avatars)
        self.avatar.setObjectName(f"avatar{index}")
        self.avatar.setIconSize(QSize(ROW_ICON, ROW_ICON))  # as tall as the name field: ten rows in sight
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.kind.currentData() == "computer")

    def widgets(self) -> list[QWidget]:
        return [self.name, self.kind, self.level, self.avatar]

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


class SeatsPanel(QWidget):
    """How many players and one row per seat (see the module docstring)."""

    def __init__(self, on_error: Callable[[str], None], parent: QWidget | None = None):
        super().__init__(parent)
        self.on_error = on_error
        self.rows: list[SeatRow] = []
        self.levels: tuple[str, ...] = ()
        self.count = SpinBox()
        self.count.setObjectName("playerCount")
        self.count_label = QLabel(translate("NewGameDialog", "Number of players:"))
        self.count_label.setBuddy(self.count)
        # How many players: in the card's title line (`count_area`), so the rows start at the top of their scroll.
        self.count_area = QWidget()
        head = QHBoxLayout(self.count_area)
        head.setContentsMargins(0, 0, 0, 0)
        head.addWidget(self.count_label)
        head.addWidget(self.count)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(self.grid)
        self.takebacks = QCheckBox(translate("NewGameDialog", "Allow take-backs"))
        self.takebacks.setObjectName("takebacks")
        self.takebacks.clicked.connect(self._takebacks_chosen)
        self.takebacks_why = QLabel()
        self.takebacks_why.setObjectName("takebacksWhy")
        self.takebacks_why.setWordWrap(True)
        self.takebacks_why.setStyleSheet("font-size: 14px; color: #5b4a3a;")
        self.takebacks_why.setMinimumWidth(240)  # wrapped to the rows' width, never widening the card
        self._takebacks_by_hand = False  # once ticked or unticked by hand, the default no longer moves it
        # Under the scrolled rows, always in sight (the dialog puts `takeback_area` in the players card): the box
        # and why in a few words under it; the whole reason is their tooltip.
        self.takeback_area = QWidget()
        area = QVBoxLayout(self.takeback_area)
        area.setContentsMargins(0, 4, 0, 0)
        area.setSpacing(0)
        area.addWidget(self.takebacks)
        area.addWidget(self.takebacks_why)
        layout.addStretch(1)
        self.count.valueChanged.connect(lambda n: self._build_rows(n))

    def set_game(self, levels: Sequence[str], lo: int, hi: int, remembered: Sequence[Any]) -> None:
        """Rows for a game of `lo`–`hi` players: the remembered seats if they fit that game, else defaults."""
        self.levels = tuple(levels)
        seats = [s for s in remembered if isinstance(s, dict)] if isinstance(remembered, list) else []
        n = len(seats) if lo <= len(seats) <= hi else max(lo, 2)
        self.count.blockSignals(True)
        self.count.setRange(lo, hi)
        self.count.setValue(n)
        self.count.blockSignals(False)
        self.rows = []
        self._build_rows(n, seats)

    def _default_seat(self, i: int) -> dict[str, str]:
        if i == 0:
            return {"name": tr_message(placeholder_name("player", 1)), "kind": "human", "level": "normal"}
        return {"name": tr_message(placeholder_name("computer", i)), "kind": "computer", "level": "normal"}

    def _placeholders_in_language(self) -> None:
        """A name still a placeholder ("Player 1", remembered from a game set up in another language) is shown
        in the current language; a name someone typed stays as it is."""
        for row in self.rows:
            found = placeholder_of(row.name.text())
            if found is not None:
                shown = tr_message(placeholder_name(*found))
                if shown != row.name.text():
                    row.name.setText(shown)

    def changeEvent(self, event) -> None:  # noqa: N802 - a language chosen meanwhile renames the placeholders
        if event.type() == QEvent.Type.LanguageChange:
            self._placeholders_in_language()
        super().changeEvent(event)

    def _build_rows(self, n: int, remembered: Sequence[dict[str, Any]] | None = None) -> None:
        """`n` rows; a row keeps what was typed in it when the count changes."""
        remembered = list(remembered or [r.as_dict() for r in self.rows])
        while self.grid.count():
            w = self.grid.takeAt(0).widget()
            if w is not None:
                w.setParent(None)
        self.rows = []
        titles = (translate("NewGameDialog", "Name"), translate("NewGameDialog", "Played by"),
                  translate("NewGameDialog", "Level"), translate("NewGameDialog", "Photo"))
        for col, text in enumerate(titles):
            label = QLabel(text)
            label.setObjectName("columnTitle")
            self.grid.addWidget(label, 0, col)
        for i in range(n):
            row = SeatRow(self.levels, i, self.on_error)
            row.set(remembered[i] if i < len(remembered) else self._default_seat(i))
            for col, w in enumerate(row.widgets()):
                self.grid.addWidget(w, i + 1, col)
            row.kind.currentIndexChanged.connect(self._update_takebacks)
            self.rows.append(row)
        self._placeholders_in_language()
        self.grid.setColumnStretch(0, 3)
        self.grid.setColumnStretch(1, 2)
        self.grid.setColumnStretch(2, 2)
        self._update_takebacks()

    # ------------------------------------------------------------------ take-backs (cafegames/engine/takeback.py)
    def _people(self) -> int:
        return sum(row.kind.currentData() == "human" for row in self.rows)

    def _takebacks_chosen(self) -> None:
        self._takebacks_by_hand = True
        self._update_takebacks()

    def _update_takebacks(self) -> None:
        """On by default for one person against computers, off for several people; the sentence says why."""
        several = self._people() > 1
        if not self._takebacks_by_hand:
            self.takebacks.setChecked(default_allowed([Seat("-", row.kind.currentData()) for row in self.rows]))
        if several:
            short = translate("NewGameDialog", "Off by default when several people play.")
            text = translate("NewGameDialog", "Off by default when several people play: taking a move back after "
                                              "seeing the card you drew would be cheating.")
        else:
            short = translate("NewGameDialog", "Ctrl+Z undoes your last move.")
            text = translate("NewGameDialog", "Ctrl+Z or the Take back button on the table undoes your last move "
                                              "and the computers' moves after it.")
        self.takebacks_why.setText(short)
        for w in (self.takebacks, self.takebacks_why):
            w.setToolTip(plain_tooltip(text))

    def takebacks_allowed(self) -> bool:
        return self.takebacks.isChecked()

    def seats(self) -> list[Seat]:
        """The seats as typed; SetupError for a missing, bad or repeated name."""
        seats = [row.seat() for row in self.rows]
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("NewGameDialog", "Two players have the same name.")))
        return seats

    def as_dicts(self) -> list[dict[str, str]]:
        return [r.as_dict() for r in self.rows]
