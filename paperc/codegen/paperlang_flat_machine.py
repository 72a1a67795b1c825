"""A turn whose waits sit anywhere, compiled (`paperlang_flat_stages.py`).

`staged` writes a turn whose waits stand one after another at its top
level as one `if` choosing the wait. A wait inside a `while`, or inside
an `if` with statements around it or with no `else` (so that the turn
may not wait at all), or in a phase the turn runs there, has no such
place: `machine` writes the turn as a machine instead.

- The turn's waits are numbered 1, 2, ... in the source's order, and the
  state says at which one the turn waits (`WAIT`, as `staged` keeps it).
  Its locals are kept in the state too, each a game variable of its own,
  `(NAME)` (an int, a bool, a string, a card's code), as `staged` keeps
  those read across a wait; a name declared in several blocks is first
  given one name for each (`paperlang_flat_names.distinct`).
- Each pick's (and button's) `then` body of wait `k` is followed by the
  code the language runs from there up to the next wait it comes to: the
  rest of the blocks around the wait, each `while` around it run again,
  and then the turn again and again until it waits (`start`, below).
  Coming to wait `j` sets `WAIT = j`, and every statement after one that
  may have come to a wait runs only while `WAIT == 0` (a `while` tests it
  first), so the code ends where it comes to one. That code is the same
  for each pick of the wait (whose body does not wait itself): one tuple
  of statements, which `FlatWriter._then` writes once, after the picks'
  own bodies.
- `winneris` or `looseris` the current player ends the game at once, as
  the language says: it sets `WAIT` to `WON` or `LOST`, the code ends
  there, and `flat_options` ends the game (`FlatEnd`) where the turn waits
  at neither.
- The turn from its start up to its first wait, again and again until it
  comes to one (`start`), is `flat_turn`, which the deal and a laid-out
  table run (`FlatGame._flat_start`); a move runs it at the end of its
  `then` body (the same `while`: the writer calls `flat_turn` there), so
  that the move ends at the next wait.

A wait may sit inside a pick's or button's body too: that body, like
the turn, runs with `WAIT` 0 and its statements after the wait only while
it is, and the wait's own bodies are followed by the rest of that body
and then the code after the wait around it. A body's locals read across
its wait are kept as the turn's are; `winneris` in any body ends the game
as it does in the turn.

A turn that comes to no wait runs again, as the language says, until
the step budget of the `while` around it runs out (a `GameError`).
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Iterator
from typing import Any

from paperc import flow, ir
from paperc.codegen.paperlang_flat_ir import assigned, is_current_player, walk_stmts
from paperc.codegen.paperlang_flat_names import distinct
from paperc.irwalk import rewrite, walk

# the test of the turn's statements run once (`_Writer.forever`, `once_body`)
ONCE = "(once)"
# `WAIT` once the turn's code has ended the game (never a wait's number)
WON, LOST = -1, -2

Path = tuple[int, ...]
# the copies of phases that run themselves by the place of their first
# statement: each one's length and `do`, the longest first (`_spans`)
Spans = dict[Path, list[tuple[int, Any]]]


def machine(
    program: ir.PaperlangProgram, wait: str, again: tuple[tuple[Any, ...], ...] = ()
) -> tuple[ir.PaperlangProgram, tuple[Any, ...], tuple[tuple[Any, ...], ...]]:
    """`program` with its turn written as one `if` choosing its wait by
    `wait` (the game variable `WAIT`), each pick's body followed by the
    code up to the next wait or the turn's end, the turn from its start
    to its first wait (`flat_turn`'s statements), and the code each
    wait's picks are followed by (one tuple a wait: `_Writer.follow`).
    `again`: the inlined copies of phases that run themselves (each one
    method that calls itself: `FlatWriter._again`), whose locals stay the
    method's own (each run inside itself has its own: none crosses a wait,
    as a phase that waits keeps its frames in the state) and whose
    statements each block keeps together (`_Writer.block`), each with
    the `do` it stands for. The locals of the turn a copy reads are its
    method's arguments (a run inside itself may read its own there:
    `FlatWriter._recursions`), loaded from the state before it and kept
    again after it (`_Writer.unit`)."""
    starts: dict[int, list[tuple[Any, ...]]] = {}  # (copies may share statements)
    for body, do in again:
        starts.setdefault(id(body[0]), []).append((body, do))
    spans = _spans(tuple(program.turn), (), starts, {})
    copies = tuple(body for body, _ in again)
    turn = distinct(tuple(program.turn), _named(tuple(program.turn), copies))
    line, file = program.turn_line, program.turn_file
    kept = _locals(turn, _spanned(turn, (), spans))
    if kept:  # (each a game variable of its own, but where a copy reads it)
        turn = _hidden_apart(turn, (), spans, kept)
    found = list(_occurrences(turn, ()))
    if not found:  # (a turn that never waits: `picking` refuses it)
        return program, (), ()
    numbers = {path: k for k, (path, _) in enumerate(found, 1)}
    writer = _Writer(turn, wait, numbers, program, spans, kept)
    waits = [writer.follow(stmt, path) for path, stmt in found]
    if len(waits) == 1:
        chooser: Any = waits[0]
    else:
        choose = tuple(
            (writer.test("==", k, stmt), (stmt,)) for k, stmt in enumerate(waits[:-1], 1)
        )
        chooser = ir.If(choose, (waits[-1],), line=waits[0].line, file=waits[0].file)
    start = [writer.loop]
    outcomes = [s for s in walk_stmts(turn) if isinstance(s, ir.Outcome)]
    if outcomes:  # (the turn ended the game before it first waited, or a move: `FlatEnd`)
        player = outcomes[0].player
        ends = tuple(
            (
                writer.test("==", value, outcomes[0]),
                (ir.Outcome(kind, player, line=outcomes[0].line, file=outcomes[0].file),),
            )
            for kind, value in (("win", WON), ("lose", LOST))
        )
        start.append(ir.If(ends, line=outcomes[0].line, file=outcomes[0].file))
    declared = [ir.VarDecl(wait, "int", ir.Const(0, line=line), "global", line=line, file=file)]
    declared += kept_decls(kept, line, file)
    # (first: the game's own statements may stop where the compiler cannot run
    # them, and the rest run in the deal's code, `paperlang_flat_load_deferred`)
    return (
        dataclasses.replace(program, load=(*declared, *program.load), turn=(chooser,)),
        tuple(start),
        tuple(writer.tails),
    )


def once_body(stmt: Any) -> tuple[Any, ...] | None:
    """The statements of a turn run once (`_Writer.forever`), or None."""
    if isinstance(stmt, ir.If) and len(stmt.branches) == 1 and not stmt.orelse:
        ((test, body),) = stmt.branches
        if isinstance(test, ir.Const) and test.value == ONCE:
            return body
    return None


def needs_machine(turn: Any, choices_of: Any) -> bool:
    """Does the turn have a wait that is not at its top level, nor one an
    `if` there chooses (each of its branches one wait and nothing more)?"""
    top = {at for at, stmt in enumerate(turn) if choices_of(stmt) is not None}
    found = list(_occurrences(tuple(turn), ()))
    inside = any(_waits_in(body) for _, s in found for body in _bodies(s))
    return inside or any(path[0] not in top for path, _ in found)


def wait_of(stmt: Any) -> ir.PickOne | ir.Buttons | None:
    """A `pickone` or `buttons` as itself, an interactive transfer as the
    `pickone` of its one pick (the language asks it so), else None."""
    if isinstance(stmt, ir.PickOne | ir.Buttons):
        return stmt
    if isinstance(stmt, ir.Transfer) and stmt.interactive:
        option = ir.PickOption(transfer=stmt, body=(), line=stmt.line, file=stmt.file)
        return ir.PickOne(options=(option,), line=stmt.line, file=stmt.file)
    return None


def followed(wait: Any, more: tuple[Any, ...]) -> Any:
    """`wait` with `more` after each of its bodies (picks' and buttons')."""
    if isinstance(wait, ir.Buttons):
        buttons = tuple(dataclasses.replace(b, body=(*b.body, *more)) for b in wait.buttons)
        return dataclasses.replace(wait, buttons=buttons)
    options = tuple(dataclasses.replace(o, body=(*o.body, *more)) for o in wait.options)
    return dataclasses.replace(wait, options=options)


class _Writer:
    """Writes the code that runs from a wait of the turn (or its start) up
    to the next wait it comes to."""

    def __init__(
        self,
        turn: tuple[Any, ...],
        wait: str,
        numbers: dict[Path, int],
        program: Any,
        spans: Spans,
        kept: dict[str, str],
    ) -> None:
        self.turn, self.wait, self.numbers = turn, wait, numbers
        self.spans = spans  # (the copies of phases that run themselves: `_spans`)
        self.kept = kept  # (the turn's locals the state keeps, with their types)
        self.within = 0  # (how many copies the statements being written stand in)
        self.ending = _ending({phase.name: phase.body for phase in program.phases})
        # (where a turn that never waits runs forever: the turn's line)
        self.line, self.file = program.turn_line, program.turn_file
        self.tails: list[tuple[Any, ...]] = []  # what follows each wait's picks (`follow`)
        # the turn run until it waits: one statement, `flat_turn`'s, which the
        # bodies end with (`FlatWriter` writes a call of `flat_turn` there): a
        # `while` the turn runs again while it comes to no wait, or, when it
        # surely comes to one at its top level, its statements run once (`once`:
        # what follows a move sets the wait once, not to 0 and then again)
        self.loop = self.forever()

    def test(self, op: str, value: int, near: Any) -> ir.Binary:
        """`WAIT op value`, at `near`'s line."""
        where = {"line": near.line, "file": near.file}
        wait = ir.Var(self.wait, "global", **where)
        return ir.Binary(op, wait, ir.Const(value, **where), **where)

    def forever(self) -> ir.While | ir.If:
        """The turn run again and again while it comes to no wait (`once`
        where each run comes to one: `ONCE`)."""
        where = {"line": self.line, "file": self.file}
        body = self.block([(stmt, (at,)) for at, stmt in enumerate(self.turn)])
        if self.once(body):
            return ir.If(((ir.Const(ONCE, **where), body),), **where)
        return ir.While(self.test("==", 0, self), body, **where)

    def once(self, stmts: tuple[Any, ...]) -> bool:
        """Do `stmts` surely come to a wait, at their top level, and read
        `WAIT` nowhere (no statement before the wait may stop)?"""
        waits = [s for s in stmts if isinstance(s, ir.Assign) and self.sets_wait(s)]
        return bool(waits) and not self.tests_wait(stmts)

    def sets_wait(self, stmt: ir.Assign) -> bool:
        target, value = stmt.target, stmt.value
        if not (isinstance(target, ir.Var) and target.name == self.wait):
            return False
        return isinstance(value, ir.Const) and type(value.value) is int and value.value > 0

    def tests_wait(self, stmts: Any) -> bool:
        """Does a test in `stmts` read `WAIT` (a guard, a loop's test)?"""
        return any(
            isinstance(node, ir.Binary)
            and isinstance(node.left, ir.Var)
            and node.left.name == self.wait
            for node in walk(stmts)
        )

    def run(self) -> tuple[Any, ...]:
        """What a move's code ends with where the turn's code before it may
        have come to a wait or ended the game: the turn from its start, only
        while it has not (`WAIT` 0)."""
        if isinstance(self.loop, ir.While):
            return (self.loop,)
        return (ir.If(((self.test("==", 0, self), (self.loop,)),), line=self.line, file=self.file),)

    def follow(self, stmt: Any, path: Path) -> Any:
        """The wait `stmt` at `path`, each of its bodies followed by the code
        after it up to the next wait the turn comes to or its end (running:
        `WAIT` 0 until it comes to one), the same statements for each; a
        body that comes to a wait itself, or ends the game, runs with
        `WAIT` 0 and the rest after it only while it is."""
        wait = wait_of(stmt)
        where = {"line": self.turn[path[0]].line, "file": self.turn[path[0]].file}
        going = ir.Assign(ir.Var(self.wait, "global", **where), ir.Const(0, **where), **where)
        after = rest_after(self.turn, (), path)

        # (one tuple, the same for each body: `FlatWriter._then` writes it once;
        # no `WAIT = 0` where nothing after reads it and the turn surely waits)
        rest = self.block(after)
        if isinstance(self.loop, ir.While) or self.tests_wait(rest):
            tail = (going, *rest, *self.run())
        else:
            tail = (*rest, self.loop)
        self.tails.append(tail)

        def body(j: int, stmts: tuple[Any, ...]) -> tuple[Any, ...]:
            own = [(s, (*path, j, k)) for k, s in enumerate(stmts)]
            if any(self.stops(s, at) for s, at in own):
                return (going, *self.block(own + after), *self.run())
            if any(at in self.spans or self.holds(at) for _, at in own):  # (loads: `unit`)
                return (*self.block(own), *tail)
            return (*stmts, *tail)

        if isinstance(wait, ir.Buttons):
            buttons = tuple(
                dataclasses.replace(b, body=body(j, b.body)) for j, b in enumerate(wait.buttons)
            )
            return dataclasses.replace(wait, buttons=buttons)
        options = tuple(
            dataclasses.replace(o, body=body(j, o.body)) for j, o in enumerate(wait.options)
        )
        return dataclasses.replace(wait, options=options)

    def block(self, stmts: list[tuple[Any, Path | None]], inside: int = 0) -> tuple[Any, ...]:
        """`stmts` (each with its place in the turn) in order, those after
        one that may come to a wait run only while the turn has not. The
        statements of a copy of a phase that runs itself (`spans`) stay
        together, guarded apart from those around them: its method's body
        (`FlatWriter._rewritten_copy`). `inside`: the length of the copy
        `stmts` are, if one."""
        found: list[Any] = []
        held: list[Any] | None = None  # (after a statement that may stop: guarded)
        head: Any = None  # the statement the guard names: a copy's `do`, not its first
        at = 0
        while at < len(stmts):
            stmt, path = stmts[at]
            spans = self.spans.get(path, []) if path is not None else []
            fits = len(stmts) - at if at or not inside else inside - 1  # (not itself again)
            size, do = next(((n, do) for n, do in spans if n <= fits), (0, None))
            part = stmts[at : at + size] if size else [(stmt, path)]
            at += len(part)
            written = self.unit(part, do) if size else (self.stmt(stmt, path),)
            if held == [] and written:
                head = do if size else written[0]
            (found if held is None else held).extend(written)
            if any(p is not None and self.stops(s, p) for s, p in part):
                if held:
                    found.append(self.guarded(held, head))
                held = []
        if held:
            found.append(self.guarded(held, head))
        return tuple(found)

    def unit(self, part: list[tuple[Any, Path | None]], do: Any) -> tuple[Any, ...]:
        """The statements of a copy of a phase that runs itself (`do`'s),
        written as a block of their own: the outermost copy with the
        locals of the turn it reads (its method's arguments: a run inside
        itself reads its own there) loaded from the state before it, and
        those it sets kept again after it."""
        self.within += 1
        try:
            written = self.block(part, len(part))
        finally:
            self.within -= 1
        if self.within:
            return written
        stmts = tuple(s for s, _ in part)
        read = sorted(_callers_read(stmts) & set(self.kept))
        where = {"line": do.line, "file": do.file}
        loads = [
            ir.VarDecl(n, self.kept[n], ir.Var(f"({n})", "global", **where), "local", **where)
            for n in read
        ]
        stores = [
            ir.Assign(ir.Var(f"({n})", "global", **where), ir.Var(n, "local", **where), **where)
            for n in read
            if assigned(stmts, n, "local")
        ]
        return (*loads, *written, *stores)

    def guarded(self, stmts: list[Any], head: Any) -> ir.If:
        """`stmts` run only while the turn has not come to a wait, at the
        place of `head` (the first statement as written: a copy's `do`)."""
        test = self.test("==", 0, head)
        return ir.If(((test, tuple(stmts)),), line=head.line, file=head.file)

    def stops(self, stmt: Any, path: Path) -> bool:
        """May `stmt` come to a wait or end the game?"""
        if any(found[: len(path)] == path for found in self.numbers):
            return True
        return any(
            isinstance(s, ir.Outcome) or isinstance(s, ir.Do) and s.phase in self.ending
            for s in _statements((stmt,))
        )

    def holds(self, path: Path) -> bool:
        """Does the statement at `path` hold a copy of a phase that runs
        itself in a block inside it (`unit` writes its loads)?"""
        return any(len(at) > len(path) and at[: len(path)] == path for at in self.spans)

    def stmt(self, stmt: Any, path: Path | None) -> Any:
        """`stmt` with each wait in it setting `WAIT` to its number (and
        each ending to `WON` or `LOST`), the statements after them guarded."""
        if path is None:
            return stmt
        stops = self.stops(stmt, path)
        if not stops and not self.holds(path):
            return stmt
        where = {"line": stmt.line, "file": stmt.file}
        target = ir.Var(self.wait, "global", **where)
        if path in self.numbers:
            return ir.Assign(target, ir.Const(self.numbers[path], **where), **where)
        if isinstance(stmt, ir.Outcome):
            # (another player's ending is the current player's win or loss: `players`)
            assert is_current_player(stmt.player), stmt
            value = WON if stmt.kind == "win" else LOST
            return ir.Assign(target, ir.Const(value, **where), **where)
        if isinstance(stmt, ir.Do):  # (a phase's run inside itself that may end the game)
            return stmt
        if isinstance(stmt, ir.If):
            branches = tuple(
                (cond, self.block([(s, (*path, j, at)) for at, s in enumerate(body)]))
                for j, (cond, body) in enumerate(stmt.branches)
            )
            j = len(stmt.branches)
            orelse = self.block([(s, (*path, j, at)) for at, s in enumerate(stmt.orelse)])
            blocks = [*(body for _, body in branches), orelse]
            if not stops and all(map(_same, blocks, flow.bodies(stmt))):
                return stmt  # (as it was: `FlatWriter._copy_at` finds its copies)
            return dataclasses.replace(stmt, branches=branches, orelse=orelse)
        if isinstance(stmt, ir.While):
            cond = stmt.cond
            if stops:
                cond = ir.Binary("and", self.test("==", 0, stmt), cond, **where)
            body = self.block([(s, (*path, 0, at)) for at, s in enumerate(stmt.body)])
            if not stops and _same(body, stmt.body):
                return stmt
            return dataclasses.replace(stmt, cond=cond, body=body)
        # (a wait sits in no other statement: `foreachplayer`'s body is one a player, `players`)
        raise AssertionError(f"a wait inside {type(stmt).__name__}")


