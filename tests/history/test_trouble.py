"""What goes wrong around the history, and what it must not lead to (issue 36): one bad save never stops the
rebuild; a history another program holds, or a full disk, is not damage (the file stays, the recording is
caught up from the saves later); a copy kept aside is never replaced; only our own schema is written to."""

from __future__ import annotations

import datetime as dt
import errno
import json
import os
import sqlite3
import sys
from pathlib import Path

import pytest

from cafegames.engine import saves
from cafegames.engine.seats import Seat
from cafegames.history import db
from cafegames.history.entry import entry_of_match
from cafegames.history.recorder import HistoryRecorder
from cafegames.history.sync import sync
from tests.history.helpers import save_finished

linux_only = pytest.mark.skipif(sys.platform != "linux", reason="file names of any bytes: Linux file systems")
NOT_UTF8 = b"caf\xe9-2026.json"  # a name written on an old USB stick in Latin-1


def matches_in(path: Path | None = None) -> int:
    conn = sqlite3.connect(path or db.default_path())
    try:
        return conn.execute("SELECT count(*) FROM matches").fetchone()[0]
    finally:
        conn.close()


def with_times(path: Path, created: str, updated: str) -> None:
    """The save at `path` rewritten with other times (as another program, or a clock far off, leaves them)."""
    data = json.loads(path.read_bytes())
    data["created"], data["updated"] = created, updated
    path.write_text(json.dumps(data))


def set_aside_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".damaged" in p.name or ".newer" in p.name)


def recorded(recorder: HistoryRecorder, seed: int) -> Path:
    """A match finished and handed to the recorder, as the table does; waits until the recorder is done."""
    match, path = save_finished(seed, [Seat(f"Ann{seed}"), Seat("Bot", "computer", "random")])
    recorder.record(entry_of_match(match, path, saves.now_iso(), saves.now_iso()), path)
    assert recorder.flush(30)
    return path


# ---------------------------------------------------------------- 1. one bad save


