"""Rule tests written for the mutants that survived the mutation run (docs/mutation.md): the law's refusals and
look-ups (cafe/rules.py) and the board file (cafe/board.py), each named after the rule it checks."""

from __future__ import annotations

import json

import attrs
import pytest

from cafegames.engine import paths
from cafegames.games.cafe.actions import ToBar
from cafegames.games.cafe.board import (
    EMPTY,
    JOKER_MAN,
    JOKER_NATION,
    JOKER_WOMAN,
    NATIONS,
    BoardError,
    load_board,
    parse_board,
)
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.rules import COMPATRIOTS_POINTS, Law
from tests.cafe.helpers import IN1, US1, US2, B, T, between, g, own, state
from tests.catalogue import said


def _refusal(law: Law, chairs: list[int], hand: list[int], steps: list[tuple[int, int]],
             partial: bool = False) -> str:
    done, reason = law.check(chairs, hand, steps, partial)
    assert done is None and reason is not None
    return said(reason)


def test_C_NATION_a_joker_fits_every_chair_and_a_guest_only_their_nations():
    law = Law(B)
    for joker in (JOKER_WOMAN, JOKER_MAN):
        assert joker >> 1 == JOKER_NATION and law.nation_mask(joker) == (1 << 12) - 1
        assert all(law.accepts[c] & law.nation_mask(joker) for c in range(len(B.chairs)))
    usw = g("US-W")
    assert law.nation_mask(usw) == 1 << (usw >> 1)
    assert {c for c in range(len(B.chairs)) if law.accepts[c] & law.nation_mask(usw)} == set(
        law.nation_chairs[usw >> 1])


def test_C_NATION_a_guest_has_a_chair_only_while_one_of_their_nations_chairs_is_free():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw = g("US-W")
    assert law.has_chair(chairs, usw) and law.has_chair(chairs, JOKER_WOMAN)
    for c in law.nation_chairs[usw >> 1]:
        chairs[c] = JOKER_MAN if c % 2 else JOKER_WOMAN
    assert not law.has_chair(chairs, usw) and not law.has_chair(chairs, g("US-M"))
    assert law.has_chair(chairs, g("CN-W"))


def test_C_SEAT_one_or_two_guests_on_real_chairs():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw = g("US-W")
    step = (usw, own(US1)[0])
    assert _refusal(law, chairs, [usw], [step] * 3) == "Seat one or two guests."
    assert _refusal(law, chairs, [usw], []) == "Seat one or two guests."
    assert _refusal(law, chairs, [usw], [(usw, len(chairs))]) == "There is no such chair."
    assert _refusal(law, chairs, [usw], [(usw, -1)]) == "There is no such chair."
    assert chairs == [EMPTY] * len(B.chairs)


def test_C_SEAT_only_guests_in_hand_and_each_card_once():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw = g("US-W")
    seat1, seat2 = own(US1)[0], own(US1)[1]
    assert _refusal(law, chairs, [usw], [(usw, seat1), (usw, seat2)]) == "You do not hold an American woman."
    assert _refusal(law, chairs, [usw], [(0, seat1)]) == "You do not hold an African woman."
    assert _refusal(law, chairs, [usw], [(JOKER_MAN, seat1)]) == "You do not hold a joker man."
    assert _refusal(law, chairs, [usw], [(26, seat1)]) == "You do not hold 26."
    two, reason = law.check(chairs, [usw, usw], [(usw, seat1), (usw, seat2)])
    assert reason is None or "hold" not in said(reason)


def test_C_SEAT_a_first_step_alone_is_judged_on_nation_and_gender_only():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    usw, cnw = g("US-W"), g("CN-W")
    cn = next(c for c in law.nation_chairs[cnw >> 1] if c not in law.nation_chairs[usw >> 1])
    chairs[cn] = cnw  # the board is not empty: a lone American woman would break C-ALONE or score nothing
    done, reason = law.check(chairs, [usw], [(usw, own(US1)[0])], partial=True)
    assert reason is None and done is not None and [s.guest for s in done.steps] == [usw]
    assert law.check(chairs, [usw], [(usw, own(US1)[0])])[0] is None


# The board file (cafe/board.py). The game's board is loaded once and cached, before mutmut forks its workers:
# these tests read the file afresh, so the parser's own code runs under test.

def _board_doc() -> dict:
    return json.loads(paths.resource("cafe", "board.json").read_text(encoding="utf-8"))


def test_C_BOARD_the_file_read_afresh_gives_the_tables_chairs_and_bar_of_the_reference():
    doc = _board_doc()
    fresh = load_board(paths.resource("cafe", "board.json"))
    assert fresh == B
    assert [t.id for t in fresh.tables] == list(range(24)) and [c.id for c in fresh.chairs] == list(range(68))
    for t, raw in zip(fresh.tables, doc["tables"], strict=True):
        assert (NATIONS[t.nation], t.x, t.y) == (raw["nation"], raw["x"], raw["y"])
        assert t.chairs == tuple(c["id"] for c in doc["chairs"] if t.id in c["tables"])
    for c, raw in zip(fresh.chairs, doc["chairs"], strict=True):
        assert (c.tables, c.x, c.y) == (tuple(raw["tables"]), raw["x"], raw["y"])
        assert isinstance(c.x, float) and isinstance(c.y, float)
        assert c.accepts == sum({1 << fresh.tables[t].nation for t in c.tables})  # C-NATION: its tables' nations
    assert fresh.bar_values == (1, 2, 3, 4, 5, -2, -4, -6, -8, -10, -4, -6, -8, -10, -12, -6, -8, -10, -12, -14)


