"""Short game sounds: `play(name, settings)` plays resources/sounds/<name>.wav, off the GUI thread, never failing.

Why no audio library: Qt's QSoundEffect lives in PySide6-Addons (a 175 MB wheel, 417 MB installed, +23 MB in
the .deb with FFmpeg and a hard link to libpulse), and the small PyPI players either stopped being kept
(simpleaudio) or bring a compiled module of their own (miniaudio + cffi: 3.8 MB). Our sounds are a dozen short
16-bit mono WAVs, so they go straight to what every desktop already has:

ALSA's libasound.so.2 through ctypes (`AlsaOutput`), its "default" device, which PipeWire and PulseAudio route
to the desktop's sound server (so other programs keep playing); the .deb recommends libasound2. On Windows,
Python's own winsound (`cafegames/ui/sound_windows.py`). Other systems have no output yet (one log line).

Each sound is played by a worker thread (at most VOICES at once; more are dropped: a late sound is worse than
none), at the Settings volume, silent when muted. Sounds follow the animations' timing (`play_cues`); with "No
animation" they still play, GAP_MS apart: motion and sound are separate settings, and someone who turns motion
off still hears what happened (the mute is for silence). No sound device (CI machines, a server) is one log line, then
silence; Settings asks `Player.problem()` (ALSA's device opened without waiting, then closed) to say so. `CAFEGAMES_SOUND=off` (set for every test) replaces the speaker by a `Recorder` that keeps what would
have been played, for tests to read; `CAFEGAMES_SOUND_DEVICE` names another ALSA device.
"""

from __future__ import annotations

import array
import ctypes
import logging
import os
import queue
import sys
import threading
import time
import wave
from collections.abc import Sequence
from functools import cache
from typing import Any, Protocol

from cafegames.engine.paths import resource

log = logging.getLogger("cafegames.sound")


@cache
def known_sounds() -> frozenset[str]:
    """Every sound a table may play: the shared ones and those each game names in the registry."""
    from cafegames.engine import registry

    return frozenset(SHARED).union(*(info.sounds for info in registry.GAMES.values()))

SHARED = ("win",)  # the end of a match, in every game
RATES = (22050, 44100, 48000)
MAX_SECONDS = 3  # a sound file longer than this is not one of ours
VOICES = 3  # sounds playing at once
RETRY_S = 30.0  # after a device failure, wait this long before trying it again
GAP_MS = 120  # the least time between two sounds of one moment, so they never pile into one noise


class Clip:
    """A sound's 16-bit mono samples (native byte order) and rate."""

    def __init__(self, name: str, samples: array.array, rate: int):
        self.name, self.samples, self.rate = name, samples, rate
        self._scaled: dict[float, array.array] = {}

    def scaled(self, gain: float) -> array.array:
        """The samples at `gain`, kept for the next time (scaling the win takes ~30 ms of Python, which would
        hold the interpreter the GUI thread also needs; the volume seldom changes)."""
        if gain >= 0.999:
            return self.samples
        key = round(gain, 4)
        out = self._scaled.get(key)
        if out is None:
            out = array.array("h", map(int, map(key.__mul__, self.samples)))
            if len(self._scaled) >= 4:
                self._scaled.clear()
            self._scaled[key] = out
        return out


@cache
def clip(name: str) -> Clip | None:
    """resources/sounds/<name>.wav, checked (16-bit mono, a known rate, a few seconds at most); None with a log
    line when it is missing or not such a file."""
    path = resource("sounds", f"{name}.wav")
    try:
        with wave.open(str(path), "rb") as f:
            if f.getnchannels() != 1 or f.getsampwidth() != 2 or f.getframerate() not in RATES:
                raise ValueError("not 16-bit mono at 22,050, 44,100 or 48,000 Hz")
            if f.getnframes() > MAX_SECONDS * f.getframerate():
                raise ValueError(f"longer than {MAX_SECONDS} s")
            rate, data = f.getframerate(), f.readframes(f.getnframes())
    except (OSError, EOFError, ValueError, wave.Error) as exc:
        log.warning("sound %s cannot be used (%s): %s", name, path, exc)
        return None
    samples = array.array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    if sys.byteorder == "big":
        samples.byteswap()
    return Clip(name, samples, rate)


