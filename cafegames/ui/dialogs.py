"""Running a modal dialog so that it is freed once it returns.

A dialog parented to a window lives as long as that window unless it is deleted; PySide frees it with its
Python object, but a signal connected to a lambda that uses the dialog keeps that object alive from C++. Each
opening then left one more hidden dialog in memory (the monkey test counts them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the main window imports this module before its first frame: QDialog's type is built later
    from PySide6.QtWidgets import QDialog

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox


def run_dialog(dialog: QDialog) -> int:
    """`dialog.exec()`, then delete the dialog (its Python attributes stay readable; the widgets go at the next
    turn of the event loop)."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def message_box() -> type[QMessageBox]:
    """QMessageBox, imported on first use: its type costs ~9 ms to set up in PySide6, not before the first window."""
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox
