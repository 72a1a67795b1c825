"""Card hooks that read a game variable a local hides, compiled.

A card hook (`premove`, `onmoved`) sees the variables of whoever moved
the card, innermost first (`docs/paperlang.md`, "Structure"): while the
turn's, the setup's, a phase's or another hook's local `landed` is
declared, a hook's `landed` is that local; in the load pass, or once the
block that declared it has ended, it is the game variable. A phase sees
them so too (dynamic scope).

The state keeps, for each such name, every declaration's local in a game
variable of its own (no Paperlang name holds brackets or spaces):
`(landed 1)`, `(landed 2)`, ... in the order written, and `(landed at)`,
the number of the innermost one declared (0: none, the game variable).
Where one is declared, its place takes its value and `(landed at)` its
number; where its block ends, both are set back: the turn and the setup
know the declaration around it as written; a phase or a hook, which may
run inside itself, keeps what they held in locals of its own. A hook or
a phase reads and sets the name through `(landed seen)`, which the code
writes as the place `(landed at)` names (`seen_places`,
`Checks.place`; its own place among the kept values stays as declared):
one statement whichever local it sees, of whatever type (the front end
checks the hook's statements for each type the name may have,
`paperc/paperlang/mover_types.py`). A game variable the setup sets that
a hook reads is kept in the state likewise, as the deal runs
(`FlatChecks._changing`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import walk_stmts
from paperc.codegen.paperlang_flat_phases import own_parts
from paperc.irwalk import rewrite, walk

# what the local holds once its block has ended (the state keeps no stale value)
EMPTY: dict[str, Any] = {"int": 0, "bool": False}


def hook_frames(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with the locals that card hooks may see as those hooks
    read them (above); any other program as it is."""
    decls = _hidden_decls(program)
    if not decls:
        return program
    frames = _Frames(decls)
    turn, setup = frames.block(program.turn, {}), frames.block(program.setup, {})
    phases = tuple(
        dataclasses.replace(phase, body=frames.block(phase.body, {}, dynamic=True))
        for phase in program.phases
    )
    hooks = tuple(
        dataclasses.replace(hook, body=frames.block(hook.body, {}, dynamic=True))
        for hook in program.hooks
    )
    types = _game_types(program)
    added = []
    for decl in decls:
        where = {"line": decl.line, "file": decl.file}
        slot = frames.slots[id(decl)]
        added.append(ir.VarDecl(slot, decl.type, _empty(decl.type, where), "global", **where))
    for name in sorted(frames.names):
        where = {"line": decls[0].line, "file": decls[0].file}
        added.append(ir.VarDecl(_at(name), "int", ir.Const(0, **where), "global", **where))
        empty = _empty(types[name], where)
        added.append(ir.VarDecl(_seen(name), types[name], empty, "global", **where))
    load = (*program.load, *added)
    return dataclasses.replace(
        program, load=load, setup=setup, turn=turn, phases=phases, hooks=hooks
    )


def seen_places(program: ir.PaperlangProgram) -> dict[str, tuple[str, tuple[str, ...]]]:
    """Each `(NAME seen)` of `program` (`hook_frames` made): `(NAME at)`,
    and the game variables it chooses among by it (`NAME` itself first)."""
    declared = {s.name for s in program.load if isinstance(s, ir.VarDecl)}
    found = {}
    for name in declared:
        if name.startswith("(") and name.endswith(" seen)"):
            plain = name[1 : -len(" seen)")]
            slots = [plain]
            while _slot_name(plain, len(slots)) in declared:
                slots.append(_slot_name(plain, len(slots)))
            found[name] = (_at(plain), tuple(slots))
    return found


def _hidden_decls(program: ir.PaperlangProgram) -> list[ir.VarDecl]:
    """The locals (of the turn, the setup, the phases and the hooks) that
    hide a game variable the card hooks (or the phases they run) name."""
    hooked = hook_reads(program)
    if not hooked:
        return []
    bodies = (program.turn, program.setup, *(p.body for p in program.phases))
    bodies += tuple(h.body for h in program.hooks)
    return [decl for body in bodies for decl in _locals(body) if decl.name in hooked]


def _game_types(program: ir.PaperlangProgram) -> dict[str, str]:
    return {
        s.name: s.type
        for s in walk_stmts(program.load)
        if isinstance(s, ir.VarDecl) and s.scope == "global"
    }


def hook_reads(program: ir.PaperlangProgram) -> set[str]:
    """The game variables the card hooks name, and the phases they run."""
    hooked = {n.name for hook in program.hooks for n in walk(hook.body) if _game(n)}
    phases = {phase.name: phase for phase in program.phases}
    seen: set[str] = set()
    todo = [s.phase for h in program.hooks for s in walk(h.body) if isinstance(s, ir.Do)]
    while todo:  # (the phases the hooks run, and those they run)
        name = todo.pop()
        if name in seen or name not in phases:
            continue
        seen.add(name)
        hooked |= {n.name for n in walk(phases[name].body) if _game(n)}
        todo += [s.phase for s in walk(phases[name].body) if isinstance(s, ir.Do)]
    return hooked


def _locals(stmts: Any) -> list[ir.VarDecl]:
    return [s for s in walk_stmts(stmts) if isinstance(s, ir.VarDecl) and s.scope == "local"]


def _game(node: Any) -> bool:
    return isinstance(node, ir.Var) and node.scope == "global"


def _slot_name(name: str, number: int) -> str:
    return f"({name} {number})"


def _at(name: str) -> str:
    return f"({name} at)"