def rest_after(block: tuple[Any, ...], at: Path, path: Path) -> list[tuple[Any, Path | None]]:
    """The statements that run after the one at `path` (inside `block`, at
    `at` in the turn) up to the end of the turn: the rest of each block
    around it (an `if`'s branch, a `while`'s body, a wait's pick's or
    button's), a `while` around it again."""
    i = path[0]
    found: list[tuple[Any, Path | None]] = []
    if len(path) > 1:
        stmt, j = block[i], path[1]
        if isinstance(stmt, ir.If):
            body = stmt.branches[j][1] if j < len(stmt.branches) else stmt.orelse
        elif isinstance(stmt, ir.While):
            body = stmt.body
        else:
            body = _bodies(stmt)[j]
        found = rest_after(tuple(body), (*at, i, j), path[2:])
        if isinstance(stmt, ir.While):
            found.append((stmt, (*at, i)))
    return found + [(block[m], (*at, m)) for m in range(i + 1, len(block))]


def _occurrences(stmts: tuple[Any, ...], at: Path) -> Iterator[tuple[Path, Any]]:
    """The waits among `stmts` and the blocks inside them, in order, each
    with its place: its index in its block, after those of the blocks
    around it and of the branch (an `if`'s; its `else` last) it is in."""
    for i, stmt in enumerate(stmts):
        here = (*at, i)
        if wait_of(stmt) is not None:
            yield here, stmt
            for j, body in enumerate(_bodies(stmt)):  # (a wait inside a pick's body)
                yield from _occurrences(tuple(body), (*here, j))
        elif isinstance(stmt, ir.If):
            for j, (_, body) in enumerate(stmt.branches):
                yield from _occurrences(tuple(body), (*here, j))
            yield from _occurrences(tuple(stmt.orelse), (*here, len(stmt.branches)))
        elif isinstance(stmt, ir.While):
            yield from _occurrences(tuple(stmt.body), (*here, 0))


