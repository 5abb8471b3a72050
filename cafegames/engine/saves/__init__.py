"""Save files: one JSON file per match, written atomically, previous version kept as a backup.

A save holds the match record (game, options, seats, seed, actions) plus a title, timestamps and a progress
line for the load list. Loading checks every field, then replays every action through the rules: a damaged,
edited or hostile file is refused with a SaveError that names the problem, and is never written to.
No pickle, no eval: only `json`. The format is documented in docs/save-format.md.

The parts, each importing only those before it:
- `errors`: SaveError and the wording the others share;
- `disk`: atomic writes with a backup, the clean-up of interrupted ones, bounded reads and deletion;
- `format`: the file's content, written (`record_of`), migrated from older versions and checked (`parse_record`);
- `load`: a file read, checked and replayed into a match (`load_save`, `load_with_backup`);
- `writer`: `save_match`, the `BackgroundWriter` thread and the `Autosaver`;
- `folder`: the saves folder, new file names, the file a game goes on writing and the load list.

This package re-exports their public names, so callers write `from cafegames.engine.saves import load_save`.
The parts import one another directly, never this package (tests/test_layers.py: no import cycle). A test that
replaces a function (monkeypatch) replaces it in the part that calls it, e.g. `saves.disk.write_atomic`.
"""

from __future__ import annotations

from cafegames.engine.saves.disk import (
    BACKUP_SUFFIX,
    MAX_BYTES,
    STALE_TEMPORARY_S,
    delete_save,
    read_json,
    remove_orphan_temporaries,
    write_atomic,
    write_save,
)
from cafegames.engine.saves.errors import NOT_LAID_OUT, SaveError
from cafegames.engine.saves.folder import (
    SETTLED_NS,
    SaveSummary,
    continue_path,
    in_saves_folder,
    latest_unfinished,
    list_saves,
    new_save_path,
    save_paths,
    saves_dir,
)
from cafegames.engine.saves.format import (
    FORMAT,
    MAX_ACTIONS,
    MIGRATIONS,
    TITLE_LIMIT,
    VERSION,
    SaveRecord,
    default_title,
    encode_save,
    migrate,
    now_iso,
    parse_record,
    record_of,
    seat_json,
)
from cafegames.engine.saves.load import RULES_FAILED, load_save, load_with_backup, read_save, replay
from cafegames.engine.saves.writer import EXIT_FLUSH_S, Autosaver, BackgroundWriter, save_match

from cafegames.engine.paths import data_dir  # isort: skip  # as `saves.data_dir` for older callers (uno's decks)

__all__ = [
    "BACKUP_SUFFIX", "EXIT_FLUSH_S", "FORMAT", "MAX_ACTIONS", "MAX_BYTES", "MIGRATIONS", "NOT_LAID_OUT", "RULES_FAILED",
    "SETTLED_NS", "STALE_TEMPORARY_S", "TITLE_LIMIT", "VERSION", "Autosaver", "BackgroundWriter", "SaveError",
    "SaveRecord", "SaveSummary", "continue_path", "default_title", "delete_save", "encode_save", "in_saves_folder",
    "latest_unfinished", "list_saves", "load_save", "load_with_backup", "migrate", "new_save_path", "now_iso",
    "parse_record", "read_json", "read_save", "record_of", "remove_orphan_temporaries", "replay", "save_match",
    "save_paths", "saves_dir", "seat_json", "write_atomic", "write_save", "data_dir",
]
