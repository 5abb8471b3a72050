"""tr_message, language choice and translator installation."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from cafegames.engine.messages import Message
from cafegames.ui import i18n


def test_language_choice_order(monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda: "fr")
    assert i18n.resolve_language(None, "") == "fr"
    assert i18n.resolve_language(None, "en") == "en"
    assert i18n.resolve_language("en", "fr") == "en"
    assert i18n.resolve_language("FR", None) == "fr"
    assert i18n.resolve_language("de", "xx") == "fr"  # unknown values fall through to the system's


def test_system_language_follows_the_locale(monkeypatch):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_CA")))
    assert i18n.system_language() == "fr"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("de_DE")))
    assert i18n.system_language() == "en"


def test_tr_message_translates_nested_messages(qapp):
    inner = Message("Controller", "That seat is played by the computer.")
    outer = Message("CommandLine", "{file}: {problem}", {"file": "a.json", "problem": inner})
    try:
        i18n.install_language("fr")
        assert i18n.tr_message(outer) == "a.json : Cette place est jouée par l’ordinateur."
    finally:
        i18n.install_language("en")
    assert i18n.tr_message(outer) == "a.json: That seat is played by the computer."


def test_tr_message_never_raises_on_bad_placeholders(qapp, monkeypatch):
    # A translation that lost or renamed a placeholder falls back to the English sentence.
    monkeypatch.setattr(i18n, "tr_text", lambda ctx, text, *_: "Bonjour {nom}")
    assert i18n.tr_message(Message("X", "Hello {name}", {"name": "Ann"})) == "Hello Ann"
    # Even a broken source is shown rather than raising.
    assert i18n.tr_message(Message("X", "Hello {name}", {})) == "Bonjour {nom}"
    assert i18n.tr_message(Message("X", "Hello {0}", {"a": 1})) == "Hello {0}"
    assert i18n.tr_message(None) == "" and i18n.tr_message("plain") == "plain"


def test_install_language_switches_the_translators(qapp):  # without an app: see test_cli (--help)
    assert i18n.install_language("fr") is True
    try:
        assert i18n.tr_text("StartPage", "Continue") == "Continuer"
        assert i18n.current_language() == "fr"
    finally:
        i18n.install_language("en")
    assert i18n.tr_text("StartPage", "Continue") == "Continue"


def test_french_elides_de_and_que_before_any_name_that_starts_with_a_vowel(qapp):
    """ "la main de Ordinateur 8" reads wrong: "d’Ordinateur 8". Not before y ("de Yann"), h, a digit or onze."""
    i18n.install_language("fr")
    try:
        hand = Message("CanyonScene", "{name}’s hand", {"name": "Ordinateur 8"})
        assert i18n.tr_message(hand) == "Main d’Ordinateur 8"
        for name, expected in (("Émile", "Main d’Émile"), ("Yann", "Main de Yann"), ("Hugo", "Main de Hugo"),
                               ("Mamie", "Main de Mamie"), ("8", "Main de 8")):
            assert i18n.tr_message(Message("CanyonScene", "{name}’s hand", {"name": name})) == expected
        assert i18n.fill("Règles de {game}", game="UNO") == "Règles d’UNO"
        assert i18n.fill("parce que {name} joue", name="Anne") == "parce qu’Anne joue"
        assert i18n.fill("De {lo} à {hi}", lo="onze", hi="12") == "De onze à 12"
    finally:
        i18n.install_language("en")
    assert i18n.fill("Rules of {game}", game="UNO") == "Rules of UNO"


def test_every_translated_text_filled_with_a_name_goes_through_the_elision():
    """A `translate(…).format(name=…)` whose French says "de {name}" would print "de Ordinateur 8": every such
    call site uses `fill` (or a Message, which `tr_message` elides)."""
    import ast
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    french: dict[str, str] = {}
    for message in ET.parse(root / "translations" / "cafegames_fr.ts").iter("message"):
        source, translation = message.findtext("source") or "", message.find("translation")
        texts = [translation.text or ""] + [f.text or "" for f in translation.iter("numerusform")]
        french[source] = " ".join(texts)
    elidable = re.compile(r"\b([dD]e|[qQ]ue|[jJ]usque) \{\w+\}")
    offenders = []
    for path in sorted((root / "cafegames").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"
                    and isinstance(node.func.value, ast.Call)):
                continue
            literals = [a.value for a in node.func.value.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if any(elidable.search(french.get(text, "")) for text in literals):
                offenders.append(f"{path.relative_to(root)}:{node.lineno}")
    assert offenders == []