def _statements(stmts: Any) -> Iterator[Any]:
    """The statements of the turn and of the blocks inside them, not those
    of the waits' bodies but for a body that waits itself."""
    for stmt in stmts:
        yield stmt
        for body in _bodies(stmt):
            if _waits_in(body):
                yield from _statements(body)
        if isinstance(stmt, ir.While):
            yield from _statements(stmt.body)
        elif isinstance(stmt, ir.If):
            for _, body in stmt.branches:
                yield from _statements(body)
            yield from _statements(stmt.orelse)


def _same(written: tuple[Any, ...], block: tuple[Any, ...]) -> bool:
    return len(written) == len(block) and all(map(operator.is_, written, block))


def _spans(
    block: tuple[Any, ...],
    at: Path,
    copies: dict[int, list[tuple[tuple[Any, ...], Any]]],
    found: Spans,
) -> Spans:
    """Where each of `copies` (by the id of its first statement, with its
    `do`) stands in `block` (at `at` in the turn) and the blocks inside
    it: its first statement's place, with its length and `do` (the
    longest first)."""
    for i, stmt in enumerate(block):
        for body, do in copies.get(id(stmt), ()):
            here = block[i : i + len(body)]
            if len(here) == len(body) and all(map(operator.is_, here, body)):
                found.setdefault((*at, i), []).append((len(body), do))
                found[(*at, i)].sort(key=lambda span: -span[0])
        for j, inner in enumerate(flow.bodies(stmt)):
            _spans(tuple(inner), (*at, i, j), copies, found)
    return found


