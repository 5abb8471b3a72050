"""U-PHOTO: the family's own pictures on UNO cards — the designer, the deck on the table, missing files."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno.cards import parse
from cafegames.games.uno.game import GAME
from cafegames.games.uno.table import art
from cafegames.games.uno.table import widgets_decks as decks
from cafegames.games.uno.table.card_item import DECK, card_pixmap_key
from cafegames.games.uno.table.scene import Scene
from cafegames.ui.graphics import svg_cache
from tests.ui.helpers import click_item, settle
from tests.uno import test_scene as uno_scene

make_table = uno_scene.make_table  # the UNO table's fixture

MAGENTA = "#ff00ff"


def photo(path, colour=MAGENTA, w=640, h=480):
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    image.save(str(path))
    return str(path)


def close(a: QColor, b: str, tol: int = 24) -> bool:
    c = QColor(b)
    return abs(a.red() - c.red()) <= tol and abs(a.green() - c.green()) <= tol and abs(a.blue() - c.blue()) <= tol


def designer(qtbot, settings):
    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner

    d = DeckDesigner(settings)
    qtbot.addWidget(d)
    return d


def test_U_PHOTO_picture_in_the_centre_colour_and_value_kept(qtbot, settings, tmp_path):
    d = designer(qtbot, settings)
    assert d.set_picture("r7", photo(tmp_path / "family.png")) is None
    key, source = card_pixmap_key(parse("r7"), False)
    assert key.startswith("uno:photo:r7")
    image = svg_cache.pixmap(key, source, QSize(200, 300)).toImage()
    assert close(image.pixelColor(100, 130), MAGENTA)  # the picture in the centre oval
    assert image.pixelColor(16, 100).name() == art.FILL[0]  # border in the card's colour
    svg = art.face_svg(parse("r7"), False, "data:,")
    assert svg.count(">7</text>") == 3  # two corners and the centre badge
    # the same template: a photo card keeps the standard card's frame and corners
    standard = art.face_svg(parse("r7"), False)
    assert svg.split("<ellipse")[0] == standard.split("<ellipse")[0]
    corners = '<g transform="rotate(0 '
    assert svg[svg.index(corners):] == standard[standard.index(corners):]


def test_U_PHOTO_colour_blind_shape_on_photo_cards(qtbot, settings, tmp_path):
    svg = art.face_svg(parse("g3"), True, "data:,")
    assert "<rect" in svg.split("data:,")[-1]  # green's square: corners and the badge
    assert art.face_svg(parse("g3"), False, "data:,").split("data:,")[-1].count("<rect") == 0


def test_U_PHOTO_one_picture_for_a_colour_a_value_or_all(qtbot, settings, tmp_path):
    d = designer(qtbot, settings)
    d.set_picture("b5", photo(tmp_path / "a.png"), "colour")
    assert sorted(c for c in d.deck.cards if c[0] == "b") == sorted(
        ["b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9", "bS", "bR", "bD", "bX", "bV", "bT", "bQ"])
    d.set_picture("r2", photo(tmp_path / "b.png", "#00ffff"), "value")
    assert {"r2", "y2", "g2", "b2"} <= set(d.deck.cards)
    assert d.deck.cards["b2"].picture != d.deck.cards["b3"].picture
    d.set_picture("W", photo(tmp_path / "c.png", "#ffff00"), "all")
    assert len(d.deck.cards) == 77 and "back" not in d.deck.cards  # every face (the Extreme and Deluxe boxes' too)
    assert len({p.picture for p in d.deck.cards.values()}) == 1
    assert len(list(d.deck.folder.glob("*.jpg"))) == 1  # unused pictures are removed from the deck folder


def test_U_PHOTO_pictures_are_copied_scaled_and_survive_the_original(qtbot, settings, tmp_path):
    original = tmp_path / "big.png"
    photo(original, w=3000, h=2000)
    d = designer(qtbot, settings)
    d.set_picture("back", str(original))
    stored = d.deck.picture_path("back")
    assert stored.parent.parent == decks.decks_dir()
    assert max(QImage(str(stored)).width(), QImage(str(stored)).height()) == 1024
    original.unlink()
    kept = decks.current(settings)  # a new session finds the deck in use, the picture still there
    assert kept is not None and kept.missing() == []
    DECK.load(settings)
    assert card_pixmap_key(None, False)[0].startswith("uno:photo:back")


def test_U_PHOTO_crop_drag_and_zoom(qtbot, settings, tmp_path):
    from PySide6.QtCore import QPoint, Qt

    d = designer(qtbot, settings)
    d.set_picture("y4", photo(tmp_path / "wide.png", w=1000, h=400))
    d.show()
    p = d.deck.cards["y4"]
    d.zoom.setValue(200)
    assert p.zoom == 2.0
    x0 = p.x
    centre = d.crop.card_rect().center().toPoint()
    qtbot.mousePress(d.crop, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseMove(d.crop, centre + QPoint(40, 0))
    qtbot.mouseRelease(d.crop, Qt.MouseButton.LeftButton, pos=centre + QPoint(40, 0))
    assert p.x < x0  # dragging right shows more of the left of the picture
    assert decks.load(d.deck.id).cards["y4"].zoom == 2.0  # stored
    before = card_pixmap_key(parse("y4"), False)[0]
    d.zoom.setValue(300)
    assert card_pixmap_key(parse("y4"), False)[0] != before  # the table draws the new placement


def test_U_PHOTO_reset_to_standard(qtbot, settings, tmp_path):
    d = designer(qtbot, settings)
    d.set_picture("r7", photo(tmp_path / "a.png"))
    d.clear_picture("r7")
    assert card_pixmap_key(parse("r7"), False)[0] == "uno:7:0"
    d.set_picture("r7", photo(tmp_path / "a.png"))
    d.deck_box.setCurrentIndex(0)  # "Standard cards"
    assert decks.current(settings) is None and card_pixmap_key(parse("r7"), False)[0] == "uno:7:0"


def test_U_PHOTO_play_a_hand_with_a_photo_deck(qtbot, make_table, settings, tmp_path):
    d = designer(qtbot, settings)
    d.set_picture("r0", photo(tmp_path / "a.png"), "all")
    d.set_picture("back", photo(tmp_path / "b.png", "#00ff00"))
    seats = [Seat("Ann"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "normal")]
    controller, table = make_table(seats)
    settle(qtbot, controller)
    scene = controller.scene
    cards = [i for i in scene.items() if type(i).__name__ == "CardItem"]
    assert cards and all(i.key.startswith("uno:photo:") for i in cards), [i.key for i in cards]
    for _ in range(3):  # Ann plays (or draws) three times against the computer players
        settle(qtbot, controller)
        if controller.match.is_over():
            break
        n = len(controller.match.actions)
        playable = [i for i in scene.hand_items if i.playable]
        if playable:
            click_item(qtbot, table, playable[0])
        elif scene.draw_pile is not None and scene.draw_pile.playable:
            click_item(qtbot, table, scene.draw_pile)
        else:
            break
        qtbot.waitUntil(lambda n=n: len(controller.match.actions) > n, timeout=5000)
    assert len(controller.match.actions) >= 3
    table.grab()  # painting photo cards at table size works
    assert all(i.key.startswith("uno:photo:") for i in scene.hand_items)


def test_U_PHOTO_missing_picture_falls_back_and_says_so_once(qtbot, settings, tmp_path):
    d = designer(qtbot, settings)
    d.set_picture("g5", photo(tmp_path / "a.png"))
    d.set_picture("back", photo(tmp_path / "b.png", "#00ffff"))
    d.deck.picture_path("g5").unlink()
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 2)
    scene = Scene(GAME, match.seats, settings)
    assert card_pixmap_key(parse("g5"), False)[0] == "uno:37:0"  # the standard art
    assert card_pixmap_key(None, False)[0].startswith("uno:photo:back")  # the others keep their pictures
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    assert "missing" in scene.error_text() and "Deck" in scene.error_text()
    scene.hide_error()
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    assert scene.error_text() == ""  # said once


def test_U_PHOTO_damaged_picture_in_a_deck_falls_back(qtbot, settings, tmp_path):
    d = designer(qtbot, settings)
    d.set_picture("g5", photo(tmp_path / "a.png"))
    d.deck.picture_path("g5").write_bytes(b"not a picture any more")
    DECK.load(settings)
    assert card_pixmap_key(parse("g5"), False)[0] == "uno:37:0"
    assert "g5" in DECK.broken and DECK.take_notice() is not None


def test_U_PHOTO_old_path_settings_migrate_into_a_deck(qtbot, settings, tmp_path):
    settings.set_json_value("uno_deck", {"r7": photo(tmp_path / "a.png"), "back": str(tmp_path / "gone.png")})
    deck = decks.current(settings)
    assert deck is not None and set(deck.cards) == {"r7"}
    assert deck.picture_path("r7").is_file() and settings.json_value("uno_deck") == {}
    assert len(decks.all_decks()) == 1
    decks.current(settings)
    assert len(decks.all_decks()) == 1  # once


@pytest.mark.parametrize("scope", ["card", "colour", "value", "all"])
def test_U_PHOTO_scopes_of_the_back_are_the_back(scope):
    from cafegames.games.uno.table.widgets_deck_designer import scope_cards

    assert scope_cards("back", scope) == ["back"]


def test_U_PHOTO_table_follows_the_deck_chosen_while_playing(qtbot, settings, tmp_path):
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 2)
    scene = Scene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    assert not any(i.key.startswith("uno:photo:") for i in scene.hand_items)
    d = designer(qtbot, settings)  # e.g. Settings → Card decks… during a game
    d.set_picture("r0", photo(tmp_path / "a.png"), "all")
    assert all(i.key.startswith("uno:photo:") for i in scene.hand_items)
    d.deck_box.setCurrentIndex(0)  # back to the standard cards
    assert not any(i.key.startswith("uno:photo:") for i in scene.hand_items)


def test_U_PHOTO_designer_shows_every_card_when_opened(qtbot, settings, tmp_path):
    d = designer(qtbot, settings)
    d.set_picture("g2", photo(tmp_path / "a.png"))
    again = designer(qtbot, settings)
    assert all(not b.icon().isNull() for b in again.buttons.values())
    # 52 coloured faces, Wild, Wild Draw Four, two Downpour cards, the Extreme box's 12 coloured faces and 2 wilds,
    # the Deluxe box's four +2? and three purple or black cards, the back
    assert len(again.buttons) == 78
