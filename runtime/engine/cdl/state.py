"""The state of a CDL game between transactions: plain, immutable data.

Equal states are equal values, so the Session's journal, undo, save files
and the move search can compare and hash them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

Outcome = Literal["playing", "won", "lost"]


@dataclass(frozen=True, slots=True)
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


_new = object.__new__
# each field's slot, set directly (a frozen dataclass refuses `setattr`): the
# engine's search makes a state per move listed
_PILES, _BOTTOMS, _GLOBALS, _RNG, _NEXT_ID, _OUTCOME = (
    vars(CdlState)[name] for name in ("piles", "bottoms", "globals", "rng", "next_id", "outcome")
)


def made(
    piles: tuple[tuple[int, ...], ...],
    bottoms: tuple[int, ...],
    globals_: tuple[int | bool | str, ...],
    rng: int,
    next_id: int,
    outcome: Outcome = "playing",
) -> CdlState:
    """`CdlState(...)` for the engine's search, which makes one per move
    listed: its slots set directly, without the call machinery of a
    frozen dataclass's `__init__`; the same value."""
    state = _filled(_new(CdlState), piles, bottoms, globals_, rng, next_id)
    _OUTCOME.__set__(state, outcome)
    return state


def _filled(
    state: Any,
    piles: tuple[tuple[int, ...], ...],
    bottoms: tuple[int, ...],
    globals_: tuple[int | bool | str, ...],
    rng: int,
    next_id: int,
) -> Any:
    """`state` with every field but the outcome set."""
    _PILES.__set__(state, piles)
    _BOTTOMS.__set__(state, bottoms)
    _GLOBALS.__set__(state, globals_)
    _RNG.__set__(state, rng)
    _NEXT_ID.__set__(state, next_id)
    return state


def same_table(one: CdlState, other: CdlState) -> bool:
    """Are two states the same but for their outcomes?"""
    return (
        one.piles == other.piles
        and one.bottoms == other.bottoms
        and one.globals == other.globals
        and one.rng == other.rng
        and one.next_id == other.next_id
    )


class _Later:
    """`LazyState.outcome`: its slot once set, else (None: `lazy` leaves it
    so) worked out by the state's judge and set there."""

    def __get__(self, state: LazyState | None, owner: type | None = None) -> Any:
        if state is None:
            return self
        outcome = _OUTCOME.__get__(state)
        if outcome is None:
            outcome = state._judge(state)
            _OUTCOME.__set__(state, outcome)
        return outcome

    def __set__(self, state: LazyState, outcome: Outcome) -> None:  # (a dataclass's __init__)
        _OUTCOME.__set__(state, outcome)


class LazyState(CdlState):
    """A state a search made (`CdlGame.search_successor`) whose outcome,
    win? and loose? (flat, pure, unable to fault: `CdlGame._unjudged_cards`),
    is worked out when it is first read (`status`, `moves`, a comparison):
    a search reads it only of the positions it goes on from, not of the
    many it meets again or never reaches. Equal to, and hashing as, the
    CdlState with the same fields. `_judge(state)` gives the outcome."""

    __slots__ = ("_judge",)
    outcome = _Later()  # type: ignore[assignment]
    _judge: Callable[[CdlState], Outcome]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CdlState):
            return NotImplemented
        return same_table(self, other) and self.outcome == other.outcome

    __hash__ = CdlState.__hash__


_JUDGE = vars(LazyState)["_judge"]


def lazy(
    piles: tuple[tuple[int, ...], ...],
    bottoms: tuple[int, ...],
    globals_: tuple[int | bool | str, ...],
    rng: int,
    next_id: int,
    judge: Callable[[CdlState], Outcome],
) -> LazyState:
    """A `LazyState`, as `made` makes a CdlState: its outcome left to `judge`."""
    state = _new(LazyState)  # (`_filled` in place: a search makes one a move it follows)
    _PILES.__set__(state, piles)
    _BOTTOMS.__set__(state, bottoms)
    _GLOBALS.__set__(state, globals_)
    _RNG.__set__(state, rng)
    _NEXT_ID.__set__(state, next_id)
    _OUTCOME.__set__(state, None)  # (not judged yet: `_Later`)
    _JUDGE.__set__(state, judge)
    return state


def at_most(state: CdlState, cards: int) -> bool:
    """Are at most `cards` cards in play (`cards` >= 0)? Only ADD makes a
    card, with the id `next_id` then held, so the cards ever added bound
    them: the piles are counted only where that bound does not settle it."""
    return cards >= 0 and (state.next_id - 1 <= cards or sum(map(len, state.piles)) <= cards)
