""""Larger cards and text" makes every table larger (issue 37): Café's own hand and seated guests, the seat plates'
words in all three games, the bubbles, tips and banners — without cutting a long name more than the normal size
does — and turning the setting on or off mid-game lays the open table out again at once, both ways. With the
setting on, the placement walk (no overlay over a click target) and the readability test (no text under 11 px at
1024 × 640) still pass."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from cafegames.engine import registry, rng
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import larger
from cafegames.ui.main_window import MainWindow
from cafegames.ui.settings import LARGER_SCALE
from tests.ui import test_placement as placement_tests
from tests.ui import test_readability as readability_tests

NAMES = ("Bartholomew-Alexandre", "Ordinateur 10", "Ordinateur 1", "Jo")  # long and look-alike names


@pytest.fixture(autouse=True)
def back_to_normal():
    yield
    larger.apply(1.0)


def _px(font) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72


def _scale(item) -> float:
    t = item.sceneTransform()
    return math.hypot(t.m11(), t.m12())


def plates(scene) -> list[tuple[str, float]]:
    """Each seat plate's name as it is drawn (cut short or not) and its size in scene px."""
    if hasattr(scene, "panels"):  # UNO: the plate is drawn scaled, its name at the largest size that fits
        out = []
        for _s, panel in sorted(scene.panels.items()):
            from cafegames.games.uno.table.seat_panel import _font
            from cafegames.games.uno.table.widgets import elide

            font = next((f for f in (_font(px, True) for px in (22, 21, 20, 19, 18))
                         if QFontMetricsF(f).horizontalAdvance(panel.name) <= panel.NAME_ROOM), _font(18, True))
            out.append((elide(panel.name, font, panel.NAME_ROOM), _px(font) * _scale(panel)))
        return out
    if hasattr(scene, "rows"):  # Café: each row's header
        out = []
        for row in scene.rows:
            font = row.font_of(row.NAME_FONT)
            width = row.header_layout()["name"].width() + 1
            out.append((QFontMetricsF(font).elidedText(row.name_text(), Qt.TextElideMode.ElideRight, width),
                        _px(font)))
        return out
    from cafegames.games.canyon.table.widgets import SeatText  # Canyon: the names in the seat column

    column = scene.column
    items = [i for i in scene.seat_items if isinstance(i, SeatText)]
    for item in items:
        assert item.sceneBoundingRect().right() <= column.right() + 1, item.text()
    return [(item.text(), _px(item.font()) * _scale(item)) for item in items]


def cards(scene) -> float:
    """The height of the hand cards of the seat on screen (scene px)."""
    if hasattr(scene, "rows"):
        mine = [c for c in scene.cards if c.seat == scene.seat_on_screen]
        return max(c.sceneBoundingRect().height() for c in mine)
    return max(c.sceneBoundingRect().height() for c in scene.hand_items if c.isVisible())


def chairs(scene) -> float:
    return max(c.sceneBoundingRect().height() for c in getattr(scene, "chairs", [])) if hasattr(scene, "chairs") else 0


def looks(scene) -> dict:
    return {"plates": plates(scene), "cards": round(cards(scene), 1), "chairs": chairs(scene),
            "status": _px(status_font(scene)) * _scale(status_item(scene))}


def status_item(scene):
    return getattr(scene, "prompt_item", None) or scene.status_item if not hasattr(scene, "rows") else scene.status


def status_font(scene):
    item = status_item(scene)
    return item.font() if callable(item.font) else item.font


def table(qtbot, settings, game_id: str, on: bool, size=(1024, 640)):
    settings.larger_text = on
    game = registry.get(game_id).game()
    seats = [Seat(NAMES[0])] + [Seat(name, "computer", game.levels[0]) for name in NAMES[1:]]
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    settings.overrides["animation_speed"] = "off"
    assert window.open_match(Match(game, {}, seats, rng.derive(5, game_id) % rng.MAX_SEED), None)
    controller = window.controller
    controller.autoplay(6)
    qtbot.waitUntil(lambda: controller.is_settled() and controller.autoplay_left == 0, timeout=30_000)
    scene = controller.scene
    qtbot.waitUntil(lambda: bool(getattr(scene, "hand_items", None) or getattr(scene, "cards", None)),
                    timeout=30_000)
    return window, scene


def close(window) -> None:
    window.quit_after_screenshot = True
    window.close()


def grew(normal: dict, big: dict) -> None:
    for (name, px), (big_name, big_px) in zip(normal["plates"], big["plates"], strict=True):
        assert big_name == name, (name, big_name)  # a long name cut no more than at the normal size
        assert big_px >= px, (name, px, big_px)  # never smaller; a short name's words larger
        if name.endswith(NAMES[-1]):
            assert big_px >= px * 1.1, (name, px, big_px)
    assert big["cards"] >= normal["cards"] * 1.1, (normal["cards"], big["cards"])
    assert big["chairs"] >= normal["chairs"] * 1.1 or not normal["chairs"]
    assert big["status"] >= normal["status"] * 1.1


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_each_table_s_cards_and_plates_grow_without_cutting_names_more(qtbot, settings, game_id):
    window, scene = table(qtbot, settings, game_id, False)
    normal = looks(scene)
    close(window)
    window, scene = table(qtbot, settings, game_id, True)
    big = looks(scene)
    bounds = scene.sceneRect()
    for item in getattr(scene, "panels", {}).values():  # every plate on the table, none over another
        assert bounds.contains(item.sceneBoundingRect().adjusted(0, 30, 0, 0)), item.sceneBoundingRect()
    if hasattr(scene, "rows"):  # Café: the own hand inside its row, the rows over the status line
        mine = [c.sceneBoundingRect() for c in scene.cards if c.seat == scene.seat_on_screen]
        row = scene.rows[scene.seat_on_screen].rect
        assert all(row.adjusted(-4, -4, 4, 8).contains(c) for c in mine), (row, mine)
        assert scene.rows[-1].rect.bottom() < scene.status.y()
    close(window)
    grew(normal, big)


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_turning_the_setting_on_and_off_mid_game_lays_the_open_table_out_again(qtbot, settings, game_id):
    window, scene = table(qtbot, settings, game_id, False)
    normal = looks(scene)
    settings.larger_text = True  # as Settings does: no restart, the same table
    assert window.controller.scene is scene
    big = looks(scene)
    grew(normal, big)
    settings.larger_text = False
    assert looks(scene) == normal  # no stale size left
    close(window)


