"""Save files: one JSON file per match, written atomically, previous version kept as a backup.

A save holds the match record (game, options, seats, seed, actions) plus a title, timestamps and a progress
line for the load list. Loading checks every field, then replays every action through the rules: a damaged,
edited or hostile file is refused with a SaveError that names the problem, and is never written to.
No pickle, no eval: only `json`. The format is documented in docs/save-format.md.
"""

from __future__ import annotations

import atexit
import contextlib
import datetime as dt
import json
import logging
import os
import re
import shutil
import stat
import string
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import attrs

from cafegames import __version__
from cafegames.engine.codec import CodecError
from cafegames.engine.errors import GameError, SetupError
from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.os_errors import os_reason
from cafegames.engine.rng import MAX_SEED
from cafegames.engine.seats import KINDS, PLAYER_ID, Seat, check_name, clean_text
from cafegames.paths import data_dir

CTX = "Saves"
log = logging.getLogger(__name__)
FORMAT = "cafegames-save"
VERSION = 3
MAX_BYTES = 8 * 1024 * 1024
MAX_ACTIONS = 200_000
BACKUP_SUFFIX = ".bak"


class SaveError(GameError):
    """A save file that cannot be read or written; the message names the file's problem."""


def saves_dir() -> Path:
    return data_dir() / "saves"


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


@attrs.frozen
class SaveRecord:
    """A save file's content once checked (actions decoded, not yet replayed)."""

    game: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[Any, ...]
    title: str = ""
    created: str = ""
    updated: str = ""
    progress: Message | None = None
    finished: bool = False
    app_version: str = ""
    hints: tuple[int, ...] = ()  # format 3: hints each seat asked for (empty: none, as in every older file)
    takebacks_allowed: bool = False  # format 3: the game was created with take-backs (cafegames/engine/takeback.py)
    takebacks: tuple[int, ...] = ()  # moves each seat took back (empty: none, as in every file before format 3)


# ---------------------------------------------------------------- writing


# The process's umask, read once at import (os.umask can only be read by setting it, which is not thread-safe):
# a new file gets the mode any other program of the user would give it, not mkstemp's private 0600.
_UMASK = os.umask(0o022)
os.umask(_UMASK)


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that a crash at any moment leaves either the old or the new file whole.

    The bytes go to a temporary file in the same folder, flushed and fsynced, then `os.replace` puts it in place.
    The previous file is first kept as `<name>.bak` (by hard link where the file system allows, so `path`
    itself never goes missing). The file keeps its permissions; a new one gets the user's usual ones."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mode = 0o666 & ~_UMASK
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with contextlib.suppress(OSError):
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            _keep_backup(path)
        _replace(tmp, path)
        _fsync_dir(path.parent)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    remove_orphan_temporaries(path.parent, prefix=f".{path.name}.")


STALE_TEMPORARY_S = 60.0
# What write_atomic leaves when a process dies between writing and renaming: ".<name>.json.<mkstemp's 8>.tmp"
# and the backup's ".<name>.json.bak.tmp". Nothing else is ever removed.
_TEMPORARY = re.compile(r"^\..+\.json\.(?:[a-z0-9_]{8}|bak)\.tmp$")


def remove_orphan_temporaries(folder: Path, prefix: str = "", older_than_s: float = STALE_TEMPORARY_S) -> int:
    """Remove the temporary files interrupted saves left in `folder` (only our own pattern, only files older
    than `older_than_s`, so a save being written at this moment by another process keeps its own); `prefix`
    limits it to one file's. Returns how many went."""
    cutoff, removed = time.time() - older_than_s, 0
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            if not (entry.name.startswith(prefix) and _TEMPORARY.match(entry.name)):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < cutoff:
                    os.unlink(entry.path)
                    removed += 1
    return removed


def _keep_backup(path: Path) -> None:
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    link = path.with_name(f".{path.name}.bak.tmp")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(link)
    try:
        os.link(path, link)
    except OSError:  # no hard links here (FAT, some network shares): copy instead
        shutil.copy2(path, link)
    _replace(link, backup)
    # When a crash left the backup and the file as two links to one file, rename does nothing (POSIX): tidy up.
    with contextlib.suppress(FileNotFoundError):
        os.unlink(link)


