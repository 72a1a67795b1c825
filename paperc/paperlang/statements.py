"""Lowering Paperlang statements (all but transfers, which transfers.py does).

A mixin of lower.Lowerer. `stmt` returns a list of IR statements (empty
when the statement is a declaration that lives elsewhere in the IR, or is
wrong). Blocks open a new scope (reference 3.3).
"""

from __future__ import annotations

from dataclasses import replace

from paperc import ir
from paperc.irwalk import located, placed
from paperc.paperlang import ast
from paperc.paperlang.declare import RESERVED_NAMES
from paperc.paperlang.exprs import Ctx, describe, start_span
from paperc.paperlang.symbols import VAR_TYPES
from runtime.engine.names import did_you_mean

CONDITION = "a condition must be true or false"


def card_as_string(kind: str, node: ast.Expr) -> str:
    """P179: a card, or a card type, where a string is expected."""
    if kind == "cardtype":
        return "a card type has no value a string could hold: compare a card with it instead"
    if not isinstance(node, ast.Name):
        return "a card has no value a string could hold: read one of its attributes (`.v`, say)"
    return (
        "a card has no value a string could hold: read one of its attributes "
        f"(`{node.name}.v`) or compare it with a card (`{node.name} == waste.top`)"
    )


class StatementLowering:
    def block(self, body: tuple[ast.Stmt, ...], ctx: Ctx) -> tuple:
        # `order` stays: a block inside a top-level statement runs during the
        # load pass too, so it may only use what is declared before it.
        inner = replace(ctx, scopes=ctx.scopes + ({},))
        out: list[object] = []
        for stmt in body:
            out.extend(self.stmt(stmt, inner))
        return tuple(out)

    def stmt(self, node: ast.Stmt, ctx: Ctx) -> list:
        method = getattr(self, "_stmt_" + type(node).__name__.lower(), None)
        if method is None:  # a game-level construct in a nested block
            what = {
                "CardDecl": "card types",
                "StacklistDecl": "stacklists",
                "GridDecl": "stack grids",
                "PhaseDecl": "phases",
                "Hook": "hooks",
                "Block": f"`{getattr(node, 'kind', '')}` blocks",
            }.get(type(node).__name__, "this")
            self.fail(
                "P117", f"{what} are declared at the game level, not inside a block", node.span
            )
            return []
        lowered = method(node, ctx)
        for item in lowered:
            placed(item, node.span.line, node.span.col)
        file = self.file_of(node.span)
        if file:  # written in an included file: its nodes name it
            lowered = [located(item, file) for item in lowered]
        for item in lowered:  # where each IR statement was written, for later checks
            self.stmt_spans[id(item)] = node.span
        return lowered

    # --- declarations and assignment -------------------------------------------------

    def _stmt_stackdecl(self, node: ast.StackDecl, ctx: Ctx) -> list:
        self.stack_decl(node, ctx, at_top=not ctx.scopes and ctx.order is not None)
        return []

    _stmt_stacklistdecl = _stmt_stackdecl
    _stmt_griddecl = _stmt_stackdecl

    def _stmt_decl(self, node: ast.Decl, ctx: Ctx) -> list:
        kind = VAR_TYPES[node.type]
        line = node.span.line
        parts = node.target.parts
        init = None
        if node.init is not None:
            init, init_kind = self.expr(node.init, ctx)
            self.check_assignable(kind, init_kind, node.init)
        if len(parts) > 1:
            owner_node: ast.Expr = ast.Name(parts[0][0], parts[0][1])
            for name, span in parts[1:-1]:
                owner_node = ast.Attribute(owner_node, name, span)
            owner, owner_kind = self.expr(owner_node, ctx)
            if owner_kind not in (None, "stack", "set", "player"):
                self.fail(
                    "P118",
                    f"attributes are added to a stack or a player, not to {describe(owner_kind)}",
                    owner_node.span,
                )
            return [ir.AttrDeclStmt(owner, parts[-1][0], node.type, init, line)]
        name, span = parts[0]
        if not ctx.scopes:  # game level: declared by the first pass
            return [ir.VarDecl(name, node.type, init, "global", line)]
        what = self.symbols.what(name)
        if what in ("a card type", "a phase") or (what and what != "a variable"):
            self.fail("P120", f"`{name}` is already declared as {what}", span)
        elif name in RESERVED_NAMES:
            self.fail("P120", f"`{name}` is a built-in name and cannot be declared", span)
        elif name in ctx.scopes[-1]:
            self.fail("P120", f"`{name}` is already declared in this block", span)
        ctx.scopes[-1][name] = kind
        return [ir.VarDecl(name, node.type, init, "local", line)]

    def check_assignable(self, target: str | None, value: str | None, node) -> None:
        if target is None or value is None or target == value:
            return
        if target == "string" and value in ("card", "cardtype"):  # (neither has such a value)
            self.fail("P179", card_as_string(value, node), start_span(node))
            return
        if target in ("string", "float") or (target == "card" and value == "cardtype"):
            return
        message = f"this is {describe(value)}, but {describe(target)} is expected"
        self.fail("P113", message, start_span(node))

    def _stmt_assign(self, node: ast.Assign, ctx: Ctx) -> list:
        target_node = node.target
        if isinstance(target_node, ast.Name):
            name = target_node.name
            found, kind = ctx.local(name)
            builtins = ctx.builtins or {}
            if name in builtins or name == "currentPlayer":
                self.fail("P119", f"`{name}` is built in and cannot be assigned", target_node.span)
                return []
            if not found and name not in self.symbols.globals:
                if self.symbols.what(name) is not None:
                    what = self.symbols.what(name)
                    self.fail(
                        "P119", f"`{name}` is {what} and cannot be assigned", target_node.span
                    )
                    return []
                if not (ctx.in_phase and name in self.symbols.any_locals):
                    near = self._did_you_mean(name)  # a typo of a declared name?
                    hint = near or f": declare it first, e.g. `int {name} = ...`"
                    self.fail("P102", f"`{name}` is not declared{hint}", target_node.span)
                    return []
        target, kind = self.expr(target_node, ctx)
        if isinstance(target, ir.Prop) and target.builtin:
            self.fail("P119", f"`.{target.name}` is read-only", target_node.span)
            return []
        if not isinstance(target, (ir.Var, ir.Prop)):
            if not (isinstance(target, ir.Const) and target.value is None):
                self.fail(
                    "P119", "only a variable or an attribute can be assigned", target_node.span
                )
            return []
        value, value_kind = self.expr(node.value, ctx)
        self.check_assignable(kind, value_kind, node.value)
        return [ir.Assign(target, value, node.span.line)]

    # --- control --------------------------------------------------------------------

    def condition(self, node: ast.Expr, ctx: Ctx) -> object:
        value, kind = self.expr(node, ctx)
        self.expect(kind, ("bool",), node, CONDITION)
        return value

    def _stmt_ifstmt(self, node: ast.IfStmt, ctx: Ctx) -> list:
        branches = [(self.condition(node.cond, ctx), self.block(node.body, ctx))]
        for clause in node.elifs:
            branches.append((self.condition(clause.cond, ctx), self.block(clause.body, ctx)))
        orelse = self.block(node.orelse, ctx) if node.orelse is not None else ()
        return [ir.If(tuple(branches), orelse, node.span.line)]

    def _stmt_whilestmt(self, node: ast.WhileStmt, ctx: Ctx) -> list:
        cond = self.condition(node.cond, ctx)
        return [ir.While(cond, self.block(node.body, ctx), node.span.line)]

    def _stmt_dostmt(self, node: ast.DoStmt, ctx: Ctx) -> list:
        if node.name not in self.symbols.phases:
            near = did_you_mean(node.name, self.symbols.phases)
            self.fail("P102", f"there is no phase `{node.name}`{near}", node.span)
            return []
        visible = frozenset(name for scope in ctx.scopes for name in scope)
        self.phase_reads.do(node.name, visible, node.span)
        return [ir.Do(node.name, node.span.line)]

    def _stmt_pickone(self, node: ast.PickOne, ctx: Ctx) -> list:
        options = []
        # G-27: an option's body may name the stacks the player chose.
        body_ctx = ctx.with_builtins(**{"from": "stack", "to": "stack"})
        for option in node.options:
            transfer = self.transfer(option.transfer, ctx, option=True)
            body = self.block(option.body, body_ctx)
            if transfer is not None:
                options.append(ir.PickOption(transfer, body, option.span.line))
        return [ir.PickOne(tuple(options), node.span.line)]

    def _stmt_buttons(self, node: ast.Buttons, ctx: Ctx) -> list:
        buttons = tuple(
            ir.Button(b.label, self.block(b.body, ctx), b.span.line) for b in node.buttons
        )
        return [ir.Buttons(buttons, node.span.line)]

    def _stmt_transfer(self, node: ast.Transfer, ctx: Ctx) -> list:
        transfer = self.transfer(node, ctx, option=False)
        return [] if transfer is None else [transfer]

    # --- stacks, outcomes, players ----------------------------------------------------

    def stack_targets(self, targets: tuple, ctx: Ctx, word: str) -> list:
        """Lower the stacks a stack operation (`shuffle`, `turnup`...) names,
        reporting any that is not a stack or a set of stacks."""
        values = []
        for target in targets:
            value, kind = self.expr(target, ctx)
            if kind not in (None, "stack", "set"):
                self.fail(
                    "P118",
                    f"`{word}` works on a stack or a set of stacks, not {describe(kind)}",
                    target.span,
                )
            values.append(value)
        return values

    def _stmt_stackop(self, node: ast.StackOp, ctx: Ctx) -> list:
        targets = self.stack_targets(node.targets, ctx, node.op)
        line = node.span.line
        target = targets[0] if len(targets) == 1 else ir.StackSet(tuple(targets), line)
        if node.order:
            self._check_deal_order(node, ctx, targets)
        return [ir.StackOp(node.op, target, line, node.order)]

    def _check_deal_order(self, node: ast.StackOp, ctx: Ctx, targets: list) -> None:
        """`shuffle deck microsoft` reads the seed of the deal, which only the
        game level knows: setup and turns are replayed without it."""
        if node.op != "shuffle":
            self.fail(
                "P145", f"`{node.op}` takes no order: only `shuffle` may say `microsoft`", node.span
            )
        elif ctx.scopes or ctx.order is None:
            self.fail(
                "P145",
                "`shuffle ... microsoft` deals by the seed, so it stands at the "
                "game level, before `setup`",
                node.span,
            )
        elif len(targets) != 1:
            self.fail("P145", "`shuffle ... microsoft` arranges one stack", node.span)

    def _stmt_outcome(self, node: ast.Outcome, ctx: Ctx) -> list:
        player, kind = self.expr(node.player, ctx)
        self.expect(kind, ("player",), node.player, f"`{node.kind}` names a player")
        outcome = "win" if node.kind == "winneris" else "lose"
        return [ir.Outcome(outcome, player, node.span.line)]

    def _stmt_players(self, node: ast.Players, ctx: Ctx) -> list:
        count, kind = self.expr(node.count, ctx)
        self.expect(kind, ("int",), node.count, "`players` takes the number of players")
        return [ir.Players(count, node.span.line)]

    def _stmt_foreachplayer(self, node: ast.ForEachPlayer, ctx: Ctx) -> list:
        if node.var in RESERVED_NAMES or self.symbols.what(node.var) not in (None, "a variable"):
            self.fail("P120", f"`{node.var}` is already a name in this game", node.span)
        inner = replace(ctx, scopes=ctx.scopes + ({node.var: "player"},))
        body = []
        for stmt in node.body:
            body.extend(self.stmt(stmt, inner))
        return [ir.ForEachPlayer(node.var, tuple(body), node.span.line)]

    def _stmt_onplace(self, node: ast.Onplace, ctx: Ctx) -> list:
        self.fail(
            "P123",
            "`onplace` is not supported (battler never finished it): use "
            "`onmoved CARDTYPE start ... end` and test `to == STACK` inside",
            node.span,
        )
        return []
