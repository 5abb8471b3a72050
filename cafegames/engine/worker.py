"""A separate process for the hard bots' searches in the app.

The bots already think in a worker thread, but a search written in Python holds the GIL, and the GUI thread needs
it for every paint of the table: measured (`python -m devtools.sim bench thinking`), a search in a thread left
gaps of 150–220 ms between two paints of the UNO table whatever the switch interval. In a process of its own the
search shares only the CPU. So with `Thinking(apart=True)` (the app) a hard bot sends its search — a plain
function of the view and numbers, never the state — to `SEARCH`, one child process started on first use and
kept; the bot's own memory stays in the app. Tests, the ladder and the soak search in their own process.

The child is `python -m cafegames.engine.worker` (not multiprocessing's spawn, which would import the app's
main module again), talking pickles over its stdin and stdout: only this process writes what it reads, and it
imports only the engine and the game modules the functions live in. If it cannot be started or dies, the call
runs here instead.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any, BinaryIO

MAX_FAILURES = 3


def serve(inp: BinaryIO, out: BinaryIO) -> None:
    """The child's loop: (function, args) in, ("ok", result) or ("error", text) out, until None or EOF."""
    while True:
        try:
            job = pickle.load(inp)
        except EOFError:
            return
        if job is None:
            return
        fn, args = job
        try:
            reply: tuple[str, Any] = ("ok", fn(*args))
        except Exception as exc:  # reported to the caller, which runs the search itself
            reply = ("error", f"{type(exc).__name__}: {exc}")
        pickle.dump(reply, out, pickle.HIGHEST_PROTOCOL)
        out.flush()


class SearchProcess:
    """One child process running search functions one at a time (callers wait their turn)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: subprocess.Popen[bytes] | None = None
        self.failures = 0

    def start(self) -> bool:
        """Start the child if it is not running (returns at once; it imports while the caller goes on)."""
        with self._lock:
            return self._start()

    def _start(self) -> bool:
        if self._proc is not None and self._proc.poll() is None:
            return True
        if self.failures >= MAX_FAILURES or not sys.executable:
            return False
        env = dict(os.environ)
        env.pop("QT_QPA_PLATFORM", None)
        try:
            self._proc = subprocess.Popen([sys.executable, "-m", "cafegames.engine.worker"], stdin=subprocess.PIPE,
                                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        except OSError:  # no process possible here: search in the thread
            self.failures += 1
            return False
        return True

    def call(self, fn: Callable[..., Any], *args: Any) -> Any:
        """`fn(*args)` in the child (both picklable: `fn` a module-level function); here when the child fails."""
        with self._lock:
            if self._start():
                proc = self._proc
                assert proc is not None and proc.stdin is not None and proc.stdout is not None
                try:
                    pickle.dump((fn, args), proc.stdin, pickle.HIGHEST_PROTOCOL)
                    proc.stdin.flush()
                    status, value = pickle.load(proc.stdout)
                    if status == "ok":
                        return value
                except (EOFError, OSError, pickle.PickleError):
                    self._stop()
                self.failures += 1
        return fn(*args)

    def _stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        with contextlib.suppress(OSError, ValueError):
            assert proc.stdin is not None
            pickle.dump(None, proc.stdin)
            proc.stdin.close()
        try:
            proc.wait(timeout=1)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    def stop(self) -> None:
        with self._lock:
            self._stop()


SEARCH = SearchProcess()
atexit.register(SEARCH.stop)


def run(apart: bool, fn: Callable[..., Any], *args: Any) -> Any:
    """`fn(*args)`, in the search process when `apart`."""
    return SEARCH.call(fn, *args) if apart else fn(*args)


if __name__ == "__main__":
    _out = sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing but replies on the pipe
    serve(sys.stdin.buffer, _out)
