"""One readable look for the app's dialogs: a family reads them from the sofa, not from a desk.

Qt's default widget font (often 9–10 pt) is too small for that; `readable(dialog)` gives the dialog and every
widget in it a 15 px font (fonts set with setFont propagate to children; style sheet fonts would not)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

DIALOG_PX = 15


def readable(widget: QWidget, px: int = DIALOG_PX) -> None:
    font = widget.font()
    font.setPixelSize(px)
    widget.setFont(font)
