"""Shared graphics items for the game scenes: SVG art cached as pixmaps, buttons, readable fonts, colours.

Scenes draw in a fixed logical rectangle (`GameScene.WIDTH × HEIGHT`, 1600 × 1000) that the view scales to
the window. The smallest window the app is made for, 1024 × 640, scales it by 0.595 (1280 × 800 with the log panel
open by about 0.65), so scene text must be at least `MIN_FONT_PX` (19) scene pixels to stay at 11 screen pixels or
more (tests/ui/test_readability.py): use `scene_font`.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from cafegames.ui import larger
from cafegames.ui.paint_cache import look_cache

MIN_FONT_PX = 19  # 11 screen px at the 0.595 of a 1024 × 640 window (18 gave 10.7)

SvgSource = str | bytes | Path | Callable[[], str | bytes]


def scene_font(px: int = 24, bold: bool = False, family: str = "") -> QFont:
    """A font of `px` scene pixels (never below MIN_FONT_PX)."""
    font = QFont(family) if family else QFont()
    font.setPixelSize(max(px, MIN_FONT_PX))
    font.setBold(bold)
    return font


class SvgCache:
    """SVG art rendered once per (id, pixel size, device pixel ratio) into pixmaps, least recently used dropped.

    `source` is the SVG text, bytes, a file path, or a function producing the text (called only on a miss, so
    parametric card faces are generated once)."""

    def __init__(self, limit: int = 600):
        self.limit = limit
        self.pixmaps: OrderedDict[tuple[str, int, int, int], QPixmap] = OrderedDict()
        self.renderers: dict[str, QSvgRenderer] = {}
        self.hits = 0
        self.misses = 0

    def renderer(self, key: str, source: SvgSource) -> QSvgRenderer:
        r = self.renderers.get(key)
        if r is None:
            if callable(source):
                source = source()
            if isinstance(source, Path):
                r = QSvgRenderer(str(source))
            else:
                data = source.encode() if isinstance(source, str) else source
                r = QSvgRenderer(QByteArray(data))
            self.renderers[key] = r
        return r

    def pixmap(self, key: str, source: SvgSource, size: QSize, dpr: float = 1.0) -> QPixmap:
        w, h = max(1, size.width()), max(1, size.height())
        cache_key = (key, w, h, round(dpr * 100))
        pm = self.pixmaps.get(cache_key)
        if pm is not None:
            self.hits += 1
            self.pixmaps.move_to_end(cache_key)
            return pm
        self.misses += 1
        pm = QPixmap(round(w * dpr), round(h * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.renderer(key, source).render(painter, QRectF(0, 0, w, h))
        painter.end()
        self.pixmaps[cache_key] = pm
        while len(self.pixmaps) > self.limit:
            self.pixmaps.popitem(last=False)
        return pm

    def clear(self) -> None:
        self.pixmaps.clear()
        self.renderers.clear()


svg_cache = SvgCache()


def view_scale(painter: QPainter) -> float:
    """How many device pixels one scene unit takes in this paint (the view's zoom times the item's)."""
    t = painter.worldTransform()
    return max(math.hypot(t.m11(), t.m12()), 0.05)


_scale_of = view_scale  # the first name, used by scenes written before


class SvgItem(QGraphicsObject):
    """An SVG picture of a given scene size, drawn from cached pixmaps at the resolution the view needs.

    Being a QGraphicsObject it animates through QPropertyAnimation on "pos", "opacity", "rotation", "scale"."""

    def __init__(self, key: str, source: SvgSource, size: QSizeF, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.key = key
        self.source = source
        self.size = QSizeF(size)

    def set_svg(self, key: str, source: SvgSource) -> None:
        if key != self.key:
            self.key, self.source = key, source
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.size.width(), self.size.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # Round the on-screen scale up to a step of 1/8 so a resize does not render a new pixmap per pixel.
        scale = math.ceil(view_scale(painter) * 8) / 8
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        px = QSize(math.ceil(self.size.width() * scale), math.ceil(self.size.height() * scale))
        pm = svg_cache.pixmap(self.key, self.source, px, dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self.boundingRect(), pm, QRectF(0, 0, pm.width(), pm.height()))


class Palette:
    """The shared colours: warm, calm, high contrast."""

    ink = QColor("#2b2118")
    paper = QColor("#fbf4e6")
    accent = QColor("#c8553d")
    accent_dark = QColor("#8f3524")
    ok = QColor("#2f7d4f")
    shadow = QColor(0, 0, 0, 90)
    disabled = QColor("#b9ae9c")
    error_bg = QColor("#8f2424")
    banner_text = QColor("#ffffff")


class HoverHighlight:
    """Mixin for scene items drawn differently under the mouse: keeps `hovered` up to date and repaints.
    The item still turns hover events on (`setAcceptHoverEvents`)."""

    hovered = False

    def hoverEnterEvent(self, event) -> None:  # noqa: N802
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self.hovered = False
        self.update()


class ButtonItem(HoverHighlight, QGraphicsObject):
    """A big rounded in-scene button with a text; emits `clicked` when enabled and clicked."""

    clicked = Signal()

    def __init__(self, text: str, size: QSizeF | None = None, parent: QGraphicsItem | None = None,
                 color: QColor = Palette.accent, font_px: int = 24):
        super().__init__(parent)
        self.text = text
        self.size = QSizeF(size) if size is not None else QSizeF(220, 64)
        self.color = QColor(color)
        self.font = scene_font(font_px, bold=True)
        self.hovered = False
        self.pressed = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_text(self, text: str) -> None:
        if text != self.text:  # the same text again (a redraw of the same position) repaints nothing
            self.text = text
            self.update()

    def restyle(self, text: str, size: QSizeF, color: QColor) -> None:
        """Another text, size or colour for the same button (a scene that keeps its items across moves);
        repainted only when one of them differs."""
        if size != self.size:
            self.prepareGeometryChange()
            self.size = QSizeF(size)
            self.update()
        if text != self.text or color != self.color:
            self.text = text
            self.color = QColor(color)
            self.update()

    def setEnabled(self, enabled: bool) -> None:  # noqa: N802 - Qt API
        super().setEnabled(enabled)
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-2, -2, self.size.width() + 4, self.size.height() + 6)

    def look(self) -> tuple:
        """Everything the button shows (the key of its cached pixmap)."""
        return (self.text, self.size.width(), self.size.height(), self.color.rgba(), self.font.key(),
                self.isEnabled(), self.hovered, self.pressed)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        radius = min(18.0, rect.height() / 2)
        color = self.color if self.isEnabled() else Palette.disabled
        if self.hovered and self.isEnabled():
            color = color.lighter(115)
        offset = 2 if self.pressed else 0
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.shadow)
        painter.drawRoundedRect(rect.translated(0, 4), radius, radius)
        painter.setBrush(QBrush(color))
        painter.setPen(QPen(color.darker(130), 2))
        painter.drawRoundedRect(rect.translated(0, offset), radius, radius)
        painter.setPen(Palette.banner_text)
        painter.setFont(self.font)
        painter.drawText(rect.translated(0, offset), Qt.AlignmentFlag.AlignCenter, self.text)

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if self.isEnabled():
            self.pressed = True
            self.update()
            event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        was = self.pressed
        self.pressed = False
        self.update()
        if was and self.isEnabled() and self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class BannerItem(QGraphicsObject):
    """A rounded message box drawn over the table (errors, "your turn" hints); word-wrapped text."""

    def __init__(self, width: float = 900, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.width = width
        self.text = ""
        self.background = QColor(Palette.error_bg)
        self.font = scene_font(24, bold=True)
        self.setZValue(10_000)

    def set_text(self, text: str, background: QColor | None = None) -> None:
        self.prepareGeometryChange()
        self.font = scene_font(larger.px(24), bold=True)  # "Larger cards and text" as it is now
        self.text = text
        if background is not None:
            self.background = QColor(background)
        self.update()

    def text_rect(self) -> QRectF:
        """The banner's box at its width (item coordinates): as tall as its wrapped text."""
        from PySide6.QtGui import QFontMetricsF

        fm = QFontMetricsF(self.font)
        r = fm.boundingRect(QRectF(0, 0, self.width - 48, 10_000), int(Qt.TextFlag.TextWordWrap), self.text)
        return QRectF(0, 0, self.width, r.height() + 32)

    def placed_rect(self) -> QRectF:
        """The box in scene coordinates (without its shadow): what the placement service keeps clear."""
        return self.mapRectToScene(self.text_rect())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.text_rect().adjusted(-2, -2, 2, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.text_rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(rect, 16, 16)
        painter.fillPath(path.translated(0, 4), Palette.shadow)
        painter.fillPath(path, self.background)
        painter.setPen(Palette.banner_text)
        painter.setFont(self.font)
        painter.drawText(rect.adjusted(24, 16, -24, -16),
                         int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap), self.text)


class FocusRing(QGraphicsObject):
    """The keyboard's cursor: a white ring edged in black (seen on wood, on cards, on buttons and on paper alike);
    hidden until placed and shown."""

    def __init__(self, parent: QGraphicsItem | None = None, radius: float = 12):
        super().__init__(parent)
        self.rect = QRectF()
        self.radius = radius
        self.setZValue(45)
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((QColor("#111111"), 8), (QColor("#ffffff"), 4)):
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(self.rect, self.radius, self.radius)
