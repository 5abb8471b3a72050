"""The UNO table: piles, active colour, direction, up to ten seats, the hand of the seat on screen, the
decisions (colour chooser, draw/keep, UNO, Contre-UNO, challenge, stacking, jump-in, 7-0) by mouse and keyboard,
animations of every event, the score sheet between hands and, at the end, the result screen
(`widgets_ending.py`: places, totals and the cards counted in the last hand; the score sheet one click away).

It renders `view` and emits actions taken from `legal` (or, for a catch by another human at the same screen, a
Catch built for that seat); it never decides a rule.

Keys: ←/→ choose a card, Enter play it, D draw (or take the penalty), K keep the drawn card / end the run,
U call UNO, C challenge, X catch, 1–4 or R/Y/G/B name a colour, Esc cancel, N next hand.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.engine.protocol import Event, Result
from cafegames.games.uno import keys as game_keys
from cafegames.games.uno import sounds
from cafegames.games.uno.actions import CallUno, Catch, Challenge, Colour, Draw, Pass, Play
from cafegames.games.uno.cards import COLOUR, RANK
from cafegames.games.uno.legal import why_not
from cafegames.games.uno.state import UnoView
from cafegames.games.uno.table import scene_prepare, widgets_ending
from cafegames.games.uno.table.widgets import (
    COLOURS,
    DECK,
    SHADE,
    Bubble,
    CardItem,
    ColourButton,
    ColourMark,
    DirectionRing,
    Felt,
    FlatRect,
    Panel,
    SeatPanel,
    TextItem,
    seat_marks,
)
from cafegames.ui.avatars import avatar_path
from cafegames.ui.ending import EndingScreen, EndingStyle
from cafegames.ui.graphics import ButtonItem, Palette, scene_font
from cafegames.ui.i18n import tr_count
from cafegames.ui.paint_cache import IdleWork, update_if_changed
from cafegames.ui.scene_base import GameScene
from cafegames.ui.seat_names import shown_names

HAND_CARD = QSizeF(110, 165)
PILE_CARD = QSizeF(124, 186)
FLY_CARD = QSizeF(84, 126)
DRAW_POS = QPointF(560, 250)
DISCARD_POS = QPointF(740, 250)
COLOUR_POS = QPointF(955, 300)
TABLE_CENTER = QPointF(800, 420)
SEAT_RX, SEAT_RY = 690, 330
HAND_LEFT, HAND_RIGHT, HAND_Y = 260, 1580, 800
BUTTON_Y = 612
BUTTON = QSizeF(236, 58)
ME_PANEL = QPointF(24, 836)
PROMPT_RECT = QRectF(250, 690, 1100, 40)  # the line under the table that says what to do
SEVEN_TITLE_RECT = QRectF(450, 566, 700, 44)  # the Seven-O chooser's title
SHEET_ROW_MIN = 28  # the score sheet's rows shrink to this before the first hands are summed


def colour_names() -> list[str]:
    return [QCoreApplication.translate("UnoScene", "Red"), QCoreApplication.translate("UnoScene", "Yellow"),
            QCoreApplication.translate("UnoScene", "Green"), QCoreApplication.translate("UnoScene", "Blue")]


def sort_key(card: int) -> tuple[int, int]:
    return (COLOUR[card], RANK[card])


class UnoScene(GameScene):
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
        self._button_calls: dict[str, Callable[[], None]] = {}  # what each button of the row does now
        self.draw_pile: CardItem | None = None
        self.hand_items: list[CardItem] = []
        self.panels: dict[int, SeatPanel] = {}
        self.buttons: dict[str, ButtonItem] = {}
        self.selected = 0
        self.uno_armed = False
        self.chooser: list[QGraphicsItem] = []  # the open colour chooser / swap prompt
        self.choosing: tuple[str, list[Play]] | None = None
        self.sheet: list[QGraphicsItem] = []
        self.sheet_buttons: dict[str, ButtonItem] = {}
        self.sheet_history: tuple = ()
        self.top_item: CardItem | None = None
        self.prompt_item: TextItem | None = None
        self._last_hand_pos: dict[int, QPointF] = {}
        self._before_positions: dict[int, QPointF] = {}  # the hand as it stood before this redraw
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
        self._before_positions = dict(self._last_hand_pos)
        self.view = view
        self.legal = list(legal)
        self._close_chooser()
        self._redraw()
        if any(e.kind == "hand_end" for e in events) and view.phase != "over":  # the end: the result screen
            self._open_sheet(view, events)
        if not events and not self._shown_once and len(view.discard) == 1 and not view.history:
            # a new match: deal the first hand on screen too
            events = [Event("hand_start", None, {"counts": view.counts})]
            prev_hand = []
        self._shown_once = True
        self.play_sounds(events)
        if events and self.settings.animation_scale > 0:
            self._animate(events, prev_hand)
        if view.phase == "first_colour" and any(isinstance(a, Colour) for a in self.legal):
            self._open_colour_chooser([], first=True)

    # ------------------------------------------------------------------ hints (cafegames/ui/assist.py)
    def hint_targets(self, action) -> list:
        """The card to play, or the button of the choice (draw, keep, challenge, UNO, catch)."""
        if isinstance(action, Play):
            return [next((i for i in self.hand_items if i.card == action.card), None)]
        key = {Draw: "draw", Pass: "pass", Challenge: "challenge", CallUno: "uno"}.get(type(action))
        if isinstance(action, Catch):
            key = f"catch{action.seat}"
        if isinstance(action, Colour):
            return [self.colour_mark]
        return [self.buttons.get(key)] if key else []

    def assist_avoid(self) -> list:
        prompt = [i for i in (self.prompt_item, self.top_item) if i is not None] + [self.colour_mark]
        prompt += list(self.panels.values())
        return super().assist_avoid() + list(self.hand_items) + list(self.buttons.values()) + prompt

    def hint_button_pos(self) -> QPointF:
        return QPointF(self.deck_button.x() - self.hint_button.size.width() - 12, self.deck_button.y())

    def retranslate(self) -> None:
        super().retranslate()
        self.deck_button.set_text(QCoreApplication.translate("UnoScene", "Cards…"))
        if self.view is not None:
            self._close_chooser()
            self._redraw()
            if self.sheet:
                self._build_sheet(self.sheet_history, self._sheet_over)

    # ------------------------------------------------------------------ drawing
    def _keep(self, key: Hashable, make: Callable[[], QGraphicsItem], z: float = 0) -> Any:
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
        self._draw_buttons(v, me)
        self._draw_info(v, me)
        if v.revealed:
            self._draw_revealed(v)
        notice = DECK.take_notice()  # U-PHOTO: pictures gone from the deck are said once
        if notice:
            self.show_error(notice)

    def _new_back(self) -> CardItem:
        back = CardItem(None, PILE_CARD)
        back.clicked.connect(lambda _c: self._do_draw())  # only the top one, when drawing is legal, is playable
        return back

    def _new_pile_card(self, card: int, k: int) -> CardItem:
        """The `k`-th card of the discard pile, turned and offset by its place in the pile."""
        item = CardItem(card, PILE_CARD, self.aid)
        item.setTransformOriginPoint(PILE_CARD.width() / 2, PILE_CARD.height() / 2)
        item.setRotation(self._pile_angle(k))
        item.setPos(DISCARD_POS + QPointF(((k * 17) % 13) - 6, ((k * 29) % 11) - 5))
        # Turned: the picture cache draws it directly once, then copies its picture (Qt's own device cache would
        # draw it again on every frame, turned items being outside what it keeps).
        return item

    def _draw_piles(self, v: UnoView) -> None:
        backs = min(3, max(1, v.draw_size // 10 + 1)) if v.draw_size else 0
        can_draw = any(isinstance(a, Draw) for a in self.legal) and v.phase == "play"
        for i in range(backs):
            back = self._keep(("back", i), self._new_back, 1 + i)
            back.setPos(DRAW_POS + QPointF(-i * 3, -i * 3))
            back.set_face(False)  # the back of the deck in use
            back.set_playable(can_draw and i == backs - 1)
            update_if_changed(back)
            self.draw_pile = back
        count = self._keep("draw count", lambda: TextItem("", QRectF(DRAW_POS.x() - 30, DRAW_POS.y() + 196,
                                                                     PILE_CARD.width() + 60, 30), 20), 2)
        count.set_text(tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n card(s)", None, 1), v.draw_size))
        shown = v.discard[-5:]
        base = len(v.discard) - len(shown)
        for i, card in enumerate(shown):
            k = base + i
            item = self._keep(("discard", k, card), lambda card=card, k=k: self._new_pile_card(card, k), 2 + i)
            item.set_face(self.aid)
            update_if_changed(item)
            self.top_item = item

    @staticmethod
    def _pile_angle(k: int) -> float:
        return ((k * 37) % 25) - 12

    def seat_positions(self, v: UnoView, me: int) -> dict[int, QPointF]:
        """Top-left corners of the seat panels: the seat on screen at the bottom left, the others around the
        table in the order of play (the next seat to the left)."""
        others = [((me + i) % v.n) for i in range(1, v.n)]
        k = len(others)
        pos: dict[int, QPointF] = {me: QPointF(ME_PANEL)}
        for i, s in enumerate(others):
            a = math.radians(90 if k == 1 else 195 - 210 * (i + 0.5) / k)
            cx = TABLE_CENTER.x() + SEAT_RX * math.cos(a)
            cy = TABLE_CENTER.y() - 25 - SEAT_RY * math.sin(a)
            x = min(max(cx - SeatPanel.W / 2, 8.0), self.WIDTH - SeatPanel.W - 8)  # never off the table
            pos[s] = QPointF(x, cy - SeatPanel.H / 2)
        return pos

    def _draw_seats(self, v: UnoView, me: int) -> None:
        positions = self.seat_positions(v, me)
        names = self.shown(18, SeatPanel.NAME_ROOM)
        # "You" marks the person at the screen, never a computer (with computers only, seat 0 is on screen)
        # and nobody in a replay
        you = (self.seat_on_screen if self.seat_on_screen is not None and self.seats[me].is_human
               and not self.read_only else None)
        for s, p in positions.items():
            panel = self._keep(("seat", s), lambda s=s: self._new_panel(s), 20)
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
            panel.score_text = self._score_text(v, s)
            panel.setPos(p)
            update_if_changed(panel)
            self.panels[s] = panel

    def _new_panel(self, seat: int) -> SeatPanel:
        panel = SeatPanel(seat, self.name(seat), mark=self.marks[seat])
        panel.clicked.connect(self._target_clicked)
        return panel

    def _score_text(self, v: UnoView, s: int) -> str:
        if v.eliminated[s]:
            return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Out · %n pt(s)", None, 1), v.scores[s])
        if v.team:
            team = QCoreApplication.translate("UnoScene", "Team {name}").format(name="AB"[v.team[s]])
            total = sum(v.scores[x] for x in range(v.n) if v.team[x] == v.team[s])
            return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "{team} · %n pt(s)", None, 1), total, team=team)
        return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "%n pt(s)", None, 1), v.scores[s])

    def _plays_by_card(self) -> dict[int, list[Play]]:
        out: dict[int, list[Play]] = {}
        for a in self.legal:
            if isinstance(a, Play):
                out.setdefault(a.card, []).append(a)
        return out

    def _draw_hand(self, v: UnoView, me: int) -> None:
        hand = sorted(v.hand, key=sort_key)
        plays = self._plays_by_card()
        deciding = bool(self.legal)
        n = len(hand)
        width = HAND_RIGHT - HAND_LEFT
        step = min(HAND_CARD.width() + 8, (width - HAND_CARD.width()) / max(1, n - 1)) if n > 1 else 0
        x0 = HAND_LEFT + (width - (HAND_CARD.width() + step * (n - 1))) / 2 if n else HAND_LEFT
        self.selected = min(self.selected, max(0, n - 1))
        if deciding and hand and hand[self.selected] not in plays:
            self.selected = next((i for i, c in enumerate(hand) if c in plays), self.selected)
        drawn_marked = False
        positions: dict[int, QPointF] = {}
        copies: Counter[int] = Counter()  # a card held twice is two items: its first and second copy
        for i, card in enumerate(hand):
            copies[card] += 1
            item = self._keep(("hand", card, copies[card]), lambda card=card: self._new_hand_card(card), 100 + i)
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
        item = CardItem(card, HAND_CARD, self.aid)
        item.drop_target = QRectF(DISCARD_POS.x() - 90, DISCARD_POS.y() - 80, PILE_CARD.width() + 180,
                                  PILE_CARD.height() + 160)
        item.clicked.connect(self._card_clicked)
        item.refused.connect(self._card_refused)
        return item

    def _draw_buttons(self, v: UnoView, me: int) -> None:
        legal = self.legal
        row: list[ButtonItem] = []

        def button(key: str, text: str, callback, colour: QColor = Palette.accent) -> None:
            size = QSizeF(max(BUTTON.width(), QFontMetricsF(scene_font(22, True)).horizontalAdvance(text) + 40),
                          BUTTON.height())
            b = self._keep(("button", key), lambda: self._new_button(key, text, size, colour), 50)
            b.restyle(text, size, colour)
            self._button_calls[key] = callback
            self.buttons[key] = b
            row.append(b)

        call = next((a for a in legal if isinstance(a, CallUno)), None)
        if call is not None:
            button("uno", QCoreApplication.translate("UnoScene", "UNO!"), lambda: self.choose(call), COLOURS[0])
        elif any(isinstance(a, Play) and a.uno for a in legal):
            label = QCoreApplication.translate("UnoScene", "UNO! ✓") if self.uno_armed else QCoreApplication.translate("UnoScene", "UNO!")
            button("uno", label, self._toggle_uno, COLOURS[0].darker(130) if self.uno_armed else COLOURS[0])
        for a in legal:
            if isinstance(a, Catch):
                button(f"catch{a.seat}", QCoreApplication.translate("UnoScene", "Catch {name}!").format(name=self.name(a.target)),
                       lambda a=a: self.choose(a), QColor("#7b2cbf"))
        for catcher in self._other_human_catchers(v, me):
            button(f"catch{catcher}", QCoreApplication.translate("UnoScene", "{name}: catch!").format(name=self.name(catcher)),
                   lambda c=catcher: self.choose(Catch(c, v.offender)), QColor("#7b2cbf"))
        if v.turn == me:
            if any(isinstance(a, Challenge) for a in legal):
                button("challenge", QCoreApplication.translate("UnoScene", "Challenge"), lambda: self.choose(Challenge(me)), QColor("#2f7d4f"))
            if any(isinstance(a, Draw) for a in legal):
                if v.phase == "penalty":
                    button("draw", tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Take %n card(s)", None, 1),
                                            v.pending), self._do_draw, QColor("#6b5f50"))
                else:
                    text = QCoreApplication.translate("UnoScene", "Press the launcher") if v.options.extreme else QCoreApplication.translate("UnoScene", "Draw a card")
                    button("draw", text, self._do_draw, QColor("#6b5f50"))
            if any(isinstance(a, Pass) for a in legal):
                text = QCoreApplication.translate("UnoScene", "Keep the card") if v.phase == "drawn" else QCoreApplication.translate("UnoScene", "End my turn")
                button("pass", text, lambda: self.choose(Pass(me)), QColor("#6b5f50"))
        gap = 16
        total = sum(b.size.width() for b in row) + gap * max(0, len(row) - 1)
        x = 800 - total / 2
        for b in row:
            b.setPos(x, BUTTON_Y)
            x += b.size.width() + gap

    def _new_button(self, key: str, text: str, size: QSizeF, colour: QColor) -> ButtonItem:
        """A button of the row under the piles; a click does what the last redraw said (`_button_calls`)."""
        b = ButtonItem(text, size, color=colour, font_px=22)
        b.clicked.connect(lambda: self._button_calls[key]())
        return b

    def _other_human_catchers(self, v: UnoView, me: int) -> list[int]:
        """Other people at this screen who may call Contre-UNO (catches are public, from any seat)."""
        off = v.offender
        if off < 0 or v.counts[off] != 1:
            return []
        out = []
        for s in v.order:
            if s in (me, off) or not self.seats[s].is_human:
                continue
            if v.team and v.team[s] == v.team[off]:
                continue
            out.append(s)
        return out[:3]

    def _draw_info(self, v: UnoView, me: int) -> None:
        scoring = {"official": QCoreApplication.translate("UnoScene", "Official scoring"), "low": QCoreApplication.translate("UnoScene", "Low score"), "challenge": QCoreApplication.translate("UnoScene", "Challenge UNO"),
                   "single": QCoreApplication.translate("UnoScene", "Single hand")}[v.options.scoring]
        if v.options.scoring == "single":
            line = QCoreApplication.translate("UnoScene", "Hand {hand} · {scoring}").format(hand=v.hand_no, scoring=scoring)
        else:
            line = QCoreApplication.translate("UnoScene", "Hand {hand} · {scoring} · target {target}").format(hand=v.hand_no, scoring=scoring,
                                                                         target=v.options.target)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self._keep("info", lambda: TextItem("", QRectF(20, 8, 760, 34), 20, align=left), 5).set_text(line)
        if v.pending:
            self._keep("pending", lambda: TextItem("", QRectF(1030, 280, 300, 40), 26, QColor("#ffd166"), bold=True,
                                                   align=left), 5).set_text(  # "+4 en attente" needs ~190 px
                QCoreApplication.translate("UnoScene", "+{n} waiting").format(n=v.pending))
        self.prompt_item = self._keep("prompt", lambda: TextItem("", PROMPT_RECT, 24, Palette.paper, bold=True), 5)
        self.prompt_item.set_text(self._prompt(v, me))

    def _update_prompt(self) -> None:
        """The line under the table follows what is asked now (a chooser open or closed)."""
        if self.prompt_item is not None and self.view is not None:
            self.prompt_item.set_text(self._prompt(self.view, self.seat_on_screen or 0))

    def _prompt(self, v: UnoView, me: int) -> str:
        """What the seat on screen is asked to do; it says "draw" when no card fits, and agrees with an open
        chooser."""
        if v.phase == "over":
            return QCoreApplication.translate("UnoScene", "The match is over.")
        if self.seat_on_screen is None or self.read_only:  # a replay: whose turn it is, never "your turn"
            return QCoreApplication.translate("UnoScene", "{name} is playing…").format(name=self.name(v.turn))
        if self.choosing is not None:
            if self.choosing[0] == "target":
                return QCoreApplication.translate("UnoScene", "Click the player to swap hands with, or Cancel.")
            if not self.choosing[1]:
                return QCoreApplication.translate("UnoScene", "Name the first colour.")
            return QCoreApplication.translate("UnoScene", "Choose the colour of your wild card.")
        if v.offender == me and any(isinstance(a, CallUno) for a in self.legal):
            return QCoreApplication.translate("UnoScene", "One card left: call UNO before someone catches you!")
        if v.turn != me:
            if any(isinstance(a, Play) for a in self.legal):
                return QCoreApplication.translate("UnoScene", "You hold the very same card: jump in!")
            return QCoreApplication.translate("UnoScene", "{name} is playing…").format(name=self.name(v.turn))
        plays = any(isinstance(a, Play) for a in self.legal)
        if v.phase == "first_colour":
            return QCoreApplication.translate("UnoScene", "Name the first colour.")
        if v.phase == "drawn":
            if not any(isinstance(a, Pass) for a in self.legal):
                return QCoreApplication.translate("UnoScene", "The card you drew fits: play it.")
            return QCoreApplication.translate("UnoScene", "Play the card you drew, or keep it.")
        if v.phase == "continue":
            return QCoreApplication.translate("UnoScene", "Play another card of the run, or end your turn.")
        if v.phase == "penalty":
            if any(isinstance(a, Challenge) for a in self.legal):
                return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Wild Draw Four: challenge it, or take %n "
                                                                          "card(s).", None, 1), v.pending)
            if plays:
                return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "Add to the stack, or take %n card(s).",
                                                              None, 1), v.pending)
            return tr_count("UnoScene", QT_TRANSLATE_NOOP("UnoScene", "No card of yours adds to it: take %n card(s).",
                                                          None, 1), v.pending)
        if v.options.extreme:
            if plays:
                return QCoreApplication.translate("UnoScene", "Your turn: play a matching card, or press the launcher.")
            return QCoreApplication.translate("UnoScene", "No card fits: press the launcher.")
        if plays:
            return QCoreApplication.translate("UnoScene", "Your turn: play a matching card, or draw.")
        return QCoreApplication.translate("UnoScene", "No card fits: draw a card.")

    def _draw_revealed(self, v: UnoView) -> None:
        bluffer, shown = v.revealed
        w = max(440, 60 + len(shown) * 48 + 40)
        rect = QRectF(800 - w / 2, 478, w, 122)
        self._keep(("revealed", w), lambda: Panel(rect, QColor("#fbf4e6")), 300)
        title = self._keep(("revealed title", w), lambda: TextItem(
            "", QRectF(rect.x() + 16, rect.y() + 6, rect.width() - 32, 30), 20, Palette.ink, True), 301)
        title.set_text(QCoreApplication.translate("UnoScene", "{name}'s hand, shown to you").format(
            name=self.name(bluffer)))
        for i, card in enumerate(sorted(shown, key=sort_key)):
            item = self._keep(("revealed", w, i, card), lambda card=card: CardItem(card, QSizeF(44, 66), self.aid),
                              302 + i)
            item.setPos(rect.x() + 30 + i * 48, rect.y() + 44)
            item.set_face(self.aid)
            update_if_changed(item)

    def error_top(self, height: float) -> float:
        """Why a card cannot be played is said over the line that says what to do, not over the hand."""
        return PROMPT_RECT.center().y() - height / 2

    # ------------------------------------------------------------------ a lesson's tips (cafegames/ui/lesson.py)
    def anchor_rect(self, anchor: tuple) -> QRectF | None:
        """("card", code) in the hand, ("pile", "draw" | "discard"), ("seat", n), ("button", key)."""
        kind, key = (anchor + (None, None))[:2]
        item: QGraphicsItem | None = None
        if kind == "card":
            item = next((i for i in self.hand_items if i.card == key and i.playable), None) or next(
                (i for i in self.hand_items if i.card == key), None)
        elif kind == "pile":
            item = self.top_item if key == "discard" else self.draw_pile
        elif kind == "seat":
            item = self.panels.get(key)
        elif kind == "button":
            item = self.buttons.get(key)
        if item is None or item.scene() is not self:
            return None
        return item.sceneBoundingRect()

    def keep_clear(self) -> list[QRectF]:
        if self.chooser:  # the colour chooser's panel is all that counts while it is open (the rest is shaded)
            return [QRectF(430, 300, 740, 330)]
        out = [b.sceneBoundingRect() for b in self.buttons.values()] * 3  # the buttons matter most
        if self.view is not None and self.view.revealed:
            out.append(QRectF(800 - max(440, 100 + len(self.view.revealed[1]) * 48) / 2, 478,
                              max(440, 100 + len(self.view.revealed[1]) * 48), 122))
        if self.top_item is not None:
            out.append(self.top_item.sceneBoundingRect())
        out += [i.sceneBoundingRect() for i in self.hand_items]
        out += [p.sceneBoundingRect() for p in self.panels.values()]
        return out

    # ------------------------------------------------------------------ decisions
    def _card_refused(self, card: int) -> None:
        """A card of the hand that is not lit was clicked: say why, in the rules' words (never decided here)."""
        if self.view is None or self.choosing is not None:
            return
        why = why_not(self.view, card)
        if why is not None:
            self.show_error(why)
        elif card in self._plays_by_card():  # the same card twice in hand, only one of them lit: play it
            self._card_clicked(card)

    def _card_clicked(self, card: int) -> None:
        plays = self._plays_by_card().get(card)
        if not plays:
            return
        for i, item in enumerate(self.hand_items):
            if item.card == card:
                self.selected = i
                break
        if any(p.target >= 0 for p in plays):
            self._open_target_chooser(plays)
        elif card >= 64:
            self._open_colour_chooser(plays)
        else:
            self._emit_play(plays)

    def _emit_play(self, plays: list[Play], colour: int = -1, target: int = -1) -> None:
        cands = [p for p in plays if (colour < 0 or p.colour == colour) and (target < 0 or p.target == target)]
        if not cands:
            return
        called = [p for p in cands if p.uno == self.uno_armed]
        action = (called or cands)[0]
        self._close_chooser()
        self.uno_armed = False
        self.choose(action)

    def _toggle_uno(self) -> None:
        self.uno_armed = not self.uno_armed
        self._redraw()

    def _do_draw(self) -> None:
        me = self.seat_on_screen
        if me is not None and any(isinstance(a, Draw) for a in self.legal):
            self.choose(Draw(me))

    def _open_colour_chooser(self, plays: list[Play], first: bool = False) -> None:
        self._close_chooser()
        self.choosing = ("colour", plays)
        shade = FlatRect(self.sceneRect(), SHADE)
        panel = Panel(QRectF(430, 300, 740, 330))
        title = TextItem(QCoreApplication.translate("UnoScene", "Name the first colour") if first else QCoreApplication.translate("UnoScene", "Choose the colour"),
                         QRectF(450, 314, 700, 40), 28, Palette.ink, True)
        items: list[QGraphicsItem] = [shade, panel, title]
        for c, name in enumerate(colour_names()):
            b = ColourButton(c, f"{c + 1} · {name}", self.aid)
            b.setPos(460 + c * 172, 380)
            b.clicked.connect(self._colour_clicked)
            items.append(b)
        if not first:
            cancel = ButtonItem(QCoreApplication.translate("UnoScene", "Cancel"), QSizeF(180, 52), color=QColor("#6b5f50"), font_px=22)
            cancel.setPos(710, 566)
            cancel.clicked.connect(self._close_chooser)
            items.append(cancel)
        for i, item in enumerate(items):
            item.setZValue(2000 + i)
            self.addItem(item)
        self.chooser = items
        self._update_prompt()
        self.layout_changed.emit()

    def _colour_clicked(self, colour: int) -> None:
        if self.choosing is None:
            return
        kind, plays = self.choosing
        if kind != "colour":
            return
        if not plays:  # the first Wild
            me = self.seat_on_screen
            self._close_chooser()
            if me is not None:
                self.choose(Colour(me, colour))
            return
        self._emit_play(plays, colour=colour)

    def _open_target_chooser(self, plays: list[Play]) -> None:
        self._close_chooser()
        self.choosing = ("target", plays)
        targets = {p.target for p in plays}
        for s, panel in self.panels.items():
            panel.set_target(s in targets)
        banner = Panel(QRectF(430, 560, 740, 120))
        title = TextItem(QCoreApplication.translate("UnoScene", "Seven: swap hands with whom?"), SEVEN_TITLE_RECT, 24,
                         Palette.ink, True)
        cancel = ButtonItem(QCoreApplication.translate("UnoScene", "Cancel"), QSizeF(180, 50), color=QColor("#6b5f50"), font_px=22)
        cancel.setPos(710, 616)
        cancel.clicked.connect(self._close_chooser)
        items = [banner, title, cancel]
        for i, item in enumerate(items):
            item.setZValue(2000 + i)
            self.addItem(item)
        self.chooser = items
        self._update_prompt()

    def _target_clicked(self, seat: int) -> None:
        if self.choosing and self.choosing[0] == "target":
            self._emit_play(self.choosing[1], target=seat)

    def _close_chooser(self) -> None:
        for item in self.chooser:
            if item.scene() is self:
                self.removeItem(item)
        self.chooser = []
        if self.choosing and self.choosing[0] == "target":
            for panel in self.panels.values():
                panel.set_target(False)
        self.choosing = None
        self._update_prompt()
        self.layout_changed.emit()

    def takeback_at(self, size: QSizeF) -> QPointF:
        """Over the panel of the person on screen (bottom left), above its "You" tab: the hand may fill the bottom
        row and the seats the top."""
        mine = self.panels.get(self.seat_on_screen) if self.seat_on_screen is not None else None
        if mine is None:
            return super().takeback_at(size)
        return QPointF(mine.pos().x(), mine.pos().y() - size.height() - 40)

    # ------------------------------------------------------------------ keyboard
    def keyPressEvent(self, event) -> None:  # noqa: N802
        key = event.key()
        me = self.seat_on_screen
        # The keys are declared in keys.py (shown by `?`); a key not used here is ignored, never swallowed.
        if self.sheet:
            if key in (Qt.Key.Key_N, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space):
                self._close_sheet()
                event.accept()
            else:
                event.ignore()  # the table under the score sheet is not played
            return
        if self.choosing is not None:
            kind, plays = self.choosing
            colour_keys = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3, Qt.Key.Key_R: 0,
                           Qt.Key.Key_Y: 1, Qt.Key.Key_J: 1, Qt.Key.Key_G: 2, Qt.Key.Key_V: 2, Qt.Key.Key_B: 3}
            event.accept()
            if kind == "colour" and key in colour_keys:
                self._colour_clicked(colour_keys[key])
            elif kind == "target" and Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                targets = sorted({p.target for p in plays})
                i = key - Qt.Key.Key_1
                if i < len(targets):
                    self._emit_play(plays, target=targets[i])
            elif key == Qt.Key.Key_Escape and plays:
                self._close_chooser()
            else:
                event.ignore()
            return
        if me is None or self.view is None:
            return
        n = len(self.hand_items)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and n:
            self.selected = (self.selected + (1 if key == Qt.Key.Key_Right else -1)) % n
            for i, item in enumerate(self.hand_items):
                item.selected = i == self.selected
                update_if_changed(item)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and n:
            item = self.hand_items[self.selected]
            if item.playable:
                self._card_clicked(item.card)
            else:
                self._card_refused(item.card)
        elif key == Qt.Key.Key_D:
            self._do_draw()
        elif key == Qt.Key.Key_K and any(isinstance(a, Pass) for a in self.legal):
            self.choose(Pass(me))
        elif key == Qt.Key.Key_C and any(isinstance(a, Challenge) for a in self.legal):
            self.choose(Challenge(me))
        elif key == Qt.Key.Key_U:
            call = next((a for a in self.legal if isinstance(a, CallUno)), None)
            if call is not None:
                self.choose(call)
            elif any(isinstance(a, Play) and a.uno for a in self.legal):
                self._toggle_uno()
        elif key == Qt.Key.Key_X:
            catch = next((a for a in self.legal if isinstance(a, Catch)), None)
            if catch is not None:
                self.choose(catch)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # ------------------------------------------------------------------ the result screen
    def ending_style(self) -> EndingStyle:
        return widgets_ending.style()

    def fill_ending(self, screen: EndingScreen, result: Result) -> None:
        screen.place_back(QRectF(self.WIDTH - 186 - 220, 8, 220, 44))  # beside "Cards…"
        widgets_ending.fill(screen, result, self.view, [s.name for s in self.seats], self.aid, self.open_final_sheet)

    def open_final_sheet(self) -> None:
        """The hand-by-hand score sheet over the table; its "Close" goes back to the result screen."""
        v = self.view
        self.ending_screen().step_aside(True)
        self._sheet_over = True
        self.sheet_history = v.history
        self._build_sheet(v.history, True)

    # ------------------------------------------------------------------ score sheet between hands
    def _open_sheet(self, v: UnoView, events) -> None:
        over = v.phase == "over"
        self._sheet_over = over
        self.sheet_history = v.history
        self._build_sheet(v.history, over)
        if not over:  # the next hand waits until someone has read the scores and clicked "Next hand"
            self.hold_for_person()

    def _build_sheet(self, history: tuple, over: bool) -> None:
        for item in self.sheet:
            if item.scene() is self:
                self.removeItem(item)
        v = self.view
        assert v is not None
        n = v.n
        rect = QRectF(160, 90, 1280, 800)
        items: list[QGraphicsItem] = [FlatRect(self.sceneRect(), SHADE), Panel(rect)]
        title = QCoreApplication.translate("UnoScene", "Score sheet") if not over else QCoreApplication.translate("UnoScene", "Final scores")
        items.append(TextItem(title, QRectF(rect.x() + 20, rect.y() + 14, rect.width() - 40, 44), 32, Palette.ink,
                              True))
        scoring = v.options.scoring
        if scoring in ("low", "challenge"):
            sub = QCoreApplication.translate("UnoScene", "Each player adds the cards left in their hand; target {target}.").format(
                target=v.options.target)
        elif scoring == "single":
            sub = QCoreApplication.translate("UnoScene", "One hand: the winner scores the cards left in the other hands.")
        else:
            sub = QCoreApplication.translate("UnoScene", "The winner of a hand scores the cards left in the other hands; first to {target} wins.").format(
                target=v.options.target)
        items.append(TextItem(sub, QRectF(rect.x() + 20, rect.y() + 60, rect.width() - 40, 30), 20, Palette.ink))
        left = rect.x() + 30
        col0 = 110
        colw = (rect.width() - 60 - col0) / n
        top = rect.y() + 110
        rowh = 40
        # The names head their columns; when one does not fit its column (ten seats), they take two lines in turn,
        # each name as wide as two columns, so that every name of up to 12 letters is still whole.
        fm = QFontMetricsF(scene_font(20, True))
        stagger = any(fm.horizontalAdvance(self.name(s)) > colw - 6 for s in range(n))
        name_h = 32 if stagger else rowh
        head_h = 2 * name_h if stagger else rowh
        width = 2 * colw - 12 if stagger else colw - 6
        items.append(TextItem(QCoreApplication.translate("UnoScene", "Hand"), QRectF(left, top + head_h - rowh, col0,
                                                                                   rowh), 20, Palette.ink, True))
        names = self.shown(20, width)
        for s in range(n):
            middle = left + col0 + s * colw + (colw - 6) / 2
            head = TextItem(names[s], QRectF(middle - width / 2, top + (s % 2 if stagger else 0) * name_h, width,
                                             name_h), 20, QColor("#6b1d12") if s in v.winners else Palette.ink, True)
            head.seat, head.shown_name = s, names[s]
            items.append(head)
        # Every hand fits between the names and the total: rows shrink down to SHEET_ROW_MIN, and beyond that the
        # earliest hands share one row of sums ("1–6"), so the columns still add up to the totals.
        lines: list[tuple[str, list[int]]] = [(str(i), list(row)) for i, row in enumerate(history, 1)]
        room = rect.bottom() - 150 - 8 - (3 + 8 + rowh) - (top + head_h)  # above the total line and the result
        fit = max(2, int(room // SHEET_ROW_MIN))
        if len(lines) > fit:
            early, lines = lines[:len(lines) - fit + 1], lines[len(lines) - fit + 1:]
            lines.insert(0, (f"{early[0][0]}–{early[-1][0]}", [sum(row[s] for _, row in early) for s in range(n)]))
        row_h = min(rowh, room / max(1, len(lines)))
        y = top + head_h
        for label, row in lines:
            items.append(TextItem(label, QRectF(left, y, col0, row_h), 20, Palette.ink))
            for s in range(n):
                items.append(TextItem(str(row[s]) if row[s] else "·", QRectF(left + col0 + s * colw, y, colw - 6,
                                                                            row_h), 20, Palette.ink))
            y += row_h
        line = FlatRect(QRectF(left, y + 2, rect.width() - 60, 3), Palette.ink)
        items.append(line)
        items.append(TextItem(QCoreApplication.translate("UnoScene", "Total"), QRectF(left, y + 8, col0, rowh), 22, Palette.ink, True))
        for s in range(n):
            items.append(TextItem(str(v.scores[s]), QRectF(left + col0 + s * colw, y + 8, colw - 6, rowh), 22,
                                  Palette.ink, True))
        if over and v.winners:
            text = QCoreApplication.translate("UnoScene", "Winner: {names}").format(names=", ".join(self.name(w) for w in v.winners))
        elif v.last_hand:
            w, blocked = v.last_hand[0], v.last_hand[1]
            text = (QCoreApplication.translate("UnoScene", "{name} wins the blocked hand.") if blocked else QCoreApplication.translate("UnoScene", "{name} went out.")).format(
                name=self.name(w))
        else:
            text = ""
        items.append(TextItem(text, QRectF(rect.x() + 20, rect.bottom() - 150, rect.width() - 40, 40), 26,
                              QColor("#6b1d12"), True))
        bx = rect.x() + rect.width() / 2 - 470
        for key, label, cb in (("next", QCoreApplication.translate("UnoScene", "Close") if over else QCoreApplication.translate("UnoScene", "Next hand"), self._close_sheet),
                               ("pdf", QCoreApplication.translate("UnoScene", "Save as PDF…"), self._save_pdf), ("print", QCoreApplication.translate("UnoScene", "Print…"), self._print)):
            b = ButtonItem(label, QSizeF(300, 60), color=Palette.accent if key == "next" else QColor("#6b5f50"),
                           font_px=22)
            b.setPos(bx, rect.bottom() - 90)
            b.clicked.connect(cb)
            items.append(b)
            self.sheet_buttons[key] = b
            bx += 320
        for i, item in enumerate(items):
            item.setZValue(3000 + i)
            self.addItem(item)
        self.sheet = items
        self.sheet_rect = rect

    def skip_waits(self) -> None:
        if self.sheet:
            self._close_sheet()
        super().skip_waits()

    def _close_sheet(self) -> None:
        for item in self.sheet:
            if item.scene() is self:
                self.removeItem(item)
        self.sheet = []
        self.sheet_buttons = {}
        if self.result() is not None:
            self.ending_screen().step_aside(False)
        self.release_hold()

    def _render_sheet(self, painter: QPainter, target: QRectF) -> None:
        for b in self.sheet_buttons.values():
            b.setVisible(False)
        self.render(painter, target, self.sheet_rect.adjusted(0, 0, 0, -100))
        for b in self.sheet_buttons.values():
            b.setVisible(True)

    def _save_pdf(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        parent = self.views()[0] if self.views() else None
        path, _ = QFileDialog.getSaveFileName(parent, QCoreApplication.translate("UnoScene", "Save the score sheet"), "uno-scores.pdf", "PDF (*.pdf)")
        if path:
            self.save_sheet_pdf(path)

    def save_sheet_pdf(self, path: str) -> None:
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(path)
        self._print_to(printer)

    def _print(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        parent = self.views()[0] if self.views() else None
        if QPrintDialog(printer, parent).exec():
            self._print_to(printer)

    def _print_to(self, printer) -> None:
        painter = QPainter(printer)
        page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
        src = self.sheet_rect.adjusted(0, 0, 0, -100)
        scale = min(page.width() / src.width(), page.height() / src.height())
        self._render_sheet(painter, QRectF(0, 0, src.width() * scale, src.height() * scale))
        painter.end()

    # ------------------------------------------------------------------ animations
    def _panel_center(self, seat: int) -> QPointF:
        panel = self.panels.get(seat)
        if panel is None:
            return QPointF(800, 120)
        return panel.pos() + QPointF(SeatPanel.W / 2 - FLY_CARD.width() / 2, SeatPanel.H / 2 - FLY_CARD.height() / 2)

    def _flight(self, card: int | None, start: QPointF, end: QPointF, delay: int, ms: int, rot: float = 0,
                size: QSizeF = FLY_CARD) -> QSequentialAnimationGroup:
        item = CardItem(card, size, self.aid)
        item.setTransformOriginPoint(size.width() / 2, size.height() / 2)
        item.setPos(start)
        item.setZValue(1500)
        item.setOpacity(0.0 if delay else 1.0)
        self.addItem(item)
        seq = QSequentialAnimationGroup()
        if delay:
            seq.addPause(self.settings.duration(delay))
            seq.addAnimation(self.animation(item, b"opacity", 1.0, 1, start=1.0))
        par = QParallelAnimationGroup()
        par.addAnimation(self.animation(item, b"pos", end, ms))
        if rot:
            par.addAnimation(self.animation(item, b"rotation", rot, ms, start=0.0))
        seq.addAnimation(par)
        seq.finished.connect(lambda it=item: it.scene() is self and self.removeItem(it))
        return seq

    def _reveal_later(self, item: QGraphicsItem, at: int) -> QSequentialAnimationGroup:
        item.setOpacity(0.0)
        seq = QSequentialAnimationGroup()
        seq.addPause(max(1, self.settings.duration(at)))
        seq.addAnimation(self.animation(item, b"opacity", 1.0, 120, start=0.0))
        return seq

    def _bubble(self, seat: int, text: str, colour: QColor, at: int) -> QSequentialAnimationGroup:
        panel = self.panels.get(seat)
        pos = (panel.pos() + QPointF(SeatPanel.W / 2, -10)) if panel else QPointF(800, 200)
        b = Bubble(text, colour)
        b.setPos(pos)
        b.setOpacity(0.0)
        self.addItem(b)
        seq = QSequentialAnimationGroup()
        seq.addPause(max(1, self.settings.duration(at)))
        seq.addAnimation(self.animation(b, b"opacity", 1.0, 150, start=0.0))
        seq.addPause(self.settings.duration(700))
        seq.addAnimation(self.animation(b, b"opacity", 0.0, 250))
        seq.finished.connect(lambda it=b: it.scene() is self and self.removeItem(it))
        return seq

    def _animate(self, events, prev_hand: list[int]) -> None:
        v = self.view
        me = self.seat_on_screen if self.seat_on_screen is not None else 0
        group = QParallelAnimationGroup()
        t = 0
        new_cards = Counter(v.hand) - Counter(prev_hand)
        hand_new = [item for item in self.hand_items]
        fresh: list[CardItem] = []
        for item in reversed(hand_new):
            if new_cards.get(item.card, 0) > 0:
                new_cards[item.card] -= 1
                fresh.append(item)
        dealt = any(e.kind == "hand_start" for e in events)
        for e in events:
            k = e.kind
            if k == "hand_start":
                counts = e.data["counts"]
                order = [s for s in range(v.n) if counts[s]]
                for _r in range(7):
                    for s in order:
                        end = self._panel_center(s) if s != me else QPointF(800, HAND_Y)
                        group.addAnimation(self._flight(None, DRAW_POS, end, t, 220))
                        t += 18
                t += 200
            elif k == "played":
                s = e.seat
                card = e.data["card"]
                start = self._last_start(s, me, card)
                end = DISCARD_POS + QPointF((PILE_CARD.width() - FLY_CARD.width()) / 2,
                                            (PILE_CARD.height() - FLY_CARD.height()) / 2)
                group.addAnimation(self._flight(card, start, end, t, 320, self._pile_angle(len(v.discard) - 1)))
                t += 320
                if self.top_item is not None and not dealt and self.top_item.card == card:
                    group.addAnimation(self._reveal_later(self.top_item, t))
            elif k == "drew":
                s = e.seat
                n = min(e.data["count"], 8)
                for i in range(n):
                    end = self._panel_center(s) if s != me else QPointF(800, HAND_Y)
                    group.addAnimation(self._flight(None, DRAW_POS, end, t + i * 70, 260))
                t += n * 70 + (200 if n else 0)
                if e.data["reason"] not in ("draw", "launcher") and n:
                    group.addAnimation(self._bubble(s, "+{n}".format(n=e.data["count"]), QColor("#8f2424"), t - 200))
            elif k == "reshuffled":
                for i in range(4):
                    group.addAnimation(self._flight(None, DISCARD_POS, DRAW_POS, t + i * 60, 250))
                t += 400
            elif k == "reversed":
                self.ring.setTransformOriginPoint(0, 0)
                seq = QSequentialAnimationGroup()
                seq.addPause(max(1, self.settings.duration(t)))
                seq.addAnimation(self.animation(self.ring, b"rotation", 0.0, 500, start=180.0))
                group.addAnimation(seq)
                t += 300
            elif k == "skipped":
                group.addAnimation(self._bubble(e.seat, QCoreApplication.translate("UnoScene", "Skipped"), QColor("#6b5f50"), t))
            elif k == "uno":
                group.addAnimation(self._bubble(e.seat, QCoreApplication.translate("UnoScene", "UNO!"), COLOURS[0], t))
            elif k == "caught":
                group.addAnimation(self._bubble(e.seat, QCoreApplication.translate("UnoScene", "Caught!"), QColor("#7b2cbf"), t))
            elif k == "challenged":
                group.addAnimation(self._bubble(e.seat, QCoreApplication.translate("UnoScene", "Challenge!"), QColor("#2f7d4f"), t))
                t += 300
            elif k == "swapped":
                group.addAnimation(self._bubble(e.seat, QCoreApplication.translate("UnoScene", "Swap!"), QColor("#3d85c6"), t))
                group.addAnimation(self._bubble(e.data["target"], QCoreApplication.translate("UnoScene", "Swap!"), QColor("#3d85c6"), t))
            elif k == "rotated":
                for s in v.order:
                    group.addAnimation(self._bubble(s, QCoreApplication.translate("UnoScene", "Pass!"), QColor("#3d85c6"), t))
            elif k == "colour":
                seq = QSequentialAnimationGroup()
                seq.addPause(max(1, self.settings.duration(t)))
                seq.addAnimation(self.animation(self.colour_mark, b"scale", 1.0, 300, start=1.4))
                group.addAnimation(seq)
        for item in fresh:
            group.addAnimation(self._reveal_later(item, max(t - 100, 0)))
        if group.animationCount():
            self.animation_started_at = time.perf_counter()
            self.play(group)

    def _last_start(self, seat: int, me: int, card: int) -> QPointF:
        if seat == me and card in self._before_positions:
            return self._before_positions[card]
        return self._panel_center(seat)


Scene = UnoScene
