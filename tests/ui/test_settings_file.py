"""Settings are plain values: a crafted settings file never runs code, a wrong value falls back to the default.

PySide's QSettings unpickles `@Variant(...PyObjectWrapper...)` entries of an INI file: with the settings kept in
QSettings, a crafted `cafegames.ini` ran `os.system` during a plain `cafegames --version`."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

from cafegames.ui.settings import Settings, config_path

ROOT = Path(__file__).resolve().parents[2]

CRAFT = r"""
import os, sys
from PySide6.QtCore import QSettings
marker = sys.argv[2]
class Evil:
    def __reduce__(self):
        return (os.system, ("touch " + marker,))
s = QSettings(sys.argv[1], QSettings.Format.IniFormat)
for key in ("language", "colour_aid", "window/geometry", "newgame/last_game", "uno_current_deck"):
    s.setValue(key, Evil())
s.setValue("animation_speed", "fast")
s.sync()
"""


def crafted_ini(folder: Path, marker: Path) -> Path:
    path = folder / "cafegames" / "cafegames.ini"
    path.parent.mkdir(parents=True)
    subprocess.run([sys.executable, "-c", CRAFT, str(path), str(marker)], check=True, timeout=60,
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert b"PyObjectWrapper" in path.read_bytes() and not marker.exists()
    return path


def app(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    code = "import sys, tests.conftest; from cafegames import app; sys.exit(app.main(sys.argv[1:]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CAFEGAMES_DATA_DIR": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env.pop("CAFEGAMES_CONFIG_DIR", None)
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_a_crafted_settings_file_runs_no_code(tmp_path):
    marker = tmp_path / "PWNED"
    crafted_ini(tmp_path / "config", marker)
    assert app(tmp_path, "--version").returncode == 0
    shot = tmp_path / "start.png"
    out = app(tmp_path, "--screenshot", str(shot))
    assert out.returncode == 0, out.stderr
    assert shot.is_file() and not marker.exists()


def test_the_plain_choices_of_an_old_ini_file_are_kept_and_nothing_else(tmp_path, monkeypatch):
    marker = tmp_path / "PWNED"
    ini = crafted_ini(tmp_path / "config", marker)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    settings = Settings()
    assert settings.path == ini.with_name("settings.json")
    assert settings.animation_speed == "fast" and settings.language == "" and settings.colour_aid is False
    assert settings.bytes_value("window/geometry") is None and not marker.exists()


def test_values_of_the_wrong_type_fall_back_to_the_default_and_are_said_once(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": 5, "animation_speed": ["off"], "computer_pace": "warp",
                                "colour_aid": "yes", "window/geometry": 12}))
    settings = Settings(path)
    with caplog.at_level(logging.WARNING, logger="cafegames.settings"):
        for _ in range(3):
            assert (settings.language, settings.animation_speed, settings.computer_pace) == ("", "normal", "normal")
            assert settings.colour_aid is False and settings.bytes_value("window/geometry") is None
    said = [r.getMessage() for r in caplog.records]
    assert len(said) == 5 and all("default" in line for line in said)


def test_an_unreadable_settings_file_is_kept_aside_never_overwritten(tmp_path, caplog):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\x80not json at all")
    with caplog.at_level(logging.WARNING, logger="cafegames.settings"):
        settings = Settings(path)
    assert settings.language == "" and "defaults" in caplog.text
    settings.language = "fr"
    assert (tmp_path / "settings.json.unreadable").read_bytes() == b"\x80not json at all"
    assert Settings(path).language == "fr"


def test_values_round_trip_as_plain_json(tmp_path):
    from PySide6.QtCore import QByteArray

    settings = Settings(tmp_path / "settings.json")
    settings.colour_aid = True
    settings.set_json_value("newgame/uno", {"seats": [["Ann", "human"]]})
    settings.set_bytes_value("window/geometry", QByteArray(b"\x01\x02\xff"))
    stored = json.loads((tmp_path / "settings.json").read_text())
    assert stored["colour_aid"] is True and isinstance(stored["window/geometry"], str)
    again = Settings(tmp_path / "settings.json")
    assert again.colour_aid is True and again.json_value("newgame/uno") == {"seats": [["Ann", "human"]]}
    assert bytes(again.bytes_value("window/geometry")) == b"\x01\x02\xff"


def test_the_settings_file_is_json_in_the_config_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("CAFEGAMES_CONFIG_DIR", str(tmp_path))
    assert config_path() == tmp_path / "settings.json"


def test_bytes_values_are_decoded_as_qbytearray_frombase64_did(tmp_path):
    """Settings.bytes_value decodes with Python (no QByteArray before the first frame): the same bytes as
    QByteArray.fromBase64 for any text, padded or not, with stray characters."""
    import random
    import string

    from PySide6.QtCore import QByteArray

    settings = Settings(tmp_path / "settings.json")
    rng = random.Random(7)
    texts = ["AQL/", "AQL", "AQ", "A", "", "!!AQL/!!", "AQ==AQ", "é"] + [
        "".join(rng.choice(string.ascii_letters + string.digits + "+/=!é -_") for _ in range(rng.randint(0, 40)))
        for _ in range(2000)]
    for text in texts:
        settings.values["geometry"] = text
        expected = bytes(QByteArray.fromBase64(text.encode("ascii", "replace"))) or None
        assert settings.bytes_value("geometry") == expected, text
    settings.set_bytes_value("geometry", b"\x01\x02\xff")
    assert settings.values["geometry"] == "AQL/"
