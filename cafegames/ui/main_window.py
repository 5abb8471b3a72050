"""The main window: start page or a game's table with its log, menus and shortcuts, window geometry kept. This
module holds the pages and the switching between them; the menus are in `window_menus.py`, the file commands
(Continue, Load, Save) in `window_files.py`, the game log in `window_log.py`, each a mixin of `MainWindow`.

Start-up matters (`python -m devtools.sim bench app`): only what the start page needs is imported and built
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

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from cafegames.engine import registry
from cafegames.engine.errors import GameError
from cafegames.ui import i18n, larger, plain_text
from cafegames.ui.dialogs import run_dialog
from cafegames.ui.settings import Settings
from cafegames.ui.start_page import StartPage
from cafegames.ui.window_files import FileCommands, new_save_path
from cafegames.ui.window_log import WindowLog
from cafegames.ui.window_menus import WindowMenus

if TYPE_CHECKING:  # imported when a game opens, to keep start-up short
    from PySide6.QtGui import QCloseEvent  # (an event class: naming it builds QEvent.Type's 179 enum members)
    from PySide6.QtWidgets import QLabel, QMessageBox, QToolButton

    from cafegames.engine.match import Match
    from cafegames.engine.saves import SaveRecord
    from cafegames.ui.controller import MatchController
    from cafegames.ui.log_panel import GameLog
    from cafegames.ui.replay_page import ReplayPage
    from cafegames.ui.stats_page import StatsPage
    from cafegames.ui.table import TableWidget


TIDY_AFTER_MS = 1500  # after the first frame: the background start-up leaves the first moments to the person
FIRST_FRAME_POLL_MS = 15  # after show(), and while the window is not exposed yet: when `_first_frame` looks again


def _tidy_leftovers(settings_folder: Path) -> None:
    """Soon after start: the temporary files of saves a crash or a power cut interrupted (our own pattern, old ones
    only) go from the saves and settings folders."""
    from cafegames.engine.saves import remove_orphan_temporaries, saves_dir

    for folder in (saves_dir(), settings_folder):
        removed = remove_orphan_temporaries(folder)
        if removed:
            logging.getLogger("cafegames").info("removed %d leftover temporary files from %s", removed, folder)


class MainWindow(FileCommands, WindowMenus, WindowLog, QMainWindow):
    """The pages (start, table, statistics, replay) and what switches between them; the menus
    (`window_menus.py`), the file commands (`window_files.py`) and the game log (`window_log.py`) are its mixins."""

    shown = Signal()  # the first frame is on screen: what start-up deferred can start (cafegames/ui/runner.py)
    prepared = Signal()  # the background start-up is done: saves folder tidied, history synced (tests wait for it)
    _ready = Signal()  # from the start-up thread to the GUI thread

    def __init__(self, settings: Settings, cli_language: str | None = None):
        super().__init__()
        self._painted = False  # the first frame is on screen (`_first_frame`)
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
        self.start_page.quick_game.connect(self.quick_game)
        self.start_page.refreshed.connect(self._update_continue)
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

        larger.apply(settings.text_scale)  # "Larger cards and text": the app font and the open table at once
        settings.changed.connect(lambda key: self._larger_changed() if key == "larger_text" else None)
        self.statusBar().setSizeGripEnabled(False)  # made now, so messages do not make the table jump
        self._status_look(on_table=False)
        self._make_actions()
        self.retranslate()
        i18n.on_language_change(self.retranslate)  # (not a changeEvent override: see there)
        self.stack.setCurrentWidget(self.start_page)  # its Continue lookup runs right after the first paint
        self.background_done = False  # `prepared` was emitted
        self._ready.connect(self._background_ready)

    # ------------------------------------------------------------------ start-up, after the first frame
    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's virtual: show() comes here
        super().setVisible(visible)
        if visible and not self._painted:  # (the window system exposes a new window a few ms after show())
            QTimer.singleShot(FIRST_FRAME_POLL_MS, self._first_frame)

    def _first_frame(self) -> None:
        """Once the window is shown: its first frame is on screen when the platform has exposed it (Qt paints a
        window as it handles its first expose, before this turn of the event loop); until then (a window
        manager slow to map it, a window started minimised) asked again a moment later.

        Not from a Python `paintEvent`, nor a `resizeEvent`: an event handed to Python before the first frame has
        PySide6 set up `QEvent`'s Python type, with the 179 members of its `Type` enum (13M instructions, 1 % of
        a start; tests/ui/test_startup.py). The window's QWindow, asked here, costs a third of that."""
        if self._painted or not self.isVisible():  # (hidden again: setVisible asks again when shown)
            return
        handle = self.windowHandle()
        if handle is None or not handle.isExposed():
            QTimer.singleShot(FIRST_FRAME_POLL_MS, self._first_frame)
            return
        self._painted = True
        self._after_first_paint()

    def start_unpainted(self) -> None:
        """The deferred start-up of a window not painted yet (started minimised): as after a first frame."""
        if not self._painted:
            self._painted = True
            self._after_first_paint()

    def _after_first_paint(self) -> None:
        if not self.isVisible():  # closed already (a --screenshot taken at the first frame): nothing to start
            return
        self.shown.emit()
        if self.stack.currentWidget() is self.start_page:
            self.start_page.on_screen()
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
                for name in sound.known_sounds():  # read once now, not when the first card is played
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
        from cafegames.ui.save_writer import flush_saves

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
            match = Match(registry.get(record.game).game(), record.options, record.seats, rng.new_seed())
        except GameError as exc:
            plain_text.tell(self, self.tr("This game cannot be started"), i18n.tr_message(exc.message))
            return
        self.open_match(match, new_save_path(match.game.id))

    def is_still(self) -> bool:
        """Nothing moves without a person: the table settled, the history written (a screenshot waits for it)."""
        controller = self.controller
        settled = controller is None or (controller.is_settled() and controller.autoplay_left == 0)
        history_link = sys.modules.get("cafegames.ui.history_link")  # not imported: no history being written
        return settled and not (history_link is not None and history_link.busy())

    def _larger_changed(self) -> None:
        """"Larger cards and text" turned on or off: the app font, and the open table and replay laid out again."""
        if not larger.apply(self.settings.text_scale):
            return
        scenes = [self.controller.scene if self.controller is not None else None,
                  self.replay_page.scene if self.replay_page is not None else None]
        for scene in scenes:
            if scene is not None:
                scene.relayout()

    def _update_title(self) -> None:
        if self.game_id and self.game_id in registry.GAMES:
            name = i18n.tr_message(registry.GAMES[self.game_id].name)
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
        if self._painted:
            self.start_page.on_screen()
        self._status_look(on_table=False)
        if self._log is not None:
            self._log.set_open(False, remember=False)
        if self._log_toggle is not None:
            self._log_toggle.hide()
        self._update_title()

    def _close_match(self) -> None:
        if self.controller is not None:
            self.controller.close()
            if self.controller.save_path is not None:  # the file is free for another window (engine/saves/locks.py)
                from cafegames.engine.saves.locks import release

                release(self.controller.save_path)
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

        info = registry.get(game_id)
        if not info.has_lesson():
            return False
        lesson = info.lesson()
        return self.open_match(lesson_match(info.game(), lesson), new_save_path(info.id), lesson=lesson)

    def open_match(self, match: Match, save_path: Path | None, record: SaveRecord | None = None,
                   lesson=None) -> bool:
        """Put `match` on the table; False (with a message) when its game has no table yet. With `lesson`
        (cafegames/engine/lesson.py) the match is played as that guided first game."""
        from cafegames.ui.controller import MatchController
        from cafegames.ui.table import TableWidget

        info = registry.get(match.game.id)
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
                            i18n.fill(self.tr("The table of {game} could not be set up. {problem}"),
                                      game=i18n.tr_message(info.name), problem=problem), "critical")
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
            self.open_match(dialog.match, new_save_path(dialog.match.game.id))

    def quick_game(self, game_id: str) -> bool:
        """The start page's "Quick game": the game's quick game (cafegames/engine/quick.py) for the last remembered
        player who finished a match, else for "Player 1", against the computers — no dialog."""
        from cafegames.engine import rng
        from cafegames.engine.players import Players, placeholder_name
        from cafegames.engine.quick import quick_match

        last = Players().last_played()
        person = last.name if last is not None else i18n.tr_message(placeholder_name("player", 1))
        try:
            match = quick_match(registry.get(game_id), person,
                                lambda n: i18n.tr_message(placeholder_name("computer", n)), rng.new_seed())
        except GameError as exc:  # the rules refused it (a game changed since its quick game was written)
            plain_text.tell(self, self.tr("This game cannot be started"), i18n.tr_message(exc.message))
            return False
        return self.open_match(match, new_save_path(match.game.id))

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
        return self.open_match(match, new_save_path(match.game.id))

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.quit_after_screenshot:
            self.settings.set_bytes_value("window/geometry", self.saveGeometry())
        if self.controller is not None:
            self.controller.close()
        super().closeEvent(event)

    def finish_screenshot(self) -> None:
        """`--screenshot`, its picture written: what closing the window does for it (the game on the table stopped,
        its saves flushed; no geometry kept), and the window hidden; the app exits next. Not `close()`: the close
        event handed to `closeEvent` would have PySide6 set up QEvent's Python type on the way out (13M
        instructions, 1 % of a screenshot run, for nothing the picture needs; the bare window `bench app` compares
        with is not closed either)."""
        self.quit_after_screenshot = True
        if self.controller is not None:
            self.controller.close()
        self.hide()

    def current_page(self) -> QWidget:
        return self.stack.currentWidget()
