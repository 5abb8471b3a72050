"""Canyon's sounds: which of the shared sounds (cafegames/ui/sound.py) each event makes, and when.

`sound_cues(events)` gives (sound, delay in ms at normal animation speed), on the timeline of the canoes'
animations (table/scene.py `_animate_canoes`): a stroke of the paddle as a canoe sets off, the current as it takes
one, the waterfall as one goes over. Qt-free: a table of names and times, tested without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.protocol import Event

CELL_MS = 170  # a paddled canoe, per cell


def sound_cues(events: Sequence[Event]) -> list[tuple[str, int]]:
    cues: list[tuple[str, int]] = []
    t = 0
    for e in events:
        k, d = e.kind, e.data
        if k == "dealt":
            cues.append(("deal", 0))
        elif k == "played":
            cues.append(("play", 0))
        elif k == "placed":
            t += 300
        elif k == "paddled":
            cues.append(("paddle", t))
            t += CELL_MS * max(0, len(d.get("path", ())) - 1)
        elif k in ("drifted", "pushed"):
            cues.append(("current", t))
            t += 380
        elif k == "fell":
            cues.append(("waterfall", t))
            t += 350
        elif k == "restarted":
            t += 400
        elif k == "game_over":
            cues.append(("win", t + 300))
    return cues
