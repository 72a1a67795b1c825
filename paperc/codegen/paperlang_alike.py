"""Which stacklists of a Paperlang game the rules cannot tell apart: the
groups of `FlatGame.flat_alike`, the solver's search key sorts the piles of
each (FreeCell's cells, foundations and cascades; Klondike's tableau).

Members of one stacklist share one declaration: the same build rule,
faces, limits, autoflip, group and look. What could still tell them apart
is the game's code, and this proves it does not: every place the turn
names the list (its statements, its picks' filters and `then` bodies) is
one of
- the whole list, as a pick's source or destination;
- `L[i]` in a counting loop over the whole list (`i = 0`, `while i < N`,
  `i = i + 1`) that reads `i` nowhere else and whose body only adds to or
  multiplies its variables (`free = free + 1`, `room = room * 2`) by values
  that read none of them: its result does not depend on the members'
  order.
Anything else (a member by a constant index, `first`, `last`, a relative
step, a loop of another shape) refuses the list: an unsound key would make
the solver say "lost" for a winnable deal. A list whose build rule starts
with `X` (the first card fixes every pile's base, found in stack order) or
that has redeals is refused too. What the setup may make different per
member (a stack's own ints, a hidden member) the runtime checks on the
dealt position (`runtime/engine/paperlang/search_key.py`).

The game's compiled win (every `maxlength` pile full) treats the
members of one declaration alike.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import Piles, counting
from paperc.codegen.paperlang_flat_rules import fixed_first

ADDING = {"+": "add", "-": "add", "*": "times"}


def alike_groups(program: ir.PaperlangProgram, piles: Piles) -> tuple[tuple[int, ...], ...]:
    """The stack indexes of each stacklist proved alike, in declaration order."""
    lists: dict[str, int] = {}
    for stack in program.stacks:
        start, count = piles.where[stack.name]
        props = stack.props
        if stack.kind != "list" or count < 2:
            continue
        if fixed_first(props) or (props is not None and props.redeals is not None):
            continue
        lists[stack.name] = count
    walk = _Walk(lists)
    walk.block(program.turn)
    return tuple(
        tuple(range(piles.where[name][0], piles.where[name][0] + count))
        for name, count in lists.items()
        if name not in walk.refused
    )


class _Walk:
    """Goes through the turn and refuses each list it finds named otherwise
    than the two ways above."""

    def __init__(self, lists: dict[str, int]) -> None:
        self.lists = lists
        self.refused: set[str] = set()
        self.counters: dict[str, str] = {}  # counter -> the list it runs over, in a loop

    def block(self, stmts: Any) -> None:
        before = None
        for stmt in stmts:
            self.stmt(stmt, before)
            before = stmt

    def stmt(self, stmt: Any, before: Any) -> None:
        if isinstance(stmt, ir.While):
            base = _over(stmt, before, self.lists)
            if base is not None:
                counter = stmt.cond.left.name  # type: ignore[attr-defined]
                self.counters[counter] = base
                self.node(stmt.body[:-1])
                del self.counters[counter]
                return
        elif isinstance(stmt, ir.PickOne):
            for option in stmt.options:
                self.pick(option.transfer)
                self.block(option.body)
            return
        elif isinstance(stmt, ir.If):
            for cond, body in stmt.branches:
                self.node(cond)
                self.block(body)
            self.block(stmt.orelse)
            return
        self.node(stmt)

    def pick(self, transfer: ir.Transfer) -> None:
        for field in dataclasses.fields(transfer):
            value = getattr(transfer, field.name)
            if field.name == "dests":
                self.whole(value)
            elif field.name == "source" and isinstance(value, ir.SourceStacks):
                self.whole(value.stacks)
            else:
                self.node(value)

    def whole(self, stacks: Any) -> None:
        """A pick's sources or destinations: a list named whole is alike."""
        for e in stacks:
            if not (isinstance(e, ir.ListRef | ir.StackRef) and e.name in self.lists):
                self.node(e)

    def node(self, x: Any) -> None:
        """Any node: each list it names refused, but for `L[i]` in a loop over L."""
        if isinstance(x, tuple | list):
            for item in x:
                self.node(item)
            return
        if not dataclasses.is_dataclass(x):
            return
        if isinstance(x, ir.Member) and x.y is None and isinstance(x.index, ir.Var):
            if self.counters.get(x.index.name) == x.base:
                return
        for name in ("name", "base"):
            value = getattr(x, name, None)
            if isinstance(value, str) and not isinstance(x, ir.Var | ir.Prop):
                base = value.partition("[")[0]
                if base in self.lists:
                    self.refused.add(base)
        for field in dataclasses.fields(x):
            self.node(getattr(x, field.name))


