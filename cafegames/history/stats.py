"""The figures of the statistics page, read from the history. No Qt.

Per person (`who`: a remembered player, a computer level, or a name typed for one game) and per game, for all
time or since a date (`month_start()`: this month): played, won, win rate, longest streak of wins, best and average
score; and against each computer level: the matches with a computer of that level at the table, how many the
person won, their average place. "Best" follows the game's direction: the highest score, or the lowest where the
lowest wins (UNO's low and Challenge scoring); scores of different games are not added up, so the all-games row
has none.

The file is read as any other file: hostile. Every query takes only rows that make sense (`MATCH_OK`, `SEAT_OK`:
the types and bounded lengths the recorder writes; a seat whose match is gone is no row), reads at most
`NAME_READ` characters of a name and cuts it as a save's name is cut (`seats.MAX_NAME`, `clean_text`), and
`read_people` counts the seats it left out, for the page to say so.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections import defaultdict
from typing import NamedTuple

import attrs

from cafegames.engine.seats import MAX_NAME, clean_text

LEVEL_ORDER = ("random", "easy", "normal", "hard", "expert")


NAME_READ = MAX_NAME * 4  # characters of a name read from the file: cleaning may shorten what it holds
WHO_LIMIT = 200  # "player:<id>", "computer:<level>" or "name:<folded name>"
# One rule for a row that makes sense, in every query: what the recorder writes, with room to spare.
MATCH_OK = ("typeof(m.game) = 'text' AND length(m.game) BETWEEN 1 AND 64 "
            "AND typeof(m.ended) = 'text' AND length(m.ended) BETWEEN 19 AND 40 "
            "AND m.ended GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*' "
            "AND typeof(m.started) = 'text' AND length(m.started) <= 40 "
            "AND typeof(m.save_file) = 'text' AND length(m.save_file) BETWEEN 1 AND 1024 "
            "AND typeof(m.actions) = 'integer' AND typeof(m.low_wins) = 'integer' "
            "AND typeof(m.computers) = 'text' AND length(m.computers) <= 256")
SEAT_OK = (f"typeof(s.who) = 'text' AND length(s.who) BETWEEN 1 AND {WHO_LIMIT} AND typeof(s.name) = 'text' "
           "AND s.kind IN ('human', 'computer') AND typeof(s.level) = 'text' AND length(s.level) BETWEEN 1 AND 64 "
           "AND typeof(s.seat) = 'integer' AND typeof(s.score) = 'integer' AND typeof(s.place) = 'integer' "
           "AND typeof(s.winner) = 'integer'")


def name_of(raw: str) -> str:
    """A name read from the history, as a save's name is: no control characters, at most MAX_NAME."""
    return clean_text(raw, MAX_NAME)


@attrs.frozen
class Person:
    who: str
    name: str  # the latest name at the table (the UI shows a remembered player's current name)
    kind: str
    level: str
    matches: int
    last: str  # when they last finished a match (ISO 8601 UTC)


@attrs.frozen
class Figures:
    game: str  # "" for every game together
    played: int
    won: int
    longest_streak: int
    best: int | None
    average: float | None

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@attrs.frozen
class AgainstLevel:
    level: str
    played: int
    won: int
    average_place: float


class Played(NamedTuple):
    """One match of the person: what the wins-over-time chart and the streaks are made of (a named tuple: the
    page reads thousands of them)."""

    match_id: int
    game: str
    ended: str
    won: bool
    score: int
    place: int
    low_wins: bool
    seconds: int  # `ended` as Unix time
    computers: tuple[str, ...]  # the levels of the computers at the table


@attrs.frozen
class MatchSummary:
    """One line of the list of matches: who sat where, their scores and places."""

    id: int
    game: str
    started: str
    ended: str
    save_file: str
    actions: int
    names: tuple[str, ...]
    whos: tuple[str, ...]
    scores: tuple[int, ...]
    places: tuple[int, ...]
    winners: tuple[bool, ...]
    options: dict[str, object] = attrs.field(factory=dict)  # the rules it was played with ({} when unreadable)


