"""Where a canoe may end its move (K-PATH, K-NOWAIVE, K-BEST, K-BLOCKED, K-DOCK, K-ONE) and how the current
carries canoes (K-DRIFT, K-FALL).

Legal end cells are found without listing every path: a simple path of exactly N steps (N up to 11) has
exponentially many shapes, so the search
- only looks for ends closer to the finish than the start (anything else is the blocked case, solved by a
  breadth-first search), keeping `best` = the closest distance found so far;
- cuts a branch when even walking straight to the finish could not reach `best`: the distance field changes by
  at most 1 per step, so an end reached from `cell` in `rem` steps is at least `distance[cell] - rem` away;
- remembers each (cell, steps left, visited cells within reach) it has searched: the same sub-search can only
  find what it found before.
`tests/canyon/test_movement.py` checks this against brute force on random positions.

Readings of the rules (noted for the rules page):
- a canoe reaching a dock stops there at once (K-DOCK); its path to each dock is the shortest one, so it keeps
  the most points for the tie-break;
- blocked (K-BLOCKED): no full-length path ends closer than the start; then the canoe goes to the closest cell any
  shorter path reaches, only if that is closer than the start, else it stays;
- canoes on the bridge never block it (K-ONE); the waterfall is never paddled into.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping

import attrs

from cafegames.games.canyon.river import Hex, River, hex_distance

#: Kinds of move plan.
PADDLE = "paddle"      # all points used, ends closer to the finish (K-NOWAIVE, K-BEST)
DOCK = "dock"          # reaches a dock, the race is over; unused points are kept (K-DOCK)
BLOCKED = "blocked"    # no full-length path gets closer: fewer points to the closest cell reachable (K-BLOCKED)
STAY = "stay"          # blocked and nothing closer is reachable, or no points: the canoe stays


@attrs.frozen
class MoveOption:
    """One legal end cell and a witness path to it (start cell first), for the animation."""

    end: Hex
    path: tuple[Hex, ...]

    @property
    def used(self) -> int:
        return len(self.path) - 1


@attrs.frozen
class MovePlan:
    kind: str
    points: int
    start: Hex
    options: dict[Hex, MoveOption]

    def leftover(self, end: Hex) -> int:
        """Points not used by the move to `end` (only a dock keeps them for the tie-break)."""
        return self.points - self.options[end].used if self.kind == DOCK else 0


class _Index:
    """The river's paddle cells as small integers, with neighbour lists ordered closest-to-finish first and
    bit masks of the cells within k steps of each cell (for the search's memo keys)."""

    def __init__(self, river: River, max_radius: int = 12):
        self.cells: list[Hex] = sorted(river.neighbours, key=lambda c: (c[1], c[0]))
        self.index = {c: i for i, c in enumerate(self.cells)}
        self.dist = [river.distance[c] for c in self.cells]
        self.dock = [river.is_dock(c) for c in self.cells]
        self.bridge = self.index[river.bridge]
        self.nbrs = [sorted((self.index[n] for n in river.neighbours[c]), key=lambda j: self.dist[j])
                     for c in self.cells]
        self.ball: list[list[int]] = []
        for c in self.cells:
            masks = [0] * (max_radius + 1)
            for j, other in enumerate(self.cells):
                d = hex_distance(c, other)
                for k in range(d, max_radius + 1):
                    masks[k] |= 1 << j
            self.ball.append(masks)


_INDEXES: dict[int, _Index] = {}


def _index(river: River) -> _Index:
    idx = _INDEXES.get(id(river))
    if idx is None or idx.cells[0] not in river.neighbours:
        idx = _INDEXES[id(river)] = _Index(river)
    return idx


def plan_move(river: River, start: Hex, points: int, occupied: Iterable[Hex]) -> MovePlan:
    """The legal end cells for a canoe at `start` with `points` movement points, other canoes on `occupied`."""
    if points <= 0:
        return MovePlan(STAY, points, start, {start: MoveOption(start, (start,))})
    idx = _index(river)
    s = idx.index[start]
    blocked = 0
    for cell in occupied:
        j = idx.index.get(cell)
        if j is not None and j != idx.bridge and j != s:
            blocked |= 1 << j
    # Breadth-first: shortest paths avoiding canoes (docks end a path). Gives docks in reach and the blocked case.
    parent = {s: -1}
    depth = {s: 0}
    queue = deque([s])
    while queue:
        i = queue.popleft()
        if depth[i] == points or (idx.dock[i] and i != s):
            continue
        for j in idx.nbrs[i]:
            if j not in parent and not blocked >> j & 1:
                parent[j] = i
                depth[j] = depth[i] + 1
                queue.append(j)

    def bfs_path(j: int) -> tuple[Hex, ...]:
        out = []
        while j != -1:
            out.append(idx.cells[j])
            j = parent[j]
        return tuple(reversed(out))

    docks = [j for j in depth if idx.dock[j] and j != s]
    if docks:
        return MovePlan(DOCK, points, start, {idx.cells[j]: MoveOption(idx.cells[j], bfs_path(j)) for j in docks})
    try:
        ends = _full_length_ends(idx, s, points, blocked, _BUDGET)
    except _OverBudget:
        ends = _ends_by_target(idx, s, points, blocked, depth)
    if ends:
        return MovePlan(PADDLE, points, start, {idx.cells[j]: MoveOption(idx.cells[j], p) for j, p in ends.items()})
    d0 = idx.dist[s]
    closest = min((idx.dist[j] for j in depth if depth[j] < points), default=d0)
    if closest < d0:
        return MovePlan(BLOCKED, points, start, {
            idx.cells[j]: MoveOption(idx.cells[j], bfs_path(j))
            for j in depth if depth[j] < points and idx.dist[j] == closest})
    return MovePlan(STAY, points, start, {start: MoveOption(start, (start,))})


def _full_length_ends(idx: _Index, s: int, points: int, blocked: int, budget: int) -> dict[int, tuple[Hex, ...]]:
    """End cells of simple paths of exactly `points` steps that are as close to the finish as possible and closer
    than the start, with a witness path each (empty when there is none). Raises _OverBudget after `budget`
    calls (crowded positions, where `_ends_by_target` is faster)."""
    dist, nbrs, dock, ball, cells = idx.dist, idx.nbrs, idx.dock, idx.ball, idx.cells
    best = dist[s] - 1
    ends: dict[int, tuple[Hex, ...]] = {}
    seen: dict[tuple[int, int, int], int] = {}
    path = [s]
    calls = 0

    def search(i: int, rem: int, visited: int) -> None:
        nonlocal best, ends, calls
        calls += 1
        if calls > budget:
            raise _OverBudget
        if rem == 0:
            d = dist[i]
            if d < best:
                best = d
                ends = {i: tuple(cells[k] for k in path)}
            elif d == best and i not in ends:
                ends[i] = tuple(cells[k] for k in path)
            return
        key = (i, rem, visited & ball[i][rem])
        done = seen.get(key)
        if done is not None and best <= done:
            return
        avoid = visited | blocked
        for j in nbrs[i]:
            if avoid >> j & 1 or dock[j] or dist[j] - rem + 1 > best:
                continue
            path.append(j)
            search(j, rem - 1, visited | 1 << j)
            path.pop()
        seen[key] = best

    search(s, points, 1 << s)
    return ends


_BUDGET = 300


class _OverBudget(Exception):
    pass


def _ends_by_target(idx: _Index, s: int, points: int, blocked: int,
                    depth: dict[int, int]) -> dict[int, tuple[Hex, ...]]:
    """The same answer as `_full_length_ends`, found cell by cell: candidate end cells (reachable within `points`
    free steps, closer than the start) are tried from the closest distance up; for each, a search for one simple
    path of exactly `points` steps, cut where the cell is out of reach of the steps left."""
    dist, dock = idx.dist, idx.dock
    d0 = dist[s]
    by_distance: dict[int, list[int]] = {}
    for j in depth:
        if j != s and not dock[j] and dist[j] < d0:
            by_distance.setdefault(dist[j], []).append(j)
    for d in sorted(by_distance):
        found = {}
        for target in by_distance[d]:
            path = _path_exactly(idx, s, target, points, blocked)
            if path is not None:
                found[target] = path
        if found:
            return found
    return {}


def _path_exactly(idx: _Index, s: int, target: int, points: int, blocked: int) -> tuple[Hex, ...] | None:
    """A simple path of exactly `points` steps from s to target avoiding canoes and docks, or None."""
    nbrs, dock, ball, cells = idx.nbrs, idx.dock, idx.ball, idx.cells
    to_target = {target: 0}
    queue = deque([target])
    while queue:
        i = queue.popleft()
        for j in nbrs[i]:
            if j not in to_target and not blocked >> j & 1 and not dock[j]:
                to_target[j] = to_target[i] + 1
                queue.append(j)
    if to_target.get(s, points + 1) > points:
        return None
    order = {i: sorted((j for j in nbrs[i] if j in to_target), key=lambda j: -to_target[j]) for i in to_target}
    failed: set[tuple[int, int, int]] = set()
    path = [s]

    def search(i: int, rem: int, visited: int) -> bool:
        if rem == 0:
            return i == target
        key = (i, rem, visited & ball[i][rem])
        if key in failed:
            return False
        for j in order[i]:
            if visited >> j & 1 or to_target[j] > rem - 1 or (j == target and rem > 1):
                continue
            path.append(j)
            if search(j, rem - 1, visited | 1 << j):
                return True
            path.pop()
        failed.add(key)
        return False

    return tuple(cells[k] for k in path) if search(s, points, 1 << s) else None


def fall_to(river: River, cell: Hex) -> Hex:
    """Where a canoe carried onto `cell` stays: the bridge when `cell` is over the waterfall (K-FALL)."""
    return river.bridge if cell in river.waterfall else cell


def drift_end(river: River, cell: Hex) -> Hex:
    """Where a lone canoe on the current's `cell` ends its drift (K-DRIFT, then K-FALL); canoes in the way are
    pushed on down the chain (`drift_chain`), the drifter's own end is the same."""
    return fall_to(river, river.current[cell])


def drift_chain(river: River, positions: Mapping[int, Hex], seat: int) -> list[tuple[int, Hex, Hex]]:
    """The moves when `seat`'s canoe drifts one cell along its cell's arrow (K-DRIFT): each canoe in the way is
    pushed one cell along the arrow of the cell it is on, down the chain. Returns (seat, from, to) for the drifter
    first, then each pushed canoe; `to` may be a waterfall cell (K-FALL: the game sends that canoe to the bridge)."""
    at_cell = {cell: s for s, cell in positions.items() if cell != river.bridge}
    moves = []
    mover, cell = seat, positions[seat]
    while True:
        target = river.current[cell]
        moves.append((mover, cell, target))
        other = at_cell.get(target)
        if other is None or target not in river.current:
            return moves
        mover, cell = other, target
