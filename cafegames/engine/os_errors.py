"""Why a file could not be read or written, as a person says it: one sentence per kind of OS error.

Every file operation that reports a failure to a person (saves, the load list, decks, pictures, the command line)
takes its reason from `os_reason`, never from `exc.strerror` (the C library's English) or `str(exc)`. The
technical detail (errno name, the system's text, the file) goes to the log.
"""

from __future__ import annotations

import errno
import logging

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message

CTX = "Files"
log = logging.getLogger("cafegames.files")

_BY_NAME: dict[str, str] = {  # errno names: not every system has all of them (EDQUOT, ESTALE)
    "ENOSPC": QT_TRANSLATE_NOOP("Files", "the disk is full"),
    "EDQUOT": QT_TRANSLATE_NOOP("Files", "your share of the disk is used up"),
    "EFBIG": QT_TRANSLATE_NOOP("Files", "the file is too big for this disk"),
    "EACCES": QT_TRANSLATE_NOOP("Files", "you are not allowed to use this file or its folder"),
    "EPERM": QT_TRANSLATE_NOOP("Files", "you are not allowed to use this file or its folder"),
    "EROFS": QT_TRANSLATE_NOOP("Files", "the disk can only be read, not written (a locked card or key?)"),
    "ENOENT": QT_TRANSLATE_NOOP("Files", "the file or its folder does not exist (any more)"),
    "EIO": QT_TRANSLATE_NOOP("Files", "the disk could not be read or written (damaged or unplugged?)"),
    "ENXIO": QT_TRANSLATE_NOOP("Files", "the disk is not there any more (unplugged?)"),
    "ENODEV": QT_TRANSLATE_NOOP("Files", "the disk is not there any more (unplugged?)"),
    "ENAMETOOLONG": QT_TRANSLATE_NOOP("Files", "the name of the file or folder is too long"),
    "EISDIR": QT_TRANSLATE_NOOP("Files", "it is a folder, not a file"),
    "ENOTDIR": QT_TRANSLATE_NOOP("Files", "a part of its path is a file, not a folder"),
    "ELOOP": QT_TRANSLATE_NOOP("Files", "its path goes round in circles (links to links)"),
    "EBUSY": QT_TRANSLATE_NOOP("Files", "another program is using it"),
    "ETXTBSY": QT_TRANSLATE_NOOP("Files", "another program is using it"),
    "EEXIST": QT_TRANSLATE_NOOP("Files", "a file of that name is already there"),
    "EMFILE": QT_TRANSLATE_NOOP("Files", "too many files are open at once"),
    "ENFILE": QT_TRANSLATE_NOOP("Files", "too many files are open at once"),
    "ETIMEDOUT": QT_TRANSLATE_NOOP("Files", "the network disk does not answer"),
    "ESTALE": QT_TRANSLATE_NOOP("Files", "the network disk does not answer"),
    "EINVAL": QT_TRANSLATE_NOOP("Files", "this disk does not accept such a file name"),
}
_REASONS: dict[int, str] = {getattr(errno, name): text for name, text in _BY_NAME.items() if hasattr(errno, name)}
_UNKNOWN = QT_TRANSLATE_NOOP("Files", "the system refused (error number {code})")
_NO_NUMBER = QT_TRANSLATE_NOOP("Files", "the system refused")


def os_reason(exc: OSError) -> Message:
    """The reason of `exc` as a sentence fragment ("the disk is full"), to put after a colon; logs the detail."""
    log.warning("file operation failed: %s (%s)", exc, errno.errorcode.get(exc.errno or 0, "no errno"))
    text = _REASONS.get(exc.errno) if exc.errno is not None else None
    if text is not None:
        return Message(CTX, text)
    if exc.errno:
        return Message(CTX, _UNKNOWN, {"code": exc.errno})
    return Message(CTX, _NO_NUMBER)
