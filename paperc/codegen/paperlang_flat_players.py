"""The player of a one-player game, on the fast path (`paperlang_flat.py`).

A game has one player unless it says `players N` with N above 1: then
`currentPlayer` is always that player, the turns never pass to another,
and the player's attributes (`foreachplayer p start int p.score = 0 end`
at the game level, read and set as `currentPlayer.score`) are game
variables of another name. `one_player` rewrites them so, before the
checks read the program: each attribute `x` becomes the game variable
`(player x)` (no Paperlang name holds brackets or spaces: no source's
variable takes it), declared where the load pass declared it, and the
state keeps it as it keeps any game variable.

Refused for now: a game of more than one player that reads or sets a
player's attribute, and a game-level `foreachplayer` that does more than
declare its player's attributes.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import is_current_player, refuse
from paperc.irwalk import rewrite


def attribute(name: str) -> str:
    """The game variable holding the player's attribute `name`."""
    return f"(player {name})"


def one_player(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with a one-player game's `players 1`, its game-level
    `foreachplayer` and its player's attributes (`currentPlayer.x`) as
    game variables (above); any other program as it is."""
    counts = [s for s in program.load if isinstance(s, ir.Players)]
    loops = [s for s in program.load if isinstance(s, ir.ForEachPlayer)]
    declared = {s.name for loop in loops for s in loop.body if _declares(s, loop.var)}
    if not declared:
        return program  # (no player's attribute: `players` stays the deal writer's)
    for count in counts:
        if not (isinstance(count.count, ir.Const) and count.count.value == 1):
            raise refuse(count, "a player's attribute in a game of more than one player")
    load: list[Any] = []
    names: set[str] = set()
    for stmt in program.load:
        if isinstance(stmt, ir.Players):
            continue  # (one player: what a game has without it)
        if isinstance(stmt, ir.ForEachPlayer):
            for inner in stmt.body:
                if not _declares(inner, stmt.var):
                    raise refuse(inner, "a game-level `foreachplayer` that does more than declare")
                names.add(inner.name)
                target = attribute(inner.name)
                decl = ir.VarDecl(target, inner.type, inner.init, "global", inner.line, inner.file)
                load.append(decl)
            continue
        load.append(stmt)

    def player(node: Any) -> Any:
        if _owned(node) and node.name in names:
            return ir.Var(attribute(node.name), "global", line=node.line, file=node.file)
        return node

    rest = {
        field: rewrite(getattr(program, field), player)
        for field in ("setup", "turn", "phases", "hooks", "score")
    }
    return dataclasses.replace(program, load=tuple(load), **rest)


def _owned(node: Any) -> bool:
    """`currentPlayer.x`: an attribute of the current player."""
    return isinstance(node, ir.Prop) and not node.builtin and is_current_player(node.obj)


def _declares(stmt: Any, var: str) -> bool:
    """`int p.x = ...` of the loop's player `var`."""
    if not isinstance(stmt, ir.AttrDeclStmt):
        return False
    owner = stmt.owner
    return isinstance(owner, ir.Var) and owner.name == var and owner.scope == "local"
