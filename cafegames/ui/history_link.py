"""The app's one history recorder and its news on the GUI thread.

`record_finished(match, save_path, created)` is what the table does when a match ends: it hands the match to the
recorder thread, which builds its entry (the result, the places, a hash of the record), waits for the save to
reach the disk and writes it (`python -m devtools.sim bench replay` measures the GUI thread's wait). `news()` is a QObject whose signals
say, on the GUI thread, when a match was recorded or the history synced with the saves folder (the statistics
page refreshes; a rebuilt history is told in the status bar, `MainWindow._history_synced`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from cafegames.history.recorder import HistoryRecorder

HISTORY = HistoryRecorder()


class HistoryNews(QObject):
    recorded = Signal()
    synced = Signal(object)  # cafegames.history.sync.SyncReport


_news: HistoryNews | None = None


def news() -> HistoryNews:
    """The signals, made on first use (on the GUI thread: queued to it from the recorder's thread)."""
    global _news
    if _news is None:
        _news = HistoryNews()
        HISTORY.on_report = _news.synced.emit
    return _news


def record_finished(match: Any, save_path: Path, started: str) -> None:
    """Put a match that just ended in the history, off the GUI thread (after its save is on disk)."""
    from cafegames.engine.players import Players
    from cafegames.engine.saves import now_iso
    from cafegames.history.entry import entry_of_match
    from cafegames.ui.save_writer import flush_saves

    ended = now_iso()
    signals = news()  # a match that is over no longer changes: its entry is built on the recorder's thread
    HISTORY.record(lambda: entry_of_match(match, save_path, started, ended, Players()), save_path,
                   before=lambda: flush_saves(None), done=lambda _new: signals.recorded.emit())


def sync_soon() -> None:
    """Bring the history in line with the saves folder, off the GUI thread (`news().synced` says when)."""
    news()
    HISTORY.sync()


def status() -> tuple[str, int]:
    """Why the history is behind the saves now ("" when it is not: else db.BUSY, db.FULL, db.UNAVAILABLE), and how
    many finished saves the latest sync could not record (the statistics page says both)."""
    from cafegames.history.db import default_path

    report = HISTORY.last_report
    if HISTORY.reported != default_path():  # about another data folder than the one in use now
        return "", 0
    return HISTORY.trouble, report.unreadable if report is not None else 0


def busy() -> bool:
    """Whether the recorder still has work (a screenshot of the statistics waits for it)."""
    return not HISTORY.flush(0)
