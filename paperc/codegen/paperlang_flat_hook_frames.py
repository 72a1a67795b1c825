"""Card hooks that read a game variable a local hides, compiled.

A card hook (`premove`, `onmoved`) sees the variables of whoever moved
the card, innermost first (`docs/paperlang.md`, "Structure"): while the
turn's (or the setup's) local `landed` is declared, a hook's `landed` is
that local; in the load pass, or once the block that declared it has
ended, it is the game variable. A phase the hook runs sees them so too.

The compiled hook is one method, run by `flat_move` wherever cards move,
so the choice is made as it runs, on game variables of the state's own
(no Paperlang name holds brackets or spaces). Each declaration of
`landed` in the turn or the setup is numbered (1, 2, ... in the order
written) and its local kept in one of them, `(landed)` for the first,
`(landed 2)` for the second (the turn and the setup read and set it
there, each the declaration it sees). `(landed at)` is the number of the
innermost one declared (set where one is declared, set back to the one
around it, or 0, where its block ends, with its place emptied). A hook
or a phase that names the game variable runs as `if (landed at) == 1
start` its statements reading `(landed)` `elif (landed at) == 2 ...
else` as written `end` (what is declared cannot change while it runs:
only the turn and the setup declare the locals). Each local it may see
is a copy of its statements, and so is each of those of another such
name beside it: a hook or a phase of more than `STATEMENTS` statements
written so is refused, as are a local declared in a phase or a hook and
one of another type than the game variable (`FlatChecks._check_hooks`,
`HIDDEN`). A game variable the setup sets that a hook reads is kept in
the state likewise, as the deal runs (`FlatChecks._changing`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import walk_stmts
from paperc.codegen.paperlang_flat_phases import own_parts
from paperc.irwalk import rewrite, walk

# what the local holds once its block has ended (the state keeps no stale value)
EMPTY: dict[str, Any] = {"int": 0, "bool": False}
STATEMENTS = 64  # a hook's or a phase's statements written once for each local it may see
# why another is refused (`FlatChecks._check_hooks`)
HIDDEN = (
    "which a local hides where the state cannot keep it: declared in a phase or a hook,"
    " or of another type than the game variable, or named in a hook or a phase that,"
    " written once for each local it may see, would be more than"
    f" {STATEMENTS} statements (give the locals names of their own)"
)


def hook_frames(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with the locals of the turn and the setup that card hooks
    may see as those hooks read them (above); any other program as it is."""
    decls = _hidden_decls(program)
    if not decls:
        return program
    counts: dict[str, int] = {}
    for decl in decls:
        counts[decl.name] = counts.get(decl.name, 0) + 1
    bodies = [*(phase.body for phase in program.phases), *(hook.body for hook in program.hooks)]
    if any(_copies(body, counts) * len(list(walk_stmts(body))) > STATEMENTS for body in bodies):
        return program
    frames = _Frames(decls)
    turn, setup = frames.block(program.turn, {}), frames.block(program.setup, {})
    phases = tuple(
        dataclasses.replace(phase, body=_chosen(phase.body, counts)) for phase in program.phases
    )
    hooks = tuple(
        dataclasses.replace(hook, body=_chosen(hook.body, counts)) for hook in program.hooks
    )
    added = []
    for decl in decls:
        where = {"line": decl.line, "file": decl.file}
        slot = frames.slots[id(decl)]
        added.append(ir.VarDecl(slot, decl.type, _empty(decl.type, where), "global", **where))
    for name in sorted(counts):
        where = {"line": decls[0].line, "file": decls[0].file}
        added.append(ir.VarDecl(_at(name), "int", ir.Const(0, **where), "global", **where))
    load = (*program.load, *added)
    return dataclasses.replace(
        program, load=load, setup=setup, turn=turn, phases=phases, hooks=hooks
    )


def _hidden_decls(program: ir.PaperlangProgram) -> list[ir.VarDecl]:
    """The locals of the turn and the setup that hide a game variable the
    card hooks (or the phases they run) name, each of the game variable's
    type, and none declared in a phase or a hook; none where one is not so."""
    hooked = hook_reads(program)
    if not hooked:
        return []
    types = _game_types(program)
    found = [
        decl
        for block in (program.turn, program.setup)
        for decl in _locals(block)
        if decl.name in hooked
    ]
    if any(decl.type != types.get(decl.name) for decl in found):
        return []
    others = (*(p.body for p in program.phases), *(h.body for h in program.hooks))
    if any(decl.name in hooked for body in others for decl in _locals(body)):
        return []
    return found


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
    return f"({name})" if number == 1 else f"({name} {number})"


def _at(name: str) -> str:
    return f"({name} at)"


def _empty(kind: str, where: dict[str, Any]) -> ir.Const:
    return ir.Const(EMPTY.get(kind), **where)


