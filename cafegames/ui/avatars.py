"""Photo avatars: a player's own picture, remembered by name, shown round at the seats of every game.

Pictures go through the same checks as deck pictures (cafegames/ui/pictures.py), are cut square and kept at
AVATAR_SIDE pixels in `data_dir()/avatars/` with `avatars.json` mapping a name (case-folded) to its file, so
"Grandma" finds her photo again in any game, any new match. Scenes call `draw_avatar` in place of the coloured
initial; it returns False when the name has no picture (or its file is gone), and the scene draws the initial.

`avatars.json` is read as hostile data (cafegames/engine/files.py): bounded, and a file it names is used, replaced
or deleted only inside the avatars folder (`inside`, `remove_inside`); an entry naming a path elsewhere is ignored
with a log line. Photos are read bounded too: a link to /dev/zero or a pipe is refused at once and the initial is
drawn. Files are written atomically (`write_atomic`), which replaces a link rather than writing through it.

A name may instead have a ready-made avatar (cafegames/ui/builtin_avatars.py), stored as "builtin:<id>": that
value is resolved only among the shipped ids, never as a path, and never deleted.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QToolButton,
    QWidget,
    QWidgetAction,
)

from cafegames.engine.files import FileRefused, inside, is_plain_name, read_bounded, remove_inside
from cafegames.engine.paths import data_dir
from cafegames.ui import builtin_avatars, pictures
from cafegames.ui.i18n import fill, tr_message
from cafegames.ui.plain_text import plain_tooltip

AVATAR_SIDE = 256
_images: dict[tuple[str, int], QImage] = {}
_refused: dict[str, tuple[int, int]] = {}  # photos that could not be used: path → (mtime, size) when refused
_index: tuple[tuple[int, int, str], dict[str, str]] | None = None
log = logging.getLogger(__name__)


def folder() -> Path:
    return data_dir() / "avatars"


def _key(name: str) -> str:
    return name.strip().casefold()


def _read_index() -> dict[str, str]:
    """The names and their photo files; entries that name a path outside the folder are left out (logged)."""
    global _index
    path = folder() / "avatars.json"
    try:
        info = path.stat()
    except OSError:
        return {}
    key = (info.st_mtime_ns, info.st_size, str(path))
    if _index is not None and _index[0] == key:
        return _index[1]
    try:
        raw = json.loads(read_bounded(path, "avatars").decode("utf-8-sig"))
    except FileRefused as exc:
        log.warning("the avatars index %s is not used: %s", path, exc.kind)
        raw = {}
    except (ValueError, RecursionError) as exc:
        log.warning("the avatars index %s is not readable JSON: %s", path, type(exc).__name__)
        raw = {}
    index: dict[str, str] = {}
    for name, file in (raw.items() if isinstance(raw, dict) else ()):
        if not isinstance(file, str):
            continue
        if builtin_avatars.is_reserved(file):
            if builtin_avatars.face_of(file) is None:
                log.warning("the avatar of %r in %s is ignored: %r is not one of ours", str(name)[:80], path,
                            file[:200])
            else:
                index[str(name)] = file
            continue
        if not is_plain_name(file) or "/" in file or "\\" in file:
            log.warning("the photo of %r in %s is ignored: %r is not a file of the avatars folder", str(name)[:80],
                        path, file[:200])
            continue
        index[str(name)] = file
    _index = (key, index)
    return index


def _write(name: str, data: bytes, backup: bool = True) -> None:
    """`data` as the file `name` of the avatars folder, atomically (`write_atomic`): a link there is replaced,
    never written through. A photo keeps no backup (its name is the hash of its bytes)."""
    from cafegames.engine.saves import BACKUP_SUFFIX, write_atomic

    write_atomic(folder() / name, data)
    if not backup:
        remove_inside(folder(), name + BACKUP_SUFFIX)


def _write_index(index: dict[str, str]) -> None:
    """The index, written; when it cannot be (a folder in its place, a full disk) the photos stay as they were,
    said in the log."""
    global _index
    _index = None
    try:
        _write("avatars.json", json.dumps(index, ensure_ascii=False, indent=1).encode())
    except OSError as exc:
        log.warning("the avatars index could not be written: %s", exc)


def set_avatar(name: str, source: str | Path | bytes) -> None:
    """Give `name` this picture (checked, cut square, copied in). PictureError when refused."""
    if not isinstance(source, bytes):
        try:  # a pipe or /dev/zero chosen in the file dialog is refused at once, not read for ever
            source = read_bounded(source, "picture")
        except FileRefused as exc:
            raise pictures.PictureError(tr_message(exc.message)) from None
    image = pictures.read_picture(source)
    s = min(image.width(), image.height())
    square = image.copy((image.width() - s) // 2, (image.height() - s) // 2, s, s)
    if s > AVATAR_SIDE:
        square = square.scaled(AVATAR_SIDE, AVATAR_SIDE, Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation)
    data, ext = pictures.encode(square)
    file = f"{hashlib.sha256(data).hexdigest()[:24]}.{ext}"
    _write(file, data, backup=False)
    index = dict(_read_index())
    old = index.get(_key(name))
    index[_key(name)] = file
    _write_index(index)
    _forget(old, index)


def set_builtin(name: str, face: str) -> None:
    """Give `name` the ready-made avatar `face` (an id of builtin_avatars.BUILTIN)."""
    if face not in builtin_avatars.BUILTIN:
        raise ValueError(f"no ready-made avatar {face!r}")
    index = dict(_read_index())
    old = index.get(_key(name))
    index[_key(name)] = builtin_avatars.key(face)
    _write_index(index)
    _forget(old, index)


def rename_avatar(old: str, new: str) -> None:
    """A renamed player keeps their photo: the picture of `old` becomes `new`'s (nothing when `old` had none)."""
    index = dict(_read_index())
    file = index.pop(_key(old), None)
    if file is None or _key(old) == _key(new):
        return
    replaced = index.get(_key(new))
    index[_key(new)] = file
    _write_index(index)
    _forget(replaced, index)


