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
import errno
import json
import logging
import os
import sqlite3
import stat
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
BUSY_TIMEOUT_S = 15.0  # how long a write waits for another program holding the file before it is retried later

# What goes wrong, as the recorder and the page tell it: only DAMAGED sets a file aside; the others leave it where
# it is, the recording waits, and the saves (the truth) bring the history up to date later.
DAMAGED, NEWER, BUSY, FULL, UNAVAILABLE = "damaged", "newer", "busy", "full", "unavailable"
NOT_READY = "not_ready"  # a reader's word: the file needs the recorder first (a migration, objects not ours)
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_CORRUPT, _SQLITE_FULL, _SQLITE_NOTADB = 5, 6, 11, 13, 26


class HistoryDamaged(Exception):
    """The database cannot be used (not a database, corrupt, not our schema, or newer): `reason` is "damaged"
    or "newer". Only this sets the file aside."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(f"{reason}: {detail}")
        self.reason = reason


class HistoryUnavailable(Exception):
    """The database cannot be written (or read) just now: `reason` is "busy" (another program holds it), "full"
    (no room on the disk) or "unavailable" (anything else: a read-only or unplugged disk…). Not damage: the
    file stays as it is and the history is brought up to date from the saves later."""

    def __init__(self, reason: str, detail: str = ""):
        super().__init__(f"{reason}: {detail}")
        self.reason = reason


def trouble(exc: BaseException) -> str:
    """What an error of the history means: DAMAGED (only SQLite's own word for it: corrupt, not a database, or
    our checks: `HistoryDamaged`), NEWER, BUSY, FULL or UNAVAILABLE."""
    if isinstance(exc, HistoryDamaged | HistoryUnavailable):
        return exc.reason
    if isinstance(exc, UnicodeDecodeError) or "could not decode" in str(exc).lower():  # its schema's text is
        return DAMAGED  # not text any more: bytes of the file were changed
    if isinstance(exc, OSError):
        return FULL if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)) else UNAVAILABLE
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        primary = code & 0xFF
        if primary in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
            return DAMAGED
        if primary in (_SQLITE_BUSY, _SQLITE_LOCKED):
            return BUSY
        return FULL if primary == _SQLITE_FULL else UNAVAILABLE
    text = str(exc).lower()  # an error made without SQLite's code: its words
    if "malformed" in text or "not a database" in text:
        return DAMAGED
    if "locked" in text or "busy" in text:
        return BUSY
    return FULL if "full" in text else UNAVAILABLE


def _fail(exc: BaseException) -> Exception:
    """The exception to raise for an error of the history: HistoryDamaged for damage, else HistoryUnavailable."""
    if isinstance(exc, HistoryDamaged | HistoryUnavailable):
        return exc
    reason = trouble(exc)
    return HistoryDamaged(reason, str(exc)) if reason == DAMAGED else HistoryUnavailable(reason, str(exc))


def default_path() -> Path:
    return data_dir() / FILE_NAME


def connect(path: Path, check: bool = False, write: bool = True, timeout: float | None = None) -> sqlite3.Connection:
    """An open connection on the history at `path`, migrated to `SCHEMA_VERSION`, holding only our schema.
    HistoryDamaged when the file cannot be used (`check` also runs SQLite's quick_check, as the recorder does
    once per start); HistoryUnavailable when it cannot be used just now (locked by another program, a full
    disk). `write=False` (the statistics page) never writes: a file to migrate, or holding objects not ours, is
    refused (HistoryUnavailable NOT_READY: the recorder puts it right) instead of changed."""
    wait = BUSY_TIMEOUT_S if timeout is None else timeout
    try:
        if write:
            path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, timeout=wait, isolation_level=None, check_same_thread=False)
    except (OSError, sqlite3.Error) as exc:
        raise _fail(exc) from None
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
        conn.execute("PRAGMA trusted_schema = OFF")  # nothing in the file's schema may call a function with effects
        if write:
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if mode != "wal":
                log.info("history %s: journal mode %s (WAL not available here)", path, mode)
            conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
        if check:
            problems = [row[0] for row in conn.execute("PRAGMA quick_check")]
            if problems != ["ok"]:
                raise HistoryDamaged(DAMAGED, "; ".join(str(p) for p in problems)[:200])
        if write:
            own_schema(conn, drop=True)
            migrate(conn)
        else:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                raise HistoryUnavailable(NOT_READY, f"schema {version}: the recorder migrates it")
            own_schema(conn, drop=False)
    except (sqlite3.Error, UnicodeDecodeError, HistoryDamaged, HistoryUnavailable) as exc:
        conn.close()
        raise _fail(exc) from None
    return conn


# ---------------------------------------------------------------- our schema, and nothing else

_schemas: dict[int, dict[tuple[str, str], str | None]] = {}
_IGNORED = ("sqlite_stat1", "sqlite_stat4", "sqlite_sequence")  # SQLite's own (ANALYZE, AUTOINCREMENT)


def _normal(sql: str | None) -> str | None:
    """A CREATE statement without its comments and extra spaces (comments of the schema changed over time)."""
    if sql is None:
        return None
    return " ".join(" ".join(line.split("--", 1)[0] for line in sql.splitlines()).split())


def schema_of(version: int) -> dict[tuple[str, str], str | None]:
    """Every object (type, name) of a history at `version`, with its normalised SQL: what MIGRATIONS make."""
    if version not in _schemas:
        mem = sqlite3.connect(":memory:", isolation_level=None)
        for v in range(version):
            MIGRATIONS[v](mem)
        _schemas[version] = {(t, n): _normal(sql) for t, n, sql in
                             mem.execute("SELECT type, name, sql FROM sqlite_master")}
        mem.close()
    return _schemas[version]


def own_schema(conn: sqlite3.Connection, drop: bool = True) -> None:
    """Make sure the file holds exactly the tables and indexes our migrations made for its version. A trigger or
    a view someone added (it would run on our next write: one made the file grow by 40 MB) is dropped before
    anything is written (`drop=False`: HistoryUnavailable NOT_READY); a table or an index that is not ours, or
    ours changed, makes the file not a history of ours: HistoryDamaged (kept aside, rebuilt from the saves)."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION or version not in range(SCHEMA_VERSION + 1):
        return  # a newer file (migrate says so) or a negative version (no migration from it: damaged)
    expected = schema_of(version)
    found = {(t, n): _normal(sql) for t, n, sql in
             conn.execute("SELECT type, name, sql FROM sqlite_master LIMIT 1000") if n not in _IGNORED}
    strangers = [(t, n) for t, n in found if (t, n) not in expected]
    removable = [(t, n) for t, n in strangers if t in ("trigger", "view")]
    if len(removable) < len(strangers) or any(found.get(k, "missing") != sql for k, sql in expected.items()):
        raise HistoryDamaged(DAMAGED, "the file does not hold the history's schema")
    if not removable:
        return
    if not drop:
        raise HistoryUnavailable(NOT_READY, f"{len(removable)} trigger(s) or view(s) not ours")
    log.warning("history: dropped %d trigger(s) or view(s) that are not ours", len(removable))
    conn.execute("BEGIN IMMEDIATE")
    try:
        for kind, name in removable:
            conn.execute(f'DROP {kind.upper()} IF EXISTS "{name.replace(chr(34), chr(34) * 2)}"')
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def migrate(conn: sqlite3.Connection, migrations: dict[int, Migration] | None = None,
            target: int = SCHEMA_VERSION) -> int:
    """Apply the migrations from the file's version up to `target`, one transaction each; returns the version.
    HistoryDamaged("newer") for a file made by a newer version."""
    steps = MIGRATIONS if migrations is None else migrations
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > target:
        raise HistoryDamaged(NEWER, f"schema {version}, this version knows {target}")
    while version < target:
        step = steps.get(version)
        if step is None:
            raise HistoryDamaged(DAMAGED, f"no migration from schema {version}")
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
    """The history, opened; when it is damaged (or newer) it is kept aside and a new one started. Returns the
    connection and why it was started afresh: "" (it was fine), "missing" (no file: first start, or deleted),
    "damaged" or "newer". HistoryUnavailable when it cannot be opened just now (the file is left alone)."""
    path = path or default_path()
    if not _plain_files(path):  # a link (even one leading nowhere) or a pipe: SQLite would follow or block
        log.warning("history %s is a link or not a file: kept aside, rebuilt from the saves", path)
        if set_aside(path, "damaged") is None:
            raise HistoryUnavailable("unavailable", f"{path} is not a plain file and cannot be moved")
        return connect(path), "damaged"
    existed = path.exists()
    try:
        return connect(path, check), "" if existed else "missing"
    except HistoryDamaged as exc:
        log.warning("history %s cannot be used (%s): kept aside, rebuilt from the saves", path, exc)
        set_aside(path, exc.reason)
        return connect(path), exc.reason


