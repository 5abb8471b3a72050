"""Rule tests written for the mutants that survived the mutation run (docs/mutation.md): the river file read
afresh (the game's own river is cached before mutmut's workers start, so its tests never ran the mutated
parser) and the exact place a broken file names; legal end cells on a freshly indexed river; each named after the
rule it checks."""

from __future__ import annotations

import random

import pytest

from cafegames.games.canyon import cards as C
from cafegames.games.canyon import movement as M
from cafegames.games.canyon import river as R
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.options import option_presets, option_schema
from cafegames.games.canyon.river import Hex
from tests.canyon.helpers import at, move_phase, placed_state
from tests.canyon.test_movement import RIVER, brute_force, check_witness
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



def test_K_PATH_a_river_file_loaded_from_disk_is_named_in_each_refusal(tmp_path):
    """The river file that cannot be read, is not text, is empty or breaks a rule is named in the sentence."""
    missing = tmp_path / "missing.txt"
    with pytest.raises(R.RiverError) as exc:
        R.load(missing)
    assert said(exc.value.message).startswith(f"The river file {missing} cannot be read: ")
    assert exc.value.message.params["name"] == str(missing)
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00#")
    with pytest.raises(R.RiverError) as exc:
        R.load(binary)
    assert said(exc.value.message) == f"The river file {binary} cannot be read: it is not text."
    empty = tmp_path / "empty.txt"
    empty.write_text("\n  \n", encoding="utf-8")
    with pytest.raises(R.RiverError) as exc:
        R.load(empty)
    assert said(exc.value.message) == "The river file empty.txt is empty."
    broken = tmp_path / "broken.txt"
    broken.write_text(_broken("##S.S.S.S.S.S", "##S.S.S.S.S.?"), encoding="utf-8")
    with pytest.raises(R.RiverError) as exc:
        R.load(broken)
    assert said(exc.value.message).startswith("The river file broken.txt has an unknown sign “?” on line ")
    assert _facts(R.load(None)) == _facts(R.parse(TEXT, "river.txt"))  # None: the game's own river


def test_K_PATH_short_lines_of_a_river_file_are_bank():
    lines = TEXT.split("\n")
    trimmed = "\n".join(line.rstrip("#") for line in lines)
    assert _facts(R.parse(trimmed, "river.txt")) == _facts(R.parse(TEXT, "river.txt"))


def _facts(river: R.River) -> tuple:
    return (river.rows, river.cols, river.kind, river.starts, river.docks, river.bridge, river.waterfall,
            river.current, river.distance, river.neighbours)


# Legal end cells (canyon/movement.py). The river's index is built once and cached, before mutmut's workers start:
# these tests clear the cache so the index is built by the code under test.

