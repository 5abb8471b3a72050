"""Rule tests written for the mutants that survived the mutation run (docs/mutation.md): the river file read
afresh (the game's own river is cached before mutmut's workers start, so its tests never ran the mutated
parser) and the exact place a broken file names; each named after the rule it checks."""

from __future__ import annotations

import pytest

from cafegames.games.canyon import cards as C
from cafegames.games.canyon import river as R
from tests.canyon.test_river import TEXT, _broken
from tests.catalogue import said


def _refusal(text: str) -> str:
    with pytest.raises(R.RiverError) as exc:
        R.parse(text, "river.txt")
    return said(exc.value.message)


def test_K_DRIFT_a_missed_bid_on_the_current_moves_no_point():
    assert C.round_points(3, 2, True) == (0, True)
    assert C.round_points(3, 4, True) == (0, True)
    assert C.round_points(3, 3, True) == (C.bonus(3), False)


def test_K_START_a_river_read_afresh_has_the_six_start_spaces_three_docks_and_the_bridge():
    river = R.parse(TEXT, "river.txt")
    assert (river.rows, river.cols) == (32, 13)
    assert [R.to_offset(c) for c in river.starts] == [(2, 31), (4, 31), (6, 31), (8, 31), (10, 31), (12, 31)]
    assert sorted(R.to_offset(d) for d in river.docks) == [(2, 3), (3, 2), (4, 1)]
    assert R.to_offset(river.bridge) == (2, 8) and river.kind[river.bridge] == R.BRIDGE
    assert [R.to_offset(c) for c in river.waterfall] == [(5, 0), (6, 0), (7, 0), (8, 0), (9, 1)]
    assert sorted(river.distance[s] for s in river.starts) == [28, 28, 28, 29, 29, 30]
    assert (len(river.current), len(river.neighbours), len(river.kind)) == (50, 241, 416)
    for cell, target in river.current.items():
        assert R.hex_distance(cell, target) == 1
        assert R.step(cell, river.kind[cell]) == target


def test_K_SHORT_the_short_race_starts_on_the_line_under_the_bridge():
    river = R.parse(TEXT, "river.txt")
    assert [R.to_offset(c) for c in river.short_starts] == [(1, 9), (2, 9), (3, 9), (4, 9), (6, 9), (7, 9)]


def test_K_DRIFT_an_arrow_out_of_the_current_is_refused_at_its_line_and_column():
    assert _refusal(_broken("#999999777###", "#499999777###")) == (
        "The river file river.txt: the arrow on line 8, column 2 does not point at the current or the waterfall.")


def test_K_DRIFT_a_current_flowing_in_a_loop_is_refused_at_its_line_and_column():
    assert _refusal(_broken("#99999997####", "#64999997####")) == (
        "The river file river.txt: the current from line 6, column 2 flows in a loop.")


def test_K_CURRENT_IN_water_beside_the_current_rows_is_refused():
    assert _refusal(_broken("##D9999797###", "##D9999797.##")) == (
        "The river file river.txt: the current must fill the last 7 water rows before the docks.")


def test_K_PATH_an_unknown_sign_in_the_river_is_refused_at_its_line_and_column():
    assert _refusal(_broken("#999999777###", "#9999997X7###")) == (
        "The river file river.txt has an unknown sign “X” on line 8, column 9.")


def test_K_DOCK_water_that_cannot_reach_a_dock_is_refused_at_its_line_and_column():
    assert _refusal(_broken("##..........#\n#....II....##", "##..........#\n#MMMMMMMMMMM#")) == (
        "The river file river.txt: the water on line 25, column 3 cannot reach a landing dock.")


def test_K_START_routes_from_the_start_spaces_out_of_bounds_are_refused_with_their_lengths():
    assert _refusal(_broken("##...M....###", "##MMMM....###")) == (
        "The river file river.txt: the shortest routes from the start spaces are 29, 29, 29, 30, 30, 30 moves; "
        "the best must be 28 and none above 30.")
