"""Sound: our own WAVs (made by devtools/make_sounds.py), played through ALSA off the GUI thread at the
Settings volume, silent when muted or when there is no device, and the sound each game's moments make.

No test reaches a speaker: tests/conftest.py sets CAFEGAMES_SOUND=off, so the app's player writes to a
`Recorder`; the ALSA output is tested for real on ALSA's `file` device, which writes what it plays to a file."""

from __future__ import annotations

import array
import ctypes
import logging
import threading
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from cafegames.engine.match import Match
from cafegames.engine.paths import resource
from cafegames.engine.protocol import Event
from cafegames.engine.seats import Seat
from cafegames.games.cafe import sounds as cafe_sounds
from cafegames.games.canyon import sounds as canyon_sounds
from cafegames.games.uno import sounds as uno_sounds
from cafegames.ui import sound
from cafegames.ui.settings import Settings
from cafegames.ui.settings_dialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[2]


def has_alsa() -> bool:
    try:
        ctypes.CDLL("libasound.so.2")
    except OSError:
        return False
    return True


@pytest.fixture
def recorded():
    """The recorder the app's sounds go to in tests, emptied; waits for the sounds of the test to be written."""
    rec = sound.recorder()
    assert rec is not None, "CAFEGAMES_SOUND=off must give a recorder"
    player = sound.player()
    for _ in range(300):  # a sound an earlier test started (with its delay) lands first, not in this test
        if player.idle():
            break
        threading.Event().wait(0.01)
    rec.clear()
    return rec


def named(rec, name: str) -> list[tuple[str, float]]:
    """The sounds called `name`: a table an earlier test left (its timers still firing under load) may add a
    sound of its own meanwhile, at its own volume; the assertions look at the sound the test made."""
    with rec.lock:
        return [p for p in rec.played if p[0] == name]


def names_soon(qtbot, rec, expected: list[str], timeout: int = 3000) -> None:
    qtbot.waitUntil(lambda: all(n in rec.names() for n in expected), timeout=timeout)


# ------------------------------------------------------------------------------------------ the files
def test_the_shipped_sounds_are_what_the_script_makes(tmp_path):
    import runpy

    script = runpy.run_path(str(ROOT / "devtools" / "make_sounds.py"))
    assert script["main"](["--out", str(tmp_path)]) == 0
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(f"{n}.wav" for n in sound.known_sounds())
    for name in made:
        shipped = resource("sounds", name)
        with wave.open(str(shipped), "rb") as f:
            assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, 22050)
            seconds = f.getnframes() / f.getframerate()
            samples = array.array("h", f.readframes(f.getnframes()))
        with wave.open(str(tmp_path / name), "rb") as f:
            again = array.array("h", f.readframes(f.getnframes()))
        # the same sound (another machine's maths library may round a sample the other way)
        assert len(again) == len(samples) and max(abs(a - b) for a, b in zip(again, samples, strict=True)) <= 1, (
            f"{name}: run devtools/make_sounds.py")
        assert seconds <= (2.0 if name == "win.wav" else 0.6), name
        peak = max(abs(s) for s in samples)
        assert 0.25 * 32767 < peak <= 0.4 * 32767, name  # quiet: peaks near -9 dBFS, never loud
        assert abs(samples[0]) < 50 and abs(samples[-1]) < 50, name  # fades at both ends: no click


def test_a_bad_sound_file_is_a_log_line_not_a_crash(tmp_path, monkeypatch, caplog):
    folder = tmp_path / "sounds"
    folder.mkdir()
    (folder / "play.wav").write_bytes(b"RIFF\x00\x00not a wave file")
    with wave.open(str(folder / "uno.wav"), "wb") as f:  # stereo: not ours
        f.setnchannels(2)
        f.setsampwidth(2)
        f.setframerate(22050)
        f.writeframes(b"\x00\x00" * 200)
    monkeypatch.setattr(sound, "resource", lambda *parts: tmp_path.joinpath(*parts))
    sound.clip.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger="cafegames.sound"):
            assert sound.clip("play") is None and sound.clip("uno") is None and sound.clip("deal") is None
        assert len(caplog.records) == 3 and "not 16-bit mono" in caplog.text
    finally:  # the real folder back before the cache is emptied: a sound thread an earlier test left could
        monkeypatch.undo()  # otherwise read "play" from tmp_path in between and keep None for the next tests
        sound.clip.cache_clear()