def gain(volume: int) -> float:
    """Loudness follows the square of the slider (0–100), closer to how ears hear than a straight line."""
    v = max(0, min(100, int(volume))) / 100
    return v * v


# ------------------------------------------------------------------------------------------------ outputs
class Output(Protocol):
    def write(self, clip: Clip, gain: float) -> None:
        """Play `clip` at `gain` and return when it is done (called on a worker thread); OSError when the device
        cannot play."""


class Recorder:
    """Plays nothing; keeps (name, gain) of every sound it is given, for tests."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.lock = threading.Lock()

    def write(self, clip: Clip, gain: float) -> None:
        with self.lock:
            self.played.append((clip.name, gain))

    def names(self) -> list[str]:
        with self.lock:
            return [name for name, _ in self.played]

    def clear(self) -> None:
        with self.lock:
            self.played.clear()


_ERROR_HANDLER = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                  ctypes.c_char_p)
_quiet = _ERROR_HANDLER(lambda *args: None)  # ALSA's own messages would go to stderr: we log our one line


class AlsaOutput:
    """A sound through ALSA (libasound.so.2), opened for each sound: snd_pcm_open, set_params, writei, drain."""

    STREAM_PLAYBACK, FORMAT_S16, ACCESS_RW_INTERLEAVED = 0, 2 if sys.byteorder == "little" else 3, 3
    LATENCY_US = 60_000
    NONBLOCK = 1  # SND_PCM_NONBLOCK

    def __init__(self, device: str = "default"):
        self.device = device.encode()
        lib = ctypes.CDLL("libasound.so.2")  # OSError when ALSA is not installed
        lib.snd_lib_error_set_handler.argtypes = [_ERROR_HANDLER]
        lib.snd_lib_error_set_handler(_quiet)
        lib.snd_strerror.argtypes, lib.snd_strerror.restype = [ctypes.c_int], ctypes.c_char_p
        lib.snd_pcm_open.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_int, ctypes.c_int]
        lib.snd_pcm_set_params.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                           ctypes.c_uint, ctypes.c_int, ctypes.c_uint]
        lib.snd_pcm_writei.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_ulong]
        lib.snd_pcm_writei.restype = ctypes.c_long
        lib.snd_pcm_recover.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        for name in ("snd_pcm_drain", "snd_pcm_close"):
            getattr(lib, name).argtypes = [ctypes.c_void_p]
        self.lib = lib

    def probe(self) -> str | None:
        """Why this device cannot play (ALSA's reason), or None when it opens: opened without blocking, closed."""
        pcm = ctypes.c_void_p()
        rc = self.lib.snd_pcm_open(ctypes.byref(pcm), self.device, self.STREAM_PLAYBACK, self.NONBLOCK)
        if rc < 0:
            return (self.lib.snd_strerror(rc) or b"error").decode("utf-8", "replace")
        self.lib.snd_pcm_close(pcm)
        return None

    def _check(self, rc: int, what: str) -> None:
        if rc < 0:
            reason = (self.lib.snd_strerror(rc) or b"error").decode("utf-8", "replace")
            raise OSError(f"ALSA {what} on {self.device.decode()!r}: {reason}")

    def write(self, clip: Clip, gain: float) -> None:
        lib = self.lib
        pcm = ctypes.c_void_p()
        self._check(lib.snd_pcm_open(ctypes.byref(pcm), self.device, self.STREAM_PLAYBACK, 0), "open")
        try:
            self._check(lib.snd_pcm_set_params(pcm, self.FORMAT_S16, self.ACCESS_RW_INTERLEAVED, 1, clip.rate, 1,
                                               self.LATENCY_US), "set_params")
            data = clip.scaled(gain)
            buffer = (ctypes.c_int16 * len(data)).from_buffer(data)
            done, recoveries = 0, 0
            while done < len(data):
                n = lib.snd_pcm_writei(pcm, ctypes.byref(buffer, done * 2), len(data) - done)
                if n < 0:  # an underrun or a suspend: recovered a few times, then given up
                    recoveries += 1
                    self._check(lib.snd_pcm_recover(pcm, int(n), 1) if recoveries <= 3 else int(n), "write")
                    continue
                done += n
            lib.snd_pcm_drain(pcm)
        finally:
            lib.snd_pcm_close(pcm)


def system_output() -> Output | None:
    """ALSA's default device (or CAFEGAMES_SOUND_DEVICE); winsound on Windows; None (one log line) elsewhere."""
    if sys.platform == "win32":  # Python's winsound (cafegames/ui/sound_windows.py)
        from cafegames.ui.sound_windows import WinsoundOutput

        return WinsoundOutput()
    if not sys.platform.startswith("linux"):
        log.info("no sound: cafegames plays its sounds through ALSA or winsound, which %s does not have", sys.platform)
        return None
    try:
        return AlsaOutput(os.environ.get("CAFEGAMES_SOUND_DEVICE", "").strip() or "default")
    except OSError as exc:
        log.info("no sound: %s", exc)
        return None


# ------------------------------------------------------------------------------------------------ the player
class Player:
    """Plays clips on worker threads (kept from one sound to the next) through one output, and stays quiet after a
    failure for RETRY_S."""

    def __init__(self, output: Output | None):
        self.output = output
        self.lock = threading.Lock()
        self.voices = 0
        self.failed_at: float | None = None
        self.warned = False
        self.jobs: queue.SimpleQueue | None = None  # the sounds to play, for VOICES daemon threads kept for good

    def play(self, name: str, gain: float, delay_ms: int = 0) -> bool:
        """Start `name` after `delay_ms` at `gain`; False when it was not started (muted, no device, too many
        sounds at once, unknown sound). Returns at once: the sound is read and played off this thread."""
        if gain <= 0 or self.output is None or name not in known_sounds():
            return False
        with self.lock:
            if self.voices >= VOICES or (self.failed_at is not None
                                         and time.monotonic() - self.failed_at < RETRY_S):
                return False
            self.voices += 1
        if self.jobs is None:  # the threads, once: starting one per sound kept the GUI thread 1-14 ms under load
            self.jobs = queue.SimpleQueue()
            for i in range(VOICES):
                threading.Thread(target=self._serve, name=f"sound-{i}", daemon=True).start()
        self.jobs.put((name, gain, delay_ms))
        return True

    def _serve(self) -> None:
        while True:
            self._run(*self.jobs.get())

    def _run(self, name: str, gain: float, delay_ms: int) -> None:
        try:
            if delay_ms > 0:
                time.sleep(delay_ms / 1000)
            sound = clip(name)
            if sound is not None and self.output is not None:
                self.output.write(sound, gain)
                self.failed_at = None
        except Exception as exc:  # noqa: BLE001 - a sound must never take the game down
            with self.lock:
                self.failed_at = time.monotonic()
                first, self.warned = not self.warned, True
            if first:
                log.warning("no sound: %s", exc)
        finally:
            with self.lock:
                self.voices -= 1

    def problem(self) -> str | None:
        """Why no sound can be heard (no output at all, or the device does not open), or None. Quick: for the
        Settings dialog, not for every sound."""
        if self.output is None:
            return "no sound output on this system"
        probe = getattr(self.output, "probe", None)
        return probe() if probe is not None else None

    def idle(self) -> bool:
        with self.lock:
            return self.voices == 0


_player: Player | None = None


def player() -> Player:
    """The app's player: the system's output, or a Recorder when CAFEGAMES_SOUND=off."""
    global _player
    if _player is None:
        quiet = os.environ.get("CAFEGAMES_SOUND", "").strip().lower() in ("off", "0", "no", "false")
        _player = Player(Recorder() if quiet else system_output())
    return _player


def recorder() -> Recorder | None:
    """What the sounds went to when the app is silent (tests), else None."""
    out = player().output
    return out if isinstance(out, Recorder) else None


def play(name: str, settings: Any, delay_ms: int = 0) -> bool:
    """`name` at the Settings volume (nothing when muted)."""
    if settings.sound_muted:
        return False
    return player().play(name, gain(settings.sound_volume), delay_ms)


def play_cues(cues: Sequence[tuple[str, int]], settings: Any) -> list[str]:
    """A moment's sounds, (name, delay in ms) as a game's `sound_cues` gives them: each name once, at least
    GAP_MS apart, at most VOICES of them. Returns the names started."""
    started: list[str] = []
    last = -GAP_MS
    for name, delay in sorted(cues, key=lambda c: c[1]):
        if name in started or len(started) >= VOICES:
            continue
        delay = max(int(delay), last + GAP_MS) if started else max(0, int(delay))
        if play(name, settings, delay):
            started.append(name)
            last = delay
    return started
