"""The avatars folder as hostile data (cafegames/ui/avatars.py): `avatars.json` may name any path, the folder may
hold links, pipes and huge files. "No photo", "Choose a photo…" and renaming a player only ever delete or write
files of the avatars folder; photos are read bounded, so one bad photo never hangs the app or hides the others."""

from __future__ import annotations

import json
import logging
import os
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cafegames.engine.players import Players
from cafegames.ui import avatars, i18n, pictures
from cafegames.ui.new_game import NewGameDialog
from tests import hostile_files

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, /dev/zero and links are POSIX here")
LETTER = b"Dear Ann, the only copy of this letter."


def photo(path: Path, colour: str = "#ff00ff") -> Path:
    image = QImage(120, 100, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    image.save(str(path))
    return path


@pytest.fixture
def outside(tmp_path) -> Path:
    """A document of the user's, outside the data folder."""
    folder = tmp_path / "documents"
    folder.mkdir()
    (folder / "doc.txt").write_bytes(LETTER)
    return folder / "doc.txt"


def entry_for(kind: str, outside: Path) -> str:
    """What a damaged or crafted avatars.json holds for a photo: an absolute path, a `..` path, a path through a
    link in the avatars folder to the document's folder, or the name of a link to the document itself."""
    if kind == "absolute":
        return str(outside)
    if kind == "parent":
        return os.path.relpath(outside, avatars.folder())
    if kind == "folder-link":  # a link to the document's folder, and the document named through it
        (avatars.folder() / "docs").symlink_to(outside.parent)
        return f"docs/{outside.name}"
    (avatars.folder() / "photo.txt").symlink_to(outside)
    return "photo.txt"


def write_index(index: dict[str, str]) -> None:
    avatars.folder().mkdir(parents=True, exist_ok=True)
    (avatars.folder() / "avatars.json").write_text(json.dumps(index), encoding="utf-8")


def new_game_row(qtbot, settings, name: str):
    dialog = NewGameDialog(settings, "cafe")
    qtbot.addWidget(dialog)
    row = dialog.rows[0]
    row.name.setText(name)
    return dialog, row


KINDS = ["absolute", "parent", pytest.param("folder-link", marks=posix_only), pytest.param("link", marks=posix_only)]


@pytest.mark.parametrize("kind", KINDS)
def test_no_photo_never_deletes_the_file_an_entry_names_outside(qtbot, settings, outside, kind):
    avatars.folder().mkdir(parents=True)
    write_index({"ann": entry_for(kind, outside)})
    _dialog, row = new_game_row(qtbot, settings, "Ann")
    row.avatar.clear()  # what "No photo" calls
    assert outside.read_bytes() == LETTER
    assert avatars.avatar_path("Ann") is None


@pytest.mark.parametrize("kind", KINDS)
def test_choosing_a_photo_never_deletes_the_file_the_old_entry_names(qtbot, settings, tmp_path, outside, kind):
    avatars.folder().mkdir(parents=True)
    write_index({"ann": entry_for(kind, outside)})
    _dialog, row = new_game_row(qtbot, settings, "Ann")
    assert row.avatar.set_photo(str(photo(tmp_path / "ann.png")))  # "Choose a photo…", replacing the old one
    assert outside.read_bytes() == LETTER
    assert avatars.avatar_path("Ann") is not None and avatars.avatar_image("Ann", 32) is not None


@pytest.mark.parametrize("kind", KINDS)
def test_renaming_a_player_never_deletes_the_file_the_new_names_entry_names(qtbot, settings, tmp_path, outside,
                                                                           kind):
    store = Players()
    store.add("Ann")
    avatars.set_avatar("Ann", photo(tmp_path / "ann.png"))
    index = json.loads((avatars.folder() / "avatars.json").read_text(encoding="utf-8"))
    write_index({**index, "bob": entry_for(kind, outside)})  # the name Ann takes had a "photo" outside
    dialog = NewGameDialog(settings, "cafe")
    qtbot.addWidget(dialog)
    picker = dialog.picker
    picker.list.setCurrentRow(0)
    assert picker.rename_dialog("Bob") is not None
    assert outside.read_bytes() == LETTER
    assert avatars.avatar_path("Bob") is not None and avatars.avatar_path("Ann") is None


def test_an_entry_outside_the_folder_is_ignored_with_a_log_line(outside, caplog):
    write_index({"ann": str(outside), "bob": "../doc.txt"})
    with caplog.at_level(logging.WARNING):
        assert avatars.avatar_path("Ann") is None and avatars.avatar_path("Bob") is None
    assert "is ignored" in caplog.text and "doc.txt" in caplog.text


@posix_only
def test_a_link_left_as_the_temporary_index_is_replaced_not_written_through(tmp_path, outside):
    avatars.folder().mkdir(parents=True)
    (avatars.folder() / "avatars.json.tmp").symlink_to(outside)
    avatars.set_avatar("Ann", photo(tmp_path / "ann.png"))
    assert outside.read_bytes() == LETTER
    assert avatars.avatar_path("Ann") is not None


@posix_only
def test_a_link_in_place_of_a_photo_file_is_replaced_not_written_through(tmp_path, outside):
    """The photo's file name is the hash of what is stored: a link of that name, planted beforehand, is replaced."""
    avatars.set_avatar("Zed", photo(tmp_path / "ann.png"))
    stored = avatars.avatar_path("Zed")
    avatars.clear_avatar("Zed")
    stored.symlink_to(outside)
    avatars.set_avatar("Ann", photo(tmp_path / "ann.png"))
    assert outside.read_bytes() == LETTER
    assert avatars.avatar_path("Ann") == stored and not stored.is_symlink()
    assert sorted(p.name for p in avatars.folder().iterdir()) == sorted([stored.name, "avatars.json",
                                                                          "avatars.json.bak"])


# ---------------------------------------------------------------- bounded reads


def draw(name: str) -> bool:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        return avatars.draw_avatar(painter, QRectF(0, 0, 60, 60), name)
    finally:
        painter.end()


def in_a_thread(call, timeout: float = 10.0) -> list[object]:
    """`call()`'s result, or [] when it did not return within `timeout` (it is blocked)."""
    out: list[object] = []
    worker = threading.Thread(target=lambda: out.append(call()), daemon=True)
    worker.start()
    worker.join(timeout)
    return out


def two_players_one_bad(tmp_path: Path, bad: str) -> None:
    """Ann has a good photo; Bob's photo file has become `bad` (a pipe, a link to /dev/zero, a huge file)."""
    avatars.set_avatar("Ann", photo(tmp_path / "ann.png"))
    avatars.set_avatar("Bob", photo(tmp_path / "bob.png", "#00ff00"))
    path = avatars.avatar_path("Bob")
    path.unlink()
    hostile_files.make_bad(path, bad, 41 * 1024 * 1024)  # past the limit of a picture


@posix_only
@pytest.mark.parametrize("bad", ["fifo", "zero", "huge"])
def test_a_bad_photo_draws_the_initial_at_once_and_the_others_are_drawn(tmp_path, qapp, bad, caplog):
    two_players_one_bad(tmp_path, bad)
    avatars._images.clear()
    with caplog.at_level(logging.INFO):
        assert in_a_thread(lambda: (draw("Bob"), draw("Ann"))) == [(False, True)]
        assert in_a_thread(lambda: (draw("Bob"), draw("Ann"))) == [(False, True)]  # the next paint
    said = [r for r in caplog.records if "is not used" in r.getMessage()]
    assert len(said) == (1 if bad == "huge" else 0)  # (a pipe or a device is not even a photo file: no read)


def test_a_photo_that_cannot_be_decoded_is_said_once_not_at_every_paint(tmp_path, qapp, caplog):
    avatars.set_avatar("Bob", photo(tmp_path / "bob.png"))
    avatars.avatar_path("Bob").write_bytes(b"\x89PNG damaged")
    avatars._images.clear()
    with caplog.at_level(logging.WARNING):
        assert [draw("Bob") for _ in range(5)] == [False] * 5
    assert len([r for r in caplog.records if "is not used" in r.getMessage()]) == 1


@posix_only
@pytest.mark.parametrize("bad", ["fifo", "zero", "huge"])
def test_choosing_a_bad_file_as_a_photo_is_refused_at_once_with_a_sentence(qtbot, settings, tmp_path, bad):
    path = tmp_path / "chosen.png"
    if bad == "fifo":
        os.mkfifo(path)
    elif bad == "zero":
        path.symlink_to("/dev/zero")
    else:
        with open(path, "wb") as f:
            f.truncate(41 * 1024 * 1024)

    def refusal() -> str:
        try:
            avatars.set_avatar("Ann", str(path))
        except pictures.PictureError as exc:
            return str(exc)
        return ""

    i18n.install_language("fr")
    try:
        said = in_a_thread(refusal)  # first off the window's thread: a pipe read would block for ever
        assert said and "chosen.png" in said[0]
        assert ("n’est pas un fichier" in said[0]) if bad != "huge" else ("trop gros" in said[0])
        dialog, row = new_game_row(qtbot, settings, "Ann")
        assert row.avatar.set_photo(str(path)) is False  # then as a person sees it, in the dialog
        assert dialog.error.text() == said[0]
    finally:
        i18n.install_language("en")
    assert avatars.avatar_path("Ann") is None


@pytest.mark.parametrize("content", [b"{" * 100_000, b"\xff\xfe", b"[1]", b"x" * (2 * 1024 * 1024)])
def test_a_damaged_or_huge_index_reads_as_no_photos(content, caplog):
    avatars.folder().mkdir(parents=True)
    (avatars.folder() / "avatars.json").write_bytes(content)
    with caplog.at_level(logging.WARNING):
        assert avatars.avatar_path("Ann") is None
    if len(content) > 1024 * 1024:
        assert "not used" in caplog.text


@posix_only
@pytest.mark.parametrize("bad", ["fifo", "zero"])
def test_an_index_that_is_a_pipe_or_dev_zero_reads_as_no_photos_at_once(caplog, bad):
    avatars.folder().mkdir(parents=True)
    if bad == "fifo":
        os.mkfifo(avatars.folder() / "avatars.json")
    else:
        (avatars.folder() / "avatars.json").symlink_to("/dev/zero")
    with caplog.at_level(logging.WARNING):
        assert in_a_thread(lambda: avatars.avatar_path("Ann")) == [None]
    assert "not used" in caplog.text


def test_a_folder_in_place_of_the_avatars_index_never_stops_the_photo_buttons(qapp, tmp_path):
    """Found by the long fuzz run: "No photo" with a folder where avatars.json goes raised IsADirectoryError."""
    from cafegames.ui import avatars

    avatars.folder().mkdir(parents=True, exist_ok=True)
    (avatars.folder() / "avatars.json").mkdir()
    avatars.clear_avatar("Zoë")  # no error: the index could not be written, said in the log
    assert avatars.avatar_path("Zoë") is None
