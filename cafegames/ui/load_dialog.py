"""The list of saved games: game, players, date, progress; open, watch again (the replay viewer) or delete (with
confirmation).

Damaged files are listed with their problem, can be deleted but not opened, and are never written to."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry
from cafegames.engine.saves import SaveError, SaveSummary, delete_save, list_saves
from cafegames.ui import plain_text
from cafegames.ui.dialog_style import readable
from cafegames.ui.i18n import tr_message
from cafegames.ui.plain_text import plain_tooltip
from cafegames.ui.titles import custom_title

PATH_ROLE = Qt.ItemDataRole.UserRole


def local_date(iso: str) -> str:
    """An ISO timestamp from a save in the user's time zone and language ("" when unreadable)."""
    try:
        stamp = dt.datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return ""
    if stamp.tzinfo is None:
        stamp = stamp.replace(tzinfo=dt.UTC)
    when = QDateTime.fromSecsSinceEpoch(int(stamp.timestamp()))
    return QLocale().toString(when, QLocale.FormatType.ShortFormat)


class LoadDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, folder: Path | None = None):
        super().__init__(parent)
        self.folder = folder
        self.chosen: Path | None = None
        self.watch = False  # the chosen game is to be watched again (the replay viewer), not played on
        self.summaries: list[SaveSummary] = []
        self.setWindowTitle(self.tr("Load a saved game"))
        readable(self)
        self.resize(980, 520)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setStyleSheet("QTreeWidget { font-size: 15px; } QTreeWidget::item { padding: 6px 4px; }"
                                "QHeaderView::section { font-size: 14px; font-weight: bold; padding: 4px; }")
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Last played"), self.tr("Progress")])
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setStretchLastSection(True)
        self.tree.itemDoubleClicked.connect(lambda *_: self.accept())
        self.tree.currentItemChanged.connect(self._selection_changed)
        # The selected row in full (a long progress line or a damaged file's problem is cut in its column).
        self.details = QLabel(objectName="saveDetails")
        self.details.setTextFormat(Qt.TextFormat.PlainText)  # titles and names from files are text, never HTML
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty = QLabel(self.tr("No saved games yet. Every game is saved as it is played."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        self.open_button = self.buttons.button(QDialogButtonBox.StandardButton.Open)
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.delete_button.clicked.connect(self.delete_selected)
        self.watch_button = QPushButton(self.tr("Watch the replay"), objectName="watchButton")
        self.buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.clicked.connect(self.accept_watch)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self.refresh()

    def refresh(self) -> None:
        self.tree.clear()
        self.summaries = list_saves(self.folder)
        for s in self.summaries:
            item = QTreeWidgetItem()
            item.setData(0, PATH_ROLE, str(s.path))
            if s.record is not None:
                r = s.record
                info = registry.GAMES.get(r.game)
                item.setText(0, tr_message(info.name) if info else r.game)
                players = ", ".join(seat.name for seat in r.seats)
                title = custom_title(r.title, r.game, r.seats)  # a name given with Game → Save as…
                item.setText(1, self.tr("“{title}” · {players}").format(title=title, players=players) if title
                             else players)
                item.setText(2, local_date(r.updated))
                progress = tr_message(r.progress) if r.progress else ""
                item.setText(3, self.tr("Finished") + (f" · {progress}" if progress else "") if r.finished else progress)
                item.setToolTip(3, plain_tooltip(item.text(3)))
            else:
                item.setText(0, s.path.name)
                item.setText(1, self.tr("Damaged file"))
                item.setText(3, tr_message(s.error.message) if s.error else "")
                for col in range(4):
                    item.setForeground(col, QBrush(QColor("#a02020")))
                item.setToolTip(3, plain_tooltip(item.text(3)))
            self.tree.addTopLevelItem(item)
        self.tree.setVisible(bool(self.summaries))
        self.empty.setVisible(not self.summaries)
        if self.summaries:
            self.tree.setCurrentItem(self.tree.topLevelItem(0))
        self._selection_changed()

    def _current(self) -> SaveSummary | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        path = item.data(0, PATH_ROLE)
        return next((s for s in self.summaries if str(s.path) == path), None)

    def _selection_changed(self, *_) -> None:
        s = self._current()
        item = self.tree.currentItem()
        self.details.setText(" — ".join(t for t in (item.text(0), item.text(1), item.text(3)) if t) if item else "")
        self.details.setVisible(item is not None)
        self.open_button.setEnabled(s is not None and s.record is not None)
        self.watch_button.setEnabled(s is not None and s.record is not None)
        self.delete_button.setEnabled(s is not None)

    def delete_selected(self) -> None:
        s = self._current()
        if s is None:
            return
        what = self.tree.currentItem().text(0) + " · " + self.tree.currentItem().text(1)
        if plain_text.ask(self, self.tr("Delete this saved game?"),
                          self.tr("Delete “{game}” for good? It cannot be brought back.").format(game=what)):
            try:
                delete_save(s.path)
            except SaveError as exc:
                plain_text.tell(self, self.tr("Delete this saved game?"), tr_message(exc.message))
            self.refresh()

    def accept_watch(self) -> None:
        self.watch = True
        self.accept()

    def accept(self) -> None:
        s = self._current()
        if s is None or s.record is None:
            return
        self.chosen = s.path
        super().accept()
