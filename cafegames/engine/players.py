"""The family's remembered players: a stable id, a name and a colour each, in `players.json` of the data folder.

Only people who played are remembered: the names of the people at a match are remembered when that match is
finished (`remember`, called by the table, cafegames/ui/controller.py), however it was started (the new-game
dialog, --seats, Play again, a loaded save); a start that fails remembers nobody, and the names a seat has until
someone types one ("Player 1", "Computer 2", in any language of the app: `is_placeholder`) never are.

The new-game dialog offers them; a seat taken by one carries its id (`Seat.player`, saved with the match), so the
history follows the person, not the spelling: a renamed player keeps every game. A player's photo is the avatar of
their name (cafegames/ui/avatars.py, carried over on a rename by the UI). Computer players are not stored here:
the history names them by level (`identity`).

The file is plain JSON written atomically (`saves.write_atomic`); it is read as data: entries that are not a
valid player (an id of the wrong shape, a name a seat could not have, a colour that is not `#rrggbb`) are left
out, and a damaged file reads as an empty list with `problem` set (the next change keeps it as `.bak`). It is read
bounded (`files.read_bounded`): a pipe, a device or a huge file is refused at once. It holds no path: a player's
photo is found by name in the avatars folder.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import re
import secrets
from collections.abc import Iterable, Sequence
from pathlib import Path

import attrs

from cafegames.engine.errors import SetupError
from cafegames.engine.files import FileRefused, read_bounded
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.paths import data_dir
from cafegames.engine.seats import PLAYER_ID, Seat, check_name

CTX = "Players"
FORMAT = "cafegames-players"
VERSION = 1
MAX_PLAYERS = 200
# Warm, well-separated colours (the avatar ring, the lines of the charts); the first unused one is given.
PALETTE = ("#c8553d", "#2f7d4f", "#3a6ea5", "#8e44ad", "#d4a017", "#16817a", "#b5487a", "#e07a1f", "#4a5fc1",
           "#6b8e23", "#a0522d", "#5d6d7e")
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
# The names a seat has until someone types one, shown in the current language (`placeholder_name`).
PLAYER_PLACEHOLDER = QT_TRANSLATE_NOOP("Players", "Player {number}")
COMPUTER_PLACEHOLDER = QT_TRANSLATE_NOOP("Players", "Computer {number}")
# Their words in every language of the app: a name saved or remembered in one language is still recognised in
# another (tests/test_players.py checks this table against the translations).
PLACEHOLDER_WORDS = {"player": ("Player", "Joueur"), "computer": ("Computer", "Ordinateur")}
_PLACEHOLDER = re.compile(r"^(\w+) ([0-9]{1,3})$")
log = logging.getLogger(__name__)


@attrs.frozen
class Player:
    id: str
    name: str
    colour: str
    created: str = ""
    played: str = ""  # when a match they were at last finished (ISO, UTC); "" for one added and not yet played


def placeholder_name(kind: str, number: int) -> Message:
    """The name of an empty seat: "Player 1" for a person's (`kind` "player"), "Computer 2" for a computer's."""
    return msg(CTX, PLAYER_PLACEHOLDER if kind == "player" else COMPUTER_PLACEHOLDER, number=number)


def placeholder_of(name: str) -> tuple[str, int] | None:
    """("player", 1) for "Player 1" or "Joueur 1", ("computer", 2) for "Computer 2" or "Ordinateur 2" (any case,
    spaces around ignored); None for any other name. THE rule of what is a placeholder, in every language."""
    found = _PLACEHOLDER.match(" ".join(name.split()))
    if found is None:
        return None
    word = found.group(1).casefold()
    kind = next((k for k, words in PLACEHOLDER_WORDS.items() if word in (w.casefold() for w in words)), None)
    return (kind, int(found.group(2))) if kind is not None else None


def is_placeholder(name: str) -> bool:
    """Whether `name` is only the name a seat has until someone types one (never a person to remember)."""
    return placeholder_of(name) is not None


def default_path() -> Path:
    return data_dir() / "players.json"


def new_id() -> str:
    """A fresh player id: 16 hex digits (matches `seats.PLAYER_ID`)."""
    return secrets.token_hex(8)


def identity(seat: Seat) -> str:
    """Whom the history counts a seat's games for: `player:<id>` for a remembered player, `computer:<level>` for
    a computer (computers appear by level), `name:<folded name>` for a name typed for one game."""
    if seat.kind == "computer":
        return f"computer:{seat.level}"
    if seat.player:
        return f"player:{seat.player}"
    return f"name:{seat.name.strip().casefold()}"


class Players:
    """The list in `path` (default `data_dir()/players.json`), read again whenever the file changed."""

    def __init__(self, path: Path | None = None):
        self.path = path or default_path()
        self._cache: tuple[tuple[int, int], list[Player]] | None = None
        self.problem: Message | None = None  # set when the file could not be read

    # ---------------------------------------------------------------- reading
    def all(self) -> list[Player]:
        """Every remembered player, in the order they were added."""
        try:
            info = self.path.stat()
        except OSError:
            self._cache = None
            return []
        key = (info.st_mtime_ns, info.st_size)
        if self._cache is not None and self._cache[0] == key:
            return list(self._cache[1])
        players = self._read()
        self._cache = (key, players)
        return list(players)

    def _read(self) -> list[Player]:
        self.problem = None
        try:  # bounded: a pipe or a link to /dev/zero as players.json is refused at once
            data = json.loads(read_bounded(self.path, "players").decode("utf-8-sig"))
        except (FileRefused, ValueError, RecursionError) as exc:
            log.warning("the players file %s cannot be read: %s", self.path, exc)
            self.problem = msg(CTX, QT_TRANSLATE_NOOP("Players", "The list of players could not be read; it starts "
                                                                 "again empty (the old file is kept as a backup)."))
            return []
        entries = data.get("players") if isinstance(data, dict) and data.get("format") == FORMAT else None
        if not isinstance(entries, list):
            return []
        out: list[Player] = []
        seen_ids: set[str] = set()
        seen_names: set[str] = set()
        for entry in entries[:MAX_PLAYERS]:
            player = _player(entry)
            if player is None or player.id in seen_ids or player.name.casefold() in seen_names:
                continue
            seen_ids.add(player.id)
            seen_names.add(player.name.casefold())
            out.append(player)
        return out

    def by_id(self, player_id: str) -> Player | None:
        return next((p for p in self.all() if p.id == player_id), None)

    def last_played(self) -> Player | None:
        """Who finished a match most recently (the first of the list among those of the same match), or None."""
        players = [p for p in self.all() if p.played]
        return max(players, key=lambda p: p.played, default=None)

    def by_name(self, name: str) -> Player | None:
        key = name.strip().casefold()
        return next((p for p in self.all() if p.name.casefold() == key), None)

    # ---------------------------------------------------------------- changing
    def add(self, name: str, colour: str = "") -> Player:
        """Remember a new player; SetupError when the name is not a valid seat name or is taken."""
        name = check_name(name)
        players = self.all()
        existing = self.by_name(name)
        if existing is not None:
            raise _taken(existing.name)
        if len(players) >= MAX_PLAYERS:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Players", "The list is full (%n player(s)).", None, 1),
                                 n=MAX_PLAYERS))
        used = {p.colour.lower() for p in players}
        colour = colour if _COLOUR.match(colour or "") else next(
            (c for c in PALETTE if c not in used), PALETTE[len(players) % len(PALETTE)])
        player = Player(new_id(), name, colour, dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat())
        self._write([*players, player])
        return player

    def rename(self, player_id: str, name: str) -> Player:
        """Give a player a new name (their games stay theirs: they follow the id)."""
        name = check_name(name)
        players = self.all()
        other = self.by_name(name)
        if other is not None and other.id != player_id:
            raise _taken(other.name)
        found = self.by_id(player_id)
        if found is None:
            raise _gone()
        renamed = attrs.evolve(found, name=name)
        self._write([renamed if p.id == player_id else p for p in players])
        return renamed

    def set_colour(self, player_id: str, colour: str) -> Player:
        if not _COLOUR.match(colour):
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Players", "That is not a colour.")))
        found = self.by_id(player_id)
        if found is None:
            raise _gone()
        changed = attrs.evolve(found, colour=colour)
        self._write([changed if p.id == player_id else p for p in self.all()])
        return changed

    def remove(self, player_id: str) -> None:
        """Forget a player (their saved games stay; the history then shows the name the saves hold)."""
        self._write([p for p in self.all() if p.id != player_id])

    def _write(self, players: Sequence[Player]) -> None:
        from cafegames.engine.saves import write_atomic

        data = {"format": FORMAT, "version": VERSION, "players": [attrs.asdict(p) for p in players]}
        try:
            write_atomic(self.path, json.dumps(data, ensure_ascii=False, indent=1).encode())
        except OSError as exc:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Players", "The list of players could not be saved: "
                                                                   "{reason}"), reason=exc.strerror or str(exc))) \
                from None
        self._cache = None
        self.problem = None

    # ---------------------------------------------------------------- seats
    def attach(self, seats: Iterable[Seat]) -> list[Seat]:
        """The seats with the id of the remembered player of the same name on every human seat that has none."""
        out = []
        for seat in seats:
            if seat.is_human and not seat.player:
                found = self.by_name(seat.name)
                if found is not None:
                    seat = attrs.evolve(seat, player=found.id)
            out.append(seat)
        return out

    def remember(self, seats: Iterable[Seat]) -> list[Seat]:
        """The people of a match that was just finished: each one not yet in the list is added (a placeholder such
        as "Player 1" never is), each one's `played` is stamped, and the seats come back with their ids (`attach`).
        A full list or a disk that refuses only leaves those seats unattached (said in the log)."""
        seats = list(seats)
        people = [s for s in seats if s.is_human and not is_placeholder(s.name)]
        if not people:
            return self.attach(seats)
        try:
            players = self.all()
            known = {p.id for p in players} | {p.name.casefold() for p in players}
            for seat in people:
                if seat.player not in known and seat.name.strip().casefold() not in known:
                    players.append(self.add(seat.name))
                    known |= {players[-1].id, players[-1].name.casefold()}
            now = dt.datetime.now(dt.UTC).replace(microsecond=0).isoformat()
            here = {s.player for s in people if s.player} | {s.name.strip().casefold() for s in people}
            self._write([attrs.evolve(p, played=now) if p.id in here or p.name.casefold() in here else p
                         for p in self.all()])
        except SetupError as exc:
            log.warning("the players of a finished match were not all remembered: %s", exc)
        return self.attach(seats)


def _player(entry: object) -> Player | None:
    if not isinstance(entry, dict):
        return None
    pid, name, colour, created, played = (entry.get(k) for k in ("id", "name", "colour", "created", "played"))
    if not (isinstance(pid, str) and PLAYER_ID.match(pid) and isinstance(name, str)
            and isinstance(colour, str) and _COLOUR.match(colour)):
        return None
    try:
        name = check_name(name)
    except SetupError:
        return None
    return Player(pid, name, colour, created if isinstance(created, str) else "",
                  played if isinstance(played, str) and len(played) <= 40 else "")


def _taken(name: str) -> SetupError:
    return SetupError(msg(CTX, QT_TRANSLATE_NOOP("Players", "There is already a player called “{name}”."), name=name))


def _gone() -> SetupError:
    return SetupError(msg(CTX, QT_TRANSLATE_NOOP("Players", "That player is no longer in the list.")))
