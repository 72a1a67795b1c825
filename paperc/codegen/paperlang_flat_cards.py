"""What the compiled engine knows of a game's card types (see
`paperlang_flat.py`): each attribute's type, which attributes every
card has, and each type's ancestors. The code reads a card's attribute
through a table by card code (`card_NAME[c]`, `FlatGame._flat_tables`:
none for a card whose type lacks it, as `Runtime.attr` reads it) and
its type through `isa[c]` (the code's types, its ancestors included) and
`isnt[c]` (the game's other types; both empty for no card, so `X.top ==
T` and `X.top != T` are both false on an empty stack, as Paperlang's
`eq` and `ne` say). An attribute that play changes (`this.glow = 3` in a
`then` body or a hook) is read from the state instead: its last tuple,
`s[CARDS]`, holds each such attribute's values by card id
(`FlatGame.flat_card_set` sets one). Cards made (`place T -> X N`,
`random T ->_ X N`) in the setup, a `then` body or the turn are checked
by `made` and written by `making` (`FlatGame.flat_make`)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import refuse
from paperc.codegen.pyfmt import Atom, Call
from paperc.codegen.render import py
from paperc.irwalk import rewrite, walk

DEFAULTS = {"int": 0, "bool": False}  # an attribute's value when it declares none


@dataclass
class CardKinds:
    """The game's card types as the engine reads them."""

    attrs: dict[str, str] = field(default_factory=dict)  # attribute -> its type
    total: frozenset[str] = frozenset()  # the attributes every card type has
    has: dict[str, frozenset[str]] = field(default_factory=dict)  # type -> its attributes
    ancestors: dict[str, frozenset[str]] = field(default_factory=dict)  # type -> itself and up
    # type -> its attributes' values (`Goblin.power`), as `Runtime.attr` reads them
    values: dict[str, dict[str, Any]] = field(default_factory=dict)
    changing: tuple[str, ...] = ()  # the attributes play changes (`s[CARDS]`), in order
    nones: frozenset[str] = frozenset()  # the strings a type declares with no value (none)

    def table(self, node: Any, name: str) -> str:
        """The table the code reads attribute `name` of a card through."""
        assert name in self.attrs, node  # (the front end's P107, P112: some type has it)
        return f"card_{name}"

    def read(self, e: Any, name: str, code: str) -> str:
        """Attribute `name` of the card whose code is `code`, as Python."""
        if name in self.changing:  # (by card id, in the state)
            return f"s[CARDS][{self.changing.index(name)}][{code} >> 1]"
        return f"{self.table(e, name)}[{code}]"

    def all_have(self, type_name: str, name: str) -> bool:
        """Does every card of type `type_name` (or a kind of it) have `name`?"""
        kinds = [t for t, up in self.ancestors.items() if type_name in up]
        return all(name in self.has[t] for t in kinds)


def made(t: ir.Transfer, kinds: CardKinds, kept: bool = False) -> ir.SourceCreate:
    """`place T -> X N`, `random T ->_ X N` (of the setup, a `then` body or
    the turn): new cards onto (under) one stack, `FlatGame.flat_make`, or
    onto every stack named (`-> every piles`: N onto each, in order); `kept`:
    onto members braces keep (`-> every rows{size < 2}`, `auto place T ->
    rows{|[]} N`, the first of them); NotFlat for more (filters, a choice)."""
    source = t.source
    assert isinstance(source, ir.SourceCreate)
    plain = (t.prefix is None or t.prefix == "auto" and kept and not t.dest_every) and not t.build
    plain = plain and not t.interactive and t.where_from is None
    plain = plain and (t.where_to is None or t.dest_every)  # (a pick's sweep: `made_swept`)
    if not plain or t.amount is None or (len(t.dests) != 1 and not t.dest_every):
        raise refuse(t, "cards made with filters or a choice")
    assert source.card_type in kinds.ancestors, t  # (the front end's P104)
    return source


def made_pick(t: ir.Transfer, body: tuple[Any, ...], kinds: CardKinds) -> None:
    """`pick random T -> L N then ...` (`place T`): new cards onto the
    stack the player chooses (`FlatGame.flat_make`, as `_flat_moved`
    plays it), or onto every stack named (with a `to` filter, its `then`
    body's first statement makes them: `swept`, `made_swept`). It has no
    source: `from` names no stack there (NotFlat for a filter or body that
    reads it)."""
    source = t.source
    assert isinstance(source, ir.SourceCreate)
    assert source.card_type in kinds.ancestors, t  # (the front end's P104)
    if any(_reads_from(part) for part in (t.where_from, t.where_to, body)):
        unnamed = "`from`, which names no stack there (name the stacks instead)"
        raise refuse(t, f"a pick making cards reading {unnamed}")


