"""Makes the game sounds as 16-bit mono WAV files at 22,050 Hz, with nothing but the standard library:

    python devtools/make_sounds.py           # writes resources/sounds/*.wav
    python devtools/make_sounds.py --report  # and prints duration, levels and brightness of each

Every sound is built from sines with soft attacks and filtered noise, seeded, so a run writes the same bytes
again. Warm and quiet: peaks at PEAK_DBFS, short fades at both ends (no click), no sound past 0.6 s except the
win (≤ 2 s). The app plays them at the volume chosen in Settings.
"""

from __future__ import annotations

import argparse
import array
import cmath
import math
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parents[1] / "resources" / "sounds"  # where they ship from
RATE = 22050
PEAK_DBFS = -9.0  # the loudest sample of every sound
FADE_S = 0.004  # fade-in and fade-out at the ends
Signal = list[float]


# ---------------------------------------------------------------------------------------------- building blocks
def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def mix(target: Signal, sound: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add `sound` into `target` from `at` seconds on (the target grows when needed)."""
    start = round(at * RATE)
    if len(target) < start + len(sound):
        target.extend([0.0] * (start + len(sound) - len(target)))
    for i, x in enumerate(sound):
        target[start + i] += gain * x
    return target


def envelope(n: int, attack: float, decay: float) -> Signal:
    """Linear attack of `attack` s, then an exponential decay with time constant `decay` s."""
    a = max(1, round(attack * RATE))
    return [i / a if i < a else math.exp(-(i - a) / (decay * RATE)) for i in range(n)]


def tone(freq: float, seconds: float, partials: tuple[tuple[float, float], ...] = ((1, 1.0),),
         attack: float = 0.005, decay: float = 0.1, glide: float = 1.0, release: float = 0.03) -> Signal:
    """A note: sines at freq × ratio with their weights; `glide` is the pitch ratio reached at the end; the last
    `release` seconds fade out, so a note that ends while it still rings makes no click."""
    n = round(seconds * RATE)
    env = envelope(n, attack, decay)
    r = max(1, round(release * RATE))
    for i in range(max(0, n - r), n):
        env[i] *= 0.5 + 0.5 * math.cos(math.pi * (i - (n - r)) / r)
    out = []
    phase = 0.0
    for i in range(n):
        f = freq * glide ** (i / n)
        phase += 2 * math.pi * f / RATE
        out.append(env[i] * sum(w * math.sin(r * phase) for r, w in partials))
    return out


def noise(seconds: float, seed: int) -> Signal:
    rnd = random.Random(seed)
    return [rnd.uniform(-1.0, 1.0) for _ in range(round(seconds * RATE))]


def bandpass(signal: Signal, centre: float | Callable[[float], float], q: float = 1.0) -> Signal:
    """A biquad band-pass (RBJ cookbook, constant peak gain); `centre` may follow the time in seconds."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(signal):
        f = centre(i / RATE) if callable(centre) else centre
        w0 = 2 * math.pi * f / RATE
        alpha = math.sin(w0) / (2 * q)
        a0 = 1 + alpha
        b0, b2 = alpha / a0, -alpha / a0
        a1, a2 = -2 * math.cos(w0) / a0, (1 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def lowpass(signal: Signal, cutoff: float | Callable[[float], float]) -> Signal:
    """Two one-pole low-pass stages (a gentle 12 dB per octave)."""
    out = []
    y1 = y2 = 0.0
    for i, x in enumerate(signal):
        f = cutoff(i / RATE) if callable(cutoff) else cutoff
        k = 1 - math.exp(-2 * math.pi * f / RATE)
        y1 += k * (x - y1)
        y2 += k * (y1 - y2)
        out.append(y2)
    return out


def shaped(signal: Signal, env: Signal) -> Signal:
    return [x * e for x, e in zip(signal, env, strict=False)]


def finish(signal: Signal) -> array.array:
    """Fades at both ends, the peak at PEAK_DBFS, as 16-bit samples."""
    n = len(signal)
    fade = max(1, round(FADE_S * RATE))
    for i in range(min(fade, n)):
        signal[i] *= i / fade
        signal[n - 1 - i] *= i / fade
    mean = sum(signal) / n
    signal = [x - mean * (1 - abs(2 * i / n - 1)) for i, x in enumerate(signal)]  # no DC, ends untouched
    peak = max(abs(x) for x in signal) or 1.0
    scale = 32767 * 10 ** (PEAK_DBFS / 20) / peak
    return array.array("h", (round(x * scale) for x in signal))


# ---------------------------------------------------------------------------------------------- the sounds
def deal() -> Signal:
    """A riffle: seven soft card flicks, quicker towards the end."""
    out = silence(0.5)
    t = 0.0
    for k in range(7):
        flick = shaped(bandpass(noise(0.045, 100 + k), 1900 + 120 * k, q=1.4),
                       envelope(round(0.045 * RATE), 0.002, 0.012))
        mix(out, flick, t, 0.7 + 0.05 * k)
        t += 0.068 - 0.004 * k
    return out


def play() -> Signal:
    """A card laid on the felt: a short papery tap over a soft low thump."""
    out = silence(0.18)
    mix(out, shaped(bandpass(noise(0.08, 200), 1800, q=0.9), envelope(round(0.08 * RATE), 0.001, 0.018)))
    mix(out, tone(170, 0.12, ((1, 1.0), (2, 0.2)), attack=0.002, decay=0.03), 0.0, 0.6)
    return out


def draw() -> Signal:
    """A card slid off the pile: a rising brush of noise."""
    n = round(0.3 * RATE)
    env = [math.sin(math.pi * min(1.0, i / n)) ** 2 for i in range(n)]
    return shaped(bandpass(noise(0.3, 300), lambda t: 1200 + 4500 * t, q=1.2), env)


def bell(freq: float, seconds: float, decay: float) -> Signal:
    return tone(freq, seconds, ((1, 1.0), (2.0, 0.25), (3.0, 0.08), (4.2, 0.04)), attack=0.004, decay=decay)


def uno() -> Signal:
    """"UNO!": two bright bell notes going up, G5 then C6."""
    out = silence(0.5)
    mix(out, bell(784, 0.3, 0.12))
    mix(out, bell(1047, 0.38, 0.16), 0.11)
    return out


def catch() -> Signal:
    """A catch: a playful "uh-oh", two round notes going down, the second sagging."""
    out = silence(0.5)
    voice = ((1, 1.0), (3, 0.12), (5, 0.03))
    mix(out, tone(659, 0.18, voice, attack=0.01, decay=0.12))
    mix(out, tone(494, 0.3, voice, attack=0.01, decay=0.16, glide=0.9), 0.17)
    return out


def chips() -> Signal:
    """Points scored: four small chips clinking, each a few inharmonic partials."""
    out = silence(0.5)
    for k, (t, f) in enumerate(((0.0, 2300), (0.07, 2750), (0.15, 2500), (0.24, 3000))):
        clink = tone(f, 0.12, ((1, 1.0), (1.51, 0.5), (2.23, 0.25)), attack=0.0015, decay=0.028)
        mix(out, clink, t, 1.0 - 0.12 * k)
    return out


def seat() -> Signal:
    """A guest sits down: a low wooden knock of the chair."""
    out = silence(0.26)
    mix(out, tone(300, 0.22, ((1, 1.0), (2.57, 0.35), (4.1, 0.1)), attack=0.002, decay=0.045))
    mix(out, shaped(lowpass(noise(0.05, 700), 1500), envelope(round(0.05 * RATE), 0.001, 0.008)), 0.0, 0.5)
    return out


def bar() -> Signal:
    """A guest sent to the bar: a glass set down on the counter, a clear clink and its ring."""
    out = silence(0.55)
    mix(out, tone(1860, 0.5, ((1, 1.0), (2.32, 0.45), (3.9, 0.18)), attack=0.002, decay=0.13))
    mix(out, tone(1860 * 1.004, 0.5, ((1, 0.5),), attack=0.002, decay=0.18), 0.0, 0.5)  # a slow beat: glass
    return out


def paddle() -> Signal:
    """A paddle stroke: water pushed, swelling and falling away, with a small gulp."""
    n = round(0.5 * RATE)
    env = [(i / (0.14 * RATE)) ** 2 if i < 0.14 * RATE else math.exp(-(i - 0.14 * RATE) / (0.09 * RATE))
           for i in range(n)]
    out = shaped(lowpass(noise(0.5, 800), lambda t: 700 + 900 * math.exp(-t / 0.2)), env)
    return mix(out, tone(140, 0.25, ((1, 1.0),), attack=0.03, decay=0.07, glide=1.5), 0.1, 0.05)


def current() -> Signal:
    """The current takes a canoe: a gurgling flow that comes and goes."""
    n = round(0.6 * RATE)
    env = [math.sin(math.pi * i / n) * (0.65 + 0.35 * math.sin(2 * math.pi * 7 * i / RATE)) for i in range(n)]
    return shaped(bandpass(noise(0.6, 900), lambda t: 520 + 180 * math.sin(2 * math.pi * 3 * t), q=1.1), env)


def waterfall() -> Signal:
    """Over the waterfall: a falling whistle into a low rumble."""
    n = round(0.6 * RATE)
    rumble = shaped(lowpass(noise(0.6, 1000), lambda t: 300 + 500 * t),
                    [min(1.0, i / (0.2 * RATE)) * (1 - i / n) for i in range(n)])
    out = mix(silence(0.6), rumble)
    return mix(out, tone(620, 0.45, ((1, 1.0), (2, 0.15)), attack=0.02, decay=0.2, glide=0.3), 0.0, 0.04)


def win() -> Signal:
    """A win: a warm rising arpeggio, C5 E5 G5 C6, then the chord ringing out."""
    out = silence(1.6)
    notes = (523.25, 659.25, 783.99, 1046.5)
    voice = ((1, 1.0), (2, 0.3), (3, 0.08))
    for k, f in enumerate(notes):
        mix(out, tone(f, 1.6 - 0.14 * k, voice, attack=0.01, decay=0.3 + 0.05 * k, release=0.25), 0.14 * k, 0.5)
    return out


SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": deal, "play": play, "draw": draw, "uno": uno, "catch": catch, "chips": chips, "seat": seat,
    "bar": bar, "paddle": paddle, "current": current, "waterfall": waterfall, "win": win,
}


# ---------------------------------------------------------------------------------------------- writing, checking
def write(name: str, samples: array.array, folder: Path = HERE) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(samples.tobytes() if sys.byteorder == "little" else _swapped(samples).tobytes())
    return path


def _swapped(samples: array.array) -> array.array:
    copy = array.array("h", samples)
    copy.byteswap()
    return copy


def _fft(x: list[complex]) -> list[complex]:
    n = len(x)
    if n == 1:
        return x
    even, odd = _fft(x[0::2]), _fft(x[1::2])
    tw = [cmath.exp(-2j * math.pi * k / n) * odd[k] for k in range(n // 2)]
    return [even[k] + tw[k] for k in range(n // 2)] + [even[k] - tw[k] for k in range(n // 2)]


def report(name: str, samples: array.array) -> dict[str, float]:
    """What can be checked without hearing: length, peak and RMS level, where the energy sits in the spectrum."""
    n = len(samples)
    peak = max(abs(s) for s in samples)
    rms = math.sqrt(sum(s * s for s in samples) / n)
    size = 1 << (n - 1).bit_length()
    spectrum = _fft([complex(s) for s in samples] + [0j] * (size - n))[: size // 2]
    power = [abs(c) ** 2 for c in spectrum]
    total = sum(power) or 1.0
    freqs = [k * RATE / size for k in range(size // 2)]
    centroid = sum(f * p for f, p in zip(freqs, power, strict=True)) / total
    low = sum(p for f, p in zip(freqs, power, strict=True) if f < 1000) / total
    tail = samples[-round(0.03 * RATE):]  # the last 30 ms: a sound must have died away, not stop short
    tail_peak = max(1, max(abs(s) for s in tail))
    return {"seconds": n / RATE, "peak_dbfs": 20 * math.log10(peak / 32768), "rms_dbfs": 20 * math.log10(rms / 32768),
            "centroid_hz": centroid, "below_1khz": low, "tail_dbfs": 20 * math.log10(tail_peak / 32768)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the game sounds (resources/sounds/*.wav).")
    parser.add_argument("--report", action="store_true", help="print each sound's length, levels and spectrum")
    parser.add_argument("--out", type=Path, default=HERE, help="folder to write to (default: resources/sounds)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.report:
        print(f"{'sound':10} {'s':>5} {'peak dBFS':>9} {'RMS dBFS':>8} {'centroid Hz':>11} {'<1 kHz':>6} "
              f"{'last 30 ms dBFS':>15}")
    for name, make in SOUNDS.items():
        samples = finish(make())
        write(name, samples, args.out)
        if args.report:
            r = report(name, samples)
            print(f"{name:10} {r['seconds']:5.2f} {r['peak_dbfs']:9.1f} {r['rms_dbfs']:8.1f} {r['centroid_hz']:11.0f} "
                  f"{r['below_1khz']:6.0%} {r['tail_dbfs']:15.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
