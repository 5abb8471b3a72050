"""The app installs as users install it: the wheel and the sdist, each into a fresh venv outside the checkout.

Both are built from a clean copy of the tracked files (no build/ or *.egg-info left in the checkout) and
installed non-editable with their dependencies (from pip's cache or the package index, as a user's
`pip install .` gets them). Each install must hold every module and data file of the source tree — compared
against `git ls-files`, so a folder left out of the package (cafegames/ui once had no __init__.py and the app
did not start) fails here — and must start: `cafegames --version`, `python -m cafegames --version`, and a
screenshot of the start page, all run from outside the checkout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

from cafegames import __version__

pytestmark = [pytest.mark.slow, pytest.mark.installer]  # two builds and two venvs with PySide6: `pytest -m slow`

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT = 900

CHILD = r"""
import json
import cafegames
from cafegames.engine import paths
from PySide6.QtCore import QTranslator
fr = QTranslator()
loaded = fr.load("cafegames_fr", str(paths.translations_dir()))
qt_extra = QTranslator()  # what Qt's own French catalogue lacks (translations/qt_extra_fr.ts)
qt_extra_loaded = qt_extra.load("qt_extra_fr", str(paths.translations_dir()))
from importlib.metadata import distribution
dist = distribution("cafegames")
from PySide6.QtWidgets import QApplication
app = QApplication([])
from cafegames.ui import builtin_avatars
print(json.dumps({
    "avatars": [f for f in builtin_avatars.BUILTIN if builtin_avatars.image(f, 44) is not None],
    "package": cafegames.__file__,
    "resources": str(paths.resources_dir()),
    "translations": str(paths.translations_dir()),
    "fr_loaded": loaded,
    "fr_text": fr.translate("StartPage", "Continue"),
    "qt_extra_loaded": qt_extra_loaded,
    "qt_extra_text": qt_extra.translate("QFileDialog", "&Look in:"),
    "gui_scripts": [e.name for e in dist.entry_points if e.group == "gui_scripts"],
}))
"""


def tracked(prefix: str) -> list[str]:
    out = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others", "--exclude-standard",
                          prefix], check=True, capture_output=True).stdout.decode()
    return sorted(name for name in out.split("\0") if name and (ROOT / name).is_file())


def run(*cmd: str | Path, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    result = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=TIMEOUT)
    assert result.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result


@pytest.fixture(scope="module")
def dists(tmp_path_factory) -> dict[str, Path]:
    """The wheel and the sdist, built from a clean copy of the tracked files (tests left out)."""
    copy = tmp_path_factory.mktemp("clean-copy")
    for name in tracked("."):
        if not name.startswith("tests/"):
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            (copy / name).write_bytes((ROOT / name).read_bytes())
    out = tmp_path_factory.mktemp("dist")
    run(sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", out, copy, cwd=copy)
    wheel = next(out.glob("cafegames-*.whl"))
    sdist = next(out.glob("cafegames-*.tar.gz"))
    return {"wheel": wheel, "sdist": sdist}


def _venv(tmp_path_factory, kind: str, dist: Path) -> Path:
    venv = tmp_path_factory.mktemp(f"venv-{kind}")
    run(sys.executable, "-m", "venv", venv, cwd=venv)
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    run(venv / "bin" / "python", "-m", "pip", "install", "--quiet", dist, cwd=venv, env=env)
    return venv


@pytest.fixture(scope="module", params=["wheel", "sdist"])
def installed(request, dists, tmp_path_factory) -> Path:
    return _venv(tmp_path_factory, request.param, dists[request.param])


def site_packages(venv: Path) -> Path:
    rel = Path(sysconfig.get_path("purelib")).relative_to(sys.prefix)
    return venv / rel


def app_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    return {**env, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config")}


def test_the_sdist_holds_every_tracked_source_and_data_file(dists):
    with tarfile.open(dists["sdist"]) as tar:
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
    missing = [n for n in tracked("cafegames") + tracked("resources") + tracked("translations") if n not in names]
    assert not missing, missing


def test_the_wheel_holds_every_module_and_data_file(dists):
    names = set(zipfile.ZipFile(dists["wheel"]).namelist())
    missing = [n for n in _expected_package_files() if n not in names]
    assert not missing, missing


def test_the_wheel_holds_what_a_family_runs_and_nothing_else(dists):
    """No tooling (devtools/), tests, translation sources or notes for developers in the wheel."""
    names = {n for n in zipfile.ZipFile(dists["wheel"]).namelist() if ".dist-info/" not in n}
    assert sorted(names - set(_expected_package_files())) == []


def _expected_package_files() -> list[str]:
    """Where each tracked file of cafegames/, resources/ (less its notes for developers) and translations/*.qm
    lands in the installed package."""
    files = [n for n in tracked("cafegames") if n.endswith(".py")]
    files += ["cafegames/resources/" + n.removeprefix("resources/") for n in tracked("resources")
              if not n.endswith("README.md")]
    files += ["cafegames/translations/" + n.removeprefix("translations/") for n in tracked("translations")
              if n.endswith(".qm")]
    return files


def test_every_module_is_installed(installed):
    site = site_packages(installed)
    missing = [n for n in _expected_package_files() if not (site / n).is_file()]
    assert not missing, missing


def test_installed_package_finds_its_resources_and_translations(installed, tmp_path):
    out = run(installed / "bin" / "python", "-c", CHILD, cwd=tmp_path, env=app_env(tmp_path))
    info = json.loads(out.stdout)
    site = str(site_packages(installed))
    for key in ("package", "resources", "translations"):
        assert info[key].startswith(site), (key, info[key])
    assert info["fr_loaded"] and info["fr_text"] == "Continuer"
    assert info["qt_extra_loaded"] and info["qt_extra_text"] == "&Voir dans\u00a0:"
    assert info["gui_scripts"] == ["cafegames"]
    assert len(info["avatars"]) >= 12  # the ready-made avatars are package data, found and drawn


def test_installed_app_starts(installed, tmp_path):
    env = app_env(tmp_path)
    for command in ([installed / "bin" / "cafegames", "--version"],
                    [installed / "bin" / "python", "-m", "cafegames", "--version"]):
        assert run(*command, cwd=tmp_path, env=env).stdout.strip() == f"cafegames {__version__}"
    shot = tmp_path / "start.png"
    run(installed / "bin" / "cafegames", "--lang", "fr", "--size", "1280x800", "--screenshot", shot,
        cwd=tmp_path, env=env)
    assert shot.stat().st_size > 10_000
