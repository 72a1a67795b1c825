"""`winneris` and `looseris` in card hooks, on the compiled engine.

A card hook runs in the middle of a move. Its `winneris currentPlayer`
ends the game at once: the rest of the hooks, of the move, of its `then`
body and of the turn do not run, the table stays as the hook left it, and
the game is "won" (`looseris`: "lost"). The state keeps how a hook ended
the game in a game variable of its own, `HOOK_END` (0 while none did),
which the hook sets as it stops (`FlatGame.flat_hook_ended`): every
listing after it says the game is over.

A hook may name any player: `winneris p` is "won" when `p` is the current
player (the one who moved the card, whose turn it still is when the game
ends), else "lost". The players' values (`paperlang_flat_players.players`,
which runs first) have made each such ending a test of `p` against the
current player's number, choosing between the current player's two."""

from __future__ import annotations

import dataclasses

from paperc import ir
from paperc.codegen.paperlang_flat_ir import walk_stmts
from runtime.engine.cards import HOOK_END


def hook_endings(program: ir.PaperlangProgram) -> list[ir.Outcome]:
    """The `winneris` and `looseris` statements of the game's card hooks."""
    return [
        stmt
        for hook in program.hooks
        for stmt in walk_stmts(hook.body)
        if isinstance(stmt, ir.Outcome)
    ]


def hook_ended(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` (its players' values made: `players`) with `HOOK_END`
    declared (0) when a card hook ends the game; any other program as it is."""
    found = hook_endings(program)
    if not found:
        return program
    where = {"line": found[0].line, "file": found[0].file}
    decl = ir.VarDecl(HOOK_END, "int", ir.Const(0, **where), "global", **where)
    return dataclasses.replace(program, load=(*program.load, decl))
