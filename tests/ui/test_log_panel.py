"""The game log makes room (cafegames/ui/log_panel.py): closed on small windows, open on wide ones, each size's
choice remembered, toggled from the status bar, and its newest line never cut off."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cafegames.engine.match import Match
from cafegames.engine.saves import save_match, saves_dir
from cafegames.engine.seats import Seat
from cafegames.games.cafe.game import GAME as CAFE
from cafegames.ui import i18n
from cafegames.ui.log_panel import WIDE_FROM
from cafegames.ui.main_window import MainWindow
from tests.ui.helpers import main_window


def cafe_save(moves: int = 40):
    match = Match(CAFE, {}, [Seat("Anne"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "hard")], 7)
    for _ in range(moves):
        match.act(match.bot_action(include_humans=True))
    path = saves_dir() / "cafe.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_match(match, path)
    return path


def newest_line_shown(window) -> bool:
    """The last line of the log lies wholly inside the panel's visible area."""
    view = window.log_view
    last = view.blockBoundingGeometry(view.document().lastBlock()).translated(view.contentOffset())
    return last.top() >= 0 and last.bottom() <= view.viewport().height() + 0.5


def toggle(window):
    return window.statusBar().findChild(type(window._log_toggle), "logToggle")


def test_the_log_is_closed_on_small_windows_open_on_wide_ones_each_choice_remembered(qtbot, settings):
    i18n.install_language("en")
    settings.overrides["animation_speed"] = "off"
    path = cafe_save(6)
    gen = main_window(qtbot, settings)
    window = next(gen)
    assert window.width() < WIDE_FROM
    assert window.open_file(path)
    assert not window.log_dock.isVisible() and not window.act_log.isChecked()  # 1280 px: out of the way
    button = toggle(window)
    assert button is not None and button.isVisible() and button.text() == "Game log"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # one click opens it
    assert window.log_dock.isVisible() and button.isChecked() and window.act_log.isChecked()
    assert settings.json_value("window/log_visible_small") is True
    window.resize(WIDE_FROM + 100, 900)  # a wide window: open unless closed there
    assert window.log_dock.isVisible()
    window.act_log.trigger()  # Ctrl+L closes it on wide windows, and that is remembered apart
    assert not window.log_dock.isVisible() and not button.isChecked()
    assert settings.json_value("window/log_visible") is False
    window.resize(1280, 800)  # small again: as chosen for small windows
    assert window.log_dock.isVisible()
    window.show_start_page()
    assert not window.log_dock.isVisible() and not button.isVisible()
    next(gen, None)
    again = MainWindow(settings)  # the next day, same laptop
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    assert again.open_file(path)
    assert again.log_dock.isVisible()
    again.log_dock.close()  # the panel's own close button is remembered too
    assert settings.json_value("window/log_visible_small") is False
    again.quit_after_screenshot = True
    again.close()


def test_the_newest_line_stays_in_sight_after_continue_and_a_resize(qtbot, settings):
    """Continue on a wide window, then the panel gets narrower and the window shorter (the window manager
    places it, the reader drags the panel's edge): French lines wrap into more lines and the bottom moved."""
    i18n.install_language("fr")
    settings.overrides["animation_speed"] = "off"
    cafe_save(40)
    gen = main_window(qtbot, settings)
    window = next(gen)
    window.resize(WIDE_FROM + 100, 900)
    with qtbot.waitSignal(window.start_page.refreshed):
        window.start_page.refresh()
    qtbot.mouseClick(window.start_page.continue_button, Qt.MouseButton.LeftButton)
    assert window.log_dock.isVisible()
    qtbot.waitUntil(lambda: newest_line_shown(window), timeout=3000)
    window.resizeDocks([window.log_dock], [180], Qt.Orientation.Horizontal)
    window.resize(WIDE_FROM + 100, 640)
    qtbot.waitUntil(lambda: newest_line_shown(window), timeout=3000)  # once the lines are laid out again
    bar = window.log_view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    window.act_log.trigger()
    window.act_log.trigger()  # closed and opened again: still at the newest line
    qtbot.waitUntil(lambda: newest_line_shown(window), timeout=3000)
    i18n.install_language("en")
    next(gen, None)
