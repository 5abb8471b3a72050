"""Regenerate, inspect and fill the translation files; build the .qm files the app loads.

    python devtools/i18n.py update          # lupdate over every source → translations/*.ts, then build the .qm
    python devtools/i18n.py todo [CONTEXT]  # French entries still to translate, as JSON {context: {source: ""}}
    python devtools/i18n.py set FILE.json   # write French translations {context: {source: text}}, then build the .qm
                                         # (a "%n" entry takes a list: [one, more], French's two plural forms;
                                         # an entry with a disambiguation is keyed "[woman] source")
    python devtools/i18n.py release         # only build translations/*.qm from the .ts (and qt_extra_fr.ts)
    python devtools/i18n.py absorb OTHER.ts # French texts of OTHER.ts for our entries still to translate (a merge)

Sources are every .py under cafegames/. English is the source language: cafegames_en.ts is filled with the
source texts, so both files are complete. Commands take a lock (translations/.lock), so several people or
helpers working in one checkout do not overwrite each other's entries.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TS_DIR = ROOT / "translations"
LANGS = ("fr", "en")


def ts_path(lang: str) -> Path:
    return TS_DIR / f"cafegames_{lang}.ts"


def tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    found = str(exe) if exe.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment")
    return found


@contextlib.contextmanager
def locked() -> Iterator[None]:
    TS_DIR.mkdir(exist_ok=True)
    with open(TS_DIR / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "cafegames").rglob("*.py"))


def update() -> None:
    with locked():
        files = sources()
        for lang in LANGS:
            subprocess.run([tool("pyside6-lupdate"), *files, "-no-obsolete", "-locations", "none",
                            "-source-language", "en", "-target-language", lang, "-ts", str(ts_path(lang))],
                           cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        fill_english()
        release_unlocked()


def fill_english() -> None:
    tree = ET.parse(ts_path("en"))
    for message in tree.iter("message"):
        tr = message.find("translation")
        src = message.findtext("source") or ""
        if message.get("numerus") == "yes":  # "%n card(s)" → "%n card", "%n cards"
            forms = tr.findall("numerusform")
            for form, text in zip(forms, english_plurals(src, len(forms)), strict=True):
                form.text = text
        else:
            tr.text = src
        tr.attrib.pop("type", None)
    write(tree, ts_path("en"))


def english_plurals(source: str, count: int) -> list[str]:
    """English's two forms of a "%n …(s)" source text: "(s)" dropped for one, written "s" for more."""
    one, more = source.replace("(s)", ""), source.replace("(s)", "s")
    return [one, more][:count] + [more] * max(0, count - 2)


def write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, "    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def key_of(message: ET.Element) -> str:
    """How todo/set/absorb name an entry: its source, "[comment] source" when it has a disambiguation (one
    English sentence with two French ones, e.g. "[woman] …this guest…")."""
    src = message.findtext("source") or ""
    comment = message.findtext("comment")
    return f"[{comment}] {src}" if comment else src


def todo(context: str | None) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for ctx in ET.parse(ts_path("fr")).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        if context and name != context:
            continue
        for message in ctx.iter("message"):
            tr = message.find("translation")
            if tr.get("type") == "unfinished" or not (tr.text or "").strip() and not tr.findall("numerusform"):
                forms = tr.findall("numerusform")  # a %n entry: one text per plural form (French: 1, then more)
                out.setdefault(name, {})[key_of(message)] = [""] * len(forms) if forms else ""
    return out


def set_translations(mapping: dict[str, dict[str, str]]) -> list[str]:
    """Apply French texts; returns the (context, source) pairs that were not found in the .ts."""
    with locked():
        tree = ET.parse(ts_path("fr"))
        missing = {(c, s) for c, texts in mapping.items() for s in texts}
        for ctx in tree.getroot().iter("context"):
            name = ctx.findtext("name") or ""
            texts = mapping.get(name, {})
            for message in ctx.iter("message"):
                src = key_of(message)
                if src in texts and texts[src]:
                    tr = message.find("translation")
                    forms = tr.findall("numerusform")
                    if forms:  # plural forms: a list, one text per form
                        values = texts[src] if isinstance(texts[src], list) else [texts[src]] * len(forms)
                        if len(values) != len(forms) or not all(values):
                            continue
                        for form, value in zip(forms, values, strict=True):
                            form.text = value
                    else:
                        tr.text = texts[src]
                    tr.attrib.pop("type", None)
                    missing.discard((name, src))
        write(tree, ts_path("fr"))
        release_unlocked()
        return sorted(f"{c}: {s}" for c, s in missing)


def _unfinished(tr: ET.Element | None) -> bool:
    if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
        return True
    forms = tr.findall("numerusform")
    return not any((f.text or "").strip() for f in forms) if forms else not (tr.text or "").strip()


def absorb(other: Path) -> int:
    """After a merge: our entries still to translate take their French (plural forms included) from `other`,
    the other branch's cafegames_fr.ts. Returns how many were filled."""
    theirs: dict[tuple[str, str], ET.Element] = {}
    for ctx in ET.parse(other).getroot().iter("context"):
        for message in ctx.iter("message"):
            tr = message.find("translation")
            if not _unfinished(tr):
                theirs[(ctx.findtext("name") or "", key_of(message))] = tr
    filled = 0
    with locked():
        tree = ET.parse(ts_path("fr"))
        for ctx in tree.getroot().iter("context"):
            for message in ctx.iter("message"):
                tr = message.find("translation")
                found = theirs.get((ctx.findtext("name") or "", key_of(message)))
                if found is not None and _unfinished(tr):
                    message.remove(tr)
                    message.append(found)
                    filled += 1
        write(tree, ts_path("fr"))
        release_unlocked()
    return filled


def qt_extra_files() -> list[Path]:
    """Our supplements to Qt's own catalogues (translations/qt_extra_LANG.ts: texts of Qt's dialogs that
    qtbase_LANG.qm lacks), written by hand in Qt's contexts; lupdate never touches them."""
    return sorted(TS_DIR.glob("qt_extra_*.ts"))


def release_unlocked() -> None:
    for lang in LANGS:
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts_path(lang)), "-qm",
                        str(TS_DIR / f"cafegames_{lang}.qm")], check=True)
    for ts in qt_extra_files():
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "todo", "set", "release", "absorb"):
        print(__doc__)
        return 2
    if argv[0] == "update":
        update()
        left = sum(len(v) for v in todo(None).values())
        print(f"updated {', '.join(str(ts_path(lang).name) for lang in LANGS)}; {left} French entries to translate")
    elif argv[0] == "todo":
        print(json.dumps(todo(argv[1] if len(argv) > 1 else None), ensure_ascii=False, indent=1))
    elif argv[0] == "set":
        missing = set_translations(json.loads(Path(argv[1]).read_text(encoding="utf-8")))
        for m in missing:
            print(f"not in the .ts (run update first?): {m}")
        print(f"{sum(len(v) for v in todo(None).values())} French entries left to translate")
    elif argv[0] == "absorb":
        filled = absorb(Path(argv[1]))
        print(f"{filled} entries filled; {sum(len(v) for v in todo(None).values())} French entries left to translate")
    else:
        with locked():
            release_unlocked()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
