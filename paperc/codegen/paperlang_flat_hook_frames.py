"""Card hooks that read a game variable a local hides, compiled.

A card hook (`premove`, `onmoved`) sees the variables of whoever moved
the card, innermost first (`docs/paperlang.md`, "Structure"): while the
turn's (or the setup's) local `landed` is declared, a hook's `landed` is
that local; in the load pass, or once the block that declared it has
ended, it is the game variable. A phase the hook runs sees them so too.

The compiled hook is one method, run by `flat_move` wherever cards move,
so the choice is made as it runs, on two game variables of the state's
own (no Paperlang name holds brackets or spaces): `(landed)` holds the
local (the turn and the setup read and set it there), and `(landed
seen)` is 1 while it is declared (set where it is declared, 0 again,
with `(landed)` emptied, where its block ends). A hook or a phase that
names the game variable runs as `if (landed seen) == 1 start` its
statements reading `(landed)` `else` as written `end` (the flag cannot
change while it runs: only the turn and the setup declare the local). A
local declared once in the turn, once in the setup (of one type), and
in no phase or hook, is written so; another stays refused
(`FlatChecks._check_hooks`, `HIDDEN`). A game variable the setup sets
that a hook reads is kept in the state likewise, as the deal runs
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
MOST = 2  # hidden names written so (each doubles the hooks' and phases' statements)
# why another is refused (`FlatChecks._check_hooks`)
HIDDEN = (
    "which a local hides where the state cannot keep it: declared in more than one block"
    f" of the turn or the setup, or in a phase or a hook, or beside {MOST} more such names"
    " (give the locals names of their own)"
)


def hook_frames(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with the locals of the turn and the setup that card hooks
    may see as those hooks read them (above); any other program as it is."""
    decls = _hidden_decls(program)
    if not decls or len(decls) > MOST:
        return program
    names = {decl.name for decl in decls}
    turn, setup = _block(program.turn, names), _block(program.setup, names)
    phases = tuple(
        dataclasses.replace(phase, body=_seen(_kept(phase.body, names), names))
        for phase in program.phases
    )
    hooks = tuple(dataclasses.replace(hook, body=_seen(hook.body, names)) for hook in program.hooks)
    added = []
    for decl in decls:
        where = {"line": decl.line, "file": decl.file}
        added.append(
            ir.VarDecl(_kept_name(decl.name), decl.type, _empty(decl, where), "global", **where)
        )
        added.append(
            ir.VarDecl(_seen_name(decl.name), "int", ir.Const(0, **where), "global", **where)
        )
    load = (*program.load, *added)
    return dataclasses.replace(
        program, load=load, setup=setup, turn=turn, phases=phases, hooks=hooks
    )


def _hidden_decls(program: ir.PaperlangProgram) -> list[ir.VarDecl]:
    """The locals of the turn and the setup that hide a game variable the
    card hooks (or the phases they run) name, each declared once in each
    (of one type in both), and in no phase or hook."""
    hooked = hook_reads(program)
    if not hooked:
        return []
    found: dict[str, ir.VarDecl] = {}
    for block in (program.turn, program.setup):
        names = [s.name for s in _locals(block) if s.name in hooked]
        if len(set(names)) < len(names):
            return []
        for decl in _locals(block):
            if decl.name in hooked and found.setdefault(decl.name, decl).type != decl.type:
                return []
    others = (*(p.body for p in program.phases), *(h.body for h in program.hooks))
    if any(decl.name in found for body in others for decl in _locals(body)):
        return []
    return list(found.values())


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


def _kept_name(name: str) -> str:
    return f"({name})"


def _seen_name(name: str) -> str:
    return f"({name} seen)"


def _empty(decl: ir.VarDecl, where: dict[str, Any]) -> ir.Const:
    return ir.Const(EMPTY.get(decl.type), **where)


def _kept(node: Any, names: set[str]) -> Any:
    """`node` reading and setting the locals `names` as the state keeps them."""
    return rewrite(node, lambda n: _kept_var(n, names))


def _kept_var(node: Any, names: set[str]) -> Any:
    if isinstance(node, ir.Var) and node.scope == "local" and node.name in names:
        return dataclasses.replace(node, name=_kept_name(node.name), scope="global")
    return node


def _block(stmts: Any, names: set[str]) -> tuple[Any, ...]:
    """A block of the turn or the setup with its declarations of `names`
    setting the kept locals and their flags, and the flags cleared where
    it ends."""
    found: list[Any] = []
    declared: list[ir.VarDecl] = []
    for stmt in stmts:
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local" and stmt.name in names:
            where = {"line": stmt.line, "file": stmt.file}
            value = _kept(stmt.init, names) if stmt.init is not None else _empty(stmt, where)
            target = ir.Var(_kept_name(stmt.name), "global", **where)
            found.append(ir.Assign(target, value, **where))
            flag = ir.Var(_seen_name(stmt.name), "global", **where)
            found.append(ir.Assign(flag, ir.Const(1, **where), **where))
            declared.append(stmt)
            continue
        found.append(_inner(own_parts(stmt, lambda n: _kept_var(n, names)), names))
    for decl in declared:  # (its block ends: the game variable is seen again)
        where = {"line": decl.line, "file": decl.file}
        found.append(
            ir.Assign(
                ir.Var(_seen_name(decl.name), "global", **where), ir.Const(0, **where), **where
            )
        )
        found.append(
            ir.Assign(
                ir.Var(_kept_name(decl.name), "global", **where), _empty(decl, where), **where
            )
        )
    return tuple(found)


def _inner(stmt: Any, names: set[str]) -> Any:
    """A statement with the blocks inside it as `_block` makes them."""
    if isinstance(stmt, ir.While):
        return dataclasses.replace(stmt, body=_block(stmt.body, names))
    if isinstance(stmt, ir.If):
        branches = tuple((cond, _block(body, names)) for cond, body in stmt.branches)
        return dataclasses.replace(stmt, branches=branches, orelse=_block(stmt.orelse, names))
    if isinstance(stmt, ir.PickOne):
        options = tuple(
            dataclasses.replace(option, body=_block(option.body, names)) for option in stmt.options
        )
        return dataclasses.replace(stmt, options=options)
    if isinstance(stmt, ir.Buttons):
        buttons = tuple(
            dataclasses.replace(button, body=_block(button.body, names)) for button in stmt.buttons
        )
        return dataclasses.replace(stmt, buttons=buttons)
    return stmt


def _seen(body: tuple[Any, ...], names: set[str]) -> tuple[Any, ...]:
    """A hook's or a phase's statements choosing, for each game variable of
    `names` they name, the turn's local while it is declared."""
    for name in sorted(names):
        if not any(_game(n) and n.name == name for n in walk(body)) or not body:
            continue
        where = {"line": body[0].line, "file": body[0].file}

        def local(n: Any, name: str = name) -> Any:
            if _game(n) and n.name == name:
                return dataclasses.replace(n, name=_kept_name(name))
            return n

        flag = ir.Var(_seen_name(name), "global", **where)
        test = ir.Binary("==", flag, ir.Const(1, **where), **where)
        body = (ir.If(((test, rewrite(body, local)),), body, **where),)
    return body
