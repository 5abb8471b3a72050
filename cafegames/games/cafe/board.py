"""The café: nations, guests, the 24 tables, 68 chairs and 20 bar seats (C-GUESTS, C-BOARD, C-BAR).

The board is data (`resources/cafe/board.json`), loaded and validated once. A broken file raises `BoardError`
with a sentence naming what is wrong. Guests are small ints so positions copy fast and saves stay plain:
`guest = nation * 2 + gender` with gender 0 = woman, 1 = man; nation 12 is the joker (guests 24 and 25).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import attrs

from cafegames.engine import paths
from cafegames.engine.errors import GameError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

CTX = "Cafe"

# Nation codes in the order of the reference (C-GUESTS); the index is the nation number.
NATIONS: tuple[str, ...] = ("AF", "CN", "CU", "FR", "DE", "GB", "IN", "IT", "RU", "ES", "TR", "US")
NATION_NAMES: dict[str, str] = {
    "AF": QT_TRANSLATE_NOOP("Cafe", "Africa"),
    "CN": QT_TRANSLATE_NOOP("Cafe", "China"),
    "CU": QT_TRANSLATE_NOOP("Cafe", "Cuba"),
    "FR": QT_TRANSLATE_NOOP("Cafe", "France"),
    "DE": QT_TRANSLATE_NOOP("Cafe", "Germany"),
    "GB": QT_TRANSLATE_NOOP("Cafe", "Great Britain"),
    "IN": QT_TRANSLATE_NOOP("Cafe", "India"),
    "IT": QT_TRANSLATE_NOOP("Cafe", "Italy"),
    "RU": QT_TRANSLATE_NOOP("Cafe", "Russia"),
    "ES": QT_TRANSLATE_NOOP("Cafe", "Spain"),
    "TR": QT_TRANSLATE_NOOP("Cafe", "Turkey"),
    "US": QT_TRANSLATE_NOOP("Cafe", "USA"),
}
# A guest of each nation and gender with its article, for sentences ("an Indian woman").
GUEST_NAMES: dict[tuple[str, int], str] = {
    ("AF", 0): QT_TRANSLATE_NOOP("Cafe", "an African woman"), ("AF", 1): QT_TRANSLATE_NOOP("Cafe", "an African man"),
    ("CN", 0): QT_TRANSLATE_NOOP("Cafe", "a Chinese woman"), ("CN", 1): QT_TRANSLATE_NOOP("Cafe", "a Chinese man"),
    ("CU", 0): QT_TRANSLATE_NOOP("Cafe", "a Cuban woman"), ("CU", 1): QT_TRANSLATE_NOOP("Cafe", "a Cuban man"),
    ("FR", 0): QT_TRANSLATE_NOOP("Cafe", "a French woman"), ("FR", 1): QT_TRANSLATE_NOOP("Cafe", "a French man"),
    ("DE", 0): QT_TRANSLATE_NOOP("Cafe", "a German woman"), ("DE", 1): QT_TRANSLATE_NOOP("Cafe", "a German man"),
    ("GB", 0): QT_TRANSLATE_NOOP("Cafe", "a British woman"), ("GB", 1): QT_TRANSLATE_NOOP("Cafe", "a British man"),
    ("IN", 0): QT_TRANSLATE_NOOP("Cafe", "an Indian woman"), ("IN", 1): QT_TRANSLATE_NOOP("Cafe", "an Indian man"),
    ("IT", 0): QT_TRANSLATE_NOOP("Cafe", "an Italian woman"), ("IT", 1): QT_TRANSLATE_NOOP("Cafe", "an Italian man"),
    ("RU", 0): QT_TRANSLATE_NOOP("Cafe", "a Russian woman"), ("RU", 1): QT_TRANSLATE_NOOP("Cafe", "a Russian man"),
    ("ES", 0): QT_TRANSLATE_NOOP("Cafe", "a Spanish woman"), ("ES", 1): QT_TRANSLATE_NOOP("Cafe", "a Spanish man"),
    ("TR", 0): QT_TRANSLATE_NOOP("Cafe", "a Turkish woman"), ("TR", 1): QT_TRANSLATE_NOOP("Cafe", "a Turkish man"),
    ("US", 0): QT_TRANSLATE_NOOP("Cafe", "an American woman"), ("US", 1): QT_TRANSLATE_NOOP("Cafe", "an American man"),
    ("JK", 0): QT_TRANSLATE_NOOP("Cafe", "a joker woman"), ("JK", 1): QT_TRANSLATE_NOOP("Cafe", "a joker man"),
}

WOMAN, MAN = 0, 1
JOKER_NATION = 12
JOKER_WOMAN, JOKER_MAN = 24, 25
N_GUESTS = 26  # guest kinds
EMPTY = -1


def nation_of(guest: int) -> int:
    return guest >> 1


def gender_of(guest: int) -> int:
    return guest & 1


def is_joker(guest: int) -> bool:
    return guest >= JOKER_WOMAN


def guest_code(guest: int) -> str:
    """"IN-W", "US-M", "JK-W": a short readable name for logs and tests."""
    n = nation_of(guest)
    return f"{NATIONS[n] if n < JOKER_NATION else 'JK'}-{'WM'[gender_of(guest)]}"


def guest_from_code(code: str) -> int:
    nation, _, g = code.partition("-")
    n = JOKER_NATION if nation == "JK" else NATIONS.index(nation)
    return n * 2 + "WM".index(g)


def full_deck() -> list[int]:
    """The 100 guests (C-GUESTS): 4 women and 4 men of each of the 12 nations, 2 joker women, 2 joker men."""
    deck = [n * 2 + g for n in range(12) for g in (WOMAN, MAN) for _ in range(4)]
    return deck + [JOKER_WOMAN] * 2 + [JOKER_MAN] * 2


def guest_name(guest: int) -> Message:
    n = nation_of(guest)
    key = (NATIONS[n] if n < JOKER_NATION else "JK", gender_of(guest))
    return Message(CTX, GUEST_NAMES[key])


def nation_name(code: str) -> Message:
    return Message(CTX, NATION_NAMES[code])


class BoardError(GameError):
    """The board file is missing or does not describe the café's board."""