def made_of(t: ir.Transfer, dests: list[tuple[str, Any]]) -> tuple[str, str, str]:
    """A making pick's `FlatPick.makes`: its kind, type and (of `-> every`)
    its destinations' declarations as a Move names them (`made_label`)."""
    source = t.source
    assert isinstance(source, ir.SourceCreate)
    written = "every " + ", ".join(dict.fromkeys(name for name, _ in dests)) if t.dest_every else ""
    return source.kind, source.card_type, written


def _reads_from(part: Any) -> bool:
    """Does `part` read the pick's `from`? (A transfer's own filters bind
    a `from` of their own: its source's.)"""
    transfers = [node for node in walk(part) if isinstance(node, ir.Transfer)]
    parts = [part] + [(t.source, t.dests, t.amount) for t in transfers]
    return any(
        isinstance(node, ir.Var) and node.name == "from" and node.scope == "builtin"
        for each in parts
        for node in walk(each, skip=lambda node: isinstance(node, ir.Transfer))
    )


def every_of(piles: Any, t: ir.Transfer) -> tuple[int, ...]:
    """The stack indexes of `t`'s destinations, `-> every` of them, in
    order: stacks, members by a constant, stacklists (a grid's cells, row
    by row); NotFlat for a set worked out as it runs (a filter)."""
    found: list[int] = []
    for dest in t.dests:
        member = piles.member(dest.name) if isinstance(dest, ir.StackRef) else None
        if member is not None:
            found.append(member[1])
        elif isinstance(dest, ir.StackRef | ir.ListRef) and dest.name in piles.where:
            start, count = piles.where[dest.name]
            found += range(start, start + count)
        elif isinstance(dest, ir.Member) and dest.y is None and isinstance(dest.index, ir.Const):
            start, count = piles.where.get(dest.base, (0, 0))
            index = dest.index.value
            if type(index) is not int or not 0 <= index < count or dest.base in piles.widths:
                raise refuse(t, "`-> every` onto a set of stacks worked out as it runs")
            found.append(start + index)
        else:
            raise refuse(t, "`-> every` onto a set of stacks worked out as it runs")
    return tuple(found)


def making(t: ir.Transfer, stack: str, amount: str) -> Call:
    """The call that makes the cards of `t` (`made`) onto `stack` (its
    index as code), `amount` of them (as code: None for all)."""
    source = t.source
    assert isinstance(source, ir.SourceCreate)
    args = ["s", "events", stack, py(source.kind), py(source.card_type)]
    args += [amount, "True", str(t.op == "cut")] if t.under else [amount]
    return Call("self.flat_make", tuple(map(Atom, args)))


def is_card(e: Any, holders: Any = ()) -> bool:
    """Is `e` a card (`X.top`, `X.bottom`, `(X.top - k)`, a hook's `this`,
    or what holds one, named in `holders`: a variable, `c`, or an attribute
    of cards, `waste.first`, `waste.top.partner`)?"""
    if isinstance(e, ir.Var):
        if e.scope in ("local", "global"):
            return e.name in holders
        return e.scope == "builtin" and e.name == "this"
    if isinstance(e, ir.Prop) and not e.builtin:
        return e.name in holders
    if isinstance(e, ir.PosOffset):
        return True
    return isinstance(e, ir.Prop) and e.builtin and e.name in ("top", "bottom")


def card_kinds(types: Any) -> CardKinds:
    """The attributes of the game's card types (ints, bools and strings of
    constant values), each of one type wherever it is declared."""
    kinds = CardKinds()
    own: dict[str, set[str]] = {}  # type -> the attributes it has, its parent's included
    for card in types:  # (each parent declared before its children: P104, P121)
        parent = kinds.ancestors.get(card.parent, frozenset()) if card.parent else frozenset()
        kinds.ancestors[card.name] = frozenset({card.name}) | parent
        own[card.name] = set(own.get(card.parent, ())) if card.parent else set()
        values = kinds.values[card.name] = dict(kinds.values[card.parent]) if card.parent else {}
        # a table by code holds an int, bool or string, a `playerref` (a player's
        # number, or none: `paperlang_flat_players` reads it as a player) or a
        # `card` (its code, 0 or none for none: `Expressions._card`); a float
        # is the front end's P177
        for attr in card.attrs:
            kinds.attrs.setdefault(attr.name, attr.type)  # (one type wherever declared: P115)
            own[card.name].add(attr.name)
            default = None if attr.default is None else constant(attr.default, attr)
            values[attr.name] = DEFAULTS.get(attr.type) if default is None else default
        for name, value in card.defaults:
            if name in values:
                values[name] = constant(value, card)
    kinds.has = {name: frozenset(attrs) for name, attrs in own.items()}
    names = list(own.values())
    kinds.total = frozenset(set.intersection(*names) if names else set())
    kinds.nones = frozenset(
        name
        for values in kinds.values.values()
        for name, value in values.items()
        if value is None and kinds.attrs[name] == "string"
    )
    return kinds


