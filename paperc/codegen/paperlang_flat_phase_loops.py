"""A phase that runs itself and waits for the player, compiled as a loop.

A phase that runs itself is a method of its own that calls itself
(`FlatWriter._call`), but the turn resumes at a wait as plain code (a
machine, `paperlang_flat_machine`), where no method call can be half
done. A phase that waits and runs itself only as the last thing it does
(each `do` of itself the last statement of its blocks, up to its own
end, and none inside a `while`) ends each time it runs itself: the
language's frames of it never come back to it, so the calls are a loop
(`docs/paperlang.md`, "Structure"):

    (P depth) = 1
    (P again) = 1
    while (P again) == 1 start
        (P again) = 0
        the phase's statements, each `do P` of them written as
            (P depth) = (P depth) + 1
            if (P depth) > 64 start <the error that P runs too deep> end
            (P again) = 1
    end

with two game variables of the state's own (no Paperlang name holds
brackets or spaces), each `do P` elsewhere so. A phase that runs itself
once (in no `while`) and does more after that, the same for each run
(`_rest`: what follows the `do` in each block around it, none of it
waiting, running it again, declaring a local or reading the phase's),
runs as such a loop too: the `do` counts the run in `(P pending)`, what
follows it runs only in a round that did not run it again, and a round
that did not runs it for each run counted, innermost first (`_loop`).
A phase that runs itself through another phase, which runs it as the
last thing it does and runs no other, is one that runs itself: that
phase's statements a block of its own where it is run (`_through`). Each round of a `while`'s
body is a frame of its own, as each run of the phase is; a phase that
reads a name it declares itself before it declares it (which a run of it
would find in the run that ran it) is left as it is, and refused
(`FlatWriter._again`), and so are phases that run each other."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.flow import interactive_phases, waits
from paperc.irwalk import rewrite, walk
from runtime.engine.cards import PHASE_DEPTH

# a `do` that stands for the error that its phase runs too deep: the
# writer writes it so (`FlatWriter._again`); no phase's name starts so
TOO_DEEP = "(too deep) "


def phase_loops(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with each phase that waits and runs itself as the last
    thing it does, or once and does more after that (below), run as a
    loop where it is run (above)."""
    phases = {phase.name: phase for phase in program.phases}
    waiting = interactive_phases(phases)
    for name in sorted(waiting):  # (one that runs itself through another: `_through`)
        through = _through(phases[name], phases)
        if through is not None and _loopable(through, phases, waiting):
            phases[name] = through
    looped = {name for name in waiting if _loopable(phases[name], phases, waiting)}
    ending = {name for name in looped if _at_its_end(phases[name])}
    rests = {name: _rest(phases[name], waiting) for name in looped - ending}
    going_on = {name for name, rest in rests.items() if rest is not None}
    if not looped:
        return program

    def block(stmts: Any, inside: str = "") -> tuple[Any, ...]:
        found: list[Any] = []
        for stmt in stmts:
            if isinstance(stmt, ir.Do) and stmt.phase == inside:
                found += _again(stmt)
            elif isinstance(stmt, ir.Do) and stmt.phase in looped:
                body = phases[stmt.phase].body
                if stmt.phase in going_on:
                    rest = block(rests[stmt.phase] or (), stmt.phase)
                    body = _deferred(body, stmt.phase)
                    found += _loop(stmt, block(body, stmt.phase), rest)
                else:
                    found += _loop(stmt, block(body, stmt.phase))
            else:
                found.append(_inner(stmt, lambda body: block(body, inside)))
        return tuple(found)

    declared = []
    for name in sorted(looped):
        where = {"line": phases[name].line, "file": phases[name].file}
        kept = [_depth(name), _again_name(name)]
        kept += [_pending(name)] if name in going_on else []  # (the runs that go on)
        for var in kept:
            declared.append(ir.VarDecl(var, "int", ir.Const(0, **where), "global", **where))
    others = tuple(
        dataclasses.replace(phase, body=block(phases[phase.name].body))
        for phase in program.phases
        if phase.name not in looped
    )
    return dataclasses.replace(
        program,
        load=(*program.load, *declared),
        setup=block(program.setup),
        turn=block(program.turn),
        phases=others,
        hooks=tuple(dataclasses.replace(h, body=block(h.body)) for h in program.hooks),
    )


def _depth(name: str) -> str:
    return f"({name} depth)"


def _again_name(name: str) -> str:
    return f"({name} again)"


def _pending(name: str) -> str:
    return f"({name} pending)"


