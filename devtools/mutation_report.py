"""The survivors of a mutmut run, kept in git (docs/mutation.md). No Qt.

    python -m devtools.mutation_report                     # scores per module; writes docs/mutation-survivors.csv
    python -m devtools.mutation_report --add-reason PATTERN CODE "why"   # explain survivors (shell pattern)
    python -m devtools.mutation_report --killed-by PATTERN TEST…        # which survivors do these tests kill?
    python -m devtools.mutation_report --dir .mutmut/*/mutants             # the runs of devtools.mutmut_module

mutmut's `mutants/` folder is a work folder (git-ignored, rebuilt by every fresh run), so what a run found would
be lost with it: this reads its records (`mutants/**/*.py.meta`), lists every mutant not killed with the kind of
change it makes, and keeps one reason per explained survivor in `docs/mutation-reasons.csv`, which outlives the
runs. Codes: E equivalent, A tool artefact, T timeout the tests stop, V wording/log/event payload/data,
N not tested yet (a real gap), K killed by a test added since the run.
"""

from __future__ import annotations

import argparse
import ast
import csv
import difflib
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MUTANTS = ROOT / "mutants"
SURVIVORS = ROOT / "docs" / "mutation-survivors.csv"
REASONS = ROOT / "docs" / "mutation-reasons.csv"
CODES = {"E": "equivalent", "A": "tool artefact", "T": "timeout the tests stop", "V": "wording, log, payload or data",
         "N": "not tested yet", "K": "killed by a later test"}

# mutmut 3's exit codes (mutmut/stats.py); anything else is "suspicious".
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped", 36: "timeout",
          37: "caught by type check", 24: "timeout", -24: "timeout", 152: "timeout", 255: "timeout",
          -11: "segfault", -9: "segfault", 2: "interrupted", None: "not checked"}
COMPARE = {"<", "<=", ">", ">=", "==", "!=", "in", "not", "is"}
ARITH = {"+", "-", "*", "/", "//", "%", "<<", ">>", "&", "|", "^", "~", "**"}
AUGMENT = {"+=", "-=", "*=", "/=", "//=", "%=", "|=", "&=", "^=", "<<=", ">>=", "="}


def status_of(code: int | None) -> str:
    return STATUS.get(code, "suspicious")


def split_name(mutant: str) -> tuple[str, str]:
    """`pkg.mod.xǁClassǁmeth__mutmut_5` → (`pkg.mod`, `Class.meth`); `pkg.mod.x_fn__mutmut_5` → (`pkg.mod`, `fn`)."""
    head = mutant.rsplit("__mutmut_", 1)[0]
    module, _, mangled = head.rpartition(".x")
    if mangled.startswith("ǁ"):
        return module, mangled.strip("ǁ").replace("ǁ", ".")
    return module, mangled.removeprefix("_")


def read_records(root: Path = MUTANTS) -> dict[str, tuple[Path, str]]:
    """Every mutant of the last runs: name → (its mutated file, status)."""
    out: dict[str, tuple[Path, str]] = {}
    for meta in sorted(root.rglob("*.py.meta")):
        data = json.loads(meta.read_text(encoding="utf-8"))
        source = meta.with_suffix("")
        for name, code in data.get("exit_code_by_key", {}).items():
            out[name] = (source, status_of(code))
    return out


