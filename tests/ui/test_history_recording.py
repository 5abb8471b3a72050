"""A match that ends on the table goes into the history, written off the GUI thread: play goes on (the end is
shown) while the database is stuck, and the match is there once it frees. A history deleted or damaged while
the app is closed is rebuilt at the next start, and the status bar says so in the family's language."""

from __future__ import annotations

import threading

import pytest

from cafegames.engine.match import Match
from cafegames.engine.saves import new_save_path, save_match, saves_dir
from cafegames.engine.seats import Seat
from cafegames.history import db
from cafegames.ui import history_link, i18n
from tests.toy.game import GAME
from tests.ui.helpers import main_window, settle


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)


def count() -> int:
    return db.connect(db.default_path()).execute("SELECT count(*) FROM matches").fetchone()[0]


def test_a_match_that_ends_is_recorded_without_holding_up_the_table(window, qtbot, monkeypatch):
    stuck = threading.Event()
    real = db.record
    monkeypatch.setattr(db, "record", lambda conn, entry: stuck.wait(20) and real(conn, entry))
    match = Match(GAME, {"target": 15}, [Seat("Ann"), Seat("Bot", "computer", "random")], 3)
    window.open_match(match, new_save_path("toy"))
    window.controller.autoplay(500)
    settle(qtbot, window.controller)
    assert window.controller.match.is_over()  # the end is on screen while the history is stuck
    assert not history_link.HISTORY.flush(0.2)
    stuck.set()
    assert history_link.HISTORY.flush(20)
    assert count() == 1
    conn = db.connect(db.default_path())
    (save_file,) = conn.execute("SELECT save_file FROM matches").fetchone()
    assert save_file == window.controller.save_path.name


def test_a_game_without_a_save_in_the_saves_folder_is_not_history(qtbot, settings, tmp_path):
    from tests.toy.table.scene import ToyScene
    from tests.ui.helpers import show_table

    match = Match(GAME, {"target": 12}, [Seat("Ann"), Seat("Bot", "computer", "random")], 4)
    controller, _ = show_table(qtbot, match, ToyScene(GAME, match.seats, settings), settings, tmp_path / "x.json")
    controller.autoplay(500)
    settle(qtbot, controller)
    assert controller.match.is_over()
    assert history_link.HISTORY.flush(10)
    assert not db.default_path().exists()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("damage", ["deleted", "damaged"])
def test_at_start_a_lost_history_is_rebuilt_and_said(qtbot, settings, lang, damage):
    for seed in range(3):
        match = Match(GAME, {"target": 12}, [Seat("Ann"), Seat("Bot", "computer", "random")], seed)
        while not match.is_over():
            match.act(match.bot_action(include_humans=True))
        save_match(match, saves_dir() / f"t{seed}.json")
    path = db.default_path()
    if damage == "damaged":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"SQLite format 3\0" + b"\xff" * 5000)
    i18n.install_language(lang)
    try:
        gen = main_window(qtbot, settings)
        window = next(gen)
        window._sync_history()
        assert history_link.HISTORY.flush(20)
        qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "", timeout=5000)
        text = window.statusBar().currentMessage()
        if lang == "en":
            assert text.endswith("rebuilt from the saved games (3 games).")
            assert ("damaged" if damage == "damaged" else "missing") in text
        else:
            assert text.endswith("reconstruit à partir des parties enregistrées (3 parties).")
            assert ("abîmé" if damage == "damaged" else "manquait") in text
        assert count() == 3
        next(gen, None)
    finally:
        i18n.install_language("en")
