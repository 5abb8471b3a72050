"""Starting the GUI from the checked command line: QApplication, main window, --autoplay, --screenshot.

Before the first frame only what it needs is done (`python -m devtools.sim bench app`, tests/ui/test_startup.py).
The crash reporter's window and the log file (cafegames/ui/crash.py) start right after it: until then an
uncaught exception is printed and held, and our log records are held, and both are handed over once it runs.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.paths import resource
from cafegames.ui.i18n import attach_to_application, tr_message, tr_text

SCREENSHOT_TIMEOUT_MS = 60_000
# --screenshot's PNG at zlib's fastest level (Qt maps quality 80 to compression level 1): the same pixels (PNG is
# lossless) in a file about a fifth larger (178 KB against 150 KB for the start page at 1280 × 800), written in
# about two thirds of the time (Qt's default, level 6, spent ~14 ms of a ~220 ms start page run matching
# strings). devtools/bench_bare_window.py writes its picture with the same value, so the start-up benchmark
# still compares like with like (tests/ui/test_startup.py keeps the two equal).
SCREENSHOT_PNG_QUALITY = 80
AFTER_FIRST_FRAME_AT_LATEST_MS = 3000


def application(start_page_first: bool = False) -> QApplication:
    """The QApplication with the app's names, translators and fonts (`start_page_first`: the start page is the
    first window, whose faces are all it registers now; `run_gui` registers the others after its first frame)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "cafegames"])
    app.setApplicationName("cafegames")
    app.setApplicationDisplayName("cafegames")
    app.setDesktopFileName("cafegames")
    attach_to_application()
    from cafegames.ui.fonts import install_fonts

    install_fonts(app, start_page_only=start_page_first)  # the same letters on every system (resources/fonts)
    return app  # type: ignore[return-value]


