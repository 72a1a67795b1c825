"""The table of a Paperlang game: a frozen `World` in the state, a mutable
`Table` while game code runs.

A `World` is plain immutable data (tuples of ints, strings and small frozen
values), so states can be compared, hashed and kept in the undo journal.
A `Table` is the same thing made of lists and card objects, fast to change;
`Table.freeze()` and `Table.thaw()` convert, reusing the frozen tuples of
stacks and cards that did not change.
"""

from __future__ import annotations

from itertools import count
from operator import attrgetter
from typing import Any, NamedTuple

from runtime.engine.paperlang.values import CardId, CardObj, Logical, Stack, TypeInfo

# Every change of a stack's cards draws a fresh stamp from this one counter,
# so a stamp names one content of one stack in one table, never reused: the
# engine can remember a filter's answer for the stamps of what it read.
STAMPS = count(1)
_ID, _UP = attrgetter("id"), attrgetter("up")  # faster than a generator, once per turn


class World(NamedTuple):
    """Everything a Paperlang game knows at one moment. (A named tuple
    rather than a frozen dataclass: one is made per turn, and this is the
    cheapest immutable, hashable record Python has.)"""

    stacks: tuple[tuple[int, ...], ...]  # card ids per stack, bottom first
    visibility: tuple[str, ...]  # "visible" | "hidden" | "private", per stack
    stack_attrs: tuple[tuple[tuple[str, Any], ...], ...]
    cards: tuple[tuple[str, tuple[Any, ...]], ...]  # card id - 1 -> (type, own values)
    globals: tuple[tuple[str, Any], ...]
    players: int
    player_attrs: tuple[tuple[tuple[str, Any], ...], ...]
    current: int  # the current player
    rng: int  # the deal RNG's state (runtime.engine.rng)
    turn: int  # turns completed
    outcome: tuple[str, int] | None = None  # ("win" | "lose", player)
    type_defaults: tuple[tuple[str, tuple[Any, ...]], ...] = ()  # changed by `Type.x = v`
    faces: tuple[bool, ...] = ()  # card id - 1 -> face up (Paper's per-card faces)


def freeze_value(value: Any) -> Any:
    """A variable's value as the state stores it: cards by id, logical
    stacks as the ids they hold (stacks, players and types are already
    immutable)."""
    if isinstance(value, CardObj):
        return CardId(value.id)
    if isinstance(value, Logical):
        return tuple(CardId(card.id) for _, card in value.entries)
    return value


