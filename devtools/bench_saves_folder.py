"""Benchmark rows for a big saves folder (issue 36): the start page and the Load dialog with 1,000, 5,000 and 10,000
saves, against an empty folder in the same run.

    python -m devtools.bench_saves_folder [--many 1000 5000 10000] [--json]
    python -m devtools.sim bench saves           # the same rows (1,000 only with --quick)

Each figure comes from a child process of its own (a fresh app: no summary kept from an earlier reading), on a
data folder of N copies of one unfinished 100-action UNO save, each with its own name and date:

- start page: from `show()` to the start page's first paint, then the longest the event loop went without turning
  (a 1 ms timer's longest gap) from that paint until Continue is found and 300 ms more, in wall time and in the
  process's CPU time (on a busy machine the wall time also counts the moments the process waited for a core);
- Load dialog: from its creation to its first paint ("open"), and until every file is read ("filled", with the
  longest stall meanwhile).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COUNTS = (1000, 5000, 10000)
LOAD_TARGET_MS = 300
STALL_TARGET_MS = 100
AFTER_MS = 300
GIVE_UP_S = 120


def build_folder(data: Path, n: int) -> None:
    """`n` saves in `data`/saves: one unfinished UNO game of 100 actions, under n names and dates."""
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.saves import encode_save
    from cafegames.engine.seats import Seat

    folder = data / "saves"
    folder.mkdir(parents=True)
    match = Match(registry.get("uno").game(), {}, [Seat("Ann"), Seat("Bot", "computer", "random")], 7)
    while len(match.actions) < 100 and not match.is_over():
        match.act(match.bot_action(include_humans=True))
    raw = json.loads(encode_save(match))
    start = time.time() - n * 3600
    for i in range(n):
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(start + i * 3600))
        raw["updated"] = raw["created"] = stamp
        name = time.strftime("%Y-%m-%d_%H%M%S", time.gmtime(start + i * 3600)) + "-uno.json"
        (folder / name).write_text(json.dumps(raw), encoding="utf-8")


# ---------------------------------------------------------------------------------------------- in the child
def _child(mode: str) -> dict[str, float]:
    from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    clock = QElapsedTimer()
    marks: dict[str, float] = {}

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and "paint" not in marks:
                marks["paint"] = clock.nsecsElapsed() / 1e6
            return False

    gaps = {"last": 0.0, "max": 0.0, "cpu_last": 0.0, "cpu_max": 0.0}

    def tick() -> None:  # the longest gap in wall time, and in the process's CPU time (what a quiet machine sees)
        now, cpu = clock.nsecsElapsed() / 1e6, time.process_time() * 1000
        if "paint" in marks:
            gaps["max"] = max(gaps["max"], now - gaps["last"])
            gaps["cpu_max"] = max(gaps["cpu_max"], cpu - gaps["cpu_last"])
        gaps["last"], gaps["cpu_last"] = now, cpu

    ticker = QTimer()
    ticker.setInterval(1)
    ticker.timeout.connect(tick)
    watcher = FirstPaint()
    if mode == "start":
        from cafegames.ui.main_window import MainWindow
        from cafegames.ui.settings import Settings

        window = MainWindow(Settings(Path(os.environ["CAFEGAMES_CONFIG_DIR"]) / "settings.json"))
        window.resize(1280, 800)
        window.start_page.installEventFilter(watcher)
        clock.start()
        ticker.start()
        window.show()
        done = lambda: window.start_page.looked_up  # noqa: E731
    else:
        from cafegames.ui.load_dialog import LoadDialog

        clock.start()
        ticker.start()
        dialog = LoadDialog()
        dialog.installEventFilter(watcher)
        marks["built"] = clock.nsecsElapsed() / 1e6
        dialog.show()
        done = lambda: getattr(dialog, "done_reading", True)  # noqa: E731  (read at once before issue 36)
    deadline = time.monotonic() + GIVE_UP_S
    while time.monotonic() < deadline:
        app.processEvents()
        if "paint" in marks and done() and "done" not in marks:
            marks["done"] = clock.nsecsElapsed() / 1e6
        if "done" in marks and clock.nsecsElapsed() / 1e6 > marks["done"] + AFTER_MS:
            break
        time.sleep(0.0005)
    return {"paint_ms": marks.get("paint", float("nan")), "done_ms": marks.get("done", float("nan")),
            "stall_ms": gaps["max"], "stall_cpu_ms": gaps["cpu_max"]}


# ---------------------------------------------------------------------------------------------- in the parent
def measure(n: int) -> dict[str, dict[str, float]]:
    out = {}
    with tempfile.TemporaryDirectory(prefix="bench-saves-folder-") as tmp:
        data, config = Path(tmp) / "data", Path(tmp) / "config"
        if n:
            build_folder(data, n)
        else:
            (data / "saves").mkdir(parents=True)
        config.mkdir()
        env = {**os.environ, "CAFEGAMES_DATA_DIR": str(data), "CAFEGAMES_CONFIG_DIR": str(config),
               "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_LANG": "en"}
        for mode in ("start", "load"):
            run = subprocess.run([sys.executable, "-m", "devtools.bench_saves_folder", "--child", mode], env=env,
                                 cwd=ROOT, capture_output=True, text=True, timeout=GIVE_UP_S + 60)
            line = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else "{}"
            out[mode] = json.loads(line) if run.returncode == 0 else {"error": run.stderr[-300:]}
    return out


def rows(counts: tuple[int, ...] = COUNTS) -> list:
    from devtools.sim import BenchRow

    out = []
    for n in (0, *counts):
        m = measure(n)
        what = f"{n:,} saves" if n else "empty folder (reference)"
        s, d = m["start"], m["load"]
        if "error" in s or "error" in d:
            out.append(BenchRow(f"saves folder, {what}: not measured", float("nan"), "", "",
                                (s.get("error") or d.get("error") or "")[:120]))
            continue
        out += [
            BenchRow(f"saves folder, {what}: start page first paint", s["paint_ms"], "ms", "",
                     f"Continue found {s['done_ms'] - s['paint_ms']:.0f} ms after it"),
            BenchRow(f"saves folder, {what}: start page longest stall", s["stall_ms"], "ms",
                     f"≤ {STALL_TARGET_MS} ms", f"after the first paint, until Continue is found + 300 ms; in the "
                     f"process's CPU time {s['stall_cpu_ms']:.0f} ms"
                     + (" — MISSED" if s["stall_ms"] > STALL_TARGET_MS else "")),
            BenchRow(f"saves folder, {what}: Load dialog open", d["paint_ms"], "ms", f"≤ {LOAD_TARGET_MS} ms",
                     f"created to first paint; every file read after {d['done_ms']:.0f} ms, longest stall "
                     f"{d['stall_ms']:.0f} ms (CPU {d['stall_cpu_ms']:.0f} ms)"
                     + (" — MISSED" if d["paint_ms"] > LOAD_TARGET_MS else "")),
        ]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.bench_saves_folder")
    parser.add_argument("--many", type=int, nargs="*", default=list(COUNTS), help="numbers of saves")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", choices=("start", "load"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(_child(args.child)))
        return 0
    found = rows(tuple(args.many))
    if args.json:
        print(json.dumps([r.__dict__ if hasattr(r, "__dict__") else list(r) for r in found], indent=1))
        return 0
    for r in found:
        print(f"{r.name:<60} {r.value:>9.1f} {r.unit:<3} {r.target:<10} {r.note}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
