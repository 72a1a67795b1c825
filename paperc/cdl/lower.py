"""CDL syntax tree -> IR, with every check a careful Pascal compiler makes.

The program is read top to bottom, as CardsWorkShop compiled it: a global
(stack, routine, constant, variable) exists from its first declaration or
forward declaration on. Stacks gather their split definitions; `FROM`
copies what the other stack has at that point. All errors of a file are
collected and raised together as one CompileError.
"""

from __future__ import annotations

import re
from typing import Any

from paperc import ir
from paperc.cdl import ast
from paperc.cdl.bodies import Body, builtin_symbol, compatible
from paperc.cdl.scope import (
    BUILTIN_PREDICATES,
    DIRECTIONS,
    FIELDS,
    INT_MAX,
    INT_MIN,
    LOWER_METHODS,
    METHODS,
    NUMERIC,
    PREDEFINED,
    SPECIAL,
    TYPES,
    Reporter,
    Signature,
    StackParts,
    Symbol,
    predefined_name,
)
from paperc.errors import CompileError
from runtime.engine.names import did_you_mean

# The statements a mistyped word may have meant (`Shufle;`)
STATEMENT_WORDS = "Add Break Clear Draw Flash Move Pull Remove Return Shuffle Turn Wait Write"
STATEMENT_WORDS = STATEMENT_WORDS.split()


