"""The list of saved games: game, players, date, progress; open, watch again (the replay viewer) or delete (with
confirmation).

Damaged files are listed with their problem, can be deleted but not opened, and are never written to. The list
opens at once whatever the number of saves: the folder is read on a thread (`save_lister.SaveLister`), names
first, and each row fills in as its file is read; a model (not an item per row) keeps 10,000 rows cheap. Each row
keeps its file's real `Path`, so a file whose name is not UTF-8 (an old USB stick) is opened and deleted by the
bytes of its name, whatever is shown; a save another running copy of the app holds is not deleted."""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cafegames.engine import registry
from cafegames.ui import plain_text
from cafegames.ui.dialog_style import readable
from cafegames.ui.i18n import tr_message
from cafegames.ui.plain_text import plain_tooltip
from cafegames.ui.save_lister import SaveLister
from cafegames.ui.titles import custom_title

DAMAGED = QColor("#a02020")
translate = QCoreApplication.translate  # the name lupdate reads, with literal context and text


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


class SaveModel(QAbstractTableModel):
    """The rows of the list: one save file each, its `Path` kept as it is; its texts once its file is read."""

    def __init__(self, dialog: LoadDialog):
        super().__init__(dialog)
        self.dialog = dialog
        self.paths: list[Path] = []
        self.summaries: dict[Path, Any] = {}  # Path → SaveSummary, as they are read
        self._texts: dict[Path, tuple[str, str, str, str]] = {}
        self._rows: dict[Path, int] = {}

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.paths)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (translate("LoadDialog", "Game"), translate("LoadDialog", "Players"),
                    translate("LoadDialog", "Last played"), translate("LoadDialog", "Progress"))[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        path = self.paths[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts(path)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == 3:
            return plain_tooltip(self.texts(path)[3]) or None
        if role == Qt.ItemDataRole.ForegroundRole:
            s = self.summaries.get(path)
            return QBrush(DAMAGED) if s is not None and s.record is None else None
        return None

    def texts(self, path: Path) -> tuple[str, str, str, str]:
        kept = self._texts.get(path)
        if kept is None:
            kept = self._make_texts(path)
            if path in self.summaries:
                self._texts[path] = kept
        return kept

    def _make_texts(self, path: Path) -> tuple[str, str, str, str]:
        from cafegames.engine.saves.folder import shown_name

        s = self.summaries.get(path)
        if s is None:
            return shown_name(path), "", "", translate("LoadDialog", "Reading…")
        if s.record is None:
            problem = tr_message(s.error.message) if s.error else ""
            return shown_name(path), translate("LoadDialog", "Damaged file"), "", problem
        r = s.record
        info = registry.GAMES.get(r.game)
        players = ", ".join(seat.name for seat in r.seats)
        title = custom_title(r.title, r.game, r.seats)  # a name given with Game → Save as…
        progress = tr_message(r.progress) if r.progress else ""
        return (tr_message(info.name) if info else r.game,
                translate("LoadDialog", "“{title}” · {players}").format(title=title, players=players) if title
                else players,
                local_date(r.updated),
                translate("LoadDialog", "Finished") + (f" · {progress}" if progress else "") if r.finished
                else progress)

    def set_paths(self, paths: list[Path]) -> None:
        self.beginResetModel()
        self.paths = sorted(paths, key=lambda p: p.name, reverse=True)  # names start with their date: newest first
        self._rows = {p: i for i, p in enumerate(self.paths)}
        self.summaries.clear()
        self._texts.clear()
        self.endResetModel()

    def add(self, summaries: list) -> None:
        rows = []
        for s in summaries:
            if s.path in self._rows:
                self.summaries[s.path] = s
                self._texts.pop(s.path, None)
                rows.append(self._rows[s.path])
        if rows:
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), 3))

    def sort_read(self) -> None:
        """Every file read: most recently played first, damaged files last (`folder.order_key`)."""
        from cafegames.engine.saves.folder import order_key

        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        old = [self.paths[i.row()] for i in before]
        self.paths.sort(key=lambda p: order_key(self.summaries[p]) if p in self.summaries else (False, "", p.name),
                        reverse=True)
        self._rows = {p: i for i, p in enumerate(self.paths)}
        after = [self.index(self._rows[p], i.column()) for p, i in zip(old, before, strict=True)]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def remove(self, path: Path) -> None:
        row = self._rows.get(path)
        if row is None:
            return
        self.beginRemoveRows(QModelIndex(), row, row)
        del self.paths[row]
        self.summaries.pop(path, None)
        self._texts.pop(path, None)
        self._rows = {p: i for i, p in enumerate(self.paths)}
        self.endRemoveRows()


