"""Start-up stays lean: what the first window needs, and nothing the start page can do without.

`python -m devtools.sim bench app` measures the time; these tests keep the reasons it is short from eroding
(no wall-clock assertion: they check which modules are loaded when the first frame is painted)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage

from cafegames.ui.main_window import MainWindow
from tests.ui.test_app import toy_save

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import sys
from cafegames.ui.i18n import install_language
install_language("fr")
from cafegames.ui.runner import application
from cafegames.ui.main_window import MainWindow
from cafegames.ui.settings import Settings
app = application()
window = MainWindow(Settings())
window.resize(1280, 800)
window.show()
picture = window.grab()  # the first frame, painted
loaded = set(sys.modules)
heavy = sorted(m for m in loaded if m.split(".")[0] in ("attr", "attrs", "cattrs", "platformdirs", "json")
               or m in ("cafegames.engine.saves", "cafegames.engine.match", "cafegames.engine.protocol",
                        "PySide6.QtSvg", "cafegames.ui.controller", "cafegames.ui.new_game",
                        "cafegames.ui.wheel_guard")
               # a game's modules; its table/ and bots/ folders' __init__ are a docstring each, found by the
               # registry's has_scene: not the scene itself
               or m.startswith("cafegames.games.") and m.count(".") >= 3 and not m.endswith((".table", ".bots")))
print("heavy:", ",".join(heavy))
print("shortcut:", window.act_new.shortcut().toString())
print("painted:", not picture.isNull() and window.start_page.isVisible())
"""


def test_first_frame_needs_no_engine_saves_attrs_or_game_modules(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(tmp_path / "data"),
           "CAFEGAMES_CONFIG_DIR": str(tmp_path / "config")}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "heavy: \n" in out.stdout, out.stdout  # nothing heavy before the first paint
    assert "shortcut: Ctrl+N" in out.stdout  # shortcuts are there from the start
    assert "painted: True" in out.stdout


# The whole app (`cafegames.app.main`, as the desktop launcher starts it): which modules are loaded when the main
# window paints its first frame, and which once the deferred start-up has run (`MainWindow.prepared`).
APP_PROBE = r"""
import enum, gc, sys, threading
built = []  # PySide6 builds a class's Python enums through enum's functional API when the class is first used
_create = enum.EnumType._create_
enum.EnumType._create_ = lambda cls, name, *args, **kwargs: (built.append(name), _create(cls, name, *args, **kwargs))[1]
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from cafegames.ui import main_window

DEFERRED = ("cafegames.history.recorder", "cafegames.ui.history_link", "cafegames.engine.saves", "sqlite3",
            "attrs", "cattrs", "cafegames.ui.crash", "logging.handlers", "cafegames.ui.sound")
importers = {}
sys.addaudithook(lambda event, args: event == "import" and args[0] in DEFERRED
                 and importers.setdefault(args[0], threading.current_thread() is threading.main_thread()))
first = []
grab, init = main_window.MainWindow.grab, main_window.MainWindow.__init__
main_window.TIDY_AFTER_MS = 0  # the background start-up at once (the app waits a moment after the first frame)

def faces():  # the font files registered with Qt (each its own id)
    from PySide6.QtGui import QFontDatabase
    return sum(bool(QFontDatabase.applicationFontFamilies(i)) for i in range(16))

def first_paint():
    # told once the first frame is on screen (`shown`, before the deferred start-up's own slots) or, for a
    # --screenshot, when its picture is taken: no Python paintEvent here, which would itself hand an event to Python
    if not first:
        first.append(True)
        import PySide6.QtCore
        print("at the first paint:", ",".join(m for m in DEFERRED if m in sys.modules))
        print("hook at the first paint:", getattr(sys.excepthook, "__module__", ""))
        print("collector at the first paint:", gc.isenabled())
        print("enums at the first paint:", len(built), flush=True)
        print("enum names at the first paint:", ",".join(built), flush=True)
        print("QEvent at the first paint:", "QEvent" in vars(PySide6.QtCore), flush=True)
        print("faces at the first paint:", faces(), flush=True)

def first_grab(self, *args):
    first_paint()
    return grab(self, *args)

def prepared(window):
    print("missing after:", ",".join(m for m in DEFERRED if m not in sys.modules))
    print("hook after:", getattr(sys.excepthook, "__module__", ""))
    print("collector after:", gc.isenabled())
    print("faces after:", faces())
    print("imported on the GUI thread:", ",".join(m for m in ("cafegames.history.recorder", "cafegames.engine.saves",
                                                              "sqlite3") if importers.get(m)))
    window.quit_after_screenshot = True  # (leaves the settings file alone)
    window.close()
    QApplication.instance().exit(0)

def patched_init(self, *args, **kwargs):
    init(self, *args, **kwargs)
    self.shown.connect(first_paint)
    if hasattr(self, "prepared"):
        self.prepared.connect(lambda: prepared(self))
    else:  # a version without the signal: look after a while
        QTimer.singleShot(5000, lambda: prepared(self))

main_window.MainWindow.grab = first_grab
main_window.MainWindow.__init__ = patched_init
from cafegames import app
sys.exit(app.main(sys.argv[1:]))
"""


