"""The base of every game's table: `GameScene` (`game_view.GameView` shows it scaled to the window).

How a game plugs in — `cafegames/games/<id>/table/scene.py` defines `Scene`, a subclass of `GameScene`:

    class UnoScene(GameScene):                       # a unique class name (it is the translation context)
        def __init__(self, game, seats, settings, parent=None):
            super().__init__(game, seats, settings, parent)
            ...build the fixed items (table, piles) in the 1600 × 1000 scene rect...

        def show_state(self, seat_on_screen, view, legal, events):
            ...draw `view` (what `seat_on_screen` may know); make the items of `legal` clickable;
            ...animate `events` (what just happened) with self.animate / self.move / self.play;
            ...when the player clicks: self.choose(action)   # an action taken from `legal` (or built for
            ...                                               # another seat acting out of turn, e.g. a catch)

        def retranslate(self):
            super().retranslate(); ...re-set every text item with QCoreApplication.translate("UnoScene", "...")...

    Scene = UnoScene

The contract:
- `show_state(seat_on_screen, view, legal, events)` is called after every action and when the seat on screen
  changes (then `events` is empty: draw `view` from scratch, e.g. after loading or a handoff). `seat_on_screen`
  is the seat whose private view is shown (the human at the screen; seat 0 when only computers play).
  `legal` = `game.legal_actions(state, seat_on_screen)`: empty when that seat may not act now.
  Whose turn it is must be readable from the view. Never look at anything but these arguments.
- Read-only (the replay viewer, cafegames/ui/replay_page.py): `read_only` is True, `legal` is always empty and
  `seat_on_screen` is None when the view is the game's `public_view` (nobody's hand): draw no "(you)" and no
  "your turn"; `choose` sends nothing.
- `choose(action)` emits `action_chosen(action)` (ignored while an animation runs). The controller applies it;
  if the rules refuse, it calls `show_error(message)` (a banner for 4 s, where the game prefers it, `error_top`,
  unless the placement service must move it: see below).
- Animations started with `animate`/`move`/`fade`/`play` are tracked: `is_busy()` is True while any runs and
  `busy_changed(bool)` fires on each change. The controller waits for idle before computer actions, handoffs
  and screenshots. Durations are base durations, scaled by the animation-speed setting (0 = instant: the
  property is set at once and no animation runs).
- A pause that only a person ends (UNO's score sheet between hands waits for "Next hand"): `hold_for_person()`,
  then `release_hold()` when they click. A hold is not busy: the controller counts the table settled (nothing
  happens without a person) and lets no computer act until the release; under `autoplay` it calls
  `skip_waits()`, since the computer plays for everyone and nobody is there to click.
- "Larger cards and text" (cafegames/ui/larger.py): turned on or off mid-game, the main window calls `relayout()`;
  a game's `lay_out()` draws its view again at the sizes `larger` gives now (plates, hand cards, status line).
- Fonts: `scene_font(px)` (never below 19 scene px, which is 11 screen px at 1024 × 640). Art: `SvgItem` and
  `svg_cache` (cafegames.ui.graphics). Buttons: `ButtonItem`. Text: `QCoreApplication.translate("UnoScene",
  "...")` with literals (that is what lupdate reads; `i18n.tr_text(ctx, text)` is NOT extracted, use it only
  for texts marked elsewhere with QT_TRANSLATE_NOOP), or `tr_message(message)` for the engine's Messages.
- Take-backs (cafegames/engine/takeback.py): after every `show_state` the controller calls
  `set_takeback(available)`; the base shows a "Take back" button at `takeback_at()` (a game puts it where its
  table has room) while a take-back is possible, and a click emits `takeback_requested` (Ctrl+Z does the same,
  through the table widget). A game whose turns are built in several clicks puts back the last click first:
  `undo_in_turn()` returns True when it did (Café's first guest of two). The result screen of a game that
  allowed them has a "Moves taken back" column (`takebacks_taken`, set by the controller).
- Keys: a game declares its keys once (`games/<id>/keys.py`, cafegames/engine/keys.py) and sets `KEYS` to them;
  `?` shows them over the table (`show_keys`, cafegames/ui/keys_overlay.py); tests/ui/test_keys.py checks that
  the declaration and `keyPressEvent` agree.
- `game.describe(event, seats)` feeds the log panel: scenes do not write log lines.
- Where a seat's place changes during a match (UNO's two-table tournament): `handoff_note(view)` gives the line
  the handoff screen shows under the name (the table, the seat), and `hurry(view)` says that no person takes part
  in what is played now: the controller then lets the computers act without the pace delay, shows the game's
  public view when nobody was handed the computer yet, and the scene skips its animations.
- Last moves (cafegames/ui/last_moves.py): after every `show_state` the controller calls `set_last_moves(notes)`
  (each seat's last move in a few words, until its next turn); a game says where each seat's label goes with
  `last_move_room(seat, width)` (a room beside its plate, and an alignment), or shows none (the default).
  `overlay_obstacles()` gives their rectangles to whatever else is laid over the table.
- Sounds: a game's `sounds.py` says which sound each event makes and when (`sound_cues(events)`); the scene
  sets `sound_cues = staticmethod(sounds.sound_cues)` and calls `self.play_sounds(events)` in `show_state`
  (cafegames/ui/sound.py plays them at the Settings volume, off the GUI thread).
- Hints and tips (cafegames/ui/assist.py, cafegames/ui/hinting.py): the base draws the Hint button (the game
  places it: `hint_button_pos`), the rings and the bubble; a game says which items an action is played with
  (`hint_targets(action)`: the card, the chair, the cell, the button), what a bubble should leave visible
  (`assist_avoid`) and, if it has one, a free place for the sentence (`assist_room`). `seat_columns` adds
  per-seat columns to the result screen (the hints used).
- Overlays (cafegames/ui/placement.py, `self.placement`): every bubble, tip, banner and badge on the table is
  placed by one service, which keeps visible what a game says is there: `click_targets()` (what may be clicked
  now), `status_rects()` (the line that says what to do), `name_plates()` (the players' plates with what they
  carry, `plate_rect(item)` counts an item's children: a label added to a plate is kept clear with it) and
  `keep_clear()` (what is better left visible). A game's own overlay calls `placement.place(key, sizes,
  anchor, item=…)` and goes where it is told.
- The end of a match is one result screen on the table (`cafegames.ui.ending`), never a window on top: after the
  last `show_state` the controller calls `show_result(result)`; once the last move's animations are over the
  screen opens with the winner's moment (`celebration.py`: busy while it plays, skipped by a click or a key,
  instant without animations). The game fills it in `fill_ending(screen, result)` — every seat in the order of
  `result.seat_places()` with what made its score — and may give it its own look (`ending_style()`) and put its
  "Results" button where its table has room (`screen.place_back`). The screen's buttons emit `play_again`,
  `new_game` and `start_page`, which the controller forwards to the main window (`play_again_requested`…: the
  same game with the same seats and options and a new seed, the new-game dialog, the start page).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from cafegames.engine.messages import Message
from cafegames.engine.protocol import Event, Result
from cafegames.engine.seats import Seat
from cafegames.ui import sound
from cafegames.ui.assist import AssistLayer
from cafegames.ui.ending import Column, EndingScreen, EndingStyle, PlaceRow, winners_headline
from cafegames.ui.graphics import BannerItem, ButtonItem
from cafegames.ui.i18n import tr_message
from cafegames.ui.last_moves import LastMoves
from cafegames.ui.placement import Placement
from cafegames.ui.scene_motion import Motion
from cafegames.ui.settings import Settings


class GameScene(Motion, QGraphicsScene):
    """The table of one game: renders one seat's view and emits the actions a human chooses."""

    action_chosen = Signal(object)
    busy_changed = Signal(bool)
    layout_changed = Signal()  # something a lesson's tip must keep clear of opened or closed (a chooser)
    play_again = Signal()  # the result screen's buttons (see the module docstring)
    new_game = Signal()
    start_page = Signal()
    hint_requested = Signal()  # the Hint button (cafegames/ui/assist.py; the controller asks the hard bot)
    rules_requested = Signal(str)  # a tip's "Read the rules": the section of the rules page
    takeback_requested = Signal()  # the table's "Take back" button (see the module docstring)

    WIDTH = 1600
    HEIGHT = 1000
    sound_cues: Any = None  # the game's sounds.sound_cues, as a staticmethod (see the module docstring)
    KEYS: tuple = ()  # the game's keys.KEYS: what `keyPressEvent` answers to, shown by `?` (show_keys)
    BACKGROUND = QColor("#2f5d46")
    ERROR_MS = 4000

    def __init__(self, game: Any, seats: Sequence[Seat], settings: Settings, parent=None):
        super().__init__(parent)
        self.game = game
        self.seats = tuple(seats)
        self.settings = settings
        self.seat_on_screen: int | None = None
        self.read_only = False  # a replay: nothing is chosen here (see the module docstring)
        self.setSceneRect(QRectF(0, 0, self.WIDTH, self.HEIGHT))
        self.setBackgroundBrush(self.BACKGROUND)
        self._running: set[QAbstractAnimation] = set()
        self._holding = False
        self._graveyard: list[QAbstractAnimation] = []
        self._error = BannerItem(960)
        self._error.setVisible(False)
        self.addItem(self._error)
        self._error_timer = QTimer(self)
        self._error_timer.setSingleShot(True)
        self._error_timer.timeout.connect(lambda: self._error.setVisible(False))
        self._idle_callbacks: list = []  # run once the running animations are over (`when_idle`)
        self._continuing = False  # running them: the scene stays busy if they start animations
        self._result: Result | None = None
        self._ending: EndingScreen | None = None
        self._celebration: QAbstractAnimation | None = None
        self._takeback_button: ButtonItem | None = None
        self.takebacks_taken: list[int] | None = None  # moves each seat took back, for the result screen
        self._keys_overlay = None  # `show_keys`
        # buttons others add to the result screen: (key, text function, callback) — a lesson's "Read the rules"
        self.ending_extras: list[tuple[str, Any, Any]] = []
        self.seat_columns: list = []  # callables giving (title, {seat: text}) or None: extra result columns
        self.placement = Placement(self)  # where every bubble, tip, banner and badge goes (cafegames/ui/placement.py)
        self.assist = AssistLayer(self)
        self.hint_button = ButtonItem(QCoreApplication.translate("GameScene", "Hint"), QSizeF(130, 44),
                                      color=QColor("#8a6d1f"), font_px=20)
        self.hint_button.setZValue(60)
        self.hint_button.setVisible(False)
        self.hint_button.clicked.connect(self.hint_requested)
        self.addItem(self.hint_button)
        self.last_moves = LastMoves(self)  # each seat's last move beside its plate (see the module docstring)

    # ------------------------------------------------------------------ what a game implements
    def show_state(self, seat_on_screen: int | None, view: Any, legal: list[Any], events: list[Event]) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        """Re-set every visible text after a language change (call super())."""
        self.set_hint_text(QCoreApplication.translate("GameScene", "Hint"))
        self._retranslate_takeback()
        if self._result is not None and self._ending is not None:
            self.skip_celebration()  # the rebuilt screen replaces the items the winner's moment animates
            self._build_ending()
        self.layout_changed.emit()  # a lesson's tip is said again in the new language

    # ------------------------------------------------------------------ "Larger cards and text" (cafegames/ui/larger.py)
    def relayout(self) -> None:
        """The setting was turned on or off during a game: the open table at the new sizes at once (plates, hand
        cards, words), with what was shown over it (the last moves, the hint, the tip, the banner) placed again."""
        self.finish_animations()
        self.lay_out()
        self.last_moves.refresh()
        self.assist.again()
        if self._error.isVisible():
            self.show_error(self._error.text)
        self.layout_changed.emit()  # a lesson's tip is placed again

    def lay_out(self) -> None:
        """A game draws what it shows again at the sizes `larger` gives now (its plates, its cards)."""

    # ------------------------------------------------------------------ last moves (cafegames/ui/last_moves.py)
    def handoff_note(self, view: Any) -> str:
        """A line for the handoff screen under the name of the person the computer is handed to, from their own
        `view` (a game where a seat's place changes, e.g. a tournament at two tables); "" for none (the default)."""
        return ""

    def hurry(self, view: Any) -> bool:
        """Whether what is played now (`view`: the game's `public_view`) is played at once: no person takes part
        in it (a game's table of computers while the people sit at another), so the computers act without the pace
        delay, and before anyone was handed the computer the table shows that public view; False by default."""
        return False

    def set_last_moves(self, notes: dict[int, Message]) -> None:
        """Each seat's last move (seats missing: none, e.g. the seat whose turn it is), shown beside its plate."""
        self.last_moves.show(notes)

    def last_move_room(self, seat: int, width: float) -> tuple[QRectF, Qt.AlignmentFlag] | None:
        """Where `seat`'s last move goes: a room beside its plate (scene coordinates) and how the label, `width`
        wide when whole, is aligned in it; None: not shown (the default)."""
        return None

    def overlay_obstacles(self) -> list[QRectF]:
        """What an overlay (a tip, a bubble, a banner) should leave visible on top of the plates: the labels."""
        return self.last_moves.rects()

    # ------------------------------------------------------------------ for a lesson's tips (cafegames/ui/lesson.py)
    def anchor_rect(self, anchor: tuple) -> QRectF | None:
        """Where the piece a lesson's step names is on the table (scene coordinates), None when it is not
        shown. A game answers for its own anchors: ("card", code), ("seat", n), ("button", key)…"""
        return None

    def keep_clear(self) -> list[QRectF]:
        """What a tip must cover as little as possible of (the buttons, the piles, an open chooser)."""
        return []

    def tip_spots(self) -> list[QRectF]:
        """Free places of the table where a tip may wait, its pointer reaching across (none by default)."""
        return []

    # ------------------------------------------------------------------ what no overlay covers (cafegames/ui/placement.py)
    def click_targets(self) -> list[QRectF]:
        """What the person on screen may click now (hand cards, chairs, cells, buttons, the bid question), in
        scene coordinates; a game says. The Hint and Take back buttons are the base's."""
        out = [QRectF(self.hint_button_pos(), self.hint_button.size)] if not self.read_only else []  # (where it
        takeback = self.takeback_button()  # shows: it may come up after an overlay is placed)
        return out + ([takeback.sceneBoundingRect()] if takeback is not None else [])

    def status_rects(self) -> list[QRectF]:
        """The line that says who acts and what to do (a game says where it is)."""
        return []

    def name_plates(self) -> list[QRectF]:
        """The players' name plates with what is written on or beside them ("You", badges, last-move labels):
        a game returns each plate's `plate_rect(item)`."""
        return []

    @staticmethod
    def plate_rect(item: QGraphicsItem) -> QRectF:
        """A plate and the labels it carries as children, in scene coordinates."""
        return item.sceneBoundingRect().united(item.mapRectToScene(item.childrenBoundingRect()))

    def ending_anchor_rect(self) -> QRectF | None:
        """What the last tip of a lesson stands beside on the result screen (its table of places)."""
        if self._ending is None:
            return None
        return self._ending.panel_rect()

    def ending_keep_clear(self) -> list[QRectF]:
        return [] if self._ending is None else [b.sceneBoundingRect() for b in self._ending.buttons.values()]

    # ------------------------------------------------------------------ hints and tips (cafegames/ui/assist.py)
    def hint_targets(self, action: Any) -> list[Any]:
        """The items `action` is played with on this table (its card, chair, cell or button); a game says."""
        return []

    def assist_avoid(self) -> list[Any]:
        """Items a hint's or tip's bubble should leave visible when it can (a game's hand, its buttons)."""
        return [self.hint_button] if self.hint_button.isVisible() else []

    def assist_room(self) -> QRectF | None:
        """A free part of the table where a hint's sentence goes when it fits (None: beside its pieces)."""
        return None

    def hint_button_pos(self) -> QPointF:
        """Where the Hint button goes (scene coordinates of its top left); a game puts it where it has room."""
        return QPointF(self.WIDTH - 150, 8)

    def set_hint_text(self, text: str) -> None:
        """The Hint button's text ("Hint", "Thinking…"), the button as wide as it needs."""
        from PySide6.QtGui import QFontMetricsF

        from cafegames.ui.graphics import scene_font

        self.hint_button.prepareGeometryChange()  # first: the scene's index must see the old size go
        self.hint_button.size.setWidth(max(110.0, QFontMetricsF(scene_font(20, True)).horizontalAdvance(text) + 32))
        self.hint_button.set_text(text)
        self.hint_button.setPos(self.hint_button_pos())

    def set_hint_available(self, on: bool) -> None:
        self.hint_button.setPos(self.hint_button_pos())
        self.hint_button.setVisible(on and not self.read_only and not self.ending_open())

    def show_hint(self, action: Any, why: Message | str) -> None:
        self.assist.show_hint(action, tr_message(why))

    def show_tip(self, text: Message | str, section: str, anchor: Any = None) -> None:
        self.assist.show_tip(tr_message(text), section, anchor)
    # ------------------------------------------------------------------ take-backs (see the module docstring)
    def set_takeback(self, available: bool) -> None:
        """Whether the person on screen may take back their last move now (the button shows only then)."""
        if self._takeback_button is None:
            if not available:
                return
            self._takeback_button = ButtonItem("", QSizeF(*self.TAKEBACK_SIZE), color=QColor("#6d5a48"), font_px=21)
            self._takeback_button.setObjectName("takeback")
            self._takeback_button.setZValue(900)
            self._takeback_button.clicked.connect(self.takeback_requested)
            self.addItem(self._takeback_button)
            self._retranslate_takeback()
        self._takeback_button.setPos(self.takeback_at(self._takeback_button.boundingRect().size()))
        self._takeback_button.setVisible(available)
        self.hint_button.setPos(self.hint_button_pos())  # a game may set the Hint button beside it

    def takeback_button(self) -> ButtonItem | None:
        """The "Take back" button while it is shown (for tests and a game's own layout)."""
        button = self._takeback_button
        return button if button is not None and button.isVisible() else None

    TAKEBACK_SIZE = (230, 56)  # the "Take back" button's width and height (a game may match its own buttons)

    def takeback_at(self, size: QSizeF) -> QPointF:
        """Where the "Take back" button's top left goes: the bottom right corner unless a game knows better."""
        return QPointF(self.WIDTH - size.width() - 24, self.HEIGHT - size.height() - 24)

    def undo_in_turn(self) -> bool:
        """Put back the last click of a turn still being built; True when there was one (see the docstring)."""
        return False

    def _retranslate_takeback(self) -> None:
        if self._takeback_button is not None:
            self._takeback_button.set_text(QCoreApplication.translate("GameScene", "↶ Take back"))

    # ------------------------------------------------------------------ the keys overlay (`?`)
    def show_keys(self, title: str, columns) -> None:
        """The keys overlay with `columns` ([(heading, [(keys, what)…])…], see keys_overlay.py)."""
        from cafegames.ui.keys_overlay import KeysOverlay

        if self._keys_overlay is None:
            self._keys_overlay = KeysOverlay(self.sceneRect())
            self.addItem(self._keys_overlay)
        self._keys_overlay.set_content(title, columns)
        self._keys_overlay.setVisible(True)

    def hide_keys(self) -> None:
        if self._keys_overlay is not None:
            self._keys_overlay.setVisible(False)

    def keys_shown(self) -> bool:
        return self._keys_overlay is not None and self._keys_overlay.isVisible()

    def keys_overlay(self):
        return self._keys_overlay

    # ------------------------------------------------------------------ the end of a match (see the docstring)
    def show_result(self, result: Result, celebrate: bool = True) -> None:
        """The match is over: open the result screen once the last move has been shown, with the winner's moment
        unless `celebrate` is False (a finished match opened again from its file)."""
        self._result = result
        self.when_idle(lambda: self._open_ending(celebrate))

    def result(self) -> Result | None:
        return self._result

    def ending_style(self) -> EndingStyle:
        """The result screen's look; a game returns its own."""
        return EndingStyle()

    def fill_ending(self, screen: EndingScreen, result: Result) -> None:
        """What the result screen shows; a game shows what made each score. By default: the winners, the game's
        summary and each seat's score."""
        names = [s.name for s in self.seats]
        screen.set_title(winners_headline(names, result.winners), tr_message(result.summary))
        label = tr_message(result.score_label) if result.score_label else QCoreApplication.translate("Ending", "Score")
        screen.set_columns([Column(label, bold=True)])
        places = result.seat_places()
        for s, name in enumerate(names):
            screen.add_row(PlaceRow(s, places[s], name, [str(result.scores[s]) if s < len(result.scores) else ""]))

    def ending_screen(self) -> EndingScreen:
        """The result screen (made on first use, hidden until the match is over)."""
        if self._ending is None:
            screen = EndingScreen(self.sceneRect(), self.ending_style())
            screen.setVisible(False)
            screen.document_name = QCoreApplication.translate("Ending", "{game}-results.pdf").format(
                game=getattr(self.game, "id", "game"))
            self.addItem(screen)
            self.addItem(screen.back)
            screen.play_again.connect(self.play_again)
            screen.new_game.connect(self.new_game)
            screen.start_page.connect(self.start_page)
            screen.skip_requested.connect(self.skip_celebration)
            self._ending = screen
        return self._ending

    def ending_open(self) -> bool:
        """The result screen is up (not while the table is looked at)."""
        return self._ending is not None and self._ending.is_open()

    def _build_ending(self) -> None:
        assert self._result is not None
        screen = self.ending_screen()
        screen.reset()
        self.fill_ending(screen, self._result)
        if self.takebacks_taken is not None:  # the game allowed take-backs: say how many each person took
            counts = self.takebacks_taken
            screen.add_seat_column(QCoreApplication.translate("GameScene", "Moves taken back"),
                                   {s: str(counts[s]) for s, seat in enumerate(self.seats)
                                    if seat.is_human and s < len(counts)})
        for key, text, callback in self.ending_extras:
            screen.add_button(key, text(), callback)
        for column in self.seat_columns:
            made = column()
            if made is not None:
                screen.add_seat_column(*made)
        screen.build()

    def _open_ending(self, celebrate: bool) -> None:
        from cafegames.ui.celebration import celebration

        self.hide_error()
        self.assist.clear()
        self.hint_button.setVisible(False)
        self._build_ending()
        screen = self.ending_screen()
        screen.open()
        if not celebrate:
            return
        screen.set_celebrating(True)
        self._celebration = self.play(celebration(screen, self.settings.duration, reduced=self.settings.reduced_motion))
        if self._celebration is None:
            screen.set_celebrating(False)
        else:
            self._celebration.finished.connect(lambda: screen.set_celebrating(False))

    def celebrating(self) -> bool:
        anim = self._celebration
        return anim is not None and anim.state() == QAbstractAnimation.State.Running

    def skip_celebration(self) -> None:
        """The winner's moment to its end at once (a click or a key on the result screen)."""
        if self.celebrating():
            self._celebration.setCurrentTime(self._celebration.totalDuration())

    def event(self, event) -> bool:
        """Keys go to the result screen first once the match is over (see cafegames.ui.ending)."""
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.KeyPress and self.keys_shown():  # any key closes the keys overlay
            self.hide_keys()
            event.accept()
            return True
        if event.type() == QEvent.Type.KeyPress and self._ending is not None and self._result is not None \
                and self._ending.key(event):
            event.accept()
            return True
        return super().event(event)

    # ------------------------------------------------------------------ for the controller
    def choose(self, action: Any) -> None:
        """Send the action a human chose (dropped while animations run, so a double click cannot act twice, and
        in a replay)."""
        if not self.is_busy() and not self.read_only:
            self.action_chosen.emit(action)

    def is_busy(self) -> bool:
        return bool(self._running)

    def when_idle(self, callback) -> None:
        """Call `callback` now if no animation runs, else as soon as the running ones are over — before the scene
        says it is idle, so what the callback plays keeps it busy without a gap (the result screen's moment)."""
        if self.is_busy():
            self._idle_callbacks.append(callback)
        else:
            callback()

    # ------------------------------------------------------------------ pauses a person ends (see the docstring)
    def hold_for_person(self) -> None:
        self._holding = True

    def release_hold(self) -> None:
        if self._holding:
            self._holding = False
            if not self.is_busy():
                self.busy_changed.emit(False)  # the controller schedules what comes next

    def is_holding(self) -> bool:
        return self._holding

    def skip_waits(self) -> None:
        """End the pause a person would end (a game closes what it showed for them, then calls super())."""
        self.release_hold()

    def play_sounds(self, events: Sequence[Event]) -> list[str]:
        """The sounds of what just happened, timed with the animations (instant ones get sound.GAP_MS between
        them); the names started, for tests."""
        if not events or self.sound_cues is None:
            return []
        scale = self.settings.animation_scale
        return sound.play_cues([(name, round(delay * scale)) for name, delay in self.sound_cues(events)],
                               self.settings)

    ERROR_WIDTHS = (960.0, 720.0, 520.0)  # narrower (taller) when the wide banner would cover something

    def show_error(self, message: Message | str) -> None:
        """The banner saying why a move is refused: where the game prefers it (`error_top`) unless it would cover
        what must stay visible (the tip, the status line, the targets, the names), else where it covers none."""
        banner = self._error
        banner.set_text(tr_message(message))
        banner.setVisible(False)  # not an obstacle to itself

        def size(width: float) -> QSizeF:
            banner.width = width
            return banner.text_rect().size()

        first = size(self.ERROR_WIDTHS[0])
        prefer = QRectF((self.WIDTH - first.width()) / 2, self.error_top(first.height()), first.width(),
                        first.height())
        width, rect = self.placement.place_sized("error", size, self.ERROR_WIDTHS, prefer=prefer, item=banner)
        banner.prepareGeometryChange()
        banner.width = width
        banner.setPos(rect.topLeft())
        banner.setVisible(True)
        self._error_timer.start(self.ERROR_MS)

    def error_top(self, height: float) -> float:
        """Where the error banner's top would best go (scene y): at the bottom of the table unless a game knows
        better; the placement service moves it when it would cover something that must stay visible."""
        return self.HEIGHT - height - 24

    def error_rect(self) -> QRectF | None:
        """The error banner in scene coordinates while it is shown (for tests)."""
        return self._error.placed_rect() if self._error.isVisible() else None

    def error_text(self) -> str:
        """The error banner's text while it is shown ("" otherwise), for tests."""
        return self._error.text if self._error.isVisible() else ""

    def hide_error(self) -> None:
        self._error.setVisible(False)
