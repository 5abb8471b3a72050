"""Set-up shared by the tests that put a game on screen: quick settings, a match on a shown table, the main
window, and mouse clicks on scene items."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QPointF, Qt

from cafegames.engine.match import Match
from cafegames.ui.controller import MatchController
from cafegames.ui.main_window import MainWindow
from cafegames.ui.scene_base import GameScene
from cafegames.ui.settings import Settings
from cafegames.ui.table import TableWidget

# The tests' "fast" animations play at this fraction of their normal length (the app's "fast" is 0.5): every
# animation still starts, runs its frames and ends (the scene is busy meanwhile, clicks wait for it), but a test
# waits a tenth of the time for each. The suite spent most of its UI time waiting for animations (issue 32:
# tests/ui/test_hints.py 18 s at 0.5, 8 s with animations off). A test that measures the app's own lengths sets
# "normal" or "slow", which keep theirs.
TEST_FAST_SCALE = 0.1


class QuickSettings(Settings):
    """The app's settings, with the tests' "fast" (`TEST_FAST_SCALE`)."""

    @property
    def animation_scale(self) -> float:
        if self.overrides.get("animation_speed") == "fast":
            return TEST_FAST_SCALE
        return super().animation_scale


def quick_settings(tmp_path: Path, animation: str = "fast") -> Settings:
    """Settings in the test's own folder, with no computer pause so games run at test speed, and the tests' short
    animations (`TEST_FAST_SCALE`)."""
    settings = QuickSettings(tmp_path / "config" / "settings.json")
    settings.overrides["computer_delay_ms"] = 0
    settings.overrides["animation_speed"] = animation
    return settings


def show_table(qtbot, match: Match, scene: GameScene, settings: Settings, save_path: Path | None = None,
               size: tuple[int, int] = (1280, 800)) -> tuple[MatchController, TableWidget]:
    """The match on a table widget, shown at `size` and started (autosaved to `save_path` if given)."""
    controller = MatchController(match, scene, settings, save_path)
    table = TableWidget(controller)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    controller.start()
    return controller, table


def main_window(qtbot, settings: Settings) -> Iterator[MainWindow]:
    """For a fixture to `yield from`: the main window shown at 1280×800, closed without questions afterwards."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    yield window
    window.quit_after_screenshot = True
    window.close()


def settle(qtbot, controller: MatchController, timeout: int = 15000) -> None:
    """Wait until the controller waits for a human and the scene's animations are over."""
    qtbot.waitUntil(controller.is_settled, timeout=timeout)
    qtbot.waitUntil(lambda: not controller.scene.is_busy(), timeout=timeout)


def click_at(qtbot, table: TableWidget, scene_point: QPointF) -> None:
    pos = table.view.mapFromScene(scene_point)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_item(qtbot, table: TableWidget, item) -> None:
    click_at(qtbot, table, item.sceneBoundingRect().center())


def load_dialog(qtbot, parent=None, folder: Path | None = None):
    """The Load dialog once it has read every file of the folder (it reads them on a thread)."""
    from cafegames.ui.load_dialog import LoadDialog

    dialog = LoadDialog(parent, folder)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.done_reading, timeout=10_000)
    return dialog


def refreshed(qtbot, page) -> None:
    """The start page's Continue lookup, done (it runs on a thread)."""
    with qtbot.waitSignal(page.refreshed, timeout=10_000):
        page.refresh()