def _run(tmp_path, code: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(tmp_path / "data"),
           "CAFEGAMES_CONFIG_DIR": str(tmp_path / "config"), "CAFEGAMES_SOUND": "on"}
    out = subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return out


def test_the_app_paints_first_then_starts_history_saves_crash_log_and_sound(tmp_path):
    """History, saves, crash reporter and sounds are not loaded when the first frame is painted, and are once the
    deferred start-up has run; the history and the saves are imported off the GUI thread."""
    out = _run(tmp_path, APP_PROBE, "--lang", "en").stdout
    assert "at the first paint: \n" in out, out
    assert "hook at the first paint: cafegames.ui.runner\n" in out, out  # exceptions held until the reporter is up
    assert "missing after: \n" in out, out
    assert "hook after: cafegames.ui.crash\n" in out, out
    assert "collector at the first paint: False\n" in out and "collector after: True\n" in out, out
    # PySide6 builds a class's enums when it is first used: an application-wide event filter (the wheel guard
    # was one) handed every Qt object to Python and built those of every class, 338 enum classes before the
    # first paint; 65 now (the bare window 41 in its whole run). 0 would mean the probe no longer sees them.
    enums = int(out.split("enums at the first paint: ")[1].split()[0])
    assert 0 < enums <= 80, out
    # No QEvent handed to Python before the first paint (a Python changeEvent on the main window or the start
    # page got their style and parent changes): the first one sets up every event class, QScrollEvent's
    # ScrollState and QPlatformSurfaceEvent's SurfaceEventType among them.
    names = out.split("enum names at the first paint: ")[1].split("\n")[0].split(",")
    assert "ScrollState" not in names and "SurfaceEventType" not in names, names
    assert "Base64Option" not in names, names  # QByteArray's: settings.py decodes the geometry with binascii
    # No event handed to Python at all before the first frame (no Python paintEvent, resizeEvent or closeEvent
    # on the way: the main window, the start page, its cards and covers): the first one sets up QEvent's Python
    # type and the 179 members of QEvent.Type, 13M instructions.
    assert "QEvent at the first paint: False\n" in out, out
    assert "imported on the GUI thread: \n" in out, out
    # The start page draws with the regular and bold faces: those two are registered before its first frame, the
    # oblique and condensed bold ones (fontconfig scans each face's glyphs: ~2M instructions a face) after it.
    assert "faces at the first paint: 2\n" in out and "faces after: 4\n" in out, out


def test_a_table_as_the_first_window_has_every_face_before_its_first_frame(tmp_path):
    """Only the start page goes without the oblique and condensed bold faces until its first frame: a game named
    on the command line is the first window, and Café's nations are drawn condensed from its first frame on."""
    out = _run(tmp_path, APP_PROBE, "--lang", "en", "--new", "cafe", "--seed", "1").stdout
    assert "faces at the first paint: 4\n" in out, out


def test_a_screenshot_of_the_start_page_waits_for_no_history_or_saves(tmp_path):
    """`--screenshot` (what `python -m devtools.sim bench app` times) waits for nothing the picture does not show."""
    shot = tmp_path / "start.png"
    out = _run(tmp_path, APP_PROBE, "--lang", "en", "--screenshot", str(shot), "--size", "1280x800").stdout
    assert "at the first paint: \n" in out, out
    assert QImage(str(shot)).width() == 1280
    assert _zlib_level(shot) == 0  # written at zlib's fastest level (runner.SCREENSHOT_PNG_QUALITY)


def _zlib_level(png: Path) -> int:
    """The compression level a PNG's zlib stream says it was written with: 0 fastest (level 1), 1 fast, 2 default
    (level 6), 3 best (RFC 1950's FLEVEL, the top two bits of the stream's second byte)."""
    data = png.read_bytes()
    at = data.index(b"IDAT") + 4
    return data[at + 1] >> 6


