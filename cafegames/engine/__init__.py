"""The shared, Qt-free engine: randomness, seats, options, the game contract, matches, bots and saves."""

from cafegames.engine.errors import GameError, IllegalAction, SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Action, Event, Game, Result
from cafegames.engine.seats import Seat

__all__ = ["QT_TRANSLATE_NOOP", "Action", "Event", "Game", "GameError", "IllegalAction", "Message", "Result",
           "Seat", "SetupError", "msg"]
