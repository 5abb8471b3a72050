"""The shared picture cache of items (cafegames/ui/paint_cache.py) draws what a direct paint draws: every game's
table, played on in the same scene (so a picture kept from an earlier look would show) and shown below a bar in
its window (as under the menus), looks the same with the cache as painted directly, and later frames come from
the cache."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import paint_cache
from cafegames.ui.game_view import GameView


def _scene(game_id: str, settings):
    if game_id == "cafe":
        from cafegames.games.cafe.game import GAME
        from cafegames.games.cafe.table.scene import CafeScene as Scene
    elif game_id == "uno":
        from cafegames.games.uno.game import GAME
        from cafegames.games.uno.table.scene import UnoScene as Scene
    else:
        from cafegames.games.canyon.game import GAME
        from cafegames.games.canyon.table.scene import CanyonScene as Scene
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    match = Match(GAME, {}, seats, 11)
    return GAME, match, Scene(GAME, match.seats, settings)


def _grab(window: QWidget) -> QImage:
    """The whole window, painted as the screen paints it: the table's view below a bar, as under the menus (a
    child widget is painted with its offset in the window)."""
    window.grab()
    return window.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _off_by_more_than(a: QImage, b: QImage, levels: int) -> int:
    """How many colour channels of `a` and `b` differ by more than `levels` of 255."""
    x, y = bytes(a.constBits()), bytes(b.constBits())
    if x == y:
        return 0
    return sum(abs(p - q) > levels for p, q in zip(x, y, strict=True))


@pytest.mark.parametrize("game_id", ["cafe", "uno", "canyon"])
def test_cached_pictures_are_the_direct_paint(qtbot, settings, monkeypatch, game_id):
    settings.overrides["animation_speed"] = "off"
    game, match, scene = _scene(game_id, settings)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    view = GameView(window)
    view.setScene(scene)
    view.setGeometry(0, 23, 1280, 777)
    window.show()
    direct = paint_cache.LookCache.paint
    for step in range(3):  # three positions in one scene: a stale picture would differ from the direct paint
        for _ in range(12 if step else 0):
            if match.is_over():
                break
            match.act(match.bot_action(include_humans=True))
        scene.show_state(0, game.view(match.state, 0), game.legal_actions(match.state, 0), [])
        before = paint_cache.look_cache.hits
        cached = _grab(window)
        assert paint_cache.look_cache.hits > before  # the second grab came from the cache
        monkeypatch.setattr(paint_cache.LookCache, "paint", lambda self, item, painter, look, draw: draw(painter))
        plain = _grab(window)
        monkeypatch.setattr(paint_cache.LookCache, "paint", direct)
        # compositing in another order rounds differently: at most a level or two, never a shape
        assert _off_by_more_than(cached, plain, 2) == 0, f"step {step}"


def test_the_cache_keeps_within_its_memory_budget(qtbot, settings, monkeypatch):
    """A window resized through many sizes makes a picture of every item at each: the cache drops the oldest
    past its budget instead of growing (a UNO felt at 1920×1080 is about 5 MB)."""
    from cafegames.games.uno.table import card_item, seat_panel, widgets

    settings.overrides["animation_speed"] = "off"
    game, match, scene = _scene("uno", settings)
    cache = paint_cache.LookCache(max_bytes=8 * 2**20)
    for module in (widgets, card_item, seat_panel):  # every UNO item that keeps its look in the cache
        monkeypatch.setattr(module, "look_cache", cache)
    window = QWidget()
    qtbot.addWidget(window)
    view = GameView(window)
    view.setScene(scene)
    scene.show_state(0, game.view(match.state, 0), game.legal_actions(match.state, 0), [])
    window.show()
    for width in range(900, 1900, 100):
        window.resize(width, width * 9 // 16)
        view.setGeometry(0, 0, width, width * 9 // 16)
        window.grab()
    assert cache.misses > 30
    assert 0 < cache.bytes <= 8 * 2**20
    assert cache.bytes == sum(pm.width() * pm.height() * 4 for pm in cache.pixmaps.values())


def _cached_and_direct(view: GameView) -> tuple[QImage, QImage]:
    """The view's second frame (from the items' pictures), and the same frame painted directly."""
    view.viewport().grab()
    cached = view.viewport().grab().toImage()
    direct = paint_cache.LookCache.paint
    paint_cache.LookCache.paint = lambda self, item, painter, look, draw: draw(painter)
    try:
        plain = view.viewport().grab().toImage()
    finally:
        paint_cache.LookCache.paint = direct
    return cached, plain


class _Swatch(QGraphicsItem):
    """A square of one colour drawn through the cache, the way the games' items are."""

    def __init__(self, colour: str):
        super().__init__()
        self.colour = colour

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, 40, 40)

    def look(self) -> tuple:
        return (self.colour,)

    def paint(self, painter, option, widget=None) -> None:
        paint_cache.look_cache.paint(self, painter, self.look(), self.draw)

    def draw(self, painter) -> None:
        painter.fillRect(QRectF(0, 0, 40, 40), QColor(self.colour))


def _shown(qtbot, scene: QGraphicsScene, width: int, height: int) -> GameView:
    """A game view of `scene`, shown at `width`×`height`."""
    view = GameView()
    qtbot.addWidget(view)
    view.setScene(scene)
    view.resize(width, height)
    view.show()
    return view


