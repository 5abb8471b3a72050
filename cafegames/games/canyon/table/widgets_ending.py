"""Canyon's result screen (cafegames/ui/ending.py in the canyon's sandstone): every canoe in its order of arrival
(K-WIN: the winners; the other canoes docked this round by points left, then bid; then the canoes still on the
river, the nearest to a landing first), with how far it still had to go, the points it had left at the dock and
its last bid, and why the winner won when several docked.

The scene calls `fill` from `CanyonScene.fill_ending`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from cafegames.engine.protocol import Result
from cafegames.games.canyon.river import River
from cafegames.games.canyon.state import CanyonView
from cafegames.games.canyon.table.widgets_river import COLOURS, SEAT_COLOURS, CanoeItem, seat_marks
from cafegames.ui.ending import Column, EndingScreen, EndingStyle, PlaceRow


def style() -> EndingStyle:
    return EndingStyle(panel=QColor("#f7ead0"), edge=QColor("#8a4a2b"), edge_width=5, ink=QColor("#2b2118"),
                       muted=QColor("#7a5a3e"), headline=QColor("#8a3b1c"), highlight=QColor(255, 224, 102, 120),
                       stripe=QColor(138, 74, 43, 22), primary=QColor("#c8553d"), secondary=QColor("#7a4b26"),
                       band=(COLOURS["current"], COLOURS["water"], COLOURS["start"], COLOURS["water"],
                             COLOURS["current"]),
                       confetti=(*SEAT_COLOURS, QColor("#ffe066")))


def headline(v: CanyonView, names: Sequence[str]) -> str:
    won = ", ".join(names[s] for s in v.winners)
    if len(v.winners) == 1:
        text = QCoreApplication.translate("CanyonScene", "{names} reaches the landing first and wins the race!")
    else:
        text = QCoreApplication.translate("CanyonScene", "{names} share the win!")
    return text.format(names=won)


def why(v: CanyonView) -> str:
    """K-WIN: what decided the win."""
    if v.tiebreak == "leftover":
        return QCoreApplication.translate(
            "CanyonScene", "Several canoes docked this round: the one with the most points left over wins.")
    if v.tiebreak == "bid":
        return QCoreApplication.translate(
            "CanyonScene", "Several canoes docked with the same points left over: the higher speed bid wins.")
    if v.tiebreak == "shared":
        return QCoreApplication.translate(
            "CanyonScene", "Several canoes docked with the same points left over and the same bid: they share the "
                           "win.")
    return QCoreApplication.translate("CanyonScene", "First canoe to a landing dock.")


def fill(screen: EndingScreen, result: Result, v: CanyonView, river: River, names: Sequence[str]) -> None:
    screen.set_title(headline(v, names), why(v))
    screen.set_columns([Column(QCoreApplication.translate("CanyonScene", "Cells to the landing")),
                        Column(QCoreApplication.translate("CanyonScene", "Points left")),
                        Column(QCoreApplication.translate("CanyonScene", "Last bid")),
                        Column(QCoreApplication.translate("CanyonScene", "Tricks won"))])
    places = result.seat_places()
    marks = seat_marks(list(names))  # the colours and badges the table gave each canoe
    landed = QCoreApplication.translate("CanyonScene", "at the landing")
    fell = QCoreApplication.translate("CanyonScene", "over the waterfall this round")
    for s, name in enumerate(names):
        cell = v.positions[s]
        where = landed if v.docked[s] else str(river.distance[cell]) if cell is not None else "—"
        left = str(v.leftover[s]) if v.docked[s] else "—"
        bid = str(v.bids[s]) if v.bids[s] is not None else "—"
        canoe = CanoeItem(s, marks[s])
        canoe.winner = s in v.winners
        screen.add_row(PlaceRow(s, places[s], name, [where, left, bid, str(v.tricks_won[s])],
                                colour=marks[s].colour, note=fell if v.fell[s] else "",
                                icon=canoe))
