"""The app's one autosave writer: autosaves are written off the GUI thread, so a slow disk never stalls play.

The controller hands it every autosave; whatever lists or reads the save files (Load, the history, the start
page) calls `flush_saves` first, so it never reads a file whose newest move is still on its way to the disk."""

from __future__ import annotations

from cafegames.engine.saves import BackgroundWriter

CLOSE_FLUSH_S = 10.0  # how long closing a game waits for its last save to reach a (slow) disk
WRITER = BackgroundWriter()


def flush_saves(timeout: float | None = CLOSE_FLUSH_S) -> bool:
    """Wait until every autosave handed to the writer is on disk (before save files are listed or read)."""
    return WRITER.flush(timeout)
