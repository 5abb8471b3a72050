"""U-PHOTO decks on disk: storage, export/import as one file, and every refused picture or deck file."""

from __future__ import annotations

import json
import struct
import zipfile
import zlib

import pytest
from PySide6.QtGui import QColor, QImage

from cafegames.games.uno.table import widgets_decks as decks
from cafegames.ui import pictures


def png(path, w=400, h=300, colour="#3366cc"):
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    image.save(str(path))
    return path


def huge_png_header(w: int, h: int) -> bytes:
    """A PNG whose header claims w × h pixels (a decompression bomb's first bytes)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + \
        chunk(b"IEND", b"")


def make_deck(tmp_path, qapp):
    deck = decks.create("Grandma’s deck")
    a = decks.add_picture(deck, png(tmp_path / "a.png"))
    b = decks.add_picture(deck, png(tmp_path / "b.jpg", colour="#cc3366"))
    deck.cards["r7"] = decks.Placement(a, 1.5, 0.4, 0.6)
    deck.cards["back"] = decks.Placement(b)
    decks.save(deck)
    return deck


def test_deck_manifest_and_pictures_in_the_data_directory(tmp_path, qapp):
    deck = make_deck(tmp_path, qapp)
    folder = decks.decks_dir() / deck.id
    manifest = json.loads((folder / "deck.json").read_text(encoding="utf-8"))
    assert manifest["format"] == 1 and manifest["name"] == "Grandma’s deck"
    assert manifest["cards"]["r7"] == {"picture": deck.cards["r7"].picture, "zoom": 1.5, "x": 0.4, "y": 0.6}
    assert sorted(p.name for p in folder.iterdir()) == sorted(["deck.json", deck.cards["r7"].picture,
                                                               deck.cards["back"].picture])
    assert decks.load(deck.id) == deck
    assert [d.id for d in decks.all_decks()] == [deck.id]


def test_export_then_import_on_a_clean_data_directory(tmp_path, qapp, monkeypatch):
    deck = make_deck(tmp_path, qapp)
    shared = tmp_path / "grandma.unodeck"
    decks.export_deck(deck, shared)
    monkeypatch.setenv("CAFEGAMES_DATA_DIR", str(tmp_path / "other-laptop"))
    assert decks.all_decks() == []
    got = decks.import_deck(shared)
    assert got.name == deck.name and set(got.cards) == {"r7", "back"}
    assert (got.cards["r7"].zoom, got.cards["r7"].x, got.cards["r7"].y) == (1.5, 0.4, 0.6)
    assert got.folder.parent == tmp_path / "other-laptop" / "decks" and got.missing() == []
    again = decks.import_deck(shared)
    assert again.name == "Grandma’s deck (2)" and again.id != got.id


def test_export_leaves_out_missing_pictures(tmp_path, qapp):
    deck = make_deck(tmp_path, qapp)
    deck.picture_path("back").unlink()
    assert deck.missing() == ["back"]
    decks.export_deck(deck, tmp_path / "d.zip")
    assert set(decks.import_deck(tmp_path / "d.zip").cards) == {"r7"}


# -- bad pictures: each refused with a sentence, never a crash
def test_not_a_picture(tmp_path, qapp):
    (tmp_path / "notes.jpg").write_text("shopping list: milk, eggs")
    with pytest.raises(pictures.PictureError, match="not a picture"):
        pictures.read_picture(tmp_path / "notes.jpg")


def test_unreadable_format(tmp_path, qapp):
    (tmp_path / "photo.heic").write_bytes(b"\0\0\0\x18ftypheic\0\0\0\0mif1heic" + b"\0" * 200)
    with pytest.raises(pictures.PictureError, match="PNG, JPEG"):
        pictures.read_picture(tmp_path / "photo.heic")


def test_huge_file(tmp_path, qapp):
    big = tmp_path / "huge.png"
    with big.open("wb") as f:
        f.truncate(pictures.MAX_BYTES + 1)  # sparse: no real disk used
    with pytest.raises(pictures.PictureError, match="too large a file"):
        pictures.read_picture(big)


def test_huge_dimensions(tmp_path, qapp):
    (tmp_path / "bomb.png").write_bytes(huge_png_header(20000, 20000))
    with pytest.raises(pictures.PictureError, match="too big a picture"):
        pictures.read_picture(tmp_path / "bomb.png")


def test_truncated_png_and_jpeg(tmp_path, qapp):
    image = QImage(600, 400, QImage.Format.Format_RGB32)
    for y in range(400):  # a varied picture, so the data is long
        for x in range(0, 600, 8):
            image.setPixelColor(x, y, QColor((x * 7 + y) % 256, (y * 3) % 256, (x + y * 5) % 256))
    for ext in ("png", "jpg"):
        whole = tmp_path / f"whole.{ext}"
        image.save(str(whole))
        data = whole.read_bytes()
        cut = tmp_path / f"cut.{ext}"
        cut.write_bytes(data[: len(data) // 2])
        with pytest.raises(pictures.PictureError, match="damaged|cut short"):
            pictures.read_picture(cut)
        assert not pictures.read_picture(whole).isNull()


def test_missing_and_empty_files(tmp_path, qapp):
    with pytest.raises(pictures.PictureError, match="does not exist"):
        pictures.read_picture(tmp_path / "nowhere.png")
    (tmp_path / "empty.png").write_bytes(b"")
    with pytest.raises(pictures.PictureError, match="empty"):
        pictures.read_picture(tmp_path / "empty.png")


def test_pictures_are_scaled_to_a_sensible_size(tmp_path, qapp):
    image = pictures.read_picture(png(tmp_path / "big.png", 4000, 1000))
    assert (image.width(), image.height()) == (1024, 256)


# -- bad deck files: refused with the reason, nothing left behind
def _zip(path, members: dict[str, bytes], method=zipfile.ZIP_DEFLATED):
    with zipfile.ZipFile(path, "w", method) as z:
        for name, data in members.items():
            z.writestr(name, data)
    return path


def _manifest(cards):
    return json.dumps({"format": 1, "name": "X", "cards": cards}).encode()


GOOD = "0123456789abcdef01234567.png"


@pytest.mark.parametrize(("members", "reason"), [
    ({"deck.json": _manifest({"r7": {"picture": GOOD}}), "../../evil.png": b"x"}, "unexpected file"),
    ({"deck.json": _manifest({"r7": {"picture": GOOD}}), "/etc/evil.png": b"x"}, "unexpected file"),
    ({"deck.json": _manifest({"r7": {"picture": GOOD}}), GOOD: b"MZ not a picture"}, "cannot be used"),
    ({"deck.json": b"{not json"}, "damaged"),
    ({"deck.json": json.dumps({"format": 99, "name": "X", "cards": {}}).encode()}, "not one this version"),
    ({"deck.json": _manifest({"z9": {"picture": GOOD}}), GOOD: b""}, "does not exist"),
    ({"deck.json": _manifest({"r7": {"picture": GOOD, "zoom": 1e9}}), GOOD: b""}, "damaged"),
    ({"deck.json": _manifest({"r7": {"picture": GOOD}})}, "missing from the file"),
    ({GOOD: b""}, "deck.json"),
])
def test_import_refuses_bad_deck_files(tmp_path, qapp, members, reason):
    with pytest.raises(decks.DeckError, match=reason):
        decks.import_deck(_zip(tmp_path / "bad.unodeck", members))
    assert decks.all_decks() == []
    assert not decks.decks_dir().exists() or not any(decks.decks_dir().iterdir())  # nothing left behind


def test_import_refuses_a_zip_bomb(tmp_path, qapp):
    bomb = _zip(tmp_path / "bomb.unodeck", {"deck.json": _manifest({"r7": {"picture": GOOD}}),
                                            GOOD: b"\0" * (30 * 1024 * 1024)})
    with pytest.raises(decks.DeckError, match="unpacks to far more"):
        decks.import_deck(bomb)


def test_import_refuses_a_huge_picture_inside(tmp_path, qapp):
    f = _zip(tmp_path / "d.unodeck", {"deck.json": _manifest({"r7": {"picture": GOOD}}),
                                      GOOD: huge_png_header(30000, 30000)})
    with pytest.raises(decks.DeckError, match="too big a picture"):
        decks.import_deck(f)


def test_import_refuses_what_is_not_a_zip(tmp_path, qapp):
    (tmp_path / "photo.unodeck").write_bytes(b"\x89PNG not a zip")
    with pytest.raises(decks.DeckError, match="not a zip"):
        decks.import_deck(tmp_path / "photo.unodeck")


def test_designer_import_and_export_say_why(qtbot, tmp_path):
    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner
    from cafegames.ui.settings import Settings

    settings = Settings(tmp_path / "c.ini")
    d = DeckDesigner(settings)
    qtbot.addWidget(d)
    (tmp_path / "x.unodeck").write_bytes(b"nope")
    assert "not a zip" in d.import_from(str(tmp_path / "x.unodeck"))
    assert "not a zip" in d.message.text()
    assert d.set_picture("r1", str(tmp_path / "x.unodeck")) is not None and "not a picture" in d.message.text()
    d.set_picture("r1", str(png(tmp_path / "ok.png")))
    assert d.export_to(str(tmp_path / "out.unodeck")) is None
    assert d.import_from(str(tmp_path / "out.unodeck")) is None
    assert d.deck_box.currentText() == "Our deck (2)" and decks.current(settings).id == d.deck.id


def test_settings_dialog_colour_aid_live_and_card_decks(qtbot, tmp_path):
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.uno.game import GAME
    from cafegames.games.uno.table.scene import Scene
    from cafegames.ui.settings import Settings
    from cafegames.ui.settings_dialog import SettingsDialog

    settings = Settings(tmp_path / "c.ini")
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 2)
    scene = Scene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.colour_aid.setChecked(True)
    assert settings.colour_aid and all(i.aid for i in scene.hand_items)  # the table follows at once
    dialog._cancel()
    assert not settings.colour_aid and not any(i.aid for i in scene.hand_items)  # Cancel puts it back
    assert dialog.decks.text() == "Card decks…"


def test_jpeg_with_bytes_after_its_end_is_accepted(tmp_path, qapp):
    """Phones append data after a JPEG's end (motion photos): still a whole picture."""
    image = QImage(300, 200, QImage.Format.Format_RGB32)
    image.fill(QColor("#448844"))
    image.save(str(tmp_path / "p.jpg"), "JPEG", 90)
    data = (tmp_path / "p.jpg").read_bytes() + b"\0\0\0\x18ftypmp42" + b"\x12" * 5000
    (tmp_path / "motion.jpg").write_bytes(data)
    assert pictures.read_picture(tmp_path / "motion.jpg").width() == 300
    assert pictures.jpeg_complete((tmp_path / "p.jpg").read_bytes())
    assert not pictures.jpeg_complete((tmp_path / "p.jpg").read_bytes()[:-2])


