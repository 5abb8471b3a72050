"""Titles of saved games: the name a family gives a game with Game → Save as… ("Sunday with grandma")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

TITLE_MAX = 80


def custom_title(title: str, game_id: str, seats: Sequence[Any]) -> str:
    """`title` when a person chose it; "" for the title every save gets by default (game id and names)."""
    from cafegames.engine.saves import default_title

    title = (title or "").strip()
    return "" if not title or title == default_title(game_id, seats) else clean_title(title)


def clean_title(text: str) -> str:
    """What is kept of a title, typed or read from a file: no control or bidirectional characters, single
    spaces, at most TITLE_MAX characters ("" when nothing is left) — the cleaning names get."""
    from cafegames.engine.seats import clean_text

    return clean_text(text, TITLE_MAX)
