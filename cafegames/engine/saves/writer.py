"""Writing a match: at once (`save_match`), or after every action (`Autosaver`) through the `BackgroundWriter`,
whose thread keeps a slow disk from holding up the game."""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cafegames.engine.files import loggable
from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.saves.disk import write_save
from cafegames.engine.saves.errors import CTX, SaveError
from cafegames.engine.saves.format import encode_save, now_iso

log = logging.getLogger(__name__)


def save_match(match: Match, path: Path, title: str = "", created: str = "") -> None:
    """Write `match` to `path` atomically; SaveError (with the reason) when the disk refuses."""
    write_save(path, encode_save(match, title, created))


EXIT_FLUSH_S = 30.0  # at exit, how long to wait for the last saves to reach a slow (or hung) disk


class BackgroundWriter:
    """Writes save files on a thread of its own, so that a slow disk (fsync on a USB stick can take a tenth of a
    second) never holds up the game. Per file only the newest data waits: a save overtaken by a newer one of
    the same file before its turn is dropped, since each file holds the whole match. `flush()` waits until
    everything handed over is on disk (before a synchronous save, a load, or quitting; also at exit)."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[Path, tuple[bytes, Callable[[SaveError | None], None] | None]] = {}
        self._writing = False
        self._thread: threading.Thread | None = None
        atexit.register(self.flush, EXIT_FLUSH_S)

    def submit(self, path: Path, data: bytes, done: Callable[[SaveError | None], None] | None = None) -> None:
        """Write `data` to `path` soon; `done(error or None)` is called on the writer's thread afterwards."""
        with self._lock:
            self._pending[path] = (data, done)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="cafegames-saves", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until nothing is pending or being written; False if `timeout` (seconds) ran out first."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._writing, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                data, done = self._pending.pop(path)
                self._writing = True
            error = None
            try:
                write_save(path, data)
            except SaveError as exc:
                error = exc
            except Exception:  # never let the writer thread die: the next saves must still be written
                log.exception("writing the save %s failed", loggable(path))
                error = SaveError(msg(CTX, QT_TRANSLATE_NOOP("Saves", "The game could not be saved to {path} (an "
                                                                      "unexpected error, written in the log)."),
                                      path=str(path)))
            try:
                if done is not None:
                    done(error)
            except Exception:
                log.exception("reporting a save to %s failed", loggable(path))
            with self._lock:
                self._writing = False
                self._lock.notify_all()


class Autosaver:
    """Saves the match after every action. A failure (disk full, read-only folder) is reported through
    `on_error` once per kind of failure, and the game goes on; `on_resumed` says when saving works again.

    With a `writer`, the file is encoded at once (the match may change right after) and written by the
    BackgroundWriter; `on_error` is then called on the writer's thread (the GUI passes it on with a queued
    signal), and `flush()` waits for the disk."""

    def __init__(self, path: Path, title: str = "", created: str = "",
                 on_error: Callable[[SaveError], None] | None = None, writer: BackgroundWriter | None = None,
                 on_resumed: Callable[[], None] | None = None):
        self.path = path
        self.title = title
        self.created = created or now_iso()
        self.on_error = on_error
        self.on_resumed = on_resumed  # the first good save after a failure (the player was told it failed)
        self.writer = writer
        self.last_error: str | None = None

    def __call__(self, match: Match, action: Any = None, events: Any = None) -> None:
        data = encode_save(match, self.title, self.created)
        if self.writer is not None:
            self.writer.submit(self.path, data, self._written)
            return
        try:
            write_save(self.path, data)
            self._written(None)
        except SaveError as exc:
            self._written(exc)

    def _written(self, error: SaveError | None) -> None:
        if error is None:
            if self.last_error is not None and self.on_resumed is not None:
                self.on_resumed()
            self.last_error = None
            return
        if self.on_error and str(error) != self.last_error:
            self.on_error(error)
        self.last_error = str(error)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every save handed to the writer is on disk (at once without a writer)."""
        return self.writer is None or self.writer.flush(timeout)
