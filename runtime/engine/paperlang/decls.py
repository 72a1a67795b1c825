"""The static declarations a generated Paperlang game class carries: its
card types and its stacks, as plain data the engine builds its tables from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from runtime.engine.cards import DECK_SUITS, RANK_WORDS
from runtime.engine.paperlang.piles import Pile


@dataclass(frozen=True)
class CardDecl:
    """`card Goblin Monster start int power = 4 end`.

    `attrs` are the attributes the type declares itself, with their
    defaults; `defaults` new defaults for attributes it inherits. `rank`
    and `suit` make it a playing card on screen (the deck's types)."""

    name: str
    parent: str | None = None
    attrs: tuple[tuple[str, Any], ...] = ()
    defaults: tuple[tuple[str, Any], ...] = ()
    rank: int | None = None
    suit: str | None = None
    line: int = 0


@dataclass(frozen=True)
class StackDecl:
    """A stack (`kind` "stack"), stacklist ("list", `shape` (n,)) or grid
    ("grid", `shape` (width, height)), its visibility and its attributes.
    Without a `kind`, the shape says it (`StackDecl("cells", shape=(4,))`
    is a stacklist)."""

    name: str
    kind: str = ""
    visibility: str = "visible"
    shape: tuple[int, ...] = ()
    attrs: tuple[tuple[str, Any], ...] = ()
    flat: bool = False
    line: int = 0
    pile: Pile | None = None  # Paper's pile properties (extension), for every member

    def __post_init__(self) -> None:
        if not self.kind:
            object.__setattr__(self, "kind", kind_of(self.shape))

    def member_names(self) -> list[tuple[str, tuple[int, ...]]]:
        """Each member's name and position: `row[3]`, `floor[2 1]` (x then y,
        row-major)."""
        if self.kind == "stack":
            return [(self.name, ())]
        if self.kind == "list":
            return [(f"{self.name}[{i}]", (i,)) for i in range(self.shape[0])]
        width, height = self.shape
        return [(f"{self.name}[{x} {y}]", (x, y)) for y in range(height) for x in range(width)]


def kind_of(shape: tuple[int, ...]) -> str:
    """The kind of stack a declaration's shape makes: () a stack, (n,) a
    stacklist, (width, height) a grid."""
    return ("stack", "list", "grid")[len(shape)]


def standard_deck(line: int) -> tuple[CardDecl, ...]:
    """The card types the built-in `#use "deck"` declares at `line`: the
    type `number` (attributes `v` and `suit`) and its 52 playing cards, with
    v = 1..13 and suit = 1..4 for H D C S. Generated code calls this rather
    than spelling out 53 declarations."""
    cards = [CardDecl("number", attrs=(("v", 0), ("suit", 0)), line=line)]
    for rank, word in enumerate(RANK_WORDS, 1):
        for number, suit in enumerate(DECK_SUITS, 1):
            defaults = (("v", rank), ("suit", number))
            cards.append(CardDecl(f"{word}{suit}", "number", (), defaults, rank, suit, line))
    return tuple(cards)