def clear_avatar(name: str) -> None:
    index = dict(_read_index())
    old = index.pop(_key(name), None)
    _write_index(index)
    _forget(old, index)


def _forget(file: str | None, index: dict[str, str]) -> None:
    """Delete a photo no name uses any more: only a file of the avatars folder, never what a link points to."""
    if file and file not in index.values() and not builtin_avatars.is_reserved(file):
        remove_inside(folder(), file)


def avatar_path(name: str) -> Path | None:
    """The stored picture of `name`, when there is one and its file is still there (inside the folder, or the
    shipped file of a ready-made one)."""
    return _path_of(_read_index().get(_key(name)))


def _path_of(file: str | None) -> Path | None:
    if file and builtin_avatars.is_reserved(file):
        face = builtin_avatars.face_of(file)
        return builtin_avatars.path(face) if face else None
    path = inside(folder(), file) if file else None
    return path if path is not None and path.is_file() else None


def avatar_image(name: str, side: int) -> QImage | None:
    """`name`'s picture, round, `side` pixels across (cached), or None. A photo refused is said once in the log
    and not read again at every paint (until its file changes)."""
    file = _read_index().get(_key(name))
    face = builtin_avatars.face_of(file) if file else None
    if face is not None:  # a ready-made one: drawn once per size
        key = (builtin_avatars.key(face), side)
        if key not in _images:
            drawn = builtin_avatars.image(face, side)
            if drawn is None:
                return None
            _images[key] = pictures.round_image(drawn, side)
        return _images[key]
    path = _path_of(file)
    if path is None:
        return None
    key = (str(path), side)
    if key not in _images:
        try:
            info = path.stat()
        except OSError:
            return None
        stamp = (info.st_mtime_ns, info.st_size)
        if _refused.get(str(path)) == stamp:
            return None
        try:  # bounded: a photo that became a pipe or a link to /dev/zero is refused at once
            image = pictures.read_picture(read_bounded(path, "picture"), AVATAR_SIDE, path.name)
        except (FileRefused, pictures.PictureError) as exc:
            log.warning("the photo %s is not used: %s", path, getattr(exc, "kind", exc))
            _refused[str(path)] = stamp
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
    painter.setPen(QPen(ring or QColor("#fffdf7"), max(2.0, rect.width() / 14)))
    painter.drawEllipse(rect)
    painter.restore()
    return True


def player_icon(name: str, colour: QColor, side: int = 40, computer: bool = False) -> QIcon:
    """A round photo (the avatar of the name) or a disc of the player's colour with the initial; a small screen
    for a computer level."""
    image = avatar_image(name, side * 2) if name and not computer else None
    if image is None:
        image = QImage(side * 2, side * 2, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#fffaf0"), side / 12))  # a light ring: the disc stays a disc on any background
        painter.setBrush(colour)
        painter.drawEllipse(QRectF(3, 3, side * 2 - 6, side * 2 - 6))
        font = painter.font()
        font.setPixelSize(side)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        if computer:
            painter.setPen(QPen(QColor("white"), side / 9))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(side * 0.5, side * 0.55, side, side * 0.7), side / 10, side / 10)
            painter.drawLine(QPointF(side * 0.75, side * 1.45), QPointF(side * 1.25, side * 1.45))
        else:
            painter.drawText(QRectF(0, 0, side * 2, side * 2), Qt.AlignmentFlag.AlignCenter, name[:1].upper() or "?")
        painter.end()
    return QIcon(QPixmap.fromImage(image))


