"""The Settings dialog in the warm look, whole at 1024 × 640 in both languages; animations on / reduced / off;
larger cards and text; and sound: a sentence when no sound device was found, and "Play a sound"."""

from __future__ import annotations

import ctypes
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from cafegames.ui import i18n, larger, sound
from cafegames.ui.settings import Settings
from cafegames.ui.settings_dialog import SettingsDialog

NO_DEVICE = {"en": "No sound device was found", "fr": "Aucune sortie son"}


def has_alsa() -> bool:
    try:
        ctypes.CDLL("libasound.so.2")
    except OSError:
        return False
    return True


@pytest.fixture
def lang(request):
    i18n.install_language(request.param)
    yield request.param
    i18n.install_language("en")


@pytest.fixture(autouse=True)
def back_to_normal():
    yield
    larger.apply(1.0)


@pytest.fixture
def no_device(monkeypatch):
    """The app's player as on a computer without sound: no output at all."""
    monkeypatch.setattr(sound, "_player", sound.Player(None))


def dialog_for(qtbot, tmp_path, **values) -> SettingsDialog:
    settings = Settings(tmp_path / "config" / "settings.json")
    for key, value in values.items():
        setattr(settings, key, value)
    larger.apply(settings.text_scale)  # as the main window does
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("lang", ["en", "fr"], indirect=True)
@pytest.mark.parametrize("larger", [False, True])
def test_warm_and_whole_on_a_1024_by_640_screen(qtbot, tmp_path, lang, larger, no_device):
    dialog = dialog_for(qtbot, tmp_path, larger_text=larger)
    assert dialog.objectName() == "warm" and "#c8553d" in dialog.styleSheet()
    dialog.show()
    hint = dialog.sizeHint()
    assert hint.width() <= 1000 and hint.height() <= 600, hint  # a window frame and a panel still fit around it
    dialog.resize(hint)
    qtbot.wait(10)
    for widget in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton):
        if widget.isVisible() and isinstance(widget, QLabel) and not widget.wordWrap():
            assert widget.width() >= widget.sizeHint().width() - 1, widget.text()  # no word cut
        if widget.isVisible() and isinstance(widget, QAbstractButton) and widget.text():
            assert widget.width() >= widget.sizeHint().width() - 1, widget.text()
    assert dialog.no_device.isVisible() and NO_DEVICE[lang] in dialog.no_device.text()


def test_animation_choice_and_larger_text_are_stored(qtbot, tmp_path):
    dialog = dialog_for(qtbot, tmp_path)
    assert dialog.animation.currentData() == "" and not dialog.larger.isChecked()
    dialog.animation.setCurrentIndex(dialog.animation.findData("reduced"))
    dialog.larger.setChecked(True)
    dialog.apply()
    stored = json.loads(dialog.settings.path.read_text())
    assert stored["animations"] == "reduced" and stored["larger_text"] is True
    assert dialog.settings.reduced_motion and dialog.settings.text_scale > 1
    again = dialog_for(qtbot, tmp_path)
    assert again.animation.currentData() == "reduced" and again.larger.isChecked()


def test_an_older_speed_is_kept_when_the_animations_are_not_touched(qtbot, tmp_path):
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"animation_speed": "slow"}')
    dialog = SettingsDialog(Settings(path))
    qtbot.addWidget(dialog)
    assert dialog.animation.currentData() == "on"
    dialog.apply()
    assert Settings(path).animation_scale == 1.8


def test_play_a_sound_plays_one_when_there_is_a_device(qtbot, tmp_path):
    rec = sound.recorder()
    assert rec is not None
    rec.clear()
    dialog = dialog_for(qtbot, tmp_path)
    dialog.show()
    assert not dialog.no_device.isVisible()
    assert dialog.try_sound.isEnabled()
    qtbot.mouseClick(dialog.try_sound, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "play" in rec.names(), timeout=3000)
    dialog.mute.setChecked(True)
    assert not dialog.try_sound.isEnabled() and dialog.try_sound.toolTip() == "Sound is off"


@pytest.mark.parametrize("lang", ["en", "fr"], indirect=True)
def test_no_sound_device_is_said_and_the_button_says_why_it_is_off(qtbot, tmp_path, lang, no_device):
    dialog = dialog_for(qtbot, tmp_path)
    dialog.show()
    assert dialog.no_device.isVisible() and NO_DEVICE[lang] in dialog.no_device.text()
    assert not dialog.try_sound.isEnabled() and dialog.try_sound.toolTip()
    assert dialog.try_sound.toolTip() != "Sound is off"


@pytest.mark.skipif(not has_alsa(), reason="libasound.so.2 is not installed")
def test_an_alsa_device_that_does_not_open_is_said(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(sound, "_player", sound.Player(sound.AlsaOutput("hw:CARD=cafegames_no_such_card")))
    dialog = dialog_for(qtbot, tmp_path)
    dialog.show()
    assert dialog.no_device.isVisible() and not dialog.try_sound.isEnabled()
