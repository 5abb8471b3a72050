"""Translation files: current with the sources, French complete, placeholders kept, .qm built from the .ts."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
from devtools import i18n  # noqa: E402

PLACEHOLDER = re.compile(r"\{(\w*)\}")


def messages(lang: str):
    for ctx in ET.parse(i18n.ts_path(lang)).getroot().iter("context"):
        for m in ctx.iter("message"):
            yield ctx.findtext("name"), m


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_every_entry_is_translated_and_keeps_its_placeholders(lang):
    count = 0
    for ctx, m in messages(lang):
        tr = m.find("translation")
        src = m.findtext("source")
        texts = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
        assert tr.get("type") is None, f"{lang}: unfinished: {ctx}: {src}"
        for text in texts:
            assert text.strip(), f"{lang}: empty: {ctx}: {src}"
            assert sorted(PLACEHOLDER.findall(text)) == sorted(PLACEHOLDER.findall(src)), f"{ctx}: {src} → {text}"
        count += 1
    assert count > 50


def test_ts_files_are_current_with_the_sources(tmp_path):
    """lupdate over today's sources finds nothing that the French file lacks."""
    ts = tmp_path / "check_fr.ts"
    shutil.copy(i18n.ts_path("fr"), ts)
    subprocess.run([i18n.tool("pyside6-lupdate"), *i18n.sources(), "-no-obsolete", "-locations", "none",
                    "-source-language", "en", "-target-language", "fr", "-ts", str(ts)],
                   cwd=ROOT, check=True, capture_output=True)
    unfinished = [(c.findtext("name"), m.findtext("source")) for c in ET.parse(ts).getroot().iter("context")
                  for m in c.iter("message") if m.find("translation").get("type") == "unfinished"]
    assert unfinished == [], "run: python devtools/i18n.py update, then translate (python devtools/i18n.py todo)"


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_qm_files_are_built_from_the_current_ts(tmp_path, lang):
    qm = tmp_path / f"{lang}.qm"
    subprocess.run([i18n.tool("pyside6-lrelease"), "-silent", str(i18n.ts_path(lang)), "-qm", str(qm)], check=True)
    assert qm.read_bytes() == (i18n.TS_DIR / f"cafegames_{lang}.qm").read_bytes(), "run: python devtools/i18n.py release"


# Words a family would read wrong, and what we say instead (issue 37): "rediffusion" is television.
FRENCH_WORDS_NOT_SAID = {"rediffusion": "revoir la partie"}


def test_french_says_what_the_family_says():
    said = [(ctx, m.findtext("source"), word)
            for ctx, m in messages("fr")
            for word in FRENCH_WORDS_NOT_SAID
            if word in " ".join(t.text or "" for t in m.iter() if t.tag in ("translation", "numerusform")).lower()]
    assert said == []
