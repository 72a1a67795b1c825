"""The fast path of a Paperlang game (`runtime.engine.paperlang.flat`):
decided here, at compile time, and written out as Python.

A game takes the fast path only when everything its turn does is on an
explicit list of features (`refusal` says which one stops it otherwise):
a turn of plain int and bool locals computed from pile sizes, then one
`pickone` whose picks move cards between named stacks, `build` moves
judged by the piles' own rules, `where` filters over sizes, locals and
constants, `then` bodies of plain transfers, and a `score` over the
same expressions. Phases are inlined where the turn runs them
(`paperlang_flat_phases.py`). A feature not on the list (a card hook, a
card attribute, a grid, a feature added later) keeps the game on the
general engine.

What is written: `flat_options`, the picks as loops over stack indexes
with each pile's build rule as an inline predicate on card codes
(`id * 2 + face_up`; `rank`, `red`, `suit` are tables by code), and
`flat_then`, the `then` bodies (and `flat_score`). Each block sits under a comment naming its
source line, so the module's line table maps it back to the `.pl` file.

The parts, each a module: `paperlang_flat_ir.py` holds what the path
knows of the IR (the list of fields) and where each stack sits,
`paperlang_flat_rules.py` the pile rules as Python conditions,
`paperlang_flat_exprs.py` the expressions, `paperlang_flat_sweeps.py`
relative places, `every` and `auto`, `paperlang_flat_pairs.py` the parts
of a `to` filter worked out once per listing, and
`paperlang_flat_phases.py` the phases inlined.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from paperc import ir
from paperc.codegen import paperlang_flat_pairs as split_to
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_flat_exprs import Expressions
from paperc.codegen.paperlang_flat_ir import (
    NotFlat,
    Piles,
    constants,
    counted,
    counting,
    covering_writes,
    is_current_player,
    known,
    line_of,
    walk_stmts,
)
from paperc.codegen.paperlang_flat_phases import inline_phases, surely_set, unset_read
from paperc.codegen.paperlang_flat_rules import (
    TABLES,
    VARS,
    all_of,
    amount_text,
    condition,
    fills,
    follows,
    group_source,
    group_target,
    index_plan,
    judged_lines,
    names,
    rank_name,
    ruled,
)
from paperc.codegen.paperlang_flat_sweeps import Near, Sweeps
from paperc.codegen.paperlang_stmt import STANDARD_DECK
from paperc.codegen.pyfmt import WIDTH, Atom, Call, flat, layout
from paperc.codegen.render import py
from paperc.flow import interactive_phases, waits
from runtime.engine.cards import RANK_WORDS

SIDES = (("from", "sources"), ("to", "dests"))
THEN = {"from": True, "to": True, "then": True}  # a `then` body reads the stacks picked
# `moving` in a `to` filter, by kind of pick: its end cards (the card's code,
# may there be none) and its cards. A build pick moves the cut at `p` (`c`)
# as it lies; a plain one the top `m` cards, in a block (`/>`) or top card
# first (`->`).
MOVING = {
    "build": {"bottom": ("c", False), "top": ("cards[-1]", False), "cards": ("cards[p:]", False)},
    "cut": {
        "bottom": ("s[a][n - m]", True),
        "top": ("s[a][-1]", True),
        "cards": ("s[a][n - m :]", False),
    },
    "move": {
        "bottom": ("s[a][-1]", True),
        "top": ("s[a][n - m]", True),
        "cards": ("s[a][n - m :]", False),
    },
}


MEMBER = re.compile(r"([A-Z][A-Z0-9_]*)\[(.+)\]")  # a stacklist's member, `TABLEAU[v_i]`
# module names a stack's constant must not take (`writer.constant_lines`)
TAKEN = {word.upper() for word in RANK_WORDS}
TAKEN |= {"ALL", "KEPT", "LINE_TABLE", "STANDARD_DECK", "STEP_BUDGET"}


def refusal(program: ir.PaperlangProgram) -> str | None:
    """Why the game cannot take the fast path, or None when it can."""
    try:
        flat_writer(program, lambda line, indent, text=None: "")
    except NotFlat as exc:
        return str(exc)
    return None


def flat_writer(program: ir.PaperlangProgram, where: Any) -> FlatWriter:
    """The writer of the game's fast path (NotFlat when it has none). The
    locals that may hold none (`cv = (waste.bottom + i).v`) are known once
    every statement is read: the writer reads them again until it knew them
    all before (each reading only adds to them)."""
    maybe: frozenset[str] = frozenset()
    while True:
        writer = FlatWriter(program, where, maybe)
        if writer.maybe_locals <= maybe:
            return writer
        maybe = frozenset(writer.maybe_locals)


class FlatWriter(Expressions, Sweeps):
    """Checks a program against the fast path's list and writes its methods."""

    movings = MOVING

    def __init__(
        self, program: ir.PaperlangProgram, where: Any, maybe: frozenset[str] = frozenset()
    ) -> None:
        self.phases = {phase.name: phase for phase in program.phases}
        self.program = program = inline_phases(program)  # (`do PHASE` inlined in the turn)
        self.where = where  # (line, indent) -> the `# game.pl:N ...` comment
        self.piles = Piles()
        self.globals: dict[str, str] = {}  # game variable -> its type
        self.locals: set[str] = set()
        self.maybe_locals = set(maybe)  # the locals that may hold none (see `flat_writer`)
        self.ranges: dict[str, tuple[int, int]] = {}  # counters of the `for` loops around
        # the nodes whose value may be none, by id (kept here, so no id is reused)
        self.maybe_none: dict[int, Any] = {}
        self.helpers: set[str] = set()  # runtime.paperlang operators the code calls
        self.sides: dict[str, list[str]] = {}  # the declarations `from` and `to` range over
        # what a statement may read: nothing of the pick in the turn, `from`
        # and `to` (the stacks it used, `a` and `b`) in a `then` body
        self.here: dict[str, bool] = {}
        self.moving = MOVING["build"]  # (set for each pick's filters)
        self.used_globals: set[str] = set()
        # the game variables the `then` bodies change: the state's last tuple holds them
        self.changing: tuple[str, ...] = ()
        # the game variables the turn sets before it waits (among `changing`)
        self.turn_sets: tuple[str, ...] = ()
        self.listing = False  # writing `flat_options`: those are its locals (`g_most`)
        self.surely_set: set[str] = set()  # those the turn sets on every path
        self.fixed: list[int] = []  # the stacks whose base the first card on one fixes (X)
        # the declarations whose table of wanted keys (`_wants`) the options read
        self.wanting: dict[str, ir.PileProps] = {}
        self.constant_ints = constants(program)  # game ints that never change (`width`)
        # stack attributes the turn sets on every member before it waits
        # (`tableau[i].run = k`), by name: the declarations
        self.turn_attrs: dict[str, set[str]] = {}
        # stack attributes the state keeps after the changing variables (set by
        # the `then` bodies, or by the turn itself): (declaration, name) -> the
        # place of its first member's
        self.kept_attrs: dict[tuple[str, str], int] = {}
        self.kept_stacks: tuple[tuple[int, str], ...] = ()  # (stack index, name), state order
        self.moves_in_turn = False  # does the turn move cards or set kept attributes itself?
        self.random = False  # does a `then` body shuffle (the state keeps the deal generator)?
        self.ends = False  # does the turn end the game before it waits (`winneris`)?
        self.turns = False  # does the turn turn cards up before it waits (`turnup`)?
        self.effects = True  # writing the turn's effects (`turnup`), or only what it reads
        self.nonempty: set[str] = set()  # the stacks known to hold a card where code is read
        self._check_game()
        turn = program.turn
        at = picking(turn)
        self.pickone: ir.PickOne = turn[at]
        known(self.pickone)
        self.prefix = turn[:at]
        self.turn_sets = self._turn_sets()
        self.changing = self._changing()
        self.changing += tuple(name for name in self.turn_sets if name not in self.changing)
        for stmt in self.prefix:  # (it may read the variables the picks change)
            self._check_prefix(stmt)
        if self.moves_in_turn and self.ends:  # (`flat_options` finds an ending by the turn's code)
            raise NotFlat("the turn moves cards itself and may end the game before it waits")
        # the turn after its `pickone`: only what `flat_options` may work out
        # again from the table at the next wait (an ending, over the game's
        # variables and the stacks), before the turn's own start
        self.after = turn[at + 1 :]
        self.tail: tuple[Any, ...] = ()  # its transfers first (`every`, `auto`): `flat_tail`
        self._check_after()
        self.picks = [self._check_pick(number, o) for number, o in enumerate(self.pickone.options)]
        self._check_overlap()
        # a line too long to write is written again with the members a
        # constant index names by their numbers (`2`, not `FOUNDATIONS[0]`)
        long = self._write()
        if long is not None:
            self.piles.number_members()
            long = self._write()
        if long is not None:  # (nothing splits it as ruff would: keep the general engine)
            raise NotFlat(f"a line of the fast path is too long to write: {long.strip()}")

    def _write(self) -> str | None:
        """Write the methods' bodies; the first line too long, if any."""
        self.options_body = self._options()
        self.then_body = self._then()
        self.wants_body = self._wants()
        self.score_body = self._score()
        self.turn_body = self._turn()
        self.tail_body = self._tail()
        bodies = self.options_body + self.then_body + self.score_body + self.turn_body
        bodies += self.tail_body
        bodies += self.wants_body
        if any("truth(" in line for line in bodies):
            self.helpers.add("truth")  # (a long condition laid out in its brackets: `condition`)
        return next((line for line in bodies if len(line) > WIDTH), None)

    # -- the checks ------------------------------------------------------------------

    def _check_after(self) -> None:
        """The statements after the `pickone` end the turn: run after the
        move, then the next turn up to its wait. The fast path works them
        out at the next wait, before the turn's own start (`_options`), so
        they may only decide (locals, `if`, `while`, `winneris` or
        `looseris` the current player), read nothing the turn worked out
        before its wait, and the turn before its wait may do nothing that
        an ending after the move would have stopped."""
        if not self.after:
            return
        before = {s.name for s in walk_stmts(self.prefix) if isinstance(s, ir.VarDecl)}
        moving = 0  # the `every` and `auto` transfers first: they run after the move
        while moving < len(self.after) and isinstance(self.after[moving], ir.Transfer):
            moving += 1
        self.tail, self.after = self.after[:moving], self.after[moving:]
        for stmt in self.tail:
            if stmt.prefix is None:
                line = line_of(stmt)
                raise NotFlat(f"line {line}: the turn goes on after its `pickone` with a Transfer")
            self._check_then(stmt)
        allowed = (ir.VarDecl, ir.Assign, ir.While, ir.If, ir.Outcome)
        for stmt in walk_stmts(self.after):
            if (
                not isinstance(stmt, allowed)
                or (isinstance(stmt, ir.Outcome) and not is_current_player(stmt.player))
                or (isinstance(stmt, ir.Assign) and not isinstance(stmt.target, ir.Var))
            ):
                what = type(stmt).__name__
                raise NotFlat(
                    f"line {line_of(stmt)}: the turn goes on after its `pickone` with a {what}"
                )
            if isinstance(stmt, ir.VarDecl) and stmt.name in before:
                raise NotFlat(f"line {stmt.line}: the turn declares {stmt.name} twice")
        line = line_of((*self.tail, *self.after)[0])
        if local_reads((*self.tail, *self.after)) & before:
            raise NotFlat(
                f"line {line}: the turn after its `pickone` reads what it worked out before"
            )
        if self.turn_sets:
            sets = "sets game variables before it waits"
            raise NotFlat(f"line {line}: the turn goes on after its `pickone` and {sets}")
        if self.turns or self.moves_in_turn:
            changes = "changes the table before it waits"
            raise NotFlat(f"line {line}: the turn goes on after its `pickone` and {changes}")
        for stmt in self.after:
            self._check_prefix(stmt)  # (a game variable it sets is refused there)

    def _check_game(self) -> None:
        program = self.program
        known(program)
        if program.hooks:
            raise NotFlat("the game has card hooks")
        types = program.card_types
        if len(types) != len(STANDARD_DECK) + 1 or types[0].name != "number":
            raise NotFlat("the game has card types of its own (the fast path knows the deck)")
        if any(card.attrs for card in types[1:]):
            raise NotFlat("the game's cards have attributes of their own")
        index = 0
        for stack in program.stacks:
            known(stack)
            if stack.props is not None:
                known(stack.props)
            if stack.kind not in ("stack", "list") or stack.visibility == "private":
                kind = f"{stack.visibility} {stack.kind}"
                raise NotFlat(f"line {stack.line}: {stack.name} is a {kind}")
            if stack.owner or any(a.type not in ("int", "bool") for a in stack.attrs):
                raise NotFlat(f"line {stack.line}: {stack.name} has attributes besides ints")
            self.piles.attrs[stack.name] = {a.name: a.type for a in stack.attrs}
            props = stack.props
            count = stack.shape[0] if stack.kind == "list" else 1
            if props is not None and props.build and props.build[0] == "X":
                self.fixed += range(index, index + count)
            self.piles.add(stack.name, index, count, stack.kind == "list", TAKEN)
            self.piles.props[stack.name] = props
            index += count
        self.stack_count = index  # (the changing game variables sit after the stacks)
        for stmt in program.load:
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "global":
                self.globals[stmt.name] = stmt.type
            owner = getattr(stmt, "owner", None)
            if isinstance(stmt, ir.AttrDeclStmt) and stmt.type in ("int", "bool"):
                if isinstance(owner, ir.StackRef | ir.ListRef) and owner.name in self.piles.attrs:
                    self.piles.attrs[owner.name][stmt.name] = stmt.type  # `int deck.left = -1`
        waiting = interactive_phases(self.phases)
        if waits(program.setup, waiting):
            raise NotFlat("the setup waits for the player")
        before = program.turn[: picking(program.turn)]  # (the turn before its wait)
        writes = covering_writes(before, self.piles, self.constant_ints)
        for stmt in walk_stmts(before):
            if id(stmt) in writes:
                base = stmt.target.obj.base
                self.turn_attrs.setdefault(stmt.target.name, set()).add(base)
        self._keep_attrs()

    def _keep_attrs(self) -> None:
        """The stack attributes the state keeps: those the turn sets itself
        (but for `turn_attrs`, its own values) and those the picks' `then`
        bodies set (`to.count = ...`), each for every member of its list."""
        kept: list[tuple[int, str]] = []
        turn = self.program.turn
        at = picking(turn)
        for stmt in walk_stmts(turn[:at]):
            target = stmt.target if isinstance(stmt, ir.Assign) else None
            if isinstance(target, ir.Prop) and not target.builtin:
                decl = self._decl_of(target.obj)
                if decl not in self.turn_attrs.get(target.name, ()):
                    self._keep(decl, target.name, kept)
        for option in turn[at].options:
            t = option.transfer
            sides = {"from": getattr(t.source, "stacks", ()), "to": t.dests}
            for stmt in walk_stmts(option.body):
                target = stmt.target if isinstance(stmt, ir.Assign) else None
                if not (isinstance(target, ir.Prop) and not target.builtin):
                    continue
                obj = target.obj
                for e in sides.get(obj.name, ()) if isinstance(obj, ir.Var) else (obj,):
                    decl = self._decl_of(e)
                    if decl in self.turn_attrs.get(target.name, ()):
                        raise NotFlat(f"line {stmt.line}: {target.name} is set by the turn too")
                    self._keep(decl, target.name, kept)
        self.kept_stacks = tuple(kept)

    def _decl_of(self, e: Any) -> str | None:
        """The declaration of a stack named by name or member (`rows[2]`, `rows[i]`)."""
        found = self.piles.member(e.name) if isinstance(e, ir.StackRef) else None
        return found[0] if found else getattr(e, "name", getattr(e, "base", None))

    def _keep(self, decl: str | None, name: str, kept: list[tuple[int, str]]) -> None:
        """Keep attribute `name` of every member of `decl` in the state (an
        int or bool it declares; anything else is refused where it is set)."""
        if decl not in self.piles.where or (decl, name) in self.kept_attrs:
            return
        if self.piles.attrs[decl].get(name) is None:
            return
        self.kept_attrs[(decl, name)] = len(kept)
        start, count = self.piles.where[decl]
        kept += [(index, name) for index in range(start, start + count)]

    def _is_kept(self, target: Any, then: bool) -> bool:
        """Is `target` a stack attribute the state keeps (in a `then` body,
        any attribute is: `_kept_place` refuses one it does not keep)?"""
        if not isinstance(target, ir.Prop) or target.builtin:
            return False
        if then:
            return True
        names = self._decls(target.obj, self.here)
        return bool(names) and all((name, target.name) in self.kept_attrs for name in names)

    def _kept_at(self, decl: str, name: str, stack: str) -> str:
        """Where the state keeps attribute `name` of stack `stack` (an index
        expression) of declaration `decl`: its place in the last tuple."""
        start = self.piles.where[decl][0]
        offset = len(self.changing) + self.kept_attrs[(decl, name)] - start
        if self.piles.index_of(stack) is not None:
            return str(self.piles.index_of(stack) + offset)
        member = MEMBER.fullmatch(stack)  # (`TABLEAU[v_i]`: member v_i of a list from 6)
        if member and member.group(1) == self.piles.names[decl]:
            stack, offset = member.group(2), offset + start
        if not offset:
            return stack
        at = stack if stack.isidentifier() else f"({stack})"
        return f"{at} + {offset}" if offset > 0 else f"{at} - {-offset}"

    def _check_prefix(self, stmt: Any, then: bool = False) -> None:
        """A statement of the turn before its `pickone` (or, `then`, of a
        pick's `then` body, which may also move cards)."""
        known(stmt)
        if isinstance(stmt, ir.Transfer):
            self._check_then(stmt)
            self.moves_in_turn = self.moves_in_turn or not then
        elif isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
            if stmt.type not in ("int", "bool"):
                raise NotFlat(f"line {stmt.line}: the turn keeps a {stmt.type}")
            self.locals.add(stmt.name)
            if stmt.init is not None and self._maybe(self.expr(stmt.init, self.here)):
                self.maybe_locals.add(stmt.name)
        elif isinstance(stmt, ir.Assign) and self._is_kept(stmt.target, then):
            self._kept_place(stmt.target, self.here)
            self.moves_in_turn = self.moves_in_turn or not then
            if self._maybe(self.expr(stmt.value, self.here)):
                raise NotFlat(f"line {stmt.line}: an attribute set to a value that may be none")
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Prop):
            target = stmt.target
            names = self._decls(target.obj, self.here)
            if then or not names or set(names) - self.turn_attrs.get(target.name, set()):
                raise NotFlat(f"line {stmt.line}: the turn changes a stack's attribute")
            self._stack(target.obj, self.here)
            if self._maybe(self.expr(stmt.value, self.here)):
                raise NotFlat(f"line {stmt.line}: an attribute set to a value that may be none")
        elif isinstance(stmt, ir.Assign):
            target = stmt.target
            local = isinstance(target, ir.Var) and target.name in self.locals
            game = isinstance(target, ir.Var) and target.scope == "global"
            sets = self.changing if then else self.turn_sets
            if not local and not (game and target.name in sets):
                raise NotFlat(f"line {stmt.line}: the turn changes a game variable")
            maybe = self._maybe(self.expr(stmt.value, self.here))
            if maybe and local:  # (read through Paperlang's own operators from now on)
                self.maybe_locals.add(target.name)
            elif maybe:
                raise NotFlat(f"line {stmt.line}: a variable set to a value that may be none")
        elif isinstance(stmt, ir.While):
            self.expr(stmt.cond, self.here)
            for inner in stmt.body:
                self._check_prefix(inner, then)
        elif isinstance(stmt, ir.If):
            for cond, body in stmt.branches:
                self.expr(cond, self.here)
                for inner in body:
                    self._check_prefix(inner, then)
            for inner in stmt.orelse:
                self._check_prefix(inner, then)
        elif isinstance(stmt, ir.PickOne):
            raise NotFlat(f"line {stmt.line}: the turn goes on after its `pickone`")
        elif isinstance(stmt, ir.StackOp) and stmt.op == "shuffle" and then:
            if not isinstance(stmt.target, ir.ListRef):  # (a list: each member in order)
                self._stack(stmt.target, self.here)
            self.random = True
        elif isinstance(stmt, ir.Outcome) and not then and is_current_player(stmt.player):
            self.ends = True  # (before the wait, a function of the table: the state holds none)
        elif isinstance(stmt, ir.FaceTurn) and stmt.up:
            self._stack(stmt.target, self.here)  # (one stack)
            self._turned(stmt)
            self.turns = self.turns or not then
        else:
            raise NotFlat(f"line {line_of(stmt)}: the turn runs a {type(stmt).__name__}")

    def _turned(self, stmt: ir.FaceTurn) -> tuple[int | None, bool]:
        """A `turnup`'s amount (None: all) and whether it counts from the top.
        Turning up only, never down: running the turn again on its own
        result changes nothing, and nothing the turn reads is a face, so
        `flat_options` may leave the turning to `flat_turn`."""
        amount = stmt.amount
        if amount is None:
            count = 1
        elif isinstance(amount, ir.AmountAll):
            count = None
        elif isinstance(amount, ir.Const) and type(amount.value) is int and amount.value >= 0:
            count = amount.value
        else:
            raise NotFlat(f"line {stmt.line}: a `turnup` of an amount that is not a number")
        return count, stmt.end != "bottom"

    def _changing(self) -> tuple[str, ...]:
        """The game's int and bool variables the picks' `then` bodies set,
        in the order they are first set (where the state keeps them)."""
        found: list[str] = []
        for option in self.pickone.options:
            for stmt in walk_stmts(option.body):
                if isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
                    name, scope = stmt.target.name, stmt.target.scope
                    plain = self.globals.get(name) in ("int", "bool")
                    if scope == "global" and plain and name not in found:
                        found.append(name)
        return tuple(found)

    def _turn_sets(self) -> tuple[str, ...]:
        """The game's int and bool variables the turn sets before it waits
        (Osmosis' `most`, which a phase works out each turn). The state keeps
        them with `changing`: `flat_turn` sets them after each move, and
        `flat_options`, running the turn again on the table that left,
        works them out again as its own locals (`g_most`). The values are
        the same: the turn reads none of them before it has set it."""
        found: list[str] = []
        for stmt in walk_stmts(self.prefix):
            target = stmt.target if isinstance(stmt, ir.Assign) else None
            if isinstance(target, ir.Var) and target.scope == "global":
                if self.globals.get(target.name) in ("int", "bool") and target.name not in found:
                    found.append(target.name)
        unset = unset_read(self.prefix, set(found)) if found else None
        if unset is not None:
            raise NotFlat(f"line {unset[1]}: the turn reads {unset[0]} before it sets it")
        self.surely_set = surely_set(self.prefix, set(found))
        return tuple(found)

    def kept(self, name: str) -> str:
        """A changing game variable as the state holds it: after the stacks."""
        return f"s[KEPT][{self.changing.index(name)}]"

    def _check_pick(self, number: int, option: ir.PickOption) -> dict[str, Any]:
        t = option.transfer
        line = t.line
        for node in (option, t, t.source):
            known(node)
        if not isinstance(t.source, ir.SourceStacks) or t.source.choose:
            raise NotFlat(f"line {line}: a pick that creates or chooses cards")
        if t.prefix is not None or not t.interactive:
            raise NotFlat(f"line {line}: a pick moving auto or every")
        if t.under and (t.build or t.dest_every):
            raise NotFlat(f"line {line}: a build pick, or one to every stack, moving under")
        if t.end not in (None, "top"):
            raise NotFlat(f"line {line}: a pick from the bottom")
        sources = [self.piles.indexes(e) for e in t.source.stacks]
        near = None  # relative destinations (`row[:-1:-3]`)
        if any(isinstance(e, ir.Relative) for e in t.dests):
            if t.build or t.dest_every or len(t.dests) != 1:
                near = "places near its source and other stacks, or a build pick"
                raise NotFlat(f"line {line}: a pick to {near} or one to every stack there")
            near = self.near(sources, t.dests[0])
            dests = [(t.dests[0].base, tuple(sorted({b for _, b in near.pairs})))]
        else:
            dests = [self.piles.indexes(e) for e in t.dests]
        props = self.piles.props
        if t.build:
            if t.amount is not None:
                raise NotFlat(f"line {line}: a build move with an amount")
            for name, _ in dests:
                if props[name] is None or not props[name].build:  # type: ignore[union-attr]
                    raise NotFlat(f"line {line}: a build move onto {name}, which has no rule")
            for name, _ in sources:
                pile = props[name]
                if pile is not None and not pile.build and (pile.group or "")[:1] in ("Y", "F"):
                    raise NotFlat(f"line {line}: {name} lets groups go but has no rule")
        amount = None if t.build else self._amount(t.amount, line)
        judged = not t.build and any(ruled(props[name]) for name, _ in sources + dests)
        if judged and amount not in (0, 1):
            raise NotFlat(f"line {line}: a plain move of several cards judged by pile rules")
        if judged and t.under:  # (the rules refuse it: "cards may only be put on top")
            raise NotFlat(f"line {line}: a move under a pile judged by its rules")
        click = len(t.dests) == 1 and not isinstance(t.dests[0], ir.ListRef)
        if near is not None and len(near.deltas) > 1:
            click = False
        if amount == 0:
            click = True
        every: tuple[int, ...] = ()
        if t.dest_every:  # (each destination takes the amount in turn, judged by nothing)
            every = tuple(index for _, found in dests for index in found)
            mine = {index for _, found in sources for index in found}
            if t.where_to is not None or judged or mine & set(every) or amount == 0:
                raise NotFlat(f"line {line}: a pick to every stack with a filter, rules or itself")
            click = True
        context = {"from": True, "to": True, "moving": True}
        self.sides = {"from": [name for name, _ in sources], "to": [name for name, _ in dests]}
        self.moving = MOVING["build" if t.build else t.op]
        if t.where_from is not None:
            self.expr(t.where_from, {"from": True})
        if t.where_to is not None:
            self.expr(t.where_to, context)
        outer, self.locals = self.locals, set()  # a `then` body's own locals
        if amount == 0 and self._pure_prefix():
            self.locals = set(outer)  # and the turn's, worked out again (`_then`)
        self.locals |= fresh(option.body, outer)
        self.here = THEN
        self.nonempty = self._landed(t, amount, option.body)
        for stmt in option.body:
            self._check_prefix(stmt, then=True)
        self.locals, self.here, self.nonempty = outer, {}, set()
        return {
            "number": number,
            "transfer": t,
            "sources": sources,
            "dests": dests,
            "amount": amount,
            "click": click,
            "body": option.body,
            "judged": judged,
            "every": every,
            "near": near,
        }

    def _landed(self, t: ir.Transfer, amount: int | str | None, body: Any) -> set[str]:
        """`{"b"}` when a pick's `then` body may read `to`'s end cards as
        there: its `from` filter says the source holds a card, the pick
        moves at least one, and no transfer in the body may take it away."""
        moves = amount is None or (type(amount) is int and amount > 0)
        if t.build or t.dest_every or not moves or "a" not in self._passed(t.where_from):
            return set()
        if any(isinstance(stmt, ir.Transfer) for stmt in walk_stmts(body)):
            return set()
        return {"b"}

    def _amount(self, amount: Any, line: int) -> int | str | None:
        if amount is None or isinstance(amount, ir.AmountAll):
            return None  # no amount: all the cards (as `Spec`'s default)
        if isinstance(amount, ir.Const) and type(amount.value) is int:
            return max(0, amount.value)
        if isinstance(amount, ir.Var) and self.globals.get(amount.name) == "int":
            if amount.scope == "global" and amount.name not in self.changing:
                return amount.name
        raise NotFlat(f"line {line}: an amount that is not a number or a game's int")

    def _check_then(self, stmt: Any) -> None:
        known(stmt)
        known(stmt.source)
        if not isinstance(stmt, ir.Transfer) or stmt.build or stmt.interactive:
            raise NotFlat(f"line {line_of(stmt)}: a `then` body doing more than plain transfers")
        if not isinstance(stmt.source, ir.SourceStacks) or stmt.source.choose:
            raise NotFlat(f"line {stmt.line}: a `then` transfer that creates or chooses")
        if stmt.under or stmt.end == "bottom":
            raise NotFlat(f"line {stmt.line}: a `then` transfer under, or from below")
        if stmt.prefix == "every":
            self._check_every(stmt)
            return
        if stmt.prefix == "auto":
            self._check_auto(stmt)
            return
        if stmt.where_from is not None or stmt.where_to is not None:
            raise NotFlat(f"line {stmt.line}: a `then` transfer with a filter")
        if len(stmt.source.stacks) != 1 or len(stmt.dests) != 1:
            raise NotFlat(f"line {stmt.line}: a `then` transfer between several stacks")
        source = self._stack(stmt.source.stacks[0], self.here)
        if not stmt.dest_every:
            self._stack(stmt.dests[0], self.here)
        elif self.piles.index_of(source) in (None, *self.piles.indexes(stmt.dests[0])[1]):
            raise NotFlat(f"line {stmt.line}: a `then` transfer to every stack of its own set")
        self._amount(stmt.amount, stmt.line)

    def _pure_prefix(self) -> bool:
        """Does the turn before its `pickone` only work out values (no
        `winneris`, nothing turned)? Then a pick that moves no cards leaves
        the table as the turn found it, and its `then` body may read the
        turn's locals by working them out again."""
        allowed = (ir.VarDecl, ir.Assign, ir.While, ir.If)
        pure = all(isinstance(stmt, allowed) for stmt in walk_stmts(self.prefix))
        return pure and not self.turn_sets

    def _check_overlap(self) -> None:
        """Picks that may offer one option: the first one offering it keeps
        it (reference §4.4), so they remember what they offered (`dedupe`)."""
        mine = [{(pick["transfer"].build, a, b) for a, b in pairs(pick)} for pick in self.picks]
        for pick, own in zip(self.picks, mine, strict=True):
            pick["dedupe"] = any(own & other for other in mine if other is not own)

    # -- flat_options --------------------------------------------------------------------

    def _options(self) -> list[str]:
        self.listing = True
        try:
            return self._listing()
        finally:
            self.listing = False

    def _listing(self) -> list[str]:
        lines: list[str] = []
        pad = " " * 8
        lines += self._block(self.after, 8)  # (the turn after the move that led here)
        prefix: list[str] = []
        if not self.moves_in_turn:  # (else `flat_turn` ran it after the move: `_turn`)
            self.effects = False
            prefix = self._block(self.prefix, 8)
            self.effects = True
        picks = self._takes()
        picks.append(f"{pad}found = []")
        for pick in self.picks:
            picks.append(pad + self.where(pick["transfer"].line, 8))
            found = self._build(pick) if pick["transfer"].build else self._plain(pick)
            picks += _deduped(found) if pick["dedupe"] else found
        picks.append(f"{pad}return found")
        again = not self.moves_in_turn  # (does the turn run again here?)
        if again and self.turn_sets and not self.ends:
            # the turn only works out the variables `flat_turn` keeps, and
            # the picks read none of its locals: read those instead
            turn = {s.name for s in walk_stmts(self.prefix) if isinstance(s, ir.VarDecl)}
            code = "\n".join(line.split("#")[0] for line in picks)
            again = bool(names(code) & {f"v_{pyident(name)}" for name in turn})
        lines += (prefix if again else []) + picks
        if self.moves_in_turn:
            turn = {s.name for s in walk_stmts(self.prefix) if isinstance(s, ir.VarDecl)}
            code = "\n".join(line.split("#")[0] for line in lines)
            if names(code) & {f"v_{pyident(name)}" for name in turn}:
                raise NotFlat("the picks read what a turn that moves cards works out")
        if not any("m" in names(line.split("#")[0]) for line in lines if line.strip() != "m = 1"):
            lines = [line for line in lines if line.strip() != "m = 1"]  # (nothing reads it)
        used = names("\n".join(line.split("#")[0] for line in lines))
        tables = [name for name in TABLES if name in used]
        head = [f"{pad}{name} = self.flat_{name}" for name in tables]
        for name in self.wanting:
            head.append(f"{pad}wants_{pyident(name)} = self.flat_wanted[{py(name)}]")
        head += self._globals(used, pad)
        for name in self.turn_sets:  # (as the turn left them: `_turn_sets`)
            if f"g_{pyident(name)}" in used and not (again and name in self.surely_set):
                head.append(f"{pad}g_{pyident(name)} = {self.kept(name)}")
        if "steps" in used:
            head.append(f"{pad}steps = STEP_BUDGET")
        head += self._turn_lists(used, pad)
        if "offered" in used:  # what picks that may offer one option have offered
            head.append(f"{pad}offered = set()")
        if "fixed" in used:  # the rank the first card on an `X` pile fixed (0: none yet)
            head.append(f"{pad}fixed = 0")
            head.append(f"{pad}for i in {self.piles.loop(tuple(self.fixed))}:")
            head.append(f"{pad}    if s[i]:")
            head.append(f"{pad}        fixed = rank[s[i][0]]")
            head.append(f"{pad}        break")
            if "rank" not in tables:
                head.insert(0, f"{pad}rank = self.flat_rank")
        return head + lines

    def _block(self, stmts: Any, indent: int) -> list[str]:
        """Statements in order (a loop reads the one before it: see `_for`)."""
        lines: list[str] = []
        before = None
        for stmt in stmts:
            lines += self._prefix(stmt, indent, before)
            before = stmt
        return lines

    def _for(self, loop: ir.While, before: Any, indent: int) -> list[str] | None:
        """`i = A` then `while i < B ... i = i + K` as `for v_i in range(A, B, K)`
        (and `v_i` as the loop leaves it after); None for another loop."""
        found = counting(loop, before, self.constant_ints)
        if found is None:
            return None
        counter, start, stop, step = found
        after = start if start >= stop else start + (stop - start + step - 1) // step * step
        pad, name = " " * indent, "v_" + pyident(counter)
        span = f"{start}, {stop}" if step == 1 else f"{start}, {stop}, {step}"
        lines = [f"{pad}for {name} in range({span}):"]
        self.ranges[counter] = (start, stop)
        body = self._block(loop.body[:-1], indent + 4)
        del self.ranges[counter]
        leaves = [pad + self.where(loop.line, indent, "(the counter as the loop leaves it)")]
        return lines + (body or [pad + "    pass"]) + leaves + [f"{pad}{name} = {after}"]

    def _prefix(self, stmt: Any, indent: int, before: Any = None) -> list[str]:
        pad = " " * indent
        lines = [pad + self.where(stmt.line, indent)]
        if isinstance(stmt, ir.VarDecl):
            value = self.expr(stmt.init, self.here) if stmt.init is not None else None
            if value is None:
                value = Atom("0" if stmt.type == "int" else "False")
            lines += assignment(f"v_{pyident(stmt.name)}", value, indent)
        elif isinstance(stmt, ir.Assign) and self._is_kept(stmt.target, bool(self.here)):
            # a kept attribute (in a `then` body, or in `flat_turn`)
            value = flat(self.expr(stmt.value, self.here))
            place = self._kept_place(stmt.target, self.here)
            if not place.isdigit():  # (a place in the state's last tuple)
                lines.append(f"{pad}place = {place}")
                place = "place"
            lines.append(f"{pad}self.flat_set(s, {place}, {value})")
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Prop):  # (turn_attrs)
            value = flat(self.expr(stmt.value, self.here))
            stack = self._stack(stmt.target.obj, self.here)
            lines.append(f"{pad}at_{pyident(stmt.target.name)}[{stack}] = {value}")
        elif isinstance(stmt, ir.Assign) and stmt.target.name in self.locals:
            value = self.expr(stmt.value, self.here)
            lines += assignment(f"v_{pyident(stmt.target.name)}", value, indent)
        elif isinstance(stmt, ir.Assign) and self.listing:  # (`_turn_sets`: its local)
            value = self.expr(stmt.value, self.here)
            lines += assignment(f"g_{pyident(stmt.target.name)}", value, indent)
        elif isinstance(stmt, ir.Assign):  # a changing game variable (`then`, `flat_turn`)
            index = self.changing.index(stmt.target.name)
            value = flat(self.expr(stmt.value, self.here))
            lines.append(f"{pad}self.flat_set(s, {index}, {value})")
        elif isinstance(stmt, ir.While) and (ranged := self._for(stmt, before, indent)):
            lines += ranged
        elif isinstance(stmt, ir.While):
            lines += condition(self.expr(stmt.cond, self.here), indent, "while ", ":")
            if not counted(stmt, self.constant_ints):  # a loop that may not end: the step budget
                inner = " " * (indent + 4)
                lines += [f"{inner}steps -= 1", f"{inner}if steps < 0:"]
                lines.append(f"{inner}    raise self.flat_endless({stmt.line})")
            lines += self._block(stmt.body, indent + 4)
        elif isinstance(stmt, ir.Transfer) and stmt.prefix == "every":  # (the turn's)
            lines += self._every(stmt, indent)
        elif isinstance(stmt, ir.Transfer) and stmt.prefix == "auto":
            lines += self._auto(stmt, indent)
        elif isinstance(stmt, ir.Transfer) and stmt.dest_every:  # (in a `then` body)
            source = self._stack(stmt.source.stacks[0], self.here)
            amount = amount_text(self._amount(stmt.amount, stmt.line), VARS)
            cut = stmt.op == "cut"
            every = self.piles.loop(self.piles.indexes(stmt.dests[0])[1])
            lines.append(f"{pad}for each in {every}:")
            lines.append(f"{pad}    self.flat_move(s, events, {source}, each, {amount}, {cut})")
        elif isinstance(stmt, ir.Transfer):  # (in a `then` body)
            ends = []
            for name, e in (("source", stmt.source.stacks[0]), ("target", stmt.dests[0])):
                index = self._stack(e, self.here)
                if not index.isidentifier() and self.piles.index_of(index) is None:
                    lines.append(f"{pad}{name} = {index}")
                    index = name
                ends.append(index)
            amount = amount_text(self._amount(stmt.amount, stmt.line), VARS)
            cut = stmt.op == "cut"
            lines.append(f"{pad}self.flat_move(s, events, {ends[0]}, {ends[1]}, {amount}, {cut})")
        elif isinstance(stmt, ir.StackOp) and isinstance(stmt.target, ir.ListRef):
            every = self.piles.loop(self.piles.indexes(stmt.target)[1])  # (as `Runtime.shuffle`)
            lines.append(f"{pad}for each in {every}:")
            lines.append(f"{pad}    self.flat_shuffle(s, events, each)")
        elif isinstance(stmt, ir.StackOp):  # `shuffle` (in a `then` body)
            index = self._stack(stmt.target, self.here)
            lines += layout(
                Call("self.flat_shuffle", (Atom("s"), Atom("events"), Atom(index))), indent
            )
        elif isinstance(stmt, ir.Outcome):  # (in the turn, before its `pickone`)
            lines.append(f"{pad}raise self.flat_ended({py(stmt.kind)})")
        elif isinstance(stmt, ir.FaceTurn) and not self.effects:
            lines.append(f"{pad}pass  # (flat_turn turned them up before the turn waited)")
        elif isinstance(stmt, ir.FaceTurn):
            count, top = self._turned(stmt)
            index = self._stack(stmt.target, self.here)
            args = ("s", "events", index, str(count), str(top))
            lines += layout(Call("self.flat_turn_up", tuple(map(Atom, args))), indent)
        elif isinstance(stmt, ir.If):
            for number, (cond, body) in enumerate(stmt.branches):
                word = "if " if number == 0 else "elif "
                lines += condition(self.expr(cond, self.here), indent, word, ":")
                lines += self._block(body or (), indent + 4)
                if not body:
                    lines.append(pad + "    pass")
            if stmt.orelse:
                lines.append(pad + "else:")
                lines += self._block(stmt.orelse, indent + 4)
        return lines

    def _plain(self, pick: dict[str, Any]) -> list[str]:
        """A plain pick: each source the `from` filter lets go, onto each
        destination the `to` filter allows."""
        self.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
        t: ir.Transfer = pick["transfer"]
        number, amount = pick["number"], pick["amount"]
        self.moving = MOVING[t.op]
        lines: list[str] = []
        plan = self._pairs(pick)
        if plan is not None:  # (the `to` filter's parts that read no `from`, once)
            for k, (_, dests) in enumerate(pick["dests"]):
                lines += split_to.tables(plan, f"to_{number}_{k}", self.piles.loop(dests))
        for source_name, sources in pick["sources"]:
            lines.append(f"        for a in {self.piles.loop(sources)}:")
            lines.append("            n = len(s[a])")
            if t.where_from is not None:
                test = self.expr(t.where_from, {"from": True})
                lines += condition(test, 12, "if ", ":", negate=True)
                lines.append("                continue")
            if pick["every"]:  # one option: to every destination (FlatPick.every)
                lines.append(f"            found.append(({number}, a, -1, -1, n))")
                continue
            context = {"from": True, "to": True, "moving": True}
            self.nonempty = self._passed(t.where_from)  # (`to{...}` is read after `from{...}`)
            test = self.expr(t.where_to, context) if t.where_to is not None else None
            self.nonempty = set()
            if plan is not None:
                test = plan.rest
            if test is not None and "m" in names(flat(test)):
                moving = "n" if amount is None else f"min({amount_text(amount, VARS)}, n)"
                lines.append(f"            m = {moving}")
            origin = self.piles.props[source_name]
            one = pick["judged"] and amount == 1  # one card, judged by the piles' rules
            built = (origin is not None and origin.build) or any(
                (self.piles.props[name] or ir.PileProps()).build for name, _ in pick["dests"]
            )
            if one and built:  # the card a rule reads
                lines.append("            c = s[a][-1] if n else 0")
                if origin is not None and origin.build:
                    lines.append("            if n and not c & 1:")
                    lines.append("                continue  # face-down cards cannot be moved")
            for k, (dest_name, dests) in enumerate(pick["dests"]):
                if plan is None:
                    lines += self.dest_loop(sources, [(dest_name, dests)], pick["near"], " " * 12)
                else:
                    lines.append(split_to.loop(plan, f"to_{number}_{k}"))
                pile = self.piles.props[dest_name]
                if one and pile is not None and ruled(pile):
                    lines += judged_lines(pile)
                add = f"found.append(({number}, a, b, -1, n))"
                if test is None:
                    lines.append(f"                {add}")
                else:
                    lines += condition(test, 16, "if ", ":")
                    lines.append(f"                    {add}")
        return lines

    def _pairs(self, pick: dict[str, Any]) -> split_to.Split | None:
        """How a plain pick from several sources splits its `to` filter
        (`paperlang_flat_pairs`), or None: one source, no filter, places
        relative to the source, or a destination judged by its rules
        (`judged_lines` reads the card)."""
        t: ir.Transfer = pick["transfer"]
        if t.where_to is None or pick["every"] or pick["near"] is not None:
            return None  # (relative places: each source has its own destinations)
        if sum(len(sources) for _, sources in pick["sources"]) < 2:
            return None
        if pick["judged"] and any(ruled(self.piles.props[name]) for name, _ in pick["dests"]):
            return None
        plan = split_to.split(self, t.where_to, self._passed(t.where_from))
        names = [f"to_{pick['number']}_{k}" for k in range(len(pick["dests"]))]
        if plan is None or not all(split_to.fits(plan, name) for name in names):
            return None
        return plan

    def _build(self, pick: dict[str, Any]) -> list[str]:
        """A build pick: from each source, its top card and each longer
        face-up run in sequence its pile lets go, top card first; onto each
        destination whose rule takes the run's first card."""
        self.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
        t: ir.Transfer = pick["transfer"]
        number = pick["number"]
        self.moving = MOVING["build"]
        props = self.piles.props
        lines: list[str] = []
        context = {"from": True, "to": True, "moving": True}
        # (a build pick's source holds a face-up card; `to{...}` is read after `from{...}`)
        self.nonempty = {"a"} | self._passed(t.where_from)
        test = self.expr(t.where_to, context) if t.where_to is not None else None
        self.nonempty = set()
        # when only an empty pile can take a card, no source is read while none is
        empties = [f"empty_{pyident(name)}" for name, _ in pick["dests"]]
        if any(self._takes_any(props[name]) for name, _ in pick["dests"]):
            empties = []
        for source_name, sources in pick["sources"]:
            origin = props[source_name]
            leaves = group_source(origin)
            groups = leaves and any(group_target(props[name]) for name, _ in pick["dests"])
            loop = f"        for a in {self.piles.loop(sources)}"
            guarded = f"{loop} if {' or '.join(empties)} else ():"
            lines.append(guarded if empties and len(guarded) <= WIDTH else loop + ":")
            lines.append("            cards = s[a]")
            lines.append("            n = len(cards)")
            lines.append("            if not n or not cards[-1] & 1:")
            lines.append("                continue  # no face-up card to move")
            if t.where_from is not None:
                self.nonempty = {"a"}
                test_from = self.expr(t.where_from, {"from": True})
                self.nonempty = set()
                lines += condition(test_from, 12, "if ", ":", negate=True)
                lines.append("                continue")
            runs = groups and origin is not None and (origin.group or "")[:1] in ("Y", "F")
            lines += ["            p = n - 1", "            c = cards[p]"]
            body: list[str] = []
            shift = 0 if runs else 4  # (the top card alone: no loop around it)
            for dest_name, dests in pick["dests"]:
                body += self._onto(sources, dest_name, dests, leaves and runs, test, number, shift)
            uses_m = "m" in names("\n".join(line.split("#")[0] for line in body))
            if not runs:  # the top card alone
                lines += ["            m = 1"] if uses_m else []
                lines += body
                continue
            assert origin is not None
            # from the top card down, while the cards lie in sequence by the
            # source's rule: each card with those on it, top card first
            lines.append("            while True:")
            lines += ["                m = n - p"] if uses_m else []
            lines += body
            lines += ["                if not p:", "                    break"]
            lines.append("                below = cards[p - 1]")
            lines += self._run_ends(source_name, origin)
            lines += ["                p -= 1", "                c = below"]
        return lines

    def _run_ends(self, name: str, origin: ir.PileProps) -> list[str]:
        """Does the run end under card `c`, at card `below`? By the source
        pile's table of wanted keys when its rule has one (`_wants`); only
        at a face-down card when any face-up card goes (group F)."""
        pad = " " * 16
        if (origin.group or "")[:1] == "F":  # any face-up card goes, with what lies on it
            return [f"{pad}if not below & 1:", f"{pad}    break"]
        plan = self._plan(origin)
        if plan is not None:
            self.wanting[name] = origin
            ident = pyident(name)
            return [f"{pad}if wants_{ident}[below] != {plan[0]}[c]:", f"{pad}    break"]
        rule = follows(origin.build or "", origin.wrap, "below", "c")
        lines = condition(all_of(["below & 1", *rule]), 16, "if ", ":", negate=True)
        return lines + [f"{pad}    break"]

    @staticmethod
    def _takes_any(pile: ir.PileProps | None) -> bool:
        """May a pile of this rule take a card while it holds any (`_onto`)?"""
        plan = index_plan(pile.build or "", pile.wrap) if pile is not None else None
        return plan is None or bool(plan[1])

    @staticmethod
    def _plan(pile: ir.PileProps) -> tuple[str, str] | None:
        """A rule whose piles each take cards of one key (their top card's):
        the table of cards' keys and the wanted key's expression on `t`."""
        plan = index_plan(pile.build or "", pile.wrap)
        if plan is None or len(plan[1]) != 1:
            return None
        return plan[0], plan[1][0]

    def _wants(self) -> list[str]:
        """`flat_wants`: for each declaration in `wanting`, by card code, the
        key of the cards a pile with that top card takes (None: it takes
        none), worked out once per deal (`FlatGame.flat_wanted`)."""
        if not self.wanting:
            return []
        pad = " " * 8
        lines = ["wants = {}"]
        for name, pile in self.wanting.items():
            build = pile.build or ""
            _, want = self._plan(pile)  # type: ignore[misc]
            lines.append(
                self.where(pile.line, 8, f"{name}: the key of the cards each top card takes")
            )
            lines += ["table = [None] * len(rank)", "for t in range(1, len(rank), 2):  # face up"]
            if len(build) > 3:  # no card goes on the rule's last rank
                lines.append(f"    if rank[t] != {rank_name(build[3])}:")
                lines.append(f"        table[t] = {want}")
            else:
                lines.append(f"    table[t] = {want}")
            lines.append(f"wants[{py(name)}] = table")
        lines.append("return wants")
        used = names("\n".join(line.split("#")[0] for line in lines))
        head = [f"{name} = self.flat_{name}" for name in TABLES if name in used]
        return [pad + line for line in head + lines]

    def _takes(self) -> list[str]:
        """For each pile declaration that build picks move onto and whose
        rule can be indexed: the piles of it by the key of the card each
        takes now (`takes_NAME`), and its empty piles (`empty_NAME`)."""
        lines: list[str] = []
        done: set[str] = set()
        for pick in self.picks:
            if not pick["transfer"].build:
                continue
            for name, dests in pick["dests"]:
                pile = self.piles.props[name]
                assert pile is not None and pile.build
                plan = index_plan(pile.build, pile.wrap)
                if name in done or plan is None:
                    continue
                done.add(name)
                ident = pyident(name)
                lines.append(f"        {self.where(pile.line, 8, f'{name}: what each pile takes')}")
                _, wants = plan
                piles = self.piles.loop(dests)
                if not wants:
                    lines.append(f"        empty_{ident} = [b for b in {piles} if not s[b]]")
                    continue
                lines += [f"        takes_{ident} = {{}}", f"        empty_{ident} = []"]
                lines.append(f"        for b in {piles}:")
                lines += ["            pile = s[b]", "            if pile:"]
                if self._plan(pile) is not None:
                    self.wanting[name] = pile
                    lines.append(f"                w = wants_{ident}[pile[-1]]")
                    lines.append("                if w is not None:")
                    lines.append(f"                    takes_{ident}.setdefault(w, []).append(b)")
                    lines += ["            else:", f"                empty_{ident}.append(b)"]
                    continue
                lines.append("                t = pile[-1]")
                ready = ["t & 1"]
                if len(pile.build) > 3:
                    ready.append(f"rank[t] != {rank_name(pile.build[3])}")
                lines.append(f"                if {' and '.join(ready)}:")
                for want in wants:
                    add = f"takes_{ident}.setdefault({want}, []).append(b)"
                    if 20 + len(add) > WIDTH:  # (a wrapping rule's key: named first)
                        lines.append(f"                    key = {want}")
                        add = f"takes_{ident}.setdefault(key, []).append(b)"
                    lines.append(f"                    {add}")
                lines += ["            else:", f"                empty_{ident}.append(b)"]
        return lines

    def _onto(
        self,
        sources: tuple[int, ...],
        dest_name: str,
        dests: tuple[int, ...],
        runs: bool,
        test: Any,
        number: int,
        shift: int = 0,
    ) -> list[str]:
        """The destinations of one declaration that take card `c` (cut at `p`,
        `m` cards moving): looked up by the card's key where the rule can be
        indexed (`_takes`), else asked pile by pile; `shift` columns to the
        left of the run's loop (laid out there, as ruff lays it out)."""
        pile = self.piles.props[dest_name]
        assert pile is not None and pile.build
        build, ident = pile.build, pyident(dest_name)
        plan = index_plan(build, pile.wrap)
        base = fills(build)
        pad = " " * (20 - shift)
        head = " " * (16 - shift)
        lines: list[str] = []
        if plan is not None and not plan[1]:  # only an empty pile takes a card
            into = f"empty_{ident}" if base == "True" else f"empty_{ident} if {base} else ()"
            lines.append(f"{head}for b in {into}:")
        elif plan is not None:
            table, wants = plan
            lines.append(f"{head}into = takes_{ident}.get({table}[c], ())")
            if base != "False":
                test_base = f"empty_{ident}" + ("" if base == "True" else f" and {base}")
                lines.append(f"{head}if {test_base}:")
                merged = f"sorted([*into, *empty_{ident}]) if into else empty_{ident}"
                lines.append(f"{head}    into = {merged}")
            lines.append(f"{head}for b in into:")
        else:
            lines.append(f"{head}for b in {self.piles.loop(dests)}:")
        if set(sources) & set(dests):
            lines.append(pad + "if b == a:")
            lines.append(pad + "    continue")
        if runs and not group_target(pile):
            lines.append(pad + "if m > 1:")
            lines.append(pad + "    break  # one card at a time")
        if pile.maxlength is not None:
            lines.append(pad + f"if len(s[b]) + m > {pile.maxlength}:")
            lines.append(pad + "    continue")
        if plan is None:
            onto = follows(build, pile.wrap, "t", "c")
            lines.append(pad + "pile = s[b]")
            lines.append(pad + "if pile:")
            lines.append(pad + "    t = pile[-1]")
            lines += condition(all_of(["t & 1", *onto]), 24 - shift, "if ", ":", negate=True)
            lines.append(pad + "        continue")
            if base != "True":
                lines += condition(Atom(base), 20 - shift, "elif ", ":", negate=True)
                lines.append(pad + "    continue")
        add = f"found.append(({number}, a, b, p, n))"
        if test is None:
            lines.append(pad + add)
        else:
            lines += condition(test, 20 - shift, "if ", ":")
            lines.append(pad + "    " + add)
        return lines

    # -- flat_then ------------------------------------------------------------------------

    def _then(self) -> list[str]:
        lines: list[str] = []
        first = True
        outer = self.locals
        for pick in self.picks:
            if not pick["body"]:
                continue
            word = "if" if first else "elif"
            first = False
            lines.append(f"        {word} number == {pick['number']}:")
            own = {s.name for s in walk_stmts(pick["body"]) if isinstance(s, ir.VarDecl)}
            own |= fresh(pick["body"], outer)
            turns = outer - own if pick["amount"] == 0 and self._pure_prefix() else set()
            self.locals = own | turns
            self.here = THEN
            self.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
            self.nonempty = self._landed(pick["transfer"], pick["amount"], pick["body"])
            body = self._block(pick["body"], 12)
            self.nonempty = set()
            code = "\n".join(line.split("#")[0] for line in body)
            if names(code) & {f"v_{pyident(name)}" for name in turns}:
                self.locals, self.here = outer, {}  # the turn's locals, as it found the table
                lines += self._block(self.prefix, 12)
            lines += body
            self.locals, self.here = outer, {}
        used = names("\n".join(line.split("#")[0] for line in lines))
        head = [f"        {name} = self.flat_{name}" for name in TABLES if name in used]
        head += self._globals(used, " " * 8)
        head += self._turn_lists(used, " " * 8)
        if "steps" in used:
            head.append("        steps = STEP_BUDGET")
        return head + lines

    # -- flat_turn -------------------------------------------------------------------------

    def _turn(self) -> list[str]:
        """`flat_turn`: the turn before its `pickone` with its effects (its
        `turnup`s, the cards it moves, the stack attributes the state keeps)
        and its endings: what a move is followed by before the game waits
        again (the deal's first turn ran on the general engine)."""
        if not (self.turns or self.ends or self.moves_in_turn or self.turn_sets):
            return []
        self.here = {}
        lines = self._block(self.prefix, 8)
        used = names("\n".join(line.split("#")[0] for line in lines))
        head = [f"        {name} = self.flat_{name}" for name in TABLES if name in used]
        head += self._globals(used, " " * 8) + self._turn_lists(used, " " * 8)
        if "steps" in used:
            head.append("        steps = STEP_BUDGET")
        return head + lines

    # -- flat_tail --------------------------------------------------------------------------

    def _tail(self) -> list[str]:
        """`flat_tail`: the transfers the turn makes after its `pickone`
        (Accordion's `every` that closes its gaps), run after the move and
        its `then` body; what follows them only decides, and `flat_options`
        works that out at the next wait (`_check_after`)."""
        if not self.tail:
            return []
        self.here = {}
        lines = self._block(self.tail, 8)
        used = names("\n".join(line.split("#")[0] for line in lines))
        head = [f"        {name} = self.flat_{name}" for name in TABLES if name in used]
        head += self._globals(used, " " * 8)
        return head + lines

    # -- flat_score ------------------------------------------------------------------------

    def _score(self) -> list[str]:
        """`score EXPR` over the state (FlatGame.score checks its value as
        the general engine does: none counts 0, anything else but an int is
        an error)."""
        program = self.program
        if program.score is None:
            return []
        self.here = {}
        value = self.expr(program.score, self.here)
        lines = [" " * 8 + self.where(program.score_line, 8)]
        lines += layout(value, 8, "return ")
        used = names("\n".join(line.split("#")[0] for line in lines))
        head = [f"        {name} = self.flat_{name}" for name in TABLES if name in used]
        return head + self._globals(used, " " * 8) + lines

    def _turn_lists(self, used: set[str], pad: str) -> list[str]:
        """The lists of the attributes the turn sets (every member it reads
        them of is set first)."""
        return [
            f"{pad}at_{pyident(name)} = [0] * {self.stack_count}"
            for name in sorted(self.turn_attrs)
            if f"at_{pyident(name)}" in used
        ]

    def _globals(self, used: set[str], pad: str) -> list[str]:
        """The fixed game variables the code reads, bound to locals first."""
        return [
            f'{pad}g_{pyident(name)} = {VARS}["{name}"]'
            for name in sorted(self.used_globals)
            if f"g_{pyident(name)}" in used
        ]


