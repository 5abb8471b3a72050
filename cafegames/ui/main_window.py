"""The main window: start page or a game's table with its log, menus and shortcuts, window geometry kept.

Start-up matters (`python -m cafegames.sim bench app`): only what the start page needs is imported and built
before the first paint. The engine's saves and matches, the game log dock, message boxes and every dialog are
imported or built when first used. After the first frame (`shown`): the crash reporter and the log file
(cafegames/ui/runner.py), the start page's Continue lookup, and a moment later, on a thread of its own, the
saves folder's tidying, the history's and the sounds' imports, then the history's sync (`prepared`).
"""

from __future__ import annotations

import contextlib
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from cafegames import __version__, games
from cafegames.engine.errors import GameError
from cafegames.ui import i18n, plain_text
from cafegames.ui.dialogs import run_dialog
from cafegames.ui.settings import Settings
from cafegames.ui.start_page import StartPage

if TYPE_CHECKING:  # imported when a game opens, to keep start-up short
    from PySide6.QtWidgets import QDockWidget, QLabel, QMessageBox, QPlainTextEdit, QToolButton

    from cafegames.engine.match import Match
    from cafegames.engine.saves import SaveRecord
    from cafegames.ui.controller import MatchController
    from cafegames.ui.log_panel import GameLog
    from cafegames.ui.replay_page import ReplayPage
    from cafegames.ui.stats_page import StatsPage
    from cafegames.ui.table import TableWidget


TIDY_AFTER_MS = 1500  # after the first frame: the background start-up leaves the first moments to the person


def _message_box():  # QMessageBox's type costs ~9 ms to set up in PySide6: not before it is needed
    from PySide6.QtWidgets import QMessageBox

    return QMessageBox


def _new_save_path(game_id: str) -> Path:
    from cafegames.engine.saves import new_save_path

    return new_save_path(game_id)


def _tidy_leftovers(settings_folder: Path) -> None:
    """Soon after start: the temporary files of saves a crash or a power cut interrupted (our own pattern, old ones
    only) go from the saves and settings folders."""
    from cafegames.engine.saves import remove_orphan_temporaries, saves_dir

    for folder in (saves_dir(), settings_folder):
        removed = remove_orphan_temporaries(folder)
        if removed:
            logging.getLogger("cafegames").info("removed %d leftover temporary files from %s", removed, folder)


