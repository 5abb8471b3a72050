"""Every word in the family's language (issue 16): with the app in French, a problem a person meets is told in
French sentences of our own — no English from inside the program (the JSON parser's words, the action codec's,
Python's exception texts, the C library's strerror), no JSON line numbers, no option keys — and counts take
Qt's plural forms."""

from __future__ import annotations

import errno
import json
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cafegames import app
from cafegames.engine import registry, saves
from cafegames.engine.errors import GameError
from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.seats import Seat
from cafegames.ui import i18n
from tests.fuzz import mutations as mut

ROOT = Path(__file__).resolve().parents[2]
from devtools import i18n as i18n_tool  # noqa: E402


def _json_words() -> list[str]:
    """The messages of Python's JSON parser (what `exc.msg` showed people), found by feeding it bad text."""
    out = set()
    for bad in ['', '{', '{"a"', '{"a":', '{"a":1', '{"a" 1}', '[1 2]', '"abc', '"\\x"', '"\\u12"', '[1,]', '{,}',
                '{"a":1,}', '"\x01"', '1 2', 'nul', '[-]', '{1:2}']:
        try:
            json.loads(bad)
        except json.JSONDecodeError as exc:
            out.add(exc.msg.split(":")[0])
    return sorted(out)


# English from inside the program, as it leaked into French sentences before
LEAKS = [*_json_words(), "an action must be", "unknown action kind", "bad '", "expected a whole number",
         "expected text", "expected true or false", "got bool", "got str", "Extra fields", "NaN is not allowed",
         "Exceeds the limit", "invalid start byte", "invalid continuation byte", "unexpected end of data",
         "invalid UTF-8", "at byte", "at line", "column", "field", "Traceback",
         *sorted({os.strerror(code) for code in errno.errorcode})]
PYTHON_ERROR = re.compile(r"\b\w+(Error|Exception)\b")


@pytest.fixture
def french(qapp):
    i18n.install_language("fr")
    yield
    i18n.install_language("en")


def french_problem(message: Message, what: str = "", allowed: tuple[str, ...] = ()) -> str:
    """The French sentence a person reads for `message`; fails on English from the program, or no French."""
    text = i18n.tr_message(message)
    for leak in LEAKS:
        if leak not in allowed:
            assert leak.lower() not in text.lower(), f"{what}: English from the program ({leak!r}) in: {text}"
    assert not PYTHON_ERROR.search(text), f"{what}: a Python exception name in: {text}"
    assert text != message.english(), f"{what}: no French for: {text}"
    return text


# ---------------------------------------------------------------- damaged saves