WINDOWS_RETRIES_S = (0.01, 0.03, 0.1, 0.2, 0.4)


def _replace(src: str | Path, dst: Path) -> None:
    """os.replace. On Windows a file another handle has open (a reader of the save, an antivirus scan, OneDrive's
    sync) cannot be replaced for that moment ("[WinError 5] Access denied"): tried again for up to ~0.75 s."""
    if sys.platform == "win32":
        for pause in WINDOWS_RETRIES_S:
            try:
                os.replace(src, dst)
                return
            except PermissionError:
                time.sleep(pause)
    os.replace(src, dst)


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def record_of(match: Match, title: str = "", created: str = "") -> dict[str, Any]:
    """The JSON object saved for `match`."""
    game = match.game
    progress = game.progress(match.state)
    stamp = now_iso()
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "game": game.id,
        "title": title or default_title(game.id, match.seats),
        "created": created or stamp,
        "updated": stamp,
        "finished": bool(game.is_over(match.state)),
        "progress": {"context": progress.context, "text": progress.text, "params": progress.params},
        "options": match.options_dict,
        "seats": [seat_json(s) for s in match.seats],
        "seed": match.seed,
        "actions": [game.codec.encode(a) for a in match.actions],
        "hints": list(match.hints),
        "takebacks": {"allowed": match.takebacks_allowed, "counts": list(match.takebacks)},
    }


def seat_json(seat: Seat) -> dict[str, str]:
    """A seat as the file holds it; `player` only for a remembered player (format version 2)."""
    out = {"name": seat.name, "kind": seat.kind, "level": seat.level}
    if seat.player:
        out["player"] = seat.player
    return out


def default_title(game_id: str, seats: Sequence[Seat]) -> str:
    return f"{game_id} · " + ", ".join(s.name for s in seats)


def encode_save(match: Match, title: str = "", created: str = "") -> bytes:
    """The bytes of the save file of `match` (what `save_match` writes)."""
    return json.dumps(record_of(match, title, created), ensure_ascii=False, separators=(",", ":")).encode()


def write_save(path: Path, data: bytes) -> None:
    """`write_atomic`, with the disk's refusal as a SaveError that names the reason."""
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise SaveError(msg(CTX, QT_TRANSLATE_NOOP("Saves", "The game could not be saved to {path}: {reason}."),
                            path=str(path), reason=os_reason(exc))) from None


def save_match(match: Match, path: Path, title: str = "", created: str = "") -> None:
    """Write `match` to `path` atomically; SaveError (with the reason) when the disk refuses."""
    write_save(path, encode_save(match, title, created))


EXIT_FLUSH_S = 30.0  # at exit, how long to wait for the last saves to reach a slow (or hung) disk


class BackgroundWriter:
    """Writes save files on a thread of its own, so that a slow disk (fsync on a USB stick can take a tenth of a
    second) never holds up the game. Per file only the newest data waits: a save overtaken by a newer one of
    the same file before its turn is dropped, since each file holds the whole match. `flush()` waits until
    everything handed over is on disk (before a synchronous save, a load, or quitting; also at exit)."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._pending: dict[Path, tuple[bytes, Callable[[SaveError | None], None] | None]] = {}
        self._writing = False
        self._thread: threading.Thread | None = None
        atexit.register(self.flush, EXIT_FLUSH_S)

    def submit(self, path: Path, data: bytes, done: Callable[[SaveError | None], None] | None = None) -> None:
        """Write `data` to `path` soon; `done(error or None)` is called on the writer's thread afterwards."""
        with self._lock:
            self._pending[path] = (data, done)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="cafegames-saves", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until nothing is pending or being written; False if `timeout` (seconds) ran out first."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._writing, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                self._lock.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                data, done = self._pending.pop(path)
                self._writing = True
            error = None
            try:
                write_save(path, data)
            except SaveError as exc:
                error = exc
            except Exception:  # never let the writer thread die: the next saves must still be written
                log.exception("writing the save %s failed", path)
                error = SaveError(msg(CTX, QT_TRANSLATE_NOOP("Saves", "The game could not be saved to {path} (an "
                                                                      "unexpected error, written in the log)."),
                                      path=str(path)))
            try:
                if done is not None:
                    done(error)
            except Exception:
                log.exception("reporting a save to %s failed", path)
            with self._lock:
                self._writing = False
                self._lock.notify_all()


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


