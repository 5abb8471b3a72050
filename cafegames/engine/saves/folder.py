"""The saves folder: where a match is saved, which file a game goes on writing, and the load list (each file's
summary kept while the file is unchanged)."""

from __future__ import annotations

import datetime as dt
import re
import threading
import time
from pathlib import Path

import attrs

from cafegames.engine.paths import data_dir
from cafegames.engine.saves.errors import SaveError
from cafegames.engine.saves.format import SaveRecord
from cafegames.engine.saves.load import read_save


def saves_dir() -> Path:
    return data_dir() / "saves"


def in_saves_folder(path: Path) -> bool:
    """Whether `path` is one of the app's own saves (directly in the saves folder), which a game may go on
    writing; any other file (a USB key, an e-mail attachment) is only ever read."""
    try:
        return path.resolve().parent == saves_dir().resolve()
    except OSError:
        return False


def continue_path(opened: Path, game_id: str) -> Path:
    """Where a game opened from `opened` goes on being saved: the file itself when it is one of our saves,
    otherwise a new file in the saves folder (the game is imported; the original and its folder stay as they
    were)."""
    return opened if in_saves_folder(opened) else new_save_path(game_id)


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    """A fresh file name for a new match: <date>-<time>-<game>.json, never an existing file."""
    folder = folder or saves_dir()
    stamp = dt.datetime.now().strftime("%Y-%m-%d_%H%M%S")
    path = folder / f"{stamp}-{game_id}.json"
    n = 2
    while path.exists():
        path = folder / f"{stamp}-{game_id}-{n}.json"
        n += 1
    return path


@attrs.frozen
class SaveSummary:
    """One line of the load list."""

    path: Path
    record: SaveRecord | None
    error: SaveError | None

    @property
    def sort_key(self) -> str:
        return self.record.updated if self.record else ""


_SAVE_NAME = re.compile(r"^[^.].*\.json$")


def save_paths(folder: Path | None = None) -> list[Path]:
    """The save files in `folder` (default: the saves folder), without backups or temporaries."""
    try:
        return [p for p in (folder or saves_dir()).iterdir() if _SAVE_NAME.match(p.name) and p.is_file()]
    except OSError:
        return []


# The load list, "Continue" and the start page read every save: 300 saves took 0.7 s of checking (decoding their
# actions) each time. A file's summary is kept while the file is the same one (inode, size, modification and change
# times: the change time moves on every write and every `touch`, also one that sets an old modification time as
# `cp -p` does); only files last changed SETTLED_NS before they were read are kept, since a file rewritten within
# one tick of the file system's clock keeps its times.
SETTLED_NS = 2_000_000_000
_summaries: dict[Path, tuple[tuple[int, int, int, int], SaveSummary]] = {}
_summaries_lock = threading.Lock()


def _summary(path: Path) -> SaveSummary:
    try:
        info = path.stat()
    except OSError:
        info = None
    key = (info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns) if info is not None else None
    with _summaries_lock:
        kept = _summaries.get(path)
    if kept is not None and kept[0] == key:
        return kept[1]
    try:
        summary = SaveSummary(path, read_save(path), None)
    except SaveError as exc:
        summary = SaveSummary(path, None, exc)
    if key is not None and time.time_ns() - key[3] > SETTLED_NS:
        with _summaries_lock:
            _summaries[path] = (key, summary)
    return summary


def list_saves(folder: Path | None = None) -> list[SaveSummary]:
    """Every save in `folder`, most recently played first; damaged files are listed with their error."""
    folder = folder or saves_dir()
    paths = save_paths(folder)
    out = [_summary(path) for path in paths]
    here = set(paths)
    with _summaries_lock:  # files gone from this folder are forgotten
        for gone in [p for p in _summaries if p.parent == folder and p not in here]:
            del _summaries[gone]
    out.sort(key=lambda s: (s.record is not None, s.sort_key, s.path.name), reverse=True)
    return out


def latest_unfinished(folder: Path | None = None) -> SaveSummary | None:
    """The save "Continue" opens: the most recently played game that is not over."""
    for summary in list_saves(folder):
        if summary.record and not summary.record.finished:
            return summary
    return None
