"""The fuzz worker: a process of its own that runs one check after another (`python -m tests.fuzz.worker R W`).

The harness (tests/fuzz/harness.py) sends a line of JSON per case on file descriptor R ({"kind", "case"}: a
case folder laid out) and reads the answer on W: {"outcome"} or {"error", "traceback"}, with every exception
the app only logged (a thread's guard, `log.exception`) counted as an error too. Being a process, it can be
killed when a case hangs or eats memory (its data segment is capped), and the harness starts another.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import threading
import traceback
from pathlib import Path

MEMORY_LIMIT = 3 * 2**30  # bytes of heap: a file read without a bound (/dev/zero) fails here, not in the machine


class _Caught(logging.Handler):
    """Records logged with a traceback (an exception swallowed by a guard), at WARNING or above."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info and record.exc_info[0] is not None:
            self.records.append(f"{record.name}: {record.getMessage()}\n"
                                + "".join(traceback.format_exception(*record.exc_info)))


def _limit_memory() -> None:
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_DATA, (MEMORY_LIMIT, MEMORY_LIMIT))
    except (ImportError, ValueError, OSError):
        pass


def main(read_fd: int, write_fd: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CAFEGAMES_SOUND"] = "off"
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["cafegames-fuzz"])
    from tests.fuzz.checks import CHECKS
    from tests.fuzz.fence import FENCE

    _limit_memory()
    FENCE.install()
    caught = _Caught()
    logging.getLogger().addHandler(caught)
    logging.getLogger().setLevel(logging.INFO)
    thread_errors: list[str] = []
    threading.excepthook = lambda a: thread_errors.append("".join(
        traceback.format_exception(a.exc_type, a.exc_value, a.exc_traceback)))
    incoming = os.fdopen(read_fd, "r", encoding="utf-8")
    out = os.fdopen(write_fd, "w", encoding="utf-8")
    out.write(json.dumps({"ready": True}) + "\n")
    out.flush()
    for line in incoming:
        ask = json.loads(line)
        case = Path(ask["case"])
        os.environ["CAFEGAMES_DATA_DIR"] = str(case / "data")
        os.environ["CAFEGAMES_CONFIG_DIR"] = str(case / "config")
        os.environ["XDG_CONFIG_HOME"] = str(case / "config")
        caught.records.clear()
        thread_errors.clear()
        answer: dict = {}
        FENCE.set(case)
        try:
            answer["outcome"] = CHECKS[ask["kind"]](case)
            app.processEvents()
        except BaseException as exc:  # noqa: BLE001 - every exception is the finding
            answer = {"error": f"{type(exc).__name__}: {str(exc)[:300]}", "traceback": traceback.format_exc()}
        finally:
            escapes = list(FENCE.escapes)
            FENCE.set(None)
        if escapes:
            answer = {"error": f"tried to change a file outside the data folder: {escapes[0][:300]}",
                      "traceback": "\n".join(escapes) + "\n" + answer.get("traceback", "")}
        logged = caught.records + thread_errors
        if logged and "error" not in answer:
            first = logged[0].strip().splitlines()
            answer = {"error": f"logged: {first[-1][:300] if first else ''}", "traceback": "\n".join(logged)}
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
