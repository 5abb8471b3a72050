"""Legal end cells (K-PATH, K-NOWAIVE, K-BEST, K-BLOCKED, K-DOCK, K-ONE) against brute force, and the rules'
movement examples rebuilt on our river."""

from __future__ import annotations

import random

import pytest

from cafegames.games.canyon.movement import BLOCKED, DOCK, PADDLE, STAY, drift_chain, plan_move
from cafegames.games.canyon.river import default_river, hex_distance
from tests.canyon.helpers import at

RIVER = default_river()


def brute_force(start, points, occupied):
    """Every simple path, no pruning: {end: fewest steps}, by the rules' definitions."""
    occ = set(occupied) - {RIVER.bridge, start}
    full, shorter, docks = set(), {}, {}

    def walk(cell, visited, length):
        if length and RIVER.is_dock(cell):
            docks[cell] = min(docks.get(cell, 99), length)
            return
        if length == points:
            full.add(cell)
            return
        if length:
            shorter[cell] = min(shorter.get(cell, 99), length)
        for n in RIVER.neighbours[cell]:
            if n not in visited and n not in occ:
                walk(n, visited | {n}, length + 1)

    if points <= 0:
        return STAY, {start: 0}
    walk(start, {start}, 0)
    d0 = RIVER.distance[start]
    if docks:
        return DOCK, docks
    best = min((RIVER.distance[e] for e in full), default=d0)
    if best < d0:
        return PADDLE, {e: points for e in full if RIVER.distance[e] == best}
    closest = min((RIVER.distance[e] for e in shorter), default=d0)
    if closest < d0:
        return BLOCKED, {e: n for e, n in shorter.items() if RIVER.distance[e] == closest}
    return STAY, {start: 0}


def check_witness(plan, occupied):
    occ = set(occupied) - {RIVER.bridge}
    for end, option in plan.options.items():
        path = option.path
        assert path[0] == plan.start and path[-1] == end
        assert len(set(path)) == len(path)  # never the same cell twice (K-PATH)
        for a, b in zip(path, path[1:], strict=False):
            assert hex_distance(a, b) == 1 and RIVER.is_paddle(b) and b not in occ
        assert not any(RIVER.is_dock(c) for c in path[1:-1])
        if plan.kind == PADDLE:
            assert option.used == plan.points  # K-NOWAIVE
        if plan.kind in (BLOCKED, DOCK):
            assert option.used <= plan.points


@pytest.mark.parametrize("search", ["pruned", "by target"])
def test_pruned_search_matches_brute_force_on_random_positions(search, monkeypatch):
    # "by target" forces the cell-by-cell search that crowded positions fall back to
    from cafegames.games.canyon import movement

    if search == "by target":
        monkeypatch.setattr(movement, "_BUDGET", 0)
    r = random.Random(7 if search == "pruned" else 8)
    cells = sorted(RIVER.neighbours)
    cases = 0
    while cases < 260:
        start = r.choice(cells)
        if RIVER.is_dock(start):
            continue
        points = r.randint(1, 7)
        near = [c for c in cells if 0 < hex_distance(c, start) <= 3 and not RIVER.is_dock(c)]
        occupied = r.sample(near, min(len(near), r.randint(0, 9)))
        plan = plan_move(RIVER, start, points, occupied)
        kind, ends = brute_force(start, points, occupied)
        assert (plan.kind, set(plan.options)) == (kind, set(ends)), (start, points, occupied)
        if kind in (DOCK, BLOCKED):
            assert all(plan.options[e].used == n for e, n in ends.items())
        check_witness(plan, occupied)
        cases += 1



def test_K_BEST_search_by_target_agrees_with_the_pruned_search(monkeypatch):
    """The cell-by-cell search crowded positions fall back to finds the same end cells as the pruned search,
    with valid witness paths: a fast cross-check (the brute-force one above is too slow for mutation runs)."""
    from cafegames.games.canyon import movement

    r = random.Random(9)
    cells = sorted(RIVER.neighbours)
    cases = []
    while len(cases) < 40:
        start = r.choice(cells)
        if RIVER.is_dock(start):
            continue
        near = [c for c in cells if 0 < hex_distance(c, start) <= 3 and not RIVER.is_dock(c)]
        cases.append((start, r.randint(1, 7), r.sample(near, min(len(near), r.randint(0, 9)))))
    pruned = [plan_move(RIVER, *case) for case in cases]
    monkeypatch.setattr(movement, "_BUDGET", 0)
    kinds = set()
    for case, expected in zip(cases, pruned, strict=True):
        plan = plan_move(RIVER, *case)
        assert (plan.kind, set(plan.options)) == (expected.kind, set(expected.options)), case
        check_witness(plan, case[2])
        kinds.add((plan.kind, len(plan.options) > 1))
    assert {(PADDLE, True), (PADDLE, False), (STAY, False)} <= kinds