def _set(where: str, i: int, **values: object):
    return lambda d: d[where][i].update(values)


@pytest.mark.parametrize("breakage, problem", [
    (lambda d: d.update(format="other"), "not a café board document"),
    (lambda d: d.update(chairs={}), "tables, chairs and bar must be lists"),
    (lambda d: d.update(bar={}), "tables, chairs and bar must be lists"),
    (lambda d: d.pop("bar"), "missing “bar”"),
    (lambda d: d["tables"].pop(), "23 tables instead of 24"),
    (lambda d: d["chairs"].append(d["chairs"][0]), "69 chairs instead of 68"),
    (lambda d: d["bar"].pop(), "19 bar seats instead of 20"),
    (_set("tables", 3, id=4), "table 3 is missing or out of order"),
    (_set("tables", 0, nation="ATLANTIS-NORTH"), "table 0 has an unknown nation 'ATLANTIS-N'"),
    (_set("tables", 0, y=6), "table 0 is not on the 6×6 grid"),
    (_set("tables", 0, x=6), "table 0 is not on the 6×6 grid"),
    (_set("tables", 0, y="5"), "table 0 is not on the 6×6 grid"),
    (_set("tables", 1, x=0, y=5), "tables 0 and 1 are at the same place"),
    (_set("tables", 0, nation="CN"), "AF has 1 tables instead of 2"),
    (_set("chairs", 3, id=7), "chair 3 is missing or out of order"),
    (_set("chairs", 3, tables=[]), "chair 3 must touch one or two existing tables"),
    (_set("chairs", 3, tables=[0, 1, 6]), "chair 3 must touch one or two existing tables"),
    (_set("chairs", 3, tables=[24]), "chair 3 must touch one or two existing tables"),
    (_set("chairs", 3, tables=[0, 0]), "chair 3 must touch one or two existing tables"),
    (_set("chairs", 3, tables=["0"]), "chair 3 must touch one or two existing tables"),
    (_set("chairs", 0, tables=[0, 23]), "chair 0 joins tables 0 and 23, which are not neighbours"),
    (_set("chairs", 5, tables=[0, 1]), "tables 0 and 1 share more than one chair"),
    (_set("chairs", 3, y=None), "chair 3 has no position"),
    (_set("chairs", 3, tables=[1]), "table 0 has 3 chairs instead of 4"),
    (_set("bar", 3, number=7), "bar seat 4 is missing, out of order or has no whole-number value"),
    (_set("bar", 3, value=4.0), "bar seat 4 is missing, out of order or has no whole-number value"),
])
def test_C_BOARD_a_damaged_file_is_refused_naming_the_file_and_exactly_what_is_wrong(breakage, problem, tmp_path):
    doc = _board_doc()
    breakage(doc)
    path = tmp_path / "board.json"
    with pytest.raises(BoardError) as err:
        parse_board(doc, path)
    assert err.value.detail == f"board file {path}: {problem}"
    assert said(err.value.message) == f"The café board file {path} is damaged; installing cafegames again repairs it."


def test_C_BOARD_a_file_that_is_not_a_document_or_not_json_or_missing_is_refused(tmp_path):
    with pytest.raises(BoardError) as err:
        parse_board(["tables"], tmp_path / "b.json")
    assert err.value.detail == f"board file {tmp_path / 'b.json'}: not a café board document"
    listed = tmp_path / "listed.json"
    listed.write_text("[]", encoding="utf-8")
    with pytest.raises(BoardError) as err:
        load_board(listed)
    assert err.value.detail == f"board file {listed}: not a café board document"
    bad = tmp_path / "board.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(BoardError) as err:
        load_board(bad)
    assert err.value.detail.startswith(f"board file {bad}: not valid JSON (")
    assert err.value.message.params == {"path": str(bad)}
    missing = tmp_path / "missing.json"
    with pytest.raises(BoardError) as err:
        load_board(missing)
    assert err.value.detail.startswith(f"board file {missing}: cannot be read (")
    assert err.value.message.params == {"path": str(missing)}


def test_C_BOARD_a_wrong_look_up_names_what_was_asked():
    with pytest.raises(KeyError) as err:
        B.chair_between(0, 23)
    assert err.value.args == ((0, 23),)
    with pytest.raises(KeyError) as err:
        B.table_at(9, 9)
    assert err.value.args == ((9, 9),)


# The law's answers in words and in points (cafe/rules.py), on a Law built afresh.

CN1 = T(3, 5)  # a Chinese table far from the examples' corner