OPTIONS_READ = 8000  # characters of a match's options read from the file: every game's options fit in far fewer


def options_of(text: object) -> dict[str, object]:
    """A match's options as the history file holds them (JSON written by the recorder), or {} for anything else:
    the file is read as a stranger's, so a damaged or crafted value only loses the options' line on the page."""
    if not isinstance(text, str) or len(text) >= OPTIONS_READ:
        return {}
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    return value if isinstance(value, dict) else {}


@attrs.frozen
class PlayerStats:
    who: str
    figures: tuple[Figures, ...]  # every game first, then each game played, most played first
    levels: tuple[AgainstLevel, ...]
    played: tuple[Played, ...]  # in the order the matches ended

    @property
    def total(self) -> Figures:
        return self.figures[0]


def month_start(now: dt.datetime | None = None) -> str:
    """The first moment of the current month in local time, as the ISO UTC text the history stores."""
    local = (now or dt.datetime.now().astimezone()).astimezone()
    first = local.replace(day=1, hour=0, minute=0, second=0, microsecond=0)
    return first.astimezone(dt.UTC).isoformat()


def people(conn: sqlite3.Connection) -> list[Person]:
    """Everyone in the history, most matches first."""
    return read_people(conn)[0]


def read_people(conn: sqlite3.Connection) -> tuple[list[Person], int]:
    """Everyone in the history, most matches first, with the name, kind and level they had in their latest
    match; and how many seats were left out: their match is gone or makes no sense, or they are the latest seat
    of someone and make no sense themselves (each seat is checked again where it is read, `player_stats`).
    Counted from the covering index (who, match_id): the page lists everyone at every refresh."""
    rows = conn.execute(
        "WITH g AS (SELECT who, count(DISTINCT match_id) AS n, count(*) AS seats, max(match_id) AS latest "
        f"FROM seats INDEXED BY seats_who WHERE typeof(who) = 'text' AND length(who) BETWEEN 1 AND {WHO_LIMIT} "
        f"AND +match_id IN (SELECT m.id FROM matches m WHERE {MATCH_OK}) GROUP BY who) "
        f"SELECT g.who, g.n, g.seats, substr(s.name, 1, {NAME_READ}), s.kind, s.level, m.ended, "
        f"coalesce({SEAT_OK}, 0) FROM g JOIN matches m ON m.id = g.latest "
        "JOIN seats s ON s.match_id = g.latest AND s.who = g.who GROUP BY g.who").fetchall()
    left_out = conn.execute("SELECT count(*) FROM seats").fetchone()[0]
    out = []
    for who, n, seats, raw, kind, level, ended, ok in rows:
        name = name_of(raw) if ok else ""
        if not name:  # their latest seat makes no sense, or their name is only control characters
            continue
        left_out -= seats
        out.append(Person(who, name, kind, clean_text(level, 64), n, ended))
    out.sort(key=lambda p: (p.kind == "computer", -p.matches, p.name.casefold()))
    return out, left_out


