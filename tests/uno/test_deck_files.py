"""U-PHOTO decks and pictures read as hostile files (issue 36): a shared deck file of any damage is refused with
a sentence, a damaged deck on disk never stops a table from opening, every read is bounded and every path stays
in the decks folder, and a picture is one of the formats the chooser names."""

from __future__ import annotations

import contextlib
import json
import os
import random
import struct
import sys
import threading
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno.cards import parse
from cafegames.games.uno.game import GAME
from cafegames.games.uno.table import widgets_decks as decks
from cafegames.games.uno.table.card_item import DECK, card_pixmap_key
from cafegames.ui import pictures

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and symbolic links as on POSIX")
GOOD = "0123456789abcdef01234567.png"
GIF = (b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00"
       b"\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")  # one pixel


def tiny_png(colour: str = "#3366cc") -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    image = QImage(8, 6, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(array.data())


def manifest(cards: dict | str) -> bytes:
    if isinstance(cards, str):  # raw JSON text for the cards, for numbers json.dumps cannot write
        return ('{"format": 1, "name": "X", "cards": ' + cards + "}").encode()
    return json.dumps({"format": 1, "name": "X", "cards": cards}).encode()


def raw_card(spec: str) -> str:
    """The cards of a manifest as JSON text: r7 with GOOD and `spec` (numbers json.dumps cannot write)."""
    return '{"r7": {"picture": "' + GOOD + '", ' + spec + "}}"


def write_zip(path: Path, members: list[tuple[str, bytes]], method=zipfile.ZIP_DEFLATED) -> Path:
    import warnings

    with warnings.catch_warnings(), zipfile.ZipFile(path, "w", method) as z:
        warnings.simplefilter("ignore")  # "Duplicate name": wanted here
        for name, data in members:
            z.writestr(name, data)
    return path


def good_members() -> list[tuple[str, bytes]]:
    return [("deck.json", manifest({"r7": {"picture": GOOD}})), (GOOD, tiny_png())]


def patched(data: bytes, signature: bytes, offset: int, value: bytes) -> bytes:
    """`data` with `value` written at `offset` after every `signature` (local and central zip headers)."""
    out = bytearray(data)
    at = out.find(signature)
    while at >= 0:
        out[at + offset:at + offset + len(value)] = value
        at = out.find(signature, at + 4)
    return bytes(out)


def good_zip_bytes(tmp_path: Path, method=zipfile.ZIP_DEFLATED) -> bytes:
    return write_zip(tmp_path / "good.unodeck", good_members(), method).read_bytes()


def nothing_left_behind() -> None:
    assert decks.all_decks() == []
    assert not decks.decks_dir().exists() or not any(decks.decks_dir().iterdir())


# -- 1. shared deck files that crashed: each refused with a sentence (DeckError), nothing left behind
ABSURD = ["4" * 400, "-" + "9" * 400, "1e309", "-1e309", "NaN", "Infinity", "-1", "100000000000000000000000000000",
          '"2"', "true", "[1]", "{}", "null"]


@pytest.mark.parametrize("number", ABSURD)
@pytest.mark.parametrize("key", ["zoom", "x", "y"])
def test_import_refuses_absurd_numbers_in_the_deck_description(tmp_path, qapp, key, number):
    cards = raw_card(f'"{key}": {number}')
    path = write_zip(tmp_path / "bad.unodeck", [("deck.json", manifest(cards)), (GOOD, tiny_png())])
    with pytest.raises(decks.DeckError, match="damaged"):
        decks.import_deck(path)
    nothing_left_behind()


def _broken_zips(tmp_path: Path) -> dict[str, tuple[bytes, str]]:
    good = good_zip_bytes(tmp_path)
    deflated_at = good.find(b"PK\x03\x04", 4)  # the picture's local header: garble its compressed bytes
    garbled = bytearray(good)
    for i in range(deflated_at + 30 + len(GOOD) + 4, deflated_at + 30 + len(GOOD) + 24):
        garbled[i] ^= 0x5A
    many = write_zip(tmp_path / "many.unodeck",
                     [("deck.json", manifest({}))] + [(f"{i:024x}.png", b"") for i in range(250)]).read_bytes()
    twice = write_zip(tmp_path / "twice.unodeck", [*good_members(), (GOOD, tiny_png("#cc0000"))]).read_bytes()
    # an end record claiming a 300 MB central directory (zipfile would read it all before anything is checked)
    end = good.rfind(b"PK\x05\x06")
    huge_directory = good[:end + 12] + struct.pack("<L", 300 * 1024 * 1024) + good[end + 16:]
    # a zip64 end record and locator before the end record (zipfile would take its counts from there)
    zip64 = good[:end] + b"PK\x06\x06" + struct.pack("<QHHLLQQQQ", 44, 45, 45, 0, 0, 10**9, 10**9, 10**12, 0) \
        + b"PK\x06\x07" + struct.pack("<LQL", 0, end, 1) + good[end:]
    bomb = write_zip(tmp_path / "bomb.unodeck", [("deck.json", manifest({"r7": {"picture": GOOD}})),
                                                  (GOOD, b"\0" * (3 * 1024 * 1024))]).read_bytes()
    return {
        "encrypted": (patched(patched(good, b"PK\x03\x04", 6, b"\x01"), b"PK\x01\x02", 8, b"\x01"), "password"),
        "method 99": (patched(patched(good, b"PK\x03\x04", 8, b"\x63\x00"), b"PK\x01\x02", 10, b"\x63\x00"),
                      "packed in a way"),
        "bzip2": (good_zip_bytes(tmp_path, zipfile.ZIP_BZIP2), "packed in a way"),
        "lzma": (good_zip_bytes(tmp_path, zipfile.ZIP_LZMA), "packed in a way"),
        "zlib error": (bytes(garbled), "damaged"),
        "cut short": (good[: len(good) // 2], "not a zip"),
        "no zip": (b"PK\x03\x04" + b"\0" * 100, "not a zip"),
        "too many members": (many, "too many files"),
        "a huge central directory": (huge_directory, "too many files"),
        "zip64": (zip64, "packed in a way"),
        "same name twice": (twice, "twice"),
        "zip bomb": (bomb, "unpacks to far more"),
        "../ name": (write_zip(tmp_path / "up.unodeck", [*good_members(), ("../../evil.png", b"x")]).read_bytes(),
                     "unexpected file"),
        "absolute name": (write_zip(tmp_path / "abs.unodeck", [*good_members(), ("/etc/x.png", b"x")]).read_bytes(),
                          "unexpected file"),
        "deep JSON": (write_zip(tmp_path / "deep.unodeck", [("deck.json", b"[" * 200_000)],
                                zipfile.ZIP_STORED).read_bytes(),
                      "damaged"),
    }


BROKEN = ["encrypted", "method 99", "bzip2", "lzma", "zlib error", "cut short", "no zip", "too many members",
          "a huge central directory", "zip64", "same name twice", "zip bomb", "../ name", "absolute name", "deep JSON"]


@pytest.mark.parametrize("kind", BROKEN)
def test_import_refuses_every_kind_of_broken_zip_with_a_sentence(tmp_path, qapp, kind):
    data, reason = _broken_zips(tmp_path)[kind]
    path = tmp_path / "shared.unodeck"
    path.write_bytes(data)
    with pytest.raises(decks.DeckError, match=reason):
        decks.import_deck(path)
    nothing_left_behind()


def test_import_survives_every_damaged_byte(tmp_path, qapp):
    """A deck file damaged anywhere (one byte changed, or cut) is imported or refused with a DeckError: no other
    exception of zipfile, zlib or struct gets through (BadZipFile, zlib.error, OverflowError, ValueError…)."""
    good = good_zip_bytes(tmp_path)
    rng = random.Random(36)
    path = tmp_path / "damaged.unodeck"
    outcomes = {"imported": 0, "refused": 0}
    for k in range(400):
        data = bytearray(good)
        if k % 10 == 0:
            data = data[: rng.randrange(len(data))]
        else:
            for _ in range(1 + k % 3):
                data[rng.randrange(len(data))] = rng.randrange(256)
        path.write_bytes(bytes(data))
        try:
            decks.import_deck(path)
            outcomes["imported"] += 1
        except decks.DeckError as e:
            assert str(e) and "Error" not in str(e)
            outcomes["refused"] += 1
    assert outcomes["refused"] > 100


def test_the_designer_says_why_a_chosen_deck_file_is_refused(qtbot, settings, tmp_path, monkeypatch):
    """The path a person takes: Import… → a file in the dialog → the sentence in the designer."""
    from PySide6.QtWidgets import QFileDialog

    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner

    data, _ = _broken_zips(tmp_path)["encrypted"]
    (tmp_path / "locked.unodeck").write_bytes(data)
    cards = raw_card('"zoom": ' + "4" * 400)
    write_zip(tmp_path / "zoom.unodeck", [("deck.json", manifest(cards)), (GOOD, tiny_png())])
    d = DeckDesigner(settings)
    qtbot.addWidget(d)
    for name, said in (("locked.unodeck", "protected by a password"), ("zoom.unodeck", "damaged")):
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, n=name, **k: (str(tmp_path / n), ""))
        d.import_dialog()
        assert said in d.message.text()
    assert d.deck is None and decks.all_decks() == []


def damaged_deck_in_use(settings, text: bytes | None = None) -> Path:
    """A deck folder in the data folder whose deck.json holds `text` (a 400-digit zoom by default), in use."""
    folder = decks.decks_dir() / "0a1b2c3d4e5f"
    folder.mkdir(parents=True)
    (folder / GOOD).write_bytes(tiny_png())
    cards = raw_card('"zoom": ' + "4" * 400)
    (folder / "deck.json").write_bytes(manifest(cards) if text is None else text)
    settings.set_json_value(decks.CURRENT_KEY, folder.name)
    return folder


def test_a_table_opens_with_a_damaged_deck_in_use_and_says_so(qtbot, settings, tmp_path):
    from cafegames.games.uno.table.scene import Scene
    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner
    from cafegames.ui.new_game import NewGameDialog

    damaged_deck_in_use(settings)
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 2)
    scene = Scene(GAME, match.seats, settings)
    scene.show_state(0, GAME.view(match.state, 0), GAME.legal_actions(match.state, 0), [])
    assert "cannot be read" in scene.error_text() and "standard cards" in scene.error_text()
    assert card_pixmap_key(parse("r7"), False)[0] == "uno:7:0"  # the standard art
    assert decks.all_decks() == []  # the deck chooser leaves it out
    dialog = NewGameDialog(settings, "uno")
    qtbot.addWidget(dialog)
    assert [dialog.deck_box.itemData(i) for i in range(dialog.deck_box.count())] == [""]
    designer = DeckDesigner(settings)
    qtbot.addWidget(designer)
    assert "cannot be read" in designer.message.text()


@pytest.mark.parametrize("text", [b"[" * 100_000, b"\xff\xfe not utf-8", b'{"format": 1, "name": "X", "cards": '
                                  b'{"r7": {"picture": "' + GOOD.encode() + b'", "x": 1e999}}}'])
def test_a_table_opens_whatever_the_deck_description_holds(qapp, settings, text):
    from cafegames.games.uno.table.scene import Scene

    damaged_deck_in_use(settings, text)
    Scene(GAME, [Seat("Ann"), Seat("Bob")], settings)
    assert DECK.deck is None and "cannot be read" in (DECK.take_notice() or "")



@pytest.fixture
def french(qapp):
    from cafegames.ui import i18n

    i18n.install_language("fr")
    yield
    i18n.install_language("en")


def test_the_refusals_and_the_notice_are_said_in_french(french, settings, tmp_path):
    from cafegames.games.uno.table.scene import Scene

    for kind, said in (("encrypted", "Ce jeu de cartes est protégé par un mot de passe ; un jeu se partage sans "
                                     "mot de passe."),
                       ("method 99", "Ce jeu de cartes est compressé d’une façon que ce programme ne sait pas lire "
                                     "(il lit les fichiers zip ordinaires)."),
                       ("same name twice", f"Ce jeu de cartes contient deux fois « {GOOD} »."),
                       ("zlib error", "Ce jeu de cartes est abîmé.")):
        (tmp_path / "f.unodeck").write_bytes(_broken_zips(tmp_path)[kind][0])
        with pytest.raises(decks.DeckError) as refused:
            decks.import_deck(tmp_path / "f.unodeck")
        assert str(refused.value) == said
    damaged_deck_in_use(settings)
    Scene(GAME, [Seat("Ann"), Seat("Bob")], settings)
    assert DECK.take_notice() == ("Le jeu de cartes choisi ne peut pas être lu : La description du jeu est abîmée. "
                                  "Les cartes standard sont montrées à la place.")
    (tmp_path / "svg.png").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>')
    with pytest.raises(pictures.PictureError) as picture:
        pictures.read_picture(tmp_path / "svg.png")
    assert str(picture.value) == "« svg.png » n’est pas une image que ce programme sait lire (PNG, JPEG, GIF, BMP ou WebP)."


# -- 2. reads bounded, paths confined
def test_a_deck_description_is_read_bounded(qapp, settings):
    folder = damaged_deck_in_use(settings, b" " * (2 * 1024 * 1024) + manifest({"r7": {"picture": GOOD}}))
    assert decks.load(folder.name) is None and decks.all_decks() == []
    deck, problem = decks.chosen(settings)
    assert deck is None and "too big" in problem


def _blocked_read(target, *args) -> tuple[bool, object]:
    """Run target(*args) in a thread: (finished within 5 s, its result or exception)."""
    out: list[object] = []

    def run() -> None:
        try:
            out.append(target(*args))
        except Exception as exc:  # noqa: BLE001 - handed to the test
            out.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(5)
    return not thread.is_alive(), out[0] if out else None


def _unblock(fifo: Path) -> None:
    """Let a reader stuck on `fifo` go (only when the code under test still blocks on it)."""
    with contextlib.suppress(OSError):
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


@posix_only
def test_a_picture_that_is_a_fifo_is_refused_at_once(tmp_path, qapp):
    fifo = tmp_path / "photo.png"
    os.mkfifo(fifo)
    link = tmp_path / "link.png"
    link.symlink_to(fifo)
    try:
        for path in (fifo, link):
            finished, result = _blocked_read(pictures.read_picture, path)
            assert finished and isinstance(result, pictures.PictureError) and "not a file" in str(result)
    finally:
        _unblock(fifo)


@posix_only
def test_an_old_card_setting_naming_a_fifo_never_holds_a_table(qapp, settings, tmp_path):
    from cafegames.games.uno.table.scene import Scene

    fifo = tmp_path / "old.png"
    os.mkfifo(fifo)
    good = tmp_path / "good.png"
    good.write_bytes(tiny_png())
    settings.set_json_value(decks.OLD_KEY, {"r7": str(fifo), "back": str(good), "b1": "/dev/null"})
    try:  # what a table reads first (in a thread, so a read that blocks fails the test instead of hanging it)
        finished, result = _blocked_read(decks.current, settings)
        assert finished and not isinstance(result, Exception)
    finally:
        _unblock(fifo)
    Scene(GAME, [Seat("Ann"), Seat("Bob")], settings)
    deck = decks.current(settings)
    assert deck is not None and set(deck.cards) == {"back"} and settings.json_value(decks.OLD_KEY) == {}
    assert DECK.deck is not None and DECK.deck.id == deck.id


@posix_only
def test_a_deck_folder_or_picture_leading_out_of_the_decks_folder_is_ignored(qapp, settings, tmp_path, caplog):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / GOOD).write_bytes(tiny_png())
    (outside / "deck.json").write_bytes(manifest({"r7": {"picture": GOOD}}))
    decks.decks_dir().mkdir(parents=True)
    (decks.decks_dir() / "0a1b2c3d4e5f").symlink_to(outside, target_is_directory=True)
    assert decks.all_decks() == [] and decks.load("0a1b2c3d4e5f") is None
    assert "leads out of" in caplog.text
    linked = decks.decks_dir() / "0a1b2c3d4e60"  # a deck folder of ours whose deck.json is a link out of it
    linked.mkdir()
    (linked / "deck.json").symlink_to(outside / "deck.json")
    assert decks.load(linked.name) is None
    deck = decks.create("Ours")  # a deck of ours whose card names a picture that is a link out of it
    (deck.folder / GOOD).symlink_to(outside / GOOD)
    deck.cards["r7"] = decks.Placement(GOOD)
    decks.save(deck)
    decks.set_current(settings, deck)
    DECK.load(settings)
    assert deck.missing() == ["r7"] and card_pixmap_key(parse("r7"), False)[0] == "uno:7:0"
    decks.delete(deck)
    assert not deck.folder.exists() and (outside / GOOD).is_file() and (outside / "deck.json").is_file()


