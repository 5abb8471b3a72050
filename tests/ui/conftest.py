"""Fixtures for the GUI tests: toy matches on screen (the quick `settings` fixture is in tests/conftest.py)."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from tests.toy.game import GAME
from tests.toy.table.scene import ToyScene
from tests.ui.helpers import show_table


@pytest.fixture
def make_table(qtbot, settings, tmp_path):
    """make_table(seats, seed=…, save=True) → (controller, table) started and shown."""

    def make(seats, seed=7, save=True, options=None):
        match = Match(GAME, options or {}, [Seat(*s) if isinstance(s, tuple) else Seat(s) for s in seats], seed)
        scene = ToyScene(GAME, match.seats, settings)
        path = tmp_path / "saves" / "toy.json" if save else None
        return show_table(qtbot, match, scene, settings, path, size=(1000, 640))

    return make
