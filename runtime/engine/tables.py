"""The flat table both compiled engines work on, and what they share of it.

A table is a tuple of piles, each pile a tuple of int card codes, bottom
first: Paperlang codes a card `id * 2 + face_up`
(runtime/engine/paperlang/flat.py), CDL `id << 8 | value`
(runtime/engine/cdl/state.py). A move makes a new table that shares every
pile it did not change with the old one, so what is computed of a pile can
be remembered by the pile itself (`PileMemo`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

Pile = tuple[int, ...]


def moved(piles: Sequence[Pile], source: int, count: int, dest: int) -> list[Pile]:
    """The piles after the top `count` cards of `source` went onto `dest`
    as one block (the successor of a block move, without events); a list,
    for the caller to change further (turn a card up) before freezing it."""
    out = list(piles)
    pile = out[source]
    cut = len(pile) - count
    out[source], out[dest] = pile[:cut], out[dest] + pile[cut:]
    return out


class PileMemo:
    """`of(pile)` remembered by the pile object: a table shares its unchanged
    piles with the table it came from, so a search asks again mostly of
    piles it has seen. Each entry keeps its pile, so the pile's id stays its
    own while remembered; all are forgotten at once past `limit`."""

    def __init__(self, of: Callable[[Pile], Any], limit: int = 100_000) -> None:
        self.of = of
        self.limit = limit
        self.memo: dict[int, tuple[Pile, Any]] = {}

    def one(self, pile: Pile) -> Any:
        """`of(pile)` for one pile."""
        memo = self.memo
        found = memo.get(id(pile))
        if found is None or found[0] is not pile:
            if len(memo) >= self.limit:
                memo.clear()
            found = memo[id(pile)] = (pile, self.of(pile))
        return found[1]

    def each(self, piles: Sequence[Pile]) -> list[Any]:
        """`of(pile)` for each pile of a table, in order."""
        memo, of = self.memo, self.of
        if len(memo) >= self.limit:
            memo.clear()
        out = []
        for pile in piles:
            found = memo.get(id(pile))
            if found is None or found[0] is not pile:
                found = memo[id(pile)] = (pile, of(pile))
            out.append(found[1])
        return out


class Interned:
    """One pile object per content: a move that builds a pile some state
    held before (a card moved off a column and back, the stock and the
    waste going round) gets that pile back, so what is remembered by the
    pile object (`PileMemo`, a game's memories of its piles) is found
    again. Forgotten all at once past `limit`."""

    def __init__(self, limit: int = 200_000) -> None:
        self.limit = limit
        self.known: dict[Pile, Pile] = {}

    def fresh(self, piles: Sequence[Pile], before: Sequence[Pile]) -> tuple[Pile, ...]:
        """`piles` as a tuple, each pile that is not `before`'s replaced by
        the pile of the same cards met first."""
        known = self.known
        if len(known) >= self.limit:
            known.clear()
        same = known.setdefault
        out = list(piles)
        size = len(known)
        for i in range(len(before)):  # (a plain loop: most piles are `before`'s)
            pile = out[i]
            if pile is not before[i]:
                out[i] = same(pile, pile)
        self.new = len(known) != size
        return tuple(out)

    def fresh_at(self, piles: Sequence[Pile], stacks: Sequence[int]) -> tuple[Pile, ...]:
        """`fresh`, where only the piles of `stacks` can be new (a move that
        changed those alone): they are replaced, the others left unlooked at."""
        known = self.known
        if len(known) >= self.limit:
            known.clear()
        out = list(piles)
        size = len(known)
        for i in stacks:
            pile = out[i]
            out[i] = known.setdefault(pile, pile)
        self.new = len(known) != size
        return tuple(out)


class Piles(dict):  # type: ignore[type-arg]
    """Each pile the searches of one deal meet (its tuple of card codes),
    numbered in the order met: the search keys' parts (both engines'
    `search_key`). Piles that `same` makes one value (Paperlang: two cards
    of one type, two packs or cards read by value; CDL: a card's value,
    its id dropped) get one number; `same` None: equal piles. Past `LIMIT`
    piles the table starts again, numbering on from where it was: a pile
    then gets a new number, so a position met before may be met again,
    but two positions never get one key."""

    LIMIT = 500_000

    def __init__(self, same: Callable[[Pile], Hashable] | None = None) -> None:
        super().__init__()
        self.same = same
        self.numbers: dict[Hashable, int] = {}  # a pile as `same` makes it -> its number
        self.count = 0  # the numbers given

    def __missing__(self, cards: Pile) -> int:
        if len(self) >= self.LIMIT:
            self.clear()
            self.numbers.clear()
        same = cards if self.same is None else self.same(cards)
        number = self.numbers.get(same)
        if number is None:
            self.count += 1
            number = self.numbers[same] = self.count
        self[cards] = number
        return number


__all__ = ["Interned", "Pile", "PileMemo", "Piles", "moved"]
