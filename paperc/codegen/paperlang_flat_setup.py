"""The deal of a game (`FlatGame.flat_setup`): the load
pass and the setup written out as Python over the flat state.

What the load pass fixes is worked out at compile time
(`paperlang_flat_load.LoadPass`, which runs it): the card types it makes,
by card id (`flat_deck`), the game variables it declares, with their
values (`flat_globals`), and the stack attributes it declares or sets
(`flat_loaded`). What it leaves to the seed opens `flat_setup`: where its
cards go (`flat_create`) and its shuffles (`shuffle ... microsoft` too),
with no events, as the language's load pass makes none (its
transfers and turns of faces too). The setup
follows, event for event: int, bool and card locals, `while`,
`if`, assignments (of locals, game variables, stack attributes), cards
made onto or under one stack or every stack named (`place`, `random`:
`FlatGame.flat_make`), plain transfers (from the cards a card filter keeps
too, `deck{v == 1} -> ...`, onto or under a stack) and `-> every` ones
(onto, under or from the bottom, to each stack named in order, the
source too), `every` and `auto` transfers and plain ones with
filters or between several stacks (which run as `auto`), written as a
`then` body's are (`paperlang_flat_sweeps`), `turnup`, `turndown`,
`shuffle`, `flip`, `show`, `hide` (`FlatGame.flat_visibility`), and the
`do`s of its phases, inlined as the turn's are (`paperlang_flat_phases`):
a call of the phase's method the turn calls too, where the copy reads as
that method's body (`_turn_phase_call`), else the copy inline; one that
runs itself a method of the deal, `flat_deal_phase_NAME`, that takes the
setup's values it reads and gives back those it sets.
Anything else raises NotFlat: paperc does not compile the game yet (P180).

The statements' expressions are the engine's (`FlatWriter.expr`); the
state `s` holds the stacks and one more tuple, the values the state keeps
(`KEPT`), then the deal generator's state, which `flat_shuffle` draws from.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from paperc import ir
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_flat import TAKEN, assignment, flat_writer, scope_of
from paperc.codegen.paperlang_flat_cards import every_of, is_card, made, making
from paperc.codegen.paperlang_flat_exprs import card_test
from paperc.codegen.paperlang_flat_hook_end import hook_endings
from paperc.codegen.paperlang_flat_ir import (
    CARD_KEY,
    VALUES,
    NotFlat,
    attr_key,
    counted,
    counting,
    known,
    of_member,
    refuse,
    walk_stmts,
    words,
)
from paperc.codegen.paperlang_flat_load import DEAL, LoadPass
from paperc.codegen.paperlang_flat_load_deferred import LoadRefused, load_deferred
from paperc.codegen.paperlang_flat_names import apart
from paperc.codegen.paperlang_flat_phase_inner import shown
from paperc.codegen.paperlang_flat_phases import DEEP, Inliner, own_names, with_names
from paperc.codegen.paperlang_flat_players import player_count
from paperc.codegen.paperlang_flat_rules import VARS, Counted, condition, names, tables
from paperc.codegen.paperlang_flat_setup_end import ends_setup
from paperc.codegen.paperlang_flat_setup_waits import setup_waiting
from paperc.codegen.paperlang_flat_sweeps import kept_members
from paperc.codegen.pyfmt import WIDTH, Atom, Call, flat, layout
from paperc.codegen.render import py
from paperc.codegen.writer import unmarked
from paperc.irwalk import rewrite, walk

DEFAULTS = {"int": 0, "bool": False}
PLAIN = VALUES


@dataclasses.dataclass
class Deal:
    """What the module writes for the deal: `flat_deck`, `flat_globals`,
    `flat_loaded` and the body of `flat_setup`."""

    deck: list[str]
    globals: dict[str, Any]
    loaded: list[tuple[int, str, Any]]
    body: list[str]
    shuffled: str = ""  # (`flat_shuffled`: the stack, as code names it)


COUNT = "(players)"  # the count's game variable in `players_known` (no Paperlang name's)


def players_known(program: ir.PaperlangProgram, where: Any) -> ir.PaperlangProgram:
    """`program` with its `players N` of a number the load pass works out
    but `player_count` does not (`players deck.size / 26`) as that number,
    found by compiling the game of one player with the number kept in a
    game variable of its own in its place; any other program as it is
    (where the seed decides the number, `player_count` refuses it)."""
    try:
        player_count(program, strict=True)
        return program
    except NotFlat:
        pass
    at = next(k for k, stmt in enumerate(program.load) if isinstance(stmt, ir.Players))
    stmt = program.load[at]
    where_ = {"line": stmt.line, "file": stmt.file}
    kept = ir.VarDecl(COUNT, "int", stmt.count, "global", **where_)
    one = dataclasses.replace(stmt, count=ir.Const(1, **where_))
    before, after = program.load[:at], program.load[at + 1 :]
    try:
        count = _written(dataclasses.replace(program, load=(*before, kept, one, *after)), where)
    except NotFlat:  # (the seed decides it, `LoadRefused`, or the game of one is refused)
        return program
    found = count[1].globals.get(COUNT)
    if type(found) is not int or found < 1:
        return program
    counted = dataclasses.replace(stmt, count=ir.Const(found, **where_))
    return dataclasses.replace(program, load=(*before, counted, *after))


def refusal(program: ir.PaperlangProgram) -> str | None:
    """Why paperc cannot compile the game yet (error P180's reason), or None
    when it can: the same decision paperc takes (`players_known`, then
    `flat_game`, the load pass run in the deal where it must be)."""

    def where(line: Any, indent: Any, text: Any = None, file: str = "") -> str:
        return ""

    try:
        flat_game(players_known(program, where), where)
    except NotFlat as exc:
        return str(exc)
    return None


def flat_game(program: ir.PaperlangProgram, where: Any) -> tuple[Any, Deal]:
    """The writer of the game's engine (`flat_writer`) and its deal; a
    setup the deal's writer refuses is run as the first turn's start
    instead (`setup_waiting`), when the turn's writer can write it. NotFlat
    (the first reason) when neither can."""
    program = apart(program)  # (each local that hides another a name of its own)
    try:
        return _setup_moved(program, where)
    except LoadRefused as refused:  # (its rest run in the deal's own code)
        deferred = load_deferred(program, refused.at)
        if deferred is not None:
            try:
                return _setup_moved(deferred, where)
            except NotFlat:
                pass
        raise NotFlat(refused.text, refused.line, refused.file, refused.col) from None


def _setup_moved(program: ir.PaperlangProgram, where: Any) -> tuple[Any, Deal]:
    """`flat_game` of `program` as it stands, its setup run as the first
    turn's start where the deal's writer cannot write it."""
    try:
        return _written(program, where)
    except NotFlat as refused:
        if isinstance(refused, LoadRefused):
            raise
        moved = setup_waiting(program, always=True)
        if moved is program:
            raise
        try:
            return _written(moved, where)
        except NotFlat:
            raise refused from None


def _written(program: ir.PaperlangProgram, where: Any) -> tuple[Any, Deal]:
    """`flat_game`'s writer and deal of `program`: written again, where the
    load pass leaves a game variable none, or the setup sets one or a stack
    attribute to what may be none (`setup_nones`), reading it as one that
    may be."""
    writer = flat_writer(program, where)
    play = set(writer.maybe_locals)  # (those the play was written knowing)
    deal = deal_of(writer)
    nones = {name for name, value in deal.globals.items() if value is None}
    if nones <= writer.maybe_locals and writer.setup_nones <= play:
        return writer, deal
    writer = flat_writer(program, where, frozenset(nones | play | writer.setup_nones))
    return writer, deal_of(writer)


def deal_of(writer: Any) -> Deal:
    """The deal of the game `writer` (a `FlatWriter`) writes the play of;
    NotFlat when the load pass or the setup is not on the list above."""
    saved = (set(writer.helpers), set(writer.used_globals), set(writer.maybe_locals))
    try:
        try:
            try:
                return DealWriter(writer).deal()
            except LineTooLong:  # (a long run of `+`: split an operand a line)
                if writer.split_runs:
                    raise
                writer.split_runs = True
                return DealWriter(writer).deal()
        except RecursionError:  # (phases that run each other hundreds deep: Python's stack)
            program = writer.program
            reason = f"the setup's phases {DEEP}"
            raise NotFlat(reason, program.setup_line, program.setup_file) from None
    except NotFlat:  # (what the attempt added to the writer's lists goes)
        writer.helpers, writer.used_globals, writer.maybe_locals = saved
        raise


class LineTooLong(NotFlat):
    """A line of the deal too long to write (`deal_of` tries again with
    long runs split)."""


class DealWriter:
    def __init__(self, writer: Any) -> None:
        self.w = writer
        self.deck: list[str] = []
        self.globals: dict[str, Any] = {}
        self.loaded: list[tuple[int, str, Any]] = []
        self.shuffled = ""  # the stack the deck is made on and shuffled first (`_shuffled`)

    def deal(self) -> Deal:
        w = self.w
        program = w.program
        load = self._load(program.load)
        setup = self._inlined(program)
        own = {s.name for s in walk_stmts(setup) if isinstance(s, ir.VarDecl)}
        # the game variables the setup sets (but those the state keeps) are
        # its locals while it runs, read from and written back to `flat_vars`
        sets = {
            s.target.name
            for s in walk_stmts(setup)
            if isinstance(s, ir.Assign)
            and isinstance(s.target, ir.Var)
            and s.target.scope == "global"
            and s.target.name not in w.changing
        }
        for name in sorted(sets):
            if name in own or w.globals.get(name) not in PLAIN:
                raise NotFlat(f"the setup sets {name}", program.setup_line, program.setup_file)
        if sets:  # (the setup and its phases read them as locals: inlined again)
            phases = [
                dataclasses.replace(phase, body=rewrite(phase.body, lambda n: _local(n, sets)))
                for phase in program.phases
            ]
            setup = self._inlined(
                dataclasses.replace(
                    program,
                    setup=rewrite(program.setup, lambda node: _local(node, sets)),
                    phases=tuple(phases),
                )
            )
        self.sets = sorted(sets)  # (written back where the setup ends the game, too)
        saved = (w.here, w.locals, w.ranges, w.nonempty, w.listing, w.effects)
        w.here, w.ranges, w.nonempty, w.listing, w.effects = {}, {}, set(), False, True
        w.locals = own | sets
        try:
            maybe = set(w.maybe_locals)
            while True:  # (as `flat_writer`: until the locals that may be none are known)
                body = self._block(setup, 8)
                if w.maybe_locals <= maybe:
                    break
                maybe = set(w.maybe_locals)
        finally:
            w.here, w.locals, w.ranges, w.nonempty, w.listing, w.effects = saved
        given = [f'        v_{pyident(name)} = {VARS}["{name}"]' for name in sorted(sets)]
        back = [f'        {VARS}["{name}"] = v_{pyident(name)}' for name in sorted(sets)]
        body = _tidied(body, back)
        if back and hook_endings(
            program
        ):  # (a card hook may stop the setup: written back all the same)
            body = ["        try:", *("    " + line for line in body), "        finally:"]
            back = ["    " + line for line in back]
        lines = load + given + body + back
        used = _names(lines)
        head = [f"        {name} = self.flat_{name}" for name in tables(used)]
        head += w._globals(used, " " * 8)
        if "steps" in used:
            head.append("        steps = self.flat_steps")
        long = next((line for line in lines if len(unmarked(line)) > WIDTH), None)
        if long is not None:  # (nothing splits it as ruff would)
            message = f"a line of the deal is too long to write: {long.strip()}"
            raise LineTooLong(message, program.setup_line, program.setup_file)
        return Deal(self.deck, self.globals, self.loaded, head + lines, self.shuffled)

    def _inlined(self, program: ir.PaperlangProgram) -> tuple[Any, ...]:
        """The setup with its phases inlined; a phase that runs itself is
        inlined once where the setup runs it, with its `do`s of itself
        inside left in place, and written as a method (`_phase_call`)."""
        inliner = Inliner(program)
        setup = inliner.block(program.setup, {}, ())
        self.w.sees.update(inliner.sees)  # (what each `do` left in place sees: `_again`)
        self.w.originals.update(inliner.originals)  # (the locals it renamed: `own_names`)
        self.recursive: dict[int, list[tuple[str, Any, ir.Do, dict[str, str]]]] = {}
        self.copies: dict[int, list[tuple[str, Any, ir.Do, dict[str, str]]]] = {}  # the others
        for name, body, do, visible in inliner.copies:
            recurses = any(isinstance(s, ir.Do) and s.phase == name for s in walk_stmts(body))
            found = self.recursive if recurses else self.copies
            found.setdefault(id(body[0]), []).append((name, body, do, visible))
        self.writing: set[tuple[int, ...]] = set()  # the copies whose methods are being written
        self.names: dict[tuple[int, ...], str] = {}  # each copy's "phase:method name"
        return setup

    def _recursive_at(
        self, stmts: Any, at: int, copies: dict[int, list[Any]] | None = None
    ) -> tuple[str, Any, ir.Do, dict[str, str]] | None:
        """The copy of a phase that runs itself (of `copies`: another phase)
        that starts at `stmts[at]`."""
        found = self.recursive if copies is None else copies
        for copy in sorted(found.get(id(stmts[at]), ()), key=lambda c: -len(c[1])):
            body = copy[1]
            here = stmts[at : at + len(body)]
            if tuple(map(id, body)) in self.writing or len(here) != len(body):
                continue
            if all(a is b for a, b in zip(here, body, strict=True)):
                return copy
        return None

    def _phase_call(
        self, phase: str, body: Any, do: ir.Do, visible: dict[str, str], indent: int
    ) -> list[str]:
        """A call of the method of a phase that runs itself in the setup
        (`flat_deal_phase_NAME`), as the turn's (`FlatWriter._call`): it
        takes the setup's values it reads and gives back the setup's locals
        it sets, and each `do` of itself inside calls it again, one deeper."""
        w = self.w
        ids = tuple(map(id, body))
        sites: list[ir.Do] = []
        saved = w.ranges, w.nonempty
        w.ranges, w.nonempty = {}, set()
        self.writing.add(ids)
        w.recursing.append((phase, sites, visible))
        try:
            lines = self._block(body, 8)
        finally:
            w.ranges, w.nonempty = saved
            self.writing.discard(ids)
            w.recursing.pop()
        free, assigned = scope_of(lines)
        free = {name for name in free if not name.startswith("card_")} - TAKEN - w.helpers
        own = {f"v_{pyident(s.name)}" for s in walk_stmts(body) if isinstance(s, ir.VarDecl)}
        sets = {name for name in assigned - own if name == "steps" or name[:2] in ("v_", "g_")}
        given = sorted({name for name in free if not name.isupper()} | sets)
        results = [name for name in given if name in sets]
        name = self.names.get(ids)
        if name is None:  # (a name of its own for each copy: each takes its own values)
            count = sum(1 for named in self.names.values() if named.startswith(f"{phase}:"))
            name = f"{phase}:flat_deal_phase_{pyident(phase)}" + (f"_{count + 1}" if count else "")
            self.names[ids] = name
        name = name.split(":", 1)[1]
        tail = [f"        return {', '.join(results)}"] if results else []
        inner = _tidied(w._recursions(lines, name, given, results, sites, visible) + tail)
        head = [f"        {table} = self.flat_{table}" for table in tables(_names(inner))]
        head += [
            "        if depth > self.flat_depth:",
            f'            raise self.flat_too_deep({sites[0].line}, "{shown(phase)}")',
        ]
        w.phase_methods[("deal", name)] = {
            "phase": phase,
            "name": name,
            "given": [*given, "depth"],
            "results": results,
            "body": head + inner,
        }
        depth = "2" if phase != shown(phase) else "1"  # (run first by the phase: `inner_runs`)
        call = Call(f"self.{name}", tuple(Atom(value) for value in ("s", *given, depth)))
        target = f"{', '.join(results)} = " if results else ""
        comment = " " * indent + w.where(do.line, indent, file=do.file)
        return [comment, *layout(call, indent, target)]

    def _turn_phase_call(
        self, phase: str, body: Any, do: ir.Do, visible: dict[str, str], indent: int
    ) -> list[str] | None:
        """A call of the method the turn runs the phase by (`FlatWriter._call`),
        where the setup's copy of the phase is written as that method's body
        is (then it reads and sets the same names); None where it is not (a
        game variable the setup holds as a local, say: the copy stays inline)."""
        w = self.w
        self.writing.add(tuple(map(id, body)))  # (its statements, written one by one)
        try:
            written = self._block(body, 8)
        finally:
            self.writing.discard(tuple(map(id, body)))
        back = own_names(written, w.originals)  # (as the method names them)
        made = w.phase_methods.get(tuple(with_names(written, back)))
        if made is None or made["phase"] != phase or "depth" in made["given"]:
            return None
        mine = {own: name for name, own in back.items()}  # (the setup's names for them)
        given, results = ([mine.get(n, n) for n in made[key]] for key in ("given", "results"))
        call = Call(f"self.{made['name']}", tuple(Atom(name) for name in ("s", *given)))
        target = f"{', '.join(results)} = " if results else ""
        comment = " " * indent + w.where(do.line, indent, file=do.file)
        return [comment, *layout(call, indent, target)]

    # -- the load pass ------------------------------------------------------------------

    def _load(self, stmts: Any) -> list[str]:
        """The load pass (`LoadPass`): run here, its lines written (the
        `do`s of its phases inlined, as the setup's are)."""
        if not any(isinstance(stmt, ir.Do) for stmt in walk_stmts(stmts)):
            return self._shuffled(LoadPass(self).run([(stmt, (stmt,)) for stmt in stmts]))
        inliner = Inliner(self.w.program)
        chunks = [(stmt, inliner.block((stmt,), {}, ())) for stmt in stmts]
        return self._shuffled(LoadPass(self, inliner).run(chunks))

    def _shuffled(self, lines: list[str]) -> list[str]:
        """The load pass's lines but its first two statements when they make
        all its cards on one stack and shuffle it (`#use "deck"`, then
        `shuffle deck`): `FlatGame.deal` does that for `flat_shuffled`."""
        if len(lines) < 4 or not lines[0].lstrip().startswith("#"):
            return lines
        stack = lines[1].removeprefix("        self.flat_create(s, ").split(",")[0]
        if lines[1] != _create((stack, 1, len(self.deck))) or not lines[2].lstrip().startswith("#"):
            return lines
        if lines[3] != f"        self.flat_shuffle(s, None, {stack})":
            return lines
        self.shuffled = stack
        return lines[4:]

    def _named(self, e: Any, at: Any, whole: bool = True) -> tuple[int, ...]:
        """The stack indexes a stack or (`whole`) a stacklist names by name."""
        piles = self.w.piles
        member = piles.member(e.name) if isinstance(e, ir.StackRef) else None
        if member is not None:
            return (member[1],)
        if isinstance(e, ir.StackRef | ir.ListRef) and e.name in piles.where:
            start, count = piles.where[e.name]
            if whole or e.name not in piles.lists:
                return tuple(range(start, start + count))
        if isinstance(e, ir.Member) and e.y is None and isinstance(e.index, ir.Const):
            start, count = piles.where.get(e.base, (0, 0))
            index = e.index.value
            if type(index) is int and 0 <= index < count and e.base not in piles.widths:
                return (start + index,)
        raise refuse(at, "the game's own statements name a stack by more than its name")

    def _attrs_of(self, index: int) -> dict[str, str]:
        piles = self.w.piles
        for name, (start, count) in piles.where.items():
            if start <= index < start + count:
                return piles.attrs.get(name, {})
        return {}

    # -- the setup ----------------------------------------------------------------------

    def _block(self, stmts: Any, indent: int) -> list[str]:
        lines: list[str] = []
        before = None
        at = 0
        while at < len(stmts):
            copy = self._recursive_at(stmts, at)
            if copy is not None:  # (a phase that runs itself: a call of its method)
                lines += self._phase_call(*copy, indent)
                at += len(copy[1])
                before = stmts[at - 1]
                continue
            copy = self._recursive_at(stmts, at, self.copies)
            called = self._turn_phase_call(*copy, indent) if copy is not None else None
            if copy is not None and called is not None:  # (the turn's method of the phase)
                lines += called
                at += len(copy[1])
                before = stmts[at - 1]
                continue
            lines += self._stmt(stmts[at], indent, before)
            before = stmts[at]
            at += 1
        return lines

    def _stmt(self, stmt: Any, indent: int, before: Any) -> list[str]:
        w = self.w
        known(stmt)
        pad = " " * indent
        lines = [pad + w.where(stmt.line, indent, file=stmt.file)]
        if isinstance(stmt, ir.VarDecl | ir.Assign) and (held := w._card_held(stmt)):
            if held[0].isdigit():  # (the game's card variable, kept in the state)
                lines.append(f"{pad}self.flat_set(s, {held[0]}, {flat(held[1])})")
            else:
                lines += assignment(*held, indent)  # (a card's code, 0 for none)
        elif isinstance(stmt, ir.VarDecl):
            if stmt.scope != "local" or stmt.type not in PLAIN:
                raise refuse(stmt, f"the setup declares a {stmt.type}")
            if stmt.init is None:
                value = Atom(py(DEFAULTS[stmt.type]))
            else:
                value = w.expr(stmt.init, DEAL)
                if w._maybe(value):
                    w.maybe_locals.add(stmt.name)
            lines += assignment(f"v_{pyident(stmt.name)}", value, indent)
        elif isinstance(stmt, ir.Assign):
            lines += self._assign(stmt, indent)
            if ends_setup(stmt):  # (the game is over: the setup stops, `paperlang_flat_setup_end`)
                lines += [f'{pad}{VARS}["{name}"] = v_{pyident(name)}' for name in self.sets]
                lines.append(f"{pad}return")
        elif isinstance(stmt, ir.While):
            lines += self._while(stmt, indent, before)
        elif isinstance(stmt, ir.If):
            for number, (cond, body) in enumerate(stmt.branches):
                word = "if " if number == 0 else "elif "
                lines += condition(w.expr(cond, DEAL), indent, word, ":")
                lines += self._block(body, indent + 4) or [pad + "    pass"]
            if stmt.orelse:
                lines.append(pad + "else:")
                lines += self._block(stmt.orelse, indent + 4)
        elif isinstance(stmt, ir.Transfer):
            lines += self._transfer(stmt, indent)
        elif isinstance(stmt, ir.Do):  # (a phase's `do` of itself: `_phase_call`)
            lines = w._again(stmt, indent)
        elif isinstance(stmt, ir.FaceTurn):
            count, top = str(None), stmt.end != "bottom"
            if stmt.amount is None:
                count = "1"
            elif isinstance(stmt.amount, ir.Const) and type(stmt.amount.value) is int:
                count = str(stmt.amount.value) if stmt.amount.value >= 0 else ""
            elif not isinstance(stmt.amount, ir.AmountAll):
                count = ""
            if not count:  # (checked as `Runtime.turn_up` checks it)
                amount = flat(w.expr(stmt.amount, DEAL))
                lines.append(f"{pad}turned = self.flat_turned({amount}, {stmt.line})")
                count = "turned"
            for index, loop in self._each(stmt.target, stmt, indent, lines):
                args = ["s", "events", index, count, str(top)] + ([] if stmt.up else ["False"])
                lines += layout(Call("self.flat_turn_up", tuple(map(Atom, args))), loop)
        elif isinstance(stmt, ir.StackOp) and stmt.op in ("flip", "show", "hide"):
            for index, loop in self._each(stmt.target, stmt, indent, lines):
                turn = f"self.flat_turn_over(s, events, {index}, {py(stmt.op)})"
                lines.append(f"{' ' * loop}{turn}")
        elif isinstance(stmt, ir.StackOp) and stmt.op == "shuffle" and not stmt.order:
            for index, loop in self._each(stmt.target, stmt, indent, lines):
                lines.append(f"{' ' * loop}self.flat_shuffle(s, events, {index})")
        else:
            raise refuse(stmt, f"the setup uses {words(stmt)}")
        return lines

    def _each(self, e: Any, at: Any, indent: int, lines: list[str]) -> list[tuple[str, int]]:
        """The stack a statement names (its index as code, and the indent to
        write at), or each member of a stacklist, in order (a loop added to
        `lines`)."""
        if isinstance(e, ir.ListRef):
            every = self.w.piles.loop(self._named(e, at))
            lines.append(f"{' ' * indent}for each in {every}:")
            return [("each", indent + 4)]
        return [(self.w._stack(e, DEAL), indent)]

    def _assign(self, stmt: ir.Assign, indent: int) -> list[str]:
        w = self.w
        pad = " " * indent
        target = stmt.target
        if w.stack_card(target, DEAL):  # (`piles[0].first = deck.top`: a card's code)
            value: Any = w.card_code(stmt, DEAL)
            place = w._kept_place(target, DEAL)
            lines = [] if place.isdigit() else [f"{pad}place = {place}"]
            place = place if place.isdigit() else "place"
            return lines + [f"{pad}self.flat_set(s, {place}, {flat(value)})"]
        value = w.expr(stmt.value, DEAL)
        maybe = w._maybe(value)
        if isinstance(target, ir.Var) and target.scope == "local" and target.name in w.locals:
            if maybe:
                w.maybe_locals.add(target.name)
                if target.name in self.sets:  # (a game variable: play reads it so too)
                    w.setup_nones.add(target.name)
            return assignment(f"v_{pyident(target.name)}", value, indent)
        if isinstance(target, ir.Prop) and is_card(target.obj, w.card_variables):  # (`s[CARDS]`)
            if maybe:  # (play reads it as one that may be: `_written`)
                w.setup_nones.add(attr_key(CARD_KEY, target.name))
            return w._card_set(stmt, indent, DEAL)
        if maybe and isinstance(target, ir.Var):  # (one play reads as one that may be)
            w.setup_nones.add(target.name)
        elif maybe and isinstance(target, ir.Prop):
            names = w._decls(target.obj, DEAL)
            w.setup_nones |= {attr_key(name, target.name) for name in names}
        if isinstance(target, ir.Var) and target.scope == "global":  # (one the state keeps)
            return [f"{pad}self.flat_set(s, {w.place(target.name)}, {flat(value)})"]
        if isinstance(target, ir.Prop) and not target.builtin:
            names = w._decls(target.obj, DEAL)
            if not names or any(w.piles.attrs.get(n, {}).get(target.name) is None for n in names):
                raise refuse(
                    stmt, f"the setup sets `{target.name}` of what is not a stack declaring it"
                )
            kept = [(n, target.name) in w.kept_attrs for n in names]
            stack = w._stack(target.obj, DEAL)
            if all(kept):
                place = w._kept_place(target, DEAL)
                lines = []
                if not place.isdigit():
                    lines.append(f"{pad}place = {place}")
                    place = "place"
                return lines + [f"{pad}self.flat_set(s, {place}, {flat(value)})"]
            if any(kept):
                raise refuse(stmt, f"{target.name} is kept for some of the stacks named")
            return [f'{pad}attrs[{stack}]["{target.name}"] = {flat(value)}']
        raise refuse(stmt, "the setup sets a value the game's state does not keep")

    def _while(self, loop: ir.While, indent: int, before: Any) -> list[str]:
        """A counted loop as `for v_i in range(...)` (`FlatWriter._for`), any
        other under the step budget."""
        w = self.w
        pad = " " * indent
        found = counting(loop, before, w.constant_ints)
        if found is not None:
            counter, start, stop, step = found
            after = start if start >= stop else start + (stop - start + step - 1) // step * step
            name = "v_" + pyident(counter)
            span = f"{start}, {stop}" if step == 1 else f"{start}, {stop}, {step}"
            w.ranges[counter] = (start, stop)
            body = self._block(loop.body[:-1], indent + 4)
            del w.ranges[counter]
            note = "(the counter as the loop leaves it)"
            leaves = [pad + w.where(loop.line, indent, note, loop.file)]
            lines = [f"{pad}for {name} in range({span}):", *(body or [pad + "    pass"])]
            return lines + leaves + [f"{pad}{name} = {after}"]
        lines = condition(w.expr(loop.cond, DEAL), indent, "while ", ":")
        if not counted(loop, w.constant_ints):  # a loop that may not end: the step budget
            inner = " " * (indent + 4)
            lines.append(f"{inner}if (steps := steps - 1) < 0:")
            lines.append(f"{inner}    raise self.flat_endless({loop.line})")
        return lines + (self._block(loop.body, indent + 4) or [pad + "    pass"])

    def _swept(self, t: ir.Transfer) -> bool:
        """Is `t` an `every` or `auto` transfer, or a plain one with filters
        or between several stacks (which runs as `auto`): one that chooses
        its own stacks as the table stands (`_sweep`)?"""
        source = t.source
        if t.build or t.interactive or not isinstance(source, ir.SourceStacks) or source.choose:
            return False
        if any(isinstance(e, ir.CardPredicate) for e in source.stacks):
            return False
        filters = t.where_from is not None or t.where_to is not None
        return t.prefix is not None or not (self.w._direct(t) or (t.dest_every and not filters))

    def _sweep(self, t: ir.Transfer, indent: int) -> list[str]:
        """`every`, `auto`, or a plain transfer that runs as `auto`, written
        as a `then` body's (`Sweeps`), its filters read as the setup's."""
        w = self.w
        here, w.here = w.here, DEAL
        try:
            w._check_then(t)
            if t.prefix == "every":
                return w._every(t, indent)
            return w._auto(dataclasses.replace(t, prefix="auto"), indent)
        finally:
            w.here = here

    def _transfer(self, t: ir.Transfer, indent: int) -> list[str]:
        """A transfer of the setup: from one stack (or the cards of one a
        card filter keeps) to one stack, or to every stack of a list."""
        w = self.w
        pad = " " * indent
        plain = not (t.build or t.interactive or t.prefix is not None)
        plain = plain and t.where_from is None and t.where_to is None
        source = t.source
        if isinstance(source, ir.SourceCreate):
            return self._made(t, indent)
        if self._swept(t):
            return self._sweep(t, indent)
        if not plain or not isinstance(source, ir.SourceStacks) or source.choose:
            raise refuse(t, "a transfer of the setup with filters, a choice or made cards")
        if len(source.stacks) != 1 or (len(t.dests) != 1 and not t.dest_every):
            raise refuse(t, "a transfer of the setup between several stacks")
        amount = self._amount(t.amount)
        cut = t.op == "cut"
        lines: list[str] = []
        origin = source.stacks[0]
        if isinstance(origin, ir.CardPredicate):  # (to every stack: P131)
            base = w._stack(origin.base, DEAL)
            if not base.isidentifier() and w.piles.index_of(base) is None:
                lines.append(f"{pad}source = {base}")
                base = "source"
            test = w.expr(card_test(origin.cond), {**DEAL, "this": True})
            keep = f"picked = [k for k, c in enumerate(s[{base}]) if {flat(test)}]"
            lines += [pad + keep]
            args = ["s", "events", base, w._stack(t.dests[0], DEAL), "picked", amount, str(cut)]
            args += ["False"] if t.end == "bottom" else []
            args += ["under=True"] if t.under else []
            return lines + layout(Call("self.flat_move_picked", tuple(map(Atom, args))), indent)
        if t.dest_every:  # (each stack named, in order: the source too)
            origin_at = w._stack(origin, DEAL)
            if not origin_at.isidentifier() and w.piles.index_of(origin_at) is None:
                lines.append(f"{pad}source = {origin_at}")
                origin_at = "source"
            if any(isinstance(dest, ir.StackFilter) for dest in t.dests):
                lines += self._chosen(t, indent)
                lines.append(f"{pad}for each in chosen:")
            else:
                lines.append(f"{pad}for each in {w.piles.loop(every_of(w.piles, t))}:")
            args = ["s", "events", origin_at, "each", amount, str(cut)]
            args += ["under=True"] if t.under else []
            args += ["bottom=True"] if t.end == "bottom" else []
            return lines + layout(Call("self.flat_move", tuple(map(Atom, args))), indent + 4)
        if not isinstance(t.dests[0], ir.StackRef | ir.Member):
            raise refuse(t, "a transfer of the setup to a set of stacks")
        ends = [w._stack(origin, DEAL), w._stack(t.dests[0], DEAL)]
        for at, name in enumerate(("source", "target")):
            if "(" in ends[at]:  # (worked out: held in a local first, its index too)
                member = MEMBER.fullmatch(ends[at])
                found = f"self.flat_member({member.group(1)}, {member.group(2)})" if member else ""
                if member is not None and len(f"{pad}{name} = {found}") <= WIDTH:
                    ends[at] = found  # (its index read where it is used, when that fits)
                elif member is not None:
                    lines.append(f"{pad}at = {member.group(1)}")
                    ends[at] = f"self.flat_member(at, {member.group(2)})"
                lines.append(f"{pad}{name} = {ends[at]}")
                ends[at] = name
        args = ["s", "events", *ends, amount, str(cut)]
        args += ["under=True"] if t.under else []
        args += ["bottom=True"] if t.end == "bottom" else []
        return lines + layout(Call("self.flat_move", tuple(map(Atom, args))), indent)

    def _chosen(self, t: ir.Transfer, indent: int) -> list[str]:
        """The destinations of a `-> every` some of which braces keep
        (`deck -> every piles{size == 0}, waste top 1`), in the order
        written, in a list `chosen`: the members each keeps as the table
        stands before any card moves (`_kept_members`), and the others."""
        w = self.w
        pad = " " * indent
        lines = [f"{pad}chosen = []"]
        for dest in t.dests:
            if isinstance(dest, ir.StackFilter):
                lines += self._kept_members(dest, t, indent)[1:]  # (one list for all)
                continue
            found = every_of(w.piles, dataclasses.replace(t, dests=(dest,)))
            if len(found) == 1:
                lines.append(f"{pad}chosen.append({w.piles.texts[found[0]]})")
            else:
                lines.append(f"{pad}chosen += {w.piles.loop(found)}")
        return lines

    def _kept_members(self, f: ir.StackFilter, t: ir.Transfer, indent: int) -> list[str]:
        """`L{cond}` as `-> every` reads it: the members of stacklist L the
        condition keeps, as the table stands before any card moves, in a
        list `chosen` (the condition's bare names each member's: `size`,
        `top`, `bottom`, its attributes)."""
        w = self.w
        pad = " " * indent
        base = f.base
        if not isinstance(base, ir.ListRef) or base.name not in w.piles.lists:
            raise refuse(t, "`-> every` onto a set of stacks worked out as it runs")
        if base.name in w.piles.widths:
            return self._kept_cells(f, indent)
        taken = {n.name for n in walk(w.program) if isinstance(n, ir.Var | ir.VarDecl)}
        name = next(n for n in (f"member{k}" for k in range(len(taken) + 1)) if n not in taken)
        index = ir.Var(name, "local", line=f.line, file=f.file)

        def member(node: Any) -> Any:
            if not isinstance(node, ir.StackAttr):
                return node
            at = ir.Member(base.name, index, line=node.line, file=node.file)
            builtin = node.name in ("size", "top", "bottom")
            return ir.Prop(at, node.name, builtin, line=node.line, file=node.file)

        start, count = w.piles.where[base.name]
        every = w.piles.loop(tuple(range(start, start + count)))
        w.locals = w.locals | {name}
        try:
            cond = w.expr(rewrite(f.cond, member), DEAL)
        finally:
            w.locals = w.locals - {name}
        var = f"v_{pyident(name)}"
        lines = [f"{pad}chosen = []", f"{pad}for {var} in range({count}):"]
        lines += condition(cond, indent + 4, "if ", ":")
        return lines + [f"{pad}        chosen.append({every}[{var}])"]

    def _kept_cells(self, f: ir.StackFilter, indent: int) -> list[str]:
        """`G{cond}` of a grid G as `-> every` reads it (`_kept_members`):
        the condition written out for each cell, row by row, by its
        constant place (a cell is named by constants only: `G[x y]`)."""
        w = self.w
        pad = " " * indent
        name = f.base.name
        start, count = w.piles.where[name]
        width = w.piles.widths[name]
        lines = [f"{pad}chosen = []"]
        for k in range(count):
            cell = ir.StackRef(f"{name}[{k % width} {k // width}]", line=f.line, file=f.file)
            cond = w.expr(of_member(f.cond, cell), DEAL)
            lines += condition(cond, indent, "if ", ":")
            lines.append(f"{pad}    chosen.append({w._stack(cell, DEAL)})")
        return lines

    def _made(self, t: ir.Transfer, indent: int) -> list[str]:
        """`place T -> X N`, `random T ->_ X N` of the setup: new cards onto
        (under) one stack (`FlatGame.flat_make`), or onto the members braces
        keep as a `then` body's (`_made_kept`), among other stacks too."""
        w = self.w
        if t.dest_every and len(t.dests) > 1 and any(map(kept_members, t.dests)):
            # (each destination in turn, its members kept as the cards made before
            # left the table: one statement a destination says the same)
            return [
                line
                for dest in t.dests
                for line in self._made(dataclasses.replace(t, dests=(dest,)), indent)
            ]
        kept = len(t.dests) == 1 and kept_members(t.dests[0])
        made(t, w.kinds, kept)
        amount = self._amount(t.amount)  # (never `all`: paperc says so, P135)
        if kept:
            here, w.here = w.here, DEAL
            try:
                once = None if amount.isdigit() else Counted(t.amount)  # (worked out once)
                return w._made_kept(t, once, amount, indent)
            finally:
                w.here = here
        if t.dest_every:  # (onto each stack named, in order)
            every = self.w.piles.loop(every_of(self.w.piles, t))
            return [
                f"{' ' * indent}for each in {every}:",
                *layout(making(t, "each", amount), indent + 4),
            ]
        return layout(making(t, self.w._stack(t.dests[0], DEAL), amount), indent)

    def _amount(self, amount: Any) -> str:
        """A transfer's amount as code (None: all): a number as
        `transfer._amount` reads it (anything else moves no card)."""
        if amount is None or isinstance(amount, ir.AmountAll):
            return "None"
        if isinstance(amount, ir.Const) and type(amount.value) is int:
            return str(max(0, amount.value))
        return f"self.flat_count({flat(self.w.expr(amount, DEAL))})"


MEMBER = re.compile(r"self\.flat_member\((.*), (\w+, \d+)\)")  # (`FlatWriter._stack`)
STORE = re.compile(r"^\s*(v_\w+) = (?:-?\d+|True|False)$")  # a constant into a local
LOOP = re.compile(r"^(\s*)for (v_\w+) in range\(")


def _tidied(lines: list[str], after: list[str] | None = None) -> list[str]:
    """The setup's lines without what no line reads (nor a line of `after`,
    which follow them: the game variables written back): a counter a
    loop's body does not read is `_`, a constant stored in a local nothing
    reads goes (as ruff asks of code a person writes)."""
    code = [line.split("#")[0].rstrip() for line in lines]
    read = {name for line in after or () for name in names(line) if name.startswith("v_")}
    for text in code:
        store, loop = STORE.match(text), LOOP.match(text)
        found = names(text)
        if store is not None:
            found.discard(store.group(1))
        if loop is not None:
            found.discard(loop.group(2))
        read |= {name for name in found if name.startswith("v_")}
    kept: list[str] = []
    for at, (line, text) in enumerate(zip(lines, code, strict=True)):
        store, loop = STORE.match(text), LOOP.match(text)
        if store is not None and store.group(1) not in read:
            continue
        if loop is not None:
            pad, name = loop.group(1), loop.group(2)
            inside: set[str] = set()
            for later in code[at + 1 :]:
                if later.strip() and not later.startswith(pad + " "):
                    break
                inside |= names(later)
            if name not in inside:
                line = line.replace(f"for {name} in", "for _ in", 1)
        kept.append(line)
    return kept


def _local(node: Any, names: set[str]) -> Any:
    """A read or write of one of the game variables `names` as a local's."""
    if isinstance(node, ir.Var) and node.scope == "global" and node.name in names:
        return dataclasses.replace(node, scope="local")
    return node


def _create(made: tuple[str, int, int]) -> str:
    stack, first, count = made
    return f"        self.flat_create(s, {stack}, {first}, {count})"


def _names(lines: list[str]) -> set[str]:
    return names("\n".join(line.split("#")[0] for line in lines))
