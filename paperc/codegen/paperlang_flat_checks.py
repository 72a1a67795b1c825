"""The compiled engine's checks (`paperlang_flat.py`): is each part of the game
on the engine's list (`NotFlat` says which is not), where the state
keeps the variables and stack attributes that change, and what each pick
offers.

`Checks` is a part of `FlatWriter`: it fills in the writer's piles,
picks and kept values, which the rest of the writer reads.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_cards import (
    card_kinds,
    changed_attrs,
    every_of,
    is_card,
    made,
    made_of,
    made_pick,
)
from paperc.codegen.paperlang_flat_hook_end import hook_endings
from paperc.codegen.paperlang_flat_hook_frames import hook_reads
from paperc.codegen.paperlang_flat_ir import (
    CARD_KEY,
    VALUES,
    NotFlat,
    Piles,
    attr_key,
    covering_writes,
    is_current_player,
    is_local,
    known,
    refuse,
    walk_stmts,
    words,
)
from paperc.codegen.paperlang_flat_phases import surely_set, unset_read
from paperc.codegen.paperlang_flat_picks import by_index, swept
from paperc.codegen.paperlang_flat_rules import (
    VARS,
    Counted,
    amount_text,
    fixed_first,
    ruled,
)
from paperc.codegen.paperlang_flat_sweeps import Near, filtered_source, kept_members, merged
from paperc.codegen.pyfmt import flat
from paperc.flow import interactive_phases, waits
from paperc.irwalk import walk
from runtime.engine.cards import HOOK_END, RANK_WORDS

THEN = {"from": True, "to": True, "then": True}  # a `then` body reads the stacks picked
BUTTON = {"then": True}  # a button's body: a `then` body with no stacks picked
HOOK = {**THEN, "this": True}  # a card hook reads the card too (`c`)
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
    # the cards the player chose (`choose`), in the order they land: `moved`
    # (the cut's run, or those at the places chosen, the first first)
    "choose": {"bottom": ("moved[0]", True), "top": ("moved[-1]", True), "cards": ("moved", False)},
    # from the bottom of the source (`bottom 2`): its bottom `m` cards, in
    # their order whether cut or moved one at a time
    "from bottom": {
        "bottom": ("s[a][0]", True),
        "top": ("s[a][m - 1]", True),
        "cards": ("s[a][:m]", False),
    },
}


def _none(type_name: str, default: Any) -> bool:
    """Does a stack attribute declared so start as none (a string with no
    value; a `playerref` of no player, an int `Const(None)` once `players`
    rewrote it)?"""
    if default is None:
        return type_name == "string"
    return isinstance(default, ir.Const) and default.value is None


def moving_of(t: ir.Transfer) -> dict[str, tuple[str, bool]]:
    """`moving`'s cards (`MOVING`) for a pick's transfer."""
    if t.build:
        return MOVING["build"]
    if isinstance(t.source, ir.SourceStacks) and t.source.choose:
        return MOVING["choose"]
    return MOVING["from bottom" if t.end == "bottom" else t.op]


FACES = ("flip", "show", "hide")  # what turns a whole stack over (`flat_turn_over`)
MEMBER = re.compile(r"([A-Z][A-Z0-9_]*)\[(.+)\]")  # a stacklist's member, `TABLEAU[v_i]`
# module names a stack's constant must not take (`writer.constant_lines`)
TAKEN = {word.upper() for word in RANK_WORDS}
TAKEN |= {"ALL", "CARDS", "KEPT", "LINE_FILES", "LINE_TABLE", "STANDARD_DECK", "STEP_BUDGET"}


class Checks:
    """The checks of a game against the engine's list."""

    program: ir.PaperlangProgram
    piles: Piles
    expr: Callable[..., Any]
    _stack: Callable[..., str]
    _decls: Callable[..., list[str]]
    _kept_place: Callable[..., str]
    _maybe: Callable[[Any], bool]
    _card_held: Callable[..., Any]
    _copy_at: Callable[..., Any]
    _passed: Callable[[Any], set[str]]
    _check_every: Callable[[ir.Transfer], None]
    _check_auto: Callable[[ir.Transfer], None]
    _direct: Callable[[ir.Transfer], bool]
    near: Callable[..., Near]

    def _check_after(self) -> None:
        """The statements after the `pickone` end the turn: run after the
        move, then the next turn up to its wait. Those up to the last that
        moves cards (`every`, `auto` and plain transfers) or sets a game
        variable (the state keeps it: `_changing`), and the locals, `if`s
        and `while`s around them, as a `then` body may have them, are the
        tail, run after the move and its `then` body (`flat_tail`). The
        engine works the rest out at the next wait, before the turn's own
        start (`_options`), so it may only decide (locals, `if`, `while`,
        `winneris` or `looseris` the current player), read nothing the turn
        worked out before, and the turn before its wait may do nothing that
        an ending after the move would have stopped."""
        if not self.after:
            return
        before = {s.name for s in walk_stmts(self.prefix) if isinstance(s, ir.VarDecl)}
        # up to the last statement that moves cards or sets a game variable:
        # they run after the move
        moving = 0
        for at, stmt in enumerate(self.after):
            if any(acts(inner) for inner in walk_stmts((stmt,))):
                moving = at + 1
        for at in range(moving):  # (a phase that runs itself: its method, all in the tail)
            copy = self._copy_at(self.after, at)
            if copy is not None and any(isinstance(s, ir.Do) for s in walk_stmts(copy[1])):
                moving = max(moving, at + len(copy[1]))
        self.tail, self.after = self.after[:moving], self.after[moving:]
        tail_locals = {s.name for s in walk_stmts(self.tail) if isinstance(s, ir.VarDecl)}
        for name in sorted(tail_locals & before):
            raise refuse(self.tail[0], f"the turn declares {name} twice")
        first = (*self.tail, *self.after)[0]
        if local_reads((*self.tail, *self.after)) & before:
            raise refuse(first, "the turn after its `pickone` reads what it worked out before")
        outer, self.locals = self.locals, set()  # (the tail's own locals)
        for stmt in self.tail:
            self._check_prefix(stmt, then=True)
        self.locals = outer
        if not self.after:
            return
        if local_reads(self.after) & tail_locals:
            raise refuse(self.after[0], "the turn after its transfers reads what they worked out")
        allowed = (ir.VarDecl, ir.Assign, ir.While, ir.If, ir.Outcome)
        for stmt in walk_stmts(self.after):
            if (
                not isinstance(stmt, allowed)
                or (isinstance(stmt, ir.Outcome) and not is_current_player(stmt.player))
                or (isinstance(stmt, ir.Assign) and not isinstance(stmt.target, ir.Var))
            ):
                what = words(stmt)
                raise refuse(stmt, f"the turn goes on after its `pickone` with {what}")
            if isinstance(stmt, ir.VarDecl) and stmt.name in before:
                raise refuse(stmt, f"the turn declares {stmt.name} twice")
        read = {name for stmt in self.after for name in local_names_global(stmt)}
        if read & set(self.turn_sets):  # (`flat_turn` has set them again when it decides)
            sets = "reads game variables the turn sets before it waits"
            raise refuse(first, f"the turn goes on after its `pickone` and {sets}")
        if self.turns or self.moves_in_turn:
            changes = "changes the table before it waits"
            raise refuse(first, f"the turn goes on after its `pickone` and {changes}")
        for stmt in self.after:
            self._check_prefix(stmt)  # (a game variable it sets is refused there)

    def _check_start(self) -> None:
        """A turn written as a machine (`paperlang_flat_machine`): its code
        from its start up to its first wait, `flat_turn`, runs as a `then`
        body does (with no `from` or `to`), and ends the game (`FlatEnd`)
        when it came to `winneris` or `looseris` before any wait."""
        if not self.start:
            return
        outer, self.locals, self.here = self.locals, set(), {}
        for stmt in self.start:
            if isinstance(stmt, ir.While):
                self._check_prefix(stmt, then=True)
        self.locals = outer
        self.ends = any(isinstance(stmt, ir.Outcome) for stmt in walk_stmts(self.start))

    def _check_game(self) -> None:
        program = self.program
        known(program)
        for hook in program.hooks:
            known(hook)
        self._check_card_types(program.card_types)
        self.none_attrs: set[tuple[str, str]] = set()  # stack attributes that may be none
        index = 0
        for stack in program.stacks:
            known(stack)
            if stack.props is not None:
                known(stack.props)
            if any(a.type not in (*VALUES, "card") for a in stack.attrs):
                raise refuse(stack, f"{stack.name} has attributes besides values and cards")
            for a in stack.attrs:
                if a.type == "card" and a.default is not None:  # (the front end says none)
                    raise refuse(a, f"a card attribute {a.name} of a stack given a value")
            self.piles.attrs[stack.name] = {a.name: a.type for a in stack.attrs}
            self.none_attrs |= {  # (a string with no value is none: `_attr`; a player too)
                (stack.name, a.name) for a in stack.attrs if _none(a.type, a.default)
            }
            props = stack.props
            count = stack.shape[0] if stack.kind == "list" else 1
            if stack.kind == "grid":  # (its cells row by row: `Piles.member`)
                count = stack.shape[0] * stack.shape[1]
                self.piles.widths[stack.name] = stack.shape[0]
            if fixed_first(props):
                self.fixed += range(index, index + count)
            self.piles.add(stack.name, index, count, stack.kind != "stack", TAKEN)
            self.piles.props[stack.name] = props
            index += count
        self.none_attrs |= {  # (set to what may be none in play: `_maybe_attr`)
            tuple(key.split(".", 1))
            for key in self.maybe_locals
            if "." in key and not key.startswith(CARD_KEY)
        }
        self.stack_count = index  # (the changing game variables sit after the stacks)
        self.none_strings: set[str] = set()  # the game's strings declared with no value (none)
        for stmt in program.load:
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "global":
                self.globals[stmt.name] = stmt.type
                if stmt.type == "string" and stmt.init is None:
                    self.none_strings.add(stmt.name)
            owner = getattr(stmt, "owner", None)
            if isinstance(stmt, ir.AttrDeclStmt) and stmt.type in (*VALUES, "card"):
                if isinstance(owner, ir.StackRef | ir.ListRef) and owner.name in self.piles.attrs:
                    self.piles.attrs[owner.name][stmt.name] = stmt.type  # `int deck.left = -1`
                    if _none(stmt.type, stmt.init):  # (`string deck.label`)
                        self.none_attrs.add((owner.name, stmt.name))
        waiting = interactive_phases(self.phases)
        if waits(program.setup, waiting):
            raise NotFlat("the setup waits for the player", program.setup_line, program.setup_file)
        before = program.turn[: picking(program.turn)]  # (the turn before its wait)
        writes = covering_writes(before, self.piles, self.constant_ints)
        for stmt in walk_stmts(before):
            if id(stmt) in writes:
                base = stmt.target.obj.base
                self.turn_attrs.setdefault(stmt.target.name, set()).add(base)
        self._keep_attrs()
        self.visible = self._turned_over()

    def _check_card_types(self, types: Any) -> None:
        """The game's card types, whose attributes are ints, bools and
        strings: the card tables by code (`FlatGame._flat_tables`) hold
        them, and each code's types; the state, those play changes."""
        self.kinds = card_kinds(types)
        changing = changed_attrs(self.program)  # (and those of a type play changes)
        changing += tuple(dict.fromkeys(n for _, n in self.typed if n not in changing))
        self.kinds.changing = changing
        card_nones = {key.split(".", 1)[1] for key in self.maybe_locals if key.startswith(CARD_KEY)}
        self.kinds.nones |= card_nones  # (set to what may be none in play: `_check_prefix`)

    def _turned_over(self) -> tuple[int, ...]:
        """The stacks the turn may turn over, show or hide (`flip`, `show`,
        `hide`), in stack order: the state keeps whether each is shown, after
        the kept attributes (`flat_visible`), since the face a card takes on
        landing there follows it. A `then` body's `from` and `to` may be any
        stack its pick takes from or puts on."""
        found: set[int] = set()
        turn = self.program.turn
        at = picking(turn)
        sides: dict[int, dict[str, Any]] = {}
        for picked, body in wait_sides(turn[at]):
            for stmt in walk_stmts(body):
                sides[id(stmt)] = picked
        every = tuple(ir.ListRef(name) for name in self.piles.where)
        everywhere = {"from": every, "to": every}
        for hook in self.program.hooks:  # (a hook's `from` and `to`: any stack)
            for stmt in walk_stmts(hook.body):
                sides[id(stmt)] = everywhere
        stmts = [*walk_stmts(turn), *(s for h in self.program.hooks for s in walk_stmts(h.body))]
        for stmt in stmts:
            if not (isinstance(stmt, ir.StackOp) and stmt.op in FACES):
                continue
            target = stmt.target
            if isinstance(target, ir.Var):  # (`from`, `to`: the stacks of the pick)
                named = sides.get(id(stmt), {}).get(target.name, ())
            for e in named if isinstance(target, ir.Var) else (target,):
                decl = self._decl_of(e)
                if decl not in self.piles.where:
                    named = "a stack named by a value worked out in play"
                    raise refuse(stmt, f"`{stmt.op}` of {named}")
                start, count = self.piles.where[decl]
                member = self.piles.member(e.name) if isinstance(e, ir.StackRef) else None
                found |= {member[1]} if member else set(range(start, start + count))
        return tuple(sorted(found))

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
        for sides, body in wait_sides(turn[at]):
            for stmt in walk_stmts(body):
                target = stmt.target if isinstance(stmt, ir.Assign) else None
                if not (isinstance(target, ir.Prop) and not target.builtin):
                    continue
                obj = target.obj
                for e in sides.get(obj.name, ()) if isinstance(obj, ir.Var) else (obj,):
                    decl = self._decl_of(e)
                    if decl in self.turn_attrs.get(target.name, ()):
                        raise refuse(stmt, f"{target.name} is set by the turn too")
                    self._keep(decl, target.name, kept)
        # a card's code the deal gives (the setup, or the load pass in the deal's
        # code: `card waste.first = deck.top`, `paperlang_flat_load_deferred`): kept too
        for stmt in walk_stmts((*self.program.load, *self.program.setup)):
            target = stmt.target if isinstance(stmt, ir.Assign) else None
            if isinstance(stmt, ir.AttrDeclStmt) and stmt.init is not None:
                target = ir.Prop(stmt.owner, stmt.name)
            if isinstance(target, ir.Prop) and self.stack_card(target, {}):
                self._keep(self._decl_of(target.obj), target.name, kept)
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

    def _maybe_attr(self, stmt: ir.Assign) -> None:
        """A stack attribute set to a value that may be none (`piles[0].last
        = waste.top.v`, the waste empty): read, of every declaration it may
        be set on, through Paperlang's own operators from now on (`none_attrs`,
        known once every statement is read: `flat_writer` reads them again)."""
        if self._maybe(self.expr(stmt.value, self.here)):
            target = stmt.target
            for decl in self._decls(target.obj, self.here):  # type: ignore[union-attr]
                self.maybe_locals.add(attr_key(decl, target.name))  # type: ignore[union-attr]

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
        index = self.piles.index_of(stack)
        if index is not None:
            return str(index + offset)
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
        elif isinstance(stmt, ir.VarDecl | ir.Assign) and self._card_held(stmt):
            if isinstance(stmt, ir.VarDecl):
                self.locals.add(stmt.name)
            elif stmt.target.scope == "global" and not then:  # type: ignore[union-attr]
                raise refuse(stmt, "the turn changes a game variable")
        elif isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
            if stmt.type not in VALUES:
                raise refuse(stmt, f"the turn keeps a {stmt.type}")
            self.locals.add(stmt.name)
            if stmt.init is not None and self._maybe(self.expr(stmt.init, self.here)):
                self.maybe_locals.add(stmt.name)
        elif (
            isinstance(stmt, ir.Assign)
            and isinstance(stmt.target, ir.Prop)
            and is_card(stmt.target.obj, self.card_variables)
        ):  # a card's attribute (`s[CARDS]`; before the wait, by `flat_turn`)
            self.moves_in_turn = self.moves_in_turn or not then
            self._card(stmt.target.obj, self.here)
            if self.kinds.attrs.get(stmt.target.name) == "card":  # (a card's code)
                self.card_value(stmt, self.here)
            elif self._maybe(self.expr(stmt.value, self.here)):  # (read so from now on)
                self.maybe_locals.add(attr_key(CARD_KEY, stmt.target.name))
        elif isinstance(stmt, ir.Assign) and self._is_kept(stmt.target, then):
            self._kept_place(stmt.target, self.here)
            self.moves_in_turn = self.moves_in_turn or not then
            if self.stack_card(stmt.target, self.here):  # (a card's code, 0 for none)
                self.card_code(stmt, self.here)
            else:
                self._maybe_attr(stmt)
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Prop):
            target = stmt.target
            names = self._decls(target.obj, self.here)
            if then or not names or set(names) - self.turn_attrs.get(target.name, set()):
                raise refuse(stmt, "the turn changes a stack's attribute")
            self._stack(target.obj, self.here)
            self._maybe_attr(stmt)
        elif isinstance(stmt, ir.Assign):
            target = stmt.target
            local = is_local(target, self.locals)
            game = isinstance(target, ir.Var) and target.scope == "global"
            sets = self.changes if then else self.turn_sets.__contains__
            if not local and not (game and sets(target.name)):
                raise refuse(stmt, "the turn changes a game variable")
            if self._maybe(self.expr(stmt.value, self.here)):
                # (a local's or game variable's: read through Paperlang's own
                # operators from now on; the state keeps a game variable's none)
                self.maybe_locals.add(target.name)
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
            raise refuse(stmt, "the turn goes on after its `pickone`")
        elif isinstance(stmt, ir.Do):
            pass  # (a phase running itself: its copy around this, checked, is what runs)
        elif isinstance(stmt, ir.StackOp) and stmt.op in FACES and then:
            if not isinstance(stmt.target, ir.ListRef):  # (a list: each member in order)
                self._stack(stmt.target, self.here)
        elif isinstance(stmt, ir.StackOp) and stmt.op == "shuffle" and then:
            if not isinstance(stmt.target, ir.ListRef):  # (a list: each member in order)
                self._stack(stmt.target, self.here)
            self.random = True
        elif isinstance(stmt, ir.Outcome) and self.this_type:
            pass  # (a card hook's: the game stops at once, `paperlang_flat_hook_end`)
        elif isinstance(stmt, ir.Outcome) and not then and is_current_player(stmt.player):
            self.ends = True  # (before the wait, a function of the table: the state holds none)
        elif isinstance(stmt, ir.FaceTurn) and (stmt.up or then):  # (down: after the move)
            if isinstance(stmt.target, ir.ListRef):  # (each member in order)
                self.piles.indexes(stmt.target)
            else:
                self._stack(stmt.target, self.here)  # (one stack)
            self._turned(stmt)
            self.turns = self.turns or not then
        else:
            where = "in a `then` body" if then else "before it waits"
            raise refuse(stmt, f"the turn runs {words(stmt)} {where}")

    def _check_hooks(self) -> None:
        """Card hooks (`premove`, `onmoved`): their own locals, `if`,
        `while`, the game's variables (which the state keeps, `_changing`),
        reading `this` (the card's attributes and types), `from` and `to`,
        and what a `then` body does to the table (transfers, made cards,
        faces, shuffles), whose cards' own hooks run in turn (`moving_hooks`).
        `flat_move` runs them for each card it moves, as `transfer.execute`
        does. A hook sees the variables of whoever moved the card: a local
        that hides a game variable a hook names is kept in the state, and
        the hook reads the innermost one declared
        (`paperlang_flat_hook_frames`)."""
        hooks = self.program.hooks
        if not hooks:
            return
        allowed = (ir.VarDecl, ir.Assign, ir.If, ir.While, ir.Transfer, ir.StackOp, ir.FaceTurn)
        allowed += (ir.Outcome,)  # (of the current player: `hook_ended`)
        allowed += (ir.Do,)  # (a phase that runs itself, left in its copy: `_again`)
        outer = self.locals, self.here, self.sides
        every = [name for name in self.piles.where]
        for hook in hooks:  # (each of a card type of the game: the front end's P104)
            for stmt in walk_stmts(hook.body):
                if not isinstance(stmt, allowed):
                    raise refuse(stmt, f"a card hook runs {words(stmt)}")
            self.locals = {s.name for s in walk_stmts(hook.body) if isinstance(s, ir.VarDecl)}
            self.here, self.sides = HOOK, {"from": every, "to": every}
            self.this_type = hook.card_type
            for stmt in hook.body:
                self._check_prefix(stmt, then=True)
        self.locals, self.here, self.sides = outer
        self.this_type = ""

    def _turned(self, stmt: ir.FaceTurn) -> tuple[int | None, bool]:
        """A `turnup`'s amount (None: all) and whether it counts from the top.
        Before the turn waits, turning up only, never down (a `turndown` is
        for a `then` body, or the turn after its `pickone`): running the turn again on its own
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
            raise refuse(stmt, f"{words(stmt)} of a number of cards worked out in play ({FACED})")
        return count, stmt.end != "bottom"

    def _changing(self) -> tuple[str, ...]:
        """The game's int and bool variables the picks' `then` bodies, the
        turn after its `pickone` (its tail: `_check_after`) and the hooks
        set, in the order they are first set (where the state keeps them),
        and those the setup sets that a card hook reads as the deal runs."""
        found: list[str] = []
        turn = self.program.turn
        bodies = wait_bodies(turn[picking(turn)])
        bodies.append(turn[picking(turn) + 1 :])
        bodies += [hook.body for hook in self.program.hooks]  # (`_check_hooks`)
        if hook_endings(self.program):  # (how a hook ended the game: `hook_ended`)
            found.append(HOOK_END)
        for body in bodies:
            for stmt in walk_stmts(body):
                if isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
                    name, scope = stmt.target.name, stmt.target.scope
                    plain = self.globals.get(name) in (*VALUES, "card")
                    if scope == "global" and plain and name not in found:
                        found.append(name)
        found = [name for name in found if name not in self.seen]  # (places of others)
        for stmt in self._setup_stmts():  # (a card the setup sets: its code, per deal)
            target = stmt.target if isinstance(stmt, ir.Assign) else None
            if isinstance(target, ir.Var) and target.scope == "global":
                if self.globals.get(target.name) == "card" and target.name not in found:
                    found.append(target.name)
        hooked = hook_reads(self.program) if self.program.hooks else set()
        for stmt in self._setup_stmts():  # (one a card hook reads as the deal runs: kept)
            target = stmt.target if isinstance(stmt, ir.Assign) else None
            if isinstance(target, ir.Var) and target.scope == "global" and target.name in hooked:
                plain = self.globals.get(target.name) in (*VALUES, "card")
                if plain and target.name not in found:
                    found.append(target.name)
        found += [f"({t}.{n})" for t, n in self.typed if f"({t}.{n})" not in found]  # (`typed`)
        for at, slots in self.seen.values():  # (the places a hook's name is read from)
            found += [name for name in (*slots, at) if name not in found]
        return tuple(found)

    def _setup_stmts(self) -> list[Any]:
        """The setup's statements and those of the phases it runs (and they run)."""
        found: list[Any] = []
        bodies, seen = [self.program.setup], set()
        while bodies:
            for stmt in walk_stmts(bodies.pop()):
                found.append(stmt)
                phase = self.phases.get(stmt.phase) if isinstance(stmt, ir.Do) else None
                if phase is not None and phase.name not in seen:
                    seen.add(phase.name)
                    bodies.append(phase.body)
        return found

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
                if self.globals.get(target.name) in VALUES and target.name not in found:
                    found.append(target.name)
        unset = unset_read(self.prefix, set(found)) if found else None
        if unset is not None:  # (the turn is written as a machine instead)
            raise NotFlat(f"the turn reads {unset[0]} before it sets it", *unset[1:])
        self.surely_set = surely_set(self.prefix, set(found))
        return tuple(found)

    def kept(self, name: str) -> str:
        """A changing game variable as the state holds it: after the stacks."""
        return f"s[KEPT][{self.place(name)}]"

    def changes(self, name: str) -> bool:
        """Is `name` a game variable the state keeps (`changing`), or a
        hook's or a phase's read of one (`(NAME seen)`: `place`)?"""
        return name in self.changing or name in self.seen

    def place(self, name: str) -> str:
        """Where among the kept values a changing game variable is, as code;
        a `(NAME seen)`'s is the place its `(NAME at)` names (`seen_places`)."""
        if name in self.seen:
            at, slots = self.seen[name]
            places = ", ".join(str(self.changing.index(slot)) for slot in slots)
            return f"({places})[s[KEPT][{self.changing.index(at)}]]"
        return str(self.changing.index(name))

    def _check_pick(self, number: int, option: ir.PickOption) -> dict[str, Any]:
        t = option.transfer
        for node in (option, t, t.source):
            known(node)
        t = dataclasses.replace(t, dests=merged(t.dests))  # (`row[:1], row[:-1]`: one)
        chosen = by_index(self.piles, t)  # (`pick piles[k] ->`: the list, filtered)
        t = chosen.transfer
        makes = isinstance(t.source, ir.SourceCreate)  # (new cards onto the stack chosen)
        if makes:
            made_pick(t, option.body, self.kinds)
        sources = [] if makes else [self.piles.indexes(e) for e in t.source.stacks]
        nears: dict[int, Near] = {}  # relative destinations (`row[:-1:-3]`), by their place
        dests = []
        for at, e in enumerate(t.dests):
            if not isinstance(e, ir.Relative):
                dests.append(self.piles.indexes(e))
                continue
            nears[at] = near = self.near(sources, e)
            dests.append((e.base, tuple(sorted({b for _, b in near.pairs}))))
        props = self.piles.props
        amount = None if t.build else self._amount(t.amount, t)
        judged = not t.build and amount != 0 and not makes  # (no cards: nothing to judge)
        judged = judged and any(ruled(props[name]) for name, _ in sources + dests)
        if makes:
            self.random = self.random or t.source.kind == "random"
        click = chosen.click or (len(t.dests) == 1 and not isinstance(t.dests[0], ir.ListRef))
        if len(nears) > 1 or any(len(near.deltas) > 1 for near in nears.values()):
            click = False
        if amount == 0:
            click = True
        every: tuple[int, ...] = ()
        body, sweeps = option.body, False
        if t.dest_every:  # (each destination takes the amount in turn, as its rules let it)
            every = tuple(index for _, found in dests for index in found)
            chooses = not makes and t.source.choose  # (its own method: `every_chosen`)
            if not chooses and (t.where_to is not None or nears):  # (its `then` body's sweep)
                t, body = swept(t, body)
                sweeps = True
                if judged:  # (the sweep judges each destination by its rules: `_sweep`)
                    self.judged_sweeps.add(body[0])
            click = True
        context = {"from": True, "to": True, "moving": True}
        self.sides = {"from": [name for name, _ in sources], "to": [name for name, _ in dests]}
        self.moving = moving_of(t)
        if t.where_from is not None:
            self.expr(t.where_from, {"from": True})
        if t.where_to is not None:
            self.expr(t.where_to, context)
        outer, self.locals = self.locals, set()  # a `then` body's own locals
        if amount == 0 and self._pure_prefix():
            self.locals = set(outer)  # and the turn's, worked out again (`_then`)
        self.locals |= fresh(body, outer)
        self.here = THEN
        self.nonempty = self._landed(t, amount, body)
        for stmt in body:
            self._check_prefix(stmt, then=True)
        self.locals, self.here, self.nonempty = outer, {}, set()
        return {
            "number": number,
            "transfer": t,
            "sources": sources,
            "dests": dests,
            "amount": amount,
            "click": click,
            "body": body,
            "judged": judged,
            "every": every,
            "near": next(iter(nears.values()), None),  # (the first of them)
            "nears": nears,  # (by their places among the destinations)
            "chosen": chosen,
            "swept": sweeps,
            "chooses": not makes and t.source.choose,
            "makes": made_of(t, dests) if makes else None,
        }

    def _check_button(self, number: int, button: ir.Button) -> dict[str, Any]:
        """A button of the turn's `buttons`, the option `(number, -1, -1,
        -1, 0)`: the language's `("button", number)` move, which moves
        no card and runs the button's body (as a `then` body that reads no
        `from` or `to`: a button picks no stack)."""
        known(button)  # (paperc refuses `from` and `to` in its body: P102)
        outer, self.locals = self.locals, set()  # its own locals
        if self._pure_prefix():  # (it moves no cards: the turn's, worked out again)
            self.locals = set(outer)
        self.locals |= fresh(button.body, outer)
        self.here, self.sides = BUTTON, {"from": [], "to": []}
        for stmt in button.body:
            self._check_prefix(stmt, then=True)
        self.locals, self.here = outer, {}
        return {
            "number": number,
            "transfer": None,
            "label": button.label,
            "sources": [],
            "dests": [],
            "amount": 0,
            "click": False,
            "body": button.body,
            "judged": False,
            "every": (),
            "near": None,
            "nears": {},
            "dedupe": False,
            "chosen": None,
            "makes": None,
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

    def _amount(self, amount: Any, at: Any) -> int | str | Counted | None:
        """A transfer's amount (None: all), read at statement `at`: a number,
        a game int play never changes (by name), or what the code works out
        where the transfer runs (`Counted`)."""
        if amount is None or isinstance(amount, ir.AmountAll):
            return None  # no amount: all the cards (as `Spec`'s default)
        if isinstance(amount, ir.Const) and type(amount.value) is int:
            return max(0, amount.value)
        if isinstance(amount, ir.Var) and self.globals.get(amount.name) == "int":
            if amount.scope == "global" and not self.changes(amount.name):
                return amount.name
        return Counted(amount)

    def amount_code(self, amount: int | str | Counted | None, context: dict[str, bool]) -> str:
        """An amount as Python: a worked-out one read as `transfer._amount`
        reads it (a number, none or a bool moves no card: `flat_count`)."""
        if isinstance(amount, Counted):
            return f"self.flat_count({flat(self.expr(amount.expr, context))})"  # type: ignore[attr-defined]
        return amount_text(amount, VARS)

    def _check_then(self, stmt: Any) -> None:
        known(stmt)
        known(stmt.source)
        if isinstance(stmt, ir.Transfer) and isinstance(stmt.source, ir.SourceCreate):
            kept = len(stmt.dests) == 1 and kept_members(stmt.dests[0])
            made(stmt, self.kinds, kept)  # (new cards: `flat_make`)
            if kept:  # (onto the members braces keep: `_made_kept`)
                self._chosen_loop(stmt.dests[0], "")
            elif stmt.dest_every:  # (each stack named, or kept among them: `_made_among`)
                for dest in stmt.dests:
                    if not kept_members(dest):
                        every_of(self.piles, dataclasses.replace(stmt, dests=(dest,)))
                    else:
                        self._chosen_loop(dest, "")
                if stmt.where_to is not None:  # (a making pick's sweep: `swept`)
                    self.expr(stmt.where_to, {**self.here, "to": True})
            else:
                self._stack(stmt.dests[0], self.here)
            self._amount(stmt.amount, stmt)
            self.random = self.random or stmt.source.kind == "random"
            return
        if isinstance(stmt, ir.Transfer) and stmt.build and stmt.prefix in ("every", "auto"):
            self._check_build_sweep(stmt)
            return
        if not isinstance(stmt, ir.Transfer) or stmt.build or stmt.interactive:
            raise refuse(stmt, "a `then` body doing more than plain transfers")
        if not isinstance(stmt.source, ir.SourceStacks) or stmt.source.choose:
            raise refuse(stmt, "a `then` transfer that chooses")
        if stmt.prefix == "every":
            self._check_every(stmt)
            return
        if stmt.prefix == "auto":
            self._check_auto(stmt)
            return
        if filtered_source(stmt):  # (`waste{v == 13} -> homes[0] top all`: `_kept_move`)
            self._kept_move(stmt, 0)
            return
        if not self._direct(stmt) and not self._every_one(stmt):  # (filters, several stacks)
            self._check_auto(dataclasses.replace(stmt, prefix="auto"))  # (it runs as `auto`)
            return
        source = self._stack(stmt.source.stacks[0], self.here)
        if not stmt.dest_every:
            self._stack(stmt.dests[0], self.here)
        elif self.piles.index_of(source) is None:  # (onto its own set too: onto itself in turn)
            what = "a `then` transfer to every stack of a set from a stack not named"
            raise refuse(stmt, f"{what} by its declaration (name the source stack)")
        self._amount(stmt.amount, stmt)

    def _check_build_sweep(self, stmt: ir.Transfer) -> dict[str, Any]:
        """`every S -> D build` (`auto`): from each source in set order, the
        first move a build pick from it would offer as the moves before left
        the table (`auto`: the first of all), the pick checked as a pick is
        (`_check_pick`, its number -1)."""
        option = ir.PickOption(
            transfer=dataclasses.replace(stmt, prefix=None, interactive=True),
            body=(),
            line=stmt.line,
            file=stmt.file,
        )
        around = self.here, self.sides, self.moving, self.locals, self.nonempty
        try:
            pick = self._check_pick(-1, option)
        finally:
            self.here, self.sides, self.moving, self.locals, self.nonempty = around
        pick["dedupe"] = False
        return pick

    def _pure_prefix(self) -> bool:
        """Does the turn before its `pickone` only work out values (no
        `winneris`, nothing turned)? Then a pick that moves no cards leaves
        the table as the turn found it, and its `then` body may read the
        turn's locals by working them out again."""
        allowed = (ir.VarDecl, ir.Assign, ir.While, ir.If)
        pure = all(isinstance(stmt, allowed) for stmt in walk_stmts(self.prefix))
        return pure and not self.turn_sets

    def _check_overlap(self) -> None:
        """Picks of one `pickone` that may offer one option: the first one
        offering it keeps it (reference §4.4), so they remember what they
        offered (`dedupe`)."""
        for wait in range(len(self.branches)):
            picks = [pick for pick in self.picks if pick["wait"] == wait]
            offers = [[(pick["transfer"].build, a, b) for a, b in pairs(pick)] for pick in picks]
            mine = [set(offered) for offered in offers]
            for pick, own, offered in zip(picks, mine, offers, strict=True):
                twice = len(own) < len(offered)  # (places near it apart, `row[:1], row[:1]`)
                pick["dedupe"] = twice or any(own & other for other in mine if other is not own)


def pairs(pick: dict[str, Any]) -> list[tuple[int, int]]:
    """Every (source, destination) a pick may offer."""
    nears: dict[int, Near] = pick["nears"]
    if pick["every"]:  # (one option a source: to every stack, `(a, -1)`)
        return [(a, -1) for _, sources in pick["sources"] for a in sources]
    if nears:  # (and those of the other destinations)
        others = [d for at, d in enumerate(pick["dests"]) if at not in nears]
        return [pair for near in nears.values() for pair in near.pairs] + [
            (a, b) for _, sources in pick["sources"] for a in sources for _, d in others for b in d
        ]
    return [
        (a, b)
        for _, sources in pick["sources"]
        for a in sources
        for _, dests in pick["dests"]
        for b in dests
    ]


def asked(turn: Any) -> tuple[Any, ...]:
    """The turn, with an interactive transfer that is its one wait (the
    player picks one of its options: `Runtime.ask`, a `pickone` of that
    one pick, numbered 0) written as that `pickone`; so too one that is a
    branch of an `if` choosing the turn's wait (`branches`)."""
    turn = tuple(turn)
    for at, stmt in enumerate(turn):
        if isinstance(stmt, ir.If) and stmt.orelse and not branches(stmt):
            bodies = [body for _, body in stmt.branches] + [stmt.orelse]
            if all(len(body) == 1 and _wait_of(body[0]) is not None for body in bodies):
                ifs = tuple((cond, (_wait_of(body[0]),)) for cond, body in stmt.branches)
                orelse = (_wait_of(stmt.orelse[0]),)
                changed = dataclasses.replace(stmt, branches=ifs, orelse=orelse)
                return (*turn[:at], changed, *turn[at + 1 :])
    if any(isinstance(stmt, ir.PickOne) for stmt in turn):
        return turn
    asks = [
        at for at, stmt in enumerate(turn) if isinstance(stmt, ir.Transfer) and stmt.interactive
    ]
    waits = [s for s in walk_stmts(turn) if isinstance(s, ir.Transfer) and s.interactive]
    if len(asks) != 1 or len(waits) != 1:
        return turn
    at = asks[0]
    t = turn[at]
    option = ir.PickOption(transfer=t, body=(), line=t.line, file=t.file)
    return (*turn[:at], ir.PickOne(options=(option,), line=t.line, file=t.file), *turn[at + 1 :])


def _wait_of(stmt: Any) -> ir.PickOne | ir.Buttons | None:
    """A `pickone` or `buttons` as itself, an interactive transfer as the
    `pickone` of its one pick (else None)."""
    if isinstance(stmt, WAITS):
        return stmt
    if isinstance(stmt, ir.Transfer) and stmt.interactive:
        option = ir.PickOption(transfer=stmt, body=(), line=stmt.line, file=stmt.file)
        return ir.PickOne(options=(option,), line=stmt.line, file=stmt.file)
    return None


def acts(stmt: Any) -> bool:
    """Does a statement move cards or set a game variable (the turn after
    its `pickone` runs such statements after the move: `_check_after`)?"""
    if isinstance(stmt, ir.Transfer):
        return True
    return isinstance(stmt, ir.Assign) and getattr(stmt.target, "scope", "") == "global"


WAITS = (ir.PickOne, ir.Buttons)
# what `turnup` and `turndown` take
FACED = "write a constant number, or `all`, and repeat it in a `while` for more"


def picking(turn: Any) -> int:
    """Where the turn's one wait is: its `pickone`, its `buttons`, or an
    `if` that chooses one of several (`branches`); not nested otherwise."""
    found = [at for at, stmt in enumerate(turn) if isinstance(stmt, WAITS) or branches(stmt)]
    if len(found) != 1:
        raise refuse(turn[0] if turn else None, "the turn does not have one `pickone`")
    return found[0]


def branches(stmt: Any) -> list[tuple[Any, ir.PickOne | ir.Buttons]]:
    """The waits of the turn's wait statement, each with the condition that
    chooses it (None: the `else`, or the one wait): a `pickone` or
    `buttons`, or an `if` whose every branch, `else` included, is one
    `pickone` or `buttons` and nothing more (else none: [])."""
    if isinstance(stmt, WAITS):
        return [(None, stmt)]
    if not isinstance(stmt, ir.If) or len(stmt.orelse) != 1:
        return []
    found = [(cond, body[0] if len(body) == 1 else None) for cond, body in stmt.branches]
    found.append((None, stmt.orelse[0]))
    if not all(isinstance(wait, WAITS) for _, wait in found):
        return []
    return found  # type: ignore[return-value]


def wait_bodies(wait: Any) -> list[tuple[Any, ...]]:
    """The bodies the turn's wait runs after the player's choice, in order:
    its picks' `then` bodies, or its buttons'."""
    return [body for _, body in wait_sides(wait)]


def wait_sides(stmt: Any) -> list[tuple[dict[str, Any], tuple[Any, ...]]]:
    """Each body of the turn's wait (of each of its `branches`) with the
    stacks its `from` and `to` may be: those its pick takes from and puts
    on (a button's: none)."""
    found: list[tuple[dict[str, Any], tuple[Any, ...]]] = []
    for _, wait in branches(stmt):
        if isinstance(wait, ir.Buttons):
            found += [({"from": (), "to": ()}, button.body) for button in wait.buttons]
            continue
        found += [
            ({"from": getattr(o.transfer.source, "stacks", ()), "to": o.transfer.dests}, o.body)
            for o in wait.options
        ]
    return found


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


def local_names_global(node: Any) -> set[str]:
    """The game variables a statement or expression names."""
    return {n.name for n in walk(node) if isinstance(n, ir.Var) and n.scope == "global"}


def local_reads(node: Any) -> set[str]:
    """The local variables a statement or expression names."""
    return {n.name for n in walk(node) if isinstance(n, ir.Var) and n.scope == "local"}


def moving_hook(hook: ir.Hook) -> bool:
    """Does card hook `hook` move cards (whose own hooks then run inside it)?"""
    return any(
        isinstance(stmt, ir.Transfer) and not isinstance(stmt.source, ir.SourceCreate)
        for stmt in walk_stmts(hook.body)
    )