@attrs.frozen
class Table:
    id: int
    nation: int  # index in NATIONS
    x: int
    y: int
    chairs: tuple[int, ...]  # its 4 chairs


@attrs.frozen
class Chair:
    id: int
    tables: tuple[int, ...]  # 1 or 2 tables
    x: float
    y: float
    accepts: int  # bit mask of the nations that may sit here (C-NATION); jokers always may

    @property
    def shared(self) -> bool:
        return len(self.tables) == 2


@attrs.frozen
class Board:
    tables: tuple[Table, ...]
    chairs: tuple[Chair, ...]
    bar_values: tuple[int, ...]  # value of bar seat 1..20, in filling order

    def chair_between(self, t1: int, t2: int) -> int:
        """The chair shared by two neighbouring tables."""
        for c in self.tables[t1].chairs:
            if t2 in self.chairs[c].tables:
                return c
        raise KeyError((t1, t2))

    def own_chairs(self, t: int) -> list[int]:
        """The chairs of table `t` that no other table touches."""
        return [c for c in self.tables[t].chairs if not self.chairs[c].shared]

    def table_at(self, x: int, y: int) -> int:
        for t in self.tables:
            if (t.x, t.y) == (x, y):
                return t.id
        raise KeyError((x, y))

    def accepts(self, chair: int, guest: int) -> bool:
        """C-NATION: the chair takes jokers and the nations of its tables."""
        return is_joker(guest) or bool(self.chairs[chair].accepts >> nation_of(guest) & 1)


def _fail(path: Path, problem: str) -> BoardError:
    """The file ships with the game: a person is told it is damaged and how to repair it; what exactly is wrong
    (in English, for whoever edits the file) is the error's detail, which the log keeps."""
    return BoardError(msg(CTX, QT_TRANSLATE_NOOP("Cafe", "The café board file {path} is damaged; installing "
                                                         "cafegames again repairs it."), path=str(path)),
                      detail=f"board file {path}: {problem}")


