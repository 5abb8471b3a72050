"""`HistoryRecorder`: writes the history on a thread of its own, so recording a match never delays play. No Qt.

The GUI hands over a finished match (or its `MatchEntry`) and goes on; the thread builds the entry, waits for the
save to be on disk (`before`, the saves writer's flush), notes the file's size and time, and records the match in
one transaction. `sync` (at start, and after the history was found damaged) brings the history in line with the
saves folder. Only real damage sets the file aside (`db.trouble`); a file another program holds, or a full disk,
is left as it is: `trouble` says so, and the next job syncs with the saves first (they are the truth), so the
match not recorded comes in then. Each job's `done(result)` is called on the recorder's thread
(the GUI passes it on with a queued signal). Jobs run in the order given.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import sqlite3
import threading
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import attrs

from cafegames.engine import saves
from cafegames.engine.players import Players
from cafegames.engine.players import default_path as default_players_path
from cafegames.history import db
from cafegames.history.entry import MatchEntry
from cafegames.history.sync import SyncReport, sync

EXIT_FLUSH_S = 10.0
log = logging.getLogger(__name__)
Done = Callable[[Any], None]


class _Where(NamedTuple):
    database: Path
    saves: Path
    players: Path


Job = Callable[[sqlite3.Connection, _Where], Any]


class HistoryRecorder:
    def __init__(self, path: Callable[[], Path] = db.default_path, folder: Callable[[], Path] = saves.saves_dir,
                 players: Callable[[], Path] = default_players_path):
        # Functions, read when a job is handed over: the job works on the data folder of that moment (tests give
        # each test a folder of its own; a job still running from the one before keeps to its own).
        self._where = lambda: _Where(path(), folder(), players())
        self._lock = threading.Condition()
        self._jobs: deque[tuple[Job, Done | None, _Where]] = deque()
        self._busy = False
        self._thread: threading.Thread | None = None
        self._conn: tuple[Path, sqlite3.Connection] | None = None
        self._reason = ""  # why the database open last was started afresh, until a sync reports it
        self._schema_version = 0  # SQLite's count of schema changes when the connection was opened and checked
        self._behind = False  # a job could not write: the next one syncs with the saves first
        self.trouble = ""  # why the history is behind the saves now: db.BUSY, db.FULL, db.UNAVAILABLE ("": it is not)
        self.last_report: SyncReport | None = None  # the latest sync's (finished saves it could not record…)
        self.reported = Path()  # the database `trouble` and `last_report` are about
        self._closing = False
        self._stopping = False  # `stop`: the thread ends once the jobs handed over are done
        self.on_report: Callable[[SyncReport], None] | None = None  # every sync's report (on this thread)
        atexit.register(self._at_exit)

    # ---------------------------------------------------------------- for the GUI
    def record(self, entry: MatchEntry | Callable[[], MatchEntry], save_path: Path,
               before: Callable[[], Any] | None = None, done: Done | None = None) -> None:
        """Record a finished match soon: after `before()` (the save reaching the disk), with the file's stat.
        `entry` may be a function making it, called on the recorder's thread (a finished match no longer
        changes, so its entry can be built there: the GUI thread only hands it over)."""

        def job(conn: sqlite3.Connection, _where: _Where) -> bool:
            if before is not None:
                before()
            nonlocal entry
            if callable(entry):
                entry = entry()
            try:
                info = save_path.stat()
                stamped = attrs.evolve(entry, save_mtime_ns=info.st_mtime_ns, save_size=info.st_size)
            except OSError:
                stamped = entry
            return db.record(conn, stamped)

        self._submit(job, done)

    def sync(self, done: Callable[[SyncReport], None] | None = None) -> None:
        """Bring the history in line with the saves folder soon; `done(report)` afterwards (and `on_report`)."""
        self._submit(self._sync, done)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job handed over is done; False if `timeout` (seconds) ran out first."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def stop(self, timeout: float | None = None) -> bool:
        """End the thread once every job handed over is done, and close the database: for a process that makes
        recorder after recorder (the fuzz worker made one per case, and ran out of threads after about 300).
        False if the thread was still busy after `timeout` seconds. The app keeps its one recorder to the end."""
        with self._lock:
            self._stopping = True
            self._lock.notify_all()
            thread = self._thread
        atexit.unregister(self._at_exit)
        if thread is None:
            self._close()
            return True
        thread.join(timeout)
        return not thread.is_alive()

    # ---------------------------------------------------------------- the thread
    def _submit(self, job: Job, done: Done | None) -> None:
        with self._lock:
            self._jobs.append((job, done, self._where()))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="cafegames-history", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._jobs) or self._stopping)
                if not self._jobs:  # stopped, nothing left to do
                    self._thread = None
                    self._close()
                    return
                job, done, where = self._jobs.popleft()
                self._busy = True
            result: Any = None
            try:
                result = self._with_database(job, where)
            except Exception:  # never let the thread die: the next matches must still be recorded
                log.exception("the history could not be written")
            try:
                if done is not None:
                    done(result)
            except Exception:
                log.exception("reporting a history job failed")
            with self._lock:
                self._busy = False
                self._lock.notify_all()

    def _connection(self, path: Path) -> sqlite3.Connection:
        if self._conn is not None and self._conn[0] == path and path.exists():
            conn = self._conn[1]
            version = conn.execute("PRAGMA schema_version").fetchone()[0]
            if version != self._schema_version:  # someone changed the schema while we had it open
                db.own_schema(conn, drop=True)
                self._schema_version = conn.execute("PRAGMA schema_version").fetchone()[0]
            return conn
        self._close()
        conn, reason = db.open_history(path, check=True)
        if reason and not (reason == "missing" and self._reason):  # set aside just now: it was damaged, not missing
            self._reason = reason
        self._conn = (path, conn)
        self._schema_version = conn.execute("PRAGMA schema_version").fetchone()[0]
        return conn

    def _with_database(self, job: Job, where: _Where) -> Any:
        """Run `job`. A history found missing or damaged is rebuilt from the saves first; one that turns out
        damaged meanwhile is kept aside, rebuilt, and the job run once more. A history that cannot be written
        just now (another program holds it, the disk is full) is left as it is: the job waits for the next
        one (a match recorded, a start, the statistics page), which first brings the history up to date from
        the saves, and `trouble` says why meanwhile."""
        for attempt in (1, 2):
            try:
                conn = self._connection(where.database)
                if (self._reason or self._behind) and job != self._sync:
                    self._sync(conn, where)
                result = job(conn, where)
                self._behind, self.trouble = False, ""
                return result
            except (sqlite3.Error, db.HistoryDamaged, db.HistoryUnavailable, OSError) as exc:
                kind = db.trouble(exc)
                if kind in (db.DAMAGED, db.NEWER) and attempt == 1:
                    log.warning("the history is damaged (%s): kept aside and rebuilt from the saves", exc)
                    self._close()
                    if db.set_aside(where.database, kind) is not None:
                        self._reason = kind
                        continue
                log.warning("the history cannot be written now (%s): it will be brought up to date later", exc)
                if kind != db.BUSY:
                    self._close()  # opened again next time (a full disk may have left it half way)
                self._behind, self.reported = True, where.database
                self.trouble = kind if kind in (db.BUSY, db.FULL) else db.UNAVAILABLE
                if self.on_report is not None:
                    self.on_report(SyncReport("", 0, 0, 0, 0, self.trouble))
                return None
        return None

    def _sync(self, conn: sqlite3.Connection, where: _Where) -> SyncReport:
        report = sync(conn, where.saves, Players(where.players), self._reason, stop=lambda: self._closing)
        self._reason = ""
        self._behind, self.trouble = False, ""
        self.last_report, self.reported = report, where.database
        if self.on_report is not None:
            self.on_report(report)
        return report

    def _close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(sqlite3.Error):
                self._conn[1].close()
            self._conn = None

    def _at_exit(self) -> None:
        self._closing = True  # a rebuild in progress stops between two matches (each whole)
        self.flush(EXIT_FLUSH_S)
