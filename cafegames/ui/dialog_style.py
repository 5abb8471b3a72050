"""One readable look for the app's dialogs: a family reads them from the sofa, not from a desk.

Qt's default widget font (often 9–10 pt) is too small for that; `readable(dialog)` gives the dialog and every
widget in it a 15 px font (fonts set with setFont propagate to children; style sheet fonts would not)."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

from cafegames.ui import larger

DIALOG_PX = 15


def readable(widget: QWidget, px: int = DIALOG_PX) -> None:
    """`px` pixels, times the "Larger cards and text" factor (cafegames/ui/larger.py)."""
    font = widget.font()
    font.setPixelSize(round(px * larger.factor()))
    widget.setFont(font)


# The start page's colours (cafegames/ui/start_page.py) for the dialogs a family fills in together: cream paper,
# cards with round corners, dark brown text, the terracotta of the Play buttons. Object names pick the roles.
WARM = """
QWidget { font-size: @PX@px; }
QDialog#warm { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f7efe0, stop:1 #ead9bb); }
QDialog#warm QLabel { color: #2b2118; }
QLabel#heading { font-size: 26px; font-weight: bold; }
QFrame#card { background: #fffaf0; border: 1px solid #d6c4a4; border-radius: 14px; }
QFrame#card QLabel { background: transparent; }
QLabel#cardTitle { color: #8f3524; font-size: 19px; font-weight: bold; }
QLabel#columnTitle, QLabel#optionLabel { font-weight: bold; }
QLabel#groupTitle, QLabel#variantTitle { color: #8f3524; font-size: 16px; font-weight: bold; }
QLabel#groupHelp, QLabel#help, QLabel#presetHelp { color: #5b4a3a; font-size: 14px; }
QLabel#presetHelp { font-style: italic; }
QCheckBox:disabled { color: #9a8b7c; }
QLabel#fixedReason { color: #8a7a6a; font-size: 13px; font-style: italic; }
QLabel#error { color: #a02020; font-weight: bold; }
QScrollArea, QScrollArea > QWidget > QWidget#scrolled { background: transparent; border: none; }
QScrollBar:vertical { background: transparent; width: 12px; margin: 2px; }
QScrollBar::handle:vertical { background: #d6c4a4; border-radius: 4px; min-height: 32px; }
QScrollBar::handle:vertical:hover { background: #c8553d; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
QLineEdit, QSpinBox, QComboBox { background: #ffffff; color: #2b2118; border: 1px solid #c9b48f;
    border-radius: 6px; padding: 3px 6px; min-height: 24px; }
QLineEdit:focus, QSpinBox:focus, QComboBox:focus { border: 2px solid #c8553d; padding: 2px 5px; }
QComboBox:disabled, QSpinBox:disabled { color: #9a8a78; background: #f3ebdd; border-color: #dccbad; }
QComboBox::drop-down { border: none; width: 24px; }
QComboBox::down-arrow { image: url("@CONTROLS@/arrow-down.svg"); width: 12px; height: 8px; }
QComboBox::down-arrow:disabled { image: url("@CONTROLS@/arrow-down-off.svg"); }
QSpinBox { padding-right: 22px; }
QSpinBox::up-button, QSpinBox::down-button { subcontrol-origin: border; width: 22px; border: none;
    background: transparent; }
QSpinBox::up-button { subcontrol-position: top right; }
QSpinBox::down-button { subcontrol-position: bottom right; }
QSpinBox::up-arrow { image: url("@CONTROLS@/arrow-up.svg"); width: 10px; height: 7px; }
QSpinBox::down-arrow { image: url("@CONTROLS@/arrow-down.svg"); width: 10px; height: 7px; }
QCheckBox { color: #2b2118; spacing: 8px; background: transparent; }
QCheckBox::indicator { width: 18px; height: 18px; border: 2px solid #8f3524; border-radius: 5px;
    background: #ffffff; }
QCheckBox::indicator:checked { background: #c8553d; border-color: #c8553d; image: url("@CONTROLS@/check.svg"); }
QCheckBox::indicator:focus { border-color: #c8553d; }
QPushButton { background: #fffaf0; color: #2b2118; border: 2px solid #c8553d; border-radius: 10px;
    padding: 6px 16px; font-weight: bold; }
QPushButton:hover { background: #fbeee0; }
QPushButton:disabled { color: #a89a88; border-color: #d6c4a4; }
QSlider::groove:horizontal { height: 8px; background: #d6c4a4; border-radius: 4px; }
QSlider::sub-page:horizontal { background: #c8553d; border-radius: 4px; }
QSlider::sub-page:horizontal:disabled { background: #c9b8a0; }
QSlider::handle:horizontal { background: #c8553d; width: 20px; margin: -7px 0; border-radius: 10px; }
QSlider::handle:horizontal:disabled { background: #b8a890; }
QPushButton#preset, QPushButton#variant { border-radius: 16px; padding: 6px 14px; }
QPushButton#preset:checked, QPushButton#variant:checked { background: #c8553d; color: #ffffff; }
QPushButton#start { background: #c8553d; color: #ffffff; border: none; font-size: 18px; padding: 10px 24px; }
QPushButton#start:hover { background: #d9694f; }
QPushButton#start:disabled { background: #d8b8a8; }
"""


def warm(dialog: QWidget) -> None:
    """The warm look (WARM, with our arrow and tick pictures) and the readable font for `dialog`."""
    from cafegames.engine.paths import resource

    dialog.setObjectName("warm")
    style = WARM.replace("@CONTROLS@", resource("icons", "controls").as_posix()).replace("@PX@", str(DIALOG_PX))
    if larger.factor() != 1.0:
        style = re.sub(r"font-size: (\d+)px", lambda m: f"font-size: {round(int(m[1]) * larger.factor())}px", style)
    dialog.setStyleSheet(style)
    readable(dialog)
