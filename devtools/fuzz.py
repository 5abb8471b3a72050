"""The long fuzz run over every kind of file the app reads (tests/fuzz/harness.py), from the checkout:

    python -m devtools.fuzz --cases 20000 --seed 1            # 20,000 cases shared among the kinds
    python -m devtools.fuzz --cases 300 --kinds history,save  # some kinds only
    python -m devtools.fuzz --replay /tmp/…/failures/avatars-paths-seed1-case7.json

Prints, per kind, the cases run, the failures and the time, and each failure with its seed and the file that
replays it. Exit status 1 when a case failed. It imports the harness from tests/ (a developer's tool: run it
from the checkout, with the test extras installed).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path


def _qt() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CAFEGAMES_SOUND"] = "off"
    from PySide6.QtWidgets import QApplication

    global _APP
    _APP = QApplication.instance() or QApplication(["cafegames-fuzz"])


_APP = None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m devtools.fuzz", description=__doc__.split("\n\n")[0])
    p.add_argument("--cases", type=int, default=700, help="cases in all, shared among the kinds")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--kinds", default="", help="comma-separated kinds (default: every kind)")
    p.add_argument("--classes", default="", help="comma-separated hostile classes (default: each kind's own)")
    p.add_argument("--timeout", type=float, default=20.0, help="seconds a case may take")
    p.add_argument("--root", type=Path, help="folder for the cases and failures (default: a new temporary one)")
    p.add_argument("--replay", type=Path, help="run the case written in this file again")
    args = p.parse_args(argv)
    _qt()
    from tests.fuzz import harness, kinds

    h = harness.Harness(args.root, timeout=args.timeout)
    try:
        if args.replay:
            result = h.run(harness.load_failure(args.replay))
            print(f"{result.case.kind}/{result.case.cls}: {result.case.label}")
            print(harness.describe(result) if result.problem else f"passed: {result.outcome}")
            return 1 if result.problem else 0
        chosen = [k for k in (args.kinds.split(",") if args.kinds else kinds.KINDS) if k]
        per_kind = max(1, args.cases // len(chosen))
        print(f"fuzz: {per_kind} cases per kind, seed {args.seed}, kinds {', '.join(chosen)}, "
              f"timeout {args.timeout:.0f} s, in {h.root}", flush=True)
        seconds: dict[str, float] = defaultdict(float)
        outcomes: dict[str, Counter[str]] = defaultdict(Counter)
        failed: list[harness.Result] = []
        started = time.monotonic()
        for kind in chosen:
            t0 = time.monotonic()
            classes = [c for c in args.classes.split(",") if c] or None
            for index in range(per_kind):
                cls = (classes or kinds.KINDS[kind].classes)[index % len(classes or kinds.KINDS[kind].classes)]
                try:
                    case = harness.make_case(kind, cls, args.seed, index)
                except Exception as exc:  # a fault of the harness, not of the app: said, counted, and the run goes on
                    outcomes[kind]["GENERATION ERROR"] += 1
                    print(f"GENERATION ERROR {kind}/{cls} seed={args.seed} case={index}: {type(exc).__name__}: "
                          f"{str(exc)[:200]}", flush=True)
                    continue
                result = h.run(case)
                if result.problem:
                    failed.append(result)
                    outcomes[kind][f"FAILED {case.cls}"] += 1
                    print(harness.describe(result), flush=True)
                else:
                    outcomes[kind][result.outcome.split(":")[0]] += 1
            seconds[kind] = time.monotonic() - t0
            n = sum(outcomes[kind].values())
            print(f"{kind:9} {n:6} cases {sum(v for k, v in outcomes[kind].items() if k.startswith('FAILED')):5} "
                  f"failed {seconds[kind]:8.1f} s  ({', '.join(f'{k}: {v}' for k, v in outcomes[kind].most_common())})",
                  flush=True)
        total = time.monotonic() - started
        print(f"total     {sum(sum(c.values()) for c in outcomes.values()):6} cases {len(failed):5} failed "
              f"{total:8.1f} s; worker started {h.worker.started} time(s); failures in {h.failures}")
        return 1 if failed else 0
    finally:
        h.close()


if __name__ == "__main__":
    sys.exit(main())
