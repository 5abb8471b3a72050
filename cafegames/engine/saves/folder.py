"""The saves folder: where a match is saved, which file a game goes on writing, and the load list (each file's
summary kept while the file is unchanged).

A name given to a new game, or a save opened to be played on, is held by this copy of the app (`locks`): two
copies started in the same second get two names, and a copy never writes a save another running copy holds."""

from __future__ import annotations

import datetime as dt
import os
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path

import attrs

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.paths import data_dir
from cafegames.engine.saves.errors import SaveError, err
from cafegames.engine.saves.format import SaveRecord
from cafegames.engine.saves.load import read_save
from cafegames.engine.saves.locks import hold, release


def saves_dir() -> Path:
    return data_dir() / "saves"


def in_saves_folder(path: Path) -> bool:
    """Whether `path` is one of the app's own saves (directly in the saves folder), which a game may go on
    writing; any other file (a USB key, an e-mail attachment) is only ever read."""
    try:
        return path.resolve().parent == saves_dir().resolve()
    except OSError:
        return False


IN_USE = QT_TRANSLATE_NOOP("Saves", "This game is open in another cafegames window, which goes on saving it. Go on "
                                    "playing it there, or close it there first (it can be watched again here: "
                                    "“Watch the replay”).")


def continue_path(opened: Path, game_id: str) -> Path:
    """Where a game opened from `opened` goes on being saved: the file itself when it is one of our saves (held by
    this copy from now on: SaveError IN_USE when another running copy holds it), otherwise a new file in the
    saves folder (the game is imported; the original and its folder stay as they were)."""
    if not in_saves_folder(opened):
        return new_save_path(game_id)
    if not hold(opened):
        raise err(IN_USE)
    return opened


_given: set[Path] = set()  # the names this copy gave out: never given twice, even if the game never started


def new_save_path(game_id: str, folder: Path | None = None) -> Path:
    """A fresh file name for a new match: <date>-<time>-<game>.json, never an existing file, never a name this or
    another running copy of the app gave out (the name is held by this copy until `release`: `locks`)."""
    folder = folder or saves_dir()
    stamp = dt.datetime.now().strftime("%Y-%m-%d_%H%M%S")
    n = 1
    while True:
        path = folder / (f"{stamp}-{game_id}.json" if n == 1 else f"{stamp}-{game_id}-{n}.json")
        n += 1
        if path in _given or os.path.lexists(path) or not hold(path):
            continue
        if os.path.lexists(path):  # written by a copy that let go of it meanwhile
            release(path)
            continue
        _given.add(path)
        return path


@attrs.frozen
class SaveSummary:
    """One line of the load list. `record` is the file's checked content without its actions (`moves` says how
    many): the list needs none, and 10,000 saves' actions kept as objects made every pass of Python's garbage
    collector walk through millions of them, stalling the window for a second (`devtools/bench_saves_folder.py`)."""

    path: Path
    record: SaveRecord | None
    error: SaveError | None
    moves: int = 0

    @property
    def sort_key(self) -> str:
        return self.record.updated if self.record else ""


_SAVE_NAME = re.compile(r"^[^.].*\.json$")


def save_paths(folder: Path | None = None) -> list[Path]:
    """The save files in `folder` (default: the saves folder), without backups or temporaries; the real paths,
    whatever bytes their names hold (a name that is not UTF-8 shows with replacement characters: `shown_name`)."""
    folder = folder or saves_dir()
    try:
        with os.scandir(folder) as entries:  # the kind of each file comes with its name: no stat per file
            return [folder / e.name for e in entries if _SAVE_NAME.match(e.name) and _is_file(e)]
    except OSError:
        return []


def _is_file(entry: os.DirEntry) -> bool:
    try:
        return entry.is_file()
    except OSError:
        return False


def shown_name(path: Path) -> str:
    """The file name of `path` as a person can read it: bytes that are not UTF-8 (an old USB stick's names) as
    replacement characters, never dropped (Qt drops them, and the name then names no file)."""
    try:
        return os.fsencode(path.name).decode("utf-8", "replace")
    except UnicodeError:
        return path.name.encode("utf-8", "replace").decode("utf-8")


def order_key(line: SaveSummary) -> tuple[bool, str, str]:
    """The load list's order (reversed): readable files, most recently played first."""
    return line.record is not None, line.sort_key, line.path.name


# The load list, "Continue" and the start page read every save: 300 saves took 0.7 s of checking (decoding their
# actions) each time. A file's summary is kept while the file is the same one (inode, size, modification and change
# times: the change time moves on every write and every `touch`, also one that sets an old modification time as
# `cp -p` does); only files last changed SETTLED_NS before they were read are kept, since a file rewritten within
# one tick of the file system's clock keeps its times.
SETTLED_NS = 2_000_000_000
_summaries: dict[Path, tuple[tuple[int, int, int, int], SaveSummary]] = {}
_summaries_lock = threading.Lock()


def summary(path: Path) -> SaveSummary:
    """The load list's line for `path`, kept while the file is unchanged."""
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
        record = read_save(path)
        line = SaveSummary(path, attrs.evolve(record, actions=()), None, len(record.actions))
    except SaveError as exc:
        line = SaveSummary(path, None, exc)
    if key is not None and time.time_ns() - key[3] > SETTLED_NS:
        with _summaries_lock:
            _summaries[path] = (key, line)
    return line


def list_saves(folder: Path | None = None, between: Callable[[], object] | None = None) -> list[SaveSummary]:
    """Every save in `folder`, most recently played first; damaged files are listed with their error. `between()`
    is called after each file (a thread reading them lets the GUI thread run: `cafegames/ui/save_lister.py`)."""
    folder = folder or saves_dir()
    paths = save_paths(folder)
    out = []
    for path in paths:
        out.append(summary(path))
        if between is not None:
            between()
    here = set(paths)
    with _summaries_lock:  # files gone from this folder are forgotten
        for gone in [p for p in _summaries if p.parent == folder and p not in here]:
            del _summaries[gone]
    out.sort(key=order_key, reverse=True)
    return out


def latest_unfinished(folder: Path | None = None) -> SaveSummary | None:
    """The save "Continue" opens: the most recently played game that is not over."""
    for line in list_saves(folder):
        if line.record and not line.record.finished:
            return line
    return None
