"""`pip install .` gives a package that finds its resources and translations without the checkout.

Installed with --no-deps --no-build-isolation into a target folder (fast, offline: PySide6 and the other
dependencies come from the test environment), then imported in a child process run outside the checkout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import json, sys
import cafegames
from cafegames import paths
from PySide6.QtCore import QTranslator
fr = QTranslator()
loaded = fr.load("cafegames_fr", str(paths.translations_dir()))
from importlib.metadata import distribution
dist = distribution("cafegames")
print(json.dumps({
    "package": cafegames.__file__,
    "resources": str(paths.resources_dir()),
    "translations": str(paths.translations_dir()),
    "covers": [paths.resource("art", f"{g}.svg").is_file() for g in ("uno", "cafe", "canyon")],
    "icon": paths.resource("icons", "cafegames.svg").is_file(),
    "rules_readme": paths.resource("rules", "README.md").is_file(),
    "qm": sorted(p.name for p in paths.translations_dir().glob("*.qm")),
    "fr_loaded": loaded,
    "fr_text": fr.translate("StartPage", "Continue"),
    "gui_scripts": [e.name for e in dist.entry_points if e.group == "gui_scripts"],
}))
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("site")
    build = tmp_path_factory.mktemp("build")
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    # Offline and fast with the test environment's own setuptools when it is recent enough for pyproject.toml;
    # otherwise pip builds in isolation as a user's install does (that needs the package index).
    isolation: list[str] = []
    if _setuptools_at_least(77):
        isolation = ["--no-build-isolation"]
        env["PIP_NO_INDEX"] = "1"
    # Build from a copy so the checkout gets no build/ or *.egg-info folder.
    files = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, files):
        src = ROOT / name
        if src.is_file() and not name.startswith((".venv", "tests/")):
            dst = build / name
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_bytes(src.read_bytes())
    result = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", *isolation,
                             "--target", str(target), str(build)], env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-3000:]
    return target


def _setuptools_at_least(major: int) -> bool:
    try:
        from importlib.metadata import version

        return int(version("setuptools").split(".")[0]) >= major
    except Exception:
        return False


def test_installed_package_finds_resources_and_translations(installed, tmp_path):
    env = {**os.environ, "PYTHONPATH": str(installed), "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", CHILD], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    info = json.loads(out.stdout)
    for key in ("package", "resources", "translations"):
        assert info[key].startswith(str(installed)), (key, info[key])
    assert info["covers"] == [True, True, True] and info["icon"] and info["rules_readme"]
    assert info["qm"] == ["cafegames_en.qm", "cafegames_fr.qm"]
    assert info["fr_loaded"] and info["fr_text"] == "Continuer"
    assert info["gui_scripts"] == ["cafegames"]


def test_installed_app_runs_its_command_line(installed, tmp_path):
    env = {**os.environ, "PYTHONPATH": str(installed), "QT_QPA_PLATFORM": "offscreen",
           "CAFEGAMES_DATA_DIR": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    shot = tmp_path / "s.png"
    out = subprocess.run([sys.executable, "-m", "cafegames", "--lang", "fr", "--screenshot", str(shot)], cwd=tmp_path,
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000
