"""Animations on / reduced / off (cafegames/ui/settings.py): what each does to the durations, to long moves and to
the winner's moment; older stored speeds still read; "as the system" follows GTK's gtk-enable-animations."""

from __future__ import annotations

import json
import os
import sys

import pytest
from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF
from PySide6.QtWidgets import QGraphicsScene

from cafegames.ui import system_motion
from cafegames.ui.celebration import Confetti, celebration
from cafegames.ui.ending import EndingScreen, EndingStyle, PlaceRow
from cafegames.ui.settings import REDUCED_MAX_MS, Settings


def stored(tmp_path, values: dict) -> Settings:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values))
    return Settings(path)


@pytest.fixture(autouse=True)
def no_system_preference(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    system_motion.system_reduces_motion.cache_clear()
    yield
    system_motion.system_reduces_motion.cache_clear()


@pytest.mark.parametrize(("mode", "scale", "long_ms", "short_ms"), [
    ("on", 1.0, 1000, 100), ("reduced", 0.6, REDUCED_MAX_MS, 60), ("off", 0.0, 0, 0)])
def test_each_mode_scales_the_durations(tmp_path, mode, scale, long_ms, short_ms):
    settings = stored(tmp_path, {"animations": mode})
    assert settings.animations == mode and settings.animation_choice == mode
    assert settings.animation_scale == scale
    assert settings.duration(1000) == long_ms and settings.duration(100) == short_ms
    assert settings.reduced_motion == (mode == "reduced")


@pytest.mark.parametrize(("old", "mode", "scale"), [("off", "off", 0.0), ("fast", "on", 0.5), ("normal", "on", 1.0),
                                                    ("slow", "on", 1.8)])
def test_a_speed_stored_by_an_older_version_still_works(tmp_path, old, mode, scale):
    settings = stored(tmp_path, {"animation_speed": old})
    assert settings.animation_choice == mode and settings.animations == mode and settings.animation_scale == scale
    settings.animation_choice = "reduced"  # the next choice replaces it
    saved = json.loads(settings.path.read_text())
    assert saved == {"animations": "reduced"}
    assert Settings(settings.path).animations == "reduced"


def test_an_unknown_mode_in_the_file_is_as_the_system(tmp_path):
    settings = stored(tmp_path, {"animations": "wild"})
    assert settings.animation_choice == "" and settings.animations == "on"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="GTK's settings file is read on Linux")
@pytest.mark.parametrize(("ini", "mode"), [
    ("[Settings]\ngtk-enable-animations=false\n", "reduced"),
    ("[Settings]\ngtk-enable-animations=0\n", "reduced"),
    ("[Settings]\ngtk-enable-animations=true\n", "on"),
    ("[Settings]\ngtk-theme-name=Adwaita\n", "on"),
    ("not an ini file [", "on"),
])
def test_as_the_system_follows_gtk_enable_animations(tmp_path, ini, mode):
    folder = tmp_path / "xdg" / "gtk-3.0"
    folder.mkdir(parents=True)
    (folder / "settings.ini").write_text(ini)
    assert stored(tmp_path, {}).animations == mode
    assert stored(tmp_path, {"animations": "on"}).animations == "on"  # a choice made in Settings wins


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_pipe_as_the_gtk_settings_is_not_read_for_ever(tmp_path):
    folder = tmp_path / "xdg" / "gtk-4.0"
    folder.mkdir(parents=True)
    os.mkfifo(folder / "settings.ini")
    assert stored(tmp_path, {}).animations == "on"


def test_reduced_makes_long_moves_instant_and_keeps_short_ones(qtbot, tmp_path):
    from PySide6.QtWidgets import QGraphicsObject

    from cafegames.engine.seats import Seat
    from tests.toy.game import GAME
    from tests.toy.table.scene import ToyScene

    settings = stored(tmp_path, {"animations": "reduced"})
    scene = ToyScene(GAME, [Seat("Ann"), Seat("Bob")], settings)
    item = next(i for i in scene.items() if isinstance(i, QGraphicsObject))
    item.setPos(QPointF(100, 100))
    far = scene.animation(item, b"pos", QPointF(900, 600), 400)
    near = scene.animation(item, b"pos", QPointF(160, 130), 400)
    fade = scene.animation(item, b"opacity", 0.5, 400)
    assert isinstance(far, QPropertyAnimation)
    assert far.duration() == 0 and near.duration() == int(400 * 0.6) and fade.duration() == int(400 * 0.6)
    settings.animation_choice = "on"
    assert scene.animation(item, b"pos", QPointF(900, 600), 400).duration() == 400


def _screen() -> tuple[QGraphicsScene, EndingScreen]:
    scene = QGraphicsScene(QRectF(0, 0, 1600, 1000))
    screen = EndingScreen(scene.sceneRect(), EndingStyle())
    scene.addItem(screen)
    screen.set_title("Ann wins!")
    screen.set_columns(["Score"])
    for seat, (name, place) in enumerate([("Ann", 1), ("Bob", 2), ("Cléo", 3)]):
        screen.add_row(PlaceRow(seat, place, name, [str(10 - seat)]))
    screen.build()
    return scene, screen


@pytest.mark.parametrize(("mode", "confetti", "zoom"), [("on", True, True), ("reduced", False, False)])
def test_the_winners_moment_has_no_confetti_and_no_zoom_when_reduced(qapp, tmp_path, mode, confetti, zoom):
    settings = stored(tmp_path, {"animations": mode})
    scene, screen = _screen()
    group = celebration(screen, settings.duration, reduced=settings.reduced_motion)
    assert any(isinstance(i, Confetti) for i in scene.items()) == confetti

    def props(anim) -> list[bytes]:
        if isinstance(anim, QPropertyAnimation):
            return [bytes(anim.propertyName())]
        if not hasattr(anim, "animationCount"):
            return []  # a pause
        return [p for i in range(anim.animationCount()) for p in props(anim.animationAt(i))]

    names = props(group)
    assert (b"scale" in names) == zoom and b"opacity" in names
    assert group.totalDuration() <= (10_000 if mode == "on" else 2 * REDUCED_MAX_MS + 200)


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_a_game_plays_on_with_reduced_animations(qtbot, tmp_path, game_id):
    """Every table runs its moves in reduced mode: long moves land at once, the rest is short; nothing stalls."""
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.ui.controller import MatchController
    from cafegames.ui.table import TableWidget

    settings = stored(tmp_path, {"animations": "reduced"})
    settings.overrides["computer_delay_ms"] = 0
    info = registry.get(game_id)
    game = info.game()
    seats = [Seat(f"Bot {i}", "computer", game.levels[0]) for i in range(3)]
    match = Match(game, {}, seats, 4)
    scene = info.scene_class()(game, match.seats, settings)
    controller = MatchController(match, scene, settings, None)
    table = TableWidget(controller)
    qtbot.addWidget(table)
    table.resize(1024, 640)
    table.show()
    controller.start()
    qtbot.waitUntil(lambda: len(match.actions) >= 12, timeout=60_000)
    assert settings.reduced_motion