def _loop(do: ir.Do, body: tuple[Any, ...], rest: tuple[Any, ...] | None = None) -> list[Any]:
    """What a `do` of a looped phase stands for: the loop (above), its
    phase's statements `body` as `phase_loops` made them; `rest`: what
    each run that ran the phase again does after that (`_rest`), run for
    each, innermost first, once a round does not run it again."""
    where = {"line": do.line, "file": do.file}
    depth = ir.Var(_depth(do.phase), "global", **where)
    again = ir.Var(_again_name(do.phase), "global", **where)
    zero, one = ir.Const(0, **where), ir.Const(1, **where)
    rounds = (ir.Assign(again, zero, **where), *body)
    if rest is not None:
        pending = ir.Var(_pending(do.phase), "global", **where)
        less = ir.Assign(pending, ir.Binary("-", pending, one, **where), **where)
        unwind = ir.While(ir.Binary(">", pending, zero, **where), (less, *rest), **where)
        rounds += (ir.If(((ir.Binary("==", again, zero, **where), (unwind,)),), (), **where),)
    loop = ir.While(ir.Binary("==", again, one, **where), rounds, **where)
    return [ir.Assign(depth, one, **where), ir.Assign(again, one, **where), loop]


def _rest(phase: ir.Phase, waiting: set[str]) -> tuple[Any, ...] | None:
    """What the phase does after it runs itself, where it does so once (in
    no `while`) and that does not wait, run it again, declare a local,
    or read one of the phase's, `from`, `to` or `this` (the rest of each
    block around the `do`, innermost first: what the loop runs for each
    run that ran it again, `_loop`); None for another phase."""
    dos = [n for n in walk(phase.body) if isinstance(n, ir.Do) and n.phase == phase.name]
    loops = [n for n in walk(phase.body) if isinstance(n, ir.While)]
    if len(dos) != 1 or any(n is dos[0] for loop in loops for n in walk(loop.body)):
        return None

    def tails(stmts: Any) -> list[Any] | None:
        for at, stmt in enumerate(stmts):
            if stmt is dos[0]:
                return list(stmts[at + 1 :])
            for body in blocks(stmt):
                found = tails(body)
                if found is not None:
                    return found + list(stmts[at + 1 :])
        return None

    rest = tails(phase.body)
    if rest is None:
        return None
    own = {n.name for n in walk(phase.body) if isinstance(n, ir.VarDecl)}
    for node in walk(tuple(rest)):
        if isinstance(node, ir.VarDecl) or (isinstance(node, ir.Var) and node.name in own):
            return None
        if isinstance(node, ir.Var) and node.scope == "builtin":
            return None
    if waits(tuple(rest), waiting):
        return None
    return tuple(rest)


def _deferred(body: Any, name: str) -> tuple[Any, ...]:
    """The phase's statements with its `do` of itself counted in `(P
    pending)`, and each statement after it (in each block around it)
    run only where the round did not run it again."""
    where = {"line": 0, "file": ""}

    def block(stmts: Any) -> tuple[Any, ...] | None:
        for at, stmt in enumerate(stmts):
            if isinstance(stmt, ir.Do) and stmt.phase == name:
                where.update(line=stmt.line, file=stmt.file)
                pending = ir.Var(_pending(name), "global", **where)
                more = ir.Binary("+", pending, ir.Const(1, **where), **where)
                new: tuple[Any, ...] = (stmt, ir.Assign(pending, more, **where))
            else:
                changed = _inner(stmt, lambda inner: block(inner) or inner)
                if changed == stmt:
                    continue
                new = (changed,)
            tail = tuple(stmts[at + 1 :])
            if tail:
                again = ir.Var(_again_name(name), "global", **where)
                test = ir.Binary("==", again, ir.Const(0, **where), **where)
                new += (ir.If(((test, tail),), (), **where),)
            return (*stmts[:at], *new)
        return None

    return block(body) or tuple(body)


def blocks(stmt: Any) -> list[Any]:
    """The blocks right inside a statement."""
    if isinstance(stmt, ir.While):
        return [stmt.body]
    if isinstance(stmt, ir.If):
        return [body for _, body in stmt.branches] + [stmt.orelse]
    if isinstance(stmt, ir.PickOne):
        return [option.body for option in stmt.options]
    if isinstance(stmt, ir.Buttons):
        return [button.body for button in stmt.buttons]
    return []


def _again(do: ir.Do) -> list[Any]:
    """A looped phase's `do` of itself: one deeper, and round again."""
    where = {"line": do.line, "file": do.file}
    depth = ir.Var(_depth(do.phase), "global", **where)
    deeper = ir.Binary("+", depth, ir.Const(1, **where), **where)
    too_deep = ir.Binary(">", depth, ir.Const(PHASE_DEPTH, **where), **where)
    stop = ir.Do(TOO_DEEP + do.phase, **where)
    return [
        ir.Assign(depth, deeper, **where),
        ir.If(((too_deep, (stop,)),), **where),
        ir.Assign(ir.Var(_again_name(do.phase), "global", **where), ir.Const(1, **where), **where),
    ]