def test_the_bench_bare_window_writes_its_png_as_the_app_writes_a_screenshot(tmp_path):
    """`bench app` compares like with like: the bare window's PNG is written with the app's `--screenshot`
    quality (zlib's fastest level; at Qt's default level 6 the app's richer picture cost ~14 ms of matching, the
    bare label's ~5 ms)."""
    from cafegames.ui.runner import SCREENSHOT_PNG_QUALITY

    bare = ROOT / "devtools" / "bench_bare_window.py"
    assert f"PNG_QUALITY = {SCREENSHOT_PNG_QUALITY} " in bare.read_text()
    shot = tmp_path / "bare.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_STARTUP_PROBE": str(tmp_path / "probe")}
    subprocess.run([sys.executable, str(bare), str(shot)], env=env, check=True, timeout=120)
    assert _zlib_level(shot) == 0


def test_a_screenshot_hands_no_event_to_python_and_leaves_without_a_close_event(tmp_path):
    """A --screenshot of the start page, from start to exit, sets up no QEvent Python type (its Type enum: 13M
    instructions of the 1,263M the run takes): no Python event handler runs before the picture, and the window is
    not closed through `closeEvent` afterwards (`MainWindow.finish_screenshot`)."""
    code = ("import sys, PySide6.QtCore\nfrom cafegames import app\ncode = app.main(sys.argv[1:])\n"
            "print('QEvent set up:', 'QEvent' in vars(PySide6.QtCore))\nsys.exit(code)\n")
    shot = tmp_path / "start.png"
    out = _run(tmp_path, code, "--lang", "fr", "--screenshot", str(shot), "--size", "1024x640").stdout
    assert "QEvent set up: False" in out, out
    assert QImage(str(shot)).width() == 1024


def test_the_app_leaves_what_is_alive_at_exit_to_the_exit_not_to_the_collector(tmp_path):
    """Once the window is gone, what is still alive is frozen out of the cyclic collector (`runner.
    _leave_to_the_exit`): the interpreter's exit would otherwise walk it all again (34M instructions of the 1,139M
    of a --screenshot run). Safe while no exit work hangs on the collector: no `__del__` or `weakref.finalize`
    in the package (the saves, the history and the log file are closed by `atexit` handlers)."""
    code = ("import gc, sys\nfrom cafegames import app\ncode = app.main(sys.argv[1:])\n"
            "print('frozen:', gc.get_freeze_count())\nsys.exit(code)\n")
    out = _run(tmp_path, code, "--lang", "en", "--screenshot", str(tmp_path / "start.png"), "--size", "1280x800")
    assert int(out.stdout.split("frozen: ")[1].split()[0]) > 10_000, out.stdout
    import re

    package = ROOT / "cafegames"
    finalizer = re.compile(r"^\s*def __del__\(|\bweakref\.finalize\(|^\s*from weakref import .*\bfinalize\b", re.M)
    finalizers = [str(p.relative_to(package)) for p in package.rglob("*.py")
                  if finalizer.search(p.read_text(encoding="utf-8"))]
    assert finalizers == []


def test_a_screenshot_of_a_table_still_stops_its_game_and_writes_its_save(tmp_path):
    """`finish_screenshot` does for a game on the table what closing the window does: its save is written whole."""
    import json

    shot = tmp_path / "table.png"
    _run(tmp_path, "import sys\nfrom cafegames import app\nsys.exit(app.main(sys.argv[1:]))\n", "--lang", "en",
         "--new", "uno", "--seed", "3", "--autoplay", "4", "--screenshot", str(shot), "--size", "1280x800")
    saves = [p for p in (tmp_path / "data" / "saves").glob("*.json")]
    assert len(saves) == 1 and len(json.loads(saves[0].read_text())["actions"]) >= 4
    assert QImage(str(shot)).width() == 1280


def test_the_quicker_pyside_feature_check_answers_as_pyside6_does():
    import argparse
    import json

    from cafegames.engine import saves
    from cafegames.ui import main_window, start_page

    check = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    assert check.quick  # installed by cafegames.ui.i18n
    for module in (argparse, json, saves, main_window, start_page, sys):
        assert check(module) == check.slow(module), module.__name__
    assert check(main_window) and not check(saves)


