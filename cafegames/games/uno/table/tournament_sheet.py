"""The tournament's standings on the score sheet (U-P-TOURNAMENT): both tables, each player's points with each
partner round by round, their total and their place.

The eight players are listed by the table they sit at for the next hand (at the end: the last round), partners
one under the other, under a line that says how many of its 28 hands the table has played and which table plays
next. The places count every player of both tables (equal totals share a place). `ScoreSheet.build` calls it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from cafegames.games.uno import tournament
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table.widgets import FlatRect, TextItem
from cafegames.ui.graphics import Palette

NAME_W, PARTNER_W, ROUND_W, TOTAL_W, PLACE_W = 240.0, 220.0, 76.0, 120.0, 110.0
ROW = 36.0
WINNER = QColor("#6b1d12")


def places(scores: list[int] | tuple[int, ...]) -> list[int]:
    """Each player's place by total, the highest first; equal totals share a place."""
    return [1 + sum(1 for x in scores if x > s) for s in scores]


def at_table(hand_no: int, text: str) -> str:
    """"Table 2: Dan went out." — what ended match hand `hand_no`, with its table."""
    return QCoreApplication.translate("UnoScene", "Table {table}: {text}").format(
        table=tournament.table_of(hand_no) + 1, text=text)


def table_line(v: UnoView, table: int) -> str:
    """"Table 2 · hands played: 12 of 28 · plays next"."""
    played = sum(1 for h in range(1, len(v.history) + 1) if tournament.table_of(h) == table)
    line = QCoreApplication.translate("UnoScene", "Table {table} · hands played: {played} of {last}").format(
        table=table + 1, played=played, last=tournament.HANDS_PER_TABLE)
    if v.phase != "over" and tournament.table_of(v.hand_no) == table:
        line = QCoreApplication.translate("UnoScene", "{line} · plays next").format(line=line)
    return line


def standings(scene, v: UnoView, rect: QRectF) -> list[QGraphicsItem]:
    """The items of the standings inside the sheet's panel `rect`, under its title and sentence."""
    items: list[QGraphicsItem] = []
    rnd = tournament.round_of(v.hand_no)
    left = rect.x() + 30
    x_partner = left + NAME_W
    x_rounds = x_partner + PARTNER_W
    x_total = x_rounds + ROUND_W * tournament.ROUNDS
    x_place = x_total + TOTAL_W
    y = rect.y() + 104
    ink = Palette.ink
    start = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    items.append(TextItem(QCoreApplication.translate("UnoScene", "Player"), QRectF(left, y + 30, NAME_W - 6, 30), 18, ink, True, start))
    items.append(TextItem(QCoreApplication.translate("UnoScene", "Partner now"), QRectF(x_partner, y + 30, PARTNER_W - 6, 30), 18, ink,
                          True, start))
    items.append(TextItem(QCoreApplication.translate("UnoScene", "Points round by round"),
                          QRectF(x_rounds, y, ROUND_W * tournament.ROUNDS, 30), 18, ink, True))
    for r in range(tournament.ROUNDS):
        items.append(TextItem(str(r + 1), QRectF(x_rounds + r * ROUND_W, y + 30, ROUND_W, 30), 18, ink, True))
    items.append(TextItem(QCoreApplication.translate("UnoScene", "Total"), QRectF(x_total, y + 30, TOTAL_W, 30), 18, ink, True))
    items.append(TextItem(QCoreApplication.translate("UnoScene", "Place"), QRectF(x_place, y + 30, PLACE_W, 30), 18, ink, True))
    y += 64
    names = scene.shown(20, NAME_W - 6)
    mates = scene.shown(20, PARTNER_W - 6)
    place = places(v.scores)
    for table in range(tournament.TABLES):
        items.append(FlatRect(QRectF(left, y + 2, x_place + PLACE_W - left, 2), ink))
        items.append(TextItem(table_line(v, table), QRectF(left, y + 4, x_place + PLACE_W - left, ROW), 20,
                              QColor("#1d3b2c"), True, start))
        y += ROW + 4
        seats = tournament.seating(rnd, table)
        for s in (seats[0], seats[2], seats[1], seats[3]):  # partners one under the other
            colour = WINNER if s in v.winners else ink
            name = TextItem(names[s], QRectF(left, y, NAME_W - 6, ROW), 20, colour, True, start)
            name.seat, name.shown_name = s, names[s]
            items.append(name)
            items.append(TextItem(mates[tournament.partner_in(rnd, s)], QRectF(x_partner, y, PARTNER_W - 6, ROW), 20,
                                  ink, False, start))
            by_round = tournament.by_round(v.history, s)
            for r in range(tournament.ROUNDS):
                text = str(by_round[r]) if r < len(by_round) else "·"
                items.append(TextItem(text, QRectF(x_rounds + r * ROUND_W, y, ROUND_W, ROW), 20, ink))
            items.append(TextItem(str(v.scores[s]), QRectF(x_total, y, TOTAL_W, ROW), 22, colour, True))
            items.append(TextItem(str(place[s]), QRectF(x_place, y, PLACE_W, ROW), 20, colour, s in v.winners))
            y += ROW
        y += 8
    return items
