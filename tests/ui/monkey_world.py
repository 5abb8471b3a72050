"""The monkey's world (tests/ui/monkey.py): a sandbox of files and seeded saves, the guard rails that keep random
input inside it, and the recorders of what must never happen.

    world = World(root, rng)       # root/files: what file dialogs offer and receive; root/usb: saves from outside
    world.seed_saves()             # every game's table, fresh, half-way and near its end, some from "outside"
    with GuardRails(world, fail):  # no native dialogs, no browser, private translations; exceptions, Qt
        ...                        # warnings and logged warnings go to fail(kind, text)
    world.check_saves()            # every save loads, or is a file the monkey damaged on purpose

A file dialog never shows the real file system to the monkey: it is answered from `root/files` (a picture, a
damaged picture, a deck, anything) or cancelled; a print dialog is cancelled (a real printer is not the test's).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import random
import shutil
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QtMsgType, QUrl, Slot, qInstallMessageHandler
from PySide6.QtGui import QColor, QDesktopServices, QImage, QPainter
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget

from cafegames.engine import registry
from cafegames.engine.errors import GameError, SetupError
from cafegames.engine.match import Match
from cafegames.engine.saves import load_save, save_match, saves_dir
from cafegames.engine.seats import Seat
from cafegames.ui import crash, i18n

Fail = Callable[[str, str], None]

# Qt messages that are the test rig, not the app: each with the reason it is not a defect. Keep this short.
QT_NOISE = {
    "This plugin does not support": "the offscreen platform plugin lacks window-system features a desktop has "
                                    "(propagateSizeHints, keyboard grabs); the xcb and Wayland plugins have them",
    "QUnifiedTimer::stopAnimationDriver: driver is not running": "Qt's own queued stop of its animation timer "
    "meeting a driver already stopped: said from Qt's timer event with no call of ours on the stack (seen once "
    "in 50,000 events, seed 22), and known to other Qt projects as Qt's line",
}

NAMES = ("Mamie", "Mamié", "Maman", "Jean-Christophe Dupont-L", "Zoé", "Léa", "Lea", "Papi", "ÉLÉONORE", "{n}",
         "%1 <b>", "Ωmega")
TITLES = ("Dimanche chez Mamie", "{hand:>400000000}", "<img src=x> %1 %n", "\u202eevil\u202c title", "")
SCHEMES = ("http", "https", "mailto", "file", "ftp")
ENVIRONMENT = {"CAFEGAMES_DATA_DIR": "data", "XDG_CONFIG_HOME": "config"}  # set for the length of a run


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def playable_games() -> list[str]:
    return [gid for gid, info in registry.GAMES.items() if info.has_scene()]


class World:
    """The test's folders and what the monkey did to them (files damaged on purpose, files from outside)."""

    def __init__(self, root: Path, rng: random.Random):
        self.root = root
        self.rng = rng
        self.files = root / "files"
        self.usb = root / "usb"
        self.damaged: set[str] = set()  # digests of the contents the monkey wrote on purpose
        self.outside: dict[Path, str] = {}  # files from outside and their digests: opening must not change them
        self.file_answers = 0
        self.urls: list[str] = []

    # ------------------------------------------------------------------ set-up
    def make_files(self) -> None:
        """Pictures good and bad for the avatar and deck dialogs, a damaged deck, an empty file."""
        self.files.mkdir(parents=True, exist_ok=True)
        for name, (w, h), fmt in (("photo.png", (640, 480), "PNG"), ("portrait.jpg", (300, 900), "JPG"),
                                  ("tiny.png", (3, 3), "PNG"), ("big.jpg", (2600, 1900), "JPG")):
            image = QImage(w, h, QImage.Format.Format_RGB32)
            image.fill(QColor("#c8553d"))
            painter = QPainter(image)
            painter.fillRect(w // 4, h // 4, w // 2, h // 2, QColor("#1f5f3a"))
            painter.end()
            image.save(str(self.files / name), fmt)
        (self.files / "not-a-picture.png").write_text("hello, I am text")
        (self.files / "empty.jpg").write_bytes(b"")
        (self.files / "half.png").write_bytes((self.files / "photo.png").read_bytes()[:300])
        (self.files / "broken.unodeck").write_bytes(b"PK\x03\x04 not really a zip")
        (self.files / "notes.txt").write_text("{hand:>400000000} %1 <b>")

    def seed_saves(self) -> list[Path]:
        """Saves for every game with a table: fresh, half-way and near the end, one person or two (hot seat) or
        only computers; one per game in `usb/` (a file from outside: opening it imports it), one damaged."""
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        self.usb.mkdir(parents=True, exist_ok=True)
        written = []
        for gid in playable_games():
            for n, (humans, where, place) in enumerate(((1, 0.0, folder), (2, 0.5, folder), (0, 0.97, folder),
                                                        (1, 0.9, self.usb))):
                match = self._match(gid, humans, where)
                path = place / f"seeded-{gid}-{n}.json"
                save_match(match, path, self.rng.choice(TITLES))
                written.append(path)
                if place is self.usb:
                    self.outside[path] = digest(path.read_bytes())
        if written:
            self.damage(self.rng.choice([p for p in written if p.parent == folder]))
        return written

    def _match(self, gid: str, humans: int, where: float) -> Match:
        """A match of `gid` with `humans` people, played by computers to `where` (0..1) of a whole game."""
        info = registry.get(gid)
        game = info.game()
        n = self.rng.randint(max(info.min_players, humans, 2), min(info.max_players, 5))
        names = self.rng.sample(NAMES, n)
        seats = [Seat(names[i]) if i < humans else Seat(names[i], "computer", self.rng.choice(game.levels))
                 for i in range(n)]
        seed = self.rng.randrange(1, 2**31)
        options = self._options(game, n)
        try:
            match = Match(game, options, seats, seed)
        except SetupError:
            options = {}
            match = Match(game, options, seats, seed)
        if where <= 0:
            return match
        while not match.is_over() and len(match.actions) < 4000:
            match.act(match.bot_action(include_humans=True))
        keep = max(0, int(len(match.actions) * where) - (1 if where > 0.9 else 0))
        return Match.replay(game, match.options_dict, seats, seed, match.actions[:keep])

    def _options(self, game, n: int) -> dict:
        options = {}
        for spec in game.option_schema():
            if spec.kind is bool:
                options[spec.key] = self.rng.random() < 0.4
            elif spec.choices:
                options[spec.key] = self.rng.choice(spec.choices).value
        try:
            game.make_options(options, n)
        except GameError:
            return {}
        return options

    # ------------------------------------------------------------------ what the monkey does to files
    def save_files(self) -> list[Path]:
        """The saves the app lists, and the files from outside."""
        folder = saves_dir()
        here = sorted(folder.glob("*.json")) if folder.is_dir() else []
        return here + sorted(self.usb.glob("*.json"))

    def saves_by_game(self) -> dict[str, list[Path]]:
        """The files of `save_files` by the game they say they hold (damaged ones under "?")."""
        out: dict[str, list[Path]] = {}
        for path in self.save_files():
            try:
                game = json.loads(path.read_bytes()).get("game")
            except (OSError, ValueError, AttributeError):
                game = None
            out.setdefault(game if isinstance(game, str) else "?", []).append(path)
        return out

    def damage(self, path: Path) -> str:
        """Write something that is not a save over `path` (remembered: the final check expects it refused)."""
        try:
            data = path.read_bytes()
        except OSError:
            data = b"{}"
        how = self.rng.choice(("cut", "noise", "shape", "actions"))
        if how == "cut":
            data = data[: self.rng.randrange(0, max(1, len(data)))]
        elif how == "noise":
            data = bytes(self.rng.randrange(256) for _ in range(self.rng.randrange(1, 400)))
        elif how == "shape":
            data = json.dumps([1, 2, {"game": "uno"}]).encode()
        else:
            try:
                record = json.loads(data)
                record["actions"] = [["nonsense", 999]] + list(record.get("actions", []))
                data = json.dumps(record).encode()
            except (ValueError, AttributeError, TypeError):
                data = b"\xff\xfe"
        path.write_bytes(data)
        self.damaged.add(digest(data))
        if path in self.outside:
            self.outside[path] = digest(data)
        return f"{how} {path.name}"

    def answer_file_dialog(self, dialog: QFileDialog) -> str:
        """Choose a file of `files/` (or a new name there to save to), or cancel: never the real file system."""
        self.file_answers += 1
        if self.rng.random() < 0.3:
            dialog.reject()
            return "file dialog cancelled"
        dialog.setDirectory(str(self.files))
        if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            chosen = dialog.selectedFiles()
            suffix = Path(chosen[0]).suffix if chosen else ""
            target = self.files / f"saved-{self.file_answers}{suffix or '.out'}"
        else:
            target = self.rng.choice(sorted(p for p in self.files.iterdir() if p.is_file()))
        dialog.selectFile(str(target))
        dialog.accept()
        if dialog.isVisible():  # refused what it was given (e.g. a name its filter does not match)
            dialog.reject()
        return f"file dialog answered {target.name}"

    # ------------------------------------------------------------------ the final check
    def check_saves(self) -> list[str]:
        """What is wrong with the files at the end: a save that does not load (and was not damaged on purpose),
        a file from outside that changed, a temporary file left behind."""
        problems = []
        folder = saves_dir()
        paths = sorted(p for p in folder.iterdir() if p.name.endswith((".json", ".json.bak"))) if folder.is_dir() else []
        for path in paths:
            if path.name.startswith("."):
                problems.append(f"a temporary file was left behind: {path.name}")
                continue
            try:
                data = path.read_bytes()
            except OSError as exc:
                problems.append(f"{path.name} cannot be read: {exc}")
                continue
            if digest(data) in self.damaged:
                continue
            try:
                load_save(path)
            except GameError as exc:
                problems.append(f"{path.name} does not load: {i18n.tr_message(exc.message)}")
        for path, expected in self.outside.items():
            if not path.exists() or digest(path.read_bytes()) != expected:
                problems.append(f"a file from outside was changed by opening it: {path}")
        extra = sorted({p.name for p in self.usb.iterdir()} - {p.name for p in self.outside})
        if extra:
            problems.append(f"files were written beside a file from outside: {', '.join(extra)}")
        return problems


class _UrlCatcher(QObject):
    """Where links go instead of the browser (the rules pages open external links)."""

    def __init__(self, world: World):
        super().__init__()
        self.world = world

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.world.urls.append(url.toString())


class _LogCatcher(logging.Handler):
    def __init__(self, fail: Fail):
        super().__init__(logging.WARNING)
        self.fail = fail

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if text.startswith("unexpected error"):  # the crash reporter's own line: reported as the exception
            return
        self.fail("logged warning", f"{record.name}: {text}")


class GuardRails:
    """For the length of a run: file dialogs as widgets (answered by `World.answer_file_dialog`), links caught,
    private copies of the translations (Qt maps the .qm files; one rewritten in the checkout meanwhile would
    kill the process), the app never quits when its window closes; and every exception (also in threads), Qt
    warning and logged warning reported to `fail(kind, text)`. `attach(window)` puts the app's own crash
    reporter over a (new) main window, as the app does, and reports through it."""

    def __init__(self, world: World, fail: Fail):
        self.world = world
        self.fail = fail
        self._saved: dict[str, object] = {}
        self._urls = _UrlCatcher(world)
        self._log = _LogCatcher(fail)

    def __enter__(self) -> GuardRails:
        app = QApplication.instance()
        self._saved = {"env": {k: os.environ.get(k) for k in ENVIRONMENT},
                       "excepthook": sys.excepthook, "threadhook": threading.excepthook,
                       "translations": i18n.translations_dir, "quit": app.quitOnLastWindowClosed(),
                       "native": app.testAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)}
        for key, folder in ENVIRONMENT.items():  # the run's own data and settings folders, whoever ran before
            os.environ[key] = str(self.world.root / folder)
        app.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, True)
        app.setQuitOnLastWindowClosed(False)
        private = self.world.root / "translations"
        shutil.copytree(i18n.translations_dir(), private, dirs_exist_ok=True)
        i18n.translations_dir = lambda: private
        for scheme in SCHEMES:
            QDesktopServices.setUrlHandler(scheme, self._urls, "open")
        self._saved["qt"] = qInstallMessageHandler(self._qt_message)
        logging.getLogger().addHandler(self._log)
        return self

    def __exit__(self, *exc) -> None:
        app = QApplication.instance()
        logging.getLogger().removeHandler(self._log)
        qInstallMessageHandler(self._saved["qt"])
        for scheme in SCHEMES:
            QDesktopServices.unsetUrlHandler(scheme)
        i18n.translations_dir = self._saved["translations"]
        i18n.install_language("en")
        app.setQuitOnLastWindowClosed(self._saved["quit"])
        app.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs, self._saved["native"])
        sys.excepthook = self._saved["excepthook"]
        threading.excepthook = self._saved["threadhook"]
        for key, value in self._saved["env"].items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value

    def attach(self, window: QWidget) -> None:
        crash.install_crash_reporter(window)
        app_hook, app_thread_hook = sys.excepthook, threading.excepthook

        def hook(kind, value, tb) -> None:
            self.fail("exception", "".join(traceback.format_exception(kind, value, tb)).rstrip())
            app_hook(kind, value, tb)

        def thread_hook(args: threading.ExceptHookArgs) -> None:
            text = "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
            self.fail("exception", f"in thread {getattr(args.thread, 'name', '?')}: {text.rstrip()}")
            app_thread_hook(args)

        sys.excepthook = hook
        threading.excepthook = thread_hook

    def _qt_message(self, kind: QtMsgType, _context, text: str) -> None:
        if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        if any(text.startswith(noise) for noise in QT_NOISE):
            return
        # Where Python was when Qt said it (the message handler runs inside the call that caused it).
        stack = traceback.format_stack()[:-1]
        inner = [i for i, line in enumerate(stack) if "tests/ui/monkey" in line]  # from the monkey's last call on
        stack = stack[inner[-1] + 1:] if inner else stack
        self.fail("Qt message", f"{kind.name}: {text}\n" + "".join(stack).rstrip())
