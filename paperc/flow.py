"""Which Paperlang IR code may wait for the player.

A `pickone`, a `buttons`, an interactive transfer, or a `do` of a phase that
waits: code holding one is a generator in the generated module. Lowering
uses this to refuse waiting where nothing can wait (the game's top level, a
card hook), and codegen to decide which methods are generators; both read
it here, so the two can never disagree.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from paperc import ir


def waits(stmts: tuple[Any, ...], phases_waiting: set[str]) -> bool:
    """Does this code ever wait for the player?"""
    return next(waiting(stmts, phases_waiting), None) is not None


def turn_waits(program: ir.PaperlangProgram) -> bool:
    """Does the game's turn wait for the player somewhere (else it would
    run again and again, forever, before the player could move)?"""
    phases = {phase.name: phase for phase in program.phases}
    return waits(tuple(program.turn), interactive_phases(phases))


def waiting(stmts: tuple[Any, ...], phases_waiting: set[str]) -> Iterator[Any]:
    """The statements in this code (at any depth) that themselves wait."""
    todo = list(reversed(stmts))
    while todo:
        s = todo.pop()
        if isinstance(s, ir.PickOne | ir.Buttons):
            yield s
        elif isinstance(s, ir.Transfer) and s.interactive and s.prefix is None:
            yield s
        elif isinstance(s, ir.Do) and s.phase in phases_waiting:
            yield s
        else:
            for body in reversed(bodies(s)):
                todo.extend(reversed(body))


def bodies(s: Any) -> list[tuple[Any, ...]]:
    """The nested blocks of a statement, in source order."""
    if isinstance(s, ir.If):
        return [body for _, body in s.branches] + [s.orelse]
    if isinstance(s, ir.While | ir.ForEachPlayer):
        return [s.body]
    if isinstance(s, ir.PickOne):
        return [o.body for o in s.options]
    if isinstance(s, ir.Buttons):
        return [b.body for b in s.buttons]
    return []


def interactive_phases(phases: dict[str, ir.Phase]) -> set[str]:
    """The phases that may wait for the player (directly or through `do`)."""
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for name, phase in phases.items():
            if name not in found and waits(phase.body, found):
                found.add(name)
                changed = True
    return found


def groups(phases: dict[str, ir.Phase]) -> dict[str, frozenset[str]]:
    """Each phase that runs itself (through others or not), with its group:
    the phases it runs that run it again (itself too)."""
    runs = {
        name: {
            s.phase for s in statements(phase.body) if isinstance(s, ir.Do) and s.phase in phases
        }
        for name, phase in phases.items()
    }
    reach: dict[str, set[str]] = {}
    for name in phases:
        seen: set[str] = set()
        todo = list(runs[name])
        while todo:
            other = todo.pop()
            if other not in seen:
                seen.add(other)
                todo += runs[other]
        reach[name] = seen
    return {
        name: frozenset(other for other in reach[name] if name in reach[other])
        for name in phases
        if name in reach[name]
    }


def statements(stmts: tuple[Any, ...]) -> Iterator[Any]:
    """Every statement in this code, at any depth."""
    for stmt in stmts:
        yield stmt
        for body in bodies(stmt):
            yield from statements(body)
