"""A .deb without the entries of shared system folders: dpkg-deb puts every parent folder in data.tar, so a
package under /opt/cafegames would own /opt itself. /opt belongs to the system (base-files' postinst makes it,
no package owns it); a package that lists it makes dpkg try to remove it with the package (`dpkg -r` removes an
empty /opt, or warns "directory '/opt' not empty so not removed"). `without_entries` rewrites the archive that
`dpkg-deb -Znone` built (so dpkg-deb has checked the control file) without those entries and compresses it;
the package's preinst makes /opt where a system has none.

A .deb is an ar archive of `debian-binary`, `control.tar[.xz|.gz]` and `data.tar[.xz|.gz]`, in that order.
"""

from __future__ import annotations

import gzip
import io
import lzma
import tarfile
import time
from pathlib import Path

AR_MAGIC = b"!<arch>\n"
SUFFIX = {"xz": ".xz", "gzip": ".gz", "none": ""}


def read_ar(path: Path) -> list[tuple[str, bytes]]:
    data = path.read_bytes()
    if not data.startswith(AR_MAGIC):
        raise ValueError(f"{path} is not an ar archive")
    members, pos = [], len(AR_MAGIC)
    while pos < len(data):
        header = data[pos:pos + 60]
        if len(header) < 60 or header[58:60] != b"`\n":
            raise ValueError(f"{path}: bad ar member header at byte {pos}")
        name = header[:16].decode().rstrip().rstrip("/")
        size = int(header[48:58].decode())
        members.append((name, data[pos + 60:pos + 60 + size]))
        pos += 60 + size + (size % 2)
    return members


def write_ar(path: Path, members: list[tuple[str, bytes]], mtime: int) -> None:
    with open(path, "wb") as out:
        out.write(AR_MAGIC)
        for name, body in members:
            header = f"{name:<16}{mtime:<12}{0:<6}{0:<6}{'100644':<8}{len(body):<10}`\n".encode()
            assert len(header) == 60, name
            out.write(header + body + (b"\n" if len(body) % 2 else b""))


def compress(data: bytes, compression: str) -> bytes:
    if compression == "xz":
        return lzma.compress(data, preset=6)
    if compression == "gzip":
        return gzip.compress(data, compresslevel=9, mtime=0)
    return data


def decompress(name: str, data: bytes) -> bytes:
    if name.endswith(".xz"):
        return lzma.decompress(data)
    if name.endswith(".gz"):
        return gzip.decompress(data)
    if name.endswith(".zst"):
        raise ValueError(f"{name}: zstd members are not handled")
    return data


def filter_tar(data: bytes, drop: set[str]) -> bytes:
    """The tar archive without the members named in `drop` (names as './opt'); every other member with the same
    header fields and contents, in the same order."""
    out = io.BytesIO()
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:") as src, \
            tarfile.open(fileobj=out, mode="w:", format=tarfile.GNU_FORMAT) as dst:
        for member in src:
            if member.name.rstrip("/") in drop:
                continue
            dst.addfile(member, src.extractfile(member) if member.isfile() else None)
    return out.getvalue()


def without_entries(deb: Path, out: Path, drop: set[str], compression: str) -> None:
    """Writes `out`: `deb` with the data.tar members in `drop` left out, both tar members compressed."""
    if compression not in SUFFIX:
        raise ValueError(f"unknown compression {compression!r}")
    members = read_ar(deb)
    names = [name for name, _ in members]
    if len(names) != 3 or names[0] != "debian-binary" or not names[1].startswith("control.tar") \
            or not names[2].startswith("data.tar"):
        raise ValueError(f"{deb}: unexpected members {names}")
    (_, binary), (control_name, control), (data_name, data) = members
    control = compress(decompress(control_name, control), compression)
    data = compress(filter_tar(decompress(data_name, data), drop), compression)
    write_ar(out, [("debian-binary", binary), ("control.tar" + SUFFIX[compression], control),
                   ("data.tar" + SUFFIX[compression], data)], int(time.time()))