def test_the_quick_feature_check_is_in_before_any_of_our_modules_is_checked(tmp_path):
    """PySide6 checks every module named in an import statement after it is imported, the slow way (the module's
    whole source through `inspect.getsource`) until `i18n` installs the quick check: only `cafegames.ui`, which
    that very statement names, goes the slow way, not `engine.messages` or `engine.paths` (nor the standard
    modules these import: os, pathlib, functools…)."""
    code = ("import inspect, sys\nslow = inspect.getsource\n"
            "def logged(obj):\n    print('slow check:', getattr(obj, '__name__', ''))\n    return slow(obj)\n"
            "inspect.getsource = logged\nfrom cafegames import app\nsys.exit(app.main(sys.argv[1:]))\n")
    out = _run(tmp_path, code, "--lang", "en", "--screenshot", str(tmp_path / "start.png"), "--size", "1024x640")
    checked = [line.split(": ", 1)[1] for line in out.stdout.splitlines() if line.startswith("slow check: ")]
    assert "PySide6.QtCore" in checked, out.stdout  # (the probe sees PySide6's check)
    ours = [m for m in checked if m.startswith("cafegames")]
    assert ours == ["cafegames.ui"], checked
    assert not {"os", "pathlib", "functools", "importlib"} & set(checked), checked


