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
registered under a key (`place(key, …, item=…)`): a later overlay avoids those still shown, and their pointers
(an item's `pointer_segment()`). A tip's pointer (`place(…, pointer=True)`, cafegames/ui/pointer.py) is part of
its overlay: a place is clear only if the pointer from there to the anchor passes 6 px clear of all of these too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QRectF, QSizeF

from cafegames.ui import pointer
from cafegames.ui.pointer import Box, box_of

T = TypeVar("T")  # what a wrapping overlay is sized by: a width, or a lesson tip's (text scale, width)

GAP = 14.0  # between an overlay and the piece it stands beside
MARGIN = 8.0  # from the edge of the table
GRID = 32.0  # the step of the search through the free space
MERELY = 200  # places compared by how much they cover of what is merely kept clear
TOLERANCE = 0.0  # (rects that only touch do not cover each other)

# What an overlay may cover, the most important first (a costlier overlap is never traded for a cheaper one);
# POINTER: a tip's pointer to its anchor passing within 6 px of the status line, a target, a plate or an overlay
# (cafegames/ui/pointer.py: the pointer is part of the overlay).
ANCHOR, STATUS, TARGET, OVERLAY, PLATE, POINTER, KEEP = range(7)
KINDS = ("anchor", "status", "target", "overlay", "plate", "pointer", "keep")


def _inner(box: Box) -> Box:
    return (box[0] + TOLERANCE, box[1] + TOLERANCE, box[2] - TOLERANCE, box[3] - TOLERANCE)


class Obstacles:
    """What one overlay must leave visible, by kind (see KINDS); `pointer`: the anchor its pointer reaches (a
    tip's), if any; `lines`: the pointers of the overlays already shown, which it must not lie on either."""

    def __init__(self) -> None:
        self.boxes: list[list[Box]] = [[] for _ in KINDS]
        self.pointer: Box | None = None
        self.lines: list[tuple[pointer.Point, pointer.Point]] = []  # the other overlays' pointers (overlays too)
        self._rows: dict[tuple, list[Box]] = {}

    def add(self, kind: int, rects: Sequence[QRectF | None]) -> None:
        self.boxes[kind].extend(box_of(r) for r in rects if r is not None and not r.isEmpty())
        self._rows.clear()

    def _row(self, top: float, bottom: float, kinds: tuple[int, ...]) -> list[Box]:
        """The boxes of `kinds` that reach into the band from `top` to `bottom` (a grid's row shares them)."""
        key = (top, bottom, kinds)
        row = self._rows.get(key)
        if row is None:
            row = self._rows[key] = [b for k in kinds if k != POINTER for b in self.boxes[k]
                                     if b[1] < bottom and b[3] > top]
        return row

    def hits(self, box: Box, kinds: tuple[int, ...]) -> bool:
        """`box` covers something of `kinds` (or its pointer crosses something): the quick test of a place."""
        left, right = box[0] + TOLERANCE, box[2] - TOLERANCE
        for b in self._row(box[1] + TOLERANCE, box[3] - TOLERANCE, kinds):
            if b[0] < right and b[2] > left:
                return True
        if OVERLAY in kinds and any(pointer.crosses(line, box) for line in self.lines):
            return True
        return self.pointer is not None and POINTER in kinds and self._crossed(box, self.pointer) > 0

    def area(self, box: Box, kind: int) -> float:
        left, top, right, bottom = _inner(box)
        return sum((min(right, b[2]) - max(left, b[0])) * (min(bottom, b[3]) - max(top, b[1]))
                   for b in self._row(top, bottom, (kind,)) if b[0] < right and b[2] > left)

    def cost(self, box: Box) -> tuple[float, ...]:
        """The area of each kind `box` covers (a tuple compared in order of importance)."""
        out = [self.area(box, k) for k in range(len(KINDS))]
        out[OVERLAY] += sum(1 for line in self.lines if pointer.crosses(line, box))
        if self.pointer is not None and not any(out[:POINTER]):  # (only a place clear of the rest is worth it)
            out[POINTER] = self._crossed(box, self.pointer)
        return tuple(out)

    def _crossed(self, box: Box, anchor: Box) -> float:
        """How many of the things a pointer must pass clear of (the status line, targets, overlays, plates) the
        pointer from `box` to `anchor` crosses, exactly (cafegames/ui/pointer.py); what lies on the anchor itself
        (a cell under a canoe, the neighbour of a hand card) does not count: the pointer must reach it."""
        seg = pointer.segment(box, anchor)
        if seg is None:
            return 0.0
        return float(sum(1 for k in (STATUS, TARGET, OVERLAY, PLATE) for b in self.boxes[k]
                         if not pointer.overlap(b, anchor) and pointer.crosses(seg, b)))


def covers(a: QRectF, b: QRectF, tolerance: float = TOLERANCE) -> bool:
    """`a` lies on `b` by more than a touch (what the tests check too)."""
    return a.adjusted(tolerance, tolerance, -tolerance, -tolerance).intersects(b)


def candidates(size: QSizeF, anchor: QRectF | None, bounds: QRectF, spots: Sequence[QRectF] = (),
               prefer: QRectF | None = None) -> list[Box]:
    """The places tried, in order: where the caller prefers, around the anchor (nearest first), the spots, then a
    grid over the whole table sorted by distance to the anchor (or the preferred place)."""
    w, h = size.width(), size.height()
    lo_x, hi_x = bounds.left() + MARGIN, bounds.right() - w - MARGIN
    lo_y, hi_y = bounds.top() + MARGIN, bounds.bottom() - h - MARGIN

    def clamp(x: float, y: float) -> Box:
        x, y = min(max(x, lo_x), hi_x), min(max(y, lo_y), hi_y)
        return (x, y, x + w, y + h)

    out: list[Box] = []
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
    cx, cy = centre.x() - w / 2, centre.y() - h / 2
    xs = [lo_x + k * GRID for k in range(int((hi_x - lo_x) // GRID) + 1)]
    ys = [lo_y + k * GRID for k in range(int((hi_y - lo_y) // GRID) + 1)]
    grid = sorted(((x, y, x + w, y + h) for y in ys for x in xs), key=lambda b: abs(b[0] - cx) + abs(b[1] - cy))
    return out + grid


def choose(sizes: Sequence[QSizeF], obstacles: Obstacles, bounds: QRectF, anchor: QRectF | None = None,
           spots: Sequence[QRectF] = (), prefer: QRectF | None = None) -> tuple[int, QRectF]:
    """(index of the size, rect): the first place, trying each size in turn, that covers nothing at all; else the
    place that covers nothing but what is merely kept clear, the least of it (the earlier size on a tie); else
    the least costly overlap (compared in order of importance)."""
    i, rect, _clear = choose_clear(sizes, obstacles, bounds, anchor, spots, prefer)
    return i, rect


def choose_clear(sizes: Sequence[QSizeF], obstacles: Obstacles, bounds: QRectF, anchor: QRectF | None = None,
                 spots: Sequence[QRectF] = (), prefer: QRectF | None = None) -> tuple[int, QRectF, bool]:
    """`choose`, and whether the place covers nothing but what is merely kept clear."""
    places = [(i, box) for i, size in enumerate(sizes) for box in candidates(size, anchor, bounds, spots, prefer)]
    protected = tuple(range(KEEP))
    found: tuple[int, Box] | None = None
    merely: list[tuple[float, int, int, Box]] = []
    for k, (i, box) in enumerate(places):
        if obstacles.hits(box, protected):
            continue
        if not obstacles.hits(box, (KEEP,)):
            found = (i, box)
            break
        if len(merely) < MERELY:  # the least covered of the first ones (nearest the anchor), not of every place
            merely.append((obstacles.area(box, KEEP), i, k, box))
    clear = True
    if found is None and merely:
        _area, i, _k, box = min(merely, key=lambda c: c[:3])
        found = (i, box)
    elif found is None:
        _cost, i, _k, box = min(((obstacles.cost(box), i, k, box) for k, (i, box) in enumerate(places)),
                                key=lambda c: c[:3])
        found, clear = (i, box), False
    i, (left, top, right, bottom) = found
    return i, QRectF(left, top, right - left, bottom - top), clear


class Placement:
    """The overlays of one scene and where they go (see the module docstring)."""

    def __init__(self, scene: Any):
        self.scene = scene
        self.items: dict[str, Any] = {}  # key → the overlay item placed under it

    def overlays(self, but: str = "") -> list[QRectF]:
        """The rects of the overlays shown now (all but `but`)."""
        return [self.rect_of(item) for item in self._shown(but)]

    def _shown(self, but: str) -> list[Any]:
        return [item for key, item in self.items.items()
                if key != but and item.scene() is self.scene and item.isVisible()]  # (a badge fading in counts)

    def pointers(self, but: str = "") -> list[tuple[pointer.Point, pointer.Point]]:
        """The pointers of the overlays shown now (all but `but`): part of them, kept clear like them."""
        out = []
        for item in self._shown(but):
            line = getattr(item, "pointer_segment", lambda: None)()
            if line is not None:
                out.append(((line.x1(), line.y1()), (line.x2(), line.y2())))
        return out

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
        obs.lines = self.pointers(but=key)
        obs.add(KEEP, avoid)
        if table:
            obs.add(STATUS, scene.status_rects())
            obs.add(TARGET, scene.click_targets())
            obs.add(PLATE, scene.name_plates() + scene.overlay_obstacles())  # + the last-move labels
            obs.add(KEEP, scene.keep_clear())
        return obs

    def place(self, key: str, sizes: Sequence[QSizeF], anchor: QRectF | None = None, *,
              also: Sequence[QRectF] = (), avoid: Sequence[QRectF] = (), spots: Sequence[QRectF] = (),
              prefer: QRectF | None = None, item: Any = None, table: bool = True,
              pointer: bool = False) -> tuple[int, QRectF]:
        """Where the overlay `key` goes, as (index of the size chosen, scene rect). `anchor`: what it speaks of,
        never covered (`also`: other pieces it names); `avoid`: more to leave visible when it can; `item`: the
        overlay, remembered so that the next ones avoid it while it is shown; `pointer`: a line reaches the anchor
        from a far place (a tip), never across the status line, a target, a plate or an overlay when a place allows."""
        return self.place_tiered(key, [sizes], anchor, also=also, avoid=avoid, spots=spots, prefer=prefer,
                                 item=item, table=table, pointer=pointer)

    def place_tiered(self, key: str, tiers: Sequence[Sequence[QSizeF]], anchor: QRectF | None = None, *,
                     also: Sequence[QRectF] = (), avoid: Sequence[QRectF] = (), spots: Sequence[QRectF] = (),
                     prefer: QRectF | None = None, item: Any = None, table: bool = True,
                     pointer: bool = False) -> tuple[int, QRectF]:
        """`place` over tiers of sizes (index into all of them, in order): a later tier is tried only when no size
        of the earlier ones finds a place that covers nothing but what is merely kept clear (a lesson's tip: its
        larger text first, a smaller one only when the larger has no room); the first tier's best otherwise."""
        anchors = ([anchor] if anchor is not None else []) + list(also)
        obs = self.obstacles(key, anchors, avoid, table)
        if pointer and anchor is not None and not anchor.isEmpty():
            obs.pointer = box_of(anchor)
        if item is not None:
            self.items[key] = item
        first: tuple[int, QRectF] | None = None
        offset = 0
        for sizes in tiers:
            i, rect, clear = choose_clear(sizes, obs, self.scene.sceneRect(), anchor, spots, prefer)
            if clear:
                return offset + i, rect
            first = first or (offset + i, rect)
            offset += len(sizes)
        assert first is not None, "no sizes to place"
        return first

    def place_sized(self, key: str, make: Callable[[T], QSizeF], widths: Sequence[T],
                    anchor: QRectF | None = None, *, tiers: int = 1, **kw: Any) -> tuple[T, QRectF]:
        """`place` for an overlay that wraps its text: `make(width)` is its size at that width (or layout);
        `tiers`: the widths in that many equal tiers (`place_tiered`: a lesson's tip, a tier per text size)."""
        sizes = [make(w) for w in widths]
        n = len(sizes) // tiers
        i, rect = self.place_tiered(key, [sizes[k:k + n] for k in range(0, len(sizes), n)], anchor, **kw)
        return widths[i], rect

    def forget(self, key: str) -> None:
        self.items.pop(key, None)
