"""Every file the app reads, read one way; every path a file names, kept inside its folder.

The files beside the saves come from anywhere: a copied folder, an old USB stick, another program. So:

- `read_bounded` is the one reader: a regular file only (a FIFO would block for ever, `/dev/zero` never ends, a
  device may do something on open), opened without blocking, at most the limit of its kind (`LIMITS`), bytes
  counted as they come in (a file may grow after it was measured, `/proc` reports no size). Anything else raises
  `FileRefused`, whose `message` is a translatable sentence and whose `kind` says why.
- `inside` turns a name read from a file (a photo, a deck card, a save) into a path in its folder, or None when
  the name leaves it: absolute, a drive, `..`, or a link that points out. `remove_inside` deletes only such a
  path, so nothing outside the data folder is ever deleted because a file said so.

Qt-free (the engine uses it for saves and players; the UI for settings, avatars, decks and pictures).
"""

from __future__ import annotations

import errno
import logging
import os
import stat
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message
from cafegames.engine.os_errors import os_reason

CTX = "Files"
log = logging.getLogger("cafegames.files")

MiB = 1024 * 1024
LIMITS: dict[str, int] = {  # bytes, per kind of file: far above what the app writes, far below harm
    "save": 8 * MiB,
    "settings": 1 * MiB,
    "players": 1 * MiB,
    "avatars": 1 * MiB,  # the avatars index (avatars.json)
    "deck": 1 * MiB,  # a photo deck's index (deck.json)
    "picture": 40 * MiB,  # a photo: a 40 MB file is already a very large one
    "deck_archive": 250 * MiB,  # a shared .unodeck (a zip of up to 112 pictures)
    "text": 4 * MiB,  # any other small text (an old INI, a log)
}

MISSING, NOT_REGULAR, TOO_BIG, UNREADABLE = "missing", "not_regular", "too_big", "unreadable"

_NOT_REGULAR = QT_TRANSLATE_NOOP("Files", "“{name}” is not a file but a device, a pipe or a folder.")
_TOO_BIG = QT_TRANSLATE_NOOP("Files", "“{name}” is too big a file ({mb} MB; at most {max} MB).")
_MISSING = QT_TRANSLATE_NOOP("Files", "“{name}” does not exist (any more).")
_UNREADABLE = QT_TRANSLATE_NOOP("Files", "“{name}” cannot be read: {reason}.")


class FileRefused(Exception):
    """A file `read_bounded` would not read. `kind`: MISSING, NOT_REGULAR, TOO_BIG or UNREADABLE; `message`: what
    to tell a person; `size`: the size seen, for TOO_BIG."""

    def __init__(self, path: Path, kind: str, message: Message, size: int | None = None):
        super().__init__(f"{path}: {kind}")
        self.path = path
        self.kind = kind
        self.message = message
        self.size = size


def _mb(n: int) -> str:
    return f"{n / MiB:.1f}".rstrip("0").rstrip(".")


def _refuse(path: Path, kind: str, size: int | None = None, exc: OSError | None = None) -> FileRefused:
    name = path.name or str(path)
    if kind == NOT_REGULAR:
        message = Message(CTX, _NOT_REGULAR, {"name": name})
    elif kind == TOO_BIG:
        message = Message(CTX, _TOO_BIG, {"name": name, "mb": _mb(size or 0), "max": "?"})
    elif kind == MISSING:
        message = Message(CTX, _MISSING, {"name": name})
    else:
        assert exc is not None
        message = Message(CTX, _UNREADABLE, {"name": name, "reason": os_reason(exc)})
    if exc is not None:
        log.info("%s not read: %s (%s)", path, kind, exc)
    return FileRefused(path, kind, message, size)


def _too_big(path: Path, size: int, limit: int) -> FileRefused:
    refused = _refuse(path, TOO_BIG, size)
    refused.message.params["max"] = _mb(limit)
    return refused


