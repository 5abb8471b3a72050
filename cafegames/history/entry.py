"""What one finished match puts in the history: `MatchEntry` with one `SeatEntry` per seat.

Built on the GUI thread when a match ends (`entry_of_match`: the result and a hash, well under a millisecond for
most matches, see docs/history.md) or from a save file when the history is rebuilt (`entry_of_record`).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from cafegames.engine.options import options_to_dict
from cafegames.engine.players import Players, identity
from cafegames.engine.seats import Seat


@attrs.frozen
class SeatEntry:
    seat: int
    who: str  # players.identity: player:<id>, computer:<level>, name:<folded name>
    name: str
    kind: str
    level: str
    score: int
    place: int  # 1 for the winners; the others ranked after them by score, equal scores sharing a place
    winner: bool
    hints: int | None = None  # hints asked for, from the save (its `hints`; 0 before save format 3)
    takebacks: int | None = None  # moves taken back, from the save (its `takebacks`; 0 before save format 3)


@attrs.frozen
class MatchEntry:
    key: str
    save_file: str  # the file's name in the saves folder
    game: str
    options: dict[str, Any]
    seed: int
    started: str  # ISO 8601 UTC
    ended: str
    actions: int
    low_wins: bool  # the lowest score wins (UNO's low and Challenge scoring)
    seats: tuple[SeatEntry, ...]
    computers: str = ""  # the levels of the computers at the table, e.g. "easy,hard" (for "against each level")
    save_mtime_ns: int | None = None
    save_size: int | None = None


def match_key(game_id: str, options: dict[str, Any], seats: Sequence[Seat], seed: int,
              encoded_actions: Sequence[Any]) -> str:
    """A hash of the match record: the same match in two files (a copy made with Save as…) is one match."""
    record = [game_id, options, [[s.name, s.kind, s.level] for s in seats], seed, list(encoded_actions)]
    text = json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def places(scores: Sequence[int], winners: Sequence[int], low_wins: bool) -> list[int]:
    """Place of each seat: 1 for every winner; the others after them, by score (lower first when `low_wins`),
    equal scores sharing a place ("1, 2, 2, 4")."""
    won = set(winners)

    def better(a: int, b: int) -> bool:
        return a < b if low_wins else a > b

    out = []
    for s, score in enumerate(scores):
        if s in won:
            out.append(1)
        else:
            ahead = sum(1 for t, other in enumerate(scores) if t not in won and better(other, score))
            out.append(1 + len(won) + ahead)
    return out


def _who(seat: Seat, players: Players | None) -> str:
    if seat.is_human and not seat.player and players is not None:
        found = players.by_name(seat.name)
        if found is not None:
            return f"player:{found.id}"
    return identity(seat)


def entry_of_match(match: Any, save_path: Path, started: str, ended: str, players: Players | None = None,
                   stat: tuple[int, int] | None = None) -> MatchEntry:
    """The entry of a finished match (`cafegames.engine.match.Match`) saved in `save_path`."""
    game = match.game
    state = match.state
    result = game.result(state)
    low = bool(getattr(game, "lower_score_wins", lambda _s: False)(state))
    scores = [int(x) for x in result.scores]
    ranked = tuple(getattr(result, "places", ()))  # the rules' own ranking, where a game gives one
    ranks = list(ranked) if len(ranked) == len(scores) else places(scores, result.winners, low)
    seats = tuple(
        SeatEntry(i, _who(s, players), s.name, s.kind, s.level, scores[i] if i < len(scores) else 0,
                  ranks[i] if i < len(ranks) else len(match.seats), i in result.winners,
                  hints=_count(getattr(match, "hints", ()), i), takebacks=_count(getattr(match, "takebacks", ()), i))
        for i, s in enumerate(match.seats))
    options = options_to_dict(match.options)
    key = match_key(game.id, options, match.seats, match.seed, [game.codec.encode(a) for a in match.actions])
    computers = ",".join(sorted({s.level for s in match.seats if s.kind == "computer"}))
    return MatchEntry(key, save_path.name, game.id, options, match.seed, utc(started), utc(ended),
                      len(match.actions), low, seats, computers, *(stat or (None, None)))


def _count(counts: Sequence[int], seat: int) -> int:
    return int(counts[seat]) if seat < len(counts) else 0


def utc(stamp: str, fallback: str = "") -> str:
    """An ISO 8601 time as the history stores it: UTC, to the second, "+00:00" (so that text order is time
    order); `fallback` (or the epoch) when it cannot be read or has no UTC year Python can hold (a file's
    "9999-12-31T23:59:59-05:00" is in the year 10000 once in UTC)."""
    try:
        when = dt.datetime.fromisoformat(stamp)
        if when.tzinfo is None:
            when = when.replace(tzinfo=dt.UTC)
        return when.astimezone(dt.UTC).replace(microsecond=0).isoformat()
    except (TypeError, ValueError, OverflowError):
        return fallback or "1970-01-01T00:00:00+00:00"


def entry_of_record(match: Any, record: Any, save_path: Path, players: Players | None = None,
                    stat: tuple[int, int] | None = None) -> MatchEntry:
    """The entry of a finished match replayed from its save (`record`: saves.SaveRecord). A time the file does
    not hold, or holds in a form that cannot be read, is when the file was written last."""
    written = ""
    if stat is not None:
        with contextlib.suppress(OverflowError, ValueError, OSError):  # a file time out of any calendar
            written = dt.datetime.fromtimestamp(stat[0] / 1e9, dt.UTC).isoformat()
    ended = utc(record.updated or record.created, utc(written))
    return entry_of_match(match, save_path, utc(record.created, ended), ended, players, stat)


def key_of_record(record: Any) -> str:
    """`match_key` of a save record without replaying it (its options completed with their defaults)."""
    from cafegames.engine import registry

    game = registry.get(record.game).game()
    options = options_to_dict(game.make_options(record.options, len(record.seats)))
    return match_key(record.game, options, record.seats, record.seed, [game.codec.encode(a) for a in record.actions])
