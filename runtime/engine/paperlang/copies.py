"""Copies of one card (two packs): one card to a search's key.

A two-pack game holds two cards of each type with equal values. Swapping
them changes the card ids in the stacks, not the game: every rule reads
the type and the values, never the id. So the key of such a table names
each card by its class (its type and values, numbered in order of first
appearance) and its face, stack by stack, rather than by its id.

The one thing that can read an id is a variable holding a card (stored as
`CardId`): where one is held, the key keeps the ids, which is still sound.
"""

from __future__ import annotations

from typing import Any

from runtime.engine.paperlang.values import CardId


def card_classes(cards: tuple[tuple[str, tuple[Any, ...]], ...]) -> tuple[int, ...] | None:
    """For each card id - 1, its class number; None when no two cards are copies."""
    numbers: dict[tuple[str, tuple[Any, ...]], int] = {}
    classes = tuple(numbers.setdefault(card, len(numbers)) for card in cards)
    return classes if len(numbers) < len(cards) else None


def class_stacks(
    stacks: tuple[tuple[int, ...], ...], faces: tuple[bool, ...], classes: tuple[int, ...]
) -> Any:
    """The stacks with each card as (class, face): equal for tables that
    differ only by which copy of a card lies where."""
    if len(classes) and max(classes) < 127:  # one byte each, 255 between stacks
        return b"\xff".join(
            bytes(classes[i - 1] * 2 + faces[i - 1] for i in stack) for stack in stacks
        )
    return tuple(tuple((classes[i - 1], faces[i - 1]) for i in stack) for stack in stacks)


def holds_card(value: Any) -> bool:
    """Whether a frozen value (globals, attributes, scopes) holds a card."""
    if isinstance(value, CardId):
        return True
    if isinstance(value, tuple):
        return any(holds_card(item) for item in value)
    return False