def typed(program: ir.PaperlangProgram) -> tuple[ir.PaperlangProgram, tuple[tuple[str, str], ...]]:
    """A card type's attributes play changes (`Goblin.power = 4`, which
    the cards made after it take, as `Runtime.set_attr` sets it): each
    becomes a game variable `(Goblin.power)`, declared first with the
    type's own value, that the state keeps (`_changing`), and the cards
    keep that attribute in the state too (`s[CARDS]`). The program so
    written, and the (type, attribute) pairs."""

    def changes(node: Any) -> bool:
        target = node.target if isinstance(node, ir.Assign) else None
        return isinstance(target, ir.Prop) and isinstance(target.obj, ir.CardTypeRef)

    # (the load pass's too: `LoadPass` makes the cards after it as the deal runs)
    bodies = (program.load, program.setup, program.turn)
    bodies += tuple(phase.body for phase in program.phases)
    found: dict[tuple[str, str], Any] = {}
    for node in walk((*bodies, tuple(hook.body for hook in program.hooks))):
        if changes(node):
            found.setdefault((node.target.obj.name, node.target.name), node)
    if not found:
        return program, ()
    kinds = card_kinds(program.card_types)
    declared = []
    for (type_name, name), at in found.items():
        value: Any = ir.Const(kinds.values[type_name][name], line=at.line, file=at.file)
        if value.value is None:  # (a string declared with no value: a string variable's none)
            value = None
        var = f"({type_name}.{name})"
        declared.append(ir.VarDecl(var, kinds.attrs[name], value, "global", at.line, at.file))

    def variable(node: Any) -> Any:
        if isinstance(node, ir.Prop) and isinstance(node.obj, ir.CardTypeRef):
            if (node.obj.name, node.name) in found:
                var = f"({node.obj.name}.{node.name})"
                return ir.Var(var, "global", line=node.line, file=node.file)
        return node

    program = rewrite(program, variable)
    return dataclasses.replace(program, load=(*declared, *program.load)), tuple(found)


def constant(value: Any, at: Any) -> Any:
    """A card attribute's value: a constant (a negative number too), as
    the language's card declarations take it."""
    if isinstance(value, ir.Unary) and value.op == "-" and isinstance(value.operand, ir.Const):
        if type(value.operand.value) is int:
            return -value.operand.value
    assert isinstance(value, ir.Const), at  # (the front end's P125)
    return value.value


def changed_attrs(program: ir.PaperlangProgram) -> tuple[str, ...]:
    """The card attributes play changes (`this.glow = 3`, `X.top.cut =
    true`), in the order they are first set (a card type's are game
    variables by now: `typed`), the game's own statements' too (the load
    pass sets one as the deal runs: `LoadPass._card_set`)."""
    found: list[str] = []
    cards = {  # (what holds a card: its variables, and attributes of cards)
        n.name
        for n in walk(program)
        if isinstance(n, ir.VarDecl | ir.AttrDecl | ir.AttrDeclStmt) and n.type == "card"
    }
    bodies = (program.load, program.setup, program.turn)
    bodies += tuple(phase.body for phase in program.phases)
    bodies += tuple(hook.body for hook in program.hooks)
    for body in bodies:
        for node in walk(body):
            if isinstance(node, ir.Assign) and isinstance(node.target, ir.Prop):
                obj, name = node.target.obj, node.target.name
                if is_card(obj, cards) and name not in found:
                    found.append(name)
    return tuple(found)


def pattern_test(items: tuple[tuple[str, ...], ...], cards: str) -> str:
    """Python on `cards` (a stack's codes, bottom first): do they match the
    sequence pattern `items` (top first: `[gem :]`)? Written out for cards
    and types with at most a `:` after them; else `FlatGame.flat_matches`."""
    rest = items[-1:] == (("rest",),)
    fixed = items[:-1] if rest else items
    if any(item[0] == "rest" for item in fixed):
        return f"self.flat_matches({cards}, {py(items)})"
    tests = [f"len({cards}) {'>=' if rest else '=='} {len(fixed)}"]
    tests += [
        f"{py(item[1])} in isa[{cards}[{-1 - k}]]"
        for k, item in enumerate(fixed)
        if item[0] == "type"
    ]
    return " and ".join(tests)