def test_an_items_last_picture_follows_its_look_and_its_scale(qtbot):
    """Each item keeps its last picture for the frames that follow: a new look or a new scale of the view makes
    the next frame show the new one."""
    scene = QGraphicsScene(0, 0, 200, 200)
    swatch = _Swatch("#c02020")
    swatch.setPos(80, 80)
    scene.addItem(swatch)
    view = _shown(qtbot, scene, 400, 400)

    def colour_at_swatch() -> str:
        image = view.viewport().grab().toImage()
        return image.pixelColor(view.mapFromScene(QPointF(100, 100))).name()

    assert colour_at_swatch() == "#c02020"
    assert colour_at_swatch() == "#c02020"  # the second frame from the item's kept picture
    swatch.colour = "#2040c0"
    swatch.update()
    assert colour_at_swatch() == "#2040c0"
    for width in (400, 700):  # a bigger window scales the scene up: the square's right edge moves right
        view.resize(width, width)
        view.viewport().grab()
        image = view.viewport().grab().toImage()
        row = view.mapFromScene(QPointF(100, 100)).y()
        edge = max(x for x in range(image.width()) if image.pixelColor(x, row).name() == "#2040c0")
        assert abs(edge - view.mapFromScene(QPointF(120, 100)).x()) <= 2, width


def test_canyon_the_canoe_that_moves_is_outlined_at_once(qtbot, settings, monkeypatch):
    """The canoes stay on the river from one redraw to the next: when the move passes to the next canoe, the
    next frame outlines the new one and no longer the old one (their pictures are keyed by who moves)."""
    settings.overrides["animation_speed"] = "off"
    game, match, scene = _scene("canyon", settings)
    while not (match.state.phase == "move" and match.state.round_no >= 1):
        match.act(match.bot_action(include_humans=True))
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    view = GameView(window)
    view.setScene(scene)
    view.setGeometry(0, 0, 1280, 800)
    window.show()
    scene.show_state(0, game.view(match.state, 0), game.legal_actions(match.state, 0), [])
    mover = match.state.turn
    _grab(window)
    assert scene.canoes[mover].active
    while match.state.phase == "move" and match.state.turn == mover:
        match.act(match.bot_action(include_humans=True))
    assert match.state.phase == "move"
    scene.show_state(0, game.view(match.state, 0), game.legal_actions(match.state, 0), [])
    assert not scene.canoes[mover].active
    cached = _grab(window)
    direct = paint_cache.LookCache.paint
    monkeypatch.setattr(paint_cache.LookCache, "paint", lambda self, item, painter, look, draw: draw(painter))
    plain = _grab(window)
    monkeypatch.setattr(paint_cache.LookCache, "paint", direct)
    assert _off_by_more_than(cached, plain, 2) == 0


def test_a_turned_item_is_cached_once_it_holds_still_and_follows_its_look(qtbot):
    """A turned item (a card on the UNO pile) is drawn directly while it turns, then from its picture; a new look
    or a new turn shows on the next frame, as the direct paint draws it."""
    scene = QGraphicsScene(0, 0, 200, 200)
    swatch = _Swatch("#c02020")
    swatch.setTransformOriginPoint(20, 20)
    swatch.setRotation(17)
    swatch.setPos(80, 80)
    scene.addItem(swatch)
    view = _shown(qtbot, scene, 400, 400)

    misses = paint_cache.look_cache.misses
    cached, plain = _cached_and_direct(view)
    assert paint_cache.look_cache.misses == misses + 1  # one picture made, on the second frame
    assert _off_by_more_than(cached, plain, 2) == 0
    swatch.colour = "#2040c0"
    swatch.update()
    cached, plain = _cached_and_direct(view)
    assert cached.pixelColor(view.mapFromScene(swatch.mapToScene(QPointF(20, 20)))).name() == "#2040c0"
    assert _off_by_more_than(cached, plain, 2) == 0
    swatch.setRotation(-30)
    cached, plain = _cached_and_direct(view)
    assert _off_by_more_than(cached, plain, 2) == 0


def test_a_buttons_picture_follows_its_text_colour_and_state(qtbot):
    """The in-scene buttons are drawn from cached pictures: a new text, colour, size, a disabled or hovered
    button shows at the next frame as the direct paint draws it."""
    from cafegames.ui.graphics import ButtonItem

    scene = QGraphicsScene(0, 0, 400, 200)
    button = ButtonItem("End turn")
    button.setPos(60, 60)
    scene.addItem(button)
    view = _shown(qtbot, scene, 800, 400)

    first, _ = _cached_and_direct(view)
    changes = [lambda: button.set_text("End turn (+4)"), lambda: button.restyle("Pass", button.size, QColor("#2f7d4f")),
               lambda: button.setEnabled(False), lambda: button.setEnabled(True),
               lambda: setattr(button, "hovered", True) or button.update(),
               lambda: button.restyle("Pass", QSizeF(260, 70), QColor("#2f7d4f"))]
    previous = first
    for i, change in enumerate(changes):
        change()
        cached, plain = _cached_and_direct(view)
        assert cached != previous, i  # the change shows
        assert _off_by_more_than(cached, plain, 2) == 0, i
        previous = cached
