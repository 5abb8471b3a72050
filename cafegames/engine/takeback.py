"""Take-backs: undoing a person's last move and the computer moves after it. No Qt.

A match is its seed and its actions, so taking a move back is replaying the match without its last actions
(`Match.replay`): the save stays a valid replay of the game as it now stands. The deal is fixed by the seed, so
a draw taken back gives the same card again.

`takeback_point(match, seat)` says where the match is cut: at the last action of `seat`, when every action after
it is a computer's. Refused (a Message saying why) when take-backs are off for this match, when the game is over,
when `seat` has not moved yet, or when another person moved since (their move is theirs to take back, not yours).
"""

from __future__ import annotations

from collections.abc import Sequence

from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.seats import Seat

CTX = "Takeback"
OFF = QT_TRANSLATE_NOOP("Takeback", "Take-backs are off for this game (they are chosen when the game is created).")
OVER = QT_TRANSLATE_NOOP("Takeback", "The game is over: its moves can no longer be taken back.")
NOTHING = QT_TRANSLATE_NOOP("Takeback", "You have made no move to take back yet.")
OTHERS = QT_TRANSLATE_NOOP("Takeback", "{name} has played since your move: only your own last move can be taken "
                                       "back.")


def default_allowed(seats: Sequence[Seat]) -> bool:
    """On when one person plays against computers; off when several people play, since a person who takes back
    after seeing the card they drew knows what the others cannot."""
    return sum(s.is_human for s in seats) == 1


def takeback_point(match: Match, seat: int) -> int | Message:
    """The number of actions the match keeps when `seat` takes back its last move, or why it may not."""
    if not match.takebacks_allowed:
        return msg(CTX, OFF)
    if match.is_over():
        return msg(CTX, OVER)
    for index in range(len(match.actions) - 1, -1, -1):
        actor = getattr(match.actions[index], "seat", None)
        if actor == seat:
            return index
        if isinstance(actor, int) and 0 <= actor < len(match.seats) and match.seats[actor].is_human:
            return msg(CTX, OTHERS, name=match.seats[actor].name)
    return msg(CTX, NOTHING)


def take_back(match: Match, seat: int) -> Match | Message:
    """The match as it stood before `seat`'s last move (its take-back counted), or why not (see the module
    docstring). `match` itself is not changed; the new match has fresh computer players and no listeners."""
    point = takeback_point(match, seat)
    if isinstance(point, Message):
        return point
    shorter = Match.replay(match.game, match.options_dict, match.seats, match.seed, match.actions[:point])
    shorter.takebacks_allowed = True
    shorter.takebacks = list(match.takebacks)
    shorter.takebacks[seat] += 1
    return shorter
