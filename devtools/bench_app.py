"""Benchmark rows for the app shell (`python -m devtools.sim bench app`): start-up time and peak memory.

Both figures compare `cafegames --screenshot` (start page shown, grabbed to PNG, quit) with a bare PySide6
program doing the same (a QMainWindow shown, grabbed to PNG, quit), in child processes of the same run on the
offscreen platform, each with a fresh data and config folder. Time is the child's whole wall time (interpreter
start to exit), median of several runs; memory is the child's peak resident set size (ru_maxrss from wait4).
Each child is started by a small launcher (`LAUNCH`) that forks and execs it and reports its rusage: a child
spawned straight from this process would inherit this process's own peak (vfork and exec keep the larger
ru_maxrss), and the bench process holds every other benchmark's memory by then.
The package's bytecode is compiled first, as an installation does (the bare program's PySide6 and standard
library are compiled too): with PYTHONDONTWRITEBYTECODE set, every child would otherwise compile our modules
from source, a cost no installed app pays. No Qt import here: the sim stays Qt-free (the bare program is `devtools/bench_bare_window.py`).
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from devtools.sim import BenchRow

BARE = Path(__file__).parent / "bench_bare_window.py"  # run as a script: it imports nothing of ours


LAUNCH = """
import os, sys, time
report = os.environ.pop("CAFEGAMES_BENCH_RUSAGE")
forked_at = time.time()
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
with open(report, "w") as f:
    f.write(f"{forked_at!r} {usage.ru_maxrss} {usage.ru_utime + usage.ru_stime!r}")
sys.exit(os.waitstatus_to_exitcode(status))
"""


def _run(args: list[str], folder: Path) -> tuple[float, int, float, float]:
    """Of one child: seconds to the first shown and painted window, peak RSS in KiB, whole run in seconds,
    CPU seconds (user + system; steadier than wall time on a busy machine)."""
    probe, report = folder / "shown-at", folder / "rusage"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(folder / "data"),
           "XDG_CONFIG_HOME": str(folder / "config"), "CAFEGAMES_STARTUP_PROBE": str(probe),
           "CAFEGAMES_BENCH_RUSAGE": str(report)}
    start = time.perf_counter()
    child = subprocess.run([sys.executable, "-S", "-c", LAUNCH, *args], env=env, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    if child.returncode != 0:
        err = child.stderr.decode(errors="replace")
        raise RuntimeError(f"{args[:3]} exited with {child.returncode}: {err[-400:]}")
    forked_at, maxrss, cpu = report.read_text().split()
    return float(probe.read_text()) - float(forked_at), int(maxrss), seconds, float(cpu)


def _compile_package() -> None:
    import compileall

    import cafegames

    with contextlib.suppress(OSError):  # a read-only installation is compiled already
        compileall.compile_dir(str(Path(cafegames.__file__).parent), quiet=2)


def measure(runs: int) -> dict[str, list[tuple[float, int, float, float]]]:
    _compile_package()
    out: dict[str, list[tuple[float, int, float, float]]] = {"app": [], "bare": []}
    with tempfile.TemporaryDirectory(prefix="cafegames-bench-") as tmp:
        for i in range(runs):  # interleaved, so machine load affects both alike
            folder = Path(tmp) / str(i)
            shot = folder / "s.png"
            folder.mkdir()
            out["bare"].append(_run([sys.executable, str(BARE), str(shot)], folder))
            out["app"].append(_run([sys.executable, "-m", "cafegames", "--lang", "en", "--screenshot", str(shot),
                                    "--size", "1280x800"], folder))
    return out


def rows(quick: bool) -> list[BenchRow]:
    data = measure(3 if quick else 15)
    def median(kind: str, i: int) -> float:
        return statistics.median(run[i] for run in data[kind])

    app_s, bare_s = median("app", 0), median("bare", 0)
    app_kb, bare_kb = median("app", 1), median("bare", 1)
    n = len(data["app"])
    return [
        BenchRow("app: start-up to the first window, cafegames", round(app_s * 1000), "ms", "",
                 f"median of {n}; start page shown and painted"),
        BenchRow("app: start-up to the first window, bare PySide6", round(bare_s * 1000), "ms", "", f"median of {n}"),
        BenchRow("app: start-up ratio", round(app_s / bare_s, 2), "×", "≤ 1.3"),
        BenchRow("app: whole --screenshot run (PNG written, quit)", round(median("app", 2) * 1000), "ms", "",
                 f"bare: {round(median('bare', 2) * 1000)} ms"),
        BenchRow("app: whole --screenshot run, ratio to bare", round(median("app", 2) / median("bare", 2), 2), "×",
                 "≤ 1.3", "the whole process, interpreter start to exit"),
        BenchRow("app: CPU time of the whole run, ratio to bare", round(median("app", 3) / median("bare", 3), 2), "×",
                 "", f"{round(median('app', 3) * 1000)} ms vs {round(median('bare', 3) * 1000)} ms"),
        BenchRow("app: peak memory, cafegames", round(app_kb / 1024, 1), "MiB", "", "ru_maxrss of the child"),
        BenchRow("app: peak memory, bare PySide6 window", round(bare_kb / 1024, 1), "MiB"),
        BenchRow("app: peak memory ratio", round(app_kb / bare_kb, 2), "×", "≤ 1.25"),
    ]


def instructions() -> dict[str, int]:
    """Instructions executed by each child's whole run under `valgrind --tool=callgrind` (the app, the bare
    window): unlike times, the count is the same whatever else the machine is doing (within 0.1 % run to run),
    so a change of a few percent shows on a shared machine. About a minute; needs valgrind."""
    import re
    import shutil

    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt install valgrind)")
    _compile_package()
    out = {}
    with tempfile.TemporaryDirectory(prefix="cafegames-bench-") as tmp:
        for kind in ("bare", "app"):
            folder = Path(tmp) / kind
            folder.mkdir()
            shot = folder / "s.png"
            args = ([sys.executable, str(BARE), str(shot)] if kind == "bare" else
                    [sys.executable, "-m", "cafegames", "--lang", "en", "--screenshot", str(shot), "--size", "1280x800"])
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(folder / "data"),
                   "XDG_CONFIG_HOME": str(folder / "config"), "CAFEGAMES_STARTUP_PROBE": str(folder / "shown-at")}
            run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder / 'cg.out'}", *args],
                                 env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            found = re.search(r"Collected : (\d+)", run.stderr)
            if run.returncode != 0 or found is None:
                raise RuntimeError(f"{kind} under callgrind exited with {run.returncode}: {run.stderr[-400:]}")
            out[kind] = int(found.group(1))
    return out


if __name__ == "__main__":  # python -m devtools.bench_app --callgrind
    if sys.argv[1:] != ["--callgrind"]:
        raise SystemExit("usage: python -m devtools.bench_app --callgrind   (the rows: python -m devtools.sim bench app)")
    counts = instructions()
    print(f"instructions, whole --screenshot run: cafegames {counts['app']:,}, bare PySide6 window {counts['bare']:,}, "
          f"ratio {counts['app'] / counts['bare']:.3f}×")