# ------------------------------------------------------------------------------------------ playing
@pytest.mark.skipif(not has_alsa(), reason="libasound.so.2 is not installed")
def test_alsa_plays_the_samples_at_the_volume(tmp_path):
    out = tmp_path / "played.raw"
    output = sound.AlsaOutput(f"file:FILE={out},FORMAT=raw")
    clip = sound.clip("uno")
    output.write(clip, 0.25)
    played = array.array("h", out.read_bytes())
    assert played.tolist() == [int(s * 0.25) for s in clip.samples]


@pytest.mark.skipif(not has_alsa(), reason="libasound.so.2 is not installed")
def test_no_sound_device_is_one_log_line_then_silence(caplog, capfd):
    player = sound.Player(sound.AlsaOutput("hw:CARD=cafegames_no_such_card"))
    assert sound.clip("play") is not None  # the sound itself is good: only the device fails
    with caplog.at_level(logging.WARNING, logger="cafegames.sound"):
        assert player.play("play", 0.5) is True  # started: the device is tried off the GUI thread
        for _ in range(200):
            if player.idle():
                break
            threading.Event().wait(0.01)
        assert player.idle()
        assert player.play("uno", 0.5) is False  # not tried again for a while
    assert [r.getMessage()[:9] for r in caplog.records] == ["no sound:"]
    assert "cafegames_no_such_card" in caplog.text
    assert "ALSA lib" not in capfd.readouterr().err  # ALSA's own complaints do not reach the terminal


def test_playing_never_waits_for_the_device():
    release = threading.Event()

    class SlowDevice:
        def __init__(self):
            self.started = []

        def write(self, clip, gain):
            self.started.append(clip.name)
            release.wait(5)

    device = SlowDevice()
    player = sound.Player(device)
    try:
        assert player.play("deal", 1.0) and player.play("play", 1.0) and player.play("draw", 1.0)
        assert player.play("uno", 1.0) is False  # three at once at most: a fourth is dropped, not queued
        assert not player.idle()
    finally:
        release.set()
    for _ in range(200):
        if player.idle():
            break
        threading.Event().wait(0.01)
    assert sorted(device.started) == ["deal", "draw", "play"]
    assert player.play("nonsense", 1.0) is False and player.play("uno", 0.0) is False


def test_a_sound_starts_no_thread_once_the_player_has_its_own(monkeypatch):
    """Starting a thread waited 1-14 ms on the GUI thread under load, on every card played: the player keeps its
    VOICES threads and hands them each sound."""
    device = sound.Recorder()
    player = sound.Player(device)
    started = []
    real_start = threading.Thread.start
    monkeypatch.setattr(threading.Thread, "start", lambda t: (started.append(t.name), real_start(t)))
    for _ in range(20):
        assert player.play("deal", 1.0)
        for _ in range(200):
            if player.idle():
                break
            threading.Event().wait(0.005)
    assert len(device.names()) == 20 and len(started) == sound.VOICES


def test_volume_and_mute_come_from_the_settings(qtbot, tmp_path, recorded):
    settings = Settings(tmp_path / "settings.json")
    assert (settings.sound_volume, settings.sound_muted) == (70, False)
    settings.sound_volume = 50
    assert sound.play("uno", settings)
    names_soon(qtbot, recorded, ["uno"])
    assert named(recorded, "uno") == [("uno", 0.25)]
    settings.sound_muted = True
    assert sound.play("play", settings) is False
    again = Settings(tmp_path / "settings.json")
    assert (again.sound_volume, again.sound_muted) == (50, True)
    (tmp_path / "settings.json").write_text('{"sound_volume": "loud", "sound_muted": 1}')
    odd = Settings(tmp_path / "settings.json")
    assert (odd.sound_volume, odd.sound_muted) == (70, False)  # wrong types: the defaults
    (tmp_path / "settings.json").write_text('{"sound_volume": 400}')
    assert Settings(tmp_path / "settings.json").sound_volume == 70