def _plain_files(path: Path) -> bool:
    """Whether the database and its -wal and -shm files are each absent or a regular file (not a link)."""
    for name in (str(path), f"{path}-wal", f"{path}-shm"):
        try:
            if not stat.S_ISREG(os.lstat(name).st_mode):
                return False
        except FileNotFoundError:
            continue
        except OSError:
            return False
    return True


def set_aside(path: Path, reason: str) -> Path | None:
    """Move the database and its -wal and -shm files to `<name>.<reason>` (`.<reason>-2`, `-3`… when that is
    taken: a copy kept aside is never replaced). Returns where it went; None when there was no file or it
    could not be moved (then nothing is moved, and the caller must not start afresh over it)."""
    if not any(os.path.lexists(f"{path}{suffix}") for suffix in ("", "-wal", "-shm")):
        return None
    number = 1
    while True:
        aside = path.with_name(f"{path.name}.{reason}" + (f"-{number}" if number > 1 else ""))
        if not any(os.path.lexists(f"{aside}{suffix}") for suffix in ("", "-wal", "-shm")):
            break
        number += 1
    try:
        os.rename(path, aside)
    except OSError as exc:
        log.warning("history %s could not be kept aside: %s", path, exc)
        return None
    for suffix in ("-wal", "-shm"):  # the log goes with its database: it must never be replayed into a new one
        try:
            os.rename(f"{path}{suffix}", f"{aside}{suffix}")
        except FileNotFoundError:
            pass
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(f"{path}{suffix}")
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
