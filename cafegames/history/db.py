"""The history database: schema, version, migrations, opening and recording. No Qt.

One file, `<data folder>/history.sqlite3`, in WAL mode: the statistics page reads while the recorder writes, and
a process killed in the middle of a write leaves the last committed match whole (the next open rolls the log
back). `synchronous=NORMAL`: a power cut may lose the last matches recorded, never the file, and `sync` records
them again from their saves.

The schema's version is SQLite's `user_version`. `MIGRATIONS[v]` brings a database from version v to v + 1, each
in one transaction; version 0 is an empty file. A file that is not a database, fails `quick_check`, or was made
by a newer version is kept aside (`history.sqlite3.damaged` / `.newer`) and a new one started: everything in it
comes back from the saves (`cafegames.history.sync`).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from cafegames.engine.paths import data_dir
from cafegames.history.entry import MatchEntry

SCHEMA_VERSION = 1
FILE_NAME = "history.sqlite3"
log = logging.getLogger(__name__)

SCHEMA_V1 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    match_key TEXT NOT NULL UNIQUE,   -- hash of game, options, seats, seed and actions: one match, one row
    save_file TEXT NOT NULL,          -- the save's name in the saves folder
    save_mtime_ns INTEGER,            -- the save as recorded (NULL until seen on disk): unchanged files are skipped
    save_size INTEGER,
    game TEXT NOT NULL,
    options TEXT NOT NULL,            -- JSON, every option with its value
    seed INTEGER NOT NULL,
    started TEXT NOT NULL,            -- ISO 8601 UTC, "+00:00", to the second: text order is time order
    ended TEXT NOT NULL,
    actions INTEGER NOT NULL,
    low_wins INTEGER NOT NULL,        -- 1 when the lowest score wins (a game's low-score variants)
    computers TEXT NOT NULL           -- the levels of the computers at the table, "easy,hard" ('' for none)
);
CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    who TEXT NOT NULL,                -- player:<id>, computer:<level> or name:<folded name>
    name TEXT NOT NULL,               -- the name at the table
    kind TEXT NOT NULL,               -- human, computer
    level TEXT NOT NULL,
    score INTEGER NOT NULL,
    place INTEGER NOT NULL,           -- 1 for the winners
    winner INTEGER NOT NULL,
    hints INTEGER,                    -- hints this seat asked for (0 in saves older than format 3)
    takebacks INTEGER,                -- moves this seat took back (0 in saves older than format 3)
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX seats_who ON seats (who, match_id);
CREATE INDEX matches_ended ON matches (ended);
CREATE INDEX matches_file ON matches (save_file);
"""

Migration = Callable[[sqlite3.Connection], None]


def _create_v1(conn: sqlite3.Connection) -> None:
    for statement in SCHEMA_V1.split(";"):
        if statement.strip():
            conn.execute(statement)


MIGRATIONS: dict[int, Migration] = {0: _create_v1}


