"""The content of a save file: the match record (game, options, seats, seed, actions) plus a title, timestamps and
a progress line for the load list; written by `record_of`, checked field by field by `parse_record` after
`migrate` has brought an older file to the current version. The format is documented in docs/save-format.md."""

from __future__ import annotations

import datetime as dt
import json
import logging
import string
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from cafegames import __version__
from cafegames.engine.codec import CodecError
from cafegames.engine.errors import SetupError
from cafegames.engine.match import UNKNOWN_LEVEL, Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message
from cafegames.engine.rng import MAX_SEED
from cafegames.engine.saves.errors import CTX, SaveError, err
from cafegames.engine.seats import KINDS, PLAYER_ID, Seat, check_name, clean_text

log = logging.getLogger(__name__)
FORMAT = "cafegames-save"
VERSION = 4
MAX_ACTIONS = 200_000


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()


@attrs.frozen
class SaveRecord:
    """A save file's content once checked (actions decoded, not yet replayed)."""

    game: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    actions: tuple[Any, ...]
    title: str = ""
    created: str = ""
    updated: str = ""
    progress: Message | None = None
    finished: bool = False
    app_version: str = ""
    hints: tuple[int, ...] = ()  # format 3: hints each seat asked for (empty: none, as in every older file)
    takebacks_allowed: bool = False  # format 3: the game was created with take-backs (cafegames/engine/takeback.py)
    takebacks: tuple[int, ...] = ()  # moves each seat took back (empty: none, as in every file before format 3)


def record_of(match: Match, title: str = "", created: str = "") -> dict[str, Any]:
    """The JSON object saved for `match`."""
    game = match.game
    progress = game.progress(match.state)
    stamp = now_iso()
    return {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "game": game.id,
        "title": title or default_title(game.id, match.seats),
        "created": created or stamp,
        "updated": stamp,
        "finished": bool(game.is_over(match.state)),
        "progress": {"context": progress.context, "text": progress.text, "params": progress.params},
        "options": match.options_dict,
        "seats": [seat_json(s) for s in match.seats],
        "seed": match.seed,
        "actions": [game.codec.encode(a) for a in match.actions],
        "hints": list(match.hints),
        "takebacks": {"allowed": match.takebacks_allowed, "counts": list(match.takebacks)},
    }


def seat_json(seat: Seat) -> dict[str, str]:
    """A seat as the file holds it; `player` only for a remembered player (format version 2)."""
    out = {"name": seat.name, "kind": seat.kind, "level": seat.level}
    if seat.player:
        out["player"] = seat.player
    return out


def default_title(game_id: str, seats: Sequence[Seat]) -> str:
    return f"{game_id} · " + ", ".join(s.name for s in seats)


def encode_save(match: Match, title: str = "", created: str = "") -> bytes:
    """The bytes of the save file of `match` (what `save_match` writes)."""
    return json.dumps(record_of(match, title, created), ensure_ascii=False, separators=(",", ":")).encode()


# The parts of a save, named as a person would (a field name like "seats" is never shown).
PARTS = {
    "game": QT_TRANSLATE_NOOP("Saves", "the name of the game"),
    "seats": QT_TRANSLATE_NOOP("Saves", "the list of players"),
    "players": QT_TRANSLATE_NOOP("Saves", "the list of players"),
    "options": QT_TRANSLATE_NOOP("Saves", "the choice of rules"),
    "seed": QT_TRANSLATE_NOOP("Saves", "the number that shuffles the cards"),
    "actions": QT_TRANSLATE_NOOP("Saves", "the list of moves"),
    "hints": QT_TRANSLATE_NOOP("Saves", "the count of hints"),
    "takebacks": QT_TRANSLATE_NOOP("Saves", "the count of moves taken back"),
}


def _part_missing(key: str) -> SaveError:
    return err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: {part} is missing."), part=Message(CTX, PARTS[key]))


def _part_unreadable(key: str) -> SaveError:
    return err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: {part} cannot be read."),
                part=Message(CTX, PARTS[key]))


