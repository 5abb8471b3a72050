"""Which running copy of the app writes which save: a lock file per save in use, `<saves>/.locks/<name>.lock`.

Two copies of the app may run side by side (see `cafegames/app.py`); each writes only the saves it holds. A copy
holds a save from the moment it chooses the name of a new game (`new_save_path`, which so never gives one name
twice, even to two copies started in the same second) or opens a save to go on playing it (`continue_path`),
until the game closes (`release`) or the copy ends.

The lock is the operating system's own on the open lock file (`flock`, or `msvcrt.locking` on Windows), not the
file's existence: it goes with the process, so the lock of a copy that crashed or was killed is free at once
and is taken over by the next copy, with no guess about a process id that may since belong to another program.
The file holds the owner's process id, for a person looking. Held locks are counted per save within a copy
(the game on the table opened again: held twice, released twice).
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import sys
import threading
from pathlib import Path

from cafegames.engine.files import loggable

log = logging.getLogger(__name__)
LOCKS = ".locks"  # a hidden folder of the saves folder: never listed as a save, never tidied as a temporary


def lock_file(path: Path) -> Path:
    """The lock file of the save `path` (a long name is hashed: the lock file's name has room for ".lock")."""
    name = path.name
    if len(os.fsencode(name)) > 200:
        name = hashlib.sha256(os.fsencode(name)).hexdigest()
    return path.parent / LOCKS / f"{name}.lock"


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as exc:  # a file system without locks (some network shares): say so, go on unlocked
            log.warning("no lock on %s: %s", fd, exc)
        return True


def _acquire(path: Path) -> int | None:
    """The open, locked lock file of `path`; None when another process holds it."""
    target = lock_file(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(5):
        # never through a link (it would create the file where it points) nor waiting on a pipe planted there
        fd = os.open(target, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOINHERIT", 0) | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0), 0o644)
        if not _try_lock(fd):
            os.close(fd)
            return None
        try:  # the holder before may have removed the file after it was opened here: lock the one in place
            same = os.path.samestat(os.fstat(fd), os.stat(target))
        except OSError:
            same = False
        if same:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()}\n".encode())
            return fd
        os.close(fd)
    return None


_held: dict[Path, list[int]] = {}  # save → [lock file's descriptor, times held]
_lock = threading.Lock()


def hold(path: Path) -> bool:
    """Hold the save `path` for this copy; False when another running copy holds it."""
    with _lock:
        kept = _held.get(path)
        if kept is not None:
            kept[1] += 1
            return True
        try:
            fd = _acquire(path)
        except OSError as exc:  # a read-only folder: nothing can be written there anyway, the write will say so
            log.warning("no lock for %s: %s", loggable(path), exc)
            return True
        if fd is None:
            return False
        _held[path] = [fd, 1]
        return True


def release(path: Path | None) -> None:
    """This copy no longer writes `path` (once for each `hold`): the lock file goes when the last one does."""
    if path is None:
        return
    with _lock:
        kept = _held.get(path)
        if kept is None:
            return
        kept[1] -= 1
        if kept[1] > 0:
            return
        del _held[path]
        fd = kept[0]
        if sys.platform == "win32":  # an open file cannot be removed there: closed first
            os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(lock_file(path))
        if sys.platform != "win32":
            os.close(fd)


def holds(path: Path) -> bool:
    """Whether this copy holds `path`."""
    with _lock:
        return path in _held


def held_elsewhere(path: Path) -> bool:
    """Whether another running copy of the app holds the save `path` (it may write it at any moment)."""
    if holds(path) or not lock_file(path).exists():
        return False
    if hold(path):
        release(path)
        return False
    return True
