"""Seats: who sits at the table, human or computer, and at which level."""

from __future__ import annotations

import re
from typing import Literal

import attrs

from cafegames.engine.errors import SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg

Kind = Literal["human", "computer"]
KINDS: tuple[str, ...] = ("human", "computer")
MAX_NAME = 24
CTX = "Seats"


@attrs.frozen
class Seat:
    """One place at the table. `level` is the computer level ("easy", "normal", "hard", "random"). `player` is
    the stable id of a remembered player (cafegames.engine.players) sitting there, "" for a name typed for this
    game only: the history follows the id, so a renamed player keeps their games."""

    name: str
    kind: Kind = "human"
    level: str = "normal"
    player: str = ""

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


# Joiners some scripts need inside words (Persian, Indic scripts, emoji sequences); every other format or control
# character (bidirectional overrides and isolates, zero-width spaces, line separators) is refused in a name and
# removed from other text read from a file, so a name or a title can never reorder or hide what is drawn beside it.
JOINERS = frozenset("\u200c\u200d")


# A player id is plain ASCII (see cafegames.engine.players.new_id); anything else in a file is refused.
PLAYER_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def allowed_char(ch: str) -> bool:
    return ch.isprintable() or ch in JOINERS


def clean_text(text: str, limit: int) -> str:
    """Text from a file or a keyboard made safe to show: no control or bidirectional characters, single spaces,
    at most `limit` characters."""
    kept = "".join(ch if allowed_char(ch) else " " for ch in text)
    return " ".join(kept.split())[:limit].strip()


def check_name(name: str) -> str:
    """The cleaned name, or SetupError when it is empty, too long or holds control characters."""
    name = name.strip()
    if not name:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Seats", "Every seat needs a name.")))
    if len(name) > MAX_NAME:
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Seats", "The name “{name}” is longer than {n} characters."),
                             name=clean_text(name, MAX_NAME) + "…", n=MAX_NAME))
    if not all(allowed_char(ch) for ch in name):
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Seats", "A name cannot hold control characters.")))
    return name


def parse_seats(text: str, levels: tuple[str, ...]) -> list[Seat]:
    """Seats from the command line form "Ann:human,Bob:computer:hard" (level defaults to normal)."""
    seats = []
    for part in text.split(","):
        fields = [f.strip() for f in part.split(":")]
        if len(fields) > 3 or not fields[0]:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP(
                "Seats", "“{part}” is not a seat: write Name:human or Name:computer:level."), part=part.strip()))
        name = check_name(fields[0])
        kind = fields[1].lower() if len(fields) > 1 and fields[1] else "human"
        if kind not in KINDS:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Seats", "“{kind}” is not human or computer."), kind=kind))
        level = fields[2].lower() if len(fields) > 2 and fields[2] else "normal"
        if level not in levels:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Seats", "“{level}” is not a level; choose among {levels}."),
                                 level=level, levels=", ".join(levels)))
        seats.append(Seat(name, kind, level))  # type: ignore[arg-type]
    return seats
