"""Hints (cafegames.engine.hints) are the hard bot's decision on the seat's view only, the same every time."""

from __future__ import annotations

import random

import pytest

from cafegames.engine import hints, registry
from cafegames.engine.bots import Thinking
from cafegames.engine.messages import Message
from tests.engine.test_bots import CASES, positions

HERE = Thinking(1.0)  # as the app asks, but searching in this process


@pytest.mark.parametrize(("game", "options", "n", "regive"), [CASES[0], CASES[2], CASES[3]], ids=["uno", "cafe", "canyon"])
def test_a_hint_from_another_hidden_truth_behind_the_same_view_is_the_same(game, options, n, regive):
    r = random.Random(3)
    checked = 0
    for state, seat in positions(game, options, n, seed=31, every=4):
        other = regive(state, seat, r)
        view = game.view(state, seat)
        legal = game.legal_actions(state, seat)
        if game.view(other, seat) != view or other == state or len(legal) < 2:
            continue
        first = hints.ask(game, view, legal, True, seat, 77, HERE)
        again = hints.ask(game, game.view(other, seat), game.legal_actions(other, seat), True, seat, 77, HERE)
        assert first is not None and first.action in legal and isinstance(first.why, Message)
        assert (again.action, again.why) == (first.action, first.why)
        assert first.action == registry.get(game.id).make_bot("hard", seat, hints.hint_seed(77, seat), HERE).choose(view, legal, True)
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def test_a_hint_seed_is_fixed_by_match_and_seat():
    assert hints.hint_seed(5, 0) == hints.hint_seed(5, 0) != hints.hint_seed(5, 1) != hints.hint_seed(6, 1)