def set_window_icon(app: QApplication) -> None:
    """The app's icon, for window lists and the title bar: set once the first frame is shown, since an SVG icon
    loads Qt's SVG library and icon engine (~5 ms; Wayland desktops take the icon from the .desktop file)."""
    from PySide6.QtGui import QIcon

    icon = resource("icons", "cafegames.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))


class _Held(logging.Handler):
    """Our log records of the first moments, kept for the log file that opens after the first frame (and
    printed, as Python does while a logger has no handler)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []
        self.exceptions: list[tuple] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)
        if logging.lastResort is not None:
            logging.lastResort.handle(record)

    def hold_exception(self, kind, value, tb) -> None:  # sys.excepthook until the crash reporter is there
        sys.__excepthook__(kind, value, tb)
        self.exceptions.append((kind, value, tb))


def _hold_until_shown() -> _Held:
    held = _Held()
    logging.getLogger("cafegames").addHandler(held)
    sys.excepthook = held.hold_exception
    return held


def _start_crash_reporter(window, held: _Held) -> None:
    """Right after the first frame: the log file, Qt's messages into it, and the crash window, given what was
    held until now."""
    from cafegames.ui.crash import install_crash_reporter, start_log

    logging.getLogger("cafegames").removeHandler(held)
    if start_log() is not None:  # (else they were printed already, and that is all there is)
        for record in held.records:
            logging.getLogger(record.name).handle(record)
    reporter = install_crash_reporter(window)
    for kind, value, tb in held.exceptions:
        reporter.exception(kind, value, tb)


def run_gui(args: argparse.Namespace, plan) -> int:
    from cafegames.ui.main_window import MainWindow
    from cafegames.ui.settings import Settings

    held = _hold_until_shown()
    # The start page first: a plain start (no game, replay or statistics named on the command line).
    app = application(start_page_first=plan.match is None and plan.replay is None and not plan.stats)
    settings = Settings()
    if args.screenshot:
        settings.overrides["animation_speed"] = "off"
        settings.overrides["computer_delay_ms"] = 0
        settings.overrides["sound_muted"] = True  # a picture is taken: --autoplay's moves make no noise
    window = MainWindow(settings, cli_language=args.lang)
    started: list[bool] = []

    def after_first_frame() -> None:  # each in its own turn of the event loop, so input is handled in between
        if not started:
            started.append(True)
            gc.enable()  # paused by cafegames.app.main
            _start_crash_reporter(window, held)
            from cafegames.ui.fonts import install_other_fonts

            install_other_fonts()  # (their first use, a dialog or a table, waits for a person's click)
            QTimer.singleShot(0, lambda: set_window_icon(app))

    window.shown.connect(after_first_frame)
    # A window never painted (started minimised): the crash reporter, and the window's own deferred start-up
    # (tidying, history, Continue), at the latest a few seconds after start.
    QTimer.singleShot(AFTER_FIRST_FRAME_AT_LATEST_MS, lambda: (after_first_frame(), window.start_unpainted()))
    if args.size:
        window.resize(*args.size)
    window.show()
    if plan.stats:
        window.show_stats()
    if plan.replay is not None:
        window.open_replay(plan.replay, plan.record, plan.step)
        if plan.warning is not None:
            window.statusBar().showMessage(tr_message(plan.warning), 15_000)
    if plan.match is not None:
        window.open_match(plan.match, plan.save_path, plan.record, lesson=getattr(plan, "lesson", None))
        if plan.warning is not None:
            window.statusBar().showMessage(tr_message(plan.warning), 15_000)
        if args.autoplay and window.controller is not None:
            window.controller.autoplay(args.autoplay)
    if args.screenshot:
        _screenshot_when_still(app, window, Path(args.screenshot).expanduser())
    code = app.exec()
    _leave_to_the_exit()
    return code


def _leave_to_the_exit() -> None:
    """The window is gone and the process exits next: what is still alive (modules, classes, PySide6's types and
    wrappers, the pages: some 22,000 containers the collector tracks) goes with the interpreter's exit, and is
    frozen out of the cyclic collector, which would otherwise walk all of it on the way out: when
    `cafegames.app.main` turns it back on (paused since start-up; `sys.exit` then allocates) and again in the
    interpreter's own finalisation (34M instructions, 3 % of a --screenshot run; the same whenever a person
    quits). Nothing left depends on the collector: the saves are flushed and the history stopped by `atexit`
    handlers, the log file by logging's, none by a `__del__` or `weakref.finalize` (tests/ui/test_startup.py)."""
    gc.freeze()


def _screenshot_when_still(app: QApplication, window, path: Path) -> None:
    started = time.monotonic()
    timer = QTimer(window)

    def poll() -> None:
        still = window.is_still()
        if not still and (time.monotonic() - started) * 1000 < SCREENSHOT_TIMEOUT_MS:
            return
        timer.stop()
        app.processEvents()
        page = window.start_page
        if window.current_page() is page and not page.looked_up:  # the picture shows Continue when it is there
            page.refresh(wait=True)
            if page.latest is not None:
                # its caption laid out before the grab (else squeezed to a letter); layouts only, no timers: the
                # work deferred past the first frame stays deferred. (QEvent only here: its Python type builds
                # the enums of QEvent.Type's 179 members, 13M instructions, a start with no game to continue
                # does without.)
                from PySide6.QtCore import QEvent

                app.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        picture = window.grab()
        probe = os.environ.get("CAFEGAMES_STARTUP_PROBE")
        if probe:  # devtools/bench_app.py: the moment the first window is on screen and painted
            Path(probe).write_text(repr(time.time()))
        ok = picture.save(str(path), "PNG", SCREENSHOT_PNG_QUALITY)
        if not ok:
            print(tr_text("CommandLine", QT_TRANSLATE_NOOP("CommandLine", "cafegames: the picture could not be written to {path}.")).format(path=str(path)),
                  file=sys.stderr)
        window.finish_screenshot()
        app.exit(0 if ok else 2)

    timer.timeout.connect(poll)
    timer.start(20)
    QTimer.singleShot(0, poll)
