"""Lowering transfers (reference 3.7-3.9, 3.12): the shape table, `where`,
relative destinations, and whether the statement waits for the player (4.4).

A mixin of lower.Lowerer.
"""

from __future__ import annotations

from dataclasses import replace

from paperc import ir
from paperc.paperlang import ast
from paperc.paperlang.braces import _list_of
from paperc.paperlang.exprs import HOOK_FILTER, Ctx, describe
from runtime.engine.names import did_you_mean

SET_NODES = (ir.ListRef, ir.SeqSelect, ir.StackFilter, ir.LineSelect)


class TransferLowering:
    def transfer(self, node: ast.Transfer, ctx: Ctx, option: bool) -> ir.Transfer | None:
        line = node.span.line
        plain = replace(ctx, relative_ok=False)
        source, sources, creates, choose = self._source(node.source, plain, node.dest_every)
        where_from, where_to = self._wheres(node.wheres, plain)
        dests = self._dests(node, ctx)
        self._check_relatives(node, dests, sources, creates)
        if node.build:
            end, amount = None, None
            self._check_build(node, creates, choose)
        else:
            end, amount = self._shape(node, plain, creates, choose)
        if node.prefix == "auto" and choose:
            self.fail(
                "P130",
                "`auto` plays a transfer without asking the player, but `choose` asks "
                "them to pick the cards: drop one of the two",
                node.span,
            )
        if node.prefix == "every" and creates:
            self.fail(
                "P130",
                f"to create cards in every member, put `every` after the arrow: "
                f"`{node.source.kind} {node.source.card_type} -> every LIST 1`",
                node.span,
            )
        if creates and node.wheres and not option and (node.prefix or not _asks(node, dests)):
            self.fail(
                "P178",
                "`where` judges cards already on the table, and `place`/`random` makes new "
                "ones: test the stack with an `if` around it instead, e.g. "
                "`if pile.size > 0 start place T -> pile 1 end`",
                node.wheres[0].span,
            )
        if option and node.prefix is not None:
            self.fail(
                "P130",
                f"a pick is one move the player chooses, but `{node.prefix}` plays a transfer "
                f"without asking: drop `{node.prefix}`, or put the transfer in the `then` body",
                node.span,
            )
        if option:
            interactive = True  # a pick option is always clicked (3.12)
        elif node.prefix is not None:
            interactive = False
        else:
            interactive = choose or any(_is_set(s) for s in sources) or len(sources) > 1
            if not node.dest_every:
                interactive = interactive or any(_is_set(d) for d in dests) or len(dests) > 1
        return ir.Transfer(
            source=source,
            op="cut" if node.op.startswith("/") else "move",
            under=node.op.endswith("_"),
            dests=tuple(dests),
            end=end,
            amount=amount,
            prefix=node.prefix,
            dest_every=node.dest_every,
            where_from=where_from,
            where_to=where_to,
            interactive=interactive,
            line=line,
            build=node.build,
        )

    def _check_build(self, node: ast.Transfer, creates: bool, choose: bool) -> None:
        """A `build` transfer (extension): the piles' rules choose the cards."""
        if creates or choose:
            word = "choose" if choose else node.source.kind
            self.fail(
                "P136",
                f"`build` moves cards the piles' build rules allow, so `{word}` has no place here",
                node.span,
            )
        if node.op.endswith("_"):
            self.fail(
                "P136",
                f"`build` puts cards on top of a pile: write `{node.op[:-1]}`, not `{node.op}`",
                node.op_span,
            )
        if node.dest_every:
            self.fail("P136", "`build` moves to one pile at a time: drop `every`", node.op_span)

    def _source(self, node, ctx: Ctx, every: bool = False):
        if isinstance(node, ast.CreateSource):
            name = node.card_type
            info = self.symbols.cards.get(name)
            if info is None:
                near = did_you_mean(name, self.symbols.cards)
                self.fail("P104", f"`{name}` is not a card type{near}", node.type_span)
            elif ctx.order is not None and info.order > ctx.order:
                self.fail(
                    "P103",
                    f"`{name}` is used before its declaration (line {info.span.line}): the "
                    "game's top-level statements run in order",
                    node.type_span,
                )
            return ir.SourceCreate(node.kind, name), [], True, False
        stacks = []
        for item in node.stacks:
            value, kind = self.expr(item, ctx)
            if kind not in (None, "stack", "set", "logical"):
                self.fail(
                    "P131", f"cards are taken from a stack, not from {describe(kind)}", item.span
                )
            elif kind == "logical" and every:
                # (each stack would take the same cards again: they lie in several at once)
                self.fail(
                    "P131",
                    "the cards a filter keeps go to one stack, not to `every` stack: "
                    "move them to each stack in a statement of its own",
                    item.span,
                )
            stacks.append(value)
        return ir.SourceStacks(tuple(stacks), node.choose), stacks, False, node.choose

    def _wheres(self, clauses: tuple[ast.WhereClause, ...], ctx: Ctx):
        found: dict[str, object] = {}
        for clause in clauses:
            if clause.kind not in ("from", "to"):
                self.fail(
                    "P132",
                    f"a `where` filter is `from{{...}}` or `to{{...}}`, not `{clause.kind}{{...}}`",
                    clause.span,
                )
                continue
            if clause.kind in found:
                self.fail(
                    "P132",
                    f"this transfer already has a `{clause.kind}{{...}}` filter: "
                    "join the two conditions with `&&`",
                    clause.span,
                )
                continue
            names = {"from": "stack"}
            if clause.kind == "to":
                names.update(to="stack", moving="logical")
            if "this" in (ctx.builtins or {}):
                # a filter is its own method: the card hook's names stay outside
                names[HOOK_FILTER] = "filter"
            value, kind = self.expr(clause.cond, replace(ctx, builtins=names))
            self.expect(
                kind, ("bool",), clause.cond, f"a `{clause.kind}{{...}}` filter needs a condition"
            )
            found[clause.kind] = value
        return found.get("from"), found.get("to")

    def _dests(self, node: ast.Transfer, ctx: Ctx) -> list:
        dests = []
        dest_ctx = replace(ctx, relative_ok=True)
        for item in node.dests:
            value, kind = self.expr(item, dest_ctx)
            if kind == "logical":
                self.fail(
                    "P133",
                    "cards cannot be put into a filtered stack: name the real stack",
                    item.span,
                )
            elif kind not in (None, "stack", "set"):
                self.fail("P133", f"cards go to a stack, not to {describe(kind)}", item.span)
            dests.append(value)
        return dests

    def _check_relatives(self, node: ast.Transfer, dests, sources, creates: bool) -> None:
        relatives = [
            (d, item) for d, item in zip(dests, node.dests, strict=True) if _relative_of(d)
        ]
        if not relatives:
            return
        source_lists = [_source_list(s) for s in sources]
        for dest, item in relatives:
            base = _relative_of(dest).base
            if creates or not source_lists or None in source_lists:
                self.fail(
                    "P134",
                    f"`{base}[:...]` counts from the source's place in its stacklist or grid, "
                    "but the source is not a member of one",
                    item.span,
                )
                continue
            for name in dict.fromkeys(source_lists):
                if name == base:
                    continue
                mine, theirs = self.symbols.stacks[base], self.symbols.stacks[name]
                if (mine.kind, mine.shape) != (theirs.kind, theirs.shape):
                    self.fail(
                        "P134",
                        f"`{base}[:...]` counts from the source's place in `{name}`, so the "
                        f"two must have the same size",
                        item.span,
                    )

    def _shape(self, node: ast.Transfer, ctx: Ctx, creates: bool, choose: bool):
        """`top`/`bottom` and the amount, as the table of 3.7 requires them."""
        amount_node = node.amount
        amount: object = None
        if amount_node is not None:
            if amount_node.value is None:
                amount = ir.AmountAll()
            else:
                amount, kind = self.expr(amount_node.value, ctx)
                self.expect(kind, ("int",), amount_node.value, "the number of cards is a number")
        cut = node.op.startswith("/")
        if creates:
            if amount is None:
                self.fail(
                    "P135", "say how many cards to create, e.g. `place T -> pile 1`", node.op_span
                )
            elif isinstance(amount, ir.AmountAll):
                self.fail(
                    "P135",
                    "`all` means nothing when creating cards: give a number",
                    amount_node.span,
                )
            return None, amount  # a `top`/`bottom` here is tolerated and ignored (G-13)
        if choose:
            if cut and amount is not None:
                self.fail(
                    "P135",
                    "with `choose` and a cut, the player picks the cut point: leave out the amount",
                    amount_node.span,
                )
            elif not cut and amount is None:
                self.fail(
                    "P135",
                    "say how many cards the player picks, e.g. `choose hand -> table 1`",
                    node.op_span,
                )
            return None, amount
        if node.end is None:
            self.fail(
                "P135",
                "say which end of the source the cards come from: `top` or `bottom`, "
                "then how many, e.g. `a -> b top 1`",
                node.op_span,
            )
        elif amount is None:
            self.fail(
                "P135",
                f"say how many cards move: a number or `all` after `{node.end}`",
                node.op_span,
            )
        return node.end, amount


def _is_set(node: object) -> bool:
    if isinstance(node, ir.Relative):
        return len(node.offsets) > 1
    return isinstance(node, SET_NODES)


def _relative_of(node: object) -> ir.Relative | None:
    while isinstance(node, (ir.SeqSelect, ir.StackFilter)):
        node = node.base
    return node if isinstance(node, ir.Relative) else None


def _source_list(node: object) -> str | None:
    """The stacklist or grid a transfer's source stack belongs to."""
    if isinstance(node, ir.StackRef) and "[" in node.name:
        return node.name.split("[")[0]
    if isinstance(node, ir.Member):
        return node.base
    return _list_of(node)


def _asks(node: ast.Transfer, dests: list) -> bool:
    """Does the player choose where a transfer that makes cards goes (onto
    one of several stacks, no `every`)? Its `to` filter then says where it may."""
    return not node.dest_every and (any(_is_set(d) for d in dests) or len(dests) > 1)
