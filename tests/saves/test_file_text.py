"""Text read from a save is data: never a format template, never HTML, cleaned like names, bounded in size.

A 3.6 KB save whose progress line was the format field `{hand:>400000000}` once made the start page build a
400-million-character string at every start (15 GB, the app frozen or killed)."""

from __future__ import annotations

import json

import pytest

from cafegames.engine import registry, saves
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat, check_name, clean_text
from cafegames.ui.i18n import tr_message
from tests.toy.game import GAME

HUGE = "{hand:>400000000}"
BIDI = "\u202eevil\u202c"


def toy_file(tmp_path, **change):
    match = Match(GAME, {}, [Seat("Ann"), Seat("Bob", "computer", "random")], 5)
    for _ in range(3):
        match.act(match.bot_action(include_humans=True))
    path = tmp_path / "saves" / "hostile.json"
    saves.save_match(match, path)
    data = json.loads(path.read_text())
    data.update(change)
    path.write_text(json.dumps(data, ensure_ascii=False))
    return path


@pytest.mark.parametrize("progress", [
    {"context": "Toy", "text": HUGE, "params": {"hand": 1}},
    {"context": "Toy", "text": "Total {total:>400000000}", "params": {"total": 1}},
    {"context": "Uno", "text": "Hand {hand} · scores {totals}", "params": {"hand": 1, "totals": "0"}},  # not Toy's
    {"context": "Toy", "text": "Total {total}", "params": {"total": 1, "extra": "{x:>999999999}"}},
    {"context": "Toy", "text": "Total {total}", "params": {"total": [1] * 1000}},
    {"context": "Toy", "text": "Total {total}", "params": {"total": 10**400}},
    {"context": "Toy", "text": "Total {total}", "params": {"total": True}},
    "Total {total}",
])
def test_a_progress_line_that_is_not_one_of_the_games_sentences_is_dropped(tmp_path, progress):
    record = saves.read_save(toy_file(tmp_path, progress=progress))
    assert record.progress is None


def test_a_progress_line_uses_our_sentence_with_the_files_values_as_plain_text(tmp_path):
    record = saves.read_save(toy_file(tmp_path, progress={"context": "Toy", "text": "Total {total}",
                                                          "params": {"total": HUGE + "x" * 500}}))
    line = tr_message(record.progress)
    assert line.startswith("Total {hand:>400000000}") and len(line) < 100


def test_every_progress_line_a_game_writes_is_one_it_reads_back():
    """`progress_texts` lists every sentence `progress` returns (else the load list would lose the line)."""
    for game_id in ("uno", "cafe", "canyon"):
        game = registry.get(game_id).game()
        seats = [Seat(f"P{i}", "computer", "random") for i in range(max(registry.get(game_id).min_players, 2))]
        for seed in range(3):
            match = Match(game, {}, seats, seed)
            seen = set()
            for _ in range(400):
                seen.add((match.game.progress(match.state).context, match.game.progress(match.state).text))
                if match.is_over():
                    break
                match.act(match.bot_action(include_humans=True))
            assert seen <= set(game.progress_texts), (game_id, seen - set(game.progress_texts))


def test_titles_are_cleaned_like_names(tmp_path):
    record = saves.read_save(toy_file(tmp_path, title=f"Sunday\n{BIDI}\x00 with\u200b grandma " + "z" * 1000))
    assert "\u202e" not in record.title and "\x00" not in record.title and "\n" not in record.title
    assert record.title.startswith("Sunday evil with grandma") and len(record.title) <= saves.TITLE_LIMIT


def test_names_refuse_bidirectional_overrides_but_keep_the_joiners_scripts_need():
    with pytest.raises(Exception, match="control"):
        check_name("Ann" + BIDI)
    assert check_name("می\u200cخواهم") == "می\u200cخواهم"  # Persian needs the zero-width non-joiner
    assert clean_text("a\u2066b\u2069\tc", 10) == "a b c"


def test_a_save_with_a_byte_order_mark_loads(tmp_path):
    path = toy_file(tmp_path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    _, record = saves.load_save(path)
    assert len(record.actions) == 3


def test_the_start_page_and_the_load_list_show_a_hostile_file_as_plain_short_text(qtbot, settings, monkeypatch,
                                                                                   tmp_path):
    from PySide6.QtCore import Qt

    from cafegames.ui.main_window import MainWindow
    from tests.ui.helpers import load_dialog

    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    title = "<img src=/dev/zero>" + HUGE
    path = toy_file(folder.parent, title=title, progress={"context": "Toy", "text": HUGE, "params": {"hand": 1}})
    assert path.parent == folder
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    qtbot.waitUntil(lambda: page.looked_up)
    info = page.continue_info
    assert info.textFormat() == Qt.TextFormat.PlainText
    assert "<img src=/dev/zero>{hand:>400000000}" in info.text() and len(info.text()) < 300
    dialog = load_dialog(qtbot, window)
    row = dialog.row_texts(0)
    assert "<img src=/dev/zero>" in row[1] and len(row[3]) < 100
    assert dialog.details.textFormat() == Qt.TextFormat.PlainText
    tip = dialog.model.index(0, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;img" in tip or "<img" not in tip
    window.quit_after_screenshot = True
