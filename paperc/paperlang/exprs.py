"""Lowering Paperlang expressions: names resolved, braces decided, types checked.

A mixin of lower.Lowerer. Each `expr` call returns the IR node and its
static type (symbols.py); a mistake is recorded as a diagnostic and lowering
goes on with a placeholder of unknown type, so every error of a file is
found in one run.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from paperc import ir
from paperc.errors import Diagnostic, SourceSpan, error
from paperc.irwalk import placed
from paperc.nodes import node
from paperc.paperlang import ast
from paperc.paperlang.phase_reads import PhaseReads
from paperc.paperlang.symbols import Symbols
from runtime.engine.names import did_you_mean

if TYPE_CHECKING:
    from collections.abc import Mapping

Typed = tuple[object, "str | None"]

MAX_INT = 2**31 - 1  # battler's ints are C++ ints; games need no more
# How deep an expression may nest (brackets, operators of rising precedence,
# indices inside indices): far beyond anything a game needs, and well inside
# what Python can compile once each level has become a call.
MAX_NESTING = 64
# A run of operators of one level (`a + b - c ...`, `p && q && ...`) this
# long becomes one flat `ir.Chain`, whatever its length, instead of a tree
# as deep as the run is long.
LONG_CHAIN = 16
# The operator levels that a long run may hold (comparisons do not chain).
LEVELS = {"||": 1, "&&": 2, "+": 4, "-": 4, "*": 5, "/": 5, "%": 5}

STACK_BUILTINS = {"size": "int", "top": "card", "bottom": "card"}
COMPARISONS = frozenset(("==", "!=", "<", ">", "<=", ">="))
ORDERING = frozenset(("<", ">", "<=", ">="))
ARITHMETIC = frozenset(("+", "-", "*", "/", "%"))
STACKISH = frozenset(("stack", "logical"))
HOOK_FILTER = "#hook"  # in a `where` filter's builtins: the filter stands in a card hook
# Pairs of different types that `==` may still compare: a card with a type
# (G-9), a player with a player number, a card variable with a card.
COMPARABLE = ({"card", "cardtype"}, {"player", "int"}, {"stack", "logical"})
TYPE_WORDS = {
    "int": "a number",
    "bool": "true or false",
    "string": "a string",
    "float": "a float",
    "player": "a player",
    "card": "a card",
    "stack": "a stack",
    "set": "a set of stacks",
    "logical": "a filtered stack",
    "cardtype": "a card type",
    "pattern": "a sequence pattern",
}


@node
class Ctx:
    """Where an expression stands. `scopes` are the enclosing blocks' local
    variables, innermost last; `builtins` the contextual names bound there."""

    scopes: tuple[dict[str, str | None], ...] = ()
    builtins: Mapping[str, str] = None  # type: ignore[assignment]
    order: int | None = None  # the top-level statement's index in the load pass
    in_phase: bool = False
    card_attrs: bool = False  # bare card attribute names: inside S{...} and sq
    stack_attrs: str | None = None  # bare member attributes: inside L{...}; the list's name
    relative_ok: bool = False  # a transfer's destination

    def with_builtins(self, **names: str) -> Ctx:
        return replace(self, builtins={**(self.builtins or {}), **names})

    def local(self, name: str) -> tuple[bool, str | None]:
        for scope in reversed(self.scopes):
            if name in scope:
                return True, scope[name]
        return False, None


def start_span(node: object) -> SourceSpan:
    """Where an expression begins: its leftmost token."""
    while True:
        if isinstance(node, ast.Binary):
            node = node.left
        elif isinstance(node, (ast.Attribute, ast.Index, ast.Brace)):
            node = node.obj
        else:
            return node.span  # type: ignore[attr-defined]


def flat_chain(value: object, level: int | None) -> object:
    """A left-leaning run of `ir.Binary` of one level as one `ir.Chain`;
    anything else (a mistake's placeholder, a card position) as it is."""
    rest: list[tuple[str, object]] = []
    while isinstance(value, ir.Binary) and LEVELS.get(_source_op(value.op)) == level:
        rest.append((value.op, value.right))
        value = value.left
    if len(rest) < 2:
        for op, right in reversed(rest):
            value = ir.Binary(op, value, right, _line(value))
        return value
    return ir.Chain(value, tuple(reversed(rest)), _line(value))


def _add_offsets(first: object, second: object, line: int) -> object:
    """Two card-position offsets (an int, or an int expression) as one."""
    if isinstance(first, int) and isinstance(second, int):
        return first + second
    as_expr = [ir.Const(d, line) if isinstance(d, int) else d for d in (first, second)]
    return ir.Binary("+", as_expr[0], as_expr[1], line)


def _unbracket(node: object) -> object:
    while isinstance(node, ast.Paren):
        node = node.value
    return node


def _source_op(op: str) -> str:
    return {"and": "&&", "or": "||"}.get(op, op)


def _line(value: object) -> int:
    return int(getattr(value, "line", 0) or 0)


def describe(kind: str | None) -> str:
    return TYPE_WORDS.get(kind or "", "this value")


class ExprLowering:
    symbols: Symbols
    errors: list[Diagnostic]
    phase_reads: PhaseReads

    def fail(self, code: str, message: str, span: SourceSpan) -> None:
        self.errors.append(error(code, message, span))

    def unknown(self, span: SourceSpan) -> Typed:
        return ir.Const(None, span.line), None

    # --- names -------------------------------------------------------------

    def name(self, node: ast.Name, ctx: Ctx) -> Typed:
        name, span, line = node.name, node.span, node.span.line
        builtins = ctx.builtins or {}
        if name in builtins:
            return ir.Var(name, "builtin", line), builtins[name]
        # Inside S{...} and L{...} a bare name is the card's or member's own
        # attribute first (reference 3.10), even where a variable shares it.
        if ctx.card_attrs:
            kind = self.symbols.card_attr(name)
            if kind is not None:
                return ir.CardAttr(name, line), kind
        if ctx.stack_attrs is not None:
            stack_kind = STACK_BUILTINS.get(name) or self._member_attr(ctx.stack_attrs, name)
            if stack_kind is not None:
                return ir.StackAttr(name, line), stack_kind
        found, kind = ctx.local(name)
        if found:
            return ir.Var(name, "local", line), kind
        if name == "currentPlayer":
            return ir.Var(name, "builtin", line), "player"
        symbols = self.symbols
        if name in symbols.globals:
            info = symbols.globals[name]
            if self._too_early(info.order, ctx, name, span):
                return self.unknown(span)
            return ir.Var(name, "global", line), info.type
        if name in symbols.stacks:
            info = symbols.stacks[name]
            if self._too_early(info.order, ctx, name, span):
                return self.unknown(span)
            if info.kind == "stack":
                return ir.StackRef(name, line), "stack"
            return ir.ListRef(name, line), "set"
        if name in symbols.cards:
            info = symbols.cards[name]
            if self._too_early(info.order, ctx, name, span):
                return self.unknown(span)
            return ir.CardTypeRef(name, line), "cardtype"
        if ctx.in_phase and name in symbols.any_locals:
            # a phase sees its caller's variables (reference 3.3, dynamic scope)
            self.phase_reads.read(name, span)
            return ir.Var(name, "local", line), symbols.any_locals[name]
        if name in symbols.phases:
            self.fail("P102", f"`{name}` is a phase: run it with `do {name}`", span)
        elif name == "to" and "from" in builtins:
            self.fail(
                "P102",
                "`to` is not bound in a `from{...}` filter: the destination is chosen after "
                "the source; test it in `to{...}`",
                span,
            )
        elif name in ("from", "to"):
            self.fail(
                "P102",
                f"`{name}` is only bound inside a `where` filter, a hook, or the body "
                "of a `pick` option",
                span,
            )
        elif name == "this" and HOOK_FILTER in builtins:
            self.fail(
                "P149",
                "a `where` filter cannot see the hook's card `this`: test it in an `if` "
                "around the transfer, or keep what you need in a variable (`int v = this.v`)",
                span,
            )
        elif name in ("this", "moving", "l", "n"):
            where = {
                "this": "inside a `premove`/`onmoved` hook",
                "moving": "inside a `to{...}` filter",
            }.get(name, "inside `{sq ...}`")
            self.fail("P102", f"`{name}` is only bound {where}", span)
        else:
            self.fail("P102", f"`{name}` is not declared{self._did_you_mean(name)}", span)
        return self.unknown(span)

    def _did_you_mean(self, name: str) -> str:
        """A close known name, for typos (`foundation` for `foundations`)."""
        symbols = self.symbols
        known = [*symbols.stacks, *symbols.cards, *symbols.globals, *symbols.any_locals]
        return did_you_mean(name, known)

    def _too_early(self, order: int, ctx: Ctx, name: str, span: SourceSpan) -> bool:
        if ctx.order is not None and order > ctx.order:
            where = self.symbols.declared_at(name)
            line = f" (line {where.line})" if where and where.path == span.path else ""
            self.fail(
                "P103",
                f"`{name}` is used before its declaration{line}: the game's top-level "
                "statements run in order",
                span,
            )
            return True
        return False

    def _member_attr(self, list_name: str, name: str) -> str | None:
        info = self.symbols.stacks.get(list_name)
        if info is not None:
            return info.attrs.get(name)
        return self.symbols.stack_attr(name)

    # --- expressions ---------------------------------------------------------

    def expr(self, node: ast.Expr, ctx: Ctx) -> Typed:
        depth = getattr(self, "_depth", 0)
        if depth >= MAX_NESTING:
            return self._too_deep(node)
        self._depth = depth + (not isinstance(node, ast.Paren))  # brackets cost nothing
        try:
            method = getattr(self, "_" + type(node).__name__.lower())
            typed = method(node, ctx)
            span = start_span(node)
            placed(typed[0], span.line, span.col)
            return typed
        finally:
            self._depth = depth

    def _too_deep(self, node: ast.Expr) -> Typed:
        span = start_span(node)
        reported: set[tuple[str, int]] = self.__dict__.setdefault("_too_deep_at", set())
        if (span.path, span.line) not in reported:  # once a line, not once a branch
            reported.add((span.path, span.line))
            self.fail(
                "P127",
                f"this expression nests more than {MAX_NESTING} levels deep: "
                "split it with variables",
                span,
            )
        return self.unknown(span)

    def _number(self, node: ast.Number, ctx: Ctx) -> Typed:
        if node.value > MAX_INT:
            self.fail("P124", f"numbers go up to {MAX_INT}", node.span)
            return ir.Const(MAX_INT, node.span.line), "int"
        return ir.Const(node.value, node.span.line), "int"

    def _boolean(self, node: ast.Boolean, ctx: Ctx) -> Typed:
        return ir.Const(node.value, node.span.line), "bool"

    def _string(self, node: ast.String, ctx: Ctx) -> Typed:
        return ir.Const(node.value, node.span.line), "string"

    def _name(self, node: ast.Name, ctx: Ctx) -> Typed:
        return self.name(node, ctx)

    def _paren(self, node: ast.Paren, ctx: Ctx) -> Typed:
        return self.expr(node.value, ctx)

    def _seqpattern(self, node: ast.SeqPattern, ctx: Ctx) -> Typed:
        return self.pattern(node), "pattern"

    def pattern(self, node: ast.SeqPattern) -> ir.SeqPattern:
        items: list[tuple[str, ...]] = []
        for item, span in node.items:
            if item == "_":
                items.append(("any",))
            elif item == ":":
                items.append(("rest",))
            else:
                if item not in self.symbols.cards:
                    near = did_you_mean(item, self.symbols.cards)
                    self.fail("P104", f"`{item}` is not a card type{near}", span)
                items.append(("type", item))
        return ir.SeqPattern(tuple(items), node.span.line)

    def _unary(self, node: ast.Unary, ctx: Ctx) -> Typed:
        operand, kind = self.expr(node.operand, ctx)
        line = node.span.line
        if node.op == "!":
            self.expect(kind, ("bool",), node.operand, "`!` needs true or false")
            return ir.Unary("not", operand, line), "bool"
        self.expect(kind, ("int",), node.operand, f"`{node.op}` needs a number")
        return ir.Unary(node.op, operand, line), "int"

    def expect(self, kind: str | None, allowed: tuple[str, ...], node, what: str) -> bool:
        if kind is None or kind in allowed:
            return True
        self.fail("P105", f"{what}, but this is {describe(kind)}", start_span(node))
        return False

    def _binary(self, node: ast.Binary, ctx: Ctx) -> Typed:
        """`a op b op c ...`, walked along its left edge without recursion:
        a sum of a thousand terms is a loop here, not a thousand calls."""
        spine = [node]
        level = LEVELS.get(node.op)
        while level is not None:
            left = _unbracket(spine[-1].left)  # `(a + b) + c` is `a + b + c`
            if not (isinstance(left, ast.Binary) and LEVELS.get(left.op) == level):
                break
            spine.append(left)
        typed = self.expr(spine[-1].left, ctx)
        for step in reversed(spine):
            typed = self._binary_step(step, typed, ctx)
        if len(spine) + 1 >= LONG_CHAIN:
            return flat_chain(typed[0], level), typed[1]
        return typed

    def _binary_step(self, node: ast.Binary, left_typed: Typed, ctx: Ctx) -> Typed:
        """One operator, its left operand already lowered."""
        op, line = node.op, node.span.line
        for side in (node.left, node.right):
            if op in COMPARISONS and isinstance(side, ast.Binary) and side.op in COMPARISONS:
                self.fail(
                    "P106",
                    "comparisons do not chain: write `a == b && b == c`, or add parentheses",
                    start_span(side),
                )
                return self.unknown(node.span)
        left, lkind = left_typed
        right, rkind = self.expr(node.right, ctx)
        if op in ("&&", "||"):
            self.expect(lkind, ("bool",), node.left, f"`{op}` needs true or false")
            self.expect(rkind, ("bool",), node.right, f"`{op}` needs true or false")
            return ir.Binary("and" if op == "&&" else "or", left, right, line), "bool"
        if op in ("==", "!="):
            return self._equality(node, left, lkind, right, rkind)
        if op in ORDERING:
            self.expect(lkind, ("int",), node.left, f"`{op}` compares numbers")
            self.expect(rkind, ("int",), node.right, f"`{op}` compares numbers")
            return ir.Binary(op, left, right, line), "bool"
        if op in ("+", "-") and lkind == "card":
            # `s.top - 2`: a position counted from that end (reference 3.5)
            self.expect(rkind, ("int",), node.right, "a card position moves by a number")
            if isinstance(right, ir.Const) and isinstance(right.value, int):
                delta: object = right.value if op == "+" else -right.value
            else:
                delta = right if op == "+" else ir.Unary("-", right, line)
            if isinstance(left, ir.PosOffset):  # `s.top - 1 - 1` is `s.top - 2`
                delta = _add_offsets(left.delta, delta, line)
                left = left.pos
            if not (isinstance(left, ir.Prop) and left.builtin and left.name in ("top", "bottom")):
                self.fail(
                    "P128",
                    f"`{op}` moves a position counted from a stack's `.top` or `.bottom` "
                    "(`s.top - 1`), not from another card",
                    start_span(node),
                )
                return self.unknown(node.span)
            return ir.PosOffset(left, delta, line), "card"
        if op in ("+", "-") and lkind == "player":
            self.expect(rkind, ("int",), node.right, "a player moves on by a number")
            return ir.Binary(op, left, right, line), "player"
        self.expect(lkind, ("int",), node.left, f"`{op}` needs numbers")
        self.expect(rkind, ("int",), node.right, f"`{op}` needs numbers")
        return ir.Binary(op, left, right, line), "int"

    def _equality(self, node: ast.Binary, left, lkind, right, rkind) -> Typed:
        kinds = {lkind, rkind}
        if "pattern" in kinds:
            other, side = (rkind, node.right) if lkind == "pattern" else (lkind, node.left)
            if other is not None and other not in ("stack", "logical", "pattern"):
                self.fail(
                    "P105",
                    f"a sequence pattern is matched against a stack, not {describe(other)}",
                    side.span,
                )
        elif None not in kinds and len(kinds) == 2 and kinds not in COMPARABLE:
            self.fail(
                "P105",
                f"`{node.op}` compares {describe(lkind)} with {describe(rkind)}: it is never true",
                start_span(node),
            )
        return ir.Binary(node.op, left, right, node.span.line), "bool"

    # --- postfix -----------------------------------------------------------

    def _attribute(self, node: ast.Attribute, ctx: Ctx) -> Typed:
        obj, kind = self.expr(node.obj, ctx)
        name, span, line = node.name, node.span, node.span.line
        if kind in STACKISH or (kind is None and name in STACK_BUILTINS):
            if name in STACK_BUILTINS:
                return ir.Prop(obj, name, True, line), STACK_BUILTINS[name]
            attr = self._stack_attr(obj, name)
            if attr is False:
                known = [*STACK_BUILTINS, *self._stack_attr_names(obj)]
                self.fail(
                    "P107",
                    f"no stack declares an attribute `{name}`{did_you_mean(name, known)}",
                    span,
                )
                return self.unknown(span)
            return ir.Prop(obj, name, False, line), attr
        if kind == "card":
            attr = self.symbols.card_attr(name)
            if attr is None:
                known = [attr for info in self.symbols.cards.values() for attr in info.attrs]
                hint = did_you_mean(name, known)
                self.fail("P107", f"no card type has an attribute `{name}`{hint}", span)
                return self.unknown(span)
            return ir.Prop(obj, name, False, line), attr
        if kind == "cardtype" and isinstance(obj, ir.CardTypeRef):
            attr = self.symbols.cards[obj.name].attrs.get(name)
            if attr is None:
                hint = did_you_mean(name, self.symbols.cards[obj.name].attrs)
                self.fail("P107", f"card type `{obj.name}` has no attribute `{name}`{hint}", span)
                return self.unknown(span)
            return ir.Prop(obj, name, False, line), attr
        if kind == "player":
            if name in self.symbols.owned:
                return ir.Prop(obj, name, False, line), "stack"
            attr = self.symbols.player_attrs.get(name)
            if attr is None:
                self.fail("P107", f"players have no attribute `{name}`", span)
                return self.unknown(span)
            return ir.Prop(obj, name, False, line), attr
        if kind is None:
            return ir.Prop(obj, name, False, line), None
        if kind == "set" and name in STACK_BUILTINS:
            self.fail(
                "P107",
                f"`.{name}` belongs to one stack, and this is a set of stacks: "
                "index a member, e.g. `(row[0]).size`",
                span,
            )
        else:
            self.fail("P107", f"{describe(kind)} has no attribute `{name}`", span)
        return self.unknown(span)

    def _stack_attr(self, obj: object, name: str) -> str | None | bool:
        """The attribute's type; None if not known statically; False if no stack has it."""
        info = None
        if isinstance(obj, ir.StackRef):
            info = self.symbols.stacks.get(obj.name.split("[")[0])
        elif isinstance(obj, ir.Member):
            info = self.symbols.stacks.get(obj.base)
        if info is not None:
            return info.attrs[name] if name in info.attrs else False
        kind = self.symbols.stack_attr(name)
        return False if kind is None else kind

    def _stack_attr_names(self, obj: object) -> list[str]:
        """The attributes `obj` could have: its own declaration's, or every stack's."""
        base = None
        if isinstance(obj, ir.StackRef):
            base = obj.name.split("[")[0]
        elif isinstance(obj, ir.Member):
            base = obj.base
        symbols = self.symbols
        if base in symbols.stacks:
            return list(symbols.stacks[base].attrs)
        infos = [*symbols.stacks.values(), *symbols.owned.values()]
        return [attr for info in infos for attr in info.attrs]

    def _index(self, node: ast.Index, ctx: Ctx) -> Typed:
        obj, kind = self.expr(node.obj, ctx)
        body, span = node.index, node.span
        if not isinstance(obj, ir.ListRef):
            if kind is not None:
                self.fail(
                    "P108",
                    f"only a stacklist or a stack grid can be indexed; this is {describe(kind)}",
                    span,
                )
            return self.unknown(span)
        info = self.symbols.stacks[obj.name]
        if isinstance(body, (ast.RelativeList, ast.RelativeGrid)):
            return self._relative(obj.name, info.kind, info.shape, body, ctx)
        if info.kind == "list":
            if not isinstance(body, ast.ListIndex):
                self.fail("P108", f"`{obj.name}` is a stacklist: it takes one index", span)
                return self.unknown(span)
            return self._member(obj.name, info.shape, (body.value,), ctx)
        if not isinstance(body, ast.Cell):
            self.fail("P108", f"`{obj.name}` is a stack grid: a cell is `[x y]`", span)
            return self.unknown(span)
        return self._member(obj.name, info.shape, (body.x, body.y), ctx)

    def _member(self, base: str, shape: tuple[int, ...], indices, ctx: Ctx) -> Typed:
        lowered = []
        for index, size in zip(indices, shape, strict=True):
            value, kind = self.expr(index, ctx)
            self.expect(kind, ("int",), index, "an index is a number")
            if isinstance(value, ir.Const) and isinstance(value.value, int):
                if not 0 <= value.value < size:
                    self.fail(
                        "P109",
                        f"index {value.value} is outside `{base}`, which counts 0 to {size - 1}",
                        index.span,
                    )
            lowered.append(value)
        line = indices[0].span.line
        if all(isinstance(v, ir.Const) and isinstance(v.value, int) for v in lowered):
            name = f"{base}[{' '.join(str(v.value) for v in lowered)}]"
            return ir.StackRef(name, line), "stack"
        y = lowered[1] if len(lowered) > 1 else None
        return ir.Member(base, lowered[0], y, line), "stack"

    def _relative(self, base: str, kind: str, shape, body, ctx: Ctx) -> Typed:
        if not ctx.relative_ok:
            self.fail(
                "P110",
                "a relative index counts from the stack the cards come from, so it is "
                "only allowed in a transfer's destination",
                body.span,
            )
            return self.unknown(body.span)
        if isinstance(body, ast.RelativeList):
            if kind != "list":
                self.fail(
                    "P110", f"`{base}` is a grid: write `[:up 1]`, `[:left 1 down 1]`...", body.span
                )
                return self.unknown(body.span)
            offsets = tuple((dx,) for dx in body.offsets)
        else:
            if kind != "grid":
                self.fail("P110", f"`{base}` is a stacklist: write `[:-1]`, `[:2]`...", body.span)
                return self.unknown(body.span)
            steps = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}
            offsets = tuple(
                (
                    sum(steps[d][0] * n for d, n in move),
                    sum(steps[d][1] * n for d, n in move),
                )
                for move in body.moves
            )
        if any(abs(step) > MAX_INT for offset in offsets for step in offset):
            self.fail("P124", f"numbers go up to {MAX_INT}", body.span)
            return self.unknown(body.span)
        return ir.Relative(base, offsets, body.span.line), "set"
