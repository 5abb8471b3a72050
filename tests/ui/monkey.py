"""A child at the keyboard: random real input to the real main window, from a seed.

    python -m tests.ui.monkey --events 100000 --seeds 7 8 9   # the long run: events/s, what was on screen, and
                                                              # every failure with its seed and event number

What the monkey does, at random, to whatever is on top (a popup menu, else a modal dialog, else the main
window): clicks (some right or double), drags and wheel turns at random points — of a random visible widget, of
the window, or of an item of a game's table — keys (letters, digits, Enter, Esc, Tab, arrows, Space, the app's
shortcuts, Ctrl+Q too: the window is made again when it closes, as a restart would), typed names, resizes from
the minimum size to 1920×1080, menu actions, dialogs opened (new game, load, settings, rules, about, save as),
language switches, seeded saves opened (each table gets its share), the computers playing for everyone for a
while, saves damaged on purpose. The world it plays in, and the guard rails, are in tests/ui/monkey_world.py.

Each event is sent from a fresh single-shot timer that is scheduled before the event is sent: the nested event
loop of a modal dialog or menu (`exec`) fires it, so the monkey goes on inside dialogs, menus and message boxes
— and the time the loop takes to come back for it is the time the previous event took to be handled.

Failures: an exception anywhere (also in threads), a Qt warning (but `monkey_world.QT_NOISE`), a logged warning,
a frozen event loop (see FREEZE_S), closed dialogs piling up in memory, and at the end a save that does not load
(but those damaged on purpose) or a file from outside that changed. Timing (computer players think in threads,
animations run on the clock) makes two runs of one seed differ after a while, so a failure names the seed, the
event number and the events that led to it (`--trace` prints every event as it is sent).
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import faulthandler
import gc
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("CAFEGAMES_SOUND", "off")  # as in the tests (tests/conftest.py): no speaker reached

import shiboken6  # noqa: E402
from PySide6.QtCore import QEvent, QEventLoop, QKeyCombination, QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QKeyEvent, QKeySequence, QMouseEvent, QWheelEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QGraphicsView,
    QLineEdit,
    QWidget,
)

from cafegames.ui import i18n  # noqa: E402
from cafegames.ui.main_window import MainWindow  # noqa: E402
from cafegames.ui.save_writer import flush_saves  # noqa: E402
from cafegames.ui.settings import Settings  # noqa: E402
from tests.ui.helpers import quick_settings  # noqa: E402
from tests.ui.monkey_world import NAMES, GuardRails, World  # noqa: E402

# Each event handled within 1 s: the GUI thread may not work on one event for longer than FREEZE_S of its own
# CPU time (what a user's machine shows as a frozen window, whatever else this shared machine runs), nor be away
# from the event loop longer than BLOCKED_S of wall time (a wait on a disk, a lock or a thread).
FREEZE_S = 1.0
BLOCKED_S = 5.0
STUCK_S = 20.0  # no event at all for this long: the watchdog writes down where the GUI thread is
GIVE_UP_S = 300.0  # ... and for this long: it prints every thread's stack and ends the process (CI must not hang)
RECENT = 12  # events shown with a failure
KEPT_DIALOGS = 2  # closed dialogs of one kind that may stay in memory at the end (kept to be reused)
K = Qt.Key
CTRL, SHIFT, ALT, NONE = (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier,
                          Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.NoModifier)
LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton

# (key, modifiers, weight): what a child presses, and the shortcuts of the app (docs: DESIGN.md "Keyboard").
KEYS = ([(getattr(K, f"Key_{c}"), NONE, 1.0) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
        + [(getattr(K, f"Key_{d}"), NONE, 1.0) for d in "0123456789"]
        + [(K.Key_Return, NONE, 6), (K.Key_Enter, NONE, 2), (K.Key_Escape, NONE, 7), (K.Key_Tab, NONE, 6),
           (K.Key_Backtab, SHIFT, 2), (K.Key_Left, NONE, 3), (K.Key_Right, NONE, 3), (K.Key_Up, NONE, 3),
           (K.Key_Down, NONE, 3), (K.Key_Space, NONE, 5), (K.Key_Backspace, NONE, 3), (K.Key_Delete, NONE, 1),
           (K.Key_Home, NONE, 1), (K.Key_End, NONE, 1), (K.Key_PageDown, NONE, 1), (K.Key_F1, NONE, 1.5),
           (K.Key_F11, NONE, 1), (K.Key_N, CTRL, 1.2), (K.Key_O, CTRL, 1.2), (K.Key_S, CTRL, 1),
           (K.Key_S, CTRL | SHIFT, 0.5), (K.Key_Z, CTRL, 1), (K.Key_L, CTRL, 1), (K.Key_Comma, CTRL, 0.5),
           (K.Key_G, ALT, 0.4), (K.Key_H, ALT, 0.4), (K.Key_Q, CTRL, 0.1)])
TEXTS = NAMES + ("{hand:>400000000}", "‮abc", "a" * 40, "Grand-mère\tx", "<img src=x>", "12", "  ")
SIZES = ((640, 480), (800, 600), (1024, 768), (1280, 800), (1366, 768), (1600, 900), (1920, 1080))
DIALOGS = ("act_new", "act_load", "act_settings", "act_rules", "act_about", "act_save_as")  # MainWindow's actions

# How often each kind of event comes, by what is on top.
ON_POPUP = {"click": 45, "key": 35, "wheel": 5, "click_outside": 10, "language": 1}
ON_DIALOG = {"click": 40, "double": 5, "drag": 4, "wheel": 4, "key": 28, "type": 8, "resize": 2, "language": 1,
             "wait": 3}
ON_WINDOW = {"click": 35, "double": 5, "drag": 6, "wheel": 4, "key": 20, "type": 2, "resize": 3, "menu": 4,
             "dialog": 3, "language": 1, "open_save": 1.5, "autoplay": 1.5, "damage": 0.3, "quit": 0.2, "wait": 5}


@dataclasses.dataclass
class Failure:
    seed: int
    event: int
    kind: str
    detail: str
    recent: list[str]
    times: int = 1

    def text(self) -> str:
        again = f" ({self.times} times)" if self.times > 1 else ""
        lines = [f"seed {self.seed}, event #{self.event}: {self.kind}{again}", "  " + self.detail.replace("\n", "\n  ")]
        lines += ["  the events before it:"] + [f"    {e}" for e in self.recent]
        return "\n".join(lines)


@dataclasses.dataclass
class Report:
    seed: int
    events: int = 0
    seconds: float = 0.0
    failures: list[Failure] = dataclasses.field(default_factory=list)
    visited: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    kinds: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    worst_wait: float = 0.0  # wall time the event loop took to come back for an event
    worst_after: str = ""
    worst_work: float = 0.0  # CPU time the GUI thread spent on one event
    worst_work_after: str = ""
    windows: int = 0
    hidden_dialogs: int = 0  # closed dialogs still in memory at the end
    file_answers: int = 0
    urls: int = 0

    def text(self) -> str:
        rate = self.events / self.seconds if self.seconds else 0.0
        lines = [f"seed {self.seed}: {self.events} events in {self.seconds:.1f} s ({rate:.1f} events/s), "
                 f"{len(self.failures)} failures, {self.windows} main windows, {self.file_answers} file dialogs "
                 f"answered, {self.urls} links caught, {self.hidden_dialogs} closed dialogs left in memory",
                 f"  longest wait for the event loop: {self.worst_wait * 1000:.0f} ms, after {self.worst_after}",
                 f"  most work on one event: {self.worst_work * 1000:.0f} ms of CPU, for {self.worst_work_after}",
                 "  on screen: " + ", ".join(f"{k} {v}" for k, v in sorted(self.visited.items())),
                 "  events: " + ", ".join(f"{k} {v}" for k, v in sorted(self.kinds.items()))]
        return "\n".join(lines + [f.text() for f in self.failures])


def alive(obj) -> bool:
    return obj is not None and shiboken6.isValid(obj)


def _name(w: QWidget) -> str:
    text = w.text() if isinstance(w, QAbstractButton) else ""
    return type(w).__name__ + (f" “{text[:24]}”" if text else "")


class Monkey:
    """One seeded run against a real MainWindow (see the module docstring)."""

    def __init__(self, seed: int, root: Path, pace_ms: int = 0, progress: Callable[[Monkey], None] | None = None,
                 trace: bool = False):
        self.seed = seed
        self.trace = trace
        self.pictures: Path | None = None  # where to save a picture of the top window every `picture_every` events
        self.picture_every = 500
        self.rng = random.Random(seed)
        self.world = World(root, random.Random(seed * 7919 + 1))
        self.settings = quick_settings(root)
        self.pace_ms = pace_ms
        self.progress = progress
        self.report = Report(seed)
        self.recent: collections.deque[str] = collections.deque(maxlen=RECENT)
        self.count = 0
        self.budget = 0
        self.window: MainWindow | None = None
        self.rails: GuardRails | None = None
        self._due = 0.0
        self._cpu = time.thread_time()
        self._beat = time.perf_counter()
        self._finishing = False
        self._loop: QEventLoop | None = None
        self._unwinder: QTimer | None = None
        self._stopped = threading.Event()
        self._seen: dict[tuple[str, str], Failure] = {}
        self.started_at = 0.0

    # ------------------------------------------------------------------ running
    def run(self, events: int) -> Report:
        started = self.started_at = time.perf_counter()
        self.budget = events
        with GuardRails(self.world, self.fail) as rails:
            self.rails = rails
            self.world.make_files()
            self.world.seed_saves()
            self._new_window()
            watchdog = threading.Thread(target=self._watch, name="monkey-watchdog", daemon=True)
            watchdog.start()
            self._loop = QEventLoop()
            self._due, self._cpu = time.perf_counter(), time.thread_time()
            QTimer.singleShot(0, self._tick)
            self._loop.exec()
            self._close()
            self._stopped.set()
            for problem in self.world.check_saves():
                self.fail("save", problem)
        r = self.report
        r.events, r.seconds = self.count, time.perf_counter() - started
        r.file_answers, r.urls = self.world.file_answers, len(self.world.urls)
        return r

    def fail(self, kind: str, detail: str, event: int | None = None) -> None:
        """Note a failure (any thread). The same failure again is counted, not repeated."""
        key = (kind, detail)
        seen = self._seen.get(key)
        if seen is not None:
            seen.times += 1
            return
        failure = Failure(self.seed, self.count if event is None else event, kind, detail, list(self.recent))
        self._seen[key] = failure
        self.report.failures.append(failure)
        if self.progress is not None:  # a long run says it at once: a crash of the process would lose the report
            print(failure.text(), file=sys.stderr, flush=True)

    def _tick(self) -> None:
        if self._finishing:
            return
        now, cpu = time.perf_counter(), time.thread_time()
        self._beat = now
        late, work = now - self._due, cpu - self._cpu
        self._cpu = cpu
        if self.count and self.recent:
            r = self.report
            if late > r.worst_wait:
                r.worst_wait, r.worst_after = late, self.recent[-1]
            if work > r.worst_work:
                r.worst_work, r.worst_work_after = work, self.recent[-1]
            if work > FREEZE_S or late > BLOCKED_S:
                self.fail("frozen", f"the event loop came back {late:.2f} s after the next event was due, the GUI "
                                    f"thread having worked {work:.2f} s on event #{self.count}")
        if self.count >= self.budget:
            self._finish()
            return
        if self.progress is not None and self.count and self.count % 1000 == 0:
            self.progress(self)
        if self.pictures is not None and self.count % self.picture_every == 0:
            picture = self._top().window().grab()
            picture.save(str(self.pictures / f"seed-{self.seed}-event-{self.count}.png"))
        self.count += 1
        if not self.window.isVisible():  # Ctrl+Q or Game → Quit: the family starts the app again
            self._new_window()
        top = self._top()
        if top.window() is not QApplication.activePopupWidget() and not top.window().isActiveWindow():
            top.window().activateWindow()  # as a desktop does when a dialog closes (offscreen has no window manager)
        self.report.visited[self._place(top)] += 1
        try:
            kind, what, act, delay = self._plan(top)
        except Exception:
            self.fail("monkey", traceback.format_exc())
            kind, what, act, delay = "nothing", "nothing", lambda: None, 0
        self.report.kinds[kind] += 1
        self.recent.append(f"#{self.count} {self._place(top)}: {what}")
        if self.trace:
            print(self.recent[-1], flush=True)
        QTimer.singleShot(delay, self._tick)  # before the event: a dialog's own event loop fires it
        self._due = time.perf_counter() + delay / 1000
        try:
            act()
        except Exception:  # raised by the app in a call the monkey made (a slot's exception goes to the hook)
            self.fail("exception", traceback.format_exc().rstrip())

    def _finish(self) -> None:
        """Out of events: close menus and dialogs from inside their loops until the run's own loop is reached."""
        self._finishing = True
        self._unwinder = QTimer()
        self._unwinder.setInterval(5)
        tries = [0]

        def unwind() -> None:
            self._beat = time.perf_counter()
            tries[0] += 1
            popup, modal = QApplication.activePopupWidget(), QApplication.activeModalWidget()
            if tries[0] > 1000:
                self.fail("monkey", f"could not close {popup or modal} at the end")
            elif popup is not None:
                popup.close()
                return
            elif modal is not None:
                modal.reject() if isinstance(modal, QDialog) else modal.close()
                return
            self._unwinder.stop()
            self._loop.quit()

        self._unwinder.timeout.connect(unwind)
        self._unwinder.start()

    def _close(self) -> None:
        """Let the table come to rest, close the window as a person would, and wait for the last saves."""
        window = self.window
        deadline = time.perf_counter() + 5
        while time.perf_counter() < deadline and window.controller is not None and not window.controller.is_settled():
            self._beat = time.perf_counter()
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        self._census()
        window.close()
        flush_saves()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()

    def _census(self) -> None:
        """Closed dialogs must not pile up: one opened again while its old copy stays in memory is a leak that
        grows with every use (the app may keep a few of a kind, to reuse them)."""
        gc.collect()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        hidden = collections.Counter(w.metaObject().className() for w in QApplication.allWidgets()
                                     if isinstance(w, QDialog) and not w.isVisible())
        self.report.hidden_dialogs = sum(hidden.values())
        for name, n in sorted(hidden.items()):
            if n > KEPT_DIALOGS:
                self.fail("leak", f"{n} closed {name} dialogs are still in memory")

    def _new_window(self) -> None:
        """The main window as the app builds it (cafegames/ui/runner.py), on test settings: a new one after a quit
        reads the settings file again, as a restart does."""
        old = self.window
        settings = Settings(self.settings.path)
        settings.overrides.update(self.settings.overrides)
        self.window = MainWindow(settings)
        self.rails.attach(self.window)
        if old is None:
            self.window.resize(1280, 800)
        self.window.show()
        self.window.activateWindow()
        self.report.windows += 1
        if old is not None:
            old.deleteLater()

    def _watch(self) -> None:
        """Another thread: when no event comes for STUCK_S, write down where the GUI thread is."""
        main = threading.main_thread().ident
        noted = False
        while not self._stopped.wait(1.0):
            stuck = time.perf_counter() - self._beat
            if stuck > STUCK_S and not noted:
                frame = sys._current_frames().get(main)
                where = "".join(traceback.format_stack(frame)[-12:]) if frame else "?"
                self.fail("frozen", f"no event for {stuck:.0f} s; the GUI thread is at:\n{where}")
                noted = True
            elif stuck < STUCK_S:
                noted = False
            if stuck > GIVE_UP_S:
                print(f"monkey: seed {self.seed}, event #{self.count}: the GUI thread is stuck; giving up",
                      file=sys.stderr)
                faulthandler.dump_traceback(all_threads=True)
                os._exit(70)

    # ------------------------------------------------------------------ what is on screen
    def _top(self) -> QWidget:
        for w in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
            if alive(w) and w.isVisible():
                return w
        return self.window

    def _place(self, top: QWidget) -> str:
        w = self.window
        if top is not w:
            return top.metaObject().className()
        if w.table is not None and w.current_page() is w.table:
            return f"table {w.game_id}" + (" handoff" if w.table.handoff_shown() else "")
        return "start page"

    def _leaves(self, top: QWidget) -> list[QWidget]:
        """The visible widgets of `top`'s own window that show no visible child: buttons, fields, viewports."""
        shown = [w for w in top.findChildren(QWidget)
                 if not w.isWindow() and w.isVisible() and w.width() > 0 and w.height() > 0]
        parents = {id(w.parentWidget()) for w in shown}
        return [w for w in shown if id(w) not in parents] or [top]

    def _point(self, top: QWidget) -> tuple[QWidget, QPoint, str]:
        """Where to click: an item of a game's table, a random leaf widget, or a random point of the window."""
        r = self.rng.random()
        views = [v for v in top.findChildren(QGraphicsView) if v.isVisible() and v.scene() is not None]
        if views and r < 0.45:
            view = self.rng.choice(views)
            seen = view.mapToScene(view.viewport().rect()).boundingRect()
            items = [i for i in view.scene().items(seen) if i.isVisible()]
            if items:
                item = self.rng.choice(items)
                box = item.sceneBoundingRect().intersected(seen)
                spot = box.center() if self.rng.random() < 0.5 else QPointF(
                    self.rng.uniform(box.left(), box.right()), self.rng.uniform(box.top(), box.bottom()))
                return view.viewport(), view.mapFromScene(spot), f"{type(item).__name__} on the table"
        if r < 0.8:
            w = self.rng.choice(self._leaves(top))
            pos = w.rect().center() if self.rng.random() < 0.4 else QPoint(self.rng.randrange(w.width()),
                                                                           self.rng.randrange(w.height()))
            return w, pos, _name(w)
        p = QPoint(self.rng.randrange(max(1, top.width())), self.rng.randrange(max(1, top.height())))
        w = top.childAt(p) or top
        return w, w.mapFrom(top, p) if w is not top else p, _name(w)

    def _focus(self, top: QWidget) -> QWidget:
        focus = QApplication.focusWidget()
        return focus if alive(focus) and focus.window() is top.window() else top

    # ------------------------------------------------------------------ choosing an event
    def _plan(self, top: QWidget) -> tuple[str, str, Callable[[], object], int]:
        """(kind, what, do it, ms before the next event)."""
        if isinstance(top, QFileDialog):
            return "file dialog", "a file from the test's folder, or cancel", \
                lambda: self.world.answer_file_dialog(top), 0
        if type(top).__name__ in ("QPrintDialog", "QPageSetupDialog"):  # never a real printer
            return "print dialog", "cancel", top.reject, 0
        on_window = top is self.window
        table = on_window and self.window.controller is not None
        weights = ON_WINDOW if on_window else ON_POPUP if top is QApplication.activePopupWidget() else ON_DIALOG
        kinds = [k for k in weights if k != "autoplay" or table]
        kind = self.rng.choices(kinds, [weights[k] for k in kinds])[0]
        return (kind, *getattr(self, f"_{kind}")(top))

    def _click(self, top):
        w, pos, what = self._point(top)
        button = RIGHT if self.rng.random() < 0.08 else LEFT
        mods = self.rng.choice((NONE,) * 12 + (SHIFT, CTRL))
        return f"{'right ' if button == RIGHT else ''}click {pos.x()},{pos.y()} on {what}", \
            lambda: self._press_release(w, pos, button, mods), 0

    def _double(self, top):
        w, pos, what = self._point(top)
        return f"double click {pos.x()},{pos.y()} on {what}", lambda: self._press_release(w, pos, LEFT, NONE, True), 0

    def _click_outside(self, top):
        pos = QPoint(self.rng.choice((-30, top.width() + 30)), self.rng.randrange(-30, top.height() + 30))
        return f"click outside at {pos.x()},{pos.y()}", lambda: self._press_release(top, pos, LEFT, NONE), 0

    def _drag(self, top):
        w, a, what = self._point(top)
        b = QPoint(a.x() + self.rng.randint(-400, 400), a.y() + self.rng.randint(-300, 300))
        return f"drag {a.x()},{a.y()} → {b.x()},{b.y()} on {what}", lambda: self._drag_now(w, a, b), 0

    def _wheel(self, top):
        w, pos, what = self._point(top)
        delta = self.rng.choice((-360, -120, -120, 120, 120, 360))
        return f"wheel {delta:+d} on {what}", lambda: self._wheel_now(w, pos, delta), 0

    def _key(self, top):
        key, mods, _ = self.rng.choices(KEYS, [k[2] for k in KEYS])[0]
        w = self._focus(top)
        name = QKeySequence(QKeyCombination(mods, key)).toString()
        return f"key {name} to {_name(w)}", lambda: self._key_now(w, key, mods), 0

    def _type(self, top):
        w = self._focus(top)
        if not isinstance(w, QLineEdit):
            fields = [f for f in top.findChildren(QLineEdit) if f.isVisible() and f.isEnabled()]
            if fields:
                w = self.rng.choice(fields)
        text = self.rng.choice(TEXTS)

        def type_it() -> None:
            if isinstance(w, QLineEdit) and self.rng.random() < 0.6:
                w.selectAll()
            self._type_now(w, text)

        return f"type {text!r} into {_name(w)}", type_it, 0

    def _resize(self, top):
        win = top.window()
        if win is self.window:
            w, h = self.rng.choice(SIZES) if self.rng.random() < 0.7 else (self.rng.randint(640, 1920),
                                                                              self.rng.randint(480, 1080))
        else:
            least = win.minimumSizeHint().expandedTo(win.minimumSize())
            w = self.rng.randint(least.width(), min(1920, max(least.width(), int(least.width() * 1.6))))
            h = self.rng.randint(least.height(), min(1080, max(least.height(), int(least.height() * 1.6))))

        def resize() -> None:
            if win.isFullScreen() and self.rng.random() < 0.5:
                win.showNormal()
            win.resize(w, h)

        return f"resize {type(win).__name__} to {w}×{h}", resize, 0

    def _menu(self, top):
        quit_action = getattr(self.window, "act_quit", None)
        actions = [a for m in self.window.menuBar().actions() if m.menu() is not None for a in m.menu().actions()
                   if not a.isSeparator() and a.isEnabled() and a.menu() is None and a is not quit_action]
        action = self.rng.choice(actions)
        return f"menu {action.text().replace('&', '')}", action.trigger, 0

    def _dialog(self, top):
        name = DIALOGS[self.report.kinds["dialog"] % len(DIALOGS)]  # in turn: each dialog gets its share
        action = getattr(self.window, name, None)
        if action is None or not action.isEnabled():
            return self._menu(top)
        return f"open {name[4:]}", action.trigger, 0

    def _language(self, top):
        lang = self.rng.choice(i18n.LANGUAGES)
        return f"language {lang}", lambda: i18n.install_language(lang), 0

    def _open_save(self, top):
        by_game = self.world.saves_by_game()
        if not by_game:
            return self._click(top)
        games_in_turn = sorted(by_game)  # each table gets its share
        path = self.rng.choice(by_game[games_in_turn[self.report.kinds["open_save"] % len(games_in_turn)]])
        return f"open {path.parent.name}/{path.name}", lambda: self.window.open_file(path), 0

    def _autoplay(self, top):
        n = self.rng.randint(1, 40)
        controller = self.window.controller
        return f"the computers play {n} moves for everyone", lambda: controller.autoplay(n), 0

    def _damage(self, top):
        files = self.world.save_files()
        if not files:
            return self._click(top)
        path = self.rng.choice(files)
        return f"damage {path.name}", lambda: self.world.damage(path), 0

    def _quit(self, top):
        def quit_and_start_again() -> None:
            self.window.act_quit.trigger()
            if not self.window.isVisible():
                self._new_window()

        return "quit, and start the app again", quit_and_start_again, 0

    def _wait(self, top):
        ms = self.rng.choice((20, 50, 100, 300))
        return f"wait {ms} ms", lambda: None, ms

    # ------------------------------------------------------------------ sending input
    def _press_release(self, w: QWidget, pos: QPoint, button, mods, double: bool = False) -> None:
        QTest.mousePress(w, button, mods, pos)
        if not alive(w):
            return
        QTest.mouseRelease(w, button, mods, pos)
        if double and alive(w):
            QApplication.sendEvent(w, QMouseEvent(QEvent.Type.MouseButtonDblClick, QPointF(pos),
                                                  QPointF(w.mapToGlobal(pos)), button, button, mods))
            if alive(w):
                QTest.mouseRelease(w, button, mods, pos)

    def _key_now(self, w: QWidget, key, mods) -> None:
        """A key pressed and released, the release only while the widget lives (QTest.keyClick sends it to the
        widget it was given even when the press deleted it: the test process died of it once, in a New game
        dialog, CI of 2026-12-04; a person's release goes to the widget that has the focus then)."""
        QTest.keyPress(w, key, mods)
        if alive(w):
            QTest.keyRelease(w, key, mods)

    def _type_now(self, w: QWidget, text: str) -> None:
        """Each character as a key press with its text (QTest.keyClicks aborts the process on non-ASCII)."""
        for ch in text:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                if not alive(w):
                    return
                QApplication.sendEvent(w, QKeyEvent(kind, Qt.Key.Key_unknown, NONE, ch))

    def _drag_now(self, w: QWidget, a: QPoint, b: QPoint) -> None:
        QTest.mousePress(w, LEFT, NONE, a)
        steps = self.rng.randint(2, 8)
        for i in range(1, steps + 1):
            if not alive(w):
                return
            p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
            QApplication.sendEvent(w, QMouseEvent(QEvent.Type.MouseMove, QPointF(p), QPointF(w.mapToGlobal(p)),
                                                  Qt.MouseButton.NoButton, LEFT, NONE))
        if alive(w):
            QTest.mouseRelease(w, LEFT, NONE, b)

    def _wheel_now(self, w: QWidget, pos: QPoint, delta: int) -> None:
        QApplication.sendEvent(w, QWheelEvent(QPointF(pos), QPointF(w.mapToGlobal(pos)), QPoint(), QPoint(0, delta),
                                              Qt.MouseButton.NoButton, NONE, Qt.ScrollPhase.NoScrollPhase, False))


