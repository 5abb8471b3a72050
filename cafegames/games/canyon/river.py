"""The river: hex cells parsed from `resources/canyon/river.txt`, checked at load, with the distance field.

The file is pointy-top hexes in "odd-r" offset rows: line 0 is the top (downstream, the finish) and odd lines are
shifted half a cell to the right. Cells are kept in axial coordinates (q, r) with r = the line and
q = column - (r - (r & 1)) // 2, so the six neighbours are the same offsets on every line.

Legend: `.` water, `S` start space, `#` bank, `M` mountain, `I` island, `1 3 4 6 7 9` current (keypad
directions), `W` waterfall, `B` the cave's bridge, `D` landing dock.

Reading: the waterfall is not a cell a canoe paddles into; only the current carries a canoe there (K-FALL). Docks
end a canoe's move (K-DOCK), so paths never go through them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import attrs

from cafegames.engine.errors import GameError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.os_errors import os_reason
from cafegames.engine.paths import resource

Hex = tuple[int, int]

# Axial offsets of the six neighbours, named by their numeric-keypad digit (the map's arrow notation).
DIRECTIONS: dict[str, Hex] = {"6": (1, 0), "4": (-1, 0), "9": (1, -1), "7": (0, -1), "3": (0, 1), "1": (-1, 1)}
NEIGHBOUR_OFFSETS: tuple[Hex, ...] = tuple(DIRECTIONS.values())

WATER = "."
START = "S"
BANK = "#"
MOUNTAIN = "M"
ISLAND = "I"
WATERFALL = "W"
BRIDGE = "B"
DOCK = "D"
CURRENT = frozenset(DIRECTIONS)
KNOWN = frozenset(".S#MIWBD") | CURRENT
#: Cells a canoe may paddle through or end on.
PADDLE = frozenset(".SBD") | CURRENT

EXPECTED_STARTS = 6
EXPECTED_DOCKS = 3
EXPECTED_CURRENT = 50
CURRENT_ROWS = 7
BEST_ROUTE = 28
WORST_ROUTE = 30
#: The short race's start line (option "Short race"): the line under the bridge, 6–8 cells from a dock.
SHORT_START_LINE = 9


class RiverError(GameError):
    """The river file is missing or does not describe a playable river; the message says what is wrong."""


def to_axial(col: int, row: int) -> Hex:
    return (col - (row - (row & 1)) // 2, row)


def to_offset(cell: Hex) -> tuple[int, int]:
    """(column, row) in the file for an axial cell."""
    q, r = cell
    return q + (r - (r & 1)) // 2, r


def hex_distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def step(cell: Hex, direction: str) -> Hex:
    dq, dr = DIRECTIONS[direction]
    return cell[0] + dq, cell[1] + dr


@attrs.frozen(eq=False)
class River:
    """The parsed river. `kind[cell]` is the map letter; `distance[cell]` the fewest paddling steps to a dock
    (through water, ignoring canoes and currents; K-BEST)."""

    kind: dict[Hex, str]
    rows: int
    cols: int
    distance: dict[Hex, int]
    neighbours: dict[Hex, tuple[Hex, ...]]  # paddle cells only, to paddle cells only
    starts: tuple[Hex, ...]
    docks: tuple[Hex, ...]
    bridge: Hex
    waterfall: tuple[Hex, ...]
    current: dict[Hex, Hex]  # current cell → the cell its arrow points at
    short_starts: tuple[Hex, ...] = ()  # the short race's six start cells (SHORT_START_LINE)

    def is_paddle(self, cell: Hex) -> bool:
        return self.kind.get(cell, BANK) in PADDLE

    def is_current(self, cell: Hex) -> bool:
        return cell in self.current

    def is_dock(self, cell: Hex) -> bool:
        return self.kind.get(cell) == DOCK

    def cells(self) -> Iterable[Hex]:
        return self.kind.keys()


def _error(text: str, **params: object) -> RiverError:
    return RiverError(msg("Canyon", text, **params))


def parse(text: str, name: str = "river.txt") -> River:
    """The river described by `text`; RiverError naming the problem when it breaks a fact the rules need."""
    lines = [line.rstrip("\r") for line in text.split("\n")]
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise _error(QT_TRANSLATE_NOOP("Canyon", "The river file {name} is empty."), name=name)
    cols = max(len(line) for line in lines)
    kind: dict[Hex, str] = {}
    for row, line in enumerate(lines):
        for col, ch in enumerate(line.ljust(cols, BANK)):
            if ch not in KNOWN:
                raise _error(QT_TRANSLATE_NOOP(
                    "Canyon", "The river file {name} has an unknown sign “{sign}” on line {line}, column {col}."),
                    name=name, sign=ch, line=row + 1, col=col + 1)
            kind[to_axial(col, row)] = ch
    return _check(kind, len(lines), cols, name)


def _check(kind: dict[Hex, str], rows: int, cols: int, name: str) -> River:
    def cells(*letters: str) -> list[Hex]:
        return sorted((c for c, k in kind.items() if k in letters), key=lambda c: (c[1], to_offset(c)[0]))

    starts, docks, bridges, falls = cells(START), cells(DOCK), cells(BRIDGE), cells(WATERFALL)
    current_cells = cells(*CURRENT)
    for found, expected, what in (
            (len(starts), EXPECTED_STARTS, msg("Canyon", QT_TRANSLATE_NOOP("Canyon", "start spaces"))),
            (len(docks), EXPECTED_DOCKS, msg("Canyon", QT_TRANSLATE_NOOP("Canyon", "landing docks"))),
            (len(current_cells), EXPECTED_CURRENT, msg("Canyon", QT_TRANSLATE_NOOP("Canyon", "current cells"))),
            (len(bridges), 1, msg("Canyon", QT_TRANSLATE_NOOP("Canyon", "bridges")))):
        if found != expected:
            raise _error(QT_TRANSLATE_NOOP("Canyon", "The river file {name} has {found} {what}, not {expected}."),
                         name=name, found=found, what=what, expected=expected)
    if not falls:
        raise _error(QT_TRANSLATE_NOOP("Canyon", "The river file {name} has no waterfall."), name=name)
    current: dict[Hex, Hex] = {}
    for cell in current_cells:
        target = step(cell, kind[cell])
        if kind.get(target, BANK) not in CURRENT | {WATERFALL}:
            col, row = to_offset(cell)
            raise _error(QT_TRANSLATE_NOOP(
                "Canyon", "The river file {name}: the arrow on line {line}, column {col} does not point at the "
                          "current or the waterfall."), name=name, line=row + 1, col=col + 1)
        current[cell] = target
    for cell in current_cells:  # the current must carry every canoe to the waterfall, never round in a loop
        seen, at = set(), cell
        while at in current:
            if at in seen:
                col, row = to_offset(cell)
                raise _error(QT_TRANSLATE_NOOP(
                    "Canyon", "The river file {name}: the current from line {line}, column {col} flows in a loop."),
                    name=name, line=row + 1, col=col + 1)
            seen.add(at)
            at = current[at]
    current_rows = sorted({c[1] for c in current_cells})
    plain_rows = {c[1] for c, k in kind.items() if k in (WATER, START)}
    if (len(current_rows) != CURRENT_ROWS or current_rows[-1] - current_rows[0] != CURRENT_ROWS - 1
            or any(r <= current_rows[-1] for r in plain_rows)):
        raise _error(QT_TRANSLATE_NOOP(
            "Canyon", "The river file {name}: the current must fill the last {n} water rows before the docks."),
            name=name, n=CURRENT_ROWS)
    neighbours = {c: tuple(n for n in ((c[0] + dq, c[1] + dr) for dq, dr in NEIGHBOUR_OFFSETS)
                           if kind.get(n, BANK) in PADDLE)
                  for c, k in kind.items() if k in PADDLE}
    distance = _distances(docks, neighbours)
    unreachable = [c for c in neighbours if c not in distance]
    if unreachable:
        col, row = to_offset(unreachable[0])
        raise _error(QT_TRANSLATE_NOOP(
            "Canyon", "The river file {name}: the water on line {line}, column {col} cannot reach a landing dock."),
            name=name, line=row + 1, col=col + 1)
    routes = sorted(distance[s] for s in starts)
    if routes[0] != BEST_ROUTE or routes[-1] > WORST_ROUTE:
        raise _error(QT_TRANSLATE_NOOP(
            "Canyon", "The river file {name}: the shortest routes from the start spaces are {routes} moves; the "
                      "best must be {best} and none above {worst}."),
            name=name, routes=", ".join(map(str, routes)), best=BEST_ROUTE, worst=WORST_ROUTE)
    short = tuple(sorted((c for c, k in kind.items() if c[1] == SHORT_START_LINE and k == WATER),
                         key=lambda c: to_offset(c)[0])[:EXPECTED_STARTS])
    return River(kind, rows, cols, distance, neighbours, tuple(starts), tuple(docks), bridges[0], tuple(falls),
                 current, short if len(short) == EXPECTED_STARTS else tuple(starts))


def _distances(docks: Iterable[Hex], neighbours: dict[Hex, tuple[Hex, ...]]) -> dict[Hex, int]:
    """Fewest paddling steps from each cell to a dock (a dock is 0); paths do not go through docks."""
    dist = {d: 0 for d in docks}
    queue = deque(dist)
    while queue:
        cell = queue.popleft()
        for n in neighbours[cell]:
            if n not in dist:
                dist[n] = dist[cell] + 1
                queue.append(n)
    return dist


def load(path: Path | None = None) -> River:
    """The river from a file (default: the game's own); RiverError when it is missing or broken."""
    path = path or resource("canyon", "river.txt")
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise _error(QT_TRANSLATE_NOOP("Canyon", "The river file {name} cannot be read: {reason}."),
                     name=str(path), reason=os_reason(exc)) from None
    except UnicodeDecodeError:
        raise _error(QT_TRANSLATE_NOOP("Canyon", "The river file {name} cannot be read: it is not text."),
                     name=str(path)) from None
    return parse(text, path.name)


@cache
def default_river() -> River:
    return load()
