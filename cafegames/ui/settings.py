"""The app's settings, stored with QSettings in an INI file in the user's config folder.

The file lives in `platformdirs.user_config_path("cafegames")` (XDG_CONFIG_HOME on Linux, so tests get a
private one). Scenes read `animation_scale`, `computer_delay_ms` and `colour_aid`; UNO's card decks are stored
by cafegames/games/uno/widgets_decks.py.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QObject, QSettings, Signal

from cafegames.engine.messages import QT_TRANSLATE_NOOP

# (key, label) — duration scale for animations: 0 = instant.
ANIMATION_SPEEDS = {
    "off": (0.0, QT_TRANSLATE_NOOP("Settings", "No animation")),
    "fast": (0.5, QT_TRANSLATE_NOOP("Settings", "Fast animations")),
    "normal": (1.0, QT_TRANSLATE_NOOP("Settings", "Normal animations")),
    "slow": (1.8, QT_TRANSLATE_NOOP("Settings", "Slow animations")),
}
# Pause before each computer action, in ms.
COMPUTER_PACES = {
    "fast": (250, QT_TRANSLATE_NOOP("Settings", "Quick computer players")),
    "normal": (800, QT_TRANSLATE_NOOP("Settings", "Computer players at a steady pace")),
    "slow": (1600, QT_TRANSLATE_NOOP("Settings", "Computer players take their time")),
}


def config_path() -> Path:
    override = os.environ.get("CAFEGAMES_CONFIG_DIR")
    if override:
        return Path(override) / "cafegames.ini"
    if sys.platform.startswith("linux"):
        # What platformdirs answers on Linux (the XDG rule), without importing it before the first window.
        base = os.environ.get("XDG_CONFIG_HOME", "").strip() or str(Path.home() / ".config")
        return Path(base) / "cafegames" / "cafegames.ini"
    import platformdirs

    return platformdirs.user_config_path("cafegames", appauthor=False) / "cafegames.ini"


class Settings(QObject):
    """Typed access to the stored settings; `changed` fires when one of them is set from the app."""

    changed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.path = path or config_path()
        self.store = QSettings(str(self.path), QSettings.Format.IniFormat)
        # Overrides that last for this run only (--screenshot turns animations off, tests speed up bots).
        self.overrides: dict[str, Any] = {}

    def _get(self, key: str, default: Any) -> Any:
        if key in self.overrides:
            return self.overrides[key]
        value = self.store.value(key, default)
        return default if value is None else value

    def _choice(self, key: str, allowed, default: str) -> str:
        """A stored choice among `allowed`, or `default` when the file holds something we do not know."""
        value = str(self._get(key, default))
        return value if value in allowed else default

    def _set(self, key: str, value: Any) -> None:
        self.store.setValue(key, value)
        self.store.sync()
        self.changed.emit(key)

    # -- language: "" follows the system
    @property
    def language(self) -> str:
        return self._choice("language", ("", "en", "fr"), "")

    @language.setter
    def language(self, value: str) -> None:
        self._set("language", value)

    # -- animations
    @property
    def animation_speed(self) -> str:
        return self._choice("animation_speed", ANIMATION_SPEEDS, "normal")

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._set("animation_speed", value)

    @property
    def animation_scale(self) -> float:
        """Multiply every animation's base duration by this; 0 means items jump to their place at once."""
        return ANIMATION_SPEEDS[self.animation_speed][0]

    def duration(self, base_ms: int) -> int:
        return int(base_ms * self.animation_scale)

    # -- computer pace
    @property
    def computer_pace(self) -> str:
        return self._choice("computer_pace", COMPUTER_PACES, "normal")

    @computer_pace.setter
    def computer_pace(self, value: str) -> None:
        self._set("computer_pace", value)

    @property
    def computer_delay_ms(self) -> int:
        if "computer_delay_ms" in self.overrides:
            return int(self.overrides["computer_delay_ms"])
        return COMPUTER_PACES[self.computer_pace][0]

    # -- colour-blind aid: a shape for each UNO colour (Settings dialog, deck designer, the UNO table)
    @property
    def colour_aid(self) -> bool:
        return bool(self.json_value("colour_aid", False))

    @colour_aid.setter
    def colour_aid(self, on: bool) -> None:
        self.set_json_value("colour_aid", bool(on))
        self.changed.emit("colour_aid")

    # -- free-form values (dialog choices, window geometry)
    def json_value(self, key: str, default: Any = None) -> Any:
        import json  # not before the first window: nothing at start-up needs it

        raw = self.store.value(key)
        if not isinstance(raw, str):
            return default
        try:
            return json.loads(raw)
        except ValueError:
            return default

    def set_json_value(self, key: str, value: Any) -> None:
        import json

        self.store.setValue(key, json.dumps(value, ensure_ascii=False))
        self.store.sync()

    def bytes_value(self, key: str) -> QByteArray | None:
        raw = self.store.value(key)
        return raw if isinstance(raw, QByteArray) else None

    def set_bytes_value(self, key: str, value: QByteArray) -> None:
        self.store.setValue(key, value)
        self.store.sync()
