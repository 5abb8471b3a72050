"""Where the app's file choosers open: the folder last used for that kind of file, else the family's Pictures
(photos) or Documents (decks, PDFs, saved games), else the home folder. The last folder of each kind is
remembered in the settings (`last_folder_<kind>`), so a second photo is looked for where the first was found.

A remembered folder is only a place to start in: it is used when it is an existing folder, never read from or
written to by itself (the chooser shows it; the person picks the file).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

PICTURES, DOCUMENTS = "pictures", "documents"
_STANDARD = {
    PICTURES: QStandardPaths.StandardLocation.PicturesLocation,
    DOCUMENTS: QStandardPaths.StandardLocation.DocumentsLocation,
}
_remembered: dict[str, str] = {}  # for choosers without settings at hand (kept for the session)


def _key(kind: str) -> str:
    return f"last_folder_{kind}"


def start_folder(kind: str, settings: Any = None) -> str:
    """The folder a chooser for `kind` opens in (see the module docstring)."""
    last = settings.json_value(_key(kind), "") if settings is not None else _remembered.get(kind, "")
    candidates = [last] if isinstance(last, str) and last else []
    candidates += [QStandardPaths.writableLocation(_STANDARD.get(kind, _STANDARD[DOCUMENTS])),
                   str(Path.home())]
    for folder in candidates:
        if folder and len(folder) < 4096 and "\0" not in folder and os.path.isdir(folder):
            return folder
    return ""


def remember(kind: str, chosen: str, settings: Any = None) -> None:
    """The folder of `chosen` (a file the person picked) is where the next chooser of `kind` opens."""
    if not chosen:
        return
    folder = str(Path(chosen).parent)
    _remembered[kind] = folder
    if settings is not None and settings.json_value(_key(kind), "") != folder:
        settings.set_json_value(_key(kind), folder)


def open_file(parent: QWidget | None, title: str, file_filter: str, kind: str, settings: Any = None) -> str:
    """A file to read, chosen by the person ("" when they cancel)."""
    path, _ = QFileDialog.getOpenFileName(parent, title, start_folder(kind, settings), file_filter)
    remember(kind, path, settings)
    return path


def save_file(parent: QWidget | None, title: str, file_name: str, file_filter: str, kind: str = DOCUMENTS,
              settings: Any = None) -> str:
    """Where to write a new file named `file_name` by default, chosen by the person ("" when they cancel)."""
    start = start_folder(kind, settings)
    path, _ = QFileDialog.getSaveFileName(parent, title, os.path.join(start, file_name) if start else file_name,
                                          file_filter)
    remember(kind, path, settings)
    return path
