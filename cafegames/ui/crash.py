"""When something goes wrong: one clear window instead of a disappearance, and the app's own small log.

    start_log()                  # warnings and errors (ours and Qt's) to <data>/logs/cafegames.log, rotated
    install_crash_reporter(win)  # any uncaught exception becomes one translated window over `win`

An exception escaping anywhere in the GUI — a slot, a paint, a timer, a worker thread — reaches
`sys.excepthook` or `threading.excepthook` (PySide6 reports exceptions in Python overrides there). The
traceback goes to the log file, and one window says "Something went wrong; your game is saved" (every move is
autosaved, so nothing is lost) with a button to copy the details. More exceptions while it is open are counted,
not stacked; an exception repeated at every paint is written to the log once. The window is shown through a
queued signal, never from inside the paint or the thread where the exception happened.
"""

from __future__ import annotations

import errno
import logging
import logging.handlers
import os
import stat
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QtMsgType, Signal, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from cafegames import __version__
from cafegames.engine.paths import data_dir

LOG_FILE = "cafegames.log"
LOG_BYTES = 256 * 1024
LOG_BACKUPS = 2
log = logging.getLogger("cafegames")


def log_path() -> Path:
    return data_dir() / "logs" / LOG_FILE


class _LogFile(logging.handlers.RotatingFileHandler):
    """The rotating log, opened without following a link and only when it is a regular file: a link planted as
    the log file would have the app's lines (names the players typed among them) appended to whatever it points
    at, outside the data folder; a pipe would block the app at its first warning."""

    def _open(self):  # type: ignore[override]  # (logging's own signature: the file object)
        flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
                 | getattr(os, "O_NOCTTY", 0))
        fd = os.open(self.baseFilename, flags, 0o666)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            os.close(fd)
            raise OSError(errno.EINVAL, "the log file is not a regular file", self.baseFilename)
        return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)


def start_log() -> Path | None:
    """Send warnings and errors of the app and of Qt to the rotating log file; None when the data folder cannot
    be written, or the log file's place holds a link, a pipe or a folder (the app runs on, logging to stderr only;
    what is there is left alone)."""
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise OSError(errno.EINVAL, "not a regular file")
        handler = _LogFile(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8",
                           errors="backslashreplace", delay=True)  # a name of non-UTF-8 bytes: never a logging error
    except OSError as exc:
        logging.getLogger("cafegames").warning("no log file (%s): %s", path, exc)
        return None
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    qInstallMessageHandler(_qt_message)
    global _log_started
    _log_started = True
    return path


_log_started = False


_QT_LEVELS = {QtMsgType.QtWarningMsg: logging.WARNING, QtMsgType.QtCriticalMsg: logging.ERROR,
              QtMsgType.QtFatalMsg: logging.CRITICAL}


def _qt_message(kind: QtMsgType, _context, text: str) -> None:
    level = _QT_LEVELS.get(kind)
    if level is not None:
        logging.getLogger("cafegames.qt").log(level, "%s", text)
    if kind != QtMsgType.QtDebugMsg:
        print(text, file=sys.stderr)


class CrashReporter(QObject):
    """Turns uncaught exceptions into `CrashDialog`s (one at a time) on the GUI thread."""

    _report = Signal(str)

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.window = window
        self.dialog: CrashDialog | None = None
        self.count = 0
        self._seen: dict[str, int] = {}
        self._lock = threading.Lock()
        self._report.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def exception(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None,
                  where: str = "") -> None:
        """Any thread: log the traceback (once per distinct one) and ask the GUI thread to show the window."""
        details = "".join(traceback.format_exception(kind, value, tb))
        with self._lock:
            self.count += 1
            repeat = self._seen.get(details, 0)
            self._seen[details] = repeat + 1
        if not repeat:
            log.error("unexpected error%s (cafegames %s):\n%s", f" in {where}" if where else "", __version__,
                      details.rstrip())
        self._report.emit("" if repeat else details)  # the window keeps each distinct traceback once

    def _show(self, details: str) -> None:
        if self.dialog is None:
            self.dialog = CrashDialog(self.window)
            self.dialog.back_home.connect(getattr(self.window, "show_start_page", lambda: None))
        self.dialog.add(details, self.count)
        if not self.dialog.isVisible():
            self.dialog.open()


class CrashDialog(QDialog):
    """"Something went wrong; your game is saved": go on, go back to the start page, or copy the details."""

    back_home = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.details: list[str] = []
        self.text = QLabel(objectName="crashText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setMinimumWidth(480)
        self.copy_button = QPushButton(objectName="copyDetails")
        self.copy_button.clicked.connect(self.copy_details)
        self.home_button = QPushButton(objectName="backHome")
        self.home_button.clicked.connect(self._home)
        self.go_on_button = QPushButton(objectName="goOn")
        self.go_on_button.setDefault(True)
        self.go_on_button.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.copy_button)
        buttons.addStretch(1)
        buttons.addWidget(self.home_button)
        buttons.addWidget(self.go_on_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(16)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.setStyleSheet("#crashDialog { background: #fffaf0; } #crashText { color: #2b2118; font-size: 16px; }"
                           "QPushButton { font-size: 15px; padding: 6px 14px; }")
        self._count = 0
        self.retranslate()

    def add(self, details: str, count: int) -> None:
        if details:
            self.details.append(details)
            del self.details[:-20]
        self._count = count
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Something went wrong"))
        text = self.tr("Something went wrong in cafegames; your game is saved. You can go on playing, or go back "
                       "to the start page and continue the game from there.")
        if self._count > 1:
            text += "\n\n" + self.tr("It happened %n time(s).", "", self._count)
        if _log_started:
            text += "\n\n" + self.tr("The details are in the log file {path}.").format(path=str(log_path()))
        self.text.setText(text)
        self.copy_button.setText(self.tr("Copy the details"))
        self.home_button.setText(self.tr("Back to the start page"))
        self.go_on_button.setText(self.tr("Go on"))

    def changeEvent(self, event) -> None:  # noqa: N802
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def copy_details(self) -> None:
        QApplication.clipboard().setText(f"cafegames {__version__}\n\n" + "\n".join(self.details))
        self.copy_button.setText(self.tr("Copied"))

    def _home(self) -> None:
        self.accept()
        self.back_home.emit()


def install_crash_reporter(window: QWidget) -> CrashReporter:
    """Route every uncaught exception of this process to a CrashReporter over `window`."""
    reporter = CrashReporter(window)

    def hook(kind, value, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        traceback.print_exception(kind, value, tb)  # stderr too, for a terminal or a bug report
        reporter.exception(kind, value, tb)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        name = args.thread.name if args.thread is not None else "?"
        traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback)
        reporter.exception(args.exc_type, args.exc_value, args.exc_traceback, where=f"thread {name}")

    sys.excepthook = hook
    threading.excepthook = thread_hook
    return reporter
