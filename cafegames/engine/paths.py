"""Where the app's data files are: `resources/` and `translations/`, in a source checkout or once installed.

pyproject.toml installs both folders as the packages `cafegames.resources` and `cafegames.translations`; a
PyInstaller bundle carries them under the same names. In a source checkout run without installing, they are the
top-level folders beside `cafegames/`.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from functools import cache
from pathlib import Path

_SOURCE_ROOT = Path(__file__).resolve().parents[2]  # the checkout: cafegames/engine/paths.py


@cache
def _folder(package: str, source_name: str) -> Path:
    try:
        spec = importlib.util.find_spec(package)
    except ModuleNotFoundError:
        spec = None
    if spec is not None and spec.submodule_search_locations:
        for location in spec.submodule_search_locations:
            if Path(location).is_dir():
                return Path(location)
    return _SOURCE_ROOT / source_name


def resources_dir() -> Path:
    return _folder("cafegames.resources", "resources")


def translations_dir() -> Path:
    return _folder("cafegames.translations", "translations")


def resource(*parts: str) -> Path:
    """A file under resources/, e.g. resource("cafe", "board.json")."""
    return resources_dir().joinpath(*parts)


def data_dir() -> Path:
    """The user data folder: saves, decks, avatars, the log (CAFEGAMES_DATA_DIR overrides it, for tests and
    portable installs). On Linux the XDG rule platformdirs follows, without importing it at start-up."""
    override = os.environ.get("CAFEGAMES_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("linux"):
        # (joined as strings: Path.home() alone took 24 µs, and scenes ask for avatars on every redraw)
        base = os.environ.get("XDG_DATA_HOME", "").strip() or os.path.join(os.path.expanduser("~"), ".local", "share")
        return Path(base, "cafegames")
    import platformdirs

    return platformdirs.user_data_path("cafegames", appauthor=False)
