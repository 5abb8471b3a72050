"""The error every part of the saves raises, and the wording they share."""

from __future__ import annotations

from typing import Any

from cafegames.engine.errors import GameError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message

CTX = "Saves"


class SaveError(GameError):
    """A save file that cannot be read or written; the message names the file's problem."""


def err(text: str, **params: Any) -> SaveError:
    return SaveError(Message(CTX, text, params))


NOT_LAID_OUT = QT_TRANSLATE_NOOP("Saves", "The file is damaged: it is not laid out as a saved game.")
