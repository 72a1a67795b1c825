"""Paperlang IR expressions -> Python expression trees (`pyfmt` nodes).

Every value goes through `render.py` (string and number literals) and every
name a source chose is only ever a string argument (`rt.var("x")`), so no
identifier or string from a source can break out of the generated code.
Operators become calls of the runtime's none-propagating helpers;
`&&`/`||` stay Python's `and`/`or` (short-circuit) inside `truth(...)`.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_locals import PLAIN_OPS, is_plain_int
from paperc.codegen.pyfmt import Atom, Call, Chain, Keyword, Node
from paperc.codegen.render import py
from paperc.nodes import node

ARITHMETIC = {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod"}
COMPARISON = {"==": "eq", "!=": "ne", "<": "lt", ">": "gt", "<=": "le", ">=": "ge"}
LOGIC = {"and": "and", "or": "or", "&&": "and", "||": "or"}
BOOLEAN_CALLS = set(COMPARISON.values()) | {"not_", "truth", "rt.matches"}
PRECEDENCE = {"*": 2, "+": 1, "-": 1} | dict.fromkeys(COMPARISON, 0)  # inline int operators


class Unsupported(Exception):
    """An IR node this code generator cannot turn into Python. Lowering
    refuses every user mistake first, so this is a bug in paperc: codegen
    raises it as an InternalCompilerError naming the node's line."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


@node(frozen=False)
class Helper:
    """A small generated method: a where filter, a card or stack test, a
    `sq` link. `params` are its Python parameters after `self, rt`."""

    name: str
    line: int
    what: str  # for its comment: "where from{...}", "card test" ...
    params: tuple[tuple[str, str], ...]  # (name, annotation)
    body: Node
    local: bool = False  # reads only its from/to stacks' cards (see `is_local`)
    moving: bool = False  # ... and the cards that move (`is_local(moving=True)`)
    reads: tuple[str, ...] = ()  # ... and these variables' values
    # A helper written as statements (a long chain, one step a line): its
    # lines after `value = first`, then `return value`; `body` is the first.
    steps: tuple[Node, ...] = ()
    returns: str = "bool"
    file: str = ""  # the file `line` is in ("": the game's own)


@node(frozen=False)
class Scope:
    """What the builtin names mean where an expression is: the Python
    parameter each is bound to in the method being written."""

    params: dict[str, str] = field(default_factory=dict)


