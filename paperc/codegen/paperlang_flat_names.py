"""Each local of the turn a name of its own (`paperlang_flat_machine.py`).

Paperlang gives each block that declares a local (an `if`'s branch, a
`while`'s body run once more, a pick's or button's body) a frame of its
own, so one name may stand for several locals: `int a` in each branch of
an `if`, or a body's `int n` hiding the turn's. The engine keeps the
turn's locals by name (a game variable `(NAME)` each, across its waits),
so `distinct` gives every declaration of a name declared more than once
a name of its own, `NAME~2`, `NAME~3` ... (no Paperlang name holds `~`),
and each read and assignment the name of the declaration it sees: the
nearest before it in its own block or the blocks around it, as the
language's scopes resolve it.

`apart` gives a name of its own to each declaration that hides a local of
a block around it in the same body (the turn, the setup, a phase, a card
hook): a local or a `foreachplayer` variable inside an `if`, a loop or a
pick's body. The engine's methods keep a body's locals as Python locals,
one a name, so without it the inner one overwrote the outer: after the
block the name is the outer local again (but where a card hook or a
phase the inner block runs reads the name, it is kept: `apart`).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import walk_stmts
from paperc.flow import bodies
from paperc.irwalk import rewrite, walk

Scopes = list[dict[str, str]]


def apart(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with each local (or loop variable) that hides a local of a
    block around it in the same body given a name no variable of the game
    has, with what it sees; but one whose block moves a card, that a card
    hook reading its name sees, keeps it: hooks read it by name, and keep
    each such local in the state as a frame of its own
    (`paperlang_flat_hook_frames.py`, which the phases then read too). So
    does one whose block runs a phase that reads its name: a phase's method
    takes its caller's locals by name, so the phases' inliner, which knows
    which declaration each `do` sees, renames it instead, and passes it
    to the phase for that name (`Inliner.block`)."""
    whole = [program.setup, program.turn, *(p.body for p in program.phases)]
    whole += [h.body for h in program.hooks]
    found = [hidden for body in whole for hidden in _hiding(body)]
    if not found:
        return program
    phases = {p.name: p.body for p in program.phases}
    hooked = [n for h in program.hooks for n in walk(h.body)]  # (and the phases they run)
    by_hook = {n.name for n in hooked if isinstance(n, ir.Var)} | _phases_read(hooked, phases)
    kept = set()
    for decl, name, scope in found:
        nodes = list(walk(scope))
        runs = any(isinstance(n, ir.Do) for n in nodes)
        moves = runs or any(isinstance(n, ir.Transfer | ir.PickOption) for n in nodes)
        if moves and name in by_hook or name in _phases_read(nodes, phases):
            kept.add(id(decl))
    taken = {n.name for n in walk(program) if isinstance(n, ir.Var | ir.VarDecl)}
    renamer = _Renamer({name for _, name, _ in found}, taken, kept)

    def body(stmts: Any) -> tuple[Any, ...]:
        return renamer.block(stmts, [{}])

    return dataclasses.replace(
        program,
        setup=body(program.setup),
        turn=body(program.turn),
        phases=tuple(dataclasses.replace(p, body=body(p.body)) for p in program.phases),
        hooks=tuple(dataclasses.replace(h, body=body(h.body)) for h in program.hooks),
    )


def _hiding(stmts: Any, outer: frozenset[str] = frozenset()) -> Any:
    """Each declaration in `stmts` (a local or a loop's variable) whose name
    is a local of a block around it (`outer`), with that name and what it
    is seen in: the rest of its block, or the loop's body."""
    own: set[str] = set()
    for k, stmt in enumerate(stmts):
        visible = outer | own
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
            if stmt.name in outer:
                yield stmt, stmt.name, stmts[k + 1 :]
            own.add(stmt.name)
        elif isinstance(stmt, ir.ForEachPlayer):
            if stmt.var in visible:
                yield stmt, stmt.var, stmt.body
            yield from _hiding(stmt.body, visible | {stmt.var})
            continue
        for block in bodies(stmt):
            yield from _hiding(block, visible)


def _phases_read(nodes: list[Any], phases: dict[str, Any]) -> set[str]:
    """The names the phases `nodes` run read (and the phases they run)."""
    run = {n.phase for n in nodes if isinstance(n, ir.Do)}
    todo, read = [p for p in run if p in phases], set[str]()
    while todo:
        for n in walk(phases[todo.pop()]):
            if isinstance(n, ir.Var):
                read.add(n.name)
            elif isinstance(n, ir.Do) and n.phase in phases and n.phase not in run:
                run.add(n.phase)
                todo.append(n.phase)
    return read