@posix_only
def test_a_picture_is_never_written_through_a_link(qapp, tmp_path):
    first = decks.create("A")
    name = decks.add_picture(first, tiny_png())
    second = decks.create("B")
    victim = tmp_path / "victim.png"
    (second.folder / name).symlink_to(victim)  # dangling: writing through it would create a file outside
    assert decks.add_picture(second, tiny_png()) == name
    assert not victim.exists() and (second.folder / name).is_file() and not (second.folder / name).is_symlink()


def test_a_shared_deck_file_is_read_bounded(qapp, tmp_path, monkeypatch):
    from cafegames.engine import files

    path = write_zip(tmp_path / "d.unodeck", good_members())
    monkeypatch.setitem(files.LIMITS, "deck_archive", path.stat().st_size - 1)
    with pytest.raises(decks.DeckError, match="too big"):
        decks.import_deck(path)


# -- 3. pictures: exactly the formats the chooser names
def _other_formats(tmp_path: Path) -> dict[str, Path]:
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(QColor("#3366cc"))
    out = {}
    for fmt in ("TIFF", "XPM", "PBM", "PPM", "ICO", "TGA"):
        made = tmp_path / f"made.{fmt.lower()}"
        if image.save(str(made), fmt):
            out[fmt] = made.rename(tmp_path / f"{fmt.lower()}-as.png")
    svg = tmp_path / "svg-as.png"
    svg.write_text('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">'
                   '<rect width="40" height="30" fill="#3366cc"/></svg>')
    out["SVG"] = svg
    return out