class MainWindow(QMainWindow):
    shown = Signal()  # the first frame is on screen: what start-up deferred can start (cafegames/ui/runner.py)
    prepared = Signal()  # the background start-up is done: saves folder tidied, history synced (tests wait for it)
    _ready = Signal()  # from the start-up thread to the GUI thread

    def __init__(self, settings: Settings, cli_language: str | None = None):
        super().__init__()
        self.settings = settings
        self.cli_language = cli_language
        self.controller: MatchController | None = None
        self.table: TableWidget | None = None
        self.game_id: str | None = None
        self.quit_after_screenshot = False
        self.setMinimumSize(640, 480)
        self.resize(1280, 800)
        geometry = settings.bytes_value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_page = StartPage(settings, self.stack)  # built in place: moving it in would polish it twice
        self.start_page.new_game.connect(self.new_game)
        self.start_page.learn.connect(self.learn)
        self.start_page.continue_game.connect(self.open_file)
        self.start_page.load_game.connect(self.load_game)
        self.start_page.show_stats.connect(self.show_stats)
        self.stack.addWidget(self.start_page)
        self.stats_page: StatsPage | None = None  # built when first shown
        self.replay_page: ReplayPage | None = None
        self._replay_return: QWidget | None = None  # the page a replay goes back to

        self._log: GameLog | None = None  # built when first shown (see `log`)
        self._log_toggle: QToolButton | None = None  # the status bar's "Game log", made with the first game
        self._unsaved: QLabel | None = None  # the status bar's mark while saving fails
        self._save_warning: QMessageBox | None = None
        self._history_linked = False

        self.statusBar().setSizeGripEnabled(False)  # made now, so messages do not make the table jump
        self._status_look(on_table=False)
        self._make_actions()
        self.retranslate()
        self.stack.setCurrentWidget(self.start_page)  # its Continue lookup runs right after the first paint
        self._painted = False
        self.background_done = False  # `prepared` was emitted
        self._ready.connect(self._background_ready)

    # ------------------------------------------------------------------ start-up, after the first frame
    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self._painted:  # a zero timer started before show() can fire before the window is exposed
            self._painted = True
            QTimer.singleShot(0, self._after_first_paint)

    def _after_first_paint(self) -> None:
        self.shown.emit()
        QTimer.singleShot(TIDY_AFTER_MS, self._start_background)

    def _start_background(self) -> None:
        """Once the window is up: the saves, the history and the sounds are imported, and the saves folder tidied,
        on a thread of their own (about 100 ms of imports that would otherwise hold the GUI thread); the history
        is then synced from the GUI thread (`_background_ready`)."""
        import threading

        if not self.isVisible():  # closed meanwhile (tests close windows without quitting): nothing to start
            return
        threading.Thread(target=self._prepare, args=(self.settings.path.parent, self.settings.sound_muted),
                         name="cafegames-startup", daemon=True).start()

    def _prepare(self, settings_folder: Path, muted: bool) -> None:
        """On the start-up thread: what the first frame did not need, in the order it is needed."""
        try:
            _tidy_leftovers(settings_folder)
            import cafegames.history.recorder  # noqa: F401 - imported here rather than on the GUI thread
            from cafegames.ui import sound

            if not muted:
                for name in sound.SOUNDS:  # read once now, not when the first card is played
                    sound.clip(name)
        finally:
            with contextlib.suppress(RuntimeError):  # the window was closed and deleted meanwhile
                self._ready.emit()

    def _background_ready(self) -> None:
        if not self.isVisible():
            return
        self._sync_history()
        self.background_done = True
        self.prepared.emit()

    # ------------------------------------------------------------------ history and statistics
    def _sync_history(self) -> None:
        """The history brought in line with the saves folder, off the GUI thread (at start; `--stats` at once)."""
        from cafegames.ui import history_link

        if not self._history_linked:
            self._history_linked = True
            news = history_link.news()
            news.synced.connect(self._history_synced)
            news.recorded.connect(self._history_changed)
        history_link.sync_soon()

    def _history_synced(self, report) -> None:
        """A history found missing, damaged or from a newer version was rebuilt from the saves: say so."""
        if report.rebuilt:
            self.statusBar().showMessage(self.rebuilt_text(report.reason, report.added), 30_000)
        self._history_changed()

    def rebuilt_text(self, reason: str, n: int) -> str:
        if reason == "damaged":
            return self.tr("The history of finished games was damaged: it has been rebuilt from the saved games "
                           "(%n game(s)).", "", n)
        if reason == "newer":
            return self.tr("The history was written by a newer version of cafegames: this version has rebuilt its "
                           "own from the saved games (%n game(s)).", "", n)
        return self.tr("The history of finished games was missing: it has been rebuilt from the saved games "
                       "(%n game(s)).", "", n)

    def _history_changed(self) -> None:
        if self.stats_page is not None and self.stack.currentWidget() is self.stats_page:
            self.stats_page.refresh()

    def show_stats(self) -> None:
        """Game → Statistics: the statistics page (the game on the table is saved and closed, as for the start
        page; Continue brings it back)."""
        from cafegames.ui.stats_page import StatsPage

        self._close_match()
        if self.stats_page is None:
            self.stats_page = StatsPage()
            self.stats_page.back.connect(self.show_start_page)
            self.stats_page.watch.connect(lambda path: self.show_replay(path))
            self.stack.addWidget(self.stats_page)
        self._sync_history()
        self.stats_page.refresh()
        self.stack.setCurrentWidget(self.stats_page)
        self._status_look(on_table=False)
        self._show_log(False)
        self._update_title()

    def show_replay(self, path: Path, step: int | None = None) -> bool:
        """The replay viewer on the save at `path` (only read); False, with Load's message, when it cannot be
        replayed. Closing it goes back to the page it was opened from."""
        from cafegames.engine.replay import read_replay
        from cafegames.ui.controller import flush_saves

        flush_saves()
        try:
            replay, record, damaged = read_replay(Path(path))
        except GameError as exc:
            plain_text.tell(self, self.tr("This game cannot be opened"), i18n.tr_message(exc.message))
            return False
        return self.open_replay(replay, record, step, damaged)

    def open_replay(self, replay, record, step: int | None = None, damaged=None) -> bool:
        """Show a replay already read (`cafegames --replay` reads it before the window exists)."""
        from cafegames.ui.replay_page import ReplayPage

        if not replay.has_public_view() and not replay.finished:
            plain_text.tell(self, self.tr("Not available yet"),
                            self.tr("This game can be watched again once it is over."), "information")
            return False
        current = self.stack.currentWidget()
        self._replay_return = self.stats_page if current is self.stats_page else self.start_page
        self._close_match()
        if self.replay_page is None:
            self.replay_page = ReplayPage(self.settings)
            self.replay_page.closed.connect(self._replay_closed)
            self.replay_page.play_again.connect(self._play_again_from_record)
            self.stack.addWidget(self.replay_page)
        self.replay_page.open(replay, record, step)
        self.stack.setCurrentWidget(self.replay_page)
        self._status_look(on_table=False)
        self._show_log(False)
        self._update_title()
        self.replay_page.view.setFocus()
        if damaged is not None:
            self.statusBar().showMessage(
                self.tr("The file was damaged ({problem}); its backup was opened.")
                .format(problem=i18n.tr_message(damaged.message)), 15_000)
        return True

    def _replay_closed(self) -> None:
        if self._replay_return is self.stats_page and self.stats_page is not None:
            self.show_stats()
        else:
            self.show_start_page()

    def _play_again_from_record(self, record) -> None:
        """"Play again" on a replay's end banner: the same game, seats and options, a new deal."""
        from cafegames.engine import rng
        from cafegames.engine.match import Match

        try:
            match = Match(games.get(record.game).game(), record.options, record.seats, rng.new_seed())
        except GameError as exc:
            plain_text.tell(self, self.tr("This game cannot be started"), i18n.tr_message(exc.message))
            return
        self.open_match(match, _new_save_path(match.game.id))

    def is_still(self) -> bool:
        """Nothing moves without a person: the table settled, the history written (a screenshot waits for it)."""
        controller = self.controller
        settled = controller is None or (controller.is_settled() and controller.autoplay_left == 0)
        history_link = sys.modules.get("cafegames.ui.history_link")  # not imported: no history being written
        return settled and not (history_link is not None and history_link.busy())

    # ------------------------------------------------------------------ game log
    @property
    def log(self) -> GameLog:
        """The game log panel (cafegames/ui/log_panel.py), built on first use (a game opens, or View → Game
        log)."""
        if self._log is None:
            from cafegames.ui.log_panel import GameLog

            self._log = GameLog(self, self.settings, self.act_log, lambda: self.controller is not None)
            self._log.dock.setWindowTitle(self.tr("Game log"))
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
            self._log_toggle.setText(self.tr("Game log"))
            self._log_toggle.setToolTip(self.tr("Show or hide the game log (Ctrl+L)"))

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._log is not None:
            self._log.window_resized()

    # ------------------------------------------------------------------ menus
    def _action(self, slot, shortcut=None, checkable=False) -> QAction:
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
        self.act_new = self._action(lambda: self.new_game(self.game_id or ""), QKeySequence("Ctrl+N"))
        self.act_continue = self._action(self.continue_latest)
        self.act_load = self._action(self.load_game, QKeySequence("Ctrl+O"))
        self.act_stats = self._action(self.show_stats)
        self.act_save = self._action(self.save_now, QKeySequence("Ctrl+S"))
        self.act_save_as = self._action(self.save_as, QKeySequence("Ctrl+Shift+S"))
        self.act_start = self._action(self.show_start_page)
        self.act_settings = self._action(self.open_settings, QKeySequence("Ctrl+,"))
        self.act_quit = self._action(self.close, QKeySequence("Ctrl+Q"))
        self.act_log = self._action(self._show_log, QKeySequence("Ctrl+L"), checkable=True)
        self.act_full = self._action(self.toggle_full_screen, QKeySequence("F11"), checkable=True)
        self.act_rules = self._action(self.show_rules, QKeySequence("F1"))
        self.act_hint = self._action(self.ask_hint, QKeySequence("H"))  # the table's Hint button
        self.act_about = self._action(self.show_about)
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        for a in (self.act_new, self.act_continue, self.act_load, self.act_save, self.act_save_as, None, self.act_hint,
                  None, self.act_stats,
                  self.act_start, self.act_settings, None, self.act_quit):
            self.menu_game.addSeparator() if a is None else self.menu_game.addAction(a)
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.act_log)
        self.menu_view.addAction(self.act_full)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_rules)
        self.menu_help.addAction(self.act_about)

    def retranslate(self) -> None:
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_continue.setText(self.tr("&Continue the last game"))
        self.act_load.setText(self.tr("&Load a saved game…"))
        self.act_stats.setText(self.tr("Stat&istics and replays"))
        self.act_save.setText(self.tr("&Save"))
        self.act_save_as.setText(self.tr("Save &as…"))
        self.act_start.setText(self.tr("Back to the &start page"))
        self.act_settings.setText(self.tr("Se&ttings…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_log.setText(self.tr("Game &log"))
        self.act_full.setText(self.tr("&Full screen"))
        self.act_rules.setText(self.tr("&Rules of the game"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_about.setText(self.tr("&About cafegames"))
        self._retranslate_log_toggle()
        if self._log is not None:
            self._log.dock.setWindowTitle(self.tr("Game log"))
            if self.controller is not None:
                self._reset_log()
        self._update_title()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _update_title(self) -> None:
        if self.game_id and self.game_id in games.GAMES:
            name = i18n.tr_message(games.GAMES[self.game_id].name)
            title = self.controller.title if self.controller is not None else ""
            self.setWindowTitle(f"{name} — {title}" if title else name)
        else:
            self.setWindowTitle("")
        self.act_save.setEnabled(self.controller is not None)
        self.act_save_as.setEnabled(self.controller is not None)

    # ------------------------------------------------------------------ pages
    def _status_look(self, on_table: bool) -> None:
        """The status bar in the colours of the page above it (not a grey strip under the beige or the felt)."""
        colours = "background: #2b2118; color: #fbf4e6;" if on_table else "background: #ead9bb; color: #2b2118;"
        self.statusBar().setStyleSheet(f"QStatusBar {{ {colours} font-size: 14px; }}")

    def show_start_page(self) -> None:
        self._close_match()
        self.start_page.refresh()
        self.stack.setCurrentWidget(self.start_page)
        self._status_look(on_table=False)
        if self._log is not None:
            self._log.set_open(False, remember=False)
        if self._log_toggle is not None:
            self._log_toggle.hide()
        self._update_title()

    def _close_match(self) -> None:
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()  # with its scene, once no one refers to them
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.controller = None
        self.table = None
        self.game_id = None

    def learn(self, game_id: str) -> bool:
        """"Learn to play": the game's guided first game (cafegames/ui/lesson.py), saved like any game."""
        from cafegames.ui.lesson import lesson_match

        info = games.get(game_id)
        if not info.has_lesson():
            return False
        lesson = info.lesson()
        return self.open_match(lesson_match(info.game(), lesson), _new_save_path(info.id), lesson=lesson)

    def open_match(self, match: Match, save_path: Path | None, record: SaveRecord | None = None,
                   lesson=None) -> bool:
        """Put `match` on the table; False (with a message) when its game has no table yet. With `lesson`
        (cafegames/engine/lesson.py) the match is played as that guided first game."""
        from cafegames.ui.controller import MatchController
        from cafegames.ui.table import TableWidget

        info = games.get(match.game.id)
        if not info.has_scene():
            plain_text.tell(self, self.tr("Not available yet"),
                            self.tr("{game} cannot be played in this version yet.")
                            .format(game=i18n.tr_message(info.name)), "information")
            return False
        try:
            scene = info.scene_class()(match.game, match.seats, self.settings)
        except Exception as exc:  # a broken table must not take the app down
            logging.getLogger(__name__).exception("the table of %s could not be set up", info.id)
            problem = i18n.tr_message(exc.message) if isinstance(exc, GameError) else self.tr(
                "An unexpected error stopped it; the details are in the log.")
            plain_text.tell(self, self.tr("This game cannot be opened"),
                            self.tr("The table of {game} could not be set up. {problem}")
                            .format(game=i18n.tr_message(info.name), problem=problem), "critical")
            return False
        self._close_match()
        title, created = (record.title, record.created) if record is not None else ("", "")
        if lesson is not None:
            from cafegames.ui.lesson import LessonController

            self.controller = LessonController(match, scene, self.settings, lesson, save_path, parent=self)
            self.controller.lesson_rules_requested.connect(self.show_rules_section)
        else:
            self.controller = MatchController(match, scene, self.settings, save_path, title, created, parent=self,
                                              opened=record is not None)
        self.table = TableWidget(self.controller)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self._status_look(on_table=True)
        self.game_id = info.id
        self.log_view.clear()
        self.controller.log_line.connect(self._append_log)
        self.controller.log_reset.connect(self._reset_log)
        self.controller.save_failed.connect(self._autosave_failed)
        self.controller.save_resumed.connect(self._save_resumed)
        self.controller.error.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.controller.play_again_requested.connect(self.play_again)
        self.controller.new_game_requested.connect(lambda: self.new_game(self.game_id or ""))
        self.controller.start_page_requested.connect(self.show_start_page)
        self.controller.rules_requested.connect(self.show_rules)
        if self._log_toggle is None:
            self._make_log_toggle()
        self._log_toggle.show()
        self.log.show_remembered()  # open or closed as chosen for this size of window
        self._update_title()
        self.controller.start()
        return True

    # ------------------------------------------------------------------ commands
    def new_game(self, game_id: str = "") -> None:
        from cafegames.ui.new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, game_id or self.game_id or "", self)
        if run_dialog(dialog) and dialog.match is not None:
            self.open_match(dialog.match, _new_save_path(dialog.match.game.id))

    def play_again(self) -> bool:
        """The game on the table again in one click: same seats, same options, a new seed, a new save file.

        Used by the result screen's "Play again" (`GameScene.play_again`)."""
        if self.controller is None:
            return False
        try:
            match = self.controller.rematch()
        except GameError as exc:  # the rules refused the old options (e.g. a game updated since)
            plain_text.tell(self, self.tr("This game cannot be started"), i18n.tr_message(exc.message))
            return False
        return self.open_match(match, _new_save_path(match.game.id))

    def continue_latest(self) -> None:
        from cafegames.ui.controller import flush_saves
        from cafegames.ui.start_page import latest_unfinished

        flush_saves()  # the game on the table may be the latest: its last move first
        latest = latest_unfinished()
        if latest is None:
            plain_text.tell(self, self.tr("Continue"), self.tr("There is no unfinished game to continue."), "information")
            return
        self.open_file(latest.path)

    def load_game(self) -> None:
        from cafegames.ui.controller import flush_saves
        from cafegames.ui.load_dialog import LoadDialog

        flush_saves()  # the list shows the game on the table as it is now
        dialog = LoadDialog(self)
        if run_dialog(dialog) and dialog.chosen is not None:
            if dialog.watch:
                self.show_replay(dialog.chosen)
            else:
                self.open_file(dialog.chosen)
        else:
            self.start_page.refresh()

    def open_file(self, path: Path) -> bool:
        from cafegames.engine.saves import continue_path, load_with_backup
        from cafegames.ui.controller import flush_saves

        flush_saves()  # the file may be the game on the table, its last move still on its way to the disk
        try:
            match, record, damaged = load_with_backup(Path(path))
        except GameError as exc:
            plain_text.tell(self, self.tr("This game cannot be opened"), i18n.tr_message(exc.message))
            return False
        # A damaged file whose backup was opened is kept as it is, and a file from outside the saves folder is
        # only read: the game goes on in a new file of the saves folder.
        target = continue_path(Path(path), record.game) if damaged is None else _new_save_path(record.game)
        if not self.open_match(match, target, record):
            return False
        if damaged is not None:
            self.statusBar().showMessage(
                self.tr("The file was damaged ({problem}); its backup was opened.")
                .format(problem=i18n.tr_message(damaged.message)), 15_000)
        return True

    def save_now(self) -> None:
        from cafegames.engine.saves import SaveError

        if self.controller is None:
            return
        try:
            self.controller.save_now()
        except SaveError as exc:
            self._save_failed(i18n.tr_message(exc.message))
            return
        self.statusBar().showMessage(self.tr("Game saved."), 4000)

    def save_as(self, title: str | None = None) -> bool:
        """Game → Save as…: ask for a title ("Sunday with grandma"), write a copy under it, go on in the copy.

        `title` skips the question (tests). The load list and the window title show the title."""
        from cafegames.engine.saves import SaveError
        from cafegames.ui.titles import clean_title

        if self.controller is None:
            return False
        if title is None:
            from PySide6.QtWidgets import QInputDialog

            from cafegames.ui.dialog_style import readable

            ask = QInputDialog(self)
            readable(ask)
            ask.setWindowTitle(self.tr("Save as"))
            ask.setLabelText(self.tr("A name for this game, to find it again in the list of saved games\n"
                                     "(for example “Sunday with grandma”):"))
            ask.setTextValue(self.controller.title)
            ask.setOkButtonText(self.tr("Save"))
            ask.setMinimumWidth(520)
            if not run_dialog(ask):
                return False
            title = ask.textValue()
        title = clean_title(title)
        if not title:
            self.statusBar().showMessage(self.tr("Not saved: the game needs a name."), 6000)
            return False
        try:
            self.controller.save_as(_new_save_path(self.controller.game.id), title)
        except SaveError as exc:
            self._save_failed(i18n.tr_message(exc.message))
            return False
        self._update_title()
        self.statusBar().showMessage(self.tr("Game saved as “{title}”.").format(title=title), 6000)
        return True

    def _autosave_failed(self, text: str) -> None:
        """Autosaving failed: a mark stays in the status bar until saving works again (`_save_resumed`)."""
        from PySide6.QtWidgets import QLabel

        if self._unsaved is None:
            self._unsaved = QLabel(objectName="unsavedMark")
            self._unsaved.setStyleSheet("QLabel { color: #ffd27a; font-weight: bold; padding: 0 8px; }")
            self.statusBar().addPermanentWidget(self._unsaved)
        self._unsaved.setText(self.tr("⚠ Not saved"))
        self._unsaved.show()
        self._save_failed(text, self.tr("{problem}\n\nThe game goes on, but it cannot be continued later while "
                                        "saving fails. You will be told when saving works again.").format(problem=text))

    def _save_failed(self, text: str, explained: str | None = None) -> None:
        """Saving failed: say it in a window that does not stop the game."""
        self.statusBar().showMessage(text, 15_000)
        if self.quit_after_screenshot:
            return
        box = self._save_warning
        if box is None:
            from cafegames.ui.dialog_style import readable

            box = self._save_warning = _message_box()(self)
            readable(box)
            box.setIcon(_message_box().Icon.Warning)
        box.setWindowTitle(self.tr("The game is not being saved"))
        plain_text.plain_box(box).setText(explained or text)  # it may name a folder: text, never HTML
        box.open()

    def _save_resumed(self) -> None:
        if self._save_warning is not None:
            self._save_warning.close()
        if self._unsaved is not None:
            self._unsaved.hide()
        self.statusBar().showMessage(self.tr("Saving works again: the game can be continued later."), 15_000)

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

    def show_rules_section(self, game_id: str, section: str) -> None:
        from cafegames.ui.rules_dialog import RulesDialog

        run_dialog(RulesDialog(game_id, self, section))

    def show_about(self) -> None:
        from cafegames.ui.dialog_style import readable

        box = _message_box()(self)
        readable(box)
        box.setWindowTitle(self.tr("About cafegames"))
        box.setIconPixmap(self.windowIcon().pixmap(72, 72))
        box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 460px; }")
        box.setText(self.tr(
            "<h2>cafegames {version}</h2>"
            "<p>UNO, Café International and Canyon for a family around one computer: 2 to 10 people at one "
            "screen, with computer players, in French and English.</p>"
            "<p>Free software under the MIT licence. Made with Python and Qt (PySide6).</p>"
            "<p>The games are played by their published rules; the rules pages (F1) say which variants are "
            "offered.</p>").format(version=__version__))
        run_dialog(box)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_full.setChecked(self.isFullScreen())

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.quit_after_screenshot:
            self.settings.set_bytes_value("window/geometry", self.saveGeometry())
        if self.controller is not None:
            self.controller.close()
        super().closeEvent(event)

    def current_page(self) -> QWidget:
        return self.stack.currentWidget()
