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


# (each slot's setter, bound once: `_PILES.__set__` makes a new method-wrapper a call)
_SET_PILES, _SET_BOTTOMS, _SET_GLOBALS, _SET_RNG, _SET_NEXT_ID, _SET_OUTCOME = (
    slot.__set__ for slot in (_PILES, _BOTTOMS, _GLOBALS, _RNG, _NEXT_ID, _OUTCOME)
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
    state = _new(CdlState)
    _SET_PILES(state, piles)
    _SET_BOTTOMS(state, bottoms)
    _SET_GLOBALS(state, globals_)
    _SET_RNG(state, rng)
    _SET_NEXT_ID(state, next_id)
    _SET_OUTCOME(state, outcome)
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
    """`LazyState.outcome`: the state's `_judge` slot, which holds its
    judge until the outcome is first read, then the outcome the judge gave
    (a plain slot, read without a call; the state's own `outcome` slot is
    left unset)."""

    def __get__(self, state: LazyState | None, owner: type | None = None) -> Any:
        if state is None:
            return self
        outcome = state._judge
        if outcome.__class__ is not str:  # (not judged yet)
            outcome = outcome(state)
            _SET_JUDGE(state, outcome)
        return outcome

    def __set__(self, state: LazyState, outcome: Outcome) -> None:  # (a dataclass's __init__)
        _SET_JUDGE(state, outcome)


class LazyState(CdlState):
    """A state a search made (`CdlGame.search_successor`) whose outcome,
    win? and loose? (flat, pure, unable to fault: `CdlGame._unjudged_cards`),
    is worked out when it is first read (`status`, `moves`, a comparison):
    a search reads it only of the positions it goes on from, not of the
    many it meets again or never reaches. Equal to, and hashing as, the
    CdlState with the same fields. `_judge(state)` gives the outcome, and
    the slot then holds it (`_Later`)."""

    __slots__ = ("_judge",)
    outcome = _Later()  # type: ignore[assignment]
    _judge: Callable[[CdlState], Outcome] | Outcome

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CdlState):
            return NotImplemented
        return same_table(self, other) and self.outcome == other.outcome

    __hash__ = CdlState.__hash__


_SET_JUDGE = vars(LazyState)["_judge"].__set__


def lazy(
    piles: tuple[tuple[int, ...], ...],
    bottoms: tuple[int, ...],
    globals_: tuple[int | bool | str, ...],
    rng: int,
    next_id: int,
    judge: Callable[[CdlState], Outcome],
) -> LazyState:
    """A `LazyState`, as `made` makes a CdlState: its outcome left to `judge`
    (its `outcome` slot unset: `_Later` reads the outcome from `_judge`)."""
    state = _new(LazyState)  # (`made` in place: a search makes one a move it follows)
    _SET_PILES(state, piles)
    _SET_BOTTOMS(state, bottoms)
    _SET_GLOBALS(state, globals_)
    _SET_RNG(state, rng)
    _SET_NEXT_ID(state, next_id)
    _SET_JUDGE(state, judge)  # (not judged yet: `_Later`)
    return state


def at_most(state: CdlState, cards: int) -> bool:
    """Are at most `cards` cards in play (`cards` >= 0)? Only ADD makes a
    card, with the id `next_id` then held, so the cards ever added bound
    them: the piles are counted only where that bound does not settle it."""
    return cards >= 0 and (state.next_id - 1 <= cards or sum(map(len, state.piles)) <= cards)
