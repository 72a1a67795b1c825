"""Which of a Paperlang block's own variables become plain Python locals.

A block's variables live in the runtime's frames (`rt.declare`, `rt.var`)
because what the block calls may read them: a phase, a card hook, a `where`
filter or another helper method runs with the block's frame in sight. A
variable that nothing but the block's own statements reads is resolved at
compile time instead: a Python local (`v_i = 0`, `v_i + 1`), and when its
every value is a plain int, its arithmetic and comparisons are Python's own
operators. Replaying a turn re-runs the block, so a local is rebuilt as the
frame was.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from paperc import ir
from paperc.codegen.naming import pyident
from paperc.irwalk import walk

# written as methods of their own (a long arithmetic Chain is one too: its
# variables are read through the frame, never as the block's locals)
HELPERS = (ir.CardPredicate, ir.StackFilter, ir.SqRun, ir.Chain)
PLAIN_OPS = ("+", "-", "*")


def _own(node: Any) -> Iterator[Any]:
    """`walk`, but not into what becomes a method of its own (filters, tests)."""
    if isinstance(node, tuple | list):
        for item in node:
            yield from _own(item)
        return
    if not dataclasses.is_dataclass(node) or isinstance(node, HELPERS):
        return
    yield node
    for field in dataclasses.fields(node):
        if isinstance(node, ir.Transfer) and field.name in ("where_from", "where_to"):
            continue
        yield from _own(getattr(node, field.name))


def _names(node: Any) -> set[str]:
    return {n.name for n in walk(node) if isinstance(n, ir.Var) and n.scope != "builtin"}


def private_locals(body: tuple[Any, ...], program: ir.PaperlangProgram) -> dict[str, str]:
    """The variables of `body` that can be Python locals, with their names."""
    decls = [n for n in _own(body) if isinstance(n, ir.VarDecl) and n.scope == "local"]
    counts: dict[str, int] = {}
    for decl in decls:
        counts[decl.name] = counts.get(decl.name, 0) + 1
    own_refs = {n.name for n in _own(body) if isinstance(n, ir.Var) and n.scope == "local"}
    # what may see the frame while the body runs: phases, hooks, the score,
    # and the body's own helpers (setup's and turn's frames never meet)
    seen_elsewhere = _names(body) - own_refs
    for part in (*program.phases, *program.hooks, program.score, program.stacks):
        seen_elsewhere |= _names(part)
    for node in walk(body):  # the helpers of this body read the frame too
        if isinstance(node, HELPERS):
            seen_elsewhere |= _names(node)
        elif isinstance(node, ir.Transfer):
            seen_elsewhere |= _names((node.where_from, node.where_to))
    found: dict[str, str] = {}
    taken: set[str] = set()
    for name, count in counts.items():
        python = "v_" + pyident(name)
        if count == 1 and name not in seen_elsewhere and python not in taken:
            found[name] = python
            taken.add(python)
    return found


def plain_ints(body: tuple[Any, ...], private: dict[str, str]) -> set[str]:
    """The private variables whose every value is an int: declared `int`
    from plain ints and only ever given plain ints (constants, such
    variables, and + - * of those), so they are never none."""
    values: dict[str, list[Any]] = {}
    for node in _own(body):
        if isinstance(node, ir.VarDecl) and node.name in private:
            if node.type != "int" or node.init is None:
                values.setdefault(node.name, []).append(None)
            else:
                values.setdefault(node.name, []).append(node.init)
        elif isinstance(node, ir.Assign) and isinstance(node.target, ir.Var):
            if node.target.name in private and node.target.scope == "local":
                values.setdefault(node.target.name, []).append(node.value)
    ints = set(values)
    changed = True
    while changed:
        changed = False
        for name in list(ints):
            if not all(is_plain_int(value, ints) for value in values[name]):
                ints.discard(name)
                changed = True
    return ints


def is_plain_int(e: Any, ints: set[str]) -> bool:
    if isinstance(e, ir.Const):
        return type(e.value) is int
    if isinstance(e, ir.Var):
        return e.scope == "local" and e.name in ints
    if isinstance(e, ir.Binary):
        return e.op in PLAIN_OPS and is_plain_int(e.left, ints) and is_plain_int(e.right, ints)
    return False
