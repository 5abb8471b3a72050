"""The statistics page (cafegames/ui/stats_page.py): the figures of each person from the history, a player with
no games, 10,000 matches, names in every script, both languages, real clicks; the match's score line and the way
to its replay; `cafegames --stats`."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import time

import pytest
from PySide6.QtCore import Qt

from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.players import Players
from cafegames.engine.saves import save_match, saves_dir
from cafegames.engine.seats import Seat
from cafegames.history import db
from cafegames.history.sync import sync
from cafegames.ui import i18n
from tests.ui.helpers import main_window

NAMES = ["مريم", "שָׂרָה", "小明", "देवनागरी", "Zoë 🦊", "Maman"]
# The page shows finished matches with a hard seat; how well it played is not looked at: its search on a tenth of
# its samples (a whole UNO match of the hard level as shipped takes about 13 s of CPU).
QUICK = Thinking(0.1)


@pytest.fixture
def window(qtbot, settings):
    settings.overrides["animation_speed"] = "off"
    yield from main_window(qtbot, settings)


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


def finished_saves(players: Players, seats_names: list[str], n: int, game_id: str = "cafe") -> None:
    from cafegames.engine import registry

    game = registry.get(game_id).game()
    for seed in range(n):
        seats = players.attach([Seat(seats_names[0]), *(Seat(x) for x in seats_names[1:-1]),
                                Seat("Robot", "computer", "easy" if seed % 2 else "hard")])
        match = Match(game, {}, seats, 40 + seed)
        match.thinking = QUICK
        while not match.is_over():
            match.act(match.bot_action(include_humans=True))
        save_match(match, saves_dir() / f"{game_id}-{seed}.json")


def people_names(page) -> list[str]:
    return [page.people_list.item(i).text() for i in range(page.people_list.count())]


def click_person(qtbot, page, name: str) -> None:
    item = next(page.people_list.item(i) for i in range(page.people_list.count())
                if page.people_list.item(i).text() == name)
    rect = page.people_list.visualItemRect(item)
    qtbot.mouseClick(page.people_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def cell(table, row: int, col: int) -> str:
    item = table.item(row, col)
    return item.text() if item is not None else ""


def test_figures_of_each_person_from_the_history(window, qtbot, lang):
    players = Players()
    ann = players.add("Ann")
    finished_saves(players, ["Ann", "Bob", "-"], 4)
    conn, reason = db.open_history()
    sync(conn, players=players, reason=reason)
    window.show_stats()
    page = window.stats_page
    names = people_names(page)
    assert names[0] == "Ann" and "Bob" in names
    assert any(n.endswith(("Easy", "Facile")) for n in names) and any(n.endswith(("Hard", "Difficile")) for n in names)
    figures = page.current.figures
    assert page.who == f"player:{ann.id}" and figures[-1].played == 4
    assert cell(page.figures, 0, 1) == "4" and cell(page.figures, 0, 0) == ("Café International")
    won = figures[-1].won
    assert cell(page.figures, 0, 2) == str(won)
    assert cell(page.figures, 0, 3) == (f"{round(won * 25)}%" if lang == "en" else f"{round(won * 25)} %")
    assert page.levels.rowCount() == 2 and {cell(page.levels, r, 1) for r in range(2)} == {"2"}
    assert page.matches.topLevelItemCount() == 4
    click_person(qtbot, page, "Bob")
    assert page.who == "name:bob" and page.current.total.played == 4
    # the latest match's score line, from its save; then its replay
    assert page.score_chart.series is not None and page.score_chart.names[:2] == ["Ann", "Bob"]
    second = page.matches.topLevelItem(1)
    rect = page.matches.visualItemRect(second)
    qtbot.mouseClick(page.matches.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    chosen = page.selected_match()
    assert chosen.id == second.data(0, Qt.ItemDataRole.UserRole + 1)
    qtbot.mouseClick(page.watch_button, Qt.MouseButton.LeftButton)
    assert window.current_page() is window.replay_page
    assert window.replay_page.replay.length == chosen.actions
    qtbot.mouseClick(window.replay_page.close_button, Qt.MouseButton.LeftButton)
    assert window.current_page() is page  # back where it was opened from


def test_a_player_with_no_games(window, qtbot, lang):
    Players().add("Léa")
    window.show_stats()
    page = window.stats_page
    assert people_names(page) == ["Léa"]
    assert page.current.total.played == 0 and page.period == "all"
    assert page.summary.text() == ("No finished game so far." if lang == "en" else
                                   "Aucune partie terminée pour l’instant.")
    assert cell(page.figures, 0, 1) == "0" and cell(page.figures, 0, 3) == "—"
    assert page.matches.topLevelItemCount() == 0 and not page.watch_button.isEnabled()
    assert page.wins.lines == [] and page.score_chart.series is None
    qtbot.mouseClick(page.month_button, Qt.MouseButton.LeftButton)
    assert page.period == "month" and page.current.total.played == 0
    assert page.summary.text() == ("No finished game this month." if lang == "en" else
                                   "Aucune partie terminée ce mois-ci.")
    page.grab()  # every part paints with nothing in it


def test_an_empty_history(window, qtbot):
    window.show_stats()
    page = window.stats_page
    assert people_names(page) == [] and page.who is None
    assert page.name.text() == "Nobody has finished a game yet"
    page.grab()


def test_this_month_and_all_time(window, qtbot):
    players = Players()
    ann = players.add("Ann")
    finished_saves(players, ["Ann", "Bob", "-"], 3)
    conn, reason = db.open_history()
    sync(conn, players=players, reason=reason)
    conn.execute("UPDATE matches SET ended = '2020-05-01T10:00:00+00:00' WHERE id = 1")
    window.show_stats()
    page = window.stats_page
    assert page.who == f"player:{ann.id}" and page.current.total.played == 3
    qtbot.mouseClick(page.month_button, Qt.MouseButton.LeftButton)
    assert page.current.total.played == 2 and page.matches.topLevelItemCount() == 2
    qtbot.mouseClick(page.all_button, Qt.MouseButton.LeftButton)
    assert page.current.total.played == 3 and page.matches.topLevelItemCount() == 3


def test_a_renamed_player_keeps_their_statistics_on_the_page(window, qtbot):
    players = Players()
    ann = players.add("Ann")
    finished_saves(players, ["Ann", "Bob", "-"], 2)
    window.show_stats()
    qtbot.waitUntil(lambda: window.stats_page.current is not None and window.stats_page.current.total.played == 2,
                    timeout=10000)  # the history synced from the saves in the background
    players.rename(ann.id, "Annie")
    window.show_stats()
    page = window.stats_page
    assert people_names(page)[0] == "Annie" and page.name.text() == "Annie"
    assert page.current.total.played == 2


def test_names_in_every_script(window, qtbot):
    players = Players()
    for name in NAMES:
        players.add(name)
    finished_saves(players, NAMES[:3] + ["-"], 2)
    finished_saves(players, [NAMES[3], NAMES[4], NAMES[5], "-"], 2, game_id="uno")
    conn, reason = db.open_history()
    sync(conn, players=players, reason=reason)
    window.show_stats()
    page = window.stats_page
    page.set_period("all")
    assert people_names(page)[:6] == NAMES
    for name in NAMES:
        click_person(qtbot, page, name)
        assert page.name.text() == name and page.current.total.played == 2
        assert page.score_chart.series is not None and name in page.score_chart.names
        page.grab()


def generated_history(n: int, players: list[str]) -> None:
    """`n` finished matches written straight into the history (no saves: the page reads only the database)."""
    from devtools.bench_replay import generate_history

    generate_history(n, players)


def test_ten_thousand_matches(qtbot, lang):
    """The page on its own (the main window would sync the history with the saves folder, which holds none of
    these generated matches, and forget them all)."""
    from cafegames.ui.stats_page import StatsPage

    store = Players()
    family = [store.add(n) for n in ["Maman", "Papa", "Mamie", "Léa", "Tom"]]
    generated_history(10_000, [f"player:{p.id}" for p in family])
    page = StatsPage()
    qtbot.addWidget(page)
    page.resize(1280, 760)
    page.show()
    page.period = "all"
    start, cpu = time.perf_counter(), time.process_time()
    page.refresh()
    page.repaint()
    shown, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"\nstatistics page with 10,000 matches ({lang}): shown in {shown * 1000:.0f} ms ({cpu * 1000:.0f} ms CPU)")
    conn = db.connect(db.default_path())
    assert page.current.total.played == conn.execute("SELECT count(*) FROM seats WHERE who = ?",
                                                     (page.who,)).fetchone()[0] > 5000
    assert page.matches.topLevelItemCount() == 100 and len(page.wins.lines) == 3
    times = []
    for p in family[1:]:
        t, c = time.perf_counter(), time.process_time()
        click_person(qtbot, page, p.name)
        page.repaint()
        times.append((time.perf_counter() - t, time.process_time() - c))
        assert page.name.text() == p.name
    print("another person: " + ", ".join(f"{w * 1000:.0f} ms ({c * 1000:.0f} CPU)" for w, c in times))


def test_command_line_stats_screenshot(tmp_path):
    import os
    import subprocess
    import sys

    players = Players()
    players.add("Ann")
    finished_saves(players, ["Ann", "Bob", "-"], 2)
    shot = tmp_path / "stats.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-m", "cafegames", "--lang", "fr", "--stats", "--size", "1280x800",
                          "--screenshot", str(shot)], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000
    conn = db.connect(db.default_path())
    assert conn.execute("SELECT count(*) FROM matches").fetchone()[0] == 2  # --stats synced the history first
    assert json.loads((saves_dir() / "cafe-0.json").read_text())["finished"] is True


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_the_score_chart_for_an_end_screen(qtbot, game_id):
    """What the end screen of a match will show: the same chart as the statistics, as a scene item or a pixmap."""
    from PySide6.QtCore import QRectF, QSize
    from PySide6.QtGui import QImage, QPainter

    from cafegames.engine import registry
    from cafegames.ui.charts import ScoreChartItem, score_chart_pixmap

    game = registry.get(game_id).game()
    match = Match(game, {}, [Seat(NAMES[0]), Seat("Bob", "computer", "easy"), Seat("Zoë", "computer", "hard")], 8)
    match.thinking = QUICK
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    item = ScoreChartItem.for_match(match, QRectF(0, 0, 700, 320), "Scores")
    assert item.series.points[-1] == tuple(game.result(match.state).scores)
    image = QImage(700, 320, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    assert image.pixelColor(350, 160).alpha() == 255  # the chart's card is painted
    pm = score_chart_pixmap(item.series, item.names, item.colours, QSize(400, 200), dpr=2)
    assert (pm.width(), pm.height()) == (800, 400)


# ---------------------------------------------------------------- issue 36: what the history holds is not trusted


def toy_history(matches: list[list[Seat]]) -> None:
    """Finished toy matches recorded straight into the history of the data folder (no saves: for the page alone)."""
    from cafegames.engine import saves
    from cafegames.history.entry import entry_of_match
    from tests.history.helpers import finished_toy

    conn, _ = db.open_history()
    for i, seats in enumerate(matches):
        day = f"2026-03-{1 + i % 28:02d}T10:{i % 60:02d}:00+00:00"
        db.record(conn, entry_of_match(finished_toy(i, seats), saves.saves_dir() / f"toy-{i}.json", day, day))
    conn.close()


def page_alone(qtbot):
    from cafegames.ui.stats_page import StatsPage

    page = StatsPage()
    qtbot.addWidget(page)
    page.resize(1280, 760)
    page.show()
    page.refresh()
    return page


def test_any_number_of_names_typed_for_one_game_gets_a_colour(qtbot):
    """Before: past 240 typed names (121 games with two new names each) the page ended in StopIteration (a fixed
    list of 240 colours ran out), and `cafegames --stats` with it. Now colours are made for any number: the
    palette first, then as many more as needed; each person's picture is drawn as it scrolls into view."""
    toy_history([[Seat(f"Guest {2 * i}"), Seat(f"Guest {2 * i + 1}")] for i in range(121)])
    page = page_alone(qtbot)
    from cafegames.ui import charts
    from cafegames.ui.stats_page import PICTURE_ROLE

    names = people_names(page)
    assert len(names) == 242 and page.current.total.played == 1
    assert len({charts.spare_colour(k).name() for k in range(2000)}) == 2000  # none the same as another
    listed = page.people_list
    assert not listed.item(0).icon().isNull() and listed.item(241).data(PICTURE_ROLE) is not None
    listed.scrollToBottom()
    assert not listed.item(241).icon().isNull()
    page.grab()