def _named(turn: tuple[Any, ...], again: tuple[tuple[Any, ...], ...]) -> set[int]:
    """The declarations (by id) whose names the methods of `again` (the
    copies of phases that run themselves) read: their own, and those of
    the locals of their callers they read (their methods take them by
    name): a pick's body's, which the state does not keep (`_locals`),
    and the turn's own where no body declares the name and every
    declaration has one type (one place of the state keeps them: after
    the phases are inlined, none hides another, `Inliner.block`). The
    turn's others each a name of its own (`distinct`)."""
    own = {id(s) for body in again for s in walk_stmts(body)}
    read = set().union(*(_callers_read(body) for body in again))
    top = {id(s) for s in _statements(turn)}
    decls = [s for s in walk_stmts(turn) if isinstance(s, ir.VarDecl) and id(s) not in own]
    types: dict[str, set[str]] = {}
    for decl in decls:
        types.setdefault(decl.name, set()).add(decl.type if id(decl) in top else "(a body's)")
    shared = {name for name in read if len(types.get(name, ())) == 1}
    return own | {id(s) for s in decls if s.name in read and (id(s) not in top or s.name in shared)}


def _callers_read(body: tuple[Any, ...]) -> set[str]:
    """The locals a copy of a phase reads that it does not declare."""
    stmts = list(walk_stmts(body))
    declared = {s.name for s in stmts if isinstance(s, ir.VarDecl)}
    return {n.name for n in walk(stmts) if isinstance(n, ir.Var) and n.scope == "local"} - declared