def test_settings_dialog_sets_volume_and_mute(qtbot, tmp_path, recorded):
    settings = Settings(tmp_path / "settings.json")
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.volume.value() == 70 and dialog.volume_label.text() == "70%"
    dialog.volume.setFocus()
    qtbot.keyClick(dialog.volume, Qt.Key.Key_PageDown)
    qtbot.keyClick(dialog.volume, Qt.Key.Key_PageDown)
    assert dialog.volume.value() == 50 and dialog.volume_label.text() == "50%"
    handle = dialog.volume.rect().center()
    qtbot.mousePress(dialog.volume, Qt.MouseButton.LeftButton, pos=handle)
    qtbot.mouseRelease(dialog.volume, Qt.MouseButton.LeftButton, pos=handle)  # letting go plays a card
    # the card at the dialog's volume; a table an earlier test left may still play a card of its own at 70 %
    qtbot.waitUntil(lambda: ("play", sound.gain(dialog.volume.value())) in named(recorded, "play"), timeout=3000)
    qtbot.mouseClick(dialog.mute, Qt.MouseButton.LeftButton, pos=dialog.mute.rect().center())
    assert dialog.mute.isChecked() and not dialog.volume.isEnabled()
    dialog.apply()
    assert (settings.sound_volume, settings.sound_muted) == (dialog.volume.value(), True)
    reopened = SettingsDialog(Settings(tmp_path / "settings.json"))
    qtbot.addWidget(reopened)
    assert reopened.volume.value() == dialog.volume.value() and reopened.mute.isChecked()


def test_with_no_animation_the_sounds_still_come_one_after_another(monkeypatch):
    started = []
    monkeypatch.setattr(sound, "play", lambda name, settings, delay=0: started.append((name, delay)) or True)
    cues = uno_sounds.sound_cues([Event("played", 0, {"card": 1, "jump_in": False}),
                                  Event("drew", 1, {"count": 4, "reason": "draw4"}),
                                  Event("uno", 0, {"with_play": True})])
    assert [n for n, _ in cues] == ["play", "draw", "uno"]
    sound.play_cues([(n, 0) for n, _ in cues], object())  # what "No animation" gives: every delay 0
    assert started == [("play", 0), ("draw", sound.GAP_MS), ("uno", 2 * sound.GAP_MS)]


# ------------------------------------------------------------------------------------------ the games' moments
def cue_names(cues) -> list[str]:
    return [n for n, _ in cues]