class LoadDialog(QDialog):
    listed = Signal()  # every file of the folder is read (tests wait for it)

    def __init__(self, parent: QWidget | None = None, folder: Path | None = None):
        super().__init__(parent)
        self.folder = folder
        self.chosen: Path | None = None
        self.watch = False  # the chosen game is to be watched again (the replay viewer), not played on
        self.done_reading = False
        self._touched = False  # the person chose a row (mouse, keys): the final order keeps it chosen
        self._selecting = False  # a row is being chosen by the list itself
        self.setWindowTitle(self.tr("Load a saved game"))
        readable(self)
        self.resize(980, 520)
        self.model = SaveModel(self)
        self.view = QTableView()  # a table asks nothing per row (a tree asks each row for its children)
        self.view.setModel(self.model)
        self.view.setShowGrid(False)
        self.view.setWordWrap(False)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setDefaultSectionSize(34)  # one height for every row: none is measured
        self.view.setAlternatingRowColors(True)
        self.view.setStyleSheet("QTableView { font-size: 15px; outline: 0; } QTableView::item { padding: 6px 4px; }"
                                "QHeaderView::section { font-size: 14px; font-weight: bold; padding: 4px; }")
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.view.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)  # measuring 10,000 rows would take seconds
        for column, width in enumerate((170, 360, 170)):
            header.resizeSection(column, width)
        header.setStretchLastSection(True)
        self.view.doubleClicked.connect(lambda *_: self.accept())
        self.view.selectionModel().currentRowChanged.connect(self._row_changed)
        # The selected row in full (a long progress line or a damaged file's problem is cut in its column).
        self.details = QLabel(objectName="saveDetails")
        self.details.setTextFormat(Qt.TextFormat.PlainText)  # titles and names from files are text, never HTML
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.empty = QLabel()
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
        layout.addWidget(self.view, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.empty)
        layout.addWidget(self.buttons)
        self.lister: SaveLister | None = None
        self.finished.connect(self._stop_reading)
        self.refresh()

    # ------------------------------------------------------------------ reading the folder
    def refresh(self) -> None:
        """Read the folder (again), off the GUI thread: the list fills in as the files are read."""
        self._stop_reading()
        self.done_reading = False
        with self._by_list():
            self.model.set_paths([])
        self.empty.setText(self.tr("Reading the saved games…"))
        self._show_rows()
        self.lister = SaveLister(self.folder, self)
        self.lister.names.connect(self._names)
        self.lister.read.connect(self._read)
        self.lister.done.connect(self._done)
        self.lister.start()

    def _stop_reading(self, *_: object) -> None:
        if self.lister is not None:
            self.lister.stop()
            for signal in (self.lister.names, self.lister.read, self.lister.done):
                signal.disconnect()
            self.lister = None

    def _names(self, paths: list[Path]) -> None:
        with self._by_list():
            self.model.set_paths(paths)
        self.empty.setText(self.tr("No saved games yet. Every game is saved as it is played."))
        self._show_rows()
        if paths:
            self.select_row(0, by_hand=False)

    def _read(self, summaries: list) -> None:
        self.model.add(summaries)
        self._selection_changed()

    def _done(self) -> None:
        chosen = self.current_path()
        with self._by_list():
            self.model.sort_read()
        if not self._touched or chosen is None:
            self.select_row(0, by_hand=False)
        self.done_reading = True
        self._selection_changed()
        self.listed.emit()

    def _show_rows(self) -> None:
        self.view.setVisible(bool(self.model.paths))
        self.empty.setVisible(not self.model.paths)

    # ------------------------------------------------------------------ rows
    def row_count(self) -> int:
        return len(self.model.paths)

    def row_texts(self, row: int) -> tuple[str, str, str, str]:
        return self.model.texts(self.model.paths[row])

    def select_row(self, row: int, by_hand: bool = True) -> None:
        if 0 <= row < len(self.model.paths):
            with self._by_list(not by_hand):
                self.view.setCurrentIndex(self.model.index(row, 0))
        self._selection_changed()

    @contextlib.contextmanager
    def _by_list(self, on: bool = True) -> Iterator[None]:
        """Rows chosen or moved by the list itself (filled in, sorted), not by the person."""
        before, self._selecting = self._selecting, on
        try:
            yield
        finally:
            self._selecting = before

    def _row_changed(self, *_: object) -> None:
        self._touched = self._touched or not self._selecting
        self._selection_changed()

    def current_path(self) -> Path | None:
        index = self.view.currentIndex()
        return self.model.paths[index.row()] if index.isValid() and index.row() < len(self.model.paths) else None

    def _current(self) -> Any:
        """The selected row's SaveSummary (None while its file is being read)."""
        path = self.current_path()
        return self.model.summaries.get(path) if path is not None else None

    def _selection_changed(self, *_: object) -> None:
        path = self.current_path()
        s = self._current()
        texts = self.model.texts(path) if path is not None else ("", "", "", "")
        self.details.setText(" — ".join(t for t in (texts[0], texts[1], texts[3]) if t))
        self.details.setVisible(path is not None)
        self.open_button.setEnabled(s is not None and s.record is not None)
        self.watch_button.setEnabled(s is not None and s.record is not None)
        self.delete_button.setEnabled(path is not None)

    # ------------------------------------------------------------------ commands
    def delete_selected(self) -> None:
        from cafegames.engine.files import inside
        from cafegames.engine.saves import SaveError, delete_save, saves_dir
        from cafegames.engine.saves.locks import held_elsewhere

        path = self.current_path()
        if path is None:
            return
        texts = self.model.texts(path)
        title = self.tr("Delete this saved game?")
        if inside(self.folder or saves_dir(), path.name) != path:  # a file of this folder, never a link's target
            plain_text.tell(self, title, self.tr("This file is not in the folder of saved games: it is not deleted."))
            return
        if held_elsewhere(path):  # the other window would write it again at its next move
            plain_text.tell(self, title, self.tr("This game is open in another cafegames window: close it there "
                                                 "first, then delete it here."))
            return
        if not plain_text.ask(self, title, self.tr("Delete “{game}” for good? It cannot be brought back.")
                              .format(game=f"{texts[0]} · {texts[1]}")):
            return
        try:
            delete_save(path)
        except SaveError as exc:
            plain_text.tell(self, title, tr_message(exc.message))
            return
        with self._by_list():
            self.model.remove(path)
        self._show_rows()
        self._selection_changed()

    def accept_watch(self) -> None:
        self.watch = True
        self.accept()

    def accept(self) -> None:
        s = self._current()
        if s is None or s.record is None:
            return
        self.chosen = s.path
        super().accept()