class Lowerer:
    def __init__(self, path: str) -> None:
        self.report = Reporter(path)
        self.symbols: dict[str, Symbol] = {}
        self.declared: dict[str, ast.Name] = {}  # first declaration of every global
        self.signatures: dict[str, Signature] = {}
        self.stacks: dict[str, StackParts] = {}
        self.globals: list[ir.CdlVar] = []
        self.routines: list[ir.CdlRoutine] = []
        self.builtins: set[str] = set()

    # -- names ----------------------------------------------------------------

    def lookup(self, name: ast.Name, nearby: tuple[str, ...] = ()) -> Symbol | None:
        """The global `name` stands for; C101 (with the closest known name) when
        none does. `nearby`: the names of the routine being lowered."""
        symbol = self.symbols.get(name.key)
        if symbol is not None:
            return symbol
        first = self.declared.get(name.key)
        if first is not None:
            self.report.error(
                "C102",
                f"{name} is used before its declaration (line {first.line}); "
                "declare it earlier or add a forward declaration",
                name,
            )
            return None
        builtin = builtin_symbol(name.key)
        if builtin is None:
            hint = did_you_mean(str(name), self._known_names(nearby))
            self.report.error("C101", f"undefined name {name}{hint}", name)
        return builtin

    def _known_names(self, nearby: tuple[str, ...]) -> list[str]:
        """Every name a program could have meant, as it would write it."""
        declared = [symbol.display for symbol in self.symbols.values() if symbol.display]
        predefined = [predefined_name(key) for key in PREDEFINED]
        return [*nearby, *declared, *predefined, *BUILTIN_PREDICATES, *STATEMENT_WORDS]

    def type_of(self, name: ast.Name) -> ir.CdlType | None:
        if name.key not in TYPES:
            self.report.error(
                "C110",
                f"unknown type {name} (CDL has STACK, INDEX, CARD, INTEGER, BOOLEAN, STRING)",
                name,
            )
            return None
        return name.key  # type: ignore[return-value]

    def params(self, groups: tuple[ast.VarElm, ...] | None) -> tuple[ir.CdlVar, ...] | None:
        if groups is None:
            return None
        out: list[ir.CdlVar] = []
        for group in groups:
            kind = self.type_of(group.type) or "integer"
            for name in group.names:
                if any(p.name == name.key for p in out):
                    self.report.error("C108", f"parameter {name} is declared twice", name)
                out.append(ir.CdlVar(name.key, kind, name.line))
        return tuple(out)

    def claim(self, name: ast.Name, kind: str) -> Symbol | None:
        """Declare a global; None (and an error) if the name is taken."""
        if name.key in ("self", "cursor"):
            self.report.error("C108", f"{name} is predefined and cannot be declared", name)
            return None
        old = self.symbols.get(name.key)
        if old is not None:
            self.report.error(
                "C108", f"{name} is already declared (line {old.line}) as a {old.kind}", name
            )
            return None
        symbol = Symbol(kind, name.text, line=name.line, col=name.col)
        self.symbols[name.key] = symbol
        return symbol

    # -- the program ------------------------------------------------------------

    def prescan(self, program: ast.Program) -> None:
        # Signatures are checked where each declaration stands; here they are
        # only gathered, so mistakes in them are reported once.
        report, self.report = self.report, Reporter(self.report.path)
        try:
            self._prescan(program)
        finally:
            self.report = report

    def _prescan(self, program: ast.Program) -> None:
        for item in program.items:
            names: list[ast.Name] = []
            if isinstance(item, ast.ConstDef):
                names = [e.name for e in item.elements]
            elif isinstance(item, ast.VarDef):
                names = [n for e in item.elements for n in e.names]
            elif isinstance(item, ast.StackDef):
                names = [item.name]
            elif isinstance(item, ast.RoutineDef):
                names = [item.name]
                sig = self.signatures.setdefault(item.name.key, Signature(item.kind))
                if sig.params is None and item.params is not None:
                    sig.params = self.params(item.params)
                if sig.result is None and item.result is not None and item.kind == "function":
                    sig.result = self.type_of(item.result)
                if item.kind == "predicate":
                    sig.result = "boolean"
            for name in names:
                self.declared.setdefault(name.key, name)

    def program(self, program: ast.Program) -> ir.CdlProgram:
        header = program.header
        for n in (header.width, header.height):
            if not 0 < n.value <= INT_MAX:
                self.report.error("C125", "the playfield size must be a positive number", n)
        self.prescan(program)
        for item in program.items:
            getattr(self, "item_" + type(item).__name__)(item)
        stacks = self.finish_stacks(header.width.value, header.height.value)
        order = self.order(program)
        special: dict[str, str | None] = {"integrity": None, "win": None, "loose": None}
        for key, slot in SPECIAL.items():
            symbol = self.symbols.get(key)
            if symbol is None or symbol.kind != "routine":
                continue
            sig = symbol.signature
            if sig is None or sig.kind != "predicate" or sig.params:
                name = ast.Name(symbol.display, symbol.line, symbol.col)
                self.report.error(
                    "C123", f"{symbol.display} must be a predicate without parameters", name
                )
            else:
                special[slot] = key
        for symbol in self.symbols.values():
            if symbol.kind == "routine" and not symbol.defined:
                name = ast.Name(symbol.display, symbol.line, symbol.col)
                self.report.error("C114", f"{symbol.display} is declared but never defined", name)
        return ir.CdlProgram(
            width=header.width.value,
            height=header.height.value,
            stacks=stacks,
            order=order,
            globals=tuple(self.globals),
            routines=tuple(self.routines),
            builtins=tuple(sorted(self.builtins)),
            **special,
        )

    def item_ConstDef(self, item: ast.ConstDef) -> None:
        for elm in item.elements:
            value, kind = self.constant(elm.value)
            symbol = self.claim(elm.name, "const")
            if symbol is not None:
                symbol.value, symbol.type = value, kind

    def item_VarDef(self, item: ast.VarDef) -> None:
        for elm in item.elements:
            kind = self.type_of(elm.type)
            for name in elm.names:
                symbol = self.claim(name, "var")
                if symbol is not None and kind is not None:
                    symbol.type = kind
                    self.globals.append(ir.CdlVar(name.key, kind, name.line))

    def item_RoutineDef(self, item: ast.RoutineDef) -> None:
        key = item.name.key
        sig = self.signatures[key]
        old = self.symbols.get(key)
        if old is not None and old.kind == "routine" and not old.defined and item.body is not None:
            symbol = old
            if old.signature is not None and old.signature.kind != item.kind:
                self.report.error(
                    "C114", f"{item.name} was declared as a {old.signature.kind}", item.name
                )
        else:
            symbol = self.claim(item.name, "routine")
            if symbol is None:
                return
            symbol.signature = sig
        if item.kind == "function" and sig.result is None:
            self.report.error("C105", f"function {item.name} needs a result type", item.name)
        if item.kind != "function" and item.result is not None:
            self.report.error("C105", "only a FUNCTION has a result type", item.result)
        elif item.result is not None and self.signatures[key].result is None:
            self.type_of(item.result)
        mine = self.params(item.params)
        if mine is not None and sig.params is not None and mine != sig.params:
            same = [(p.name, p.type) for p in mine] == [(p.name, p.type) for p in sig.params]
            if not same:
                self.report.error(
                    "C114",
                    f"the parameters of {item.name} differ from its first declaration",
                    item.name,
                )
        if item.body is None:
            return
        symbol.defined = True
        params = sig.params or ()
        routine = self.body(
            key, item.name.text, item.kind, params, sig.result, item.locals, item.body, item.line
        )
        self.routines.append(routine)

    def body(
        self,
        key: str,
        display: str,
        kind: str,
        params: tuple[ir.CdlVar, ...],
        result: ir.CdlType | None,
        local_defs: ast.VarDef | None,
        stmt: ast.Statement,
        line: int,
        stack: str | None = None,
        method: str | None = None,
    ) -> ir.CdlRoutine:
        scope = Body(self.report, self.lookup, kind, result, params)
        for elm in local_defs.elements if local_defs else ():
            var_kind = self.type_of(elm.type) or "integer"
            for name in elm.names:
                scope.declare_local(ir.CdlVar(name.key, var_kind, name.line), name)
        statements = scope.block(stmt)
        self.builtins |= scope.builtins
        if kind in ("function", "predicate"):
            ends = outcomes(statements)
            if "fall" in ends or "exit" in ends:
                at = ast.Name(display, line, 1)
                self.report.error(
                    "C107", f"{kind} {display} can end without RETURN on some path", at
                )
        return ir.CdlRoutine(
            key,
            display,
            kind,
            params,
            result,
            tuple(scope.locals),
            statements,
            line,
            stack,
            method,
        )  # type: ignore[arg-type]

    def constant(self, node: ast.Expression) -> tuple[Any, ir.CdlType | None]:
        scope = Body(self.report, self.lookup, "const", None, ())
        value, kind = scope.expr(node)
        folded = fold(value)
        if folded is None:
            if kind is not None:
                self.report.error("C115", "a constant needs a value known when compiling", node)
            return 0, kind
        if isinstance(folded, int) and not isinstance(folded, bool):
            if not INT_MIN <= folded <= INT_MAX and not isinstance(node, ast.Number):
                self.report.error("C115", f"{folded} is out of range (-32768..32767)", node)
        return folded, kind

    # -- stacks -----------------------------------------------------------------

    def item_StackDef(self, item: ast.StackDef) -> None:
        key = item.name.key
        parts = self.stacks.get(key)
        if parts is None:
            if self.claim(item.name, "stack") is None:
                return
            parts = self.stacks[key] = StackParts(item.name.text, item.line)
        if item.end is not None and item.end.key != key:
            self.report.error("C103", f"END {item.end} does not match STACK {item.name}", item.end)
        if item.parent is not None:
            parent = self.stack_parts(item.parent)
            if parent is not None:
                parts.fields.update(parent.fields)
                parts.methods.update(parent.methods)
        for field in item.fields or ():
            if isinstance(field, ast.ConstInit):
                self.stack_field(parts, field)
            else:
                self.stack_method(key, parts, field)

    def stack_parts(self, name: ast.Name) -> StackParts | None:
        symbol = self.lookup(name)
        if symbol is None:
            return None
        if symbol.kind != "stack":
            self.report.error("C113", f"{name} is not a stack", name)
            return None
        return self.stacks[name.key]

    def stack_field(self, parts: StackParts, field: ast.ConstInit) -> None:
        key = field.name.key
        if key not in FIELDS:
            self.report.error(
                "C111", f"a stack has no field {field.name} (X, Y, W, H, Direction)", field.name
            )
            return
        value, kind = self.constant(field.value)
        if kind is not None and kind not in NUMERIC:
            self.report.error("C105", f"{field.name} is a number, not {kind}", field.value)
            return
        if key == "direction" and not 0 <= value < len(DIRECTIONS):
            self.report.error(
                "C117", "Direction is one of UP, DOWN, LEFT, RIGHT, OVER", field.value
            )
            return
        if key in ("w", "h") and value <= 0:
            self.report.error("C117", f"{field.name} must be positive", field.value)
            return
        parts.fields[key] = value

    def stack_method(self, stack: str, parts: StackParts, field: ast.MethodInit) -> None:
        key = field.name.key
        if key not in METHODS:
            self.report.error(
                "C111",
                f"a stack has no method {field.name} (Start, Select, SelectLeftFrom, Help...)",
                field.name,
            )
            return
        params = self.params(field.params) or ()
        if key in ("start", "help") and params:
            self.report.error("C112", f"{field.name} takes no parameters", field.name)
        elif key not in ("start", "help") and field.source is None:
            if len(params) != 1 or params[0].type not in NUMERIC:
                self.report.error(
                    "C112",
                    f"{field.name} takes one INDEX parameter: {field.name}(Spos : Index)",
                    field.name,
                )
                params = (ir.CdlVar(params[0].name if params else "spos", "index"),)
        if field.source is not None:
            source = self.stack_parts(field.source)
            if source is None:
                return
            copied = [m for m in LOWER_METHODS.get(key, (key,)) if m in source.methods]
            if not copied:
                self.report.error(
                    "C118", f"stack {field.source} has no {field.name} method", field.source
                )
            for method in copied:
                parts.methods[method] = source.methods[method]
            return
        impl = f"{stack}.{key}"
        taken = {r.key for r in self.routines}
        n = 2
        while impl in taken:
            impl, n = f"{stack}.{key}#{n}", n + 1
        display = f"{parts.display}.{field.name.text}"
        routine = self.body(
            impl,
            display,
            "method",
            params,
            None,
            field.locals,
            field.body,
            field.line,
            stack,
            key,
        )
        self.routines.append(routine)
        parts.methods[key] = impl

    def finish_stacks(self, width: int, height: int) -> tuple[ir.CdlStackDecl, ...]:
        out: list[ir.CdlStackDecl] = []
        cells: dict[tuple[int, int], str] = {}
        for key, parts in self.stacks.items():
            at = ast.Name(parts.display, parts.line, 1)
            missing = [f.upper() for f in ("x", "y", "w", "h") if f not in parts.fields]
            if missing:
                self.report.error("C117", f"stack {parts.display} needs {', '.join(missing)}", at)
                continue
            x, y, w, h = (parts.fields[f] for f in ("x", "y", "w", "h"))
            if x < 0 or y < 0 or x + w > width or y + h > height:
                self.report.error(
                    "C117",
                    f"stack {parts.display} does not fit the {width} by {height} playfield",
                    at,
                )
            else:
                for cx in range(x, x + w):
                    for cy in range(y, y + h):
                        other = cells.setdefault((cx, cy), parts.display)
                        if other != parts.display:
                            self.report.error(
                                "C117", f"stack {parts.display} overlaps stack {other}", at
                            )
                            break
                    else:
                        continue
                    break
            direction = DIRECTIONS[parts.fields.get("direction", 4)]
            out.append(
                ir.CdlStackDecl(
                    key,
                    parts.display,
                    x,
                    y,
                    w,
                    h,
                    direction,  # type: ignore[arg-type]
                    tuple(sorted(parts.methods.items())),
                    parts.line,
                )
            )
        return tuple(out)

    def order(self, program: ast.Program) -> tuple[str, ...]:
        seen: list[str] = []
        for name in program.order:
            if name.key not in self.stacks:
                if self.lookup(name) is not None:
                    self.report.error("C116", f"ORDER lists stacks; {name} is not one", name)
                continue
            if name.key in seen:
                self.report.error("C116", f"{name} is listed twice in ORDER", name)
                continue
            seen.append(name.key)
        for key, parts in self.stacks.items():
            if "start" in parts.methods and key not in seen:
                at = ast.Name(parts.display, program.order_line, program.order_col)
                self.report.error(
                    "C116", f"stack {parts.display} has a Start method but is not in ORDER", at
                )
        return tuple(seen)


