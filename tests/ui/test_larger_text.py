""""Larger cards and text" (Settings; cafegames/ui/larger.py): the hand cards and the table's status line grow, the
app's widget font and the dialogs' grow, and at 1024 × 640 the larger hand still fits: inside the table, clear of the
status line and of each other's faces (each card shows at least its corner)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtWidgets import QApplication

from cafegames.engine import registry, rng
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import larger
from cafegames.ui.main_window import MainWindow
from cafegames.ui.settings_dialog import SettingsDialog


@pytest.fixture(autouse=True)
def back_to_normal():
    yield
    larger.apply(1.0)


def _px(item) -> float:
    font = item.font() if callable(item.font) else item.font
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    t = item.sceneTransform()
    return size * math.hypot(t.m11(), t.m12())


def table(qtbot, settings, game_id: str, on: bool):
    settings.larger_text = on
    info = registry.get(game_id)
    game = info.game()
    seats = [Seat("Grand-mère Jeannine")] + [Seat(f"Bot {i}", "computer", game.levels[0]) for i in range(1, 4)]
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    settings.overrides["animation_speed"] = "off"
    assert window.open_match(Match(game, {}, seats, rng.derive(5, game_id) % rng.MAX_SEED), None)
    controller = window.controller
    controller.autoplay(6)
    qtbot.waitUntil(lambda: controller.is_settled() and controller.autoplay_left == 0, timeout=30_000)
    scene = controller.scene
    qtbot.waitUntil(lambda: bool(scene.hand_items), timeout=30_000)
    return window, scene


def status_item(scene):
    return getattr(scene, "prompt_item", None) or scene.status_item


@pytest.mark.parametrize("game_id", ["uno", "canyon"])
def test_larger_hand_cards_and_status_line_that_still_fit_at_1024x640(qtbot, settings, game_id):
    sizes = {}
    for on in (False, True):
        window, scene = table(qtbot, settings, game_id, on)
        cards = [c.sceneBoundingRect() for c in scene.hand_items if c.isVisible()]
        status = status_item(scene)
        sizes[on] = (max(c.height() for c in cards), _px(status))
        bounds = scene.sceneRect()
        status_rect = status.sceneBoundingRect()
        for card in cards:
            assert bounds.contains(card), (card, bounds)  # nothing cut at the table's edge
            assert not card.intersects(status_rect), (card, status_rect)
        lefts = sorted(c.left() for c in cards)
        assert all(b - a >= 28 for a, b in zip(lefts, lefts[1:], strict=False))  # each card's corner shows
        window.quit_after_screenshot = True
        window.close()
    assert sizes[True][0] >= sizes[False][0] * 1.1  # the cards
    assert sizes[True][1] >= sizes[False][1] * 1.2  # the status line


def test_the_widget_font_and_the_dialogs_grow(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    base = QApplication.font().pointSizeF()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    normal_px = dialog.font().pixelSize()
    settings.larger_text = True  # at once: the main window follows the setting
    assert QApplication.font().pointSizeF() == pytest.approx(base * larger.factor())
    bigger = SettingsDialog(settings)
    qtbot.addWidget(bigger)
    assert bigger.font().pixelSize() >= normal_px * 1.2
    assert "font-size: 19px" in bigger.styleSheet()  # the warm look's 15 px, larger
    hint = bigger.sizeHint()
    assert hint.width() <= 1000 and hint.height() <= 600, hint
    settings.larger_text = False
    assert QApplication.font().pointSizeF() == pytest.approx(base)
    window.quit_after_screenshot = True
    window.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cafe_s_status_line_grows_only_as_far_as_its_room(qtbot, settings, lang):
    from cafegames.ui import i18n

    i18n.install_language(lang)
    try:
        settings.larger_text = True
        info = registry.get("cafe")
        game = info.game()
        seats = [Seat("Grand-mère Jeannine")] + [Seat(f"Bot {i}", "computer", game.levels[0]) for i in range(1, 4)]
        window = MainWindow(settings)
        qtbot.addWidget(window)
        window.resize(1024, 640)
        window.show()
        settings.overrides["animation_speed"] = "off"
        assert window.open_match(Match(game, {}, seats, 5), None)
        controller = window.controller
        qtbot.waitUntil(lambda: controller.is_settled(), timeout=30_000)
        scene = controller.scene
        assert scene.status.toPlainText()
        assert scene.status.font().pixelSize() >= 21
        assert scene.status.sceneBoundingRect().bottom() <= scene.take_back.sceneBoundingRect().top()
        window.quit_after_screenshot = True
        window.close()
    finally:
        i18n.install_language("en")
