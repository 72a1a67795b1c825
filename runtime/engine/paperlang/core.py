"""`RuntimeCore`: what every part of a running Paperlang game stands on.

One runtime runs one stretch of a game (a setup block, or a turn and the
turns after it) on a mutable `Table`. Its core knows the game's static
tables (`GameTables`), keeps the scope frames of Paperlang's dynamic
scoping, counts steps against the budget, reads and changes stacks, cards
and attributes, fires card hooks, and records events for the UI when
`animate` is on. The moves (transfer.py, sweep.py), the selectors and the
pile operations (selectors.py, faces.py) come after it in the chain, and
`Runtime` (runtime.py) puts them together.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from runtime.engine import rng
from runtime.engine.cards import STEP_BUDGET
from runtime.engine.model import Event, GameError
from runtime.engine.paperlang.select import Relative, relative
from runtime.engine.paperlang.tables import GameTables
from runtime.engine.paperlang.values import (
    CardObj,
    CardType,
    Logical,
    Player,
    Stack,
    TypeProblem,
    describe,
)
from runtime.engine.paperlang.world import Table

DEPTH_LIMIT = 64  # nested phases and hooks


class GameOver(Exception):
    """`winneris`/`looseris` ran: the game stops at once."""


class RuntimeCore:
    """The working state of a running game, and the reads and writes its
    code makes (`rt` in a plugin is a `Runtime`, built on this)."""

    def __init__(self, game: GameTables) -> None:
        self.game = game
        self.table = Table(game.stack_list, game.types)
        self.frames: list[dict[str, Any]] = []
        self.events: list[Event] = []
        self.animate = False
        self.steps = STEP_BUDGET
        self.depth = 0
        self.line = 0
        self.chosen: tuple[Any, Any] = (None, None)  # the last pick's (from, to)
        self.transit: tuple[Any, tuple[int, ...]] | None = None  # what `moving` is now
        self.has_hooks = game.has_hooks
        # per statement, the sweep.Site of what it found in this table (sweep.site)
        self.sites: dict[Any, Any] = {}
        self.deal_number: int | None = None  # the seed, while the game level runs
        self.waiting: tuple[Any, ...] = ()  # the transfer.Specs the player is asked now

    # -- budget, scopes, variables -------------------------------------------

    def tick(self, line: int) -> None:
        """One loop iteration (or turn): an endless game ends here."""
        self.steps -= 1
        if self.steps < 0:
            raise GameError("this runs forever (no input is ever needed)", line=line)

    @contextmanager
    def scope(self, line: int = 0) -> Iterator[None]:
        """A block's (or phase's) own variables, seen by what it calls."""
        if len(self.frames) >= DEPTH_LIMIT * 4:
            raise GameError("phases call each other too deeply", line=line)
        self.frames.append({})
        try:
            yield
        finally:
            self.frames.pop()

    def var(self, name: str) -> Any:
        for frame in reversed(self.frames):
            if name in frame:
                return frame[name]
        try:
            return self.table.globals[name]
        except KeyError:
            raise GameError(f"{name} is used before it is declared", line=self.line) from None

    def assign(self, name: str, value: Any) -> None:
        for frame in reversed(self.frames):
            if name in frame:
                frame[name] = value
                return
        self.table.globals[name] = value
        self.table.changes += 1

    def declare(self, name: str, value: Any) -> None:
        if self.frames:
            self.frames[-1][name] = value
        else:
            self.table.globals[name] = value
            self.table.changes += 1

    @property
    def current_player(self) -> Player:
        return Player(self.table.current, self.table.players)

    def chosen_stack(self, which: str) -> Any:
        """`from`/`to` after a pick (extension G-27): the stacks just used."""
        return self.chosen[0] if which == "from" else self.chosen[1]

    # -- naming stacks and types ---------------------------------------------

    def stack(self, name: str) -> Stack:
        return self.game.stack_by_name[name]

    def list(self, name: str) -> tuple[Stack, ...]:
        return self.game.members[name]

    def member(self, name: str, index: Any, y: Any = None, line: int = 0) -> Stack:
        members = self.game.members[name]
        shape = self.game.shapes[name]
        if type(index) is not int or (y is not None and type(y) is not int):
            raise GameError(f"{name}[...] needs a number, not {describe(index)}", line=line)
        if len(shape) == 1:
            if not 0 <= index < shape[0]:
                raise GameError(f"{name}[{index}] is outside {name}[{shape[0]}]", line=line)
            return members[index]
        y = 0 if y is None else y
        if not (0 <= index < shape[0] and 0 <= y < shape[1]):
            raise GameError(f"{name}[{index} {y}] is outside the grid", line=line)
        return members[y * shape[0] + index]

    def relative(self, name: str, offsets: tuple[tuple[int, ...], ...]) -> Relative:
        cache = self.game.memory.relatives
        found = cache.get((name, offsets))
        if found is None:
            found = cache[(name, offsets)] = Relative(name, offsets)
        return found

    def relative_members(self, rel: Relative, source: Stack | None) -> tuple[Stack, ...]:
        """The members `rel` names from `source`: computed once per source stack."""
        key = source.index if source is not None else -1
        found = rel.targets.get(key)
        if found is None:
            members = self.game.members[rel.base]
            found = tuple(relative(source, members, self.game.shapes[rel.base], rel.offsets))
            rel.targets[key] = found
        return found

    def union(self, *items: Any) -> tuple[Stack, ...]:
        found: list[Stack] = []
        for item in items:
            for stack in item if isinstance(item, tuple) else (item,):
                if stack not in found:
                    found.append(stack)
        return tuple(found)

    def grid_line(self, name: str, axis: str, index: Any, line: int = 0) -> tuple[Stack, ...]:
        width, height = self.game.shapes[name]
        members = self.game.members[name]
        if type(index) is not int:
            raise GameError(f"{axis} needs a number, not {describe(index)}", line=line)
        if axis == "col":
            return tuple(members[y * width + index] for y in range(height)) if index < width else ()
        return tuple(members[index * width : (index + 1) * width]) if index < height else ()

    def type(self, name: str) -> CardType:
        return CardType(name)

    # -- reading stacks and cards ---------------------------------------------

    def cards_of(self, value: Any) -> list[CardObj]:
        if isinstance(value, Stack):
            return self.table.stacks[value.index]
        if isinstance(value, Logical):
            return [card for _, card in value.entries]
        if value is None:
            return []
        raise TypeProblem(f"expected a stack, found {describe(value)}")

    def size(self, value: Any) -> Any:
        if type(value) is Stack:
            return len(self.table.stacks[value.index])
        if value is None:
            return None
        if isinstance(value, tuple):
            return len(value)
        return len(self.cards_of(value))

    def top_attr(self, value: Any, name: str) -> Any:
        """`s.top.name`, the commonest read in a filter, in one step."""
        if type(value) is Stack:
            cards = self.table.stacks[value.index]
            if not cards:
                return None
            card = cards[-1]
            slot = card.info.slots.get(name)
            return None if slot is None else card.values[slot]
        return self.attr(self.top(value), name)

    def top(self, value: Any, delta: int = 0) -> CardObj | None:
        cards = self.table.stacks[value.index] if type(value) is Stack else self.cards_of(value)
        index = len(cards) - 1 + delta
        return cards[index] if 0 <= index < len(cards) and delta <= 0 else None

    def bottom(self, value: Any, delta: int = 0) -> CardObj | None:
        cards = self.cards_of(value)
        return cards[delta] if 0 <= delta < len(cards) else None

    def attr(self, value: Any, name: str) -> Any:
        if type(value) is CardObj:
            slot = value.info.slots.get(name)
            return None if slot is None else value.values[slot]
        if value is None:
            return None
        if isinstance(value, Stack):
            return self.table.stack_attrs[value.index].get(name)
        if isinstance(value, Player):
            return self.table.player_attrs[value.index].get(name)
        if isinstance(value, CardType):
            slot = self.game.types[value.name].slots.get(name)
            return None if slot is None else self.table.type_defaults(value.name)[slot]
        raise TypeProblem(f"{describe(value)} has no attribute {name}")

    def set_attr(self, owner: Any, name: str, value: Any, line: int = 0) -> None:
        if isinstance(owner, CardObj):
            slot = owner.info.slots.get(name)
            if slot is None:
                raise GameError(f"a {owner.info.name} card has no attribute {name}", line=line)
            owner.values[slot] = value
            self.table.touch_cards()
        elif isinstance(owner, Stack):
            self.table.stack_attrs[owner.index][name] = value
            self.table.changes += 1
        elif isinstance(owner, Player):
            self.table.player_attrs[owner.index][name] = value
            self.table.changes += 1
        elif isinstance(owner, CardType):
            info = self.game.types[owner.name]
            slot = info.slots.get(name)
            if slot is None:
                raise GameError(f"card type {owner.name} has no attribute {name}", line=line)
            self.table.set_type_default(owner.name, slot, value)
        elif owner is None:
            raise GameError(f"cannot set {name}: there is no card there", line=line)
        else:
            raise GameError(f"cannot set {name} on {describe(owner)}", line=line)

    def declare_attr(self, owner: Any, name: str, value: Any, line: int = 0) -> None:
        """`int hand.count = 2`: a new attribute of a stack (or each member) or player."""
        for item in owner if isinstance(owner, tuple) else (owner,):
            if isinstance(item, Stack):
                self.table.stack_attrs[item.index][name] = value
            elif isinstance(item, Player):
                self.table.player_attrs[item.index][name] = value
            else:
                raise GameError(f"cannot add attribute {name} to {describe(item)}", line=line)
        self.table.changes += 1

    # -- cards and hooks ----------------------------------------------------

    def new_card(self, kind: str, type_name: str, line: int) -> CardObj:
        if kind == "random":
            leaves = self.game.leaves[type_name]
            self.table.rng, pick = rng.below(self.table.rng, len(leaves))
            type_name = leaves[pick]
        info = self.game.types[type_name]
        card = CardObj(len(self.table.cards) + 1, info, list(self.table.type_defaults(type_name)))
        self.table.cards.append(card)
        self.table.touch_cards()
        return card

    def fire(self, hooks: tuple[Any, ...], card: CardObj, source: Stack, dest: Stack) -> None:
        for line, hook in hooks:
            if self.depth >= DEPTH_LIMIT:
                raise GameError("card hooks set each other off too deeply", line=line)
            self.depth += 1
            try:
                hook(self.game, self, card, source, dest)
            finally:
                self.depth -= 1

    # -- players and the end ----------------------------------------------------

    def set_players(self, count: Any, line: int = 0) -> None:
        if type(count) is not int or count < 1:
            raise GameError(f"players needs a number of at least 1, not {count!r}", line=line)
        table = self.table
        table.players = count
        table.player_attrs = (table.player_attrs + [{} for _ in range(count)])[:count]
        table.current %= count
        table.changes += 1

    def each_player(self) -> list[Player]:
        return [Player(i, self.table.players) for i in range(self.table.players)]

    def win(self, player: Any, line: int = 0) -> None:
        self._end("win", player, line)

    def lose(self, player: Any, line: int = 0) -> None:
        self._end("lose", player, line)

    def _end(self, kind: str, player: Any, line: int) -> None:
        if not isinstance(player, Player):
            raise GameError(f"expected a player, found {describe(player)}", line=line)
        self.table.outcome = (kind, player.index)
        self.table.changes += 1
        raise GameOver(kind)
