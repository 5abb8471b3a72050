"""How much the hard UNO player's search gains per decision, for a choice of deals and confidence (bots.DEALS,
bots.MAX_PLAYOUTS, HardBot.confidence) — far less noisy than win rates, so settings can be compared in minutes.

1. Positions: the hard seat's decisions with several choices in seeded games of hard against normal (single hands).
2. Each choice's value from the TRUE hands: the draw pile shuffled `--oracle` times, every choice played out on each
   shuffle (common random numbers) by the normal policy, the hand won counted.
3. A setting's score: the mean true value of the choice the bot makes with it, against the careful (normal)
   choice's, with its standard error over the decisions; "best" is the choice that is best with the hands known
   (no bot can reach it). A setting ending in ",known" searches with the other hands dealt as they truly are
   (the draw pile still shuffled): what perfect guesses of the hidden hands would be worth.

    .venv/bin/python devtools/uno_search_tuning.py --seats 2 --games 40 --try 48,200,2 150,600,0.5 150,600,0.5,known
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import statistics
import sys
import time
from typing import Any

from cafegames.engine import registry
from cafegames.engine.bots import Thinking
from cafegames.engine.match import Match
from cafegames.engine.seats import Seat
from cafegames.games.uno import rules
from cafegames.games.uno.actions import Colour, Pass, Play
from cafegames.games.uno.bots import levels as bots
from cafegames.games.uno.bots import search
from cafegames.games.uno.bots.playout import playout
from cafegames.games.uno.bots.search import candidates, hand_value
from cafegames.games.uno.state import clone

GAME = registry.get("uno").game()


class _Recorder:
    """Plays as the hard bot and keeps a copy of it, its view and the true state at each decision worth searching."""

    def __init__(self, bot: Any, match: Match, out: list):
        self.bot, self.match, self.out = bot, match, out

    def choose(self, view: Any, legal: Any, must_act: bool) -> Any:
        searched = legal and len(candidates(view, legal)) > 1 and not any(isinstance(a, Colour) for a in legal)
        if must_act and view.turn == self.bot.seat and len(view.hand) > 1 and searched:
            self.out.append((copy.deepcopy(self.bot), view, list(legal), clone(self.match.state)))
        return self.bot.choose(view, legal, must_act)

    def decide(self, view: Any, legal: Any, must_act: bool) -> Any:
        return self.bot.decide(view, legal, must_act)


def positions(n_games: int, seats: int, seed: int, box: str = "classic") -> list:
    out: list = []
    for g in range(n_games):
        levels = ["hard" if i == g % seats else "normal" for i in range(seats)]
        match = Match(GAME, {"scoring": "single", "box": box}, [Seat(f"P{i}", "computer", lv) for i, lv in enumerate(levels)],
                      seed + g)
        match.thinking = Thinking(0.25, False)
        hard = levels.index("hard")
        match.set_bot(hard, _Recorder(match.bot(hard), match, out))
        while not match.is_over():
            match.act(match.bot_action())
    return out


def true_values(position: tuple, shuffles: int, seed: int = 12345) -> list[float]:
    _, view, legal, st = position
    choices = candidates(view, legal)
    r = random.Random(seed)
    values = [0.0] * len(choices)
    for _ in range(shuffles):
        s = r.getrandbits(62)
        base = clone(st)
        random.Random(s).shuffle(base.draw)
        for i, a in enumerate(choices):
            x = clone(base)
            rules.apply(x, a)
            playout(x, random.Random(s))
            values[i] += hand_value(x, view.seat, view.hand_no, view.eliminated)[1]
    return [v / shuffles for v in values]


def _kind(chosen: Any, careful: Any) -> str:
    """What a departure from the careful choice changed: another card, the same card with another colour or
    target, playing instead of drawing or keeping, or the reverse."""
    if isinstance(chosen, Play) and isinstance(careful, Play):
        return "same card, other colour or target" if chosen.card == careful.card else "another card"
    if isinstance(chosen, Play):
        return "play instead of " + ("keeping the card drawn" if isinstance(careful, Pass) else "drawing")
    return ("keep the card drawn" if isinstance(chosen, Pass) else "draw") + " instead of playing"


class _TrueHands:
    """When `active`, the search's sampler deals the other hands as they are in `state` (for measuring only)."""

    def __init__(self, active: bool) -> None:
        self.active = active
        self.state: Any = None
        self.deal = search.Sampler.deal

    def __enter__(self) -> _TrueHands:
        if self.active:
            search.Sampler.deal = lambda _sampler, _r: ([list(h) for h in self.state.hands], list(self.state.draw))
        return self

    def __exit__(self, *_: object) -> None:
        search.Sampler.deal = self.deal


def score(pos: list, truth: list, deals: int, max_playouts: int, confidence: float, known: bool = False) -> str:
    bots.DEALS, bots.MAX_PLAYOUTS = deals, max_playouts
    with _TrueHands(known) as true_hands:
        return _score(pos, truth, deals, max_playouts, confidence, true_hands)


def _score(pos: list, truth: list, deals: int, max_playouts: int, confidence: float, true_hands: _TrueHands) -> str:
    label = " (the other hands known)" if true_hands.active else ""
    chosen = careful = best = 0.0
    departs = 0
    diffs: list[float] = []
    kinds: dict[str, list[float]] = {}
    start = time.process_time()
    for (bot, view, legal, state), values in zip(pos, truth, strict=True):
        true_hands.state = state
        b = copy.deepcopy(bot)
        b.confidence = confidence
        b.thinking = Thinking(1.0, False)
        choices = candidates(view, legal)
        pick = choices.index(b.decide(view, legal, True).action)
        keep = choices.index(b._careful.decide(view, legal, True).action)
        chosen += values[pick]
        careful += values[keep]
        best += max(values)
        departs += pick != keep
        diffs.append(values[pick] - values[keep])
        if pick != keep:
            kinds.setdefault(_kind(choices[pick], choices[keep]), []).append(values[pick] - values[keep])
    n = len(pos)
    se = statistics.stdev(diffs) / math.sqrt(n) if n > 1 else 0.0
    by_kind = "".join(f"\n    {k}: {len(v)} times, {sum(v) / n * 100:+.2f} points per decision"
                      for k, v in sorted(kinds.items()))
    return (f"deals {deals}, playouts {max_playouts}, confidence {confidence}{label}: gain {(chosen - careful) / n * 100:.2f} "
            f"± {se * 100:.2f} points per decision (chosen {chosen / n:.4f}, careful {careful / n:.4f}, best with the hands known "
            f"{best / n:.4f}); left the careful choice {departs} times of {n}; {(time.process_time() - start) / n * 1000:.0f} ms CPU "
            f"per decision" + by_kind)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=5000)
    p.add_argument("--box", default="classic", help="the UNO box (issue 34: deluxe, extreme, rapido)")
    p.add_argument("--oracle", type=int, default=300, help="draw-pile shuffles per position for the true values")
    p.add_argument("--try", dest="settings", nargs="+", default=["48,200,2", "150,600,0.5"],
                   help="settings as DEALS,MAX_PLAYOUTS,CONFIDENCE[,known]")
    a = p.parse_args(argv)
    pos = positions(a.games, a.seats, a.seed + 97 * a.seats, a.box)
    truth = [true_values(x, a.oracle) for x in pos]
    print(f"{len(pos)} decisions from {a.games} games at {a.seats} seats ({a.box} box), true values from {a.oracle} shuffles each")
    for spec in a.settings:
        d, m, c, *rest = spec.split(",")
        print(score(pos, truth, int(d), int(m), float(c), rest == ["known"]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
