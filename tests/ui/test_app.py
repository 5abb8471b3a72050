"""The main window, start page and dialogs with pytest-qt; the whole app run in-process on the toy game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from cafegames.engine.match import Match
from cafegames.engine.saves import list_saves, save_match, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import i18n, plain_text
from cafegames.ui.main_window import MainWindow
from cafegames.ui.new_game import NewGameDialog
from cafegames.ui.rules_dialog import RulesDialog
from cafegames.ui.settings_dialog import SettingsDialog
from tests.toy.game import GAME
from tests.ui.helpers import load_dialog, main_window, refreshed

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot, settings):
    yield from main_window(qtbot, settings)


@pytest.fixture
def english():
    i18n.install_language("en")
    yield
    i18n.install_language("en")


def toy_save(name="a.json", actions=3, seed=5):
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bot", "computer", "random")], seed)
    for _ in range(actions):
        match.act(match.bot_action(include_humans=True))
    path = saves_dir() / name
    save_match(match, path)
    return path, match


def test_start_page_lists_the_three_games(window, english):
    page = window.start_page
    assert [c.info.id for c in page.cards] == ["uno", "cafe", "canyon"]
    for card in page.cards:
        assert card.name.text() and card.description.text()
        assert f"{card.info.min_players} to {card.info.max_players} players" == card.players.text()
        assert card.button.isVisibleTo(card) == card.info.has_scene()
        assert card.soon.isVisibleTo(card) == (not card.info.has_scene())
        assert not card.picture.pixmap().isNull()
    assert not page.continue_button.isVisibleTo(page)


def test_continue_opens_the_latest_unfinished_game(window, qtbot, english):
    path, match = toy_save()
    refreshed(qtbot, window.start_page)
    assert window.start_page.continue_button.isVisibleTo(window.start_page)
    assert "Twenty-one · Ann, Bot" in window.start_page.continue_info.text()
    qtbot.mouseClick(window.start_page.continue_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller.match.state == match.state
    assert window.controller.save_path == path
    assert window.log_view.toPlainText().count("plays") == 3
    assert window.windowTitle() == "Twenty-one"


def test_new_game_dialog_is_built_from_the_schema_and_remembers(qtbot, settings, english):
    dialog = NewGameDialog(settings, "toy")
    qtbot.addWidget(dialog)
    assert dialog.count.minimum() == 2 and dialog.count.maximum() == 4
    assert len(dialog.rows) == 2
    target = dialog.option_widgets["target"]
    order = dialog.option_widgets["order"]
    assert isinstance(target, QSpinBox) and (target.minimum(), target.maximum(), target.value()) == (5, 99, 21)
    assert isinstance(order, QComboBox) and order.count() == 2
    dialog.count.setValue(3)
    assert len(dialog.rows) == 3
    dialog.rows[0].name.setText("Zoé")
    dialog.rows[1].name.setText("zoé")
    dialog.accept()
    assert dialog.match is None and "same name" in dialog.error.text()
    dialog.rows[1].name.setText("")
    dialog.accept()
    assert dialog.match is None and "needs a name" in dialog.error.text()
    dialog.rows[1].name.setText("Léo")
    dialog.rows[2].kind.setCurrentIndex(1)
    dialog.rows[2].level.setCurrentIndex(dialog.rows[2].level.findData("random"))
    target.setValue(30)
    order.setCurrentIndex(1)
    dialog.accept()
    match = dialog.match
    assert match is not None and [s.name for s in match.seats] == ["Zoé", "Léo", "Computer 2"]
    assert match.seats[2] == Seat("Computer 2", "computer", "random")
    assert match.options.target == 30 and match.options.order == "anticlockwise"
    again = NewGameDialog(settings, "")
    qtbot.addWidget(again)
    assert again.game_box.currentData() == "toy" and len(again.rows) == 3
    assert again.rows[0].name.text() == "Zoé" and again.option_widgets["target"].value() == 30


def test_new_game_dialog_shows_bool_options_as_checkboxes(qtbot, settings, monkeypatch):
    from cafegames.engine.messages import Message
    from cafegames.engine.options import OptionSpec

    schema = GAME.option_schema()
    monkeypatch.setattr(GAME, "option_schema", lambda: [*schema, OptionSpec("fast", False, Message("Toy", "Fast"),
                                                                            Message("Toy", "Play fast"))])
    dialog = NewGameDialog(settings, "toy")
    qtbot.addWidget(dialog)
    assert isinstance(dialog.option_widgets["fast"], QCheckBox)
    assert dialog.option_values() == {"target": 21, "order": "clockwise", "fast": False}


def test_load_dialog_lists_saves_damaged_ones_and_deletes_with_confirmation(qtbot, monkeypatch, english):
    toy_save("a.json", 2)
    toy_save("b.json", 4, seed=9)
    (saves_dir() / "broken.json").write_text('{"format": "cafegames-save", "vers')
    dialog = load_dialog(qtbot)
    rows = [dialog.row_texts(i) for i in range(dialog.row_count())]
    assert len(rows) == 3
    damaged = [i for i, r in enumerate(rows) if r[1] == "Damaged file"]
    assert len(damaged) == 1 and "cut short" in rows[damaged[0]][3]
    good = [r for r in rows if r[0] == "Twenty-one"]
    assert len(good) == 2 and all(r[1] == "Ann, Bot" and r[2] and r[3].startswith("Total") for r in good)
    dialog.select_row(damaged[0])
    assert not dialog.open_button.isEnabled() and dialog.delete_button.isEnabled()
    monkeypatch.setattr(plain_text, "ask", lambda *a, **k: False)
    dialog.delete_selected()
    assert (saves_dir() / "broken.json").exists()
    monkeypatch.setattr(plain_text, "ask", lambda *a, **k: True)
    dialog.delete_selected()
    assert not (saves_dir() / "broken.json").exists()
    assert dialog.row_count() == 2
    dialog.select_row(0)
    dialog.accept()
    assert dialog.chosen in {saves_dir() / "a.json", saves_dir() / "b.json"}
    assert len(list_saves()) == 2


def test_a_damaged_file_is_never_written(window, monkeypatch):
    bad = saves_dir() / "bad.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text('{"format": "cafegames-save", "version": 1, "game": "toy"')
    before = bad.read_bytes()
    shown = []
    monkeypatch.setattr(plain_text, "tell", lambda *a, **k: shown.append(a[2]))
    assert window.open_file(bad) is False
    assert shown and "cut short" in shown[0]
    assert bad.read_bytes() == before and window.controller is None


def test_settings_dialog_stores_and_switches_language_live(window, qtbot, settings, english):
    dialog = SettingsDialog(settings, window)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.animation.setCurrentIndex(dialog.animation.findData("off"))
    dialog.pace.setCurrentIndex(dialog.pace.findData("slow"))
    assert dialog.apply() is True
    assert settings.language == "fr" and settings.computer_pace == "slow" and settings.computer_delay_ms == 0
    stored = json.loads(settings.path.read_text())
    assert stored["animations"] == "off" and stored["computer_pace"] == "slow"
    assert dialog.apply() is False  # the language did not change this time
    i18n.install_language("fr")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Partie")
    assert window.start_page.load_button.text() == "Ouvrir une partie enregistrée…"
    assert window.start_page.cards[0].players.text() == "De 2 à 10 joueurs"
    i18n.install_language("en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game")


def test_rules_dialog_shows_the_page_or_says_it_is_missing(qtbot, tmp_path, monkeypatch, english):
    from cafegames.ui import rules_dialog

    dialog = RulesDialog("toy")
    qtbot.addWidget(dialog)
    assert "not written yet" in dialog.text()
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "toy.fr.html").write_text("<h1>Vingt-et-un</h1><p>Ne dépassez pas.</p>", encoding="utf-8")
    monkeypatch.setattr(rules_dialog, "resource", lambda *parts: tmp_path.joinpath(*parts))
    dialog = RulesDialog("toy")
    qtbot.addWidget(dialog)
    assert "Ne dépassez pas." in dialog.text() and "other one" in dialog.text()
    monkeypatch.setattr(rules_dialog, "current_language", lambda: "fr")
    dialog = RulesDialog("toy")
    qtbot.addWidget(dialog)
    assert "Ne dépassez pas." in dialog.text() and "other one" not in dialog.text()


def test_shortcuts_and_window_geometry(window, settings, qtbot):
    assert window.act_new.shortcut().toString() == "Ctrl+N"
    assert window.act_load.shortcut().toString() == "Ctrl+O"
    assert window.act_save.shortcut().toString() == "Ctrl+S"
    assert window.act_quit.shortcut().toString() == "Ctrl+Q"
    assert window.act_rules.shortcut().toString() == "F1"
    assert window.act_full.shortcut().toString() == "F11"
    window.resize(760, 540)  # the offscreen screen is 800 × 600: restoreGeometry keeps windows on it
    window.close()
    assert settings.bytes_value("window/geometry") is not None
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 540)


def run_app(tmp_path, *args):
    """The whole app in a child process with the toy game registered (as tests/conftest.py does)."""
    code = "import sys, tests.conftest; from cafegames import app; sys.exit(app.main(sys.argv[1:]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_whole_app_new_toy_game_autoplay_screenshot_then_load(tmp_path):
    shot = tmp_path / "toy.png"
    result = run_app(tmp_path, "--lang", "en", "--new", "toy", "--seats", "Ann:human,Bot:computer:random",
                     "--seed", "3", "--autoplay", "3", "--screenshot", str(shot), "--size", "1024x640")
    assert result.returncode == 0, result.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1024, 640)
    saves = list_saves(tmp_path / "data" / "saves")
    assert len(saves) == 1 and saves[0].moves >= 3
    data = json.loads(saves[0].path.read_text())
    assert data["seed"] == 3 and data["seats"][0]["name"] == "Ann"
    again = run_app(tmp_path, "--lang", "en", "--load", str(saves[0].path), "--screenshot", str(shot))
    assert again.returncode == 0, again.stderr
    assert saves[0].path.read_text() == json.dumps(data, ensure_ascii=False, separators=(",", ":")) or \
        json.loads(saves[0].path.read_text())["actions"] == data["actions"]


def test_game_over_offers_a_new_game(window, qtbot, english, monkeypatch):
    from tests.ui.ending_helpers import click_button, windows_on_top

    opened = []
    monkeypatch.setattr(type(window), "new_game", lambda self, game_id="": opened.append(game_id))
    window.settings.overrides["animation_speed"] = "off"
    match = Match(GAME, {"target": 5}, [Seat("Ann", "computer", "random"), Seat("Bot", "computer", "random")], 1)
    window.open_match(match, None)
    qtbot.waitUntil(lambda: match.is_over() and window.controller.scene.ending_open(), timeout=5000)
    assert any("wins!" in t for t in window.controller.scene.ending_screen().texts())
    assert windows_on_top(window) == []  # on the table, not in a window over it
    click_button(qtbot, window, "new")
    assert opened == ["toy"]


def test_a_table_that_fails_to_build_is_reported_not_fatal(window, monkeypatch, english):
    from tests.toy.table import scene as toy_scene

    def broken(*args, **kwargs):
        raise ValueError("no felt")

    monkeypatch.setattr(toy_scene, "Scene", broken)
    shown = []
    monkeypatch.setattr(plain_text, "tell", lambda *a, **k: shown.append(a[2]))
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bot", "computer", "random")], 1)
    assert window.open_match(match, None) is False
    assert shown and window.current_page() is window.start_page
    assert shown[0] == ("The table of Twenty-one could not be set up. An unexpected error stopped it; the details "
                        "are in the log.")  # the exception's own words are for the log


def test_qt_own_strings_are_translated_too(qtbot, english):
    from PySide6.QtWidgets import QDialogButtonBox

    i18n.install_language("fr")
    try:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Annuler"
    finally:
        i18n.install_language("en")


def test_the_log_is_translated_again_when_the_language_changes(window, qtbot, english):
    from cafegames.engine.messages import Message

    toy_save()
    window.continue_latest()
    qtbot.waitUntil(lambda: window.controller is not None)
    window.controller.log.append(Message("Controller", "That seat is played by the computer."))
    i18n.install_language("fr")
    qtbot.waitUntil(lambda: "\nCette place est jouée par l’ordinateur." in window.log_view.toPlainText())
    assert window.log_view.toPlainText().count("plays") >= 3


def test_a_damaged_file_with_a_good_backup_opens_the_backup_and_is_kept(window, english):
    path, match = toy_save("c.json", actions=2)
    save_match(match, path)  # the first version becomes c.json.bak
    damaged = b'{"format": "cafegames-save", "vers'
    path.write_bytes(damaged)
    assert window.open_file(path)
    assert window.controller.match.state == match.state
    # The game goes on in a new file, written at the first move (opening writes nothing).
    assert window.controller.save_path != path and not window.controller.save_path.exists()
    assert path.read_bytes() == damaged and "backup" in window.statusBar().currentMessage()


def test_the_log_follows_the_newest_line_unless_the_reader_scrolled_back(window, qtbot, settings, english):
    """French lines wrap in the narrow panel ("Bob installe une Espagnole (Chine et Espagne) : 2 points."): Qt's
    own follow-the-end lost track after such a line (after 30 moves the bar stood at 4 of 91)."""
    from cafegames.games.cafe.game import GAME as CAFE

    i18n.install_language("fr")
    settings.overrides["animation_speed"] = "off"
    match = Match(CAFE, {}, [Seat("Anne"), Seat("Bob", "computer", "normal"), Seat("Cleo", "computer", "hard")], 7)
    assert window.open_match(match, saves_dir() / "log.json")
    window.act_log.trigger()  # closed at first in a 1280 px window (tests/ui/test_log_panel.py)
    assert window.log_dock.isVisible()
    bar = window.log_view.verticalScrollBar()

    def play(n: int) -> None:
        window.controller.autoplay(n)
        qtbot.waitUntil(lambda: window.controller.autoplay_left == 0 and window.controller.is_settled(),
                        timeout=20000)

    play(30)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()  # a game at top speed: the newest line in sight
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # someone reads back (as the wheel or a drag does)
    play(6)
    assert bar.value() == 0 < bar.maximum()
