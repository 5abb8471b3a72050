"""The one bounded reader and the confinement of paths read from files (cafegames/engine/files.py)."""

from __future__ import annotations

import os
import sys
import threading
from pathlib import Path

import pytest

from cafegames.engine import files
from cafegames.engine.files import FileRefused, inside, is_plain_name, read_bounded, remove_inside

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


def test_a_regular_file_is_read_whole(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_bytes(b"{}" * 10)
    assert read_bounded(tmp_path / "a.json", "settings") == b"{}" * 10


def test_a_file_over_its_kinds_limit_is_refused_with_its_size(tmp_path: Path) -> None:
    (tmp_path / "big").write_bytes(b"x" * (files.LIMITS["settings"] + 1))
    with pytest.raises(FileRefused) as caught:
        read_bounded(tmp_path / "big", "settings")
    assert caught.value.kind == files.TOO_BIG
    assert caught.value.message.params["max"] == "1"


def test_a_missing_file_and_a_folder_are_refused_by_kind(tmp_path: Path) -> None:
    with pytest.raises(FileRefused) as caught:
        read_bounded(tmp_path / "none")
    assert caught.value.kind == files.MISSING
    with pytest.raises(FileRefused) as caught:
        read_bounded(tmp_path)
    assert caught.value.kind == files.NOT_REGULAR


@posix_only
def test_a_link_to_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    (tmp_path / "photo.jpg").symlink_to("/dev/zero")
    with pytest.raises(FileRefused) as caught:
        read_bounded(tmp_path / "photo.jpg", "picture")
    assert caught.value.kind == files.NOT_REGULAR


@posix_only
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.json")
    outcome: list[object] = []

    def read() -> None:
        try:
            read_bounded(tmp_path / "settings.json", "settings")
        except FileRefused as exc:
            outcome.append(exc.kind)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(10)
    assert outcome == [files.NOT_REGULAR]


@pytest.mark.parametrize("name", ["/etc/passwd", "../x.jpg", "a/../../x", "C:\\x.jpg", "C:x.jpg", "\\\\srv\\s\\x",
                                  "..\\x.jpg", "", "a\0b", 7, None])
def test_names_that_leave_their_folder_are_not_plain(name: object) -> None:
    assert not is_plain_name(name)


def test_plain_names_stay_inside(tmp_path: Path) -> None:
    assert inside(tmp_path, "p/photo.jpg") == tmp_path / "p" / "photo.jpg"
    assert inside(tmp_path, "../photo.jpg") is None
    assert inside(tmp_path, str(tmp_path / "photo.jpg")) is None  # even absolute inside: names are relative


@posix_only
def test_a_link_out_of_the_folder_is_not_inside(tmp_path: Path) -> None:
    outside = tmp_path / "documents"
    outside.mkdir()
    (outside / "letter.txt").write_text("keep me")
    folder = tmp_path / "avatars"
    folder.mkdir()
    (folder / "photo.jpg").symlink_to(outside / "letter.txt")
    (folder / "sub").symlink_to(outside)
    assert inside(folder, "photo.jpg") is None
    assert inside(folder, "sub/letter.txt") is None
    assert not remove_inside(folder, "photo.jpg")
    assert not remove_inside(folder, "sub/letter.txt")
    assert (outside / "letter.txt").read_text() == "keep me"


def test_remove_inside_deletes_only_inside(tmp_path: Path) -> None:
    folder = tmp_path / "avatars"
    folder.mkdir()
    (folder / "a.jpg").write_bytes(b"a")
    (tmp_path / "document.txt").write_text("keep me")
    assert remove_inside(folder, "a.jpg")
    assert not (folder / "a.jpg").exists()
    for name in ("../document.txt", str(tmp_path / "document.txt")):
        assert not remove_inside(folder, name)
    assert (tmp_path / "document.txt").read_text() == "keep me"
    assert not remove_inside(folder, "missing.jpg")
    (folder / "d").mkdir()
    assert not remove_inside(folder, "d")
    assert (folder / "d").is_dir()


def test_a_name_no_system_takes_is_not_plain() -> None:
    """A part over 255 bytes ends in ENAMETOOLONG wherever it is used (found by the fuzz run on avatars.json)."""
    assert not is_plain_name("x" * 256)
    assert not is_plain_name("a/" + "é" * 128)  # 256 bytes in UTF-8
    assert is_plain_name("x" * 255)
