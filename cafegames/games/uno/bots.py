"""UNO computer players. Each decides from its seat's view and the legal decisions only.

- random: uniform over legal decisions (for measurement).
- easy: a beginner — any playable card, names the colour it holds most, often forgets to call UNO, rarely catches.
- normal: matches the colour first, keeps its wilds, names its strongest colour, never bluffs a Wild Draw Four,
  always calls UNO, catches sometimes, stacks when it can.
- hard: counts the cards it has seen, remembers which colours a seat drew on, keeps attack cards for a seat about
  to go out, names a colour the next seat lacks, challenges a Wild Draw Four when the odds favour it, catches
  every time, uses stacking, Seven-O and jump-in.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cafegames.engine import rng
from cafegames.engine.bots import RandomBot
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.games.uno.cards import COLOURS, DRAW2, POINTS, RANK, REVERSE, SKIP, WD4, standard_deck
from cafegames.games.uno.rules import UnoView

_FULL = standard_deck(True)


def make_bot(level: str, seat: int, seed: int) -> Any:
    if level == "random":
        return RandomBot(seat, seed)
    return UnoBot(level, seat, seed)


class UnoBot:
    """One computer player at level easy, normal or hard."""

    CATCH = {"easy": 0.25, "normal": 0.6, "hard": 1.0}
    CALL = {"easy": 0.7, "normal": 1.0, "hard": 1.0}
    JUMP = {"easy": 0.3, "normal": 0.8, "hard": 1.0}

    def __init__(self, level: str, seat: int, seed: int):
        self.level = level
        self.seat = seat
        self.rng = random.Random(rng.derive(seed, "uno-bot", level, seat))
        # hard: what its challenges taught it about each seat's bluffing (guilty found, guilt expected)
        self.found: dict[int, float] = {}
        self.expected: dict[int, float] = {}
        self._pending: tuple[int, float] | None = None

    # ------------------------------------------------------------ entry point

    def choose(self, view: UnoView, legal: Sequence[Any], must_act: bool) -> Any | None:
        if not legal:
            return None
        if self._pending is not None and view.last_challenge[:2] == (self.seat, self._pending[0]):
            seat, expect = self._pending  # learn from the outcome of our challenge, public to the table
            self.found[seat] = self.found.get(seat, 0) + bool(view.last_challenge[2])
            self.expected[seat] = self.expected.get(seat, 0) + expect
            self._pending = None
        r = self.rng.random
        for a in legal:
            if isinstance(a, CallUno) and r() < self.CALL[self.level]:
                return a
        for a in legal:
            if isinstance(a, Catch) and r() < self.CATCH[self.level]:
                return a
        plays = [a for a in legal if isinstance(a, Play)]
        if not must_act or view.turn != self.seat:
            if plays and r() < self.JUMP[self.level]:  # jump-in
                return self._pick_play(view, plays)
            return None
        kinds = {type(a) for a in legal}
        if Colour in kinds:
            best = self._best_colour(view, view.hand, -1)
            return next(a for a in legal if isinstance(a, Colour) and a.colour == best)
        if view.phase == "penalty":
            return self._penalty(view, legal, plays)
        if view.phase == "drawn":
            if plays and (self.level != "hard" or self._play_drawn(view, plays)):
                return self._pick_play(view, plays)
            return next(a for a in legal if isinstance(a, Pass))
        if view.phase == "continue":
            if plays and (self.level != "easy" or r() < 0.6):
                return self._pick_play(view, plays)
            return next(a for a in legal if isinstance(a, Pass))
        if plays:
            if self.level != "easy" and not self._wants_to_play(view, plays):
                return next(a for a in legal if isinstance(a, Draw))
            return self._pick_play(view, plays)
        return next(a for a in legal if isinstance(a, Draw | Pass))

    # ------------------------------------------------------------ decisions

    def _penalty(self, view: UnoView, legal: Sequence[Any], plays: list[Play]) -> Any:
        if plays and (self.level != "easy" or self.rng.random() < 0.5):
            return self._pick_play(view, plays)
        challenge = next((a for a in legal if isinstance(a, Challenge)), None)
        if challenge is not None:
            p = self._guilt_chance(view)
            threshold = {"easy": 2.0, "normal": 0.6, "hard": 0.3}[self.level]
            if self.level == "easy" and self.rng.random() < 0.1:
                return challenge
            if self.level == "hard":  # scale by how often this seat was found bluffing when it could have been
                b = view.wd4_by
                p *= (self.found.get(b, 0) + 1) / (self.expected.get(b, 0) + 3)
            if p > threshold:
                if self.level == "hard":
                    self._pending = (view.wd4_by, self._guilt_chance(view))
                return challenge
        return next(a for a in legal if isinstance(a, Draw))

    def _guilt_chance(self, view: UnoView) -> float:
        """Chance that the Wild Draw Four player held a card of the colour active before it: from the cards not
        yet seen by this seat (its hand, the discard pile)."""
        col = view.wd4_colour
        if col < 0 or view.wd4_by < 0:
            return 0.0
        unseen = self._unseen(view)
        total = sum(unseen.values()) or 1
        q = sum(v for c, v in unseen.items() if c < 64 and c >> 4 == col) / total
        k = view.counts[view.wd4_by]
        return 1 - (1 - q) ** k

    def _unseen(self, view: UnoView) -> dict[int, int]:
        counts: dict[int, int] = {}
        deck = _FULL if view.options.downpour else _FULL[:108]
        for c in deck:
            counts[c] = counts.get(c, 0) + 1
        for c in view.hand:
            counts[c] -= 1
        for c in view.discard:
            counts[c] -= 1
        return counts

    def _wants_to_play(self, view: UnoView, plays: list[Play]) -> bool:
        """Normal and hard never bluff a Wild Draw Four: with only that to play, they draw."""
        holds_colour = any(c < 64 and c >> 4 == view.colour for c in view.hand)
        return any(p.card != WD4 or not holds_colour for p in plays)

    def _play_drawn(self, view: UnoView, plays: list[Play]) -> bool:
        return self._wants_to_play(view, plays)

    def _pick_play(self, view: UnoView, plays: list[Play]) -> Play:
        if self.level == "easy":
            card = self.rng.choice(sorted({p.card for p in plays}))
            options = [p for p in plays if p.card == card]
            best_col = self._best_colour(view, view.hand, card) if card >= 64 else -1
            call = self.rng.random() < self.CALL["easy"]
            return self._variant(view, options, best_col, call)
        holds_colour = any(c < 64 and c >> 4 == view.colour for c in view.hand)
        cards = sorted({p.card for p in plays})
        if self.level == "normal":
            score = {c: self._normal_score(view, c, holds_colour) for c in cards}
        else:
            score = {c: self._hard_score(view, c, holds_colour) for c in cards}
        card = max(cards, key=lambda c: (score[c], c))
        options = [p for p in plays if p.card == card]
        best_col = self._best_colour(view, view.hand, card) if card >= 64 else -1
        return self._variant(view, options, best_col, True)

    def _variant(self, view: UnoView, options: list[Play], colour: int, call: bool) -> Play:
        if colour >= 0:
            options = [p for p in options if p.colour == colour] or options
        targets = {p.target for p in options}
        if len(targets) > 1:
            target = self._swap_target(view, targets)
            options = [p for p in options if p.target == target]
        called = [p for p in options if p.uno == call]
        return (called or options)[0]

    def _swap_target(self, view: UnoView, targets: set[int]) -> int:
        def key(t: int) -> tuple:
            mate = bool(view.team) and view.team[t] == view.team[self.seat]
            return (mate, view.counts[t], t)
        return min(targets, key=key)

    def _normal_score(self, view: UnoView, c: int, holds_colour: bool) -> float:
        if c == WD4:
            return -100 if holds_colour else -50
        if c >= 64:
            return -40
        s = POINTS[c] / 10
        if c >> 4 == view.colour:
            s += 10
        return s

    def _hard_score(self, view: UnoView, c: int, holds_colour: bool) -> float:
        me = self.seat
        nxt = view.next_seat(me)
        opp = [s for s in view.order if s != me and not (view.team and view.team[s] == view.team[me])]
        danger = min((view.counts[s] for s in opp), default=99)
        next_is_opp = nxt in opp
        next_count = view.counts[nxt]
        rest = list(view.hand)
        rest.remove(c)
        s = POINTS[c] / (6 if danger <= 2 else 15)
        r = RANK[c]
        if c >= 64:
            if c == WD4 and holds_colour:
                return -200  # never bluff
            s -= 25 if danger > 2 else 0
            if c == WD4 and next_is_opp:
                s += 30 if next_count <= 2 else 4
            return s
        col = c >> 4
        if col == view.colour:
            s += 10
        else:
            same_colour = sum(1 for x in rest if x < 64 and x >> 4 == col)
            s += same_colour - sum(1 for x in rest if x < 64 and x >> 4 == view.colour)
        if next_is_opp and view.void[nxt] >> col & 1:
            s += 3
        if r in (SKIP, DRAW2) or (r == REVERSE and len(view.order) == 2):
            if next_is_opp:
                s += 25 if next_count <= 2 else (6 if r == DRAW2 else 3)
                if len(view.order) == 2 and rest:
                    s += 3  # we play again
            else:
                s -= 15
        elif r == REVERSE:
            prev = view.next_seat(me, -1)
            if next_is_opp and next_count <= 2:
                s += 15
            if prev in opp and view.counts[prev] <= 2:
                s -= 15
        return s

    def _best_colour(self, view: UnoView, hand: Sequence[int], playing: int) -> int:
        rest = list(hand)
        if playing in rest:
            rest.remove(playing)
        score = {col: 0.0 for col in COLOURS}
        for c in rest:
            if c < 64:
                score[c >> 4] += 1 + POINTS[c] / 40
        if self.level == "easy" and self.rng.random() < 0.3:
            return self.rng.choice(COLOURS)
        return max(COLOURS, key=lambda col: (score[col], -col))
