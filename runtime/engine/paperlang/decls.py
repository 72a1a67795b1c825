"""The static declarations a generated Paperlang game class carries: its
card types and its stacks, as plain data the engine builds its tables from."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from runtime.engine.cards import DECK_SUITS, RANK_WORDS, Build, Group
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


def stack(
    name: str,
    shape: int | tuple[int, ...] = (),
    *,
    kind: str = "",
    hidden: bool = False,
    visibility: str = "visible",
    attrs: tuple[tuple[str, Any], ...] = (),
    flat: bool = False,
    facing: str = "stack",
    autoflip: bool = False,
    build: Build | None = None,
    group: Group | None = None,
    maxlength: int | None = None,
    autotarget: str | None = None,
    redeals: int | str | None = None,
    redeal_counter: str | None = "",
) -> StackDecl:
    """A stack's declaration with its pile's rules, on one line of a
    generated class: `stack("tableau", 7, build=BUILD_KDA, group=GROUP_YY)` is
    the stacklist `tableau[7]` (`BUILD_KDA` a `Build`, as paperc read `KDA`;
    `GROUP_YY` a `Group`, as it read `YY`).
    Where it lies on the table is the class's `stack_places` (`Place`),
    merged in when the class is made (`placed`).
    A pile with a redeal limit counts its redeals in the game variable
    `redeals of <name>` unless `redeal_counter` names another."""
    if redeal_counter == "":
        counted = redeals is not None and redeals != -1
        redeal_counter = f"redeals of {name}" if counted else None
    rules = Pile(
        facing=facing,
        autoflip=autoflip,
        build=build,
        group=group,
        autotarget=autotarget,
        maxlength=maxlength,
        redeals=redeals,
        redeal_counter=redeal_counter,
    )
    pile = None if rules == Pile() else rules  # (a `Place` makes one too)
    return StackDecl(
        name,
        kind,
        "hidden" if hidden else visibility,
        (shape,) if isinstance(shape, int) else shape,
        attrs,
        flat,
        pile=pile,
    )


@dataclass(frozen=True)
class Place:
    """Where a stack lies on the table and how it is drawn (Paper's `at`,
    `step`, `fan`, `empty` pile properties): `Place((0, 1.25), fan="down")`.
    A stacklist placed member by member gives `rows`: each row's y, then the
    x of each of its places, in the members' order."""

    at: tuple[float, float] | None = None
    step: tuple[float, float] | None = None
    fan: str | None = None
    fan_spacing: float | None = None
    empty: str | None = None
    rows: tuple[tuple[float, tuple[float, ...]], ...] = ()

    def places(self) -> tuple[tuple[float, float], ...] | None:
        """One (x, y) per member, from `rows` (None without them)."""
        if not self.rows:
            return None
        return tuple((x, y) for y, xs in self.rows for x in xs)


def placed(decls: tuple[StackDecl, ...], places: Mapping[str, Place]) -> tuple[StackDecl, ...]:
    """The declarations with each pile's `Place` written into its `Pile`, as
    the engine and the table read them."""
    found = []
    for decl in decls:
        place = places.get(decl.name)
        if place is not None:
            spots = place.places()
            at = spots[0] if spots else place.at
            pile = replace(
                decl.pile or Pile(),
                at=at,
                step=place.step,
                places=spots,
                fan=place.fan,
                fan_spacing=place.fan_spacing,
                empty=place.empty,
            )
            decl = replace(decl, pile=pile)
        found.append(decl)
    return tuple(found)


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
