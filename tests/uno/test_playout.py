"""The hard bot's fast playouts end every state exactly as the general path does: the normal policy's decisions
applied one by one with `rules.apply` (the rules in one place; `playout.py` only does the common turns faster).
Checked on positions reached in matches and on generated ones (hypothesis), against the reference path that
reads every decision from the rules' legal actions."""

from __future__ import annotations

import random

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from cafegames.engine import registry
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno import rules
from cafegames.games.uno.bots import playout as fast
from cafegames.games.uno.bots.policy import _fast_play, _listed_action, playout_action
from cafegames.games.uno.bots.search import hand_value
from cafegames.games.uno.state import OVER, UnoState, clone
from tests.uno.helpers import TABLES, positions

GAME = registry.get("uno").game()


def general(st: UnoState, r: random.Random, limit: int = fast.LIMIT) -> None:
    hand_no = st.hand_no
    for _ in range(limit):
        if st.phase == OVER or st.hand_no != hand_no:
            return
        rules.apply(st, playout_action(st, r))


def states(seats: int, options: dict, seed: int, every: int = 4):
    levels = ("normal", "easy", "random")
    match = Match(GAME, options, [Seat(f"P{i}", "computer", levels[(i + seed) % 3]) for i in range(seats)], seed)
    k = 0
    while not match.is_over() and k < 300:
        if k % every == 0:
            yield clone(match.state)
        match.act(match.bot_action())
        k += 1


def test_fast_playouts_end_as_the_general_path_does_at_every_table_size_and_scoring():
    compared = differ = 0
    for g in range(36):
        seats = 2 + g % 9
        options = {"scoring": ("single", "official", "low", "challenge")[g % 4]}
        if seats == 4 and options["scoring"] in ("single", "official") and g % 3 == 0:
            options["teams"] = "partners"
        for k, st in enumerate(states(seats, options, 700 + g)):
            a, b = clone(st), clone(st)
            general(a, random.Random(k))
            fast.playout(b, random.Random(k))
            compared += 1
            differ += attrs.asdict(a) != attrs.asdict(b)
    assert compared > 1000
    assert differ == 0


def test_house_rules_take_the_general_path_and_end_the_same():
    for options in ({"stack": True}, {"jump_in": True}, {"seven_o": True}, {"draw_until": True},
                    {"downpour": True}, {"multi": True}):
        for k, st in enumerate(states(3, {"scoring": "single", **options}, 11, every=7)):
            a, b = clone(st), clone(st)
            general(a, random.Random(k))
            fast.playout(b, random.Random(k))
            assert attrs.asdict(a) == attrs.asdict(b), options


def test_an_imagined_hand_ends_without_dealing_the_next_and_is_valued_as_a_real_one():
    """The search's states are `imagined`: at the hand's end the next hand is not dealt (the costliest part of a
    playout in a match to 500), and what the search reads of the end is the same as on the real state."""
    ended = 0
    for g in range(12):
        options = {"scoring": ("official", "low", "challenge")[g % 3]}
        for k, st in enumerate(states(2 + g % 4, options, 900 + g)):
            real, imagined = clone(st), clone(st)
            imagined.imagined = True
            fast.playout(real, random.Random(k))
            fast.playout(imagined, random.Random(k))
            assert hand_value(imagined, 0, st.hand_no, st.out) == hand_value(real, 0, st.hand_no, st.out)
            assert (real.last_hand, real.scores, real.out, real.winners) == (
                imagined.last_hand, imagined.scores, imagined.out, imagined.winners)
            if real.phase != OVER and real.hand_no != st.hand_no:
                ended += 1
                assert imagined.hand_no == real.hand_no
                assert len(real.discard) == 1 and imagined.hands != real.hands  # the real one dealt anew
    assert ended > 100


def reference(st: UnoState, r: random.Random, limit: int = fast.LIMIT) -> None:
    """The playout with every decision read from the legal actions the rules list (no one-pass choice)."""
    hand_no = st.hand_no
    for _ in range(limit):
        if st.phase == OVER or st.hand_no != hand_no:
            return
        rules.apply(st, _listed_action(st, st.turn, r))


GENERATED = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@GENERATED
@given(positions(), hs.integers(0, 2**16))
def test_fast_playouts_end_as_the_reference_path_does_on_generated_positions(st: UnoState, seed: int):
    a, b = clone(st), clone(st)
    reference(a, random.Random(seed))
    fast.playout(b, random.Random(seed))
    assert attrs.asdict(a) == attrs.asdict(b)


@GENERATED
@given(positions(tuple(t for t in TABLES if not t.get("seven_o"))))
def test_normal_choice_in_one_pass_is_the_one_read_from_the_legal_actions(st: UnoState):
    assert _fast_play(st, st.turn) is _listed_action(st, st.turn, random.Random(0))
