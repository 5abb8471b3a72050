"""Names, titles and messages are text, never HTML.

Qt shows a QLabel, a QMessageBox or a tooltip as rich text whenever the string merely looks like HTML
(`Qt.mightBeRichText`: a known tag anywhere before the first line break). A player called "<b>Léa</b>" would be
shown in bold, and a save titled "<img>" makes every paint of the label try to open an image file with no name
(Qt's warning "QFSFileEngine::open: No file name specified", found by the long monkey run). So every widget here
that shows a name, a title or a message with one in it goes through these helpers, which fix the format to plain
text; tests/ui/test_plain_text.py walks the windows with such names in every place and checks no label is read as
HTML.

The main window imports this module before its first frame: `Qt` and `html` are imported where they are used
(importing PySide6's `Qt` namespace builds its ~100 Python enums, ~20 ms; tests/ui/test_startup.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def _plain_format():
    from PySide6.QtCore import Qt

    return Qt.TextFormat.PlainText


def plain(label: QLabel) -> QLabel:
    """`label`, set to show its text as it is (returned, to be used inline)."""
    label.setTextFormat(_plain_format())
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` as it is, its lines too (Qt reads a tooltip that looks like HTML as HTML)."""
    import html

    return "<p>{}</p>".format(html.escape(text).replace("\n", "<br>"))


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    """A Yes/No question (No by default) with `text` shown as plain text; True for Yes."""
    from PySide6.QtWidgets import QMessageBox  # its type costs ~9 ms to set up: not at start-up

    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    return _box(parent, QMessageBox.Icon.Question, title, text, yes | no, no) == yes


def tell(parent: QWidget | None, title: str, text: str, kind: str = "warning") -> None:
    """A message ("warning", "information" or "critical") with `text` shown as plain text, until OK."""
    from PySide6.QtWidgets import QMessageBox

    icon = {"warning": QMessageBox.Icon.Warning, "information": QMessageBox.Icon.Information,
            "critical": QMessageBox.Icon.Critical}[kind]
    _box(parent, icon, title, text, QMessageBox.StandardButton.Ok, QMessageBox.StandardButton.Ok)


def plain_box(box: QMessageBox) -> QMessageBox:
    """`box`, set to show its text as it is."""
    box.setTextFormat(_plain_format())
    return box


def _box(parent, icon, title: str, text: str, buttons, default):
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(_plain_format())
    box.setDefaultButton(default)
    try:
        return QMessageBox.StandardButton(box.exec())
    finally:
        box.deleteLater()  # a closed dialog is freed (see cafegames/ui/dialogs.py)
