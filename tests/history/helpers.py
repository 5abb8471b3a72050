"""Finished matches saved in the test's saves folder, the way the app leaves them."""

from __future__ import annotations

from pathlib import Path

from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from tests.toy.game import GAME as TOY


def finished_toy(seed: int, seats: list[Seat] | None = None, target: int = 12) -> Match:
    match = Match(TOY, {"target": target}, seats or [Seat("Ann"), Seat("Bot", "computer", "random")], seed)
    while not match.is_over():
        match.act(match.bot_action(include_humans=True))
    return match


def save_finished(seed: int, seats: list[Seat] | None = None, name: str | None = None) -> tuple[Match, Path]:
    match = finished_toy(seed, seats)
    path = saves.saves_dir() / (name or f"toy-{seed}.json")
    saves.save_match(match, path)
    return match, path
