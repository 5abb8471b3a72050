"""The games' tip detectors (Qt-free) find their moments in real games, and every tip links to a section that
exists in both rules pages."""

from __future__ import annotations

import importlib

import pytest

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.paths import resource
from cafegames.engine.seats import Seat

WANTED = {"uno": {"challenge", "catch"}, "cafe": {"compatriots"}, "canyon": {"current"}}


@pytest.mark.parametrize("game_id", ["uno", "cafe", "canyon"])
def test_each_tip_comes_up_in_seeded_games_and_links_to_an_existing_section(game_id):
    info = registry.get(game_id)
    moments = importlib.import_module(f"{info.package}.tips").moments
    pages = [resource("rules", f"{game_id}.{lang}.html").read_text(encoding="utf-8") for lang in ("en", "fr")]
    found: set[str] = set()
    for seed in range(40):
        game = info.game()
        match = Match(game, {}, [Seat(f"P{i}", "computer", "easy") for i in range(3)], seed)
        while not match.is_over() and found != WANTED[game_id] and len(match.actions) < 600:
            events = match.act(match.bot_action())
            for seat in range(3):
                for tip in moments(game.view(match.state, seat), game.legal_actions(match.state, seat), events, seat):
                    assert tip.kind in WANTED[game_id] and tip.text.english()
                    assert all(f'id="{tip.section}"' in page for page in pages), tip.section
                    found.add(tip.kind)
        if found == WANTED[game_id]:
            break
    assert found == WANTED[game_id]
