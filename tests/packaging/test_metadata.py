"""The installer's metadata, checked without building or root: desktop entry, AppStream, icons, Depends vs CI."""

from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEB = ROOT / "packaging" / "deb"
sys.path.insert(0, str(ROOT / "packaging"))

import build_deb  # noqa: E402
import render_icons  # noqa: E402


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DEB / "cafegames.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_has_french_and_english_names_and_comments():
    entry = desktop_entry()
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry.get(key) and entry.get(f"{key}[fr]"), key
    assert entry["Comment"] != entry["Comment[fr]"] and entry["GenericName"] != entry["GenericName[fr]"]
    # the command the package installs, by its full path: the menu works whatever the session's PATH holds
    assert entry["Exec"].split()[0] == f"/{build_deb.LAUNCHER}" and entry["Icon"] == "cafegames"
    assert "Game" in entry["Categories"].split(";")


def test_desktop_entry_matches_the_apps_qt_desktop_file_name():
    """Wayland compositors find the entry (and the icon) by the app id Qt sends: setDesktopFileName."""
    runner = (ROOT / "cafegames" / "ui" / "runner.py").read_text()
    assert f'setDesktopFileName("{build_deb.DESKTOP_ID}")' in runner
    assert (DEB / f"{build_deb.DESKTOP_ID}.desktop").is_file()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_desktop_entry_validates():
    result = subprocess.run(["desktop-file-validate", str(DEB / "cafegames.desktop")], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_metainfo_validates_with_description_and_screenshots(tmp_path):
    text = (DEB / f"{build_deb.APPSTREAM_ID}.metainfo.xml").read_text()
    assert "<screenshots>" in text and "<description>" in text and 'xml:lang="fr"' in text
    filled = tmp_path / f"{build_deb.APPSTREAM_ID}.metainfo.xml"
    filled.write_text(text.replace("@VERSION@", "1.2.3").replace("@DATE@", "2026-11-29"))
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(filled)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_icons_render_at_every_hicolor_size(tmp_path):
    svg = ROOT / "resources" / "icons" / "cafegames.svg"
    paths = render_icons.render(svg, tmp_path, "cafegames")
    from PySide6.QtGui import QImage

    assert len(paths) == len(render_icons.SIZES)
    for size, path in zip(render_icons.SIZES, paths, strict=True):
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        opaque = sum(image.pixelColor(x, y).alpha() > 0 for x in range(size) for y in range(size))
        assert opaque > size * size // 4, f"{path} is nearly empty"


def test_depends_parsing_and_ci_installs_every_dependency():
    """dpkg -i in CI needs every Depends package already installed; .ci/run installs them."""
    groups = build_deb.depends_groups((DEB / "control.in").read_text())
    assert {"libxcb-cursor0"} in groups and {"libglib2.0-0t64", "libglib2.0-0"} in groups
    assert {"libc6"} in groups  # the version constraint is stripped
    ci_words = set(re.findall(r"[a-z0-9][a-z0-9.+-]+", (ROOT / ".ci" / "run").read_text()))
    missing = [" | ".join(sorted(g)) for g in groups if g != {"libc6"} and not g & ci_words]
    assert not missing, f".ci/run does not install: {missing}"


def test_version_comes_from_pyproject():
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as f:
        assert build_deb.project_version() == tomllib.load(f)["project"]["version"]


def test_package_version_is_the_version_the_app_reports():
    """build-deb versions the .deb from pyproject.toml; `cafegames --version` and saves' app_version use
    cafegames.__version__: one number for both."""
    import cafegames

    assert build_deb.project_version() == cafegames.__version__
