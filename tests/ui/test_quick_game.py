"""Issue 37, "Quick to start, easy to find": each game's card on the start page has a "Quick game" that starts in
one click (UNO one hand against a computer, Café International's standard game against a computer, Canyon's short
race against two), for the last person who played or "Player 1"; "Continue" is offered only when there is an
unfinished game to continue, on the start page and in the Game menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cafegames.engine.players import Players
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from tests.ui.helpers import main_window, settle

EXPECTED = {"uno": ({"scoring": "single"}, 1), "cafe": ({}, 1), "canyon": ({"short_race": True}, 2)}


@pytest.fixture(params=["en", "fr"])
def language(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)


def card(window, game_id: str):
    return next(c for c in window.start_page.cards if c.info.id == game_id)


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_quick_game_starts_in_one_click_for_player_1(window, qtbot, language, game_id):
    button = card(window, game_id).quick_button
    assert button.isVisible() and button.text() == {"en": "Quick game", "fr": "Partie rapide"}[language]
    assert button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.current_page() is window.table
    match = window.controller.match
    options, computers = EXPECTED[game_id]
    defaults = {s.key: s.default for s in match.game.option_schema()}
    assert match.options_dict == {**defaults, **options}
    person = {"en": "Player 1", "fr": "Joueur 1"}[language]
    computer = {"en": "Computer", "fr": "Ordinateur"}[language]
    assert [(s.name, s.kind, s.level) for s in match.seats] == [(person, "human", "normal")] + [
        (f"{computer} {i}", "computer", "normal") for i in range(1, computers + 1)]
    assert match.takebacks_allowed  # one person against computers, as the dialog would have it


def test_cafe_says_it_has_no_short_form(window, language):
    tip = card(window, "cafe").quick_button.toolTip()
    assert {"en": "no shorter form", "fr": "pas de forme plus courte"}[language] in tip


def test_quick_game_is_for_the_last_person_who_played(window, qtbot):
    store = Players()
    store.add("Mamie")  # added, never played
    store.remember([Seat("Emma"), Seat("Léo")])  # Emma and Léo finished a match
    qtbot.mouseClick(card(window, "canyon").quick_button, Qt.MouseButton.LeftButton)
    seat = window.controller.match.seats[0]
    assert (seat.name, seat.player) == ("Emma", store.by_name("Emma").id)
    assert window.controller.match.options_dict["short_race"] is True


def test_continue_is_offered_only_when_there_is_something_to_continue(window, qtbot):
    from cafegames.ui.save_writer import flush_saves

    qtbot.waitUntil(lambda: window.start_page.looked_up, timeout=5000)
    window.menu_game.aboutToShow.emit()
    assert not window.start_page.continue_button.isVisible() and not window.act_continue.isEnabled()
    qtbot.mouseClick(card(window, "uno").quick_button, Qt.MouseButton.LeftButton)
    window.controller.autoplay(3)
    settle(qtbot, window.controller)
    flush_saves()
    window.menu_game.aboutToShow.emit()
    assert window.act_continue.isEnabled()  # the game on the table is saved: it can be continued
    with qtbot.waitSignal(window.start_page.refreshed, timeout=10000):  # the page looks for it again
        window.show_start_page()
    assert window.start_page.continue_button.isVisible() and window.act_continue.isEnabled()
    window.act_continue.trigger()  # (the latest game is looked for on a thread, then opened)
    qtbot.waitUntil(lambda: window.controller is not None, timeout=10000)
    assert window.controller.match.game.id == "uno"
    window.controller.autoplay(5000)  # played to its end: nothing left to continue
    settle(qtbot, window.controller)
    assert window.controller.match.is_over()
    flush_saves()
    window.menu_game.aboutToShow.emit()
    assert not window.act_continue.isEnabled()
    with qtbot.waitSignal(window.start_page.refreshed, timeout=10000):
        window.show_start_page()
    assert not window.start_page.continue_button.isVisible() and not window.act_continue.isEnabled()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_cards_hold_their_three_buttons_under_their_words(window, qtbot, language, size):
    """With "Quick game" on its own line the cover gives way on a short window: nothing on a card overlaps."""
    from PySide6.QtCore import QRect

    window.resize(*size)
    qtbot.wait(100)

    def rect(w) -> QRect:
        return QRect(w.mapTo(window, w.rect().topLeft()), w.size())

    for c in window.start_page.cards:
        pixmap = c.picture.pixmap()
        cover = QRect(rect(c.picture).topLeft(), pixmap.size() / pixmap.devicePixelRatio())
        parts = [cover, rect(c.name), rect(c.players), rect(c.description), rect(c.button), rect(c.quick_button),
                 rect(c.learn_button)]
        assert all(a.bottom() < b.top() for a, b in zip(parts, parts[1:], strict=False)), (c.info.id, parts)
        assert all(rect(c).contains(r) for r in parts[1:]), c.info.id
        assert c.quick_button.isVisible()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_three_cards_line_up(window, qtbot, language, size):
    """The covers, names and buttons of the three cards sit at the same heights, whatever the length of each game's
    words (UNO's description is a line shorter in French at 1024 × 640: its cover and name sat 20 px lower)."""
    window.resize(*size)
    qtbot.wait(100)
    cards = window.start_page.cards
    for part in ("picture", "name", "button", "learn_button"):
        tops = {getattr(c, part).mapTo(window, getattr(c, part).rect().topLeft()).y() for c in cards}
        assert len(tops) == 1, (part, tops)
    assert len({c.picture.pixmap().size().toTuple() for c in cards}) == 1
