"""The phases of a game (`paperlang_flat.py`): for the checks, each `do
PHASE` of the turn is replaced by the phase's body, so that the engine's
writer sees one turn of plain statements.

The language runs a phase in a frame of its own on top of its
caller's: the phase sees every variable its callers
declared, looked up innermost first, and what it declares is gone when it
returns. Inlined, the phase's statements stand in the caller's block, so
the inliner keeps the frames apart by names: a phase's local that would
hide one its caller sees is renamed in the phase (`k_1`, a name the game
does not use), and so is one of a nested block that hides one of a
block around it, which a phase the block runs reads
(`paperlang_flat_names.apart` leaves it to the inliner); the phases it
runs read it by that name; a game
variable a phase names that a caller's local of the same name hides is
that local. (A phase that reads a local no caller has declared where it
runs is a compile error: `paperc/paperlang/phase_reads.py`.) A phase
that runs itself (through other phases or not) is inlined once where it
is called, with each `do` of it inside left in
place, with the locals it sees (`Inlined.sees`): its method calls itself
there (`FlatWriter._again`), giving each value it takes the local of
that name the `do` sees (where the turn is written again after the
inlining, its locals kept across a wait as game variables, the copy is
found again by those `do`s: `FlatWriter._rewritten_copy`). The deal's
writer inlines the setup's phases too, and writes one that runs itself as a method the same way
(`DealWriter._phase_call`), as the hooks' are (`hooks_inlined`); the
load pass, run at compile time, inlines such a copy's `do` again each
time it runs it (`Inliner.again`).

The phases are inlined for the checks, so that they read the turn (and
the card hooks) as plain statements, and `inlined` lists each inlined
copy, the hooks' too: the writer
writes such a copy as a call of one generated method (`flat_phase_judge`),
which takes what the phase reads of its caller and gives back the
caller's locals it sets.

`unset_read` is the check the engine makes of the game variables the
turn sets before it waits: that the turn reads none before it has set it.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from paperc import ir
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_flat_frames import Frames, framed, is_cell
from paperc.codegen.paperlang_flat_ir import TOO_DEEP, NotFlat, line_of
from paperc.irwalk import rewrite, walk

SIZE = 5000  # statements an inlined turn may hold: a tree of phases grows fast
# the limits (not missing features), said with why
LONG = (
    f"the turn with its phases inlined is too long to compile: more than {SIZE} statements"
    " (each `do` is its phase's statements again, so phases that each run the next twice"
    " double them at each level): run a phase again in a `while` instead"
)
DEEP = (
    "run each other too deep to compile: the compiler follows each `do` into its phase on"
    " a stack of its own, which some hundreds of phases, each running the next, fill:"
    " repeat one phase in a `while` instead"
)


def inline_phases(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with every `do` of its turn replaced by the phase's body."""
    return inlined(program)[0].program


@dataclasses.dataclass
class Inlined:
    """A program with its turn's phases inlined (`inlined`)."""

    program: ir.PaperlangProgram
    # the inlined copies: (phase, its statements as they stand in the turn,
    # the `do`, the locals it sees: `Inliner.block`'s `visible`), inner copies first
    copies: list[tuple[str, Any, ir.Do, dict[str, str]]]
    # the locals each `do` left in a copy that runs its phase again sees, by its id
    sees: dict[int, dict[str, str]]
    # each local the inliner renamed (`Inliner.fresh`), with the name it was given
    originals: dict[str, str] = dataclasses.field(default_factory=dict)


def inlined(program: ir.PaperlangProgram) -> Inlined:
    """`inline_phases`, with the inlined copies of the phases. A phase that
    runs itself is inlined once where it is called, with each `do` of it
    inside left in place: the writer writes the copy as a method that calls
    itself there."""
    if not program.phases:
        return Inlined(program, [], {})
    hooked = hooks_inlined(program)
    inliner = Inliner(hooked.program)
    turn = inliner.block(hooked.program.turn, {}, ())
    load = (*hooked.program.load, *inliner.declared.values())  # (the frames: `Frames`)
    program = dataclasses.replace(hooked.program, turn=turn, load=load)
    sees, originals = {**hooked.sees, **inliner.sees}, {**hooked.originals, **inliner.originals}
    return Inlined(program, hooked.copies + inliner.copies, sees, originals)


