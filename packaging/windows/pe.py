"""The DLLs a Windows program or library imports, read from its PE header (no Windows tool needed).

    imports(path)        -> the DLL names of the import table (loaded with the file: all must be found)
    delay_imports(path)  -> the DLL names of the delay-load table (loaded on first use only)
"""

from __future__ import annotations

import struct
from pathlib import Path


class NotPE(ValueError):
    pass


def _tables(data: bytes) -> tuple[list[tuple[int, int, int]], int, int]:
    if data[:2] != b"MZ":
        raise NotPE("no MZ header")
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if data[pe:pe + 4] != b"PE\0\0":
        raise NotPE("no PE header")
    sections, opt_size = struct.unpack_from("<HxxxxxxxxxxxxH", data, pe + 6)
    opt = pe + 24
    magic = struct.unpack_from("<H", data, opt)[0]
    directories = opt + (112 if magic == 0x20B else 96)
    import_rva = struct.unpack_from("<I", data, directories + 8)[0]
    delay_rva = struct.unpack_from("<I", data, directories + 13 * 8)[0]
    table = []
    for i in range(sections):
        base = opt + opt_size + 40 * i
        vsize, va, raw_size, raw_ptr = struct.unpack_from("<IIII", data, base + 8)
        table.append((va, max(vsize, raw_size), raw_ptr))
    return table, import_rva, delay_rva


def _offset(sections: list[tuple[int, int, int]], rva: int) -> int:
    for va, size, raw in sections:
        if va <= rva < va + size:
            return rva - va + raw
    raise NotPE(f"address {rva:#x} is in no section")


def _name(data: bytes, at: int) -> str:
    return data[at:data.index(b"\0", at)].decode("ascii")


def _read(path: Path, delayed: bool) -> list[str]:
    data = Path(path).read_bytes()
    sections, import_rva, delay_rva = _tables(data)
    rva, size, name_at = (delay_rva, 32, 4) if delayed else (import_rva, 20, 12)
    names: list[str] = []
    if not rva:
        return names
    at = _offset(sections, rva)
    while True:
        entry = data[at:at + size]
        if len(entry) < size or not any(entry):
            return names
        names.append(_name(data, _offset(sections, struct.unpack_from("<I", entry, name_at)[0])))
        at += size


def imports(path: Path) -> list[str]:
    return _read(path, delayed=False)


def delay_imports(path: Path) -> list[str]:
    return _read(path, delayed=True)
