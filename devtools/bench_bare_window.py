"""The baseline of the start-up benchmark (`devtools/bench_app.py`): a bare PySide6 window shown, grabbed to the
PNG named on the command line, quit. Run as a script (not through the `cafegames` package), so it loads nothing
of ours; it writes the time it was first painted to CAFEGAMES_STARTUP_PROBE, as the app does."""

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
picture.save(sys.argv[1], "PNG")