def fold(node: Any) -> Any:
    """The value of a constant expression, or None if it is not one."""
    if isinstance(node, ir.Const):
        return node.value
    if isinstance(node, ir.Unary):
        v = fold(node.operand)
        if v is None:
            return None
        return (not v) if node.op == "not" else (-v if node.op == "-" else v)
    if isinstance(node, ir.Binary):
        a, b = fold(node.left), fold(node.right)
        if a is None or b is None:
            return None
        if node.op in ("/", "%") and b == 0:
            return None
        ops = {
            "+": lambda: a + b,
            "-": lambda: a - b,
            "*": lambda: a * b,
            "/": lambda: abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1),
            "%": lambda: a - (abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)) * b,
            "==": lambda: a == b,
            "!=": lambda: a != b,
            "<": lambda: a < b,
            ">": lambda: a > b,
            "<=": lambda: a <= b,
            ">=": lambda: a >= b,
            "and": lambda: a and b,
            "or": lambda: a or b,
        }
        return ops[node.op]()
    return None


def outcomes(statements: tuple[Any, ...]) -> set[str]:
    """How a statement list can end: fall (through), ret, exit (BREAK out of
    the routine), brk (leave the innermost WITH)."""
    ends = {"fall"}
    for stmt in statements:
        if "fall" not in ends:
            break
        ends.discard("fall")
        ends |= _outcome(stmt)
    return ends


