"""File choosers open where a family keeps such files (Pictures, Documents) and then where the last one was
found, remembered in the settings (cafegames/ui/file_choosers.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog

from cafegames.ui import file_choosers
from cafegames.ui.settings import Settings


def _standard(kind) -> str:
    return QStandardPaths.writableLocation(kind)


def test_first_in_pictures_or_documents_then_where_the_last_file_was(qapp, settings, tmp_path, monkeypatch):
    pictures = Path(_standard(QStandardPaths.StandardLocation.PicturesLocation))
    documents = Path(_standard(QStandardPaths.StandardLocation.DocumentsLocation))
    pictures.mkdir(parents=True, exist_ok=True)
    documents.mkdir(parents=True, exist_ok=True)
    asked: list[str] = []
    chosen = tmp_path / "usb key" / "photo.jpg"
    chosen.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, title, folder, flt: (asked.append(folder)
                                                                                           or (str(chosen), flt)))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, folder, flt: (asked.append(folder)
                                                                                           or ("", flt)))
    assert file_choosers.open_file(None, "A photo", "*.jpg", file_choosers.PICTURES, settings) == str(chosen)
    file_choosers.save_file(None, "Save the results", "results.pdf", "PDF (*.pdf)", file_choosers.DOCUMENTS, settings)
    assert asked == [str(pictures), str(documents / "results.pdf")]
    file_choosers.open_file(None, "A photo", "*.jpg", file_choosers.PICTURES, settings)
    assert asked[-1] == str(chosen.parent)  # where the last photo was found
    assert Settings(settings.path).json_value("last_folder_pictures") == str(chosen.parent)  # for the next start


def test_a_remembered_folder_that_is_gone_or_not_a_folder_is_not_used(qapp, settings, tmp_path):
    pictures = _standard(QStandardPaths.StandardLocation.PicturesLocation)
    Path(pictures).mkdir(parents=True, exist_ok=True)
    for stored in (str(tmp_path / "unplugged key"), str(tmp_path / "file.txt"), "a\0b", 42, ["x"]):
        (tmp_path / "file.txt").write_text("x")
        settings.set_json_value("last_folder_pictures", stored)
        assert file_choosers.start_folder(file_choosers.PICTURES, settings) == pictures



def test_every_chooser_of_the_app_starts_in_the_familys_folders(qtbot, settings, tmp_path, monkeypatch):
    """A photo for a player and a picture for a card open in Pictures; a deck to import or export in Documents."""
    from PySide6.QtWidgets import QLineEdit

    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner
    from cafegames.ui.avatars import AvatarButton

    pictures = _standard(QStandardPaths.StandardLocation.PicturesLocation)
    documents = _standard(QStandardPaths.StandardLocation.DocumentsLocation)
    for folder in (pictures, documents):
        Path(folder).mkdir(parents=True, exist_ok=True)
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, title, folder, flt: (asked.append(folder)
                                                                                           or ("", flt)))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, folder, flt: (asked.append(folder)
                                                                                           or ("", flt)))
    file_choosers._remembered.clear()
    name = QLineEdit("Mamie")
    button = AvatarButton(name, lambda _text: None)
    qtbot.addWidget(button)
    button.choose_dialog()
    dialog = DeckDesigner(settings)
    qtbot.addWidget(dialog)
    dialog.choose_dialog()
    dialog.import_dialog()
    assert asked == [pictures, pictures, documents]