@node(frozen=False)
class ExprWriter:
    helpers: list[Helper] = field(default_factory=list)
    used: set[str] = field(default_factory=set)  # runtime.paperlang names to import
    # the method being written: its variables that are Python locals (source
    # name -> Python name), those of them always ints, and the inline
    # comparisons written (by id, kept alive here so that no other node
    # takes the id of one that was freed) that are conditions already
    private: dict[str, str] = field(default_factory=dict)
    ints: set[str] = field(default_factory=set)
    compared: dict[int, Atom] = field(default_factory=dict)
    _names: set[str] = field(default_factory=set)

    def helper_name(self, base: str, line: int) -> str:
        name = f"{base}_{line}"
        number = 2
        while name in self._names:
            name = f"{base}_{line}_{number}"
            number += 1
        self._names.add(name)
        return name

    def reserve(self, name: str) -> None:
        self._names.add(name)

    def add_helper(
        self,
        base: str,
        line: int,
        what: str,
        params: tuple,
        body: Node,
        local: bool = False,
        moving: bool = False,
        reads: tuple[str, ...] = (),
        file: str = "",
    ) -> str:
        name = self.helper_name(base, line)
        moving = moving and not local
        reads = reads if moving else ()
        self.helpers.append(Helper(name, line, what, params, body, local, moving, reads, file=file))
        if local:
            self.used.add("local_filter")
        elif reads:
            self.used.add("move_filter_reading")
        elif moving:
            self.used.add("local_move_filter")
        return name

    # -- conditions ---------------------------------------------------------

    def cond(self, e: Any, scope: Scope) -> Node:
        """An expression used as a condition: a Python bool."""
        node = self.expr(e, scope)
        if isinstance(node, Call) and node.func in BOOLEAN_CALLS:
            return node
        if isinstance(node, Atom) and (node.text in ("True", "False") or id(node) in self.compared):
            return node
        return self.call("truth", node)

    def call(self, func: str, *args: Node) -> Call:
        if not func.startswith(("rt.", "self.")):
            self.used.add(func)
        return Call(func, tuple(args))

    # -- expressions ----------------------------------------------------------

    def expr(self, e: Any, scope: Scope) -> Node:
        method = getattr(self, f"_{type(e).__name__}", None)
        if method is None:
            raise Unsupported(f"{type(e).__name__} is not an expression here", _line(e))
        return method(e, scope)

    def _Const(self, e: ir.Const, scope: Scope) -> Node:
        return Atom(py(e.value))

    def _Unary(self, e: ir.Unary, scope: Scope) -> Node:
        if e.op == "-" and isinstance(e.operand, ir.Const) and type(e.operand.value) is int:
            return Atom(py(-e.operand.value))
        if e.op == "+":
            return self.expr(e.operand, scope)
        if e.op == "-":
            return self.call("neg", self.expr(e.operand, scope))
        if e.op in ("not", "!"):
            return self.call("not_", self.expr(e.operand, scope))
        raise Unsupported(f"unknown operator {e.op}", e.line)

    def _Binary(self, e: ir.Binary, scope: Scope) -> Node:
        if e.op in LOGIC:
            return self.call("truth", self._chain(e, scope))
        if e.op in ("==", "!=") and isinstance(e.right, ir.SeqPattern | ir.SeqPattern):
            return self._match(e.op, e.left, e.right, scope)
        if e.op in ("==", "!=") and isinstance(e.left, ir.SeqPattern):
            return self._match(e.op, e.right, e.left, scope)
        name = ARITHMETIC.get(e.op) or COMPARISON.get(e.op)
        if name is None:
            raise Unsupported(f"unknown operator {e.op}", e.line)
        if self.ints and (e.op in PLAIN_OPS or e.op in COMPARISON):
            if is_plain_int(e.left, self.ints) and is_plain_int(e.right, self.ints):
                return self._inline(e, scope)
        return self.call(name, self.expr(e.left, scope), self.expr(e.right, scope))

    def _Chain(self, e: ir.Chain, scope: Scope) -> Node:
        """A long run of one level's operators, as flat Python: `and`/`or`
        as one Python chain; arithmetic as a helper method that applies one
        operator a line (`value = add(value, ...)`), in the order the nested
        calls would have, since nested calls that deep do not compile."""
        operands = [e.first, *(operand for _, operand in e.rest)]
        ops = [op for op, _ in e.rest]
        if ops[0] in LOGIC:
            op = LOGIC[ops[0]]
            nodes = []
            for operand in operands:
                node = self.expr(operand, scope)
                if isinstance(node, Chain):  # never bare: a nested chain is in truth(...)
                    node = Chain(node.op, node.operands, parens=True)
                nodes.append(node)
            return self.call("truth", Chain(op, tuple(nodes)))
        first = self.expr(e.first, scope)
        steps = []
        for op, operand in e.rest:
            name = ARITHMETIC.get(op)
            if name is None:
                raise Unsupported(f"unknown operator {op}", e.line)
            steps.append(self.call(name, Atom("value"), self.expr(operand, scope)))
        used = _atoms([first, *steps])
        params = tuple(
            (p, PARAM_TYPES.get(p, "object")) for p in scope.params.values() if p in used
        )
        self.used.update(t for _, t in params if t != "object")
        name = self.helper_name("chain", e.line)
        helper = Helper(
            name, e.line, "a long chain", params, first, steps=tuple(steps), file=e.file
        )
        helper.returns = "object"
        self.helpers.append(helper)
        return Call(f"self.{name}", (Atom("rt"), *(Atom(p) for p, _ in params)))

    def _inline(self, e: ir.Binary, scope: Scope) -> Atom:
        """`v_i + 1`, `v_i < 4`: Python's operators on values known to be ints."""
        sides = []
        for number, side in enumerate((e.left, e.right)):
            text = self.expr(side, scope).text  # type: ignore[union-attr]
            if isinstance(side, ir.Binary):
                inner, outer = PRECEDENCE[side.op], PRECEDENCE[e.op]
                if inner < outer or (number == 1 and inner == outer):
                    text = f"({text})"
            sides.append(text)
        node = Atom(f"{sides[0]} {e.op} {sides[1]}")
        if e.op in COMPARISON:
            self.compared[id(node)] = node
        return node

    def _match(self, op: str, stack: Any, pattern: ir.SeqPattern, scope: Scope) -> Node:
        node = Call("rt.matches", (self.expr(stack, scope), self.pattern(pattern)))
        return self.call("not_", node) if op == "!=" else node

    def _chain(self, e: ir.Binary, scope: Scope, parens: bool = False) -> Chain:
        op = LOGIC[e.op]
        operands: list[Node] = []
        for side in (e.left, e.right):
            if isinstance(side, ir.Binary) and LOGIC.get(side.op) == op:
                operands += self._chain(side, scope).operands
            elif isinstance(side, ir.Binary) and side.op in LOGIC:
                operands.append(self._chain(side, scope, parens=True))
            else:
                operands.append(self.expr(side, scope))
        return Chain(op, tuple(operands), parens)

    def _Var(self, e: ir.Var, scope: Scope) -> Node:
        if e.scope == "builtin":
            if e.name in scope.params:
                return Atom(scope.params[e.name])
            if e.name == "currentPlayer":
                return Atom("rt.current_player")
            if e.name in ("from", "to"):
                return Call("rt.chosen_stack", (Atom(py(e.name)),))
            raise Unsupported(f"{e.name} has no meaning here", e.line)
        if e.scope == "local" and e.name in self.private:
            return Atom(self.private[e.name])
        return Call("rt.var", (Atom(py(e.name)),))

    def _Call(self, e: ir.Call, scope: Scope) -> Node:
        raise Unsupported(f"{e.name}(...) is not a Paperlang expression", e.line)

    def _StackRef(self, e: ir.StackRef, scope: Scope) -> Node:
        return Call("rt.stack", (Atom(py(e.name)),))

    def _ListRef(self, e: ir.ListRef, scope: Scope) -> Node:
        return Call("rt.list", (Atom(py(e.name)),))

    def _Member(self, e: ir.Member, scope: Scope) -> Node:
        args = [Atom(py(e.base)), self.expr(e.index, scope)]
        if e.y is not None:
            args.append(self.expr(e.y, scope))
        return Call("rt.member", (*args, Keyword("line", Atom(py(e.line)))))

    def _Relative(self, e: ir.Relative, scope: Scope) -> Node:
        offsets = Call("", tuple(Atom(py(tuple(o))) for o in e.offsets), tuple=True)
        return Call("rt.relative", (Atom(py(e.base)), offsets))

    def _StackSet(self, e: ir.StackSet, scope: Scope) -> Node:
        return Call("rt.union", tuple(self.expr(item, scope) for item in e.items))

    def _Prop(self, e: ir.Prop, scope: Scope) -> Node:
        top = e.obj
        if not e.builtin and isinstance(top, ir.Prop) and top.builtin and top.name == "top":
            return Call("rt.top_attr", (self.expr(top.obj, scope), Atom(py(e.name))))
        obj = self.expr(e.obj, scope)
        if e.builtin and e.name in ("size", "top", "bottom"):
            return Call(f"rt.{e.name}", (obj,))
        return Call("rt.attr", (obj, Atom(py(e.name))))

    def _PosOffset(self, e: ir.PosOffset, scope: Scope) -> Node:
        pos = e.pos
        if not (isinstance(pos, ir.Prop) and pos.name in ("top", "bottom")):
            raise Unsupported("only .top and .bottom take an offset", e.line)
        delta = Atom(py(e.delta)) if isinstance(e.delta, int) else self.expr(e.delta, scope)
        return Call(f"rt.{pos.name}", (self.expr(pos.obj, scope), delta))

    def _CardTypeRef(self, e: ir.CardTypeRef, scope: Scope) -> Node:
        return Call("rt.type", (Atom(py(e.name)),))

    def pattern(self, e: ir.SeqPattern) -> Node:
        self.used.add("Pattern")
        items = Call("", tuple(Atom(py(tuple(item))) for item in e.items), tuple=True)
        return Call("Pattern", (items,) if e.items else (Atom("()"),))

    def _SeqPattern(self, e: ir.SeqPattern, scope: Scope) -> Node:
        return self.pattern(e)

    def _SeqSelect(self, e: ir.SeqSelect, scope: Scope) -> Node:
        base = self.expr(e.base, scope)
        return Call("rt.select", (base, self.pattern(e.pattern), Atom(py(e.which))))

    def _LineSelect(self, e: ir.LineSelect, scope: Scope) -> Node:
        index = self.expr(e.index, scope)
        args = (Atom(py(e.base)), Atom(py(e.axis)), index, Keyword("line", Atom(py(e.line))))
        return Call("rt.grid_line", args)

    def _TypeFilter(self, e: ir.TypeFilter, scope: Scope) -> Node:
        return Call("rt.type_filter", (self.expr(e.base, scope), Atom(py(e.card_type))))

    def _AttrSum(self, e: ir.AttrSum, scope: Scope) -> Node:
        return Call("rt.attr_sum", (self.expr(e.base, scope), Atom(py(e.name))))

    def _CardPredicate(self, e: ir.CardPredicate, scope: Scope) -> Node:
        inner = Scope({**scope.params, "#card": "card"})
        body = self.cond(e.cond, inner)
        params = (("card", "CardObj"),)
        self.used.add("CardObj")
        name = self.add_helper("card_test", e.line, "card test", params, body, file=e.file)
        return Call("rt.card_filter", (self.expr(e.base, scope), Atom(f"self.{name}")))

    def _CardAttr(self, e: ir.CardAttr, scope: Scope) -> Node:
        card = scope.params.get("#card")
        if card is None:
            raise Unsupported(f"{e.name} names a card attribute outside a card test", e.line)
        return Call("rt.attr", (Atom(card), Atom(py(e.name))))

    def _StackFilter(self, e: ir.StackFilter, scope: Scope) -> Node:
        inner = Scope({**scope.params, "#stack": "stack"})
        body = self.cond(e.cond, inner)
        self.used.add("Stack")
        params = (("stack", "Stack"),)
        name = self.add_helper("stack_test", e.line, "stack test", params, body, file=e.file)
        return Call("rt.stack_filter", (self.expr(e.base, scope), Atom(f"self.{name}")))

    def _StackAttr(self, e: ir.StackAttr, scope: Scope) -> Node:
        stack = scope.params.get("#stack")
        if stack is None:
            raise Unsupported(f"{e.name} names a stack attribute outside a stack test", e.line)
        return Call("rt.stack_attr", (Atom(stack), Atom(py(e.name))))

    def _SqRun(self, e: ir.SqRun, scope: Scope) -> Node:
        inner = Scope({**scope.params, "l": "prev_card", "n": "next_card"})
        body = self.cond(e.cond, inner)
        self.used.add("CardObj")
        params = (("prev_card", "CardObj"), ("next_card", "CardObj"))
        name = self.add_helper("sq_link", e.line, "sq link", params, body, file=e.file)
        base, length = self.expr(e.base, scope), self.expr(e.length, scope)
        return Call("rt.sq", (base, length, Atom(py(e.attr)), Atom(f"self.{name}")))


