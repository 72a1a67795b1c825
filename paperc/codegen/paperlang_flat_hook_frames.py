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
run inside itself, keeps what they held in locals of its own. A
`foreachplayer p` loop declares one more: its `p` is its place while the
body runs (`players` runs the loop in it: `is_place`). A hook or
a phase reads and sets the name through `(landed seen)`, which the code
writes as the place `(landed at)` names (`seen_places`,
`Checks.place`: the state keeps no value of its own for it):
one statement whichever local it sees, of whatever type (the front end
checks the hook's statements for each type the name may have,
`paperc/paperlang/mover_types.py`; `seat + 1` of a name that may be a
player or a number chooses as it runs, `_Moved`). A phase that moves on
such a name (`_moved_names`) reads it so too, hooks or not, and so
where it reads its callers' local of a name no game variable has (the
state keeps one of that name, `(NAME at)` 0, which no run sees). A game
variable the setup sets that a hook reads is kept in the state likewise,
as the deal runs (`FlatChecks._changing`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import Either, moved_on, walk_stmts
from paperc.codegen.paperlang_flat_phases import own_parts
from paperc.flow import bodies
from paperc.irwalk import rewrite, walk

# what the local holds once its block has ended (the state keeps no stale value)
EMPTY: dict[str, Any] = {"int": 0, "bool": False}


def hook_frames(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with the locals that card hooks (or phases, `_moved_names`)
    may see as those hooks read them (above); any other program as it is."""
    decls = _hidden_decls(program)
    if not decls:
        return program
    types = _game_types(program)
    frames = _Frames(decls)
    turn, setup = frames.block(program.turn, {}), frames.block(program.setup, {})
    moved = _Moved(frames, decls, types)

    def dynamic(body: Any) -> tuple[Any, ...]:
        return rewrite(frames.block(body, {}, dynamic=True), moved.either)

    phases = tuple(dataclasses.replace(phase, body=dynamic(phase.body)) for phase in program.phases)
    hooks = tuple(dataclasses.replace(hook, body=dynamic(hook.body)) for hook in program.hooks)
    added = []
    for decl in decls:
        where = {"line": decl.line, "file": decl.file}
        slot, kind = frames.slots[id(decl)], _type(decl)
        added.append(ir.VarDecl(slot, kind, _empty(kind, where), "global", **where))
    for name in sorted(frames.names):
        where = {"line": decls[0].line, "file": decls[0].file}
        added.append(ir.VarDecl(_at(name), "int", ir.Const(0, **where), "global", **where))
        kind = types.get(name, "int")
        if name not in types:  # (a phase's callers' local: `(NAME at)` 0 sees none)
            added.append(ir.VarDecl(name, kind, _empty(kind, where), "global", **where))
        added.append(ir.VarDecl(_seen(name), kind, _empty(kind, where), "global", **where))
        if name in moved.used:  # (read as a player, and as a number: `_Moved`)
            none = _empty("playerref" if name in moved.none else "int", where)
            added.append(ir.VarDecl(_as_player(name), "int", none, "global", **where))
            zero = _empty("int", where)
            added.append(ir.VarDecl(_as_number(name), "int", zero, "global", **where))
    load = (*program.load, *added)
    return dataclasses.replace(
        program, load=load, setup=setup, turn=turn, phases=phases, hooks=hooks
    )


def seen_places(program: ir.PaperlangProgram) -> dict[str, tuple[str, tuple[str, ...]]]:
    """Each `(NAME seen)` of `program` (`hook_frames` made), and each of
    the names it is read by as a player or a number (`_Moved`): `(NAME
    at)`, and the game variables it chooses among by it (`NAME` itself
    first)."""
    # (in the load's order, not a set's: the places' order is the state's)
    declared = dict.fromkeys(s.name for s in program.load if isinstance(s, ir.VarDecl))
    found = {}
    for name in declared:
        if name.startswith("(") and name.endswith(" seen)"):
            plain = name[1 : -len(" seen)")]
            slots = [plain]
            while _slot_name(plain, len(slots)) in declared:
                slots.append(_slot_name(plain, len(slots)))
            for read in (name, _as_player(plain), _as_number(plain)):
                if read in declared:
                    found[read] = (_at(plain), tuple(slots))
    return found


def _hidden_decls(program: ir.PaperlangProgram) -> list[ir.VarDecl]:
    """The locals (of the turn, the setup, the phases and the hooks) that
    hide a game variable the card hooks (or the phases they run) name, or
    one a phase moves on where it may be a player or a number."""
    hooked = hook_reads(program)
    if not hooked and not program.phases:
        return []
    blocks = (program.turn, program.setup, *(p.body for p in program.phases))
    blocks += tuple(h.body for h in program.hooks)
    found = [decl for block in blocks for decl in _locals(block)]
    hooked |= _moved_names(program, found)
    return [decl for decl in found if _name(decl) in hooked]


def _moved_names(program: ir.PaperlangProgram, decls: list[Any]) -> set[str]:
    """The names a phase reads in `NAME + k` (or `- k`), a game variable's
    or its callers' local's, where the `NAME` it sees may be a player (a
    `foreachplayer` variable, a `playerref`) or a number, by the
    declaration (`decls`) innermost where it runs: the phase is one
    method, which reads it as the hooks do, by the declaration innermost
    as it runs (`_Moved`)."""
    read = {name for phase in program.phases for name in _callers_moved(phase.body, set())}
    if not read:
        return set()
    types = _game_types(program)
    kinds = {name: {types[name] == "playerref"} for name in read if name in types}
    for decl in decls:
        if _name(decl) in read:
            kinds.setdefault(_name(decl), set()).add(_player(decl))
    return {name for name, kind in kinds.items() if len(kind) > 1}


def _callers_moved(stmts: Any, own: set[str]) -> set[str]:
    """The names `stmts` (a phase's body) read in `NAME + k` (or a long
    run, `moved_on`) where no local the phase declared around the read
    (`own`, as it stands before `stmts`) is that NAME: a game variable's or
    its callers' local's."""
    found: set[str] = set()
    own = set(own)

    def read(node: Any) -> Any:
        moved = moved_on(node)
        left = moved.left if moved is not None else None
        if isinstance(left, ir.Var):
            if _game(left) or left.scope == "local" and left.name not in own:
                found.add(left.name)
        return node

    for stmt in stmts:
        if not bodies(stmt) or isinstance(stmt, ir.While | ir.If | ir.PickOne):
            own_parts(stmt, read)  # (a declaration's value is read before it declares)
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
            own.add(stmt.name)
        inner = own | {stmt.var} if _loop(stmt) else own  # (the loop's player: its body's)
        for body in bodies(stmt):
            found |= _callers_moved(body, inner)
    return found


def _is_ref(types: dict[str, str], decl: Any) -> bool:
    """Is the game variable `decl` hides a player?"""
    return types.get(_name(decl)) == "playerref"


class _Moved:
    """`NAME + k` (or `- k`) in a hook or a phase, where the `NAME` it sees
    may be a player or a number: `+` moves a player round the table and
    counts a number on, so the code chooses as it runs, by `(NAME at)`
    (`Either`), between the name read as a player, `(NAME as player)`,
    and read as a number, `(NAME as number)` (both read the place `(NAME
    seen)` reads: `seen_places`); `players` moves the first round
    (`read_as_player`: an int a game variable, as its players are)."""

    def __init__(self, frames: _Frames, decls: list[Any], types: dict[str, str]) -> None:
        # the numbers of each name's declarations that are players (0: the game variable)
        self.players: dict[str, set[int]] = {}
        kinds: dict[str, set[bool]] = {}
        for decl in decls:
            name = _name(decl)
            kinds.setdefault(name, {_is_ref(types, decl)} if name in types else set())
            kinds[name].add(_player(decl))
            if _is_ref(types, decl):
                self.players.setdefault(name, set()).add(0)
            if _player(decl):
                self.players.setdefault(name, set()).add(frames.numbers[id(decl)])
        self.mixed = {name for name, kind in kinds.items() if len(kind) > 1}
        # the names whose players may be none (a `playerref` declared with none)
        self.none = {_name(d) for d in decls if _type(d) == "playerref" or _is_ref(types, d)}
        self.used: set[str] = set()  # (the names read so)

    def either(self, node: Any) -> Any:
        """`node`, a `(NAME seen) + k` of a name that may be either (a long
        run `NAME + 1 - 2 ...` too, as `moved_on` reads it), or an `Either`
        of it moved on again, as the choice."""
        moved = moved_on(node)
        if moved is None:
            return node
        left = moved.left
        if isinstance(left, Either):  # (`NAME + 1 - 2`: moved on again in each)
            yes, no = (dataclasses.replace(moved, left=side) for side in (left.yes, left.no))
            return dataclasses.replace(left, yes=yes, no=no)
        name = _seen_name(left)
        if name not in self.mixed:
            return node
        self.used.add(name)
        where = {"line": moved.line, "file": moved.file}
        at = ir.Var(_at(name), "global", **where)
        test: Any = None
        for number in sorted(self.players[name]):
            same = ir.Binary("==", at, ir.Const(number, **where), **where)
            test = same if test is None else ir.Binary("or", test, same, **where)
        player = dataclasses.replace(left, name=_as_player(name))
        number = dataclasses.replace(left, name=_as_number(name))
        return Either(
            test,
            dataclasses.replace(moved, left=player),
            dataclasses.replace(moved, left=number),
            **where,
        )


def _seen_name(node: Any) -> str:
    """`NAME` of `(NAME seen)`, read as a game variable; "" for any other node."""
    if _game(node) and node.name.startswith("(") and node.name.endswith(" seen)"):
        return node.name[1 : -len(" seen)")]
    return ""


def _player(decl: Any) -> bool:
    return _loop(decl) or decl.type == "playerref"


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


def _locals(stmts: Any) -> list[Any]:
    """The declarations of locals in `stmts`, at any depth, in the order
    written: the `VarDecl`s, and the `foreachplayer` loops (each declares
    its variable, a player: an int once `players` has run)."""
    found: list[Any] = []
    for stmt in stmts:
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local" or _loop(stmt):
            found.append(stmt)
        for body in bodies(stmt):
            found += _locals(body)
    return found


def _loop(stmt: Any) -> bool:
    return isinstance(stmt, ir.ForEachPlayer)


def _name(decl: Any) -> str:
    return decl.var if _loop(decl) else decl.name


def _type(decl: Any) -> str:
    return "int" if _loop(decl) else decl.type


def _game(node: Any) -> bool:
    return isinstance(node, ir.Var) and node.scope == "global"


def _slot_name(name: str, number: int) -> str:
    return f"({name} {number})"


def is_place(name: str) -> bool:
    """Whether `name` is a place this pass gave a local in the state (no
    name in a source has a parenthesis): a `foreachplayer` loop renamed to
    one runs in that game variable (`players`, `Values._each`); any
    other loop's variable is a local of its block, even where it hides a
    game variable."""
    return name.startswith("(")


def _at(name: str) -> str:
    return f"({name} at)"


def _seen(name: str) -> str:
    return f"({name} seen)"


def _as_player(name: str) -> str:
    return f"({name} as player)"


def read_as_player(node: Any) -> bool:
    """Is `node` a hook's or a phase's name read as a player where it may
    be a number too (`_Moved`: `players` moves it round the table)?"""
    return _game(node) and node.name.endswith(" as player)")


def _as_number(name: str) -> str:
    return f"({name} as number)"


def _empty(kind: str, where: dict[str, Any]) -> ir.Const:
    return ir.Const(EMPTY.get(kind), **where)


class _Frames:
    """Writes blocks with their declarations of the hidden names setting
    the places the state keeps them in (above)."""

    def __init__(self, decls: list[ir.VarDecl]) -> None:
        self.names = {_name(decl) for decl in decls}
        self.numbers: dict[int, int] = {}  # each declaration's number, by its id
        self.slots: dict[int, str] = {}  # the game variable keeping it, by its id
        counts: dict[str, int] = {}
        for decl in decls:
            name = _name(decl)
            counts[name] = counts.get(name, 0) + 1
            self.numbers[id(decl)] = counts[name]
            self.slots[id(decl)] = _slot_name(name, counts[name])

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
            if _loop(stmt):
                found += self.loop(stmt, seen, dynamic)
                continue
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "local" and stmt.name in self.names:
                where = {"line": stmt.line, "file": stmt.file}
                init = stmt.init
                value = self.kept(init, seen, dynamic) if init is not None else None
                number = self.numbers[id(stmt)]
                slot = self.var(stmt.name, number, where)
                found += self.saved_in_locals(stmt, number, dynamic)
                found.append(ir.Assign(slot, value or _empty(stmt.type, where), **where))
                found.append(self.set_at(stmt.name, ir.Const(number, **where), where))
                seen[stmt.name] = number
                declared.append(stmt)
                continue
            change = lambda n: self.kept_var(n, seen, dynamic)  # noqa: E731
            found.append(self.inner(own_parts(stmt, change), seen, dynamic))
        for decl in reversed(declared):  # (its block ends: the frame around it is seen again)
            found += self.ended(decl, outer, dynamic)
        return tuple(found)

    def loop(self, loop: ir.ForEachPlayer, seen: dict[str, int], dynamic: bool) -> list[Any]:
        """`foreachplayer p start ... end`, its body a block; where `p` is
        a hidden name, the loop's variable is its place (`players` runs
        the loop in it), `(p at)` its number while the loop runs."""
        if loop.var not in self.names:
            return [dataclasses.replace(loop, body=self.block(loop.body, seen, dynamic))]
        where = {"line": loop.line, "file": loop.file}
        number = self.numbers[id(loop)]
        body = self.block(loop.body, {**seen, loop.var: number}, dynamic)
        return [
            *self.saved_in_locals(loop, number, dynamic),
            self.set_at(loop.var, ir.Const(number, **where), where),
            dataclasses.replace(loop, var=_slot_name(loop.var, number), body=body),
            *self.ended(loop, seen, dynamic),
        ]

    def saved_in_locals(self, decl: Any, number: int, dynamic: bool) -> list[ir.VarDecl]:
        """In a phase or a hook (`dynamic`), which may run inside itself,
        the locals keeping what `decl`'s place and `(NAME at)` held."""
        where = {"line": decl.line, "file": decl.file}
        return [
            ir.VarDecl(kept, kind, read, "local", **where)
            for kept, kind, read in (self.saved(decl, number, where) if dynamic else ())
        ]

    def ended(self, decl: Any, outer: dict[str, int], dynamic: bool) -> list[ir.Assign]:
        """Where `decl`'s block ends: its place and `(NAME at)` set back
        (to the frame around it: `outer`, or what a phase's or hook's
        locals kept)."""
        where = {"line": decl.line, "file": decl.file}
        name, number = _name(decl), self.numbers[id(decl)]
        slot = self.var(name, number, where)
        if dynamic:
            (place, _, _), (at, _, _) = self.saved(decl, number, where)
            return [
                self.set_at(name, ir.Var(at, "local", **where), where),
                ir.Assign(slot, ir.Var(place, "local", **where), **where),
            ]
        return [
            self.set_at(name, ir.Const(outer.get(name, 0), **where), where),
            ir.Assign(slot, _empty(_type(decl), where), **where),
        ]

    def saved(self, decl: Any, number: int, where: dict[str, Any]) -> list[Any]:
        """A phase's or a hook's locals keeping, while its declaration of
        a hidden name is declared, what its place and `(NAME at)` held."""
        name = _name(decl)
        slot = self.var(name, number, where)
        at = ir.Var(_at(name), "global", **where)
        return [
            (f"({name} {number} was)", _type(decl), slot),
            (f"({name} at {number} was)", "int", at),
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
        if dynamic and (node.scope == "global" or node.name not in seen):
            # (the game variable, or its callers' local: the innermost as it runs)
            return dataclasses.replace(node, name=_seen(node.name), scope="global")
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
