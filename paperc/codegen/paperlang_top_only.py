"""Which lone stacks of a Paperlang game the search key may keep by their
top card alone (`FlatGame.flat_top_only`): Golf's and Pyramid's
foundations. Two paths to one table that differ only in the order of the
cards below such a top then meet in the solver's transposition table.

A stack qualifies when the game's code can never tell the cards below its
top apart, proved here from the turn's code, its picks, its `score` and the
stack's pile rules:
- no card leaves it: it is no pick's source and no `then` transfer's
  source (a click on it, `top 0`, counts as leaving: when in doubt, refuse);
- every place the code reads it is its size (`X.size`), its top card
  (`X.top.v`, `X.top.suit`), a stack attribute of its own (`X.left`, not a
  card), or a comparison with another stack (`to == from`);
- its build rule reads its top card and whether it is empty, never the
  first card's rank (an `X` base), and it has no `redeals`.
Anything else that names it (`X.bottom`, a position, a pattern, a use the
walk does not know) refuses it.

A stack whose top card nothing reads either (no `X.top`, no build rule, no
`autoflip`: Pyramid's foundation) is named in `unread` too: the key may
leave it out whole.

A stack no card goes onto during play is left out: its cards never change
after the deal, so keeping its top alone gains nothing.

Its size (read by `X.size`, a `maxlength`, the full-piles win, the default
score) is no card below the top, but the key drops it too. It still
follows from the key when the stack is the only one kept by its top: the
compiled play neither creates nor destroys cards, and every other stack is in
the key whole, so its size is the deck less all the others. A stack whose
size is read is therefore kept only when it is the only one.
"""

from __future__ import annotations

import dataclasses
from typing import Any, NamedTuple

from paperc import ir
from paperc.codegen.paperlang_flat_ir import Piles
from paperc.codegen.paperlang_flat_rules import fixed_first

CARD_VALUES = ("v", "suit")  # what the engine reads of a top card


class TopOnly(NamedTuple):
    """The stack indexes proved top-only, and those of them whose top card
    nothing reads either (the key may leave them out whole)."""

    stacks: tuple[int, ...]
    unread: tuple[int, ...]


def top_only_stacks(program: ir.PaperlangProgram, piles: Piles) -> TopOnly:
    """The stacks proved top-only (see the module's words)."""
    lone = [stack for stack in program.stacks if stack.kind == "stack"]
    walk = _Reads({stack.name for stack in lone})
    walk.block(program.turn)
    if program.score is not None:
        walk.node(program.score)
    for stack in lone:
        props = stack.props
        if props is None:
            continue
        if fixed_first(props) or props.redeals is not None:
            walk.below.add(stack.name)
        if props.maxlength is not None:  # (and the win: every capped pile full)
            walk.sized.add(stack.name)
        if props.build or props.autoflip:  # a rule or a turn of its top card
            walk.topped.add(stack.name)
    found = [
        s.name for s in lone if s.name in walk.receives and s.name not in walk.leaves | walk.below
    ]
    unsized = [name for name in found if name not in walk.sized]
    if len(found) > 1 and len(unsized) < len(found):
        found = unsized or found[:1]  # a size read follows from the others only when alone
    return TopOnly(
        tuple(piles.where[name][0] for name in found),
        tuple(piles.where[name][0] for name in found if name not in walk.topped),
    )


class _Reads:
    """Goes through the game's code and notes, per lone stack, whether a
    card leaves it, whether its size is read, and whether anything else of
    it (a card below the top, a use not on the list) is."""

    def __init__(self, lone: set[str]) -> None:
        self.lone = lone
        self.leaves: set[str] = set()
        self.receives: set[str] = set()
        self.sized: set[str] = set()
        self.topped: set[str] = set()
        self.below: set[str] = set()
        self.sides: dict[str, set[str]] = {}  # `from` and `to` of the pick around

    def block(self, stmts: Any) -> None:
        for stmt in stmts:
            self.stmt(stmt)

    def stmt(self, stmt: Any) -> None:
        if isinstance(stmt, ir.PickOne):
            for option in stmt.options:
                t = option.transfer
                outer = self.sides
                if isinstance(t.source, ir.SourceStacks):
                    self.sides = {
                        "from": self.named(t.source.stacks),
                        "to": self.named(t.dests),
                    }
                self.transfer(t)
                self.block(option.body)
                self.sides = outer
        elif isinstance(stmt, ir.Transfer):
            self.transfer(stmt)
        else:
            self.node(stmt)

    def transfer(self, t: ir.Transfer) -> None:
        for field in dataclasses.fields(t):
            value = getattr(t, field.name)
            if field.name == "source" and isinstance(value, ir.SourceStacks):
                self.leaves |= self.named(value.stacks)
                self.indexes(value.stacks)
            elif field.name == "dests":
                self.receives |= self.named(value)
                self.indexes(value)  # (a card put on a stack reads nothing of it)
            else:
                self.node(value)

    def named(self, stacks: Any) -> set[str]:
        """The lone stacks a transfer's operands or an expression may be."""
        found: set[str] = set()
        for e in stacks:
            if isinstance(e, ir.StackRef) and e.name in self.lone:
                found.add(e.name)
            elif isinstance(e, ir.Var) and e.scope == "builtin" and e.name in self.sides:
                found |= self.sides[e.name]
            elif isinstance(e, ir.StackSet):
                found |= self.named(e.items)
        return found

    def indexes(self, stacks: Any) -> None:
        """The expressions inside a transfer's operands (`row[from.left]`)."""
        for e in stacks:
            if isinstance(e, ir.Member):
                self.node(e.index)
                self.node(e.y)
            elif isinstance(e, ir.StackSet):
                self.indexes(e.items)
            elif not isinstance(e, ir.StackRef | ir.ListRef | ir.Var):
                self.node(e)

    def node(self, x: Any) -> None:
        """Any node: the reads on the list noted as such, and every other
        stack it names noted as read below its top."""
        if isinstance(x, tuple | list):
            for item in x:
                self.node(item)
            return
        if not dataclasses.is_dataclass(x):
            return
        if isinstance(x, ir.Prop) and x.builtin and x.name == "size" and is_stack(x.obj):
            self.sized |= self.named([x.obj])
            self.indexes([x.obj])
            return
        if isinstance(x, ir.Prop) and not x.builtin and is_stack(x.obj):
            self.indexes([x.obj])  # a stack's own int or bool: none of its cards
            return
        top = x.obj if isinstance(x, ir.Prop) and x.name in CARD_VALUES else None
        if isinstance(top, ir.Prop) and top.builtin and top.name == "top" and is_stack(top.obj):
            self.topped |= self.named([top.obj])
            self.indexes([top.obj])
            return
        if isinstance(x, ir.Binary) and x.op in ("==", "!="):
            if is_stack(x.left) and is_stack(x.right):  # which stack, not what it holds
                self.indexes([x.left, x.right])
                return
        if is_stack(x):
            self.below |= self.named([x])
            self.indexes([x])
            return
        for field in dataclasses.fields(x):
            self.node(getattr(x, field.name))


def is_stack(e: Any) -> bool:
    """Does the expression name a stack (or, `from` and `to`, the pick's)?"""
    if isinstance(e, ir.Var):
        return e.scope == "builtin" and e.name in ("from", "to")
    return isinstance(e, ir.StackRef | ir.ListRef | ir.Member | ir.StackSet)
