"""U-P-ROTATE: four players, four hands with each of the other three as partner; each player keeps the points of
their partnerships; after 12 hands (or several rounds) the highest total wins."""

from __future__ import annotations

import json

import pytest

from cafegames.engine.errors import SetupError
from cafegames.engine.match import Match
from cafegames.engine.saves.format import encode_save, migrate, parse_record
from cafegames.engine.seats import Seat
from cafegames.games.uno import partners
from cafegames.games.uno.cards import points
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import make_options

SEATS = [Seat(f"P{i}", "computer", "easy") for i in range(4)]


def played(options: dict, seed: int = 3) -> tuple[Match, list]:
    """A whole match between easy computers, with the events of every hand's end and the teams it was played by."""
    m = Match(GAME, options, SEATS, seed)
    ends, team = [], m.state.team
    while not m.is_over():
        events = m.act(m.bot_action())
        for e in events:
            if e.kind == "hand_end":
                ends.append((e, team))
        team = m.state.team
    return m, ends


def test_U_P_ROTATE_four_hands_with_each_partner_then_the_highest_total_wins():
    m, ends = played({"teams": "rotating"})
    assert [e.data["hand"] for e, _ in ends] == list(range(1, 13))
    assert [team for _, team in ends] == [(0, 1, 0, 1)] * 4 + [(0, 0, 1, 1)] * 4 + [(0, 1, 1, 0)] * 4
    st = m.state
    best = max(st.scores)
    assert GAME.result(st).winners == tuple(s for s in range(4) if st.scores[s] == best)
    assert st.scores == [sum(row[s] for row in st.history) for s in range(4)]


def test_U_P_ROTATE_both_partners_write_the_points_their_pair_won():
    m, ends = played({"teams": "rotating"}, seed=8)
    for e, team in ends:
        w, row = e.seat, e.data["row"]
        mate = partners.partner(e.data["hand"], w)
        won = sum(points(list(h)) for s, h in enumerate(e.data["hands"]) if team[s] != team[w])
        assert row[w] == row[mate] == won
        assert all(row[s] == 0 for s in range(4) if s not in (w, mate))
    seat = 2
    per_pair = partners.by_partnership(m.state.history, seat)
    assert sum(per_pair) == m.state.scores[seat]


def test_U_P_ROTATE_rounds_play_the_twelve_hands_again():
    m, ends = played({"teams": "rotating", "rounds": 2}, seed=5)
    assert len(ends) == 24 and m.state.hand_no == 24
    assert [team for _, team in ends][12:] == [team for _, team in ends][:12]
    assert partners.next_change(3, 1) == 5 and partners.next_change(12, 1) == 0 and partners.next_change(12, 2) == 13


@pytest.mark.parametrize(("values", "n", "words"), [
    ({"teams": "rotating"}, 5, "exactly 4 players"),
    ({"teams": "rotating", "scoring": "low"}, 4, "official"),
    ({"teams": "rotating", "scoring": "single"}, 4, "official"),
    ({"rounds": 2}, 4, "Rounds of partners are for rotating partners"),
    ({"teams": "rotating", "rounds": 9}, 4, ""),
])
def test_U_P_ROTATE_combinations_that_make_no_sense_are_refused(values, n, words):
    with pytest.raises(SetupError) as err:
        make_options(values, n)
    assert words in err.value.message.english()


def test_U_P_ROTATE_a_saved_match_replays_to_the_same_state():
    m = Match(GAME, {"teams": "rotating"}, SEATS, 4)
    while m.state.hand_no < 6:
        m.act(m.bot_action())
    record = parse_record(migrate(json.loads(encode_save(m))))
    assert record.options["teams"] == "rotating" and record.options["rounds"] == 1
    again = Match.replay(GAME, record.options, record.seats, record.seed, record.actions)
    assert again.state == m.state and again.state.team == (0, 0, 1, 1)


def test_U_P_ROTATE_the_table_says_the_hand_of_twelve_the_next_change_and_each_partner(qapp):
    from cafegames.games.uno.state import view
    from cafegames.games.uno.table.info_line import info_line, score_text

    m = Match(GAME, {"teams": "rotating"}, SEATS, 4)
    while m.state.hand_no < 3:
        m.act(m.bot_action())
    v = view(m.state, 0)
    assert info_line(v) == "Hand 3 of 12 · new partners from hand 5"
    names = ["Ann", "Bob", "Cleo", "Dan"].__getitem__
    assert score_text(v, 0, names).endswith(" · with Cleo") and score_text(v, 1, names).endswith(" · with Dan")
    assert score_text(v, 1, names).startswith(f"{m.state.scores[1]} pt")
    while m.state.hand_no < 9:
        m.act(m.bot_action())
    v = view(m.state, 0)
    assert info_line(v) == "Hand 9 of 12 · the last partners" and score_text(v, 0, names).endswith("with Dan")


def test_U_P_ROTATE_the_score_sheet_and_its_paper_show_the_three_partnerships_side_by_side(qapp):
    from cafegames.games.uno.state import view
    from cafegames.games.uno.table.sheet_document import sheet_html

    m, _ = played({"teams": "rotating"}, seed=6)
    v = view(m.state, 0)
    names = ["Ann", "Bob", "Cleo", "Dan"]
    html = sheet_html(v, names)
    assert "Rotating partners: both partners score their pair" in html and "after 12 hands" in html
    for first, last in ((1, 4), (5, 8), (9, 12)):
        assert f"Hands {first}–{last}" in html
    ann = [sum(row[0] for row in m.state.history[a:a + 4]) for a in (0, 4, 8)]
    assert f"<td class='name'>Ann</td><td>Cleo: {ann[0]}</td><td>Bob: {ann[1]}</td><td>Dan: {ann[2]}</td>" in html
