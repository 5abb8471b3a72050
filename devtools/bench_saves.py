"""Benchmark rows for saves: writing and loading (reading + replaying through the rules) a 1,000-action match of
each game. No Qt.

    python -m devtools.sim bench saves [--quick]

and, from `devtools.bench_saves_folder`, the start page and the Load dialog with 1,000 to 10,000 saves (1,000
only with --quick).

The match is played by random-level computer players at the most seats and the longest option values (each
integer option at its maximum), stopped at 1,000 actions; a game whose matches always end sooner is measured on
its longest match and the row says how many actions it holds.
"""

from __future__ import annotations

import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from cafegames.engine import registry, rng, saves
from cafegames.engine.errors import SetupError
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from devtools.sim import BenchRow

TARGET_ACTIONS = 1000
LOAD_TARGET_MS = 100


def long_match(game_id: str, attempts: int) -> Match:
    """A match of `TARGET_ACTIONS` actions, or the longest of `attempts` tries."""
    info = registry.get(game_id)
    game = info.game()
    level = "random" if "random" in game.levels else game.levels[0]
    longest = {spec.key: spec.maximum for spec in game.option_schema()
               if isinstance(spec.default, int) and not isinstance(spec.default, bool) and spec.maximum is not None}
    best: Match | None = None
    for attempt in range(attempts):
        seats = [Seat(f"Player {i + 1}", "computer", level) for i in range(info.max_players)]
        for options in (longest, {}):
            try:
                match = Match(game, options, seats, rng.derive(2026, "bench-saves", attempt) % (rng.MAX_SEED + 1))
            except SetupError:
                continue
            while not match.is_over() and len(match.actions) < TARGET_ACTIONS:
                match.act(match.bot_action())
            if best is None or len(match.actions) > len(best.actions):
                best = match
            if len(best.actions) >= TARGET_ACTIONS:
                return best
    assert best is not None
    return best


def _median_ms(fn: Any, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def game_rows(game_id: str, quick: bool) -> list[BenchRow]:
    repeat = 3 if quick else 15
    match = long_match(game_id, 3 if quick else 20)
    n = len(match.actions)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.json"
        encode_ms = _median_ms(lambda: json.dumps(saves.record_of(match), ensure_ascii=False).encode(), repeat)
        save_ms = _median_ms(lambda: saves.save_match(match, path), repeat)
        size_kb = path.stat().st_size / 1024
        autosave = saves.Autosaver(path, writer=saves.BackgroundWriter())
        waits = []
        for _ in range(repeat):  # what the game waits for after each action; the write goes on behind it
            start = time.perf_counter()
            autosave(match)
            waits.append((time.perf_counter() - start) * 1000)
            autosave.flush()
        autosave_ms = statistics.median(waits)
        loaded: list[Match] = []
        load_ms = _median_ms(lambda: loaded.append(saves.load_save(path)[0]), repeat)
        parse_ms = _median_ms(lambda: saves.read_save(path), repeat)
    assert loaded[-1].state == match.state, "the benchmark save does not load back to the same state"
    short = "" if n >= TARGET_ACTIONS else f"; the longest match found has only {n} actions"
    return [
        BenchRow(f"saves {game_id}: save {n} actions", save_ms, "ms", "",
                 f"write + fsync + backup, median of {repeat}; encoding alone {encode_ms:.1f} ms{short}"),
        BenchRow(f"saves {game_id}: autosave wait, {n} actions", autosave_ms, "ms", "",
                 f"what play waits for after an action (encode + hand over); the write runs on the writer thread, "
                 f"median of {repeat}"),
        BenchRow(f"saves {game_id}: load {n} actions", load_ms, "ms", f"≤ {LOAD_TARGET_MS} ms",
                 f"read + check + replay, median of {repeat}; read + check alone {parse_ms:.1f} ms"
                 + (" — MISSED" if load_ms > LOAD_TARGET_MS else "")),
        BenchRow(f"saves {game_id}: file size", size_kb, "KB", "", f"{n} actions"),
    ]


def rows(quick: bool = False) -> list[BenchRow]:
    from devtools import bench_saves_folder

    out = bench_saves_folder.rows((1000,) if quick else bench_saves_folder.COUNTS)
    for game_id, info in registry.GAMES.items():
        if info.has_rules():
            try:
                out.extend(game_rows(game_id, quick))
            except Exception as exc:  # a game still being written must not hide the others' rows
                out.append(BenchRow(f"saves {game_id}: not measured", float("nan"), "", "",
                                    f"{type(exc).__name__}: {exc}"[:120]))
    return out
