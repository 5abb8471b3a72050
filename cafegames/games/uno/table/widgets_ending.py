"""UNO's result screen (cafegames/ui/ending.py in UNO's colours): every seat in order of places with its total, what
the last hand brought it, and the cards that were counted — each seat's cards left at the end of the last hand,
drawn as small cards, with their points ("Points in hand": 123 beside twelve cards is points, not cards) and, under
the name, how many cards they were.

The scene calls `fill` from `UnoScene.fill_ending`; the hand-by-hand score sheet stays one click away ("Score
sheet", when the match had more than one hand).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.protocol import Result
from cafegames.games.uno import partners, tournament
from cafegames.games.uno.cards import POINTS
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table.card_item import CardItem
from cafegames.games.uno.table.widgets import COLOURS, SHADE
from cafegames.ui.ending import Column, EndingScreen, EndingStyle, PlaceRow, winners_headline
from cafegames.ui.graphics import Palette
from cafegames.ui.i18n import tr_count

CARD = QSizeF(36, 54)
STEP = 40.0  # between two cards of a hand, before they have to overlap
MAX_W = 620.0  # a long hand overlaps to stay within this width


def style() -> EndingStyle:
    return EndingStyle(panel=Palette.paper, edge=QColor("#2b2118"), edge_width=3, headline=COLOURS[0].darker(125),
                       highlight=QColor(255, 209, 102, 110), shade=SHADE, band=COLOURS,
                       confetti=(*COLOURS, QColor("#ffffff")))


class CountedCards(QGraphicsObject):
    """A hand's cards left, small and side by side (overlapping when there are many)."""

    def __init__(self, cards: Sequence[int], aid: bool, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        n = len(cards)
        step = STEP if n <= 1 else min(STEP, (MAX_W - CARD.width()) / (n - 1))
        self.width = CARD.width() + step * max(0, n - 1)
        for i, card in enumerate(cards):
            item = CardItem(card, CARD, aid)
            item.setParentItem(self)  # (CardItem's parent argument does not reach Qt)
            item.setPos(i * step, 0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-4, -4, self.width + 8, CARD.height() + 8)

    def paint(self, painter, option, widget=None) -> None:
        pass


def scoring_text(v: UnoView) -> str:
    """How points are counted in this match (the same sentences as the score sheet)."""
    if v.options.teams == "tournament":  # U-P-TOURNAMENT
        return tr_count("UnoScene", QT_TRANSLATE_NOOP(
            "UnoScene", "Tournament at two tables: both partners score their pair's points; after %n hand(s) a "
                        "table the highest total wins.", None, 1), tournament.HANDS_PER_TABLE)
    if v.options.teams == "rotating":  # U-P-ROTATE
        return tr_count("UnoScene", QT_TRANSLATE_NOOP(
            "UnoScene", "Rotating partners: both partners score their pair's points; after %n hand(s) the highest "
                        "total wins.", None, 1), partners.last_hand(v.options.rounds))
    if v.options.scoring in ("low", "challenge"):
        return QCoreApplication.translate(
            "UnoScene", "Each player adds the cards left in their hand; target {target}.").format(
            target=v.options.target)
    if v.options.scoring == "single":
        return QCoreApplication.translate("UnoScene",
                                          "One hand: the winner scores the cards left in the other hands.")
    return QCoreApplication.translate(
        "UnoScene", "The winner of a hand scores the cards left in the other hands; first to {target} wins.").format(
        target=v.options.target)


def fill(screen: EndingScreen, result: Result, v: UnoView, names: Sequence[str], aid: bool,
         open_sheet: Callable[[], None]) -> None:
    last = v.last_hand
    went_out = last[0] if last else -1
    subtitle = scoring_text(v)
    if last:
        how = (QCoreApplication.translate("UnoScene", "{name} wins the blocked hand.") if last[1]
               else QCoreApplication.translate("UnoScene", "{name} went out."))
        subtitle = f"{how.format(name=names[went_out])} {subtitle}"
    screen.set_title(winners_headline(names, result.winners), subtitle)
    screen.set_columns([Column(QCoreApplication.translate("UnoScene", "Total"), bold=True),
                        Column(QCoreApplication.translate("UnoScene", "Last hand")),
                        Column(QCoreApplication.translate("UnoScene", "Points in hand"))])
    screen.set_detail_title(QCoreApplication.translate("UnoScene", "The cards counted in the last hand"))
    places = result.seat_places()
    hands = last[2] if last else tuple(() for _ in names)
    row = last[3] if last else tuple(0 for _ in names)
    for s, name in enumerate(names):
        cards = tuple(hands[s]) if s < len(hands) else ()
        notes = []
        if s == went_out:
            notes.append(QCoreApplication.translate("UnoScene", "fewest points") if last[1]
                         else QCoreApplication.translate("UnoScene", "went out"))
        if v.eliminated[s]:
            notes.append(QCoreApplication.translate("UnoScene", "out of the game"))
        if v.team and v.options.teams != "tournament":  # (at the tournament, partners change with each round)
            notes.append(QCoreApplication.translate("UnoScene", "team {n}").format(n=v.team[s] + 1))
        if cards:  # the points say what the hand cost; how many cards it was, drawn overlapping, is said here
            notes.append(tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n card(s) left", None, 1), len(cards)))
        cells = [str(result.scores[s]), f"+{row[s]}" if row[s] else "·",
                 str(sum(POINTS[c] for c in cards)) if cards else "·"]
        screen.add_row(PlaceRow(s, places[s], name, cells, CountedCards(cards, aid) if cards else None,
                                note=" · ".join(notes)))
    if len(v.history) > 1:
        screen.add_button("sheet", QCoreApplication.translate("UnoScene", "Score sheet"), open_sheet)
