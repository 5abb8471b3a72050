"""A "Quick game" (the start page's button on a game's card): the game's `QuickGame` of the registry, started in one
click with no dialog — the person who played last against the computers, a new seed.

The names come from the caller, in the family's language (the engine translates nothing): the last remembered
player who finished a match (`Players.last_played`), else the placeholder "Player 1"; the computers are
"Computer 1", "Computer 2"… Take-backs are as the new-game dialog would have them for one person against
computers (`takeback.default_allowed`)."""

from __future__ import annotations

from collections.abc import Callable

from cafegames.engine.match import Match
from cafegames.engine.players import Players
from cafegames.engine.registry import GameInfo
from cafegames.engine.seats import Seat
from cafegames.engine.takeback import default_allowed


def quick_seats(info: GameInfo, person: str, computer_name: Callable[[int], str]) -> list[Seat]:
    """The person's seat (with their id when remembered), then the quick game's computers."""
    quick = info.quick
    computers = quick.computers if quick is not None else max(info.min_players - 1, 1)
    level = quick.level if quick is not None else "normal"
    seats = [Seat(person, "human"), *(Seat(computer_name(i), "computer", level) for i in range(1, computers + 1))]
    return Players().attach(seats)


def quick_match(info: GameInfo, person: str, computer_name: Callable[[int], str], seed: int) -> Match:
    """The quick game's match; GameError when the rules refuse it (a game changed since the entry was written)."""
    options = dict(info.quick.options) if info.quick is not None else {}
    match = Match(info.game(), options, quick_seats(info, person, computer_name), seed)
    match.takebacks_allowed = default_allowed(match.seats)
    return match