def test_each_moment_of_each_game_has_its_sound():
    uno = uno_sounds.sound_cues
    assert cue_names(uno([Event("hand_start", None, {"counts": (7, 7, 7)})])) == ["deal"]
    assert cue_names(uno([Event("played", 0, {"card": 3, "jump_in": False})])) == ["play"]
    assert cue_names(uno([Event("drew", 0, {"count": 1, "reason": "draw"})])) == ["draw"]
    assert cue_names(uno([Event("drew", 0, {"count": 0, "reason": "draw"})])) == []  # nothing left to draw
    assert cue_names(uno([Event("uno", 0, {"with_play": False})])) == ["uno"]
    assert cue_names(uno([Event("caught", 1, {"target": 0})])) == ["catch"]
    assert cue_names(uno([Event("played", 0, {"card": 3, "jump_in": False}),
                          Event("match_end", None, {"winners": (0,), "totals": (100, 0)})])) == ["play", "win"]
    cafe = cafe_sounds.sound_cues
    assert cue_names(cafe([Event("seated", 0, {"chair": 3, "guest": 5, "points": 0, "tables": [1]})])) == ["seat"]
    assert cue_names(cafe([Event("seated", 0, {"chair": 3, "guest": 5, "points": 4, "tables": [1]}),
                           Event("scored", 0, {"points": 4, "chair": 3})])) == ["seat", "chips"]
    assert cue_names(cafe([Event("to_bar", 0, {"number": 2, "guest": 5, "value": 2})])) == ["bar", "chips"]
    assert cue_names(cafe([Event("to_bar", 0, {"number": 2, "guest": 5, "value": -3})])) == ["bar"]
    assert cue_names(cafe([Event("game_over", None, {"reason": "chairs"})])) == ["win"]
    canyon = canyon_sounds.sound_cues
    assert cue_names(canyon([Event("dealt", None, {"round": 1, "step": 1, "cards": 8})])) == ["deal"]
    assert cue_names(canyon([Event("played", 1, {"card": 12})])) == ["play"]
    move = [Event("paddled", 0, {"path": ((0, 0), (0, 1), (1, 1))}), Event("drifted", 0, {"to": (2, 1)}),
            Event("fell", 0, {"from": (2, 1), "waterfall": (3, 1)}), Event("restarted", 0, {"cell": (9, 9)})]
    cues = canyon(move)
    assert cue_names(cues) == ["paddle", "current", "waterfall"]
    assert [t for _, t in cues] == [0, 2 * canyon_sounds.CELL_MS, 2 * canyon_sounds.CELL_MS + 380]  # as it moves
    assert cue_names(canyon([Event("pushed", 1, {"to": (2, 1)})])) == ["current"]
    assert cue_names(canyon([Event("game_over", None, {"winners": (0,), "tiebreak": ""})])) == ["win"]
    assert sound.known_sounds() == {"deal", "play", "draw", "uno", "catch", "chips", "seat", "bar", "paddle", "current",
                                 "waterfall", "win"}  # every sound named above, and no other


def test_uno_table_plays_a_card_and_a_catch(qtbot, settings, tmp_path, recorded):
    from cafegames.games.uno.game import GAME
    from cafegames.games.uno.table.scene import Scene
    from tests.ui.helpers import click_item, settle, show_table
    from tests.uno.helpers import table as make_state

    seats = [Seat("Ann"), Seat("Bob")]
    match = Match(GAME, {"scoring": "single"}, seats, 1)
    match.state = make_state(["r1 r2 r3", "r5 b6"], top="r7", turn=1)
    controller, table = show_table(qtbot, match, Scene(GAME, match.seats, settings), settings,
                                   tmp_path / "saves" / "uno.json")
    controller.public_moment_ms = 100
    settle(qtbot, controller)
    controller.confirm_handoff()
    settle(qtbot, controller)
    recorded.clear()
    scene = controller.scene
    click_item(qtbot, table, next(i for i in scene.hand_items if i.card == 5))  # Bob's red 5, without UNO
    names_soon(qtbot, recorded, ["play"])
    settle(qtbot, controller)
    controller.confirm_handoff()
    settle(qtbot, controller)
    recorded.clear()
    click_item(qtbot, table, scene.buttons["catch0"])  # Ann catches him
    names_soon(qtbot, recorded, ["catch", "draw"])
    assert named(recorded, "catch") == [("catch", sound.gain(settings.sound_volume))]


def test_cafe_and_canyon_tables_make_their_sounds(qtbot, settings, tmp_path, recorded):
    from cafegames.engine import registry
    from tests.ui.helpers import show_table

    for game_id, seats, expected in (("cafe", 2, ["seat", "chips"]), ("canyon", 3, ["deal", "play", "paddle"])):
        info = registry.get(game_id)
        game = info.game()
        recorded.clear()
        match = Match(game, {}, [Seat(f"Bot {i}", "computer", "normal") for i in range(seats)], 4)
        controller, table = show_table(qtbot, match, info.scene_class()(game, match.seats, settings), settings)
        names_soon(qtbot, recorded, expected, timeout=60000)  # the computers play on their own, without a pause
        controller.close()
        table.close()
