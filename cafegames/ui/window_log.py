"""The main window's game log: the dock (cafegames/ui/log_panel.py, built on first use) and the status bar's
"Game log" switch. A mixin of `MainWindow` (cafegames/ui/main_window.py), whose `settings`, `controller` and
`act_log` it uses; its words keep the window's translation context, "MainWindow"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QPlainTextEdit

    from cafegames.ui.log_panel import GameLog

translate = QCoreApplication.translate  # the name lupdate reads, with literal context and text


class WindowLog:
    """The game log of the main window (`self` is the MainWindow)."""

    @property
    def log(self) -> GameLog:
        """The game log panel (cafegames/ui/log_panel.py), built on first use (a game opens, or View → Game
        log)."""
        if self._log is None:
            from cafegames.ui.log_panel import GameLog

            self._log = GameLog(self, self.settings, self.act_log, lambda: self.controller is not None)
            self._log.dock.setWindowTitle(translate("MainWindow", "Game log"))
            if self.controller is not None:
                self._reset_log()
        return self._log

    @property
    def _log_dock(self) -> QDockWidget | None:
        return self._log.dock if self._log is not None else None

    @property
    def log_dock(self) -> QDockWidget:
        return self.log.dock

    @property
    def log_view(self) -> QPlainTextEdit:
        return self.log.view

    def _append_log(self, line: str) -> None:
        self.log.append(line)

    def _reset_log(self) -> None:
        """The whole log again (a language change, the panel built): at its newest line."""
        assert self.controller is not None
        self.log.reset(self.controller.log_text())

    def _log_visible(self) -> bool:
        return self._log is not None and self._log.is_open()

    def _show_log(self, visible: bool) -> None:
        """View → Game log, the status bar's toggle: the reader's choice, remembered for this size of window."""
        if visible or self._log is not None:
            self.log.set_open(visible, remember=self.controller is not None)
        self.act_log.setChecked(visible)
        if self._log_toggle is not None:
            self._log_toggle.setChecked(visible)

    def _make_log_toggle(self) -> None:
        """The "Game log" switch at the right of the status bar, shown while a game is on the table."""
        from PySide6.QtWidgets import QToolButton

        button = QToolButton(objectName="logToggle")
        button.setCheckable(True)
        button.setAutoRaise(True)
        button.setStyleSheet("QToolButton { color: #fbf4e6; font-size: 14px; padding: 0 10px; margin: 0;"
                             " border: none; }"
                             "QToolButton:hover { background: #4a3a2c; }"
                             "QToolButton:checked { background: #5a4632; }")
        button.setMaximumHeight(self.statusBar().sizeHint().height() - 2)  # the bar keeps its height
        button.clicked.connect(self._show_log)
        self.act_log.toggled.connect(button.setChecked)
        self.statusBar().addPermanentWidget(button)
        self._log_toggle = button
        self._retranslate_log_toggle()

    def _retranslate_log_toggle(self) -> None:
        if self._log_toggle is not None:
            self._log_toggle.setText(translate("MainWindow", "Game log"))
            self._log_toggle.setToolTip(translate("MainWindow", "Show or hide the game log (Ctrl+L)"))
