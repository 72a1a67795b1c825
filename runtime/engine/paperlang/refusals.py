"""Refusals in words: a pile's readable name, and the sentence a false
`where` filter says when it refuses a move the piles' build rules allow.

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


def worded(refused: Sequence[tuple[str, str]], which: str) -> str | None:
    """The author's sentence (of a transfer's `; refused:` ones) for a false
    `which` ("from" or "to") filter, or None."""
    reasons = dict(refused)
    return reasons.get(which) or reasons.get("")


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


__all__ = ["count_words", "pile_name", "sentence", "worded"]
