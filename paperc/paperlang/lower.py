"""Paperlang syntax tree -> the Paperlang section of paperc.ir, with checks.

Two passes: declare.py fills the symbol tables from the top level; then
every statement is lowered here, every name resolved (stack, stacklist,
grid, card type, variable, builtin) so codegen never guesses. Each mistake
becomes a diagnostic and lowering carries on, so all the errors of a file
are reported together (codes P1xx).
"""

from __future__ import annotations

from dataclasses import replace

from paperc import ir
from paperc.errors import Diagnostic, SourceSpan
from paperc.irwalk import located
from paperc.paperlang import ast
from paperc.paperlang.braces import BraceLowering
from paperc.paperlang.declare import Declarations, const_int
from paperc.paperlang.exprs import Ctx, ExprLowering, describe, start_span
from paperc.paperlang.extensions import ExtensionLowering
from paperc.paperlang.mover_types import check_mover_types
from paperc.paperlang.phase_reads import PhaseReads
from paperc.paperlang.redeals import count_redeals
from paperc.paperlang.statements import StatementLowering
from paperc.paperlang.symbols import VAR_TYPES, Symbols
from paperc.paperlang.transfers import TransferLowering
from paperc.paperlang.waiting import check_waiting
from runtime.engine.names import did_you_mean

SUIT_LETTERS = ("H", "D", "C", "S")  # suit = 1..4 in the built-in deck (G-24)


