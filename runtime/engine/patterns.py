"""Sequence patterns (`rows{[Rune :]}`, docs/paperlang.md "Braces"): does a
stack's cards match one? Read by the compiled engine in play
(`FlatGame.flat_matches`) and by paperc's load pass, which knows the
cards at compile time (`paperc.codegen.paperlang_flat_load_known`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Items = tuple[tuple[str, ...], ...]  # top first: ("type", name) | ("any",) | ("rest",)


def matches(cards: Sequence[Any], items: Items, isa: Callable[[Any, str], bool]) -> bool:
    """Do `cards` (bottom first) match the pattern `items` (top first: `_`
    one card, `:` any run, none included, a name a card of that type or a
    kind of it, `isa(card, name)`), anchored at both ends?"""
    top_first = list(cards)[::-1]
    failed: set[tuple[int, int]] = set()

    def match(i: int, j: int) -> bool:
        while True:
            if j == len(items):
                return i == len(top_first)
            if (i, j) in failed:
                return False
            if items[j][0] == "rest":  # (the shortest run first; dead ends remembered)
                for k in range(i, len(top_first) + 1):
                    if match(k, j + 1):
                        return True
                    failed.add((k, j + 1))
                return False
            if i == len(top_first):
                return False
            if items[j][0] == "type" and not isa(top_first[i], items[j][1]):
                return False
            i, j = i + 1, j + 1

    return match(0, 0)


def sq_run(
    count: int, length: Any, value: Callable[[int], Any], linked: Callable[[int, int], bool]
) -> list[int]:
    """`S{sq N v (l.v + 1) == n.v}` of a stack of `count` cards: the places
    of the first run of `length` of them in ascending `value` (cards
    without it first, as if it were 0 but before it), each next one linked
    to the one before by `linked(before, after)`, tried depth first in
    that order ([]: none, or a length that is not a number of them)."""
    if type(length) is not int or not 0 < length <= count:
        return []
    values = [value(p) for p in range(count)]
    ordered = sorted(
        range(count), key=lambda p: (1, values[p]) if type(values[p]) is int else (0, 0)
    )
    chosen: list[int] = []
    dead: set[tuple[int, int]] = set()  # (a card, how many more after it: no way on)

    def extend(start: int) -> bool:
        if len(chosen) == length:
            return True
        key = (start, length - len(chosen))
        if chosen and key in dead:
            return False
        for k in range(start, count - (length - len(chosen)) + 1):
            if chosen and not linked(chosen[-1], ordered[k]):
                continue
            chosen.append(ordered[k])
            if extend(k + 1):
                return True
            chosen.pop()
        if chosen:
            dead.add(key)
        return False

    return chosen if extend(0) else []
