"""The computer players are honest by construction and say why they choose (cafegames.engine.bots).

Honest: one position is rebuilt with a different hidden truth (the other hands and the draw pile of UNO and
Canyon dealt again, the bag of Café shuffled again); the seat's view stays the same, and so must the choice of
every level for the same seed. A bot that peeked at the state would change its mind: `test_the_harness_catches_a_
peeking_bot` plants one and checks that the harness sees it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from cafegames.engine import registry
from cafegames.engine.bots import BaseBot, Deadline, Decision, Thinking
from cafegames.engine.match import Match
from cafegames.engine.messages import Message
from cafegames.engine.seats import Seat
from cafegames.games.cafe.game import GAME as CAFE
from cafegames.games.canyon.game import GAME as CANYON
from cafegames.games.uno.game import GAME as UNO
from cafegames.games.uno.state import clone

LIGHT = Thinking(effort=0.15)  # a small sample budget: the test is about what the bots read, not how well they play


def regive_uno(st: Any, seat: int, r: random.Random) -> Any:
    """The same UNO position for `seat`, the other hands and the draw pile dealt again from the same cards."""
    new = clone(st)
    others = [s for s in range(st.n) if s != seat]
    pool = [c for s in others for c in new.hands[s]] + new.draw
    r.shuffle(pool)
    for s in others:
        k = len(new.hands[s])
        new.hands[s], pool = pool[:k], pool[k:]
    new.draw = pool
    if new.wd4_by >= 0 and new.wd4_by != seat:
        new.wd4_guilty = not new.wd4_guilty
    return new


def regive_cafe(st: Any, seat: int, r: random.Random) -> Any:
    new = CAFE.clone(st)
    r.shuffle(new.bag)
    return new


def regive_canyon(st: Any, seat: int, r: random.Random) -> Any:
    new = CANYON.clone(st)
    others = [s for s in range(st.n) if s != seat]
    pool = [c for s in others for c in new.hands[s]] + new.set_aside
    r.shuffle(pool)
    for s in others:
        k = len(new.hands[s])
        new.hands[s], pool = sorted(pool[:k]), pool[k:]
    new.set_aside = pool
    return new


CASES: list[tuple[Any, dict[str, Any], int, Callable[[Any, int, random.Random], Any]]] = [
    (UNO, {"scoring": "single"}, 3, regive_uno),
    (UNO, {"stack": True, "jump_in": True, "seven_o": True}, 4, regive_uno),
    (CAFE, {}, 2, regive_cafe),
    (CANYON, {}, 4, regive_canyon),
]


def positions(game: Any, options: dict[str, Any], n: int, seed: int, every: int) -> Iterator[tuple[Any, int]]:
    """Positions of a seeded normal-bot match, every `every` actions: (state, the seat the game waits for)."""
    match = Match(game, options, [Seat(f"P{i}", "computer", "normal") for i in range(n)], seed)
    while not match.is_over():
        if len(match.actions) % every == every - 1:
            yield game.clone(match.state), game.to_act(match.state)[0]
        match.act(match.bot_action())


def check_position(game: Any, state: Any, seat: int, regive: Callable, make: Callable[[], Any],
                   r: random.Random) -> bool:
    """Whether the bot made by `make` chooses the same on `state` and on a regiven copy with the same view
    (False when they differ). Positions whose regiven copy shows a different view are skipped (True)."""
    other = regive(state, seat, r)
    view = game.view(state, seat)
    if game.view(other, seat) != view:
        return True  # e.g. UNO's revealed hand after a challenge: this position cannot be regiven unseen
    legal = game.legal_actions(state, seat)
    assert game.legal_actions(other, seat) == legal
    return make().choose(view, legal, True) == make().choose(game.view(other, seat), legal, True)


@pytest.mark.parametrize(("game", "options", "n", "regive"), CASES, ids=["uno", "uno-house", "cafe", "canyon"])
def test_the_same_view_from_another_hidden_truth_gives_the_same_choice(game, options, n, regive):
    r = random.Random(5)
    checked = 0
    for state, seat in positions(game, options, n, seed=21, every=3):
        other = regive(state, seat, r)
        if game.view(other, seat) == game.view(state, seat) and other != state:
            checked += 1
        for level in game.levels:
            def make(lv: str = level, s: int = seat) -> Any:
                return registry.get(game.id).make_bot(lv, s, 99, LIGHT)

            assert check_position(game, state, seat, regive, make, r), (
                f"{game.id} {level}: another hidden truth behind the same view changed the choice")
        if checked >= 12:
            break
    assert checked >= 6  # the hidden truth really was different, the view the same


class Peeker(BaseBot):
    """A cheat: it plays the legal action that the hidden state makes best (here: the first, or the last when the
    hidden truth's first hidden card is even)."""

    def __init__(self, state_of: Callable[[], Any]):
        self.state_of = state_of

    def decide(self, view: Any, legal: Any, must_act: bool) -> Decision:
        st = self.state_of()
        hidden = st.draw[-1] if hasattr(st, "draw") else st.bag[-1]
        return Decision(legal[-1] if hidden % 2 else legal[0], Message("Bots", "peek"))


def test_the_harness_catches_a_peeking_bot():
    game, options, n, regive = CASES[0]
    r = random.Random(3)
    caught = 0
    for state, seat in positions(game, options, n, seed=4, every=5):
        current = {"state": state}
        other = regive(state, seat, r)
        legal = game.legal_actions(state, seat)
        if len(legal) < 2:
            continue
        peek = Peeker(lambda current=current: current["state"])
        first = peek.choose(game.view(state, seat), legal, True)
        current["state"] = other
        second = peek.choose(game.view(other, seat), legal, True)
        caught += first != second
    assert caught > 0


@pytest.mark.parametrize("game", [UNO, CAFE, CANYON], ids=["uno", "cafe", "canyon"])
def test_bots_receive_only_the_view(game):
    seen: set[str] = set()

    class Spy:
        def __init__(self, bot: Any):
            self.bot = bot

        def choose(self, view: Any, legal: Any, must_act: bool) -> Any:
            seen.add(type(view).__name__)
            return self.bot.choose(view, legal, must_act)

    n = {"uno": 2, "cafe": 2, "canyon": 3}[game.id]
    match = Match(game, {}, [Seat(f"P{i}", "computer", lv) for i, lv in enumerate(["hard", "normal", "easy"][:n])], 8)
    match.thinking = LIGHT
    for s in range(n):
        match.set_bot(s, Spy(match.bot(s)))
    while not match.is_over() and len(match.actions) < 60:
        match.act(match.bot_action())
    assert seen and all(name.endswith("View") for name in seen), seen


@pytest.mark.parametrize(("game", "options", "n", "regive"), CASES, ids=["uno", "uno-house", "cafe", "canyon"])
def test_every_level_says_why_in_a_sentence(game, options, n, regive):
    """`decide` gives the action `choose` gives, with a reason that reads as a sentence (no missing parameter)."""
    for state, seat in positions(game, options, n, seed=13, every=5):
        view, legal = game.view(state, seat), game.legal_actions(state, seat)
        for level in game.levels:
            decision = registry.get(game.id).make_bot(level, seat, 7, LIGHT).decide(view, legal, True)
            assert decision is not None and decision.action in legal
            assert decision.action == registry.get(game.id).make_bot(level, seat, 7, LIGHT).choose(view, legal, True)
            text = decision.why.english()
            assert isinstance(decision.why, Message) and text[0].isupper() and text[-1] in ".!", text
            assert "{" not in text, text


def test_a_deadline_has_no_room_for_a_sample_it_could_not_finish(monkeypatch):
    clock = [50.0]
    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])
    d = Deadline(0.100)
    clock[0] += 0.030  # three samples of 10 ms: room for more
    assert not d.no_room(3) and not d.passed()
    clock[0] += 0.040  # two samples of 35 ms: 70 ms spent, a third would end at 105 ms
    assert d.no_room(2) and not d.passed()
    assert not Deadline(None).no_room(1)
