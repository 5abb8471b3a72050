"""UNO's sounds: which of the shared sounds (cafegames/ui/sound.py) each event makes, and when.

`sound_cues(events)` gives (sound, delay in ms at normal animation speed), on the timeline of the table's
animations (table/scene.py `_animate`): a card taps the pile as it lands, a draw sounds as the cards leave the pile.
Qt-free: a table of names and times, tested without a screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.protocol import Event


def sound_cues(events: Sequence[Event]) -> list[tuple[str, int]]:
    cues: list[tuple[str, int]] = []
    t = 0
    for e in events:
        k, d = e.kind, e.data
        if k == "hand_start":
            cues.append(("deal", t))
            t += 7 * sum(1 for c in d.get("counts", ()) if c) * 18 + 200
        elif k == "played":
            cues.append(("play", t + 280))  # as the card lands on the pile
            t += 320
        elif k == "drew":
            n = min(d["count"], 8)
            if n:
                cues.append(("draw", t))
                t += n * 70 + 200
        elif k == "uno":
            cues.append(("uno", t))
        elif k == "caught":
            cues.append(("catch", t))
        elif k == "match_end":
            cues.append(("win", t + 300))
        elif k in ("reshuffled", "reversed", "challenged"):
            t += 400 if k == "reshuffled" else 300
    return cues
