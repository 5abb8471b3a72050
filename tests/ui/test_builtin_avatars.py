"""Ready-made avatars: twelve shipped animal faces, chosen in one click beside the photo, remembered by name as
"builtin:<id>" (resolved only among the shipped ids, never as a path) and drawn at the seats of every game."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cafegames.engine.match import Match
from cafegames.engine.paths import resource
from cafegames.engine.seats import Seat
from cafegames.ui import avatars, builtin_avatars

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def settings(settings):
    settings.overrides["animation_speed"] = "off"
    return settings


def render(scene) -> QImage:
    image = QImage(800, 500, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 800, 500), QRectF(0, 0, scene.WIDTH, scene.HEIGHT))
    painter.end()
    return image


def differing(a: QImage, b: QImage) -> int:
    return sum(a.pixel(x, y) != b.pixel(x, y) for y in range(0, a.height(), 2) for x in range(0, a.width(), 2))


def test_twelve_shipped_faces_each_drawn_and_named(qapp):
    assert len(builtin_avatars.BUILTIN) >= 12
    seen = set()
    for face in builtin_avatars.BUILTIN:
        assert resource("avatars", f"{face}.svg").is_file()
        image = builtin_avatars.image(face, 44)
        assert image is not None and image.width() == 44
        assert image.pixelColor(22, 22).alpha() == 255 and image.pixelColor(0, 0).alpha() == 0  # a disc
        seen.add(bytes(image.constBits()))
        assert builtin_avatars.name(face)
    assert len(seen) == len(builtin_avatars.BUILTIN)  # twelve different faces


def test_the_shipped_files_are_what_the_devtools_script_writes():
    result = subprocess.run([sys.executable, str(ROOT / "devtools" / "make_avatars.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_names_are_translated(qapp):
    from cafegames.ui import i18n

    i18n.install_language("fr")
    try:
        assert builtin_avatars.name("fox") == "Renard"
        assert builtin_avatars.name("owl") == "Hibou"
    finally:
        i18n.install_language("en")
    assert builtin_avatars.name("fox") == "Fox"


def test_one_click_in_the_menu_grid_and_remembered_by_name(qtbot, settings):
    from cafegames.ui.new_game import NewGameDialog

    dialog = NewGameDialog(settings, "uno")
    qtbot.addWidget(dialog)
    row = dialog.rows[1]
    row.name.setText("Grandma")
    button = row.avatar.builtin_buttons["fox"]
    assert button.toolTip() == "Fox" and button.accessibleName() == "Fox"
    button.click()
    index = json.loads((avatars.folder() / "avatars.json").read_text())
    assert index == {"grandma": "builtin:fox"}
    assert avatars.avatar_path("GRANDMA") == resource("avatars", "fox.svg")
    assert avatars.avatar_image("grandma", 64) is not None
    assert row.avatar.clear_action.isEnabled()
    row.avatar.clear()
    assert avatars.avatar_path("Grandma") is None
    assert resource("avatars", "fox.svg").is_file()  # "No photo" never deletes a shipped file


def test_a_photo_replaced_by_an_animal_is_removed_and_renaming_keeps_the_animal(qapp, tmp_path):
    image = QImage(100, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff00ff"))
    image.save(str(tmp_path / "p.png"))
    avatars.set_avatar("Ann", str(tmp_path / "p.png"))
    assert len(list(avatars.folder().glob("*.jpg"))) == 1
    avatars.set_builtin("Ann", "owl")
    assert not list(avatars.folder().glob("*.jpg"))
    avatars.rename_avatar("Ann", "Annie")
    assert avatars.avatar_path("Annie") == resource("avatars", "owl.svg")
    avatars.set_avatar("Annie", str(tmp_path / "p.png"))  # and back to a photo: nothing shipped is touched
    assert resource("avatars", "owl.svg").is_file()
    with pytest.raises(ValueError):
        avatars.set_builtin("Ann", "../../etc/passwd")


@pytest.mark.parametrize("value", ["builtin:../../../etc/passwd", "builtin:/etc/passwd", "builtin:unicorn",
                                   "builtin:fox.svg", "builtin:", "builtin:../avatars/fox"])
def test_a_reserved_value_is_never_a_path(qapp, caplog, value, tmp_path):
    avatars.folder().mkdir(parents=True, exist_ok=True)
    (avatars.folder() / value.replace("/", "_")).write_bytes(b"x")
    (avatars.folder() / "avatars.json").write_text(json.dumps({"ann": value, "bob": "builtin:cat"}))
    assert avatars.avatar_path("Ann") is None
    assert avatars.avatar_image("Ann", 40) is None
    assert "not one of ours" in caplog.text
    assert avatars.avatar_path("Bob") == resource("avatars", "cat.svg")  # one bad entry never stops the others
    avatars.clear_avatar("Ann")
    assert (avatars.folder() / value.replace("/", "_")).exists()


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_a_ready_made_avatar_is_drawn_at_the_seats(qtbot, settings, game_id):
    game = importlib.import_module(f"cafegames.games.{game_id}.game").GAME
    scene_cls = importlib.import_module(f"cafegames.games.{game_id}.table.scene").Scene
    seats = [Seat("Ann"), Seat("Grandma", "computer", "normal"), Seat("Bob", "computer", "normal")]
    match = Match(game, {}, seats, 3)

    def shown() -> QImage:
        scene = scene_cls(game, seats, settings)
        scene.show_state(0, game.view(match.state, 0), game.legal_actions(match.state, 0), [])
        scene.finish_animations()
        return render(scene)

    before = shown()
    avatars.set_builtin("Grandma", "panda")
    after = shown()
    assert differing(before, after) > 60  # her panda where her initial was


def test_draw_avatar_draws_the_animal(qapp):
    avatars.set_builtin("Bob", "frog")
    image = QImage(50, 50, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    assert avatars.draw_avatar(painter, QRectF(0, 0, 50, 50), "Bob") is True
    painter.end()
    assert image.pixelColor(25, 32).green() > 120  # the frog's green face
    assert QCoreApplication.instance() is not None
