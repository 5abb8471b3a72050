"""The registry of games: id → GameInfo, everything shared code needs to know of a game.

Each game lives in `cafegames/games/<id>/` and registers itself in `cafegames/games/__init__.py`:
- `game.py` holds `GAME`, the rules object (Qt-free);
- `bots/levels.py` holds `make_bot(level, seat, seed, thinking)`, its computer players (Qt-free; the rules never
  import them, so a game object does not build its bots: `GameInfo.make_bot` does);
- `table/scene.py` holds `Scene`, its table on screen (the only Qt inside a game).
A game whose rules or scene module is not there yet is listed but not offered as playable. Tests may `register`
extra games (a tiny one proves the engine machinery).

The shared code (`cafegames/ui/`, `cafegames/history/`, the engine itself) imports no game
(tests/test_layers.py): what it needs of one game — the scene, the bots, the colour of its charts, the names of
its sounds, UNO's photo decks — it reaches through that game's GameInfo here, by module name.

The last line imports `cafegames.games` by name, so the games are registered whoever imports the registry first.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any, NamedTuple

from cafegames.engine.errors import SetupError
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg

CTX = "Games"


class QuickGame(NamedTuple):
    """What the start page's "Quick game" starts in one click (cafegames/engine/quick.py): the person against
    `computers` computers at `level`, with the rules `options` (the others at their defaults); `says` is what
    the button's tooltip tells of it."""

    options: dict[str, Any]
    computers: int
    says: Message
    level: str = "normal"


class GameInfo(NamedTuple):
    """A game's entry: what the start page shows and where its modules are (no attrs: the start page needs
    only this, and attrs is not imported before the first window is shown)."""

    id: str
    name: Message
    description: Message
    min_players: int
    max_players: int
    package: str
    photo_decks: bool = False  # U-PHOTO: the family's own pictures on the cards (`table/widgets_decks.py`)
    colour: str = "#607080"  # the game's colour in the statistics' charts
    sounds: tuple[str, ...] = ()  # resources/sounds/<name>.wav the game's table plays (its `sounds.py`)
    bots_module: str = ""  # where `make_bot` is; "" → `<package>.bots.levels`
    on_start_page: bool = True  # a card on the start page (the tests' toy game has none)
    quick: QuickGame | None = None  # its "Quick game" on the start page; None: the card offers none

    @property
    def rules_module(self) -> str:
        return f"{self.package}.game"

    @property
    def scene_module(self) -> str:
        return f"{self.package}.table.scene"

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

    def make_bot(self, level: str, seat: int, seed: int, thinking: Any = None) -> Any:
        """A computer player of `level` for `seat` (see `cafegames.engine.bots.Bot`); `thinking` a `Thinking`
        (None: the default). SetupError for a level the game does not have: a seat is never given another."""
        if level not in self.game().levels:
            raise SetupError(msg(CTX, QT_TRANSLATE_NOOP("Games", "{game} has no computer level “{level}”."),
                                 game=self.name, level=str(level)[:40]))
        module = importlib.import_module(self.bots_module or f"{self.package}.bots.levels")
        return module.make_bot(level, seat, seed, thinking)

    def scene_class(self) -> Any:
        return importlib.import_module(self.scene_module).Scene

    def decks(self) -> Any:
        """U-PHOTO: the module keeping this game's photo decks (`current`, `set_current`, `all_decks`, `load`),
        None for a game without them."""
        return importlib.import_module(f"{self.package}.table.widgets_decks") if self.photo_decks else None

    def deck_designer(self) -> Any:
        """U-PHOTO: the dialog class that makes and chooses the photo decks (`DeckDesigner(settings, parent)`),
        None for a game without them."""
        if not self.photo_decks:
            return None
        return importlib.import_module(f"{self.package}.table.widgets_deck_designer").DeckDesigner


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


def photo_deck_games() -> list[GameInfo]:
    """U-PHOTO: the games whose cards can carry the family's pictures."""
    return [info for info in GAMES.values() if info.photo_decks and info.has_scene()]


importlib.import_module("cafegames.games")  # the games register themselves; by name: the engine imports no game
