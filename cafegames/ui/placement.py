"""Where every bubble, tip, banner and badge goes on a table: one service for all of them (`scene.placement`).

A family plays by looking at the pieces a sentence names and clicking the cells, cards, chairs and buttons it asks
for; an overlay that lies on them, on the line that says what to do (the status line) or on the players' names
hides the game. `Placement.place` puts an overlay where it covers none of these, trying, widest first, places
around its anchor (above, below, right, left, nearest first), the free spots the table offers, then anywhere in
the free space of the scene rect; only when no width finds a clear place does it accept an overlap, and then of
the least important thing (never the anchor, a target to click or the status line when anything else can go).

What the service knows comes from the scene (cafegames.ui.scene_base.GameScene, a game overrides them):
`click_targets()` (what may be clicked now: hand cards, chairs, cells, buttons, the bid question),
`status_rects()` (the status line), `name_plates()` (the players' plates with their labels) and `keep_clear()`
(what is better left visible: piles, the trick, the table's words). The overlays already placed are the items
registered under a key (`place(key, …, item=…)`): a later overlay avoids those still shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF

GAP = 14.0  # between an overlay and the piece it stands beside
MARGIN = 8.0  # from the edge of the table
GRID = 24.0  # the step of the search through the free space
TOLERANCE = 2.0  # rects that only touch do not cover each other

# What an overlay may cover, the most important first (a costlier overlap is never traded for a cheaper one);
# POINTER: a lesson tip's line to a far anchor crossing the status line, a target, a plate or an overlay.
ANCHOR, STATUS, TARGET, OVERLAY, PLATE, POINTER, KEEP = range(7)
KINDS = ("anchor", "status", "target", "overlay", "plate", "pointer", "keep")
NEAR = 30.0  # an anchor this close is pointed at by a short arrow in the gap, not by a line across the table


@dataclass
class Obstacles:
    """What one overlay must leave visible, by kind (see KINDS)."""

    rects: list[list[QRectF]] = field(default_factory=lambda: [[] for _ in KINDS])

    def add(self, kind: int, rects: Sequence[QRectF | None]) -> None:
        self.rects[kind].extend(r for r in rects if r is not None and not r.isEmpty())

    pointer: QRectF | None = None  # the anchor a line reaches from the overlay (a lesson's tip), if any

    def cost(self, rect: QRectF) -> tuple[float, ...]:
        """The area of each kind `rect` covers (a tuple compared in order of importance)."""
        inner = rect.adjusted(TOLERANCE, TOLERANCE, -TOLERANCE, -TOLERANCE)
        out = [sum(_area(inner.intersected(r)) for r in rects if inner.intersects(r)) for rects in self.rects]
        if self.pointer is not None and not any(out[:POINTER]):  # (only a place clear of the rest is worth it)
            out[POINTER] = self._crossed(rect, self.pointer)
        return tuple(out)

    def _crossed(self, rect: QRectF, anchor: QRectF) -> float:
        """How much of the line from `rect` to `anchor` lies on what it should not cross (0 for a near anchor)."""
        end = pointer_end(rect, anchor)
        start = QPointF(min(max(end.x(), rect.left()), rect.right()), min(max(end.y(), rect.top()), rect.bottom()))
        length = (end - start).manhattanLength()
        if length <= NEAR:
            return 0.0
        crossed = [r for k in (STATUS, TARGET, OVERLAY, PLATE) for r in self.rects[k] if not r.contains(end)]
        steps = int(length // 6) + 1
        points = (start + (end - start) * (i / steps) for i in range(steps + 1))
        return float(sum(1 for p in points if any(r.contains(p) for r in crossed)))


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


def pointer_end(rect: QRectF, anchor: QRectF) -> QPointF:
    """Where a tip's pointer touches its anchor: the anchor's point nearest the bubble's centre, 10 px inside."""
    c = rect.center()
    return QPointF(min(max(c.x(), anchor.left() + 10), anchor.right() - 10),
                   min(max(c.y(), anchor.top() + 10), anchor.bottom() - 10))


def covers(a: QRectF, b: QRectF, tolerance: float = TOLERANCE) -> bool:
    """`a` lies on `b` by more than a touch (what the tests check too)."""
    return a.adjusted(tolerance, tolerance, -tolerance, -tolerance).intersects(b)