def test_bubbles_tips_and_banners_grow(qtbot, settings):
    from cafegames.ui.assist import BubbleItem
    from cafegames.ui.graphics import BannerItem
    from cafegames.ui.lesson_tip import TipItem

    def sizes():
        banner, tip = BannerItem(), TipItem()
        banner.set_text("Not now")
        tip.set_tip("Step 1", "Play a red card")
        return _px(BubbleItem("Play the red 7").font), _px(banner.font), _px(tip._body_font)

    normal = sizes()
    larger.apply(LARGER_SCALE)
    assert all(b >= n * 1.2 for n, b in zip(normal, sizes(), strict=True)), (normal, sizes())


def test_crowded_tables_keep_their_plates_and_the_setting_says_so(qtbot, settings):
    from cafegames.games.canyon.table.seat_rows import PLATES_MOST as CANYON_MOST
    from cafegames.games.uno.table.scene import UnoScene
    from cafegames.ui.settings_dialog import SettingsDialog

    larger.apply(LARGER_SCALE)
    assert larger.plate_factor(10, UnoScene.PLATES_MOST) == 1.0 and larger.plate_factor(6, CANYON_MOST) == 1.0
    assert larger.plate_factor(4, UnoScene.PLATES_MOST) > 1.1
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert "crowded" in dialog.larger.toolTip()


def test_ten_uno_plates_still_apart_with_the_setting(qtbot, settings):
    larger.apply(LARGER_SCALE)
    game = registry.get("uno").game()
    from cafegames.games.uno.table.scene import UnoScene

    for n in range(2, 11):
        scene = UnoScene(game, [Seat(f"P{i}") for i in range(n)], settings)
        match = Match(game, {}, [Seat(f"P{i}") for i in range(n)], 3)
        scene.show_state(0, game.view(match.state, 0), [], [])
        rects = [p.mapRectToScene(QRectF(0, 0, p.W, p.H)) for _s, p in sorted(scene.panels.items())]
        for i, a in enumerate(rects):
            assert scene.sceneRect().contains(a), (n, a)
            assert not any(a.intersects(b) for b in rects[i + 1:]), (n, a)


# ------------------------------------------------------------------ the walks, with the setting on
@pytest.mark.parametrize("game_id", placement_tests.GAMES)
def test_the_first_lesson_steps_leave_everything_visible_with_larger_text(qtbot, settings, tmp_path, game_id):
    larger.apply(LARGER_SCALE)
    placement_tests.test_the_first_steps_of_each_lesson_leave_everything_visible(qtbot, settings, tmp_path, game_id)


lang = placement_tests.lang  # the fixture: English, then French


@pytest.mark.parametrize(("game_id", "k"), placement_tests._cases())
def test_hints_tips_and_banners_leave_everything_visible_with_larger_text(qtbot, settings, game_id, k, lang):
    larger.apply(LARGER_SCALE)
    placement_tests.test_hints_tips_banners_and_badges_leave_everything_visible(qtbot, settings, game_id, k, lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", readability_tests.GAMES_WITH_SCENE)
def test_no_text_under_11_px_at_1024x640_with_larger_text(qtbot, settings, monkeypatch, game_id, lang):
    settings.larger_text = True
    readability_tests.test_table_and_ending_text_is_at_least_11_px_at_1024x640(qtbot, settings, monkeypatch,
                                                                             game_id, lang)


@pytest.mark.parametrize("game_id", placement_tests.GAMES)
def test_a_lesson_s_tip_and_a_hint_follow_the_setting_mid_game(qtbot, settings, tmp_path, game_id):
    """Turned on during the lesson: the tip and the hint's bubble are said again, larger, and placed anew over
    nothing that must stay visible; turned off: back to their normal size."""
    controller, table = placement_tests.lesson_table(qtbot, settings, tmp_path, game_id)
    scene = controller.scene
    legal = controller.game.legal_actions(controller.match.state, controller.lesson.learner)
    scene.show_hint(controller.run.step().expected, "Play this one: it keeps your best piece for later.")

    def sizes() -> tuple[float, float]:
        bubble = next(i for i in scene.assist.items if hasattr(i, "placed_rect"))
        return _px(controller.tip._body_font), _px(bubble.font)

    normal = sizes()
    larger.apply(LARGER_SCALE)
    scene.relayout()
    assert all(b >= n * 1.2 for n, b in zip(normal, sizes(), strict=True)), (normal, sizes())
    assert controller.tip.isVisible() and scene.assist.hint_text and legal
    assert placement_tests.problems(scene, placement_tests.step_named(controller)) == []
    larger.apply(1.0)
    scene.relayout()
    assert sizes() == normal
