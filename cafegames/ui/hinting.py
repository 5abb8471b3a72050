"""`Assistant`: the Hint button and the first-time tips of one match on screen (owned by the MatchController).

Hint (the scene's Hint button, or H): when the person on screen may act, the hard computer is asked for that
seat's choice on that seat's view only (`cafegames.engine.hints.ask`, in a worker thread; its search runs in the
search process), and the scene rings the pieces of its choice with its reason (`GameScene.show_hint`). The same
position gives the same hint; asking again in that position shows it again and counts once. The count per seat
(`match.hints`) is saved at once and shown on the result screen.

Tips: after each action shown, the game's detectors (`<game>/tips.py`, `cafegames.engine.tips`) say which rules
come up for the seat on screen; a kind not yet shown to that player (remembered in Settings' `tips_seen`, by
remembered player or by name) is shown once as a bubble with a "Read the rules" link — never with Settings'
"Don't show tips", never during autoplay.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from cafegames.engine import hints, registry
from cafegames.engine.messages import QT_TRANSLATE_NOOP, msg

log = logging.getLogger(__name__)
CTX = "Hints"
NOTHING = msg(CTX, QT_TRANSLATE_NOOP("Hints", "Nothing to do just now: wait for your turn."))
SEEN_KEY = "tips_seen"
SEEN_LIMIT = 500


class _Signals(QObject):
    done = Signal(int, int, object)  # generation, seat, Decision or None


class _HintJob(QRunnable):
    def __init__(self, generation: int, seat: int, args: tuple, signals: _Signals):
        super().__init__()
        self.generation, self.seat, self.args, self.signals = generation, seat, args, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            decision = hints.ask(*self.args)
        except Exception:  # a bot bug must not stop the game: no hint this time (the details go to the log)
            log.exception("the hint could not be computed")
            decision = None
        self.signals.done.emit(self.generation, self.seat, decision)


class Assistant(QObject):
    hint_shown = Signal()  # for tests and the status bar

    def __init__(self, controller: Any):
        super().__init__(controller)
        self.controller = controller
        self.scene = controller.scene
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self._asking: int | None = None  # generation of the hint being computed
        self._known: dict[tuple[int, int], Any] = {}  # (generation, seat) → its decision, counted once
        self.tips = _detector(controller.game.id)
        self.scene.hint_requested.connect(self.request)
        self.scene.seat_columns.append(self.hints_column)

    # ------------------------------------------------------------------ hints
    def available(self) -> bool:
        c = self.controller
        seat = c.on_screen
        if (c._closed or c.match.is_over() or c.handoff_seat is not None or seat is None or c.autoplay_left
                or not c.match.seats[seat].is_human or self.scene.read_only or self.in_lesson()):
            return False
        return bool(c.game.legal_actions(c.match.state, seat))

    def in_lesson(self) -> bool:
        """A guided first game (cafegames/ui/lesson.py) is its own teacher: no hint, no first-time tip over its
        tips (a tip's bubble covered the guest the lesson asked for)."""
        return self.controller.is_lesson

    def request(self) -> bool:
        """Ask for a hint for the seat on screen; False when none can be given now."""
        if not self.available():
            return False
        c = self.controller
        seat, generation = c.on_screen, c.generation
        known = self._known.get((generation, seat))
        if known is not None:
            self._show(seat, known)
            return True
        if self._asking == generation:
            return True
        self._asking = generation
        self.scene.hint_button.setEnabled(False)
        self.scene.set_hint_text(QCoreApplication.translate("GameScene", "Thinking…"))
        state = c.match.state
        to_act = c.match.to_act()
        args = (c.game, c.game.view(state, seat), c.game.legal_actions(state, seat), bool(to_act) and to_act[0] == seat,
                seat, c.match.seed)
        self._pool.start(_HintJob(generation, seat, args, self._signals))
        return True

    def _done(self, generation: int, seat: int, decision: Any) -> None:
        c = self.controller
        if self._asking == generation:
            self._asking = None
        self.scene.hint_button.setEnabled(True)
        self.scene.set_hint_text(QCoreApplication.translate("GameScene", "Hint"))
        if c._closed or generation != c.generation or c.on_screen != seat or c.handoff_seat is not None:
            return
        self._known[(generation, seat)] = decision if decision is not None else NOTHING
        if decision is not None:  # "nothing to do now" is no hint
            c.match.hints[seat] += 1
            if c.autosaver is not None:
                c.autosaver(c.match)
        self._show(seat, self._known[(generation, seat)])

    def _show(self, seat: int, decision: Any) -> None:
        if decision is NOTHING:
            self.scene.show_hint(None, NOTHING)
        else:
            self.scene.show_hint(decision.action, decision.why)
        self.hint_shown.emit()

    def busy(self) -> bool:
        return self._asking is not None

    def hints_column(self) -> tuple[str, dict[int, str]] | None:
        """The result screen's "Hints" column, when anyone used one (computers' cells empty)."""
        match = self.controller.match
        if not any(match.hints):
            return None
        return (QCoreApplication.translate("Ending", "Hints"),
                {s: str(match.hints[s]) for s, seat in enumerate(match.seats) if seat.is_human})

    # ------------------------------------------------------------------ table shown
    def shown(self, seat: int, view: Any, legal: list[Any], events: list[Any]) -> None:
        """The scene was given a new view: drop the old hint, offer the button, show a tip that comes up. A tip
        still shown (it stays until the person acts) is placed again: the new view may have put a button where it
        was (a Deluxe hit's "Take 2 cards" came up under an Exchange's tip)."""
        self.scene.assist.clear_hint()
        if self.scene.assist.tip_text:
            self.scene.assist.again()
        self.scene.set_hint_available(self.available())
        settings = self.controller.settings
        if (self.tips is None or not settings.show_tips or self.controller.autoplay_left or self.scene.read_only
                or self.in_lesson()):
            return
        person = self.controller.match.seats[seat]
        if not person.is_human:
            return
        seen = settings.json_value(SEEN_KEY, [])
        seen = [k for k in seen if isinstance(k, str)] if isinstance(seen, list) else []
        for tip in self.tips(view, legal, events, seat):
            key = tip_key(self.controller.game.id, tip.kind, person)
            if key in seen:
                continue
            self.scene.show_tip(tip.text, tip.section, tip.anchor)
            settings.set_json_value(SEEN_KEY, (seen + [key])[-SEEN_LIMIT:])
            return

    def acted(self) -> None:
        """A person acted: the tip they were shown has done its work."""
        self.scene.assist.clear_tip()


def tip_key(game_id: str, kind: str, seat: Any) -> str:
    """Who has seen which tip: the remembered player, or the name for a name typed for one game."""
    who = f"player:{seat.player}" if seat.player else f"name:{seat.name.casefold()}"
    return f"{game_id}:{kind}:{who}"


def _detector(game_id: str):
    info = registry.GAMES.get(game_id)
    if info is None:
        return None
    try:
        return importlib.import_module(f"{info.package}.tips").moments
    except ImportError:
        return None