def pairs(pick: dict[str, Any]) -> list[tuple[int, int]]:
    """Every (source, destination) a pick may offer."""
    near: Near | None = pick["near"]
    if near is not None:
        return list(near.pairs)
    return [
        (a, b)
        for _, sources in pick["sources"]
        for a in sources
        for _, dests in pick["dests"]
        for b in dests
    ]


def picking(turn: Any) -> int:
    """Where the turn's one `pickone` is (it must have one, not nested)."""
    found = [at for at, stmt in enumerate(turn) if isinstance(stmt, ir.PickOne)]
    if len(found) != 1:
        raise NotFlat("the turn does not have one `pickone`")
    return found[0]


def assignment(name: str, value: Any, indent: int) -> list[str]:
    """`name = value`, a call split in its brackets as ruff splits it when
    the line is too long (any other value stays on its line)."""
    if isinstance(value, Call):
        return layout(value, indent, f"{name} = ")
    text = flat(value)
    if enclosed(text):  # (`v_x = (a if b else None)`: ruff drops the brackets)
        text = text[1:-1]
    return [f"{' ' * indent}{name} = {text}"]


def enclosed(text: str) -> bool:
    """Is `text` one pair of brackets, `(...)`, around all the rest?"""
    depth = 0
    for at, char in enumerate(text):
        depth += char in "([{"
        depth -= char in ")]}"
        if depth == 0:
            return char == ")" and at == len(text) - 1 and text[0] == "("
    return False


