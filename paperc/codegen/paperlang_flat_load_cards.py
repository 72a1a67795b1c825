"""A game card variable the load pass declares with a card (`card c =
deck.top`), compiled.

The load pass is worked out at compile time (`paperlang_flat_load`), but
which card lies where is the seed's. When no statement of the load pass
after the declaration moves cards (a transfer, a made card, a shuffle, a
phase it runs) or reads the variable, the card it names is the one there
when the setup starts: the declaration keeps no value (none), and the
setup starts by setting it (`c = deck.top`), which keeps it in the state
as the code of its card, as any game card variable the setup sets. Any
other such declaration is left as it is (the load pass refuses it)."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import walk_stmts
from paperc.irwalk import walk

MOVING = (ir.Transfer, ir.StackOp, ir.Do)  # (what may change which card lies where)


def load_cards(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with such declarations' cards set at the setup's start."""
    load = list(program.load)
    moved: list[Any] = []
    for at, stmt in enumerate(load):
        if not isinstance(stmt, ir.VarDecl) or stmt.scope != "global" or stmt.type != "card":
            continue
        later = tuple(load[at + 1 :])
        if stmt.init is None or any(isinstance(s, MOVING) for s in walk_stmts(later)):
            continue
        if any(isinstance(n, ir.Var) and n.name == stmt.name for n in walk(later)):
            continue
        where = {"line": stmt.line, "file": stmt.file}
        load[at] = dataclasses.replace(stmt, init=None)
        moved.append(ir.Assign(ir.Var(stmt.name, "global", **where), stmt.init, **where))
    if not moved:
        return program
    return dataclasses.replace(program, load=tuple(load), setup=(*moved, *program.setup))
