"""The desktop installer: build the .deb, install it with dpkg, run the installed app as a family would, upgrade
it, remove it — and the saves in the user's data folder come through every step untouched and still load.

Needs root and dpkg (CI runs as root); skipped otherwise with the reason. One build per test session
(`--compression none`: the compressor only changes the download size, and xz alone takes 1–2 minutes on 2 cores).
The "older version" the upgrade starts from is the same build repacked with a lower version number, so dpkg goes
through a real upgrade (unpack over the old files, remove the old ones) without a second PyInstaller run.
The same build is checked as Debian checks packages: no library search path outside the package, no system
folder owned, a game's section and command, and lintian (when installed) with nothing left but the tags the
package's override file explains.
"""

from __future__ import annotations

import gzip
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
sys.path.insert(0, str(ROOT / "packaging"))

import debfile  # noqa: E402
from build_deb import SYSTEM_DIRS, elf_files  # noqa: E402

PACKAGE = "cafegames"
INSTALLED_APP = Path("/usr/games/cafegames")
# A user's PATH on Debian and Ubuntu (/etc/profile, /etc/environment): games are in /usr/games.
CLEAN_PATH = "/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games"


def _why_not() -> str | None:
    if sys.platform != "linux" or shutil.which("dpkg") is None or shutil.which("dpkg-deb") is None:
        return "needs dpkg and dpkg-deb (a Debian-like system)"
    if os.geteuid() != 0:
        return "needs root to install the package with dpkg (CI runs as root)"
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        if os.environ.get("CI"):
            return None  # CI installs the `package` extra: a missing PyInstaller there is a failure, not a skip
        return "PyInstaller is not installed (pip install -e '.[package]')"
    return None


pytestmark = [pytest.mark.slow, pytest.mark.installer, pytest.mark.skipif(_why_not() is not None, reason=_why_not() or "")]


def sh(*cmd: str | Path, check: bool = True, **kw) -> subprocess.CompletedProcess:
    result = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if check and result.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, cmd))} exited {result.returncode}:\n{result.stdout}\n{result.stderr}")
    return result


def installed_version() -> str | None:
    result = sh("dpkg-query", "-W", "-f=${Status} ${Version}", PACKAGE, check=False)
    if result.returncode != 0 or "install ok installed" not in result.stdout:
        return None
    return result.stdout.split()[-1]


@pytest.fixture(scope="session")
def debs(tmp_path_factory) -> dict[str, Path]:
    """The package built from this checkout, and the same repacked as an older version."""
    out = tmp_path_factory.mktemp("debs")
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    started = time.monotonic()
    result = sh(ROOT / "packaging" / "build-deb", "--compression", "none", "--out", out,
                "--build-dir", tmp_path_factory.mktemp("build"), check=False,
                env=dict(os.environ, PYTHON=sys.executable), timeout=900)
    assert result.returncode == 0, f"build-deb failed:\n{result.stdout}\n{result.stderr}"
    print(result.stdout, f"\nbuild-deb: {time.monotonic() - started:.1f} s")
    current = next(out.glob(f"{PACKAGE}_{version}_*.deb"))
    tree = tmp_path_factory.mktemp("older")
    sh("dpkg-deb", "-R", current, tree)
    control = tree / "DEBIAN" / "control"
    control.write_text(re.sub(r"^Version: .*$", f"Version: {version}~older1", control.read_text(), flags=re.M))
    plain, older = out / "older.plain.deb", out / f"{PACKAGE}_{version}~older1.deb"
    sh("dpkg-deb", "--root-owner-group", "-Znone", "--build", tree, plain)
    debfile.without_entries(plain, older, SYSTEM_DIRS, "none")  # as build-deb does
    plain.unlink()
    shutil.rmtree(tree)
    return {"current": current, "older": older, "version": version}


@pytest.fixture(scope="session")
def unpacked(debs, tmp_path_factory) -> Path:
    """The current package's files, as dpkg would lay them out."""
    tree = tmp_path_factory.mktemp("unpacked")
    sh("dpkg-deb", "-x", debs["current"], tree)
    return tree


