"""The history database (cafegames/history): one transaction per match, rebuilt from the saves folder when
deleted or damaged, incremental, a copy counted once, a renamed player keeping their games, migrations."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.players import Players
from cafegames.engine.seats import Seat
from cafegames.history import db, stats
from cafegames.history.entry import entry_of_match, places
from cafegames.history.recorder import HistoryRecorder
from cafegames.history.sync import sync
from tests.history.helpers import finished_toy, save_finished


def rows(conn: sqlite3.Connection) -> list[tuple]:
    return conn.execute("SELECT m.match_key, m.save_file, m.game, s.seat, s.who, s.name, s.score, s.place, s.winner "
                        "FROM matches m JOIN seats s ON s.match_id = m.id ORDER BY m.match_key, s.seat").fetchall()


def test_sync_records_finished_saves_only_once_and_forgets_deleted_ones(monkeypatch):
    for seed in range(4):
        save_finished(seed)
    unfinished = finished_toy(9)
    unfinished.actions.pop()  # a match still in progress is not history
    in_progress = saves.saves_dir() / "playing.json"
    saves.save_match(type(unfinished).replay(unfinished.game, unfinished.options_dict, unfinished.seats,
                                             unfinished.seed, unfinished.actions), in_progress)
    (saves.saves_dir() / "broken.json").write_text("{")
    conn, reason = db.open_history()
    first = sync(conn, reason=reason)
    assert (first.reason, first.added, first.removed, first.total) == ("missing", 4, 0, 4) and first.rebuilt
    assert {r[1] for r in rows(conn)} == {f"toy-{s}.json" for s in range(4)}

    read = []
    real = saves.read_save
    monkeypatch.setattr(saves, "read_save", lambda p: read.append(p.name) or real(p))
    again = sync(conn)
    assert (again.added, again.removed, again.total) == (0, 0, 4) and not again.rebuilt
    assert sorted(read) == ["broken.json", "playing.json"]  # recorded saves, unchanged, are not read again

    saves.delete_save(saves.saves_dir() / "toy-2.json")
    gone = sync(conn)
    assert (gone.added, gone.removed, gone.total) == (0, 1, 3)


def test_a_copy_of_a_match_is_one_match_and_keeps_it_when_the_original_goes():
    match, path = save_finished(5)
    conn, _ = db.open_history()
    sync(conn)
    copy = saves.saves_dir() / "sunday-with-grandma.json"
    saves.save_match(match, copy, title="Sunday with grandma")
    assert sync(conn).total == 1
    path.unlink()
    report = sync(conn)
    assert (report.removed, report.total) == (0, 1)
    assert conn.execute("SELECT save_file FROM matches").fetchall() == [("sunday-with-grandma.json",)]


def test_a_deleted_history_is_rebuilt_with_the_same_content():
    for seed in range(5):
        save_finished(seed)
    conn, reason = db.open_history()
    sync(conn, reason=reason)
    before = rows(conn)
    conn.close()
    db.default_path().unlink()
    conn, reason = db.open_history()
    report = sync(conn, reason=reason)
    assert (report.reason, report.added, report.rebuilt) == ("missing", 5, True)
    assert rows(conn) == before


@pytest.mark.parametrize("damage", ["garbage", "truncated", "zeroed page"])
def test_a_damaged_history_is_kept_aside_and_rebuilt_from_the_saves(damage):
    for seed in range(30):
        save_finished(seed)
    conn, reason = db.open_history()
    sync(conn, reason=reason)
    before = rows(conn)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    path = db.default_path()
    data = path.read_bytes()
    if damage == "garbage":
        path.write_bytes(b"this is not a database" * 100)
    elif damage == "truncated":
        path.write_bytes(data[: len(data) // 2 + 100])
    else:
        page = 4096
        path.write_bytes(data[:page] + b"\0" * page + data[2 * page:])
    conn, reason = db.open_history()
    assert reason == "damaged"
    assert (path.parent / "history.sqlite3.damaged").exists()
    report = sync(conn, reason=reason)
    assert report.rebuilt and report.added == 30
    assert rows(conn) == before


def test_a_history_from_a_newer_version_is_kept_aside_and_not_touched():
    save_finished(1)
    conn, _ = db.open_history()
    conn.execute(f"PRAGMA user_version = {db.SCHEMA_VERSION + 1}")
    conn.close()
    conn, reason = db.open_history()
    assert reason == "newer"
    aside = sqlite3.connect(db.default_path().with_name("history.sqlite3.newer"))
    assert aside.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION + 1
    assert sync(conn, reason=reason).total == 1


def test_migrations_run_in_order_one_transaction_each():
    path = db.default_path()
    conn = db.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION == 1
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    columns = [r[1] for r in conn.execute("PRAGMA table_info(seats)")]
    assert {"hints", "takebacks", "who", "place", "winner"} <= set(columns)

    def add_duration(c):  # the shape of a future step, e.g. issue 17's counts
        c.execute("ALTER TABLE matches ADD COLUMN seconds INTEGER")

    def broken(c):
        c.execute("CREATE TABLE half (x)")
        raise RuntimeError("a migration that fails half way")

    with pytest.raises(RuntimeError):
        db.migrate(conn, {**db.MIGRATIONS, 1: add_duration, 2: broken}, target=3)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 2  # step 1→2 committed, 2→3 rolled back
    assert "seconds" in [r[1] for r in conn.execute("PRAGMA table_info(matches)")]
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'half'").fetchone() is None


def test_the_hints_used_come_from_the_save_and_survive_a_rebuild():
    match, path = save_finished(6)
    match.hints = [2, 0]
    saves.save_match(match, path)
    conn, reason = db.open_history()
    sync(conn, reason=reason)
    counts = "SELECT seat, hints FROM seats ORDER BY seat"
    assert conn.execute(counts).fetchall() == [(0, 2), (1, 0)]
    conn.close()
    db.default_path().unlink()
    conn, reason = db.open_history()
    sync(conn, reason=reason)
    assert conn.execute(counts).fetchall() == [(0, 2), (1, 0)]


def test_a_renamed_player_keeps_their_games_and_computers_count_by_level():
    players = Players()
    ann = players.add("Ann")
    seats = players.attach([Seat("Ann"), Seat("Bot", "computer", "random")])
    for seed in range(3):
        save_finished(seed, seats)
    save_finished(7, [Seat("ann"), Seat("Robot", "computer", "random")])  # typed, no id: attached by name
    conn, reason = db.open_history()
    sync(conn, players=players, reason=reason)
    players.rename(ann.id, "Annie")
    who = f"player:{ann.id}"
    people = {p.who: p for p in stats.people(conn)}
    assert people[who].matches == 4 and people["computer:random"].matches == 4
    conn.close()
    db.default_path().unlink()  # rebuilt after the rename: the ids in the saves still find her
    conn, reason = db.open_history()
    sync(conn, players=players, reason=reason)
    assert stats.player_stats(conn, who).total.played == 3  # the typed "ann" is attached by name only while
    assert {p.who for p in stats.people(conn)} >= {who, "name:ann"}  # "ann" is a remembered name


def test_places_share_and_follow_the_direction_of_the_game():
    assert places([10, 30, 30, 5], [1, 2], low_wins=False) == [3, 1, 1, 4]
    assert places([10, 30, 20, 20], [1], low_wins=False) == [4, 1, 2, 2]
    assert places([120, 40, 300], [1], low_wins=True) == [2, 1, 3]
    assert places([5, 5], [], low_wins=False) == [1, 1]


def test_statistics_per_game_streaks_best_scores_levels_and_this_month():
    conn, _ = db.open_history()
    players = Players()
    ann = players.add("Ann")
    who = f"player:{ann.id}"
    months = ["2026-01-05", "2026-01-06", "2026-01-07", "2026-02-01", "2026-02-02", "2026-02-03", "2026-02-04"]
    for i, day in enumerate(months):
        level = "random" if i % 2 else "normal"  # the toy game's levels: a computer never plays at another
        match = finished_toy(100 + i, players.attach([Seat("Ann"), Seat("Bot", "computer", level)]))
        entry = entry_of_match(match, saves.saves_dir() / f"m{i}.json", f"{day}T10:00:00+00:00",
                               f"{day}T10:30:00+00:00", players)
        db.record(conn, entry)
    everything = stats.player_stats(conn, who)
    wins = [p.won for p in everything.played]
    longest = max(len(run) for run in "".join("w" if w else " " for w in wins).split(" "))
    assert everything.total.played == 7 and everything.total.won == sum(wins)
    assert everything.total.longest_streak == longest
    toy = everything.figures[1]
    assert toy.game == "toy" and toy.best == max(p.score for p in everything.played)
    assert toy.average == pytest.approx(sum(p.score for p in everything.played) / 7)
    assert everything.total.best is None  # scores of different games are never added up
    levels = {lv.level: lv for lv in everything.levels}
    assert [lv.level for lv in everything.levels] == ["random", "normal"]  # in the game's order
    assert (levels["normal"].played, levels["random"].played) == (4, 3)
    assert levels["random"].won == sum(w for i, w in enumerate(wins) if i % 2)
    february = stats.player_stats(conn, who, since="2026-02-01T00:00:00+00:00")
    assert february.total.played == 4 and [p.ended[:10] for p in february.played] == months[3:]
    nobody = stats.player_stats(conn, "player:nobody")
    assert nobody.total.played == 0 and nobody.total.win_rate == 0 and nobody.levels == ()
    latest = stats.matches(conn, who, limit=3)
    assert [m.ended[:10] for m in latest] == months[:-4:-1] and latest[0].names == ("Ann", "Bot")


def test_the_recorder_never_keeps_the_caller_waiting_for_the_disk():
    match, path = save_finished(3)
    entry = entry_of_match(match, path, "2026-01-01T00:00:00+00:00", "2026-01-01T00:10:00+00:00")
    disk = threading.Event()
    recorder = HistoryRecorder()
    recorder.record(entry, path, before=disk.wait)  # the save still on its way: the recorder waits, not us
    assert not recorder.flush(0.2)
    disk.set()
    assert recorder.flush(10)
    conn = db.connect(db.default_path())
    assert conn.execute("SELECT save_file, save_size FROM matches").fetchall() == [(path.name, path.stat().st_size)]
    reports = []
    recorder.sync(reports.append)
    assert recorder.flush(10) and reports[0].total == 1 and reports[0].added == 0


def test_the_recorder_rebuilds_a_history_damaged_while_the_app_runs():
    for seed in range(3):
        save_finished(seed)
    recorder = HistoryRecorder()
    told = []
    recorder.on_report = told.append
    recorder.sync()
    assert recorder.flush(10) and told[-1].total == 3
    path = db.default_path()
    recorder._close()  # as after a crash of the disk: the file is garbage from now on
    path.write_bytes(b"\0garbage" * 512)
    match, new_path = save_finished(11)
    recorder.record(entry_of_match(match, new_path, "2026-01-01T00:00:00+00:00", "2026-01-01T00:10:00+00:00"),
                    new_path)
    assert recorder.flush(10)
    assert told[-1].reason == "damaged" and told[-1].rebuilt
    assert db.connect(path).execute("SELECT count(*) FROM matches").fetchone()[0] == 4


def test_a_game_s_own_ranking_is_the_place_when_it_gives_one(monkeypatch):
    """Where the rules rank the seats themselves (`Result.places`: knocked-out seats in order, Canyon's arrivals),
    the history keeps their places; otherwise it ranks by score after the winners."""
    from types import SimpleNamespace

    match = finished_toy(4, [Seat("Ann"), Seat("Bob", "computer", "random"), Seat("Cy", "computer", "random")])
    path = saves.saves_dir() / "x.json"
    monkeypatch.setattr(match.game, "result", lambda _s: SimpleNamespace(winners=(1,), scores=(5, 9, 9),
                                                                          places=(2, 1, 3)))  # not by score
    assert [s.place for s in entry_of_match(match, path, "", "").seats] == [2, 1, 3]
    monkeypatch.setattr(match.game, "result", lambda _s: SimpleNamespace(winners=(1,), scores=(5, 9, 9)))
    assert [s.place for s in entry_of_match(match, path, "", "").seats] == [3, 1, 2]  # by score: 9 before 5
    monkeypatch.setattr(match.game, "result", lambda _s: SimpleNamespace(winners=(1,), scores=(9, 9, 5)))
    assert [s.place for s in entry_of_match(match, path, "", "").seats] == [2, 1, 3]


def test_the_moves_taken_back_come_from_the_save_and_survive_a_rebuild():
    match, path = save_finished(6)
    match.takebacks_allowed, match.takebacks = True, [3, 0]
    saves.save_match(match, path)
    conn, reason = db.open_history()
    sync(conn, reason=reason)
    counts = "SELECT seat, takebacks FROM seats ORDER BY seat"
    assert conn.execute(counts).fetchall() == [(0, 3), (1, 0)]
    conn.close()
    db.default_path().unlink()
    conn, reason = db.open_history()
    sync(conn, reason=reason)
    assert conn.execute(counts).fetchall() == [(0, 3), (1, 0)]


def test_a_stopped_recorder_leaves_no_thread_behind():
    # The fuzz worker made a recorder per case and ran out of threads after about 300 ("can't start new thread").
    save_finished(1)
    before = threading.active_count()
    for _ in range(5):
        recorder = HistoryRecorder()
        reports: list = []
        recorder.sync(reports.append)
        assert recorder.stop(10)
        assert reports and reports[0].total == 1  # the job handed over was done before the thread ended
    assert threading.active_count() == before


def test_a_match_of_a_box_is_listed_with_its_box_and_damaged_options_lose_only_that(qapp):
    """Issue 34: the history names the UNO box a match was played with; the options are read as a stranger's."""
    from cafegames.games.uno.game import GAME as UNO
    from cafegames.ui.stats_page import match_game_name

    seats = [Seat("Ann"), Seat("Bot", "computer", "easy")]
    conn = db.connect(db.default_path())
    for i, box in enumerate(("extreme", "classic")):
        match = Match(UNO, {"box": box, "scoring": "single"}, seats, 40 + i)
        while not match.is_over():
            match.act(match.bot_action(include_humans=True))
        db.record(conn, entry_of_match(match, saves.saves_dir() / f"{box}.json", "2026-01-01T10:00:00+00:00",
                                       f"2026-01-0{i + 1}T10:30:00+00:00"))
    classic, extreme = stats.matches(conn)
    assert extreme.options["box"] == "extreme" and classic.options["box"] == "classic"
    assert match_game_name("uno", extreme.options) == "UNO · Extreme"
    assert match_game_name("uno", classic.options) == "UNO"
    assert match_game_name("toy", {"box": "extreme"}) == "Twenty-one"
    for damaged in ('{"box": "nowhere"}', '{"box": ["extreme"]}', "[1, 2]", "{not json", "[" * 100_000, 7):
        options = stats.options_of(damaged)
        assert match_game_name("uno", options) == "UNO"
    conn.execute("UPDATE matches SET options = ? WHERE save_file = 'extreme.json'", ("x" * 20_000,))
    assert [m.options for m in stats.matches(conn)] == [classic.options, {}]