class Autosaver:
    """Saves the match after every action. A failure (disk full, read-only folder) is reported through
    `on_error` once per kind of failure, and the game goes on; `on_resumed` says when saving works again.

    With a `writer`, the file is encoded at once (the match may change right after) and written by the
    BackgroundWriter; `on_error` is then called on the writer's thread (the GUI passes it on with a queued
    signal), and `flush()` waits for the disk."""

    def __init__(self, path: Path, title: str = "", created: str = "",
                 on_error: Callable[[SaveError], None] | None = None, writer: BackgroundWriter | None = None,
                 on_resumed: Callable[[], None] | None = None):
        self.path = path
        self.title = title
        self.created = created or now_iso()
        self.on_error = on_error
        self.on_resumed = on_resumed  # the first good save after a failure (the player was told it failed)
        self.writer = writer
        self.last_error: str | None = None

    def __call__(self, match: Match, action: Any = None, events: Any = None) -> None:
        data = encode_save(match, self.title, self.created)
        if self.writer is not None:
            self.writer.submit(self.path, data, self._written)
            return
        try:
            write_save(self.path, data)
            self._written(None)
        except SaveError as exc:
            self._written(exc)

    def _written(self, error: SaveError | None) -> None:
        if error is None:
            if self.last_error is not None and self.on_resumed is not None:
                self.on_resumed()
            self.last_error = None
            return
        if self.on_error and str(error) != self.last_error:
            self.on_error(error)
        self.last_error = str(error)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every save handed to the writer is on disk (at once without a writer)."""
        return self.writer is None or self.writer.flush(timeout)


# ---------------------------------------------------------------- reading


def _err(text: str, **params: Any) -> SaveError:
    return SaveError(Message(CTX, text, params))


def read_json(path: Path) -> dict[str, Any]:
    """The parsed file, or SaveError for a missing, huge, non-UTF-8, non-JSON or deeply nested file."""
    try:
        info = path.stat()
        if not (stat.S_ISREG(info.st_mode) or stat.S_ISDIR(info.st_mode)):  # /dev/zero would never end, a pipe
            raise _err(QT_TRANSLATE_NOOP("Saves", "{path} is not a saved game but a device or a pipe."),  # blocks
                       path=str(path))
        if info.st_size > MAX_BYTES:
            raise _err(QT_TRANSLATE_NOOP("Saves", "The file is {mb} MB, far too big for a saved game."),
                       mb=round(info.st_size / 2**20, 1))
        with path.open("rb") as f:  # bounded: a file may grow after stat, or report no size (/proc)
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file {path} does not exist."), path=str(path)) from None
    except IsADirectoryError:
        raise _err(QT_TRANSLATE_NOOP("Saves", "{path} is a folder, not a saved game."), path=str(path)) from None
    except OSError as exc:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file {path} cannot be read: {reason}."), path=str(path),
                   reason=os_reason(exc)) from None
    if len(raw) > MAX_BYTES:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is {mb} MB, far too big for a saved game."),
                   mb=round(len(raw) / 2**20, 1))
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (some editors write one) is not part of the save
    except UnicodeDecodeError as exc:
        log.info("%s: %s", path, exc)
        if exc.reason == "unexpected end of data" and exc.end == len(raw):  # cut inside a multi-byte letter
            raise _err(CUT_SHORT) from None
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: a part of it is not text ({where})."),
                   where=_where(exc.start, len(raw))) from None
    if not text.strip():
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is empty."))
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise _err(NOT_LAID_OUT) from None
    except json.JSONDecodeError as exc:
        log.info("%s: %s", path, exc)  # the parser's words (line, column) are for the log only
        if _cut_short(text, exc):
            raise _err(CUT_SHORT) from None
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: a part of it cannot be read as a saved game "
                                              "({where})."), where=_where(exc.pos, len(text))) from None
    except _NotANumber:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: it holds a number that is not a real "
                                              "number.")) from None
    except ValueError as exc:  # json's only other refusal: an integer of thousands of digits
        log.info("%s: %s", path, exc)
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: it holds a number far too long for a saved "
                                              "game.")) from None
    if not isinstance(data, dict):
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file does not hold a saved game."))
    return data


CUT_SHORT = QT_TRANSLATE_NOOP("Saves", "The file is cut short: it was not saved completely.")
NOT_LAID_OUT = QT_TRANSLATE_NOOP("Saves", "The file is damaged: it is not laid out as a saved game.")


def _where(pos: int, length: int) -> Message:
    """Where in the file a problem is, as a person would look for it: near the start, in the middle, near the end."""
    third = pos * 3 // max(1, length)
    if third <= 0:
        return msg(CTX, QT_TRANSLATE_NOOP("Saves", "near the start"))
    if third == 1:
        return msg(CTX, QT_TRANSLATE_NOOP("Saves", "in the middle"))
    return msg(CTX, QT_TRANSLATE_NOOP("Saves", "near the end"))


_PARTIAL_NUMBER = re.compile(r"[-+.eE0-9]{1,24}")


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON error comes from the text ending too early (a save written incompletely), including
    an end inside `true`/`false`/`null` or inside a number."""
    if exc.msg.startswith("Unterminated string"):
        return True
    tail = text[exc.pos:].rstrip()
    if not tail:
        return True
    return (any(word.startswith(tail) for word in ("true", "false", "null"))
            or (_PARTIAL_NUMBER.fullmatch(tail) is not None and exc.pos + len(tail) == len(text.rstrip())))