@linux_only
def test_a_save_with_a_name_not_utf8_or_a_time_out_of_range_never_stops_the_others():
    """Before: the rebuild stopped at the first such save (UnicodeEncodeError, OverflowError), every start: 3
    finished saves, 0 rows, nobody told. Now each save is recorded on its own; the one whose name SQLite cannot
    hold is left out and counted (the page says so), the far-off times fall back to the file's own time."""
    for seed in range(3):
        save_finished(seed)
    save_finished(10, name=os.fsdecode(NOT_UTF8))
    _, late = save_finished(11, name="late.json")
    with_times(late, "9999-12-31T23:59:59-05:00", "9999-12-31T23:59:59-05:00")  # the year 10000 in UTC
    _, early = save_finished(12, name="early.json")
    with_times(early, "0001-01-01T00:00:00+05:00", "0001-01-01T00:00:00+05:00")  # the year 0 in UTC
    recorder = HistoryRecorder()
    reports = []
    recorder.sync(reports.append)
    assert recorder.flush(30)
    assert reports[0] is not None and (reports[0].added, reports[0].unreadable, reports[0].total) == (5, 1, 5)
    conn = sqlite3.connect(db.default_path())
    for name in ("late.json", "early.json"):  # the times out of range: when the file was written
        written = dt.datetime.fromtimestamp((saves.saves_dir() / name).stat().st_mtime_ns // 10**9, dt.UTC)
        assert conn.execute("SELECT started, ended FROM matches WHERE save_file = ?", (name,)).fetchone() == (
            written.isoformat(), written.isoformat())
    again = sync(db.connect(db.default_path()))  # the next start: the same count, nothing added twice
    assert (again.added, again.unreadable, again.total) == (0, 1, 5)


def test_a_save_whose_rules_fail_is_left_out_and_the_others_recorded(monkeypatch):
    """Anything a save's replay raises (here the rules themselves) costs that save only."""
    for seed in range(3):
        save_finished(seed)
    real = saves.replay
    calls = []

    def failing_once(record, *args, **kwargs):
        calls.append(record.seed)
        if len(calls) == 1:
            raise RuntimeError("a rule that breaks on this one save")
        return real(record, *args, **kwargs)

    monkeypatch.setattr(saves, "replay", failing_once)
    conn, reason = db.open_history()
    report = sync(conn, reason=reason)
    assert (report.added, report.unreadable, report.total) == (2, 1, 2)


# ---------------------------------------------------------------- 2. only our schema


@pytest.mark.parametrize("when", ["planted before the start", "planted while the app runs"])
def test_a_trigger_or_view_planted_in_the_history_is_dropped_before_any_write(when):
    """Before: a trigger planted in the file ran on the next record (this one grew the file by 40 MB). Now the
    recorder finds any trigger or view not ours when it opens the file, or when the schema changed while it had
    it open, and drops it before writing."""
    for seed in range(2):
        save_finished(seed)
    recorder = HistoryRecorder()
    recorder.sync()
    assert recorder.flush(30)
    if when == "planted before the start":
        recorder._close()
        recorder = HistoryRecorder()
    other = sqlite3.connect(db.default_path(), isolation_level=None)
    other.execute("CREATE TRIGGER grow AFTER INSERT ON seats BEGIN "
                  "UPDATE matches SET options = zeroblob(40000000) WHERE id = new.match_id; END")
    other.execute("CREATE VIEW everything AS SELECT * FROM matches")
    other.close()
    recorded(recorder, 20)
    conn = sqlite3.connect(db.default_path())
    assert conn.execute("SELECT type, name FROM sqlite_master WHERE type IN ('trigger', 'view')").fetchall() == []
    assert {r[0] for r in conn.execute("SELECT typeof(options) FROM matches")} == {"text"}
    assert conn.execute("SELECT count(*) FROM matches").fetchone()[0] == 3
    assert db.default_path().stat().st_size < 1_000_000


def test_a_file_whose_tables_are_not_ours_is_kept_aside_and_rebuilt():
    """A history whose tables someone changed (here a seats table without its NOT NULL) is not ours: it is kept
    aside as damaged, never written to, and rebuilt from the saves."""
    save_finished(1)
    path = db.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    other = sqlite3.connect(path, isolation_level=None)
    other.executescript(db.SCHEMA_V1.replace("name TEXT NOT NULL", "name TEXT") + "PRAGMA user_version = 1;")
    other.close()
    conn, reason = db.open_history()
    assert reason == "damaged" and set_aside_files(path.parent) == ["history.sqlite3.damaged"]
    assert sync(conn, reason=reason).total == 1


# ---------------------------------------------------------------- 3. locked is not damaged


@pytest.fixture
def quick_busy(monkeypatch):
    """Another program's lock is waited for 0.3 s, not 15 (raising=False: the test also runs on older code)."""
    monkeypatch.setattr(db, "BUSY_TIMEOUT_S", 0.3, raising=False)


def test_a_history_held_by_another_program_is_left_alone_and_caught_up_later(quick_busy):
    """Before: when another program held the history (here another SQLite connection in BEGIN EXCLUSIVE, as a
    database browser leaves it), the recorder called it damaged after its 15 s wait, renamed the files the other
    program still had open and rebuilt. Now the files stay where they are, the recorder says it is busy, and the
    match comes in from its save at the next job once the lock is gone."""
    for seed in range(2):
        save_finished(seed)
    recorder = HistoryRecorder()
    recorder.sync()
    assert recorder.flush(30) and matches_in() == 2
    path = db.default_path()
    inode = path.stat().st_ino
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    reports = []
    recorder.on_report = reports.append
    recorded(recorder, 20)
    assert set_aside_files(path.parent) == [] and path.stat().st_ino == inode
    assert recorder.trouble == db.BUSY and reports[-1].trouble == db.BUSY
    other.execute("ROLLBACK")
    other.close()
    recorded(recorder, 21)  # the next match: the one missed comes in from its save first
    assert matches_in() == 4 and recorder.trouble == ""
    assert set_aside_files(path.parent) == []


def test_a_history_locked_when_the_app_starts_is_not_damaged(quick_busy):
    """The same at start: the history in a rollback journal held by another program cannot even be opened."""
    save_finished(1)
    path = db.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("PRAGMA journal_mode = DELETE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("CREATE TABLE someone_elses (x)")  # held, uncommitted
    recorder = HistoryRecorder()
    recorder.sync()
    assert recorder.flush(30)
    assert recorder.trouble == db.BUSY and set_aside_files(path.parent) == []
    other.execute("ROLLBACK")
    other.close()
    recorder.sync()
    assert recorder.flush(30) and recorder.trouble == "" and matches_in() == 1


class FullDisk:
    """A full disk as SQLite meets it: while `fill()` holds, every connection opened gets a maximum page count of
    the file's size then, so the next page written fails with SQLite's real SQLITE_FULL ("database or disk is
    full"), the error a full disk gives (a small file system of its own would need root to mount)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.monkeypatch = monkeypatch
        self.real = sqlite3.connect

    def fill(self) -> None:
        real = self.real

        def cramped(*args, **kwargs):
            conn = real(*args, **kwargs)
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count = {max(pages, 1)}")
            return conn

        self.monkeypatch.setattr(sqlite3, "connect", cramped)

    def free(self) -> None:
        self.monkeypatch.setattr(sqlite3, "connect", self.real)


def test_a_full_disk_is_not_damage_and_never_empties_the_copy_kept_aside(monkeypatch, quick_busy):
    """Before: on a full disk the history was set aside as damaged, twice, and the copy 'kept aside' was replaced
    by the empty file made after the first time (0 bytes). Now nothing is moved: the recorder says the disk is
    full and the match comes in from its save once there is room."""
    for seed in range(3):
        save_finished(seed)
    recorder = HistoryRecorder()
    recorder.sync()
    assert recorder.flush(30) and matches_in() == 3
    disk = FullDisk(monkeypatch)
    disk.fill()
    recorder._close()  # as at a start: the file opened again, on the full disk
    played = 0
    while recorder.trouble != db.FULL and played < 40:  # the pages of the file fill up: then it is full
        recorded(recorder, 20 + played)
        played += 1
    assert recorder.trouble == db.FULL
    assert set_aside_files(db.default_path().parent) == []
    kept = matches_in()
    assert kept == 3 + played - 1  # every match until the disk was full; the last one waits
    recorded(recorder, 100)  # still full: still nothing moved, nothing lost
    assert recorder.trouble == db.FULL and set_aside_files(db.default_path().parent) == [] and matches_in() == kept
    disk.free()
    recorder.sync()  # the next start, with room again: the matches missed come in from their saves
    assert recorder.flush(30) and matches_in() == kept + 2 and recorder.trouble == ""


def test_an_os_error_for_a_full_disk_is_a_full_disk():
    assert db.trouble(OSError(errno.ENOSPC, "No space left on device")) == db.FULL
    assert db.trouble(sqlite3.OperationalError("database is locked")) == db.BUSY
    assert db.trouble(sqlite3.DatabaseError("file is not a database")) == db.DAMAGED
    assert db.trouble(sqlite3.OperationalError("disk I/O error")) == db.UNAVAILABLE


def test_a_copy_kept_aside_is_never_replaced():
    """Before: a second damaged history replaced the first copy kept aside. Now each has its own name."""
    save_finished(1)
    path = db.default_path()
    contents = []
    for garbage in (b"first damaged history " * 300, b"second damaged history " * 300):
        conn, _ = db.open_history()
        sync(conn)
        conn.close()
        path.write_bytes(garbage)
        for suffix in ("-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        contents.append(garbage)
        conn, reason = db.open_history()
        assert reason == "damaged"
        conn.close()
    assert set_aside_files(path.parent) == ["history.sqlite3.damaged", "history.sqlite3.damaged-2"]
    assert [(path.parent / n).read_bytes() for n in set_aside_files(path.parent)] == contents


@pytest.mark.skipif(sys.platform == "win32", reason="links and pipes as made on POSIX")
@pytest.mark.parametrize("what", ["dangling link", "link to a file", "pipe", "wal link"])
def test_a_history_that_is_a_link_or_a_pipe_is_set_aside_never_followed(tmp_path, what):
    """SQLite follows a link (a dangling one makes the database where it points, outside the data folder) and
    blocks on a pipe: such a history is set aside, the link itself moved, and a new plain file started."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    path = db.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if what == "dangling link":
        path.symlink_to(outside / "gone.sqlite3")
    elif what == "link to a file":
        (outside / "doc.sqlite3").write_bytes(b"keep me")
        path.symlink_to(outside / "doc.sqlite3")
    elif what == "pipe":
        os.mkfifo(path)
    else:
        db.open_history()[0].close()
        os.symlink(outside / "wal", f"{path}-wal")
    conn, reason = db.open_history()
    conn.close()
    assert reason == "damaged" and path.is_file() and not path.is_symlink()
    assert sorted(p.name for p in outside.iterdir()) == ([] if what in ("dangling link", "pipe", "wal link")
                                                          else ["doc.sqlite3"])
    if what == "link to a file":
        assert (outside / "doc.sqlite3").read_bytes() == b"keep me"


def test_a_history_whose_schema_text_is_no_longer_text_is_damaged_not_unavailable():
    """Found by the long fuzz run: a byte changed inside the file's own CREATE TABLE text made SQLite answer
    "Could not decode to UTF-8": damage (set aside, rebuilt), not a passing trouble to retry for ever."""
    path = db.default_path()
    db.open_history()[0].close()
    data = bytearray(path.read_bytes())
    at = data.index(b"CREATE TABLE matches")
    data[at + 7] = 0x80
    path.write_bytes(bytes(data))
    conn, reason = db.open_history()
    conn.close()
    assert reason == "damaged"