# The Python parameters a Scope binds, by name, as helpers declare them.
PARAM_TYPES = {
    "this": "CardObj",
    "card": "CardObj",
    "prev_card": "CardObj",
    "next_card": "CardObj",
    "source": "Stack",
    "target": "Stack",
    "stack": "Stack",
}


def _atoms(nodes: list[Node]) -> set[str]:
    """Every bare name (Atom) in these trees: the parameters they read."""
    found: set[str] = set()
    todo: list[Any] = list(nodes)
    while todo:
        node = todo.pop()
        if isinstance(node, Atom):
            found.add(node.text)
        elif isinstance(node, Call):
            todo.extend(node.args)
        elif isinstance(node, Keyword):
            todo.append(node.value)
        elif isinstance(node, Chain):
            todo.extend(node.operands)
    return found


def is_local(e: Any, moving: bool = False, reads: set[str] | None = None) -> bool:
    """Does a `where` filter read nothing but the cards of `from` and `to`
    (and, with `moving`, the cards that move)? Then its answer depends on
    those stacks' contents only (and the cut), and the engine may remember
    it. Conservative: anything else (variables, the contents of other
    stacks, attributes of stacks or types, braces) says no; comparing `from`
    or `to` with a declared stack (`from == waste`) reads no cards. With
    `reads`, variables used as plain values (not their stacks' cards) are
    allowed too, and their names added to it: the engine then remembers
    the answers per value of those variables."""
    if isinstance(e, ir.Const | ir.CardTypeRef):
        return True
    if isinstance(e, ir.Var):
        if reads is not None and e.scope in ("local", "global"):
            reads.add(e.name)
            return True
        names = ("from", "to", "moving") if moving else ("from", "to")
        return e.scope == "builtin" and e.name in names
    if isinstance(e, ir.Unary):
        return is_local(e.operand, moving, reads)
    if isinstance(e, ir.Binary):
        if e.op in ("==", "!=") and _names_a_stack(e.left, e.right):
            return True
        return is_local(e.left, moving, reads) and is_local(e.right, moving, reads)
    if isinstance(e, ir.Chain):
        operands = [e.first, *(operand for _, operand in e.rest)]
        return all(is_local(operand, moving, reads) for operand in operands)
    if isinstance(e, ir.SeqPattern):
        return True
    if isinstance(e, ir.PosOffset):
        return isinstance(e.delta, int) and is_local(e.pos, moving)
    if isinstance(e, ir.Prop):
        if e.builtin:
            return e.name in ("size", "top", "bottom") and is_local(e.obj, moving)
        # an attribute of a card found in from/to (not of a stack or a type)
        return _is_position(e.obj) and is_local(e.obj, moving)
    return False


def _names_a_stack(left: Any, right: Any) -> bool:
    """`from == waste`: `from` or `to` against one declared stack."""
    for one, other in ((left, right), (right, left)):
        if (
            isinstance(one, ir.Var)
            and one.scope == "builtin"
            and one.name in ("from", "to")
            and isinstance(other, ir.StackRef)
        ):
            return True
    return False


def _is_position(e: Any) -> bool:
    if isinstance(e, ir.PosOffset):
        return True
    return isinstance(e, ir.Prop) and e.builtin and e.name in ("top", "bottom")


def _line(e: Any) -> int:
    return int(getattr(e, "line", 0) or 0)