def hooks_inlined(program: ir.PaperlangProgram) -> Inlined:
    """`program` with the `do`s of its card hooks (`premove`, `onmoved`)
    replaced by the phases' bodies, as the turn's are, with the copies
    (`Inlined.copies`: the writer calls the phase's method there too): the
    language runs such a phase in a frame of its own above the hook's,
    which sees the hook's locals (and not `this`: the front end binds it
    in hooks only). A phase that runs itself is inlined once, as in the
    turn, its method calling itself."""
    if not any(isinstance(n, ir.Do) for hook in program.hooks for n in walk(hook.body)):
        return Inlined(program, [], {})
    inliner = Inliner(program)
    hooks = tuple(
        dataclasses.replace(hook, body=inliner.block(hook.body, {}, ())) for hook in program.hooks
    )
    hooked = dataclasses.replace(program, hooks=hooks)
    return Inlined(hooked, inliner.copies, inliner.sees, inliner.originals)


class Inliner:
    def __init__(self, program: ir.PaperlangProgram) -> None:
        self.program = program
        self.phases = {phase.name: phase for phase in program.phases}
        self.size = 0
        self.copies: list[tuple[str, Any, ir.Do, dict[str, str]]] = []  # (see `Inlined`)
        self.sees: dict[int, dict[str, str]] = {}  # (see `Inlined`)
        self.originals: dict[str, str] = {}  # (see `Inlined`)
        # every variable name the game uses: a renamed local takes none of them
        self.taken = {n.name for n in walk(program) if isinstance(n, ir.Var | ir.VarDecl)}
        # the phases that wait and run themselves, with their groups (`Frames`), the
        # group whose phases are being written, and the game variables their frames take
        self.framed = framed(self.phases)
        self.frames: Frames | None = None
        self.declared: dict[str, ir.VarDecl] = {}

    def block(self, stmts: Any, visible: dict[str, str], calls: tuple[str, ...]) -> tuple[Any, ...]:
        """A block's statements with its `do`s inlined; `visible`: the locals
        its callers and the blocks around it have declared where it starts,
        each with its name in the inlined turn (a local that would have
        hidden one of them, a phase's of its caller's or one of a block
        around it, is renamed: what follows it, and the phases it runs,
        read it by that name)."""
        visible = dict(visible)  # (a block's own declarations end with it)
        found: list[Any] = []
        framing = self.frames is not None and calls[-1:] and calls[-1] in self.frames.group
        saved: list[Any] = []  # (the cells its declarations pushed: `Frames.declare`)
        for stmt in stmts:
            if isinstance(stmt, ir.Do):
                found += self.call(stmt, visible, calls)
                continue
            self.size += 1  # (each statement of the inlined turn counted once)
            inlined = self.inner(renamed(stmt, visible, bool(calls)), visible, calls)
            if framing and isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
                found += self.frames.declare(inlined, visible, saved)  # type: ignore[union-attr]
                continue
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
                name = stmt.name
                if name in visible:  # (it hides a caller's, or a block's around it)
                    name = self.fresh(name)
                    inlined = dataclasses.replace(inlined, name=name)
                visible[stmt.name] = name
            found.append(inlined)
        if saved:
            found += self.frames.restored(saved)  # type: ignore[union-attr]
        if self.size > SIZE:
            raise NotFlat(LONG, self.program.turn_line, self.program.turn_file)
        return tuple(found)

    def again(self, do: ir.Do) -> tuple[Any, ...]:
        """The body of the phase a `do` left in place (`call`) runs, inlined
        where that `do` stands, with the locals it sees: what a pass that
        runs the statements (the load pass) runs there."""
        self.size = 0  # (counted a copy at a time: it runs one at a time)
        return self.block(self.phases[do.phase].body, self.sees[id(do)], (do.phase,))

    def fresh(self, name: str) -> str:
        """A name for a phase's own `name` that no variable of the game has."""
        number = 1
        while f"{name}_{number}" in self.taken:
            number += 1
        self.taken.add(f"{name}_{number}")
        self.originals[f"{name}_{number}"] = name
        return f"{name}_{number}"

    def inner(self, stmt: Any, visible: dict[str, str], calls: tuple[str, ...]) -> Any:
        """A statement with the `do`s of the blocks inside it inlined."""
        if isinstance(stmt, ir.While):
            return dataclasses.replace(stmt, body=self.block(stmt.body, visible, calls))
        if isinstance(stmt, ir.If):
            branches = tuple(
                (cond, self.block(body, visible, calls)) for cond, body in stmt.branches
            )
            orelse = self.block(stmt.orelse, visible, calls)
            return dataclasses.replace(stmt, branches=branches, orelse=orelse)
        if isinstance(stmt, ir.PickOne):  # (a `then` body runs in the turn's frame)
            options = tuple(
                dataclasses.replace(option, body=self.block(option.body, visible, calls))
                for option in stmt.options
            )
            return dataclasses.replace(stmt, options=options)
        if isinstance(stmt, ir.Buttons):  # (a button's body too)
            buttons = tuple(
                dataclasses.replace(button, body=self.block(button.body, visible, calls))
                for button in stmt.buttons
            )
            return dataclasses.replace(stmt, buttons=buttons)
        return stmt

    def call(self, stmt: ir.Do, visible: dict[str, str], calls: tuple[str, ...]) -> tuple[Any, ...]:
        name = stmt.phase
        if name.startswith(TOO_DEEP):  # (the error of one run too deep: `Frames`)
            return (stmt,)
        if self.frames is not None and name in self.frames.group:
            return self.frames.call(stmt, visible)  # (a part of the loop stops there)
        if name in self.framed:  # (a phase that waits and runs itself: its frames kept)
            outer, self.frames = (
                self.frames,
                Frames(self.framed[name], self.phases, self.block, calls),
            )
            try:
                found = self.frames.run(stmt, visible)
                self.declared.update((d.name, d) for d in self.frames.declared())
            finally:
                self.frames = outer
            return found
        if name in calls:  # (left in place: the copy's method calls itself here)
            again = dataclasses.replace(stmt)  # (a node of its own: `sees` is by id)
            self.sees[id(again)] = dict(visible)
            return (again,)
        body = self.block(self.phases[name].body, visible, (*calls, name))
        if body:
            self.copies.append((name, body, stmt, dict(visible)))
        return body


