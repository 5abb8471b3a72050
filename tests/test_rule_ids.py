"""Every rule id of the rules references (../shared/rules/*.md) has at least one test named after it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules"
RULE_ID = re.compile(r"\b([UCK](?:-[A-Z0-9]+)+)\b")
TEST_NAME = re.compile(r"^\s*def (test_\w+)", re.MULTILINE)


def rule_ids(name: str) -> set[str]:
    return set(RULE_ID.findall((RULES / name).read_text(encoding="utf-8")))


def all_test_names() -> str:
    return "\n".join(n for p in (ROOT / "tests").rglob("test_*.py")
                     for n in TEST_NAME.findall(p.read_text(encoding="utf-8")))


@pytest.mark.skipif(not RULES.is_dir(), reason="the rules references (../shared/rules) are not beside this checkout")
@pytest.mark.parametrize("reference", ["uno.md", "cafe-international.md", "canyon.md"])
def test_every_rule_id_has_a_test_named_after_it(reference):
    ids = rule_ids(reference)
    assert len(ids) > 10
    names = all_test_names()
    missing = sorted(i for i in ids if not re.search(rf"test_\w*{i.replace('-', '_')}(?![A-Z0-9])", names))
    assert missing == []