def _spanned(block: tuple[Any, ...], at: Path, spans: Spans) -> set[int]:
    """The statements (by id) of `block` (at `at` in the turn) and the
    blocks inside it that stand in the copies `spans` says (`_spans`)."""
    found: set[int] = set()
    for i, stmt in enumerate(block):
        if (*at, i) in spans:
            found |= {id(s) for s in walk_stmts(block[i : i + spans[(*at, i)][0][0]])}
        for j, inner in enumerate(flow.bodies(stmt)):
            found |= _spanned(tuple(inner), (*at, i, j), spans)
    return found


def _hidden_apart(
    block: tuple[Any, ...], at: Path, spans: Spans, kept: dict[str, str]
) -> tuple[Any, ...]:
    """`block` (at `at` in the turn) with the locals of `kept` game
    variables of their own (`hidden`), but in the copies `spans` says
    those they read: their methods' arguments (`_Writer.unit`)."""
    found: list[Any] = []
    end, names = 0, kept
    for i, stmt in enumerate(block):
        here = (*at, i)
        if i >= end and here in spans:
            end = i + spans[here][0][0]
            read = _callers_read(block[i:end])
            names = {n: kind for n, kind in kept.items() if n not in read}
        elif i >= end:
            names = kept
        if i >= end and any(p[: len(here)] == here and p != here for p in spans):
            inner = [
                _hidden_apart(tuple(body), (*here, j), spans, kept)
                for j, body in enumerate(flow.bodies(stmt))
            ]
            found.append(_rebuilt(stmt, inner, lambda node: hidden(node, kept)))
            continue
        found.append(rewrite(stmt, lambda node, names=names: hidden(node, names)))
    return tuple(found)