def player_stats(conn: sqlite3.Connection, who: str, since: str | None = None) -> PlayerStats:
    """The figures of `who` (all time, or for matches that ended at or after `since`)."""
    where, args = _period(since)
    rows = conn.execute(
        "SELECT m.id, m.game, m.ended, s.winner, s.score, s.place, m.low_wins, m.computers, s.kind, s.level "
        f"FROM seats s JOIN matches m ON m.id = s.match_id WHERE s.who = ?{where} AND {SEAT_OK} AND {MATCH_OK} "
        "ORDER BY m.ended, m.id",
        (who, *args))
    played = tuple(Played(i, g, e, bool(w), sc, pl, bool(low), seconds(e),
                          _others(computers, kind, level))
                   for i, g, e, w, sc, pl, low, computers, kind, level in rows)
    by_game: dict[str, list[Played]] = defaultdict(list)
    for p in played:
        by_game[p.game].append(p)
    figures = [_figures("", list(played), scores=False)]
    for game, matches in sorted(by_game.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        figures.append(_figures(game, matches))
    return PlayerStats(who, tuple(figures), tuple(_levels(played)), played)


def seconds(iso: str) -> int:
    """Unix time of a stored ISO time (0 for a value the history should not hold)."""
    try:
        return int(dt.datetime.fromisoformat(iso).timestamp())
    except (TypeError, ValueError, OverflowError):
        return 0


def _others(computers: str, kind: str, level: str) -> tuple[str, ...]:
    """The computer levels a seat played against (a computer does not count its own level)."""
    levels = tuple(computers.split(",")) if computers else ()
    return tuple(lv for lv in levels if lv != level) if kind == "computer" else levels


def _period(since: str | None) -> tuple[str, tuple[str, ...]]:
    return (" AND m.ended >= ?", (since,)) if since else ("", ())


def _figures(game: str, matches: list[Played], scores: bool = True) -> Figures:
    won = sum(p.won for p in matches)
    streak = best_streak = 0
    for p in matches:
        streak = streak + 1 if p.won else 0
        best_streak = max(best_streak, streak)
    best: int | None = None
    average: float | None = None
    if scores and matches:
        high = [p.score for p in matches if not p.low_wins]
        best = max(high) if high else min(p.score for p in matches)
        average = sum(p.score for p in matches) / len(matches)
    return Figures(game, len(matches), won, best_streak, best, average)


def _levels(played: tuple[Played, ...]) -> list[AgainstLevel]:
    per: dict[str, list[Played]] = defaultdict(list)
    for p in played:
        for level in p.computers:
            per[level].append(p)
    order = {lv: i for i, lv in enumerate(LEVEL_ORDER)}
    return [AgainstLevel(level, len(ms), sum(p.won for p in ms), sum(p.place for p in ms) / len(ms))
            for level, ms in sorted(per.items(), key=lambda kv: (order.get(kv[0], 99), kv[0]))]


def matches(conn: sqlite3.Connection, who: str | None = None, since: str | None = None, game: str = "",
            limit: int = 100) -> list[MatchSummary]:
    """The latest matches (of `who`, of `game`, since `since`), newest first, at most `limit`."""
    clauses, args = [MATCH_OK], []
    if who:
        clauses.append("m.id IN (SELECT match_id FROM seats WHERE who = ?)")
        args.append(who)
    if since:
        clauses.append("m.ended >= ?")
        args.append(since)
    if game:
        clauses.append("m.game = ?")
        args.append(game)
    where = " WHERE " + " AND ".join(clauses)
    heads = conn.execute(f"SELECT m.id, m.game, m.started, m.ended, m.save_file, m.actions, "
                         f"substr(m.options, 1, {OPTIONS_READ}) FROM matches m{where} "
                         "ORDER BY m.ended DESC, m.id DESC LIMIT ?", (*args, limit)).fetchall()
    if not heads:
        return []
    ids = [h[0] for h in heads]
    seats: dict[int, list[tuple]] = defaultdict(list)
    marks = ",".join("?" * len(ids))
    for row in conn.execute(f"SELECT s.match_id, s.seat, substr(s.name, 1, {NAME_READ}), s.who, s.score, s.place, "
                            f"s.winner FROM seats s WHERE s.match_id IN ({marks}) AND {SEAT_OK} "
                            "ORDER BY s.match_id, s.seat", ids):
        seats[row[0]].append((name_of(row[2]), *row[3:]))
    out = []
    for mid, game_id, started, ended, save_file, actions, options in heads:
        s = seats[mid]
        out.append(MatchSummary(mid, game_id, started, ended, save_file, actions, tuple(r[0] for r in s),
                                tuple(r[1] for r in s), tuple(r[2] for r in s), tuple(r[3] for r in s),
                                tuple(bool(r[4]) for r in s), options_of(options)))
    return out


def count(conn: sqlite3.Connection) -> int:
    return conn.execute("SELECT count(*) FROM matches").fetchone()[0]