def test_the_covers_rendered_beforehand_match_their_svg(qapp):
    """resources/art/<id>-360x225.rgb32 are what Qt's SVG reader draws from <id>.svg (rerun
    devtools/make_covers.py after changing a cover)."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImageReader

    from cafegames.engine.paths import resource

    for game in ("uno", "cafe", "canyon"):
        reader = QImageReader(str(resource("art", f"{game}.svg")))
        reader.setScaledSize(QSize(360, 225))
        drawn = reader.read().convertToFormat(QImage.Format.Format_RGB32)
        shipped = resource("art", f"{game}-360x225.rgb32").read_bytes()
        a = bytes(drawn.constBits())
        assert len(shipped) == len(a) == 360 * 225 * 4, game
        assert sum(abs(x - y) for x, y in zip(a, shipped, strict=True)) / len(a) < 1.0, game  # (antialiasing may vary)


def test_the_start_page_draws_its_covers_from_the_raw_pixels_at_the_default_size(qapp, monkeypatch):
    """At 360 × 225 no image reader (PNG or SVG) is made: the pixels come from the .rgb32 files, as they are (the
    pixmap is opaque, no conversion); at another size, or without the file, the SVG is rendered."""
    from PySide6 import QtGui

    from cafegames.engine.paths import resource
    from cafegames.ui import start_page

    made = []

    class Reader(QtGui.QImageReader):
        def __init__(self, *args):
            made.append(args)
            super().__init__(*args)

    monkeypatch.setattr(QtGui, "QImageReader", Reader)
    monkeypatch.setattr(start_page, "QImageReader", Reader, raising=False)  # (were it imported at the top)
    monkeypatch.setattr(start_page, "_covers", {})
    for game in ("uno", "cafe", "canyon"):
        shown = start_page.cover_pixmap(game, QSize(360, 225))
        assert not shown.hasAlphaChannel()
        shipped = resource("art", f"{game}-360x225.rgb32").read_bytes()
        assert bytes(shown.toImage().convertToFormat(QImage.Format.Format_RGB32).constBits()) == shipped
    assert made == []
    wide = start_page.cover_pixmap("uno", QSize(384, 240))
    assert len(made) == 1 and (wide.width(), wide.height()) == (384, 240)


def test_continue_appears_right_after_the_first_paint(qtbot, settings):
    toy_save()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_page
    assert not page.looked_up  # nothing read before the window is on screen
    with qtbot.waitSignal(page.refreshed, timeout=5000):
        window.show()
    assert page.continue_button.isVisibleTo(page)
    assert "Ann, Bot" in page.continue_info.text()
    assert page.continue_button.cursor().shape() == Qt.CursorShape.PointingHandCursor
    window.quit_after_screenshot = True
    window.close()


def test_log_dock_is_built_when_first_needed(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window._log_dock is None
    window.act_log.trigger()  # View → Game log on the start page: an empty log, built now
    assert window.log_dock.isVisible() and window.act_log.isChecked()
    window.log_dock.close()
    assert not window.act_log.isChecked()
    window.quit_after_screenshot = True
    window.close()


def test_settings_file_is_where_platformdirs_puts_it(monkeypatch, tmp_path):
    import platformdirs

    from cafegames.ui.settings import config_path

    monkeypatch.delenv("CAFEGAMES_CONFIG_DIR", raising=False)
    for xdg in (str(tmp_path / "xdg"), "", "  "):
        monkeypatch.setenv("XDG_CONFIG_HOME", xdg)
        assert config_path() == platformdirs.user_config_path("cafegames", appauthor=False) / "settings.json"


def test_a_screenshot_shows_continue_with_its_whole_caption(qtbot, settings, monkeypatch, tmp_path):
    """`--screenshot` of the start page with a game to continue: the Continue line is laid out when the picture is
    taken (the caption was squeezed to one letter: the lookup ran just before the grab)."""
    from PySide6.QtWidgets import QApplication

    from cafegames.ui import runner

    toy_save()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seen = {}
    grab = window.grab
    monkeypatch.setattr(window, "grab", lambda: (seen.setdefault("width", window.start_page.continue_info.width()),
                                                 seen.setdefault("needs", window.start_page.continue_info.sizeHint()
                                                                 .width()), grab())[-1])
    monkeypatch.setattr(QApplication, "exit", staticmethod(lambda code=0: None))
    window.start_page.looked_up = False
    runner._screenshot_when_still(QApplication.instance(), window, tmp_path / "start.png")
    qtbot.waitUntil(lambda: "width" in seen, timeout=10_000)
    assert window.start_page.continue_info.text()
    assert seen["width"] >= seen["needs"] > 20


def test_the_bottom_row_keeps_its_buttons_whole_and_cuts_the_continue_caption(qtbot, settings):
    """A table of ten long names to continue, in French at 1024 × 640: Continue, Load and Statistics keep their whole
    words (the caption's width pushed "Ouvrir une partie enregistrée…" to 279 of its 365 px, cut on both sides);
    the caption's lines end with "…" where they do not fit, and its tooltip says all of it."""
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.saves import save_match, saves_dir
    from cafegames.engine.seats import Seat
    from cafegames.ui import i18n

    names = ["Marie-Amélie de la Tour", "Jean-Baptiste Lefèvre", "Anne-Charlotte Dubois", "Maximilien Dupont",
             "Bernadette Soubirous", "Clémentine Rousseau", "Grand-père Édouard", "Mamie Joséphine Martin",
             "Ordinateur 9", "Ordinateur 10"]
    match = Match(registry.get("uno").game(), {}, [Seat(n, "computer", "easy") for n in names], 3)
    match.act(match.bot_action(include_humans=True))
    save_match(match, saves_dir() / "long.json")
    i18n.install_language("fr")
    try:
        window = MainWindow(settings)
        qtbot.addWidget(window)
        window.resize(1024, 640)
        window.show()
        page = window.start_page
        info = page.continue_info
        qtbot.waitUntil(lambda: page.looked_up and info.isVisible(), timeout=5000)
        for size in ((1024, 640), (1280, 800), (1920, 1080)):
            window.resize(*size)
            qtbot.waitUntil(lambda: all(info.fontMetrics().horizontalAdvance(line) <= info.width()
                                        for line in info.text().split("\n")), timeout=2000)
            for button in (page.continue_button, page.load_button, page.stats_button):
                assert button.width() >= button.sizeHint().width(), (size, button.text())
            shown = info.text().split("\n")
            assert len(shown) == 2 and shown[0].startswith("UNO · Marie-Amélie"), size
            assert all(name in info.toolTip() for name in names)
            assert (info.width() >= info.sizeHint().width()) == (not any(line.endswith("…") for line in shown))
        window.quit_after_screenshot = True
        window.close()
    finally:
        i18n.install_language("en")


def test_a_language_installed_retranslates_the_start_page_and_the_menus_without_change_events(qtbot, settings):
    """The main window and the start page have no Python `changeEvent` (see `i18n.on_language_change`): they are
    told by `install_language`, and a window deleted meanwhile is left alone."""
    from cafegames.ui import i18n
    from cafegames.ui.start_page import StartPage

    assert "changeEvent" not in vars(MainWindow) and "changeEvent" not in vars(StartPage)
    gone = MainWindow(settings)
    gone.quit_after_screenshot = True
    gone.deleteLater()
    qtbot.waitUntil(lambda: not __import__("shiboken6").isValid(gone), timeout=5000)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    try:
        i18n.install_language("fr")
        assert window.menu_game.title() == "&Partie"
        assert window.start_page.cards[0].button.text() == "Nouvelle partie"
        assert window.start_page.load_button.text() == "Ouvrir une partie enregistrée…"
    finally:
        i18n.install_language("en")
    assert window.menu_game.title() == "&Game" and window.start_page.cards[0].button.text() == "New game"
    window.quit_after_screenshot = True
    window.close()