def _inner(stmt: Any, block: Any) -> Any:
    """`stmt` with the blocks inside it as `block` makes them."""
    if isinstance(stmt, ir.While):
        return dataclasses.replace(stmt, body=block(stmt.body))
    if isinstance(stmt, ir.If):
        branches = tuple((cond, block(body)) for cond, body in stmt.branches)
        return dataclasses.replace(stmt, branches=branches, orelse=block(stmt.orelse))
    if isinstance(stmt, ir.PickOne):
        options = tuple(dataclasses.replace(o, body=block(o.body)) for o in stmt.options)
        return dataclasses.replace(stmt, options=options)
    if isinstance(stmt, ir.Buttons):
        buttons = tuple(dataclasses.replace(b, body=block(b.body)) for b in stmt.buttons)
        return dataclasses.replace(stmt, buttons=buttons)
    return stmt


def _loopable(phase: ir.Phase, phases: dict[str, ir.Phase], waiting: set[str]) -> bool:
    """Does the phase (which waits) run as a loop: run itself as the last
    thing it does, or once and then what `_rest` allows?"""
    if not (_runs_itself(phase) and _alone(phase.name, {**phases, phase.name: phase})):
        return False
    if not _own_first(phase.body):
        return False
    return _at_its_end(phase) or _rest(phase, waiting) is not None


def _through(phase: ir.Phase, phases: dict[str, ir.Phase]) -> ir.Phase | None:
    """The phase with each `do` of another phase that runs it again as the
    last thing it does, and runs no other phase, written as that phase's
    statements, in a block of their own (a frame of its own sees its
    caller's locals, as a block does those around it); None where it runs
    none such."""
    found = False

    def change(node: Any) -> Any:
        nonlocal found
        other = phases.get(node.phase) if isinstance(node, ir.Do) else None
        if other is None or other.name == phase.name or not other.body:
            return node
        dos = [n for n in walk(other.body) if isinstance(n, ir.Do)]
        last = other.body[-1]
        if dos != [last] or last.phase != phase.name:
            return node
        found = True
        where = {"line": node.line, "file": node.file}
        return ir.If(((ir.Const(True, **where), other.body),), (), **where)

    body = rewrite(phase.body, change)
    return dataclasses.replace(phase, body=body) if found else None


def _runs_itself(phase: ir.Phase) -> bool:
    return any(isinstance(n, ir.Do) and n.phase == phase.name for n in walk(phase.body))


def _at_its_end(phase: ir.Phase) -> bool:
    """Is each `do` of the phase inside it the last thing the phase does?"""

    def ends(stmts: Any, last: bool) -> bool:
        for at, stmt in enumerate(stmts):
            tail = last and at == len(stmts) - 1
            if isinstance(stmt, ir.Do) and stmt.phase == phase.name and not tail:
                return False
            if isinstance(stmt, ir.While) and not ends(stmt.body, False):
                return False
            bodies: list[Any] = []
            if isinstance(stmt, ir.If):
                bodies = [body for _, body in stmt.branches] + [stmt.orelse]
            elif isinstance(stmt, ir.PickOne):
                bodies = [option.body for option in stmt.options]
            elif isinstance(stmt, ir.Buttons):
                bodies = [button.body for button in stmt.buttons]
            if not all(ends(body, tail) for body in bodies):
                return False
        return True

    return ends(phase.body, True)


def _alone(name: str, phases: dict[str, ir.Phase]) -> bool:
    """Does no other phase the phase runs run it again?"""
    seen: set[str] = set()
    todo = [n.phase for n in walk(phases[name].body) if isinstance(n, ir.Do) and n.phase != name]
    while todo:
        other = todo.pop()
        if other == name:
            return False
        if other in seen or other not in phases:
            continue
        seen.add(other)
        todo += [n.phase for n in walk(phases[other].body) if isinstance(n, ir.Do)]
    return True


def _own_first(body: Any) -> bool:
    """Does the phase declare each name it declares before it reads it?"""
    declared: set[str] = set()
    own = {n.name for n in walk(body) if isinstance(n, ir.VarDecl)}
    for node in walk(body):
        if isinstance(node, ir.VarDecl):
            declared.add(node.name)
        elif isinstance(node, ir.Var) and node.name in own and node.name not in declared:
            return False
    return True
