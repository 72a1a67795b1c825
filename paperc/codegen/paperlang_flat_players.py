"""The players' attributes, on the fast path (`paperlang_flat.py`).

A game's players (one unless it says `players N`) take turns: after each
turn, `currentPlayer` is the next, and `currentPlayer.x` reads that
player's attribute `x` (declared by a game-level `foreachplayer p start
int p.x = 0 end`). `players` rewrites them, before the checks read the
program, into game variables the state keeps as it keeps any: each
attribute `x` becomes `(player x)`, the current player's value (no
Paperlang name holds brackets or spaces: no source's variable takes it).

In a game of several players, an attribute the game sets has one game
variable more for each other player, in the order they play after the
current one (`(player x+1)`, `(player x+2)`, ...), and the turn ends by
passing them round: each takes the next one's value, the last the
current player's (statements added after the turn's last that moves
cards or sets a game variable, where the general engine's turn passes to
the next player as far as anything after them can tell). The state need
not say whose turn it is: nothing the fast path reads tells the players
apart but their values.

Refused for now: a game-level `foreachplayer` that does more than
declare its player's attributes; in a game of several players, a turn
whose wait is not at its top level, and a turn whose ending (its
statements after those that move cards or set game variables) reads a
player's attribute, or ends the game in one whose score reads one (the
general engine reads them before the turn passes on).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_checks import acts
from paperc.codegen.paperlang_flat_ir import is_current_player, refuse, walk_stmts
from paperc.codegen.paperlang_flat_stages import choices_of
from paperc.irwalk import rewrite, walk


def attribute(name: str, later: int = 0) -> str:
    """The game variable holding attribute `name` of the player who plays
    `later` turns from now (0: the current player)."""
    return f"(player {name}+{later})" if later else f"(player {name})"


def players(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with its players' attributes as game variables, passed
    round at each turn's end in a game of several players (above); any
    other program as it is."""
    loops = [s for s in program.load if isinstance(s, ir.ForEachPlayer)]
    declared = {s.name for loop in loops for s in loop.body if _declares(s, loop.var)}
    if not declared:
        return program  # (no player's attribute: `players` stays the deal writer's)
    count = 1
    for stmt in program.load:
        if isinstance(stmt, ir.Players):
            value = stmt.count.value if isinstance(stmt.count, ir.Const) else None
            if type(value) is not int or value < 1:
                raise refuse(stmt, "`players` of a number that is not a constant")
            count = value

    def player(node: Any) -> Any:
        if _owned(node) and node.name in declared:
            return ir.Var(attribute(node.name), "global", line=node.line, file=node.file)
        return node

    rest = {
        field: rewrite(getattr(program, field), player)
        for field in ("setup", "turn", "phases", "hooks", "score")
    }
    bodies = (rest["setup"], rest["turn"], rest["phases"], rest["hooks"])
    set_ = {attribute(name) for name in declared} & _assigned(bodies)
    passed = sorted(name for name in declared if attribute(name) in set_) if count > 1 else []
    load: list[Any] = []
    for stmt in program.load:
        if isinstance(stmt, ir.Players):
            continue  # (the players' values are all the fast path reads of them)
        if not isinstance(stmt, ir.ForEachPlayer):
            load.append(stmt)
            continue
        for inner in stmt.body:
            if not _declares(inner, stmt.var):
                raise refuse(inner, "a game-level `foreachplayer` that does more than declare")
            later = count if inner.name in passed else 1
            for k in range(later):
                name = attribute(inner.name, k)
                decl = ir.VarDecl(name, inner.type, inner.init, "global", inner.line, inner.file)
                load.append(decl)
    turn = rest["turn"]
    if passed:
        turn = _passing(turn, passed, count, rest["score"], program)
    rest["turn"] = turn
    return dataclasses.replace(program, load=tuple(load), **rest)


def _passing(
    turn: tuple[Any, ...], passed: list[str], count: int, score: Any, program: Any
) -> tuple[Any, ...]:
    """`turn` with the players' values of `passed` handed on at its end:
    after its last statement that moves cards or sets a game variable,
    each `(player x+k)` takes `(player x+k+1)`'s value, the last the
    current player's (kept a moment in a local of the turn's tail)."""
    waits = [at for at, stmt in enumerate(turn) if choices_of(stmt) is not None]
    if not waits:
        where = turn[0] if turn else program
        raise refuse(where, "a game of several players whose turn waits below its top level")
    start = waits[-1] + 1
    end = start
    for at in range(start, len(turn)):
        if any(acts(inner) for inner in walk_stmts((turn[at],))):
            end = at + 1
    ending = turn[end:]
    names = {attribute(name) for name in passed}
    read = {n.name for n in walk(ending) if isinstance(n, ir.Var) and n.scope == "global"}
    if read & names:
        reason = "a game of several players whose turn's ending reads a player's attribute"
        raise refuse(ending[0], reason)
    score_reads = {n.name for n in walk(score) if isinstance(n, ir.Var)} & names
    if score_reads and any(isinstance(s, ir.Outcome) for s in walk_stmts(ending)):
        reason = "a game of several players whose turn's ending ends it, and its score reads"
        raise refuse(ending[0], f"{reason} a player's attribute")
    at = turn[end - 1] if end > start else turn[waits[-1]]
    line, file = at.line, at.file
    handing: list[Any] = []
    for name in passed:
        first = ir.Var(attribute(name), "global", line=line, file=file)
        held = f"(held {name})"
        handing.append(ir.VarDecl(held, _type(program, name), first, "local", line, file))
        for k in range(count):
            target = ir.Var(attribute(name, k), "global", line=line, file=file)
            after = ir.Var(attribute(name, k + 1), "global", line=line, file=file)
            if k == count - 1:
                after = ir.Var(held, "local", line=line, file=file)
            handing.append(ir.Assign(target, after, line=line, file=file))
    return (*turn[:end], *handing, *ending)


def _type(program: ir.PaperlangProgram, name: str) -> str:
    for loop in program.load:
        if isinstance(loop, ir.ForEachPlayer):
            for stmt in loop.body:
                if _declares(stmt, loop.var) and stmt.name == name:
                    return stmt.type
    raise LookupError(name)


def _assigned(bodies: Any) -> set[str]:
    """The game variables the statements of `bodies` set."""
    return {
        n.target.name
        for n in walk(bodies)
        if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var) and n.target.scope == "global"
    }


def _owned(node: Any) -> bool:
    """`currentPlayer.x`: an attribute of the current player."""
    return isinstance(node, ir.Prop) and not node.builtin and is_current_player(node.obj)


def _declares(stmt: Any, var: str) -> bool:
    """`int p.x = ...` of the loop's player `var`."""
    if not isinstance(stmt, ir.AttrDeclStmt):
        return False
    owner = stmt.owner
    return isinstance(owner, ir.Var) and owner.name == var and owner.scope == "local"
