"""Café International's result screen (cafegames/ui/ending.py on the café's menu card): every seat in order of
places with what made its score — the points won at the tables, won or lost at the bar, the penalty for the guests left
in hand (C-FINAL: 5 a guest, 10 a joker, drawn small beside it) — and why the game ended. The guests in hand are named
once, by their column ("Guests in hand", the points they cost, the guests themselves beside it); the subtitle says
what a guest costs.

The scene calls `fill` from `CafeScene.fill_ending`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.engine.protocol import Result
from cafegames.games.cafe.game import END_REASONS
from cafegames.games.cafe.state import CafeView
from cafegames.games.cafe.table.widgets import WOOD_DARK, draw_svg, guest_art
from cafegames.ui.ending import Column, EndingScreen, EndingStyle, PlaceRow, winners_headline
from cafegames.ui.graphics import Palette
from cafegames.ui.i18n import tr_message

GUEST = QSizeF(34, 45)


def style() -> EndingStyle:
    return EndingStyle(panel=QColor(251, 244, 230), edge=QColor("#5a3519"), edge_width=5,
                       headline=Palette.accent_dark, primary=Palette.ok, secondary=QColor("#6d5a48"), highlight=QColor(240, 180, 41, 80),
                       band=(WOOD_DARK,),
                       confetti=(QColor("#2f6fb5"), QColor("#c0392b"), QColor("#1c1c1c"), QColor("#f0b429")))


def signed(points: int) -> str:
    """+12, −5 (a true minus sign), 0."""
    return f"{points:+d}".replace("-", "−") if points else "0"


class GuestsLeft(QGraphicsObject):
    """The guests still in a hand at the end, as they look on a chair."""

    def __init__(self, guests: Sequence[int], parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.guests = tuple(guests)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, len(self.guests) * (GUEST.width() + 6), GUEST.height())

    def paint(self, painter, option, widget=None) -> None:
        for i, guest in enumerate(self.guests):
            draw_svg(painter, QRectF(i * (GUEST.width() + 6), 0, GUEST.width(), GUEST.height()), guest_art(guest))


def fill(screen: EndingScreen, result: Result, v: CafeView, names: Sequence[str]) -> None:
    reason = tr_message(END_REASONS[v.end_reason]) if v.end_reason in END_REASONS else ""
    rule = QCoreApplication.translate("CafeScene", "Each guest still in hand costs 5 points, a joker 10.")
    screen.set_title(winners_headline(names, result.winners), f"{reason} {rule}".strip())
    screen.set_columns([Column(QCoreApplication.translate("CafeScene", "Tables")),
                        Column(QCoreApplication.translate("CafeScene", "Bar")),
                        Column(QCoreApplication.translate("CafeScene", "Guests in hand")),
                        Column(QCoreApplication.translate("CafeScene", "Score"), bold=True)])
    places = result.seat_places()
    penalties = v.penalties or tuple((0, 0, 0) for _ in names)
    out = QCoreApplication.translate("CafeScene", "out of the game")
    for s, name in enumerate(names):
        lost = penalties[s][2]
        cells = [signed(v.table_points[s]), signed(v.bar_points[s]), signed(-lost) if lost else "·",
                 str(v.scores[s])]
        hand = v.hands[s]
        screen.add_row(PlaceRow(s, places[s], name, cells, GuestsLeft(hand) if hand else None,
                                note=out if v.out[s] else ""))
