"""A phase that runs itself where its own local hides a game variable it
names, compiled as two phases.

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
the one that runs it first. A phase that waits for the player keeps its
frames in the state instead (`paperlang_flat_frames.py`); one whose runs
inside it hide different names is left as it is (`FlatWriter._again`
refuses it)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_phases import global_names
from paperc.flow import bodies, interactive_phases
from paperc.irwalk import rewrite

INNER = " (inner)"  # the name of a phase's run inside itself, after the phase's


def inner_runs(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with each phase that runs itself where its own locals hide
    game variables it names run there as a phase of its own (above)."""
    phases = {phase.name: phase for phase in program.phases}
    waiting = interactive_phases(phases)
    found: list[ir.Phase] = []
    for phase in program.phases:
        hidden = {frozenset(seen) & global_names(phase.body) for seen in _sites(phase)}
        if phase.name in waiting or len(hidden) != 1 or not next(iter(hidden)):
            found.append(phase)
            continue
        names = next(iter(hidden))
        inner = phase.name + INNER
        found.append(dataclasses.replace(phase, body=_run(phase.body, phase.name, inner)))

        def local(node: Any, names: frozenset[str] = names) -> Any:
            if isinstance(node, ir.Var) and node.scope == "global" and node.name in names:
                return dataclasses.replace(node, scope="local")
            return node

        body = rewrite(_run(phase.body, phase.name, inner), local)
        found.append(dataclasses.replace(phase, name=inner, body=body))
    if len(found) == len(program.phases):
        return program
    return dataclasses.replace(program, phases=tuple(found))


def shown(phase: str) -> str:
    """A phase's name as its author wrote it (`walk`, for `walk (inner)`)."""
    return phase.removesuffix(INNER)


def _run(body: Any, phase: str, inner: str) -> Any:
    """`body` with each `do` of `phase` a `do` of `inner`."""

    def change(node: Any) -> Any:
        if isinstance(node, ir.Do) and node.phase == phase:
            return dataclasses.replace(node, phase=inner)
        return node

    return rewrite(body, change)


def _sites(phase: ir.Phase) -> Iterator[set[str]]:
    """The locals the phase has declared where it runs itself, at each
    `do` of itself inside it."""

    def block(stmts: Any, declared: set[str]) -> Iterator[set[str]]:
        declared = set(declared)
        for stmt in stmts:
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
                declared.add(stmt.name)
            elif isinstance(stmt, ir.Do) and stmt.phase == phase.name:
                yield declared
            for body in bodies(stmt):
                yield from block(body, declared)

    yield from block(phase.body, set())
