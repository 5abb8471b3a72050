"""Hints: the hard computer's choice for a person's seat, with its reason, from that seat's view only.

    decision = ask(game, view, legal, must_act, seat, match_seed)   # a Decision: action from `legal`, why
    match.hints[seat] += 1                                          # counted once per position (the controller)

The hint bot is made fresh for each hint from a seed fixed by the match and the seat (`hint_seed`), and it
searches by its sample budget only (`THINKING`: untimed), so the same view always gives the same hint: asking
twice, or after loading the game again, shows the same card, chair or cell. It never receives the state, so
what the others hold cannot change it (tests build the view from different hidden truths). The search runs in
the search process (`apart`, cafegames/engine/worker.py), so the table keeps painting while it thinks.

The counts are saved (the save's optional `hints`, docs/save-format.md) and shown on the result screen and in
the history.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cafegames.engine import rng
from cafegames.engine.bots import Decision, Thinking
from cafegames.engine.protocol import ActionT, Game, ViewT

LEVEL = "hard"  # the hint bot's level; a game without it is advised by its "normal", else its first level
THINKING = Thinking(1.0, timed=False, apart=True)


def hint_seed(match_seed: int, seat: int) -> int:
    """The seed of the hint bot of `seat` (the same for every hint of that seat in this match)."""
    return rng.derive(match_seed, "hint", seat)


def ask(game: Game[Any, ActionT, ViewT], view: ViewT, legal: Sequence[ActionT], must_act: bool, seat: int,
        match_seed: int, thinking: Thinking = THINKING) -> Decision | None:
    """The hard bot's decision for `seat` on its `view` (None when it would do nothing, out of turn)."""
    if not legal:
        return None
    from cafegames.engine import registry

    level = next((lv for lv in (LEVEL, "normal") if lv in game.levels), game.levels[0])
    bot = registry.get(game.id).make_bot(level, seat, hint_seed(match_seed, seat), thinking)
    return bot.decide(view, list(legal), must_act)
