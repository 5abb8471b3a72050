"""First-time tips: the moment a rule comes up in a normal game, one line about it and where the rules page says
more. Qt-free: each game's `tips.py` has `moments(view, legal, events, seat) -> list[Tip]`, called with what the
seat on screen sees after each action (its view, its legal actions, the events just shown). The app shows a kind
once per player (cafegames/ui/hinting.py remembers it in Settings) unless Settings says "Don't show tips"."""

from __future__ import annotations

from typing import Any, NamedTuple

from cafegames.engine.messages import Message


class Tip(NamedTuple):
    kind: str  # one per rule: a kind is shown once per player
    text: Message  # one line
    section: str  # the id of its section in resources/rules/<game>.<lang>.html
    anchor: Any = None  # what the tip points at: an action (its pieces, the scene's hint_targets), a piece the
    # scene names ("canoe", seat) (its anchor_rect), or None
