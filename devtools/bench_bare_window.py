"""The baseline of the start-up benchmark (`devtools/bench_app.py`): a bare PySide6 window shown, grabbed to the
PNG named on the command line, quit. Run as a script (not through the `cafegames` package), so it loads nothing
of ours; it writes the time it was first painted to CAFEGAMES_STARTUP_PROBE, as the app does, and its PNG with the app's
`--screenshot` quality (`cafegames.ui.runner.SCREENSHOT_PNG_QUALITY`, written out here: nothing of ours is
imported)."""

import os
import sys
import time

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("hello"))
window.resize(1280, 800)
window.show()
app.processEvents()
picture = window.grab()
with open(os.environ["CAFEGAMES_STARTUP_PROBE"], "w") as probe:
    probe.write(repr(time.time()))
PNG_QUALITY = 80  # = cafegames.ui.runner.SCREENSHOT_PNG_QUALITY (tests/ui/test_startup.py keeps them equal)
picture.save(sys.argv[1], "PNG", PNG_QUALITY)