def test_package_contents_and_metadata(debs):
    deb = debs["current"]
    fields = sh("dpkg-deb", "-f", deb).stdout
    assert re.search(r"^Package: cafegames$", fields, re.M)
    assert re.search(rf"^Version: {re.escape(debs['version'])}$", fields, re.M)
    depends = re.search(r"^Depends:(.*(?:\n .*)*)", fields, re.M).group(1)
    assert re.search(r"libc6 \(>= 2\.\d+\)", depends), depends  # the glibc floor, measured by the build
    for lib in ("libxcb-cursor0", "libxkbcommon-x11-0", "libegl1", "libgl1", "libfontconfig1", "libfreetype6",
                "libdbus-1-3", "libglib2.0-0", "libwayland-client0"):
        assert lib in depends, lib
    files = sh("dpkg-deb", "-c", deb).stdout
    for path in ("./usr/games/cafegames -> /opt/cafegames/cafegames", "./opt/cafegames/cafegames",
                 "./usr/share/applications/cafegames.desktop",
                 "./usr/share/metainfo/io.github.cafegames.cafegames.metainfo.xml",
                 "./usr/share/icons/hicolor/scalable/apps/cafegames.svg",
                 "./usr/share/doc/cafegames/copyright",
                 "/cafegames/translations/cafegames_fr.qm", "/PySide6/Qt/translations/qtbase_fr.qm",
                 "/cafegames/translations/qt_extra_fr.qm",
                 "/plugins/platforms/libqoffscreen.so", "/plugins/platforms/libqxcb.so",
                 "/plugins/platforms/libqwayland.so", "/plugins/imageformats/libqsvg.so",
                 "/plugins/iconengines/libqsvgicon.so", "/plugins/printsupport/libcupsprintersupport.so",
                 "/PySide6/QtPrintSupport.abi3.so", "/cafegames/resources/icons/cafegames.svg",
                 "/cafegames/resources/sounds/uno.wav", "/cafegames/resources/sounds/waterfall.wav",
                 "/cafegames/resources/icons/controls/arrow-down.svg",
                 # the app's fonts are Debian's, linked rather than copied (lintian: duplicate-font-file)
                 "/cafegames/resources/fonts/DejaVuSans.ttf -> /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"):
        assert path in files, path
    assert "fonts-dejavu-core" in depends and "fonts-dejavu-extra" in depends, depends
    # the sounds are played through the system's ALSA (cafegames/ui/sound.py): recommended, never bundled
    recommends = re.search(r"^Recommends:(.*)$", fields, re.M).group(1)
    assert "libasound2t64 | libasound2" in recommends, recommends
    assert "libasound" not in files and "make_sounds.py" not in files
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert f"./usr/share/icons/hicolor/{size}x{size}/apps/cafegames.png" in files
    # Nothing of the developer's tools or the test suite, no GTK/cairo pulled in by unused plugins.
    for unwanted in ("numpy", "rlcard", "pytest", "/tests/", "libqgtk3", "libcairo", "libQt6Network", "libQt6Qml"):
        assert unwanted not in files, unwanted


def test_the_package_runs_the_app_and_holds_nothing_else_of_ours(unpacked):
    """The frozen app's modules of ours are exactly the package's (cafegames/): no tooling (devtools/), no tests."""
    from PyInstaller.archive.readers import CArchiveReader

    import cafegames

    pkg = CArchiveReader(str(unpacked / "opt" / "cafegames" / "cafegames"))
    pyz = next(name for name, entry in pkg.toc.items() if entry[-1] in ("z", b"z"))
    frozen = {m for m in pkg.open_embedded_archive(pyz).toc if m.split(".")[0] in ("cafegames", "devtools", "tests")}
    source = Path(cafegames.__file__).parent
    ours = {".".join(p.relative_to(source.parent).with_suffix("").parts).removesuffix(".__init__")
            for p in source.rglob("*.py") if "__pycache__" not in p.parts}
    assert frozen == ours
    assert not list((unpacked / "opt").rglob("*.ts")) and not list((unpacked / "opt").rglob("README.md"))


def test_library_search_paths_stay_inside_the_package(unpacked):
    """No ELF file carries a RUNPATH/RPATH to a folder of the build machine (a pyenv Python puts its own lib/
    there): on a family's laptop the loader would search that folder first. What remains is relative to the
    file ($ORIGIN) and names a folder of the package."""
    app = unpacked / "opt" / PACKAGE
    files = elf_files(app)
    assert len(files) > 50, f"only {len(files)} ELF files under {app}"
    wrong, kept = [], 0
    for path in files:
        dynamic = sh("readelf", "-d", "-W", path).stdout
        for kind, value in re.findall(r"\((RPATH|RUNPATH)\)\s+Library (?:rpath|runpath): \[(.*)\]", dynamic):
            for folder in filter(None, value.split(":")):
                kept += 1
                where = re.sub(r"^\$(ORIGIN|\{ORIGIN\})", str(path.parent), folder)
                resolved = Path(os.path.normpath(where))
                if where == folder or not resolved.is_relative_to(app) or not resolved.is_dir():
                    wrong.append(f"{path.relative_to(unpacked)}: {kind} {folder}")
    assert not wrong, f"{len(wrong)} search paths outside the package:\n" + "\n".join(wrong[:20])
    assert kept, "no $ORIGIN search path left: PySide6's libraries need theirs"


