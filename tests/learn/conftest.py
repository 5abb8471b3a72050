"""The lesson tests' table: a guided first game on screen at 1280×800, started and settled."""

from __future__ import annotations

import pytest

from cafegames.ui import i18n
from cafegames.ui.lesson import LessonController, lesson_match
from cafegames.ui.table import TableWidget
from tests.ui.helpers import settle


@pytest.fixture
def lesson_on_table(qtbot, settings, tmp_path):
    """lesson_on_table(game, lesson, scene_class) → (controller, table); English again afterwards."""

    def make(game, lesson, scene_class):
        match = lesson_match(game, lesson)
        scene = scene_class(game, match.seats, settings)
        controller = LessonController(match, scene, settings, lesson, tmp_path / "saves" / f"{game.id}-lesson.json")
        table = TableWidget(controller)
        qtbot.addWidget(table)
        table.resize(1280, 800)
        table.show()
        controller.start()
        settle(qtbot, controller)
        return controller, table

    yield make
    i18n.install_language("en")
