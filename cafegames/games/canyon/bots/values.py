"""What a cell of the river is worth to a canoe: the expected number of rounds still needed to dock from it.

Distance alone misjudges the last stretch: on the current a canoe moves only when it wins exactly its bid, and
then only its bonus (K-CURRENT-EXACT), otherwise it drifts along the arrow (K-DRIFT), maybe over the waterfall to
the bridge (K-FALL). `rounds_to_dock` solves that as a small stochastic shortest-path problem (value iteration),
other canoes ignored:

- on open water a round brings `k` movement points with the chances in `OPEN_POINTS` (measured on games of the
  normal level), and the canoe ends on the best cell it can reach with them;
- on the current it picks the bonus worth aiming for: 1, 2 or 3 cells, won with the chances in `EXACT`, or else
  it drifts.

Computed once per river (about a quarter of a second) and kept.
"""

from __future__ import annotations

from collections.abc import Mapping

from cafegames.games.canyon.movement import drift_end
from cafegames.games.canyon.river import Hex, River

# chance of k movement points in a round on open water (normal bots, all track steps together)
OPEN_POINTS = (0.08, 0.10, 0.14, 0.17, 0.16, 0.13, 0.09, 0.06, 0.04, 0.02, 0.01)
# on the current: the chance of winning exactly the bid worth that bonus (bid 0 → 1 cell, 1 → 2, 2 or more → 3)
EXACT = {1: 0.55, 2: 0.45, 3: 0.38}
SWEEPS = 80

_CACHE: dict[int, tuple[River, dict[Hex, float]]] = {}
_BY_MAP: dict[tuple, dict[Hex, float]] = {}


def rounds_to_dock(river: River) -> Mapping[Hex, float]:
    """Expected rounds to dock from every paddle cell of `river` (0 on the docks). Kept per river, and per map
    too: the search process receives a new copy of the river with every view."""
    hit = _CACHE.get(id(river))
    if hit is not None and hit[0] is river:
        return hit[1]
    key = tuple(sorted(river.kind.items()))
    values = _BY_MAP.get(key)
    if values is None:
        values = _BY_MAP[key] = _solve(river)
    _CACHE[id(river)] = (river, values)
    return values


def _solve(river: River) -> dict[Hex, float]:
    cells = list(river.neighbours)
    index = {c: i for i, c in enumerate(cells)}
    nbrs = [[index[n] for n in river.neighbours[c]] for c in cells]
    dock = [river.is_dock(c) for c in cells]
    bridge = index[river.bridge]
    drift = [-1] * len(cells)  # current cell → where it drifts (the bridge after the falls)
    for c in river.current:
        end = drift_end(river, c)
        drift[index[c]] = index.get(end, bridge)
    v = [0.0 if dock[i] else river.distance[c] / 3 + 1 for i, c in enumerate(cells)]
    kmax = len(OPEN_POINTS) - 1
    for _ in range(SWEEPS):
        # best[k][i]: the best value within k steps of cell i (a dock ends a path)
        best = [v]
        for _k in range(kmax):
            prev = best[-1]
            best.append([prev[i] if dock[i] else min(prev[i], min(prev[j] for j in nbrs[i]))
                         for i in range(len(cells))])
        change = 0.0
        new = list(v)
        for i in range(len(cells)):
            if dock[i]:
                continue
            if drift[i] >= 0:
                value = 1 + min(q * best[b][i] + (1 - q) * v[drift[i]] for b, q in EXACT.items())
            else:
                value = 1 + sum(p * best[k][i] for k, p in enumerate(OPEN_POINTS))
            change = max(change, abs(value - v[i]))
            new[i] = value
        v = new
        if change < 1e-4:
            break
    return {c: v[i] for i, c in enumerate(cells)}
