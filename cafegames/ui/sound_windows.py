"""The sounds on Windows: Python's own winsound module (PlaySound from memory), no library to ship.

`WinsoundOutput.write` turns the clip, scaled to the Settings volume (`Clip.scaled`, as on Linux), into a WAV in
memory and plays it with PlaySound(SND_MEMORY | SND_NODEFAULT), which returns when the sound is over (the player
calls it on a worker thread). PlaySound plays one sound per process at a time and a new call cuts the one
playing, so the calls are taken one after another: the sounds of one moment, a few tenths of a second each,
follow each other instead of cutting each other off. The mute and the volume are the player's, as on Linux.
Measured alternatives: Qt's QSoundEffect (PySide6-Addons, +175 MB wheel) and the PyPI players (simpleaudio,
unmaintained; miniaudio, a compiled module of its own) for a dozen short 16-bit mono WAVs.
"""

from __future__ import annotations

import array
import io
import sys
import threading
import wave


def wav_bytes(samples: array.array, rate: int) -> bytes:
    """16-bit mono samples (native order) as a WAV file's bytes."""
    data = samples
    if sys.byteorder == "big":
        data = array.array("h", samples)
        data.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(data.tobytes())
    return out.getvalue()


class WinsoundOutput:
    """A sound through winsound.PlaySound, one at a time."""

    _lock = threading.Lock()

    def __init__(self) -> None:
        import winsound  # ImportError anywhere but Windows

        self.winsound = winsound

    def write(self, clip, gain: float) -> None:
        data = wav_bytes(clip.scaled(gain), clip.rate)
        flags = self.winsound.SND_MEMORY | self.winsound.SND_NODEFAULT
        with self._lock:
            try:
                self.winsound.PlaySound(data, flags)
            except RuntimeError as exc:  # "Failed to play sound": no output device, or it is busy
                raise OSError(f"winsound: {exc}") from exc
