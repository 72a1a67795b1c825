"""The search key of a fast-path game (`FlatGame.search_key`): coarser than
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

The key packs the table into bytes (a card code per byte, a zero byte
between stacks; codes start at 2), with the piles of each group sorted,
only the top card of each top-only stack, and nothing of an unread one:
compact, and cheap to hash.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any


class SearchPlan:
    """How to build the search key of one game's states."""

    def __init__(
        self,
        stacks: int,
        groups: list[tuple[int, ...]],
        top_only: tuple[int, ...],
        canonical: list[int] | None,
        wide: bool,
        unread: tuple[int, ...] = (),
    ) -> None:
        self.stacks = stacks  # the state's stacks (the changing variables follow)
        self.slices = [(g[0], g[-1] + 1) for g in groups if g == tuple(range(g[0], g[-1] + 1))]
        self.groups = [g for g in groups if g != tuple(range(g[0], g[-1] + 1))]
        self.top_only = tuple(index for index in top_only if index not in unread)
        self.unread = unread
        self.canonical = canonical  # two cards of one type are one (see FlatGame.key)
        self.wide = wide  # a code above 255: tuples instead of bytes
        # (bytes keys map their codes with one `bytes.translate` per stack)
        self.translation = None
        if canonical is not None and not wide:
            self.translation = bytes(canonical[i] if i < len(canonical) else i for i in range(256))

    def key(self, state: Any) -> Hashable:
        n = self.stacks
        canonical = self.canonical
        if self.wide:
            pack: Any = tuple
        else:
            pack = bytes
        translation = self.translation
        if canonical is None or translation is not None:
            parts = list(map(pack, state[:n]))
        else:
            get = canonical.__getitem__
            parts = [pack(map(get, cards)) for cards in state[:n]]
        if translation is not None:  # (the grouped piles sort by their codes mapped)
            for a, b in self.slices:  # (no code is 0: the piles split where they joined)
                parts[a:b] = b"\0".join(parts[a:b]).translate(translation).split(b"\0")
            for group in self.groups:
                for i in group:
                    parts[i] = parts[i].translate(translation)
        for a, b in self.slices:
            parts[a:b] = sorted(parts[a:b])
        for group in self.groups:
            for index, pile in zip(group, sorted([parts[i] for i in group]), strict=True):
                parts[index] = pile
        for index in self.top_only:
            parts[index] = parts[index][-1:]
        for index in self.unread:
            parts[index] = parts[index][:0]
        if self.wide:
            table: Hashable = tuple(parts)
        elif translation is not None:  # (twice maps as once: a kind's first card is its own)
            table = b"\0".join(parts).translate(translation)
        else:
            table = b"\0".join(parts)
        if len(state) > n:
            return (table, state[n])
        return table


def search_plan(game: Any) -> SearchPlan | None:
    """The plan for `game` (a FlatGame just given its dealt position), or
    None when the search key would be the exact key."""
    groups = [tuple(group) for group in game.flat_alike if _alike(game, group)]
    top_only = tuple(game.flat_top_only)
    canonical = by_value(game) if game.flat_rank_only else game._flat_canonical
    if not groups and not top_only and canonical is None:
        return None
    wide = len(game.flat_cards) > 256
    unread = tuple(index for index in game.flat_unread if index in top_only)
    return SearchPlan(game.flat_stacks, groups, top_only, canonical, wide, unread)


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
