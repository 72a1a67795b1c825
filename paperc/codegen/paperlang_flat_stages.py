"""A turn that waits more than once, compiled (`paperlang_flat.py`).

The language runs a turn as one run of statements: it waits at each
`pickone`, `buttons` or interactive transfer in turn, and a move runs
the turn from the wait it answers up to the next. The engine's state
says where the turn waits: a game variable of no name a source
can write, `WAIT`, kept with the others after the stacks (`s[KEPT]`),
0 at the turn's first wait and `k` at its wait `k`.

`staged` rewrites such a turn, before the checks read it, into the shape
the writer already knows: the turn before its first wait, then one `if`
choosing the wait (`WAIT == k` for each later one, the first in its
`else`), then the turn after its last wait. Each pick's (and button's)
`then` body is followed by the statements up to the next wait and by
`WAIT = k + 1`, or, at the last wait, by `WAIT = 0`: a move runs up to
the next wait, as the language says, and the runtime runs the rest
of the turn and the next turn's start (`flat_tail`, `flat_turn`) only
when `WAIT` is back at 0 (`FlatGame.flat_wait`). The picks are numbered
across the waits and each Move from its own wait's first pick, as the
`if` choosing a wait numbers them.

A local of the turn that is read across a wait (declared before the
first wait and read after it, or between two waits and read after the
next) is kept with them too: `staged` makes it a game variable of its
own, named `(NAME)`, which no source can write either. Declared before
the first wait, the state keeps it as it keeps the game variables the
turn sets before it waits (`flat_turn` works it out after each move);
declared after a wait, as those a `then` body sets.

Each wait may be one that an `if` chooses (each of its branches, `else`
included, one wait and nothing more): its conditions, with `WAIT == k`,
choose among its waits, each numbered as the `if` choosing the wait of a
turn that waits once numbers them. A wait inside a phase that the turn
runs at its top level is at the top level once the phase is inlined.

A wait that is not at the turn's top level (inside a `while`, or an `if`
with statements around it or no `else`) makes the turn a machine instead
(`paperlang_flat_machine.py`), and so does a turn this shape refuses
(a local read across a wait that the turn declares twice, a body naming
one). Refused: a string read across a wait that the turn gives no value
(`keepable`).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import refuse, walk_stmts
from paperc.codegen.paperlang_flat_machine import (
    followed,
    hidden,
    keepable,
    kept_decls,
    machine,
    needs_machine,
    wait_of,
)
from paperc.irwalk import rewrite, walk

# the game variable that says at which of its waits the turn waits (no
# Paperlang name holds brackets or spaces: no source's variable takes it)
WAIT = "(the wait)"


def choices_of(stmt: Any) -> list[tuple[Any, Any]] | None:
    """The waits a statement of the turn's top level waits at, each with
    the condition that chooses it (None: the `else`, or the one wait): a
    wait itself, or an `if` whose every branch, `else` included, is one
    wait and nothing more; None for any other statement."""
    wait = wait_of(stmt)
    if wait is not None:
        return [(None, wait)]
    if not isinstance(stmt, ir.If) or len(stmt.orelse) != 1:
        return None
    bodies = [body for _, body in stmt.branches] + [stmt.orelse]
    if not all(len(body) == 1 and wait_of(body[0]) is not None for body in bodies):
        return None
    found = [(cond, wait_of(body[0])) for cond, body in stmt.branches]
    return [*found, (None, wait_of(stmt.orelse[0]))]


def staged(
    program: ir.PaperlangProgram, machined: bool = False, again: tuple[Any, ...] = ()
) -> tuple[ir.PaperlangProgram, tuple[Any, ...], tuple[tuple[Any, ...], ...]]:
    """`program` with a turn that waits more than once at its top level
    written as one `if` choosing its wait by `WAIT` (see above), or one
    whose waits sit deeper as a machine (`paperlang_flat_machine`: with
    the turn up to its first wait, `flat_turn`'s statements); any other
    program as it is (and no such statements); `machined`: any turn
    that waits as a machine (`again`: the copies of phases that run
    themselves there, `machine`'s). Last, the statements each wait's picks are
    followed by (one tuple a wait, the same for each pick: `FlatWriter._then`
    writes it once)."""
    turn = tuple(program.turn)
    if machined or needs_machine(turn, choices_of):
        return machine(program, WAIT, again)
    places = [at for at, stmt in enumerate(turn) if choices_of(stmt) is not None]
    if len(places) < 2:
        return program, (), ()
    ends = [*places[1:], len(turn)]
    between = [turn[at + 1 : end] for at, end in zip(places, ends, strict=True)]
    kept = _crossing(turn[: places[0]], [turn[at] for at in places], between)
    if kept:  # (read across a wait: game variables of their own, as the state keeps them)
        turn = tuple(rewrite(turn, lambda node: hidden(node, kept)))
        between = [turn[at + 1 : end] for at, end in zip(places, ends, strict=True)]
    stops = [turn[at] for at in places]
    _check_locals(turn[: places[0]], stops, between)
    last = len(stops) - 1
    line, file = program.turn_line, program.turn_file
    # each wait's branches: those of the waits after the first, by `WAIT`
    # (with their own conditions), then the first's, its `else` last
    choose: list[tuple[Any, tuple[Any, ...]]] = []
    first: list[tuple[Any, Any]] = []
    tails: list[tuple[Any, ...]] = []
    for k, stop in enumerate(stops):
        after = between[k] if k < last else ()
        step = ir.Assign(
            ir.Var(WAIT, "global", line=stop.line, file=stop.file),
            ir.Const(k + 1 if k < last else 0, line=stop.line, file=stop.file),
            line=stop.line,
            file=stop.file,
        )
        tails.append((*after, step))
        for cond, wait in choices_of(stop) or ():
            wait = followed(wait, tails[-1])
            if not k:
                first.append((cond, wait))
                continue
            test = ir.Binary(
                "==",
                ir.Var(WAIT, "global", line=stop.line, file=stop.file),
                ir.Const(k, line=stop.line, file=stop.file),
                line=stop.line,
                file=stop.file,
            )
            if cond is not None:
                test = ir.Binary("and", test, cond, line=stop.line, file=stop.file)
            choose.append((test, (wait,)))
    choose += [(cond, (wait,)) for cond, wait in first[:-1]]
    chooser = ir.If(tuple(choose), (first[-1][1],), line=stops[0].line, file=stops[0].file)
    declared = [ir.VarDecl(WAIT, "int", ir.Const(0, line=line), "global", line=line, file=file)]
    declared += kept_decls(kept, line, file)
    staged = dataclasses.replace(
        program,
        load=(*declared, *program.load),  # (first, as `machine` declares them)
        turn=(*turn[: places[0]], chooser, *between[last]),
    )
    return staged, (), tuple(tails)


def _crossing(before: Any, waits: list[Any], between: list[Any]) -> dict[str, str]:
    """The locals the turn declares at its top level (before its first
    wait, or between two) that are read across a wait, with their types:
    by a wait after the first (its filters and bodies), or by the
    statements after a wait that do not declare them."""
    segments = [tuple(before), *map(tuple, between)]
    mine = set().union(*map(_declared, segments))
    read: set[str] = set()
    for k, wait in enumerate(waits):
        if k:
            read |= _reads(wait) - _declared((wait,))
        read |= _reads(between[k]) - _declared(between[k])
    found: dict[str, str] = {}
    everywhere = [s for s in walk_stmts((*before, *waits, *sum(map(tuple, between), ())))]
    for name in sorted(read & mine):
        decls = [s for s in everywhere if isinstance(s, ir.VarDecl) and s.name == name]
        if len(decls) > 1:
            raise refuse(decls[1], f"the turn declares {name} twice")
        found[name] = keepable(decls[0])
    return found


def _declared(stmts: Any) -> set[str]:
    return {s.name for s in walk_stmts(stmts) if isinstance(s, ir.VarDecl)}


def _reads(node: Any) -> set[str]:
    return {n.name for n in walk(node) if isinstance(n, ir.Var) and n.scope == "local"}


def _check_locals(before: Any, waits: list[Any], between: list[Any]) -> None:
    """No local crosses a wait: what the turn declares before its first
    wait only that wait reads (as a turn of one wait may), and what the
    statements after a wait declare only they read; a pick's body and the
    statements after it, run as one body, declare no name twice and read
    none of each other's."""
    segments = [tuple(before), *map(tuple, between)]
    seen: set[str] = set()
    for segment in segments:
        mine = _declared(segment)
        for name in sorted(mine & seen):
            raise refuse(segment[0], f"the turn declares {name} twice")
        seen |= mine
    for k, wait in enumerate(waits):
        own = _declared((wait,))
        crossing = _reads(wait) - own - (_declared(before) if k == 0 else set())
        for name in sorted(crossing & seen):
            raise refuse(wait, f"the turn reads {name} across a wait")
        after = between[k]
        if not after:
            continue
        mine = _declared(after)
        for name in sorted((_reads(after) - mine) & seen):
            raise refuse(after[0], f"the turn reads {name} across a wait")
        for name in sorted((_reads(after) | mine) & own):
            raise refuse(after[0], f"the turn after a wait names {name} of a pick's body")
