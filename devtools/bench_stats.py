"""How long the statistics page takes to build when the history holds many names typed for one game each.

    python -m devtools.bench_stats [--seats N] [--repeat R]

Two histories of the same size (N human seats, two humans and a computer per match), in a temporary data
folder: the reference, where the seats belong to a family of five remembered players (what a family's history
looks like), and the one measured, where every human seat has a random name typed for that game only (a café
where anyone sits down: N different names, each a person on the page). It prints the median time to build the
page (a new `StatsPage`, `refresh()`, painted at 1280×760) for each, and the ratio.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from devtools import bench_frames

LETTERS = "abcdefghijklmnopqrstuvwxyzéèàöüñçøåß"


def random_name(r: random.Random) -> str:
    return "".join(r.choice(LETTERS) for _ in range(r.randint(3, 12))).capitalize() + f" {r.randrange(10**6)}"


def build_history(seats: int, family: list[tuple[str, str]] | None, seed: int = 7) -> None:
    """`seats` human seats in matches of three (two humans, one computer), written straight into the history."""
    from cafegames.history import db

    conn = db.connect(db.default_path())
    r = random.Random(seed)
    conn.execute("BEGIN")
    for i in range(seats // 2):
        day = f"2026-{1 + i % 11:02d}-{1 + i % 28:02d}T{10 + i % 12:02d}:{i % 60:02d}:00+00:00"
        humans = r.sample(family, 2) if family else [(f"name:{n.casefold()}", n) for n in
                                                     (random_name(r), random_name(r))]
        level = r.choice(["easy", "normal", "hard"])
        seated = [(who, name, "human", "normal") for who, name in humans] + [
            (f"computer:{level}", "Robot", "computer", level)]
        cur = conn.execute(
            "INSERT INTO matches (match_key, save_file, game, options, seed, started, ended, actions, low_wins, "
            "computers) VALUES (?, ?, ?, '{}', ?, ?, ?, ?, 0, ?)",
            (f"k{i}", f"m{i}.json", ("uno", "cafe", "canyon")[i % 3], i, day, day, 100, level))
        scores = [r.randrange(0, 500) for _ in seated]
        best = max(scores)
        conn.executemany(
            "INSERT INTO seats (match_id, seat, who, name, kind, level, score, place, winner) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(cur.lastrowid, s, who, name, kind, level, sc, 1 if sc == best else 2, int(sc == best))
             for s, ((who, name, kind, level), sc) in enumerate(zip(seated, scores, strict=True))])
    conn.execute("COMMIT")
    conn.close()


def build_page_ms(repeat: int) -> tuple[float, float, int]:
    """Median wall and CPU milliseconds to build and paint the page; the number of people it lists."""
    from cafegames.ui import stats_page
    from cafegames.ui.stats_page import StatsPage

    if hasattr(stats_page, "PALETTE") and "spare = iter(PALETTE * 20)" in Path(stats_page.__file__).read_text():
        stats_page.iter = itertools.cycle  # type: ignore[attr-defined]  # an older page ran out of colours past 240
    walls, cpus, listed = [], [], 0
    for _ in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        page = StatsPage()
        page.resize(1280, 760)
        page.show()
        page.refresh()
        page.repaint()
        walls.append((time.perf_counter() - start) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
        listed = page.people_list.count()
        page.close()
        page.deleteLater()
    return statistics.median(walls), statistics.median(cpus), listed


def measure(seats: int, repeat: int, typed: bool) -> tuple[float, float, int]:
    from cafegames.engine.players import Players

    with tempfile.TemporaryDirectory() as folder:
        os.environ["CAFEGAMES_DATA_DIR"] = folder
        family = None
        if not typed:
            store = Players()
            family = [(f"player:{p.id}", p.name) for p in
                      (store.add(n) for n in ("Maman", "Papa", "Mamie", "Léa", "Tom"))]
        build_history(seats, family)
        return build_page_ms(repeat)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    bench_frames.app()
    import cafegames

    print(f"code: {Path(cafegames.__file__).parent}")
    ref_wall, ref_cpu, ref_people = measure(args.seats, args.repeat, typed=False)
    wall, cpu, people = measure(args.seats, args.repeat, typed=True)
    print(f"statistics page, {args.seats:,} seats, a family of five:  {ref_wall:7.0f} ms ({ref_cpu:.0f} ms CPU), "
          f"{ref_people} people listed")
    print(f"statistics page, {args.seats:,} seats, random typed names: {wall:7.0f} ms ({cpu:.0f} ms CPU), "
          f"{people} people listed")
    print(f"ratio random names / family: {wall / ref_wall:.2f} (wall), {cpu / ref_cpu:.2f} (CPU); "
          f"median of {args.repeat}")


if __name__ == "__main__":
    sys.exit(main())