def test_K_PATH_no_jumping_no_land_no_revisit():
    # a canoe boxed in by canoes and the island cannot jump over them: it stays
    start = at(7, 11)
    occupied = [at(7, 10), at(8, 10), at(6, 11), at(8, 11), at(6, 12), at(7, 12)]
    plan = plan_move(RIVER, start, 3, occupied)
    assert plan.kind == STAY and set(plan.options) == {start}
    # backwards and sideways moves are allowed when they lead closer: see Dirk below


def test_K_NOWAIVE_all_points_used():
    plan = plan_move(RIVER, RIVER.starts[0], 5, [])
    assert plan.kind == PADDLE and all(o.used == 5 for o in plan.options.values())
    assert all(RIVER.distance[e] == 28 - 5 for e in plan.options)


def test_K_BEST_closest_end_and_ties_left_to_the_player():
    plans = [plan_move(RIVER, c, 2, []) for c in sorted(RIVER.neighbours) if not RIVER.is_current(c)]
    tied = [p for p in plans if p.kind == PADDLE and len(p.options) >= 2]
    assert tied  # several cells tie somewhere: the player picks
    for plan in plans:
        best = min(RIVER.distance[e] for e in plan.options)
        assert all(RIVER.distance[e] == best for e in plan.options)


def test_K_BLOCKED_fewer_points_only_when_no_full_path_gets_closer():
    # Carola's blocked case: everything in front is taken; a shorter path would not help either -> stays
    start = at(7, 11)
    occupied = [at(7, 10), at(8, 10), at(8, 11), at(9, 10)]
    plan = plan_move(RIVER, start, 3, occupied)
    kind, ends = brute_force(start, 3, occupied)
    assert plan.kind == kind
    # a dead-end pocket: with 4 points the only cells closer are 1-2 steps away, a full path must come back
    pocket = at(1, 21)
    plan = plan_move(RIVER, pocket, 4, [at(2, 22), at(3, 22)])
    assert plan.kind in (PADDLE, BLOCKED, STAY)
    assert plan.kind == brute_force(pocket, 4, [at(2, 22), at(3, 22)])[0]


def test_K_BLOCKED_shorter_path_to_the_closest_cell():
    # in the narrow left channel, a canoe with 4 points and canoes ahead and beside it: no 4-step path ends
    # closer, so it moves one cell up behind them and keeps the other points unused
    start = at(4, 20)
    occupied = [at(5, 21), at(4, 18), at(5, 19)]
    plan = plan_move(RIVER, start, 4, occupied)
    kind, ends = brute_force(start, 4, occupied)
    assert plan.kind == kind == BLOCKED
    assert set(plan.options) == set(ends) == {at(4, 19)}
    assert all(o.used < 4 for o in plan.options.values())


def test_K_BLOCKED_not_blocked_must_use_every_point_even_past_a_closer_cell():
    # the narrows of the left channel with a canoe at its mouth: two steps reach the cell at distance 16, but a
    # full path of 3 steps exists that ends closer than the start (17 < 18), so the canoe is not blocked and may
    # not stop early (K-NOWAIVE): its third step must go sideways to the cell at 17
    start, mouth = at(4, 21), at(4, 18)
    assert RIVER.distance[start] == 18 and RIVER.distance[at(4, 19)] == 16 and RIVER.distance[at(5, 19)] == 17
    plan = plan_move(RIVER, start, 3, [mouth])
    assert plan.kind == PADDLE
    assert set(plan.options) == {at(5, 19)}
    assert plan.options[at(5, 19)].path == (start, at(4, 20), at(4, 19), at(5, 19))
    assert brute_force(start, 3, [mouth]) == (PADDLE, {at(5, 19): 3})


def test_K_DOCK_entering_a_dock_ends_the_move_and_keeps_points():
    start = at(4, 4)  # two cells from the docks
    plan = plan_move(RIVER, start, 6, [])
    assert plan.kind == DOCK
    assert set(plan.options) <= set(RIVER.docks)
    for end in plan.options:
        assert plan.leftover(end) == 6 - RIVER.distance[start] or plan.leftover(end) < 6 - RIVER.distance[start]
    assert max(plan.leftover(e) for e in plan.options) == 6 - RIVER.distance[start]


def test_K_ONE_one_canoe_per_cell_except_the_bridge():
    ahead = at(3, 8)
    plan = plan_move(RIVER, at(3, 9), 1, [ahead])
    assert ahead not in plan.options
    # the bridge holds any number of canoes
    # from (1, 9) with one point the bridge is the only cell closer: a canoe already there does not block it
    below_bridge = at(1, 9)
    assert RIVER.distance[below_bridge] == RIVER.distance[RIVER.bridge] + 1
    plan = plan_move(RIVER, below_bridge, 1, [RIVER.bridge])
    assert plan.kind == PADDLE and set(plan.options) == {RIVER.bridge}
    # any other cell holding a canoe is closed: with (2, 9) taken too, the bridge is still the way
    plan = plan_move(RIVER, below_bridge, 1, [RIVER.bridge, at(2, 9)])
    assert set(plan.options) == {RIVER.bridge}
    plan = plan_move(RIVER, at(3, 8), 5, [RIVER.bridge])
    assert plan.kind in (PADDLE, DOCK)


