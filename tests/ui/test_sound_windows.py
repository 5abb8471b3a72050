"""Sound on Windows: winsound plays the clip from memory at the Settings volume, one sound at a time; a failure
is an OSError the player logs once, like ALSA's."""

from __future__ import annotations

import io
import sys
import threading
import time
import types
import wave

import pytest

from cafegames.ui import sound


class FakeWinsound(types.ModuleType):
    SND_MEMORY, SND_NODEFAULT, SND_ASYNC = 4, 2, 1

    def __init__(self, fail: bool = False):
        super().__init__("winsound")
        self.calls: list[tuple[bytes, int]] = []
        self.fail = fail
        self.playing = 0
        self.most_at_once = 0

    def PlaySound(self, data, flags):  # noqa: N802 - winsound's name
        if self.fail:
            raise RuntimeError("Failed to play sound")
        self.playing += 1
        self.most_at_once = max(self.most_at_once, self.playing)
        time.sleep(0.02)
        self.calls.append((data, flags))
        self.playing -= 1


@pytest.fixture
def winsound(monkeypatch):
    fake = FakeWinsound()
    monkeypatch.setitem(sys.modules, "winsound", fake)
    monkeypatch.setattr(sys, "platform", "win32")
    return fake


def test_windows_gets_the_winsound_output(winsound):
    from cafegames.ui.sound_windows import WinsoundOutput

    assert isinstance(sound.system_output(), WinsoundOutput)


def test_the_clip_is_played_from_memory_at_the_volume(winsound):
    out = sound.system_output()
    clip = sound.clip("deal")
    out.write(clip, sound.gain(50))
    data, flags = winsound.calls[0]
    assert flags == winsound.SND_MEMORY | winsound.SND_NODEFAULT  # synchronous: the worker thread waits
    with wave.open(io.BytesIO(data)) as f:
        assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, clip.rate)
        frames = f.readframes(f.getnframes())
    played = list(memoryview(frames).cast("h"))
    assert played == [int(0.25 * s) for s in clip.samples]  # volume 50 → gain 0.25, as on Linux


def test_sounds_of_one_moment_follow_each_other(winsound):
    out = sound.system_output()
    clip = sound.clip("deal")
    threads = [threading.Thread(target=out.write, args=(clip, 1.0)) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(winsound.calls) == 3 and winsound.most_at_once == 1


def test_muted_plays_nothing_and_a_failure_is_an_oserror(winsound, monkeypatch):
    player = sound.Player(sound.system_output())
    assert not player.play("deal", 0.0)
    assert winsound.calls == []
    failing = FakeWinsound(fail=True)
    monkeypatch.setitem(sys.modules, "winsound", failing)
    with pytest.raises(OSError, match="winsound"):
        sound.system_output().write(sound.clip("deal"), 1.0)
