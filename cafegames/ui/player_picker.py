"""The family's players in the new-game dialog: a row of faces to seat in one double-click, and add, rename,
colour, remove. Compact, so the seats under it stay in sight (ten of them on a 1280 × 800 screen): one line of
faces (or, while nobody is remembered, one short sentence) with Add…, and what acts on the chosen face in a menu
(the "⋯" button, or a right-click on a face). A renamed player keeps the history (it follows their id, cafegames/engine/players.py) and
their photo (`avatars.rename_avatar`).

The dialog hooks it in with a few lines (kept apart so the dialog can be restyled freely):

    self.picker = PlayerPicker()
    layout.addWidget(self.picker)
    self.picker.chosen.connect(lambda name: self.error.setText(seat_player(self.rows, name)))
    self.picker.renamed.connect(lambda old, new: rename_in_rows(self.rows, old, new))
    seats = self.picker.players.attach(seats)    # on Start: the seats of remembered players get their ids

`rows` are the dialog's seat rows: objects with a `name` QLineEdit and a `kind` QComboBox holding "human" /
"computer" as item data.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QWidget,
)

from cafegames.engine.errors import SetupError
from cafegames.engine.players import PALETTE, Player, Players
from cafegames.engine.seats import MAX_NAME
from cafegames.ui import avatars, plain_text
from cafegames.ui.i18n import tr_message
from cafegames.ui.plain_text import plain_tooltip

ID_ROLE = Qt.ItemDataRole.UserRole


def seat_player(rows: Sequence[Any], name: str) -> str:
    """Put `name` at the table: in the first seat played by a person whose name is not a remembered player's
    (a default "Player 1", an empty field), else in the first computer seat. Returns "" or why not."""
    from PySide6.QtCore import QCoreApplication

    key = name.casefold()
    if any(r.name.text().strip().casefold() == key for r in rows):
        return QCoreApplication.translate("PlayerPicker", "{name} is already at the table.").format(name=name)
    store = Players()
    humans = [r for r in rows if r.kind.currentData() == "human"]
    free = [r for r in humans if store.by_name(r.name.text()) is None]
    computers = [r for r in rows if r.kind.currentData() != "human"]
    target = (free or computers or [None])[0]
    if target is None:
        return QCoreApplication.translate("PlayerPicker", "Every seat is taken: add a seat first.")
    target.name.setText(name[:MAX_NAME])
    target.kind.setCurrentIndex(max(0, target.kind.findData("human")))
    return ""


def rename_in_rows(rows: Sequence[Any], old: str, new: str) -> None:
    """The seats showing a player's old name show the new one."""
    for r in rows:
        if r.name.text().strip().casefold() == old.casefold():
            r.name.setText(new)


ICON = 28


