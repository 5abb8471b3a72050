"""Save files on the disk: atomic writes that keep the previous version as a backup, the clean-up of what an
interrupted write leaves, and bounded, checked reads (a damaged or hostile file is refused with a SaveError that
names the problem). No pickle, no eval: only `json`. Nothing here knows what a save holds (see `format`)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import shutil
import stat
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from cafegames.engine.files import LIMITS, MISSING, NOT_REGULAR, TOO_BIG, FileRefused, loggable, read_bounded
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.os_errors import os_reason
from cafegames.engine.saves.errors import CTX, NOT_LAID_OUT, SaveError, err

log = logging.getLogger(__name__)
MAX_BYTES = LIMITS["save"]
BACKUP_SUFFIX = ".bak"


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
    """Keep `path` as `<name>.bak` when it is a regular file. A link, a pipe or a device in its place is replaced
    without a backup: following it would copy whatever it points at (`/dev/zero` without end) into the folder."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            log.info("%s is not a regular file: replaced without a backup", loggable(path))
            return
    except FileNotFoundError:
        return
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    link = path.with_name(f".{path.name}.bak.tmp")
    try:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(link)
        try:
            if os.link in os.supports_follow_symlinks:  # (not on Windows, whose hard links never follow a link)
                os.link(path, link, follow_symlinks=False)
            else:
                os.link(path, link)
        except OSError:  # no hard links here (FAT, some network shares): copy instead
            shutil.copy2(path, link, follow_symlinks=False)
        _replace(link, backup)
        # When a crash left the backup and the file as two links to one file, rename does nothing (POSIX): tidy up.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(link)
    except IsADirectoryError as exc:  # a folder where the backup or its temporary goes: written without one
        log.warning("no backup of %s could be kept: %s", loggable(path), exc)


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


def write_save(path: Path, data: bytes) -> None:
    """`write_atomic`, with the disk's refusal as a SaveError that names the reason."""
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise SaveError(msg(CTX, QT_TRANSLATE_NOOP("Saves", "The game could not be saved to {path}: {reason}."),
                            path=str(path), reason=os_reason(exc))) from None


def read_json(path: Path) -> dict[str, Any]:
    """The parsed file, or SaveError for a missing, huge, non-UTF-8, non-JSON or deeply nested file."""
    try:
        raw = read_bounded(path, "save")  # a regular file only, opened without blocking, counted as it comes in
    except FileRefused as refused:
        raise _refused(path, refused) from None
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (some editors write one) is not part of the save
    except UnicodeDecodeError as exc:
        log.info("%s: %s", loggable(path), exc)
        if exc.reason == "unexpected end of data" and exc.end == len(raw):  # cut inside a multi-byte letter
            raise err(CUT_SHORT) from None
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: a part of it is not text ({where})."),
                   where=_where(exc.start, len(raw))) from None
    if not text.strip():
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is empty."))
    try:
        data = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise err(NOT_LAID_OUT) from None
    except json.JSONDecodeError as exc:
        log.info("%s: %s", loggable(path), exc)  # the parser's words (line, column) are for the log only
        if _cut_short(text, exc):
            raise err(CUT_SHORT) from None
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: a part of it cannot be read as a saved game "
                                              "({where})."), where=_where(exc.pos, len(text))) from None
    except _NotANumber:
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: it holds a number that is not a real "
                                              "number.")) from None
    except ValueError as exc:  # json's only other refusal: an integer of thousands of digits
        log.info("%s: %s", loggable(path), exc)
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: it holds a number far too long for a saved "
                                              "game.")) from None
    if not isinstance(data, dict):
        raise err(QT_TRANSLATE_NOOP("Saves", "The file does not hold a saved game."))
    return data


CUT_SHORT = QT_TRANSLATE_NOOP("Saves", "The file is cut short: it was not saved completely.")


def _refused(path: Path, refused: FileRefused) -> SaveError:
    """The bounded reader's refusal in a saved game's words (the path named, the size in MB)."""
    if refused.kind == MISSING:
        return err(QT_TRANSLATE_NOOP("Saves", "The file {path} does not exist."), path=str(path))
    if refused.kind == NOT_REGULAR:
        if os.path.isdir(path):
            return err(QT_TRANSLATE_NOOP("Saves", "{path} is a folder, not a saved game."), path=str(path))
        return err(QT_TRANSLATE_NOOP("Saves", "{path} is not a saved game but a device or a pipe."), path=str(path))
    if refused.kind == TOO_BIG:
        return err(QT_TRANSLATE_NOOP("Saves", "The file is {mb} MB, far too big for a saved game."),
                   mb=round((refused.size or 0) / 2**20, 1))
    return err(QT_TRANSLATE_NOOP("Saves", "The file {path} cannot be read: {reason}."), path=str(path),
               reason=refused.message.params.get("reason", ""))


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


def delete_save(path: Path) -> None:
    """Remove a save and its backup; SaveError (with the reason) when the disk refuses."""
    for p in (path, path.with_name(path.name + BACKUP_SUFFIX)):
        try:
            p.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise err(QT_TRANSLATE_NOOP("Saves", "The saved game could not be deleted: {reason}."),
                       reason=os_reason(exc)) from None
