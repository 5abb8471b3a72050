"""The game log beside the table: collapsible, remembered, out of the way on small windows, at its newest line.

- View → Game log (Ctrl+L), the "Game log" toggle at the right of the status bar and the panel's own close button
  open and close it; nothing else is taken from the table while it is closed.
- Open or closed is remembered apart for wide and for small windows (`WIDE_FROM`): a family that reads the log on
  the big screen is not given it back on the small laptop. Unchosen, it is open on wide windows and closed on
  small ones. A window resized across `WIDE_FROM` takes that size's choice.
- `WIDE_FROM` is measured on the table that needs the most room, Canyon's river: its cells stay 36 px across
  (a child's click) only in a view of at least 1,258 × 742 px, so with the panel open at `WIDTH` (and its edge)
  in windows of 1,530 px and wider. At 1280 × 800 the log is therefore closed until asked for.
- The newest line stays in sight whatever changes the panel's size (a resize, a longer French line wrapping, the
  panel opened again) until the reader scrolls back, and again once they scroll to the end.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QTextCursor
from PySide6.QtWidgets import QDockWidget, QMainWindow, QPlainTextEdit

from cafegames.ui.settings import Settings

WIDE_FROM = 1530  # window width (px) from which the log is open unless the family closed it
WIDTH = 260  # the panel's width when it opens (the reader may drag its edge)
KEYS = {True: "window/log_visible", False: "window/log_visible_small"}  # remembered: wide windows, small ones


def is_wide(width: int) -> bool:
    return width >= WIDE_FROM


class _LogText(QPlainTextEdit):
    """The log's text, asking for `WIDTH` when the panel first opens (then the panel keeps what the reader
    drags it to)."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(WIDTH, super().sizeHint().height())


class GameLog(QObject):
    """The log dock of the main window and its open/closed state. `action` is the window's checkable View → Game
    log; `on_table()` says whether a game is on screen (the log follows the table's choices only then)."""

    def __init__(self, window: QMainWindow, settings: Settings, action: QAction, on_table: Callable[[], bool]):
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.action = action
        self.on_table = on_table
        self.following = True  # the newest line in sight until the reader scrolls back
        self._setting = False  # the state is being set by the program, not by the reader
        self._wide = is_wide(window.width())
        self.view = _LogText()
        self.view.setReadOnly(True)
        self.view.setMaximumBlockCount(2000)
        self.view.setObjectName("gameLog")
        self.view.setStyleSheet("QPlainTextEdit { font-size: 14px; background: #fbf4e6; color: #2b2118; }")
        self.dock = QDockWidget()
        self.dock.setObjectName("logDock")
        self.dock.setWidget(self.view)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.dock.setMinimumWidth(180)
        self.dock.hide()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(self._visibility_changed)
        bar = self.view.verticalScrollBar()
        bar.actionTriggered.connect(self._scrolled)  # the reader's moves only
        bar.rangeChanged.connect(self._range_changed)
        self._relayout = QTimer(self, singleShot=True, interval=0)  # once after a burst of resizes (a drag)
        self._relayout.timeout.connect(self._lay_out_again)
        self.view.viewport().installEventFilter(self)
        window.installEventFilter(self)  # its resizes (`window_resized`; not a resizeEvent of the main window,
        # which would hand its first events to Python before the first frame: see MainWindow._first_frame)

    # ------------------------------------------------------------------ lines
    def append(self, line: str) -> None:
        """A new line; the newest stays in sight unless the reader has scrolled back. (Qt's own follow-the-end
        loses track after a line that wraps and only works while the panel is visible.)"""
        self.view.appendPlainText(line)
        if self.following:
            self.scroll_to_end()

    def reset(self, text: str) -> None:
        """The whole log again (a language change, a game opened): at its newest line."""
        self.view.setPlainText(text)
        self.following = True
        self.scroll_to_end()

    def scroll_to_end(self) -> None:
        self.view.moveCursor(QTextCursor.MoveOperation.End)
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _scrolled(self, _action: int) -> None:
        """The reader moved the bar (wheel, drag, click): follow again only from the end."""
        bar = self.view.verticalScrollBar()
        self.following = bar.sliderPosition() >= bar.maximum() - 1

    def _range_changed(self, _low: int, high: int) -> None:
        """The text or the panel changed size (lines wrap again after a resize, the panel is shown): a reader at
        the newest line stays there, nothing is cut off at the bottom."""
        if self.following:
            self.view.verticalScrollBar().setValue(high)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt API
        if event.type() != QEvent.Type.Resize:
            return False
        if watched is self.window:
            self.window_resized()
        elif event.size().width() != event.oldSize().width():  # the text's viewport
            self._relayout.start()
        return False

    def _lay_out_again(self) -> None:
        """After a change of width Qt lays the lines out again only as they are drawn, and until then counts each
        line of the log once however many rows it wraps to: the scroll range comes out short and the newest
        lines fall below the panel. Laying every line out again counts them right (2,000 lines at most: 17 ms,
        once a resize is over)."""
        doc = self.view.document()
        layout = doc.documentLayout()
        block = doc.begin()
        while block.isValid():
            layout.blockBoundingRect(block)
            block = block.next()
        if self.following:
            self.scroll_to_end()

    # ------------------------------------------------------------------ open or closed
    def is_open(self) -> bool:
        return not self.dock.isHidden()

    def set_open(self, open_: bool, remember: bool = True) -> None:
        """Open or close the panel; a choice of the reader's is remembered for this size of window."""
        self._setting = True
        try:
            if open_ and self.dock.isHidden():
                self.dock.show()
            elif not open_:
                self.dock.hide()
        finally:
            self._setting = False
        self.action.setChecked(open_)
        if open_ and self.following:
            self.scroll_to_end()
        if remember:
            self.settings.set_json_value(KEYS[is_wide(self.window.width())], bool(open_))

    def remembered(self) -> bool:
        """The choice for this size of window (open on wide windows, closed on small ones until chosen)."""
        wide = is_wide(self.window.width())
        value = self.settings.json_value(KEYS[wide], wide)
        return value if isinstance(value, bool) else wide

    def show_remembered(self) -> None:
        """A game comes on the table: the panel as chosen for this size of window."""
        self._wide = is_wide(self.window.width())
        self.set_open(self.remembered(), remember=False)

    def window_resized(self) -> None:
        """A window resized across WIDE_FROM takes that size's choice (while a game is on the table)."""
        wide = is_wide(self.window.width())
        if wide != self._wide:
            self._wide = wide
            if self.on_table():
                self.set_open(self.remembered(), remember=False)

    def _visibility_changed(self, _visible: bool) -> None:
        self.action.setChecked(self.is_open())
        if not self._setting and self.dock.isHidden() and self.window.isVisible():
            self.set_open(False, remember=self.on_table())  # its own close button: remembered like the menu
