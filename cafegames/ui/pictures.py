"""The user's own pictures (card decks, avatars): read safely, scale, crop, save.

Pictures come from anywhere (a phone, a shared zip), so they are read with QImageReader under limits: a size
in bytes, a size in pixels checked from the header before decoding, and Qt's allocation limit. Anything else
(not a picture, damaged, a format Qt cannot read) raises `PictureError` with a sentence for the user — never a
crash. Accepted pictures are scaled down to `MAX_SIDE` and stored as JPEG (or PNG when they have transparency).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QPainterPath

from cafegames.engine.os_errors import os_reason
from cafegames.ui.i18n import tr_message

MAX_BYTES = 40 * 1024 * 1024  # a 40 MB file is already a very large photo
MAX_PIXELS = 60_000_000  # 60 megapixels: bigger than any phone photo, far from a decompression bomb
MAX_SIDE = 1024  # pictures are kept at most this many pixels on their longer side
ALLOCATION_MB = 512
FORMATS = ("png", "jpg", "jpeg", "bmp", "gif", "webp")



class PictureError(ValueError):
    """A picture that cannot be used; str(error) is a translated sentence for the user."""


def file_filter() -> str:
    return QCoreApplication.translate("Pictures", "Pictures") + " (" + " ".join(f"*.{f}" for f in FORMATS) + ")"


def read_picture(source: str | Path | bytes, max_side: int = MAX_SIDE, name: str = "") -> QImage:
    """Read a picture (a file path or its bytes), refusing bad ones with PictureError; scaled to `max_side`."""
    QImageReader.setAllocationLimit(ALLOCATION_MB)
    if isinstance(source, bytes):
        data = source
        label = name or QCoreApplication.translate("Pictures", "the picture")
    else:
        path = Path(source)
        label = name or path.name
        try:
            size = path.stat().st_size
            if size > MAX_BYTES:
                raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is too large a file ({mb} MB; at most {max} MB).").format(
                    name=label, mb=size // (1024 * 1024), max=MAX_BYTES // (1024 * 1024)))
            data = path.read_bytes()
        except PictureError:
            raise
        except OSError as exc:
            raise PictureError(QCoreApplication.translate("Pictures", "“{name}” could not be opened: {reason}.").format(
                name=label, reason=tr_message(os_reason(exc)))) from None
    if len(data) > MAX_BYTES:
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is too large a file ({mb} MB; at most {max} MB).").format(
            name=label, mb=len(data) // (1024 * 1024), max=MAX_BYTES // (1024 * 1024)))
    if not data:
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is empty.").format(name=label))
    array = QByteArray(data)
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    reader.setDecideFormatFromContent(True)
    reader.setAutoTransform(True)  # photos taken upright on a phone stay upright
    fmt = bytes(reader.format().data()).decode(errors="replace").lower()
    if not reader.canRead() or not fmt:
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is not a picture this program can read (PNG, JPEG, GIF, BMP or WebP).")
                           .format(name=label))
    dims = reader.size()
    if not dims.isValid() or dims.width() <= 0 or dims.height() <= 0:
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is damaged: its size cannot be read.").format(name=label))
    if dims.width() * dims.height() > MAX_PIXELS or max(dims.width(), dims.height()) > 30000:
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is too big a picture ({w} × {h} pixels).").format(
            name=label, w=dims.width(), h=dims.height()))
    if fmt in ("jpeg", "jpg") and not jpeg_complete(data):
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is damaged or cut short.").format(name=label))
    if max(dims.width(), dims.height()) > max_side and fmt in ("jpeg", "jpg"):
        reader.setScaledSize(dims.scaled(QSize(max_side, max_side), Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():  # Qt's reason (English, technical) is for the log
        logging.getLogger(__name__).info("%s cannot be read: %s", label, reader.errorString())
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is damaged or cut short.").format(name=label))
    buffer.close()
    if max(image.width(), image.height()) > max_side:
        image = image.scaled(QSize(max_side, max_side), Qt.AspectRatioMode.KeepAspectRatio,
                             Qt.TransformationMode.SmoothTransformation)
    return image


def jpeg_complete(data: bytes) -> bool:
    """Whether a JPEG reaches its end-of-image marker. Qt decodes a cut-short JPEG without an error (grey
    bottom), so this walks the markers: segments by their length (EXIF thumbnails inside are skipped whole), then
    the scan data up to the next marker, until EOI. Bytes after EOI (phones append motion clips) are fine."""
    n = len(data)
    i = 2 if data[:2] == b"\xff\xd8" else -1
    if i < 0:
        return False
    while i + 1 < n:
        if data[i] != 0xFF:
            return False
        marker = data[i + 1]
        if marker == 0xFF:  # fill byte
            i += 1
            continue
        if marker == 0xD9:
            return True
        if 0xD0 <= marker <= 0xD7 or marker == 0x01:
            i += 2
            continue
        if i + 3 >= n:
            return False
        i += 2 + ((data[i + 2] << 8) | data[i + 3])
        if marker == 0xDA:  # scan data: runs to the next marker that is not a stuffed 0xFF00 or a restart
            while True:
                i = data.find(b"\xff", i)
                if i < 0 or i + 1 >= n:
                    return False
                nxt = data[i + 1]
                if nxt == 0x00 or 0xD0 <= nxt <= 0xD7:
                    i += 2
                    continue
                break
    return False


def encode(image: QImage, png_quality: int = -1) -> tuple[bytes, str]:
    """The bytes to store and their extension: JPEG for photos, PNG when the picture has transparency."""
    fmt = "png" if image.hasAlphaChannel() else "jpg"
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG" if fmt == "png" else "JPEG", png_quality if fmt == "png" else 90)
    buffer.close()
    return bytes(array.data()), fmt


def data_uri(image: QImage, png_quality: int = -1) -> str:
    """The picture as a data: URI (for SVG). A PNG quality of 90 trades size for speed (light compression)."""
    import base64

    data, fmt = encode(image, png_quality)
    mime = "image/png" if fmt == "png" else "image/jpeg"
    return f"data:{mime};base64," + base64.b64encode(data).decode()


def crop(image: QImage, aspect: float, zoom: float = 1.0, cx: float = 0.5, cy: float = 0.5,
         max_side: int = 512) -> QImage:
    """The part of `image` shown in a frame of width/height `aspect`: the largest such window, narrowed by
    `zoom` (≥ 1), centred at (`cx`, `cy`) in fractions of the picture, kept inside it."""
    w, h = image.width(), image.height()
    zoom = max(1.0, float(zoom))
    if w / h > aspect:
        ch = h / zoom
        cw = ch * aspect
    else:
        cw = w / zoom
        ch = cw / aspect
    x = min(max(cx * w - cw / 2, 0), w - cw)
    y = min(max(cy * h - ch / 2, 0), h - ch)
    part = image.copy(round(x), round(y), max(1, round(cw)), max(1, round(ch)))
    if max(part.width(), part.height()) > max_side:
        part = part.scaled(QSize(max_side, max_side), Qt.AspectRatioMode.KeepAspectRatio,
                           Qt.TransformationMode.SmoothTransformation)
    return part


def round_image(image: QImage, side: int) -> QImage:
    """A square, round-clipped copy (for avatars), `side` pixels across."""
    s = min(image.width(), image.height())
    square = image.copy((image.width() - s) // 2, (image.height() - s) // 2, s, s).scaled(
        side, side, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    out = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addEllipse(QRectF(0, 0, side, side))
    painter.setClipPath(path)
    painter.drawImage(0, 0, square)
    painter.end()
    return out
