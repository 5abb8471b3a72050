"""Errors the engine raises with sentences a person can read."""

from __future__ import annotations

from cafegames.engine.messages import Message


class GameError(Exception):
    """Base of the engine's errors; carries a translatable `Message` for the person, and optionally a technical
    `detail` (English, for the log and for developers: part of str(exc), never of the message)."""

    def __init__(self, message: Message | str, detail: str = ""):
        if isinstance(message, str):
            message = Message("Engine", message)
        self.message = message
        self.detail = detail
        super().__init__(message.english() + (f" [{detail}]" if detail else ""))


class IllegalAction(GameError):
    """The action is not allowed now; the message says which rule forbids it."""


class SetupError(GameError):
    """Options or seats that a game cannot be set up with."""
