"""`Runtime`: what generated game code calls while it runs (`rt` in a plugin).

One Runtime runs one stretch of a game (a setup block, or a turn and the
turns after it) on a mutable `Table`. It knows the game's static tables
(stacks, types, hooks) through the game object, keeps the scope frames of
Paperlang's dynamic scoping, counts steps against a budget, and records
events for the UI when `animate` is on.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from runtime.engine import rng
from runtime.engine.cards import STEP_BUDGET
from runtime.engine.model import Event, GameError, Move
from runtime.engine.paperlang import sweep
from runtime.engine.paperlang import transfer as tr
from runtime.engine.paperlang.faces import PileOps
from runtime.engine.paperlang.select import relative
from runtime.engine.paperlang.selectors import Selectors
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

if TYPE_CHECKING:
    from runtime.engine.paperlang.game import PaperlangGame

DEPTH_LIMIT = 64  # nested phases and hooks
MADE_LIMIT = 100_000  # remembered Moves per game (see `pickone`)


class GameOver(Exception):
    """`winneris`/`looseris` ran: the game stops at once."""


class Choice:
    """What a turn waits for: the moves open to the player now and, for
    each, what to do when it is chosen."""

    __slots__ = ("line", "moves", "actions", "clickable")

    def __init__(self, line: int) -> None:
        self.line = line
        self.moves: list[Move] = []
        self.actions: list[tuple[Any, ...]] = []
        self.clickable: list[bool] = []


Wait = Generator[Choice, int, Any]


class Runtime(Selectors, PileOps):
    def __init__(self, game: PaperlangGame) -> None:
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
        self.sites: dict[tuple[Any, ...], sweep.Site] = {}
        self.deal_number: int | None = None  # the seed, while the game level runs
        self.waiting: tuple[tr.Spec, ...] = ()  # the picks the player is asked now

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

    def relative(self, name: str, offsets: tuple[tuple[int, ...], ...]) -> tr.Relative:
        cache = self.game.relatives
        found = cache.get((name, offsets))
        if found is None:
            found = cache[(name, offsets)] = tr.Relative(name, offsets)
        return found

    def relative_members(self, rel: tr.Relative, source: Stack | None) -> tuple[Stack, ...]:
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

    # -- transfers ------------------------------------------------------------

    def transfer(self, line: int, sources: tuple[Any, ...], dests: tuple[Any, ...], **how: Any):
        """A transfer statement's operands; what to do with it is the next call.

        Most statements name the same stacks every time they run, so their
        Spec is made once per game and shared (its sweep site is then found
        by identity); see `transfer.shareable` for when that is safe."""
        self.line = line
        if "create" in how:  # making cards: mostly the load pass, each line once
            return tr.Spec(line, sources, dests, **how)
        reusable = type(how.get("amount")) is not bool  # True == 1, yet moves no card
        game = self.game
        last = game.last_specs.get(line)  # most lines name the same stacks every time
        if reusable and last is not None:
            if last.sources == sources and last.dests == dests and last.how == how:
                return last
        key = (line, sources, dests)
        kept = game.specs.get(key)
        if reusable and kept is not None:
            for spec in kept:
                if spec.how == how:
                    game.last_specs[line] = spec
                    return spec
        spec = tr.Spec(line, sources, dests, **how)
        if spec.build:  # a build option is a cut at a chosen card
            spec.choose = spec.cut = True
        if tr.shareable(sources, dests, how):
            if kept is None:
                if len(game.specs) >= tr.SHARED_LIMIT:
                    game.specs.clear()
                kept = game.specs[key] = []
            if len(kept) < 4:  # a few variants per line (`top n` with a changing n)
                spec.shared = True
                spec.how = how
                kept.append(spec)
                game.last_specs[line] = spec
        return spec

    def place(self, line: int, dest: Any, type_names: tuple[str, ...]) -> None:
        """`place T -> dest` for each type in turn, one card each (what
        `#use "deck"` does, generated as one call)."""
        for name in type_names:
            self.run(self.transfer(line, (), (dest,), amount=1, create=("place", name)))

    def run(self, spec: tr.Spec) -> None:
        """A transfer that needs no input: the one (source, destination) it names."""
        self.auto(spec)

    def auto(self, spec: tr.Spec) -> None:
        """`auto`: the first eligible source with an eligible destination."""
        if spec.where_from is None and spec.where_to is None:
            if not (spec.build or spec.choose or spec.every_dest):
                # nothing to judge: the first source that has a destination at all
                for source in tr.flat_sources(spec):
                    dests = tr.flat_dests(self, spec, source)
                    if dests:
                        self._do(spec, source, dests[0], ())
                        return
                return
        for source, dest, chosen in tr.options(self, spec):
            self._do(spec, source, dest, chosen)
            return

    def every(self, spec: tr.Spec) -> None:
        """`every` source: one pass in set order, filters evaluated as it goes."""
        found = sweep.site(self, spec) if not spec.build else None
        if found is not None:
            sweep.every(self, spec, found)
            return
        self.transit = (spec, ())
        if spec.build:
            for source in tr.flat_sources(spec):  # one pass, as the rules stand at each
                options = tr.build_options(self, spec, tr.Filters(self, spec), (source,))
                for _, dest, chosen in options[:1]:
                    tr.execute(self, spec, source, dest, chosen)
            return
        if spec.every_dest or spec.choose:
            filters = tr.Filters(self, spec)
            for source in tr.flat_sources(spec):
                if filters.source_ok(source):
                    self._do(spec, source, None, ())
            return
        filters = tr.Filters(self, spec)
        source_ok = filters.source_ok
        test_to, memory_to = filters.where_to, filters.memory_to
        stamps = self.table.stamps
        only = spec.dests[0] if len(spec.dests) == 1 else None
        relative = only if type(only) is tr.Relative else None
        for source in tr.flat_sources(spec):
            if not source_ok(source):
                continue
            plain = type(source) is Stack
            dests = relative.targets.get(source.index) if relative and plain else None
            if dests is None:
                dests = tr.flat_dests(self, spec, source)
            # lazily: the first destination that passes now (reference §4.8)
            for dest in dests:
                if test_to is None:
                    ok = True
                elif memory_to is not None and plain:
                    key = (stamps[source.index] << 40) | stamps[dest.index]
                    ok = memory_to.get(key)
                    if ok is None:
                        ok = memory_to[key] = test_to(self, source, dest)
                else:
                    ok = test_to(self, source, dest)
                if ok:
                    tr.execute(self, spec, source, dest, ())
                    break

    def _do(self, spec: tr.Spec, source: Any, dest: Any, chosen: tuple[int, ...]) -> None:
        self.transit = (spec, chosen)
        if dest is not None:
            tr.execute(self, spec, source, dest, chosen)
            return
        filters = tr.Filters(self, spec)
        for each in tr.flat_dests(self, spec, source):  # `-> every dests`
            if filters.dest_ok(source, each):
                tr.execute(self, spec, source, each, chosen)

    def ask(self, spec: tr.Spec) -> Wait:
        """An interactive transfer: the player picks one of its options."""
        yield from self.pickone(spec.line, spec)

    def pickone(self, line: int, *specs: tr.Spec) -> Wait:
        """Offer every option of every pick; carry out the chosen one and
        return its pick's number (0-based), for the `then` body to follow."""
        self.line = line
        game = self.game
        if game.autoflips or game.capped:
            self.settle()
        choice = Choice(line)
        self.waiting = specs
        judge = game.judge if game.ruled else None
        seen: set[tuple[Any, ...]] = set()
        moves, actions, clickable = choice.moves, choice.actions, choice.clickable
        made = game.made_moves
        if len(made) > MADE_LIMIT:
            made.clear()
        stacks = self.table.stacks
        for number, spec in enumerate(specs):
            found = sweep.site(self, spec)
            listed = sweep.options(self, spec, found) if found else tr.options(self, spec)
            if not listed:
                continue
            click = spec.single_dest() or spec.amount == 0 or spec.every_dest
            for option in listed:
                if option in seen:
                    continue  # the first pick offering it wins (reference §4.4)
                seen.add(option)
                source, dest, chosen = option
                if judge is not None and dest is not None and not spec.build:
                    if spec.create is None and self.refused(spec, source, dest, chosen):
                        continue  # the piles' build rules forbid it (a Paper extension)
                if spec.shared and type(source) is Stack:
                    # a Move follows from these, and comes back turn after turn
                    key = (spec, number, option, len(stacks[source.index]))
                    move = made.get(key)
                    if move is None:
                        move = made[key] = self._move(number, spec, source, dest, chosen)
                else:
                    move = self._move(number, spec, source, dest, chosen)
                moves.append(move)
                actions.append((number, spec, source, dest, chosen))
                clickable.append(click)
        picked = yield choice
        number, spec, source, dest, chosen = choice.actions[picked]
        self.line = spec.line
        self._do(spec, source, dest, chosen)
        self.chosen = (source, dest)
        return number

    def _move(self, number: int, spec: tr.Spec, source: Any, dest: Any, chosen: tuple) -> Move:
        amount = tr.count(self, spec, source, chosen)
        name = source.name if isinstance(source, Stack) else None
        target = dest.name if dest is not None and spec.amount != 0 else None
        index = None
        if name is not None and amount:
            if spec.choose:
                index = chosen[0] if spec.cut else min(chosen)
            elif spec.end == "top":
                index = len(self.table.stacks[source.index]) - amount
            else:
                index = 0
        detail = (
            number,
            source.index if isinstance(source, Stack) else -1,
            dest.index if dest is not None else -1,
            *chosen,
        )
        label = ""
        if spec.create is not None:
            label = f"{spec.create[0]} {spec.create[1]} -> {dest.name if dest else 'every'}"
        key = (detail, name, target, amount, index, label)
        move = self.game.move_memory.get(key)
        if move is None:  # the same moves come back turn after turn: make each once
            move = self.game.move_memory[key] = Move(name, target, amount, index, detail, label)
        return move

    def buttons(self, line: int, labels: tuple[str, ...]) -> Wait:
        """Labelled buttons; returns the number of the one pressed."""
        self.line = line
        self.settle()
        choice = Choice(line)
        for number, label in enumerate(labels):
            choice.moves.append(Move(None, None, 0, None, ("button", number), label))
            choice.actions.append((number,))
            choice.clickable.append(False)
        picked = yield choice
        return choice.actions[picked][0]

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
