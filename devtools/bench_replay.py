"""Benchmark rows for the replay viewer and the history (`python -m devtools.sim bench replay [--quick]`).

- Stepping in a 1,000-action match (the longest of `bench_saves.long_match`): the time to show step N coming from
  step N + 1 (one action back) and from step 0 (a jump), for N spread over the match: the state from the nearest
  snapshot (`Replay.state_at`) and the public view, then the same through the viewer on screen (the game's scene
  redrawn and the page painted at 1280 × 800, offscreen). Target ≤ 50 ms. A replay keeping no snapshot (every
  step replayed from the deal) is measured beside it, to show what the snapshots buy.
- The GUI thread's wait when a match ends (its history entry built and handed to the recorder thread), and what
  the recorder then takes on its own thread (waiting for nothing: an idle disk).
- The statistics page over 10,000 matches generated in the history: shown (read, tables and charts, painted).

No Qt at import (the sim stays Qt-free); the Qt rows start it through `devtools.bench_frames` when they run. Everything is written in a
temporary data folder.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import attrs

from cafegames.engine import registry
from devtools.bench_saves import _median_ms, long_match
from devtools.sim import BenchRow

TARGET_MS = 50
STATS_TARGET_MS = 300


def _steps(n: int, count: int) -> list[int]:
    """Steps spread over the match (never the very start or end)."""
    r = random.Random(2026)
    return sorted(r.randrange(1, max(2, n - 1)) for _ in range(count))


def engine_rows(game_id: str, quick: bool) -> tuple[list[BenchRow], Any, Any]:
    from cafegames.engine.replay import Replay

    match = long_match(game_id, 3 if quick else 20)
    n = len(match.actions)
    game = match.game
    start = time.perf_counter()
    replay = Replay.play(game, match.options_dict, match.seats, match.seed, match.actions)
    build_ms = (time.perf_counter() - start) * 1000
    bare = Replay.play(game, match.options_dict, match.seats, match.seed, match.actions, snapshot_every=10**9)
    steps = _steps(n, 5 if quick else 25)

    def show(r: Replay, step: int) -> Any:
        return r.public_view(step) if r.has_public_view() else r.view(step, 0)

    back = statistics.median(_median_ms(lambda s=s: show(replay, s), 3) for s in steps)
    worst = max(_median_ms(lambda s=s: show(replay, s), 3) for s in steps)
    from_start = statistics.median(_median_ms(lambda s=s: show(bare, s), 1) for s in steps)
    note = f"{n} actions, N at {len(steps)} places, median"
    return [
        BenchRow(f"replay {game_id}: state + public view of step N", back, "ms", f"≤ {TARGET_MS} ms",
                 f"{note}; worst {worst:.2f} ms; snapshot every {replay.snapshot_every} actions, "
                 f"so from N+1 or from 0 it is the same work"),
        BenchRow(f"replay {game_id}: the same without snapshots", from_start, "ms", "",
                 f"{note}: every step replayed from the deal (what the snapshots save)"),
        BenchRow(f"replay {game_id}: open (replay once, keep snapshots)", build_ms, "ms", "",
                 f"{n} actions, the log and the score line included"),
    ], match, replay


def gui_rows(game_id: str, match: Any, replay: Any, quick: bool) -> list[BenchRow]:
    """The viewer on screen: step N shown (scene redrawn, page painted) from N + 1 and from step 0."""
    from cafegames.engine import saves
    from cafegames.ui.replay_page import ReplayPage
    from cafegames.ui.settings import Settings
    from devtools import bench_frames

    app = bench_frames.app()
    path = saves.saves_dir() / f"bench-{game_id}.json"
    saves.save_match(match, path)
    record = saves.read_save(path)
    settings = Settings(None)
    settings.overrides["animation_speed"] = "off"
    page = ReplayPage(settings)
    page.resize(1280, 760)
    page.show()
    page.open(replay, record)
    app.processEvents()
    steps = _steps(replay.length, 5 if quick else 20)

    def shown(step: int, came_from: int) -> tuple[float, float]:
        page.show_step(came_from)
        page.grab()
        start, cpu = time.perf_counter(), time.process_time()
        page.show_step(step)
        page.grab()  # the whole page rendered, the table's scene with it
        return (time.perf_counter() - start) * 1000, (time.process_time() - cpu) * 1000

    note = f"{replay.length} actions, N at {len(steps)} places: state, public view, the game's scene rebuilt, " \
           f"the whole page rendered at 1280×760"
    out = []
    for label, came_from in (("from N+1", lambda s: s + 1), ("from step 0", lambda s: 0)):
        times = [shown(s, came_from(s)) for s in steps]
        wall, cpu = statistics.median(t for t, _ in times), statistics.median(c for _, c in times)
        out.append(BenchRow(f"replay {game_id}: show step N {label}", wall, "ms", f"≤ {TARGET_MS} ms",
                            f"{note}; median (CPU {cpu:.1f} ms), worst {max(t for t, _ in times):.1f} ms"
                            + (" — MISSED" if wall > TARGET_MS else "")))
    page.close()
    return out


def history_rows(quick: bool) -> list[BenchRow]:
    from cafegames.engine import saves
    from cafegames.engine.players import Players
    from cafegames.history import db
    from cafegames.history.entry import entry_of_match
    from cafegames.history.recorder import HistoryRecorder

    repeat = 5 if quick else 25
    match = long_match("uno", 3 if quick else 20)
    path = saves.saves_dir() / "bench-history.json"
    saves.save_match(match, path)
    recorder = HistoryRecorder()
    recorder.sync()
    recorder.flush()
    waits, writes, builds = [], [], []
    players = Players()
    for i in range(repeat):
        def entry(i: int = i) -> Any:  # what history_link.record_finished hands over: built on the thread
            t = time.perf_counter()
            made = entry_of_match(match, path, saves.now_iso(), saves.now_iso(), players)
            builds.append((time.perf_counter() - t) * 1000)
            return attrs.evolve(made, key=f"{made.key}-{i}")  # a new match each time

        start = time.perf_counter()
        recorder.record(entry, path)
        waits.append((time.perf_counter() - start) * 1000)
        t = time.perf_counter()
        recorder.flush()
        writes.append((time.perf_counter() - t) * 1000)
    conn = db.connect(db.default_path())
    assert conn.execute("SELECT count(*) FROM matches").fetchone()[0] >= repeat
    return [
        BenchRow("history: GUI thread's wait when a match ends", statistics.median(waits), "ms", "",
                 f"UNO, {len(match.actions)} actions: the match handed to the recorder thread, median of {repeat}; "
                 f"worst {max(waits):.2f} ms"),
        BenchRow("history: recording on the recorder thread", statistics.median(writes), "ms", "",
                 f"the entry built (result, places, the record's hash: {statistics.median(builds):.1f} ms) and "
                 f"written in one transaction (WAL, synchronous=NORMAL), median of {repeat}; play never waits "
                 f"for it"),
    ]


def stats_rows(quick: bool) -> list[BenchRow]:
    from cafegames.engine.players import Players
    from cafegames.ui.stats_page import StatsPage
    from devtools import bench_frames

    bench_frames.app()

    n = 2000 if quick else 10_000
    store = Players()
    family = [store.add(name) for name in ("Maman", "Papa", "Mamie", "Léa", "Tom")]
    generate_history(n, [f"player:{p.id}" for p in family])
    page = StatsPage()
    page.resize(1280, 760)
    page.show()
    page.period = "all"
    times, cpu = [], []
    for _ in range(3 if quick else 7):
        start, c = time.perf_counter(), time.process_time()
        page.refresh()
        page.repaint()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    page.close()
    median = statistics.median(times)
    return [BenchRow(f"statistics page, {n:,} matches: shown", median, "ms", f"≤ {STATS_TARGET_MS} ms",
                     f"read the history, fill the tables, draw both charts, paint at 1280×800; median of "
                     f"{len(times)}, CPU {statistics.median(cpu):.0f} ms"
                     + (" — MISSED" if median > STATS_TARGET_MS else ""))]


def generate_history(n: int, players: list[str]) -> None:
    """`n` finished matches written straight into the history (three of the family and a computer each)."""
    from cafegames.history import db

    conn = db.connect(db.default_path())
    r = random.Random(5)
    conn.execute("BEGIN")
    for i in range(n):
        game = ("uno", "cafe", "canyon")[i % 3]
        day = f"2026-{1 + i * 11 // n:02d}-{1 + i % 28:02d}T{10 + i % 12:02d}:{i % 60:02d}:00+00:00"
        seats = r.sample(players, 3) + [f"computer:{r.choice(['easy', 'normal', 'hard'])}"]
        cur = conn.execute(
            "INSERT INTO matches (match_key, save_file, game, options, seed, started, ended, actions, low_wins, "
            "computers) VALUES (?, ?, ?, '{}', ?, ?, ?, ?, 0, ?)",
            (f"k{i}", f"m{i}.json", game, i, day, day, r.randrange(40, 900), seats[-1].split(":")[1]))
        scores = [r.randrange(0, 500) for _ in seats]
        best = max(scores)
        conn.executemany(
            "INSERT INTO seats (match_id, seat, who, name, kind, level, score, place, winner) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(cur.lastrowid, s, who, who.split(":")[1], "computer" if who.startswith("computer") else "human",
              who.split(":")[1] if who.startswith("computer") else "normal", sc, 1 if sc == best else 2,
              int(sc == best)) for s, (who, sc) in enumerate(zip(seats, scores, strict=True))])
    conn.execute("COMMIT")
    conn.close()


def rows(quick: bool = False) -> list[BenchRow]:
    out: list[BenchRow] = []
    saved = os.environ.get("CAFEGAMES_DATA_DIR")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["CAFEGAMES_DATA_DIR"] = folder
        try:
            for game_id in ("uno", "cafe", "canyon"):
                if game_id not in registry.GAMES or not registry.GAMES[game_id].has_scene():
                    continue
                engine, match, replay = engine_rows(game_id, quick)
                out.extend(engine)
                out.extend(gui_rows(game_id, match, replay, quick))
            out.extend(history_rows(quick))
            os.environ["CAFEGAMES_DATA_DIR"] = str(Path(folder) / "stats")
            out.extend(stats_rows(quick))
        finally:
            if saved is None:
                os.environ.pop("CAFEGAMES_DATA_DIR", None)
            else:
                os.environ["CAFEGAMES_DATA_DIR"] = saved
    return out