class _NotANumber(ValueError):
    """NaN or Infinity in the file: JSON has no such numbers and a save never holds one."""


def _refuse_constant(name: str) -> Any:
    raise _NotANumber(f"{name} is not allowed")


# The parts of a save, named as a person would (a field name like "seats" is never shown).
PARTS = {
    "game": QT_TRANSLATE_NOOP("Saves", "the name of the game"),
    "seats": QT_TRANSLATE_NOOP("Saves", "the list of players"),
    "players": QT_TRANSLATE_NOOP("Saves", "the list of players"),
    "options": QT_TRANSLATE_NOOP("Saves", "the choice of rules"),
    "seed": QT_TRANSLATE_NOOP("Saves", "the number that shuffles the cards"),
    "actions": QT_TRANSLATE_NOOP("Saves", "the list of moves"),
    "hints": QT_TRANSLATE_NOOP("Saves", "the count of hints"),
    "takebacks": QT_TRANSLATE_NOOP("Saves", "the count of moves taken back"),
}


def _part_missing(key: str) -> SaveError:
    return _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: {part} is missing."), part=Message(CTX, PARTS[key]))


def _part_unreadable(key: str) -> SaveError:
    return _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: {part} cannot be read."),
                part=Message(CTX, PARTS[key]))


def _need(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in data:
        raise _part_missing(key)
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _part_unreadable(key)
    return value


Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (pre-release builds) kept seats as "players" with a boolean "computer" and epoch timestamps."""
    data = dict(data)
    players = data.pop("players", [])
    if not isinstance(players, list):
        raise _part_unreadable("players")
    data["seats"] = [
        {"name": p.get("name"), "kind": "computer" if p.get("computer") else "human", "level": p.get("level", "normal")}
        if isinstance(p, dict) else p for p in players]
    for key in ("created", "updated"):
        stamp = data.get(key)
        if isinstance(stamp, int | float) and not isinstance(stamp, bool) and 0 <= stamp < 2**40:
            data[key] = dt.datetime.fromtimestamp(stamp, dt.UTC).replace(microsecond=0).isoformat()
    data["version"] = 1
    return data


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 lets a seat name the remembered player sitting there (`player`, optional). A version 1 seat
    names nobody: the history attaches it to a remembered player by its name when it records the match."""
    return {**data, "version": 2}


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 adds two optional fields: `hints` (how many hints each seat asked for) and `takebacks` (whether
    the game allows them and how many moves each seat took back). A version 2 game had neither: the fields stay
    absent, which reads as none asked, take-backs off, none taken."""
    return {**data, "version": 3}


MIGRATIONS: dict[int, Migration] = {0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` brought to the current format version, one migration at a time."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file does not say which version of its format it is written "
                                              "in."))
    if version > VERSION:
        raise _err(QT_TRANSLATE_NOOP("Saves", "This game was saved by a newer version of cafegames (format {v}); "
                                          "update the app to open it."), v=version)
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise _err(QT_TRANSLATE_NOOP("Saves", "The file is written in a version of the format this version of "
                                                  "cafegames does not know."))
        data = step(data)
        version = data["version"]
    return data


def parse_record(data: dict[str, Any]) -> SaveRecord:
    """Check every field of a parsed save and decode its actions (no replay yet)."""
    from cafegames import games

    if data.get("format") != FORMAT:
        raise _err(QT_TRANSLATE_NOOP("Saves", "This is not a cafegames saved game."))
    data = migrate(data)
    game_id = _need(data, "game", str)
    try:
        info = games.get(game_id)
    except SetupError:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The game “{game}” is not one this version knows."),
                   game=game_id[:40]) from None
    game = info.game()
    seats_data = _need(data, "seats", list)
    if not info.min_players <= len(seats_data) <= info.max_players:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file has %n player(s); {game} is played by {lo} to {hi}.", None, 1),
                   n=len(seats_data), game=info.name, lo=info.min_players, hi=info.max_players)
    seats = tuple(_seat(i, s, game.levels) for i, s in enumerate(seats_data, 1))
    options = _need(data, "options", dict)
    seed = _need(data, "seed", int)
    if not 0 <= seed <= MAX_SEED:
        raise _part_unreadable("seed")
    raw_actions = _need(data, "actions", list)
    if len(raw_actions) > MAX_ACTIONS:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file holds %n move(s), more than any real game.", None, 1),
                   n=len(raw_actions))
    actions = []
    for number, raw in enumerate(raw_actions, 1):
        try:
            actions.append(game.codec.decode(raw))
        except CodecError as exc:
            log.info("move %d of the save: %s", number, exc)
            raise _err(QT_TRANSLATE_NOOP("Saves", "Move {n} cannot be read: {reason}"), n=number,
                       reason=exc.message) from None
    hints = _counts(data.get("hints"), len(seats), "hints")
    allowed, takebacks = _takebacks(data.get("takebacks"), len(seats))
    return SaveRecord(
        game=game_id, options=options, seats=seats, seed=seed, actions=tuple(actions), hints=hints,
        title=_text(data.get("title"), TITLE_LIMIT), created=_text(data.get("created")),
        updated=_text(data.get("updated")), progress=_progress(data.get("progress"), game),
        finished=data.get("finished") is True, app_version=_text(data.get("app_version")),
        takebacks_allowed=allowed, takebacks=takebacks,
    )


def _counts(value: Any, n_seats: int, part: str) -> tuple[int, ...]:
    """An optional list of one whole number per seat (absent: empty)."""
    if value is None:
        return ()
    if (not isinstance(value, list) or len(value) != n_seats
            or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= MAX_ACTIONS for c in value)):
        raise _part_unreadable(part)
    return tuple(value)
def _takebacks(value: Any, n_seats: int) -> tuple[bool, tuple[int, ...]]:
    """The optional `takebacks` field: {"allowed": bool, "counts": one whole number per seat}."""
    if value is None:
        return False, ()
    counts = value.get("counts") if isinstance(value, dict) else None
    if (not isinstance(value, dict) or set(value) != {"allowed", "counts"} or not isinstance(value["allowed"], bool)
            or not isinstance(counts, list) or len(counts) != n_seats
            or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= MAX_ACTIONS for c in counts)):
        raise _part_unreadable("takebacks")
    return value["allowed"], tuple(counts)


TITLE_LIMIT = 300  # the default title names every seat: 10 names of up to 24 characters
PARAM_LIMIT = 80  # a progress value is a number or a short list of scores
_FIELDS = string.Formatter()


def _text(value: Any, limit: int = 60) -> str:
    """A text field of the file, cleaned as names are (no control or bidirectional characters)."""
    return clean_text(value[: limit * 4], limit) if isinstance(value, str) else ""


def _progress(value: Any, game: Any) -> Message | None:
    """The file's progress line, told through one of the game's own sentences (`progress_texts`): the file's
    text only picks which, and its values fill it as plain, bounded data. A template never comes from a file,
    so a `{hand:>400000000}` in it cannot make the load list build a 400-million-character line; anything
    else gives no progress line."""
    if not isinstance(value, dict):
        return None
    ctx, text, params = value.get("context"), value.get("text"), value.get("params", {})
    ours = next(((c, t) for c, t in getattr(game, "progress_texts", ()) if (c, t) == (ctx, text)), None)
    if ours is None or not isinstance(params, dict):
        return None
    fields = {name for _, name, _, _ in _FIELDS.parse(ours[1]) if name is not None} | (
        {"n"} if "%n" in ours[1] else set())  # a plural's count
    if set(params) != fields:
        return None
    values: dict[str, Any] = {}
    for key, v in params.items():
        if isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**9:
            values[key] = v
        elif isinstance(v, str):
            values[key] = clean_text(v[: PARAM_LIMIT * 4], PARAM_LIMIT)
        else:
            return None
    return Message(ours[0], ours[1], values)


def _seat(number: int, data: Any, levels: Sequence[str]) -> Seat:
    if not isinstance(data, dict):
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: player {n} cannot be read."), n=number)
    name, kind, level = data.get("name"), data.get("kind"), data.get("level", "normal")
    if not isinstance(name, str):
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: player {n} has no name."), n=number)
    try:
        name = check_name(name)
    except SetupError as exc:
        raise _err(QT_TRANSLATE_NOOP("Saves", "Player {n}: {reason}"), n=number, reason=exc.message) from None
    if kind not in KINDS:
        raise _err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: player {n} is neither a person nor the "
                                              "computer."), n=number)
    if not isinstance(level, str) or level not in levels:
        raise _err(QT_TRANSLATE_NOOP("Saves", "Player {n} plays at a computer level this version does not know."),
                   n=number)
    player = data.get("player", "")
    if not isinstance(player, str) or (player and not PLAYER_ID.match(player)):
        raise _err(QT_TRANSLATE_NOOP("Saves", "Player {n} is linked to a remembered player in a way this version "
                                              "cannot read."), n=number)
    return Seat(name, kind, level, player)


def read_save(path: Path) -> SaveRecord:
    """The checked content of a save file (without replaying it)."""
    return parse_record(read_json(path))


def replay(record: SaveRecord, listener: Any = None) -> Match:
    """The match a record describes, replayed through the rules; SaveError names the first problem.
    `listener(match, action, events)` is told of every action replayed (see `Match.replay`)."""
    from cafegames import games

    game = games.get(record.game).game()
    try:
        match = Match.replay(game, record.options, record.seats, record.seed, record.actions, listener)
        match.hints = list(record.hints) or [0] * len(match.seats)
        match.takebacks_allowed = record.takebacks_allowed
        match.takebacks = list(record.takebacks) or [0] * len(match.seats)
        return match
    except GameError as exc:
        raise SaveError(exc.message) from None
    except RecursionError:
        raise _err(NOT_LAID_OUT) from None
    except Exception as exc:  # a rules bug met by an edited file: refuse the file, never show a traceback
        log.exception("the rules of %s could not replay a save", record.game)
        raise SaveError(Message(CTX, RULES_FAILED), detail=f"{type(exc).__name__}: {exc}"[:300]) from None


# The soak and the fuzz tests treat this refusal as a bug of the game's rules (they must refuse with IllegalAction).
RULES_FAILED = QT_TRANSLATE_NOOP("Saves", "The rules could not replay this game; the file may have been edited. "
                                          "The details are in the log.")


def load_save(path: Path) -> tuple[Match, SaveRecord]:
    """Read, check and replay a save file. The file is only read, never written."""
    record = read_save(path)
    return replay(record), record


def load_with_backup(path: Path) -> tuple[Match, SaveRecord, SaveError | None]:
    """`load_save`, falling back to the backup `<name>.bak` when the file itself is damaged.

    Returns the error of the main file when the backup was used, so the UI can say so."""
    try:
        match, record = load_save(path)
        return match, record, None
    except SaveError as main_error:
        backup = path.with_name(path.name + BACKUP_SUFFIX)
        if not backup.exists():
            raise
        try:
            match, record = load_save(backup)
        except SaveError:
            raise main_error from None
        return match, record, main_error


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


def delete_save(path: Path) -> None:
    """Remove a save and its backup; SaveError (with the reason) when the disk refuses."""
    for p in (path, path.with_name(path.name + BACKUP_SUFFIX)):
        try:
            p.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise _err(QT_TRANSLATE_NOOP("Saves", "The saved game could not be deleted: {reason}."),
                       reason=os_reason(exc)) from None
