"""The first pass of lowering: fill the symbol tables from the game's top level.

Card types (with their inherited attributes), stacks, stacklists and grids
(with constant sizes), game variables, phases, and the attributes that
dotted declarations (`int hand.x`, `privatestack p.Hand`) add anywhere in
the program. Duplicates and misplaced parents are reported here.
"""

from __future__ import annotations

from paperc.errors import Diagnostic, SourceSpan, error
from paperc.paperlang import ast
from paperc.paperlang.symbols import (
    VAR_TYPES,
    CardInfo,
    StackInfo,
    Symbols,
    VarInfo,
)
from runtime.engine.names import did_you_mean

MAX_DIMENSION = 1000  # members of a stacklist, or a grid's width or height
MAX_CELLS = 10000  # cells of one grid

RESERVED_NAMES = frozenset(("currentPlayer", "from", "to", "this", "moving"))


class Declarations:
    def __init__(self, symbols: Symbols, errors: list[Diagnostic]) -> None:
        self.symbols = symbols
        self.errors = errors

    def fail(self, code: str, message: str, span: SourceSpan) -> None:
        self.errors.append(error(code, message, span))

    def run(self, body: tuple[ast.Stmt, ...]) -> None:
        card_spans = {s.name: s.span for s in body if isinstance(s, ast.CardDecl)}
        for order, stmt in enumerate(body):
            if isinstance(stmt, ast.CardDecl):
                self.card(stmt, order, card_spans)
            elif isinstance(stmt, ast.StackDecl) and len(stmt.target.parts) == 1:
                self.stack(stmt, order)
            elif isinstance(stmt, (ast.StacklistDecl, ast.GridDecl)):
                self.stack_list(stmt, order)
            elif isinstance(stmt, ast.Decl) and len(stmt.target.parts) == 1:
                name, span = stmt.target.parts[0]
                if self.free(name, span):
                    self.symbols.globals[name] = VarInfo(name, VAR_TYPES[stmt.type], span, order)
            elif isinstance(stmt, ast.PhaseDecl):
                if self.free(stmt.name, stmt.span):
                    self.symbols.phases[stmt.name] = stmt.span
        self.attributes(body, player_var=None, top=True)

    def free(self, name: str, span: SourceSpan) -> bool:
        """True if a game-level name is still free; says so if it is not."""
        what = self.symbols.what(name)
        if what is not None:
            first = self.symbols.declared_at(name)
            where = f" (line {first.line})" if first and first.path == span.path else ""
            self.fail("P120", f"`{name}` is already declared as {what}{where}", span)
            return False
        if name in RESERVED_NAMES:
            self.fail("P120", f"`{name}` is a built-in name and cannot be declared", span)
            return False
        return True

    def card(self, stmt: ast.CardDecl, order: int, card_spans: dict[str, SourceSpan]) -> None:
        if not self.free(stmt.name, stmt.name_span):
            return
        attrs: dict[str, str] = {}
        parent = stmt.parent
        if parent is not None:
            info = self.symbols.cards.get(parent)
            if info is not None:
                attrs.update(info.attrs)
            elif parent in card_spans and parent != stmt.name:
                line = card_spans[parent].line
                self.fail(
                    "P121",
                    f"the parent `{parent}` is declared after `{stmt.name}` (line {line}): "
                    "declare a parent first",
                    stmt.parent_span or stmt.span,
                )
            else:
                near = did_you_mean(parent, self.symbols.cards)
                span = stmt.parent_span or stmt.span
                self.fail("P104", f"`{parent}` is not a card type{near}", span)
        for item in stmt.body:
            if isinstance(item, ast.Decl) and len(item.target.parts) == 1:
                attrs.setdefault(item.target.parts[0][0], VAR_TYPES[item.type])
        self.symbols.cards[stmt.name] = CardInfo(stmt.name, parent, stmt.name_span, order, attrs)

    def stack(self, stmt: ast.StackDecl, order: int) -> None:
        name, span = stmt.target.parts[0]
        if self.free(name, span):
            self.symbols.stacks[name] = StackInfo(
                name, "stack", (), span, order, block_attrs(stmt.body)
            )

    def stack_list(self, stmt: ast.StacklistDecl | ast.GridDecl, order: int) -> None:
        if isinstance(stmt, ast.StacklistDecl):
            kind, dims = "list", (stmt.size,)
        else:
            kind, dims = "grid", (stmt.width, stmt.height)
        shape = []
        for dim in dims:
            value = const_int(dim)
            if value is None:
                self.fail(
                    "P122",
                    "a size must be a constant number (sizes are fixed when the game loads), "
                    "e.g. `stacklist row[20]`",
                    dim.span,
                )
                value = 1
            elif not 1 <= value <= MAX_DIMENSION:
                self.fail("P122", f"a size must be from 1 to {MAX_DIMENSION}", dim.span)
                value = 1
            shape.append(value)
        if kind == "grid" and shape[0] * shape[1] > MAX_CELLS:
            self.fail("P122", f"a stack grid holds at most {MAX_CELLS} cells", stmt.span)
            shape = [1, 1]
        if self.free(stmt.name, stmt.span):
            self.symbols.stacks[stmt.name] = StackInfo(
                stmt.name, kind, tuple(shape), stmt.span, order, block_attrs(stmt.body)
            )

    def attributes(self, body, player_var: str | None, top: bool) -> None:
        """Attributes added by dotted declarations, and every local variable's
        name (phases may read their callers' locals)."""
        for stmt in body:
            if isinstance(stmt, ast.Decl):
                parts = stmt.target.parts
                if len(parts) == 1:
                    if not top:
                        self.symbols.any_locals.setdefault(parts[0][0], VAR_TYPES[stmt.type])
                        types = self.symbols.local_types.setdefault(parts[0][0], {})
                        types.setdefault(VAR_TYPES[stmt.type], stmt.span)
                    continue
                owner, attr = parts[0][0], parts[-1][0]
                info = self.symbols.stacks.get(owner) if len(parts) == 2 else None
                if info is not None:
                    info.attrs.setdefault(attr, VAR_TYPES[stmt.type])
                elif len(parts) == 2:
                    self.symbols.player_attrs.setdefault(attr, VAR_TYPES[stmt.type])
            elif isinstance(stmt, ast.StackDecl) and len(stmt.target.parts) == 2:
                (owner, _), (name, span) = stmt.target.parts
                if name not in self.symbols.owned:
                    self.symbols.owned[name] = StackInfo(
                        name, "stack", (), span, -1, block_attrs(stmt.body), owner
                    )
            elif isinstance(stmt, ast.ForEachPlayer):
                self.symbols.any_locals.setdefault(stmt.var, "player")
                self.symbols.local_types.setdefault(stmt.var, {}).setdefault("player", stmt.span)
                self.attributes(stmt.body, stmt.var, False)
            else:
                for nested in nested_bodies(stmt):
                    self.attributes(nested, player_var, False)


