"""Test-wide set-up: Qt offscreen, silent sound, a private data directory, and the toy game registered."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CAFEGAMES_SOUND"] = "off"  # no test reaches a speaker: sounds go to a recorder (cafegames/ui/sound.py)

import pytest  # noqa: E402

from cafegames.engine import registry  # noqa: E402
from cafegames.engine.messages import Message  # noqa: E402

registry.register(registry.GameInfo("toy", Message("Toy", "Twenty-one"), Message("Toy", "A test game"), 2, 4,
                              "tests.toy", bots_module="tests.toy.bots",
                                    on_start_page=False))


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path, monkeypatch):
    """Every test writes saves and settings under its own temporary folder, never the user's."""
    monkeypatch.setenv("CAFEGAMES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    yield


@pytest.fixture
def settings(tmp_path):
    """Settings for the tests that put a game on screen: fast animations, no computer pause."""
    from tests.ui.helpers import quick_settings  # Qt only for the tests that ask for it

    return quick_settings(tmp_path)
