"""U-P-TOURNAMENT on screen: the table of the hand in play (four plates), its line, the handoff that names the table
and the seat, a table of computers played at once, the standings of both tables, the paper sheet and the replay."""

from __future__ import annotations

import pytest

from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno import tournament as T
from cafegames.games.uno.game import GAME
from cafegames.games.uno.state import view
from cafegames.games.uno.table.scene import Scene
from tests.ui.helpers import settle, show_table

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]


def match_at(hand: int, humans: tuple[int, ...] = (0,), seed: int = 3) -> Match:
    seats = [Seat(n, "human" if i in humans else "computer", "normal") for i, n in enumerate(NAMES)]
    m = Match(GAME, {"teams": "tournament"}, seats, seed)
    while m.state.hand_no < hand and not m.is_over():
        m.act(m.bot_action(include_humans=True))
    return m


@pytest.fixture
def table_at(qtbot, settings, tmp_path):
    def make(match: Match):
        scene = Scene(GAME, match.seats, settings)
        return show_table(qtbot, match, scene, settings, tmp_path / "saves" / "uno.json")

    return make


def test_U_P_TOURNAMENT_the_table_line_names_the_table_the_hand_of_28_and_the_next_change(qapp):
    from cafegames.games.uno.table.info_line import info_line, score_text

    m = match_at(10)
    v = view(m.state, 0)
    assert info_line(v) == "Table 2 · hand 5 of 28 · new partners from hand 9"
    seat = m.state.order[0]
    mate = T.partner(10, seat)
    assert score_text(v, seat, NAMES.__getitem__).endswith(f" · with {NAMES[mate]}")
    last = view(match_at(55, seed=4).state, 0)
    assert info_line(last) == "Table 1 · hand 28 of 28 · the last partners"


def test_U_P_TOURNAMENT_the_table_shows_the_four_players_of_the_hand_in_play(table_at, qtbot):
    controller, _ = table_at(match_at(1))
    settle(qtbot, controller)
    scene = controller.scene
    assert set(scene.panels) == set(T.order(1)) and scene.seat_on_screen == 0
    assert scene.panels[0].pos().y() > 500  # Ann, on screen, at the bottom
    assert not controller.hurry()


def test_U_P_TOURNAMENT_a_table_of_computers_plays_at_once_and_its_result_is_shown(table_at, qtbot, settings):
    settings.overrides["computer_delay_ms"] = 60_000  # a pace no test could wait for: the hand must not use it
    m = match_at(2)  # hand 2: table 2, Dan, Gus, Finn and Hana, all computers; Ann watches
    controller, _ = table_at(m)
    scene = controller.scene
    assert controller.hurry()
    settle(qtbot, controller, timeout=20000)
    assert m.state.hand_no == 3 and len(m.state.history) == 2
    assert scene.sheet  # the standings, held until a person reads them
    texts = [getattr(i, "text", "") for i in scene.sheet]
    assert "Table 1 · hands played: 1 of 28 · plays next" in texts
    assert "Table 2 · hands played: 1 of 28" in texts
    assert any(t.startswith("Table 2: ") for t in texts)  # who went out, at which table
    assert {"Place", "Total", "Partner now"} <= set(texts)
    assert set(scene.panels) == set(T.order(3))


def test_U_P_TOURNAMENT_the_handoff_screen_names_the_table_the_seat_and_the_partner(table_at, qtbot):
    m = match_at(1, humans=(0, 1, 3))  # Ann and Bob at table 1, Dan at table 2
    controller, table = table_at(m)
    settle(qtbot, controller)
    assert table.handoff_shown()
    seat = controller.handoff_seat
    place = T.order(1).index(seat) + 1
    assert table.handoff.note.isVisibleTo(table.handoff)
    assert table.handoff.note.text() == (f"Table 1, seat {place} · your partner: "
                                         f"{NAMES[T.partner(1, seat)]}")
    assert controller.handoff_note(3) == ""  # Dan's table does not play this hand: he is not handed the computer


def test_U_P_TOURNAMENT_the_paper_sheet_lists_every_round_with_its_table_and_partner(qapp):
    from cafegames.games.uno.table.sheet_document import sheet_html

    m = match_at(57, seed=5)
    assert m.is_over()
    html = sheet_html(view(m.state, 0), NAMES)
    assert "Tournament at two tables" in html and "after 28 hands a table" in html
    for r in range(1, 8):
        assert f"Round {r}" in html
    first = T.by_round(m.state.history, 0)[0]
    assert f"<td>Table 1<br>Bob: {first}</td>" in html


def test_U_P_TOURNAMENT_the_replay_viewer_steps_through_both_tables(qtbot, settings):
    from cafegames.engine.saves import save_match, saves_dir
    from tests.ui.helpers import main_window

    settings.overrides["animation_speed"] = "off"
    m = match_at(3)
    path = saves_dir() / "tournament.json"
    save_match(m, path)
    windows = main_window(qtbot, settings)
    window = next(windows)
    assert window.show_replay(path)
    page = window.replay_page
    hands = page.replay.chapters
    assert len(hands) == 3
    for hand, (step, *_rest) in enumerate(hands, 1):
        page.show_step(step + 1)
        assert page.scene.view.hand_no == hand and set(page.scene.panels) == set(T.order(hand))
    page.show_step(page.length)
    assert page.scene.view == GAME.public_view(m.state)
    next(windows, None)


def test_U_P_TOURNAMENT_before_any_handoff_a_table_of_computers_is_shown_to_all_and_played_at_once(table_at, qtbot,
                                                                                                    settings):
    settings.overrides["computer_delay_ms"] = 60_000
    m = match_at(1, humans=(3, 5))  # Dan and Finn sit at table 2: table 1 plays the first hand without them
    controller, table = table_at(m)
    settle(qtbot, controller, timeout=20000)
    scene = controller.scene
    assert not table.handoff_shown() and scene.seat_on_screen is None and scene.sheet
    assert m.state.hand_no == 2 and not scene.hand_items  # nobody's hand was shown
    scene.close_sheet()
    settle(qtbot, controller)
    assert table.handoff_shown() and controller.handoff_seat in (3, 5)
    assert table.handoff.note.text().startswith("Table 2, seat ")
