"""What each seat did last, in a few words: the label beside its plate on the table and the lines of the handoff
screen ("Léo: Wild → green"), so that moves made every 1.5 s are not only in the log.

A game says what one action was with `short_move(state, action, events)` (cafegames/engine/protocol.py): the
state as `apply` left it and the events it made, never a hidden card. `note_of` turns it into a `MoveNote` (who
and what); a match on screen keeps one per action, in order (None where the game has nothing to say), and
`last_moves` / `handoff_lines` read that list. A move may also say something of other seats (a UNO player skipped:
the optional `short_moves_of_others(state, action, events)`, [(seat, Message)]): `notes_of` adds their notes after
the mover's, marked as not their own turn. Qt-free: the UI translates the Messages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event
from cafegames.engine.seats import Seat

CTX = "LastMoves"
HANDOFF_LINES = 6  # at most this many lines on the handoff screen; older moves are counted in the first one
WHO_DID = QT_TRANSLATE_NOOP("LastMoves", "{name}: {move}")
EARLIER = QT_TRANSLATE_NOOP("LastMoves", "%n earlier move(s), then:", None, 1)
NOTHING = QT_TRANSLATE_NOOP("LastMoves", "Nobody has played since your last turn.")


class MoveNote(NamedTuple):
    """One action in a few words: the seat that took it and what it was ("drew 2"); `own` False: what another
    seat's move did to this one ("skipped"), not a turn of its own."""

    seat: int
    text: Message
    own: bool = True


def note_of(game: Any, state: Any, action: Any, events: Sequence[Event]) -> MoveNote | None:
    """The note of `action` (just applied: `state` is as `apply` left it), or None when the game says nothing."""
    seat = getattr(action, "seat", None)
    if not isinstance(seat, int) or isinstance(seat, bool):
        return None
    text = game.short_move(state, action, events)
    return None if text is None else MoveNote(seat, text)


def notes_of(game: Any, state: Any, action: Any, events: Sequence[Event]) -> list[MoveNote | None]:
    """The mover's note (None when the game says nothing), then what the move did to other seats, if the game says
    (`short_moves_of_others`): what a table shows after one action."""
    out: list[MoveNote | None] = [note_of(game, state, action, events)]
    others = getattr(game, "short_moves_of_others", None)
    if others is not None:
        out += [MoveNote(seat, text, own=False) for seat, text in others(state, action, events)]
    return out


def last_moves(notes: Sequence[MoveNote | None], n_seats: int, waiting: int | None) -> dict[int, Message]:
    """Each seat's last note, until its next turn: the seat the game waits for (`waiting`) shows none."""
    out: dict[int, Message] = {}
    for note in notes:
        if note is not None and 0 <= note.seat < n_seats:
            out[note.seat] = note.text
    if waiting is not None:
        out.pop(waiting, None)
    return out


def since_last_turn(notes: Sequence[MoveNote | None], seat: int) -> list[MoveNote]:
    """The others' notes after `seat` last acted (all of them when it has not acted yet), oldest first (being
    skipped is not acting: the move that skipped `seat` is listed)."""
    last = max((i for i, note in enumerate(notes) if note is not None and note.seat == seat and note.own),
               default=-1)
    return [note for note in notes[last + 1:] if note is not None and note.seat != seat]


def handoff_lines(notes: Sequence[MoveNote | None], seat: int, seats: Sequence[Seat],
                  limit: int = HANDOFF_LINES) -> list[Message]:
    """What happened since `seat`'s last turn, for its handoff screen: at most `limit` lines, "Léo: Wild → green",
    the older ones counted in a first line when there are more."""
    moves = since_last_turn(notes, seat)
    if not moves:
        return [msg(CTX, NOTHING)]

    def line(note: MoveNote) -> Message:
        name = seats[note.seat].name if 0 <= note.seat < len(seats) else "?"
        return msg(CTX, WHO_DID, name=name, move=note.text)

    if len(moves) <= limit:
        return [line(note) for note in moves]
    shown = moves[len(moves) - (limit - 1):]
    return [msg(CTX, EARLIER, n=len(moves) - len(shown))] + [line(note) for note in shown]
