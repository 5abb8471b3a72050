"""A kill during the write: a process recording the history (rebuilding it from the saves, one transaction per
match, over and over) is killed with SIGKILL at random moments. After every kill the database opens (WAL rolls
the interrupted transaction back), passes SQLite's quick_check, holds only whole matches, and a sync restores
every finished save."""

from __future__ import annotations

import multiprocessing
import os
import random
import time
from pathlib import Path

from cafegames.engine import registry
from cafegames.engine.messages import Message

KILLS = 40
BUDGET_S = 25.0
MATCHES = 25


def _ensure_toy() -> None:
    if "toy" not in registry.GAMES:  # the fork server does not run tests/conftest.py
        registry.register(registry.GameInfo("toy", Message("Toy", "Twenty-one"), Message("Toy", "A test game"), 2, 4,
                                      "tests.toy", bots_module="tests.toy.bots"))


def recorder(data: str) -> None:
    """Record every save, forget them all, record them again…: until killed."""
    os.environ["CAFEGAMES_DATA_DIR"] = data
    _ensure_toy()
    from cafegames.history import db
    from cafegames.history.sync import sync

    conn, _ = db.open_history()
    while True:
        sync(conn)
        db.forget(conn, [r[0] for r in conn.execute("SELECT id FROM matches")])


def test_sigkill_while_recording_leaves_a_history_that_opens_and_is_rebuilt(tmp_path, monkeypatch):
    from cafegames.engine.seats import Seat
    from cafegames.history import db
    from cafegames.history.sync import sync
    from tests.history.helpers import save_finished

    data = tmp_path / "data"
    monkeypatch.setenv("CAFEGAMES_DATA_DIR", str(data))
    seats = [Seat("Zoë"), Seat("小明", "computer", "random"), Seat("مريم"), Seat("Bob", "computer", "normal")]
    for seed in range(MATCHES):
        save_finished(seed, seats)
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["cafegames.history.sync", "tests.toy.game", __name__])
    r = random.Random(19)
    kills = partial = 0
    start = time.perf_counter()
    while kills < KILLS and time.perf_counter() - start < BUDGET_S:
        proc = ctx.Process(target=recorder, args=(str(data),), daemon=True)
        proc.start()
        time.sleep(r.uniform(0.05, 0.4))
        proc.kill()
        proc.join()
        assert proc.exitcode == -9
        kills += 1
        path = db.default_path()
        if not path.exists():
            continue
        conn = db.connect(path, check=True)  # HistoryDamaged here would be a failure
        per_match = conn.execute("SELECT m.id, count(s.seat) FROM matches m LEFT JOIN seats s ON s.match_id = m.id "
                                 "GROUP BY m.id").fetchall()
        assert all(n == len(seats) for _, n in per_match), f"kill {kills}: a match recorded in part"
        partial += 0 < len(per_match) < MATCHES
        conn.close()
    print(f"\n{kills} kills in {time.perf_counter() - start:.1f} s, {partial} in the middle of a rebuild")
    assert kills >= 10 and partial >= 3, "the recorder was never killed in the middle: the test proves nothing"
    conn, reason = db.open_history(Path(db.default_path()))
    assert reason == ""
    report = sync(conn)
    assert report.total == MATCHES
