"""A shared deck file (.unodeck) opened as hostile: every way a zip can be wrong becomes one `ZipRefused`.

A deck file comes from another family's computer, a mail, a USB stick. Before Python's zipfile sees it, the
central directory's size is read from its end record (zipfile would build one object per entry it lists: a
250 MB directory of empty entries takes gigabytes), and a zip64 archive, which no deck needs, is refused. Then each member is checked from its header: a plain name
the deck expects (so no `../`, no absolute path), listed once, no password, stored or deflated only, a total
and a ratio that are not a zip bomb. Reading a member stops at its limit whatever the header says, and every
error zipfile or its decompressors raise (BadZipFile, zlib.error, NotImplementedError, RuntimeError for a
password, OverflowError, ValueError, EOFError, struct.error…) is turned into a sentence.

Qt-free: the sentences are `Message`s, translated where they are shown (context "Decks", shared with
widgets_decks.py).
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
import zlib
from collections.abc import Callable

from cafegames.engine.files import LIMITS
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message

CTX = "Decks"
MAX_ZIP_BYTES = 200 * 1024 * 1024  # uncompressed total of an imported deck
MAX_MEMBERS = 200
MAX_DIRECTORY = MAX_MEMBERS * 1024  # bytes of central directory: 200 entries with long names and extras
MAX_RATIO = 200  # compression ratio beyond which a member is taken for a zip bomb
MAX_MEMBER = max(LIMITS["picture"], LIMITS["deck"])  # no member unpacks to more than the largest file a deck holds
METHODS = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)  # what export_deck writes, and what any zip tool does

NOT_ZIP = QT_TRANSLATE_NOOP("Decks", "This file is not a card deck (it is not a zip archive).")
TOO_MANY = QT_TRANSLATE_NOOP("Decks", "This deck file holds too many files.")
UNEXPECTED = QT_TRANSLATE_NOOP("Decks", "This deck file holds an unexpected file: “{name}”.")
TWICE = QT_TRANSLATE_NOOP("Decks", "This deck file holds “{name}” twice.")
BOMB = QT_TRANSLATE_NOOP("Decks", "This deck file unpacks to far more than it holds: refused.")
DAMAGED = QT_TRANSLATE_NOOP("Decks", "This deck file is damaged.")
PASSWORD = QT_TRANSLATE_NOOP("Decks", "This deck file is protected by a password; a deck is shared without one.")
METHOD = QT_TRANSLATE_NOOP("Decks", "This deck file is packed in a way this program cannot read (it reads plain "
                                    "zip files).")

# Everything zipfile and its decompressors were seen to raise on a damaged archive (struct.error for a record cut
# short, EOFError for a stream cut short, the others as their names say; lzma/bz2 errors are OSError or never
# reached, since only METHODS are opened).
ZIP_ERRORS: tuple[type[BaseException], ...] = (zipfile.BadZipFile, zipfile.LargeZipFile, zlib.error, OSError,
                                               EOFError, struct.error, ValueError, OverflowError,
                                               NotImplementedError, RuntimeError, KeyError, IndexError)

_END = b"PK\x05\x06"
_END_SIZE = 22
_LOCATOR64 = b"PK\x06\x07"


class ZipRefused(Exception):
    """A deck file that will not be read; `message` says why (a Message to translate)."""

    def __init__(self, text: str, **params: object):
        super().__init__(text.format(**params) if params else text)
        self.message = Message(CTX, text, dict(params))


def _end_record(data: bytes) -> int | None:
    """Where zipfile will find the end of central directory record (its own search, so both read the same)."""
    if data[-_END_SIZE:-_END_SIZE + 4] == _END and data[-2:] == b"\0\0":
        return len(data) - _END_SIZE
    at = data.rfind(_END, max(len(data) - (1 << 16) - _END_SIZE, 0))
    return at if at >= 0 and len(data) - at >= _END_SIZE else None


def _check_directory(data: bytes) -> None:
    """Refuse a central directory that lists too many entries or is too big, before zipfile reads it."""
    at = _end_record(data)
    if at is None:
        raise ZipRefused(NOT_ZIP)
    if at >= 20 and data[at - 20:at - 16] == _LOCATOR64:
        # zip64 (where zipfile then reads its counts differs between Python versions): never needed by a deck,
        # which is far below 4 GB and 65,535 files
        raise ZipRefused(METHOD)
    entries, size = struct.unpack("<6xHL", data[at + 4:at + 16])
    if entries > MAX_MEMBERS or size > MAX_DIRECTORY:
        raise ZipRefused(TOO_MANY)


def open_archive(data: bytes, allowed: Callable[[str], bool]) -> zipfile.ZipFile:
    """The archive in `data` with every member checked from its header; ZipRefused otherwise.

    `allowed(name)`: whether the deck may hold a member of that name (only plain names it knows)."""
    _check_directory(data)
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        infos = archive.infolist()
    except zipfile.BadZipFile:
        raise ZipRefused(NOT_ZIP) from None
    except ZIP_ERRORS:
        raise ZipRefused(DAMAGED) from None
    try:
        _check_members(infos, allowed)
    except ZipRefused:
        archive.close()
        raise
    return archive


def _check_members(infos: list[zipfile.ZipInfo], allowed: Callable[[str], bool]) -> None:
    if len(infos) > MAX_MEMBERS:
        raise ZipRefused(TOO_MANY)
    seen: set[str] = set()
    total = 0
    for info in infos:
        name = info.filename
        if not allowed(name):
            raise ZipRefused(UNEXPECTED, name=_shown(name))
        if name in seen:
            raise ZipRefused(TWICE, name=_shown(name))
        seen.add(name)
        if info.flag_bits & 0x1:
            raise ZipRefused(PASSWORD)
        if info.compress_type not in METHODS:
            raise ZipRefused(METHOD)
        total += info.file_size
        if total > MAX_ZIP_BYTES or info.file_size > MAX_MEMBER or (info.file_size and not info.compress_size) or \
                (info.compress_size and info.file_size / info.compress_size > MAX_RATIO):
            raise ZipRefused(BOMB)


def read_member(archive: zipfile.ZipFile, name: str, limit: int) -> bytes:
    """A member's bytes, reading at most `limit` + 1 (the header's sizes can lie); ZipRefused otherwise."""
    try:
        with archive.open(name) as f:
            data = f.read(limit + 1)
    except ZIP_ERRORS:
        raise ZipRefused(DAMAGED) from None
    if len(data) > limit:
        raise ZipRefused(BOMB)
    return data


def _shown(name: str) -> str:
    """A member's name as it may be shown: short, on one line."""
    return re.sub(r"[\x00-\x1f\x7f]", "?", name[:60])
