"""The shared, Qt-free engine: randomness, seats, options, the game contract, matches, bots and saves.

The names below are imported on first use (PEP 562), so importing one small module such as
`cafegames.engine.messages` does not pull in attrs and the whole engine (the app's start-up relies on that)."""

from __future__ import annotations

import importlib
from typing import Any

_WHERE = {
    "GameError": "errors", "IllegalAction": "errors", "SetupError": "errors",
    "QT_TRANSLATE_NOOP": "messages", "Message": "messages", "msg": "messages",
    "Action": "protocol", "Event": "protocol", "Game": "protocol", "Result": "protocol",
    "Seat": "seats",
}

__all__ = ["QT_TRANSLATE_NOOP", "Action", "Event", "Game", "GameError", "IllegalAction", "Message", "Result",
           "Seat", "SetupError", "msg"]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'cafegames.engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"cafegames.engine.{module}"), name)
    globals()[name] = value
    return value