def test_a_game_that_owns_only_its_own_folders(debs, unpacked):
    """Section games with the command in /usr/games and a manual page in section 6 (Debian policy 11.11), in
    both languages; /opt is the system's, so the package lists /opt/cafegames but not /opt itself."""
    fields = sh("dpkg-deb", "-f", debs["current"]).stdout
    assert re.search(r"^Section: games$", fields, re.M), fields
    synopsis = re.search(r"^Description: (.*)$", fields, re.M).group(1)
    assert len(synopsis) < 80 and "UNO" in synopsis and not synopsis.endswith(".")
    entries = [line.split()[5] for line in sh("dpkg-deb", "-c", debs["current"]).stdout.splitlines()]
    assert "./opt/" not in entries and "./opt/cafegames/" in entries, entries[:5]
    assert "./usr/games/cafegames" in entries and not any(e.startswith("./usr/bin/") for e in entries)
    for page in ("usr/share/man/man6/cafegames.6.gz", "usr/share/man/fr/man6/cafegames.6.gz"):
        text = gzip.decompress((unpacked / page).read_bytes()).decode()
        for option in ("--new", "--load", "--check-save", "--lang"):
            assert option.replace("-", "\\-") in text, (page, option)
    assert "FICHIERS" in text and "partie enregistrée" in text  # the last one is the French page
    control = sh("dpkg-deb", "-I", debs["current"]).stdout
    assert re.search(r"\d+ bytes, +\d+ lines +\* +preinst", control), control
    assert (unpacked / "usr/share/lintian/overrides" / PACKAGE).is_file()


def test_installs_where_there_is_no_opt_and_leaves_it_to_the_system(debs, tmp_path):
    """Into an empty root (dpkg --root, scripts run outside a chroot): the preinst makes /opt, dpkg owns
    /opt/cafegames but not /opt, and the purge takes the package's files and leaves /opt."""
    root = tmp_path / "root"
    for sub in ("info", "updates", "triggers"):
        (root / "var/lib/dpkg" / sub).mkdir(parents=True)
    for name in ("status", "available"):
        (root / "var/lib/dpkg" / name).touch()
    dpkg = ["dpkg", f"--root={root}", "--force-script-chrootless", "--force-depends"]
    sh(*dpkg, "-i", debs["current"])
    assert (root / "opt" / PACKAGE / PACKAGE).is_file()
    assert sh("dpkg-query", f"--root={root}", "-S", "/opt", check=False).returncode != 0  # nobody's
    assert PACKAGE in sh("dpkg-query", f"--root={root}", "-S", "/opt/cafegames").stdout
    sh(*dpkg, "-P", PACKAGE)
    assert (root / "opt").is_dir() and not (root / "opt" / PACKAGE).exists()


# Tags of the uncompressed test build only: build-deb compresses with xz by default.
TEST_BUILD_ONLY = ("uses-no-compression-for-data-tarball", "uses-no-compression-for-control-tarball")


@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian is not installed (apt-get install lintian)")
def test_lintian_finds_no_error_or_warning_that_is_not_explained(debs):
    """lintian, pedantic: no error or warning left except those packaging/deb/lintian-overrides explains
    (shipped in the package, where lintian reads it), and every override still matches a tag."""
    result = sh("lintian", "--display-info", "--pedantic", "--suppress-tags", ",".join(TEST_BUILD_ONLY),
                debs["current"], check=False, timeout=600)
    hints = [line for line in result.stdout.splitlines() if re.match(r"^[EWIPX]: ", line)]
    bad = [line for line in hints if line.startswith(("E:", "W:"))
           or re.search(r"\b(unused|mismatched)-override\b", line)]
    assert not bad, f"{len(bad)} lintian hints:\n" + "\n".join(bad[:40])
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]


