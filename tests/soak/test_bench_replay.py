"""The replay and history benchmark rows: each one is measured on a real match and printed with its target."""

from __future__ import annotations

import math

from devtools import bench_replay, sim


def test_engine_and_viewer_rows_for_the_toy_game(qtbot):
    engine, match, replay = bench_replay.engine_rows("toy", quick=True)
    assert replay.length == len(match.actions) > 0
    shown = bench_replay.gui_rows("toy", match, replay, quick=True)
    for row in engine[:1] + shown:
        assert row.target == "≤ 50 ms" and row.unit == "ms" and math.isfinite(row.value) and row.value > 0
    assert [r.name for r in shown] == ["replay toy: show step N from N+1", "replay toy: show step N from step 0"]


def test_history_and_statistics_rows(qtbot):
    rows = bench_replay.history_rows(quick=True) + bench_replay.stats_rows(quick=True)
    assert [r.name for r in rows] == ["history: GUI thread's wait when a match ends",
                                      "history: recording on the recorder thread",
                                      "statistics page, 2,000 matches: shown"]
    assert all(math.isfinite(r.value) and r.value > 0 for r in rows)


def test_registered_in_the_bench_table():
    assert sim.bench_modules()["replay"] == "devtools.bench_replay"
