"""`winneris` and `looseris` in the setup, compiled.

In the language, the setup's `winneris currentPlayer` ends the game
at once: the rest of the setup does not run, nor does the turn, and the
deal's events end with "won" ("lost" for `looseris`). The engine keeps
how the setup ended in a game variable of its own, `(setup end)` (no
Paperlang name holds brackets or spaces), 0 while it did not: the setup
sets it and stops there (`DealWriter`: `return` out of `flat_setup`, its
game variables written back first), and the turn starts by ending the
game when it is set, so that the deal's first listing and every one after
say the game is over, as a turn's own `winneris` does.

Only the current player may be named there: the setup has no other
player to end the game for (the language reads the outcome as
the current player's). A `winneris` in a phase the setup runs is not
rewritten (the deal's writer refuses it)."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import is_current_player, refuse, walk_stmts
from paperc.irwalk import rewrite

END = "(setup end)"
CODES = {"win": 1, "lose": 2}


def setup_ended(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with its setup's `winneris` and `looseris` setting `END`,
    and its turn ending the game when it is set; any other program as it is."""
    found = [s for s in walk_stmts(program.setup) if isinstance(s, ir.Outcome)]
    if not found:
        return program
    for stmt in found:
        if not is_current_player(stmt.player):
            raise refuse(stmt, "the setup ends the game for a player not the current one")
    setup = rewrite(program.setup, _ending)
    first = found[0]
    where = {"line": first.line, "file": first.file}
    decl = ir.VarDecl(END, "int", ir.Const(0, **where), "global", **where)
    branches = tuple(
        (
            ir.Binary("==", ir.Var(END, "global", **where), ir.Const(code, **where), **where),
            (ir.Outcome(kind, first.player, **where),),
        )
        for kind, code in CODES.items()
    )
    turn = (ir.If(branches, **where), *program.turn)
    return dataclasses.replace(program, load=(*program.load, decl), setup=setup, turn=turn)


def _ending(node: Any) -> Any:
    if not isinstance(node, ir.Outcome):
        return node
    where = {"line": node.line, "file": node.file}
    target = ir.Var(END, "global", **where)
    return ir.Assign(target, ir.Const(CODES[node.kind], **where), **where)


def ends_setup(stmt: Any) -> bool:
    """Is `stmt` the setup's end (`END` set), after which it stops?"""
    return (
        isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var) and stmt.target.name == END
    )
