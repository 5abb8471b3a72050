"""A fence around a fuzzed process: nothing outside the case's data and config folders is deleted, renamed,
created or written.

The fuzzer feeds the app paths read from hostile files, and on some machines it runs as root: a bug that deletes
"the photo" named in avatars.json could delete a device node or a system file (an early run of this harness did
delete /dev/urandom that way). So the worker and the app probe replace Python's own ways of changing a file
(os.unlink/remove/rmdir/rename/replace/open/truncate/chmod/utime/mkdir, open, io.open) with versions that refuse
(PermissionError) any path that does not lead into those folders, and remember each refusal: an attempt is a
failure of the case, and nothing is harmed. Reads are never fenced (they are what is fuzzed); SQLite and Qt
write in C and are not fenced, and only ever write to the paths the app gives them (inside the data folder).
"""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path
from typing import Any

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
ALWAYS = ("/dev/null",)


class Fence:
    def __init__(self) -> None:
        self.roots: tuple[str, ...] | None = None  # the folders that may change, resolved; None: the fence is open
        self.escapes: list[str] = []

    def set(self, case: Path | str | None) -> None:
        """Fence everything but the case's data and config folders (None: open the fence)."""
        self.roots = None if case is None else tuple(os.path.realpath(Path(case) / sub) for sub in ("data", "config"))
        self.escapes.clear()

    def _where(self, path: Any, dir_fd: int | None, follow: bool) -> str:
        p = os.fsdecode(path) if isinstance(path, bytes | str | os.PathLike) else str(path)
        if dir_fd is not None and not os.path.isabs(p):
            p = os.path.join(os.readlink(f"/proc/self/fd/{dir_fd}"), p)
        p = os.path.abspath(p)
        if follow:
            return os.path.realpath(p)
        head, tail = os.path.split(p)
        return os.path.join(os.path.realpath(head), tail)

    def check(self, what: str, path: Any, dir_fd: int | None = None, follow: bool = False) -> None:
        if self.roots is None or isinstance(path, int):
            return
        try:
            where = self._where(path, dir_fd, follow)
        except (OSError, ValueError):
            return  # (the call itself will fail the same way)
        if where in ALWAYS or any(where == r or where.startswith(r + os.sep) for r in self.roots):
            return
        self.escapes.append(f"{what} {where!r}")
        raise PermissionError(errno.EACCES, "refused by the fuzz fence (outside the data folder)", str(path))

    def install(self) -> None:
        """Fence this process (once)."""
        fence = self

        def deleting(name: str, fn: Any) -> Any:
            def fenced(path: Any, *args: Any, dir_fd: int | None = None, **kw: Any) -> Any:
                fence.check(name, path, dir_fd)
                return fn(path, *args, dir_fd=dir_fd, **kw) if dir_fd is not None else fn(path, *args, **kw)
            return fenced

        def moving(name: str, fn: Any) -> Any:
            def fenced(src: Any, dst: Any, *, src_dir_fd: int | None = None, dst_dir_fd: int | None = None) -> Any:
                fence.check(name, src, src_dir_fd)
                fence.check(name, dst, dst_dir_fd)
                return fn(src, dst, src_dir_fd=src_dir_fd, dst_dir_fd=dst_dir_fd)
            return fenced

        def following(name: str, fn: Any) -> Any:
            def fenced(path: Any, *args: Any, **kw: Any) -> Any:
                fence.check(name, path, kw.get("dir_fd"), follow=kw.get("follow_symlinks", True))
                return fn(path, *args, **kw)
            return fenced

        raw_open, py_open, io_open = os.open, builtins.open, io.open

        def fenced_os_open(path: Any, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
            if flags & _WRITE_FLAGS:
                fence.check("write", path, dir_fd, follow=not flags & getattr(os, "O_NOFOLLOW", 0))
            return raw_open(path, flags, mode, dir_fd=dir_fd)

        def opener(fn: Any) -> Any:
            def fenced(file: Any, mode: str = "r", *args: Any, **kw: Any) -> Any:
                if any(c in mode for c in "wax+"):
                    fence.check("write", file, follow=True)
                return fn(file, mode, *args, **kw)
            return fenced

        for name in ("unlink", "remove", "rmdir"):
            setattr(os, name, deleting(name, getattr(os, name)))
        for name in ("rename", "replace"):
            setattr(os, name, moving(name, getattr(os, name)))
        def linking(name: str, fn: Any) -> Any:
            def fenced(src: Any, dst: Any, *args: Any, **kw: Any) -> Any:
                fence.check(name, dst, kw.get("dir_fd") or kw.get("dst_dir_fd"))
                return fn(src, dst, *args, **kw)
            return fenced

        for name in ("truncate", "chmod", "chown", "utime", "mkdir", "mkfifo"):
            if hasattr(os, name):
                setattr(os, name, following(name, getattr(os, name)))
        for name in ("symlink", "link"):
            if hasattr(os, name):
                setattr(os, name, linking(name, getattr(os, name)))
        os.open = fenced_os_open
        builtins.open = opener(py_open)
        io.open = opener(io_open)


FENCE = Fence()
