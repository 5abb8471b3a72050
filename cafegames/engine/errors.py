"""Errors the engine raises with sentences a person can read."""

from __future__ import annotations

from cafegames.engine.messages import Message


class GameError(Exception):
    """Base of the engine's errors; carries a translatable `Message`."""

    def __init__(self, message: Message | str):
        if isinstance(message, str):
            message = Message("Engine", message)
        self.message = message
        super().__init__(message.english())


class IllegalAction(GameError):
    """The action is not allowed now; the message says which rule forbids it."""


class SetupError(GameError):
    """Options or seats that a game cannot be set up with."""
