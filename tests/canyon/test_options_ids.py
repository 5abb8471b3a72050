"""Canyon's options and presets (K-SHORT, K-SECRET, our short race) as the options dialog and the rules help read
them: the cases mutation testing found no test for (docs/mutation.md, "Session 2026-12-04 night")."""

from __future__ import annotations

import pytest

from cafegames.engine.errors import SetupError
from cafegames.games.canyon.options import CanyonOptions, make_options, option_presets, option_schema
from tests.catalogue import said


def test_K_SHORT_K_SECRET_the_options_say_what_they_do_in_catalogue_sentences():
    specs = option_schema()
    assert [(s.key, s.default, s.rule) for s in specs] == [
        ("short", False, "K-SHORT"), ("secret", False, "K-SECRET"), ("short_race", False, "")]
    assert [said(s.label) for s in specs] == ["Never fewer than 3 cards", "Secret bids", "Short race"]
    helps = [said(s.help) for s in specs]
    assert helps[0].startswith("Hands never get smaller than 3 cards") and "face down" in helps[1]
    assert "not in the rule book" in helps[2]


def test_K_SHORT_K_SECRET_the_presets_are_the_rule_book_less_luck_and_the_short_race():
    presets = option_presets()
    assert [(p.key, dict(p.values)) for p in presets] == [
        ("official", {}), ("less_luck", {"short": True, "secret": True}), ("short_race", {"short_race": True})]
    assert [said(p.label) for p in presets] == ["Rule book", "Less luck", "Short race"]
    assert all(said(p.help) for p in presets)
    assert make_options(presets[1].values, 3) == CanyonOptions(short=True, secret=True)


def test_K_PLAYERS_three_to_six_canoes():
    with pytest.raises(SetupError) as refused:
        make_options({}, 2)
    assert said(refused.value.message) == "Canyon is played by 3 to 6 players, not 2."
