"""Placement cost: how long the placement service (cafegames/ui/placement.py) takes to put an overlay on a table,
per game (`python -m devtools.bench_placement [repeats]`). On the first step of each lesson: the lesson's tip,
and a refused move's banner (its widest place is often taken: the search goes on through the free space).
Reference in the same run: one redraw of that table (`show_state` with the same view). Prints ms and ratios."""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


REFUSED = "Not this one: a card goes on the pile when it has the same colour or the same number as the top card."


def _ms(run, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        run()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main(argv: list[str]) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from cafegames.engine import registry
    from cafegames.ui.lesson import LessonController, lesson_match
    from cafegames.ui.settings import Settings

    repeats = int(argv[0]) if argv else 20
    folder = Path(tempfile.mkdtemp())
    print(f"{'game':8} {'redraw ms':>10} {'tip ms':>8} {'banner ms':>10} {'tip/redraw':>11} {'banner/redraw':>14}")
    for game_id in ("uno", "cafe", "canyon"):
        info = registry.get(game_id)
        game, lesson = info.game(), info.lesson()
        settings = Settings(folder / f"{game_id}.json")
        settings.overrides["animation_speed"] = "off"
        settings.overrides["computer_delay_ms"] = 0
        match = lesson_match(game, lesson)
        scene = info.scene_class()(game, match.seats, settings)
        controller = LessonController(match, scene, settings, lesson, None)
        controller.start()
        deadline = time.perf_counter() + 30
        while not controller.tip.isVisible() and time.perf_counter() < deadline:  # the learner's first turn
            app.processEvents()
        view = game.view(match.state, lesson.learner)
        legal = game.legal_actions(match.state, lesson.learner)
        redraw = _ms(lambda s=scene, v=view, a=legal, me=lesson.learner: s.show_state(me, v, a, []), repeats)
        controller.show_tip()
        tip = _ms(controller.place_tip, repeats)
        banner = _ms(lambda s=scene: s.show_error(REFUSED), repeats)
        print(f"{game_id:8} {redraw:10.1f} {tip:8.1f} {banner:10.1f} {tip / redraw:11.2f} {banner / redraw:14.2f}")
        controller.close()


if __name__ == "__main__":
    main(sys.argv[1:])
