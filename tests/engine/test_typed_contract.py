"""The typed contract: the game protocol is generic over its state, action and view, the type checker holds a
game's callers to those types, and it finds no error in the engine and the history (pyproject's [tool.mypy])."""

from __future__ import annotations

from pathlib import Path

import pytest

from cafegames.engine import registry
from cafegames.engine.bots import Bot
from cafegames.engine.match import Match
from cafegames.engine.protocol import Game
from cafegames.engine.replay import Replay

ROOT = Path(__file__).resolve().parents[2]
api = pytest.importorskip("mypy.api")

MISUSE = Path(__file__).with_name("typing_misuse.py")



def test_the_protocol_and_the_classes_holding_a_game_are_generic_over_three_types():
    for cls in (Game, Match, Replay):
        assert len(cls.__parameters__) == 3, cls
    assert len(Bot.__parameters__) == 2  # a bot reads views and answers actions
    for game_id in ("uno", "cafe", "canyon"):
        game = registry.get(game_id).game()
        assert isinstance(game, Game)  # still checked at run time (members, not types)
        assert Game in type(game).__mro__  # each game names its three types (class UnoGame(Game[...]))


def test_no_type_error_in_the_engine_and_the_history_and_a_caller_is_held_to_its_game_s_types():
    """One mypy run with pyproject's settings: the engine and the history are clean, and the three mistakes of
    typing_misuse.py are found, nothing else there (setup gives a State, which has hands; apply takes an int)."""
    out, _err, _status = api.run(["--config-file", str(ROOT / "pyproject.toml"), str(ROOT / "cafegames" / "engine"),
                                  str(ROOT / "cafegames" / "history"), str(MISUSE)])
    errors = [line for line in out.splitlines() if ": error: " in line]
    assert all(line.startswith(str(MISUSE.relative_to(ROOT))) or line.startswith(str(MISUSE)) for line in errors), out
    assert sorted(line.split(": error: ")[1] for line in errors) == [
        'Argument 1 to "act" of "Match" has incompatible type "str"; expected "int"  [arg-type]',
        'Argument 2 to "view" of "Game" has incompatible type "str"; expected "int"  [arg-type]',
        'Incompatible return value type (got "View", expected "State")  [return-value]',
    ], out
