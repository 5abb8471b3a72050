"""Hint latency: how long the hard computer takes to answer the Hint button, per game (`python -m
devtools.bench_hints [positions per game]`). Seeded matches between normal bots; at seat 0's turns the hint
is asked as the app asks it (`hints.THINKING`: untimed, in the search process). Prints median and p95 in ms."""

from __future__ import annotations

import statistics
import sys
import time

from cafegames.engine import hints, registry
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat


def positions(game_id: str, count: int, seed: int = 11):
    """(game, view, legal, must_act) at seat 0's turns in seeded matches, `count` of them."""
    info = registry.get(game_id)
    found = 0
    while found < count:
        game = info.game()
        seats = [Seat("A", "computer", "normal"), Seat("B", "computer", "normal"), Seat("C", "computer", "normal")]
        match = Match(game, {}, seats, seed)
        seed += 1
        steps = 0
        while not match.is_over() and found < count and steps < 400:
            to_act = match.to_act()
            if to_act and to_act[0] == 0 and steps % 3 == 0:
                legal = game.legal_actions(match.state, 0)
                if len(legal) > 1:
                    yield game, game.view(match.state, 0), legal, True, match.seed
                    found += 1
            match.act(match.bot_action())
            steps += 1


def main(argv: list[str]) -> None:
    count = int(argv[0]) if argv else 30
    for game_id in registry.GAMES:
        times = []
        for game, view, legal, must_act, seed in positions(game_id, count):
            start = time.perf_counter()
            hints.ask(game, view, legal, must_act, 0, seed)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"{game_id:8} hint: {len(times)} positions, median {statistics.median(times):.0f} ms, "
              f"p95 {p95:.0f} ms, max {times[-1]:.0f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])
