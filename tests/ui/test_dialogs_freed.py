"""A closed dialog is gone: every dialog the main window opens is freed once it is closed, however many times it
is opened (found by the monkey test: each Ctrl+O left its load dialog, with the whole list of saves, in memory
as a hidden child of the window — a signal connected to a lambda that holds the dialog kept it alive)."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from cafegames.engine.match import Match
from cafegames.engine.saves import saves_dir
from cafegames.engine.seats import Seat
from tests.toy.game import GAME
from tests.ui.helpers import main_window
from tests.ui.test_app import toy_save


@pytest.fixture
def window(qtbot, settings):
    yield from main_window(qtbot, settings)


def _closed_dialogs() -> list[str]:
    gc.collect()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return sorted(w.metaObject().className() for w in QApplication.allWidgets()
                  if isinstance(w, QDialog) and not w.isVisible())


@pytest.mark.parametrize("action", ["act_new", "act_load", "act_settings", "act_rules", "act_about", "act_save_as"])
def test_a_dialog_opened_three_times_and_closed_leaves_nothing_behind(window, qtbot, action):
    toy_save()
    assert window.open_match(Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 4), saves_dir() / "b.json")
    before = _closed_dialogs()
    for _ in range(3):
        QTimer.singleShot(0, lambda: QApplication.activeModalWidget().reject())
        getattr(window, action).trigger()
    assert _closed_dialogs() == before


def _close_every_dialog_soon() -> QTimer:
    """Rejects whatever modal dialog is on top, again and again (dialogs opened from dialogs included)."""
    timer = QTimer()
    timer.timeout.connect(lambda: QApplication.activeModalWidget() and QApplication.activeModalWidget().reject())
    timer.start(20)
    return timer


def test_the_deck_designer_of_the_uno_table_is_freed_once_closed(window, settings):
    """The table's "Cards…" button; the designer opened from the settings or the new-game dialog goes with
    that dialog."""
    from cafegames.engine import registry

    uno = registry.get("uno").game()
    assert window.open_match(Match(uno, {}, [Seat("Ann"), Seat("Bot", "computer", "easy")], 3), saves_dir() / "uno.json")
    timer = _close_every_dialog_soon()
    for _ in range(3):
        window.controller.scene.open_deck()
    timer.stop()
    assert "DeckDesigner" not in _closed_dialogs()