def run_monkey(seed: int, events: int, root: Path, pace_ms: int = 0,
               progress: Callable[[Monkey], None] | None = None) -> Report:
    """One seeded run in the folder `root` (its data and settings folders are root/data and root/config)."""
    return Monkey(seed, root, pace_ms, progress).run(events)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.ui.monkey", description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=5000, help="events per seed (default 5000)")
    parser.add_argument("--seeds", type=int, nargs="+", default=[7], help="one run per seed (default 7)")
    parser.add_argument("--seed", type=int, dest="seeds", action="append", help=argparse.SUPPRESS)
    parser.add_argument("--pace-ms", type=int, default=0, help="pause between events (default 0)")
    parser.add_argument("--trace", action="store_true", help="print every event as it is sent")
    parser.add_argument("--pictures", type=Path, help="save a picture of the top window here every 500 events")
    parser.add_argument("--keep", type=Path, help="run in this folder and keep it (default: a temporary one)")
    args = parser.parse_args(argv)
    from cafegames.ui.runner import application

    application()
    failed = 0
    started = time.perf_counter()
    total = 0

    def progress(m: Monkey) -> None:
        rate = m.count / (time.perf_counter() - m.started_at)
        print(f"  seed {m.seed}: {m.count} events, {rate:.1f}/s, {len(m.report.failures)} failures", flush=True)

    for seed in dict.fromkeys(args.seeds):
        root = Path(tempfile.mkdtemp(prefix=f"monkey-{seed}-", dir=args.keep)) if args.keep else \
            Path(tempfile.mkdtemp(prefix=f"monkey-{seed}-"))
        monkey = Monkey(seed, root, args.pace_ms, progress, args.trace)
        if args.pictures:
            args.pictures.mkdir(parents=True, exist_ok=True)
            monkey.pictures = args.pictures
        report = monkey.run(args.events)
        total += report.events
        failed += bool(report.failures)
        print(report.text(), flush=True)
        if not args.keep:
            import shutil

            shutil.rmtree(root, ignore_errors=True)
    elapsed = time.perf_counter() - started
    print(f"{total} events in {elapsed:.0f} s ({total / elapsed:.1f} events/s), {len(set(args.seeds))} seeds, "
          f"{failed} with failures")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
