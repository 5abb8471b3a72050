"""Whether the system asks for fewer animations, where we can read it (Settings' "as the system", settings.py).

Qt 6.11 has no such flag (QStyleHints.accessibility() gains motionPreference only in Qt 6.12; it is used when
present). Otherwise:
- Windows: SystemParametersInfo(SPI_GETCLIENTAREAANIMATION) — "Show animations in Windows" off;
- Linux: GTK's `gtk-enable-animations` in the user's gtk-4.0 or gtk-3.0 settings.ini (what GNOME's and other
  desktops' "Animations" switches write for GTK programs), read bounded (cafegames/engine/files.py).
Anywhere else, or when nothing can be read, the answer is "no" and animations stay on. Read once per run.
"""

from __future__ import annotations

import configparser
import logging
import os
import sys
from functools import cache
from pathlib import Path

from cafegames.engine.files import MISSING, FileRefused, read_bounded

log = logging.getLogger(__name__)
SPI_GETCLIENTAREAANIMATION = 0x1042
FALSE = ("0", "false", "no", "off")


def _qt_says() -> bool | None:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    hints = app.styleHints().accessibility() if isinstance(app, QGuiApplication) else None
    preference = getattr(hints, "motionPreference", None) if hints is not None else None
    if preference is None:
        return None
    return "reduce" in str(preference()).lower()


def _windows_says() -> bool | None:
    import ctypes

    on = ctypes.c_int(1)
    try:
        ok = ctypes.windll.user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(on), 0)  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None
    return not on.value if ok else None


def gtk_says(config_home: Path) -> bool | None:
    """True when gtk-enable-animations is false in the GTK settings under `config_home`; None when unsaid."""
    for version in ("gtk-4.0", "gtk-3.0"):
        path = config_home / version / "settings.ini"
        try:
            text = read_bounded(path, "text").decode("utf-8", "replace")
        except FileRefused as exc:
            if exc.kind != MISSING:
                log.info("%s is not read: %s", path, exc.kind)
            continue
        parser = configparser.ConfigParser(interpolation=None, strict=False)
        try:
            parser.read_string(text)
        except configparser.Error:
            continue
        if parser.has_option("Settings", "gtk-enable-animations"):
            return parser.get("Settings", "gtk-enable-animations").strip().lower() in FALSE
    return None


@cache
def system_reduces_motion() -> bool:
    """Whether the system asks for fewer animations (False when it cannot be told)."""
    said = _qt_says()
    if said is None and sys.platform == "win32":
        said = _windows_says()
    elif said is None and sys.platform.startswith("linux"):
        base = os.environ.get("XDG_CONFIG_HOME", "").strip() or os.path.join(os.path.expanduser("~"), ".config")
        said = gtk_says(Path(base))
    return bool(said)