def test_new_game_and_settings_dialogs_reach_the_decks_through_the_registry(qtbot, settings):
    """The shared dialogs import no game: the deck row of the new-game dialog and both "Card decks…" buttons
    find UNO's decks and designer through `GameInfo` (a refactor guard: the same behaviour as when ui/ held them)."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    from cafegames.engine import registry
    from cafegames.ui.new_game import NewGameDialog
    from cafegames.ui.settings_dialog import SettingsDialog

    assert registry.get("uno").decks() is decks and registry.get("cafe").decks() is None
    assert registry.get("canyon").deck_designer() is None
    deck = decks.create("Grandma’s deck")
    dialog = NewGameDialog(settings, "uno")
    qtbot.addWidget(dialog)
    assert dialog.deck_host.isVisibleTo(dialog)
    assert [dialog.deck_box.itemData(i) for i in range(dialog.deck_box.count())] == ["", deck.id]
    dialog.deck_box.setCurrentIndex(1)
    assert decks.current(settings).id == deck.id
    opened: list[str] = []

    def close_designer() -> None:
        modal = QApplication.activeModalWidget()
        opened.append(type(modal).__name__)
        modal.reject()

    design = next(b for b in dialog.deck_host.findChildren(QPushButton) if b.text() == "Card decks…")
    QTimer.singleShot(200, close_designer)
    qtbot.mouseClick(design, Qt.MouseButton.LeftButton)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("cafe"))
    assert not dialog.deck_host.isVisibleTo(dialog)
    preferences = SettingsDialog(settings)
    qtbot.addWidget(preferences)
    preferences.show()
    QTimer.singleShot(200, close_designer)
    qtbot.mouseClick(preferences.decks, Qt.MouseButton.LeftButton)
    assert opened == ["DeckDesigner", "DeckDesigner"]
