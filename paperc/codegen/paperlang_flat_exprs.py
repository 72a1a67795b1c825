"""The compiled engine's expressions (`paperlang_flat.py`): a Paperlang
expression as Python over the flat state `s` (stack indexes by their
constants, cards by their int codes, `card_v[c]`), Paperlang's own
operators (`eq`, `add`) where a value may be none, the stacks an
expression names, and what its being true says (`facts`).

`Expressions` is a part of `FlatWriter`: it reads the writer's piles,
locals and kept values.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from paperc import ir
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_flat_cards import CardKinds, is_card, pattern_test
from paperc.codegen.paperlang_flat_ir import (
    VALUES,
    Either,
    Piles,
    PlayerValue,
    Stacked,
    assigned,
    is_stack,
    refuse,
    words,
)
from paperc.codegen.paperlang_flat_rules import logic, wrapped
from paperc.codegen.pyfmt import Atom, Call, Chain, flat
from paperc.codegen.render import py
from paperc.irwalk import rewrite

ARITHMETIC = ("+", "-", "*")
PIECE = 50  # the longest piece of a string the code writes on one line
HELPERS = {  # runtime.paperlang's operators, for values that may be none (and `%`)
    "+": "add", "-": "sub", "*": "mul", "%": "mod", "/": "div",
    "==": "eq", "!=": "ne", "<": "lt", ">": "gt", "<=": "le", ">=": "ge",
}  # fmt: skip
COMPARISON = ("==", "!=", "<", ">", "<=", ">=")
FILTERED = (ir.TypeFilter, ir.CardPredicate, ir.SqRun)  # a stack's cards a filter keeps
# what `==` takes of sets: a stack and a pick's side (`_among`), no two of them
SETS = (ir.ListRef, ir.SeqSelect, ir.LineSelect, ir.StackFilter, ir.StackSet, *FILTERED)
# the stack attributes play may set
KEPT = (
    "the turn and the picks' `then` bodies may set a stack's attribute, a card hook may not;"
    " set it of every stack it is read of"
)
COMPARE_INSTEAD = "compare their sizes, or the stacks or cards in them, instead"
LOGIC = {"and": "and", "or": "or", "&&": "and", "||": "or"}


def run(op: str, left: Any, right: Any) -> Chain:
    """`left op right` (`+`, `-` or `*`) as a flat chain in brackets, which
    `layout` splits an operand a line, the run `left` holds extended (`(a +
    b - c)`)."""
    family = "*" if op == "*" else "+"
    if is_run(left) and left.op == family:
        operands, ops = left.operands, left.joints()
    else:
        operands, ops = (term(left),), ()
    if op == family and is_run(right) and set(right.joints()) == {op}:  # (`a + (b + c)`: ints)
        return Chain(
            family, (*operands, *right.operands), parens=True, ops=(*ops, op, *right.joints())
        )
    return Chain(family, (*operands, term(right)), parens=True, ops=(*ops, op))


def is_run(node: Any) -> bool:
    """Is `node` a run of `+`, `-` or `*` written by `run`?"""
    return isinstance(node, Chain) and node.op in ARITHMETIC


def term(node: Any) -> Any:
    """An operand of a flat chain of `+` or `*`, in brackets where it must be."""
    if isinstance(node, Chain) and not node.parens:
        return dataclasses.replace(node, parens=True)
    return Atom(wrapped(node)) if isinstance(node, Atom) else node


def sole(node: Any) -> Any:
    """A call's one argument without brackets around all of it (`truth(a
    if b else None)`, as ruff writes it)."""
    text = flat(node)
    if isinstance(node, Atom) and text.startswith("(") and text.endswith(")"):
        depth = 0
        for at, char in enumerate(text):
            depth += char in "([{"
            depth -= char in ")]}"
            if depth == 0 and at < len(text) - 1:
                return node
        return Atom(text[1:-1])
    return node


def card_test(cond: Any) -> Any:
    """A card filter's condition with its bare names read of the card
    under test (`this.v`, as a card hook reads its card: `card_v[c]`)."""

    def visit(node: Any) -> Any:
        if isinstance(node, ir.CardAttr):
            this = ir.Var("this", scope="builtin", line=node.line, file=node.file)
            return ir.Prop(this, node.name, line=node.line, file=node.file)
        return node

    return rewrite(cond, visit)


class Expressions:
    """The expressions of the engine's code."""

    # runs of `+`, `-` and `*` as chains `layout` splits (a line too long
    # without: written again so, `FlatWriter`, `deal_of`)
    split_runs = False
    # the sets of stacks a pick's sides name (`_among`), worked out once as
    # its listing starts, as locals: code -> name (None: written in place)
    listed_sets: dict[str, str] | None = None

    program: ir.PaperlangProgram
    piles: Piles
    globals: dict[str, str]
    locals: set[str]
    used_globals: set[str]
    ranges: dict[str, tuple[int, int]]
    maybe_none: dict[int, Any]
    maybe_locals: set[str]
    none_attrs: set[tuple[str, str]]
    card_locals: set[str]
    helpers: set[str]
    sides: dict[str, list[str]]
    moving: Any
    nonempty: set[str]
    changing: tuple[str, ...]
    kept_attrs: dict[tuple[str, str], int]
    turn_attrs: dict[str, set[str]]
    turn_sets: tuple[str, ...]
    kept: Callable[[str], str]
    changes: Callable[[str], bool]
    kinds: CardKinds
    this_type: str  # the type of a hook's card (`this`), while its hook is read
    _kept_at: Callable[[str, str, str], str]

    def expr(self, e: Any, context: dict[str, bool]) -> Any:
        """A filter's or the turn's expression as a pyfmt node, over `s`
        (the state), `a`/`b` (source and destination), `n` (the source's
        size) and `m` (the cards moving)."""
        if isinstance(e, ir.Const) and type(e.value) is str and len(e.value) > PIECE:
            # (a long string: pieces `+` joins, which `layout` splits a line each)
            pieces = [e.value[k : k + PIECE] for k in range(0, len(e.value), PIECE)]
            return Chain("+", tuple(Atom(py(piece)) for piece in pieces), parens=True)
        if isinstance(e, ir.Const) and type(e.value) in (int, bool, str):
            return Atom(py(e.value))
        if isinstance(e, ir.Const) and e.value is None:  # (a `playerref` of no player)
            node = Atom("None")
            self.maybe_none[id(node)] = node
            return node
        if isinstance(e, ir.Var):
            # (a card has no value: the front end's type checks refuse its reads, P179)
            assert not (e.scope == "local" and e.name in self.card_locals), e
            if e.scope == "local" and e.name in self.locals:
                node = Atom("v_" + pyident(e.name))
                if e.name in self.maybe_locals:
                    self.maybe_none[id(node)] = node
                return node
            if e.scope == "global" and self.globals.get(e.name) in VALUES:
                if self.changes(e.name):
                    if self.listing and e.name in self.turn_sets:
                        node = Atom("g_" + pyident(e.name))  # (worked out again: `_turn_sets`)
                    else:
                        node = Atom(self.kept(e.name))
                    if e.name in self.maybe_locals or e.name in self.none_strings:  # (may be none)
                        self.maybe_none[id(node)] = node
                    return node
                if not assigned(self.program.turn, e.name, "global"):
                    self.used_globals.add(e.name)
                    node = Atom("g_" + pyident(e.name))
                    # (a string declared with no value: none; one the load pass
                    # or the setup may leave none, `_written`)
                    if e.name in self.none_strings or e.name in self.maybe_locals:
                        self.maybe_none[id(node)] = node
                    return node
            raise refuse(e, f"the turn reads {e.name}")
        if isinstance(e, ir.Unary):
            inner = self.expr(e.operand, context)
            if e.op in ("not", "!"):  # (none is false: `not none` is true, as `not_` says)
                return Atom(f"not {wrapped(inner)}")
            if e.op == "-" and self._maybe(inner):  # (none stays none: `neg`)
                self.helpers.add("neg")
                node = Call("neg", (sole(inner),))
                self.maybe_none[id(node)] = node
                return node
            if e.op == "-":
                return Atom(f"-{wrapped(inner)}")
            if e.op == "+":
                return inner
        if isinstance(e, ir.Binary):
            return self._binary(e.op, e.left, e.right, context, e)
        if isinstance(e, ir.Chain):
            ops = {op for op, _ in e.rest}
            if len(ops) == 1 and next(iter(ops)) in LOGIC:
                op = LOGIC[next(iter(ops))]
                return logic(op, self._operands(op, (e.first, *(x for _, x in e.rest)), context))
            return self._arithmetic(e, context)
        if isinstance(e, ir.Prop) and e.builtin and e.name == "size":
            return self._size_of(e.obj, context)
        if isinstance(e, ir.Prop) and not e.builtin:
            return self._attr(e, context)
        if isinstance(e, ir.AttrSum):
            return self._sum(e, context)
        if isinstance(e, PlayerValue):  # (`p.score`: the value of the player `p` is)
            return self._player_value(e, context)
        if isinstance(e, Stacked):  # (the stack of frames: `paperlang_flat_frames`)
            return self._stacked(e, context)
        if isinstance(e, Either):  # (a value chosen as the game runs)
            yes, no = self.expr(e.yes, context), self.expr(e.no, context)
            test = self._truth(self.expr(e.test, context))
            node = Chain("if", (yes, test, no), parens=True, ops=("if", "else"))
            if self._maybe(yes) or self._maybe(no):
                self.maybe_none[id(node)] = node
            return node
        raise refuse(e, f"the turn uses {words(e)}")

    def _stacked(self, e: Stacked, context: dict[str, bool]) -> Any:
        """The stack of frames with a value on top, its top or its rest
        (nested pairs: `(rest, top)`); a card's value is its code."""
        stack = self.kept(e.stack.name) if isinstance(e.stack, ir.Var) else "0"
        if e.op != "push":
            return Atom(f"{stack}[{int(e.op == 'top')}]")
        value = e.value
        if isinstance(value, ir.Var) and self.globals.get(value.name) == "card":
            return Atom(f"({stack}, {self.kept(value.name)})")
        return Atom(f"({stack}, {flat(self.expr(value, context))})")

    def _player_value(self, e: PlayerValue, context: dict[str, bool]) -> Any:
        """`p.score` of a player who may not be the current one: of the
        values of the players from the current one on, the one `p` is
        (`(p - current) % count` after); read straight from the state's
        places when it keeps them all (`s[KEPT][2 + ...]` when they follow
        one another)."""
        texts = [flat(self.expr(value, context)) for value in e.values]
        node = self.expr(e.player, context)
        if self._maybe(node):  # (a `playerref` of no player: its values are none)
            values = Call("", tuple(Atom(text) for text in texts), tuple=True)
            current = self.expr(e.current, context)
            found = Call("self.flat_player_value", (values, node, current))
            self.maybe_none[id(found)] = found
            return found
        return self._player_of(e, node, texts, context)

    def _player_of(self, e: PlayerValue, node: Any, texts: list[str], context: Any) -> Any:
        player, current = wrapped(node), wrapped(self.expr(e.current, context))
        later = f"({player} - {current}) % {len(texts)}"
        places = [text[len("s[KEPT][") : -1] for text in texts if text.startswith("s[KEPT][")]
        if len(places) == len(texts) and all(place.isdigit() for place in places):
            first = int(places[0])
            if [int(place) for place in places] == list(range(first, first + len(places))):
                at = f"{first} + {later}" if first else later
            else:
                at = f"({', '.join(places)})[{later}]"
            return Call("s[KEPT]", (Atom(at),), brackets="[]")
        return Call(f"({', '.join(texts)})", (Atom(later),), brackets="[]")

    def _operands(self, op: str, operands: Any, context: dict[str, bool]) -> list[Any]:
        """The operands of `and`/`or`, in order: after `X.size > 0` in an
        `and`, the operands to its right know X has a top card."""
        known = self.nonempty
        nodes = []
        for operand in operands:
            nodes.append(self.expr(operand, context))
            if op == "and":
                self.nonempty = self.nonempty | self.facts(operand, context)
        self.nonempty = known
        return [self._truth(node) for node in nodes]

    def _truth(self, node: Any) -> Any:
        """An operand of `and`/`or` that may be none read as Paperlang
        reads a condition (`truth`: none is false), so that the operator
        gives a bool as the language says (Python's `and`
        would give the none itself)."""
        if not self._maybe(node):
            return node
        self.helpers.add("truth")
        return Call("truth", (sole(node),))

    def _passed(self, where_from: Any) -> set[str]:
        """The stacks a pick's `from{...}` filter, once passed, says hold a card."""
        return set() if where_from is None else self.facts(where_from, {"from": True})

    def facts(self, e: Any, context: dict[str, bool]) -> set[str]:
        """The stacks (as `_stack` writes them) that `e` being true says hold
        a card: `X.size > 0`, `X.size != 0`, `X.size >= 1`, and the operands
        of an `and` of such."""
        if isinstance(e, ir.Chain) and {op for op, _ in e.rest} <= {"and", "&&"}:
            operands = (e.first, *(x for _, x in e.rest))
            return set().union(*(self.facts(x, context) for x in operands))
        if isinstance(e, ir.Binary) and e.op in ("and", "&&"):
            return self.facts(e.left, context) | self.facts(e.right, context)
        if not (isinstance(e, ir.Binary) and isinstance(e.right, ir.Const)):
            return set()
        size = e.left
        if (e.op, e.right.value) not in ((">", 0), ("!=", 0), (">=", 1)):
            return set()
        if isinstance(size, ir.Prop) and size.builtin and size.name == "size":
            if is_stack(size.obj):
                return {self._stack(size.obj, context)}
        return set()

    def _attr(self, e: ir.Prop, context: dict[str, bool]) -> Any:
        """`X.top.v`, `this.wild` (a card's attribute: none when the stack
        is empty, or its type lacks it), `Goblin.power` (a type's, which
        play never changes) or `X.step` (a stack's own int or bool, which
        the turn never changes)."""
        obj = e.obj
        if isinstance(obj, ir.CardTypeRef):  # (`Goblin.power`: play never changes it)
            values = self.kinds.values.get(obj.name, {})
            if e.name in values and values[e.name] is None:  # (a string with no value)
                node = Atom("None")
                self.maybe_none[id(node)] = node
                return node
            if type(values.get(e.name)) not in (int, bool, str):
                raise refuse(e, f"{obj.name}.{e.name}, which is not a value")
            return Atom(py(values[e.name]))
        code = self._card(obj, context)
        if code is not None:
            return self._read(e, e.name, code)
        names = self._decls(obj, context)
        if self.stack_card(e, context):
            raise refuse(e, f"the card attribute {e.name} of a stack read as a value")
        if any(name in self.turn_attrs.get(e.name, ()) for name in names):
            if set(names) - self.turn_attrs[e.name]:
                raise refuse(e, f"{e.name} is set by the turn on some stacks read")
            if not (context.get("from") or context.get("to")) or context.get("then"):
                raise refuse(e, f"{e.name}, which the turn sets, read outside a filter")
            node = Atom(f"at_{pyident(e.name)}[{self._stack(obj, context)}]")
            if any((name, e.name) in self.none_attrs for name in names):
                self.maybe_none[id(node)] = node  # (set to what may be none: `_maybe_attr`)
            return node
        types = [self.piles.attrs.get(name, {}).get(e.name) for name in names]
        kept = any((name, e.name) in self.kept_attrs for name in names)
        if not names or None in types and (kept or "card" in types):
            raise refuse(e, f"{e.name} is not a value of every stack read")
        if kept:
            node = Atom(f"s[KEPT][{self._kept_place(e, context)}]")
        elif None in types:  # (a stack that has none: none, `to.mark` onto rows or cols)
            node = Atom(f'attrs[{self._stack(obj, context)}].get("{e.name}")')
            self.maybe_none[id(node)] = node
        else:
            node = Atom(f'attrs[{self._stack(obj, context)}]["{e.name}"]')
        if any((name, e.name) in self.none_attrs for name in names):
            self.maybe_none[id(node)] = node  # (a string with no value: none until set)
        return node

    def _card(self, obj: Any, context: dict[str, bool]) -> tuple[Any, str, bool] | None:
        """The code of a card the code reads (`this`, `X.top`, `X.bottom`,
        `(X.top - k)`): (its code, the condition that there is a card: ""
        when there surely is, whether it may be 0, no card, whose values
        are none); None when `obj` is not such a card."""
        if isinstance(obj, ir.Var) and obj.scope == "builtin" and obj.name in ("l", "n"):
            if not context.get("sq"):
                raise refuse(obj, f"the card {obj.name} read outside an `sq` run")
            card = "p" if obj.name == "l" else "q"  # (`l` is an ambiguous name, E741)
            return Atom(card), "", False  # (an `sq` run's cards: `_size_of`)
        if isinstance(obj, ir.Var) and obj.scope == "builtin" and obj.name == "this":
            if not context.get("this"):
                raise refuse(obj, "the card this read outside a card hook or filter")
            card = context["this"] if isinstance(context["this"], str) else "c"
            return Atom(card), "", False  # (a card hook's card, `_hooks`; a filter's)
        if isinstance(obj, ir.PosOffset):
            return self._offset(obj, context), "", True
        game_card = isinstance(obj, ir.Var) and obj.scope == "global"
        if game_card and self.globals.get(obj.name) == "card":
            if obj.name not in self.changing:  # (nothing sets it: none, the code 0)
                return Atom("0"), "", True
            return Atom(self.kept(obj.name)), "", True  # (its code, 0 for none)
        if isinstance(obj, ir.Var) and obj.scope == "local" and obj.name in self.card_locals:
            if obj.name not in self.locals:
                raise refuse(obj, f"the card variable {obj.name} read where it is not declared")
            return Atom(f"v_{pyident(obj.name)}"), "", True  # (its code, 0 for none)
        if self.stack_card(obj, context):  # (`to.first`: its code in the state, 0 for none)
            decls = self._decls(obj.obj, context)
            if not any((name, obj.name) in self.kept_attrs for name in decls):
                return Atom("0"), "", True  # (nothing sets it: none)
            return Atom(f"s[KEPT][{self._kept_place(obj, context)}]"), "", True
        if (
            isinstance(obj, ir.Prop)
            and not obj.builtin
            and self.kinds.attrs.get(obj.name) == "card"
        ):
            holder = self._card(obj.obj, context)  # (`this.partner`: the card it names, or 0)
            if holder is None:
                what = f"the card attribute `{obj.name}` read of what is not a card"
                raise refuse(obj, f"{what} (read it of a card: `from.top.{obj.name}`)")
            return Atom(f"({flat(self._read(obj, obj.name, holder))} or 0)"), "", True
        if not (isinstance(obj, ir.Prop) and obj.builtin and obj.name in ("top", "bottom")):
            return None
        inner = obj.obj
        if isinstance(inner, FILTERED):  # (`(waste{v > 10}).top`: 0 when it keeps none)
            return self._kept_end(inner, obj.name, context), "", True
        if isinstance(inner, ir.Var) and inner.scope == "builtin" and inner.name == "moving":
            if not context.get("moving"):
                raise refuse(obj, "moving read outside its filter")
            code, maybe = self.moving[obj.name]
            return Atom(code), "m" if maybe else "", maybe
        stack = self._stack(obj.obj, context)
        pile = f"s[{stack}]"
        end = "-1" if obj.name == "top" else "0"
        if stack in self.nonempty:  # (an `X.size > 0` to its left said so)
            return Atom(f"{pile}[{end}]"), "", False
        checked = self._checked(obj.obj, context)
        if checked is not None:  # (`self.flat_top(s, v_f, FOUNDATIONS, 27)`)
            return Atom(f"self.flat_{obj.name}(s, {', '.join(checked)})"), "", True
        return Atom(f"{pile}[{end}]"), pile, True

    def _read(self, e: Any, name: str, card: tuple[Any, str, bool]) -> Any:
        """Attribute `name` of a card (`_card`): its table by code (none
        for no card, or for a card whose type lacks it)."""
        code, guard, maybe = card
        table = self.kinds.table(e, name)
        if guard:
            node: Any = Atom(f"({self.kinds.read(e, name, flat(code))} if {guard} else None)")
        elif isinstance(code, Call) and name not in self.kinds.changing:
            node = Call(table, (code,), brackets="[]")  # (`layout` may split it in its brackets)
        else:
            node = Atom(self.kinds.read(e, name, flat(code)))
        total = name in self.kinds.total
        if flat(code) == "c" and self.this_type:  # (a hook's card, of the hook's type)
            total = self.kinds.all_have(self.this_type, name)
        if maybe or not total or name in self.kinds.nones:  # (a string with no value: none)
            self.maybe_none[id(node)] = node
        return node

    def _typed(self, op: str, card: tuple[Any, str, bool], type_name: str) -> Any:
        """`X.top == T` (`!=`): is the card of type T or a kind of it? False
        either way when there is no card (`isa`, `isnt`: empty for 0)."""
        code, guard, _ = card
        table = "isa" if op == "==" else "isnt"
        index = f"{flat(code)} if {guard} else 0" if guard else flat(code)
        return Atom(f"{py(type_name)} in {table}[{index}]")

    def _kept_place(self, e: ir.Prop, context: dict[str, bool]) -> str:
        """A kept stack attribute's place in the state's last tuple: of one
        declaration (a stack of several is refused)."""
        names = self._decls(e.obj, context)
        if len(set(names)) != 1 or (names[0], e.name) not in self.kept_attrs:
            reason = "a stack attribute set where the compiler does not keep it, or read of"
            raise refuse(e, f"{reason} stacks it keeps it for only some of: `{e.name}` ({KEPT})")
        return self._kept_at(names[0], e.name, self._stack(e.obj, context))

    def _sum(self, e: ir.AttrSum, context: dict[str, bool]) -> Any:
        """`S{v}`: the sum of an int attribute (the deck's `v` and `suit`;
        a card without it counts 0) over the cards of a stack or of `moving`."""
        table = self.kinds.table(e, e.name)
        if self.kinds.attrs[e.name] != "int":
            raise refuse(e, f"a sum of `{e.name}`, which is not a number")
        cards = flat(self._cards_of(e.base, context))
        if e.name in self.kinds.total and e.name not in self.kinds.changing:
            return Atom(f"sum(map({table}.__getitem__, {cards}))")
        value = self.kinds.read(e, e.name, "k")  # (a card without it counts 0)
        value += " or 0" if e.name not in self.kinds.total else ""
        return Atom(f"sum([{value} for k in {cards}])")

    def _offset(self, obj: ir.PosOffset, context: dict[str, bool]) -> Any:
        """`(X.top - k)`, `(X.bottom + 1)`: the code of the card so far from
        an end (0 when there is no such card)."""
        pos = obj.pos
        if not (isinstance(pos, ir.Prop) and pos.builtin and pos.name in ("top", "bottom")):
            raise refuse(obj, f"an offset from {words(pos)}")
        if isinstance(obj.delta, int):
            delta = Atom(str(obj.delta))
        else:  # (by none: no card, whose values are none, as `top_card` reads it)
            delta = self.expr(obj.delta, context)
        helper = f"{pos.name}_card"
        self.helpers.add(helper)
        return Call(helper, (self._cards_of(pos.obj, context), delta))

    def _decls(self, obj: Any, context: dict[str, bool]) -> list[str]:
        """The declarations a stack in an expression may belong to."""
        if isinstance(obj, ir.Var) and obj.scope == "builtin" and obj.name in self.sides:
            self._stack(obj, context)
            return self.sides[obj.name]
        if isinstance(obj, ir.StackRef):
            found = self.piles.member(obj.name)
            return [found[0] if found else obj.name]
        if isinstance(obj, ir.Member):
            return [obj.base]
        return []

    @property
    def card_variables(self) -> set[str]:
        """What holds a card (`is_card`): the locals and the game's variables
        of cards, and the attributes of cards of the cards and the stacks."""
        found = self.card_locals | {name for name, kind in self.globals.items() if kind == "card"}
        found |= {name for name, kind in self.kinds.attrs.items() if kind == "card"}
        return found | {
            n for attrs in self.piles.attrs.values() for n, k in attrs.items() if k == "card"
        }

    def stack_card(self, target: Any, context: dict[str, bool]) -> bool:
        """Is `target` a stack's attribute of type card (`to.first`)?"""
        if not isinstance(target, ir.Prop) or target.builtin:
            return False
        if is_card(target.obj, self.card_variables):
            return False
        names = self._decls(target.obj, context)
        return bool(names) and all(
            self.piles.attrs.get(name, {}).get(target.name) == "card" for name in names
        )

    def card_code(self, stmt: ir.Assign, context: dict[str, bool]) -> Atom:
        """The code of the card a stack's card attribute is set to (`to.first
        = to.top`: 0 for none)."""
        if isinstance(stmt.value, ir.Const) and stmt.value.value is None:
            return Atom("0")
        card = self._card(stmt.value, context)
        if card is None:
            raise refuse(stmt, "a stack's card attribute set to what is not a card")
        code, guard, _ = card
        return Atom(f"{flat(code)} if {guard} else 0" if guard else flat(code))

    def card_value(self, stmt: ir.Assign, context: dict[str, bool]) -> str:
        """The value a card's attribute is set to, as code: a card's code (0
        for none) for an attribute of cards, else the expression's."""
        if self.kinds.attrs.get(stmt.target.name) != "card":  # type: ignore[union-attr]
            return flat(self.expr(stmt.value, context))
        card = self._card(stmt.value, context)
        if card is None:
            raise refuse(stmt, "a card's attribute of cards set to what is not a card")
        code, guard, _ = card
        return f"{flat(code)} if {guard} else 0" if guard else flat(code)

    def _card_held(self, stmt: ir.VarDecl | ir.Assign) -> tuple[str, Any] | None:
        """A card variable's declaration or assignment (`card c = waste.top`):
        the local it sets (`v_c`; a game's card variable: its place in the
        state's kept values, `1`) and the code of its card (0 for none);
        None for any other statement."""
        target = stmt.name if isinstance(stmt, ir.VarDecl) else getattr(stmt.target, "name", "")
        scope = stmt.scope if isinstance(stmt, ir.VarDecl) else getattr(stmt.target, "scope", "")
        if scope == "global" and self.globals.get(target) == "card" and self.changes(target):
            value = stmt.value if isinstance(stmt, ir.Assign) else None
            if isinstance(value, ir.Const) and value.value is None:  # (a kept local's none)
                return self.place(target), Atom("0")
            if isinstance(value, Stacked):  # (a frame's card again: its code)
                return self.place(target), self.expr(value, self.here)
            card = self._card(value, self.here) if value is not None else None
            if card is None:
                raise refuse(stmt, f"the card variable {target} set to what is not a card's place")
            code, guard, _ = card
            held = Atom(f"{flat(code)} if {guard} else 0" if guard else flat(code))
            return self.place(target), held
        if scope != "local" or target not in self.card_locals:
            return None
        value = stmt.init if isinstance(stmt, ir.VarDecl) else stmt.value
        if value is None:
            return f"v_{pyident(target)}", Atom("0")  # (none)
        card = self._card(value, self.here)
        if card is None:
            raise refuse(stmt, f"the card variable {target} set to what is not a card's place")
        code, guard, _ = card
        held = Atom(f"{flat(code)} if {guard} else 0" if guard else flat(code))
        return f"v_{pyident(target)}", held

    def _maybe(self, node: Any) -> bool:
        return id(node) in self.maybe_none

    def _binary(self, op: str, left: Any, right: Any, context: dict[str, bool], at: Any) -> Any:
        if op in LOGIC:  # (an operand that may be none read as false: `_truth`)
            return logic(LOGIC[op], self._operands(LOGIC[op], (left, right), context))
        if op in ("==", "!=") and is_stack(left) and is_stack(right):
            return Atom(f"{self._stack(left, context)} {op} {self._stack(right, context)}")
        if op == "==" and is_stack(left) and isinstance(right, ir.LineSelect | ir.SeqSelect):
            return Atom(self._among(self._stack(left, context), right, context))
        if op in ("==", "!=") and (isinstance(left, SETS) or isinstance(right, SETS)):
            if ir.SeqPattern not in (type(left), type(right)):
                sides = f"{words(left)} and {words(right)}"
                raise refuse(at, f"`{op}` of {sides}: sets compared ({COMPARE_INSTEAD})")
        if isinstance(left, ir.CardTypeRef) or isinstance(right, ir.CardTypeRef):
            return self._type_test(op, left, right, context, at)
        if op in ("==", "!=") and ir.SeqPattern in (type(left), type(right)):
            return self._matched(op, left, right, context)
        if op in ("==", "!=") and (cards := self._cards(left, right, context)):
            same = () if op == "==" else (Atom("False"),)
            return Call("self.flat_same", (*cards, *same))
        if op in ARITHMETIC or op in COMPARISON or op in ("%", "/"):
            sides = [self.expr(left, context), self.expr(right, context)]
            if op in ("%", "/") or self._maybe(sides[0]) or self._maybe(sides[1]):
                # none, or a quotient (a remainder) toward zero: Paperlang's own operators
                helper = HELPERS[op]
                self.helpers.add(helper)
                node = Call(helper, (sides[0], sides[1]))
                if op not in COMPARISON and (self._maybe(sides[0]) or self._maybe(sides[1])):
                    self.maybe_none[id(node)] = node
                return node
            if op in ARITHMETIC and (self.split_runs or any(map(is_run, sides))):
                return run(op, sides[0], sides[1])  # (a long run: one that layout may split)
            text = f"{wrapped(sides[0])} {op} {wrapped(sides[1])}"
            if (
                op in COMPARISON
                and len(text) > 60
                and any(isinstance(x, Call | Chain) for x in sides)
            ):
                self.helpers.add(HELPERS[op])  # (a call that `layout` may split)
                return Call(HELPERS[op], (sides[0], sides[1]))
            return Atom(text)
        raise refuse(at, f"the operator {op}")

    def _arithmetic(self, e: ir.Chain, context: dict[str, bool]) -> Any:
        """A long run of `+` and `-` (or of `*`, `/`, `%`), left to right as
        the same run of nested operators: Python's own, one flat chain (`a +
        b + -c`), where no operand may be none and no `/` or `%` is among
        them; else each operator in turn, Paperlang's own (`run_of(a, "/", b,
        "%", c)`)."""
        ops = [op for op, _ in e.rest]
        nodes = [self.expr(x, context) for x in (e.first, *(x for _, x in e.rest))]
        for op in ops:
            if op not in ARITHMETIC and op not in ("%", "/"):
                raise refuse(e, f"the operator {op}")
        maybe = any(map(self._maybe, nodes))
        if not maybe and (set(ops) <= {"+", "-"} or set(ops) == {"*"}):
            chain = Chain("*" if ops[0] == "*" else "+", (term(nodes[0]),), parens=True, ops=())
            for op, node in zip(ops, nodes[1:], strict=True):
                chain = run(op, chain, node)
            return chain
        self.helpers.add("run_of")
        steps = [item for op, node in zip(ops, nodes[1:], strict=True) for item in (py(op), node)]
        node = Call("run_of", (nodes[0], *(Atom(x) if isinstance(x, str) else x for x in steps)))
        if maybe:
            self.maybe_none[id(node)] = node
        return node

    def _cards(self, left: Any, right: Any, context: dict[str, bool]) -> Any:
        """`c == d`, `X.top != Y.top` (with `op`): two cards compared (the
        same type: `FlatGame.flat_same`), or None when a side is no card."""
        sides = []
        for side in (left, right):
            card = self._card(side, context) if not isinstance(side, ir.Const) else None
            if card is None:
                return None
            code, guard, _ = card
            sides.append(Atom(f"{flat(code)} if {guard} else 0" if guard else flat(code)))
        return sides

    def _type_test(self, op: str, left: Any, right: Any, context: dict[str, bool], at: Any) -> Any:
        """`X.top == T`, `this != T` (either way round)."""
        if isinstance(left, ir.CardTypeRef):
            left, right = right, left
        if isinstance(left, ir.CardTypeRef) and op in ("==", "!="):  # (`Gem == Rune`: one type?)
            return Atom(str((left.name == right.name) == (op == "==")))
        card = self._card(left, context)
        if op not in ("==", "!=") or card is None or not isinstance(right, ir.CardTypeRef):
            raise refuse(at, f"{op} on a card type and {words(left)}")
        return self._typed(op, card, right.name)

    def _checked(self, e: Any, context: dict[str, bool]) -> tuple[str, ...] | None:
        """A stacklist's member by an index worked out at run time, which
        `flat_member` checks: (index, its members' constant, line); None for
        any other stack."""
        if not (isinstance(e, ir.Member) and self._listed(e)):
            return None
        stack = self._stack(e, context)
        if "self.flat_member(" not in stack:
            return None
        return flat(self.expr(e.index, context)), self.piles.names[e.base], str(e.line)

    def _listed(self, e: ir.Member) -> bool:
        """Is `e` a stacklist's member by one index (a grid's cell by one is
        not: the language reads it as `[x 0]`)?"""
        return e.y is None and e.base in self.piles.where and e.base not in self.piles.widths

    def _stack(self, e: Any, context: dict[str, bool]) -> str:
        """A stack in an expression, as its index."""
        if isinstance(e, ir.Var) and e.scope == "builtin" and e.name in ("from", "to"):
            if not context.get(e.name):
                raise refuse(e, f"{e.name} read outside its filter")
            return "a" if e.name == "from" else "b"
        if isinstance(e, ir.StackRef) and e.name in self.piles.where:
            return self.piles.texts[self.piles.where[e.name][0]]
        if isinstance(e, ir.StackRef) and self.piles.member(e.name) is not None:
            return self.piles.texts[self.piles.member(e.name)[1]]  # type: ignore[index]
        if isinstance(e, ir.Member) and self._listed(e):
            start, count = self.piles.where[e.base]
            index = flat(self.expr(e.index, context))
            if isinstance(e.index, ir.Const) and type(e.index.value) is int:
                if 0 <= e.index.value < count:
                    return self.piles.texts[start + e.index.value]
            members = self.piles.names[e.base]
            if isinstance(e.index, ir.Var) and e.index.name in self.ranges:
                low, high = self.ranges[e.index.name]
                if 0 <= low and high <= count:  # a `for` counter that stays in range
                    return f"{members}[{index}]"
            return f"self.flat_member({index}, {members}, {e.line})"
        if isinstance(e, ir.Member) and e.base in self.piles.widths:  # (a grid's cell)
            return self._cell(e, context)
        if isinstance(e, ir.CardPredicate | ir.TypeFilter):  # (`S{...}.size` is: `_size`)
            raise refuse(e, "a stack's cards a filter keeps, read but by their number")
        raise refuse(e, "a stack named by a value worked out in play")

    def _among(self, stack: str, e: ir.LineSelect | ir.SeqSelect, context: dict[str, bool]) -> str:
        """Is `stack` one of a grid's line (`floor{col 2}`), the first (last)
        empty member of a list, a grid or a line (`rows{|[]}`), or one whose
        cards match a pattern (`rows{[Rune :]}`, the first of them, the
        last)? A pick's side (`paperlang_flat_picks._kept_test`)."""
        if isinstance(e, ir.LineSelect):
            return f"{stack} in {self._listed_set(self._line(e, context))}"
        if isinstance(e.base, ir.LineSelect):
            members = self._line(e.base, context)
        else:
            members = self.piles.names[e.base.name]
        items = py(e.pattern.items)
        if e.pattern.items and e.which == "all":  # (one whose cards match)
            return f"({pattern_test(e.pattern.items, f's[{stack}]')})"
        found = f"self.flat_empty(s, {members}, {e.which == 'last'})"
        if e.pattern.items:
            found = f"self.flat_matching(s, {members}, {items}, {e.which == 'last'})"
        return f"{stack} == {self._listed_set(found)}"

    def _listed_set(self, code: str) -> str:
        """`code`, a set of stacks (or one), as a local worked out once when
        the pick's listing starts (as the language works out a
        pick's stacks), where the writer keeps them (`listed_sets`)."""
        if self.listed_sets is None or not code.startswith(("self.", "(")):
            return code  # (a line's cells by constants, `(FLOOR[0], FLOOR[3])`, kept too)
        return self.listed_sets.setdefault(code, f"kept_{len(self.listed_sets)}")

    def _line(self, e: ir.LineSelect, context: dict[str, bool]) -> str:
        """The cells of a grid's line, in order (`floor{col 2}`: a tuple of
        them where its place is a number, else `flat_grid_line`, checked as the
        language says: none outside the grid)."""
        start, count = self.piles.where[e.base]
        width = self.piles.widths[e.base]
        if isinstance(e.index, ir.Const) and type(e.index.value) is int:
            k = e.index.value
            if e.axis == "col":
                cells = range(start + k, start + count, width) if 0 <= k < width else range(0)
            else:
                inside = 0 <= k < count // width
                cells = range(start + k * width, start + (k + 1) * width) if inside else range(0)
            texts = [self.piles.texts[i] for i in cells]
            return f"({texts[0]},)" if len(texts) == 1 else f"({', '.join(texts)})"
        k = flat(self.expr(e.index, context))
        members = self.piles.names[e.base]
        return f"self.flat_grid_line({members}, {width}, {py(e.axis)}, {k}, {e.line})"

    def _cell(self, e: ir.Member, context: dict[str, bool]) -> str:
        """A grid's cell by a place worked out at run time (`floor[x y]`; by
        one number, `floor[x]`, the cell of row 0, as `Runtime.member` reads
        it): `flat_cell` checks it."""
        start, count = self.piles.where[e.base]
        width = self.piles.widths[e.base]
        y = ir.Const(0, e.line) if e.y is None else e.y
        if all(isinstance(p, ir.Const) and type(p.value) is int for p in (e.index, y)):
            x, row = e.index.value, y.value  # type: ignore[union-attr]
            if 0 <= x < width and 0 <= row < count // width:
                return self.piles.texts[start + row * width + x]
        x_code, y_code = flat(self.expr(e.index, context)), flat(self.expr(y, context))
        members = self.piles.names[e.base]
        return f"self.flat_cell({x_code}, {y_code}, {members}, {width}, {e.line})"

    def _size_of(self, obj: Any, context: dict[str, bool]) -> Any:
        """`X.size`; a member by a worked-out index, in a line too long
        without (`split_runs`), as a call `layout` may split in its brackets
        (`self.flat_size(s, i, ROW, 9)`)."""
        if isinstance(obj, ir.SqRun):  # (`S{sq N v cond}`: its run's length)
            return Call("len", (self._sq(obj, context, "self.flat_sq_run"),))
        if isinstance(obj, FILTERED):  # (`S{cond}`, `S{T}`: how many it keeps)
            card, cards, test = self._kept_parts(obj, context)
            # (a clause a line where it is too long, as ruff writes it: `layout`)
            clauses = Chain("for", (Atom("1"), Atom(f"{card} in {cards}"), test), ops=("for", "if"))
            return Call("sum", (clauses,))
        checked = self._checked(obj, context) if self.split_runs else None
        if checked is None:
            return Atom(self._size(obj, context))
        index = self.expr(obj.index, context)
        return Call("self.flat_size", (Atom("s"), index, Atom(checked[1]), Atom(checked[2])))

    def _size(self, obj: Any, context: dict[str, bool]) -> str:
        if isinstance(obj, ir.Var) and obj.scope == "builtin":
            if obj.name == "from" and context.get("from") and not context.get("then"):
                return "n"
            if obj.name == "moving" and context.get("moving"):
                return "m"
            if obj.name == "to" and context.get("to"):
                return "len(s[b])"
            if obj.name == "from" and context.get("then"):
                return "len(s[a])"
        return f"len(s[{self._stack(obj, context)}])"

    def _cards_of(self, obj: Any, context: dict[str, bool]) -> Any:
        """The codes of a stack's cards, bottom first: a stack's (`s[X]`),
        the moving cards', or those a filter keeps (`_kept_cards`)."""
        if isinstance(obj, FILTERED):
            return self._kept_cards(obj, context)
        if isinstance(obj, ir.Var) and obj.scope == "builtin" and obj.name == "moving":
            if not context.get("moving"):
                raise refuse(obj, "moving read outside its filter")
            return Atom(self.moving["cards"][0])
        return Atom(f"s[{self._stack(obj, context)}]")

    def _kept_parts(self, obj: Any, context: dict[str, bool]) -> tuple[str, str, Any]:
        """A card filter (`S{cond}`, `S{T}`) as the name of the card under
        test (`c` in the deal, else `k`: a hook's card is `c`), the cards
        it tests and the test (a card of type T or a kind of it)."""
        card = "c" if context.get("deal") else "k"
        cards = flat(self._cards_of(obj.base, context))
        if isinstance(obj, ir.CardPredicate):
            return card, cards, self.expr(card_test(obj.cond), {**context, "this": card})
        return card, cards, Atom(f"{py(obj.card_type)} in isa[{card}]")

    def _kept_cards(self, obj: Any, context: dict[str, bool]) -> Any:
        """The codes of the cards a filter keeps, bottom first (`[k for k
        in s[WASTE] if ...]`); an `sq` run's in the run's order, as the
        language lists them, so that its `top` is the run's last card."""
        if isinstance(obj, ir.SqRun):
            return self._sq(obj, context, "self.flat_sq_cards")
        card, cards, test = self._kept_parts(obj, context)
        clauses = Chain("for", (Atom(card), Atom(f"{card} in {cards}"), test), ops=("for", "if"))
        return Call("", (clauses,), brackets="[]")

    def _sq(self, obj: ir.SqRun, context: dict[str, bool], method: str) -> Call:
        """`S{sq N v cond}` as a call of `method` (`flat_sq_run`: the places
        of the run's cards; `flat_sq_cards`: their codes), in the run's order."""
        cards = flat(self._cards_of(obj.base, context))
        length = flat(self.expr(obj.length, context))
        value = f"lambda k: {self.kinds.read(obj, obj.attr, 'k')}"
        linked = f"lambda p, q: {flat(self.expr(obj.cond, {**context, 'sq': True}))}"
        return Call(method, tuple(map(Atom, (cards, length, value, linked))))

    def _kept_end(self, obj: Any, end: str, context: dict[str, bool]) -> Any:
        """The code of the top (`end`: or bottom) card a filter keeps, 0
        when it keeps none: the first found from that end (`next((k for k
        in reversed(s[WASTE]) if ...), 0)`), an `sq` run's last (first)."""
        if isinstance(obj, ir.SqRun):
            helper = f"{end}_card"
            self.helpers.add(helper)
            return Call(helper, (self._kept_cards(obj, context), Atom("0")))
        card, cards, test = self._kept_parts(obj, context)
        cards = f"reversed({cards})" if end == "top" else cards
        clauses = Chain("for", (Atom(card), Atom(f"{card} in {cards}"), test), ops=("for", "if"))
        return Call("next", (Call("", (clauses,)), Atom("0")))

    def _matched(self, op: str, left: Any, right: Any, context: dict[str, bool]) -> Any:
        """`S == [aceH :]` (`!=`: they do not): do the cards of a stack (of
        `moving`, those a filter keeps) match a sequence pattern, top first?"""
        if isinstance(left, ir.SeqPattern):
            left, right = right, left
        cards = self._cards_of(left, context)
        if re.fullmatch(r"s\[\w+\]", flat(cards)):  # (a stack's own: written out)
            test = f"({pattern_test(right.items, flat(cards))})"
            return Atom(f"not {test}" if op == "!=" else test)
        node = Call("self.flat_matches", (cards, Atom(py(right.items))))
        if op == "!=":
            self.helpers.add("not_")
            return Call("not_", (node,))
        return node
