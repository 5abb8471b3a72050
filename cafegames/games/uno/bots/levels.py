"""UNO computer players. Each decides from its seat's view and the legal decisions only, and says why
(`decide` → `Decision(action, why)`, see `cafegames.engine.bots`).

- random: uniform over legal decisions (for measurement).
- easy: a beginner — any card that fits, names the colour it holds most (now and then any colour), calls UNO
  most of the time (7 times in 10), rarely catches; it always plays its last card.
- normal: the careful player of `policy.py` — matches the colour first, keeps its wilds, names its strongest
  colour, never bluffs a Wild Draw Four, plays an Exchange only for a smaller hand, always calls UNO, catches
  sometimes, stacks when it can.
- hard: searches (`search.py`): for every choice of card, colour, draw or keep, it imagines the hidden hands and
  the draw pile many times, consistently with what it has seen, plays each choice out to the end of the hand as
  normal players would, and takes the one that does best. It reads the opponents' plays (inference.py) and, at two
  seats in the Deluxe box, remembers the hand an Exchange passed on (passed.py). It challenges a Wild Draw Four
  when the cards it has not seen make a bluff likely (and learns how often each seat bluffs), always calls UNO,
  catches every time and jumps in whenever it may.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from cafegames.engine import rng, worker
from cafegames.engine.bots import BaseBot, Decision, RandomBot, Thinking, decision_seed, samples, seconds
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Deal, Draw, Pass, Play, TimeOut
from cafegames.games.uno.bots import policy, reasons
from cafegames.games.uno.bots.inference import TableTracker, Tracker
from cafegames.games.uno.bots.passed import Passed
from cafegames.games.uno.bots.search import candidates, evaluate
from cafegames.games.uno.cards import COLOUR, COLOURS, EXCHANGE, deck_for
from cafegames.games.uno.legal import names_colour
from cafegames.games.uno.state import UnoView

# Measured with devtools/uno_search_tuning.py (each choice's value from the true hands, the draw pile shuffled 300
# times; 524 decisions at 2 seats, 298 at 4): 48 deals and 2 standard errors gained 0.17 and 0.16 points of
# winning chance per decision over the careful choice; 150 deals and half a standard error 0.79 and 0.49. Again on
# 2 December (613 decisions at 2 seats, 428 at 4): 150 deals 0.42 and 1.05; 600 deals 0.64 and 1.07; at 4 seats
# half a standard error did best of 0, 0.25, 0.5, 0.75, 1 and 1.5 (0.48, 0.57, 1.05, 0.97, 0.83, 0.25).
# At 4 seats on 888 decisions: 0.88 ± 0.25, and 3.92 ± 0.30 when searching with the other hands dealt as they
# truly are (`--try 150,600,0.5,known`): the guesses of the hidden hands, not the deals, limit it.
DEALS = 150  # imagined deals per decision at full effort
MAX_PLAYOUTS = 600  # playouts per decision at full effort (deals × choices), so a hand full of wilds stays quick
TIME_BUDGET = 0.12  # seconds, in the app (timed): the search returns its best choice when the time is up


def make_bot(level: str, seat: int, seed: int, thinking: Thinking | None = None) -> Any:
    if level == "random":
        return UntimedRandomBot(seat, seed)
    if level == "hard":
        return HardBot(seat, seed, thinking or Thinking())
    return UnoBot(level, seat, seed)


def unseen(view: UnoView) -> dict[int, int]:
    """How many of each card this seat has not seen: the deck minus its hand and the discard pile."""
    counts: dict[int, int] = {}
    deck = deck_for(view.options.box, view.options.downpour)
    for c in deck:
        counts[c] = counts.get(c, 0) + 1
    for c in view.hand:
        counts[c] -= 1
    for c in view.discard:
        counts[c] -= 1
    return counts


def guilt_chance(view: UnoView) -> float:
    """Chance that the Wild Draw Four player held a card of the colour active before it, from the cards this seat
    has not seen."""
    col = view.wd4_colour
    if col < 0 or view.wd4_by < 0:
        return 0.0
    left = unseen(view)
    total = sum(left.values()) or 1
    q = sum(v for c, v in left.items() if COLOUR[c] == col) / total
    return 1 - (1 - q) ** view.counts[view.wd4_by]


class UntimedRandomBot(RandomBot):
    """Uniform over the legal decisions but the timer's penalty (U-O-TIMER): computer players are never timed
    out, and none takes the penalty of its own accord."""

    def decide(self, view: Any, legal: Sequence[Any], must_act: bool) -> Decision | None:
        return super().decide(view, [a for a in legal if not isinstance(a, TimeOut)] or legal, must_act)


class UnoBot(BaseBot):
    """One computer player at level easy or normal."""

    CATCH = {"easy": 0.25, "normal": policy.CATCH}
    CALL = {"easy": 0.7, "normal": 1.0}
    JUMP = {"easy": 0.3, "normal": policy.JUMP}

    def __init__(self, level: str, seat: int, seed: int):
        self.level = level
        self.seat = seat
        self.rng = random.Random(rng.derive(seed, "uno-bot", level, seat))

    def decide(self, view: UnoView, legal: Sequence[Any], must_act: bool) -> Decision | None:
        if not legal:
            return None
        r = self.rng.random
        for a in legal:
            if isinstance(a, CallUno) and r() < self.CALL[self.level]:
                return Decision(a, reasons.CALL)
        for a in legal:
            if isinstance(a, Catch) and r() < self.CATCH[self.level]:
                return Decision(a, reasons.CATCH)
        plays = [a for a in legal if isinstance(a, Play)]
        if not must_act or view.turn != self.seat:
            if plays and r() < self.JUMP[self.level]:  # jump-in
                return self._play(view, plays)
            return None
        kinds = {type(a) for a in legal}
        if Deal in kinds:  # U-O-DEAL
            return Decision(policy.deal_action(self.seat), reasons.DEAL)
        if Colour in kinds:
            best = self._colour(view.hand, -1)
            return Decision(next(a for a in legal if isinstance(a, Colour) and a.colour == best),
                            reasons.colour_named(view, best))
        if view.phase == "penalty":
            return self._penalty(view, legal, plays)
        if view.phase == "drawn":
            if plays and (self.level == "easy" or policy.wants_to_play(view.hand, view.colour, [p.card for p in plays],
                                                                       view.counts, self.seat)):
                return self._play(view, plays)
            return Decision(next(a for a in legal if isinstance(a, Pass)), reasons.KEEP_DRAWN)
        if view.phase == "continue":
            if plays and (self.level != "easy" or r() < 0.6):
                return self._play(view, plays)
            return Decision(next(a for a in legal if isinstance(a, Pass)), reasons.END_RUN)
        if plays:
            cards = [p.card for p in plays]
            if self.level != "easy" and not policy.wants_to_play(view.hand, view.colour, cards, view.counts, self.seat):
                why = reasons.keep_reason(EXCHANGE) if EXCHANGE in cards else reasons.NO_BLUFF
                return Decision(next(a for a in legal if isinstance(a, Draw)), why)
            return self._play(view, plays)
        return Decision(next(a for a in legal if isinstance(a, Draw | Pass)), reasons.NOTHING_TO_PLAY)

    def _penalty(self, view: UnoView, legal: Sequence[Any], plays: list[Play]) -> Decision:
        if plays and (self.level != "easy" or self.rng.random() < 0.5):
            return self._play(view, plays)
        challenge = next((a for a in legal if isinstance(a, Challenge)), None)
        if challenge is not None:
            if self.level == "easy":
                if self.rng.random() < 0.1:
                    return Decision(challenge, reasons.CHALLENGE)
            elif guilt_chance(view) > policy.CHALLENGE_ABOVE:
                return Decision(challenge, reasons.CHALLENGE)
            return Decision(next(a for a in legal if isinstance(a, Draw)), reasons.TAKE_NO_CHALLENGE)
        if view.pending == 0:  # U-DX-BOOMERANG: a Skip, with no Boomerang to send it back
            return Decision(next(a for a in legal if isinstance(a, Draw)), reasons.TAKE_SKIP)
        return Decision(next(a for a in legal if isinstance(a, Draw)), reasons.TAKE_PENALTY)

    def _play(self, view: UnoView, plays: list[Play]) -> Decision:
        if self.level == "easy":
            cards = sorted({p.card for p in plays})
            last = [c for c in cards if len(view.hand) == 1]
            card = last[0] if last else self.rng.choice(cards)
            options = [p for p in plays if p.card == card]
            named = self._colour(view.hand, card) if names_colour(card) else -1
            call = self.rng.random() < self.CALL["easy"]
            play = policy.pick_variant(options, named, call, view.counts, view.team, self.seat, view.order)
            why = reasons.play_reason(view, play, view.hand) if len(view.hand) == 1 else reasons.RANDOM_PLAY
            return Decision(play, why)
        play = policy.pick_play(view.hand, view.colour, plays, view.counts, view.team, self.seat, view.order)
        return Decision(play, reasons.play_reason(view, play, view.hand))

    def _colour(self, hand: Sequence[int], playing: int) -> int:
        best = policy.best_colour(hand, playing)
        if self.level == "easy" and self.rng.random() < 0.3:
            return self.rng.choice(COLOURS)
        return best


class HardBot(BaseBot):
    """Determinized Monte Carlo search over its own view (see `search.py`). It starts from the careful player's
    choice and leaves it only for a choice that did better on the imagined deals by `confidence` standard errors:
    UNO's luck makes most choices close, and chasing noise loses more than it wins (at a quarter of a standard
    error the gain per decision fell from 0.79 to 0.56 points at 2 seats; see `DEALS`)."""

    confidence = 0.5
    reads = True  # weigh the imagined hands by the opponent's plays (inference.py)

    def __init__(self, seat: int, seed: int, thinking: Thinking):
        self.seat = seat
        self.seed = seed
        self.thinking = thinking
        # what its challenges taught it about each seat's bluffing (guilty found, guilt expected)
        self.found: dict[int, float] = {}
        self.expected: dict[int, float] = {}
        self._pending: tuple[int, float] | None = None
        self._careful = UnoBot("normal", seat, seed)  # the choice it keeps unless the search is sure of better
        self.tracker: Tracker | TableTracker = Tracker()  # what the others' plays showed about their hands
        self.passed = Passed()  # the cards an Exchange passed on to the opponent (U-DX-EXCHANGE)
        if thinking.apart:
            worker.SEARCH.start()

    def decide(self, view: UnoView, legal: Sequence[Any], must_act: bool) -> Decision | None:
        decision = self._decide(view, legal, must_act)
        if decision is not None and decision.action.seat == self.seat:
            if isinstance(decision.action, Play):
                self.tracker.played(decision.action.card, decision.action.colour)
                self.passed.played(decision.action.card)
            elif isinstance(decision.action, (Draw, Pass)):
                self.tracker.passed()
        return decision

    def _decide(self, view: UnoView, legal: Sequence[Any], must_act: bool) -> Decision | None:
        if not legal:
            return None
        if view.phase == "deal":  # U-O-DEAL (nothing on the table yet to learn from)
            return Decision(policy.deal_action(self.seat), reasons.DEAL)
        if len(view.order) > 2 and isinstance(self.tracker, Tracker):
            self.tracker = TableTracker()
        self._learn(view)
        if self.tracker.applies(view):
            self.tracker.observe(view)
        if self.passed.applies(view):
            self.passed.observe(view)
        for a in legal:
            if isinstance(a, CallUno):
                return Decision(a, reasons.CALL)
        for a in legal:
            if isinstance(a, Catch):
                return Decision(a, reasons.CATCH)
        plays = [a for a in legal if isinstance(a, Play)]
        if not must_act or view.turn != self.seat:
            if plays:  # jump in whenever it may: a card gone without waiting for the turn
                play = policy.pick_play(view.hand, view.colour, plays, view.counts, view.team, self.seat, view.order)
                return Decision(play, reasons.play_reason(view, play, view.hand))
            return None
        challenge = next((a for a in legal if isinstance(a, Challenge)), None)
        if challenge is not None and self._challenges(view):
            return Decision(challenge, reasons.CHALLENGE)
        if any(isinstance(a, Colour) for a in legal):
            options: list[Any] = [a for a in legal if isinstance(a, Colour)]
        else:
            options = candidates(view, legal)
        for a in options:  # the last card wins the hand: nothing to think about
            if isinstance(a, Play) and len(view.hand) == 1:
                return Decision(a, reasons.play_reason(view, a, view.hand))
        if len(options) == 1:
            return Decision(options[0], self._why(view, options[0], options, challenge is not None))
        seed = decision_seed(self.seed, "uno", self.seat, view.hand_no, view.hand, view.discard, view.counts,
                             view.turn, view.phase, view.pending, view.draw_size, view.scores)
        full = min(DEALS, max(8, MAX_PLAYOUTS // len(options)))
        tracker = self.tracker if self.reads and self.tracker.applies(view) else None
        held = self.passed.held(view) if self.passed.applies(view) else None
        results = worker.run(self.thinking.apart, evaluate, view, options, samples(self.thinking, full, 4), seed,
                             seconds(self.thinking, TIME_BUDGET), tracker, 4, held)
        careful = self._careful.decide(view, legal, must_act)
        assert careful is not None
        if careful.action not in options or not results[0].n:
            return careful
        base = options.index(careful.action)
        best = max(range(len(options)), key=lambda i: (results[i].mean, -i))
        if best == base or results[best].edge_over(results[base]) < self.confidence:
            return Decision(careful.action, self._why(view, careful.action, options, challenge is not None))
        chosen = options[best]
        return Decision(chosen, reasons.instead(view, chosen, careful.action,
                                                self._why(view, chosen, options, challenge is not None)))

    def _why(self, view: UnoView, action: Any, options: Sequence[Any], could_challenge: bool):
        """The reason for `action` among `options`, from the position (reasons.py: never the search's figures)."""
        if isinstance(action, Play):
            return reasons.play_reason(view, action, view.hand)
        if isinstance(action, Colour):
            return reasons.colour_named(view, action.colour)
        if isinstance(action, Draw):
            if view.phase == "penalty":
                return reasons.TAKE_NO_CHALLENGE if could_challenge else reasons.TAKE_PENALTY
            return reasons.draw_reason([a.card for a in options if isinstance(a, Play)])
        if isinstance(action, Pass):
            return reasons.KEEP_DRAWN if view.phase == "drawn" else reasons.END_RUN
        return reasons.RANDOM_PLAY

    # ------------------------------------------------------------ challenges

    def _learn(self, view: UnoView) -> None:
        """The outcome of its last challenge is public (`last_challenge`): remember whether that seat bluffed."""
        if self._pending is not None and view.last_challenge[:2] == (self.seat, self._pending[0]):
            seat, expect = self._pending
            self.found[seat] = self.found.get(seat, 0) + bool(view.last_challenge[2])
            self.expected[seat] = self.expected.get(seat, 0) + expect
            self._pending = None

    def _challenges(self, view: UnoView) -> bool:
        """Challenge when a bluff is likely enough: the chance from the unseen cards, scaled by how often this seat
        was found bluffing when it could have been (a seat that never bluffs is soon left alone)."""
        p = guilt_chance(view)
        b = view.wd4_by
        p_seat = p * (self.found.get(b, 0) + 1) / (self.expected.get(b, 0) + 3)
        if p_seat > 0.3:
            self._pending = (b, p)
            return True
        return False