def _over(loop: ir.While, before: Any, lists: dict[str, int]) -> str | None:
    """The list a loop runs over whole and alike (see the module's words),
    or None."""
    found = counting(loop, before)
    if found is None:
        return None
    counter, start, bound, step = found
    if start != 0:
        return None
    body = loop.body[:-1]
    bases: set[str] = set()
    if step != 1 or not _reads_counter_as_index(body, counter, bases) or len(bases) != 1:
        return None
    base = bases.pop()
    if lists.get(base) != bound:
        return None
    changed: dict[str, str] = {}
    if not _commutes(body, changed):
        return None
    reads: list[Any] = []
    _reads(body, reads)
    if any(_mentions(e, set(changed)) for e in reads):
        return None
    return base


def _reads_counter_as_index(x: Any, counter: str, bases: set[str]) -> bool:
    """Is every `counter` in `x` the index of a list member (whose bases are
    added to `bases`)?"""
    if isinstance(x, tuple | list):
        return all(_reads_counter_as_index(item, counter, bases) for item in x)
    if not dataclasses.is_dataclass(x):
        return True
    if isinstance(x, ir.Member) and isinstance(x.index, ir.Var) and x.index.name == counter:
        if x.y is not None:
            return False
        bases.add(x.base)
        return True
    if isinstance(x, ir.Var) and x.name == counter:
        return False
    return all(
        _reads_counter_as_index(getattr(x, f.name), counter, bases) for f in dataclasses.fields(x)
    )


def _commutes(stmts: Any, changed: dict[str, str]) -> bool:
    """Only `if`s and `v = v + e` / `v = v - e` / `v = v * e` (one kind of
    operator per variable): `changed` gets each variable and its kind."""
    for stmt in stmts:
        if isinstance(stmt, ir.If):
            bodies = [body for _, body in stmt.branches] + [stmt.orelse]
            if not all(_commutes(body, changed) for body in bodies):
                return False
            continue
        if not (isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var)):
            return False
        value, name = stmt.value, stmt.target.name
        if not (isinstance(value, ir.Binary) and value.op in ADDING):
            return False
        left = isinstance(value.left, ir.Var) and value.left.name == name
        right = isinstance(value.right, ir.Var) and value.right.name == name
        if not (left or (right and value.op != "-")):
            return False
        if changed.setdefault(name, ADDING[value.op]) != ADDING[value.op]:
            return False
    return True


def _reads(stmts: Any, found: list[Any]) -> None:
    """The conditions and the operands (`e` of `v = v + e`) of a loop body
    that `_commutes` accepted."""
    for stmt in stmts:
        if isinstance(stmt, ir.If):
            for cond, body in stmt.branches:
                found.append(cond)
                _reads(body, found)
            _reads(stmt.orelse, found)
        else:
            value, name = stmt.value, stmt.target.name
            mine = isinstance(value.left, ir.Var) and value.left.name == name
            found.append(value.right if mine else value.left)


def _mentions(x: Any, names: set[str]) -> bool:
    if isinstance(x, tuple | list):
        return any(_mentions(item, names) for item in x)
    if not dataclasses.is_dataclass(x):
        return False
    if isinstance(x, ir.Var) and x.name in names:
        return True
    return any(_mentions(getattr(x, f.name), names) for f in dataclasses.fields(x))
