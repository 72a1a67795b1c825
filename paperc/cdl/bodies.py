"""Lowering and checking one routine body: statements and expressions.

Each expression comes back with its CDL type (None after an error, so one
mistake is reported once). INTEGER, INDEX and CARD mix freely, as the
manual says a card "acts like an integer".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paperc import ir
from paperc.cdl import ast
from paperc.cdl.scope import (
    BUILTIN_PREDICATES,
    INT_MAX,
    NUMERIC,
    PREDEFINED,
    Reporter,
    Signature,
    Symbol,
    predefined_name,
    unescape,
)

Typed = tuple[Any, "ir.CdlType | None"]
BINARY = {"=": "==", "<>": "!=", "mod": "%"}
# The parser's levels of left-associative operators (Pascal's: OR adds, AND
# multiplies). A run of one level is lowered without recursion, and a run of
# LONG_CHAIN operands or more becomes one flat `ir.Chain`.
LEVELS = {"+": 1, "-": 1, "or": 1, "*": 2, "/": 2, "mod": 2, "and": 2}
LONG_CHAIN = 16


def _cdl_op(op: str) -> str:
    return {"%": "mod"}.get(op, op)


def compatible(want: ir.CdlType | None, got: ir.CdlType | None) -> bool:
    if want is None or got is None:
        return True
    return want == got or (want in NUMERIC and got in NUMERIC)


class Body:
    """The scope of one routine or method while its body is lowered."""

    def __init__(
        self,
        report: Reporter,
        lookup: Callable[[ast.Name, tuple[str, ...]], Symbol | None],
        kind: str,
        result: ir.CdlType | None,
        params: tuple[ir.CdlVar, ...],
    ) -> None:
        self.report = report
        self.lookup = lookup
        self.kind = kind
        self.result = result
        self.names: dict[str, tuple[ir.CdlVar, str]] = {}
        self.locals: list[ir.CdlVar] = []
        self.loops: list[str] = []  # "with" / "while", innermost last
        self.builtins: set[str] = set()
        for param in params:
            self.names[param.name] = (param, "param")

    def declare_local(self, var: ir.CdlVar, node: object) -> None:
        if var.name in self.names:
            self.report.error("C108", f"{var.name} is declared twice in this routine", node)
            return
        self.names[var.name] = (var, "local")
        self.locals.append(var)

    # -- statements -----------------------------------------------------------

    def block(self, stmt: ast.Statement | None) -> tuple[Any, ...]:
        if stmt is None:
            return ()
        if isinstance(stmt, ast.Block):
            out: list[Any] = []
            for inner in stmt.body:
                out.extend(self.block(inner))
            return tuple(out)
        lowered = self.statement(stmt)
        return () if lowered is None else (lowered,)

    def statement(self, s: ast.Statement) -> Any:
        method = getattr(self, "s_" + type(s).__name__)
        return method(s)

    def s_IfStmt(self, s: ast.IfStmt) -> Any:
        cond = self.condition(s.cond)
        return ir.If(((cond, self.block(s.then)),), self.block(s.orelse), s.line)

    def s_WhileStmt(self, s: ast.WhileStmt) -> Any:
        cond = self.condition(s.cond)
        self.loops.append("while")
        body = self.block(s.body)
        self.loops.pop()
        return ir.While(cond, body, s.line)

    def s_WithStmt(self, s: ast.WithStmt) -> Any:
        found = self.names.get(s.var.key)
        if found is None:
            var = ir.CdlVar(s.var.key, "stack", s.line)
            self.declare_local(var, s.var)
            found = (var, "local")
        elif found[0].type != "stack":
            self.report.error(
                "C105", f"WITH needs a STACK variable; {s.var} is {found[0].type}", s.var
            )
        stacks = tuple(self.stack(name, s.line) for name in s.stacks)
        self.loops.append("with")
        body = self.block(s.body)
        self.loops.pop()
        var = ir.Var(found[0].name, found[1], s.line)  # type: ignore[arg-type]
        return ir.CdlWith(var, stacks, body, s.line)

    def s_AddStmt(self, s: ast.AddStmt) -> Any:
        first = self.numeric(s.first)
        last = self.numeric(s.last) if s.last is not None else None
        return ir.CdlAdd(first, last, self.stack(s.dest, s.line), s.line)

    def s_BreakStmt(self, s: ast.BreakStmt) -> Any:
        inner = self.loops[-1] if self.loops else None
        leave = "with" if inner == "with" and not s.routine else "routine"
        return ir.CdlBreak(leave, s.line)

    def s_ClearStmt(self, s: ast.ClearStmt) -> Any:
        title = unescape(s.title.raw, s.title, self.report) if s.title else None
        box = None
        if s.box is not None:
            box = tuple(n.value for n in s.box)
            for n in s.box:
                if n.value > INT_MAX:
                    self.report.error("C115", f"{n.value} is out of range", n)
        return ir.CdlClear(title, box, s.line)  # type: ignore[arg-type]

    def s_DrawStmt(self, s: ast.DrawStmt) -> Any:
        return ir.CdlDraw(self.stack(s.stack, s.line) if s.stack else None, s.line)

    def s_RangeStmt(self, s: ast.RangeStmt) -> Any:
        return ir.CdlRangeOp(s.verb, self.range(s.range), s.line)  # type: ignore[arg-type]

    def s_MoveStmt(self, s: ast.MoveStmt) -> Any:
        source = self.range(s.range)
        return ir.CdlMove(
            source, self.stack(s.dest.stack, s.line), self.numeric(s.dest.first), s.line
        )

    def s_PullStmt(self, s: ast.PullStmt) -> Any:
        count = self.numeric(s.count)
        return ir.CdlPull(count, self.stack(s.source, s.line), self.stack(s.dest, s.line), s.line)

    def s_ReturnStmt(self, s: ast.ReturnStmt) -> Any:
        value, kind = self.expr(s.value)
        if self.kind not in ("function", "predicate"):
            what = "a stack method" if self.kind == "method" else f"a {self.kind}"
            self.report.error("C109", f"RETURN gives a value, but this is {what}", s)
        elif not compatible(self.result, kind):
            self.report.error(
                "C105", f"this {self.kind} returns {self.result}, not {kind}", s.value
            )
        return ir.CdlReturn(value, s.line)

    def s_ShuffleStmt(self, s: ast.ShuffleStmt) -> Any:
        return ir.CdlShuffle(self.stack(s.stack, s.line), s.line)

    def s_TurnStmt(self, s: ast.TurnStmt) -> Any:
        return ir.CdlTurn(self.range(s.range), s.side, s.line)  # type: ignore[arg-type]

    def s_WaitStmt(self, s: ast.WaitStmt) -> Any:
        label = unescape(s.label.raw, s.label, self.report)
        symbol = self.global_symbol(s.routine)
        if symbol is not None:
            sig = symbol.signature
            if symbol.kind != "routine" or sig is None or sig.kind != "procedure":
                self.report.error(
                    "C120", f"WAIT runs a procedure; {s.routine} is not one", s.routine
                )
            elif sig.params:
                self.report.error(
                    "C120",
                    f"WAIT runs a procedure without parameters; {s.routine} has some",
                    s.routine,
                )
        return ir.CdlWait(label, s.routine.key, s.line)

    def s_WriteStmt(self, s: ast.WriteStmt) -> Any:
        items = []
        for arg in s.args:
            value, kind = self.expr(arg)
            if kind == "stack":
                self.report.error(
                    "C105", "WRITE prints cards, numbers and strings, not stacks", arg
                )
            items.append((value, kind or "integer"))
        return ir.CdlWrite(tuple(items), s.line)

    def s_AssignStmt(self, s: ast.AssignStmt) -> Any:
        value, kind = self.expr(s.value)
        if isinstance(s.target, ast.CardAt):
            target = ir.CdlCardAt(
                self.stack(s.target.stack, s.line), self.numeric(s.target.first), s.line
            )
            if not compatible("card", kind):
                self.report.error("C105", f"a stack position holds a card, not {kind}", s.value)
            return ir.Assign(target, value, s.line)
        name = s.target
        if name.key in ("self", "cursor"):
            self.report.error("C106", f"cannot assign to {name}: it is predefined", name)
            return None
        local = self.names.get(name.key)
        if local is not None:
            var, scope = local
            target = ir.Var(var.name, scope, s.line)  # type: ignore[arg-type]
            want: ir.CdlType | None = var.type
        else:
            symbol = self.global_symbol(name)
            if symbol is None:
                return None
            if symbol.kind != "var":
                what = {"const": "a constant", "stack": "a stack", "routine": "a routine"}
                self.report.error(
                    "C106",
                    f"cannot assign to {name}: it is {what.get(symbol.kind, symbol.kind)}",
                    name,
                )
                return None
            target = ir.Var(name.key, "global", s.line)
            want = symbol.type
        if not compatible(want, kind):
            self.report.error("C105", f"cannot assign {kind} to {name} ({want})", s.value)
        return ir.Assign(target, value, s.line)

    def s_CallStmt(self, s: ast.CallStmt) -> Any:
        call, kind = self.call(s.name, s.args, s, statement=True)
        return call

    # -- expressions ------------------------------------------------------------

    def condition(self, node: ast.Expression) -> Any:
        value, kind = self.expr(node)
        if kind is not None and kind != "boolean":
            self.report.error("C105", f"a condition must be BOOLEAN, not {kind}", node)
        return value

    def numeric(self, node: ast.Expression) -> Any:
        value, kind = self.expr(node)
        if kind is not None and kind not in NUMERIC:
            self.report.error("C105", f"expected a number, found {kind}", node)
        return value

    def expr(self, node: ast.Expression) -> Typed:
        return getattr(self, "e_" + type(node).__name__)(node)

    def e_Number(self, node: ast.Number) -> Typed:
        if node.value > INT_MAX + 1:
            self.report.error("C115", f"{node.value} is out of range (-32768..32767)", node)
        return ir.Const(node.value, node.line), "integer"

    def e_String(self, node: ast.String) -> Typed:
        return ir.Const(unescape(node.raw, node, self.report), node.line), "string"

    def e_UnOp(self, node: ast.UnOp) -> Typed:
        if isinstance(node.operand, ast.Number) and node.op == "-":
            if node.operand.value > INT_MAX + 1:
                self.report.error("C115", f"-{node.operand.value} is out of range", node)
            return ir.Const(-node.operand.value, node.line), "integer"
        value, kind = self.expr(node.operand)
        if node.op == "not":
            if kind is not None and kind != "boolean":
                self.report.error("C105", f"NOT needs a BOOLEAN, not {kind}", node)
            return ir.Unary("not", value, node.line), "boolean"
        if kind is not None and kind not in NUMERIC:
            self.report.error("C105", f"unary {node.op} needs a number, not {kind}", node)
        if isinstance(node.operand, ast.Number) and node.op == "+" and node.operand.value > INT_MAX:
            self.report.error("C115", f"{node.operand.value} is out of range", node)
        return ir.Unary(node.op, value, node.line), "integer" if kind is None else kind

    def e_BinOp(self, node: ast.BinOp) -> Typed:
        """`a + b - c ...` walked along its left edge: a thousand terms are a
        loop here, not a thousand nested calls."""
        spine = [node]
        level = LEVELS.get(node.op)
        while level is not None:
            left = spine[-1].left
            if not (isinstance(left, ast.BinOp) and LEVELS.get(left.op) == level):
                break
            spine.append(left)
        typed = self.expr(spine[-1].left)
        for step in reversed(spine):
            typed = self._binop(step, typed)
        if len(spine) + 1 < LONG_CHAIN:
            return typed
        value, rest = typed[0], []
        while isinstance(value, ir.Binary) and LEVELS.get(_cdl_op(value.op)) == level:
            rest.append((value.op, value.right))
            value = value.left
        return ir.Chain(value, tuple(reversed(rest)), node.line), typed[1]

    def _binop(self, node: ast.BinOp, left_typed: Typed) -> Typed:
        left, lk = left_typed
        right, rk = self.expr(node.right)
        op = node.op
        out: ir.CdlType | None
        if op in ("and", "or"):
            for side, kind in ((node.left, lk), (node.right, rk)):
                if kind is not None and kind != "boolean":
                    self.report.error(
                        "C105", f"{op.upper()} needs BOOLEAN operands, not {kind}", side
                    )
            out = "boolean"
        elif op in ("+", "-", "*", "/", "mod"):
            for side, kind in ((node.left, lk), (node.right, rk)):
                if kind is not None and kind not in NUMERIC:
                    self.report.error("C105", f"`{op}` needs numbers, not {kind}", side)
            out = "card" if op in "+-" and "card" in (lk, rk) else "integer"
        elif op in ("=", "<>"):
            if lk is not None and rk is not None and not compatible(lk, rk):
                self.report.error("C105", f"cannot compare {lk} with {rk}", node)
            out = "boolean"
        else:
            for side, kind in ((node.left, lk), (node.right, rk)):
                if kind is not None and kind not in NUMERIC:
                    self.report.error("C105", f"`{op}` compares numbers, not {kind}", side)
            out = "boolean"
        return ir.Binary(BINARY.get(op, op), left, right, node.line), out

    def e_LengthOf(self, node: ast.LengthOf) -> Typed:
        return ir.CdlLength(self.stack(node.stack, node.line, length=True), node.line), "index"

    def e_CardAt(self, node: ast.CardAt) -> Typed:
        if node.last is not None:
            self.report.error(
                "C122", "a range of cards is not a value; use it in MOVE, TURN, FLASH...", node
            )
        stack = self.stack(node.stack, node.line)
        return ir.CdlCardAt(stack, self.numeric(node.first), node.line), "card"

    def e_CallExpr(self, node: ast.CallExpr) -> Typed:
        return self.call(node.name, node.args, node, statement=False)

    def e_NameRef(self, node: ast.NameRef) -> Typed:
        name = node.name
        local = self.names.get(name.key)
        if local is not None:
            return ir.Var(local[0].name, local[1], node.line), local[0].type  # type: ignore[arg-type]
        if name.key == "self":
            return ir.CdlContext(node.line), "stack"
        if name.key == "cursor":
            return ir.CdlStack("cursor", node.line), "stack"
        symbol = self.global_symbol(name)
        if symbol is None:
            return ir.Const(0, node.line), None
        if symbol.kind == "const":
            if isinstance(symbol.value, bool):  # TRUE and FALSE are literals, not names
                return ir.Const(symbol.value, node.line), symbol.type
            named = symbol.display or predefined_name(name.key)
            return ir.Const(symbol.value, node.line, named), symbol.type
        if symbol.kind == "var":
            return ir.Var(name.key, "global", node.line), symbol.type
        if symbol.kind == "stack":
            return ir.CdlStack(name.key, node.line), "stack"
        return self.call(name, (), node, statement=False)

    def call(self, name: ast.Name, args: tuple, node: Any, statement: bool) -> Typed:
        lowered = [self.expr(a) for a in args]
        if name.key in self.names:
            self.report.error("C119", f"{name} is a variable, not a routine", name)
            return None, None
        symbol = self.global_symbol(name)
        if symbol is None:
            return ir.Const(0, node.line), None
        if symbol.kind != "routine":
            if not args and not statement:
                return self.e_NameRef(ast.NameRef(name, node.line, node.col))
            self.report.error("C119", f"{name} is not a routine", name)
            return None, None
        sig = symbol.signature or Signature("procedure")
        if statement and sig.kind != "procedure":
            self.report.error(
                "C119",
                f"the value of {sig.kind} {name} is not used; call it in an expression",
                name,
            )
        if not statement and sig.kind == "procedure":
            self.report.error("C119", f"procedure {name} has no value", name)
        params = sig.params or ()
        if len(params) != len(lowered):
            self.report.error(
                "C104",
                f"{name} takes {len(params)} argument{'s' if len(params) != 1 else ''}, "
                f"not {len(lowered)}",
                name,
            )
        else:
            for param, arg, (_, kind) in zip(params, args, lowered, strict=True):
                if not compatible(param.type, kind):
                    self.report.error(
                        "C105", f"argument {param.name} of {name} is {param.type}, not {kind}", arg
                    )
        if name.key in BUILTIN_PREDICATES and symbol.display == "":
            self.builtins.add(name.key)
        call = ir.Call(name.key, tuple(v for v, _ in lowered), node.line)
        result = "boolean" if sig.kind == "predicate" else sig.result
        return call, result

    # -- stacks -------------------------------------------------------------------

    def stack(self, name: ast.Name | None, line: int, length: bool = False) -> Any:
        """A stack-valued name; None is the contextual stack."""
        if name is None:
            return ir.CdlContext(line)
        value, kind = self.e_NameRef(ast.NameRef(name, name.line, name.col))
        if kind is not None and kind != "stack":
            hint = " (`!` is its number of cards; inequality is `<>`)" if length else ""
            self.report.error("C113", f"{name} is not a stack{hint}", name)
        return value

    def range(self, node: ast.CardAt) -> ir.CdlRange:
        stack = self.stack(node.stack, node.line)
        first = self.numeric(node.first)
        last = self.numeric(node.last) if node.last is not None else None
        return ir.CdlRange(stack, first, last, node.line)

    def global_symbol(self, name: ast.Name) -> Symbol | None:
        return self.lookup(name, tuple(var.name for var, _ in self.names.values()))


def builtin_symbol(key: str) -> Symbol | None:
    """Predefined constants and predicates, when the program does not declare the name."""
    if key in PREDEFINED:
        value, kind = PREDEFINED[key]
        return Symbol("const", "", kind, value)
    if key in BUILTIN_PREDICATES:
        param = ir.CdlVar("c", "card")
        return Symbol("routine", "", signature=Signature("predicate", (param,), "boolean"))
    return None
