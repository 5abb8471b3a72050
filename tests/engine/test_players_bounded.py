"""players.json read bounded and written without following what stands in its place: a pipe, a link to
/dev/zero or a huge file reads at once as an empty list with the problem said, and the next change replaces it."""

from __future__ import annotations

import json
import shutil
import sys
import threading
from pathlib import Path

import pytest

from cafegames.engine.players import Players
from tests import hostile_files

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


def make_bad(path: Path, bad: str) -> None:
    hostile_files.make_bad(path, bad, 3 * 1024 * 1024)  # past the limit of this kind of file


@posix_only
@pytest.mark.parametrize("bad", ["fifo", "zero", "huge"])
def test_a_bad_players_file_reads_at_once_as_empty_with_the_problem_said(tmp_path, bad):
    path = tmp_path / "players.json"
    make_bad(path, bad)
    store = Players(path)
    out: list[object] = []
    reader = threading.Thread(target=lambda: out.append(store.all()), daemon=True)
    reader.start()
    reader.join(10)
    assert out == [[]] and store.problem is not None


@posix_only
@pytest.mark.parametrize("bad", ["fifo", "zero"])
def test_the_next_change_replaces_a_pipe_or_a_link_without_reading_or_copying_it(tmp_path, monkeypatch, bad):
    """A link to /dev/zero is on another file system: a hard link fails and a copy would never end."""
    copied: list[object] = []

    def copy2(src, dst, **_):
        copied.append(src)
        raise OSError("copied")
    monkeypatch.setattr(shutil, "copy2", copy2)
    path = tmp_path / "players.json"
    make_bad(path, bad)
    store = Players(path)
    out: list[object] = []
    adder = threading.Thread(target=lambda: out.append(store.add("Ann").name), daemon=True)
    adder.start()
    adder.join(10)
    assert out == ["Ann"] and copied == []
    assert path.is_file() and not path.is_symlink()
    assert [p["name"] for p in json.loads(path.read_text())["players"]] == ["Ann"]
    assert not (tmp_path / "players.json.bak").exists()
