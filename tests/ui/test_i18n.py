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
    monkeypatch.setattr(i18n, "tr_text", lambda ctx, text: "Bonjour {nom}")
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


def test_the_reason_a_save_is_refused_is_all_in_french(qapp, tmp_path):
    """Found by the monkey test (saves it damaged, listed in French): the reason inside the sentence came from
    the action codec or Python's JSON parser in English ("L’action 1 est illisible : an action must be an
    object, not list.")."""
    import json

    import pytest

    from cafegames.engine import saves
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from tests.toy.game import GAME

    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob")], 4)
    match.act(match.bot_action(include_humans=True))
    good = json.loads(saves.encode_save(match))
    french = {
        "not an object": ([["nonsense", 999]], "L’action 1 est illisible : ce n’est pas un objet avec un « kind »."),
        "unknown kind": ([{"kind": "warp"}], "L’action 1 est illisible : « warp » n’est pas une sorte d’action de "
                                             "ce jeu."),
        "missing field": ([{"kind": "play", "seat": 1}], "L’action 1 est illisible : il manque à l’action "
                                                         "« play » son champ « card »."),
        "wrong field": ([{"kind": "play", "seat": "x", "card": 2}], "L’action 1 est illisible : l’action « play » "
                                                                    "a un champ « seat » d’un mauvais type."),
        "extra field": ([{"kind": "play", "seat": 1, "card": 2, "zz": 3}], "L’action 1 est illisible : l’action "
                                                                           "« play » a un champ en trop, « zz »."),
    }
    cases = [(json.dumps({**good, "actions": actions}).encode(), text) for actions, text in french.values()]
    cases += [(b'{"format": "cafegames-save", "version": 1,, }',
               "Le fichier est abîmé : ce n’est pas du JSON valide (ligne 1, colonne 43)."),
              (b'{"format": "cafegames-save", "version": 1, "seed": NaN}',
               "Le fichier est abîmé : il contient NaN, qui n’est pas un nombre.")]
    i18n.install_language("fr")
    try:
        for n, (content, text) in enumerate(cases):
            path = tmp_path / f"{n}.json"
            path.write_bytes(content)
            with pytest.raises(saves.SaveError) as refused:
                saves.load_save(path)
            assert i18n.tr_message(refused.value.message) == text
    finally:
        i18n.install_language("en")
