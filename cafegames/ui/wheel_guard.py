"""No drop-down, number box or slider changes on the mouse wheel unless it has the keyboard focus.

Turning the wheel to read a long dialog slides such controls under the pointer, and they then eat the wheel:
"Everyone for themselves" silently became "Two teams seated alternately" in the new-game dialog. Every such
control in the app is one of the classes below (tests/ui/test_wheel_guard.py fails on a plain QComboBox, QSpinBox
or QSlider anywhere in the package): it is not given the focus by the wheel (`WheelFocus` becomes `StrongFocus`:
a click or Tab still focuses it), and while it has no focus its wheel goes to the scroll area around it, which
scrolls on as if the control were not there (or nowhere, when there is none). A focused control keeps the wheel
as Qt gives it: a player who clicked it may well wheel through its values.

Subclasses rather than one event filter on the application: such a filter sees every event of every object
(each a call into Python), and handing Qt's internal objects to Python made PySide6 build the enums of every
class of QtCore, QtGui and QtWidgets at start (about 160 of them; `python -m devtools.sim bench app`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QSlider, QSpinBox, QWidget


def _no_wheel_focus(control: QWidget) -> None:
    if control.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        control.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def _pass_on(control: QWidget, event: QWheelEvent) -> None:
    """The wheel of an unfocused control, to the viewport of the scroll area around it (or to nothing)."""
    event.accept()  # (ignored, Qt would hand it to each parent in turn, which is not always a scroll area)
    area = _scroll_area(control)
    if area is None:
        return
    viewport = area.viewport()
    at = viewport.mapFromGlobal(event.globalPosition().toPoint())
    passed = QWheelEvent(at.toPointF(), event.globalPosition(), event.pixelDelta(), event.angleDelta(),
                         event.buttons(), event.modifiers(), event.phase(), event.inverted(), event.source())
    QCoreApplication.sendEvent(viewport, passed)


class _Guarded:
    """What the three controls share: no focus from the wheel, and an unfocused control's wheel passed on."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        _no_wheel_focus(self)  # type: ignore[arg-type]

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            _pass_on(self, event)  # type: ignore[arg-type]


class ComboBox(_Guarded, QComboBox):
    """A drop-down the wheel changes only once it has the focus."""


class SpinBox(_Guarded, QSpinBox):
    """A number box the wheel changes only once it has the focus."""


class Slider(_Guarded, QSlider):
    """A slider the wheel moves only once it has the focus."""
