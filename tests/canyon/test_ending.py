"""Canyon's end on the table (games/canyon/table/widgets_ending.py): every canoe in its order of arrival (K-WIN), with the
cells it still had to go, the points left at the dock and its last bid; the columns say what they count; no window
on top; looking at the table shows the winner's canoe ringed at the landing."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.canyon.game import GAME
from cafegames.ui import i18n
from tests.ui.ending_helpers import (
    check_layout,
    check_places,
    click_button,
    near_the_end,
    play_to_the_end,
    shown_rows,
    windows_on_top,
)
from tests.ui.helpers import main_window

NAMES = ["Maximilienne", "Marie-Claire", "Jean-Baptist", "Bernadettes", "Anne-Sophie1", "Christophe1"]
SEATS = [Seat(NAMES[0])] + [Seat(n, "computer", "normal") for n in NAMES[1:]]
WORDS = {"en": ("Cells to the landing", "Points left", "Last bid", "at the landing"),
         "fr": ("Cases jusqu’à l’embarcadère", "Points en réserve", "Dernière vitesse", "à l’embarcadère")}


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)
    i18n.install_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_six_canoes_in_their_order_of_arrival(window, qtbot, lang):
    i18n.install_language(lang)
    match = near_the_end(GAME, {}, SEATS, 2)
    play_to_the_end(qtbot, window, match)
    scene = window.controller.scene
    assert windows_on_top(window) == []
    st = match.state
    result = GAME.result(st)
    check_places(scene, result)
    check_layout(scene)
    cells_title, left_title, bid_title, landed = WORDS[lang]
    distances = []
    for _place, seat, _name, (where, left, bid, tricks) in shown_rows(scene):
        if st.docked[seat]:
            assert where == landed and left == str(st.leftover[seat])
        else:
            assert where == str(GAME.river.distance[st.positions[seat]]) and left == "—"
            distances.append(GAME.river.distance[st.positions[seat]])
        assert bid == str(st.bids[seat]) and tricks == str(st.tricks_won[seat])
    assert distances == sorted(distances)  # the nearest to the landing first
    texts = scene.ending_screen().texts()
    assert cells_title in texts and left_title in texts and bid_title in texts
    assert "Score" not in texts  # every column says what it counts
    assert result.score_label is not None and "30" in result.score_label.english()


def test_canoes_docked_the_same_round_come_in_the_order_that_decided_the_win(qtbot, window):
    """K-WIN: among canoes docked in the last round, the most points left first, then the higher bid."""
    seats = [Seat("Anne", "human"), Seat("Bob", "computer", "normal"), Seat("Chloé", "computer", "normal")]
    match = near_the_end(GAME, {}, seats, 9)
    play_to_the_end(qtbot, window, match)
    st = match.state
    rows = shown_rows(window.controller.scene)
    docked = [seat for _, seat, _, _ in rows if st.docked[seat]]
    assert len(docked) == 2 and docked[0] in st.winners  # same points left: the higher bid (Chloé's) wins
    assert rows[0][1] == docked[0] and rows[1][1] == docked[1] and rows[1][0] == 2
    assert st.bids[docked[0]] > st.bids[docked[1]] and st.leftover[docked[0]] == st.leftover[docked[1]]
    assert any("the higher speed bid wins" in t for t in window.controller.scene.ending_screen().texts())


def test_looking_at_the_table_shows_the_winner_at_the_landing(window, qtbot):
    match = near_the_end(GAME, {}, SEATS[:3], 4)
    play_to_the_end(qtbot, window, match)
    scene = window.controller.scene
    click_button(qtbot, window, "look")
    (winner,) = match.state.winners
    canoe = scene.canoes[winner]
    assert not scene.ending_open() and canoe.isVisible() and canoe.winner
    assert not canoe.sceneBoundingRect().intersects(scene.ending_screen().back.sceneBoundingRect())


def test_places_follow_the_race():
    """K-WIN for every canoe: the winners first, then the canoes docked the same round, then the others by the
    cells they still have to go."""
    for seed in range(1, 9):
        match = Match(GAME, {}, SEATS, seed)
        while not match.is_over():
            match.act(match.bot_action(include_humans=True))
        st = match.state
        places = GAME.result(st).places
        assert {s for s in range(st.n) if places[s] == 1} == set(st.winners)
        docked = [s for s in range(st.n) if st.docked[s]]
        river = [s for s in range(st.n) if not st.docked[s]]
        assert max(places[s] for s in docked) < min(places[s] for s in river)
        for a in river:
            for b in river:
                if GAME.distance(st, a) < GAME.distance(st, b):
                    assert places[a] < places[b]
                elif GAME.distance(st, a) == GAME.distance(st, b):
                    assert places[a] == places[b]