def candidates(size: QSizeF, anchor: QRectF | None, bounds: QRectF, spots: Sequence[QRectF] = (),
               prefer: QRectF | None = None) -> list[QRectF]:
    """The places tried, in order: where the caller prefers, around the anchor (nearest first), the spots, then a
    grid over the whole table sorted by distance to the anchor (or the preferred place)."""
    w, h = size.width(), size.height()

    def clamp(x: float, y: float) -> QRectF:
        x = min(max(x, bounds.left() + MARGIN), bounds.right() - w - MARGIN)
        y = min(max(y, bounds.top() + MARGIN), bounds.bottom() - h - MARGIN)
        return QRectF(x, y, w, h)

    out: list[QRectF] = []
    if prefer is not None:
        out.append(clamp(prefer.center().x() - w / 2, prefer.top()))
    if anchor is not None and not anchor.isEmpty():
        c = anchor.center()
        for d in (GAP, GAP + 40, GAP + 100):
            above, below = anchor.top() - d - h, anchor.bottom() + d
            right, left = anchor.right() + d, anchor.left() - d - w
            for x in (c.x() - w / 2, anchor.right() - w + 30, anchor.left() - 30):
                out += [clamp(x, above), clamp(x, below)]
            for y in (c.y() - h / 2, anchor.top(), anchor.bottom() - h):
                out += [clamp(right, y), clamp(left, y)]
    out += [clamp(s.left(), s.top()) for s in spots if s.width() >= w and s.height() >= h]
    centre = (anchor.center() if anchor is not None and not anchor.isEmpty()
              else prefer.center() if prefer is not None else bounds.center())
    grid = []
    y = bounds.top() + MARGIN
    while y + h <= bounds.bottom() - MARGIN + 0.5:
        x = bounds.left() + MARGIN
        while x + w <= bounds.right() - MARGIN + 0.5:
            grid.append(QRectF(x, y, w, h))
            x += GRID
        y += GRID
    grid.sort(key=lambda r: (r.center() - centre).manhattanLength())
    return out + grid


def choose(sizes: Sequence[QSizeF], obstacles: Obstacles, bounds: QRectF, anchor: QRectF | None = None,
           spots: Sequence[QRectF] = (), prefer: QRectF | None = None) -> tuple[int, QRectF]:
    """(index of the size, rect): the first size with a place that covers nothing at all; else the first with a
    place that covers nothing but what is merely kept clear (the least of it); else the least costly overlap."""
    best: tuple[tuple[float, ...], int, QRectF] | None = None
    fallback: tuple[float, int, QRectF] | None = None
    for i, size in enumerate(sizes):
        places = candidates(size, anchor, bounds, spots, prefer)
        for rect in places:
            cost = obstacles.cost(rect)
            if not any(cost):
                return i, rect
            if not any(cost[:KEEP]) and (fallback is None or cost[KEEP] < fallback[0]):
                fallback = (cost[KEEP], i, rect)
            if best is None or cost < best[0]:
                best = (cost, i, rect)
        if fallback is not None:  # clear of everything that matters: better than a narrower bubble's search
            return fallback[1], fallback[2]
    assert best is not None
    return best[1], best[2]


class Placement:
    """The overlays of one scene and where they go (see the module docstring)."""

    def __init__(self, scene: Any):
        self.scene = scene
        self.items: dict[str, Any] = {}  # key → the overlay item placed under it

    def overlays(self, but: str = "") -> list[QRectF]:
        """The rects of the overlays shown now (all but `but`)."""
        return [self.rect_of(item) for key, item in self.items.items()
                if key != but and item.scene() is self.scene and item.isVisible()]  # (a badge fading in counts)

    @staticmethod
    def rect_of(item: Any) -> QRectF:
        rect = getattr(item, "placed_rect", None)
        return rect() if callable(rect) else item.sceneBoundingRect()

    def obstacles(self, key: str, anchors: Sequence[QRectF] = (), avoid: Sequence[QRectF] = (),
                  table: bool = True) -> Obstacles:
        """What the overlay `key` must leave visible; `table` False over the result screen (the table is hidden)."""
        scene = self.scene
        obs = Obstacles()
        obs.add(ANCHOR, anchors)
        obs.add(OVERLAY, self.overlays(but=key))
        obs.add(KEEP, avoid)
        if table:
            obs.add(STATUS, scene.status_rects())
            obs.add(TARGET, scene.click_targets())
            obs.add(PLATE, scene.name_plates())
            obs.add(KEEP, scene.keep_clear())
        return obs

    def place(self, key: str, sizes: Sequence[QSizeF], anchor: QRectF | None = None, *,
              also: Sequence[QRectF] = (), avoid: Sequence[QRectF] = (), spots: Sequence[QRectF] = (),
              prefer: QRectF | None = None, item: Any = None, table: bool = True,
              pointer: bool = False) -> tuple[int, QRectF]:
        """Where the overlay `key` goes, as (index of the size chosen, scene rect). `anchor`: what it speaks of,
        never covered (`also`: other pieces it names); `avoid`: more to leave visible when it can; `item`: the
        overlay, remembered so that the next ones avoid it while it is shown; `pointer`: a line reaches the anchor
        from a far place (a lesson's tip), better not across the status line, a target, a plate or an overlay."""
        anchors = ([anchor] if anchor is not None else []) + list(also)
        obs = self.obstacles(key, anchors, avoid, table)
        if pointer and anchor is not None and not anchor.isEmpty():
            obs.pointer = anchor
        if item is not None:
            self.items[key] = item
        return choose(sizes, obs, self.scene.sceneRect(), anchor, spots, prefer)

    def place_sized(self, key: str, make: Callable[[float], QSizeF], widths: Sequence[float],
                    anchor: QRectF | None = None, **kw: Any) -> tuple[float, QRectF]:
        """`place` for an overlay that wraps its text: `make(width)` is its size at that width."""
        i, rect = self.place(key, [make(w) for w in widths], anchor, **kw)
        return widths[i], rect

    def forget(self, key: str) -> None:
        self.items.pop(key, None)
