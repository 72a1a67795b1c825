"""A phase that runs itself where its own local hides a game variable it
names, compiled as a phase for each way its runs see the name.

A phase runs in a frame of its own on top of its caller's and sees the
variables of its callers, innermost first (`docs/paperlang.md`,
"Structure"). So where a phase declares a local `level` and then runs
itself, the inner run's `level`, which the outer run read as the game
variable until it declared its own, is the outer run's local:

    phase walk start
        total = total + level     (the game's `level`; an inner run's: its caller's local)
        int level = total % 5
        if level > 1 start
            do walk
        end
    end

The phase's method reads one or the other, not both, so each run of it
from inside itself is another phase, `walk (inner)` (no Paperlang name
holds brackets or spaces): the same statements, with each such name a
local of its caller's (which its method takes, and gives back where it
sets it, `FlatWriter._call`), and each `do walk` of them a `do walk
(inner)`. That phase runs itself as any other does, one run deeper than
the one that runs it first. Phases that run each other are one group:
each run of one sees as locals the names declared by the phase that runs
it, where it does, and those that phase saw so, and each such set of
names is a phase of its own (`walk (inner 2)` ...). A phase that waits
for the player keeps its frames in the state instead
(`paperlang_flat_frames.py`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_phases import global_names
from paperc.flow import bodies, groups, interactive_phases
from paperc.irwalk import rewrite

INNER = " (inner)"  # the name of a phase's run inside itself, after the phase's


def inner_runs(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with each phase that runs itself (through others or not)
    where its own locals hide game variables the phases it runs so name
    run there as a phase of its own (above)."""
    phases = {phase.name: phase for phase in program.phases}
    waiting = interactive_phases(phases)
    found: list[ir.Phase] = []
    grouped = groups(phases)
    for phase in program.phases:  # (in place of the group's first phase)
        group = grouped.get(phase.name, frozenset())
        if phase.name in waiting or not group:
            found.append(phase)
        elif phase.name == min(group, key=list(phases).index):
            found += _runs_inside(group, phases)
    if len(found) == len(program.phases):
        return program
    return dataclasses.replace(program, phases=tuple(found))


def _runs_inside(group: frozenset[str], phases: dict[str, ir.Phase]) -> list[ir.Phase]:
    """The phases of a group that run each other, and a phase for each of
    them and each set of the game variables they name that a run sees as
    its callers' locals: declared by the phase that runs it where it does,
    or seen so by that phase (`walk (inner)`, `walk (inner 2)`, ...)."""
    read = set().union(*(global_names(phases[name].body) for name in group))
    names = {(name, frozenset[str]()): name for name in group}
    todo, found = sorted(names), []
    while todo:
        phase, hidden = todo.pop(0)
        runs: dict[int, str] = {}  # (each `do` of the group: the phase it runs, by its id)
        for do, seen in _sites(phases[phase], group):
            inner = (do.phase, frozenset(seen | hidden) & read)
            if inner not in names:
                count = sum(other == do.phase for other, _ in names)
                names[inner] = do.phase + (INNER if count == 1 else f" (inner {count})")
                todo.append(inner)
            runs[id(do)] = names[inner]
        body = rewrite(phases[phase].body, lambda node, h=hidden, r=runs: _inside(node, h, r))
        found.append(dataclasses.replace(phases[phase], name=names[phase, hidden], body=body))
    return found


def _inside(node: Any, hidden: frozenset[str], runs: dict[int, str]) -> Any:
    """A node of a run of the phase whose callers' locals hide `hidden`."""
    if isinstance(node, ir.Var) and node.scope == "global" and node.name in hidden:
        return dataclasses.replace(node, scope="local")
    if isinstance(node, ir.Do) and runs.get(id(node), node.phase) != node.phase:
        return dataclasses.replace(node, phase=runs[id(node)])
    return node


def shown(phase: str) -> str:
    """A phase's name as its author wrote it (`walk`, for `walk (inner)`)."""
    return phase.split(" ", 1)[0]


def _sites(phase: ir.Phase, group: frozenset[str]) -> Iterator[tuple[ir.Do, set[str]]]:
    """Each `do` of a phase of its group inside the phase, with the locals
    the phase has declared there."""

    def block(stmts: Any, declared: set[str]) -> Iterator[tuple[ir.Do, set[str]]]:
        declared = set(declared)
        for stmt in stmts:
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
                declared.add(stmt.name)
            elif isinstance(stmt, ir.Do) and stmt.phase in group:
                yield stmt, declared
            for body in bodies(stmt):
                yield from block(body, declared)

    yield from block(phase.body, set())
