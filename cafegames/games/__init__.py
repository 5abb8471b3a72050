"""The three games, registered with the engine's registry (cafegames/engine/registry.py says what each entry
carries). This is the one place that lists them; shared code reaches them only through the registry."""

from __future__ import annotations

from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg
from cafegames.engine.registry import CTX, GameInfo, QuickGame, register

register(GameInfo(
    "uno",
    msg(CTX, QT_TRANSLATE_NOOP("Games", "UNO")),
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Match colours and numbers, pile on the Draw Fours, and don't forget to call UNO!")),
    2, 10, "cafegames.games.uno", photo_decks=True, colour="#c8553d",
    sounds=("deal", "play", "draw", "uno", "catch"),
    quick=QuickGame({"scoring": "single"}, 1, msg(CTX, QT_TRANSLATE_NOOP(
        "Games", "One hand against the computer (normal level): the first out of cards wins.")))))
register(GameInfo(
    "cafe",
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Café International")),
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Seat guests from twelve nations at the café's tables: two men, two women, "
                                    "and never anyone alone.")),
    2, 4, "cafegames.games.cafe", colour="#8b5a2b", sounds=("seat", "bar", "chips"),
    # Café International's rules have no short form: its quick game is the standard one, against one computer.
    quick=QuickGame({}, 1, msg(CTX, QT_TRANSLATE_NOOP(
        "Games", "The standard game against the computer (normal level): Café International's rules have no "
                 "shorter form.")))))
register(GameInfo(
    "canyon",
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Canyon")),
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Bid your tricks, win them exactly, and paddle first to the landing "
                                    "before the waterfall takes you.")),
    3, 6, "cafegames.games.canyon", colour="#2f78bf", sounds=("deal", "play", "paddle", "current", "waterfall"),
    quick=QuickGame({"short_race": True}, 2, msg(CTX, QT_TRANSLATE_NOOP(
        "Games", "Our short race against two computers (normal level): Canyon is played by three or more.")))))