@pytest.mark.parametrize("fmt", ["SVG", "TIFF", "XPM", "PBM"])
def test_a_picture_in_another_format_is_refused_as_the_message_says(tmp_path, qapp, fmt):
    path = _other_formats(tmp_path)[fmt]
    with pytest.raises(pictures.PictureError) as refused:
        pictures.read_picture(path)
    assert str(refused.value) == f"“{path.name}” is not a picture this program can read (PNG, JPEG, GIF, BMP or WebP)."


def test_only_the_formats_named_are_accepted_and_the_filter_names_them(tmp_path, qapp):
    image = QImage(40, 30, QImage.Format.Format_RGB32)
    image.fill(QColor("#3366cc"))
    for fmt in pictures.FORMATS:
        path = tmp_path / f"made.{pictures.FORMATS[fmt][0]}"
        if fmt == "GIF":  # Qt reads GIF but does not write it
            path.write_bytes(GIF)
        else:
            assert image.save(str(path), fmt), fmt
        assert not pictures.read_picture(path).isNull()
    for fmt, path in _other_formats(tmp_path).items():
        with pytest.raises(pictures.PictureError, match="not a picture"):
            pictures.read_picture(path)
        assert fmt not in pictures.FORMATS
    assert pictures.file_filter() == "Pictures (*.png *.jpeg *.jpg *.gif *.bmp *.webp)"
    assert pictures.format_names() == "PNG, JPEG, GIF, BMP or WebP"


def test_the_designer_refuses_an_svg_chosen_for_a_card(qtbot, settings, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner

    svg = _other_formats(tmp_path)["SVG"]
    d = DeckDesigner(settings)
    qtbot.addWidget(d)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(svg), ""))
    d.choose_dialog()
    assert "not a picture this program can read (PNG, JPEG, GIF, BMP or WebP)" in d.message.text()
    assert d.deck is None or "r7" not in d.deck.cards