class PlayerPicker(QFrame):
    chosen = Signal(str)  # a player to seat (by name)
    renamed = Signal(str, str)  # old name, new name
    message = Signal(str)  # a refusal to show (a name taken, a disk that refuses)

    def __init__(self, players: Players | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("playerPicker")
        self.players = players or Players()
        self.list = QListWidget(objectName="familyPlayers")
        self.list.setViewMode(QListView.ViewMode.ListMode)
        self.list.setFlow(QListView.Flow.LeftToRight)
        self.list.setWrapping(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setIconSize(QSize(ICON, ICON))
        self.list.setSpacing(2)
        self.list.setFrameShape(QFrame.Shape.NoFrame)
        self.list.viewport().setAutoFillBackground(False)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setFixedHeight(ICON + 14)  # one line of faces; more scroll down a line at a time
        self.list.itemDoubleClicked.connect(lambda item: self.chosen.emit(item.text()))
        self.list.currentItemChanged.connect(lambda *_: self._enable())
        self.title = QLabel(objectName="pickerTitle")
        self.title.setStyleSheet("font-weight: bold; color: #8f3524;")
        self.hint = plain_text.plain(QLabel(objectName="pickerHint"))
        self.hint.setWordWrap(True)
        self.add_button = QPushButton(objectName="addPlayer")
        self.add_button.clicked.connect(lambda: self.add_dialog())
        # What acts on the chosen face: a menu (the "⋯" button beside Add…, or a right-click on a face), so the
        # picker stays one line and the seats below stay in sight.
        self.menu = QMenu(self)
        self.seat_action = self.menu.addAction("", self._seat_current)
        self.rename_action = self.menu.addAction("", lambda: self.rename_dialog())
        self.colour_menu = self.menu.addMenu("")
        self.colour_actions = []
        for colour in PALETTE:
            pm = QPixmap(18, 18)
            pm.fill(QColor(colour))
            self.colour_actions.append(self.colour_menu.addAction(QIcon(pm), "", lambda c=colour: self.set_colour(c)))
        self.remove_action = self.menu.addAction("", lambda: self.remove_dialog())
        self.more_button = QPushButton("⋯", objectName="playerMenu")
        self.more_button.setMenu(self.menu)
        self.more_button.setStyleSheet("QPushButton { padding: 6px 10px; } "
                                       "QPushButton::menu-indicator { image: none; width: 0; }")  # leaves the faces room
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._context_menu)
        line = QHBoxLayout(self)  # "Our players", the faces (or the sentence while there are none), Add…, ⋯
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.title)
        line.addWidget(self.list, 1)
        line.addWidget(self.hint, 1)
        line.addWidget(self.add_button)
        line.addWidget(self.more_button)
        self.retranslate()
        self.refresh()

    # ---------------------------------------------------------------- the list
    def refresh(self, select: str = "") -> None:
        current = select or (self.current().id if self.current() else "")
        self.list.clear()
        for p in self.players.all():
            item = QListWidgetItem(avatars.player_icon(p.name, QColor(p.colour), ICON), p.name)
            item.setData(ID_ROLE, p.id)
            item.setToolTip(plain_tooltip(self.tr("Double-click to seat {name}").format(name=p.name)))
            self.list.addItem(item)
            if p.id == current:
                self.list.setCurrentItem(item)
        problem = self.players.problem  # a damaged players.json: said here, where the list would be
        self.hint.setStyleSheet("font-size: 14px; " + ("color: #a02020; font-weight: bold;" if problem else
                                                      "color: #5b4a3a;"))
        self.hint.setText(tr_message(problem) if problem is not None else
                          self.tr("The players of the family appear here once they have played, or with Add."))
        self.hint.setVisible(problem is not None or not self.list.count())
        self.list.setVisible(bool(self.list.count()))
        if self.list.count():  # one whole line of faces: the next line is scrolled to, never half shown
            self.list.setFixedHeight(self.list.sizeHintForRow(0) + 2 * self.list.spacing())
        self._enable()

    def current(self) -> Player | None:
        item = self.list.currentItem()
        return self.players.by_id(item.data(ID_ROLE)) if item is not None else None

    def _enable(self) -> None:
        chosen = self.list.currentItem() is not None
        for a in (self.seat_action, self.rename_action, self.colour_menu.menuAction(), self.remove_action):
            a.setEnabled(chosen)
        self.more_button.setVisible(self.list.count() > 0)

    def _context_menu(self, pos) -> None:
        item = self.list.itemAt(pos)
        if item is not None:
            self.list.setCurrentItem(item)
            self.menu.popup(self.list.viewport().mapToGlobal(pos))

    def _seat_current(self) -> None:
        p = self.current()
        if p is not None:
            self.chosen.emit(p.name)

    # ---------------------------------------------------------------- changes (the dialogs are skipped by tests)
    def _ask(self, title: str, label: str, text: str = "") -> str | None:
        from cafegames.ui.dialog_style import readable

        ask = QInputDialog(self)
        readable(ask)
        ask.setWindowTitle(title)
        ask.setLabelText(label)  # it may hold a name: text, never HTML
        for shown in ask.findChildren(QLabel):
            plain_text.plain(shown)
        ask.setTextValue(text)
        ask.setMinimumWidth(420)
        ok = ask.exec()
        text = ask.textValue()
        ask.deleteLater()  # a closed dialog is freed (see cafegames/ui/dialogs.py)
        return text if ok else None

    def add_dialog(self, name: str | None = None) -> Player | None:
        if name is None:
            name = self._ask(self.tr("A new player"), self.tr("Name:"))
            if name is None:
                return None
        try:
            player = self.players.add(name)
        except SetupError as exc:
            self.message.emit(tr_message(exc.message))
            return None
        self.refresh(player.id)
        self.message.emit("")
        return player

    def rename_dialog(self, name: str | None = None) -> Player | None:
        p = self.current()
        if p is None:
            return None
        if name is None:
            name = self._ask(self.tr("Rename {name}").format(name=p.name),
                             self.tr("New name (the games played so far stay theirs):"), p.name)
            if name is None:
                return None
        try:
            renamed = self.players.rename(p.id, name)
        except SetupError as exc:
            self.message.emit(tr_message(exc.message))
            return None
        avatars.rename_avatar(p.name, renamed.name)
        self.refresh(renamed.id)
        self.renamed.emit(p.name, renamed.name)
        self.message.emit("")
        return renamed

    def set_colour(self, colour: str) -> None:
        p = self.current()
        if p is None:
            return
        try:
            self.players.set_colour(p.id, colour)
        except SetupError as exc:
            self.message.emit(tr_message(exc.message))
            return
        self.refresh(p.id)

    def remove_dialog(self, confirm: bool = True) -> bool:
        p = self.current()
        if p is None:
            return False
        if confirm and not plain_text.ask(
                self, self.tr("Remove {name}?").format(name=p.name),
                self.tr("Remove {name} from the list of players? Their saved games stay, and so do their "
                        "statistics under the name they played with.").format(name=p.name)):
            return False
        try:
            self.players.remove(p.id)
        except SetupError as exc:
            self.message.emit(tr_message(exc.message))
            return False
        self.refresh()
        return True

    # ---------------------------------------------------------------- language
    def retranslate(self) -> None:
        self.title.setText(self.tr("Our players:"))
        self.seat_action.setText(self.tr("Take a seat"))
        self.add_button.setText(self.tr("Add…"))
        self.rename_action.setText(self.tr("Rename…"))
        self.colour_menu.setTitle(self.tr("Colour"))
        self.remove_action.setText(self.tr("Remove…"))
        self.more_button.setToolTip(self.tr("Seat, rename, colour or remove the chosen player (or right-click a "
                                            "player)"))
        names = (self.tr("Red"), self.tr("Green"), self.tr("Blue"), self.tr("Purple"), self.tr("Gold"), self.tr("Teal"),
                 self.tr("Pink"), self.tr("Orange"), self.tr("Indigo"), self.tr("Olive"), self.tr("Brown"),
                 self.tr("Slate"))
        for action, name in zip(self.colour_actions, names, strict=True):
            action.setText(name)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)
