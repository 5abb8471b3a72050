"""Save format version 4 (issue 34): a file names every option of its game; a version 3 file from before a game
gained an option (UNO's `box`) is migrated with the game's defaults, and loads to the same game."""

from __future__ import annotations

import json

import pytest

from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.saves import SaveError
from cafegames.engine.seats import Seat
from cafegames.games.uno.game import GAME as UNO
from tests.saves.test_saves import played

SEATS = [Seat("Ann"), Seat("Bob", "computer", "easy"), Seat("Cyd", "computer", "easy")]


def uno_match() -> Match:
    m = Match(UNO, {"scoring": "single", "stack": True}, SEATS, 21)
    for _ in range(12):
        m.act(m.bot_action(include_humans=True))
    return m


def as_version_3(path, drop: tuple[str, ...]) -> None:
    data = json.loads(path.read_text())
    data["version"] = 3
    for key in drop:
        del data["options"][key]
    path.write_text(json.dumps(data))


def test_a_new_save_is_version_4_and_names_every_option(tmp_path):
    m = uno_match()
    path = tmp_path / "uno.json"
    saves.save_match(m, path)
    data = json.loads(path.read_text())
    assert data["version"] == saves.VERSION == 4
    assert set(data["options"]) == {spec.key for spec in UNO.option_schema()}


def test_a_version_3_uno_file_from_before_the_boxes_loads_as_a_classic_game(tmp_path):
    m = uno_match()
    path = tmp_path / "old.json"
    saves.save_match(m, path)
    as_version_3(path, ("box",))
    record = saves.read_save(path)
    assert record.options["box"] == "classic" and record.options["stack"] is True
    loaded, _ = saves.load_save(path)
    assert loaded.state == m.state and loaded.actions == m.actions
    saves.save_match(loaded, path)
    assert json.loads(path.read_text())["version"] == 4


def test_the_migration_fills_only_what_is_missing_and_leaves_a_damaged_file_to_the_checks(tmp_path):
    m, path = played(), tmp_path / "toy.json"
    saves.save_match(m, path)
    as_version_3(path, ("order",))
    assert saves.read_save(path).options == {"target": 40, "order": "clockwise"}
    data = saves.migrate({"version": 3, "game": "nowhere", "options": {"x": 1}})
    assert data == {"version": 4, "game": "nowhere", "options": {"x": 1}}
    assert saves.migrate({"version": 3, "game": ["toy"], "options": []})["options"] == []
    data = json.loads(path.read_text())
    data["game"] = "nowhere"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="not one this version knows"):
        saves.read_save(path)

