"""What turning "Larger cards and text" on or off costs on an open table (`GameScene.relayout`, issue 37), against a
full redraw of the same position (`show_state` from scratch), both painted in a 1920×1080 view.

    python -m devtools.bench_relayout [--repeats N] [--seats N]

Each row: the median of N toggles (on, off, on…) and of N full redraws, wall and GUI-thread CPU, in ms.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def _position(game_id: str, seats: int, moves: int = 20):
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat

    game = registry.get(game_id).game()
    n = min(seats, registry.get(game_id).max_players)
    players = [Seat("Ann")] + [Seat(f"Player {i}", "computer", "normal") for i in range(1, n)]
    match = Match(game, {}, players, 8)
    for _ in range(moves):
        if match.is_over():
            break
        match.act(match.bot_action(include_humans=True))
    return match


def rows(game_id: str, seats: int, repeats: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """(toggle median, full redraw median), each (wall ms, CPU ms)."""
    from cafegames.engine import registry
    from cafegames.ui import larger
    from devtools import bench_frames

    bench_frames.app()
    match = _position(game_id, seats)
    game = match.game
    scene = registry.get(game_id).scene_class()(game, match.seats, bench_frames.settings("off"))
    view, legal = game.view(match.state, 0), game.legal_actions(match.state, 0)
    full, _paint = bench_frames.view_redraw(scene, lambda: scene.show_state(0, view, legal, []), repeats)
    state = {"on": False}

    def toggle() -> None:
        state["on"] = not state["on"]
        larger.apply(1.25 if state["on"] else 1.0)
        scene.relayout()

    toggled, _paint = bench_frames.view_redraw(scene, toggle, repeats)
    larger.apply(1.0)
    return toggled.median(), full.median()


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m devtools.bench_relayout", description=__doc__.split("\n")[0])
    p.add_argument("--repeats", type=int, default=40)
    p.add_argument("--seats", type=int, default=4)
    args = p.parse_args(argv)
    print(f"{'game':8} {'toggle wall':>12} {'toggle cpu':>11} {'redraw wall':>12} {'redraw cpu':>11}  (ms, median)")
    for game_id in ("uno", "cafe", "canyon"):
        (tw, tc), (fw, fc) = rows(game_id, args.seats, args.repeats)
        print(f"{game_id:8} {tw:12.1f} {tc:11.1f} {fw:12.1f} {fc:11.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