def test_rows_of_the_history_that_make_no_sense_are_left_out_and_counted(qtbot, lang):
    """Before: a seat whose match was deleted by hand ended the page in a TypeError; a 50-million-character name
    took minutes and gigabytes; a save's name edited into a path led the replay out of the saves folder. Now rows
    that make no sense are left out and counted on the page, names are cut to the length a save allows, and a
    match's save is only ever looked for in the saves folder."""
    from cafegames.engine.seats import MAX_NAME

    toy_history([[Seat("Ann"), Seat("Bot", "computer", "random")] for _ in range(3)])
    other = sqlite3.connect(db.default_path(), isolation_level=None)  # foreign keys off, as in any other tool
    seat = "INSERT INTO seats (match_id, seat, who, name, kind, level, score, place, winner) VALUES "
    other.execute(seat + "(999, 0, 'name:ghost', 'Ghost', 'human', 'normal', 1, 1, 1)")  # its match deleted
    other.execute(seat + "(1, 7, 'name:blob', X'00ff', 'human', 'normal', 1, 1, 1)")  # a name that is no text
    other.execute(seat + "(2, 7, 'name:words', 'Words', 'human', 'normal', 'many', 1, 1)")  # a score that is none
    other.execute(seat + "(3, 7, 'name:long', ?, 'human', 'normal', 1, 2, 0)", ("L" * 5_000_000,))
    other.execute("UPDATE matches SET save_file = '../../../../etc/passwd' WHERE id = 3")
    other.close()
    page = page_alone(qtbot)
    assert people_names(page)[:2] == ["Ann", "L" * MAX_NAME] and len(people_names(page)) == 3
    assert page.skipped == 3
    assert page.warning.isVisibleTo(page) and page.warning.text() == (
        "3 lines of the history made no sense: left out." if lang == "en" else
        "3 lignes de l’historique n’avaient pas de sens et ont été laissées de côté.")
    latest = page.selected_match()
    assert latest.id == 3 and "L" * (MAX_NAME + 1) not in "".join(latest.names)
    assert not page.watch_button.isEnabled() and page.score_chart.series is None  # its save: not out there
    page.grab()


