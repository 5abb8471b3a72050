"""Our variant "Short race" (`short_race`, not in the rule book): the start line before the bridge, the first deal of
3 cards; a save from before the option plays as before; the command line and the rules pages know it."""

from __future__ import annotations

import json

import pytest

from cafegames import app
from cafegames.engine import saves
from cafegames.engine.match import Match
from cafegames.engine.paths import resource
from cafegames.games.canyon import river as R
from cafegames.games.canyon.actions import Bid, Place
from cafegames.games.canyon.game import GAME
from cafegames.games.canyon.options import CanyonOptions
from cafegames.ui import i18n
from tests.canyon.helpers import seats


def _deals(state, rounds: int) -> list[int]:
    """The cards dealt in each of the first `rounds` rounds: everyone bids 7 (never exact, so canoes crawl)."""
    sizes: list[int] = []
    while not GAME.is_over(state) and len(sizes) < rounds:
        seat = GAME.to_act(state)[0]
        if state.phase == "bid" and state.bids == [None] * state.n:
            sizes.append(len(state.hands[seat]))
        action = Bid(seat, 7) if state.phase == "bid" else GAME.legal_actions(state, seat)[0]
        state, _ = GAME.apply(state, action)
    return sizes


def test_short_race_starts_on_the_line_under_the_bridge():
    river = GAME.river
    state = GAME.setup(CanyonOptions(short_race=True), seats(6), 1)
    cells = [(a.q, a.r) for a in GAME.legal_actions(state, state.turn)]
    assert sorted(cells) == sorted(river.short_starts) and len(cells) == 6
    assert all(r == R.SHORT_START_LINE == river.bridge[1] + 1 for _, r in cells)
    assert sorted(river.distance[c] for c in cells) == [6, 6, 6, 6, 7, 8]
    assert not any(river.is_current(c) for c in cells)
    for _ in range(6):  # every canoe on that line, each on a cell of its own
        state, _ = GAME.apply(state, GAME.legal_actions(state, state.turn)[-1])
    assert sorted(state.positions) == sorted(river.short_starts)
    full = GAME.setup(CanyonOptions(), seats(6), 1)
    assert {(a.q, a.r) for a in GAME.legal_actions(full, full.turn)} == set(river.starts)


@pytest.mark.parametrize(("short", "expected"), [(False, [3, 2, 1, 2, 3, 4, 5, 6]),
                                                 (True, [3, 4, 5, 6, 7, 8, 7, 6])])
def test_short_race_hands_from_3_cards_with_or_without_never_fewer_than_3(short, expected):
    state = GAME.setup(CanyonOptions(short_race=True, short=short), seats(3), 2)
    assert _deals(state, len(expected)) == expected
    assert _deals(GAME.setup(CanyonOptions(short=short), seats(3), 2), 3) == [8, 7, 6]


def test_a_save_without_the_key_loads_as_before(tmp_path):
    match = Match(GAME, {"secret": True}, seats(4), 99)
    while not match.is_over() and len(match.actions) < 80:
        match.act(match.bot_action())
    path = tmp_path / "old.json"
    saves.save_match(match, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["options"].pop("short_race") is False
    path.write_text(json.dumps(data), encoding="utf-8")  # as a save from before the option was written
    again, _ = saves.load_save(path)
    assert again.state == match.state and not again.state.short_race and again.state.positions == match.state.positions
    assert again.options == CanyonOptions(secret=True)


def test_short_race_from_the_command_line():
    args = app.build_parser().parse_args(["--new", "canyon", "--seats", "Ann:human,Bob:computer,Cléo:computer",
                                          "--options", "short_race=on,short=no", "--seed", "5"])
    match = app.make_plan(args).match
    assert match.options == CanyonOptions(short_race=True) and match.state.short_race
    assert {(a.q, a.r) for a in GAME.legal_actions(match.state, match.state.turn)} == set(GAME.river.short_starts)
    assert all(isinstance(a, Place) for a in GAME.legal_actions(match.state, match.state.turn))


def test_a_bad_short_race_value_on_the_command_line_is_refused_clearly(capsys):
    assert app.main(["--new", "canyon", "--options", "short_race=maybe"]) == app.EXIT_BAD_INPUT
    err = capsys.readouterr().err
    assert "Short race" in err and "Traceback" not in err


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_option_is_named_in_the_rules_page(lang):
    """A player reads what an option changes in the rules page: its label, as the new-game dialog says it."""
    i18n.install_language(lang)
    try:
        page = resource("rules", f"canyon.{lang}.html").read_text(encoding="utf-8")
        for spec in GAME.option_schema():
            assert f"“{i18n.tr_message(spec.label)}”" in page or f"« {i18n.tr_message(spec.label)} »" in page
        assert 'id="short-race"' in page
        help_text = i18n.tr_message(next(s for s in GAME.option_schema() if s.key == "short_race").help)
        assert "2, 1, 2, 3" in help_text and "3, 4, 5" in help_text
    finally:
        i18n.install_language("en")
