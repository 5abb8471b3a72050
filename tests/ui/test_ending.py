"""The end of a match is one result screen drawn on the table (cafegames/ui/ending.py), never a window on top: every
seat in order of places, the winner's moment (skippable, instant without animations), and Play again, New game,
Start page, Look at the table, PDF and print — through the real main window and real clicks, in both languages.
The toy game shows the shared screen as every game without its own breakdown would."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from cafegames.engine.match import Match
from cafegames.engine.protocol import Result
from cafegames.engine.saves import list_saves, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.celebration import Confetti
from cafegames.ui.ending import EndingScreen, EndingStyle, PlaceRow
from cafegames.ui.main_window import MainWindow
from tests.toy.game import GAME
from tests.ui.ending_helpers import check_layout, check_places, click_button, play_to_the_end, windows_on_top
from tests.ui.helpers import click_at, main_window

SEATS = [Seat("Ann", "computer", "random"), Seat("Bot", "computer", "normal"), Seat("Cléo", "computer", "random")]
OPTIONS = {"target": 7, "order": "anticlockwise"}
WORDS = {"en": ("Play again", "Shared win: ", "Look at the table", "Results"),
         "fr": ("Rejouer", "Victoire partagée : ", "Regarder la table", "Résultats")}


@pytest.fixture
def window(qtbot, settings):
    i18n.install_language("en")
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)
    i18n.install_language("en")


def _ended(window, qtbot, seed=11) -> Match:
    match = Match(GAME, OPTIONS, SEATS, seed)
    play_to_the_end(qtbot, window, match)
    return match


def _same_game_newly_dealt(old: Match, new: Match) -> None:
    assert new is not old and new.game is old.game
    assert new.seats == old.seats  # names, kinds and levels
    assert new.options == old.options and new.options_dict == {"target": 7, "order": "anticlockwise"}
    assert new.seed != old.seed and new.actions == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_end_is_one_screen_on_the_table_with_every_seat_in_order(window, qtbot, lang):
    i18n.install_language(lang)
    match = _ended(window, qtbot)
    scene = window.controller.scene
    assert windows_on_top(window) == []  # no "Game over" window over the table
    assert window.current_page() is window.table and scene.ending_open()
    screen = scene.ending_screen()
    again, wins, look, _ = WORDS[lang]
    texts = screen.texts()
    assert any(wins in t for t in texts) and again in texts and look in texts
    check_places(scene, GAME.result(match.state))
    check_layout(scene)


def test_play_again_on_the_table_starts_the_same_game_newly_dealt(window, qtbot):
    old = _ended(window, qtbot)
    old_controller = window.controller
    screen = old_controller.scene.ending_screen()
    assert screen.focus_key == "again"  # Enter plays again
    click_button(qtbot, window, "again")
    assert window.controller is not None and window.controller is not old_controller
    _same_game_newly_dealt(old, window.controller.match)
    assert window.controller.save_path != saves_dir() / "first.json"  # a new file; the finished one is kept
    assert window.current_page() is window.table and window.game_id == "toy"
    files = {s.path.name: s.record for s in list_saves()}
    assert files["first.json"].finished and window.controller.save_path.name in files
    assert not window.controller.scene.ending_open()


def test_new_game_on_the_table_opens_the_new_game_dialog(window, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(MainWindow, "new_game", lambda self, game_id="": opened.append(game_id))
    _ended(window, qtbot)
    click_button(qtbot, window, "new")
    assert opened == ["toy"]


def test_start_page_on_the_table_goes_home(window, qtbot):
    _ended(window, qtbot)
    click_button(qtbot, window, "home")
    assert window.current_page() is window.start_page and window.controller is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_look_at_the_table_hides_the_screen_and_a_button_brings_it_back(window, qtbot, lang):
    i18n.install_language(lang)
    _ended(window, qtbot)
    scene = window.controller.scene
    screen = scene.ending_screen()
    click_button(qtbot, window, "look")
    assert not scene.ending_open() and not screen.isVisible()
    assert screen.back.isVisible() and screen.back.text == WORDS[lang][3]
    assert scene.sceneRect().contains(screen.back.sceneBoundingRect())
    click_at(qtbot, window.table, QPointF(scene.WIDTH / 2, scene.HEIGHT / 2))  # the table: nothing happens
    assert not scene.ending_open()
    click_at(qtbot, window.table, screen.back.sceneBoundingRect().center())
    assert scene.ending_open() and not screen.back.isVisible()


def _animated_end(window, qtbot, settings) -> Match:
    settings.overrides["animation_speed"] = "slow"
    match = Match(GAME, OPTIONS, SEATS, 11)
    assert window.open_match(match, None)
    window.controller.autoplay(100_000)
    qtbot.waitUntil(lambda: window.controller.scene.celebrating(), timeout=60_000)
    return match


def test_the_winners_moment_keeps_the_table_busy_and_a_click_skips_it(window, qtbot, settings):
    _animated_end(window, qtbot, settings)
    controller, scene = window.controller, window.controller.scene
    assert scene.is_busy() and not controller.is_settled()  # a screenshot waits for the finished screen
    assert any(isinstance(i, Confetti) for i in scene.items())
    click_at(qtbot, window.table, QPointF(40, 40))  # anywhere
    assert not scene.celebrating() and not scene.is_busy()
    qtbot.waitUntil(controller.is_settled, timeout=2000)
    assert scene.ending_open() and not any(isinstance(i, Confetti) for i in scene.items())
    screen = scene.ending_screen()
    assert screen.opacity() == 1.0 and all(r.opacity() == 1.0 for r in screen.row_items)


def test_a_key_skips_the_winners_moment_without_pressing_a_button(window, qtbot, settings):
    match = _animated_end(window, qtbot, settings)
    qtbot.keyClick(window.table.view, Qt.Key.Key_Return)
    scene = window.controller.scene
    assert not scene.celebrating() and scene.ending_open() and window.controller.match is match  # not played again


def test_the_table_never_looks_idle_between_the_last_move_and_the_results(window, qtbot, settings):
    """The last move's animation hands over to the winner's moment without a gap: the first time the scene says it is
    idle after the end, the result screen is already up and its moment over."""
    settings.overrides["animation_speed"] = "fast"
    match = Match(GAME, OPTIONS, SEATS, 11)
    assert window.open_match(match, None)
    scene = window.controller.scene
    seen = []
    scene.busy_changed.connect(lambda busy: seen.append((busy, match.is_over(), scene.ending_open(),
                                                         scene.celebrating())))
    window.controller.autoplay(100_000)
    qtbot.waitUntil(scene.celebrating, timeout=60_000)  # the moment plays …
    qtbot.waitUntil(lambda: window.controller.is_settled() and scene.ending_open(), timeout=60_000)
    first_idle_at_the_end = next(s for s in seen if not s[0] and s[1])
    assert first_idle_at_the_end == (False, True, True, False)  # … and the scene is idle only once it is over


def test_without_animations_the_results_are_there_at_once(window, qtbot):
    _ended(window, qtbot)
    scene = window.controller.scene
    assert not scene.celebrating() and not any(isinstance(i, Confetti) for i in scene.items())


def test_one_enter_never_throws_the_ending_away(window, qtbot):
    """Enter still held from the last move only shows the ring on "Play again"; a second one, once a player can
    see what it presses, deals the new match."""
    _ended(window, qtbot)
    match = window.controller.match
    screen = window.controller.scene.ending_screen()
    view = window.table.view
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        screen.keyboard_used = False  # as when the screen opens
        qtbot.keyClick(view, key)
        assert window.controller.match is match and window.controller.scene.ending_open()
        assert screen.focus_ring.isVisible() and screen.focus_key == "again"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.match is not match, timeout=5000)


def test_the_keyboard_chooses_among_the_buttons(window, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(MainWindow, "new_game", lambda self, game_id="": opened.append(game_id))
    _ended(window, qtbot)
    scene = window.controller.scene
    screen = scene.ending_screen()
    view = window.table.view
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the ring on "Play again"
    assert screen.focus_ring.isVisible() and screen.focus_key == "again"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert screen.focus_key == "new"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert opened == ["toy"]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not scene.ending_open() and screen.back.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.ending_open()


def test_the_results_are_saved_as_pdf_and_the_table_is_left_as_it_was(window, qtbot, tmp_path, monkeypatch):
    import os
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    _ended(window, qtbot)
    scene = window.controller.scene
    before = [(i, i.isVisible()) for i in scene.items()]
    target = tmp_path / "results.pdf"
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, folder, flt: (offered.append(folder)
                                                                                           or (str(target), flt)))
    click_button(qtbot, window, "pdf")
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert offered[0].startswith(documents if os.path.isdir(documents) else str(Path.home()))  # not the app's folder
    data = target.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 2000
    assert [(i, i.isVisible()) for i in scene.items()] == before


def test_a_language_change_translates_the_screen(window, qtbot):
    _ended(window, qtbot)
    screen = window.controller.scene.ending_screen()
    assert screen.buttons["again"].text == "Play again"
    i18n.install_language("fr")
    qtbot.waitUntil(lambda: screen.buttons["again"].text == "Rejouer", timeout=3000)
    assert any("Victoire partagée" in t for t in screen.texts()) and window.controller.scene.ending_open()


def test_a_finished_game_opened_again_shows_its_results_without_the_moment(window, qtbot, settings):
    match = Match(GAME, OPTIONS, SEATS, 11)
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    settings.overrides["animation_speed"] = "normal"
    assert window.open_match(match, None)
    qtbot.waitUntil(window.controller.scene.ending_open, timeout=3000)
    assert not window.controller.scene.celebrating() and window.controller.is_settled()
    assert windows_on_top(window) == []


def test_room_for_more_per_seat_facts_and_a_picture(qtbot):
    """What later work adds (hints used, take-backs; a chart of the scores): a column of per-seat facts and one
    picture beside the places, inside the panel and clear of the rows."""
    scene = QGraphicsScene(QRectF(0, 0, 1600, 1000))
    screen = EndingScreen(scene.sceneRect(), EndingStyle())
    scene.addItem(screen)
    screen.set_title("Ann wins!")
    screen.set_columns(["Score"])
    for seat, (name, place) in enumerate([("Ann", 1), ("Bob", 2), ("Cléo", 2)]):
        screen.add_row(PlaceRow(seat, place, name, [str(10 - seat)]))
    screen.add_seat_column("Hints", {0: "2", 2: "1"})
    pixmap = QPixmap(400, 300)
    pixmap.fill(QColor("#3d85c6"))
    chart = screen.set_picture(pixmap, "Scores over the match")
    screen.build()
    assert "Hints" in screen.texts() and "Scores over the match" in screen.texts()
    assert [c.text for c in screen.row_items[0].cells] == ["10", "2"]
    assert [c.text for c in screen.row_items[1].cells] == ["9", ""]
    picture = chart.sceneBoundingRect()
    panel = screen.panel.mapRectToScene(screen.panel.rect)
    assert panel.contains(picture)
    assert all(r.sceneBoundingRect().right() <= picture.left() for r in screen.row_items)
    item = QGraphicsRectItem(0, 0, 300, 200)
    screen.set_picture(item)
    screen.build()
    assert item.parentItem() is screen.panel


def test_seats_a_game_does_not_rank_share_the_place_after_the_winners():
    assert Result((0, 2), (1, 0, 1)).seat_places() == (1, 3, 1)  # as rank_places counts: 1, 1, 3
    assert Result((1,), (0, 5, 3), places=(3, 1, 2)).seat_places() == (3, 1, 2)


def test_rematch_keeps_everything_but_the_seed(window):
    old = Match(GAME, OPTIONS, SEATS, 5)
    assert window.open_match(old, None)
    again = window.controller.rematch(seed=99)
    _same_game_newly_dealt(old, again)
    assert again.seed == 99 and window.controller.match is old  # rematch() only builds it


def test_play_again_without_a_game_does_nothing(window):
    assert window.play_again() is False and window.current_page() is window.start_page


def test_a_language_change_during_the_winners_moment_leaves_no_animation_without_its_item(window, qtbot, settings):
    """Found by the monkey test: the rebuilt screen deleted the items the moment was animating, and Qt warned
    'Changing state of an animation without target' (into the app's log) for each of them."""
    from PySide6.QtCore import qInstallMessageHandler

    _animated_end(window, qtbot, settings)
    scene = window.controller.scene
    assert scene.celebrating()
    warnings: list[str] = []
    previous = qInstallMessageHandler(lambda kind, context, text: warnings.append(text))
    try:
        i18n.install_language("fr")
        qtbot.wait(600)  # the moment's animations would go on for this long
    finally:
        qInstallMessageHandler(previous)
        i18n.install_language("en")
    assert [w for w in warnings if "animation" in w] == []
    assert scene.ending_open() and not scene.celebrating()


def test_question_mark_at_the_end_lists_the_result_screen_s_keys_and_each_works(window, qtbot, monkeypatch):
    from cafegames.ui.ending import ENDING_KEYS
    from cafegames.ui.keys_overlay import key_label
    from tests.ui.test_keys import key_of

    opened = []
    monkeypatch.setattr(MainWindow, "new_game", lambda self, game_id="": opened.append(game_id))
    for lang, heading in (("fr", "Sur l’écran des résultats"), ("en", "On the result screen")):
        i18n.install_language(lang)
        _ended(window, qtbot)
        scene = window.controller.scene
        qtbot.keyClick(window.table.view, Qt.Key.Key_Question)
        texts = scene.keys_overlay().texts()
        assert heading in texts and all(key_label(h.keys) in texts for h in ENDING_KEYS), texts
        assert not any(t.startswith(("In this game", "Dans ce jeu")) for t in texts)  # the game's keys are over
        qtbot.keyClick(window.table.view, Qt.Key.Key_D)  # any key closes the list
        assert not scene.keys_shown()
    scene = window.controller.scene
    screen = scene.ending_screen()
    view = window.table.view
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow shows the ring on "Play again"
    qtbot.keyClick(view, Qt.Key.Key_Right)  # "New game": pressing it opens the (stubbed) new game dialog
    for help_ in ENDING_KEYS:  # each key listed does what its line says
        for name in help_.keys:
            key, mods = key_of(name)
            before = (screen.focus_key, scene.ending_open(), len(opened))
            qtbot.keyClick(view, key, mods)
            assert (screen.focus_key, scene.ending_open(), len(opened)) != before, name
            if not scene.ending_open():  # Esc: the table alone; Enter brings the results back
                qtbot.keyClick(view, Qt.Key.Key_Return)
                assert scene.ending_open()
            if screen.focus_key != "new":
                qtbot.keyClick(view, Qt.Key.Key_Left if name in ("Right", "Tab") else Qt.Key.Key_Right)
    assert opened == ["toy", "toy"]