def parse_board(data: object, path: Path) -> Board:
    """A validated Board from the JSON document; BoardError naming the first problem found."""
    if not isinstance(data, dict) or data.get("format") != "cafegames-cafe-board":
        raise _fail(path, "not a café board document")
    try:
        raw_tables, raw_chairs, raw_bar = data["tables"], data["chairs"], data["bar"]
    except KeyError as exc:
        raise _fail(path, f"missing “{exc.args[0]}”") from None
    if not (isinstance(raw_tables, list) and isinstance(raw_chairs, list) and isinstance(raw_bar, list)):
        raise _fail(path, "tables, chairs and bar must be lists")
    if len(raw_tables) != 24:
        raise _fail(path, f"{len(raw_tables)} tables instead of 24")
    if len(raw_chairs) != 68:
        raise _fail(path, f"{len(raw_chairs)} chairs instead of 68")
    if len(raw_bar) != 20:
        raise _fail(path, f"{len(raw_bar)} bar seats instead of 20")
    places: dict[tuple[int, int], int] = {}
    nations: list[int] = []
    coords: list[tuple[int, int]] = []
    for i, t in enumerate(raw_tables):
        if not isinstance(t, dict) or t.get("id") != i:
            raise _fail(path, f"table {i} is missing or out of order")
        if t.get("nation") not in NATIONS:
            raise _fail(path, f"table {i} has an unknown nation {str(t.get('nation'))[:10]!r}")
        x, y = t.get("x"), t.get("y")
        if not (isinstance(x, int) and isinstance(y, int) and 0 <= x <= 5 and 0 <= y <= 5):
            raise _fail(path, f"table {i} is not on the 6×6 grid")
        if (x, y) in places:
            raise _fail(path, f"tables {places[(x, y)]} and {i} are at the same place")
        places[(x, y)] = i
        nations.append(NATIONS.index(t["nation"]))
        coords.append((x, y))
    for n in range(12):
        if nations.count(n) != 2:
            raise _fail(path, f"{NATIONS[n]} has {nations.count(n)} tables instead of 2")
    table_chairs: list[list[int]] = [[] for _ in raw_tables]
    chairs: list[Chair] = []
    pairs: set[frozenset[int]] = set()
    for i, c in enumerate(raw_chairs):
        if not isinstance(c, dict) or c.get("id") != i:
            raise _fail(path, f"chair {i} is missing or out of order")
        ts = c.get("tables")
        if not (isinstance(ts, list) and 1 <= len(ts) <= 2 and all(isinstance(t, int) and 0 <= t < 24 for t in ts)
                and len(set(ts)) == len(ts)):
            raise _fail(path, f"chair {i} must touch one or two existing tables")
        if len(ts) == 2:
            (x1, y1), (x2, y2) = coords[ts[0]], coords[ts[1]]
            if abs(x1 - x2) + abs(y1 - y2) != 1:
                raise _fail(path, f"chair {i} joins tables {ts[0]} and {ts[1]}, which are not neighbours")
            if frozenset(ts) in pairs:
                raise _fail(path, f"tables {ts[0]} and {ts[1]} share more than one chair")
            pairs.add(frozenset(ts))
        x, y = c.get("x"), c.get("y")
        if not (isinstance(x, (int, float)) and isinstance(y, (int, float))):
            raise _fail(path, f"chair {i} has no position")
        mask = 0
        for t in ts:
            table_chairs[t].append(i)
            mask |= 1 << nations[t]
        chairs.append(Chair(i, tuple(ts), float(x), float(y), mask))
    for t, cs in enumerate(table_chairs):
        if len(cs) != 4:
            raise _fail(path, f"table {t} has {len(cs)} chairs instead of 4")
    for (x, y), t in places.items():
        for nb in ((x + 1, y), (x, y + 1)):
            if nb in places and frozenset((t, places[nb])) not in pairs:
                raise _fail(path, f"neighbouring tables {t} and {places[nb]} share no chair")
    values = []
    for i, b in enumerate(raw_bar):
        if not isinstance(b, dict) or b.get("number") != i + 1 or not isinstance(b.get("value"), int):
            raise _fail(path, f"bar seat {i + 1} is missing, out of order or has no whole-number value")
        values.append(b["value"])
    tables = tuple(Table(i, nations[i], *coords[i], tuple(table_chairs[i])) for i in range(24))
    return Board(tables, tuple(chairs), tuple(values))


def load_board(path: Path) -> Board:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise _fail(path, f"cannot be read ({exc})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _fail(path, f"not valid JSON ({exc})") from None
    return parse_board(data, path)


@cache
def board() -> Board:
    """The café board shipped with the game (loaded once)."""
    return load_board(paths.resource("cafe", "board.json"))