def _outcome(stmt: Any) -> set[str]:
    if isinstance(stmt, ir.CdlReturn):
        return {"ret"}
    if isinstance(stmt, ir.CdlBreak):
        return {"brk"} if stmt.leave == "with" else {"exit"}
    if isinstance(stmt, ir.If):
        ends: set[str] = set()
        for _, body in stmt.branches:
            ends |= outcomes(body)
        return ends | outcomes(stmt.orelse)
    if isinstance(stmt, ir.While):
        ends = outcomes(stmt.body) - {"fall"}
        return ends if fold(stmt.cond) is True else ends | {"fall"}
    if isinstance(stmt, ir.CdlWith):
        return (outcomes(stmt.body) - {"brk"}) | {"fall"}
    return {"fall"}


def readable(name: str) -> str:
    """`FortyThieves` / `forty_thieves` -> `Forty Thieves`."""
    words = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name.replace("_", " ").replace("?", "")).split()
    return " ".join(w[:1].upper() + w[1:] for w in words) or name


def lower(program: ast.Program, path: str) -> tuple[ir.CdlProgram, str]:
    lowerer = Lowerer(path)
    result = lowerer.program(program)
    if lowerer.report.diagnostics:
        raise CompileError(lowerer.report.diagnostics)
    return result, readable(program.header.name.text)


__all__ = ["compatible", "lower", "readable"]
