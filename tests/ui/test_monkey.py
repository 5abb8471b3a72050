"""A child at the keyboard (issue 15): a short seeded monkey run over the real main window — the start page,
every dialog and every game's table — with no exception, no Qt warning, no frozen event loop and every save
loading at the end; and proof that the monkey catches each of those when one is planted.

The long run is a command: `python -m tests.ui.monkey --events 100000 --seeds 7 8 9` (tests/ui/monkey.py).
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt, qWarning

from cafegames.engine import saves
from cafegames.ui.main_window import MainWindow
from tests.ui import monkey
from tests.ui.monkey_world import playable_games

SEEDS = (1, 2)
EVENTS = 1500  # per seed: about 35 s each on this machine (2 shared cores)
# What a short run must have put on screen, whatever the timing: the start page, each game's table (saves are
# opened game by game in turn) and the dialogs (opened in turn) with the message box of "About".
MUST_VISIT = {"start page", "NewGameDialog", "LoadDialog", "SettingsDialog", "RulesDialog", "QMessageBox",
              "QInputDialog"}


@pytest.mark.slow
@pytest.mark.qt_no_exception_capture  # the monkey installs the app's own crash reporter and its recorder
def test_a_child_at_the_keyboard(qapp, tmp_path):
    visited = set()
    for seed in SEEDS:
        report = monkey.run_monkey(seed, EVENTS, tmp_path / f"seed-{seed}")
        print(report.text())
        assert report.events == EVENTS
        assert report.failures == [], report.text()
        visited |= {place.removesuffix(" handoff") for place in report.visited}
    tables = {f"table {game}" for game in playable_games()}
    assert {"table uno", "table cafe", "table canyon"} <= tables
    assert MUST_VISIT | tables <= visited, sorted(MUST_VISIT | tables - visited)


def _once(plant, original):
    """`plant` the first time, `original` afterwards: each planted bug needs to be met only once."""
    calls = []

    def method(self, *args):
        calls.append(1)
        return (plant if len(calls) == 1 else original)(self, *args)

    return method


def _freeze(self) -> None:
    until = time.thread_time() + 1.2  # the GUI thread works 1.2 s on one event
    while time.thread_time() < until:
        pass


def _raise(self) -> None:
    raise RuntimeError("planted: F11 breaks")


def _warn(self) -> None:
    qWarning("planted: the rules window warns")


@pytest.mark.qt_no_exception_capture
def test_the_monkey_catches_planted_bugs_and_names_the_seed_and_event(qapp, tmp_path, monkeypatch):
    """A slot that raises on a key, an event that freezes the loop, a Qt warning and an autosave that writes a
    broken file: each is reported with the seed and the event number. The plants are monkeypatched in for this
    test only; the monkey's mix of events is narrowed so that it reaches them in a short run."""
    monkeypatch.setattr(MainWindow, "toggle_full_screen", _once(_raise, MainWindow.toggle_full_screen))
    monkeypatch.setattr(MainWindow, "show_about", _once(_freeze, MainWindow.show_about))
    monkeypatch.setattr(MainWindow, "show_rules", _once(_warn, MainWindow.show_rules))
    submit = saves.BackgroundWriter.submit
    monkeypatch.setattr(saves.BackgroundWriter, "submit",  # every autosave cut short
                        lambda self, path, data, done=None: submit(self, path, data[:-40], done))
    monkeypatch.setattr(monkey, "KEYS", [(Qt.Key.Key_F11, monkey.NONE, 1), (Qt.Key.Key_Escape, monkey.NONE, 3)])
    monkeypatch.setattr(monkey, "DIALOGS", ("act_about", "act_rules"))
    monkeypatch.setattr(monkey, "ON_WINDOW", {"key": 4, "dialog": 2, "open_save": 1, "autoplay": 2})

    report = monkey.run_monkey(5, 150, tmp_path)
    text = report.text()
    print(text)
    kinds = {f.kind: f for f in report.failures}
    assert "RuntimeError: planted: F11 breaks" in kinds["exception"].detail
    assert "Qt message" in kinds and "planted: the rules window warns" in kinds["Qt message"].detail
    assert "frozen" in kinds and "worked 1.2" in kinds["frozen"].detail
    assert "save" in kinds and "does not load" in kinds["save"].detail
    for failure in report.failures:
        assert failure.seed == 5 and 0 < failure.event <= 150
        assert f"seed 5, event #{failure.event}: {failure.kind}" in text
        assert failure.recent and failure.recent[-1].startswith("#")
