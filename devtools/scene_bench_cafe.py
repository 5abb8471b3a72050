"""The Café scene's benchmarks (Qt; imported by bench.py only when the bench runs): a full redraw of a mid-game
café at 1920×1080 and the frame pacing of a whole animated game (devtools/bench_frames.py)."""

from __future__ import annotations

from devtools import bench_frames


def _mid_game():
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.cafe.game import GAME

    seats = [Seat("Ann"), Seat("Bob", "computer"), Seat("Cy", "computer"), Seat("Dee", "computer")]
    match = Match(GAME, {}, seats, 8)
    for _ in range(24):
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.act(match.bot(seat).choose(GAME.view(match.state, seat), GAME.legal_actions(match.state, seat), True))
    return match


def scene_rows(quick: bool = False, speed: str = "normal", max_actions: int = 0) -> list:
    bench_frames.app()
    from cafegames.engine.seats import Seat
    from cafegames.games.cafe.game import GAME
    from cafegames.games.cafe.table.scene import CafeScene

    match = _mid_game()
    scene = CafeScene(GAME, match.seats, bench_frames.settings("off"))
    view, legal = GAME.view(match.state, 0), GAME.legal_actions(match.state, 0)
    full, paint = bench_frames.view_redraw(scene, lambda: scene.show_state(0, view, legal, []), 10 if quick else 40)
    out = bench_frames.redraw_rows("cafe 4 players", full, paint)
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Bob", "Cy", "Dee")]
    frames, actions = bench_frames.frame_pacing(GAME, CafeScene, seats, {}, 5, speed,
                                                max_actions or (12 if quick else 0))
    return out + bench_frames.pacing_rows("cafe 4 players", frames, actions)
