"""CDL IR statements and expressions -> lines of Python for a method body.

Names reach the output only through a `Namer` (after folding case), one
per routine for its locals, and values only through `py`. Stacks are
printed as the module's constants (`WASTE`, `CURSOR`). Lines stay
within ruff's 100 columns without relying on a formatter: a statement
that would be longer evaluates its operands into temporaries (`_t1`)
first, in their original order, and an AND/OR splits into an `if`, keeping short-circuit evaluation.

No call carries its source line. Where a fault can arise, the printed text
holds a mark (`writer.mark(line)`), and the shared writer strips the marks
from the finished module into its line table.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from paperc import ir
from paperc.codegen.naming import Namer, constant_case, pyident
from paperc.codegen.pyfmt import WIDTH
from paperc.codegen.render import py
from paperc.codegen.writer import mark, unmarked
from paperc.nodes import node

PY_TYPES = {
    "integer": "int",
    "index": "int",
    "card": "int",
    "boolean": "bool",
    "string": "str",
    "stack": "int",
}
DEFAULTS: dict[str, Any] = {
    "integer": 0,
    "index": 0,
    "card": 0,
    "boolean": False,
    "string": "",
    "stack": None,  # a STACK variable holds no stack until assigned
}
CMP = {"==", "!=", "<", ">", "<=", ">="}
ARITH = {"+", "-", "*"}
BUILTINS = {"issideup?": "_is_side_up", "issidedown?": "_is_side_down", "isshaded?": "_is_shaded"}
# Python precedence of what we print: calls and names bind tightest.
P_OR, P_AND, P_NOT, P_CMP, P_SUM, P_PRODUCT, P_NEGATIVE, P_ATOM = 1, 2, 3, 4, 5, 6, 7, 9


class ConstantNames:
    """The module constants that stand for the source's named values
    (`KING = 12`, `CROSS_CARD = 157`, a program's `LIMIT = 4`): one per name
    and value, named through the module's `Namer` (so never a stack's
    constant), and defined once at the top of the module."""

    def __init__(self, namer: Namer) -> None:
        self.namer = namer
        self.given: dict[tuple[str, str, Any], str] = {}

    def __call__(self, const: ir.Const) -> str:
        key = (const.name, type(const.value).__name__, const.value)
        ident = self.given.get(key)
        if ident is None:
            # a name the module already uses (a stack's, or this one with
            # another value) is never shared: the next free `NAME_2` is taken
            base = constant_case(const.name)
            name, number = base, 2
            while self.namer.gave(pyident(name)):
                name, number = f"{base}_{number}", number + 1
            ident = self.given[key] = self.namer(name)
        return ident

    def definitions(self) -> list[tuple[str, Any]]:
        """(constant, value) for each name used, in alphabetical order."""
        return sorted((ident, value) for (_, _, value), ident in self.given.items())


@node
class Temp:
    """A temporary the emitter introduced (names start with `_`: no clash)."""

    name: str


class Emitter:
    """Emits one routine's body; `methods` maps routine keys to Python names."""

    def __init__(
        self, methods: dict[str, str], stacks: dict[str, str], values: ConstantNames
    ) -> None:
        self.methods = methods
        self.stacks = stacks  # stack key -> the module's constant
        self.values = values  # named values -> the module's constants
        self.lines: list[str] = []
        self.temps = 0
        self.rename: dict[str, str] = {}  # locals printed under another name
        self._locals = Namer()

    def local_name(self, name: str) -> str:
        """A parameter's or local's Python name: CDL names ignore case."""
        return self._locals(name.lower())

    # -- expressions ---------------------------------------------------------

    def render(self, e: Any) -> tuple[str, int]:
        if isinstance(e, Temp):
            return e.name, P_ATOM
        if isinstance(e, ir.Const):
            if e.name:
                return self.values(e), P_ATOM
            text = py(e.value)
            return text, P_ATOM if not text.startswith("-") else P_NOT
        if isinstance(e, ir.Var):
            if e.scope == "global":
                return f"_vm.g[{py(e.name)}]", P_ATOM
            return self.rename.get(e.name) or self.local_name(e.name), P_ATOM
        if isinstance(e, ir.CdlStack):
            return self.stacks[e.name], P_ATOM
        if isinstance(e, ir.CdlContext):
            return f"_vm.here({mark(e.line)})", P_ATOM
        if isinstance(e, ir.CdlLength):
            if isinstance(e.stack, ir.CdlStack):  # a named stack is always there
                return f"len(_vm.piles[{self.text(e.stack)}])", P_ATOM
            return f"_vm.size({self.text(e.stack)}{mark(e.line)})", P_ATOM
        if isinstance(e, ir.CdlCardAt):
            stack = self.text(e.stack)
            if isinstance(e.pos, ir.CdlLength) and self.text(e.pos.stack) == stack:
                return f"_vm.top({stack}{mark(e.line)})", P_ATOM  # `s[s!]`
            return f"_vm.card({stack}, {self.text(e.pos)}{mark(e.line)})", P_ATOM
        if isinstance(e, ir.Call):
            args = ", ".join(self.text(a) for a in e.args)
            if e.name in self.methods:
                return f"self.{self.methods[e.name]}(_vm{', ' if args else ''}{args})", P_ATOM
            return f"{BUILTINS[e.name]}({args})", P_ATOM
        if isinstance(e, ir.Unary):
            if e.op == "not":
                return f"not {self.text(e.operand, P_NOT)}", P_NOT
            if e.op == "-":
                if named(e) and fold(e) is not None:
                    return self.arithmetic(e)
                return f"_i16(-{self.text(e.operand, P_ATOM)}{mark(e.line)})", P_ATOM
            return self.render(e.operand)
        if isinstance(e, ir.Binary):
            return self.binary(e)
        if isinstance(e, ir.Chain):
            return self.chain(e)
        raise TypeError(f"cannot emit {type(e).__name__}")

    def chain(self, e: ir.Chain) -> tuple[str, int]:
        """A long run as the same text its nested `Binary` would print, built
        in a loop (it only ever fits a line when short; see `chain_lines`)."""
        ops = [op for op, _ in e.rest]
        if ops[0] in ("and", "or"):
            prec = P_AND if ops[0] == "and" else P_OR
            parts = [self.text(e.first, prec)] + [self.text(x, prec + 1) for _, x in e.rest]
            return f" {ops[0]} ".join(parts), prec
        text = self.text(e.first, P_ATOM)
        for op, operand in e.rest:
            text = self.step(text, op, self.text(operand, P_ATOM), e.line)
        return text, P_ATOM

    def step(self, left: str, op: str, right: str, line: int) -> str:
        """One arithmetic operator on two printed operands."""
        if op in ARITH:
            return f"_i16({left} {op} {right}{mark(line)})"
        helper = "_div" if op == "/" else "_mod"
        return f"{helper}({left}, {right}{mark(line)})"

    def chain_lines(self, indent: int, t: Temp, e: ir.Chain) -> None:
        """`t = ` a long run, one operator a line, in the order the nested
        form evaluates (each operand after everything to its left): flat
        Python however long the run. AND/OR keep short-circuiting: after a
        false (true) operand, every later `if` is skipped."""
        self.into(indent, t, e.first)
        for op, operand in e.rest:
            if op in ("and", "or"):
                self.emit(indent, f"if {'' if op == 'and' else 'not '}{t.name}:")
                self.into(indent + 4, t, operand)
                continue
            right = self.text(operand, P_ATOM)
            if not self.fits(indent, f"{t.name} = {self.step(t.name, op, right, e.line)}"):
                right = self.text(self.operand(indent, operand), P_ATOM)
            self.emit(indent, f"{t.name} = {self.step(t.name, op, right, e.line)}")

    def binary(self, e: ir.Binary) -> tuple[str, int]:
        folded = fold(e)
        if folded is not None:
            if named(e):
                return self.arithmetic(e)
            return self.render(ir.Const(folded, e.line))
        if e.op in ARITH:
            left, right = self.text(e.left, P_ATOM), self.text(e.right, P_ATOM)
            return f"_i16({left} {e.op} {right}{mark(e.line)})", P_ATOM
        if e.op in ("/", "%"):
            helper = "_div" if e.op == "/" else "_mod"
            return f"{helper}({self.text(e.left)}, {self.text(e.right)}{mark(e.line)})", P_ATOM
        if (
            e.op in ("==", "!=")
            and isinstance(e.right, ir.Const)
            and isinstance(e.right.value, bool)
        ):
            # `x = TRUE` reads as `x` (ruff E712 refuses `== True`).
            if (e.op == "==") == e.right.value:
                return self.render(e.left)
            return f"not {self.text(e.left, P_NOT)}", P_NOT
        if e.op in CMP:
            return f"{self.text(e.left, P_CMP + 1)} {e.op} {self.text(e.right, P_CMP + 1)}", P_CMP
        prec = P_AND if e.op == "and" else P_OR
        return f"{self.text(e.left, prec)} {e.op} {self.text(e.right, prec + 1)}", prec

    def arithmetic(self, e: Any) -> tuple[str, int]:
        """Constant arithmetic on named values (`King + Diamond`) as Python
        arithmetic on the module's constants (`KING + DIAMOND`): `fold` has
        checked that every step fits 16 bits, so it needs no `_i16`."""
        if isinstance(e, ir.Unary):
            return f"-{self.arithmetic_text(e.operand, P_NEGATIVE)}", P_NEGATIVE
        if isinstance(e, ir.Binary):
            prec = P_PRODUCT if e.op == "*" else P_SUM
            left = self.arithmetic_text(e.left, prec)
            return f"{left} {e.op} {self.arithmetic_text(e.right, prec + 1)}", prec
        return self.render(e)

    def arithmetic_text(self, e: Any, need: int) -> str:
        out, prec = self.arithmetic(e)
        return f"({out})" if prec < need else out

    def text(self, e: Any, need: int = 0) -> str:
        out, prec = self.render(e)
        return f"({out})" if prec < need else out

    # -- lines and temporaries ---------------------------------------------------

    def emit(self, indent: int, text: str) -> None:
        self.lines.append(" " * indent + text)

    def fits(self, indent: int, text: str) -> bool:
        return indent + len(unmarked(text)) <= WIDTH

    def temp(self) -> Temp:
        self.temps += 1
        return Temp(f"_t{self.temps}")

    def assign_temp(self, indent: int, e: Any) -> Temp:
        """Evaluate `e` into a new temporary, splitting it over lines as needed."""
        t = self.temp()
        text = self.text(e)
        if self.fits(indent, f"{t.name} = {text}"):
            self.emit(indent, f"{t.name} = {text}")
        elif isinstance(e, ir.Chain):
            self.chain_lines(indent, t, e)
        elif isinstance(e, ir.Binary) and e.op in ("and", "or") and fold(e) is None:
            self.into(indent, t, e.left)
            self.emit(indent, f"if {'' if e.op == 'and' else 'not '}{t.name}:")
            self.into(indent + 4, t, e.right)
        elif isinstance(e, ir.Const) and isinstance(e.value, str):
            self.emit(indent, f"{t.name} = (")
            for chunk in chunks(e.value, WIDTH - indent - 6):
                self.emit(indent + 4, py(chunk))
            self.emit(indent, ")")
        else:
            self.emit(indent, f"{t.name} = {self.text(self.hoisted(indent, e))}")
        return t

    def into(self, indent: int, t: Temp, e: Any) -> None:
        """`t = e`, through another temporary if `e` needs several lines."""
        text = f"{t.name} = {self.text(e)}"
        if not self.fits(indent, text):
            text = f"{t.name} = {self.assign_temp(indent, e).name}"
        self.emit(indent, text)

    def hoisted(self, indent: int, e: Any) -> Any:
        """`e` with each operand (in evaluation order) moved into a temporary."""
        changes = {}
        for f in fields(e):
            value = getattr(e, f.name)
            if f.name in ("line", "file", "col", "name", "op", "scope"):
                continue
            if isinstance(value, tuple):
                changes[f.name] = tuple(self.operand(indent, v) for v in value)
            elif value is not None:
                changes[f.name] = self.operand(indent, value)
        return replace(e, **changes)

    def operand(self, indent: int, e: Any) -> Any:
        # Locals and parameters stay in place: no call can change them (CDL
        # has no VAR parameters), so evaluating them later is the same.
        if isinstance(e, ir.Var) and e.scope != "global":
            return e
        if isinstance(e, ir.Const | Temp | ir.CdlStack) and not (
            isinstance(e, ir.Const) and isinstance(e.value, str) and len(e.value) > 30
        ):
            return e
        return self.assign_temp(indent, e)

    def call_line(self, indent: int, head: str, args: list[Any], tail: str = "") -> None:
        """`head(arg, ...tail)`; operands go to temporaries if the line is too long."""
        text = f"{head}({', '.join(self.text(a) for a in args)}{tail})"
        if not self.fits(indent, text):
            args = [self.operand(indent, a) for a in args]
            text = f"{head}({', '.join(self.text(a) for a in args)}{tail})"
        self.emit(indent, text)

    # -- statements -----------------------------------------------------------------

    def block(self, indent: int, statements: tuple[Any, ...]) -> None:
        start = len(self.lines)
        for s in statements:
            self.statement(indent, s)
        if len(self.lines) == start:
            self.emit(indent, "pass")

    def statement(self, indent: int, s: Any) -> None:
        getattr(self, "s_" + type(s).__name__)(indent, s)

    def s_Assign(self, indent: int, s: ir.Assign) -> None:
        if isinstance(s.target, ir.CdlCardAt):
            t = s.target
            self.call_line(indent, "_vm.set_card", [t.stack, t.pos, s.value], mark(s.line))
            return
        target = self.text(s.target)
        text = f"{target} = {self.text(s.value)}"
        if not self.fits(indent, text):
            text = f"{target} = {self.assign_temp(indent, s.value).name}"
        self.emit(indent, text)

    def condition(self, indent: int, keyword: str, cond: Any) -> None:
        text = f"{keyword} {self.text(cond)}:"
        if not self.fits(indent, text):
            text = f"{keyword} {self.assign_temp(indent, cond).name}:"
        self.emit(indent, text)

    def s_If(self, indent: int, s: ir.If) -> None:
        ((cond, body),) = s.branches
        self.condition(indent, "if", cond)
        self.block(indent + 4, body)
        if len(s.orelse) == 1 and isinstance(s.orelse[0], ir.If):
            inner = s.orelse[0]
            text = f"elif {self.text(inner.branches[0][0])}:"
            if self.fits(indent, text):
                self.emit(indent, text)
                self.block(indent + 4, inner.branches[0][1])
                if inner.orelse:
                    self.emit(indent, "else:")
                    self.block(indent + 4, inner.orelse)
                return
        if s.orelse:
            self.emit(indent, "else:")
            self.block(indent + 4, s.orelse)

    def s_While(self, indent: int, s: ir.While) -> None:
        text = f"while {self.text(s.cond)}:"
        if self.fits(indent, text):
            self.emit(indent, text)
            self.emit(indent + 4, f"_vm.tick({mark(s.line)})")
        else:
            self.emit(indent, "while True:")
            self.emit(indent + 4, f"_vm.tick({mark(s.line)})")
            self.emit(indent + 4, f"if not {self.assign_temp(indent + 4, s.cond).name}:")
            self.emit(indent + 8, "break")
        self.block(indent + 4, s.body)

    def s_CdlWith(self, indent: int, s: ir.CdlWith) -> None:
        stacks = ", ".join(self.text(x) for x in s.stacks) + ("," if len(s.stacks) == 1 else "")
        text = f"for {self.text(s.var)} in ({stacks}):"
        if not self.fits(indent, text):
            t = self.temp()
            self.emit(indent, f"{t.name} = (")
            for x in s.stacks:
                self.emit(indent + 4, f"{self.text(x)},")
            self.emit(indent, ")")
            text = f"for {self.text(s.var)} in {t.name}:"
        self.emit(indent, text)
        self.emit(indent + 4, f"_vm.tick({mark(s.line)})")
        self.block(indent + 4, s.body)

    def s_CdlAdd(self, indent: int, s: ir.CdlAdd) -> None:
        last = s.last if s.last is not None else ir.Const(None)
        self.call_line(indent, "_vm.add", [s.first, last, s.dest], mark(s.line))

    def s_CdlPull(self, indent: int, s: ir.CdlPull) -> None:
        self.call_line(indent, "_vm.pull", [s.count, s.source, s.dest], mark(s.line))

    def range_args(self, r: ir.CdlRange) -> list[Any]:
        return [r.stack, r.first, r.last if r.last is not None else ir.Const(None)]

    def s_CdlMove(self, indent: int, s: ir.CdlMove) -> None:
        args = self.range_args(s.source) + [s.dest, s.pos]
        self.call_line(indent, "_vm.move", args, mark(s.line))

    def s_CdlTurn(self, indent: int, s: ir.CdlTurn) -> None:
        tail = f", {py(s.side)}{mark(s.line)}"
        self.call_line(indent, "_vm.turn", self.range_args(s.range), tail)

    def s_CdlRangeOp(self, indent: int, s: ir.CdlRangeOp) -> None:
        self.call_line(indent, f"_vm.{s.verb}", self.range_args(s.range), mark(s.line))

    def s_CdlShuffle(self, indent: int, s: ir.CdlShuffle) -> None:
        self.call_line(indent, "_vm.shuffle", [s.stack], mark(s.line))

    def s_CdlDraw(self, indent: int, s: ir.CdlDraw) -> None:
        stack = s.stack if s.stack is not None else ir.Const(None)
        self.call_line(indent, "_vm.draw", [stack], mark(s.line))

    def s_CdlClear(self, indent: int, s: ir.CdlClear) -> None:
        if s.title is None:
            self.emit(indent, "_vm.clear()")
        else:
            box = ir.Const(s.box) if s.box else ir.Const(None)
            self.call_line(indent, "_vm.clear", [ir.Const(s.title), box])

    def s_CdlWrite(self, indent: int, s: ir.CdlWrite) -> None:
        args = [ir.Call("_card_text", (v,)) if kind == "card" else v for v, kind in s.items]
        self.call_line(indent, "_vm.write", args)

    def s_CdlWait(self, indent: int, s: ir.CdlWait) -> None:
        run = f"self.{self.methods[s.routine]}"
        self.call_line(indent, "_vm.wait", [ir.Const(s.label), ir.Const(s.routine)], f", {run}")

    def s_CdlBreak(self, indent: int, s: ir.CdlBreak) -> None:
        self.emit(indent, "break" if s.leave == "with" else "return")

    def s_CdlReturn(self, indent: int, s: ir.CdlReturn) -> None:
        text = f"return {self.text(s.value)}"
        if not self.fits(indent, text):
            text = f"return {self.assign_temp(indent, s.value).name}"
        self.emit(indent, text)

    def s_Call(self, indent: int, s: ir.Call) -> None:
        self.call_line(indent, f"self.{self.methods[s.name]}", [Temp("_vm"), *s.args])


