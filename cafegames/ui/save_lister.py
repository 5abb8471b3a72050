"""Reading the saves folder off the GUI thread: the Load list and the start page's Continue ask here.

A folder of 10,000 saves takes seconds to read (every file is opened and checked), an old USB stick or a network
folder longer still: the window must go on answering meanwhile. `SaveLister` lists the names first, then each
file's summary as it is read, in batches (`cafegames.engine.saves.folder.summary` keeps a summary while its file
is unchanged, so the next listing is quick). `in_background` runs one function on a thread and hands its result
to the GUI thread.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

log = logging.getLogger(__name__)
BATCH_S = 0.05  # summaries are handed over at most this often (each hand-over repaints the list)


def let_gui_run() -> None:
    """Between two files read on a thread: Python runs one thread at a time, and would leave the GUI thread
    waiting up to its switch interval (and longer on a busy machine); sleeping gives it its turn at once."""
    if threading.current_thread() is not threading.main_thread():
        time.sleep(0)


class SaveLister(QObject):
    """Lists `folder` (default: the saves folder) on a thread of its own once `start` is called."""

    names = Signal(object)  # list[Path]: every save file, before any is read
    read = Signal(object)  # list[SaveSummary]: the next ones read
    done = Signal()

    def __init__(self, folder: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.folder = folder
        self._stop = threading.Event()

    def start(self) -> None:
        threading.Thread(target=self._run, name="cafegames-saves-list", daemon=True).start()

    def stop(self) -> None:
        """Stop reading (the list was closed): the thread ends after the file it is reading."""
        self._stop.set()

    def _run(self) -> None:
        from cafegames.engine.saves import folder

        with contextlib.suppress(RuntimeError):  # the list was closed and deleted meanwhile
            paths = folder.save_paths(self.folder)
            if self._stop.is_set():
                return
            self.names.emit(paths)
            batch: list = []
            handed = time.monotonic()
            for path in paths:
                if self._stop.is_set():
                    return
                batch.append(folder.summary(path))
                let_gui_run()
                if time.monotonic() - handed > BATCH_S:
                    self.read.emit(batch)
                    batch, handed = [], time.monotonic()
            if batch:
                self.read.emit(batch)
            if not self._stop.is_set():
                self.done.emit()


class _Result(QObject):
    ready = Signal(object)

    def __init__(self, then: Callable[[Any], None], parent: QObject):
        super().__init__(parent)
        self.then = then
        self.ready.connect(self._deliver, Qt.ConnectionType.QueuedConnection)  # on the thread `parent` lives in

    def _deliver(self, value: Any) -> None:
        self.deleteLater()
        self.then(value)


def in_background(work: Callable[[], Any], then: Callable[[Any], None], parent: QObject) -> None:
    """Run `work()` on a thread of its own; `then(result)` on the GUI thread afterwards (not when `parent` is gone)."""
    result = _Result(then, parent)

    def run() -> None:
        try:
            value = work()
        except Exception:  # a fault of ours: said in the log, and the page goes on as if nothing were found
            log.exception("looking through the saves failed")
            value = None
        with contextlib.suppress(RuntimeError):  # `parent` was deleted meanwhile
            result.ready.emit(value)

    threading.Thread(target=run, name="cafegames-saves-lookup", daemon=True).start()
