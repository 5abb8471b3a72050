"""Why a Café International bot chose its turn: one short sentence, speaking to the player of that seat."""

from __future__ import annotations

from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.games.cafe.actions import Move, Pass, Place, Swap, ToBar
from cafegames.games.cafe.board import NATIONS, Board, guest_name, nation_name

CTX = "CafeBots"


def m(text: str, **params: object) -> Message:
    return msg(CTX, text, **params)


def where(board: Board, chair: int) -> Message:
    """The table(s) of a chair: "the Italy table", "the Italy and China tables"."""
    names = [nation_name(NATIONS[board.tables[t].nation]) for t in board.chairs[chair].tables]
    if len(names) == 1 or names[0] == names[1]:
        return m(QT_TRANSLATE_NOOP("CafeBots", "the {nation} table"), nation=names[0])
    return m(QT_TRANSLATE_NOOP("CafeBots", "the {a} and {b} tables"), a=names[0], b=names[1])


def points_text(points: int) -> Message:
    if abs(points) == 1:
        return m(QT_TRANSLATE_NOOP("CafeBots", "one point"))
    return m(QT_TRANSLATE_NOOP("CafeBots", "%n point(s)", None, 1), n=abs(points))


def describe(board: Board, move: Move, denied: int = 0) -> Message:
    """The reason for `move`. `denied`: how many points fewer the others can score next turn than after the
    turn that scores most now (the hard level's look-ahead), said when it is why this turn was chosen."""
    a = move.action
    if isinstance(a, Pass):
        return m(QT_TRANSLATE_NOOP("CafeBots", "Nobody can be seated: you hold only jokers and no chair would "
                                               "score, so you pass."))
    if isinstance(a, Swap):
        return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} in the joker’s place and take the joker back: it can "
                                               "go anywhere later."), guest=guest_name(a.guest))
    if isinstance(a, ToBar):
        if move.points > 0:
            return m(QT_TRANSLATE_NOOP("CafeBots", "Send {guest} to the bar: the next bar seat still gives "
                                                   "{points}."), guest=guest_name(a.guest),
                     points=points_text(move.points))
        return m(QT_TRANSLATE_NOOP("CafeBots", "Send {guest} to the bar: no chair takes them, and holding them to "
                                               "the end would cost more."), guest=guest_name(a.guest))
    assert isinstance(a, Place)
    guest = guest_name(a.guest)
    table = where(board, a.chair)
    if move.compatriots:
        return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} at {table}: it completes a table of compatriots, 8 "
                                               "points and one guest fewer to hold from now on."),
                 guest=guest, table=table)
    if move.points == 0:
        return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} at {table}: the first guest of the game may sit alone."),
                 guest=guest, table=table)
    pts = points_text(move.points)
    if denied >= 2:
        if a.guest2 >= 0:
            return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} and {guest2}: {points}, and it leaves the others "
                                                   "{denied} fewer to score next turn."),
                     guest=guest, guest2=guest_name(a.guest2), points=pts, denied=points_text(denied))
        return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} at {table}: {points}, and it leaves the others "
                                               "{denied} fewer to score next turn."),
                 guest=guest, table=table, points=pts, denied=points_text(denied))
    if a.guest2 >= 0:
        if set(board.chairs[a.chair].tables) & set(board.chairs[a.chair2].tables):
            return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} and {guest2} together at {table}: {points}."),
                     guest=guest, guest2=guest_name(a.guest2), table=table, points=pts)
        return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} at {table} and {guest2} at {table2}: {points}."),
                 guest=guest, table=table, guest2=guest_name(a.guest2), table2=where(board, a.chair2), points=pts)
    return m(QT_TRANSLATE_NOOP("CafeBots", "Seat {guest} at {table}: {points}."), guest=guest, table=table,
             points=pts)
