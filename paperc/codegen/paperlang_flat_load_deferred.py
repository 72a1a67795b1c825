"""The part of the load pass that the compiler cannot work out, run in the
deal's own code.

The load pass (the game's own statements) runs at compile time
(`paperlang_flat_load.LoadPass`) for all it fixes that does not depend on
the seed. From its first top-level statement that it cannot work out
there (`int trump = deck.top.suit` after a `shuffle deck`, a value read
of a stack the seed shuffled, cards moved by a filter after `random T`),
the rest of it runs in the deal's code instead, at the start of the setup,
where the setup's own writer writes it (`flat_game`): its statements in
order, each declaration of a game variable or a stack attribute left in
the load pass with no value yet (0, false, none), and its value given
where the declaration stood (`int trump = deck.top.suit` is `int trump`,
then `trump = deck.top.suit` as the setup's first statement). The game
plays the same: nothing can read a game variable between the load pass
and the setup. The deal's moves there make events, as the setup's do.

A division by zero stays an error at compile time, and what the setup's
writer cannot write either keeps the load pass's reason."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import NotFlat

# what is an error wherever it runs: the load pass says so, never the deal
DIVIDES = "the game's own statements divide by zero"
# a declaration's value until the deal gives it its own
EMPTY: dict[str, Any] = {"int": 0, "bool": False, "string": None, "playerref": None}


class LoadRefused(NotFlat):
    """A top-level statement of the load pass that the compiler cannot work
    out at compile time: the reason, and where the statement stands (`at`:
    its line and file, which name it in the program as the author wrote it,
    before the writer's own passes, `FlatWriter.__init__`, made it one or
    several statements)."""

    def __init__(self, refused: NotFlat, stmt: Any) -> None:
        super().__init__(refused.text, refused.line, refused.file, refused.col)
        self.at = (stmt.line, stmt.file)


def deferrable(refused: NotFlat) -> bool:
    """Whether a reason of the load pass may go to the deal's code: all but
    what is an error wherever it runs (a division by zero)."""
    return refused.text != DIVIDES


def load_deferred(program: ir.PaperlangProgram, at: tuple[int, str]) -> ir.PaperlangProgram | None:
    """`program` with its load pass from the top-level statement `at` (its
    line and file) on run at the start of the setup (above); None when no
    top-level statement stands there."""
    found = [k for k, stmt in enumerate(program.load) if (stmt.line, stmt.file) == at]
    if not found:
        return None
    members = {decl.name: _members(decl) for decl in program.stacks if decl.shape}
    decls, moved = _block(program.load[found[0] :], members)
    setup = (*moved, *program.setup)
    kept = (*program.load[: found[0]], *decls)
    return dataclasses.replace(program, load=kept, setup=setup)


def _members(decl: ir.StackDecl) -> list[str]:
    """The names of a stacklist's or a grid's members, in order."""
    if decl.kind == "list":
        return [f"{decl.name}[{k}]" for k in range(decl.shape[0])]
    width, height = decl.shape
    return [f"{decl.name}[{x} {y}]" for y in range(height) for x in range(width)]


def _split(stmt: Any, members: dict[str, list[str]]) -> tuple[list[Any], list[Any]]:
    """The game-level declarations `stmt` makes (with no value), and what
    the setup runs of it: a stacklist's attribute given a value is given
    it member by member, the value worked out for each."""
    where = {"line": stmt.line, "file": stmt.file}
    if isinstance(stmt, ir.VarDecl) and stmt.scope == "global":
        decl = dataclasses.replace(stmt, init=_empty(stmt.type, where))
        if stmt.init is None:
            return [decl], []
        return [decl], [ir.Assign(ir.Var(stmt.name, "global", **where), stmt.init, **where)]
    if isinstance(stmt, ir.AttrDeclStmt):
        decl = dataclasses.replace(stmt, init=_empty(stmt.type, where))
        if stmt.init is None:
            return [decl], []
        owners = [stmt.owner]
        if isinstance(stmt.owner, ir.ListRef) and stmt.owner.name in members:
            owners = [ir.StackRef(name, **where) for name in members[stmt.owner.name]]
        sets = [
            ir.Assign(ir.Prop(owner, stmt.name, **where), stmt.init, **where) for owner in owners
        ]
        return [decl], sets
    if isinstance(stmt, ir.If):
        found: list[Any] = []
        branches = []
        for cond, body in stmt.branches:
            decls, body = _block(body, members)
            found += decls
            branches.append((cond, body))
        decls, orelse = _block(stmt.orelse, members)
        found += decls
        return found, [dataclasses.replace(stmt, branches=tuple(branches), orelse=orelse)]
    if isinstance(stmt, ir.While):
        decls, body = _block(stmt.body, members)
        return decls, [dataclasses.replace(stmt, body=body)]
    return [], [stmt]


def _block(stmts: Any, members: dict[str, list[str]]) -> tuple[list[Any], tuple[Any, ...]]:
    found: list[Any] = []
    kept: list[Any] = []
    for stmt in stmts:
        decls, run = _split(stmt, members)
        found += decls
        kept += run
    return found, tuple(kept)


def _empty(kind: str, where: dict[str, Any]) -> ir.Const | None:
    """The value a declaration holds until the deal gives it its own (None:
    no value written, as a card's none)."""
    if kind not in EMPTY:
        return None
    return ir.Const(EMPTY[kind], **where)