BUILTINS["_card_text"] = "_card_text"


def fold(e: Any) -> Any:
    """Constant arithmetic (`King + Spade`) printed as its value, when it fits 16 bits."""
    if isinstance(e, ir.Const):
        return e.value if isinstance(e.value, int) and not isinstance(e.value, bool) else None
    if isinstance(e, ir.Unary) and e.op == "-":
        v = fold(e.operand)
        return -v if v is not None and -32768 <= -v <= 32767 else None
    if isinstance(e, ir.Binary) and e.op in ARITH:
        a, b = fold(e.left), fold(e.right)
        if a is None or b is None:
            return None
        v = {"+": a + b, "-": a - b, "*": a * b}[e.op]
        return v if -32768 <= v <= 32767 else None
    return None


def named(e: Any) -> bool:
    """Does the constant expression `e` use a named value?"""
    if isinstance(e, ir.Const):
        return bool(e.name)
    if isinstance(e, ir.Unary):
        return named(e.operand)
    return isinstance(e, ir.Binary) and (named(e.left) or named(e.right))


def chunks(text: str, width: int) -> list[str]:
    """A long string cut at spaces into pieces whose literals fit `width`."""
    width = max(width, 20)
    out, current = [], ""
    for word in text.split(" "):
        piece = word if not current else " " + word
        if current and len(py(current + piece)) > width:
            out.append(current + " ")
            current = word
        else:
            current += piece
    out.append(current)
    return [piece for piece in out if piece] or [""]
