"""A fuzz case's files as data: what to lay out in a fresh case folder, and the folder's fingerprint.

A `Plan` maps a path relative to the case folder (`data/players.json`, `config/settings.json`, …) to an `Entry`:
bytes to write, a FIFO, a symbolic link or an empty folder. A link's target may name `{case}` or `{outside}` so
a plan replays in any folder (`to_json`/`from_json`: the file a failing case is written to).

The case folder holds `data/` (CAFEGAMES_DATA_DIR), `config/` (CAFEGAMES_CONFIG_DIR) and nothing else the app
may touch; `outside/` beside them is the sentinel: files a hostile path or link points at, which must keep their
names, sizes and times (`fingerprint`).
"""

from __future__ import annotations

import base64
import json
import os
import stat
from pathlib import Path
from typing import Any

import attrs

POSIX = os.name == "posix"
OUTSIDE_FILES = {"victim.json": b'{"format": "not yours"}\n', "passwd": b"root:x:0:0:root:/root:/bin/sh\n",
                 "photo.jpg": b"\xff\xd8\xff\xe0 not really a photo", "sub/deep.txt": b"keep me\n"}


@attrs.frozen
class Entry:
    """One thing in a case folder: `kind` is "file" (with `data`), "fifo", "link" (to `target`) or "dir"."""

    kind: str
    data: bytes = b""
    target: str = ""


def file(data: bytes) -> Entry:
    return Entry("file", data)


def link(target: str) -> Entry:
    return Entry("link", target=target)


FIFO = Entry("fifo")
DIR = Entry("dir")
Plan = dict[str, Entry]


def read_tree(root: Path, under: str = "") -> Plan:
    """The plan that lays out `root` again (regular files and folders; what the app's writers leave)."""
    plan: Plan = {}
    for path in sorted(root.rglob("*")):
        rel = (Path(under) / path.relative_to(root)).as_posix()
        if path.is_symlink():
            plan[rel] = link(os.readlink(path))
        elif path.is_file():
            plan[rel] = file(path.read_bytes())
        elif path.is_dir() and not any(path.iterdir()):
            plan[rel] = DIR
    return plan


def lay_out(plan: Plan, case: Path) -> None:
    """Make `case`/data, `case`/config, the sentinel `case`/outside and everything in `plan`."""
    outside = case / "outside"
    for name, data in OUTSIDE_FILES.items():
        (outside / name).parent.mkdir(parents=True, exist_ok=True)
        (outside / name).write_bytes(data)
    for sub in ("data", "config"):
        (case / sub).mkdir(parents=True, exist_ok=True)
    for rel, entry in sorted(plan.items(), key=lambda kv: kv[0].count("/")):
        path = case / rel
        if path.is_symlink() or path.exists():  # (a folder made for a deeper entry)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if entry.kind == "file":
            path.write_bytes(entry.data.replace(b"@OUTSIDE@", os.fsencode(outside)))
        elif entry.kind == "dir":
            path.mkdir(exist_ok=True)
        elif entry.kind == "fifo":
            os.mkfifo(path)
        elif entry.kind == "link":
            os.symlink(entry.target.format(case=case, outside=outside), path)
        elif entry.kind == "sparse":
            with open(path, "wb") as f:
                f.write(entry.data)
                f.truncate(int(entry.target))


def sparse(start: bytes, size: int) -> Entry:
    """A file of `size` bytes that holds `start` and then nothing but zeros (without using the disk)."""
    return Entry("sparse", start, str(size))


def fingerprint(folder: Path) -> dict[str, tuple[int, int, int]]:
    """Every name under `folder` with its mode, size and modification time (links not followed)."""
    out = {}
    for path in sorted(folder.rglob("*")):
        info = path.lstat()
        out[path.relative_to(folder).as_posix()] = (stat.S_IFMT(info.st_mode), info.st_size, info.st_mtime_ns)
    return out


def to_json(plan: Plan) -> dict[str, Any]:
    return {rel: {"kind": e.kind, "data": base64.b64encode(e.data).decode("ascii"), "target": e.target}
            for rel, e in plan.items()}


def from_json(raw: dict[str, Any]) -> Plan:
    return {rel: Entry(e["kind"], base64.b64decode(e["data"]), e["target"]) for rel, e in raw.items()}


def dumps(plan: Plan) -> str:
    return json.dumps(to_json(plan))
