"""The UNO table: piles, active colour, direction, up to ten seats, the hand of the seat on screen, the
decisions (colour chooser, draw/keep, UNO, Contre-UNO, challenge, stacking, jump-in, 7-0) by mouse and keyboard,
animations of every event, the score sheet between hands and, at the end, the result screen
(`widgets_ending.py`: places, totals and the cards counted in the last hand; the score sheet one click away).

It renders `view` and emits actions taken from `legal` (or, for a catch by another human at the same screen, a
Catch built for that seat); it never decides a rule. The scene arranges the table's items and talks to the
controller; what opens over the table or moves on it lives beside it: choosers.py (a wild's colour, a 7's
target), score_sheet.py, animations.py, keyboard.py, prompt.py (the line that says what to do), layout.py
for where things sit; decision_buttons.py lays out the row of buttons a decision needs.

Keys: ←/→ choose a card, Enter play it, D draw (or take the penalty), K keep the drawn card / end the run,
U call UNO, C challenge, X catch, 1–4 or R/Y/G/B name a colour, Esc cancel, N next hand.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.protocol import Event, Result
from cafegames.games.uno import keys as game_keys
from cafegames.games.uno import sounds
from cafegames.games.uno.actions import Colour, Draw, Play
from cafegames.games.uno.legal import why_not
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table import (
    animations,
    decision_buttons,
    hand_order,
    keyboard,
    move_labels,
    prompt,
    scene_prepare,
    shown_hands,
    tournament_table,
    widgets_ending,
)
from cafegames.games.uno.table.card_item import DECK, CardItem
from cafegames.games.uno.table.choosers import Choosers, colour_names
from cafegames.games.uno.table.guidance import UnoGuidance
from cafegames.games.uno.table.info_line import info_line, score_text
from cafegames.games.uno.table.layout import (
    COLOUR_POS,
    DISCARD_POS,
    DRAW_POS,
    FLY_CARD,
    HAND_CARD,
    HAND_LEFT,
    HAND_RIGHT,
    HAND_Y,
    ME_PANEL,
    PILE_CARD,
    PROMPT_RECT,
    SEAT_RX,
    SEAT_RY,
    TABLE_CENTER,
    pile_angle,
)
from cafegames.games.uno.table.olympique_table import OlympiqueTable
from cafegames.games.uno.table.score_sheet import ScoreSheet
from cafegames.games.uno.table.seat_panel import SeatPanel, seat_marks
from cafegames.games.uno.table.sheet_document import sheet_document
from cafegames.games.uno.table.widgets import ColourMark, DirectionRing, Felt, Panel, TextItem
from cafegames.ui import larger
from cafegames.ui.avatars import avatar_path
from cafegames.ui.ending import EndingScreen, EndingStyle
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.i18n import fill, tr_count
from cafegames.ui.paint_cache import IdleWork, update_if_changed
from cafegames.ui.scene_base import GameScene
from cafegames.ui.seat_names import shown_names


class UnoScene(UnoGuidance, GameScene):
    KEYS = game_keys.KEYS
    sound_cues = staticmethod(sounds.sound_cues)  # which sound each event makes (sounds.py)
    BACKGROUND = QColor("#1d3b2c")

    def __init__(self, game, seats, settings, parent=None):
        super().__init__(game, seats, settings, parent)
        self.felt = Felt(QRectF(90, 60, 1420, 720))
        self.felt.setZValue(-10)
        self.addItem(self.felt)
        self.ring = DirectionRing(330, 165)
        self.ring.setPos(QPointF(760, 350))
        self.ring.setZValue(-5)
        self.addItem(self.ring)
        self.colour_mark = ColourMark()
        self.colour_mark.setPos(COLOUR_POS)
        self.addItem(self.colour_mark)
        self.view: UnoView | None = None
        self.legal: list[Any] = []
        self.marks = seat_marks([seat.name for seat in self.seats])  # every seat's colour and badge
        self.dynamic: dict[Hashable, QGraphicsItem] = {}  # the table's items by what they stand for (_keep)
        self._going: dict[Hashable, QGraphicsItem] = {}  # those of the last redraw not yet asked for again
        self.button_calls: dict[str, Callable[[], None]] = {}  # what each button of the row does now
        self.draw_pile: CardItem | None = None
        self.hand_items: list[CardItem] = []
        self.panels: dict[int, SeatPanel] = {}
        self.move_rooms: dict[int, tuple[QRectF, Qt.AlignmentFlag]] = {}  # where each seat's last move goes
        self.buttons: dict[str, ButtonItem] = {}
        self.selected = 0
        self.uno_armed = False
        self.choosers = Choosers(self)  # the open colour chooser / swap prompt (choosers.py)
        self.olympique = OlympiqueTable(self)  # UNO Olympique's panels and turn timer (olympique_table.py)
        self.score_sheet = ScoreSheet(self, self.close_sheet)  # between hands and at the end (score_sheet.py)
        self.top_item: CardItem | None = None
        self.prompt_item: TextItem | None = None
        self._last_hand_pos: dict[int, QPointF] = {}
        self.before_positions: dict[int, QPointF] = {}  # the hand as it stood before this redraw (animations)
        self._last_hand: list[int] = []
        self.animation_started_at: float | None = None
        self._shown_once = False
        self._ahead = IdleWork(self)  # pictures drawn ahead while the person thinks (scene_prepare.py)
        DECK.load(settings)
        self.deck_button = ButtonItem(QCoreApplication.translate("UnoScene", "Cards…"), QSizeF(150, 44),
                                      color=QColor("#6b5f50"), font_px=20)
        self.deck_button.setPos(self.WIDTH - 170, 8)
        self.deck_button.clicked.connect(self.open_deck)
        self.addItem(self.deck_button)
        settings.changed.connect(self._setting_changed)

    def open_deck(self) -> None:
        """U-PHOTO: choose pictures for the cards; the table shows them at once."""
        from cafegames.games.uno.table.widgets_deck_designer import DeckDesigner
        from cafegames.ui.dialogs import run_dialog

        parent = self.views()[0].window() if self.views() else None
        run_dialog(DeckDesigner(self.settings, parent))
        DECK.load(self.settings)
        if self.view is not None:
            self._redraw()

    def _setting_changed(self, key: str) -> None:
        if key == "uno_current_deck":  # U-PHOTO: a deck chosen or changed (Settings → Card decks…)
            chosen = self.settings.json_value("uno_current_deck", "")
            if DECK.deck is None or DECK.deck.id != chosen:
                DECK.load(self.settings)
        if key in ("colour_aid", "uno_current_deck") and self.view is not None:
            self._redraw()

    # ------------------------------------------------------------------ what is open over the table
    @property
    def chooser(self) -> list[QGraphicsItem]:
        """The open chooser's items (empty when none is open)."""
        return self.choosers.items

    @property
    def choosing(self) -> tuple[str, list[Play]] | None:
        return self.choosers.choosing

    @property
    def sheet(self) -> list[QGraphicsItem]:
        """The score sheet's items (empty when it is closed)."""
        return self.score_sheet.items

    @property
    def sheet_buttons(self) -> dict[str, ButtonItem]:
        return self.score_sheet.buttons

    # ------------------------------------------------------------------ settings
    @property
    def aid(self) -> bool:
        """The colour-blind aid (a shape per colour), from Settings ("colour_aid")."""
        return self.settings.colour_aid

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "?"

    def shown(self, px: int, room: float) -> list[str]:
        """Every seat's name as a label of `room` scene pixels at `px` bold shows it: whole, or told apart."""
        return shown_names([seat.name for seat in self.seats], scene_font(px, True), room)

    # ------------------------------------------------------------------ the contract
    def show_state(self, seat_on_screen, view: UnoView, legal, events) -> None:
        if events:
            self.finish_animations()
        if seat_on_screen != self.seat_on_screen:
            self.uno_armed = False
        self.seat_on_screen = seat_on_screen
        prev_hand = list(self._last_hand)
        self.before_positions = dict(self._last_hand_pos)
        self.view = view
        self.legal = list(legal)
        self.close_chooser()
        self._redraw()
        if any(e.kind == "hand_end" for e in events) and view.phase != "over":  # the end: the result screen
            self.open_sheet(view)
        if not events and not self._shown_once and len(view.discard) == 1 and not view.history:
            # a new match: deal the first hand on screen too
            events = [Event("hand_start", None, {"counts": view.counts})]
            prev_hand = []
        self._shown_once = True
        if self.hurry(view):  # U-P-TOURNAMENT: a table of computers plays at once (tournament_table.py)
            events = [e for e in events if e.kind == "hand_end"]
        self.play_sounds(events)
        if events and self.settings.animation_scale > 0:
            animations.animate(self, events, prev_hand)
        if view.phase == "first_colour" and any(isinstance(a, Colour) for a in self.legal):
            self.choosers.open_colour([], first=True)
        self.olympique.shown(seat_on_screen, view, self.legal)

    def hurry(self, view: UnoView | None) -> bool:
        return tournament_table.nobody_plays(view, self.seats)

    def handoff_note(self, view: UnoView) -> str:
        return tournament_table.handoff_note(view, self.name)

    def last_move_room(self, seat: int, width: float) -> tuple[QRectF, Qt.AlignmentFlag] | None:
        """Under the seat's panel, or beside it towards the middle (move_labels.py)."""
        return self.move_rooms.get(seat)

    def lay_out(self) -> None:
        """The table again at the sizes "Larger cards and text" gives now (GameScene.relayout)."""
        for key in [k for k in self.dynamic if k == "prompt" or isinstance(k, tuple) and k[0] == "hand"]:
            item = self.dynamic.pop(key)  # made again at their new size
            if item.scene() is self:
                self.removeItem(item)
        if self.view is not None:
            self.close_chooser()
            self._redraw()
            if self.sheet:
                self.score_sheet.build()

    def retranslate(self) -> None:
        super().retranslate()
        self.deck_button.set_text(QCoreApplication.translate("UnoScene", "Cards…"))
        if self.view is not None:
            self.close_chooser()
            self._redraw()
            if self.sheet:
                self.score_sheet.build()

    # ------------------------------------------------------------------ drawing
    def keep(self, key: Hashable, make: Callable[[], QGraphicsItem], z: float = 0) -> Any:
        """The item that stands for `key` (a seat's panel, the n-th copy of a card in the hand, a button): the
        one of the last redraw when there was one, else `make()` added to the scene. A move thus adds and removes
        only the items that appear or go; the caller updates the rest, and Qt repaints only what changed."""
        item = self._going.pop(key, None)
        if item is None:
            item = make()
            self.addItem(item)
        item.setZValue(z)
        self.dynamic[key] = item
        return item

    def _redraw(self) -> None:
        # Animations end first (a language switch, the colour aid or the UNO button mid-deal): a card still
        # fading in is shown whole, and the flights of cards that go would start on removed items.
        self.finish_animations()
        v = self.view
        self._going, self.dynamic = self.dynamic, {}
        self.hand_items = []
        self.panels = {}
        self.buttons = {}
        self.top_item = None
        self.prompt_item = None
        self.draw_pile = None
        self._ahead.cancel()
        if v is not None:
            self._draw_table(v)
        for item in self._going.values():  # what the table no longer shows
            if item.scene() is self:
                self.removeItem(item)
        self._going = {}
        self._ahead.run(scene_prepare.jobs_for_a_play(self, FLY_CARD, colour_names()))

    def _draw_table(self, v: UnoView) -> None:
        me = self.seat_on_screen if self.seat_on_screen is not None else 0
        self.ring.clockwise = v.direction == 1
        update_if_changed(self.ring)
        self.colour_mark.colour = v.colour
        self.colour_mark.aid = self.aid
        self.colour_mark.label = colour_names()[v.colour] if v.colour >= 0 else ""
        update_if_changed(self.colour_mark)
        self._draw_piles(v)
        self._draw_seats(v, me)
        self._draw_hand(v, me)
        decision_buttons.draw(self, v, me)
        self._draw_info(v, me)
        if v.revealed:
            self._draw_revealed(v)
        shown_hands.draw(self, v, me)  # U-X-SHOW
        notice = DECK.take_notice()  # U-PHOTO: pictures gone from the deck are said once
        if notice:
            self.show_error(notice)

    def _new_back(self) -> CardItem:
        back = CardItem(None, PILE_CARD)
        back.clicked.connect(lambda _c: self.draw_clicked())  # only the top one, when drawing is legal, is playable
        return back

    def _new_pile_card(self, card: int, k: int) -> CardItem:
        """The `k`-th card of the discard pile, turned and offset by its place in the pile."""
        item = CardItem(card, PILE_CARD, self.aid)
        item.setTransformOriginPoint(PILE_CARD.width() / 2, PILE_CARD.height() / 2)
        item.setRotation(pile_angle(k))
        item.setPos(DISCARD_POS + QPointF(((k * 17) % 13) - 6, ((k * 29) % 11) - 5))
        # Turned: the picture cache draws it directly once, then copies its picture (Qt's own device cache would
        # draw it again on every frame, turned items being outside what it keeps).
        return item

    def _draw_piles(self, v: UnoView) -> None:
        backs = min(3, max(1, v.draw_size // 10 + 1)) if v.draw_size else 0
        can_draw = any(isinstance(a, Draw) for a in self.legal) and v.phase in ("play", "two")
        for i in range(backs):
            back = self.keep(("back", i), self._new_back, 1 + i)
            back.setPos(DRAW_POS + QPointF(-i * 3, -i * 3))
            back.set_face(False)  # the back of the deck in use
            back.set_playable(can_draw and i == backs - 1)
            update_if_changed(back)
            self.draw_pile = back
        count = self.keep("draw count", lambda: TextItem("", QRectF(DRAW_POS.x() - 30, DRAW_POS.y() + 196,
                                                                     PILE_CARD.width() + 60, 30), 20), 2)
        count.set_text(tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n card(s)", None, 1), v.draw_size))
        shown = v.discard[-5:]
        base = len(v.discard) - len(shown)
        for i, card in enumerate(shown):
            k = base + i
            item = self.keep(("discard", k, card), lambda card=card, k=k: self._new_pile_card(card, k), 2 + i)
            item.set_face(self.aid)
            update_if_changed(item)
            self.top_item = item

    def seat_positions(self, v: UnoView, me: int) -> dict[int, QPointF]:
        """Top-left corners of the seat panels: the seat on screen at the bottom left, the others around the
        table in the order of play (the next seat to the left)."""
        me, others = tournament_table.around(v, me)  # U-P-TOURNAMENT: the four of the table in play
        k = len(others)
        z = self.plate_scale(k + 1)  # "Larger cards and text": a plate's size is W × z by H × z
        w, h = SeatPanel.W * z, SeatPanel.H * z
        pos: dict[int, QPointF] = {me: QPointF(ME_PANEL.x(), ME_PANEL.y() + SeatPanel.H - h)}  # its bottom stays
        for i, s in enumerate(others):
            a = math.radians(90 if k == 1 else 195 - 210 * (i + 0.5) / k)
            cx = TABLE_CENTER.x() + SEAT_RX * math.cos(a)
            cy = TABLE_CENTER.y() - 25 - SEAT_RY * math.sin(a)
            x = min(max(cx - w / 2, 8.0), self.WIDTH - w - 8)  # never off the table
            top = cy - SeatPanel.H / 2
            pos[s] = QPointF(x, top if cy < TABLE_CENTER.y() - 200 else top - (h - SeatPanel.H) / 2)  # at the
        return pos  # top of the table a larger plate grows downwards, beside it both ways

    PLATES_MOST = 6  # "Larger cards and text": larger plates up to 6 seats; 7 to 10 would touch each other

    def plate_scale(self, n: int) -> float:
        """How much larger the seat plates are drawn (cafegames/ui/larger.py)."""
        return larger.plate_factor(n, self.PLATES_MOST)

    def _draw_seats(self, v: UnoView, me: int) -> None:
        positions = self.seat_positions(v, me)
        z = self.plate_scale(len(positions))
        self.move_rooms = move_labels.rooms(positions, tournament_table.around(v, me)[0], self.WIDTH, self.HEIGHT, z)
        names = self.shown(18, SeatPanel.NAME_ROOM)
        # "You" marks the person at the screen, never a computer (with computers only, seat 0 is on screen)
        # and nobody in a replay
        you = (self.seat_on_screen if self.seat_on_screen is not None and self.seats[me].is_human
               and not self.read_only else None)
        for s, p in positions.items():
            panel = self.keep(("seat", s), lambda s=s: self._new_panel(s), 20)
            panel.name = names[s]
            panel.avatar_name = self.name(s)
            panel.avatar_file = str(avatar_path(panel.avatar_name))  # a stat of the disk: once per redraw, not per paint
            panel.you = s == you
            panel.you_text = QCoreApplication.translate("UnoScene", "You")
            panel.count = v.counts[s]
            panel.turn = s == v.turn and v.phase != "over"
            panel.uno = v.said[s]
            panel.out = v.eliminated[s]
            panel.dealer = s == v.dealer
            panel.score_text = score_text(v, s, self.name)
            panel.setToolTip(tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "{name}: %n card(s) in hand, {score}",
                                                                    None, 1), v.counts[s], name=self.name(s),
                                      score=panel.score_text))  # what the small backs and the number count
            if panel.scale() != z:  # about its top left (`seat_positions` placed it at its larger size)
                panel.setScale(z)
            panel.setPos(p)
            update_if_changed(panel)
            self.panels[s] = panel

    def _new_panel(self, seat: int) -> SeatPanel:
        panel = SeatPanel(seat, self.name(seat), mark=self.marks[seat])
        panel.clicked.connect(self.choosers.target_clicked)
        return panel

    def _plays_by_card(self) -> dict[int, list[Play]]:
        out: dict[int, list[Play]] = {}
        for a in self.legal:
            if isinstance(a, Play):
                out.setdefault(a.card, []).append(a)
        return out

    def _draw_hand(self, v: UnoView, me: int) -> None:
        by = hand_order.order(self.settings)
        hand = sorted(v.hand, key=lambda c: hand_order.sort_key(c, by))
        if not self.read_only:
            sorter = self.keep("sort", lambda: self._new_sort_button(), 90)
            sorter.set_text(hand_order.button_text(by))
            lift = SeatPanel.H * (self.plate_scale(v.n) - 1)  # above a larger plate too
            sorter.setPos(hand_order.BUTTON_AT - QPointF(0, lift))
        plays = self._plays_by_card()
        deciding = bool(self.legal)
        n = len(hand)
        left = max(HAND_LEFT, ME_PANEL.x() + SeatPanel.W * self.plate_scale(v.n) + 12)  # clear of a larger plate
        width = HAND_RIGHT - left
        card_w = HAND_CARD.width() * larger.card_factor()  # "Larger cards and text" (cafegames/ui/larger.py)
        step = min(card_w + 8, (width - card_w) / max(1, n - 1)) if n > 1 else 0
        x0 = left + (width - (card_w + step * (n - 1))) / 2 if n else left
        self.selected = min(self.selected, max(0, n - 1))
        if deciding and hand and hand[self.selected] not in plays:
            self.selected = next((i for i, c in enumerate(hand) if c in plays), self.selected)
        drawn_marked = False
        positions: dict[int, QPointF] = {}
        copies: Counter[int] = Counter()  # a card held twice is two items: its first and second copy
        for i, card in enumerate(hand):
            copies[card] += 1
            item = self.keep(("hand", card, copies[card]), lambda card=card: self._new_hand_card(card), 100 + i)
            item.set_face(self.aid)
            playable = card in plays
            if v.phase == "drawn" and v.turn == me and card == v.drawn:
                playable = playable and not drawn_marked
                drawn_marked = drawn_marked or playable
            elif v.phase == "drawn" and v.turn == me:
                playable = False
            item.set_playable(playable, explains=True)
            item.dimmed = deciding and not playable
            item.selected = i == self.selected and deciding
            lift = 30 if playable else 0
            pos = QPointF(x0 + i * step, HAND_Y - lift)
            item.setPos(pos)
            update_if_changed(item)
            positions.setdefault(card, pos)
            self.hand_items.append(item)
        self._last_hand_pos = positions
        self._last_hand = list(v.hand)

    def _new_hand_card(self, card: int) -> CardItem:
        item = CardItem(card, HAND_CARD * larger.card_factor(), self.aid)
        item.drop_target = QRectF(DISCARD_POS.x() - 90, DISCARD_POS.y() - 80, PILE_CARD.width() + 180,
                                  PILE_CARD.height() + 160)
        item.clicked.connect(self.card_clicked)
        item.refused.connect(self.card_refused)
        return item

    def _new_sort_button(self) -> ButtonItem:
        button = hand_order.make_button()
        button.clicked.connect(self.switch_hand_order)
        return button

    def switch_hand_order(self) -> None:
        """The hand by number instead of by colour, or back (remembered, hand_order.py)."""
        hand_order.switch(self.settings)
        self.selected = 0
        self._redraw()

    def _draw_info(self, v: UnoView, me: int) -> None:
        line = info_line(v)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.keep("info", lambda: TextItem("", QRectF(20, 8, 760, 34), 20, align=left), 5).set_text(line)
        if v.pending:
            self.keep("pending", lambda: TextItem("", QRectF(1030, 280, 300, 40), 26, QColor("#ffd166"), bold=True,
                                                   align=left), 5).set_text(  # "+4 en attente" needs ~190 px
                QCoreApplication.translate("UnoScene", "+{n} waiting").format(n=v.pending))
        self.prompt_item = self.keep("prompt", lambda: TextItem("", PROMPT_RECT, larger.px(24), Palette.paper, bold=True), 5)
        self.prompt_item.set_text(self._prompt(v, me))

    def _prompt(self, v: UnoView, me: int) -> str:
        watching = self.seat_on_screen is None or self.read_only
        return prompt.prompt_text(v, me, self.legal, self.choosing, watching, self.name)

    def update_prompt(self) -> None:
        """The line under the table follows what is asked now (a chooser open or closed)."""
        if self.prompt_item is not None and self.view is not None:
            self.prompt_item.set_text(self._prompt(self.view, self.seat_on_screen or 0))

    def _draw_revealed(self, v: UnoView) -> None:
        bluffer, shown = v.revealed
        w = max(440, 60 + len(shown) * 48 + 40)
        rect = QRectF(800 - w / 2, 478, w, 122)
        self.keep(("revealed", w), lambda: Panel(rect, QColor("#fbf4e6")), 300)
        title = self.keep(("revealed title", w), lambda: TextItem(
            "", QRectF(rect.x() + 16, rect.y() + 6, rect.width() - 32, 30), 20, Palette.ink, True), 301)
        title.set_text(fill(QCoreApplication.translate("UnoScene", "{name}'s hand, shown to you"),
            name=self.name(bluffer)))
        for i, card in enumerate(sorted(shown, key=hand_order.sort_key)):
            item = self.keep(("revealed", w, i, card), lambda card=card: CardItem(card, QSizeF(44, 66), self.aid),
                              302 + i)
            item.setPos(rect.x() + 30 + i * 48, rect.y() + 44)
            item.set_face(self.aid)
            update_if_changed(item)

    # ------------------------------------------------------------------ a lesson's tips (cafegames/ui/lesson.py)
    # ------------------------------------------------------------------ decisions
    def card_refused(self, card: int) -> None:
        """A card of the hand that is not lit was clicked: say why, in the rules' words (never decided here)."""
        if self.view is None or self.choosing is not None:
            return
        why = why_not(self.view, card)
        if why is not None:
            self.show_error(why)
        elif card in self._plays_by_card():  # the same card twice in hand, only one of them lit: play it
            self.card_clicked(card)

    def card_clicked(self, card: int) -> None:
        plays = self._plays_by_card().get(card)
        if not plays:
            return
        for i, item in enumerate(self.hand_items):
            if item.card == card:
                self.selected = i
                break
        if self.olympique.card_clicked(plays):  # U-O: one card or the pair, the 0's target, the 7's way
            return
        if any(p.target >= 0 for p in plays):
            self.choosers.open_target(plays)
        elif any(p.colour >= 0 for p in plays):  # a wild that names its colour (not x???, U-X-UNTIL)
            self.choosers.open_colour(plays)
        else:
            self.emit_play(plays)

    def emit_play(self, plays: list[Play], colour: int = -1, target: int = -1) -> None:
        cands = [p for p in plays if (colour < 0 or p.colour == colour) and (target < 0 or p.target == target)]
        if not cands:
            return
        called = [p for p in cands if p.uno == self.uno_armed]
        action = (called or cands)[0]
        self.close_chooser()
        self.uno_armed = False
        self.choose(action)

    def toggle_uno(self) -> None:
        self.uno_armed = not self.uno_armed
        self._redraw()

    def draw_clicked(self) -> None:
        me = self.seat_on_screen
        if me is not None and any(isinstance(a, Draw) for a in self.legal):
            self.choose(Draw(me))

    def close_chooser(self) -> None:
        self.choosers.close()

    # ------------------------------------------------------------------ keyboard
    def keyPressEvent(self, event) -> None:  # noqa: N802
        if not keyboard.key_pressed(self, event):
            super().keyPressEvent(event)

    # ------------------------------------------------------------------ the result screen
    def ending_style(self) -> EndingStyle:
        return widgets_ending.style()

    def fill_ending(self, screen: EndingScreen, result: Result) -> None:
        screen.place_back(QRectF(self.WIDTH - 186 - 220, 8, 220, 44))  # beside "Cards…"
        names = [s.name for s in self.seats]
        widgets_ending.fill(screen, result, self.view, names, self.aid, self.open_final_sheet)
        view = self.view
        screen.set_more_pages(lambda printer, width: sheet_document(view, names, printer, width))  # every hand

    def open_final_sheet(self) -> None:
        """The hand-by-hand score sheet over the table; its "Close" goes back to the result screen."""
        self.ending_screen().step_aside(True)
        self.score_sheet.open(self.view.history, True)

    # ------------------------------------------------------------------ score sheet between hands
    def open_sheet(self, v: UnoView) -> None:
        over = v.phase == "over"
        self.score_sheet.open(v.history, over)
        if not over:  # the next hand waits until someone has read the scores and clicked "Next hand"
            self.hold_for_person()

    def skip_waits(self) -> None:
        if self.sheet:
            self.close_sheet()
        super().skip_waits()

    def close_sheet(self) -> None:
        self.score_sheet.close()
        if self.result() is not None:
            self.ending_screen().step_aside(False)
        self.release_hold()

    def save_sheet_pdf(self, path: str) -> None:
        self.score_sheet.save_pdf(path)


Scene = UnoScene
