"""Photo avatars: a player's own picture, remembered by name, shown round at the seats of every game.

Pictures go through the same checks as deck pictures (cafegames/ui/pictures.py), are cut square and kept at
AVATAR_SIDE pixels in `data_dir()/avatars/` with `avatars.json` mapping a name (case-folded) to its file, so
"Grandma" finds her photo again in any game, any new match. Scenes call `draw_avatar` in place of the coloured
initial; it returns False when the name has no picture (or its file is gone), and the scene draws the initial.
"""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from cafegames.engine import saves
from cafegames.ui import pictures

AVATAR_SIDE = 256
_images: dict[tuple[str, int], QImage] = {}
_index: tuple[float, dict[str, str]] | None = None


def folder() -> Path:
    return saves.data_dir() / "avatars"


def _key(name: str) -> str:
    return name.strip().casefold()


def _read_index() -> dict[str, str]:
    global _index
    path = folder() / "avatars.json"
    try:
        mtime = path.stat().st_mtime_ns
    except OSError:
        return {}
    if _index is not None and _index[0] == (mtime, str(path)):
        return _index[1]
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raw = {}
    index = {str(k): str(v) for k, v in raw.items() if isinstance(v, str)} if isinstance(raw, dict) else {}
    _index = ((mtime, str(path)), index)
    return index


def _write_index(index: dict[str, str]) -> None:
    global _index
    _index = None
    folder().mkdir(parents=True, exist_ok=True)
    tmp = folder() / "avatars.json.tmp"
    tmp.write_text(json.dumps(index, ensure_ascii=False, indent=1), encoding="utf-8")
    tmp.replace(folder() / "avatars.json")


def set_avatar(name: str, source: str | Path | bytes) -> None:
    """Give `name` this picture (checked, cut square, copied in). PictureError when refused."""
    image = pictures.read_picture(source)
    s = min(image.width(), image.height())
    square = image.copy((image.width() - s) // 2, (image.height() - s) // 2, s, s)
    if s > AVATAR_SIDE:
        square = square.scaled(AVATAR_SIDE, AVATAR_SIDE, Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation)
    data, ext = pictures.encode(square)
    file = f"{hashlib.sha256(data).hexdigest()[:24]}.{ext}"
    folder().mkdir(parents=True, exist_ok=True)
    (folder() / file).write_bytes(data)
    index = dict(_read_index())
    old = index.get(_key(name))
    index[_key(name)] = file
    _write_index(index)
    _forget(old, index)


def clear_avatar(name: str) -> None:
    index = dict(_read_index())
    old = index.pop(_key(name), None)
    _write_index(index)
    _forget(old, index)


def _forget(file: str | None, index: dict[str, str]) -> None:
    if file and file not in index.values():
        (folder() / file).unlink(missing_ok=True)


def avatar_path(name: str) -> Path | None:
    """The stored picture of `name`, when there is one and its file is still there."""
    file = _read_index().get(_key(name))
    if not file or "/" in file or "\\" in file:
        return None
    path = folder() / file
    return path if path.is_file() else None


def avatar_image(name: str, side: int) -> QImage | None:
    """`name`'s picture, round, `side` pixels across (cached), or None."""
    path = avatar_path(name)
    if path is None:
        return None
    key = (str(path), side)
    if key not in _images:
        try:
            image = pictures.read_picture(path, AVATAR_SIDE)
        except pictures.PictureError:
            return None
        _images[key] = pictures.round_image(image, side)
    return _images[key]


def draw_avatar(painter: QPainter, rect: QRectF, name: str, ring: QColor | None = None) -> bool:
    """Draw `name`'s picture round in `rect` (with a ring); False when there is none (draw the initial)."""
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    side = max(16, min(AVATAR_SIDE, math.ceil(rect.width() * scale * dpr / 8) * 8))
    image = avatar_image(name, side)
    if image is None:
        return False
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(rect, image)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ring or QColor("#fffdf7"), max(1.5, rect.width() / 22)))
    painter.drawEllipse(rect)
    painter.restore()
    return True
