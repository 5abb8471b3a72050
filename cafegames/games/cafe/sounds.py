"""Café International's sounds: which of the shared sounds (cafegames/ui/sound.py) each event makes, and when.

`sound_cues(events)` gives (sound, delay in ms at normal animation speed), on the timeline of the floor's
animations (table/scene.py `_animate`): a guest's chair knocks as the guest lands, the chips of the points follow, a
glass clinks on the bar. Qt-free: a table of names and times, tested without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.protocol import Event

FLIGHT_MS = 450  # a guest card's flight to its chair or the bar


def sound_cues(events: Sequence[Event]) -> list[tuple[str, int]]:
    cues: list[tuple[str, int]] = []
    delay = 0  # each guest of a turn leaves 350 ms after the one before
    for e in events:
        k, d = e.kind, e.data
        if k == "seated":
            cues.append(("seat", delay + FLIGHT_MS))
            if d.get("points"):
                cues.append(("chips", delay + FLIGHT_MS + 150))
            delay += 350
        elif k == "to_bar":
            cues.append(("bar", FLIGHT_MS))
            if d.get("value", 0) > 0:
                cues.append(("chips", FLIGHT_MS + 150))
        elif k == "game_over":
            cues.append(("win", delay + FLIGHT_MS + 300))
    return cues
