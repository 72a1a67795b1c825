"""The deal's random numbers: a small generator whose state is one integer.

Deals must be a pure function of the game and the seed on every machine and
Python version, so Paper does not use `random`: it uses SplitMix64 (Steele,
Lea and Flood, 2014), which is a few lines, passes BigCrush, and whose whole
state is a 64-bit integer that can live in the game state as plain data.

`shuffle` is the Fisher-Yates shuffle from the last position down,
drawing each index with `below(n)` (rejection sampling, so no modulo bias).
Changing any of this changes every deal: docs/runtime.md says so, and
tests/runtime/test_rng.py pins known values.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15

T = TypeVar("T")


def seed_state(seed: int, salt: str = "") -> int:
    """The generator's first state for a seed; `salt` (the game id) makes
    two games with the same seed deal differently."""
    state = seed & MASK
    for byte in salt.encode("utf-8"):
        state = (state * 0x100000001B3 ^ byte) & MASK
    return state


def next_u64(state: int) -> tuple[int, int]:
    """Advance: returns (new_state, a 64-bit output)."""
    state = (state + GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n): returns (new_state, value)."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def shuffle(state: int, items: MutableSequence[T]) -> int:
    """Shuffle `items` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