class Lowerer(ExprLowering, BraceLowering, TransferLowering, StatementLowering, ExtensionLowering):
    def __init__(self, main_path: str) -> None:
        self.main_path = main_path
        self.symbols = Symbols()
        self.errors: list[Diagnostic] = []
        self.owner_var: str | None = None  # inside a top-level foreachplayer
        self.card_constants: dict[str, dict[str, object]] = {}  # for playing_card
        self.stack_decls: list[ir.StackDecl] = []
        self.table: tuple[float, float] | None = None  # `table W H` (extension)
        self.score: object | None = None  # `score EXPR` (extension)
        self.score_line = 0
        self.score_file = ""
        self.title: str | None = None  # `title "..."` (extension)
        self.pile_blocks: list[ast.PileBlock] = []  # `pile NAME start ... end` (extension)
        self.redeal_spans: dict[str, SourceSpan] = {}  # stack -> its `redeals` (extension)
        self.at_spans: dict[str, SourceSpan] = {}  # stack -> its `at` (extension)
        self.table_span: SourceSpan | None = None  # `table W H` (extension)
        self.stmt_spans: dict[int, SourceSpan] = {}  # id(IR statement) -> its source
        self.phase_reads = PhaseReads()  # what phases read of their callers, and the `do`s

    # --- the program -----------------------------------------------------------

    def program(self, body: tuple[ast.Stmt, ...]) -> ir.PaperlangProgram:
        declarations = Declarations(self.symbols, self.errors)
        declarations.run(body)
        card_types: list[ir.CardType] = []
        stacks: list[ir.StackDecl] = []
        load: list[object] = []
        blocks: dict[str, tuple[SourceSpan, tuple]] = {}
        phases: list[ir.Phase] = []
        hooks: list[ir.Hook] = []
        self.stack_decls = stacks
        self.block_ctx = Ctx(scopes=({},))
        for order, stmt in enumerate(body):
            top = Ctx(order=order)
            counts = (len(card_types), len(stacks), len(phases), len(hooks))
            self._top_level(stmt, top, card_types, load, blocks, phases, hooks)
            file = self.file_of(stmt.span)
            if file:  # from an included file: what it declared names that file
                for items, count in zip((card_types, stacks, phases, hooks), counts, strict=True):
                    items[count:] = [located(item, file) for item in items[count:]]
        self.apply_pile_blocks(stacks)
        program = ir.PaperlangProgram(
            card_types=tuple(card_types),
            stacks=tuple(stacks),
            load=tuple(load),
            setup=blocks.get("setup", (None, ()))[1],
            turn=blocks.get("turn", (None, ()))[1],
            phases=tuple(phases),
            hooks=tuple(hooks),
            setup_line=self._block_span(blocks, "setup").line,
            turn_line=self._block_span(blocks, "turn").line,
            setup_file=self.file_of(self._block_span(blocks, "setup")),
            turn_file=self.file_of(self._block_span(blocks, "turn")),
            table=self.table,
            score=self.score,
            score_line=self.score_line,
            score_file=self.score_file,
            title=self.title,
        )
        program = count_redeals(program, self.redeal_spans, self.fail)
        check_waiting(program, self.stmt_spans, self.main_path, self.fail)
        self.phase_reads.check(self.fail)
        return program

    def file_of(self, span: SourceSpan) -> str:
        """The file a node written at `span` names: "" for the game's own."""
        return "" if span.path == self.main_path else span.path

    def _block_span(self, blocks: dict, kind: str) -> SourceSpan:
        return blocks[kind][0] if kind in blocks else SourceSpan(self.main_path, 0, 0)

    def _top_level(self, stmt, top: Ctx, card_types, load, blocks, phases, hooks) -> None:
        """Lower one game-level statement into the part of the program it belongs to."""
        block_ctx = self.block_ctx
        if isinstance(stmt, ast.CardDecl):
            if self.symbols.cards.get(stmt.name) is not None:
                card_types.append(self.card_type(stmt, top))
        elif isinstance(stmt, (ast.StackDecl, ast.StacklistDecl, ast.GridDecl)):
            self.stack_decl(stmt, top, at_top=True)
        elif isinstance(stmt, ast.Block):
            if stmt.kind in blocks:
                first = blocks[stmt.kind][0]
                self.fail(
                    "P116",
                    f"a game has one `{stmt.kind}` block; the first is at line {first.line}",
                    stmt.span,
                )
                return
            blocks[stmt.kind] = (stmt.span, self.block(stmt.body, block_ctx))
        elif isinstance(stmt, ast.PhaseDecl):
            if self.symbols.phases.get(stmt.name) is stmt.span:
                ctx = replace(block_ctx, in_phase=True)
                self.phase_reads.inside = ("phase", stmt.name)
                body = self.block(stmt.body, ctx)
                check_mover_types(self, stmt.body, ctx, body, "a phase")
                phases.append(ir.Phase(stmt.name, body, stmt.span.line))
                self.phase_reads.inside = ("", "")
        elif isinstance(stmt, ast.Hook):
            self.phase_reads.inside = ("hook", "")
            hook = self.hook(stmt, block_ctx)
            self.phase_reads.inside = ("", "")
            if hook is not None:
                hooks.append(hook)
        elif isinstance(stmt, ast.PileBlock):
            self.pile_blocks.append(stmt)
        elif isinstance(stmt, ast.TableDecl):
            self.table = self.table_decl(stmt) or self.table
        elif isinstance(stmt, ast.TitleDecl):
            self.title_decl(stmt)
        elif isinstance(stmt, ast.ScoreDecl):
            score = self.score_decl(stmt, block_ctx)
            if score is not None:
                self.score, self.score_line = score, stmt.span.line
                self.score_file = self.file_of(stmt.span)
        elif isinstance(stmt, ast.ForEachPlayer):
            self.owner_var = stmt.var
            load.extend(self.stmt(stmt, top))
            self.owner_var = None
        else:
            load.extend(self.stmt(stmt, top))

    # --- declarations ------------------------------------------------------------

    def card_type(self, stmt: ast.CardDecl, ctx: Ctx) -> ir.CardType:
        info = self.symbols.cards[stmt.name]
        parent_attrs = (
            self.symbols.cards[stmt.parent].attrs if stmt.parent in self.symbols.cards else {}
        )
        attrs: list[ir.AttrDecl] = []
        defaults: list[tuple[str, object]] = []
        own: set[str] = set()
        for item in stmt.body:
            if isinstance(item, ast.PileProp):
                message = f"`{item.prop}` is a pile property: give it to a stack"
                self.fail("P140", message, item.span)
                continue
            if isinstance(item, ast.Decl):
                name, span = item.target.parts[-1]
                if len(item.target.parts) > 1:
                    self.fail("P115", "a card's attribute is a plain name", item.target.span)
                    continue
                if name in own or name in parent_attrs:
                    whose = "this card type" if name in own else f"`{stmt.parent}` or its parents"
                    self.fail(
                        "P115",
                        f"`{name}` is already an attribute of {whose}; "
                        f"give it a new default with `{name} = ...`",
                        span,
                    )
                    continue
                own.add(name)
                kind = VAR_TYPES[item.type]
                other = next(
                    (
                        card
                        for card in self.symbols.cards.values()
                        if card.order < info.order and card.attrs.get(name, kind) != kind
                    ),
                    None,
                )
                if other is not None:  # (`X.top.x` reads either: its checks need one type)
                    self.fail(
                        "P115",
                        f"`{name}` is {describe(other.attrs[name])} in card type `{other.name}`, "
                        f"so it cannot be {describe(kind)} here: a card attribute has one type "
                        "wherever it is declared",
                        span,
                    )
                    continue
                default = self.attr_value(item.init, kind, ctx)
                attrs.append(ir.AttrDecl(name, item.type, default, item.span.line))
            else:
                target = item.target
                if not isinstance(target, ast.Name):
                    self.fail(
                        "P115", "in a card's body, assign its own attributes: `v = 1`", target.span
                    )
                    continue
                if target.name not in info.attrs:
                    self.fail(
                        "P115",
                        f"card type `{stmt.name}` has no attribute `{target.name}`: declare it "
                        f"with `int {target.name}` here or in a parent",
                        target.span,
                    )
                    continue
                defaults.append(
                    (target.name, self.attr_value(item.value, info.attrs[target.name], ctx))
                )
        self.card_constants[stmt.name] = {
            name: value.value
            for name, value in [(a.name, a.default) for a in attrs] + defaults
            if isinstance(value, ir.Const)
        }
        rank, suit = self.playing_card(stmt.name)
        return ir.CardType(
            stmt.name, stmt.parent, tuple(attrs), tuple(defaults), stmt.span.line, rank, suit
        )

    def attr_value(self, node: ast.Expr | None, kind: str, ctx: Ctx) -> object | None:
        """An attribute's starting value: a constant, folded (`2 * 3` is 6)."""
        if node is None:
            return None
        value, value_kind = self.expr(node, ctx)
        self.check_assignable(kind, value_kind, node)
        number = const_int(node)
        if number is not None:
            return ir.Const(number, node.span.line)
        if isinstance(value, ir.Const):
            return value
        if isinstance(value, ir.Unary) and value.op == "not":
            if isinstance(value.operand, ir.Const) and isinstance(value.operand.value, bool):
                return ir.Const(not value.operand.value, node.span.line)
        self.fail(
            "P125",
            "an attribute's starting value must be a constant (a number, true, false or "
            "a string); set it later with an assignment",
            start_span(node),
        )
        return None

    def playing_card(self, name: str) -> tuple[int | None, str | None]:
        """Rank and suit of a card type under `number` whose v is 1..13 and suit 1..4."""
        if name == "number" or not self.symbols.is_a(name, "number"):
            return None, None
        values: dict[str, object] = {}
        for card in reversed(self._lineage(name)):
            values.update(self.card_constants.get(card, {}))
        v, suit = values.get("v"), values.get("suit")
        if isinstance(v, int) and isinstance(suit, int) and 1 <= v <= 13 and 1 <= suit <= 4:
            return v, SUIT_LETTERS[suit - 1]
        return None, None

    def _lineage(self, name: str) -> list[str]:
        chain, current = [], name
        while current is not None and current not in chain and current in self.symbols.cards:
            chain.append(current)
            current = self.symbols.cards[current].parent
        return chain

    def stack_decl(self, stmt, ctx: Ctx, at_top: bool) -> None:
        if isinstance(stmt, ast.StackDecl):
            parts = stmt.target.parts
            word = stmt.kind.removeprefix("flat").removesuffix("stack")
            owner = None
            if len(parts) == 2:
                owner = parts[0][0]
                if self.owner_var is None or owner != self.owner_var or ctx.scopes[1:]:
                    self.fail(
                        "P117",
                        "a player's own stack is declared directly inside a game-level "
                        f"`foreachplayer {owner} start ... end`",
                        stmt.span,
                    )
                    return
            elif len(parts) > 2 or not at_top:
                self.fail("P117", "stacks are declared at the game level", stmt.span)
                return
            name, name_span = parts[-1]
            info = self.symbols.stacks.get(name)
            if owner is None and (info is None or info.span != name_span):
                return  # a duplicate, reported by the first pass
            attrs = self.attr_block(stmt.body, ctx)
            self.stack_decls.append(
                ir.StackDecl(
                    name,
                    "stack",
                    word,
                    (),
                    attrs,
                    stmt.kind.startswith("flat"),
                    owner,
                    stmt.span.line,
                    self.pile_props(stmt.body, "stack", name=name),
                )
            )
            return
        if not at_top:
            self.fail("P117", "stacklists and grids are declared at the game level", stmt.span)
            return
        info = self.symbols.stacks.get(stmt.name)
        if info is None or info.span is not stmt.span:
            return
        self.stack_decls.append(
            ir.StackDecl(
                stmt.name,
                info.kind,
                "visible",
                info.shape,
                self.attr_block(stmt.body, ctx),
                line=stmt.span.line,
                props=self.pile_props(stmt.body, info.kind, info.shape, name=stmt.name),
            )
        )

    def attr_block(self, body, ctx: Ctx) -> tuple[ir.AttrDecl, ...]:
        """A stack's `start ... end` block: declarations, and assignments that
        give a declared attribute its starting value."""
        attrs: dict[str, ir.AttrDecl] = {}
        for item in body:
            if isinstance(item, ast.PileProp):
                continue  # pile properties: see pile_props
            if isinstance(item, ast.Decl):
                name, span = item.target.parts[-1]
                if len(item.target.parts) > 1 or name in attrs:
                    self.fail("P115", f"`{name}` is declared twice in this block", span)
                    continue
                default = self.attr_value(item.init, VAR_TYPES[item.type], ctx)
                attrs[name] = ir.AttrDecl(name, item.type, default, item.span.line)
            elif isinstance(item.target, ast.Name) and item.target.name in attrs:
                decl = attrs[item.target.name]
                value = self.attr_value(item.value, VAR_TYPES[decl.type], ctx)
                attrs[decl.name] = replace(decl, default=value)
            else:
                self.fail(
                    "P115",
                    "in a stack's block, assign only attributes declared above it",
                    item.target.span,
                )
        return tuple(attrs.values())

    def hook(self, stmt: ast.Hook, ctx: Ctx) -> ir.Hook | None:
        if stmt.card_type not in self.symbols.cards:
            near = did_you_mean(stmt.card_type, self.symbols.cards)
            self.fail("P104", f"`{stmt.card_type}` is not a card type{near}", stmt.type_span)
            return None
        inner = ctx.with_builtins(**{"from": "stack", "to": "stack", "this": "card"})
        body = self.block(stmt.body, inner)
        check_mover_types(self, stmt.body, inner, body, "a card hook")
        return ir.Hook(stmt.kind, stmt.card_type, body, stmt.span.line)
