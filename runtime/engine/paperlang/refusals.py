"""Refusals in words: a pile's readable name, and why a `where` filter
refused a move the piles' build rules allow.

A pile is named as a player sees it: a lone stack by its name ("the
waste"), a stacklist member by the singular of its list and a 1-based
number ("cascades[4]" is "cascade 5"). A `where` filter that is false says
the sentence of the `; refused: ...` comment above its transfer (a Paper
extension, see docs/paperlang.md), else names the rule's line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from runtime.engine.model import GameError
from runtime.engine.paperlang import transfer as tr
from runtime.engine.paperlang.piles import singular
from runtime.engine.paperlang.values import Stack

FIELD = re.compile(r"\{([^{}|]*)(?:\|([^{}]*))?\}")
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def pile_name(stack: Stack) -> str:
    """ "the waste", "cascade 5", "floor 3,2": a pile as a player names it."""
    if not stack.position:
        return f"the {stack.name}"
    noun = singular(stack.base)
    return f"{noun} " + ",".join(str(i + 1) for i in stack.position)


def count_words(count: Any, noun: str) -> str:
    """`count` `noun`s in words: "no free cell", "one card", "4 cards"."""
    if type(count) is not int:
        return f"{count} {noun}"
    if count <= 0:
        return f"no {noun}"
    if count == 1:
        return f"one {noun}"
    return f"{count} {noun}s"


def where_reason(
    rt: Any, specs: Sequence[tr.Spec], source: Stack, dest: Stack | None, index: int
) -> str | None:
    """Why the waiting pick's `where` filters refuse moving the cards from
    `index` up of `source` onto `dest` (None: a click), or None when no
    pick offering that move has a false filter.

    A click on an empty place (no cards, `dest` None) is told only by a
    `; refused from:` sentence of a pick that takes no chosen cards from
    it (a turn-over such as `deck -> deck top 0`): any other filter there
    says no more than that the place is empty."""
    cards = rt.table.stacks[source.index]
    empty = dest is None and not cards
    if not empty and not 0 <= index < len(cards):
        return None
    for spec in specs:
        if spec.create is not None or (spec.where_from is None and spec.where_to is None):
            continue
        if empty and (spec.build or spec.choose or _worded(spec, "from") is None):
            continue
        if not any(item is source for item in tr.flat_sources(spec)):
            continue
        if dest is None:
            if not (spec.single_dest() or spec.amount == 0 or spec.every_dest):
                continue
        elif spec.every_dest or not any(d is dest for d in tr.flat_dests(rt, spec, source)):
            continue
        if not spec.build and not spec.choose and spec.amount is not tr.ALL:
            wanted = spec.amount if type(spec.amount) is int else None
            if wanted is not None and dest is not None and wanted != len(cards) - index:
                continue
        saved = rt.transit
        try:
            found = _judge(rt, spec, source, dest, index)
        except GameError:
            found = None  # a filter that cannot be read here tells nothing
        finally:
            rt.transit = saved
        if found is not None:
            return found
    return None


def _judge(rt: Any, spec: tr.Spec, source: Stack, dest: Stack | None, index: int) -> str | None:
    if spec.where_from is not None and not spec.where_from(rt, source):
        return _sentence(rt, spec, "from", source, dest, 0)
    if spec.where_to is None or dest is None:
        return None
    chosen = (index,) if spec.build or spec.choose else ()
    rt.transit = (spec, chosen)
    if spec.where_to(rt, source, dest):
        return None
    most = 0
    if chosen:  # the most cards the filter lets go, cut by cut
        size = len(rt.table.stacks[source.index])
        for point in range(size - 1, index, -1):
            rt.transit = (spec, (point,))
            if not spec.where_to(rt, source, dest):
                break
            most = size - point
    return _sentence(rt, spec, "to", source, dest, most)


def _worded(spec: tr.Spec, which: str) -> str | None:
    """The author's sentence for a false `which` ("from" or "to") filter."""
    return worded(spec.refused, which)


def worded(refused: Sequence[tuple[str, str]], which: str) -> str | None:
    """The author's sentence (of a transfer's `; refused:` ones) for a false
    `which` ("from" or "to") filter, or None."""
    reasons = dict(refused)
    return reasons.get(which) or reasons.get("")


def _sentence(
    rt: Any, spec: tr.Spec, which: str, source: Stack, dest: Stack | None, most: int
) -> str:
    return sentence(spec.refused, spec.line, which, source, dest, most, rt.var)


def sentence(
    refused: Sequence[tuple[str, str]],
    line: int,
    which: str,
    source: Stack,
    dest: Stack | None,
    most: int,
    value_of: Callable[[str], Any],
) -> str:
    """Why a false `which` filter of the transfer on `line` refuses moving
    from `source` to `dest`: its `; refused:` sentence with its `{name}`
    fields filled (`value_of` reads a variable, GameError when there is
    none), else the plain sentence naming the line."""
    text = worded(refused, which)
    if text is None:
        where = f" to {pile_name(dest)}" if dest is not None else ""
        return (
            f"the rule on line {line} of the game does not allow moving "
            f"from {pile_name(source)}{where} now"
        )
    names = {"from": pile_name(source), "to": pile_name(dest) if dest is not None else ""}

    def field(match: re.Match[str]) -> str:
        name, noun = match.group(1).strip(), match.group(2)
        if name in names and noun is None:
            return names[name]
        if name == "most":
            value: Any = most
        else:
            try:
                value = value_of(name)
            except GameError:
                return name
        if noun is not None:
            return count_words(value, noun.strip())
        return str(value)

    return FIELD.sub(field, text)


__all__ = ["count_words", "pile_name", "sentence", "where_reason", "worded"]