def _seen(name: str) -> str:
    return f"({name} seen)"


def _empty(kind: str, where: dict[str, Any]) -> ir.Const:
    return ir.Const(EMPTY.get(kind), **where)


class _Frames:
    """Writes blocks with their declarations of the hidden names setting
    the places the state keeps them in (above)."""

    def __init__(self, decls: list[ir.VarDecl]) -> None:
        self.names = {decl.name for decl in decls}
        self.numbers: dict[int, int] = {}  # each declaration's number, by its id
        self.slots: dict[int, str] = {}  # the game variable keeping it, by its id
        counts: dict[str, int] = {}
        for decl in decls:
            counts[decl.name] = counts.get(decl.name, 0) + 1
            self.numbers[id(decl)] = counts[decl.name]
            self.slots[id(decl)] = _slot_name(decl.name, counts[decl.name])

    def block(self, stmts: Any, seen: dict[str, int], dynamic: bool = False) -> tuple[Any, ...]:
        """A block with each declaration of a hidden name setting its place
        and `(NAME at)`, both set back where the block ends; `seen`: the
        number of the declaration of each name the block starts seeing;
        `dynamic`: a phase's or a hook's, which reads the game variable
        through `(NAME seen)` and keeps what it sets back in its locals."""
        seen = dict(seen)
        outer = dict(seen)
        found: list[Any] = []
        declared: list[ir.VarDecl] = []
        for stmt in stmts:
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "local" and stmt.name in self.names:
                where = {"line": stmt.line, "file": stmt.file}
                init = stmt.init
                value = self.kept(init, seen, dynamic) if init is not None else None
                number = self.numbers[id(stmt)]
                slot = self.var(stmt.name, number, where)
                if dynamic:  # (what to set back: this frame may run inside itself)
                    for kept, kind, read in self.saved(stmt, number, where):
                        found.append(ir.VarDecl(kept, kind, read, "local", **where))
                found.append(ir.Assign(slot, value or _empty(stmt.type, where), **where))
                found.append(self.set_at(stmt.name, ir.Const(number, **where), where))
                seen[stmt.name] = number
                declared.append(stmt)
                continue
            change = lambda n: self.kept_var(n, seen, dynamic)  # noqa: E731
            found.append(self.inner(own_parts(stmt, change), seen, dynamic))
        for decl in reversed(declared):  # (its block ends: the frame around it is seen again)
            where = {"line": decl.line, "file": decl.file}
            number = self.numbers[id(decl)]
            slot = self.var(decl.name, number, where)
            if dynamic:
                (place, _, _), (at, _, _) = self.saved(decl, number, where)
                found.append(self.set_at(decl.name, ir.Var(at, "local", **where), where))
                found.append(ir.Assign(slot, ir.Var(place, "local", **where), **where))
                continue
            found.append(self.set_at(decl.name, ir.Const(outer.get(decl.name, 0), **where), where))
            found.append(ir.Assign(slot, _empty(decl.type, where), **where))
        return tuple(found)

    def saved(self, decl: ir.VarDecl, number: int, where: dict[str, Any]) -> list[Any]:
        """A phase's or a hook's locals keeping, while its declaration of
        a hidden name is declared, what its place and `(NAME at)` held."""
        slot = self.var(decl.name, number, where)
        at = ir.Var(_at(decl.name), "global", **where)
        return [
            (f"({decl.name} {number} was)", decl.type, slot),
            (f"({decl.name} at {number} was)", "int", at),
        ]

    def var(self, name: str, number: int, where: dict[str, Any]) -> ir.Var:
        return ir.Var(_slot_name(name, number), "global", **where)

    def set_at(self, name: str, value: Any, where: dict[str, Any]) -> ir.Assign:
        return ir.Assign(ir.Var(_at(name), "global", **where), value, **where)

    def kept(self, node: Any, seen: dict[str, int], dynamic: bool) -> Any:
        return rewrite(node, lambda n: self.kept_var(n, seen, dynamic))

    def kept_var(self, node: Any, seen: dict[str, int], dynamic: bool) -> Any:
        """A local of a hidden name read or set where it is kept (`seen`);
        in a phase or a hook, the game variable as the innermost seen."""
        if not isinstance(node, ir.Var) or node.name not in self.names:
            return node
        if node.scope == "local" and node.name in seen:
            name = _slot_name(node.name, seen[node.name])
            return dataclasses.replace(node, name=name, scope="global")
        if dynamic and node.scope == "global":
            return dataclasses.replace(node, name=_seen(node.name))
        return node

    def inner(self, stmt: Any, seen: dict[str, int], dynamic: bool) -> Any:
        """A statement with the blocks inside it as `block` makes them."""
        if isinstance(stmt, ir.While):
            return dataclasses.replace(stmt, body=self.block(stmt.body, seen, dynamic))
        if isinstance(stmt, ir.If):
            branches = tuple(
                (cond, self.block(body, seen, dynamic)) for cond, body in stmt.branches
            )
            return dataclasses.replace(
                stmt, branches=branches, orelse=self.block(stmt.orelse, seen, dynamic)
            )
        if isinstance(stmt, ir.PickOne):
            options = tuple(
                dataclasses.replace(option, body=self.block(option.body, seen, dynamic))
                for option in stmt.options
            )
            return dataclasses.replace(stmt, options=options)
        if isinstance(stmt, ir.Buttons):
            buttons = tuple(
                dataclasses.replace(button, body=self.block(button.body, seen, dynamic))
                for button in stmt.buttons
            )
            return dataclasses.replace(stmt, buttons=buttons)
        return stmt