class _Frames:
    """Writes the turn's and the setup's blocks with their declarations of
    the hidden names setting the places the state keeps them in (above)."""

    def __init__(self, decls: list[ir.VarDecl]) -> None:
        self.names = {decl.name for decl in decls}
        self.numbers: dict[int, int] = {}  # each declaration's number, by its id
        self.slots: dict[int, str] = {}  # the game variable keeping it, by its id
        counts: dict[str, int] = {}
        for decl in decls:
            counts[decl.name] = counts.get(decl.name, 0) + 1
            self.numbers[id(decl)] = counts[decl.name]
            self.slots[id(decl)] = _slot_name(decl.name, counts[decl.name])

    def block(self, stmts: Any, seen: dict[str, int]) -> tuple[Any, ...]:
        """A block with each declaration of a hidden name setting its place
        and `(NAME at)`, both set back where the block ends; `seen`: the
        number of the declaration of each name the block starts seeing."""
        seen = dict(seen)
        outer = dict(seen)
        found: list[Any] = []
        declared: list[ir.VarDecl] = []
        for stmt in stmts:
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "local" and stmt.name in self.names:
                where = {"line": stmt.line, "file": stmt.file}
                init = stmt.init
                value = self.kept(init, seen) if init is not None else _empty(stmt.type, where)
                number = self.numbers[id(stmt)]
                found.append(ir.Assign(self.var(stmt.name, number, where), value, **where))
                found.append(self.set_at(stmt.name, number, where))
                seen[stmt.name] = number
                declared.append(stmt)
                continue
            found.append(self.inner(own_parts(stmt, lambda n: self.kept_var(n, seen)), seen))
        for decl in reversed(declared):  # (its block ends: the frame around it is seen again)
            where = {"line": decl.line, "file": decl.file}
            found.append(self.set_at(decl.name, outer.get(decl.name, 0), where))
            number = self.numbers[id(decl)]
            found.append(
                ir.Assign(self.var(decl.name, number, where), _empty(decl.type, where), **where)
            )
        return tuple(found)

    def var(self, name: str, number: int, where: dict[str, Any]) -> ir.Var:
        return ir.Var(_slot_name(name, number), "global", **where)

    def set_at(self, name: str, number: int, where: dict[str, Any]) -> ir.Assign:
        return ir.Assign(ir.Var(_at(name), "global", **where), ir.Const(number, **where), **where)

    def kept(self, node: Any, seen: dict[str, int]) -> Any:
        return rewrite(node, lambda n: self.kept_var(n, seen))

    def kept_var(self, node: Any, seen: dict[str, int]) -> Any:
        """A local of a hidden name read or set where it is kept (`seen`)."""
        if isinstance(node, ir.Var) and node.scope == "local" and node.name in seen:
            return dataclasses.replace(
                node, name=_slot_name(node.name, seen[node.name]), scope="global"
            )
        return node

    def inner(self, stmt: Any, seen: dict[str, int]) -> Any:
        """A statement with the blocks inside it as `block` makes them."""
        if isinstance(stmt, ir.While):
            return dataclasses.replace(stmt, body=self.block(stmt.body, seen))
        if isinstance(stmt, ir.If):
            branches = tuple((cond, self.block(body, seen)) for cond, body in stmt.branches)
            return dataclasses.replace(
                stmt, branches=branches, orelse=self.block(stmt.orelse, seen)
            )
        if isinstance(stmt, ir.PickOne):
            options = tuple(
                dataclasses.replace(option, body=self.block(option.body, seen))
                for option in stmt.options
            )
            return dataclasses.replace(stmt, options=options)
        if isinstance(stmt, ir.Buttons):
            buttons = tuple(
                dataclasses.replace(button, body=self.block(button.body, seen))
                for button in stmt.buttons
            )
            return dataclasses.replace(stmt, buttons=buttons)
        return stmt


def _named(body: Any, counts: dict[str, int]) -> list[str]:
    """The hidden names `body` names as game variables."""
    return sorted(name for name in counts if any(_game(n) and n.name == name for n in walk(body)))


def _copies(body: Any, counts: dict[str, int]) -> int:
    """How many copies of a hook's or a phase's statements `_chosen` writes."""
    copies = 1
    for name in _named(body, counts):
        copies *= counts[name] + 1
    return copies


def _chosen(body: tuple[Any, ...], counts: dict[str, int]) -> tuple[Any, ...]:
    """A hook's or a phase's statements choosing, for each hidden name they
    name, the innermost local the turn or the setup has declared, if any."""
    for name in _named(body, counts):
        if not body:
            break
        where = {"line": body[0].line, "file": body[0].file}
        at = ir.Var(_at(name), "global", **where)
        branches = []
        for number in range(1, counts[name] + 1):

            def local(n: Any, name: str = name, number: int = number) -> Any:
                if _game(n) and n.name == name:
                    return dataclasses.replace(n, name=_slot_name(name, number))
                return n

            test = ir.Binary("==", at, ir.Const(number, **where), **where)
            branches.append((test, rewrite(body, local)))
        body = (ir.If(tuple(branches), body, **where),)
    return body