# ---------------------------------------------------------------- the rules' movement examples
# Our river is not the printed board, so the situation is rebuilt where our river has the same features: the
# narrow passage between the left bank and the island of lines 23-26. One sequence, as in the rules: Bernd moves,
# then Carola, then Dirk. Cells are (column, line) in river.txt.

ANJA, BERND, CAROLA, DIRK = at(2, 24), at(3, 26), at(2, 25), at(4, 26)
BERND_END = at(3, 24)


def test_example_bernd_forced_diagonally_past_the_island():
    assert plan_move(RIVER, CAROLA, 3, [ANJA, BERND, DIRK]).kind == PADDLE  # before Bernd moves, Carola could go
    plan = plan_move(RIVER, BERND, 2, [ANJA, CAROLA, DIRK])
    assert plan.kind == PADDLE and list(plan.options) == [BERND_END]
    path = plan.options[BERND_END].path
    assert path == (at(3, 26), at(3, 25), at(3, 24))  # two diagonal steps up, along the island's side
    assert all(any(RIVER.kind.get(n) == "I" for n in _around(c)) for c in path[1:])
    # and in doing so he blocks Carola
    assert plan_move(RIVER, CAROLA, 3, [ANJA, BERND_END, DIRK]).kind == STAY


def test_example_carola_cannot_move():
    # the row in front of her: the bank, Anja and Bernd (beside the island); Dirk behind her
    front = {c for c in _around(CAROLA) if c[1] == CAROLA[1] - 1}
    assert front == {ANJA, BERND_END}
    assert any(RIVER.kind.get(n) == "I" for n in _around(BERND_END))
    plan = plan_move(RIVER, CAROLA, 3, [ANJA, BERND_END, DIRK])
    assert plan.kind == STAY and set(plan.options) == {CAROLA}
    assert brute_force(CAROLA, 3, [ANJA, BERND_END, DIRK])[0] == STAY


def test_example_dirk_backs_up_then_advances():
    # despite the blockade, Dirk with 3 points moves: back first, then forward, ending beside Bernd
    plan = plan_move(RIVER, DIRK, 3, [ANJA, BERND_END, CAROLA])
    assert plan.kind == PADDLE
    for option in plan.options.values():
        assert RIVER.distance[option.path[1]] > RIVER.distance[DIRK]  # the first step backs up
        assert RIVER.distance[option.end] < RIVER.distance[DIRK]
        assert hex_distance(option.end, BERND_END) == 1  # he ends beside Bernd


def test_example_carola_forced_out_of_the_narrows():
    # Carola in the one-cell narrows of the left channel would like to stay and block, but with 2 points she
    # must get as close as she can: out of the narrows, beside Anja
    carola, anja = at(4, 20), at(3, 18)
    plan = plan_move(RIVER, carola, 2, [anja])
    assert plan.kind == PADDLE and carola not in plan.options
    assert all(hex_distance(e, anja) == 1 and e[1] < 20 for e in plan.options)


def test_drift_chain_order():
    positions = {0: at(4, 2), 1: at(5, 2), 2: at(5, 1)}
    moves = drift_chain(RIVER, positions, 0)
    assert [m[0] for m in moves] == [0, 1, 2]
    assert moves[-1][2] in RIVER.waterfall


def _around(cell):
    from cafegames.games.canyon.river import NEIGHBOUR_OFFSETS

    return [(cell[0] + dq, cell[1] + dr) for dq, dr in NEIGHBOUR_OFFSETS]


@pytest.mark.parametrize("points", range(1, 12))
def test_open_water_full_speed(points):
    plan = plan_move(RIVER, RIVER.starts[2], points, [])
    assert plan.kind == PADDLE
    assert all(RIVER.distance[e] == 28 - points for e in plan.options)


def test_K_DOCK_only_a_dock_keeps_points_left():
    plan = plan_move(RIVER, RIVER.starts[0], 5, [])
    assert plan.kind == PADDLE and all(plan.leftover(e) == 0 for e in plan.options)


def test_K_PATH_a_river_read_again_plans_the_same_moves():
    from cafegames.engine.paths import resource
    from cafegames.games.canyon import river as R

    again = R.parse(resource("canyon", "river.txt").read_text(encoding="utf-8"))
    for start, points in ((RIVER.starts[0], 5), (at(7, 11), 3), (at(5, 2), 4)):
        assert set(plan_move(again, start, points, []).options) == set(plan_move(RIVER, start, points, []).options)