# Where the app must not look: the checkout (with its .venv) and the Python that built the bundle.
HIDDEN = sorted({ROOT, Path(sys.base_prefix).resolve()})


def _hiding_prefix() -> list[str]:
    """A command prefix that runs the rest in a private mount namespace with empty folders over HIDDEN, so an
    app that still read the source tree or the build's Python would fail; [] where namespaces are not allowed."""
    script = " && ".join(f'mount -t tmpfs hidden "${i}"' for i in range(1, len(HIDDEN) + 1))
    script += f' && shift {len(HIDDEN)} && exec "$@"'
    prefix = ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "hide", *map(str, HIDDEN)]
    if shutil.which("unshare") is None:
        return []
    probe = subprocess.run([*prefix, "sh", "-c", f'test -z "$(ls -A {ROOT})"'], capture_output=True)
    return prefix if probe.returncode == 0 else []


HIDING = _hiding_prefix() if _why_not() is None else []


def run_app(home: Path, cwd: Path, *args: str, timeout: float = 90, lang: str = "C.UTF-8") -> subprocess.CompletedProcess:
    """The installed app as launched from a desktop: a clean environment (no venv, no PYTHONPATH, no test
    overrides of the data folder), its own HOME, outside the checkout — which is hidden, with the Python that
    built the bundle, where the system allows it."""
    env = {"HOME": str(home), "PATH": CLEAN_PATH, "LANG": lang, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([*HIDING, PACKAGE, *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


def assert_picture(path: Path, size: tuple[int, int]) -> None:
    from PySide6.QtGui import QImage

    assert path.is_file(), f"{path} was not written"
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a PNG Qt can read"
    assert (image.width(), image.height()) == size
    colours = {image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)}
    assert len(colours) > 50, f"{path} looks blank ({len(colours)} colours)"


def source_saves(saves: Path) -> dict[str, Path]:
    """Saves written by the source version (this checkout's engine): a few computer moves into every game
    whose rules have landed, plus one in the pre-release format 0 that the engine migrates on load."""
    from cafegames.engine import registry
    from cafegames.engine.match import Match
    from cafegames.engine.saves import record_of, save_match
    from cafegames.engine.seats import Seat

    saves.mkdir(parents=True, exist_ok=True)
    made: dict[str, Path] = {}
    for game_id in ("uno", "cafe", "canyon"):
        info = registry.GAMES[game_id]
        if not info.has_rules():
            continue
        game = info.game()
        level = "normal" if "normal" in game.levels else game.levels[0]
        seats = [Seat("Ann", "human")] + [Seat(f"Bot {i}", "computer", level) for i in range(1, info.min_players)]
        match = Match(game, {}, seats, seed=20261129)
        for _ in range(12):
            action = match.bot_action(include_humans=True)
            if action is None:
                break
            match.act(action)
        assert match.actions, f"{game_id}: no action was played"
        made[game_id] = saves / f"source-{game_id}.json"
        save_match(match, made[game_id])
        if len(made) == 1:  # the same match in format version 0: "players" and Unix timestamps
            data = record_of(match)
            data["version"] = 0
            data["players"] = [{"name": s.name, "computer": s.kind == "computer", "level": s.level}
                               for s in match.seats]
            del data["seats"]
            data["created"] = data["updated"] = 1_700_000_000
            made[f"{game_id}-v0"] = saves / f"source-{game_id}-v0.json"
            made[f"{game_id}-v0"].write_text(json.dumps(data))
    assert made, "no game's rules are in the checkout yet"
    return made


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def machine_lock():
    """One install test at a time on a machine (several checkouts may run the suite at once as root)."""
    import fcntl

    with open("/tmp/cafegames-deb-test.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def test_install_run_upgrade_remove_keeps_saves(debs, tmp_path, machine_lock):
    from cafegames.engine import registry

    if installed_version() is not None:
        pytest.skip(f"cafegames {installed_version()} is already installed on this machine; not replacing it")
    home, cwd = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    cwd.mkdir()
    assert not cwd.resolve().is_relative_to(ROOT)
    saves = home / ".local" / "share" / "cafegames" / "saves"
    made = source_saves(saves)
    playable = [g for g in ("uno", "cafe", "canyon") if registry.GAMES[g].has_scene()]
    try:
        # -- install the older version
        sh("dpkg", "-i", debs["older"])
        assert installed_version() == f"{debs['version']}~older1"
        assert INSTALLED_APP.is_symlink() and os.access(INSTALLED_APP, os.X_OK)
        listed = sh("dpkg", "-L", PACKAGE).stdout
        assert "/usr/share/applications/cafegames.desktop" in listed
        assert "/opt\n" not in listed and "/opt/cafegames\n" in listed  # /opt stays the system's

        # -- started from the menu (no --lang), it speaks the system's language
        assert "Utilisation" in run_app(home, cwd, "--help", lang="fr_FR.UTF-8").stdout
        assert "Usage" in run_app(home, cwd, "--help", lang="en_GB.UTF-8").stdout

        # -- the start page in French, drawn by the installed app
        result = run_app(home, cwd, "--lang", "fr", "--size", "1280x800", "--screenshot", str(cwd / "start.png"))
        assert result.returncode == 0, result.stderr
        assert "Traceback" not in result.stderr
        assert_picture(cwd / "start.png", (1280, 800))
        # on a real X server too, through the bundled xcb platform plugin and the system's X libraries (Depends)
        if shutil.which("xvfb-run"):
            env = {"HOME": str(home), "PATH": CLEAN_PATH, "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "xcb"}
            result = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", PACKAGE, "--lang", "fr",
                                     "--size", "1280x800", "--screenshot", str(cwd / "x11.png")],
                                    cwd=cwd, env=env, capture_output=True, text=True, timeout=90)
            assert result.returncode == 0, result.stdout + result.stderr
            assert_picture(cwd / "x11.png", (1280, 800))
        elif os.environ.get("CI"):
            pytest.fail("xvfb-run is missing: .ci/run installs xvfb for the X11 check")
        assert run_app(home, cwd, "--version").stdout.split() == [PACKAGE, debs["version"]]
        # our French translation is in the bundle (the help text of the installed app)
        assert "Utilisation" in run_app(home, cwd, "--lang", "fr", "--help").stdout

        # -- every playable game's table, a few computer moves in (the installed app autosaves it in HOME)
        for game_id in playable:
            picture = cwd / f"{game_id}.png"
            result = run_app(home, cwd, "--lang", "fr", "--new", game_id, "--autoplay", "4", "--size", "1280x800",
                             "--screenshot", str(picture))
            assert result.returncode == 0, f"{game_id}: {result.stderr}"
            assert_picture(picture, (1280, 800))
        autosaves = [p for p in saves.glob("*.json") if not p.name.startswith("source-")]
        assert len(autosaves) == len(playable), sorted(p.name for p in saves.iterdir())

        # -- the saves made by the source version load in the installed app; a damaged one is refused clearly
        def check_all_saves() -> None:
            for path in sorted(saves.glob("*.json")):
                result = run_app(home, cwd, "--check-save", str(path))
                assert result.returncode == 0, f"{path.name}: {result.stderr}"
                assert path.name in result.stdout and "OK" in result.stdout, result.stdout

        check_all_saves()
        broken = cwd / "broken.json"
        broken.write_bytes(next(iter(made.values())).read_bytes()[:40])
        result = run_app(home, cwd, "--check-save", str(broken))
        assert result.returncode == 2 and "broken.json" in result.stderr and "Traceback" not in result.stderr
        loadable = [made[g] for g in playable if g in made]
        if loadable:  # and opens on screen
            result = run_app(home, cwd, "--load", str(loadable[0]), "--size", "1280x800",
                             "--screenshot", str(cwd / "loaded.png"))
            assert result.returncode == 0, result.stderr
            assert_picture(cwd / "loaded.png", (1280, 800))
        before = snapshot(home / ".local" / "share" / "cafegames")

        # -- upgrade to the current version: the saves are untouched and still load
        sh("dpkg", "-i", debs["current"])
        assert installed_version() == debs["version"]
        assert snapshot(home / ".local" / "share" / "cafegames") == before
        check_all_saves()

        # -- remove, then purge: the program goes, the family's saves stay
        sh("dpkg", "-r", PACKAGE)
        assert installed_version() is None
        assert not INSTALLED_APP.exists() and not Path("/opt/cafegames").exists() and Path("/opt").is_dir()
        assert not Path("/usr/share/applications/cafegames.desktop").exists()
        sh("dpkg", "-P", PACKAGE)
        assert snapshot(home / ".local" / "share" / "cafegames") == before
    finally:
        if installed_version() is not None:
            sh("dpkg", "-P", PACKAGE, check=False)
