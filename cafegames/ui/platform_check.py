"""Before Qt starts on Linux: can its platform plugin load? If a system library is missing, say which package.

Qt 6.5 and later open their X11 window through the xcb plugin, which needs libraries a fresh desktop may lack
(libxcb-cursor0 above all, also libxcb-icccm4, libxcb-keysyms1). Without them Qt prints "Could not load the Qt
platform plugin "xcb"" and aborts with a core dump. So before the first window the app loads the plugin Qt is
about to use (xcb, or wayland then xcb on a Wayland session, or what QT_QPA_PLATFORM names) the way Qt will;
when the loader names a missing library, `problem()` returns the message: the libraries, and the packages to
install on Debian/Ubuntu and on Fedora, in the family's language. The app prints it and exits with status 2.
Other platforms (offscreen, Windows, macOS) and failures that name no missing library are left to Qt.
"""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

from cafegames.engine.messages import QT_TRANSLATE_NOOP
from cafegames.ui.i18n import tr_text

CTX = "CommandLine"

# soname → (Debian/Ubuntu package, Fedora package), for the libraries the xcb and wayland plugins and the Qt
# libraries under them take from the system.
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libwayland-client.so.0": ("libwayland-client0", "libwayland-client"),
    "libwayland-cursor.so.0": ("libwayland-cursor0", "libwayland-cursor"),
    "libwayland-egl.so.1": ("libwayland-egl1", "libwayland-egl"),
}
for _ext in ("glx", "randr", "render", "shape", "shm", "sync", "xfixes", "xkb", "xinput"):
    PACKAGES[f"libxcb-{_ext}.so.0"] = (f"libxcb-{_ext}0", "libxcb")
# What each plugin needs from the system, probed one by one to name every missing library at once (the loader
# names only the first).
PLATFORM_LIBS = {
    "xcb": ["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libxcb-image.so.0",
            "libxcb-render-util.so.0", "libxkbcommon-x11.so.0", "libxkbcommon.so.0", "libX11-xcb.so.1",
            "libxcb-xkb.so.1", "libxcb-randr.so.0", "libxcb-shape.so.0", "libxcb-sync.so.1", "libxcb-xfixes.so.0",
            "libEGL.so.1", "libfontconfig.so.1"],
    "wayland": ["libwayland-client.so.0", "libwayland-cursor.so.0", "libwayland-egl.so.1", "libxkbcommon.so.0",
                "libEGL.so.1", "libfontconfig.so.1"],
}
PACKAGES["libxcb-xkb.so.1"] = ("libxcb-xkb1", "libxcb")
PACKAGES["libxcb-sync.so.1"] = ("libxcb-sync1", "libxcb")
SONAME = re.compile(r"(lib[\w.+-]*?\.so(?:\.\d+)*)")


def candidates(env: Mapping[str, str]) -> list[str] | None:
    """The platforms Qt will try, in order; None when one is neither xcb nor wayland (left to Qt)."""
    value = env.get("QT_QPA_PLATFORM", "").strip()
    if value:
        names = [part.split(":")[0].strip() for part in value.split(";") if part.strip()]
    elif env.get("XDG_SESSION_TYPE", "") == "wayland" and env.get("WAYLAND_DISPLAY"):
        names = ["wayland", "xcb"]
    else:
        names = ["xcb"]
    return names if names and all(n in PLATFORM_LIBS for n in names) else None


def plugin(name: str) -> Path | None:
    """PySide6's platform plugin `name` (in a checkout's venv or the PyInstaller bundle alike)."""
    try:
        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        return None
    for location in (spec.submodule_search_locations or []) if spec else []:
        path = Path(location, "Qt", "plugins", "platforms", f"libq{name}.so")
        if path.is_file():
            return path
    return None


def load_error(path: str) -> str | None:
    """The loader's message when `path` (a file or a soname) cannot be loaded, else None."""
    import ctypes  # only on a desktop's platform (offscreen, Windows, macOS never get here)

    try:
        ctypes.CDLL(path)
    except OSError as exc:
        return str(exc)
    return None


def missing_libraries(env: Mapping[str, str] | None = None, load=load_error) -> list[str]:
    """The system libraries missing for every platform Qt would try (empty when one of them loads, or when the
    failure names no missing library)."""
    if not sys.platform.startswith("linux"):
        return []
    names = candidates(os.environ if env is None else env)
    if names is None:
        return []
    first: list[str] = []
    for name in names:
        path = plugin(name)
        if path is None:
            return []  # not a PySide6 layout we know: Qt says what it thinks
        error = load(str(path))
        if error is None:
            return []
        if not first:
            bundled = path.parents[2]  # PySide6/Qt: Qt's own libraries are not the system's business
            named = [s for s in SONAME.findall(error) if not (bundled / "lib" / s).exists() and s != path.name]
            if not named:
                return []
            first = named + [s for s in PLATFORM_LIBS[name] if s not in named and load(s) is not None]
    return first


def problem(env: Mapping[str, str] | None = None, load=load_error) -> str | None:
    """The message for the family when Qt's platform plugin cannot load, else None."""
    missing = missing_libraries(env, load)
    if not missing:
        return None
    debs = " ".join(dict.fromkeys(PACKAGES[s][0] for s in missing if s in PACKAGES))
    rpms = " ".join(dict.fromkeys(PACKAGES[s][1] for s in missing if s in PACKAGES))
    lines = [tr_text(CTX, QT_TRANSLATE_NOOP("CommandLine", "cafegames cannot open its window: these system "
                                                           "libraries are missing: {libraries}."))
             .format(libraries=", ".join(missing))]
    if debs:
        lines.append(tr_text(CTX, QT_TRANSLATE_NOOP("CommandLine", "Install them, then start cafegames again:")))
        lines.append("  " + tr_text(CTX, QT_TRANSLATE_NOOP("CommandLine", "Debian, Ubuntu: {command}"))
                     .format(command=f"sudo apt install {debs}"))
        lines.append("  " + tr_text(CTX, QT_TRANSLATE_NOOP("CommandLine", "Fedora: {command}"))
                     .format(command=f"sudo dnf install {rpms}"))
    else:
        lines.append(tr_text(CTX, QT_TRANSLATE_NOOP("CommandLine", "Install them with your system's package "
                                                                   "manager, then start cafegames again.")))
    return "\n".join(lines)
