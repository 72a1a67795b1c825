"""`Runtime`: what generated game code calls while it runs (`rt` in a plugin).

The last link of the runtime's chain: `RuntimeCore` (core.py) holds the
working state and its reads and writes; `Selectors` (selectors.py) and
`PileOps` (faces.py) add braces, stack operations and faces; this class
adds what a transfer statement does (run it, or offer its options and wait
for the player's choice) using transfer.py and sweep.py.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from runtime.engine.model import Move
from runtime.engine.paperlang import sweep
from runtime.engine.paperlang import transfer as tr
from runtime.engine.paperlang.faces import PileOps
from runtime.engine.paperlang.selectors import Selectors
from runtime.engine.paperlang.values import Stack

MADE_LIMIT = 100_000  # remembered Moves per game (see `pickone`)


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
    """The `rt` of generated code: the core, its selectors and pile
    operations, and the transfers."""

    waiting: tuple[tr.Spec, ...]  # the picks the player is asked now

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
        memory = self.game.memory
        last = memory.last_specs.get(line)  # most lines name the same stacks every time
        if reusable and last is not None:
            if last.sources == sources and last.dests == dests and last.how == how:
                return last
        key = (line, sources, dests)
        kept = memory.specs.get(key)
        if reusable and kept is not None:
            for spec in kept:
                if spec.how == how:
                    memory.last_specs[line] = spec
                    return spec
        spec = tr.Spec(line, sources, dests, **how)
        if spec.build:  # a build option is a cut at a chosen card
            spec.choose = spec.cut = True
        if tr.shareable(sources, dests, how):
            if kept is None:
                if len(memory.specs) >= tr.SHARED_LIMIT:
                    memory.specs.clear()
                kept = memory.specs[key] = []
            if len(kept) < 4:  # a few variants per line (`top n` with a changing n)
                spec.shared = True
                spec.how = how
                kept.append(spec)
                memory.last_specs[line] = spec
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
        made = game.memory.made_moves
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
        made = self.game.memory.moves
        move = made.get(key)
        if move is None:  # the same moves come back turn after turn: make each once
            move = made[key] = Move(name, target, amount, index, detail, label)
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
