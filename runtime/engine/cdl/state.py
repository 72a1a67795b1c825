"""The state of a CDL game between transactions: plain, immutable data.

Equal states are equal values, so the Session's journal, undo, save files
and the move search can compare and hash them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Outcome = Literal["playing", "won", "lost"]


@dataclass(frozen=True)
class CdlState:
    """`piles[i]` holds stack i's cards (bottom first, `id << 8 | value`),
    the Cursor last; `bottoms[i]` is stack i's position 0 (the empty-pile
    drawing); `globals` the global variables in declaration order; `rng`
    the deal generator's state; `next_id` the id the next ADDed card gets."""

    piles: tuple[tuple[int, ...], ...]
    bottoms: tuple[int, ...]
    globals: tuple[int | bool | str, ...]
    rng: int
    next_id: int = 1
    outcome: Outcome = "playing"


_new, _set = object.__new__, object.__setattr__


def made(
    piles: tuple[tuple[int, ...], ...],
    bottoms: tuple[int, ...],
    globals_: tuple[int | bool | str, ...],
    rng: int,
    next_id: int,
    outcome: Outcome = "playing",
) -> CdlState:
    """`CdlState(...)` for the engine's search, which makes one per move
    listed: its fields set directly, without the call machinery of a
    frozen dataclass's `__init__` (half its cost); the same value."""
    state = _new(CdlState)
    _set(state, "piles", piles)
    _set(state, "bottoms", bottoms)
    _set(state, "globals", globals_)
    _set(state, "rng", rng)
    _set(state, "next_id", next_id)
    _set(state, "outcome", outcome)
    return state


def at_most(state: CdlState, cards: int) -> bool:
    """Are at most `cards` cards in play (`cards` >= 0)? Only ADD makes a
    card, with the id `next_id` then held, so the cards ever added bound
    them: the piles are counted only where that bound does not settle it."""
    return cards >= 0 and (state.next_id - 1 <= cards or sum(map(len, state.piles)) <= cards)
