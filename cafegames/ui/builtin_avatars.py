"""The ready-made avatars: twelve animal faces shipped as resources/avatars/<id>.svg (devtools/make_avatars.py).

A player who has no photo at hand picks one in a click (the avatar button of the new-game dialog). avatars.json
stores it as the reserved value "builtin:<id>" (`KEY_PREFIX`): such a value is resolved only among the ids of
`BUILTIN`, to the shipped file of that id — never as a path, so "builtin:../x" or an unknown id names nothing.
Each has a translated name (tooltip, screen readers).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from cafegames.engine.files import FileRefused, read_bounded
from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.paths import resource

KEY_PREFIX = "builtin:"
BUILTIN = {
    "fox": QT_TRANSLATE_NOOP("Avatars", "Fox"),
    "cat": QT_TRANSLATE_NOOP("Avatars", "Cat"),
    "dog": QT_TRANSLATE_NOOP("Avatars", "Dog"),
    "bear": QT_TRANSLATE_NOOP("Avatars", "Bear"),
    "rabbit": QT_TRANSLATE_NOOP("Avatars", "Rabbit"),
    "owl": QT_TRANSLATE_NOOP("Avatars", "Owl"),
    "frog": QT_TRANSLATE_NOOP("Avatars", "Frog"),
    "panda": QT_TRANSLATE_NOOP("Avatars", "Panda"),
    "lion": QT_TRANSLATE_NOOP("Avatars", "Lion"),
    "pig": QT_TRANSLATE_NOOP("Avatars", "Pig"),
    "penguin": QT_TRANSLATE_NOOP("Avatars", "Penguin"),
    "mouse": QT_TRANSLATE_NOOP("Avatars", "Mouse"),
}
log = logging.getLogger(__name__)


def key(face: str) -> str:
    """What avatars.json stores for the ready-made `face`."""
    return KEY_PREFIX + face


def face_of(value: str) -> str | None:
    """The id of a ready-made avatar when `value` (read from avatars.json) is one of ours, else None."""
    if not value.startswith(KEY_PREFIX):
        return None
    face = value[len(KEY_PREFIX):]
    return face if face in BUILTIN else None


def is_reserved(value: str) -> bool:
    """Whether `value` is in the reserved "builtin:" form (known or not): never a file name of the folder."""
    return value.startswith(KEY_PREFIX)


def name(face: str) -> str:
    """The translated name of a ready-made avatar."""
    return QCoreApplication.translate("Avatars", BUILTIN[face])


def path(face: str) -> Path | None:
    """The shipped file of a known id (None for anything else, or when the install lacks it)."""
    if face not in BUILTIN:
        return None
    file = resource("avatars", f"{face}.svg")
    return file if file.is_file() else None


def image(face: str, side: int) -> QImage | None:
    """The ready-made avatar `face` drawn at `side` pixels (square, transparent outside its disc), or None."""
    file = path(face)
    if file is None:
        return None
    try:
        renderer = QSvgRenderer(QByteArray(read_bounded(file, "picture")))
    except FileRefused as exc:
        log.warning("the avatar %s is not used: %s", file, exc.kind)
        return None
    if not renderer.isValid():
        log.warning("the avatar %s is not a readable SVG", file)
        return None
    out = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, side, side))
    painter.end()
    return out
