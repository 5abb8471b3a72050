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
