"""`MatchController`: runs one match on screen — human clicks, computer turns, autosave, log, handoff.

It owns the `Match` and the game's scene. A new match is saved when it is shown; one opened from a file is not
written until a move is made. After every action it autosaves (encoded at once, written to disk by
a background thread: `save_writer.py`), writes the log lines
(`game.describe` → tr_message), shows the new state to the scene, and once the scene's animations are over
decides what comes next:

- a computer seat is to act (or may act out of turn): after the pace delay from Settings its bot chooses in a
  worker thread (QThreadPool; the GUI never blocks) and the result is applied on the GUI thread — dropped if a
  human acted meanwhile;
- a human is to act: when the game hides hands (`GAME.hidden_information`, True when absent) and something is
  secret now (`GAME.secret_now(state)`, True when absent: Canyon's canoes are placed before any card is dealt),
  two or more humans play, and that human is not the one on screen, the handoff screen covers the table until
  they confirm; otherwise the scene simply shows that human's view;
- before such a handoff, a moment for what is said aloud: when the game declares `public_actions` (action kinds
  anyone at the table may take in the open, e.g. UNO's call and catch) and a human may still take one, the table
  stays on screen for `PUBLIC_MOMENT_MS` (bots are asked meanwhile) — the player who just played can still call
  UNO, the others can catch — and the handoff comes when the moment passes or such an action is taken;
- hints and first-time tips: `assistant` (cafegames/ui/hinting.py) is told of every view shown; the scene's
  Hint button (and H, the main window's action) asks it for the hard computer's choice;
- what each seat did last: every action in a few words (`game.short_move`, kept in `notes`,
  cafegames/engine/last_moves.py) goes beside its seat's plate until that seat's next turn
  (`scene.set_last_moves`), and the handoff screen lists those since the person's last turn (`handoff_summary`);
- `autoplay(n)`: bots play the next n actions for every seat, humans included, with no delay.

When an action ends the match, the match is handed to the history (`history_link.record_finished`: written by
a thread of its own once the save is on disk) before `finished` is emitted.

Take-backs (`take_back`: Ctrl+Z and the table's button, when the game allows them, see
cafegames/engine/takeback.py): the match is replayed without the last move of the person on screen and the
computer moves after it; a thinking computer is cancelled (`generation`), the scene gets a fresh `show_state`,
the log is rebuilt (`log_reset`), and the shorter match is autosaved (a valid replay). The scene is told after
every change whether a take-back is possible (`set_takeback`).

`settled` fires whenever nothing more happens without a person: scene idle, no bot pending, and the game is
over, covered by the handoff, or waiting for a human (at their turn, or on a pause only they end, such as UNO's
score sheet between hands; `--screenshot` waits for it).

The end: when the match is over the scene gets `show_result(result)` and draws the one result screen on the
table (cafegames/ui/ending.py; `finished` is emitted too). Its buttons come back as the scene's `play_again`,
`new_game` and `start_page` signals, forwarded as `play_again_requested`, `new_game_requested` and
`start_page_requested`; the main window answers them (`MainWindow.play_again`, the new-game dialog, the start
page). Play again: `rematch()` builds the next match — same game, seats and options, a new seed.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from cafegames.engine.bots import APP
from cafegames.engine.errors import IllegalAction
from cafegames.engine.last_moves import MoveNote, handoff_lines, last_moves, notes_of
from cafegames.engine.match import Match
from cafegames.engine.messages import QT_TRANSLATE_NOOP, Message, msg
from cafegames.engine.protocol import Event
from cafegames.engine.saves import Autosaver, SaveError, now_iso, save_match
from cafegames.ui.i18n import tr_message
from cafegames.ui.save_writer import CLOSE_FLUSH_S, WRITER, flush_saves
from cafegames.ui.scene_base import GameScene
from cafegames.ui.settings import Settings
from cafegames.ui.titles import custom_title

CTX = "Controller"
LOG_LIMIT = 2000
log = logging.getLogger(__name__)
# A computer player's bug, for the status bar (the technical detail goes to the log)
BOT_MISTAKE = QT_TRANSLATE_NOOP("Controller", "A computer player made a mistake and plays the first allowed move "
                                              "instead (the details are in the log).")
PUBLIC_MOMENT_MS = 3000  # how long the table stays up before a handoff while a public action is open

class _BotSignals(QObject):
    done = Signal(int, object, object)  # generation, action or None, error text or None


class _BotJob(QRunnable):
    """Asks the candidate bots in order (the seat the game waits for first) off the GUI thread."""

    def __init__(self, generation: int, candidates: list[tuple[Any, Any, list[Any], bool]], signals: _BotSignals):
        super().__init__()
        self.generation = generation
        self.candidates = candidates
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        action, error = None, None
        for bot, view, legal, must_act in self.candidates:
            try:
                action = bot.choose(view, legal, must_act)
            except Exception as exc:  # a bot bug must not stop the game: the first legal action stands in
                error = f"{type(exc).__name__}: {exc}"
                action = legal[0] if must_act else None
            if action is None and must_act:
                error = error or "the computer player chose nothing"
                action = legal[0]
            if action is not None:
                break
        self.signals.done.emit(self.generation, action, error)


class MatchController(QObject):
    is_lesson = False  # a guided first game's controller says True (cafegames/ui/lesson.py)
    log_line = Signal(str)
    handoff_requested = Signal(int)  # the seat to hand the computer to
    handoff_cleared = Signal()
    changed = Signal()  # an action was applied or the seat on screen changed
    finished = Signal(object)  # Result
    save_failed = Signal(str)
    save_resumed = Signal()  # a save succeeded again after a failure
    error = Signal(str)  # an action refused, a bot failure: for the status bar
    settled = Signal()
    play_again_requested = Signal()  # the result screen asked for the same game again (MainWindow.play_again)
    new_game_requested = Signal()  # … for the new-game dialog
    start_page_requested = Signal()  # … for the start page
    rules_requested = Signal(str)  # a tip's "Read the rules": the section of the rules page (MainWindow.show_rules)
    log_reset = Signal()  # the log was rebuilt (a take-back): show `log_text()` again
    _save_refused = Signal(object)  # SaveError from the writer's thread, handled on the GUI thread
    _save_back = Signal()  # from the writer's thread too

    def __init__(self, match: Match, scene: GameScene, settings: Settings, save_path: Path | None = None,
                 title: str = "", created: str = "", parent: QObject | None = None, opened: bool = False):
        super().__init__(parent)
        self.match = match
        self.game = match.game
        self.scene = scene
        self.settings = settings
        self.save_path = save_path
        match.thinking = APP  # the searches stop at their time budget and run in the search process
        self.humans = [i for i, s in enumerate(match.seats) if s.is_human]
        self.hidden = bool(getattr(self.game, "hidden_information", True))
        self.on_screen: int | None = None if self.needs_handoffs() else (self.humans[0] if self.humans else 0)
        self.handoff_seat: int | None = None
        self.autoplay_left = 0
        self._hurried = False  # the last computer action was one of a hand nobody plays (`hurry`)
        self.generation = 0
        self.log: list[Message] = []  # kept as Messages, so a language change can translate them again
        self.notes: list[MoveNote | None] = []  # every action in a few words (cafegames/engine/last_moves.py)
        self._polled: int | None = None  # generation for which the bots were last asked
        self._thinking = False
        self._pending: tuple[int, Any] | None = None
        self._pool = QThreadPool(self)  # one thinking bot at a time, off the GUI thread
        self._pool.setMaxThreadCount(1)
        self._signals = _BotSignals()
        self._signals.done.connect(self._bot_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_pending)
        self.public_moment_ms = PUBLIC_MOMENT_MS
        self._moment = QTimer(self)  # the public moment before a handoff (see the module docstring)
        self._moment.setSingleShot(True)
        self._moment.timeout.connect(self._moment_over)
        self._moment_done = -1  # generation whose public moment has passed
        self._closed = False
        self.opened = opened  # the match was read from a file: nothing is written until a move is made
        self.autosaver: Autosaver | None = None
        self._save_refused.connect(self._save_error)  # queued: emitted on the writer's thread
        self._save_back.connect(self._save_resumed)
        if save_path is not None:
            self.autosaver = self._autosaver(save_path, title, created or now_iso())
            match.listeners.append(self.autosaver)
        scene.action_chosen.connect(self.human_action)
        scene.play_again.connect(self.play_again_requested)
        scene.new_game.connect(self.new_game_requested)
        scene.start_page.connect(self.start_page_requested)
        scene.busy_changed.connect(self._busy_changed)
        scene.rules_requested.connect(self.rules_requested)
        from cafegames.ui.hinting import Assistant

        self.assistant = Assistant(self)  # the Hint button and the first-time tips (cafegames/ui/hinting.py)
        scene.takeback_requested.connect(self.take_back)

    # ------------------------------------------------------------------ start and stop
    def start(self) -> None:
        """Show the table, rebuild the log of the actions already played, save, and let play begin."""
        self._rebuild_log()
        if self.match.is_over() and self.on_screen is None:  # nothing left to hide at the end of a game
            self.on_screen = self.humans[0] if self.humans else 0
        if self.autosaver is not None and not self.opened:  # a new game is listed (loadable) once it shows
            self.autosaver(self.match)
            self.autosaver.flush(CLOSE_FLUSH_S)
        self._show([])
        if self.match.is_over():  # a finished game opened from the load list: show how it ended
            self._show_result(celebrate=False)
        self._schedule()

    def close(self) -> None:
        """Stop timers and forget pending bot results (the window is closing or another game starts)."""
        self._closed = True
        self._timer.stop()
        self._moment.stop()
        self.generation += 1
        if self.autosaver in self.match.listeners:
            self.match.listeners.remove(self.autosaver)
        flush_saves()

    @property
    def title(self) -> str:
        """The title the family gave this game ("" when it has none: the load list then shows the players)."""
        if self.autosaver is None:
            return ""
        return custom_title(self.autosaver.title, self.game.id, self.match.seats)

    def save_as(self, path: Path, title: str) -> None:
        """Game → Save as…: write a copy named `title` to `path`; from then on the game is saved there (the old
        file stays as it was). SaveError when the disk refuses; nothing changes then."""
        created = self.autosaver.created if self.autosaver else now_iso()
        flush_saves(None)  # the autosaves of the old file first
        save_match(self.match, path, title, created)
        if self.autosaver is None:
            self.autosaver = self._autosaver(path, title, created)
            self.match.listeners.append(self.autosaver)
        self.autosaver.path, self.autosaver.title, self.autosaver.last_error = path, title, None
        self.save_path = path

    def save_now(self, path: Path | None = None) -> None:
        """Save to `path` (default: this match's file); SaveError when the disk refuses."""
        target = path or self.save_path
        if target is None:
            return
        flush_saves(None)  # an autosave still on its way must not land after this save
        save_match(self.match, target, self.autosaver.title if self.autosaver else "",
                   self.autosaver.created if self.autosaver else "")

    def rematch(self, seed: int | None = None) -> Match:
        """The same game again: same seats (names, computer levels), same rule options, a new seed."""
        from cafegames.engine import rng

        match = self.match
        return Match(match.game, match.options_dict, match.seats, rng.new_seed() if seed is None else seed)

    # ------------------------------------------------------------------ who is on screen
    def needs_handoffs(self) -> bool:
        if not (self.hidden and len(self.humans) >= 2):
            return False
        secret_now = getattr(self.game, "secret_now", None)
        return secret_now is None or bool(secret_now(self.match.state))

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    def public_moment(self) -> bool:
        """Whether a human may still take a public action (`GAME.public_actions`) before the table is handed on."""
        kinds = getattr(self.game, "public_actions", ())
        if not kinds or self.on_screen is None or self._moment_done == self.generation or self.match.is_over():
            return False
        state = self.match.state
        return any(a.kind in kinds for s in self.humans for a in self.game.legal_actions(state, s))

    def _moment_over(self) -> None:
        self._moment_done = self.generation
        self._schedule()

    def waiting_seat(self) -> int | None:
        seats = self.match.to_act()
        return seats[0] if seats and not self.match.is_over() else None

    def hurry(self) -> bool:
        """Whether no person takes part in what is played now (`GameScene.hurry`, from the game's public view)."""
        public = getattr(self.game, "public_view", None)
        return public is not None and not self.match.is_over() and self.scene.hurry(public(self.match.state))

    def _show(self, events: list[Event]) -> None:
        if self.handoff_seat is None and self.on_screen is None and (self._hurried or self.hurry()):  # the public table
            self.scene.show_state(None, self.game.public_view(self.match.state), [], events)
            return
        if self.handoff_seat is not None or self.on_screen is None:
            return
        seat = self.on_screen
        state = self.match.state
        legal = [] if self.match.is_over() else self.game.legal_actions(state, seat)
        view = self.game.view(state, seat)
        self.scene.show_state(seat, view, legal, events)
        self.scene.set_last_moves(last_moves(self.notes, len(self.match.seats), self.waiting_seat()))
        self.scene.set_takeback(self.match.takebacks_allowed and self.takeback_refusal() is None)
        self.assistant.shown(seat, view, legal, events)

    # ------------------------------------------------------------------ take-backs (see the module docstring)
    def takeback_refusal(self) -> Message | None:
        """Why the person on screen cannot take back a move now, or None when they can."""
        from cafegames.engine.takeback import CTX as TAKEBACK
        from cafegames.engine.takeback import OFF, takeback_point

        if not self.match.takebacks_allowed:
            return msg(TAKEBACK, OFF)
        if self.on_screen is None or self.handoff_seat is not None or not self.match.seats[self.on_screen].is_human:
            return msg(CTX, QT_TRANSLATE_NOOP("Controller", "Only the person at the table can take back a move."))
        point = takeback_point(self.match, self.on_screen)
        return point if isinstance(point, Message) else None

    def take_back(self) -> bool:
        """Undo the last move of the person on screen and the computer moves after it (Ctrl+Z, the table's
        button); False, with the reason on the table, when it is not possible. A move only begun on the table
        (Café's first guest of two) is put back by the scene itself first (`undo_in_turn`)."""
        from cafegames.engine.takeback import take_back

        if self._closed or self.autoplay_left > 0:
            return False
        if self.scene.undo_in_turn():
            return True
        refusal = self.takeback_refusal()
        seat = self.on_screen
        shorter = take_back(self.match, seat) if refusal is None and seat is not None else refusal
        if not isinstance(shorter, Match):
            self.scene.show_error(shorter)
            return False
        self.generation += 1  # a computer thinking about the old position is not listened to any more
        self._timer.stop()
        self._pending = None
        self._moment.stop()
        shorter.listeners = [x for x in self.match.listeners]
        shorter.thinking = self.match.thinking  # the computers keep thinking as the app's do (time budget, apart)
        self.match = shorter
        self.scene.finish_animations()
        if self.scene.is_holding():  # e.g. UNO's score sheet of a hand the move had ended
            self.scene.skip_waits()
        self.scene.hide_error()
        self.log = []
        self._rebuild_log(emit=False)  # the panel is given the whole log at once (`log_reset`)
        self.log.append(msg(CTX, QT_TRANSLATE_NOOP("Controller", "{name} takes back a move."),
                            name=self.seat_name(seat)))
        self.log_reset.emit()
        if self.autosaver is not None:
            self.autosaver(self.match)
        self._show([])
        self.changed.emit()
        self._schedule()
        return True

    # ------------------------------------------------------------------ actions
    def human_action(self, action: Any) -> None:
        """An action chosen on screen (possibly for another seat acting out of turn)."""
        if self._closed or self.handoff_seat is not None:
            return
        seat = getattr(action, "seat", None)
        if isinstance(seat, int) and 0 <= seat < len(self.match.seats) and not self.match.seats[seat].is_human \
                and self.autoplay_left == 0:
            self.scene.show_error(msg(CTX, QT_TRANSLATE_NOOP("Controller", "That seat is played by the computer.")))
            return
        self.assistant.acted()
        self._apply(action)

    def _apply(self, action: Any, by_human: bool = True) -> bool:
        try:
            events = self.match.act(action)
        except IllegalAction as exc:
            if by_human:  # a computer's refused move is a bug report, not a message for the people playing
                self.scene.show_error(exc.message)
            self.error.emit(tr_message(exc.message))
            return False
        self.generation += 1
        self.scene.hide_error()
        self.notes += notes_of(self.game, self.match.state, action, events)
        self._log_events(events)
        self._show(events)
        self.changed.emit()
        if self.match.is_over():
            self._remember_players()
            self._record_history()
            self._show_result()
        self._schedule()
        return True

    def _remember_players(self) -> None:
        """The people of a match just finished become the family's remembered players (not a lesson's learner,
        not a placeholder such as "Player 1": `Players.remember`), before the history attaches them by name."""
        if self.is_lesson:
            return
        from cafegames.engine.players import Players

        Players().remember(self.match.seats)

    def _record_history(self) -> None:
        """A match that just ended goes into the history (cafegames/ui/history_link.py: off the GUI thread), when
        its save is one of the saves folder's (the history holds nothing the saves do not)."""
        from cafegames.engine.saves import in_saves_folder

        if self.autosaver is None or not in_saves_folder(self.autosaver.path):
            return
        from cafegames.ui.history_link import record_finished

        record_finished(self.match, self.autosaver.path, self.autosaver.created)

    def _show_result(self, celebrate: bool = True) -> None:
        """The result screen on the table. A match played to its end by `autoplay` before anyone was handed the
        computer has shown nothing yet: the table is shown first (nothing is hidden any more)."""
        if self.on_screen is None:
            self.on_screen = self.humans[0] if self.humans else 0
            self._show([])
            self.changed.emit()
        result = self.game.result(self.match.state)
        self.scene.takebacks_taken = list(self.match.takebacks) if self.match.takebacks_allowed else None
        self.scene.show_result(result, celebrate)
        self.finished.emit(result)

    def autoplay(self, n: int) -> None:
        """Let the bots play the next `n` actions for every seat, humans included."""
        self.autoplay_left = max(0, n)
        if self.handoff_seat is not None and n > 0:
            self.handoff_seat = None
            self.handoff_cleared.emit()
        self._schedule()

    def confirm_handoff(self) -> None:
        """The person the computer was handed to is ready: show their view."""
        if self.handoff_seat is None:
            return
        self.on_screen = self.handoff_seat
        self.handoff_seat = None
        self.handoff_cleared.emit()
        self._show([])
        self.changed.emit()
        self._schedule()

    # ------------------------------------------------------------------ what comes next
    def is_settled(self) -> bool:
        return (not self.scene.is_busy() and not self._thinking and self._pending is None
                and not self._moment.isActive()
                and (self.handoff_seat is not None or self.match.is_over() or self.scene.is_holding()
                     or (self._polled == self.generation and self.autoplay_left == 0)))

    def _busy_changed(self, busy: bool) -> None:
        if not busy:
            self._schedule()

    def _schedule(self) -> None:
        if self._closed or self.scene.is_busy() or self._thinking or self._pending is not None:
            return
        if self.scene.is_holding():  # a pause only a person ends (UNO's score sheet): nothing moves meanwhile
            if self.autoplay_left > 0:
                self.scene.skip_waits()  # the release signals busy_changed(False), which schedules again
            if self.scene.is_holding():
                self.settled.emit()
            return
        if self.handoff_seat is not None or self.match.is_over():
            self.autoplay_left = 0 if self.match.is_over() else self.autoplay_left
            self.settled.emit()
            return
        waiting = self.waiting_seat()
        if (self.autoplay_left == 0 and waiting is not None and self.match.seats[waiting].is_human
                and waiting != self.on_screen):
            if not self.needs_handoffs():
                self.on_screen = waiting
                self._show([])
                self.changed.emit()
            elif self.public_moment():  # the table stays up a moment; the bots may still act out of turn
                if not self._moment.isActive():
                    self._moment.start(self.public_moment_ms)
            else:
                self._moment.stop()
                self.handoff_seat = waiting
                self.handoff_requested.emit(waiting)
                self.settled.emit()
                return
        else:
            self._moment.stop()  # no handoff ahead (any more): no moment to wait for
        if self._polled == self.generation and self.autoplay_left == 0:
            if not self._moment.isActive():
                self.settled.emit()
            return
        self._ask_bots()

    def _ask_bots(self) -> None:
        include_humans = self.autoplay_left > 0
        state = self.match.state
        candidates = []
        for i, seat in enumerate(self.match.to_act()):
            if not include_humans and self.match.seats[seat].is_human:
                continue
            legal = self.game.legal_actions(state, seat)
            if legal:
                candidates.append((self.match.bot(seat), self.game.view(state, seat), legal, i == 0))
        self._polled = self.generation
        if not candidates:
            self.autoplay_left = 0
            self.settled.emit()
            return
        self._thinking = True
        self._asked_at = time.monotonic()
        self._pool.start(_BotJob(self.generation, candidates, self._signals))

    def _bot_done(self, generation: int, action: Any, error: str | None) -> None:
        self._thinking = False
        if self._closed:
            return
        if error:
            log.warning("computer player: %s", error)
            self.error.emit(tr_message(Message(CTX, BOT_MISTAKE)))
        if generation != self.generation or action is None:
            self._schedule()
            return
        self._hurried = self.hurry()  # (its last action shown too when the hand it ends was played at once)
        delay = 0 if self.autoplay_left > 0 or self._hurried else self.settings.computer_delay_ms
        left = max(0, int(delay - (time.monotonic() - self._asked_at) * 1000))
        self._pending = (generation, action)
        self._timer.start(left)

    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or self._closed:
            return
        generation, action = pending
        if generation != self.generation:
            self._schedule()
            return
        if self.autoplay_left > 0:
            self.autoplay_left -= 1
        if not self._apply(action, by_human=False):  # a bot proposing an illegal action is a bug: say so, never stall the game
            log.warning("computer action refused: %r", action)
            self.error.emit(tr_message(Message(CTX, BOT_MISTAKE)))
            seat = self.waiting_seat()
            if seat is not None and (not self.match.seats[seat].is_human or self.autoplay_left > 0):
                legal = self.game.legal_actions(self.match.state, seat)
                if legal and self._apply(legal[0], by_human=False):
                    return
            self.settled.emit()

    # ------------------------------------------------------------------ log and saving
    def _log_events(self, events: list[Event], emit: bool = True) -> None:
        for event in events:
            line = self.game.describe(event, self.match.seats)
            if line is not None:
                self.log.append(line)
                if emit:
                    self.log_line.emit(tr_message(line))
        del self.log[:-LOG_LIMIT]

    def _rebuild_log(self, emit: bool = True) -> None:
        """The log of the match so far: what the set-up did (the optional `GAME.opening_events(options, seats,
        seed)`: UNO's draws for the deal and first card), then its actions replayed on a fresh state (their
        notes too)."""
        game = self.game
        self.notes = []
        opening = getattr(game, "opening_events", None)
        if opening is not None:
            self._log_events(opening(self.match.options, self.match.seats, self.match.seed), emit)
        if not self.match.actions:
            return
        state = game.setup(self.match.options, self.match.seats, self.match.seed)
        for action in self.match.actions:
            state, events = game.apply(state, action)
            self.notes += notes_of(game, state, action, events)
            self._log_events(events, emit)

    def handoff_note(self, seat: int) -> str:
        """The game's line under the name on `seat`'s handoff screen (`GameScene.handoff_note`), often none."""
        return self.scene.handoff_note(self.game.view(self.match.state, seat))

    def handoff_summary(self, seat: int) -> list[Message]:
        """What happened since `seat`'s last turn, for its handoff screen (the same words as the table's)."""
        return handoff_lines(self.notes, seat, self.match.seats)

    def log_text(self) -> str:
        """The whole log in the current language."""
        return "\n".join(tr_message(m) for m in self.log)

    def _autosaver(self, path: Path, title: str, created: str) -> Autosaver:
        return Autosaver(path, title, created, on_error=self._save_refused.emit, writer=WRITER,
                         on_resumed=self._save_back.emit)

    def _save_error(self, exc: SaveError) -> None:
        if not self._closed:
            self.save_failed.emit(tr_message(exc.message))

    def _save_resumed(self) -> None:
        if not self._closed:
            self.save_resumed.emit()
