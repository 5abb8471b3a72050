"""Issue 37, "Players are people": the family's remembered players are the people who finished a match with the
app (started from the dialog, --seats, Play again or a loaded save), never a placeholder such as "Player 1" and
never a start that failed; placeholders are shown in the family's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cafegames import app
from cafegames.engine.match import Match
from cafegames.engine.players import Players, is_placeholder, placeholder_of
from cafegames.engine.saves import new_save_path
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from cafegames.ui.new_game import NewGameDialog
from tests.toy.game import GAME
from tests.ui.helpers import main_window, settle


@pytest.fixture(params=["en", "fr"])
def language(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)


def names() -> list[str]:
    return [p.name for p in Players().all()]


def finish(qtbot, window) -> None:
    window.controller.autoplay(2000)
    settle(qtbot, window.controller)
    assert window.controller.match.is_over()


def test_a_refused_start_remembers_nobody_and_the_placeholder_follows_the_language(qtbot, settings, language):
    dialog = NewGameDialog(settings, "uno")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.count.setValue(3)
    assert dialog.rows[0].name.text() == {"en": "Player 1", "fr": "Joueur 1"}[language]
    teams = dialog.option_widgets["teams"]
    teams.setCurrentIndex(teams.findData("partners"))  # partners need 4 players: the rules refuse 3
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.match is None and dialog.error.text()
    assert names() == []  # not "Player 1", and not "Joueur 1" either
    from cafegames.ui.stats_page import StatsPage

    stats = StatsPage()
    qtbot.addWidget(stats)
    assert all(not is_placeholder(p.name) for p in stats.players.all())


def test_switching_language_renames_untouched_placeholders_only(qtbot, settings):
    i18n.install_language("en")
    try:
        dialog = NewGameDialog(settings, "canyon")
        qtbot.addWidget(dialog)
        dialog.count.setValue(4)
        dialog.rows[2].name.setText("Emma")
        i18n.install_language("fr")
        qtbot.wait(10)
        assert [r.name.text() for r in dialog.rows] == ["Joueur 1", "Ordinateur 1", "Emma", "Ordinateur 3"]
        i18n.install_language("en")
        qtbot.wait(10)
        assert [r.name.text() for r in dialog.rows] == ["Player 1", "Computer 1", "Emma", "Computer 3"]
    finally:
        i18n.install_language("en")


def test_a_dialog_opened_in_french_shows_the_french_placeholder_remembered_in_english(qtbot, settings):
    settings.set_json_value("newgame/canyon", {"seats": [{"name": "Player 1", "kind": "human", "level": "normal"},
                                                         {"name": "Computer 1", "kind": "computer"},
                                                         {"name": "Computer 2", "kind": "computer"}]})
    i18n.install_language("fr")
    try:
        dialog = NewGameDialog(settings, "canyon")
        qtbot.addWidget(dialog)
        assert [r.name.text() for r in dialog.rows] == ["Joueur 1", "Ordinateur 1", "Ordinateur 2"]
    finally:
        i18n.install_language("en")


def test_people_who_finish_a_match_started_with_seats_are_remembered(window, qtbot):
    args = app.build_parser().parse_args(["--new", "toy", "--seats", "Emma:human,Léo:human", "--seed", "2"])
    plan = app.make_plan(args)
    window.open_match(plan.match, plan.save_path)
    assert names() == []  # not at the start: only once they have played the match through
    finish(qtbot, window)
    assert names() == ["Emma", "Léo"]
    assert Players().last_played().name == "Emma"


def test_play_again_and_a_loaded_save_remember_their_people_but_never_a_placeholder(window, qtbot):
    match = Match(GAME, {"target": 12}, [Seat("Player 1"), Seat("Computer 1", "computer", "random")], 3)
    window.open_match(match, new_save_path("toy"))
    finish(qtbot, window)
    assert names() == []
    assert window.play_again()
    finish(qtbot, window)
    assert names() == []
    match = Match(GAME, {"target": 12}, [Seat("Ordinateur 1", "computer", "random"), Seat("Zoé")], 4)
    window.open_match(match, new_save_path("toy"))
    window.controller.autoplay(1)
    settle(qtbot, window.controller)
    saved = window.controller.save_path
    window.show_start_page()
    assert window.open_file(saved)  # the unfinished game, loaded again and finished
    finish(qtbot, window)
    assert names() == ["Zoé"]
    assert window.play_again()
    finish(qtbot, window)
    assert names() == ["Zoé"] and Players().last_played().name == "Zoé"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_placeholder_rule_knows_every_translation(lang):
    """`PLACEHOLDER_WORDS` holds the words of every language: the translations say the same."""
    from cafegames.engine.players import placeholder_name

    i18n.install_language(lang)
    try:
        for kind in ("player", "computer"):
            for number in (1, 9, 10):
                shown = i18n.tr_message(placeholder_name(kind, number))
                assert placeholder_of(shown) == (kind, number), shown
    finally:
        i18n.install_language("en")
    assert not any(is_placeholder(n) for n in ("Playerone", "Joueuse 1", "Léo", "Player", "Computer 1 2"))
