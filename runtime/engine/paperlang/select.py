"""Choosing stacks and cards by pattern: sequence matching (reference
§3.11, §4.9), orderless runs (`sq`), and relative destinations.

Pure functions over card objects; the runtime passes in what it reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from runtime.engine.paperlang.values import CardObj, Stack, truth


class Pattern(NamedTuple):
    """A sequence pattern, items top first: ("type", T), ("any",), ("rest",).
    (A named tuple: generated code makes one each time a brace runs.)"""

    items: tuple[tuple[str, ...], ...]


@dataclass(eq=False)
class Relative:
    """Destinations relative to the chosen source (`row[:-1:-3]`). One per
    (list, offsets) and game (`Memory.relatives`), keeping its targets per
    source stack (`RuntimeCore.relative_members` fills them in)."""

    base: str
    offsets: tuple[tuple[int, ...], ...]
    targets: dict[int, tuple[Stack, ...]] = field(default_factory=dict)


def matches(cards_top_first: Sequence[CardObj], pattern: Pattern) -> bool:
    """An anchored glob over the cards, top first: `_` is one card, `:` any
    run (none included), a name a card of that type or a descendant."""
    items = pattern.items
    size = len(cards_top_first)
    if not items:
        return size == 0
    failed: set[tuple[int, int]] = set()

    def match(i: int, j: int) -> bool:
        while True:
            if j == len(items):
                return i == size
            if (i, j) in failed:
                return False
            kind = items[j][0]
            if kind == "rest":
                # try the shortest run first, and remember dead ends so the
                # search stays polynomial however many `:` there are
                for k in range(i, size + 1):
                    if match(k, j + 1):
                        return True
                    failed.add((k, j + 1))
                return False
            if i == size:
                return False
            if kind == "type" and items[j][1] not in cards_top_first[i].info.ancestors:
                return False
            i, j = i + 1, j + 1

    return match(0, 0)


def sq_run(
    cards: Sequence[CardObj],
    length: int,
    key: Callable[[CardObj], Any],
    link: Callable[[CardObj, CardObj], Any],
) -> list[CardObj]:
    """The first run of `length` cards, in ascending `key` order (a stable
    sort), where `link(previous, next)` holds for every consecutive pair.
    Runs are subsequences, tried depth first in lexicographic index order;
    [] when there is none."""
    if length <= 0:
        return []
    ordered = sorted(cards, key=lambda card: _sort_key(key(card)))
    if length > len(ordered):
        return []
    chosen: list[CardObj] = []

    def extend(start: int) -> bool:
        if len(chosen) == length:
            return True
        for index in range(start, len(ordered) - (length - len(chosen)) + 1):
            card = ordered[index]
            if chosen and not truth(link(chosen[-1], card)):
                continue
            chosen.append(card)
            if extend(index + 1):
                return True
            chosen.pop()
        return False

    return list(chosen) if extend(0) else []


def _sort_key(value: Any) -> tuple[int, int]:
    # cards lacking the attribute sort first, as if it were 0 but before it
    return (0, 0) if type(value) is not int else (1, value)


def relative(
    source: Stack | None, members: Sequence[Stack], shape: tuple[int, ...], offsets: Any
) -> list[Stack]:
    """`row[:-1:-3]` from the chosen source: the members at those offsets
    from the source's own index (list) or cell (grid), dropping those that
    fall outside. The source may belong to another list of the same shape."""
    if source is None or not source.position:
        return []
    found = []
    if len(shape) == 1:
        (index,) = source.position[:1]
        for (delta,) in offsets:
            target = index + delta
            if 0 <= target < shape[0]:
                found.append(members[target])
        return found
    width, height = shape
    x, y = source.position if len(source.position) == 2 else (source.position[0], 0)
    for dx, dy in offsets:
        tx, ty = x + dx, y + dy
        if 0 <= tx < width and 0 <= ty < height:
            found.append(members[ty * width + tx])
    return found