@pytest.fixture
def app_recorder():
    """The app's recorder (the page tells what it knows), left as found."""
    from cafegames.ui.history_link import HISTORY

    yield HISTORY
    HISTORY.flush(30)
    HISTORY._close()
    HISTORY.trouble, HISTORY.last_report, HISTORY._behind = "", None, False


@pytest.mark.skipif(sys.platform != "linux", reason="file names of any bytes: Linux file systems")
def test_the_page_says_how_many_finished_games_it_could_not_read(window, qtbot, lang, app_recorder):
    """Before: a finished save whose name is not UTF-8 (an old USB stick) stopped the rebuild of the history at
    every start, and nobody was told. Now the others are counted and the page says one could not be read."""
    from tests.history.helpers import save_finished

    for seed in range(2):
        save_finished(seed)
    save_finished(5, name=os.fsdecode(b"caf\xe9-2026.json"))
    window.show_stats()
    page = window.stats_page
    qtbot.waitUntil(lambda: page.current is not None and page.current.total.played == 2 and bool(page.problem),
                    timeout=20000)
    assert page.warning.text() == ("1 finished game could not be read: left out of these figures." if lang == "en"
                                   else "1 partie terminée n’a pas pu être lue : elle n’est pas comptée ici.")


def test_the_page_says_when_another_program_holds_the_history(window, qtbot, lang, app_recorder, monkeypatch):
    """Before: another program holding the history (here another SQLite connection in BEGIN EXCLUSIVE) made the
    app call it damaged and rebuild it. Now the page says it is in use and will be brought up to date, and it is,
    once the other program lets go."""
    from tests.history.helpers import save_finished

    monkeypatch.setattr(db, "BUSY_TIMEOUT_S", 0.3, raising=False)
    for seed in range(2):
        save_finished(seed)
    conn, reason = db.open_history()
    sync(conn, reason=reason)
    conn.close()
    other = sqlite3.connect(db.default_path(), isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    save_finished(3)
    window.show_stats()
    page = window.stats_page
    qtbot.waitUntil(lambda: bool(page.problem), timeout=20000)
    assert page.current.total.played == 2 and page.warning.text() == (
        "The history is in use by another program; it will be brought up to date later." if lang == "en" else
        "L’historique est utilisé par un autre programme ; il sera mis à jour plus tard.")
    assert sorted(p.name for p in db.default_path().parent.iterdir() if ".damaged" in p.name) == []
    other.execute("ROLLBACK")
    other.close()
    window.show_stats()
    qtbot.waitUntil(lambda: page.current.total.played == 3 and not page.problem, timeout=20000)
    assert not page.warning.isVisibleTo(page)


def test_command_line_stats_with_a_history_edited_by_hand(tmp_path):
    """`cafegames --stats --screenshot` on a history another tool edited: a seat whose match is gone (before: a
    traceback and the crash window at every start), a trigger planted (dropped before the sync writes)."""
    import subprocess

    players = Players()
    players.add("Ann")
    finished_saves(players, ["Ann", "Bob", "-"], 2)
    conn, reason = db.open_history()
    sync(conn, players=players, reason=reason)
    conn.close()
    other = sqlite3.connect(db.default_path(), isolation_level=None)
    other.execute("INSERT INTO seats (match_id, seat, who, name, kind, level, score, place, winner) "
                  "VALUES (999, 0, 'name:ghost', 'Ghost', 'human', 'normal', 1, 1, 1)")
    other.execute("CREATE TRIGGER grow AFTER UPDATE ON matches BEGIN "
                  "UPDATE matches SET options = zeroblob(40000000) WHERE id = new.id; END")
    other.close()
    (saves_dir() / "cafe-0.json").touch()  # the sync will write to this match's row
    shot = tmp_path / "stats.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-m", "cafegames", "--stats", "--size", "1280x800", "--screenshot",
                          str(shot)], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr
    assert shot.stat().st_size > 10_000
    conn = sqlite3.connect(db.default_path())
    assert conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall() == []
    assert {r[0] for r in conn.execute("SELECT typeof(options) FROM matches")} == {"text"}


