"""The app's settings, stored as plain JSON in `settings.json` in the user's config folder.

The file lives in `platformdirs.user_config_path("cafegames")` (XDG_CONFIG_HOME on Linux, so tests get a
private one). Scenes read `animation_scale`, `computer_delay_ms`, `colour_aid`, and `sound_volume` and
`sound_muted` for their sounds; UNO's card decks are stored by cafegames/games/uno/table/widgets_decks.py.
Files are read bounded (cafegames/engine/files.py): a pipe, a device or a huge file is not used, said in the log.
No setting names a file or a folder (the deck in use is named by its id, checked by widgets_decks.py).

Animations are on, reduced or off (`animations`; Settings offers them and "As the system"):
- on: every animation at its normal length;
- reduced: only short fades and short moves — each animation or pause at most REDUCED_MAX_MS, a card or a piece
  moving farther than REDUCED_MAX_DISTANCE (scene units) goes to its place at once, and the winner's moment keeps
  its fades but has no confetti, no pulse and no zoom (`reduced_motion`, read by scene_base and celebration);
- off: everything jumps to its place (sounds still play, cafegames/ui/sound.py).
"As the system" (the default) is "reduced" where the system says it turns animations down and we can read it
(cafegames/ui/system_motion.py: GNOME/GTK's gtk-enable-animations, Windows' client-area animations), "on"
elsewhere. Speeds stored by older versions still work: "off" is off, "fast", "normal" and "slow" are on at that
speed, until the next choice in Settings replaces them.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from cafegames.engine.files import MISSING, NOT_REGULAR, TOO_BIG, FileRefused, read_bounded
from cafegames.engine.messages import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray

# Duration scales of the speeds older versions offered (still read from their files, and --screenshot's and the
# tests' overrides): 0 = instant.
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
ANIMATION_MODES = {
    "": QT_TRANSLATE_NOOP("Settings", "As the system"),
    "on": QT_TRANSLATE_NOOP("Settings", "On"),
    "reduced": QT_TRANSLATE_NOOP("Settings", "Reduced"),
    "off": QT_TRANSLATE_NOOP("Settings", "Off"),
}
REDUCED_SCALE = 0.6  # durations in "reduced" mode…
REDUCED_MAX_MS = 250  # …and never longer than this
REDUCED_MAX_DISTANCE = 260.0  # a longer move is not animated in "reduced" mode (scene units; the tables are ~1280)
LARGER_SCALE = 1.25  # "Larger cards and text": cards, table words and the widget font, this much larger
# Pause before each computer action, in ms.
COMPUTER_PACES = {
    "fast": (250, QT_TRANSLATE_NOOP("Settings", "Quick computer players")),
    "normal": (800, QT_TRANSLATE_NOOP("Settings", "Computer players at a steady pace")),
    "slow": (1600, QT_TRANSLATE_NOOP("Settings", "Computer players take their time")),
}


DEFAULT_VOLUME = 70  # of 100: the gain is its square, 0.49 (-6 dB; cafegames/ui/sound.py)
SETTINGS_FILE = "settings.json"
log = logging.getLogger("cafegames.settings")


def config_path() -> Path:
    override = os.environ.get("CAFEGAMES_CONFIG_DIR")
    if override:
        return Path(override) / SETTINGS_FILE
    if sys.platform.startswith("linux"):
        # What platformdirs answers on Linux (the XDG rule), without importing it before the first window.
        base = os.environ.get("XDG_CONFIG_HOME", "").strip() or str(Path.home() / ".config")
        return Path(base) / "cafegames" / SETTINGS_FILE
    import platformdirs

    return platformdirs.user_config_path("cafegames", appauthor=False) / SETTINGS_FILE


def _read_store(path: Path) -> tuple[dict[str, Any], str | None]:
    """The stored values and, when the file could not be used, why (the app then starts from the defaults).

    Plain JSON only: Qt's QSettings is not used because PySide unpickles the `@Variant(...)` entries of an INI
    file, so a crafted settings file would run code at start."""
    try:  # bounded: a pipe as settings.json would block every start, even `cafegames --version`
        raw = read_bounded(path, "settings")
    except FileRefused as refused:
        if refused.kind == MISSING:
            return {}, None
        if refused.kind == TOO_BIG:
            return {}, "is too big to be a settings file"
        if refused.kind == NOT_REGULAR:
            return {}, "is not a file but a pipe, a device or a folder"
        return {}, f"cannot be read ({refused})"
    import json  # only once there is a file to read (about 2 ms of start-up)

    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        return {}, f"is not readable JSON ({type(exc).__name__})"
    if not isinstance(data, dict):
        return {}, "does not hold a table of settings"
    return data, None


def _from_old_ini(path: Path) -> dict[str, Any]:
    """The plain choices of the INI file earlier versions wrote with QSettings (language, animations, pace),
    read as text: nothing else of it is used, and it is never handed to QSettings."""
    try:
        raw = read_bounded(path, "settings")
    except FileRefused as refused:
        if refused.kind != MISSING:
            log.warning("the old settings file %s is not used: %s", path, refused.kind)
        return {}
    import configparser

    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read_string(raw.decode("utf-8", "replace"))
    except configparser.Error:
        return {}
    general = parser["General"] if parser.has_section("General") else {}
    return {key: general[key] for key in ("language", "animation_speed", "computer_pace")
            if key in general and general[key].isascii() and general[key].isalpha() and len(general[key]) <= 10}


class Settings(QObject):
    """Typed access to the stored settings; `changed` fires when one of them is set from the app.

    Every value is read with the type it must have: anything else in the file falls back to the default and is
    said once in the log. Only JSON values are ever stored (bytes as base64), never a Python object."""

    changed = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.path = path or config_path()
        self.values, problem = _read_store(self.path)
        if not self.values and problem is None:
            self.values = _from_old_ini(self.path.with_name("cafegames.ini"))
        self._damaged = problem is not None  # kept aside, not overwritten, at the first write
        if problem:
            log.warning("the settings file %s %s; the defaults are used", self.path, problem)
        self._refused: set[str] = set()
        # Overrides that last for this run only (--screenshot turns animations off, tests speed up bots).
        self.overrides: dict[str, Any] = {}

    def _typed(self, key: str, kind: type | tuple[type, ...], default: Any) -> Any:
        """The stored value of `key` if it has the type `kind`, else `default` (said once in the log)."""
        if key in self.overrides:
            return self.overrides[key]
        if key not in self.values:
            return default
        value = self.values[key]
        if isinstance(value, kind) and not (isinstance(value, bool) and kind in (int, float, (int, float))):
            return value
        if key not in self._refused:
            self._refused.add(key)
            log.warning("setting %r in %s has a value of the wrong type (%s); the default is used", key, self.path,
                        type(value).__name__)
        return default

    def _choice(self, key: str, allowed, default: str) -> str:
        """A stored choice among `allowed`, or `default` when the file holds something we do not know."""
        value = self._typed(key, str, default)
        if value in allowed:
            return value
        if key not in self._refused:
            self._refused.add(key)
            log.warning("setting %r in %s is not one of %s; the default is used", key, self.path, ", ".join(allowed))
        return default

    def _set(self, key: str, value: Any) -> None:
        self.values[key] = value
        self._write()
        self.changed.emit(key)

    def _write(self) -> None:
        """The whole file, atomically. A settings file that could not be read is kept beside, never overwritten."""
        from cafegames.engine.saves import write_atomic

        try:
            if self._damaged and self.path.exists():
                os.replace(self.path, self.path.with_name(self.path.name + ".unreadable"))
            self._damaged = False
            import json

            data = json.dumps(self.values, ensure_ascii=False, indent=1, sort_keys=True).encode()
            write_atomic(self.path, data)
        except OSError as exc:  # a read-only config folder: the setting holds for this run
            log.warning("the settings could not be written to %s: %s", self.path, exc.strerror or exc)

    # -- language: "" follows the system
    @property
    def language(self) -> str:
        return self._choice("language", ("", "en", "fr"), "")

    @language.setter
    def language(self, value: str) -> None:
        self._set("language", value)

    # -- animations: on / reduced / off (the module's docstring); the speeds of older versions still read
    @property
    def animation_speed(self) -> str:
        return self._choice("animation_speed", ANIMATION_SPEEDS, "normal")

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._set("animation_speed", value)

    @property
    def animation_choice(self) -> str:
        """What Settings shows: "" (as the system), "on", "reduced" or "off"."""
        if "animations" not in self.values and "animations" not in self.overrides and "animation_speed" in self.values:
            return "off" if self.animation_speed == "off" else "on"  # chosen in an older version
        return self._choice("animations", ANIMATION_MODES, "")

    @animation_choice.setter
    def animation_choice(self, value: str) -> None:
        self.values.pop("animation_speed", None)  # the new choice replaces an older version's speed
        self._set("animations", value)

    @property
    def animations(self) -> str:
        """The mode in effect: "on", "reduced" or "off" ("as the system" resolved)."""
        if "animation_speed" in self.overrides:  # a run's override: --screenshot, tests, benchmarks
            return "off" if self.overrides["animation_speed"] == "off" else "on"
        choice = self.animation_choice
        if choice:
            return choice
        from cafegames.ui.system_motion import system_reduces_motion

        return "reduced" if system_reduces_motion() else "on"

    @property
    def reduced_motion(self) -> bool:
        return self.animations == "reduced"

    @property
    def animation_scale(self) -> float:
        """Multiply every animation's base duration by this; 0 means items jump to their place at once."""
        mode = self.animations
        if mode == "off":
            return 0.0
        if mode == "reduced":
            return REDUCED_SCALE
        speed = ANIMATION_SPEEDS[self.animation_speed]  # normal, or the speed an older version stored
        return speed if speed > 0 else 1.0

    def duration(self, base_ms: int) -> int:
        ms = int(base_ms * self.animation_scale)
        return min(ms, REDUCED_MAX_MS) if self.reduced_motion else ms

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
        return self._typed("colour_aid", bool, False)

    @colour_aid.setter
    def colour_aid(self, on: bool) -> None:
        self._set("colour_aid", bool(on))

    # -- sound (cafegames/ui/sound.py): a volume 0–100 and a mute, both from the Settings dialog
    @property
    def sound_volume(self) -> int:
        value = self._typed("sound_volume", int, DEFAULT_VOLUME)
        return value if 0 <= value <= 100 else DEFAULT_VOLUME

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._set("sound_volume", max(0, min(100, int(value))))

    @property
    def sound_muted(self) -> bool:
        return self._typed("sound_muted", bool, False)

    @sound_muted.setter
    def sound_muted(self, on: bool) -> None:
        self._set("sound_muted", bool(on))

    # -- larger cards and text (Settings): the tables draw their cards and words `text_scale` times larger, and the
    # app's widget font grows by as much (cafegames/ui/fonts.py)
    @property
    def larger_text(self) -> bool:
        return self._typed("larger_text", bool, False)

    @larger_text.setter
    def larger_text(self, on: bool) -> None:
        if bool(on) != self.larger_text:
            self._set("larger_text", bool(on))

    @property
    def text_scale(self) -> float:
        return LARGER_SCALE if self.larger_text else 1.0

    # -- free-form values (dialog choices, window geometry): any JSON value; callers check what they get
    @property
    def show_tips(self) -> bool:
        """First-time rule tips on the table (cafegames/ui/hinting.py); Settings' "Don't show tips" turns them off."""
        return self._typed("show_tips", bool, True)

    @show_tips.setter
    def show_tips(self, on: bool) -> None:
        self._set("show_tips", bool(on))

    def json_value(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default) if key not in self.overrides else self.overrides[key]

    def set_json_value(self, key: str, value: Any) -> None:
        import json

        self.values[key] = json.loads(json.dumps(value))  # a plain JSON value, never an object
        self._write()

    def bytes_value(self, key: str) -> bytes | None:
        """Bytes kept as base64 (the window's geometry: Qt's `restoreGeometry` takes them as they are). Decoded
        by Python, not `QByteArray.fromBase64`: naming QByteArray in this module's import made PySide6 build its
        enums before the first frame, and a first start has no geometry to read."""
        import binascii

        raw = self._typed(key, str, None)
        if raw is None:
            return None
        # As QByteArray.fromBase64 did: characters outside base64 skipped, missing padding supplied.
        text = "".join(c for c in raw if c.isascii() and (c.isalnum() or c in "+/"))
        text = text[:len(text) - len(text) % 4] if len(text) % 4 == 1 else text + "=" * (-len(text) % 4)
        return binascii.a2b_base64(text) or None

    def set_bytes_value(self, key: str, value: bytes | QByteArray) -> None:
        import binascii

        self.values[key] = binascii.b2a_base64(bytes(value), newline=False).decode("ascii")
        self._write()
