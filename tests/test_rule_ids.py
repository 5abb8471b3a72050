"""The rule ids (U-…, C-…, K-…) live on the game's own rules pages, resources/rules/<game>.<lang>.html, as small
grey tags (<span class="rule-id">U-DRAW2</span>) a family can quote: both languages of a page carry the same ids,
and every id has at least one test named after it (test_…U_DRAW2…). The steering folder's rules references
(../shared/rules/*.md, beside the checkout only on the team's machine) are checked against the pages when present."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = ROOT / "resources" / "rules"
REFERENCES = ROOT.parent / "shared" / "rules"
RULE_ID = re.compile(r"\b([UCK](?:-[A-Z0-9]+)+)\b")
TAG = re.compile(r'<span class="rule-id">([^<]*)</span>')
TEST_NAME = re.compile(r"^\s*def (test_\w+)", re.MULTILINE)
GAMES = {"uno": ("U", "uno.md"), "cafe": ("C", "cafe-international.md"), "canyon": ("K", "canyon.md")}
LANGS = ("en", "fr")


def page(game: str, lang: str) -> str:
    return (PAGES / f"{game}.{lang}.html").read_text(encoding="utf-8")


def page_ids(game: str, lang: str) -> set[str]:
    return set(RULE_ID.findall(page(game, lang)))


def all_test_names() -> str:
    return "\n".join(n for p in (ROOT / "tests").rglob("test_*.py")
                     for n in TEST_NAME.findall(p.read_text(encoding="utf-8")))


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_on_the_rules_pages_has_a_test_named_after_it(game):
    ids = page_ids(game, "en") | page_ids(game, "fr")
    assert len(ids) > 10
    assert all(i.startswith(GAMES[game][0] + "-") for i in ids), sorted(ids)
    names = all_test_names()
    missing = sorted(i for i in ids if not re.search(rf"test_\w*{i.replace('-', '_')}(?![A-Z0-9])", names))
    assert missing == []


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_of_a_rules_page_carry_the_same_rule_ids(game):
    en, fr = page_ids(game, "en"), page_ids(game, "fr")
    assert sorted(en - fr) == [] and sorted(fr - en) == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_on_a_page_is_shown_as_a_rule_id_tag(game, lang):
    """An id is quoted in its tag, and a tag holds exactly one id: nothing id-like hides in the prose."""
    text = page(game, lang)
    tags = TAG.findall(text)
    assert all(RULE_ID.fullmatch(t) for t in tags), tags
    assert set(RULE_ID.findall(text)) == set(tags)
    assert ".rule-id" in text  # the page styles its tags (small and grey)


@pytest.mark.skipif(not REFERENCES.is_dir(), reason="the rules references (../shared/rules) are not beside this checkout")
@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_of_the_references_is_on_the_rules_pages(game):
    ids = set(RULE_ID.findall((REFERENCES / GAMES[game][1]).read_text(encoding="utf-8")))
    assert len(ids) > 10
    for lang in LANGS:
        assert sorted(ids - page_ids(game, lang)) == [], lang