def own_names(lines: list[str], originals: dict[str, str]) -> dict[str, str]:
    """The names a phase's method written as `lines` gives back to the
    locals the inliner renamed there (`Inliner.fresh`: `v_k_1` is `v_k`
    again), so that copies of a phase that differ only so are one method;
    none where one would take a name the lines use already, or two one name."""
    used = set(re.findall(r"\bv_\w+", "\n".join(_code(line) for line in lines)))
    back = {
        f"v_{pyident(fresh)}": f"v_{pyident(name)}"
        for fresh, name in originals.items()
        if f"v_{pyident(fresh)}" in used
    }
    kept = used - set(back)
    if len(set(back.values())) < len(back) or kept & set(back.values()):
        return {}
    return back


def with_names(lines: list[str], back: dict[str, str]) -> list[str]:
    """`lines` with each name of `back` its value (`own_names`), in the
    code of each line, not in the source it quotes."""
    if not back:
        return lines
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(back, reverse=True))) + r")\b")
    found = []
    for line in lines:
        code = _code(line)
        found.append(pattern.sub(lambda m: back[m.group(1)], code) + line[len(code) :])
    return found


def _code(line: str) -> str:
    """A generated line without the comment that quotes its source."""
    if line.lstrip().startswith("#"):
        return ""
    return line.split("  # ", 1)[0]


