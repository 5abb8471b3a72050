"""Rooms of a size you can hold (issue 32): no module of the package over MAX_LINES lines unless its docstring
says why, on a line of its own starting with "Size:"."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cafegames"
MAX_LINES = 600


def oversized(root: Path) -> list[str]:
    """Each module over MAX_LINES lines without a "Size:" line in its docstring, with its count."""
    found = []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n")
        if lines <= MAX_LINES:
            continue
        doc = ast.get_docstring(ast.parse(text)) or ""
        if not any(line.strip().startswith("Size:") for line in doc.splitlines()):
            found.append(f"{path.relative_to(root.parent)}: {lines} lines")
    return found


def test_the_check_sees_a_long_module_and_its_reason(tmp_path):
    body = "x = 1\n" * (MAX_LINES + 1)
    (tmp_path / "long.py").write_text('"""A module."""\n' + body)
    (tmp_path / "long_with_reason.py").write_text('"""A module.\n\nSize: one table of data, read as one.\n"""\n' + body)
    (tmp_path / "short.py").write_text(body[: 6 * MAX_LINES])
    assert oversized(tmp_path) == [f"{tmp_path.name}/long.py: {MAX_LINES + 2} lines"]


def test_no_module_over_the_limit_without_a_reason_at_its_top():
    assert oversized(PACKAGE) == []