WORDS = settings(max_examples=int(os.environ.get("CAFEGAMES_FUZZ_EXAMPLES", "12")), deadline=None, database=None,
                 suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("game_id", [g for g in mut.games_with_rules() if g != "toy"])  # the toy's words are not ours
@pytest.mark.parametrize("mutation", sorted(mut.MUTATIONS))
@WORDS
@given(data=st.data())
def test_every_damaged_save_is_told_in_french(tmp_path, french, game_id, mutation, data):
    base = data.draw(st.sampled_from(mut.bases(game_id)), label="base")
    label, raw = mut.MUTATIONS[mutation](data, base)
    path = tmp_path / "fuzz.json"
    path.write_bytes(raw)
    try:
        saves.load_save(path)
    except saves.SaveError as exc:
        text = french_problem(exc.message, label)
        assert not re.search(r"\b(ligne|colonne|octet) \d", text), f"{label}: a position in the file: {text}"


@pytest.mark.parametrize("content", [
    b'{"format": "cafegames-save", "version": 1, "game": "toy", "seats": x}',  # "Expecting value"
    b'{"format": "cafegames-save" "version": 1}',  # "Expecting ',' delimiter"
    b'{"format": "cafegames-save", "version": 1, "seed": NaN}',
    b'{"format": "cafegames-save", "version": 1, "seed": ' + b"9" * 5000 + b"}",
    b"\xff\xfe\x00garbage",
    b"[1, 2]",
    b"[" * 5000 + b"]" * 5000,
])
def test_unreadable_files_name_no_parser_words_nor_lines(tmp_path, french, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(saves.SaveError) as info:
        saves.load_save(path)
    french_problem(info.value.message, repr(content[:40]))


def _toy_save(tmp_path: Path, **change) -> Path:
    match = Match(registry.get("toy").game(), {}, [Seat("Ann"), Seat("Bob", "computer", "random")], 3)
    while len(match.actions) < 3:
        match.act(match.bot_action(include_humans=True))
    data = {**saves.record_of(match), **change}
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("change, words", [
    ({"actions": ["play"]}, "Le coup 1 est illisible : il n’est pas écrit comme un coup."),
    ({"actions": [{"kind": "play", "seat": True, "card": 1}]}, "Le coup 1 est illisible : un élément du coup n’a "
                                                                 "pas la bonne forme."),
    ({"actions": [{"kind": "warp"}]}, "Le coup 1 est illisible : ce n’est pas un coup de ce jeu."),
    ({"seats": "Ann"}, "Le fichier est abîmé : la liste des joueurs est illisible."),
    ({"seed": -4}, "Le fichier est abîmé : le nombre qui mélange les cartes est illisible."),
    ({"options": {"target": 1000}}, "L’option « Target » doit être comprise entre 5 et 99."),
])
def test_edited_saves_are_told_as_a_person_says_it(tmp_path, french, change, words):
    with pytest.raises(saves.SaveError) as info:
        saves.load_save(_toy_save(tmp_path, **change))
    assert i18n.tr_message(info.value.message) == words


# ---------------------------------------------------------------- the disk says no

OS_ERRORS = ["ENOSPC", "EACCES", "EPERM", "EROFS", "ENOENT", "EIO", "EDQUOT", "ENAMETOOLONG", "EISDIR", "ENOTDIR",
             "EFBIG", "ELOOP", "EBUSY", "EMFILE", "ENXIO", "ETIMEDOUT"]


def _codes() -> list[int]:
    return [getattr(errno, name) for name in OS_ERRORS if hasattr(errno, name)] + [1234]


@pytest.mark.parametrize("code", _codes())
def test_a_save_the_disk_refuses_is_told_in_french(tmp_path, french, monkeypatch, code):
    match = Match(registry.get("toy").game(), {}, [Seat("Ann"), Seat("Bob")], 3)

    def refuse(*_a, **_k):
        raise OSError(code, os.strerror(code), "/somewhere/game.json")

    monkeypatch.setattr(saves.disk.tempfile, "mkstemp", refuse)
    with pytest.raises(saves.SaveError) as info:
        saves.save_match(match, tmp_path / "game.json")
    text = french_problem(info.value.message, errno.errorcode.get(code, str(code)))
    assert text.startswith("La partie n’a pas pu être enregistrée dans ")


@pytest.mark.parametrize("code", _codes())
def test_a_file_the_disk_will_not_read_is_told_in_french(tmp_path, french, monkeypatch, code):
    path = tmp_path / "game.json"
    path.write_text("{}")

    def refuse(*_a, **_k):
        raise OSError(code, os.strerror(code))

    with monkeypatch.context() as m, pytest.raises(saves.SaveError) as info:
        m.setattr(os, "open", refuse)  # what the bounded reader (cafegames/engine/files.py) opens the file with
        saves.read_json(path)
    french_problem(info.value.message, errno.errorcode.get(code, str(code)))


def test_deleting_a_save_the_disk_keeps_is_told_in_french(tmp_path, french, monkeypatch):
    path = _toy_save(tmp_path)

    def refuse(*_a, **_k):
        raise OSError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(Path, "unlink", refuse)
    with pytest.raises(saves.SaveError) as info:
        saves.delete_save(path)
    assert french_problem(info.value.message) == ("La partie enregistrée n’a pas pu être supprimée : vous n’avez pas "
                                                  "le droit d’utiliser ce fichier ou son dossier.")


def test_deck_and_picture_files_the_disk_refuses_are_told_in_french(tmp_path, french, monkeypatch):
    from cafegames.engine import files
    from cafegames.games.uno.table import widgets_decks
    from cafegames.ui import pictures

    shared = tmp_path / "shared.unodeck"
    shared.write_bytes(b"PK\x05\x06" + b"\0" * 18)
    picture = tmp_path / "photo.png"
    picture.write_bytes(b"\x89PNG")

    def broken_disk(*_a, **_k):
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(files.os, "read", broken_disk)  # every deck and picture is read by files.read_bounded
    with pytest.raises(widgets_decks.DeckError) as deck:
        widgets_decks.import_deck(shared)
    assert str(deck.value) == ("« shared.unodeck » ne peut pas être lu : le disque n’a pas pu être lu ou écrit "
                               "(abîmé ou débranché ?).")
    with pytest.raises(pictures.PictureError) as pic:
        pictures.read_picture(picture)
    monkeypatch.undo()
    assert "le disque n’a pas pu être lu" in str(pic.value) and os.strerror(errno.EIO) not in str(pic.value)


# ---------------------------------------------------------------- options: the command line and a new game


@pytest.mark.parametrize("options, said", [
    ("target=banana", "L’option « Total visé » attend un nombre entier, pas « banana »."),
    ("target=5", "L’option « Total visé » doit être comprise entre"),
    ("stack=maybe", "L’option « Cumul » attend vrai ou faux, pas « maybe »."),
    ("stack_cross=true", "« Cumul mixte »"),
])
def test_bad_options_on_the_command_line_are_named_by_their_label(capsys, options, said):
    assert app.main(["--lang", "fr", "--new", "uno", "--options", options]) == app.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert said in err, err
    key = options.partition("=")[0]
    assert f" {key} " not in err and f"« {key} »" not in err, err
    assert not any(leak in err for leak in LEAKS), err
    i18n.install_language("en")


@pytest.mark.parametrize("values", [{"target": 20}, {"scoring": "sideways"}, {"stack": "maybe"},
                                    {"stack_cross": True}, {"teams": "partners"}, {"extreme": True, "force_play": True}])
def test_bad_options_for_a_new_game_are_told_in_french(french, values):
    info = registry.get("uno")
    with pytest.raises(GameError) as exc:
        Match(info.game(), values, [Seat("Ann"), Seat("Bob"), Seat("Cleo")], 1)
    text = french_problem(exc.value.message, repr(values))
    assert not any(f"option {key}" in text.lower() for key in values), text


def test_check_save_of_a_damaged_file_in_french(tmp_path, capsys):
    bad = _toy_save(tmp_path)
    bad.write_bytes(bad.read_bytes()[:-1] + b"#")
    assert app.main(["--lang", "fr", "--check-save", str(bad)]) == app.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    i18n.install_language("en")
    assert "Le fichier est abîmé : un passage ne se lit pas comme une partie enregistrée (vers la fin)." in err
    assert not any(leak in err for leak in LEAKS), err


# ---------------------------------------------------------------- counts are plurals


def test_a_plural_message_takes_the_form_of_its_count(french):
    text = QT_TRANSLATE_NOOP("Uno", "{name} draws %n card(s).", None, 1)
    said = [i18n.tr_message(msg("Uno", text, name="Ann", n=n)) for n in (0, 1, 2, 7)]
    assert said == ["Ann pioche 0 carte.", "Ann pioche 1 carte.", "Ann pioche 2 cartes.", "Ann pioche 7 cartes."]
    assert i18n.tr_count("UnoScene", "%n card(s)", 1) == "1 carte"
    i18n.install_language("en")
    assert [i18n.tr_message(msg("Uno", text, name="Ann", n=n)) for n in (1, 2)] == ["Ann draws 1 card.",
                                                                                    "Ann draws 2 cards."]
    assert msg("Uno", text, name="Ann", n=1).english() == "Ann draws 1 card."


def test_counts_shown_in_sentences_use_qt_plural_forms(french):
    from cafegames.engine.protocol import Event
    from cafegames.games.cafe.game import GAME as CAFE

    seats = [Seat("Ann"), Seat("Bob")]
    said = i18n.tr_message(CAFE.describe(Event("compatriots", 0, {"table": 1, "hand_size": 1}), seats))
    assert said.endswith("Main réduite à 1 carte.")
    said = i18n.tr_message(CAFE.describe(Event("to_bar", 0, {"guest": 0, "number": 1, "value": 1}), seats))
    assert said.endswith("(+1 point).")
    said = i18n.tr_message(CAFE.describe(Event("to_bar", 0, {"guest": 0, "number": 8, "value": -6}), seats))
    assert said.endswith("(−6 points).")


# Counts before a noun that stay without plural forms, each for a reason
NOT_COUNTED = {
    ("GameCard", "{lo} to {hi} players"),  # a range: always several
    ("Match", "{game} is played by {lo} to {hi} players, not {n}."),
    ("Seats", "The name “{name}” is longer than {n} characters."),  # n is the fixed limit, 24
    ("Canyon", "The river file {name}: the shortest routes from the start spaces are {routes} moves; the best must "
               "be {best} and none above {worst}."),  # for whoever draws a river file: always several
    ("Uno", "Finished after {hands} hands · {totals}"),  # older saves' line, read back only
    ("Canyon", "Round {round} · leading canoe {cells} cells from the landing"),  # older saves' line, read back only
}
COUNTED = re.compile(r"\{(\w+)\}(?: \w+)? (cards|points|pts|guests|players|seats|actions|moves|hands|cells|tricks|times"
                     r"|rounds|jokers|characters)\b")
ONE = re.compile(r"(?<![\w{])1 (card|point|pt|guest|player|seat|action|move|hand|cell|trick|time|round)\b")


def _marked_plurals() -> set[tuple[str, str]]:
    """(context, text) of every literal with %n marked in the code (QT_TRANSLATE_NOOP or translate calls)."""
    import ast

    out = set()
    for path in (ROOT / "cafegames").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and len(node.args) >= 2 and all(
                    isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]) \
                    and "%n" in node.args[1].value:
                out.add((node.args[0].value, node.args[1].value))
    return out


def test_every_count_a_person_reads_is_a_plural_entry():
    """No sentence puts a number before a noun with a plain placeholder ("{n} cards", "1 point" spelled out), and
    every %n text of the code reaches the .ts as a plural entry (lupdate's Python parser needs the literal 1 of
    QT_TRANSLATE_NOOP(ctx, text, None, 1), and silently drops a translate() whose count is an expression)."""
    wrong, plural_entries = [], set()
    for ctx in ET.parse(i18n_tool.ts_path("en")).getroot().iter("context"):
        name = ctx.findtext("name")
        for m in ctx.iter("message"):
            src = m.findtext("source") or ""
            found = COUNTED.search(src)
            counted = (found and found.group(1) not in ("name", "names", "other", "game")) or ONE.search(src)
            if counted and (name, src) not in NOT_COUNTED:
                wrong.append(f"{name}: {src}")
            if m.get("numerus") == "yes":
                plural_entries.add((name, src))
            elif "%n" in src:
                wrong.append(f"{name}: {src} (not a plural entry)")
    marked = _marked_plurals()
    assert len(marked) > 40
    wrong += [f"{c}: {t} (not extracted as a plural)" for c, t in sorted(marked - plural_entries)]
    assert wrong == []


# Words that are the same in both languages
SAME_IN_FRENCH = {"Cuba", "France", "USA", "Joker", "BAR", "OPTIONS", "UNO", "Café International", "Canyon", "Expert",
                  "Photo", "Score", "Total", "Volume", "Points", "Tables", "Bar", "Orange", "Indigo",
                  "Olive", "Pause", "Date", "Tab", "Panda", "Lion",
                  "x???", "Rapido"}  # two UNO cards of the Extreme and Rapido boxes, the same name in French
SAME_IN_FRENCH |= {"Boomerang", "+4?", "+4? → {colour}"}  # the Deluxe box's cards, the same names in French
SAME_IN_FRENCH |= {"Doubles", "Olympique", "UNO Olympique"}  # UNO Olympique's name and its doubles (U-O-DOUBLE)
SAME_IN_FRENCH |= {"Table {table}", "Place"}  # the tournament's tables and the standings' place (U-P-TOURNAMENT)


def test_every_french_entry_differs_from_its_english_source_where_it_should():
    same = []
    for ctx in ET.parse(i18n_tool.ts_path("fr")).getroot().iter("context"):
        for m in ctx.iter("message"):
            src = m.findtext("source") or ""
            tr = m.find("translation")
            forms = [f.text for f in tr.findall("numerusform")] or [tr.text]
            if any(f == src for f in forms) and src not in SAME_IN_FRENCH:
                same.append(f"{ctx.findtext('name')}: {src}")
    assert same == []
