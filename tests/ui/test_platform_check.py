"""Linux, before Qt starts: a missing system library for Qt's window is named with the package to install, in
the family's language, and the app exits with status 2 (Qt alone aborts with a core dump)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cafegames.ui import platform_check

ROOT = Path(__file__).resolve().parents[2]
CURSOR = "libxcb-cursor.so.0"


def hidden_loader(*hidden: str):
    """load_error as if `hidden` were not installed (the plugin's loader names the first one it needs)."""

    def load(path: str) -> str | None:
        name = Path(path).name
        if name in hidden:
            return f"{name}: cannot open shared object file: No such file or directory"
        if name == "libqxcb.so":
            return f"{hidden[0]}: cannot open shared object file: No such file or directory"
        return None

    return load


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only")
def test_every_missing_library_is_named_with_its_packages():
    text = platform_check.problem({"DISPLAY": ":0"}, hidden_loader(CURSOR, "libxcb-icccm.so.4"))
    assert "libxcb-cursor.so.0, libxcb-icccm.so.4" in text
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in text
    assert "sudo dnf install xcb-util-cursor xcb-util-wm" in text


def test_nothing_to_say_when_the_plugin_loads_or_qt_is_not_drawing_on_a_desktop():
    assert platform_check.problem({"DISPLAY": ":0"}, lambda path: None) is None
    for platform in ("offscreen", "minimal", "vnc"):
        assert platform_check.problem({"QT_QPA_PLATFORM": platform}, hidden_loader(CURSOR)) is None
    # a Wayland session: fine as long as the wayland plugin loads, even without the xcb libraries
    env = {"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}
    assert platform_check.problem(env, hidden_loader(CURSOR)) is None


def _why_not_hidden() -> str | None:
    if not sys.platform.startswith("linux") or os.geteuid() != 0 or not shutil.which("unshare"):
        return "hides a system library in a private mount namespace: needs Linux, root and unshare"
    if platform_check.load_error(CURSOR) is not None:
        return f"{CURSOR} is not installed here (apt-get install libxcb-cursor0)"
    return None


@pytest.mark.skipif(_why_not_hidden() is not None, reason=_why_not_hidden() or "")
def test_the_app_names_the_hidden_library_in_french_and_exits_2(tmp_path):
    """libxcb-cursor.so.0 hidden (an empty file mounted over it, in a mount namespace of the test's own): the app
    started as a user would (no QT_QPA_PLATFORM, an X display named) says what to install, in French."""
    found = subprocess.run(["sh", "-c", f"ldconfig -p | grep -m1 '{CURSOR} ' | sed 's/.*=> //'"],
                           capture_output=True, text=True).stdout.strip()
    assert found, f"{CURSOR} not in the loader's cache"
    real = os.path.realpath(found)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND_", "XDG_SESSION"))}
    env.update(DISPLAY=":93", LANG="fr_FR.UTF-8", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               CAFEGAMES_DATA_DIR=str(tmp_path / "data"))
    script = f'mount --bind /dev/null "{real}" && exec "$0" -m cafegames --lang fr'
    result = subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, sys.executable],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2, (result.returncode, result.stderr)  # not -6 (SIGABRT, Qt's core dump)
    assert "cafegames ne peut pas ouvrir sa fenêtre" in result.stderr, result.stderr
    assert CURSOR in result.stderr and "sudo apt install libxcb-cursor0" in result.stderr, result.stderr
    assert "sudo dnf install xcb-util-cursor" in result.stderr
    assert "Could not load the Qt platform plugin" not in result.stderr and "Traceback" not in result.stderr