def _fresh_index(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(M, "_INDEXES", {})


def _random_cases(seed: int, n: int) -> list[tuple[Hex, int, list[Hex]]]:
    r = random.Random(seed)
    cells = sorted(RIVER.neighbours)
    cases: list[tuple[Hex, int, list[Hex]]] = []
    while len(cases) < n:
        start = r.choice(cells)
        if RIVER.is_dock(start):
            continue
        near = [c for c in cells if 0 < R.hex_distance(c, start) <= 3 and not RIVER.is_dock(c)]
        cases.append((start, r.randint(1, 7), r.sample(near, min(len(near), r.randint(0, 9)))))
    return cases


@pytest.mark.parametrize("budget", [M._BUDGET, 0])  # 0: the cell-by-cell search crowded positions fall back to
def test_K_BEST_the_ends_of_a_freshly_indexed_river_match_brute_force(budget, monkeypatch):
    """K-PATH, K-NOWAIVE, K-BEST, K-BLOCKED, K-DOCK on random positions against every simple path (fewer cases
    than the brute-force test of test_movement.py, which mutmut leaves out for time)."""
    _fresh_index(monkeypatch)
    monkeypatch.setattr(M, "_BUDGET", budget)
    kinds = set()
    for start, points, occupied in _random_cases(11 + budget, 45):
        plan = M.plan_move(RIVER, start, points, occupied)
        kind, ends = brute_force(start, points, occupied)
        assert (plan.kind, plan.points, plan.start, set(plan.options)) == (kind, points, start, set(ends))
        for end, option in plan.options.items():
            assert option.end == end
            if kind in (M.DOCK, M.BLOCKED):
                assert option.used == ends[end]
        check_witness(plan, occupied)
        kinds.add(kind)
    assert {M.PADDLE, M.BLOCKED, M.STAY} <= kinds


@pytest.mark.parametrize("points", [5, 6, 7, 8])
def test_K_DOCK_a_canoe_in_reach_of_the_docks_of_a_freshly_indexed_river_enters_one(points, monkeypatch):
    _fresh_index(monkeypatch)
    start = at(4, 4)
    plan = M.plan_move(RIVER, start, points, [at(3, 4)])
    kind, ends = brute_force(start, points, [at(3, 4)])
    assert kind == plan.kind == M.DOCK
    assert {end: (o.end, o.used, plan.leftover(end)) for end, o in plan.options.items()} == {
        end: (end, used, points - used) for end, used in ends.items()}


def test_K_BLOCKED_the_blocked_and_stay_plans_keep_their_points_start_and_no_leftover(monkeypatch):
    _fresh_index(monkeypatch)
    start = at(4, 20)
    plan = M.plan_move(RIVER, start, 4, [at(5, 21), at(4, 18), at(5, 19)])
    path = plan.options[at(4, 19)].path
    assert plan == M.MovePlan(M.BLOCKED, 4, start, {at(4, 19): M.MoveOption(at(4, 19), path)})
    assert path[0] == start and len(path) < 5 and plan.leftover(at(4, 19)) == 0  # only a dock keeps points
    stuck = at(7, 11)
    stay = M.plan_move(RIVER, stuck, 3, [at(7, 10), at(8, 10), at(8, 11), at(9, 10)])
    assert stay == M.MovePlan(M.STAY, 3, stuck, {stuck: M.MoveOption(stuck, (stuck,))})
    for points in (0, -1):
        assert M.plan_move(RIVER, stuck, points, []) == M.MovePlan(
            M.STAY, points, stuck, {stuck: M.MoveOption(stuck, (stuck,))})


def test_K_ONE_a_canoe_on_the_bridge_of_a_freshly_indexed_river_blocks_nobody(monkeypatch):
    _fresh_index(monkeypatch)
    for start, points in ((at(3, 10), 2), (at(2, 10), 3), (at(3, 9), 1)):
        alone = M.plan_move(RIVER, start, points, [])
        assert M.plan_move(RIVER, start, points, [RIVER.bridge]) == alone


def test_K_DRIFT_a_lone_canoe_drifts_one_cell_along_its_arrow_or_to_the_bridge_over_the_waterfall():
    for cell, target in RIVER.current.items():
        assert M.drift_end(RIVER, cell) == (RIVER.bridge if target in RIVER.waterfall else target)
    assert any(target in RIVER.waterfall for target in RIVER.current.values())


# The game (canyon/game.py)

def test_K_MOVE_a_canoe_that_stays_passes_the_turn_to_the_next_canoe_at_once():
    # seat 0 (first to move) bid 1 and won nothing on plain water: no points, it stays; seat 1 then has to move
    state, events = move_phase([at(7, 22), at(5, 22), at(3, 22), at(9, 22)], [1, 2, 0, 0], [0, 1, 1, 1])
    assert [e.seat for e in events if e.kind == "stayed"] == [0]
    assert state.moved[0] and state.turn == 1 and GAME.to_act(state) == [1]
    assert GAME.move_plan(state) is not None and GAME.legal_actions(state, 1)


def test_K_DEAL_the_cards_dealt_depend_on_the_game_seed():
    deals = [{tuple(sorted(h)) for h in placed_state(4, seed).hands} for seed in (1, 2, 3)]
    assert deals[0] != deals[1] and deals[1] != deals[2]


def test_K_SHORT_the_short_game_option_is_kept_in_the_game_it_sets_up():
    assert placed_state(4, 1, short=True).short is True
    assert placed_state(4, 1).short is False


def test_K_SECRET_the_options_are_off_by_default_and_the_presets_name_real_options():
    schema = {spec.key: spec.default for spec in option_schema()}
    assert schema == {"short": False, "secret": False, "short_race": False}
    assert {p.key: dict(p.values) for p in option_presets()} == {
        "official": {}, "less_luck": {"short": True, "secret": True}, "short_race": {"short_race": True}}