def fresh(body: Any, turn: set[str]) -> set[str]:
    """The turn's locals a `then` body sets before it reads them (`i = 0`
    before a loop): its own, whatever the turn left in them."""
    found: set[str] = set()
    read: set[str] = set()
    for stmt in body:
        if isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
            name = stmt.target.name
            read |= local_reads(stmt.value)
            if stmt.target.scope == "local" and name in turn and name not in read:
                found.add(name)
            continue
        read |= local_reads(stmt)
    return found


def local_reads(node: Any) -> set[str]:
    """The local variables a statement or expression names."""
    if isinstance(node, tuple | list):
        return set().union(*map(local_reads, node)) if node else set()
    if isinstance(node, ir.Var):
        return {node.name} if node.scope == "local" else set()
    if not dataclasses.is_dataclass(node):
        return set()
    return local_reads([getattr(node, f.name) for f in dataclasses.fields(node)])


APPEND = re.compile(r"^(\s*)found\.append\(\((\d+), a, b, (p|-1), n\)\)$")


def _deduped(lines: list[str]) -> list[str]:
    """A pick's lines, each option added only when no pick before offered it."""
    found: list[str] = []
    for line in lines:
        match = APPEND.match(line)
        if match is None:
            found.append(line)
            continue
        pad, key = match.group(1), f"(a, b, {match.group(3)})"
        found += [f"{pad}if {key} not in offered:", f"{pad}    offered.add({key})"]
        found.append(f"{pad}    {line.strip()}")
    return found