def test_a_match_is_replayed_once_while_its_save_stays_the_same(window, qtbot, monkeypatch):
    """Showing a person replays their latest match once (not once for the selection and again for the page); the
    same match shown again (a period change, another person who played it) is not replayed again; a save written
    anew is read again."""
    from cafegames.engine import replay

    players = Players()
    players.add("Ann")
    finished_saves(players, ["Ann", "Bob", "-"], 2)
    conn, reason = db.open_history()
    sync(conn, players=players, reason=reason)
    replayed = []
    of = replay.Replay.of
    monkeypatch.setattr(replay.Replay, "of", classmethod(lambda cls, record, *a: replayed.append(1) or of(record, *a)))
    window.show_stats()
    page = window.stats_page
    assert len(replayed) == 1 and page.score_chart.series is not None
    series = page.score_chart.series
    qtbot.mouseClick(page.month_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.all_button, Qt.MouseButton.LeftButton)
    click_person(qtbot, page, "Bob")  # Bob's latest match is Ann's
    assert len(replayed) == 1 and page.score_chart.series == series
    path = page._save_of(page.selected_match())
    data = path.read_bytes()
    path.unlink()
    path.write_bytes(data)  # the same match, written anew (as a save is: a new file)
    os.utime(path, ns=(1, 1))
    qtbot.mouseClick(page.month_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.all_button, Qt.MouseButton.LeftButton)
    assert len(replayed) == 2 and page.score_chart.series == series
