"""Optional sounds, off unless the player turns them on (Options, S): a soft
tap as cards land, and a rising chord for a win.

The sounds are made here, a few hundred lines of arithmetic cheaper than any
file: a short burst of filtered noise with a fast decay (the tap) and three
sine tones (the chord), written as 16-bit WAV in memory with the standard
library's `wave` and played through pyglet, which arcade already brings. A
machine with no sound device plays nothing and says nothing: sound is never
worth an error.
"""

from __future__ import annotations

import io
import math
import random
import struct
import wave
from functools import cache

RATE = 22_050
VOLUME = 0.35


def _wav(samples: list[float]) -> bytes:
    """Mono 16-bit WAV bytes of samples in -1..1."""
    out = io.BytesIO()
    with wave.open(out, "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        peak = max(abs(s) for s in samples) or 1.0
        scale = 32767 * VOLUME / peak
        file.writeframes(b"".join(struct.pack("<h", round(s * scale)) for s in samples))
    return out.getvalue()


@cache
def tap() -> bytes:
    """A card laid down: 50 ms of noise, low-passed, dying away fast."""
    noise = random.Random(7)  # the same sound every time
    samples, low = [], 0.0
    for i in range(int(RATE * 0.05)):
        low += 0.35 * (noise.uniform(-1, 1) - low)  # a one-pole low-pass: a soft tap
        samples.append(low * math.exp(-i / (RATE * 0.008)))
    return _wav(samples)


@cache
def chord() -> bytes:
    """A win: C, E and G, each starting a little after the one before."""
    length = int(RATE * 0.9)
    samples = [0.0] * length
    for n, frequency in enumerate((523.25, 659.25, 783.99)):
        start = int(n * RATE * 0.12)
        for i in range(length - start):
            fade = math.exp(-i / (RATE * 0.25))
            samples[start + i] += math.sin(2 * math.pi * frequency * i / RATE) * fade
    return _wav(samples)


SOUNDS = {"tap": tap, "chord": chord}


class Player:
    """Plays the named sounds when `enabled()` says so. `played` lists what
    was sent to the sound device, for the player's own record and tests."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.broken = False  # no sound device: stay quiet from then on
        self._sources: dict[str, object] = {}

    def play(self, name: str) -> None:
        if self.broken:
            return
        try:
            import pyglet.media

            source = self._sources.get(name)
            if source is None:
                data = io.BytesIO(SOUNDS[name]())
                source = pyglet.media.load(f"{name}.wav", file=data, streaming=False)
                self._sources[name] = source
            source.play()
        except Exception:  # noqa: BLE001 (a missing or odd sound device: no sound)
            self.broken = True
            return
        self.played.append(name)


PLAYER = Player()


def play(enabled: bool, name: str) -> None:
    """Play `name` ("tap", "chord") if the player turned sound on."""
    if enabled:
        PLAYER.play(name)
