"""The user's own pictures (card decks, avatars): read safely, scale, crop, save.

Pictures come from anywhere (a phone, a shared zip), so a file is read with `files.read_bounded` (a regular file,
at most `MAX_BYTES`: a link to /dev/zero or a pipe is refused at once), then decoded with QImageReader under
limits: the format found in the content must be one of `FORMATS` (Qt also reads SVG, TIFF, XPM and more, which
the file filter and the message do not promise), a size in pixels checked from the header before decoding, and
Qt's allocation limit. Anything else raises `PictureError` with a sentence for the user — never a crash.
Accepted pictures are scaled down to `MAX_SIDE` and stored as JPEG (or PNG when they have transparency).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QImageReader, QPainter, QPainterPath

from cafegames.engine import files
from cafegames.ui.i18n import tr_message

MAX_BYTES = files.LIMITS["picture"]
MAX_PIXELS = 60_000_000  # 60 megapixels: bigger than any phone photo, far from a decompression bomb
MAX_SIDE = 1024  # pictures are kept at most this many pixels on their longer side
ALLOCATION_MB = 512
# The one list of accepted formats: what a person calls each → its file name endings, the first being the name Qt
# gives the format it finds in the content. The file filter, the refusal's sentence and the check all read it.
FORMATS: dict[str, tuple[str, ...]] = {
    "PNG": ("png",), "JPEG": ("jpeg", "jpg"), "GIF": ("gif",), "BMP": ("bmp",), "WebP": ("webp",)}
_ACCEPTED = frozenset(ext for endings in FORMATS.values() for ext in endings)

log = logging.getLogger(__name__)


class PictureError(ValueError):
    """A picture that cannot be used; str(error) is a translated sentence for the user."""


def file_filter() -> str:
    endings = " ".join(f"*.{ext}" for exts in FORMATS.values() for ext in exts)
    return QCoreApplication.translate("Pictures", "Pictures") + f" ({endings})"


def format_names() -> str:
    """The accepted formats as a person reads them: "PNG, JPEG, GIF, BMP or WebP"."""
    names = list(FORMATS)
    return QCoreApplication.translate("Pictures", "{some} or {last}").format(some=", ".join(names[:-1]),
                                                                             last=names[-1])


def not_a_picture(label: str) -> PictureError:
    return PictureError(QCoreApplication.translate("Pictures", "“{name}” is not a picture this program can read "
                                                               "({formats}).").format(name=label,
                                                                                      formats=format_names()))


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
            data = files.read_bounded(path, "picture")
        except files.FileRefused as refused:
            if refused.kind == files.TOO_BIG:
                raise _too_large(label, refused.size or 0) from None
            raise PictureError(tr_message(refused.message)) from None
    if len(data) > MAX_BYTES:
        raise _too_large(label, len(data))
    if not data:
        raise PictureError(QCoreApplication.translate("Pictures", "“{name}” is empty.").format(name=label))
    array = QByteArray(data)
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    outcome = _decode(reader, data, label, max_side)
    # The reader goes before its buffer, and no exception is raised while it lives (a traceback would keep it):
    # Qt's TIFF reader touches its device when it is destroyed, a crash of the whole app when the buffer is gone.
    del reader
    buffer.close()
    if isinstance(outcome, str):
        raise PictureError(outcome)
    if max(outcome.width(), outcome.height()) > max_side:
        outcome = outcome.scaled(QSize(max_side, max_side), Qt.AspectRatioMode.KeepAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
    return outcome


def _decode(reader: QImageReader, data: bytes, label: str, max_side: int) -> QImage | str:
    """The picture `reader` reads, or the sentence refusing it (returned, not raised: see read_picture)."""
    reader.setDecideFormatFromContent(True)
    reader.setAutoTransform(True)  # photos taken upright on a phone stay upright
    fmt = bytes(reader.format().data()).decode(errors="replace").lower()
    if not reader.canRead() or fmt not in _ACCEPTED:
        if fmt:
            log.info("%s refused: its content is %s", label, fmt)
        return str(not_a_picture(label))
    dims = reader.size()
    if not dims.isValid() or dims.width() <= 0 or dims.height() <= 0:
        return QCoreApplication.translate("Pictures", "“{name}” is damaged: its size cannot be read.").format(name=label)
    if dims.width() * dims.height() > MAX_PIXELS or max(dims.width(), dims.height()) > 30000:
        return QCoreApplication.translate("Pictures", "“{name}” is too big a picture ({w} × {h} pixels).").format(
            name=label, w=dims.width(), h=dims.height())
    if fmt in ("jpeg", "jpg") and not jpeg_complete(data):
        return QCoreApplication.translate("Pictures", "“{name}” is damaged or cut short.").format(name=label)
    if max(dims.width(), dims.height()) > max_side and fmt in ("jpeg", "jpg"):
        reader.setScaledSize(dims.scaled(QSize(max_side, max_side), Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():  # Qt's reason (English, technical) is for the log
        log.info("%s cannot be read: %s", label, reader.errorString())
        return QCoreApplication.translate("Pictures", "“{name}” is damaged or cut short.").format(name=label)
    return image


def _too_large(label: str, size: int) -> PictureError:
    return PictureError(QCoreApplication.translate("Pictures", "“{name}” is too large a file ({mb} MB; at most {max} MB).").format(
        name=label, mb=size // (1024 * 1024), max=MAX_BYTES // (1024 * 1024)))


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