def distinct(turn: tuple[Any, ...], kept: set[int]) -> tuple[Any, ...]:
    """`turn` with each declaration of a name declared more than once (the
    turn's own, its picks' and buttons' bodies') renamed, with what it sees
    (unchanged when every name is declared once), but those `kept` (by id:
    the machine's, whose methods read them by name), and each other
    declaration of a kept name renamed."""
    decls = [s for s in walk_stmts(turn) if isinstance(s, ir.VarDecl) and s.scope == "local"]
    counts = Counter(s.name for s in decls)
    twice = {name for name, count in counts.items() if count > 1}
    if not twice:
        return turn
    renamer = _Renamer(twice, kept=kept)
    # (each other declaration a name of its own: `NAME~2` ...)
    renamer.given.update(dict.fromkeys({s.name for s in decls if id(s) in kept}, 1))
    return renamer.block(turn, [{}])


class _Renamer:
    """Renames the declarations of the names `twice`: each after the first
    (`NAME~2` ...), or, given the names the game `taken`, each that hides a
    local of a block around it (`NAME_2` ..., none taken) but those `kept`
    (by id)."""

    def __init__(
        self, twice: set[str], taken: set[str] | None = None, kept: set[int] | None = None
    ) -> None:
        self.twice = twice
        self.given: Counter[str] = Counter()
        self.taken = taken
        self.kept = kept or set()

    def fresh(self, name: str, scopes: Scopes, decl: Any = None) -> str:
        if name not in self.twice or id(decl) in self.kept:
            return name
        if self.taken is None:
            self.given[name] += 1
            return name if self.given[name] == 1 else f"{name}~{self.given[name]}"
        if not any(name in scope for scope in scopes[:-1]):
            return name
        while f"{name}_{self.given[name] + 2}" in self.taken:
            self.given[name] += 1
        fresh = f"{name}_{self.given[name] + 2}"
        self.taken.add(fresh)
        return fresh

    def block(self, stmts: Any, scopes: Scopes) -> tuple[Any, ...]:
        scopes = [*scopes, {}]
        return tuple(self.stmt(stmt, scopes) for stmt in stmts)

    def stmt(self, stmt: Any, scopes: Scopes) -> Any:
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
            init = self.reads(stmt.init, scopes)
            name = self.fresh(stmt.name, scopes, stmt)
            scopes[-1][stmt.name] = name
            return dataclasses.replace(stmt, name=name, init=init)
        if isinstance(stmt, ir.If):
            branches = tuple(
                (self.reads(cond, scopes), self.block(body, scopes)) for cond, body in stmt.branches
            )
            return dataclasses.replace(
                stmt, branches=branches, orelse=self.block(stmt.orelse, scopes)
            )
        if isinstance(stmt, ir.While):
            cond = self.reads(stmt.cond, scopes)
            return dataclasses.replace(stmt, cond=cond, body=self.block(stmt.body, scopes))
        if isinstance(stmt, ir.PickOne):
            options = tuple(
                dataclasses.replace(
                    o,
                    transfer=self.reads(o.transfer, scopes),
                    body=self.block(o.body, scopes),
                )
                for o in stmt.options
            )
            return dataclasses.replace(stmt, options=options)
        if isinstance(stmt, ir.ForEachPlayer):
            inner = [*scopes, {}]
            var = stmt.var if self.taken is None else self.fresh(stmt.var, inner, stmt)
            inner[-1][stmt.var] = var
            return dataclasses.replace(stmt, var=var, body=self.block(stmt.body, inner))
        if isinstance(stmt, ir.Buttons):
            buttons = tuple(
                dataclasses.replace(b, body=self.block(b.body, scopes)) for b in stmt.buttons
            )
            return dataclasses.replace(stmt, buttons=buttons)
        return self.reads(stmt, scopes)

    def reads(self, node: Any, scopes: Scopes) -> Any:
        """`node` (no statement holding a block) with each local it names
        as the declaration it sees names it."""
        if node is None or not any(
            isinstance(n, ir.Var) and n.scope == "local" and n.name in self.twice
            for n in walk(node)
        ):
            return node

        def seen(n: Any) -> Any:
            if isinstance(n, ir.Var) and n.scope == "local" and n.name in self.twice:
                for scope in reversed(scopes):
                    if n.name in scope:
                        return dataclasses.replace(n, name=scope[n.name])
            return n

        return rewrite(node, seen)