def _need(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in data:
        raise _part_missing(key)
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _part_unreadable(key)
    return value


Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 (pre-release builds) kept seats as "players" with a boolean "computer" and epoch timestamps."""
    data = dict(data)
    players = data.pop("players", [])
    if not isinstance(players, list):
        raise _part_unreadable("players")
    data["seats"] = [
        {"name": p.get("name"), "kind": "computer" if p.get("computer") else "human", "level": p.get("level", "normal")}
        if isinstance(p, dict) else p for p in players]
    for key in ("created", "updated"):
        stamp = data.get(key)
        if isinstance(stamp, int | float) and not isinstance(stamp, bool) and 0 <= stamp < 2**40:
            data[key] = dt.datetime.fromtimestamp(stamp, dt.UTC).replace(microsecond=0).isoformat()
    data["version"] = 1
    return data


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 lets a seat name the remembered player sitting there (`player`, optional). A version 1 seat
    names nobody: the history attaches it to a remembered player by its name when it records the match."""
    return {**data, "version": 2}


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 adds two optional fields: `hints` (how many hints each seat asked for) and `takebacks` (whether
    the game allows them and how many moves each seat took back). A version 2 game had neither: the fields stay
    absent, which reads as none asked, take-backs off, none taken."""
    return {**data, "version": 3}


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """Version 4 names every option of the game, defaults included (a version 3 file from before a game gained an
    option, such as UNO's `box`, left it out). The version step is what matters most: a build that reads version 3
    says a version 4 file (a Deluxe or Rapido match, say) comes from a newer cafegames, instead of refusing an option
    it does not know. The missing keys get the game's defaults, which is how version 3 read them."""
    from cafegames.engine import registry

    data = {**data, "version": 4}
    options, game_id = data.get("options"), data.get("game")
    if not isinstance(options, dict) or not isinstance(game_id, str):
        return data  # damaged: parse_record says which part
    try:
        schema = registry.get(game_id).game().option_schema()
    except SetupError:  # a game this build does not know: parse_record says so
        return data
    data["options"] = {**{spec.key: spec.default for spec in schema}, **options}
    return data


MIGRATIONS: dict[int, Migration] = {0: _v0_to_v1, 1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` brought to the current format version, one migration at a time."""
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise err(QT_TRANSLATE_NOOP("Saves", "The file does not say which version of its format it is written "
                                              "in."))
    if version > VERSION:
        raise err(QT_TRANSLATE_NOOP("Saves", "This game was saved by a newer version of cafegames (format {v}); "
                                          "update the app to open it."), v=version)
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise err(QT_TRANSLATE_NOOP("Saves", "The file is written in a version of the format this version of "
                                                  "cafegames does not know."))
        data = step(data)
        version = data["version"]
    return data


def parse_record(data: dict[str, Any]) -> SaveRecord:
    """Check every field of a parsed save and decode its actions (no replay yet)."""
    from cafegames.engine import registry

    if data.get("format") != FORMAT:
        raise err(QT_TRANSLATE_NOOP("Saves", "This is not a cafegames saved game."))
    data = migrate(data)
    game_id = _need(data, "game", str)
    try:
        info = registry.get(game_id)
    except SetupError:
        raise err(QT_TRANSLATE_NOOP("Saves", "The game “{game}” is not one this version knows."),
                   game=game_id[:40]) from None
    game = info.game()
    seats_data = _need(data, "seats", list)
    if not info.min_players <= len(seats_data) <= info.max_players:
        raise err(QT_TRANSLATE_NOOP("Saves", "The file has %n player(s); {game} is played by {lo} to {hi}.", None, 1),
                   n=len(seats_data), game=info.name, lo=info.min_players, hi=info.max_players)
    seats = tuple(_seat(i, s, game.levels) for i, s in enumerate(seats_data, 1))
    options = _need(data, "options", dict)
    seed = _need(data, "seed", int)
    if not 0 <= seed <= MAX_SEED:
        raise _part_unreadable("seed")
    raw_actions = _need(data, "actions", list)
    if len(raw_actions) > MAX_ACTIONS:
        raise err(QT_TRANSLATE_NOOP("Saves", "The file holds %n move(s), more than any real game.", None, 1),
                   n=len(raw_actions))
    actions = []
    for number, raw in enumerate(raw_actions, 1):
        try:
            actions.append(game.codec.decode(raw))
        except CodecError as exc:
            log.info("move %d of the save: %s", number, exc)
            raise err(QT_TRANSLATE_NOOP("Saves", "Move {n} cannot be read: {reason}"), n=number,
                       reason=exc.message) from None
    hints = _counts(data.get("hints"), len(seats), "hints")
    allowed, takebacks = _takebacks(data.get("takebacks"), len(seats))
    return SaveRecord(
        game=game_id, options=options, seats=seats, seed=seed, actions=tuple(actions), hints=hints,
        title=_text(data.get("title"), TITLE_LIMIT), created=_text(data.get("created")),
        updated=_text(data.get("updated")), progress=_progress(data.get("progress"), game),
        finished=data.get("finished") is True, app_version=_text(data.get("app_version")),
        takebacks_allowed=allowed, takebacks=takebacks,
    )


def _counts(value: Any, n_seats: int, part: str) -> tuple[int, ...]:
    """An optional list of one whole number per seat (absent: empty)."""
    if value is None:
        return ()
    if (not isinstance(value, list) or len(value) != n_seats
            or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= MAX_ACTIONS for c in value)):
        raise _part_unreadable(part)
    return tuple(value)
def _takebacks(value: Any, n_seats: int) -> tuple[bool, tuple[int, ...]]:
    """The optional `takebacks` field: {"allowed": bool, "counts": one whole number per seat}."""
    if value is None:
        return False, ()
    counts = value.get("counts") if isinstance(value, dict) else None
    if (not isinstance(value, dict) or set(value) != {"allowed", "counts"} or not isinstance(value["allowed"], bool)
            or not isinstance(counts, list) or len(counts) != n_seats
            or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= MAX_ACTIONS for c in counts)):
        raise _part_unreadable("takebacks")
    return value["allowed"], tuple(counts)


TITLE_LIMIT = 300  # the default title names every seat: 10 names of up to 24 characters
PARAM_LIMIT = 80  # a progress value is a number or a short list of scores
_FIELDS = string.Formatter()


def _text(value: Any, limit: int = 60) -> str:
    """A text field of the file, cleaned as names are (no control or bidirectional characters)."""
    return clean_text(value[: limit * 4], limit) if isinstance(value, str) else ""


def _progress(value: Any, game: Any) -> Message | None:
    """The file's progress line, told through one of the game's own sentences (`progress_texts`): the file's
    text only picks which, and its values fill it as plain, bounded data. A template never comes from a file,
    so a `{hand:>400000000}` in it cannot make the load list build a 400-million-character line; anything
    else gives no progress line."""
    if not isinstance(value, dict):
        return None
    ctx, text, params = value.get("context"), value.get("text"), value.get("params", {})
    ours = next(((c, t) for c, t in getattr(game, "progress_texts", ()) if (c, t) == (ctx, text)), None)
    if ours is None or not isinstance(params, dict):
        return None
    fields = {name for _, name, _, _ in _FIELDS.parse(ours[1]) if name is not None} | (
        {"n"} if "%n" in ours[1] else set())  # a plural's count
    if set(params) != fields:
        return None
    values: dict[str, Any] = {}
    for key, v in params.items():
        if isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**9:
            values[key] = v
        elif isinstance(v, str):
            values[key] = clean_text(v[: PARAM_LIMIT * 4], PARAM_LIMIT)
        else:
            return None
    return Message(ours[0], ours[1], values)


def _seat(number: int, data: Any, levels: Sequence[str]) -> Seat:
    if not isinstance(data, dict):
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: player {n} cannot be read."), n=number)
    name, kind, level = data.get("name"), data.get("kind"), data.get("level", "normal")
    if not isinstance(name, str):
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: player {n} has no name."), n=number)
    try:
        name = check_name(name)
    except SetupError as exc:
        raise err(QT_TRANSLATE_NOOP("Saves", "Player {n}: {reason}"), n=number, reason=exc.message) from None
    if kind not in KINDS:
        raise err(QT_TRANSLATE_NOOP("Saves", "The file is damaged: player {n} is neither a person nor the "
                                              "computer."), n=number)
    if not isinstance(level, str) or level not in levels:
        raise err(UNKNOWN_LEVEL, n=number)
    player = data.get("player", "")
    if not isinstance(player, str) or (player and not PLAYER_ID.match(player)):
        raise err(QT_TRANSLATE_NOOP("Saves", "Player {n} is linked to a remembered player in a way this version "
                                              "cannot read."), n=number)
    return Seat(name, kind, level, player)
