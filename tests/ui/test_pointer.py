"""Issue 37, "nothing covers what you must see or click", round two: a tip points at what it speaks of, and its
pointer, part of the overlay, passes 6 px clear of what may be clicked and of the other overlays — tested
exactly (a segment against rects), not by points sampled along it, which step over a thin target."""

from __future__ import annotations

import importlib

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QApplication

from cafegames.engine import registry
from cafegames.ui import larger, pointer
from cafegames.ui.game_view import GameView
from cafegames.ui.lesson_tip import TipItem, text_scales
from cafegames.ui.placement import POINTER, TARGET, Obstacles, Placement, choose
from cafegames.ui.settings import LARGER_SCALE
from tests.ui.test_placement import SIZES, pointer_problems, positions, problems


def test_the_crossing_test_is_exact_with_6_px_clear():
    seg = ((0.0, 0.0), (100.0, 0.0))
    assert pointer.crosses(seg, (50.0, 5.0, 51.0, 40.0))  # 5 px below the line: too near
    assert not pointer.crosses(seg, (50.0, 7.0, 51.0, 40.0))  # 7 px: clear
    assert pointer.crosses(seg, (33.2, -40.0, 33.4, 40.0))  # a thin upright between two 6 px samples
    assert not pointer.crosses(seg, (107.0, -40.0, 120.0, 40.0))  # past its end
    diagonal = ((0.0, 0.0), (100.0, 100.0))
    assert not pointer.crosses(diagonal, (60.0, 0.0, 100.0, 30.0))  # beside a slanted line's path
    assert pointer.crosses(diagonal, (40.0, 30.0, 100.0, 37.0))


def test_the_placement_keeps_a_pointer_off_a_thin_target():
    """A far anchor, a bubble that could wait straight above it but for a thin button between the two: the
    pointer must not cross the button (the sampled test took that place)."""
    bounds = QRectF(0, 0, 1000, 800)
    anchor = QRectF(480, 700, 40, 40)
    obs = Obstacles()
    obs.add(TARGET, [QRectF(497.1, 300, 0.5, 300)])  # a thin upright in the way of a line from above
    obs.pointer = pointer.box_of(anchor)
    only = [QRectF(400, 100, 200, 100), QRectF(100, 500, 200, 100)]  # two free places: above, at the left
    _i, rect = choose([QSizeF(200, 100)], obs, bounds, None, spots=only)
    seg = pointer.segment(pointer.box_of(rect), obs.pointer)
    assert seg is not None and not pointer.crosses(seg, obs.boxes[TARGET][0]), rect
    assert obs.cost(pointer.box_of(QRectF(400, 100, 200, 100)))[POINTER] > 0


class _Table:
    """A bare table for the placement service: a 1000 × 800 scene with name plates and what is kept clear."""

    def __init__(self, plates: list[QRectF], keep: list[QRectF]):
        self.plates, self.keep = plates, keep

    def sceneRect(self) -> QRectF:  # noqa: N802 - the scene's API
        return QRectF(0, 0, 1000, 800)

    def status_rects(self) -> list[QRectF]:
        return []

    def click_targets(self) -> list[QRectF]:
        return []

    def name_plates(self) -> list[QRectF]:
        return self.plates

    def overlay_obstacles(self) -> list[QRectF]:
        return []

    def keep_clear(self) -> list[QRectF]:
        return self.keep


def test_a_later_tier_of_sizes_only_when_the_earlier_has_no_clear_place():
    """A lesson's tip tries its larger text first, a smaller one only when the larger covers a plate wherever it
    goes: a place that covers only what is merely kept clear (a pile) keeps the larger text."""
    big, small = [QSizeF(900, 760)], [QSizeF(300, 200)]
    plates = [QRectF(0, 0, 1000, 60)]  # a plate across the top: a 760 px tall bubble cannot miss it
    i, rect = Placement(_Table(plates, [])).place_tiered("tip", [big, small])
    assert i == 1 and not rect.intersects(plates[0]), rect
    roomy = [QSizeF(900, 600)]
    i, rect = Placement(_Table(plates, [QRectF(0, 60, 1000, 740)])).place_tiered("tip", [roomy, small])
    assert i == 0, rect  # over the pile rather than in smaller words
    i, _rect = Placement(_Table([QRectF(0, 0, 1000, 800)], [])).place_tiered("tip", [big, small])
    assert i == 0  # no tier has room: the first tier's best


def test_a_lesson_tip_tries_its_larger_text_first_then_down_to_the_normal_size(qapp):
    larger.apply(LARGER_SCALE)  # (reset after the test: tests/conftest.py)
    assert text_scales() == (LARGER_SCALE, (LARGER_SCALE + 1) / 2, 1.0)
    tip = TipItem()
    tip.set_tip("Learn to play · 1 / 9", "A sentence long enough to wrap over a few lines of the bubble.")
    assert tip.tiers == 3 and len(tip.layouts) == 3 * len(tip.layouts[:4])
    heights = [tip.size_at(layout).height() for layout in tip.layouts[::4]]  # each text size at the first width
    assert heights == sorted(heights, reverse=True) and heights[0] > heights[-1]
    larger.apply(1.0)
    assert text_scales() == (1.0,)


def test_canyons_current_tip_points_at_the_canoe_and_covers_no_canoe_nor_cell(qtbot, settings):
    """The first-time tip on the current stands beside the canoe on the current (the seat's own when it is one),
    points at it, and lies on no canoe, no cell to click, at 1024×640, 1280×800 and 1920×1080."""
    info = registry.get("canyon")
    found = [(what, match, events) for what, match, events in positions("canyon") if what == "tip current"]
    assert found, "a computers' match puts a canoe on the current"
    _what, match, events = found[0]
    game = match.game
    scene = info.scene_class()(game, match.seats, settings)
    view = GameView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.show()
    state, legal = match.state, game.legal_actions(match.state, 0)
    scene.show_state(0, game.view(state, 0), legal, [])
    qtbot.waitUntil(lambda: not scene.is_busy(), timeout=10000)
    tip = importlib.import_module(f"{info.package}.tips").moments(game.view(state, 0), legal, events, 0)[0]
    assert tip.anchor[0] == "canoe"
    seat = tip.anchor[1]
    assert seat == 0 or not game.view(state, 0).river.is_current(game.view(state, 0).positions[0])
    for w, h in SIZES:
        view.resize(w, h)
        QApplication.processEvents()
        scene.show_tip(tip.text, tip.section, tip.anchor)
        bubble = scene.assist.tip_bubble
        canoe = scene.anchor_rect(tip.anchor)
        line = bubble.pointer_segment()
        assert line is not None and canoe.contains(line.p2()), (w, line, canoe)
        rect = bubble.placed_rect()
        canoes = [c.sceneBoundingRect() for c in scene.canoes if c.isVisible()]
        cells = [c.sceneBoundingRect() for c in scene.cells]
        assert not [r for r in canoes + cells if rect.intersects(r)], (w, rect)
        assert problems(scene, [canoe]) == [] and pointer_problems(scene, [canoe]) == [], w
