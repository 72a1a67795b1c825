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
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import TOO_DEEP, walk_stmts
from paperc.irwalk import rewrite, walk

Scopes = list[dict[str, str]]


def distinct(turn: tuple[Any, ...]) -> tuple[Any, ...]:
    """`turn` with each declaration of a name declared more than once (the
    turn's own, its picks' and buttons' bodies') renamed, with what it sees
    (unchanged when every name is declared once, or when a phase runs
    itself there: its method reads its caller's locals by name)."""
    counts = Counter(
        s.name for s in walk_stmts(turn) if isinstance(s, ir.VarDecl) and s.scope == "local"
    )
    twice = {name for name, count in counts.items() if count > 1}
    if not twice or any(_runs(s) for s in walk_stmts(turn)):
        return turn
    return _Renamer(twice).block(turn, [{}])


class _Renamer:
    def __init__(self, twice: set[str]) -> None:
        self.twice = twice
        self.given: Counter[str] = Counter()

    def block(self, stmts: Any, scopes: Scopes) -> tuple[Any, ...]:
        scopes = [*scopes, {}]
        return tuple(self.stmt(stmt, scopes) for stmt in stmts)

    def stmt(self, stmt: Any, scopes: Scopes) -> Any:
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
            init = self.reads(stmt.init, scopes)
            name = stmt.name
            if name in self.twice:
                self.given[name] += 1
                if self.given[name] > 1:
                    name = f"{name}~{self.given[name]}"
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


def _runs(stmt: Any) -> bool:
    """Is `stmt` a `do` of a phase (not the error of one run too deep)?"""
    return isinstance(stmt, ir.Do) and not stmt.phase.startswith(TOO_DEEP)
