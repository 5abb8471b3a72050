"""The Windows installer, built here and tried under Wine: build it (packaging/build-windows), install it silently
into a fresh Wine prefix (in a folder with spaces and accents, OneDrive-style), run the installed app with its
own Windows Python — --version, --check-save of saves written on Linux, a --screenshot of every game's table in
French and English (one through Qt's Windows platform plug-in on a virtual X server), random games in the engine, the Windows checks (data folders, font, PDF export, sound) —
then uninstall it silently: the program is gone, the family's data is still there.

Needs Debian's wine64 (Wine 8), nsis and gcc-mingw-w64-x86-64 (CI installs them: .ci/run); skipped otherwise,
failed in CI. Wine 8 lacks icuuc.dll (Windows 10+), which Qt6Core.dll imports: a stand-in that fails every call
is compiled from tests/packaging/wine/icuuc.c into the test's own prefix (never into the installer).
Qt's platform: Wine does not pass QT_* variables from Linux to Windows programs, so the prefix's own
environment (HKCU\\Environment) sets QT_QPA_PLATFORM=offscreen. The installer is built without compression (the
release build's LZMA takes a minute or two more on 2 cores; the files are the same). While the installed app
runs, the prefix's wineserver is kept up (`wineserver -p`): each Windows program then starts in about half the
time. CAFEGAMES_WINE_SHOTS=DIR keeps the screenshots there, to look at.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
WINE = shutil.which("wine64") or "/usr/lib/wine/wine64"
WINESERVER = shutil.which("wineserver") or "/usr/lib/wine/wineserver"
MINGW = "x86_64-w64-mingw32-gcc"
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\cafegames"
GAMES = ("uno", "cafe", "canyon")
XVFB_RUN = shutil.which("xvfb-run")


def _why_not() -> str | None:
    missing = [name for name, found in (("wine64", Path(WINE).is_file()), ("makensis", shutil.which("makensis")),
                                        (MINGW, shutil.which(MINGW))) if not found]
    if sys.platform != "linux" or missing:
        if os.environ.get("CI"):
            return None  # CI installs them (.ci/run): missing there is a failure, not a skip
        return f"needs {', '.join(missing) or 'Linux'} (apt-get install wine64 nsis gcc-mingw-w64-x86-64)"
    return None


pytestmark = [pytest.mark.slow, pytest.mark.installer, pytest.mark.skipif(_why_not() is not None, reason=_why_not() or "")]

TIMES: dict[str, float] = {}


class timed:
    def __init__(self, name: str):
        self.name = name

    def __enter__(self):
        self.t0 = time.monotonic()

    def __exit__(self, *exc):
        TIMES[self.name] = round(time.monotonic() - self.t0, 1)


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


@pytest.fixture(scope="module")
def installer(tmp_path_factory) -> dict:
    out, build = tmp_path_factory.mktemp("win-dist"), tmp_path_factory.mktemp("win-build")
    downloads = ROOT / "build" / "windows" / "downloads"  # the pinned downloads, kept between runs
    with timed("build the installer (no compression)"):
        result = subprocess.run([ROOT / "packaging" / "build-windows", "--compression", "none", "--out", out,
                                 "--build-dir", build, "--downloads", downloads],
                                capture_output=True, text=True, timeout=900, env=dict(os.environ, PYTHON=sys.executable))
    assert result.returncode == 0, f"build-windows failed:\n{result.stdout}\n{result.stderr}"
    print(result.stdout)
    setup = out / f"cafegames-{version()}-setup.exe"
    assert setup.is_file()
    return {"setup": setup, "app": build / "app"}


class Wine:
    """A fresh Wine prefix with its own HOME (Wine links the Windows desktop to $HOME/Desktop's place)."""

    def __init__(self, base: Path):
        self.home, self.prefix = base / "home", base / "prefix"
        self.home.mkdir()
        # a sound device for Wine's ALSA driver (a machine without a sound card has none): ALSA's null device,
        # so winsound's PlaySound goes through Windows' and Wine's audio stack to the end
        (self.home / ".asoundrc").write_text("pcm.!default { type null }\n")
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(self.home),
                    "WINEPREFIX": str(self.prefix), "WINEDEBUG": "-all", "LANG": "C.UTF-8",
                    "WINEDLLOVERRIDES": "mscoree,mshtml=;winemenubuilder.exe=d", "USER": "famille"}

    def run(self, *args, timeout: int = 180, check: bool = True, encoding: str = "cp1252",
            wrapper: tuple[str, ...] = ()) -> subprocess.CompletedProcess:
        """Run a Windows program. stdin is /dev/null and stdout/stderr pipes: with a plain file as stdout,
        Windows' Python cannot set up its standard streams under Wine ("init_sys_streams: … Invalid handle").
        Output is read until the program ends, not until the pipes close: a Wine service it starts (winedevice,
        explorer) keeps them open. Windows programs write in the ANSI code page (Python: 1252 for Wine's
        C.UTF-8) or, for the console tools (reg), the OEM one (437)."""
        import threading

        proc = subprocess.Popen([*wrapper, WINE, *map(str, args)], env=self.env, stdin=subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        chunks: dict[str, list[bytes]] = {"out": [], "err": []}

        def pump(stream, sink: list[bytes]) -> None:
            for chunk in iter(lambda: stream.read1(65536), b""):
                sink.append(chunk)

        readers = [threading.Thread(target=pump, args=(proc.stdout, chunks["out"]), daemon=True),
                   threading.Thread(target=pump, args=(proc.stderr, chunks["err"]), daemon=True)]
        for reader in readers:
            reader.start()
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            raise AssertionError(f"{args} did not end within {timeout} s:\n{b''.join(chunks['err'])[-2000:]!r}") from None
        for reader in readers:
            reader.join(3)
        result = subprocess.CompletedProcess(args, proc.returncode, b"".join(chunks["out"]).decode(encoding, "replace"),
                                             b"".join(chunks["err"]).decode(encoding, "replace"))
        if check:
            assert result.returncode == 0, f"{args} exited {result.returncode}:\n{result.stdout}\n{result.stderr}"
        return result

    def wait(self) -> None:
        subprocess.run([WINESERVER, "-w"], env=self.env, timeout=180)

    @contextlib.contextmanager
    def persistent(self):
        """Keep the prefix's wineserver (and Wine's services) up between programs, then stop it."""
        subprocess.run([WINESERVER, "-p"], env=self.env, timeout=60)
        self.run("cmd", "/c", "echo", "up")
        try:
            yield
        finally:
            subprocess.run([WINESERVER, "-k"], env=self.env, timeout=60)
            self.wait()

    def unix(self, windows_path: str) -> Path:
        drive, _, rest = windows_path.partition(":\\")
        assert drive.upper() == "C", windows_path
        return self.prefix / "drive_c" / Path(*rest.split("\\"))

    @property
    def user(self) -> str:
        return next(p.name for p in (self.prefix / "drive_c" / "users").iterdir()
                    if p.is_dir() and p.name != "Public")


@pytest.fixture(scope="module")
def stand_in_icuuc(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("icuuc") / "icuuc.dll"
    result = subprocess.run([MINGW, "-shared", "-O2", "-Wall", "-o", out, HERE / "wine" / "icuuc.c"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return out


@pytest.fixture(scope="module")
def wine(tmp_path_factory, stand_in_icuuc) -> Wine:
    w = Wine(tmp_path_factory.mktemp("wine"))
    with timed("fresh Wine prefix (wineboot)"):
        w.run("wineboot", "-i", timeout=300)
        w.wait()
    shutil.copy(stand_in_icuuc, w.prefix / "drive_c" / "windows" / "system32" / "icuuc.dll")
    w.run("reg", "add", r"HKCU\Environment", "/v", "QT_QPA_PLATFORM", "/d", "offscreen", "/f")
    w.wait()
    return w


def exports(dll: Path) -> set[str]:
    text = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", dll], capture_output=True, text=True).stdout
    table = text.split("[Ordinal/Name Pointer] Table", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"\]\s+(\S+)", table))


def icuuc_imports(dll: Path) -> set[str]:
    text = subprocess.run(["x86_64-w64-mingw32-objdump", "-p", dll], capture_output=True, text=True).stdout
    block = text.split("DLL Name: icuuc.dll", 1)[1].split("DLL Name:", 1)[0]
    return set(re.findall(r"^\s+[0-9a-f]+\s+\d+\s+(\w+)$", block, re.M))


def assert_picture(path: Path, size: tuple[int, int]) -> None:
    from PySide6.QtGui import QImage

    assert path.is_file(), f"{path} was not written"
    image = QImage(str(path))
    assert not image.isNull() and (image.width(), image.height()) == size, path
    colours = {image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)}
    assert len(colours) > 50, f"{path} looks blank ({len(colours)} colours)"


def linux_saves(folder: Path) -> dict[str, Path]:
    """Saves written on Linux by this checkout's engine: a few computer moves into every game."""
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.saves import save_match
    from cafegames.engine.seats import Seat

    folder.mkdir(parents=True, exist_ok=True)
    made = {}
    for game_id in GAMES:
        info = registry.GAMES[game_id]
        game = info.game()
        level = "normal" if "normal" in game.levels else game.levels[0]
        seats = [Seat("Zoé", "human")] + [Seat(f"Bot {i}", "computer", level) for i in range(1, info.min_players)]
        match = Match(game, {}, seats, seed=20261203)
        for _ in range(10):
            action = match.bot_action(include_humans=True)
            if action is None:
                break
            match.act(action)
        made[game_id] = folder / f"linux-{game_id}.json"
        save_match(match, made[game_id])
    return made


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# ------------------------------------------------------------------------------------------------ tests
def test_the_installer_leaves_out_what_the_app_never_loads(installer):
    app = installer["app"]
    site = app / "python" / "Lib" / "site-packages"
    files = {str(p.relative_to(app)).replace("\\", "/") for p in app.rglob("*") if p.is_file()}
    for wanted in ("python/python.exe", "python/pythonw.exe", "python/python313.dll", "cafegames.ico",
                   "licences.txt", "python/LICENSE.txt", "python/DLLs/winsound.pyd",
                   "python/Lib/site-packages/PySide6/Qt6Core.dll",
                   "python/Lib/site-packages/PySide6/QtPrintSupport.pyd",
                   "python/Lib/site-packages/PySide6/plugins/platforms/qwindows.dll",
                   "python/Lib/site-packages/PySide6/plugins/imageformats/qsvg.dll",
                   "python/Lib/site-packages/PySide6/translations/qtbase_fr.qm",
                   "python/Lib/site-packages/cafegames/resources/fonts/DejaVuSans.ttf",
                   "python/Lib/site-packages/cafegames/resources/fonts/LICENSE-DejaVu.txt",
                   "python/Lib/site-packages/cafegames/translations/cafegames_fr.qm",
                   "python/Lib/site-packages/cafegames/translations/qt_extra_fr.qm"):
        assert wanted in files, wanted
    for unwanted in ("tkinter/", "_tkinter.pyd", "tcl86t.dll", "idlelib/", "site-packages/pip/", "ensurepip/",
                     "Lib/test/", "unittest/", "include/", "Qt6Quick", "Qt6Qml", "Qt6Network", "opengl32sw",
                     "icudtl.dat", "QtTest", "PySide6/QtCore.pyi", "Qt6Designer", "icuuc.dll", "/tests/", "site-packages/pytest", "_pytest/"):
        assert not [f for f in files if unwanted in f], unwanted
    # the app's code is the project's wheel: what `pip install .` installs
    assert list(site.glob("cafegames-*.dist-info"))
    assert sum(p.stat().st_size for p in app.rglob("*") if p.is_file()) < 100 * 2**20


def test_the_stand_in_icuuc_exports_what_qt_imports(installer, stand_in_icuuc):
    qt_core = installer["app"] / "python" / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll"
    wanted = icuuc_imports(qt_core)
    assert wanted and "ucnv_open" in wanted
    assert wanted <= exports(stand_in_icuuc), sorted(wanted - exports(stand_in_icuuc))


def test_install_run_and_uninstall_under_wine(installer, wine, tmp_path):
    user = wine.user
    profile = f"C:\\users\\{user}"
    onedrive = f"{profile}\\OneDrive - Famille Dupré"
    instdir = f"{onedrive}\\Programmes à moi\\cafegames"
    with timed("silent install"):
        # NSIS wants /D= last and unquoted, spaces and all; Wine quotes an argument with spaces when it builds the
        # Windows command line, so the command line is handed over whole through cmd /c (as typed in a console)
        setup = "Z:" + str(installer["setup"]).replace("/", "\\")
        wine.run("cmd", "/c", f"{setup} /S /D={instdir}", timeout=300)
        wine.wait()
    python = f"{instdir}\\python\\python.exe"
    assert wine.unix(python).is_file(), sorted(p.name for p in wine.unix(instdir).parent.glob("*"))
    assert wine.unix(f"{instdir}\\uninstall.exe").is_file()
    start_menu = wine.unix(f"{profile}\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\cafegames.lnk")
    assert start_menu.is_file()
    shortcut = start_menu.read_bytes()  # a shell link: its target, arguments and icon as UTF-16 strings
    for part in ("pythonw.exe", "-I -m cafegames", "cafegames.ico"):
        assert part.encode("utf-16-le") in shortcut, part
    desktop = list(wine.home.rglob("cafegames.lnk")) + list(wine.unix(profile).glob("Desktop/cafegames.lnk"))
    assert desktop, "no desktop shortcut"
    listed = wine.run("reg", "query", UNINSTALL_KEY, encoding="cp437").stdout
    for value in ("DisplayName", "UninstallString", "QuietUninstallString", "DisplayIcon", "EstimatedSize"):
        assert value in listed, listed
    assert "uninstall.exe" in listed and "Dupré" in listed

    def app(*args, timeout: int = 180) -> subprocess.CompletedProcess:
        return wine.run(python, "-I", "-m", "cafegames", *args, timeout=timeout, check=False)

    data = f"{profile}\\AppData\\Local\\cafegames"
    shots = f"{profile}\\Pictures de Zoé"
    scripts = wine.unix(f"{profile}\\checks")
    shutil.copytree(HERE / "wine", scripts, ignore=shutil.ignore_patterns("*.c", "__pycache__"))
    # saves written on Linux, in the family's data folder (platformdirs: %LOCALAPPDATA%\cafegames) and in a
    # OneDrive-style folder with spaces and accents
    made = linux_saves(wine.unix(f"{data}\\saves"))
    noel = wine.unix(f"{onedrive}\\Documents\\Partie de Noël.json")
    noel.parent.mkdir(parents=True)
    shutil.copy(made["uno"], noel)
    wine.unix(shots).mkdir(parents=True, exist_ok=True)
    with wine.persistent():
        with timed("--version"):
            result = app("--version")
        assert result.returncode == 0 and result.stdout.split() == ["cafegames", version()], result

        with timed("--check-save"):
            result = app("--check-save", f"{onedrive}\\Documents\\Partie de Noël.json")
        assert result.returncode == 0 and "Partie de Noël.json: OK" in result.stdout, result.stdout + result.stderr

        # -- every game's table: in French opened from the save made on Linux, in English a new game (UNO's
        # through Qt's Windows platform plug-in on a virtual X server, below, when there is one)
        with timed("--screenshot x5 offscreen"):
            for lang in ("fr", "en"):
                for game_id in GAMES:
                    if (game_id, lang) == ("uno", "en") and XVFB_RUN:
                        continue
                    picture = f"{shots}\\{game_id}-{lang}.png"
                    start = (["--load", f"{data}\\saves\\{made[game_id].name}"] if lang == "fr"
                             else ["--new", game_id, "--seed", "7", "--autoplay", "4"])
                    result = app("--lang", lang, *start, "--size", "1280x800", "--screenshot", picture)
                    assert result.returncode == 0, f"{game_id} {lang}: {result.stdout}{result.stderr}"
                    assert "Traceback" not in result.stderr, result.stderr
                    assert_picture(wine.unix(picture), (1280, 800))
        keep = os.environ.get("CAFEGAMES_WINE_SHOTS")
        if keep:
            Path(keep).mkdir(parents=True, exist_ok=True)
            for png in wine.unix(shots).glob("*.png"):
                shutil.copy(png, Path(keep) / png.name)

        # -- random games in the engine under the installed Windows Python
        with timed("random games"):
            result = wine.run(python, "-I", f"{profile}\\checks\\random_games.py", "2", "33", timeout=600)
        games_run = json.loads(result.stdout.strip().splitlines()[-1])
        print("random games under Wine:", games_run)
        assert games_run.pop("save_round_trip") is True
        for game_id, row in games_run.items():
            assert row["finished"] == row["games"] == 2, (game_id, row)

        # -- the Windows side: data folders, the font, every save read, PDF export, printers, sound
        with timed("Windows checks (saves, PDF, font, sound)"):
            result = wine.run(python, "-I", f"{profile}\\checks\\windows_checks.py", f"{profile}\\checks",
                              timeout=300)
    checks = json.loads(result.stdout.strip().splitlines()[-1])
    print("Windows checks under Wine:", checks)

    # -- UNO in English through Qt's Windows platform plug-in (qwindows.dll: real windows) on a virtual X server
    if XVFB_RUN:
        wine.run("reg", "delete", r"HKCU\Environment", "/v", "QT_QPA_PLATFORM", "/f")
        wine.wait()
        with timed("--screenshot, windows platform on Xvfb"):
            result = wine.run(python, "-I", "-m", "cafegames", "--lang", "en", "--new", "uno", "--seed", "7",
                              "--autoplay", "4", "--size", "1280x800", "--screenshot", f"{shots}\\uno-en.png",
                              wrapper=("xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"), check=False, timeout=300)
            subprocess.run([WINESERVER, "-k"], env=wine.env, timeout=60)  # this prefix's programs end with its X
            wine.wait()
        assert result.returncode == 0, result.stdout + result.stderr
        assert_picture(wine.unix(f"{shots}\\uno-en.png"), (1280, 800))
        if keep:
            shutil.copy(wine.unix(f"{shots}\\uno-en.png"), Path(keep) / "uno-en.png")
    elif os.environ.get("CI"):
        pytest.fail("xvfb-run is missing: .ci/run installs xvfb")
    assert checks["platform"] == "win32"
    assert checks["data_dir"].lower() == data.lower()
    assert checks["settings"].lower() == f"{data}\\settings.json".lower()
    assert checks["font"] == "DejaVu Sans"
    saves_checked = checks["saves"]
    assert len(saves_checked) >= len(GAMES) + 2, saves_checked  # the Linux saves and the Windows app's own
    assert all(status == 0 for status in saves_checked.values()), saves_checked
    assert checks["pdf"] == {"bytes": checks["pdf"]["bytes"], "is_pdf": True, "dejavu": True}
    assert checks["sound_output"] == "WinsoundOutput" and checks["sound"] == "played", checks
    log_file = wine.unix(f"{data}\\logs\\cafegames.log")  # written from the first warning on (delay=True)
    log = log_file.read_text(encoding="utf-8", errors="replace") if log_file.exists() else ""
    assert "file operation failed" not in log, log  # every autosave went through

    # -- and back: the games the Windows app saved open on Linux
    windows_saves = [p for p in wine.unix(f"{data}\\saves").glob("*.json") if not p.name.startswith("linux-")]
    assert len(windows_saves) >= len(GAMES), sorted(p.name for p in wine.unix(f"{data}\\saves").iterdir())
    for path in windows_saves:
        result = subprocess.run([sys.executable, "-m", "cafegames", "--check-save", str(path)], cwd=ROOT,
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0 and "OK" in result.stdout, f"{path.name}: {result.stdout}{result.stderr}"

    # -- uninstall: the program, its shortcuts and its entry go; the family's data stays, byte for byte
    before = snapshot(wine.unix(data))
    assert any(name.startswith("saves") for name in before)
    with timed("silent uninstall"):
        wine.run(f"{instdir}\\uninstall.exe", "/S")
        wine.wait()
    assert not wine.unix(instdir).exists(), sorted(str(p) for p in wine.unix(instdir).rglob("*"))[:10]
    assert not start_menu.exists() and not [p for p in desktop if p.exists()]
    assert wine.run("reg", "query", UNINSTALL_KEY, check=False).returncode != 0
    assert snapshot(wine.unix(data)) == before
    assert noel.is_file()
    print("Wine test times (s):", TIMES)
