"""The saves benchmark rows: a long match is found, saved and loaded back to the same state; figures printed."""

from __future__ import annotations

import math

from devtools import bench_saves, sim


def test_save_and_load_rows_for_the_toy_game():
    rows = bench_saves.game_rows("toy", quick=True)
    names = [r.name for r in rows]
    assert any(n.startswith("saves toy: save ") for n in names)
    load = next(r for r in rows if r.name.startswith("saves toy: load "))
    assert load.unit == "ms" and load.target == "≤ 100 ms" and math.isfinite(load.value) and load.value > 0


def test_long_match_reaches_the_target_when_the_game_allows_it():
    match = bench_saves.long_match("toy", attempts=2)
    assert 0 < len(match.actions) <= bench_saves.TARGET_ACTIONS


def test_registered_in_the_bench_table():
    assert sim.bench_modules()["saves"] == "devtools.bench_saves"