class Table:
    """The mutable twin of `World`, which game code changes as it runs."""

    def __init__(self, stacks: list[Stack], types: dict[str, TypeInfo]) -> None:
        self.stack_objs = stacks
        self.types = types
        self.stacks: list[list[CardObj]] = [[] for _ in stacks]
        self.visibility: list[str] = [s.visibility for s in stacks]
        self.stack_attrs: list[dict[str, Any]] = [{} for _ in stacks]
        self.cards: list[CardObj] = []
        self.globals: dict[str, Any] = {}
        self.players = 1
        self.player_attrs: list[dict[str, Any]] = [{}]
        self.current = 0
        self.rng = 0
        self.turn = 0
        self.outcome: tuple[str, int] | None = None
        self.overrides: dict[str, list[Any]] = {}
        self._frozen_stacks: list[tuple[int, ...]] = [() for _ in stacks]
        self.dirty: set[int] = set()
        self._frozen_cards: tuple[tuple[str, tuple[Any, ...]], ...] = ()
        self.cards_dirty = False
        self._frozen_faces: tuple[bool, ...] = ()
        self.faces_dirty = False
        self.turned: list[CardObj] = []  # cards turned since the last freeze
        self._last: World | None = None
        self.changes = 0  # bumped by every change; a World is reused while it is unchanged
        self.stamps: list[int] = [next(STAMPS) for _ in stacks]
        self._no_attrs: tuple[tuple[()], ...] = ((),) * len(stacks)
        self.card_stamp = next(STAMPS)  # renewed when any card's attributes change
        self.log: list[int] = []  # the stacks changed, in order (see sweep.py)
        self._frozen_at = -1

    # -- conversion ----------------------------------------------------------

    def freeze(self) -> World:
        if self._last is not None and self._frozen_at == self.changes:
            return self._last
        frozen = self._frozen_stacks
        for index in self.dirty:
            frozen[index] = tuple(map(_ID, self.stacks[index]))
        self.dirty.clear()
        if self.cards_dirty:
            self._frozen_cards = tuple((c.info.name, tuple(c.values)) for c in self.cards)
            self.cards_dirty = False
        if self.faces_dirty or len(self._frozen_faces) != len(self.cards):
            self._frozen_faces = tuple(map(_UP, self.cards))
            self.faces_dirty = False
            self.turned.clear()
        elif self.turned:  # a few cards turned (a deal, a move): patch the last faces
            faces = list(self._frozen_faces)
            for card in self.turned:
                faces[card.id - 1] = card.up
            self._frozen_faces = tuple(faces)
            self.turned.clear()
        if not any(self.stack_attrs):
            stack_attrs = self._no_attrs  # the common case: no stack has attributes
        else:
            stack_attrs = tuple(_frozen_items(attrs) for attrs in self.stack_attrs)
        player_attrs: tuple[tuple[tuple[str, Any], ...], ...] = ((),) * self.players
        if any(self.player_attrs):
            player_attrs = tuple(_frozen_items(attrs) for attrs in self.player_attrs)
        overrides = self.overrides
        world = World(  # positional, in field order: this runs every turn
            tuple(frozen),
            tuple(self.visibility),
            stack_attrs,
            self._frozen_cards,
            _frozen_items(self.globals),
            self.players,
            player_attrs,
            self.current,
            self.rng,
            self.turn,
            self.outcome,
            tuple((k, tuple(v)) for k, v in overrides.items()) if overrides else (),
            self._frozen_faces,
        )
        self._last = world
        self._frozen_at = self.changes
        return world

    def thaw(self, world: World) -> None:
        faces = world.faces or (True,) * len(world.cards)
        self.cards = [
            CardObj(number, self.types[name], list(values), up)
            for number, ((name, values), up) in enumerate(zip(world.cards, faces, strict=True), 1)
        ]
        by_id = [None, *self.cards].__getitem__  # card ids count from 1
        self.stacks = [list(map(by_id, ids)) for ids in world.stacks]
        self.visibility = list(world.visibility)
        if any(world.stack_attrs):
            self.stack_attrs = [self.thaw_items(items) for items in world.stack_attrs]
        else:  # the common case: no stack has attributes
            self.stack_attrs = [{} for _ in world.stack_attrs]
        self.globals = self.thaw_items(world.globals)
        self.players = world.players
        self.player_attrs = [self.thaw_items(items) for items in world.player_attrs]
        self.current = world.current
        self.rng = world.rng
        self.turn = world.turn
        self.outcome = world.outcome
        self.overrides = {name: list(values) for name, values in world.type_defaults}
        self._frozen_stacks = list(world.stacks)
        self.stamps = [next(STAMPS) for _ in world.stacks]
        self.card_stamp = next(STAMPS)
        self.log = []
        self.dirty = set()
        self._frozen_cards = world.cards
        self.cards_dirty = False
        self._frozen_faces = faces
        self.faces_dirty = False
        self.turned = []
        self._last = world
        self.changes += 1
        self._frozen_at = self.changes

    def thaw_items(self, items: tuple[tuple[str, Any], ...]) -> dict[str, Any]:
        return {name: self.thaw_value(value) for name, value in items}

    def thaw_value(self, value: Any) -> Any:
        if isinstance(value, CardId):
            return self.cards[value.id - 1]
        if isinstance(value, tuple) and value and isinstance(value[0], CardId):
            entries = []
            for marker in value:
                card = self.cards[marker.id - 1]
                entries.append((self.stack_of(card), card))
            return Logical(entries)
        return value

    def stack_of(self, card: CardObj) -> Stack:
        for index, cards in enumerate(self.stacks):
            if card in cards:
                return self.stack_objs[index]
        raise LookupError(card)

    def type_defaults(self, name: str) -> list[Any]:
        """The defaults new cards of a type get (read only: copy before changing)."""
        values = self.overrides.get(name)
        return self.types[name].defaults if values is None else values

    def set_type_default(self, name: str, slot: int, value: Any) -> None:
        """`Goblin.power = 5`: cards made from now on start with it."""
        values = self.overrides.setdefault(name, list(self.types[name].defaults))
        values[slot] = value
        self.changes += 1

    # -- changes (every mutation goes through these, for the frozen caches) --

    def touch(self, index: int) -> None:
        self.dirty.add(index)
        self.stamps[index] = next(STAMPS)
        self.log.append(index)
        self.changes += 1

    def touch_faces(self, cards: list[CardObj] | None = None) -> None:
        """Cards turned over (these, or any): a face is part of the state, like a place."""
        if cards is None:
            self.faces_dirty = True
        else:
            self.turned.extend(cards)
        self.changes += 1

    def touch_cards(self) -> None:
        self.cards_dirty = True
        self.card_stamp = next(STAMPS)
        self.changes += 1


def _frozen_items(mapping: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    if not mapping:
        return ()
    return tuple((name, freeze_value(value)) for name, value in mapping.items())
