"""The fuzz harness for every kind of file the app reads: seeded cases, a worker process, a sentinel folder.

A case is (kind, hostile class, seed, index): its draws come from `random.Random("seed/kind/class/index")`
through hypothesis' strategies (tests/fuzz/kinds.py mutates a base the app's own writers made), so the same
four values make the same files on any machine. Each case is laid out in a fresh folder (`data/`, `config/`,
`import/` and the sentinel `outside/`, tests/fuzz/plans.py), checked by the worker process (tests/fuzz/checks.py,
the code paths the app reads it with) under a timeout, and fails when:

- the check raised anything but a documented refusal with a message, or the app logged a swallowed exception;
- it did not answer within the timeout (a hang: the worker is killed and another started) or the worker died;
- anything in `outside/` or `import/`, or in the worker's working folder, was written, replaced or deleted.

A failing case is written as JSON (its files included) to the failures folder; `replay(file)` (or
`python -m devtools.fuzz --replay FILE`) runs it again. `python -m devtools.fuzz` is the long run.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any
from unittest import mock

import attrs

from tests.fuzz import kinds, plans
from tests.fuzz.plans import Plan

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_S = 20.0
SLOW_KINDS = {"history": 3.0}  # its cases replay the saves and open the statistics page: a longer timeout
WATCHED = ("outside", "import")


@attrs.frozen
class Case:
    kind: str
    cls: str
    seed: int
    index: int
    label: str
    plan: Plan = attrs.field(repr=False)


@attrs.frozen
class Result:
    case: Case
    outcome: str  # the check's word, or "" for a failure
    problem: str = ""  # why it failed
    detail: str = ""  # the traceback, or what changed
    seconds: float = 0.0
    replay_file: Path | None = None


def make_case(kind: str, cls: str, seed: int, index: int) -> Case:
    """The case drawn for these four values (the same on every run)."""
    from hypothesis import strategies as st
    from hypothesis.control import BuildContext
    from hypothesis.internal.conjecture.data import ConjectureData

    for attempt in range(5):  # a draw may run out of hypothesis' budget of choices: draw again, reproducibly
        data = ConjectureData(random=random.Random(f"{seed}/{kind}/{cls}/{index}/{attempt}"))
        try:
            with BuildContext(data, wrapped_test=lambda: None), _without_local_constants():
                draws = st.DataObject(data)
                variant = draws.draw(st.integers(0, kinds.VARIANTS - 1), label="variant")
                label, plan = kinds.mutate(kind, cls, draws, kinds.base(kind, variant))
            return Case(kind, cls, seed, index, f"variant {variant}: {label}", plan)
        except Exception as exc:  # hypothesis' StopTest/Overrun: its exceptions are internal
            if type(exc).__module__.startswith("hypothesis"):
                continue
            raise
    raise RuntimeError(f"no case could be drawn for {kind}/{cls}/{seed}/{index}")


@contextlib.contextmanager
def _without_local_constants() -> Iterator[None]:
    """Hypothesis sometimes draws a literal found in the modules imported so far (its "local constants"): a case
    would then depend on what the process had imported before. Only its fixed global constants are used here."""
    from hypothesis.internal.conjecture import providers

    providers.CONSTANTS_CACHE.cache.clear()  # (its entries hold the local constants chosen from)
    try:
        with mock.patch.object(providers, "_get_local_constants", providers.Constants):
            yield
    finally:
        providers.CONSTANTS_CACHE.cache.clear()


def cases(kind: str, n: int, seed: int, classes: Iterable[str] | None = None) -> Iterator[Case]:
    """`n` cases of `kind`, its hostile classes in turn."""
    chosen = tuple(classes or kinds.KINDS[kind].classes)
    for i in range(n):
        yield make_case(kind, chosen[i % len(chosen)], seed, i)


# ---------------------------------------------------------------- the worker


class Worker:
    """A `tests.fuzz.worker` process: `check(kind, folder, timeout)` → its answer, or a hang or a crash."""

    def __init__(self, scratch: Path, log: Path):
        self.scratch = scratch
        self.log_path = log
        self.proc: subprocess.Popen | None = None
        self.started = 0

    def _start(self) -> None:
        to_child, from_parent = os.pipe()
        to_parent, from_child = os.pipe()
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_SOUND": "off",
               "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen([sys.executable, "-m", "tests.fuzz.worker", str(to_child), str(from_child)],
                                         pass_fds=(to_child, from_child), stdin=subprocess.DEVNULL, stdout=log,
                                         stderr=log, cwd=self.scratch, env=env, start_new_session=True)
        os.close(to_child)
        os.close(from_child)
        self._out = os.fdopen(from_parent, "w", encoding="utf-8")
        self._in = to_parent
        self._buffer = b""
        self.started += 1
        ready = self._answer(120.0)
        if not ready or not ready.get("ready"):
            raise RuntimeError(f"the fuzz worker did not start (see {self.log_path})")

    def _answer(self, timeout: float) -> dict[str, Any] | None:
        deadline = time.monotonic() + timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._in], [], [], left)[0]:
                return None
            chunk = os.read(self._in, 1 << 16)
            if not chunk:
                return {"died": True}
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return json.loads(line)

    def check(self, kind: str, folder: Path, timeout: float) -> dict[str, Any]:
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        assert self.proc is not None
        try:
            self._out.write(json.dumps({"kind": kind, "case": str(folder)}) + "\n")
            self._out.flush()
        except BrokenPipeError:
            answer: dict[str, Any] | None = {"died": True}
        else:
            answer = self._answer(timeout)
        if answer is None:
            self.stop()
            return {"error": f"hang: no answer in {timeout:.0f} s", "traceback": ""}
        if answer.get("died"):
            code = self.proc.wait(10)
            self.stop()
            return {"error": f"the worker died (exit status {code})", "traceback": self._log_tail()}
        return answer

    def _log_tail(self) -> str:
        try:
            return self.log_path.read_bytes()[-3000:].decode("utf-8", "replace")
        except OSError:
            return ""

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    self.proc.kill()
            self.proc.wait(10)
            with contextlib.suppress(OSError):
                self._out.close()
            os.close(self._in)
            self.proc = None


# ---------------------------------------------------------------- running cases


class Harness:
    """Cases run one by one in `root` (a temporary folder by default); failures written to `failures`."""

    def __init__(self, root: Path | None = None, failures: Path | None = None, timeout: float = TIMEOUT_S):
        self.root = Path(tempfile.mkdtemp(prefix="cafegames-fuzz-")) if root is None else root
        self.root.mkdir(parents=True, exist_ok=True)
        self.failures = failures or self.root / "failures"
        self.timeout = timeout
        self.cwd = self.root / "cwd"
        self.cwd.mkdir(exist_ok=True)
        self.worker = Worker(self.cwd, self.root / "worker.log")
        self.counts: Counter[tuple[str, str]] = Counter()

    def close(self) -> None:
        self.worker.stop()

    def run(self, case: Case) -> Result:
        folder = Path(tempfile.mkdtemp(prefix=f"{case.kind}-", dir=self.root))
        started = time.monotonic()
        try:
            plans.lay_out(case.plan, folder)
            (folder / "import").mkdir(exist_ok=True)
            before = self._watched(folder)
            if case.kind == "app":
                problem, printed = start_app(folder, cwd=self.cwd)
                answer = {"error": problem, "traceback": printed} if problem else {"outcome": "started"}
            else:
                answer = self.worker.check(case.kind, folder, self.timeout * SLOW_KINDS.get(case.kind, 1.0))
            after = self._watched(folder)
        finally:
            _release_fifos(folder)
        seconds = time.monotonic() - started
        problem, detail = answer.get("error", ""), answer.get("traceback", "")
        if not problem and after != before:
            problem, detail = "a file outside the data folder was written or deleted", _changes(before, after)
        if not problem:
            shutil.rmtree(folder, ignore_errors=True)
            self.counts[(case.kind, "ok")] += 1
            return Result(case, answer["outcome"], seconds=seconds)
        self.counts[(case.kind, "failed")] += 1
        result = Result(case, "", problem, detail, seconds)
        result = attrs.evolve(result, replay_file=self.write_failure(result))
        shutil.rmtree(folder, ignore_errors=True)
        return result

    def _watched(self, folder: Path) -> dict[str, Any]:
        return {"top": sorted(p.name for p in folder.iterdir()),
                **{w: plans.fingerprint(folder / w) for w in WATCHED}, "cwd": plans.fingerprint(self.cwd)}

    def write_failure(self, result: Result) -> Path:
        c = result.case
        self.failures.mkdir(parents=True, exist_ok=True)
        path = self.failures / f"{c.kind}-{c.cls}-seed{c.seed}-case{c.index}.json"
        path.write_text(json.dumps({"kind": c.kind, "class": c.cls, "seed": c.seed, "index": c.index,
                                    "label": c.label, "problem": result.problem, "detail": result.detail,
                                    "plan": plans.to_json(c.plan)}, indent=1), encoding="utf-8")
        return path


def _release_fifos(folder: Path) -> None:
    """Open every FIFO of a case for writing, then close it: a reader still blocked on one (a hang) gets its end
    of file, and the folder can be removed."""
    for path in folder.rglob("*"):
        try:
            if path.is_fifo():
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass


def _changes(before: dict[str, Any], after: dict[str, Any]) -> str:
    lines = []
    for key in sorted(set(before) | set(after)):
        b, a = before.get(key), after.get(key)
        if b == a:
            continue
        if isinstance(b, dict) and isinstance(a, dict):
            for name in sorted(set(b) | set(a)):
                if b.get(name) != a.get(name):
                    lines.append(f"{key}/{name}: {b.get(name)} → {a.get(name)}")
        else:
            lines.append(f"{key}: {b} → {a}")
    return "\n".join(lines)


def load_failure(path: Path) -> Case:
    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    return Case(raw["kind"], raw["class"], raw["seed"], raw["index"], raw["label"], plans.from_json(raw["plan"]))


def describe(result: Result) -> str:
    c = result.case
    return (f"FAILED {c.kind}/{c.cls} seed={c.seed} case={c.index}: {result.problem[:300]}\n"
            f"  case: {c.label[:300]}\n  replay: python -m devtools.fuzz --replay {result.replay_file}\n"
            + "\n".join("    " + line[:240] for line in result.detail.strip().splitlines()[-12:]))


# ---------------------------------------------------------------- the whole app, started on a case's folders

APP_PROBE = r"""
import logging, os, sys, traceback
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from cafegames.ui import crash, main_window

