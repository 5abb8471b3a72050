"""Pictures of items kept by what they show: an item drawn from a few fields (a card, a chair, a player's row)
is painted once per look and size into a pixmap, and every later frame only copies that pixmap.

Why not `QGraphicsItem.DeviceCoordinateCache`: the scenes rebuild many items on every `show_state` (the hands,
the seats) and call `update()` on the rest, and Qt's cache lives in one item and is thrown away by `update()`. This
cache is keyed by the look (a tuple of everything `paint` reads) and shared by all items, so a rebuilt card that
looks the same as before costs one pixmap copy.

The picture is what a direct paint gives (up to rounding: composed in another order, a colour may differ by 1 or 2
of 255): it is drawn with the painter's own transform, the same render hints and the same fraction of a device
pixel as the item has on screen (as Qt's own device cache does), and copied to whole device pixels, one to one
(without SmoothPixmapTransform, which changes no pixel there but sends Qt's raster engine down a path several
times slower). Each item also keeps its last picture, so a frame in which nothing about it changed makes no key.
A turned item (a card on the discard pile) is painted directly while it turns and from a picture once it holds
still (Qt's DeviceCoordinateCache repaints a turned item on every frame); `look` must decide the bounding rect.
"""

from __future__ import annotations

from collections import OrderedDict, deque
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

_SMOOTH = QPainter.RenderHint.SmoothPixmapTransform
_SCALED = QTransform.TransformationType.TxScale.value
_SHEARED = QTransform.TransformationType.TxShear.value
PAD = 3  # device pixels kept around the bounding rect: a pen's half width past it is drawn as a direct paint would


class LookCache:
    """Pixmaps of item pictures, least recently used dropped past `limit` pictures or `max_bytes` (a window
    being resized makes a new picture of every item at every size it passes through)."""

    def __init__(self, limit: int = 600, max_bytes: int = 96 * 2**20):
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self.pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def paint(self, item: QGraphicsItem, painter: QPainter, look: Hashable,
              draw: Callable[[QPainter], None]) -> None:
        """Paint `item` as `draw(painter)` would, from the pixmap of `look` when there is one."""
        item._look_seen = look  # what the screen shows now (update_if_changed compares with it)
        world = painter.worldTransform()
        device = painter.device()
        dpr = device.devicePixelRatioF() if device else 1.0
        hints = painter.renderHints().value
        # The item's last picture, when nothing it depends on has changed since (most frames): no key to make.
        last = item.__dict__.get("_picture")
        if last is not None and last[0] == look and last[1] == world and last[2] == dpr and last[3] == hints:
            self.hits += 1
            pm, corner = last[4], last[5]
            if pm is None:  # turned, and held still since the last frame (a card on the pile): worth a picture now
                pm, corner = self._picture(item, painter.renderHints(), look, draw, world, dpr)
                item._picture = (look, world, dpr, hints, pm, corner)
        elif world.type().value > _SCALED:
            # Turned or sheared: painted directly while it turns (a card in flight would make a new picture per
            # frame), and cached once it shows twice the same; in perspective, always painted directly.
            draw(painter)
            item._picture = (look, world, dpr, hints, None, None) if world.type().value <= _SHEARED else None
            return
        else:
            pm, corner = self._picture(item, painter.renderHints(), look, draw, world, dpr)
            item._picture = (look, world, dpr, hints, pm, corner)
        painter.save()
        painter.resetTransform()
        # Whole device pixels, one to one: smoothing changes no pixel, and with it Qt's raster engine takes a slow
        # path (it splits the copy across its thread pool) instead of a plain blend, 2 to 3 times the CPU.
        painter.setRenderHint(_SMOOTH, False)
        painter.drawPixmap(corner, pm)
        painter.restore()

    def prepare(self, item: QGraphicsItem, view: QGraphicsView, snap: bool = False) -> None:
        """Make now, while nothing else happens, the picture `item` will need when `view` paints it as it looks
        now, where it stands (or at any whole device pixel when `snap`, as `snap_to_device_pixels` puts it).
        The frame that shows it then copies it instead of drawing it (see `prepare_as`)."""
        world = item.sceneTransform() * view.viewportTransform()
        if world.type().value > _SCALED:
            return  # a turned item is painted directly on its first frame anyway
        dpr = view.viewport().devicePixelRatioF()
        if snap:
            world = snapped(world, dpr)
        self._picture(item, view.renderHints(), item.look(), item.draw, world, dpr)

    def _picture(self, item: QGraphicsItem, render_hints: QPainter.RenderHint, look: Hashable,
                 draw: Callable[[QPainter], None], world: QTransform, dpr: float) -> tuple[QPixmap, QPointF]:
        """The pixmap of `item` drawn at `world` and where its top left goes (in logical pixels), made or found
        in the shared cache."""
        # Device pixels: the world transform times the pixel ratio (not deviceTransform, which also holds where
        # the view sits in its window, and the copy gets that again from the painter).
        t = world * QTransform.fromScale(dpr, dpr)
        box = t.mapRect(item.boundingRect()).toAlignedRect()
        if box.isEmpty():
            return QPixmap(), QPointF()  # nothing to show
        box.adjust(-PAD, -PAD, PAD, PAD)
        # The picture depends on the scale and turn and on where the item falls within a device pixel.
        key = (type(item), look, round(t.m11(), 6), round(t.m22(), 6), round(t.m12(), 6), round(t.m21(), 6),
               round(t.dx() - box.x(), 6), round(t.dy() - box.y(), 6), box.width(), box.height(), dpr, render_hints.value)
        pm = self.pixmaps.get(key)
        if pm is None:
            self.misses += 1
            pm = QPixmap(box.size())
            pm.setDevicePixelRatio(dpr)  # the item sees the same pixel ratio and world transform as on screen
            pm.fill(Qt.GlobalColor.transparent)
            p = QPainter(pm)
            p.setRenderHints(render_hints)
            p.setTransform(world * QTransform.fromTranslate(-box.x() / dpr, -box.y() / dpr))
            draw(p)
            p.end()
            self.pixmaps[key] = pm
            self.bytes += _size(pm)
            while len(self.pixmaps) > 1 and (len(self.pixmaps) > self.limit or self.bytes > self.max_bytes):
                self.bytes -= _size(self.pixmaps.popitem(last=False)[1])
        else:
            self.hits += 1
            self.pixmaps.move_to_end(key)
        return pm, QPointF(box.x() / dpr, box.y() / dpr)

    def clear(self) -> None:
        self.pixmaps.clear()
        self.bytes = 0


