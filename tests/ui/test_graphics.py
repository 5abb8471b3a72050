"""The shared scene helpers: SVG pixmap cache, SvgItem, ButtonItem, animations that respect the speed setting,
the busy signal, fonts never below the minimum, and the view that fits the scene."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from cafegames.ui.game_view import GameView
from cafegames.ui.graphics import MIN_FONT_PX, ButtonItem, SvgCache, SvgItem, scene_font, svg_cache
from cafegames.ui.scene_base import GameScene
from tests.toy.game import GAME

SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#ff0000"/></svg>'


class Bare(GameScene):
    def show_state(self, seat_on_screen, view, legal, events):
        pass


def test_svg_cache_renders_once_per_size_and_ratio(qapp):
    cache = SvgCache(limit=3)
    calls = []

    def source():
        calls.append(1)
        return SVG

    a = cache.pixmap("red", source, QSize(20, 20), 1.0)
    b = cache.pixmap("red", source, QSize(20, 20), 1.0)
    assert a.cacheKey() == b.cacheKey() and cache.hits == 1 and cache.misses == 1 and len(calls) == 1
    c = cache.pixmap("red", source, QSize(20, 20), 2.0)
    assert (c.width(), c.height(), c.devicePixelRatio()) == (40, 40, 2.0) and len(calls) == 1
    assert QColor(c.toImage().pixel(20, 20)) == QColor("#ff0000")
    for size in (30, 40, 50):
        cache.pixmap("red", source, QSize(size, size), 1.0)
    assert len(cache.pixmaps) == 3


def test_svg_item_draws_its_art_at_the_view_scale(qtbot, settings):
    scene = Bare(GAME, [], settings)
    item = SvgItem("red-item", SVG, QSizeF(100, 60))
    scene.addItem(item)
    item.setPos(10, 10)
    image = QImage(400, 250, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    # scene 1600 × 1000 rendered into 400 × 250: the item covers (2.5, 2.5)–(27.5, 17.5)
    assert QColor(image.pixel(15, 10)) == QColor("#ff0000")
    assert any(key[0] == "red-item" for key in svg_cache.pixmaps)


def test_button_item_clicks_only_when_enabled(qtbot, settings):
    scene = Bare(GAME, [], settings)
    button = ButtonItem("Draw", QSizeF(200, 60))
    button.setPos(700, 470)
    scene.addItem(button)
    view = GameView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(800, 500)
    view.show()
    clicks = []
    button.clicked.connect(lambda: clicks.append(1))
    centre = view.mapFromScene(button.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert clicks == [1]
    button.setEnabled(False)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert clicks == [1]


def test_animations_follow_the_speed_setting_and_report_busy(qtbot, settings):
    scene = Bare(GAME, [], settings)
    item = ButtonItem("x")
    scene.addItem(item)
    busy = []
    scene.busy_changed.connect(busy.append)
    settings.overrides["animation_speed"] = "off"
    assert scene.move(item, QPointF(300, 200)) is None
    assert item.pos() == QPointF(300, 200) and not scene.is_busy() and busy == []
    settings.overrides["animation_speed"] = "slow"  # (the tests' "fast" is theirs: tests/ui/helpers.py)
    anim = scene.move(item, QPointF(500, 100), base_ms=100)
    assert anim is not None and anim.duration() == 180 and scene.is_busy() and busy == [True]
    qtbot.waitUntil(lambda: not scene.is_busy(), timeout=2000)
    assert item.pos() == QPointF(500, 100) and busy == [True, False]
    got = []
    scene.action_chosen.connect(got.append)
    scene.fade(item, 0.2, base_ms=400)
    scene.choose("dropped while animating")
    assert got == []
    scene.finish_animations()
    qtbot.waitUntil(lambda: not scene.is_busy(), timeout=2000)
    assert abs(item.opacity() - 0.2) < 1e-6
    scene.choose("now")
    assert got == ["now"]


def test_fonts_never_go_below_the_minimum():
    assert scene_font(8).pixelSize() == MIN_FONT_PX
    assert scene_font(30, bold=True).pixelSize() == 30 and scene_font(30, bold=True).bold()


def test_view_fits_the_scene_keeping_its_aspect(qtbot, settings):
    scene = Bare(GAME, [], settings)
    view = GameView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(1000, 800)
    view.show()
    qtbot.waitExposed(view)
    t = view.transform()
    assert abs(t.m11() - t.m22()) < 1e-9
    assert abs(t.m11() - view.viewport().width() / GameScene.WIDTH) < 0.01