def _rebuilt(stmt: Any, blocks: list[tuple[Any, ...]], change: Any) -> Any:
    """`stmt` with its own parts changed by `change` (as `rewrite` takes
    it) and the blocks inside it (`flow.bodies`' order) given."""
    if isinstance(stmt, ir.If):
        branches = tuple(
            (rewrite(cond, change), body)
            for (cond, _), body in zip(stmt.branches, blocks, strict=False)
        )
        return dataclasses.replace(stmt, branches=branches, orelse=blocks[-1])
    if isinstance(stmt, ir.While):
        return dataclasses.replace(stmt, cond=rewrite(stmt.cond, change), body=blocks[0])
    if isinstance(stmt, ir.PickOne):
        options = tuple(
            dataclasses.replace(o, transfer=rewrite(o.transfer, change), body=body)
            for o, body in zip(stmt.options, blocks, strict=True)
        )
        return dataclasses.replace(stmt, options=options)
    assert isinstance(stmt, ir.Buttons), stmt  # (no other statement holds a block here)
    buttons = tuple(
        dataclasses.replace(b, body=body) for b, body in zip(stmt.buttons, blocks, strict=True)
    )
    return dataclasses.replace(stmt, buttons=buttons)


def _ending(phases: dict[str, Any]) -> set[str]:
    """The phases that may end the game (`winneris`, `looseris`), in
    themselves or in the phases they run."""
    found = {name for name, body in phases.items() if _ends(body, set())}
    while True:
        more = {name for name, body in phases.items() if _ends(body, found)} - found
        if not more:
            return found
        found |= more


