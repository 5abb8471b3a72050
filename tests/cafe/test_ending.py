"""Café International's end on the table (games/cafe/table/widgets_ending.py): four seats in order of places with the
points won at the tables, won or lost at the bar and the penalty for the guests left in hand (C-FINAL), the guests
themselves drawn beside it; no window on top; play again keeps the seats."""

from __future__ import annotations

import pytest

from cafegames.engine.seats import Seat
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.table.widgets_ending import GuestsLeft, signed
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

NAMES = ["Maximilienne", "Marie-Claire", "Jean-Baptist", "Bernadettes"]
SEATS = [Seat(NAMES[0])] + [Seat(n, "computer", "normal") for n in NAMES[1:]]
TITLES = {"en": ("Tables", "Bar", "Guests in hand", "Score"), "fr": ("Tables", "Bar", "Clients en main", "Score")}
RULE = {"en": "Each guest still in hand costs 5 points, a joker 10.",
        "fr": "Chaque client encore en main coûte 5 points, un joker 10."}


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)
    i18n.install_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_four_seats_in_order_with_tables_bar_and_the_guests_left(window, qtbot, lang):
    i18n.install_language(lang)
    match = near_the_end(GAME, {}, SEATS, 3)
    play_to_the_end(qtbot, window, match)
    scene = window.controller.scene
    assert windows_on_top(window) == []
    st = match.state
    check_places(scene, GAME.result(st))
    check_layout(scene)
    for _place, seat, _name, cells in shown_rows(scene):
        cards, jokers, lost = st.penalties[seat]
        assert cells == [signed(st.table_points[seat]), signed(st.bar_points[seat]), signed(-lost) if lost else "·",
                         str(st.scores[seat])]
        assert st.table_points[seat] + st.bar_points[seat] - lost == st.scores[seat]
        assert lost == 5 * cards + 10 * jokers
    for item in scene.ending_screen().row_items:
        detail = item.row.detail
        assert (detail.guests if isinstance(detail, GuestsLeft) else ()) == tuple(st.hands[item.row.seat])
    texts = scene.ending_screen().texts()
    assert all(t in texts for t in TITLES[lang])
    # the guests in hand are named once, by their column; what one costs is said once, in the subtitle
    assert not any(t.startswith(("Guests left", "Left in hand", "Clients restants", "Restés en main")) for t in texts)
    assert any(t.endswith(RULE[lang]) for t in texts)


def test_play_again_keeps_the_seats(window, qtbot):
    match = near_the_end(GAME, {}, SEATS[:2], 5)
    play_to_the_end(qtbot, window, match)
    click_button(qtbot, window, "again")
    new = window.controller.match
    assert new is not match and new.seats == match.seats and not new.actions and new.seed != match.seed


def test_the_points_are_followed_from_start_to_end():
    """Where every point comes from is kept through the whole game: tables + bar − penalty = score (also checked
    after every action by check_invariants in the simulation tests)."""
    from cafegames.engine.match import Match

    for seed in range(1, 8):
        match = Match(GAME, {}, SEATS, seed)
        while not match.is_over():
            match.act(match.bot_action(include_humans=True))
            GAME.check_invariants(match.state)
        st = match.state
        assert any(st.bar_points) and all(t >= 0 for t in st.table_points)