from tests.fuzz.fence import FENCE

FENCE.install()  # nothing outside the case folder is changed (tests/fuzz/fence.py); an attempt fails the case
FENCE.set(os.environ["CAFEGAMES_FUZZ_CASE"])
main_window.TIDY_AFTER_MS = 0  # the deferred start-up (tidy, history sync, Continue) at once
logged = []

class Caught(logging.Handler):
    def emit(self, record):
        if record.exc_info and record.exc_info[0] is not None:
            logged.append(record)
            print("LOGGED:", record.getMessage(), file=sys.stderr)
            traceback.print_exception(*record.exc_info)

logging.getLogger().addHandler(Caught(logging.WARNING))

class Reporter:
    def exception(self, kind, value, tb, where=""):
        print("UNCAUGHT", where, file=sys.stderr)
        traceback.print_exception(kind, value, tb)
        sys.stderr.flush()
        os._exit(3)

def install(window):
    reporter = Reporter()
    sys.excepthook = reporter.exception
    import threading
    threading.excepthook = lambda a: reporter.exception(a.exc_type, a.exc_value, a.exc_traceback, "thread")
    return reporter

crash.install_crash_reporter = install
init = main_window.MainWindow.__init__

def prepared(window):
    from cafegames.ui import history_link
    history_link.HISTORY.flush(20)
    window.show_stats()  # the statistics page: the history, the players and their photos
    history_link.HISTORY.flush(20)
    QApplication.processEvents()
    window.quit_after_screenshot = True
    window.close()
    if FENCE.escapes:
        print("FENCED:", *FENCE.escapes, sep="\n", file=sys.stderr)
    QApplication.instance().exit(5 if FENCE.escapes else 4 if logged else 0)

