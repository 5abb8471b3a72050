"""Autosaves written off the caller's thread (`BackgroundWriter`): the newest data of a file wins, `flush`
waits for the disk, a refused write is reported and the writer goes on, and a slow disk never holds up play."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.saves import BackgroundWriter, SaveError
from cafegames.engine.seats import Seat
from tests.toy.game import GAME

SEATS = [Seat("Ann"), Seat("Bob", "computer", "random")]


@pytest.fixture
def gate(monkeypatch):
    """write_atomic held until `gate.set()`, counting the files it wrote and the data in order."""
    real = saves.write_atomic
    opened = threading.Event()
    opened.written = []  # type: ignore[attr-defined]

    def slow(path: Path, data: bytes) -> None:
        assert opened.wait(10), "the test never opened the gate"
        real(path, data)
        opened.written.append((path.name, data))  # type: ignore[attr-defined]

    monkeypatch.setattr(saves.disk, "write_atomic", slow)
    return opened


def test_a_slow_disk_does_not_hold_up_the_game_and_the_newest_save_wins(tmp_path, gate):
    writer = BackgroundWriter()
    match = Match(GAME, {"target": 40}, SEATS, 4)
    autosave = saves.Autosaver(tmp_path / "game.json", "Sunday", writer=writer)
    match.listeners.append(autosave)
    autosave(match)
    for _ in range(8):  # every action autosaves; none waits for the disk, which is stuck
        match.act(match.bot_action(include_humans=True))
    assert len(match.actions) == 8 and not writer.flush(timeout=0.05)
    gate.set()
    assert writer.flush(timeout=10)
    loaded, record = saves.load_save(tmp_path / "game.json")
    assert loaded.actions == match.actions and record.title == "Sunday"
    # nine saves handed over: the one the writer had taken when the gate held it (if it had taken one yet), then
    # only the newest of those queued behind it
    assert len(gate.written) in (1, 2) and gate.written[-1][1] == (tmp_path / "game.json").read_bytes()


def test_each_file_gets_its_own_newest_data(tmp_path, gate):
    writer = BackgroundWriter()
    for i in range(5):
        writer.submit(tmp_path / "a.json", f"a{i}".encode())
        writer.submit(tmp_path / "b.json", f"b{i}".encode())
    gate.set()
    assert writer.flush(timeout=10)
    assert (tmp_path / "a.json").read_bytes() == b"a4" and (tmp_path / "b.json").read_bytes() == b"b4"


def test_a_refused_write_is_reported_with_its_reason_and_later_saves_still_happen(tmp_path):
    writer = BackgroundWriter()
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    results: list[SaveError | None] = []
    writer.submit(blocker / "game.json", b"{}", results.append)
    assert writer.flush(timeout=10)
    writer.submit(tmp_path / "game.json", b"{}", results.append)
    assert writer.flush(timeout=10)
    assert isinstance(results[0], SaveError) and "could not be saved" in results[0].message.english()
    assert results[1] is None and (tmp_path / "game.json").read_bytes() == b"{}"


def test_an_autosaver_reports_a_failure_once_per_kind_from_the_writer(tmp_path):
    writer = BackgroundWriter()
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    errors: list[SaveError] = []
    match = Match(GAME, {"target": 40}, SEATS, 4)
    match.listeners.append(saves.Autosaver(blocker / "game.json", on_error=errors.append, writer=writer))
    for _ in range(4):
        match.act(match.bot_action(include_humans=True))
        assert writer.flush(timeout=10)
    assert len(errors) == 1


def test_a_failing_report_does_not_stop_the_writer(tmp_path, caplog):
    writer = BackgroundWriter()

    def broken(error):
        raise RuntimeError("the listener is gone")

    writer.submit(tmp_path / "one.json", b"1", broken)
    assert writer.flush(timeout=10)
    writer.submit(tmp_path / "two.json", b"2")
    assert writer.flush(timeout=10) and (tmp_path / "two.json").read_bytes() == b"2"
    assert "reporting a save" in caplog.text
