"""RUNPATH/RPATH entries of the bundle's ELF files that name folders outside the bundle, and their removal.

PyInstaller copies the interpreter's libraries as they were built: a Python built by pyenv carries
`RUNPATH /root/.pyenv/versions/3.11.7/lib` in libpython and every extension module. On a family's laptop that
folder is someone's home (or nothing), and the loader would search it first: a library planted there would be
loaded into the game. The bundle does not need such entries — the bootloader loads libpython from the bundle and
the extension modules find it already loaded by its soname — so `drop_foreign` deletes the DT_RUNPATH/DT_RPATH
entry from the dynamic section, in place (what `chrpath -d` does: the later entries move up one, a DT_NULL ends
the table; no size or address changes). Entries relative to `$ORIGIN` that stay inside the bundle (PySide6's own)
are kept.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

DT_NULL, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 5, 15, 29
PT_LOAD, PT_DYNAMIC = 1, 2


class ElfError(Exception):
    pass


class _Elf:
    """The parts of an ELF file needed here: its dynamic table and its string table (file offsets)."""

    def __init__(self, data: bytes):
        if data[:4] != b"\x7fELF":
            raise ElfError("not an ELF file")
        self.data = data
        wide = {1: False, 2: True}[data[4]]
        self.end = {1: "<", 2: ">"}[data[5]]
        self.entry = struct.Struct(self.end + ("qQ" if wide else "iI"))  # d_tag, d_val
        if wide:
            phoff, = struct.unpack_from(self.end + "Q", data, 0x20)
            phentsize, phnum = struct.unpack_from(self.end + "HH", data, 0x36)
            phdr = struct.Struct(self.end + "IIQQQQQQ")  # type, flags, offset, vaddr, paddr, filesz, memsz, align
        else:
            phoff, = struct.unpack_from(self.end + "I", data, 0x1C)
            phentsize, phnum = struct.unpack_from(self.end + "HH", data, 0x2A)
            phdr = struct.Struct(self.end + "IIIIIIII")  # type, offset, vaddr, paddr, filesz, memsz, flags, align
        self.loads: list[tuple[int, int, int]] = []  # (vaddr, offset, filesz)
        self.dynamic: tuple[int, int] | None = None  # (offset, size)
        for i in range(phnum):
            fields = phdr.unpack_from(data, phoff + i * phentsize)
            if wide:
                p_type, _, offset, vaddr, _, filesz, _, _ = fields
            else:
                p_type, offset, vaddr, _, filesz, _, _, _ = fields
            if p_type == PT_LOAD:
                self.loads.append((vaddr, offset, filesz))
            elif p_type == PT_DYNAMIC:
                self.dynamic = (offset, filesz)

    def entries(self) -> list[tuple[int, int]]:
        if self.dynamic is None:
            return []
        offset, size = self.dynamic
        out = []
        for pos in range(offset, offset + size - self.entry.size + 1, self.entry.size):
            tag, val = self.entry.unpack_from(self.data, pos)
            out.append((tag, val))
            if tag == DT_NULL:
                break
        return out

    def string(self, strtab_vaddr: int, index: int) -> str:
        for vaddr, offset, filesz in self.loads:
            if vaddr <= strtab_vaddr < vaddr + filesz:
                start = offset + strtab_vaddr - vaddr + index
                return self.data[start:self.data.index(b"\0", start)].decode("utf-8", "surrogateescape")
        raise ElfError("the string table is outside every loaded segment")

    def search_paths(self) -> list[tuple[int, str]]:
        """(tag, value) of each DT_RPATH/DT_RUNPATH entry."""
        entries = self.entries()
        strtab = next((val for tag, val in entries if tag == DT_STRTAB), None)
        found = [(tag, val) for tag, val in entries if tag in (DT_RPATH, DT_RUNPATH)]
        if found and strtab is None:
            raise ElfError("a search path but no string table")
        return [(tag, self.string(strtab, val)) for tag, val in found]


def search_paths(path: Path) -> list[str]:
    """The RPATH/RUNPATH strings of an ELF file (each may hold several folders separated by ':')."""
    return [value for _, value in _Elf(path.read_bytes()).search_paths()]


def inside(entry: str, file: Path, bundle: Path) -> bool:
    """Whether one folder of a search path is `$ORIGIN`-relative and stays inside `bundle`."""
    for origin in ("$ORIGIN", "${ORIGIN}"):
        if entry == origin or entry.startswith(origin + "/"):
            folder = os.path.normpath(str(file.parent) + entry[len(origin):])
            return Path(folder).is_relative_to(bundle)
    return False


def drop_foreign(file: Path, bundle: Path) -> list[str]:
    """Deletes the RPATH/RUNPATH entries of `file` whose folders all lie outside `bundle`; returns the strings
    deleted. A search path that mixes folders inside and outside is refused (ElfError) rather than rewritten."""
    data = bytearray(file.read_bytes())
    elf = _Elf(bytes(data))
    paths = elf.search_paths()
    foreign = []
    for _, value in paths:
        folders = [f for f in value.split(":") if f]
        outside = [f for f in folders if not inside(f, file, bundle)]
        if outside and len(outside) < len(folders):
            raise ElfError(f"{file}: the search path {value!r} mixes folders of the bundle and outside it")
        if outside:
            foreign.append(value)
    if not foreign:
        return []
    strtab = next(val for tag, val in elf.entries() if tag == DT_STRTAB)
    kept = [(tag, val) for tag, val in elf.entries()
            if not (tag in (DT_RPATH, DT_RUNPATH) and elf.string(strtab, val) in foreign)]
    offset, size = elf.dynamic
    count = size // elf.entry.size
    kept = [e for e in kept if e[0] != DT_NULL]
    kept += [(DT_NULL, 0)] * (count - len(kept))
    for i, (tag, val) in enumerate(kept):
        elf.entry.pack_into(data, offset + i * elf.entry.size, tag, val)
    file.write_bytes(bytes(data))
    return foreign
