"""The settings files read bounded (cafegames/engine/files.py): a pipe, a link to /dev/zero or a huge file as
settings.json or as the old cafegames.ini is not used, said in the log, and the app starts from the defaults at
once — even `cafegames --version`, which reads the language before anything else."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from cafegames import __version__
from cafegames.ui.settings import Settings
from tests import hostile_files

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")


def make_bad(path: Path, bad: str) -> None:
    hostile_files.make_bad(path, bad, 5 * 1024 * 1024)  # past the limit of this kind of file


@posix_only
def test_version_starts_at_once_when_settings_json_is_a_pipe(tmp_path):
    config = tmp_path / "config"
    make_bad(config / "settings.json", "fifo")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_CONFIG_DIR": str(config),
           "CAFEGAMES_DATA_DIR": str(tmp_path / "data"), "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    try:
        out = subprocess.run([sys.executable, "-m", "cafegames", "--version"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail("cafegames --version blocked on a pipe as settings.json")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"cafegames {__version__}"
    assert "settings.json" in out.stderr and "defaults are used" in out.stderr


def settings_in_a_thread(path: Path) -> list[Settings]:
    out: list[Settings] = []
    worker = threading.Thread(target=lambda: out.append(Settings(path)), daemon=True)
    worker.start()
    worker.join(10)
    return out


@posix_only
@pytest.mark.parametrize("bad", ["fifo", "zero", "huge"])
def test_a_bad_settings_file_is_not_used_and_said(tmp_path, caplog, bad):
    path = tmp_path / "settings.json"
    make_bad(path, bad)
    with caplog.at_level(logging.WARNING, logger="cafegames.settings"):
        made = settings_in_a_thread(path)
    assert made and made[0].language == "" and made[0].animation_speed == "normal"
    assert "settings.json" in caplog.text and "defaults are used" in caplog.text


@posix_only
@pytest.mark.parametrize("bad", ["fifo", "zero", "huge"])
def test_a_bad_old_ini_file_is_not_used_and_said(tmp_path, caplog, bad):
    make_bad(tmp_path / "cafegames.ini", bad)
    with caplog.at_level(logging.WARNING, logger="cafegames.settings"):
        made = settings_in_a_thread(tmp_path / "settings.json")
    assert made and made[0].values == {}
    assert "cafegames.ini is not used" in caplog.text