def nested_bodies(stmt: ast.Stmt) -> list[tuple[ast.Stmt, ...]]:
    """The statement lists inside a statement (not card or stack blocks)."""
    if isinstance(stmt, ast.PickOne):
        return [o.body for o in stmt.options]
    if isinstance(stmt, ast.Buttons):
        return [b.body for b in stmt.buttons]
    if isinstance(stmt, ast.IfStmt):
        bodies = [stmt.body] + [e.body for e in stmt.elifs]
        return bodies + ([stmt.orelse] if stmt.orelse is not None else [])
    if isinstance(stmt, (ast.Block, ast.PhaseDecl, ast.Hook, ast.WhileStmt, ast.ForEachPlayer)):
        return [stmt.body]
    return []


def block_attrs(body: tuple[ast.Decl | ast.Assign, ...]) -> dict[str, str]:
    return {
        item.target.parts[0][0]: VAR_TYPES[item.type]
        for item in body
        if isinstance(item, ast.Decl) and len(item.target.parts) == 1
    }


def const_int(node: ast.Expr) -> int | None:
    """The value of a constant integer expression, or None."""
    if isinstance(node, ast.Number):
        return node.value
    if isinstance(node, ast.Paren):
        return const_int(node.value)
    if isinstance(node, ast.Unary) and node.op in "+-":
        value = const_int(node.operand)
        return None if value is None else (value if node.op == "+" else -value)
    if isinstance(node, ast.Binary) and node.op in ("+", "-", "*", "/", "%"):
        left, right = const_int(node.left), const_int(node.right)
        if left is None or right is None:
            return None
        if node.op in ("/", "%") and right == 0:
            return None
        if node.op == "/":
            return int(left / right) if abs(left) < 2**52 else None
        if node.op == "%":
            return left - right * int(left / right) if abs(left) < 2**52 else None
        return {"+": left + right, "-": left - right, "*": left * right}[node.op]
    return None