class AvatarButton(QToolButton):
    """The photo of the player named in `name_edit` (new-game dialog): click to choose a photo, one of the
    ready-made avatars (a grid in the menu, one click) or none. Refusals go to `on_error` (a sentence for the user)."""

    SIDE = 34
    GRID_SIDE = 44  # the ready-made ones in the menu: as large as at a seat plate
    COLUMNS = 4

    def __init__(self, name_edit: QLineEdit, on_error: Callable[[str], None]):
        super().__init__()
        self.name_edit = name_edit
        self.on_error = on_error
        self.setIconSize(QSize(self.SIDE, self.SIDE))
        self.setAutoRaise(True)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self)
        self.choose_action = menu.addAction(self.tr("Choose a photo…"), self.choose_dialog)
        self.clear_action = menu.addAction(self.tr("No photo"), self.clear)
        menu.addSeparator()
        grid = QWidgetAction(menu)
        grid.setDefaultWidget(self._builtin_grid())
        menu.addAction(grid)
        self.setMenu(menu)
        name_edit.textChanged.connect(self.refresh)
        self.refresh()

    def _builtin_grid(self) -> QWidget:
        """The ready-made avatars, COLUMNS a row, each a button with its translated name."""
        box = QWidget()
        box.setObjectName("builtinAvatars")
        layout = QGridLayout(box)
        layout.setContentsMargins(10, 4, 10, 8)
        layout.setSpacing(4)
        label = QLabel(self.tr("Or an animal:"))
        layout.addWidget(label, 0, 0, 1, self.COLUMNS)
        self.builtin_buttons: dict[str, QToolButton] = {}
        for i, face in enumerate(builtin_avatars.BUILTIN):
            button = QToolButton()
            image = builtin_avatars.image(face, self.GRID_SIDE * 2)
            if image is not None:
                button.setIcon(QIcon(QPixmap.fromImage(pictures.round_image(image, self.GRID_SIDE * 2))))
            button.setIconSize(QSize(self.GRID_SIDE, self.GRID_SIDE))
            button.setAutoRaise(True)
            button.setToolTip(builtin_avatars.name(face))
            button.setAccessibleName(builtin_avatars.name(face))
            button.clicked.connect(lambda _checked=False, face=face: self.set_builtin(face))
            layout.addWidget(button, 1 + i // self.COLUMNS, i % self.COLUMNS)
            self.builtin_buttons[face] = button
        return box

    def set_builtin(self, face: str) -> None:
        """One click in the grid: the ready-made `face` becomes this name's avatar."""
        set_builtin(self.name_edit.text().strip(), face)
        self.menu().close()
        self.refresh()

    def refresh(self) -> None:
        name = self.name_edit.text().strip()
        image = avatar_image(name, self.SIDE * 2) if name else None
        has = image is not None
        if image is None:
            image = QImage(self.SIDE * 2, self.SIDE * 2, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor("#8c8478"), 3, Qt.PenStyle.DashLine))
            painter.drawEllipse(QRectF(3, 3, self.SIDE * 2 - 6, self.SIDE * 2 - 6))
            painter.setPen(QColor("#6b5f50"))
            font = painter.font()
            font.setPixelSize(self.SIDE)
            painter.setFont(font)
            painter.drawText(QRectF(0, 0, self.SIDE * 2, self.SIDE * 2), Qt.AlignmentFlag.AlignCenter, "+")
            painter.end()
        self.setIcon(QIcon(QPixmap.fromImage(image)))
        self.clear_action.setEnabled(has)
        self.setEnabled(bool(name))
        self.setToolTip(plain_tooltip(fill(self.tr("Photo of {name}"), name=name)) if name else "")

    def choose_dialog(self) -> None:
        from cafegames.ui import file_choosers

        path = file_choosers.open_file(self, self.tr("A photo for {name}").format(name=self.name_edit.text().strip()),
                                       pictures.file_filter(), file_choosers.PICTURES)
        if path:
            self.set_photo(path)

    def set_photo(self, source: str | Path | bytes) -> bool:
        try:
            set_avatar(self.name_edit.text().strip(), source)
        except pictures.PictureError as e:
            self.on_error(str(e))
            return False
        self.refresh()
        return True

    def clear(self) -> None:
        clear_avatar(self.name_edit.text().strip())
        self.refresh()


class AvatarItem(QGraphicsItem):
    """A player's photo, round, ringed in their colour (for scenes that lay out seats with items)."""

    def __init__(self, rect: QRectF, name: str, ring: QColor, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.name = name
        self.ring = QColor(ring)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not draw_avatar(painter, self.rect, self.name, self.ring):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.ring)
            painter.drawEllipse(self.rect)
