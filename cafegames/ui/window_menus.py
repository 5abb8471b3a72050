"""The main window's menus and shortcuts, and the commands of the View and Help menus (settings, rules, hint,
about, full screen). A mixin of `MainWindow` (cafegames/ui/main_window.py), whose commands the actions call; its
words keep the window's translation context, "MainWindow"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from cafegames import __version__
from cafegames.engine import registry
from cafegames.ui import i18n
from cafegames.ui.dialogs import message_box, run_dialog

translate = QCoreApplication.translate  # the name lupdate reads, with literal context and text


class WindowMenus:
    """The menus of the main window (`self` is the MainWindow)."""

    def _action(self, slot, shortcut: str | None = None, checkable=False) -> QAction:
        """`shortcut`: the key sequence's portable text ("Ctrl+N"), which Qt converts as QKeySequence("Ctrl+N")
        does; a QKeySequence made here would make PySide6 build that class's enums before the first frame."""
        action = QAction(self)
        if shortcut is not None:
            # The property, not setShortcut(): choosing among setShortcut's overloads makes PySide6 build its
            # ~90 `Qt` namespace enums (~40 ms) before the first window is shown.
            action.setProperty("shortcut", shortcut)
        action.setCheckable(checkable)
        # `triggered` carries the checked flag: only a checkable action's slot gets it. A slot with an optional
        # parameter (save_as's title) would take False for it.
        action.triggered.connect(slot if checkable else lambda _checked=False: slot())
        self.addAction(action)  # shortcuts work in full screen too
        return action

    def _make_actions(self) -> None:
        self.act_new = self._action(lambda: self.new_game(self.game_id or ""), "Ctrl+N")
        self.act_continue = self._action(self.continue_latest)
        self.act_load = self._action(self.load_game, "Ctrl+O")
        self.act_stats = self._action(self.show_stats)
        self.act_save = self._action(self.save_now, "Ctrl+S")
        self.act_save_as = self._action(self.save_as, "Ctrl+Shift+S")
        self.act_start = self._action(self.show_start_page)
        self.act_settings = self._action(self.open_settings, "Ctrl+,")
        self.act_quit = self._action(self.close, "Ctrl+Q")
        self.act_log = self._action(self._show_log, "Ctrl+L", checkable=True)
        self.act_full = self._action(self.toggle_full_screen, "F11", checkable=True)
        self.act_rules = self._action(self.show_rules, "F1")
        self.act_hint = self._action(self.ask_hint, "H")  # the table's Hint button
        # Ctrl+Z is the table's own shortcut (cafegames/ui/table.py); the menu shows it after a tab, without
        # a second shortcut of its own (two would be ambiguous and neither would fire).
        self.act_takeback = self._action(self.take_back_move)
        self.act_about = self._action(self.show_about)
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (self.act_new, self.act_continue, self.act_load, self.act_save, self.act_save_as, None, self.act_hint,
                  self.act_takeback, None, self.act_stats,
                  self.act_start, self.act_settings, None, self.act_quit):
            self.menu_game.addSeparator() if a is None else self.menu_game.addAction(a)
        self.menu_game.aboutToShow.connect(self._update_takeback)
        self.menu_game.aboutToShow.connect(self._update_continue)
        self.act_continue.setEnabled(False)  # until the start page has looked for an unfinished game
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_log)
        self.menu_view.addAction(self.act_full)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)

    def retranslate(self) -> None:
        self.menu_game.setTitle(translate("MainWindow", "&Game"))
        self.menu_view.setTitle(translate("MainWindow", "&View"))
        self.menu_help.setTitle(translate("MainWindow", "&Help"))
        self.act_new.setText(translate("MainWindow", "&New game…"))
        self.act_continue.setText(translate("MainWindow", "&Continue the last game"))
        self.act_load.setText(translate("MainWindow", "&Load a saved game…"))
        self.act_stats.setText(translate("MainWindow", "Stat&istics and replays"))
        self.act_save.setText(translate("MainWindow", "&Save"))
        self.act_save_as.setText(translate("MainWindow", "Save &as…"))
        self.act_start.setText(translate("MainWindow", "Back to the &start page"))
        self.act_settings.setText(translate("MainWindow", "Se&ttings…"))
        self.act_quit.setText(translate("MainWindow", "&Quit"))
        self.act_log.setText(translate("MainWindow", "Game &log"))
        self.act_full.setText(translate("MainWindow", "&Full screen"))
        self.act_rules.setText(translate("MainWindow", "&Rules of the game"))
        self.act_hint.setText(translate("MainWindow", "&Hint"))
        self.act_takeback.setText(translate("MainWindow", "Take &back my last move") + "\tCtrl+Z")
        self.act_about.setText(translate("MainWindow", "&About cafegames"))
        self._retranslate_log_toggle()
        if self._log is not None:
            self._log.dock.setWindowTitle(translate("MainWindow", "Game log"))
            if self.controller is not None:
                self._reset_log()
        self._update_title()

    def open_settings(self) -> None:
        from cafegames.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if run_dialog(dialog) and dialog.apply():
            i18n.install_language(i18n.resolve_language(None, self.settings.language))

    def show_rules(self, section: str = "") -> None:
        from cafegames.ui.rules_dialog import RulesDialog

        run_dialog(RulesDialog(self.game_id or self.start_page.focused_game(), self, section))

    def ask_hint(self) -> bool:
        """Game → Hint (H): the hard computer's choice for the person on screen, shown on the table."""
        return self.controller is not None and self.stack.currentWidget() is self.table \
            and self.controller.assistant.request()

    def take_back_move(self) -> bool:
        """Game → Take back my last move (Ctrl+Z on the table): what the table's Take back button does."""
        return self.controller is not None and self.stack.currentWidget() is self.table \
            and self.controller.take_back()

    def _update_takeback(self) -> None:
        """The menu item is enabled when a take-back is possible now (the Game menu is about to open)."""
        self.act_takeback.setEnabled(self.controller is not None and self.stack.currentWidget() is self.table
                                     and self.controller.takeback_refusal() is None)

    def _update_continue(self) -> None:
        """"Continue the last game" is enabled only when there is an unfinished game to continue: the game on the
        table while it is not over (it is saved as it goes), or the start page's latest unfinished save (looked
        for after the page's first paint and whenever it is shown again, a game loaded or a save deleted) unless
        that is the game on the table, finished since. Nothing is read here: the Game menu opens at once."""
        controller = self.controller
        playing = controller is not None and not controller.match.is_over()
        latest = self.start_page.latest
        current = controller.save_path if controller is not None else None
        self.act_continue.setEnabled(playing or (latest is not None and latest.path != current))

    def show_rules_section(self, game_id: str, section: str) -> None:
        from cafegames.ui.rules_dialog import RulesDialog

        run_dialog(RulesDialog(game_id, self, section))

    def show_about(self) -> None:
        from html import escape

        from cafegames.ui.dialog_style import readable

        box = message_box()(self)
        readable(box)
        box.setWindowTitle(translate("MainWindow", "About cafegames"))
        box.setIconPixmap(self.windowIcon().pixmap(72, 72))
        box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 460px; }")
        box.setText(translate(
            "MainWindow",
            "<h2>cafegames {version}</h2>"
            "<p>Family card and board games around one computer: {games}. 2 to 10 people at one "
            "screen, with computer players, in French and English.</p>"
            "<p>Free software under the MIT licence. Made with Python and Qt (PySide6).</p>"
            "<p>The games are played by their published rules; the rules pages (F1) say which variants are "
            "offered.</p>").format(version=__version__, games=escape(", ".join(
                i18n.tr_message(info.name) for info in registry.GAMES.values() if info.on_start_page))))
        run_dialog(box)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_full.setChecked(self.isFullScreen())
