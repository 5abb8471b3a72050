"""Starting the GUI from the checked command line: QApplication, main window, --autoplay, --screenshot."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.paths import resource
from cafegames.ui.i18n import attach_to_application, tr_message, tr_text

SCREENSHOT_TIMEOUT_MS = 60_000


def application() -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "cafegames"])
    app.setApplicationName("cafegames")
    app.setApplicationDisplayName("cafegames")
    app.setDesktopFileName("cafegames")
    icon = resource("icons", "cafegames.svg")
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    attach_to_application()
    from cafegames.ui.fonts import install_fonts

    install_fonts(app)  # the same letters on every system (resources/fonts)
    return app  # type: ignore[return-value]


def run_gui(args: argparse.Namespace, plan) -> int:
    from cafegames.ui.crash import install_crash_reporter, start_log
    from cafegames.ui.main_window import MainWindow
    from cafegames.ui.settings import Settings

    start_log()
    app = application()
    settings = Settings()
    if args.screenshot:
        settings.overrides["animation_speed"] = "off"
        settings.overrides["computer_delay_ms"] = 0
        settings.overrides["sound_muted"] = True  # a picture is taken: --autoplay's moves make no noise
    window = MainWindow(settings, cli_language=args.lang)
    install_crash_reporter(window)
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
    return app.exec()


def _screenshot_when_still(app: QApplication, window, path: Path) -> None:
    clock = QElapsedTimer()
    clock.start()
    timer = QTimer(window)

    def poll() -> None:
        still = window.is_still()
        if not still and clock.elapsed() < SCREENSHOT_TIMEOUT_MS:
            return
        timer.stop()
        app.processEvents()
        picture = window.grab()
        probe = os.environ.get("CAFEGAMES_STARTUP_PROBE")
        if probe:  # devtools/bench_app.py: the moment the first window is on screen and painted
            Path(probe).write_text(repr(time.time()))
        ok = picture.save(str(path), "PNG")
        if not ok:
            print(tr_text("CommandLine", QT_TRANSLATE_NOOP("CommandLine", "cafegames: the picture could not be written to {path}.")).format(path=str(path)),
                  file=sys.stderr)
        window.quit_after_screenshot = True
        window.close()
        app.exit(0 if ok else 2)

    timer.timeout.connect(poll)
    timer.start(20)
    QTimer.singleShot(0, poll)
