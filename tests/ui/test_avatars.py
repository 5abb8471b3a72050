"""Photo avatars: chosen per seat in the new-game dialog, remembered by name, shown at the seats of every game."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui import avatars, pictures

MAGENTA = QColor("#ff00ff")


@pytest.fixture
def settings(settings):
    settings.overrides["animation_speed"] = "off"
    return settings


def photo(path, colour=MAGENTA, w=500, h=400):
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(colour)
    image.save(str(path))
    return str(path)


def magenta_pixels(scene) -> int:
    image = QImage(1600, 1000, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1600, 1000), QRectF(0, 0, scene.WIDTH, scene.HEIGHT))
    painter.end()
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            count += c.red() > 235 and c.green() < 30 and c.blue() > 235
    return count


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_avatars_shown_at_the_seats(qtbot, settings, tmp_path, game_id):
    game = importlib.import_module(f"cafegames.games.{game_id}.game").GAME
    scene_cls = importlib.import_module(f"cafegames.games.{game_id}.table.scene").Scene
    seats = [Seat("Ann"), Seat("Grandma", "computer", "normal"), Seat("Bob", "computer", "normal")]
    match = Match(game, {}, seats, 3)

    def shown() -> int:
        scene = scene_cls(game, seats, settings)
        scene.show_state(0, game.view(match.state, 0), game.legal_actions(match.state, 0), [])
        scene.finish_animations()
        return magenta_pixels(scene)

    assert shown() == 0
    avatars.set_avatar("grandma", photo(tmp_path / "grandma.png"))  # names match whatever their case
    with_photo = shown()
    assert with_photo > 40  # her round photo at her seat
    avatars.set_avatar("Ann", photo(tmp_path / "ann.png"))
    assert shown() > with_photo * 1.5  # and Ann's at hers


def test_avatar_remembered_by_name_and_stored_small(tmp_path, qapp):
    avatars.set_avatar("Grandma", photo(tmp_path / "g.png", w=2000, h=1200))
    (tmp_path / "g.png").unlink()  # copied in: the original can go
    path = avatars.avatar_path("GRANDMA")
    assert path is not None and path.parent == avatars.folder()
    image = QImage(str(path))
    assert (image.width(), image.height()) == (avatars.AVATAR_SIDE, avatars.AVATAR_SIDE)
    round_ = avatars.avatar_image("grandma", 64)
    centre = round_.pixelColor(32, 32)
    assert centre.red() > 240 and centre.green() < 16 and centre.blue() > 240  # JPEG: near magenta
    assert round_.pixelColor(1, 1).alpha() == 0  # cut round
    avatars.set_avatar("Grandma", photo(tmp_path / "h.png", QColor("#00ff00")))
    assert len(list(avatars.folder().glob("*.jpg"))) == 1  # the old photo is removed
    avatars.clear_avatar("grandma")
    assert avatars.avatar_path("Grandma") is None and not list(avatars.folder().glob("*.jpg"))


def test_missing_avatar_file_draws_the_initial(tmp_path, qapp):
    avatars.set_avatar("Bob", photo(tmp_path / "b.png"))
    avatars.avatar_path("Bob").unlink()
    image = QImage(50, 50, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    assert avatars.draw_avatar(painter, QRectF(0, 0, 50, 50), "Bob") is False
    painter.end()


def test_new_game_dialog_photo_per_seat(qtbot, settings, tmp_path):
    from cafegames.ui.new_game import NewGameDialog

    dialog = NewGameDialog(settings, "cafe")
    qtbot.addWidget(dialog)
    row = dialog.rows[1]
    row.name.setText("Grandma")
    assert row.avatar.set_photo(photo(tmp_path / "g.png"))
    assert avatars.avatar_path("Grandma") is not None and row.avatar.clear_action.isEnabled()
    (tmp_path / "bad.png").write_text("not a picture")
    assert not row.avatar.set_photo(str(tmp_path / "bad.png"))
    assert "not a picture" in dialog.error.text()
    row.name.setText("Someone else")
    assert not row.avatar.clear_action.isEnabled()  # the photo belongs to the name
    assert not dialog.deck_host.isVisibleTo(dialog)  # the card deck is UNO's
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("uno"))
    assert dialog.deck_host.isVisibleTo(dialog)
    assert dialog.rows[0].avatar is not None


def test_bad_avatar_pictures_refused(tmp_path, qapp):
    (tmp_path / "x.png").write_bytes(b"GIF89a" + b"\0" * 3)
    with pytest.raises(pictures.PictureError):
        avatars.set_avatar("Ann", tmp_path / "x.png")
    assert avatars.avatar_path("Ann") is None
