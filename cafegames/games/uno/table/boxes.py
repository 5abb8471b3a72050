"""The Rapido box on the UNO table (U-RAPIDO; the box is named on the info line, info_line.py): the Rapido! button
(U-R-RAPIDO) of the seat on screen when it holds the card identical to the top of the pile and may
play it out of turn. Like jump-in's lit card, the button is offered to the seat whose hand is on screen only: on a
shared screen the others' hands are hidden, and pressing for them would show what they hold."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from cafegames.games.uno.actions import Play
from cafegames.games.uno.state import UnoView


def rapido_plays(v: UnoView, me: int, legal: Sequence[object]) -> list[Play]:
    """The plays of the card the seat on screen may put down out of turn (U-R-RAPIDO), else []."""
    if not v.options.rapido or v.turn == me:
        return []
    return [a for a in legal if isinstance(a, Play) and a.seat == me]


def rapido_label() -> str:
    return QCoreApplication.translate("UnoScene", "Rapido!")