class HistoryDamaged(Exception):
    """The database cannot be used (not a database, corrupt, or newer): `reason` is "damaged" or "newer"."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(f"{reason}: {detail}")
        self.reason = reason


def default_path() -> Path:
    return data_dir() / FILE_NAME


def connect(path: Path, check: bool = False) -> sqlite3.Connection:
    """An open connection on the history at `path`, migrated to `SCHEMA_VERSION`; HistoryDamaged when the file
    cannot be used (`check` also runs SQLite's quick_check, as the recorder does once per start)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, timeout=15, isolation_level=None, check_same_thread=False)
    try:
        conn.execute("PRAGMA busy_timeout = 15000")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode != "wal":
            log.info("history %s: journal mode %s (WAL not available here)", path, mode)
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        if check:
            problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
            if problems != ["ok"]:
                raise HistoryDamaged("damaged", "; ".join(problems)[:200])
        migrate(conn)
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise HistoryDamaged("damaged", str(exc)) from None
    except HistoryDamaged:
        conn.close()
        raise
    return conn


def migrate(conn: sqlite3.Connection, migrations: dict[int, Migration] | None = None,
            target: int = SCHEMA_VERSION) -> int:
    """Apply the migrations from the file's version up to `target`, one transaction each; returns the version.
    HistoryDamaged("newer") for a file made by a newer version."""
    steps = MIGRATIONS if migrations is None else migrations
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > target:
        raise HistoryDamaged("newer", f"schema {version}, this version knows {target}")
    while version < target:
        step = steps.get(version)
        if step is None:
            raise HistoryDamaged("damaged", f"no migration from schema {version}")
        conn.execute("BEGIN IMMEDIATE")
        try:
            if conn.execute("PRAGMA user_version").fetchone()[0] != version:  # another process migrated it
                conn.execute("ROLLBACK")
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                continue
            step(conn)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        version += 1
    return version


def open_history(path: Path | None = None, check: bool = True) -> tuple[sqlite3.Connection, str]:
    """The history, opened; when it cannot be used it is kept aside and a new one started. Returns the
    connection and why it was started afresh: "" (it was fine), "missing" (no file: first start, or deleted),
    "damaged" or "newer"."""
    path = path or default_path()
    existed = path.exists()
    try:
        return connect(path, check), "" if existed else "missing"
    except HistoryDamaged as exc:
        log.warning("history %s cannot be used (%s): kept aside, rebuilt from the saves", path, exc)
        set_aside(path, exc.reason)
        return connect(path), exc.reason


def set_aside(path: Path, reason: str) -> Path:
    """Move the database and its -wal and -shm files to `<name>.<reason>…`, replacing an older one."""
    aside = path.with_name(f"{path.name}.{reason}")
    for suffix in ("-wal", "-shm"):  # a stale log of an older copy must not be replayed into this one
        with contextlib.suppress(OSError):
            os.unlink(aside.with_name(aside.name + suffix))
    with contextlib.suppress(FileNotFoundError):
        os.replace(path, aside)
    for suffix in ("-wal", "-shm"):
        with contextlib.suppress(OSError):
            os.replace(path.with_name(path.name + suffix), aside.with_name(aside.name + suffix))
    return aside


# ---------------------------------------------------------------- writing


def record(conn: sqlite3.Connection, entry: MatchEntry) -> bool:
    """Put one finished match in the history, in one transaction. A match already there (the same key) keeps its
    row and only learns where its save is. Returns True when the match is new."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        row = conn.execute("SELECT id FROM matches WHERE match_key = ?", (entry.key,)).fetchone()
        if row is not None:
            conn.execute("UPDATE matches SET save_file = ?, save_mtime_ns = coalesce(?, save_mtime_ns), "
                         "save_size = coalesce(?, save_size) WHERE id = ?",
                         (entry.save_file, entry.save_mtime_ns, entry.save_size, row[0]))
            conn.execute("COMMIT")
            return False
        cur = conn.execute(
            "INSERT INTO matches (match_key, save_file, save_mtime_ns, save_size, game, options, seed, started, ended, "
            "actions, low_wins, computers) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (entry.key, entry.save_file, entry.save_mtime_ns, entry.save_size, entry.game,
             json.dumps(entry.options, sort_keys=True), entry.seed, entry.started, entry.ended, entry.actions,
             int(entry.low_wins), entry.computers))
        match_id = cur.lastrowid
        conn.executemany(
            "INSERT INTO seats (match_id, seat, who, name, kind, level, score, place, winner, hints, takebacks) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(match_id, s.seat, s.who, s.name, s.kind, s.level, s.score, s.place, int(s.winner), s.hints, s.takebacks)
             for s in entry.seats])
        conn.execute("COMMIT")
        return True
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def forget(conn: sqlite3.Connection, match_ids: list[int]) -> None:
    """Remove matches (their seats go with them), in one transaction."""
    if not match_ids:
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.executemany("DELETE FROM matches WHERE id = ?", [(i,) for i in match_ids])
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def seen_on_disk(conn: sqlite3.Connection, match_id: int, save_file: str, mtime_ns: int, size: int) -> None:
    conn.execute("UPDATE matches SET save_file = ?, save_mtime_ns = ?, save_size = ? WHERE id = ?",
                 (save_file, mtime_ns, size, match_id))
