"""No drop-down, number box or slider changes on the mouse wheel unless it has the keyboard focus.

Turning the wheel to read a long dialog slides such controls under the pointer, and they then eat the wheel:
"Everyone for themselves" silently became "Two teams seated alternately" in the new-game dialog. One filter on
the application covers every window: such a control is not given the focus by the wheel (its focus policy
`WheelFocus` becomes `StrongFocus`: a click or Tab still focuses it), and while it has no focus its wheel goes to
the scroll area around it, which scrolls on as if the control were not there (or nowhere, when there is none).
A focused control keeps the wheel as Qt gives it: a player who clicked it may well wheel through its values.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QScrollBar,
    QWidget,
)

_GUARDED = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def _guarded(obj: QObject) -> bool:
    return isinstance(obj, _GUARDED) and not isinstance(obj, QScrollBar)  # a scroll bar is the scrolling itself


def _scroll_area(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


class WheelGuard(QObject):
    """The application's event filter (see the module docstring); `install` puts one on the application."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.Polish and _guarded(obj):
            assert isinstance(obj, QWidget)
            if obj.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                obj.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        elif kind == QEvent.Type.Wheel and _guarded(obj):
            assert isinstance(obj, QWidget) and isinstance(event, QWheelEvent)
            if obj.hasFocus():
                return False
            area = _scroll_area(obj)
            if area is not None:
                viewport = area.viewport()
                at = viewport.mapFromGlobal(event.globalPosition().toPoint())
                passed = QWheelEvent(at.toPointF(), event.globalPosition(), event.pixelDelta(), event.angleDelta(),
                                     event.buttons(), event.modifiers(), event.phase(), event.inverted(),
                                     event.source())
                QCoreApplication.sendEvent(viewport, passed)
            return True
        return False


_guard: WheelGuard | None = None


def install(app: QCoreApplication) -> None:
    """Put the guard on `app` (once)."""
    global _guard
    if _guard is None:
        _guard = WheelGuard(app)
        app.installEventFilter(_guard)
