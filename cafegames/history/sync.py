"""The history made to agree with the saves folder, which stays the source of truth. No Qt.

`sync` records every finished save not in the history yet (a match finished while the app was not recording,
a history deleted or damaged: rebuilt, one transaction per match), and forgets the matches whose save is gone,
so nothing the history shows exists only in the database. A save the history already knows, unchanged since (same
size and modification time), is not even read; a copy of a match (Save as…) counts once. Each save is recorded on
its own: one that cannot be (a name that is not UTF-8, rules that fail on it) is left out and counted, and the
others go on.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from pathlib import Path

import attrs

from cafegames.engine import saves
from cafegames.engine.errors import GameError
from cafegames.engine.players import Players
from cafegames.history import db
from cafegames.history.entry import entry_of_record, key_of_record

log = logging.getLogger(__name__)
# SQLite's errors that are one save's fault while the database is fine (a value the schema refuses, one too big):
# that save is left out and counted, as one whose rules, time or name cannot be replayed or kept. Any other error
# of SQLite (locked, full, damaged) stops the sync and is the recorder's to handle.
_ONE_ROW = (sqlite3.IntegrityError, sqlite3.DataError)


@attrs.frozen
class SyncReport:
    reason: str  # why the database was started afresh: "", "missing", "damaged", "newer" (db.open_history)
    added: int
    removed: int
    unreadable: int  # finished saves left out of the history: they could not be replayed or recorded
    total: int  # matches in the history afterwards
    trouble: str = ""  # the history could not be brought up to date: db.BUSY, db.FULL or db.UNAVAILABLE

    @property
    def rebuilt(self) -> bool:
        """Whether the family should be told the history was rebuilt (damaged, newer, or missing while there
        were finished games to rebuild it from); the words are the UI's (they count games: a Qt plural)."""
        return self.reason in ("damaged", "newer") or (self.reason == "missing" and self.added > 0)


def storable(name: str) -> bool:
    """Whether a file name can be kept in the history (SQLite's text is UTF-8: a name from an old USB stick made
    of other bytes, which Python holds with surrogates, cannot)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def sync(conn: sqlite3.Connection, folder: Path | None = None, players: Players | None = None, reason: str = "",
         stop: Callable[[], bool] | None = None) -> SyncReport:
    """Bring the history in `conn` in line with the saves in `folder` (default: the saves folder). Each save is
    recorded on its own: one that cannot be is left out, counted in `unreadable` and said in the log."""
    rows = {r[0]: r[1:] for r in conn.execute("SELECT id, save_file, save_mtime_ns, save_size, match_key FROM matches")}
    by_file = {row[0]: rid for rid, row in rows.items()}
    file_keys: dict[str, str] = {}  # file name → match key, for every finished save
    stats: dict[str, tuple[int, int]] = {}
    pending: dict[str, tuple[Path, saves.SaveRecord]] = {}
    unreadable = 0
    for path in saves.save_paths(folder):
        try:
            info = path.stat()
        except OSError:
            continue
        rid = by_file.get(path.name)
        if rid is not None and rows[rid][1:3] == (info.st_mtime_ns, info.st_size):
            file_keys[path.name] = rows[rid][3]
            continue
        try:
            record = saves.read_save(path)
        except GameError:
            continue  # not a save that can be read: Load says why
        if not record.finished:
            continue
        try:
            if not storable(path.name):
                raise ValueError("its name is not UTF-8")
            file_keys[path.name] = key_of_record(record)
        except Exception as exc:  # noqa: BLE001 (one save never stops the others)
            unreadable += _left_out(path.name, exc)
            continue
        stats[path.name] = (info.st_mtime_ns, info.st_size)
        pending[path.name] = (path, record)
    first_file: dict[str, str] = {}
    for name, key in sorted(file_keys.items()):
        first_file.setdefault(key, name)
    known: set[str] = set()
    gone: list[int] = []
    for rid, (save_file, _mtime, _size, key) in rows.items():
        kept: str | None = save_file if file_keys.get(save_file) == key else first_file.get(key)
        if kept is None:
            gone.append(rid)
            continue
        known.add(key)
        if kept in stats or kept != save_file:
            seen = stats.get(kept) or _stat(folder, kept)
            if seen is not None:
                db.seen_on_disk(conn, rid, kept, *seen)
    db.forget(conn, gone)
    added = 0
    for name, (path, record) in sorted(pending.items()):
        if stop is not None and stop():
            break
        key = file_keys[name]
        if key in known:
            continue
        try:
            match = saves.replay(record)
            if not match.is_over():  # a file that says "finished" of a match that is not: not a finished match
                continue
            db.record(conn, entry_of_record(match, record, path, players, stats[name]))
        except sqlite3.Error as exc:
            if not isinstance(exc, _ONE_ROW):
                raise  # the database itself (locked, full, damaged): the recorder's to handle
            unreadable += _left_out(name, exc)
            continue
        except Exception as exc:  # noqa: BLE001 (its rules, a time or a number SQLite cannot hold: one save)
            unreadable += _left_out(name, exc)
            continue
        known.add(key)
        added += 1
    total = conn.execute("SELECT count(*) FROM matches").fetchone()[0]
    return SyncReport(reason, added, len(gone), unreadable, total)


def _left_out(name: str, exc: Exception) -> int:
    log.warning("finished save %r left out of the history: %s", name, exc)
    return 1

def _stat(folder: Path | None, name: str) -> tuple[int, int] | None:
    try:
        info = ((folder or saves.saves_dir()) / name).stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size
