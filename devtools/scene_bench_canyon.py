"""Canyon's table benchmarks (Qt, so kept apart from bench.py, which stays importable without Qt): a full redraw
of the scene at 1920 × 1080 and the frame pacing of a whole animated game (devtools/bench_frames.py)."""

from __future__ import annotations

from devtools import bench_frames


def scene_rows(quick: bool = False, speed: str = "normal", max_actions: int = 0) -> list:
    bench_frames.app()
    from cafegames.engine import rng
    from cafegames.engine.match import Match
    from cafegames.engine.seats import Seat
    from cafegames.games.canyon.game import GAME
    from cafegames.games.canyon.table.scene import CanyonScene

    seats = [Seat(n, "computer", "normal") for n in ("Anja", "Bernd", "Carola", "Dirk", "Emil", "Fanny")]
    match = Match(GAME, {}, seats, rng.derive(3, "bench") % (rng.MAX_SEED + 1))
    while match.state.round_no < 3 or match.state.phase != "play":
        match.act(match.bot_action())
    scene = CanyonScene(GAME, match.seats, bench_frames.settings("off"))
    state = match.state
    full, paint = bench_frames.view_redraw(
        scene, lambda: scene.show_state(0, GAME.view(state, 0), GAME.legal_actions(state, 0), []),
        5 if quick else 40)
    out = bench_frames.redraw_rows("canyon 6 seats", full, paint)
    frames, actions = bench_frames.frame_pacing(GAME, CanyonScene, seats[:4], {}, 5, speed,
                                                max_actions or (30 if quick else 0))
    return out + bench_frames.pacing_rows("canyon 4 seats", frames, actions)
