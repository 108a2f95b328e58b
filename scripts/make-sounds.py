#!/usr/bin/env python3
"""Synthesises the game's sounds into assets/sounds/*.wav (mono, 16-bit, 32 kHz).

Every sound is made here from first principles, with a fixed random seed, so the files are
reproducible and the project owns them outright:

- wooden sounds (a man set down, a jump's knock, the clatter of the jumped men, a drop, a knight's
  leap landing in two beats) are modal
  synthesis: a few exponentially damped sine modes of a wooden block plus a short noise click;
- the slide is band-limited noise under a swelling envelope (a felt base on lacquered wood);
- the promotion chime sums the inharmonic partials of a small bell, two notes rising;
- the warning is two low pulses with odd harmonics (audible on small speakers);
- the end-of-game motif is a plucked string (Karplus-Strong), a pentatonic phrase in the spirit of
  the topshur, the Altai two-string lute.

Run from the repository root: python3 scripts/make-sounds.py
Only Python's standard library is used.
"""

import math
import os
import random
import struct
import wave

RATE = 32000
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "sounds")
rng = random.Random(20261130)


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at=0.0, gain=1.0):
    """Adds `sound` into `into` starting at `at` seconds, growing `into` as needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s * gain
    return into


def modes(parts, seconds):
    """Damped sine modes: parts = [(frequency Hz, amplitude, decay time constant s)]."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for f, a, tau in parts:
        phase = rng.uniform(0, math.tau)
        w = math.tau * f / RATE
        k = math.exp(-1.0 / (tau * RATE))
        env = a
        for i in range(n):
            out[i] += env * math.sin(w * i + phase)
            env *= k
    return out


def click(seconds, brightness=0.6):
    """A short noise burst, high-passed a little, with a fast decay: the contact."""
    n = int(seconds * RATE)
    out = []
    prev = 0.0
    for i in range(n):
        x = rng.uniform(-1, 1)
        y = x - brightness * prev
        prev = x
        out.append(y * math.exp(-i / (0.25 * n + 1)))
    return out


def lowpass(sig, cutoff):
    a = math.exp(-math.tau * cutoff / RATE)
    out, y = [], 0.0
    for x in sig:
        y = (1 - a) * x + a * y
        out.append(y)
    return out


def highpass(sig, cutoff):
    low = lowpass(sig, cutoff)
    return [x - l for x, l in zip(sig, low)]


def fade_out(sig, seconds=0.01):
    n = min(len(sig), int(seconds * RATE))
    for i in range(n):
        sig[len(sig) - 1 - i] *= i / n
    return sig


def wood(scale=1.0, body=1.0, seconds=0.25, weight=1.0):
    """A man set down on the board: a low body thump, the block's modes, a click."""
    s = modes(
        [
            (170 * scale, 0.9 * body * weight, 0.020),
            (640 * scale, 0.55, 0.035),
            (1390 * scale, 0.35, 0.022),
            (2480 * scale, 0.22, 0.012),
            (3950 * scale, 0.10, 0.007),
        ],
        seconds,
    )
    mix(s, click(0.006), 0.0, 0.35)
    return fade_out(s)


def normalise(sig, peak):
    m = max(abs(x) for x in sig) or 1.0
    return [x * peak / m for x in sig]


def write(name, sig, peak):
    sig = normalise(sig, peak)
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name + ".wav")
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, x)) * 32767)) for x in sig))
    print(f"{path}: {len(sig) / RATE:.2f} s")


def place():
    return wood()


def slide():
    n = int(0.55 * RATE)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    band = highpass(lowpass(noise, 1800), 250)
    out = []
    for i, x in enumerate(band):
        t = i / n
        swell = math.sin(math.pi * t) ** 1.5
        grain = 1.0 + 0.25 * math.sin(math.tau * 23 * t + 2 * math.sin(math.tau * 3 * t))
        out.append(x * swell * grain)
    return fade_out(out, 0.03)


def knock():
    """A jump lands: brighter and shorter than a placement."""
    return wood(scale=1.45, body=0.5, seconds=0.18)


