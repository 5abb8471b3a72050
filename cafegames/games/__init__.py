"""The registry of games: id → GameInfo.

Each game lives in `cafegames/games/<id>/`: `game.py` holds `GAME` (the rules object, Qt-free) and `scene.py`
holds `Scene` (its table on screen). A game whose rules or scene module is not there yet is listed but not
offered as playable. Tests may `register` extra games (a tiny one proves the engine machinery).

The shared `cafegames/ui/` imports no game (tests/test_package_layout.py): what it needs of one game, it reaches
through that game's GameInfo here (the scene, and UNO's photo decks: `decks`, `deck_designer`).
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any, NamedTuple

from cafegames.engine.errors import SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

CTX = "Games"


class GameInfo(NamedTuple):
    """A game's entry: what the start page shows and where its modules are (no attrs: the start page needs
    only this, and attrs is not imported before the first window is shown)."""

    id: str
    name: Message
    description: Message
    min_players: int
    max_players: int
    package: str
    photo_decks: bool = False  # U-PHOTO: the family's own pictures on the cards (`widgets_decks.py` of the game)

    @property
    def rules_module(self) -> str:
        return f"{self.package}.game"

    @property
    def scene_module(self) -> str:
        return f"{self.package}.scene"

    def has_rules(self) -> bool:
        return _module_exists(self.rules_module)

    def has_scene(self) -> bool:
        return self.has_rules() and _module_exists(self.scene_module)

    def has_lesson(self) -> bool:
        """Whether the game has a guided first game (`lesson.py` with `LESSON`, cafegames/engine/lesson.py)."""
        return self.has_scene() and _module_exists(f"{self.package}.lesson")

    def lesson(self) -> Any:
        return importlib.import_module(f"{self.package}.lesson").LESSON

    def game(self) -> Any:
        """The rules object (`GAME` of the game's `game.py`)."""
        return importlib.import_module(self.rules_module).GAME

    def scene_class(self) -> Any:
        return importlib.import_module(self.scene_module).Scene

    def decks(self) -> Any:
        """U-PHOTO: the module keeping this game's photo decks (`current`, `set_current`, `all_decks`, `load`),
        None for a game without them."""
        return importlib.import_module(f"{self.package}.widgets_decks") if self.photo_decks else None

    def deck_designer(self) -> Any:
        """U-PHOTO: the dialog class that makes and chooses the photo decks (`DeckDesigner(settings, parent)`),
        None for a game without them."""
        if not self.photo_decks:
            return None
        return importlib.import_module(f"{self.package}.widgets_deck_designer").DeckDesigner


def _module_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    GAMES[info.id] = info
    return info


def unregister(game_id: str) -> None:
    GAMES.pop(game_id, None)


def get(game_id: str) -> GameInfo:
    """The game `game_id`; SetupError naming the known games otherwise."""
    info = GAMES.get(game_id)
    if info is None or not info.has_rules():
        raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Games", "Unknown game “{id}”; the games are: {ids}."),
                             id=str(game_id)[:40], ids=", ".join(i.id for i in GAMES.values() if i.has_rules())))
    return info


register(GameInfo(
    "uno",
    msg(CTX, QT_TRANSLATE_NOOP("Games", "UNO")),
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Match colours and numbers, pile on the Draw Fours, and don't forget to call UNO!")),
    2, 10, "cafegames.games.uno", photo_decks=True))
register(GameInfo(
    "cafe",
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Café International")),
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Seat guests from twelve nations at the café's tables: two men, two women, "
                                    "and never anyone alone.")),
    2, 4, "cafegames.games.cafe"))
register(GameInfo(
    "canyon",
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Canyon")),
    msg(CTX, QT_TRANSLATE_NOOP("Games", "Bid your tricks, win them exactly, and paddle first to the landing "
                                    "before the waterfall takes you.")),
    3, 6, "cafegames.games.canyon"))
