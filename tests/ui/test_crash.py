"""A crash is a message, not a disappearance: an exception in a slot, a paint, a timer or a worker thread gives
one translated window with the details in the log file, the game goes on, and its autosave opens again."""

from __future__ import annotations

import logging
import sys
import threading

import pytest
from PySide6.QtCore import QRunnable, QThreadPool, QTimer, qInstallMessageHandler
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsRectItem

from cafegames.engine.match import Match
from cafegames.engine.saves import load_save, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import crash, i18n
from tests.toy.game import GAME
from tests.ui.helpers import main_window, settle


@pytest.fixture
def reporter_window(qtbot, settings, monkeypatch):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    path = crash.start_log()
    logger = logging.getLogger("cafegames")
    for window in main_window(qtbot, settings):
        reporter = crash.install_crash_reporter(window)
        yield window, reporter, path
    for handler in list(logger.handlers):
        logger.removeHandler(handler)
        handler.close()
    qInstallMessageHandler(None)


class BrokenItem(QGraphicsRectItem):
    def paint(self, painter: QPainter, option, widget=None) -> None:
        raise RuntimeError("a broken paint")


class BrokenJob(QRunnable):
    def run(self) -> None:
        raise ValueError("a broken worker")


def broken_thread() -> None:
    raise KeyError("a broken thread")


@pytest.mark.qt_no_exception_capture
def test_exceptions_anywhere_give_one_window_a_log_and_the_game_goes_on(reporter_window, qtbot):
    window, reporter, log_file = reporter_window
    match = Match(GAME, {"target": 99}, [Seat("Ann"), Seat("Bob", "computer", "random")], 3)
    path = saves_dir() / "crash.json"
    assert window.open_match(match, path)
    settle(qtbot, window.controller)
    window.controller.autoplay(2)
    settle(qtbot, window.controller)

    QTimer.singleShot(0, lambda: 1 / 0)  # a timer's slot
    item = BrokenItem(0, 0, 50, 50)  # a paint
    window.controller.scene.addItem(item)
    QThreadPool.globalInstance().start(BrokenJob())  # a worker thread
    threading.Thread(target=broken_thread, name="helper").start()  # a Python thread
    qtbot.waitUntil(lambda: reporter.count >= 4, timeout=10_000)
    window.controller.scene.removeItem(item)
    # the window opens on the first report; the others reach it through the event loop (queued from any thread)
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible()
                    and len(reporter.dialog.details) >= 4)
    dialogs = [w for w in QApplication.topLevelWidgets() if w.objectName() == "crashDialog" and w.isVisible()]
    assert len(dialogs) == 1  # one window, not one per exception
    text = reporter.dialog.text.text()
    assert "your game is saved" in text and str(log_file) in text

    logged = log_file.read_text()
    for what in ("ZeroDivisionError", "a broken paint", "a broken worker", "a broken thread"):
        assert what in logged
    reporter.dialog.copy_details()
    assert "ZeroDivisionError" in QApplication.clipboard().text()

    window.controller.autoplay(2)  # the game goes on
    settle(qtbot, window.controller)
    played = list(window.controller.match.actions)
    reporter.dialog.home_button.click()  # back to the start page, where Continue opens the game again
    assert window.controller is None and window.current_page() is window.start_page
    assert list(load_save(path)[0].actions) == played
    window.continue_latest()
    qtbot.waitUntil(lambda: window.controller is not None)
    assert list(window.controller.match.actions) == played


@pytest.mark.qt_no_exception_capture
def test_the_window_is_in_french_with_a_plural_count(reporter_window, qtbot):
    window, reporter, _ = reporter_window
    i18n.install_language("fr")
    try:
        for _ in range(3):
            QTimer.singleShot(0, lambda: 1 / 0)
        qtbot.waitUntil(lambda: reporter.count >= 3 and reporter.dialog is not None)
        qtbot.waitUntil(lambda: "3 fois" in reporter.dialog.text.text())
        text = reporter.dialog.text.text()
        assert "Un problème est survenu" in text and "votre partie est enregistrée" in text
        assert reporter.dialog.copy_button.text() == "Copier les détails"
    finally:
        i18n.install_language("en")


def test_an_unwritable_data_folder_still_starts_without_a_log(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CAFEGAMES_DATA_DIR", str(blocker))
    assert crash.start_log() is None


@pytest.mark.qt_no_exception_capture
def test_what_goes_wrong_before_the_first_frame_reaches_the_log_and_the_window_after_it(qtbot, settings,
                                                                                         monkeypatch):
    """The crash reporter starts right after the first frame (cafegames/ui/runner.py): an exception and a warning
    from before are held, then written to the log and shown."""
    from cafegames.ui import runner
    from cafegames.ui.main_window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    logger = logging.getLogger("cafegames")
    held = runner._hold_until_shown()
    try:
        logging.getLogger("cafegames.test").warning("an early warning")
        try:
            raise LookupError("an early fault")
        except LookupError:
            sys.excepthook(*sys.exc_info())
        window = MainWindow(settings)
        qtbot.addWidget(window)
        runner._start_crash_reporter(window, held)
        assert held not in logger.handlers and sys.excepthook is not held.hold_exception
        reporter = window.findChild(crash.CrashReporter)
        qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
        assert "an early fault" in reporter.dialog.details[0]
        logged = crash.log_path().read_text()
        assert "an early warning" in logged and "LookupError: an early fault" in logged
        reporter.dialog.accept()
        window.quit_after_screenshot = True
        window.close()
    finally:
        for handler in list(logger.handlers):
            logger.removeHandler(handler)
            handler.close()
        qInstallMessageHandler(None)


@pytest.mark.skipif(sys.platform == "win32", reason="links and FIFOs are POSIX here")
@pytest.mark.parametrize("planted", ["link", "fifo"])
def test_a_link_or_a_pipe_planted_as_the_log_file_is_never_written_through(tmp_path, planted):
    """A link in place of logs/cafegames.log would append the app's lines (typed names among them) to the file it
    points at, outside the data folder; a pipe would block the first warning. Neither is used."""
    import os

    outside = tmp_path / "documents" / ".profile"
    outside.parent.mkdir()
    outside.write_text("export PATH\n")
    log_file = crash.log_path()
    log_file.parent.mkdir(parents=True)
    if planted == "link":
        log_file.symlink_to(outside)
    else:
        os.mkfifo(log_file)
    logger = logging.getLogger("cafegames")
    try:
        assert crash.start_log() is None
        logger.warning("a name typed by a player: ; rm -rf ~")
    finally:
        for handler in list(logger.handlers):
            logger.removeHandler(handler)
            handler.close()
        qInstallMessageHandler(None)
    assert outside.read_text() == "export PATH\n"


def test_the_log_file_is_not_opened_through_a_link_planted_after_the_start(tmp_path):
    """The check at the start is not all: the file is opened without following a link (O_NOFOLLOW)."""
    import os

    if not hasattr(os, "O_NOFOLLOW"):
        pytest.skip("no O_NOFOLLOW here")
    outside = tmp_path / "documents.txt"
    outside.write_text("mine\n")
    logger = logging.getLogger("cafegames")
    try:
        path = crash.start_log()
        assert path is not None and not path.exists()
        path.symlink_to(outside)
        handler = next(h for h in logger.handlers if isinstance(h, logging.FileHandler))
        with pytest.raises(OSError):
            handler._open()
    finally:
        for handler in list(logger.handlers):
            logger.removeHandler(handler)
            handler.close()
        qInstallMessageHandler(None)
    assert outside.read_text() == "mine\n"