def patched(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.prepared.connect(lambda: prepared(self))

main_window.MainWindow.__init__ = patched
from cafegames import app
sys.exit(app.main(sys.argv[1:]))
"""
APP_TIMEOUT_S = 90.0


def start_app(folder: Path, timeout: float = APP_TIMEOUT_S, cwd: Path | None = None) -> tuple[str, str]:
    """Start the app (`cafegames.app.main`, as the launcher does) on `folder`'s data and config folders, let its
    start-up run (settings, Continue, the history's sync) and open the statistics page: ("", "") when it went
    through, else (problem, what it printed)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_SOUND": "off",
           "CAFEGAMES_DATA_DIR": str(folder / "data"), "CAFEGAMES_CONFIG_DIR": str(folder / "config"),
           "CAFEGAMES_FUZZ_CASE": str(folder),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    proc = subprocess.Popen([sys.executable, "-c", APP_PROBE], cwd=cwd or folder, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return f"hang: the app did not start and stop in {timeout:.0f} s", out.decode("utf-8", "replace")[-4000:]
    text = out.decode("utf-8", "replace")
    if proc.returncode == 3:
        return "the app met an uncaught exception", text[-4000:]
    if proc.returncode == 5 or "FENCED:" in text:
        return "the app tried to change a file outside the data folder", text[-4000:]
    if proc.returncode == 4:
        return "the app logged an exception", text[-4000:]
    if proc.returncode != 0:
        return f"the app exited with status {proc.returncode}", text[-4000:]
    if "Traceback (most recent call last)" in text:
        return "the app printed a traceback", text[-4000:]
    return "", ""
