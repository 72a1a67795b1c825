"""The search key of a Paperlang game (`FlatGame.search_key`): coarser than
`key`, equal for two states that are the same for winning.

paperc proves, at compile time, which groups of stacks the rules cannot
tell apart (`flat_alike`: the game's code never names one member on its
own), which stacks only ever have their top card read (`flat_top_only`),
and which of those not even that (`flat_unread`: only their size, which
the other stacks give), and whether the rules read cards by value and rank
alone (`flat_rank_only`: two cards of one value, rank and face are one).
What the setup may still have made different per stack (a stack's own
ints, which side its cards face) is checked here, on the dealt position: a
group whose members differ there is left exact.

The key is a tuple of numbers, one per stack: each pile's number in the
deal's table of piles (`tables.Piles`, by its cards; equal piles, equal numbers),
with the numbers of each group sorted; a top-only stack is numbered by its
top card alone, and an unread one by nothing (the empty pile's number).
A search meets few distinct piles (Klondike: about 1,900 in 300,000
positions), so the table stays small; the numbers sort and hash faster
than the piles' bytes did, and a key is as small (a tuple of shared ints).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from runtime.engine.tables import Piles


class SearchPlan:
    """How to build the search key of one game's states."""

    def __init__(
        self,
        stacks: int,
        groups: list[tuple[int, ...]],
        top_only: tuple[int, ...],
        piles: Piles,
        unread: tuple[int, ...] = (),
    ) -> None:
        self.stacks = stacks  # the state's stacks (the changing variables follow)
        self.slices = [(g[0], g[-1] + 1) for g in groups if g == tuple(range(g[0], g[-1] + 1))]
        self.groups = [g for g in groups if g != tuple(range(g[0], g[-1] + 1))]
        # how much of each stack the key reads: all of it (None), its top
        # card (-1), nothing (0); None when it reads every stack whole
        short = {index: -1 for index in top_only} | {index: 0 for index in unread}
        self.short = [short.get(index) for index in range(stacks)] if short else None
        self.top_only = tuple(index for index in top_only if index not in unread)
        self.unread = unread
        self.piles = piles
        # the position `key_after` was given last, and its stacks' numbers
        self.parent: Any = None
        self.numbers: list[int] = []
        # the state keyed last, its numbers, and the same with each group sorted
        self.last: tuple[Any, list[int], list[int] | None] = (None, [], None)
        self.ordered: list[int] | None = None  # the parent's numbers, each group sorted
        self.grouped = frozenset(i for g in groups for i in g)  # the stacks of the groups

    def key(self, state: Any) -> Hashable:
        return self._key(self._numbered(state), state)

    def key_after(self, parent: Any, source: int, dest: int, state: Any) -> Hashable:
        """`key(state)` for a `state` that differs from `parent` in stacks
        `source` and `dest` only: the others keep the parent's numbers, found
        once for all its moves (a search plays every move of a position in
        turn), and when neither is in a group the groups keep the parent's
        order (a stock's turns). Most of `key` is finding the piles' numbers."""
        if parent is not self.parent:
            self.parent = parent
            # (a stock's walk keys each position from the one before it)
            last = self.last
            if parent is last[0]:
                self.numbers, self.ordered = last[1], last[2]
            else:
                self.numbers, self.ordered = self._numbered(parent), None
        parts = self.numbers.copy()
        if self.short is None:
            piles = self.piles
            parts[source] = piles[state[source]]
            parts[dest] = piles[state[dest]]
        else:
            parts[source] = self._number(state, source)
            parts[dest] = self._number(state, dest)
        grouped = self.grouped
        if source in grouped or dest in grouped:
            ordered = parts.copy()
            for a, b in self.slices:  # (`_ordered`, written out: most moves come here)
                ordered[a:b] = sorted(ordered[a:b])
            if self.groups:
                self._regroup(ordered)
        else:
            ordered = self.ordered
            if ordered is None:
                ordered = self.ordered = self._ordered(self.numbers.copy())
            ordered = ordered.copy()
            ordered[source], ordered[dest] = parts[source], parts[dest]
        self.last = state, parts, ordered
        return tuple(ordered) + state[self.stacks :]

    def _numbered(self, state: Any) -> list[int]:
        """The numbers of `state`'s stacks, in order."""
        stacks = state[: self.stacks]
        if self.short is not None:
            stacks = list(stacks)
            for index in self.top_only:
                stacks[index] = stacks[index][-1:]
            for index in self.unread:
                stacks[index] = ()
        return list(map(self.piles.__getitem__, stacks))

    def _number(self, state: Any, index: int) -> int:
        """The number of what the key reads of stack `index` (see `short`)."""
        assert self.short is not None
        cut = self.short[index]
        cards = state[index] if cut is None else state[index][cut:] if cut else ()
        return self.piles[cards]

    def _key(self, parts: list[int], state: Any) -> Hashable:
        """The key of `state`, whose stacks have the numbers `parts` in order."""
        return tuple(self._ordered(parts)) + state[self.stacks :]

    def _ordered(self, parts: list[int]) -> list[int]:
        """`parts` with the numbers of each group sorted (in place)."""
        for a, b in self.slices:
            parts[a:b] = sorted(parts[a:b])
        self._regroup(parts)
        return parts

    def _regroup(self, parts: list[int]) -> None:
        """The numbers of each group not of neighbouring stacks sorted, in place."""
        for group in self.groups:
            for index, pile in zip(group, sorted([parts[i] for i in group]), strict=True):
                parts[index] = pile


def search_plan(game: Any) -> SearchPlan | None:
    """The plan for `game` (a FlatGame just given its dealt position), or
    None when the search key would be the exact key."""
    groups = [tuple(group) for group in game.flat_alike if _alike(game, group)]
    top_only = tuple(game.flat_top_only)
    canonical = by_value(game) if game.flat_rank_only else game._flat_canonical
    if not groups and not top_only and canonical is None:
        return None
    unread = tuple(index for index in game.flat_unread if index in top_only)
    same = None if canonical is None else lambda cards: tuple(map(canonical.__getitem__, cards))
    return SearchPlan(game.flat_stacks, groups, top_only, Piles(same), unread)


def by_value(game: Any) -> list[int] | None:
    """Each card code as the first code of its kind (value, rank, face), for
    a game whose rules read cards by value and rank alone
    (`flat_rank_only`, proved by paperc's `paperlang_rank_only`); None when
    every kind has one card."""
    first: dict[tuple[Any, int, int], int] = {}
    canonical = list(range(len(game.flat_rank)))
    for code in range(2, len(canonical)):
        kind = (game.flat_card_v[code], game.flat_rank[code], code & 1)
        canonical[code] = first.setdefault(kind, code)
    return canonical if len(first) < len(canonical) - 2 else None


def _alike(game: Any, group: tuple[int, ...]) -> bool:
    """Did the setup leave the members of `group` alike: the same faces for
    cards landing on them, the same own ints and bools, the same limits?"""
    if len(group) < 2:
        return False
    capped = dict(game.capped)
    flips = set(game.flat_flips)
    first = group[0]
    return all(
        game.flat_faces[i] == game.flat_faces[first]
        and game.flat_attrs[i] == game.flat_attrs[first]
        and capped.get(i) == capped.get(first)
        and (i in flips) == (first in flips)
        for i in group
    )