def _size(pm: QPixmap) -> int:
    return pm.width() * pm.height() * 4


look_cache = LookCache()


def snapped(world: QTransform, dpr: float) -> QTransform:
    """`world` moved by less than half a device pixel so that the item's origin falls on a whole one."""
    dx, dy = world.dx() * dpr, world.dy() * dpr
    return world * QTransform.fromTranslate((round(dx) - dx) / dpr, (round(dy) - dy) / dpr)


def snap_to_device_pixels(painter: QPainter) -> QTransform:
    """Put the item's origin on a whole device pixel (a turned item is left as it is) and return the transform
    the painter had. Why: a hand laid out again after a play puts every card at a new fraction of a pixel, and
    each fraction is a new picture to draw on the click's first frame; on whole pixels a card already drawn at
    that size is copied. The card's art is blitted on whole pixels already; this puts its shadow and edge there
    too, so the cached and the direct paint still agree."""
    world = painter.worldTransform()
    if world.type().value <= _SCALED:
        device = painter.device()
        painter.setWorldTransform(snapped(world, device.devicePixelRatioF() if device else 1.0))
    return world


def prepare_as(item: QGraphicsItem, view: QGraphicsView, snap: bool = False, **fields) -> None:
    """The picture `item` will need once its `fields` have these values (a card no longer dimmed, a panel with
    one card fewer), made now; the item itself is left as it is and not repainted."""
    kept = {name: getattr(item, name) for name in fields}
    try:
        for name, value in fields.items():
            setattr(item, name, value)
        look_cache.prepare(item, view, snap)
    finally:
        for name, value in kept.items():
            setattr(item, name, value)


class IdleWork(QObject):
    """Jobs run one per turn of the event loop while nothing else is waiting (a click between two jobs is
    handled before the next one), dropped by `cancel` when what they prepared for is gone."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.jobs: deque[Callable[[], None]] = deque()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._next)

    def run(self, jobs: list[Callable[[], None]]) -> None:
        self.jobs = deque(jobs)
        if self.jobs:
            self.timer.start()

    def cancel(self) -> None:
        self.jobs.clear()
        self.timer.stop()

    def _next(self) -> None:
        if self.jobs:
            self.jobs.popleft()()
        if self.jobs:
            self.timer.start()


def update_if_changed(item: QGraphicsItem) -> None:
    """`item.update()` only when its `look()` differs from the one last painted or asked for: items that look
    the same are not repainted, so a new position repaints the few places that changed, not the whole table."""
    look = item.look()
    if getattr(item, "_look_seen", None) != look:
        item._look_seen = look
        item.update()
