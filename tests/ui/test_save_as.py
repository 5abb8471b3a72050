"""Game → Save as… (Ctrl+Shift+S): a named copy that becomes the current file; the load list shows names."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from cafegames.engine.match import Match
from cafegames.engine.saves import list_saves, read_save, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.save_writer import flush_saves
from tests.toy.game import GAME
from tests.ui.helpers import load_dialog, main_window
from tests.ui.test_app import toy_save


@pytest.fixture
def window(qtbot, settings):
    i18n.install_language("en")
    yield from main_window(qtbot, settings)


def _humans_match(actions=2) -> Match:
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 4)  # two people: nothing moves without them
    for _ in range(actions):
        match.act(match.bot_action(include_humans=True))
    return match


def test_save_as_writes_a_named_copy_that_becomes_the_current_file(window):
    first = saves_dir() / "first.json"
    match = _humans_match()
    assert window.open_match(match, first)
    assert window.act_save_as.shortcut().toString() == "Ctrl+Shift+S" and window.act_save_as.isEnabled()
    before = first.read_bytes()
    assert window.save_as("  Sunday   with grandma ") is True
    copy = window.controller.save_path
    assert copy != first and copy.exists()
    record = read_save(copy)
    assert record.title == "Sunday with grandma" and len(record.actions) == 2
    assert read_save(first).created == record.created  # the same game, named
    assert window.windowTitle() == "Twenty-one — Sunday with grandma"
    assert "Sunday with grandma" in window.statusBar().currentMessage()
    window.controller.confirm_handoff()  # two people share the screen: the first one shows their hand
    window.controller.human_action(match.bot_action(include_humans=True))  # the game goes on in the copy
    assert flush_saves()  # autosaves are written by a background thread
    assert len(read_save(copy).actions) == 3 and read_save(copy).title == "Sunday with grandma"
    assert first.read_bytes() == before  # the old file stays as it was


def test_save_as_asks_for_the_name_and_an_empty_name_saves_nothing(window, monkeypatch):
    assert window.open_match(_humans_match(), saves_dir() / "first.json")
    monkeypatch.setattr(QInputDialog, "exec", lambda self: (self.setTextValue("Dimanche avec mamie"), 1)[1])
    assert window.save_as() is True
    assert read_save(window.controller.save_path).title == "Dimanche avec mamie"
    path = window.controller.save_path
    monkeypatch.setattr(QInputDialog, "exec", lambda self: (self.setTextValue("   "), 1)[1])
    assert window.save_as() is False and window.controller.save_path == path
    monkeypatch.setattr(QInputDialog, "exec", lambda self: 0)  # Cancel
    assert window.save_as() is False and window.controller.save_path == path
    assert len(list_saves()) == 2


def test_save_as_offers_the_current_name_again(window, monkeypatch):
    assert window.open_match(_humans_match(), saves_dir() / "first.json")
    assert window.controller.title == ""  # the default title (game and names) is no name
    window.save_as("Picnic")
    offered = []
    monkeypatch.setattr(QInputDialog, "exec", lambda self: (offered.append(self.textValue()), 0)[1])
    window.save_as()
    assert offered == ["Picnic"]


def test_the_load_list_and_continue_show_the_name(window, qtbot):
    assert window.open_match(_humans_match(), saves_dir() / "zz-first.json")  # a name that sorts after the copy
    window.save_as("Sunday with grandma")
    named = window.controller.save_path
    with qtbot.waitSignal(window.start_page.refreshed):
        window.show_start_page()
    assert "“Sunday with grandma” · Ann, Bob" in window.start_page.continue_info.text()
    toy_save("0-plain.json")
    dialog = load_dialog(qtbot)
    rows = {dialog.row_texts(i)[1] for i in range(dialog.row_count())}
    assert rows == {"“Sunday with grandma” · Ann, Bob", "Ann, Bob", "Ann, Bot"}
    assert window.open_file(named) and window.controller.title == "Sunday with grandma"


def test_a_title_is_plain_json_text(window):
    assert window.open_match(_humans_match(), saves_dir() / "first.json")
    window.save_as("« Noël » \"chez\" Zoé\n" + "x" * 200)
    data = json.loads(window.controller.save_path.read_text(encoding="utf-8"))
    assert data["title"] == "« Noël » \"chez\" Zoé " + "x" * 60  # one line, 80 characters at most


@pytest.mark.qt_no_exception_capture
def test_the_menu_and_the_shortcut_ask_for_the_name(window, qtbot, monkeypatch):
    """Found by the monkey test: QAction.triggered passes its `checked` flag, which reached save_as as the title
    (False) and raised TypeError — the menu entry and Ctrl+Shift+S never worked, only direct calls did."""
    errors = []
    monkeypatch.setattr("sys.excepthook", lambda *exc: errors.append(exc[1]))
    assert window.open_match(_humans_match(), saves_dir() / "first.json")
    names = iter(["From the menu", "From the keyboard"])
    monkeypatch.setattr(QInputDialog, "exec", lambda self: (self.setTextValue(next(names)), 1)[1])
    window.act_save_as.trigger()
    assert errors == [] and read_save(window.controller.save_path).title == "From the menu"
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert errors == [] and read_save(window.controller.save_path).title == "From the keyboard"