class Sources:
    """The functions of mutated files by name (parsed once per file)."""

    def __init__(self) -> None:
        self._files: dict[Path, tuple[list[str], dict[str, ast.FunctionDef | ast.AsyncFunctionDef]]] = {}

    def function(self, path: Path, name: str) -> str:
        if path not in self._files:
            text = path.read_text(encoding="utf-8")
            nodes = {n.name: n for n in ast.walk(ast.parse(text))
                     if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}
            self._files[path] = (text.splitlines(), nodes)
        lines, nodes = self._files[path]
        node = nodes.get(name)
        if node is None:
            return ""
        body = lines[node.lineno - 1:node.end_lineno]
        return "\n".join(body[1:])  # without the def line, whose name differs

    def diff(self, path: Path, mutant: str) -> tuple[list[str], list[str]]:
        """The lines the mutant removes and adds."""
        local = mutant.rpartition(".")[2]
        orig = self.function(path, local.rsplit("__mutmut_", 1)[0] + "__mutmut_orig").splitlines()
        new = self.function(path, local).splitlines()
        removed: list[str] = []
        added: list[str] = []
        for line in difflib.unified_diff(orig, new, lineterm="", n=0):
            if line.startswith(("---", "+++", "@@")):
                continue
            (removed if line.startswith("-") else added).append(line[1:].strip())
        return removed, added


TOKEN = re.compile(r"""[rbfu]*("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?)|\d[\w.]*|\w+|//=?|<<=?|>>=?|\*\*|[<>=!+\-*/%&|^]=|\S""",
                   re.IGNORECASE)


def _tokens(text: str) -> list[str]:
    """Python-like tokens of a few lines, which need not be a whole statement."""
    return [m.group(0) for m in TOKEN.finditer(text)]


def kind_of(removed: list[str], added: list[str]) -> str:
    """What the mutant changes, from the tokens that differ."""
    old, new = _tokens("\n".join(removed)), _tokens("\n".join(added))
    gone: list[str] = []
    came: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        if op != "equal":
            gone += old[i1:i2]
            came += new[j1:j2]
    words = set(gone + came)
    if any(w[-1:] in "\"'" for w in words):
        return "message" if any("QT_TRANSLATE_NOOP" in line or "msg(" in line for line in removed) else "string"
    if not came and gone:
        return "argument dropped"
    if words & AUGMENT and all(s in AUGMENT for s in words):
        return "assignment"
    if words & {"and", "or"}:
        return "boolean operator"
    if words & {"True", "False"}:
        return "boolean constant"
    if words & {"break", "continue", "return"}:
        return "control flow"
    if "None" in words:
        return "None"
    if words & COMPARE:
        return "comparison"
    if any(w[0].isdigit() for w in words):
        return "number"
    if words & ARITH:
        return "arithmetic"
    return "other"


def read_reasons(path: Path = REASONS) -> dict[str, tuple[str, str]]:
    if not path.exists():
        return {}
    with path.open(encoding="utf-8", newline="") as f:
        return {r["mutant"]: (r["code"], r["reason"]) for r in csv.DictReader(f)}


def write_reasons(reasons: dict[str, tuple[str, str]], path: Path = REASONS) -> None:
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["mutant", "code", "reason"])
        for name in sorted(reasons):
            w.writerow([name, *reasons[name]])


def read_survivors(path: Path = SURVIVORS) -> dict[str, dict[str, str]]:
    if not path.exists():
        return {}
    with path.open(encoding="utf-8", newline="") as f:
        return {r["mutant"]: r for r in csv.DictReader(f)}