def renamed(stmt: Any, visible: dict[str, str], phase: bool) -> Any:
    """`stmt`'s own parts (not the blocks inside it) reading each local by
    its name in the inlined turn. In a phase, a game variable a caller's
    local of the same name hides is that local: the language looks a
    name up in the frames, innermost first, before the game's variables."""

    def change(node: Any) -> Any:
        if not isinstance(node, ir.Var) or node.name not in visible:
            return node
        if is_cell(visible[node.name]) and (node.scope == "local" or phase):
            return dataclasses.replace(node, scope="global", name=visible[node.name])
        if node.scope == "local" and visible[node.name] != node.name:
            return dataclasses.replace(node, name=visible[node.name])
        if node.scope == "global" and phase:
            return dataclasses.replace(node, scope="local", name=visible[node.name])
        return node

    return own_parts(stmt, change)


def own_parts(stmt: Any, change: Any) -> Any:
    """`stmt` with `change` (of a node, as `rewrite` takes it) applied to
    its own parts, not to the blocks inside it: a `while`'s condition, an
    `if`'s conditions, a `pickone`'s transfers."""
    if isinstance(stmt, ir.While):
        return dataclasses.replace(stmt, cond=rewrite(stmt.cond, change))
    if isinstance(stmt, ir.If):
        branches = tuple((rewrite(cond, change), body) for cond, body in stmt.branches)
        return dataclasses.replace(stmt, branches=branches)
    if isinstance(stmt, ir.PickOne):
        options = tuple(
            dataclasses.replace(option, transfer=rewrite(option.transfer, change))
            for option in stmt.options
        )
        return dataclasses.replace(stmt, options=options)
    return rewrite(stmt, change)


def global_names(node: Any) -> set[str]:
    return {n.name for n in walk(node) if isinstance(n, ir.Var) and n.scope == "global"}


def unset_read(stmts: Any, names: set[str]) -> tuple[str, int, str] | None:
    """The first of the game variables `names` that `stmts` (the turn before
    its wait) may read before they set it, with its line and file; None when each is
    read only where it is surely set already. Then the turn's values do not
    depend on what the variables held before it: run again on the table it
    left, the turn sets them to the same values."""
    try:
        _flow(stmts, set(), names)
    except _Unset as found:
        return found.args[0], found.args[1], found.args[2]
    return None


def surely_set(stmts: Any, names: set[str]) -> set[str]:
    """The game variables of `names` that `stmts` set on every path (with
    `unset_read` None)."""
    return _flow(stmts, set(), names)


class _Unset(Exception):
    pass


def _check(node: Any, done: set[str], names: set[str], stmt: Any) -> None:
    for name in sorted((global_names(node) & names) - done):
        raise _Unset(name, line_of(stmt), getattr(stmt, "file", "") or "")


def _flow(stmts: Any, done: set[str], names: set[str]) -> set[str]:
    """The variables of `names` surely set after `stmts`, from `done` before."""
    done = set(done)
    for stmt in stmts:
        if isinstance(stmt, ir.While):  # (its body may not run)
            _check(stmt.cond, done, names, stmt)
            _flow(stmt.body, done, names)
        elif isinstance(stmt, ir.If):
            after = []
            for cond, body in stmt.branches:
                _check(cond, done, names, stmt)
                after.append(_flow(body, done, names))
            after.append(_flow(stmt.orelse, done, names))
            done = set.intersection(*after)
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
            _check(stmt.value, done, names, stmt)
            if stmt.target.scope == "global" and stmt.target.name in names:
                done.add(stmt.target.name)
        else:
            _check(stmt, done, names, stmt)
    return done
