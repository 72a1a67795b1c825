"""Phases that wait for the player and run each other, in any shape,
compiled: the language's frames kept in the state.

A phase runs in a frame of its own on top of its caller's, and sees the
variables of its callers, innermost first (`docs/paperlang.md`,
"Structure"). A phase that does not wait and runs itself is a method
that calls itself (`FlatWriter._call`). One that waits cannot be: the
turn resumes at a wait as plain code (a machine,
`paperlang_flat_machine.py`), where no method call can be half done. So
the phases of a group that run each other (`framed`: each runs itself,
through the others or not) and wait are written, where a phase outside
the group runs one of them, as one loop that keeps their frames in the
state, as a coroutine with recursion becomes a state machine:

- Each phase of the group is cut into parts: from its start, and from
  each `do` of the group inside it, up to the next such `do` or its end
  (`rest_after`, as the machine writes the code from a wait). The parts
  are numbered, and the game variable `(P part)` says which runs next.
- A `do Q` inside pushes the number of the part after it on the group's
  stack of frames (`(P calls)`, nested pairs: `Stacked`) and sets
  `(P part)` to minus Q's first part: the rest of the part runs only
  while `(P part)` is its own number, and the loop turns it to Q's. The
  end of a phase pops the part to go on with; the loop ends at the 0 the
  stack starts with where the loop starts (a turn laid out afresh,
  `arrange`, starts it again so).
- A local a phase of the group declares is a game variable of its own,
  `(NAME TYPE frame)`, a cell: a read of `NAME` where the phase's own scopes
  or a caller's frame in the loop hold it reads the cell (the frames
  hold the innermost value there), else what the name is where the loop
  runs (a local there, or the game's variable). A declaration pushes the
  cell's value where a frame below reads it once this one is over (or a
  block around declared it), and the end of its block pops it again.
  Which names a part's frame sees in cells, and which of them the frames
  below read again, decide how it is written: a phase is written once
  for each such view it is run with.
- A wait inside a part is an ordinary wait of the machine; each phase
  counts its frames, `(P depth)` (1 for the one the loop starts with),
  and a `do` that makes one more than 64 stops the game with the error
  of a phase that runs itself too deep.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import TOO_DEEP, Stacked
from paperc.codegen.paperlang_flat_machine import STARTS, keepable, rest_after
from paperc.flow import groups, interactive_phases
from paperc.irwalk import walk
from runtime.engine.cards import PHASE_DEPTH

Path = tuple[int, ...]


def framed(phases: dict[str, ir.Phase]) -> dict[str, frozenset[str]]:
    """Each phase that waits and runs itself (through others or not), with
    the phases of its group: those it runs and that run it."""
    waiting = interactive_phases(phases)
    return {name: group for name, group in groups(phases).items() if name in waiting}


def is_cell(name: str) -> bool:
    """Is a name the inliner maps a local to a cell (a game variable)?"""
    return name.startswith("(") and name.endswith(" frame)")


@dataclass(frozen=True)
class _Call:
    """Where a part runs a phase of its group (`Frames.sites`' number)."""

    site: int
    line: int = 0
    file: str = ""


class Frames:
    """The phases of one group (`framed`), written where a phase outside it
    runs one of them (`run`); `block` inlines a phase's statements (the
    inliner's), giving each `do` of the group to `call` and each local a
    phase of the group declares to `declare`."""

    def __init__(
        self,
        group: frozenset[str],
        phases: dict[str, ir.Phase],
        block: Callable[..., tuple[Any, ...]],
        calls: tuple[str, ...],
    ) -> None:
        self.group, self.phases, self.block, self.calls = group, phases, block, calls
        self.at = f"({min(group)} part)"
        self.stack = f"({min(group)} calls)"  # the frames: part numbers, cells' values below
        self.entries: dict[tuple[str, Any, frozenset[str]], int] = {}
        self.todo: list[tuple[int, str, dict[str, str], frozenset[str]]] = []
        self.sites: list[tuple[str, int, ir.Do]] = []  # (phase, its first part, the `do`)
        self.count = 0  # the parts numbered so far
        self.cells: dict[str, str] = {}  # each cell, with its type
        # the phase being written, what it sees where it starts, and the cells the
        # frames below read once it is over
        self.phase, self.view, self.needed = "", {}, frozenset()

    def declared(self) -> list[ir.VarDecl]:
        """The game variables the loop keeps, each as it starts."""
        names = [self.stack, self.at] + [_depth(name) for name in sorted(self.group)]
        found = [ir.VarDecl(name, "int", ir.Const(0), "global") for name in names]
        for cell, kind in sorted(self.cells.items()):
            start = ir.Const(STARTS[kind]) if kind in STARTS else None
            found.append(ir.VarDecl(cell, kind, start, "global"))
        return found

    def entry(self, phase: str, visible: dict[str, str], needed: frozenset[str]) -> int:
        """The number of the phase's first part, written for what it sees
        and the cells the frames below need again."""
        key = (phase, tuple(sorted(visible.items())), needed)
        if key not in self.entries:
            self.count += 1
            self.entries[key] = self.count
            self.todo.append((self.count, phase, dict(visible), needed))
        return self.entries[key]

    def call(self, do: ir.Do, visible: dict[str, str]) -> tuple[Any, ...]:
        """A `do` of the group inside it: where its part stops (`_Call`).
        The cells the phase it runs must keep: those read after the `do`
        (each a phase may read, where a `do` follows) and those the frames
        below need."""
        rest = _rest(self.phases[self.phase].body, do)
        names = {n.name for n in walk(rest) if isinstance(n, ir.Var)}
        if any(isinstance(n, ir.Do) for n in walk(rest)):
            names = set(visible)
        cells = {visible[name] for name in names & set(visible) if is_cell(visible[name])}
        entry = self.entry(do.phase, visible, self.needed | cells)
        self.sites.append((do.phase, entry, do))
        return (_Call(len(self.sites) - 1, do.line, do.file),)

    def declare(self, decl: ir.VarDecl, visible: dict[str, str], saved: list[Any]) -> list[Any]:
        """A phase's local declared: its cell set (its value pushed first,
        and `saved` for the block's end, where a frame below may hold it)."""
        kind = keepable(decl)
        cell = f"({decl.name} {kind} frame)"
        self.cells[cell] = kind
        where = {"line": decl.line, "file": decl.file}
        found: list[Any] = []
        stack = ir.Var(self.stack, "global", **where)
        if cell in visible and (cell not in self.view or cell in self.needed):
            # (a block around declared it, or a frame below reads it again)
            pushed = Stacked("push", stack, ir.Var(cell, "global", **where), **where)
            found.append(ir.Assign(stack, pushed, **where))
            saved.append(ir.Var(cell, "global", **where))
        value = decl.init
        if value is None:  # (as the language starts a local: 0, false, none)
            value = ir.Const(STARTS.get(kind) if kind != "string" else None, **where)
        found.append(ir.Assign(ir.Var(cell, "global", **where), value, **where))
        visible[decl.name] = visible[cell] = cell
        return found

    def restored(self, saved: list[ir.Var]) -> list[Any]:
        """The cells a block's declarations pushed, popped at its end."""
        found: list[Any] = []
        for cell in reversed(saved):
            where = {"line": cell.line, "file": cell.file}
            stack = ir.Var(self.stack, "global", **where)
            found.append(ir.Assign(cell, Stacked("top", stack, **where), **where))
            found.append(ir.Assign(stack, Stacked("rest", stack, **where), **where))
        return found

    def run(self, do: ir.Do, visible: dict[str, str]) -> tuple[Any, ...]:
        """The loop that runs the phase of `do` and the group's phases it
        runs, each part chosen by `(P part)`."""
        first = self.entry(do.phase, visible, frozenset())
        bodies = []
        while self.todo:
            number, phase, view, self.needed = self.todo.pop(0)
            self.phase, self.view = phase, view
            body = self.block(self.phases[phase].body, view, (*self.calls, phase))
            bodies.append((number, phase, body))
        resumes = {}
        for site in range(len(self.sites)):
            self.count += 1
            resumes[site] = self.count
        self.resumes = resumes
        parts = []
        for number, phase, body in bodies:
            ending = self._ending(phase, do)
            parts.append((number, self._guarded([*body, *ending], number)))
            for path, marker in _markers(body, ()):
                rest = [stmt for stmt, _ in rest_after(body, (), path)]
                number = resumes[marker.site]
                parts.append((number, self._guarded([*rest, *ending], number)))
        where = {"line": do.line, "file": do.file}
        at = ir.Var(self.at, "global", **where)
        choose = tuple(
            (_is(at, number), part) for number, part in sorted(parts, key=lambda item: item[0])
        )
        called = ir.Binary("<", at, ir.Const(0, **where), **where)  # (a `do` ran a phase)
        turned = ir.Assign(at, ir.Unary("-", at, **where), **where)
        loop = ir.While(
            ir.Binary("!=", at, ir.Const(0, **where), **where),
            (ir.If(((called, (turned,)),), (), **where), ir.If(choose, (), **where)),
            **where,
        )
        stack = ir.Var(self.stack, "global", **where)
        fresh = Stacked("push", ir.Const(0, **where), ir.Const(0, **where), **where)
        depths = [  # (as a turn laid out afresh finds them: set, not counted)
            ir.Assign(ir.Var(_depth(name), "global", **where), ir.Const(int(name == do.phase)))
            for name in sorted(self.group)
        ]
        return (
            *depths,
            ir.Assign(stack, fresh, **where),
            ir.Assign(at, ir.Const(first, **where), **where),
            loop,
        )

    def _ending(self, phase: str, do: ir.Do) -> list[Any]:
        """A phase's end: one frame fewer, and on with the part popped."""
        where = {"line": do.line, "file": do.file}
        stack = ir.Var(self.stack, "global", **where)
        return [
            _counted(phase, -1, where),
            ir.Assign(ir.Var(self.at, "global", **where), Stacked("top", stack, **where), **where),
            ir.Assign(stack, Stacked("rest", stack, **where), **where),
        ]

    def _calling(self, marker: _Call) -> list[Any]:
        """A `do` of the group: one frame more (too many: the error), the
        part after it pushed, and on with the phase's first part."""
        phase, entry, do = self.sites[marker.site]
        where = {"line": do.line, "file": do.file}
        depth = ir.Var(_depth(phase), "global", **where)
        too_deep = ir.Binary(">", depth, ir.Const(PHASE_DEPTH, **where), **where)
        stack = ir.Var(self.stack, "global", **where)
        pushed = Stacked("push", stack, ir.Const(self.resumes[marker.site], **where), **where)
        return [
            _counted(phase, 1, where),
            ir.If(((too_deep, (ir.Do(TOO_DEEP + phase, **where),)),), (), **where),
            ir.Assign(stack, pushed, **where),
            ir.Assign(ir.Var(self.at, "global", **where), ir.Const(-entry, **where), **where),
        ]

    def _guarded(self, stmts: list[Any], part: int) -> tuple[Any, ...]:
        """`stmts` of the part `part` with each `do` of the group written
        (`_calling`), those after one that may run run only while `(P part)`
        is still `part`."""
        found: list[Any] = []
        held: list[Any] | None = None
        for stmt in stmts:
            written = self._written(stmt, part)
            (found if held is None else held).extend(written)
            if _calls(stmt):
                if held:
                    found.append(self._unless_called(held, part))
                held = []
        if held:
            found.append(self._unless_called(held, part))
        return tuple(found)

    def _unless_called(self, stmts: list[Any], part: int) -> ir.If:
        at = ir.Var(self.at, "global", line=stmts[0].line, file=stmts[0].file)
        return ir.If(((_is(at, part), tuple(stmts)),), (), line=at.line, file=at.file)

    def _written(self, stmt: Any, part: int) -> list[Any]:
        if isinstance(stmt, _Call):
            return self._calling(stmt)
        if not _calls(stmt):
            return [stmt]
        if isinstance(stmt, ir.If):
            branches = tuple(
                (cond, self._guarded(list(body), part)) for cond, body in stmt.branches
            )
            orelse = self._guarded(list(stmt.orelse), part)
            return [ir.If(branches, orelse, line=stmt.line, file=stmt.file)]
        if isinstance(stmt, ir.While):
            where = {"line": stmt.line, "file": stmt.file}
            still = _is(ir.Var(self.at, "global", **where), part)
            cond = ir.Binary("and", still, stmt.cond, **where)
            return [ir.While(cond, self._guarded(list(stmt.body), part), **where)]
        if isinstance(stmt, ir.PickOne):
            options = tuple(
                replace(o, body=self._guarded(list(o.body), part)) for o in stmt.options
            )
            return [replace(stmt, options=options)]
        buttons = tuple(replace(b, body=self._guarded(list(b.body), part)) for b in stmt.buttons)
        return [replace(stmt, buttons=buttons)]


def _depth(phase: str) -> str:
    return f"({phase} depth)"


def _counted(phase: str, step: int, where: dict[str, Any]) -> ir.Assign:
    depth = ir.Var(_depth(phase), "global", **where)
    more = ir.Binary("+" if step > 0 else "-", depth, ir.Const(abs(step), **where), **where)
    return ir.Assign(depth, more, **where)


def _is(at: ir.Var, part: int) -> ir.Binary:
    where = {"line": at.line, "file": at.file}
    return ir.Binary("==", at, ir.Const(part, **where), **where)


def _rest(body: Any, do: ir.Do) -> list[Any]:
    """What runs after `do` (found by identity) up to the end of `body`."""
    for path, _ in _markers(body, (), do):
        return [stmt for stmt, _ in rest_after(tuple(body), (), path)]
    return []


def _calls(stmt: Any) -> bool:
    return any(isinstance(node, _Call) for node in walk(stmt))


def _markers(stmts: Any, at: Path, node: Any = None) -> Iterator[tuple[Path, Any]]:
    """The `do`s of the group among `stmts` and the blocks inside them
    (`node` alone, where given), each with its place as `rest_after`
    reads it."""
    for i, stmt in enumerate(stmts):
        here = (*at, i)
        if stmt is node or (node is None and isinstance(stmt, _Call)):
            yield here, stmt
        elif isinstance(stmt, ir.If):
            for j, (_, body) in enumerate(stmt.branches):
                yield from _markers(body, (*here, j), node)
            yield from _markers(stmt.orelse, (*here, len(stmt.branches)), node)
        elif isinstance(stmt, ir.While):
            yield from _markers(stmt.body, (*here, 0), node)
        elif isinstance(stmt, ir.PickOne):
            for j, option in enumerate(stmt.options):
                yield from _markers(option.body, (*here, j), node)
        elif isinstance(stmt, ir.Buttons):
            for j, button in enumerate(stmt.buttons):
                yield from _markers(button.body, (*here, j), node)
