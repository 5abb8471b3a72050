"""Files a stranger could leave where the app reads: a pipe, a link to /dev/zero, or a sparse file past a
size limit (no disk used). Shared by the bounded-read tests."""

from __future__ import annotations

import os
from pathlib import Path


def make_bad(path: Path, bad: str, size: int) -> None:
    """`path` as a FIFO ("fifo"), a link to /dev/zero ("zero"), or else a sparse file of `size` bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if bad == "fifo":
        os.mkfifo(path)
    elif bad == "zero":
        path.symlink_to("/dev/zero")
    else:
        with open(path, "wb") as f:
            f.truncate(size)
