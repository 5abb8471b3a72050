"""Fixtures for the GUI tests: settings with fast animations and no computer pause, toy matches on screen."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.ui.controller import MatchController
from cafegames.ui.settings import Settings
from cafegames.ui.table import TableWidget
from tests.toy.game import GAME
from tests.toy.scene import ToyScene


@pytest.fixture
def settings(tmp_path):
    s = Settings(tmp_path / "config" / "cafegames.ini")
    s.overrides["computer_delay_ms"] = 0
    s.overrides["animation_speed"] = "fast"
    return s


@pytest.fixture
def make_table(qtbot, settings, tmp_path):
    """make_table(seats, seed=…, save=True) → (controller, table) started and shown."""

    def make(seats, seed=7, save=True, options=None):
        match = Match(GAME, options or {}, [Seat(*s) if isinstance(s, tuple) else Seat(s) for s in seats], seed)
        scene = ToyScene(GAME, match.seats, settings)
        path = tmp_path / "saves" / "toy.json" if save else None
        controller = MatchController(match, scene, settings, path)
        table = TableWidget(controller)
        qtbot.addWidget(table)
        table.resize(1000, 640)
        table.show()
        controller.start()
        return controller, table

    return make