def _ends(body: Any, ending: set[str]) -> bool:
    return any(
        isinstance(s, ir.Outcome) or isinstance(s, ir.Do) and s.phase in ending
        for s in walk_stmts(body)
    )


def _locals(turn: tuple[Any, ...], own: set[int]) -> dict[str, str]:
    """The turn's own locals (not its picks' bodies', nor those of the
    copies of phases that run themselves, `own`), with their types
    (`keepable`): none a body's name, each declared once or with one type
    (`distinct`, `_named`: none hides another)."""
    found: dict[str, str] = {}
    for stmt in _statements(turn):
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local" and id(stmt) not in own:
            assert found.setdefault(stmt.name, keepable(stmt)) == stmt.type, stmt
    return found


def _waits_in(body: Any) -> bool:
    return any(True for _ in _occurrences(tuple(body), ()))


def _bodies(stmt: Any) -> list[tuple[Any, ...]]:
    if isinstance(stmt, ir.PickOne):
        return [option.body for option in stmt.options]
    if isinstance(stmt, ir.Buttons):
        return [button.body for button in stmt.buttons]
    return []


# what a kept local holds before the turn first sets it (a card: none, the code 0)
STARTS: dict[str, Any] = {"int": 0, "bool": False, "string": ""}


def keepable(decl: ir.VarDecl) -> str:
    """The type of a local the state keeps across a wait (a game variable
    of its own): an int, a bool, a card or a string (one declared with no
    value is none until set: `hidden`)."""
    # (the language's other types: a `playerref` is its player's number, `players`)
    assert decl.type == "card" or decl.type in STARTS, decl
    return decl.type


def kept_decls(kept: dict[str, str], line: int, file: str) -> list[ir.VarDecl]:
    """The game variables `(NAME)` that keep the locals of `kept` (a card's none)."""
    found = []
    for name, kind in sorted(kept.items()):
        value = ir.Const(STARTS[kind], line=line) if kind in STARTS else None
        found.append(ir.VarDecl(f"({name})", kind, value, "global", line=line, file=file))
    return found


def hidden(node: Any, kept: dict[str, str]) -> Any:
    """A local of `kept` (its reads, its assignments, its declaration) as
    the game variable `(NAME)`."""
    if isinstance(node, ir.Var) and node.scope == "local" and node.name in kept:
        return dataclasses.replace(node, name=f"({node.name})", scope="global")
    if isinstance(node, ir.VarDecl) and node.scope == "local" and node.name in kept:
        value = node.init
        if value is None:  # (as the language starts a local: 0, false, a card's or string's none)
            start = STARTS.get(node.type) if node.type != "string" else None
            value = ir.Const(start, line=node.line, file=node.file)
        target = ir.Var(f"({node.name})", "global", line=node.line, file=node.file)
        return ir.Assign(target, value, line=node.line, file=node.file)
    return node
