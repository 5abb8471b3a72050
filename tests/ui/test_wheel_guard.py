"""The wheel guard's controls (cafegames/ui/wheel_guard.py), and that the package makes no other kind.

The dialogs' own behaviour (reading the new-game dialog with the wheel) is in tests/ui/test_new_game_dialog.py."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QVBoxLayout, QWidget

from cafegames.ui.wheel_guard import ComboBox, Slider, SpinBox

PACKAGE = Path(__file__).resolve().parents[2] / "cafegames"
# Qt's controls that change their value on the wheel; each has its guarded class in wheel_guard (or needs one).
WHEEL_CONTROLS = {"QComboBox", "QFontComboBox", "QSpinBox", "QDoubleSpinBox", "QSlider", "QDial", "QDateEdit",
                  "QTimeEdit", "QDateTimeEdit", "QAbstractSpinBox", "QAbstractSlider"}


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def test_no_module_makes_a_control_the_wheel_would_change_unfocused():
    """A plain QComboBox, QSpinBox or QSlider (made, or subclassed) anywhere in the package would change on the
    wheel while a reader scrolls past it: wheel_guard's ComboBox, SpinBox, Slider are what the app makes."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path == PACKAGE / "ui" / "wheel_guard.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            made = [node.func] if isinstance(node, ast.Call) else node.bases if isinstance(node, ast.ClassDef) else []
            found += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {_name(n)}" for n in made  # type: ignore[attr-defined]
                      if _name(n) in WHEEL_CONTROLS]
    assert not found, found


def _wheel(control: QWidget, notches: int) -> None:
    at = QPointF(control.rect().center())
    event = QWheelEvent(at, QPointF(control.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * notches),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(control, event)


def _in_a_long_scroll_area(qtbot, control: QWidget) -> QScrollArea:
    area = QScrollArea()
    qtbot.addWidget(area)
    inner = QWidget()
    inner.setMinimumHeight(2000)
    layout = QVBoxLayout(inner)
    layout.addSpacing(300)
    layout.addWidget(control)
    layout.addStretch()
    area.setWidget(inner)
    area.resize(300, 400)
    area.show()
    qtbot.waitExposed(area)
    area.verticalScrollBar().setValue(200)
    return area


def _control(kind: type) -> QWidget:
    if kind is ComboBox:
        combo = ComboBox()
        combo.addItems(["one", "two", "three"])
        combo.setCurrentIndex(1)
        return combo
    control = SpinBox() if kind is SpinBox else Slider(Qt.Orientation.Horizontal)
    control.setRange(0, 10)  # type: ignore[attr-defined]
    control.setValue(5)  # type: ignore[attr-defined]
    return control


def _value(control: QWidget) -> int:
    return control.currentIndex() if isinstance(control, ComboBox) else control.value()  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind", [ComboBox, SpinBox, Slider])
def test_an_unfocused_control_passes_the_wheel_to_its_scroll_area_a_focused_one_takes_it(qtbot, kind):
    control = _control(kind)
    area = _in_a_long_scroll_area(qtbot, control)
    assert control.focusPolicy() == Qt.FocusPolicy.StrongFocus  # a click or Tab focuses it, never the wheel
    value, before = _value(control), area.verticalScrollBar().value()
    _wheel(control, -1)
    assert _value(control) == value and not control.hasFocus()
    assert area.verticalScrollBar().value() > before  # the area read on, down
    control.setFocus()
    qtbot.waitUntil(control.hasFocus)
    _wheel(control, 1)
    assert _value(control) != value  # a control the player chose still answers the wheel


def test_an_unfocused_control_outside_a_scroll_area_ignores_the_wheel(qtbot):
    combo = _control(ComboBox)
    qtbot.addWidget(combo)
    combo.show()
    _wheel(combo, -1)
    assert combo.currentIndex() == 1
