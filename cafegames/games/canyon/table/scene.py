"""Canyon on screen: the river turned across the window, the seats in a column at its right, the play in a band
under both (what to do, the hand with the trump, the trick or the bids, the explanations).

The river takes what a landscape window has most of, its width: its cells are about 37 px across at 1280 × 800
(24 px when the river stood upright beside the cards). Every seat is marked the same way on its row, canoe,
lit cells and played cards (`seat_marks`: colour and badge), and named whole, or by a short form that no other
seat's name could share (cafegames.ui.seat_names).

The scene renders one seat's `CanyonView` and emits the action a person clicks: a start space, a speed bid, a
card, an end cell for the canoe. It never decides a rule: legal cells and cards come from `legal`, the witness
paths from the view's move plan. Events animate: cards to the trick, the trick's winner shown then gathered,
canoes paddling along their path, drifting, pushed, over the waterfall and out at the bridge. At the end, the
winners' canoes are ringed on the river and the result screen (`widgets_ending.py`) lists every canoe in its order
of arrival.

This module arranges the river, the column and the band, and the cells to click; the rest lives beside it: the
seat rows (`seat_rows.py`), the band's cards and bids (`band.py`), the status line and explanations
(`status.py`), the canoes' animations (`animations.py`), the hints' and tips' anchors (`assist.py`), the items
themselves (`widgets*.py`).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from cafegames.engine.protocol import Result
from cafegames.games.canyon import keys as game_keys
from cafegames.games.canyon import sounds
from cafegames.games.canyon.actions import Move, Place
from cafegames.games.canyon.river import Hex, River
from cafegames.games.canyon.state import CanyonView
from cafegames.games.canyon.table import widgets_ending
from cafegames.games.canyon.table.animations import CanoeAnimations
from cafegames.games.canyon.table.assist import CanyonGuidance
from cafegames.games.canyon.table.band import CardBand
from cafegames.games.canyon.table.seat_rows import SeatRows
from cafegames.games.canyon.table.status import StatusAndNotes
from cafegames.games.canyon.table.widgets import (
    CardItem,
    PanelItem,
    SeatText,
    TrackItem,
)
from cafegames.games.canyon.table.widgets_river import (
    COLOURS,
    CanoeItem,
    CellItem,
    RiverItem,
    RiverLayout,
    seat_marks,
)
from cafegames.ui.ending import EndingScreen, EndingStyle
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.scene_base import GameScene
from cafegames.ui.seat_names import shown_names

# The screen in scene units. At 1280 × 800 the view shows it at a scale of about 0.76, so a cell of radius RIVER_R
# is 1.73 × 28 × 0.76 ≈ 37 px across; the width is that of the window's table area (1280 × 760).
SCENE_W, SCENE_H = 1690, 1000
RIVER_R = 28.0
MARGIN = 8.0
HAND_W, MIDDLE_W = 584.0, 810.0  # the band's zones: the hand (8 cards), the trick (6 names of 12 letters)
class CanyonScene(StatusAndNotes, SeatRows, CardBand, CanoeAnimations, CanyonGuidance, GameScene):
    KEYS = game_keys.KEYS
    sound_cues = staticmethod(sounds.sound_cues)  # which sound each event makes (sounds.py)
    BACKGROUND = QColor("#6b3f27")
    WIDTH = SCENE_W
    HEIGHT = SCENE_H

    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self._pending: QSequentialAnimationGroup | None = None  # animations queued to play one after another
        self.river: River = game.river
        self.layout = RiverLayout(self.river, RIVER_R, QPointF(MARGIN, MARGIN), across=True)
        river = self.layout.rect()
        self.column = QRectF(river.right() + 10, MARGIN, self.WIDTH - MARGIN - river.right() - 10, river.height())
        self.band = QRectF(MARGIN, river.bottom() + 10, self.WIDTH - 2 * MARGIN, self.HEIGHT - MARGIN - river.bottom()
                           - 10)
        self.river_item = RiverItem(self.layout)
        self.addItem(self.river_item)
        self.marks = seat_marks([seat.name for seat in self.seats])
        self.canoes = [CanoeItem(s, self.marks[s], RIVER_R) for s in range(len(self.seats))]
        for canoe in self.canoes:
            canoe.setVisible(False)
            self.addItem(canoe)
        self.canoe_cells: list[Hex | None] = [None] * len(self.seats)
        self.dynamic: list[QGraphicsItem] = []
        self.seat_items: list[QGraphicsItem] = []  # the seat rows' items, kept while `seat_rows` is the same
        self.seat_rows: tuple = ()
        self.cells: list[CellItem] = []
        self.hand_items: list[CardItem] = []
        self.bid_buttons: list[ButtonItem] = []
        self.trick_items: list[CardItem] = []
        self.labels: list[QGraphicsItem] = []  # the band's words and trick places a lesson's tip must not cover
        self.witness = QGraphicsPathItem()
        self.witness.setPen(QPen(QColor("#fff6c8"), 6, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        self.witness.setZValue(15)
        self.addItem(self.witness)
        self.view: CanyonView | None = None
        self.trump_item: CardItem | None = None
        self.content_top = self.band.y() + 48  # where the band's zones start, under the status line
        self.legal: list = []
        self.note_events: list = []  # the events explained under the status line (texts made when drawn)
        self.notes_key: tuple[int, str] | None = None  # the (round, phase) the notes belong to
        self.table = PanelItem(self.band, COLOURS["felt"], QColor("#3c2415"))
        self.addItem(self.table)
        self.track = TrackItem(QRectF(self.column.x() + 4, self.column.bottom() - TrackItem.HEIGHT,
                                      self.column.width() - 8, TrackItem.HEIGHT))
        self.addItem(self.track)

    # ------------------------------------------------------------------ drawing a view
    def show_state(self, seat_on_screen, view: CanyonView, legal, events) -> None:
        self.finish_animations()
        self.seat_on_screen = seat_on_screen
        old_view = self.view
        self.view = view
        self.legal = list(legal)
        self._update_notes(old_view, view, events)
        self._clear_dynamic()
        self._draw_status()
        self._draw_seats()
        self._draw_info()
        self._draw_trick(events)
        self._draw_hand(events)
        self._draw_bids()
        self._draw_notes()
        self._draw_cells()
        self._animate_canoes(events)
        self.play_sounds(events)

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self.dynamic.append(item)
        return item

    def _clear_dynamic(self) -> None:
        """Remove what the last redraw added, but the seat rows (`_draw_seats` replaces them when they change)."""
        rows = {id(item) for item in self.seat_items}
        for item in self.dynamic:
            if id(item) not in rows:
                self.removeItem(item)
        self.dynamic = list(self.seat_items)
        self.labels = []
        self.cells = []
        self.hand_items = []
        self.bid_buttons = []
        self.trick_items = []
        self.trump_item = None
        self.witness.setPath(QPainterPath())

    def _name(self, seat: int) -> str:
        return self.seats[seat].name

    def _shown(self, px: int, bold: bool, room: float) -> list[str]:
        """Every seat's name as a line of `room` scene pixels shows it: whole, or apart from the others."""
        return shown_names([seat.name for seat in self.seats], scene_font(px, bold), room)

    def _shown_in_two_lines(self, px: int, bold: bool, room: float) -> list[str]:
        """Every seat's name under a card of the trick, `room` scene pixels wide: on one line, or whole on two
        (broken after a hyphen or at a space) when one is too short, or else apart from the others. The trick's
        six slots at 1280 × 800 are narrower than a 12-letter name at the readable size."""
        fm = QFontMetricsF(scene_font(px, bold))
        out = []
        for seat, form in zip(self.seats, self._shown(px, bold, room), strict=True):
            name = seat.name
            if form != name:
                breaks = [i + 1 for i, ch in enumerate(name) if ch == "-"] + [i for i, ch in enumerate(name) if ch == " "]
                fits = [(name[:i].rstrip(), name[i:].lstrip()) for i in breaks
                        if max(fm.horizontalAdvance(name[:i].rstrip()), fm.horizontalAdvance(name[i:].lstrip())) <= room]
                if fits:
                    a, b = min(fits, key=lambda ab: abs(len(ab[0]) - len(ab[1])))
                    form = f"{a}\n{b}"
            out.append(form)
        return out

    def _seat_text(self, seat: int, text: str, px: int, colour: QColor = Palette.paper, bold: bool = False) -> SeatText:
        item = SeatText(seat, text, px, colour, bold)
        if "\n" in text:  # a whole name on two lines (`_shown_in_two_lines`)
            item.shown_name = self.seats[seat].name
        self._add(item)
        return item

    # the band's zones under the river (scene x): the hand, the middle (trick, bids, the deal's draw, movement),
    # the side (explanations); content_top is set by the status line above them
    def _hand_zone(self) -> QRectF:
        b = self.band
        return QRectF(b.x() + 8, self.content_top, HAND_W, b.bottom() - self.content_top)

    def _middle_zone(self) -> QRectF:
        hand = self._hand_zone()
        return QRectF(hand.right() + 12, self.content_top, MIDDLE_W, hand.height())

    def _side_zone(self) -> QRectF:
        middle = self._middle_zone()
        return QRectF(middle.right() + 12, self.content_top, self.band.right() - 8 - middle.right() - 12,
                      middle.height())

    def ending_style(self) -> EndingStyle:
        return widgets_ending.style()

    def fill_ending(self, screen: EndingScreen, result: Result) -> None:
        screen.place_back(QRectF(self.WIDTH - 250, self.HEIGHT - 84, 220, 56))  # the table's bottom right
        widgets_ending.fill(screen, result, self.view, self.river, [s.name for s in self.seats])

    # clickable cells: start spaces or legal end cells, with the witness path on hover
    def _draw_cells(self) -> None:
        v = self.view
        colour = self.marks[(self.seat_on_screen or 0) % len(self.marks)].colour
        for action in self.legal:
            if isinstance(action, Place | Move):
                cell = (action.q, action.r)
                item = CellItem(cell, colour, self.layout)
                item.clicked.connect(lambda a=action: self.choose(a))
                if isinstance(action, Move) and v.plan is not None and cell in v.plan.options:
                    path = v.plan.options[cell].path
                    item.hovered.connect(lambda on, p=path: self._show_path(p if on else None))
                self._add(item)
                self.cells.append(item)

    def _show_path(self, path) -> None:
        cell_center = self.layout.center
        p = QPainterPath()
        if path:
            p.moveTo(cell_center(path[0]))
            for cell in path[1:]:
                p.lineTo(cell_center(cell))
        self.witness.setPath(p)

    def lay_out(self) -> None:
        """The table again at the sizes "Larger cards and text" gives now (GameScene.relayout)."""
        if self.view is not None:
            self.show_state(self.seat_on_screen, self.view, self.legal, [])

    def retranslate(self) -> None:
        super().retranslate()
        self.track.update()  # its title is drawn into a cached picture: drawn again in the new language
        if self.view is not None:
            self.show_state(self.seat_on_screen, self.view, self.legal, [])


Scene = CanyonScene