def clatter():
    """The jumped men gathered off the board together."""
    out = silence(0.05)
    t = 0.0
    for i in range(7):
        s = wood(scale=rng.uniform(0.85, 1.6), body=0.4, seconds=0.16)
        mix(out, s, t, gain=rng.uniform(0.5, 1.0) * (1.0 - 0.08 * i))
        t += rng.uniform(0.025, 0.07)
    return fade_out(out, 0.02)


def drop():
    """A man set down from the fortress: heavier, with a small bounce."""
    out = wood(scale=0.8, body=1.4, seconds=0.3, weight=1.3)
    mix(out, wood(scale=0.85, body=0.6, seconds=0.15), 0.075, gain=0.25)
    return fade_out(out)


def leap():
    """A knight's (mori's) leap lands: a light touch of the front, then the body set down, as a
    horse's two beats; hollower than a placement."""
    out = wood(scale=1.2, body=0.35, seconds=0.12, weight=0.6)
    mix(out, wood(scale=0.95, body=1.1, seconds=0.24), 0.07, gain=0.9)
    return fade_out(out)


def bell(f0, seconds):
    partials = [(1.0, 1.0, 1.1), (2.0, 0.45, 0.7), (2.76, 0.35, 0.5), (4.07, 0.18, 0.3), (5.4, 0.1, 0.2)]
    s = modes([(f0 * r, a, tau) for r, a, tau in partials], seconds)
    # A soft strike instead of a click.
    for i in range(min(len(s), int(0.004 * RATE))):
        s[i] *= i / (0.004 * RATE)
    return s


def chime():
    out = bell(659.3, 1.6)
    mix(out, bell(987.8, 1.5), 0.14, gain=0.9)
    return fade_out(out, 0.1)


def danger():
    """Two low pulses, the second lower: a Biy is in danger."""
    out = silence(0.8)
    for at, f in ((0.0, 196.0), (0.28, 185.0)):
        n = int(0.34 * RATE)
        pulse = []
        for i in range(n):
            t = i / RATE
            env = min(1.0, t / 0.015) * math.exp(-t / 0.12)
            x = sum(math.sin(math.tau * f * k * t) / k for k in (1, 3, 5))
            x += 0.3 * math.sin(math.tau * f * 2 * t)
            pulse.append(env * x)
        mix(out, pulse, at)
    return fade_out(out, 0.05)


def pluck(f, seconds, damping=0.996):
    """Karplus-Strong plucked string."""
    period = max(2, int(RATE / f))
    buf = [rng.uniform(-1, 1) for _ in range(period)]
    out = []
    for i in range(int(seconds * RATE)):
        j = i % period
        nxt = buf[(i + 1) % period]
        v = buf[j]
        buf[j] = damping * 0.5 * (v + nxt)
        out.append(v)
    return lowpass(out, 3500)


def motif():
    """The end of a game: D4 E4 G4 A4 … D5, plucked, the last note held."""
    notes = [(293.7, 0.0), (329.6, 0.18), (392.0, 0.36), (440.0, 0.54), (587.3, 0.80)]
    out = silence(2.4)
    for i, (f, at) in enumerate(notes):
        last = i == len(notes) - 1
        mix(out, pluck(f, 1.6 if last else 0.6, 0.997 if last else 0.993), at, 1.0)
        # The drone of the second string, softly, under the last note.
        if last:
            mix(out, pluck(f / 1.5, 1.5, 0.997), at, 0.45)
    return fade_out(out, 0.3)


if __name__ == "__main__":
    write("place", place(), 0.70)
    write("slide", slide(), 0.35)
    write("knock", knock(), 0.70)
    write("clatter", clatter(), 0.75)
    write("drop", drop(), 0.80)
    write("chime", chime(), 0.60)
    write("danger", danger(), 0.60)
    write("motif", motif(), 0.65)
    # Last: the sounds above keep the random numbers they were made with.
    write("leap", leap(), 0.70)
