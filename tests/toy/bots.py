"""The toy game's computer player: random at every level (GameInfo.bots_module of the toy and the planted games)."""

from __future__ import annotations

from cafegames.engine.bots import RandomBot


def make_bot(level: str, seat: int, seed: int, thinking: object = None) -> RandomBot:
    return RandomBot(seat, seed)
