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
current one (`(player x+1)`, `(player x+2)`, ...), and each turn ends by
passing them round (`FlatGame.flat_passed`, `passing`): each takes the
next one's value, the last the current player's, after the turn's
`flat_tail` (its last statement that moves cards or sets a game
variable), where the general engine's turn passes to the next player as
far as anything after it can tell. The state need not say whose turn it
is: nothing the fast path reads tells the players apart but their values.

Refused for now: a game-level `foreachplayer` that does more than
declare its player's attributes; in a game of several players, a turn
whose wait is not at its top level, and a turn whose ending (its
statements after those that move cards or set game variables) reads a
player's attribute, or ends the game in one whose score reads one (the
general engine reads them before the turn passes on).

Card variables (`card c = waste.top`, locals of the turn, its phases and
hooks, and of `then` bodies) are the code of their card, 0 for none
(`card_locals`; `Expressions._card_held` writes them): their attributes
and types are read through the card tables as `X.top`'s are, and two
cards compare by their types (`FlatGame.flat_same`). A card variable of
the game that `then` bodies set is kept in the state as that code (none,
0, until one does; a local kept across a wait, `(NAME)`, is one too).
Refused for now: a card variable read as a value otherwise, or of the
game and set elsewhere.
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
    if passed:
        _passing(rest["turn"], passed, rest["score"], program)
    return dataclasses.replace(program, load=tuple(load), **rest)


def _passing(turn: tuple[Any, ...], passed: list[str], score: Any, program: Any) -> None:
    """NotFlat when the players' values of `passed` cannot be handed on
    where the fast path hands them on (`FlatGame.flat_passed`): after the
    turn's last statement that moves cards or sets a game variable (its
    `flat_tail`), before its ending, which decides at the next wait."""
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


def passed_round(program: ir.PaperlangProgram, changing: tuple[str, ...]) -> tuple[str, ...]:
    """The game variables of the players' values handed on at each turn's
    end (`players`, each declared by the rewritten load) that `changing`
    lacks: the state keeps them after it."""
    found = [s.name for s in program.load if isinstance(s, ir.VarDecl) and _slot(s.name)]
    passed = {_slot(name)[0] for name in found if name != attribute(_slot(name)[0])}  # type: ignore[index]
    kept = [name for name in found if _slot(name)[0] in passed]  # type: ignore[index]
    return tuple(name for name in kept if name not in changing)


def passing(changing: tuple[str, ...]) -> tuple[int, ...]:
    """`FlatGame.flat_passed`: for each of the kept game variables
    `changing`, the place of the one whose value it takes at a turn's end
    (each player's attribute takes the next player's, the last player's
    the current one's); empty when no value is handed on."""
    places = {name: at for at, name in enumerate(changing)}
    order = list(range(len(changing)))
    for name, at in places.items():
        slot = _slot(name)
        if slot is None or attribute(slot[0], 1) not in places:
            continue  # (not a player's value, or one all players share)
        attr, k = slot
        order[at] = places.get(attribute(attr, k + 1), places[attribute(attr)])
    return tuple(order) if order != list(range(len(changing))) else ()


def _slot(name: str) -> tuple[str, int] | None:
    """`(player x)`: ("x", 0); `(player x+2)`: ("x", 2); None for any other name."""
    if not (name.startswith("(player ") and name.endswith(")")):
        return None
    attr, plus, k = name[len("(player ") : -1].partition("+")
    return (attr, int(k) if plus else 0) if not plus or k.isdigit() else None


def card_locals(program: ir.PaperlangProgram) -> set[str]:
    """The locals of the setup, the turn, phases and hooks that hold a card (`card
    c = waste.top`): the code of its card, 0 for none (`Expressions._card_held`).
    A name declared a card somewhere and another type elsewhere is refused."""
    decls = [
        n
        for n in walk((program.setup, program.turn, program.phases, program.hooks))
        if isinstance(n, ir.VarDecl) and n.scope == "local"
    ]
    cards = {n.name for n in decls if n.type == "card"}
    for n in decls:
        if n.name in cards and n.type != "card":
            raise refuse(n, f"{n.name} declared a card and a {n.type}")
    return cards


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
