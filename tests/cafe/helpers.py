"""Small builders for Café International positions in tests."""

from __future__ import annotations

from cafegames.engine.seats import Seat
from cafegames.games.cafe.board import EMPTY, guest_from_code
from cafegames.games.cafe.game import GAME
from cafegames.games.cafe.state import CafeOptions, CafeState

B = GAME.board


def g(code: str) -> int:
    """Guest from "IN-W", "US-M", "JK-W"."""
    return guest_from_code(code)


def T(x: int, y: int) -> int:
    return B.table_at(x, y)


# The tables the examples speak of (C-BOARD coordinates).
US1, US2, IN1, IN2 = T(3, 0), T(4, 0), T(5, 0), T(5, 1)


def between(t1: int, t2: int) -> int:
    return B.chair_between(t1, t2)


def own(t: int) -> list[int]:
    return B.own_chairs(t)


def state(n: int = 2, seed: int = 7, hands: list[list[str]] | None = None, seated: dict[int, str] | None = None,
          turn: int = 0, scores: list[int] | None = None) -> CafeState:
    """A fresh game with hands and seated guests replaced (the bag keeps the rest so 100 guests stay counted)."""
    s = GAME.setup(CafeOptions(), [Seat(f"P{i}") for i in range(n)], seed)
    everything = s.bag + [x for h in s.hands for x in h]
    wanted = [g(c) for h in (hands or []) for c in h] + [g(c) for c in (seated or {}).values()]
    for x in wanted:
        everything.remove(x)
    s.chairs = [EMPTY] * len(B.chairs)
    for chair, code in (seated or {}).items():
        s.chairs[chair] = g(code)
    if hands is not None:
        s.hands = [[g(c) for c in h] for h in hands]
    else:
        s.hands = [[everything.pop() for _ in range(5)] for _ in range(n)]
    s.bag = everything
    s.turn = turn
    if scores is not None:
        s.scores = list(scores)
    return s


def total_cards(s: CafeState) -> int:
    return len(s.bag) + sum(len(h) for h in s.hands) + sum(1 for c in s.chairs if c != EMPTY) + len(s.bar) + len(
        s.removed)