def report(records: dict[str, tuple[Path, str]], out: Path = SURVIVORS) -> list[str]:
    """Write the survivors' CSV (merged with earlier runs' rows for mutants not in `records`), return the table."""
    reasons = read_reasons()
    # A fresh `mutants/` lists every mutant of every configured module, those not run yet as "not checked":
    # their rows from earlier runs stay.
    earlier = read_survivors(out)
    rows = {k: v for k, v in earlier.items() if records.get(k, (None, "not checked"))[1] == "not checked"}
    # mutmut lists every mutant of a file it mutated: a row of that module it does not list names a mutant
    # that no longer exists (its function was removed or moved), and its reason goes with it.
    covered = {split_name(name)[0] for name in records}
    gone = [k for k, v in rows.items() if v["module"] in covered and k not in records]
    for k in gone:
        del rows[k]
    sources = Sources()
    stale: list[str] = []
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for name, (path, status) in records.items():
        module, function = split_name(name)
        counts[module][status] += 1
        if status in ("killed", "not checked", "caught by type check"):
            continue
        removed, added = sources.diff(path, name)
        rows[name] = {"module": module, "function": function, "mutant": name, "status": status,
                      "kind": kind_of(removed, added),
                      "change": (" / ".join(removed) + " → " + " / ".join(added))[:200]}
        if name in earlier and earlier[name]["change"] != rows[name]["change"] and name in reasons:
            del reasons[name]  # the file changed since: the same number is another mutant now
            stale.append(name)
    for k in gone:
        reasons.pop(k, None)
    if stale or gone:
        write_reasons(reasons)
    if stale:
        print(f"{len(stale)} reasons dropped: their mutant changes something else now", file=sys.stderr)
    if gone:
        print(f"{len(gone)} rows dropped: their mutant no longer exists", file=sys.stderr)
    with out.open("w", encoding="utf-8", newline="") as f:
        fields = ["module", "function", "mutant", "status", "kind", "reason", "change"]
        w = csv.DictWriter(f, fieldnames=fields, lineterminator="\n")
        w.writeheader()
        for name in sorted(rows):
            w.writerow({**rows[name], "reason": reasons.get(name, ("", ""))[0]})
    table = ["| module | mutants | run | killed | survived | no tests | timeout | not run | explained | left | score "
             "| + new tests (K) | + K, E, A |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for module in sorted(counts):
        c = counts[module]
        # this run's survivors only (rows kept from earlier runs of mutants not run now are not counted)
        left = [n for n, r in rows.items() if r["module"] == module
                and records.get(n, (None, "not checked"))[1] not in ("not checked", "killed")]
        explained = Counter(reasons[n][0] for n in left if n in reasons)
        # the scores count the survivors and timeouts a reason explains ("no tests" mutants are not in `tried`)
        scored = Counter(reasons[n][0] for n in left if n in reasons and rows[n]["status"] != "no tests")
        run = sum(c.values()) - c["not checked"]
        if not run:
            continue
        tried = c["killed"] + c["survived"] + c["timeout"]
        score = c["killed"] / tried if tried else 0.0
        after = (c["killed"] + scored["K"]) / tried if tried else 0.0
        better = (c["killed"] + scored["E"] + scored["A"] + scored["K"]) / tried if tried else 0.0
        short = module.removeprefix("cafegames.games.")
        table.append(f"| {short} | {sum(c.values())} | {run} | {c['killed']} | {c['survived']} | {c['no tests']} | "
                     f"{c['timeout']} | {c['not checked']} | {sum(explained.values())} | "
                     f"{len(left) - sum(explained.values())} | {score:.0%} | {after:.0%} | {better:.0%} |")
    return table


def add_reason(pattern: str, code: str, why: str) -> int:
    """Explain every listed survivor whose name matches `pattern` (a name or a shell pattern)."""
    if code not in CODES:
        raise SystemExit(f"unknown code {code!r}: one of {', '.join(CODES)}")
    reasons = read_reasons()
    names = [n for n in read_survivors() if fnmatch.fnmatchcase(n, pattern)]
    for name in names:
        reasons[name] = (code, why)
    write_reasons(reasons)
    return len(names)


# Runs in mutmut's tree: imports the tests (and so the code) once, then forks a pytest run per mutant, as mutmut
# does (a fresh Python per mutant costs seconds on a busy machine). Prints "RESULT name exit-code".
_DRIVER = r"""
import json, os, signal, sys, time
import pytest
job = json.loads(sys.argv[1])
args = ["-q", "-x", "-p", "no:cacheprovider", "-n0", *job["tests"]]

def run(name):
    pid = os.fork()
    if pid == 0:
        os.environ.pop("MUTANT_UNDER_TEST", None)
        if name != "-":
            os.environ["MUTANT_UNDER_TEST"] = name
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os._exit(int(pytest.main(args)))
    deadline = time.monotonic() + job["timeout"]
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return str(os.waitstatus_to_exitcode(status))
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return "timeout"
        time.sleep(0.02)

saved = os.dup(1)
null = os.open(os.devnull, os.O_WRONLY)
os.dup2(null, 1)
pytest.main(["--collect-only", *args])
os.dup2(saved, 1)
for name in ["-", *job["names"]]:
    code = run(name)
    print("RESULT", name, code, flush=True)
    if name == "-" and code != "0":
        break
"""


def killed_by(pattern: str, tests: list[str], timeout: float = 60.0, unexplained: bool = False) -> dict[str, bool]:
    """Run `tests` in mutmut's copy of the tree (`cafegames` there is the mutated one, the current `tests/` is
    copied in) once as they are, then with each listed survivor matching `pattern` switched on: which they kill.
    A killed mutant gets the reason K (killed by a later test). With `unexplained`, only the survivors that have
    no reason yet are tried. The tries are forked from one process that has imported the tests, as mutmut's own
    workers are (a fresh Python per try costs seconds on a busy machine); what the import caches is shared the same
    way."""
    names = [n for n in read_survivors() if fnmatch.fnmatchcase(n, pattern)] or [pattern]
    if unexplained:
        known = read_reasons()
        names = [n for n in names if n not in known]
    shutil.copytree(ROOT / "tests", MUTANTS / "tests", dirs_exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("MUTANT_UNDER_TEST", None)
    job = json.dumps({"tests": tests, "names": names, "timeout": timeout})
    out: dict[str, bool] = {}
    with subprocess.Popen([sys.executable, "-c", _DRIVER, job], cwd=MUTANTS, env=env, stdout=subprocess.PIPE,
                          text=True) as driver:
        assert driver.stdout is not None
        for line in driver.stdout:
            if not line.startswith("RESULT "):
                continue
            _, name, code = line.split()
            if name == "-":
                if code != "0":
                    raise SystemExit("the tests fail without the mutants")
                continue
            out[name] = code not in ("0", "5", "timeout")  # a looping mutant: mutmut's "timeout", not killed
            print(f"{name}: {'killed' if out[name] else 'survives'}", flush=True)
    reasons = read_reasons()  # read late: another check may have written meanwhile
    reasons.update({n: ("K", "killed by " + " ".join(t.rpartition("/")[2] for t in tests)) for n in out if out[n]})
    write_reasons(reasons)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--add-reason", nargs=3, metavar=("PATTERN", "CODE", "WHY"))
    ap.add_argument("--killed-by", nargs="+", metavar="PATTERN TEST")
    ap.add_argument("--unexplained", action="store_true", help="with --killed-by: only survivors with no reason")
    ap.add_argument("--dir", type=Path, nargs="+", default=None,
                    help="mutmut's work folder to read (default: mutants/; devtools.mutmut_module's are "
                         ".mutmut/<module>/mutants/)")
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="with --killed-by: seconds a run may take before the mutant counts as looping (not killed)")
    args = ap.parse_args(argv)
    if args.dir is not None:
        global MUTANTS
        MUTANTS = args.dir[0].resolve()
    if args.add_reason:
        print(f"{add_reason(*args.add_reason)} survivors explained")
        return 0
    if args.killed_by:
        if len(args.killed_by) < 2:
            ap.error("--killed-by PATTERN TEST [TEST …]")
        dead = killed_by(args.killed_by[0], args.killed_by[1:], timeout=args.timeout, unexplained=args.unexplained)
        print(f"{sum(dead.values())} of {len(dead)} killed")
        return 0 if all(dead.values()) else 1
    records: dict[str, tuple[Path, str]] = {}
    for folder in args.dir or [MUTANTS]:
        records.update(read_records(folder.resolve()))
    print("\n".join(report(records)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