def test_C_SCORE_a_turn_adds_its_steps_points_and_counts_the_tables_of_compatriots_it_completes():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    a, b, c, d = B.tables[CN1].chairs  # the Chinese table's four chairs; the other tables around are empty
    chairs[a], chairs[b] = g("CN-W"), g("CN-M")
    done, reason = law.check(chairs, [g("CN-W"), g("CN-M")], [(g("CN-W"), c), (g("CN-M"), d)])
    assert reason is None and done is not None
    assert [(s.points, s.compatriots) for s in done.steps] == [(3, ()), (COMPATRIOTS_POINTS, (CN1,))]
    assert (done.points, done.compatriots) == (3 + COMPATRIOTS_POINTS, 1)


@pytest.mark.parametrize("group, newcomer, words", [
    (["IN-W", "IN-W", "IN-M"], "IN-W", "A table cannot have three women."),
    (["IN-M", "IN-M", "IN-W"], "IN-M", "A table cannot have three men."),
    (["IN-W"], "IN-W", "A table cannot have only women: seat a man with them."),
    (["IN-M"], "JK-M", "A table cannot have only men: seat a woman with them."),
])
def test_C_GENDER_a_guest_that_breaks_the_groups_is_refused_in_a_catalogue_sentence(group, newcomer, words):
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    seats = B.tables[IN1].chairs
    for chair, guest in zip(seats, group, strict=False):
        chairs[chair] = g(guest)
    assert said(law.problem_at(chairs, g(newcomer), seats[3])) == words
    chairs[seats[3]] = g(newcomer)
    assert said(law.gender_problem(chairs, IN1)) == words


def test_C_NATION_a_chair_between_two_nations_names_both_in_the_refusal():
    law = Law(B)
    chair = between(US2, IN1)
    assert said(law.problem_at([EMPTY] * len(B.chairs), g("CN-W"), chair)) == (
        "This chair is for guests from USA or India (or a joker).")
    assert law.problem_at([EMPTY] * len(B.chairs), g("IN-W"), chair) is None


def test_C_MUSTSCORE_each_refusal_in_a_catalogue_sentence():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    chairs[own(CN1)[0]], chairs[own(CN1)[1]] = g("CN-W"), g("CN-M")
    usm, usw, cnw = g("US-M"), g("US-W"), g("CN-W")
    free = next(c for c in B.tables[CN1].chairs if chairs[c] == EMPTY)
    hand = [usm, usw, cnw]
    assert _refusal(law, chairs, hand, [(usm, own(US2)[0])]) == (
        "Seat a second guest at this empty table in the same turn.")
    assert _refusal(law, chairs, hand, [(usm, own(US2)[0]), (cnw, free)]) == (
        "Seat a second guest at this empty table in the same turn.")
    assert _refusal(law, chairs, hand, [(cnw, free), (usm, own(US2)[0])]) == (
        "Every guest must score: seat an American man next to other guests.")
    assert law.check(chairs, hand, [(usm, own(US2)[0]), (usw, between(US1, US2))])[1] is None


def test_C_LAW_board_problems_name_each_breach_of_a_whole_board():
    law = Law(B)
    chairs = [EMPTY] * len(B.chairs)
    lone = own(CN1)[0]
    chairs[lone] = g("US-M")  # an American on a Chinese chair, alone at the table
    for chair in B.tables[IN1].chairs[:3]:
        chairs[chair] = g("IN-W")  # three women
    expected = [f"chair {lone}: nation", *sorted([(CN1, "alone"), (IN1, "gender")])]
    assert law.board_problems(chairs, -1) == [expected[0]] + [f"table {t}: {what}" for t, what in expected[1:]]
    assert law.board_problems(chairs, lone) == [expected[0], f"table {IN1}: gender"]  # C-OPENING's lone guest
    assert law.board_problems([EMPTY] * len(B.chairs), -1) == []


# The game (cafe/game.py)

def test_C_BAR_a_seat_s_bar_points_add_up_over_its_trips_to_the_bar():
    s = state(hands=[["IN-W", "IN-M", "CU-W", "CU-M", "DE-W"], ["CN-W", "CN-M", "CU-W", "CU-M", "DE-M"]])
    assert s.bar_points == [0, 0] and s.table_points == [0, 0]
    s, _ = GAME.apply(s, ToBar(0, g("IN-W")))
    s, _ = GAME.apply(s, ToBar(1, g("CN-W")))
    s, _ = GAME.apply(s, ToBar(0, g("IN-M")))
    first, _, third = B.bar_values[:3]
    assert s.bar_points[0] == first + third and s.scores[0] == first + third


def test_C_BAR_a_clone_shares_no_list_with_the_game_it_copies():
    s = state(hands=[["IN-W", "IN-M", "CU-W", "CU-M", "DE-W"], ["CN-W", "CN-M", "CU-W", "CU-M", "DE-M"]])
    s, _ = GAME.apply(s, ToBar(0, g("IN-W")))
    copy = GAME.clone(s)
    assert copy == s
    for field in attrs.fields(type(copy)):
        value = getattr(copy, field.name)
        if isinstance(value, list):
            assert value is not getattr(s, field.name), field.name
