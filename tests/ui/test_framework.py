"""The scene framework with the toy game: clicks, computer turns, handoff, autosave, errors, save → load."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from cafegames.engine.saves import load_save, read_save
from cafegames.ui.save_writer import flush_saves
from tests.toy.game import GAME, Play

HUMAN_VS_BOT = [("Ann", "human"), ("Bot", "computer", "random")]


def settle(qtbot, controller):
    qtbot.waitUntil(controller.is_settled, timeout=5000)


def click_card(qtbot, table, value=None):
    scene = table.controller.scene
    cards = [c for c in scene.cards if c.playable and (value is None or c.value == value)]
    assert cards, "no playable card on screen"
    pos = table.view.mapFromScene(cards[0].sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    return cards[0].value


def test_a_whole_game_is_played_by_clicking_against_the_computer(qtbot, make_table):
    controller, table = make_table(HUMAN_VS_BOT)
    log = []
    controller.log_line.connect(log.append)
    clicks = 0
    while not controller.match.is_over():
        settle(qtbot, controller)
        if controller.match.is_over():
            break
        assert not table.handoff_shown(), "one human against the computer never sees the handoff"
        assert controller.waiting_seat() == 0
        before = len(controller.match.actions)
        value = click_card(qtbot, table)
        assert len(controller.match.actions) == before + 1
        assert controller.match.actions[-1] == Play(0, value)
        clicks += 1
    assert clicks >= 3
    assert any(a.seat == 1 for a in controller.match.actions), "the computer played too"
    assert len(log) == len(controller.match.actions)
    assert log[0].startswith(("Ann plays", "Bot plays"))


def test_handoff_between_two_humans_and_never_for_one(qtbot, make_table):
    controller, table = make_table([("Ann", "human"), ("Bob", "human"), ("Cy", "computer", "random")])
    settle(qtbot, controller)
    assert table.handoff_shown() and controller.handoff_seat == 0
    assert "Ann" in table.handoff.title.text()
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    assert not table.handoff_shown() and controller.scene.seat_on_screen == 0
    click_card(qtbot, table)
    settle(qtbot, controller)
    assert table.handoff_shown() and controller.handoff_seat == 1
    assert "Bob" in table.handoff.title.text()
    # Nothing of Bob's is drawn before he confirms; Ann's hand is hidden behind the cover.
    assert controller.scene.seat_on_screen == 0
    qtbot.mouseClick(table.handoff.button, Qt.MouseButton.LeftButton)
    assert controller.scene.seat_on_screen == 1
    assert tuple(c.value for c in controller.scene.cards) == controller.match.state.hands[1] or \
        [c.value for c in controller.scene.cards] == controller.match.state.hands[1]
    click_card(qtbot, table)
    settle(qtbot, controller)  # the computer (seat 2) plays, then Ann again: handoff
    if not controller.match.is_over():
        assert controller.match.actions[-1].seat == 2
        assert table.handoff_shown() and controller.handoff_seat == 0


def test_no_handoff_when_the_game_shows_everything(qtbot, make_table, monkeypatch):
    monkeypatch.setattr(GAME, "hidden_information", False, raising=False)
    controller, table = make_table([("Ann", "human"), ("Bob", "human")])
    settle(qtbot, controller)
    assert not table.handoff_shown() and controller.scene.seat_on_screen == 0
    click_card(qtbot, table)
    settle(qtbot, controller)
    assert not table.handoff_shown() and controller.scene.seat_on_screen == 1


def test_autosave_after_every_action(qtbot, make_table, tmp_path):
    controller, table = make_table(HUMAN_VS_BOT)
    path = controller.save_path
    settle(qtbot, controller)
    assert read_save(path).actions == tuple(controller.match.actions)
    for _ in range(3):
        if controller.match.is_over():
            break
        click_card(qtbot, table)
        assert flush_saves()  # autosaves are written by a background thread
        assert read_save(path).actions == tuple(controller.match.actions)
        settle(qtbot, controller)
        assert flush_saves()
        assert read_save(path).actions == tuple(controller.match.actions)


def test_a_stuck_disk_does_not_stop_play_and_the_last_move_is_saved_once_it_frees(qtbot, make_table, monkeypatch):
    import threading

    from cafegames.engine import saves

    controller, table = make_table(HUMAN_VS_BOT)
    settle(qtbot, controller)
    release, real = threading.Event(), saves.write_atomic
    monkeypatch.setattr(saves.disk, "write_atomic", lambda path, data: (release.wait(10), real(path, data)))
    before = len(controller.match.actions)
    controller.autoplay(4)
    qtbot.waitUntil(lambda: controller.autoplay_left == 0 and controller.is_settled(), timeout=5000)
    assert len(controller.match.actions) > before and not flush_saves(0.05)  # played on; the disk still stuck
    release.set()
    assert flush_saves()
    assert read_save(controller.save_path).actions == tuple(controller.match.actions)


def test_a_failed_autosave_is_reported_once_and_the_game_goes_on(qtbot, settings, tmp_path):
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.ui.controller import MatchController
    from tests.toy.table.scene import ToyScene

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bot", "computer", "random")], 3)
    controller = MatchController(match, ToyScene(GAME, match.seats, settings), settings, blocker / "save.json")
    failures = []
    controller.save_failed.connect(failures.append)
    controller.start()
    settle(qtbot, controller)
    for _ in range(2):
        if not match.is_over():
            controller.human_action(match.game.legal_actions(match.state, 0)[0])
            settle(qtbot, controller)
    assert flush_saves()
    qtbot.waitUntil(lambda: len(failures) >= 1)  # reported from the writer's thread through a queued signal
    qtbot.wait(50)
    assert len(failures) == 1 and "could not be saved" in failures[0]
    assert len(match.actions) >= 3


def test_an_illegal_action_shows_the_rules_message(qtbot, make_table):
    controller, table = make_table(HUMAN_VS_BOT)
    settle(qtbot, controller)
    n = len(controller.match.actions)
    controller.scene.choose(Play(0, 99))
    assert controller.scene.error_text() == "You do not hold that card."
    assert len(controller.match.actions) == n
    controller.scene.choose(Play(1, 1))
    assert controller.scene.error_text() == "That seat is played by the computer."
    click_card(qtbot, table)
    assert controller.scene.error_text() == ""


def test_save_then_load_gives_the_same_state(qtbot, make_table):
    controller, table = make_table(HUMAN_VS_BOT, seed=11)
    for _ in range(2):
        settle(qtbot, controller)
        if controller.match.is_over():
            break
        click_card(qtbot, table)
    settle(qtbot, controller)
    assert flush_saves()
    loaded, record = load_save(controller.save_path)
    assert loaded.state == controller.match.state
    assert loaded.actions == controller.match.actions
    assert json.loads(controller.save_path.read_text())["game"] == "toy"


def test_autoplay_plays_for_humans_too(qtbot, make_table):
    controller, table = make_table([("Ann", "human"), ("Bob", "human")])
    controller.autoplay(4)
    qtbot.waitUntil(lambda: controller.autoplay_left == 0 and controller.is_settled(), timeout=5000)
    assert len(controller.match.actions) == 4 or controller.match.is_over()


def test_language_change_retranslates_the_handoff(qtbot, make_table):
    from cafegames.ui import i18n

    controller, table = make_table([("Ann", "human"), ("Bob", "human")])
    settle(qtbot, controller)
    try:
        i18n.install_language("fr")
        qtbot.waitUntil(lambda: table.handoff.title.text() == "Passez l’ordinateur à Ann")
    finally:
        i18n.install_language("en")
    qtbot.waitUntil(lambda: table.handoff.title.text() == "Pass the computer to Ann")


def test_a_language_change_reaches_the_scene(qtbot, make_table):
    from cafegames.ui import i18n

    controller, table = make_table(HUMAN_VS_BOT)
    settle(qtbot, controller)
    calls = []
    controller.scene.retranslate = lambda: calls.append(i18n.current_language())
    try:
        i18n.install_language("fr")
        qtbot.waitUntil(lambda: calls == ["fr"])
    finally:
        i18n.install_language("en")
    qtbot.waitUntil(lambda: calls == ["fr", "en"])


def test_a_loaded_finished_game_shows_its_result(qtbot, settings):
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.ui.controller import MatchController
    from tests.toy.table.scene import ToyScene

    match = Match(GAME, {"target": 5}, [Seat("Ann"), Seat("Bob")], 2)
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    controller = MatchController(match, ToyScene(GAME, match.seats, settings), settings)
    results = []
    controller.finished.connect(results.append)
    controller.start()
    assert results == [GAME.result(match.state)]
    assert controller.is_settled() and controller.scene.seat_on_screen == 0 and controller.handoff_seat is None


def test_a_computer_player_that_proposes_an_illegal_move_does_not_stall_the_game(qtbot, make_table, monkeypatch):
    class Broken:
        def choose(self, view, legal, must_act):
            return Play(view.seat, 99)

    controller, table = make_table(HUMAN_VS_BOT)
    controller.match._bots[1] = Broken()
    errors = []
    controller.error.connect(errors.append)
    settle(qtbot, controller)
    if controller.waiting_seat() == 0 and not controller.match.is_over():
        click_card(qtbot, table)
        settle(qtbot, controller)
    assert any("A computer player made a mistake" in e for e in errors)
    assert any(a.seat == 1 for a in controller.match.actions)
    assert controller.scene.error_text() == ""  # not shown to the people at the table
    assert controller.match.is_over() or controller.waiting_seat() == 0


def test_enter_confirms_the_handoff(qtbot, make_table):
    controller, table = make_table([("Ann", "human"), ("Bob", "human")])
    settle(qtbot, controller)
    assert table.handoff_shown()
    qtbot.keyClick(table.handoff, Qt.Key.Key_Return)
    assert not table.handoff_shown() and controller.scene.seat_on_screen == 0
