"""The README's Quick start is exactly two lines, and CI runs both verbatim."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def quick_start_lines() -> list[str]:
    text = (ROOT / "README.md").read_text()
    block = text.split("## Quick start", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    return [line for line in block.strip().splitlines() if line.strip()]


def test_quick_start_is_two_lines_and_ci_runs_both():
    lines = quick_start_lines()
    assert len(lines) == 2
    assert lines[0].endswith("cafegames") and "pip install . " in lines[0] and "pytest" in lines[1]
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert lines[0] in ci and lines[1] in ci


def test_ci_runs_the_quick_and_the_long_runs_together_as_the_readme_says():
    """The README says how CI runs the second line (with the long runs, issue 32's one run): .ci/run does that."""
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    assert "PYTEST_ADDOPTS=\"-m 'not installer'\"" in readme
    assert "export PYTEST_ADDOPTS=\"$PYTEST_ADDOPTS -m 'not installer'\"" in ci
    assert ".venv/bin/python -m pytest -m installer" in readme and ".venv/bin/python -m pytest -m installer" in ci
    line = quick_start_lines()[1]
    assert ci.index("-m 'not installer'") < ci.index(line) < ci.index("-m installer")
