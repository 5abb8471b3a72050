"""Headless games between computer players, and the benchmark table. No Qt.

    python -m devtools.sim GAME --games N --players P --seed S [--levels easy,normal] [--options k=v,…] [--json]
    python -m devtools.sim bench [GAME …] [--quick]
    python -m devtools.sim ladder [--games N] …     # every level against the one below: docs/strength.md

Levels are given per seat and rotated from one game to the next (game g puts level i at seat (i + g) mod P),
so no level keeps the advantage of a position. Wins are counted per level; a shared win counts 1/k to each.
Games may add figures through `sim_stats(state) -> {name: [(hits, total) per seat]}`.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from cafegames.engine import registry, rng
from cafegames.engine.errors import GameError
from cafegames.engine.match import Match
from cafegames.engine.options import parse_option_text
from cafegames.engine.seats import Seat

MAX_ACTIONS_PER_GAME = 200_000


@attrs.define
class SimSummary:
    game: str
    players: int
    levels: list[str]
    games: int = 0
    actions: int = 0
    errors: list[str] = attrs.field(factory=list)
    wins_by_level: dict[str, float] = attrs.field(factory=lambda: defaultdict(float))
    wins_by_seat: list[float] = attrs.field(factory=list)
    stats: dict[str, dict[str, list[int]]] = attrs.field(factory=dict)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        seats_per_level = {lv: self.levels.count(lv) for lv in set(self.levels)}
        return {
            "game": self.game, "players": self.players, "levels": self.levels, "games": self.games,
            "actions": self.actions, "mean_actions": round(self.actions / max(self.games, 1), 1),
            "errors": self.errors,
            "wins_by_level": {lv: round(w, 2) for lv, w in self.wins_by_level.items()},
            "win_rate_per_seat_by_level": {
                lv: round(w / max(self.games, 1) / seats_per_level[lv], 4) for lv, w in self.wins_by_level.items()},
            "wins_by_seat": [round(w, 2) for w in self.wins_by_seat],
            "stats": {name: {lv: round(h / t, 4) if t else None for lv, (h, t) in per.items()}
                      for name, per in self.stats.items()},
            "seconds": round(self.seconds, 2),
            "games_per_s": round(self.games / self.seconds, 1) if self.seconds else None,
            "actions_per_s": round(self.actions / self.seconds) if self.seconds else None,
        }


def play_games(game_id: str, n_games: int, players: int, seed: int, levels: Sequence[str],
               options: dict[str, Any] | None = None, rotate: bool = True) -> SimSummary:
    """Play `n_games` bot games and count wins per level and per seat."""
    info = registry.get(game_id)
    game = info.game()
    levels = list(levels) or ["normal"]
    levels = (levels * players)[:players] if len(levels) < players else levels[:players]
    summary = SimSummary(game_id, players, levels, wins_by_seat=[0.0] * players)
    start = time.perf_counter()
    for g in range(n_games):
        shift = g % players if rotate else 0
        seat_levels = [levels[(i - shift) % players] for i in range(players)]
        seats = [Seat(f"P{i + 1}", "computer", lv) for i, lv in enumerate(seat_levels)]
        game_seed = rng.derive(seed, "sim", g) % (rng.MAX_SEED + 1)
        try:
            match = Match(game, options or {}, seats, game_seed)
            while not match.is_over():
                action = match.bot_action()
                if action is None:
                    raise RuntimeError("no computer player acted")
                match.act(action)
                if len(match.actions) > MAX_ACTIONS_PER_GAME:
                    raise RuntimeError(f"no end after {MAX_ACTIONS_PER_GAME} actions")
        except (GameError, RuntimeError) as exc:
            summary.errors.append(f"game {g} (seed {game_seed}): {exc}")
            continue
        summary.games += 1
        summary.actions += len(match.actions)
        result = game.result(match.state)
        for w in result.winners:
            share = 1 / len(result.winners)
            summary.wins_by_level[seat_levels[w]] += share
            summary.wins_by_seat[w] += share
        for name, per_seat in getattr(game, "sim_stats", lambda s: {})(match.state).items():
            per_level = summary.stats.setdefault(name, {})
            for seat, (hits, total) in enumerate(per_seat):
                acc = per_level.setdefault(seat_levels[seat], [0, 0])
                acc[0] += hits
                acc[1] += total
    summary.seconds = time.perf_counter() - start
    return summary


def print_summary(s: SimSummary) -> None:
    d = s.as_dict()
    print(f"{d['game']}: {d['games']} games, {d['players']} players, levels {','.join(d['levels'])}")
    print(f"  actions {d['actions']} (mean {d['mean_actions']} per game), {d['games_per_s']} games/s, "
          f"{d['actions_per_s']} actions/s")
    for lv, rate in sorted(d["win_rate_per_seat_by_level"].items()):
        print(f"  {lv:>8}: {d['wins_by_level'][lv]:9.1f} wins, {rate * 100:5.1f} % per seat")
    print("  wins by seat: " + ", ".join(f"{w:.1f}" for w in d["wins_by_seat"]))
    for name, per in d["stats"].items():
        print(f"  {name}: " + ", ".join(f"{lv} {v * 100:.1f} %" for lv, v in sorted(per.items()) if v is not None))
    print(f"  errors: {len(d['errors'])}")
    for e in d["errors"][:10]:
        print(f"    {e}")


# ---------------------------------------------------------------- benchmarks

@attrs.frozen
class BenchRow:
    """One line of the benchmark table: a figure, its unit, and the target or reference it is judged by."""

    name: str
    value: float
    unit: str
    target: str = ""
    note: str = ""


def bench_modules() -> dict[str, str]:
    """Bench rows come from `devtools.bench_app` (start-up, memory), `devtools.bench_saves` (save and load
    of a 1,000-action match), `devtools.bench_replay` (the replay viewer's steps, the history, the statistics
    page), `devtools.bench_thinking` (the table painting while a hard bot thinks) and `devtools.bench_<game>`
    for each game that has one."""
    mods = {gid: f"devtools.bench_{gid}" for gid in registry.GAMES if Path(__file__).with_name(f"bench_{gid}.py").is_file()}
    mods["app"] = "devtools.bench_app"
    mods["saves"] = "devtools.bench_saves"
    mods["replay"] = "devtools.bench_replay"
    mods["thinking"] = "devtools.bench_thinking"
    return mods


def run_bench(names: Sequence[str], quick: bool) -> list[BenchRow]:
    mods = bench_modules()
    rows: list[BenchRow] = []
    for name in names or list(mods):
        if name not in mods:
            raise SystemExit(f"no benchmark named {name!r}; choose among {', '.join(mods)}")
        try:
            module = importlib.import_module(mods[name])
        except ModuleNotFoundError as exc:
            if exc.name and mods[name].startswith(exc.name):
                continue  # that game has no benchmark yet
            raise
        rows.extend(module.rows(quick=quick))
    return rows


def print_bench(rows: Sequence[BenchRow]) -> None:
    width = max((len(r.name) for r in rows), default=10)
    print(f"{'benchmark':<{width}}  {'value':>12}  {'unit':<10}  {'target':<18}  note")
    for r in rows:
        value = f"{r.value:,.2f}" if abs(r.value) < 1000 else f"{r.value:,.0f}"
        print(f"{r.name:<{width}}  {value:>12}  {r.unit:<10}  {r.target:<18}  {r.note}")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "bench":
        p = argparse.ArgumentParser(prog="python -m devtools.sim bench", description="Print the benchmark table.")
        p.add_argument("names", nargs="*", help="games (uno, cafe, canyon), app, saves or replay; all when none is "
                                                "given")
        p.add_argument("--quick", action="store_true", help="fewer repetitions, for a smoke test")
        p.add_argument("--json", action="store_true")
        a = p.parse_args(argv[1:])
        rows = run_bench(a.names, a.quick)
        if a.json:
            print(json.dumps([attrs.asdict(r) for r in rows], indent=1))
        else:
            print_bench(rows)
        return 0
    if argv and argv[0] == "ladder":
        from devtools import ladder

        return ladder.main(argv[1:])
    if argv and argv[0] == "soak":
        from devtools import soak

        return soak.main(argv[1:])
    p = argparse.ArgumentParser(prog="python -m devtools.sim",
                                description="Play headless games between computer players and print a summary. "
                                            "Also: 'bench [GAME…]' for the benchmark table, 'soak' for the "
                                            "invariant soak, 'ladder' for the strength table.")
    p.add_argument("game", help="uno, cafe or canyon")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=None, help="seat count (default: the game's minimum)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--levels", default="normal", help="comma-separated levels, one per seat, rotated")
    p.add_argument("--options", default="", help="key=value,… as in the new-game dialog")
    p.add_argument("--no-rotate", action="store_true", help="keep each level on the same seat")
    p.add_argument("--json", action="store_true")
    a = p.parse_args(argv)
    try:
        info = registry.get(a.game)
        players = a.players or info.min_players
        options = parse_option_text(a.options)
        levels = [lv.strip() for lv in a.levels.split(",") if lv.strip()]
        unknown = [lv for lv in levels if lv not in info.game().levels]
        if unknown:
            p.error(f"unknown level {unknown[0]!r}; {a.game} has {', '.join(info.game().levels)}")
        info.game().make_options(options, players)
    except GameError as exc:
        p.error(str(exc))
    summary = play_games(a.game, a.games, players, a.seed, levels, options, rotate=not a.no_rotate)
    if a.json:
        print(json.dumps(summary.as_dict(), indent=1))
    else:
        print_summary(summary)
    return 1 if summary.errors else 0


if __name__ == "__main__":
    sys.exit(main())
