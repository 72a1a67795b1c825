"""What the fast path knows of the IR (see `paperlang_flat.py`): the
fields of each node on its list, where each declared stack sits in the
state, and walks of the statements it reads."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from paperc import ir


class NotFlat(Exception):
    """What keeps a game off the fast path, in words."""


# The fields of each IR node the fast path knows. A field added later (a
# feature someone adds to the language) is on no list: a game that sets it
# to anything but its default keeps the general engine.
KNOWN = {
    ir.PaperlangProgram: {
        "card_types", "stacks", "load", "setup", "turn", "phases", "hooks", "extensions",
        "setup_line", "turn_line", "table", "score", "score_line",
        "title", "idle",  # the title and which stacks take no room: the table's look only
    },
    ir.StackDecl: {
        "name", "kind", "visibility", "shape", "attrs", "flat", "owner", "line", "props",
    },
    ir.PileProps: {
        "facing", "autoflip", "at", "step", "places", "fan", "empty", "build", "wrap",
        "group", "autotarget", "maxlength", "line",
        "redeals", "redeal_counter",  # the counter is a game variable the state keeps
    },
    ir.Transfer: {
        "source", "op", "under", "dests", "end", "amount", "prefix", "dest_every",
        "where_from", "where_to", "interactive", "line", "build",
        "file", "file_line",  # where its `; refused:` comments are read (compile time only)
    },
    ir.SourceStacks: {"stacks", "choose"},
    ir.PickOne: {"options", "line"},
    ir.PickOption: {"transfer", "body", "line"},
    ir.VarDecl: {"name", "type", "init", "scope", "line"},
    ir.Assign: {"target", "value", "line"},
    ir.While: {"cond", "body", "line"},
    ir.If: {"branches", "orelse", "line"},
    ir.Outcome: {"kind", "player", "line"},
}  # fmt: skip


def known(node: Any) -> None:
    """NotFlat when `node` sets a field the fast path does not know."""
    fields = KNOWN.get(type(node))
    if fields is None:
        return
    for item in dataclasses.fields(node):
        if item.name in fields:
            continue
        if item.default is not dataclasses.MISSING:
            default = item.default
        elif item.default_factory is not dataclasses.MISSING:
            default = item.default_factory()
        else:
            default = dataclasses.MISSING
        if getattr(node, item.name) != default:
            where = f"line {line_of(node)}: " if line_of(node) else ""
            name = type(node).__name__
            raise NotFlat(f"{where}{name}.{item.name} is not on the fast path's list")


@dataclass
class Piles:
    """Where each declared stack sits in the state: (first index, members)."""

    where: dict[str, tuple[int, int]] = field(default_factory=dict)
    props: dict[str, ir.PileProps | None] = field(default_factory=dict)
    attrs: dict[str, dict[str, str]] = field(default_factory=dict)  # its ints and bools

    def member(self, name: str) -> tuple[str, int] | None:
        """`rows[2]` (a member named whole, as the front end may write a
        constant index): its declaration's name and stack index."""
        base, _, rest = name.partition("[")
        if base in self.where and rest.endswith("]") and rest[:-1].isdigit():
            start, count = self.where[base]
            if int(rest[:-1]) < count:
                return base, start + int(rest[:-1])
        return None

    def indexes(self, e: Any) -> tuple[str, tuple[int, ...]]:
        """A pick's operand as (its declaration's name, its stack indexes)."""
        if isinstance(e, ir.StackRef) and self.member(e.name) is not None:
            base, index = self.member(e.name)  # type: ignore[misc]
            return base, (index,)
        if isinstance(e, ir.StackRef | ir.ListRef) and e.name in self.where:
            start, count = self.where[e.name]
            return e.name, tuple(range(start, start + count))
        if isinstance(e, ir.Member) and e.y is None and isinstance(e.index, ir.Const):
            start, count = self.where.get(e.base, (0, 0))
            index = e.index.value
            if type(index) is int and 0 <= index < count:
                return e.base, (start + index,)
        raise NotFlat(f"line {line_of(e)}: a pick names its stacks by name or constant index")


def is_stack(e: Any) -> bool:
    if isinstance(e, ir.Var):
        return e.scope == "builtin" and e.name in ("from", "to")
    return isinstance(e, ir.StackRef | ir.Member)


def is_current_player(e: Any) -> bool:
    return isinstance(e, ir.Var) and e.scope == "builtin" and e.name == "currentPlayer"


def counted(loop: ir.While) -> bool:
    """Does the loop surely end: `while i < N` (or `<=`) with a constant N,
    whose body ends with `i = i + K` (K > 0) and changes `i` nowhere else?"""
    cond = loop.cond
    if not (isinstance(cond, ir.Binary) and cond.op in ("<", "<=")):
        return False
    counter, bound = cond.left, cond.right
    if not (isinstance(counter, ir.Var) and isinstance(bound, ir.Const)):
        return False
    if type(bound.value) is not int or not loop.body:
        return False
    last = loop.body[-1]
    step = last.value if isinstance(last, ir.Assign) else None
    if not (
        isinstance(last, ir.Assign)
        and isinstance(last.target, ir.Var)
        and last.target.name == counter.name
        and isinstance(step, ir.Binary)
        and step.op == "+"
        and isinstance(step.left, ir.Var)
        and step.left.name == counter.name
        and isinstance(step.right, ir.Const)
        and type(step.right.value) is int
        and step.right.value > 0
    ):
        return False
    return not assigned(loop.body[:-1], counter.name) and not any(
        isinstance(stmt, ir.VarDecl) and stmt.name == counter.name for stmt in walk_stmts(loop.body)
    )


def counting(loop: ir.While, before: Any) -> tuple[str, int, int, int] | None:
    """`i = A` (the statement `before` the loop), then `while i < B ...
    i = i + K` (`counted`): (i, A, B, K), with B one past the last value
    for `<=`; None for a loop of another shape."""
    if not counted(loop) or not isinstance(before, ir.VarDecl | ir.Assign):
        return None
    counter = loop.cond.left.name  # type: ignore[attr-defined]
    target = before.name if isinstance(before, ir.VarDecl) else before.target
    value = before.init if isinstance(before, ir.VarDecl) else before.value
    if isinstance(target, ir.Var):
        target = target.name
    if target != counter or not isinstance(value, ir.Const) or type(value.value) is not int:
        return None
    stop = loop.cond.right.value + (loop.cond.op == "<=")  # type: ignore[attr-defined]
    step = loop.body[-1].value.right.value  # type: ignore[attr-defined]
    return counter, value.value, stop, step


def assigned(stmts: Any, name: str) -> bool:
    for stmt in walk_stmts(stmts):
        if isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
            if stmt.target.name == name:
                return True
    return False


def walk_stmts(stmts: Any) -> Any:
    for stmt in stmts:
        yield stmt
        if isinstance(stmt, ir.While):
            yield from walk_stmts(stmt.body)
        elif isinstance(stmt, ir.If):
            for _, body in stmt.branches:
                yield from walk_stmts(body)
            yield from walk_stmts(stmt.orelse)
        elif isinstance(stmt, ir.PickOne):
            for option in stmt.options:
                yield from walk_stmts(option.body)


def line_of(e: Any) -> int:
    return getattr(e, "line", 0)
