"""DESIGN.md: text never below 11 px. At 1280 × 800 with the log panel open, and at 1024 × 640 (the smallest
window the app is made for, its scene scaled by 0.595): every text on every table, on the result screen, on the
start page and in the new-game dialog comes out at 11 screen pixels or more, as drawn — the text items by their
font and scale, the text our items paint themselves (every `QPainter.drawText` of a paint, caught while the
window is drawn) by the painter's font and transform, the widgets by their font."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from cafegames.engine import registry, rng
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.main_window import MainWindow
from cafegames.ui.new_game import NewGameDialog
from tests.ui.ending_helpers import near_the_end

MIN_SCREEN_PX = 11
GAMES_WITH_SCENE = [gid for gid, info in registry.GAMES.items() if info.has_scene()]


def _pixel_size(font, dpi: float = 96) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72


def small_items(scene, view_scale: float) -> list[str]:
    """The text items of `scene` under 11 screen px."""
    small = []
    for item in scene.items():
        if not item.isVisible() or not isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            continue
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        if not text.strip():
            continue
        t = item.sceneTransform()
        px = _pixel_size(item.font()) * math.hypot(t.m11(), t.m12()) * view_scale
        if px < MIN_SCREEN_PX - 0.05:
            small.append(f"{text[:30]!r}: {px:.1f} px")
    return small


def small_painted(monkeypatch, widget: QWidget) -> list[str]:
    """The texts our items paint under 11 device px while `widget` is drawn (the painter's font and transform:
    the view's scale is in it, and the look cache paints with the same transform)."""
    small: set[str] = set()
    draw_text = QPainter.drawText

    def spy(painter, *args):
        t = painter.worldTransform()
        px = _pixel_size(painter.font(), painter.device().logicalDpiY()) * math.hypot(t.m11(), t.m12())
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip() and px < MIN_SCREEN_PX - 0.05:
            small.add(f"{text[:30]!r}: {px:.1f} px")
        return draw_text(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", spy)
    try:
        widget.grab()
    finally:
        monkeypatch.setattr(QPainter, "drawText", draw_text)
    return sorted(small)


def small_widgets(top: QWidget) -> list[str]:
    """The visible widgets with text whose font is under 11 px."""
    small = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        text = (w.text() if isinstance(w, QLabel | QAbstractButton | QLineEdit | QAbstractSpinBox)
                else w.currentText() if isinstance(w, QComboBox) else w.title() if isinstance(w, QGroupBox) else "")
        px = _pixel_size(w.font(), w.logicalDpiY())
        if text.strip() and px < MIN_SCREEN_PX - 0.05:
            small.append(f"{type(w).__name__} {text[:30]!r}: {px:.1f} px")
    return small


def open_window(qtbot, settings, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    settings.overrides["animation_speed"] = "off"
    return window


def seats_for(game_id: str) -> list[Seat]:
    info = registry.get(game_id)
    game = info.game()
    return [Seat("Ann")] + [Seat(f"Bot {i}", "computer", game.levels[0]) for i in range(1, max(info.min_players, 2))]


@pytest.mark.parametrize("game_id", GAMES_WITH_SCENE)
def test_table_text_is_at_least_11_px_at_1280x800(qtbot, settings, monkeypatch, game_id):
    game = registry.get(game_id).game()
    window = open_window(qtbot, settings, (1280, 800))
    assert window.open_match(Match(game, {}, seats_for(game_id), rng.derive(3, game_id) % rng.MAX_SEED), None)
    window.act_log.trigger()  # closed at first at this size (cafegames/ui/log_panel.py): the smallest table is with it
    assert window.log_dock.isVisible()
    controller = window.controller
    controller.autoplay(8)
    qtbot.waitUntil(lambda: controller.is_settled() and controller.autoplay_left == 0, timeout=30_000)
    view = window.table.view
    view.fit()
    small = small_items(controller.scene, view.transform().m11()) + small_painted(monkeypatch, window)
    window.quit_after_screenshot = True
    window.close()
    assert small == [], small


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES_WITH_SCENE)
def test_table_and_ending_text_is_at_least_11_px_at_1024x640(qtbot, settings, monkeypatch, game_id, lang):
    i18n.install_language(lang)
    try:
        game = registry.get(game_id).game()
        window = open_window(qtbot, settings, (1024, 640))
        match = near_the_end(game, {}, seats_for(game_id), rng.derive(5, game_id) % rng.MAX_SEED, before=12)
        assert window.open_match(match, None)
        controller = window.controller
        qtbot.waitUntil(controller.is_settled, timeout=30_000)
        view = window.table.view
        view.fit()
        assert view.transform().m11() < 0.61  # the smallest scale the app is made for
        small = small_items(controller.scene, view.transform().m11()) + small_painted(monkeypatch, window)
        controller.autoplay(100_000)
        qtbot.waitUntil(lambda: match.is_over() and controller.is_settled() and controller.scene.ending_open(),
                        timeout=60_000)
        small += small_items(controller.scene, view.transform().m11()) + small_painted(monkeypatch, window)
        window.quit_after_screenshot = True
        window.close()
        assert small == [], small
    finally:
        i18n.install_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_start_page_and_new_game_dialog_text_is_at_least_11_px_at_1024x640(qtbot, settings, monkeypatch, lang):
    i18n.install_language(lang)
    try:
        window = open_window(qtbot, settings, (1024, 640))
        small = small_widgets(window) + small_painted(monkeypatch, window)
        for game_id in GAMES_WITH_SCENE:
            dialog = NewGameDialog(settings, game_id, window)
            dialog.show()
            small += small_widgets(dialog) + small_painted(monkeypatch, dialog)
            dialog.reject()
        window.quit_after_screenshot = True
        window.close()
        assert small == [], small
    finally:
        i18n.install_language("en")
