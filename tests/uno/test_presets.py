"""UNO's presets and groups (games/uno/options.py), Qt-free: what the new-game dialog offers must be a game the
rules accept, for every number of players."""

from __future__ import annotations

from cafegames.engine.options import matching_preset, preset_values
from cafegames.games.uno.game import GAME
from cafegames.games.uno.options import UnoOptions


def test_presets_are_games_the_rules_accept_at_every_table_size():
    schema = GAME.option_schema()
    presets = {p.key: p for p in GAME.option_presets()}
    assert list(presets) == ["official", "house", "olympique"]
    for n in range(2, 11):
        assert GAME.make_options(preset_values(schema, presets["official"]), n) == UnoOptions()
        house = GAME.make_options(preset_values(schema, presets["house"]), n)
        assert house == UnoOptions(stack=True, jump_in=True, seven_o=True)  # U-H-STACK, U-H-JUMPIN, U-H-SEVENO
        olympique = GAME.make_options(preset_values(schema, presets["olympique"]), n)  # U-O: all of them
        assert olympique == UnoOptions(o_deal=True, o_double=True, o_overbid=True, o_zero=True, o_seven=True,
                                       o_two=True, o_round=True, o_timer=8)


def test_the_preset_a_set_of_values_is():
    schema = GAME.option_schema()
    presets = GAME.option_presets()
    defaults = {s.key: s.default for s in schema}
    assert matching_preset(schema, presets, defaults) == "official"
    assert matching_preset(schema, presets, {}) == "official"  # missing values are the defaults
    assert matching_preset(schema, presets, {"stack": True, "jump_in": True, "seven_o": True}) == "house"
    assert matching_preset(schema, presets, {"stack": True}) == ""
    assert matching_preset(schema, presets, {**defaults, "target": 250}) == ""


def test_every_option_is_in_exactly_one_group():
    """…but the box, chosen above the groups (U-EXTREME-BOX)."""
    keys = [k for g in GAME.option_groups() for k in g.keys]
    assert sorted(keys) == sorted(s.key for s in GAME.option_schema() if s.key != GAME.option_variants().key)
    assert len(keys) == len(set(keys))


def test_every_scoring_choice_is_named_in_the_scoring_description():
    """A family reading "Scoring" learns what each choice does: every choice's name starts a sentence of it."""
    from cafegames.games.uno.options import option_schema

    scoring = next(s for s in option_schema() if s.key == "scoring")
    told = scoring.help.text
    for choice in scoring.choices:
        first_words = choice.label.text.split(" (")[0]
        assert f"{first_words}:" in told, first_words