_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


def loggable(path: object) -> str:
    """A path for the log: a name of bytes that are not UTF-8 (Python holds them as surrogates) is shown with
    backslashes ("ab\\xeem.json"), so writing the line to the UTF-8 log file, or a test capturing it, cannot fail."""
    return os.fsencode(str(path)).decode("utf-8", "backslashreplace")


def read_bounded(path: Path | str, kind: str = "text", limit: int | None = None) -> bytes:
    """The bytes of the regular file `path`, at most the limit of `kind` (or `limit`); FileRefused otherwise."""
    path = Path(path)
    limit = LIMITS[kind] if limit is None else limit
    try:
        before = os.stat(path)  # refused before it is opened: opening a device may already do something
    except FileNotFoundError:
        raise _refuse(path, MISSING) from None
    except OSError as exc:
        raise _refuse(path, UNREADABLE, exc=exc) from None
    if not stat.S_ISREG(before.st_mode):
        raise _refuse(path, NOT_REGULAR)
    if before.st_size > limit:
        raise _too_big(path, before.st_size, limit)
    try:
        fd = os.open(path, _FLAGS)
    except FileNotFoundError:
        raise _refuse(path, MISSING) from None
    except OSError as exc:
        raise _refuse(path, UNREADABLE, exc=exc) from None
    try:
        info = os.fstat(fd)  # the file opened may not be the one measured (swapped for a pipe in between)
        if not stat.S_ISREG(info.st_mode):
            raise _refuse(path, NOT_REGULAR)
        chunks: list[bytes] = []
        got = 0
        while got <= limit:
            chunk = os.read(fd, min(1 * MiB, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            raise _refuse(path, NOT_REGULAR) from None
        raise _refuse(path, UNREADABLE, exc=exc) from None
    finally:
        os.close(fd)
    if got > limit:
        raise _too_big(path, got, limit)
    return b"".join(chunks)


def is_plain_name(name: object) -> bool:
    """Whether `name` (read from a file) is a relative path with no drive, no root, no '..' and no NUL: the only
    kind of name a file of ours may hold for another file."""
    if not isinstance(name, str) or not name or "\0" in name or len(name) > 1000:
        return False
    for pure in (PurePosixPath(name), PureWindowsPath(name)):  # "C:x" and "\\\\server" are anchors on Windows
        if pure.anchor or ".." in pure.parts:
            return False
        if any(len(part.encode("utf-8", "surrogateescape")) > 255 for part in pure.parts):  # no system takes it
            return False
    return True


def inside(folder: Path, name: object) -> Path | None:
    """`folder / name` when `name` is a plain name (`is_plain_name`) that, links followed, stays inside `folder`;
    None otherwise (said in the log: a file named a path outside its folder)."""
    if not is_plain_name(name):
        if name:
            log.warning("ignored a path outside %s read from a file: %r", folder, str(name)[:200])
        return None
    assert isinstance(name, str)
    try:
        root = Path(os.path.realpath(folder))
        target = Path(os.path.realpath(root / PurePath(name)))
    except (OSError, ValueError):
        return None
    if target == root or not target.is_relative_to(root):
        log.warning("ignored %r read from a file: it leads out of %s", name[:200], folder)
        return None
    return folder / name


def remove_inside(folder: Path, name: object) -> bool:
    """Delete `folder / name` if it is a regular file or a link inside `folder` (see `inside`); True when deleted.

    A link inside the folder is removed itself, never what it points to."""
    path = inside(folder, name)
    if path is None:
        return False
    try:
        info = os.lstat(path)
        if not (stat.S_ISREG(info.st_mode) or stat.S_ISLNK(info.st_mode)):
            log.warning("not deleted, not a file: %s", path)
            return False
        os.unlink(path)
    except FileNotFoundError:
        return False
    except OSError as exc:
        log.warning("%s could not be deleted: %s", path, exc)
        return False
    return True
