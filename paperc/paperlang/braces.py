"""Lowering `X{...}`: the five brace selectors of reference 3.10.

What a brace means depends on its content and on what it follows:

| base           | content                 | IR                      |
|----------------|-------------------------|-------------------------|
| list or grid   | `[..]`, `|[..]`, `[..]|` | SeqSelect               |
| grid           | `col k` / `row k` [{..}] | LineSelect (+ inner)    |
| list or grid   | an expression           | StackFilter (StackAttr) |
| stack          | a card type name        | TypeFilter              |
| stack          | any other lone name     | AttrSum                 |
| stack          | `sq N attr cond`        | SqRun (l, n builtin)    |
| stack          | an expression           | CardPredicate (CardAttr)|

A mixin of lower.Lowerer, beside exprs.ExprLowering.
"""

from __future__ import annotations

from dataclasses import replace

from paperc import ir
from paperc.paperlang import ast
from paperc.paperlang.exprs import STACKISH, Ctx, Typed, describe
from runtime.engine.names import did_you_mean


class BraceLowering:
    def _brace(self, node: ast.Brace, ctx: Ctx) -> Typed:
        base, kind = self.expr(node.obj, ctx)
        return self.brace_on(base, kind, node.content, node, ctx)

    def brace_on(self, base, kind, content, node, ctx: Ctx) -> Typed:
        span = content.span
        line = span.line
        if kind == "set":
            return self._on_set(base, content, node, ctx)
        if kind is not None and kind not in STACKISH:
            self.fail(
                "P111",
                f"`{{...}}` selects from a stack, a stacklist or a grid, not {describe(kind)}",
                node.span,
            )
            return self.unknown(span)
        if isinstance(content, ast.SeqFilter):
            self.fail(
                "P111",
                "`{[...]}` picks the members of a stacklist or grid that match; "
                "to test one stack, write `s == [...]`",
                span,
            )
            return self.unknown(span)
        if isinstance(content, ast.LineSelect):
            self.fail("P111", f"`{{{content.axis} k}}` needs a stack grid", span)
            return self.unknown(span)
        if isinstance(content, ast.SqRun):
            return self._sq(base, content, ctx)
        value = content.value
        if isinstance(value, ast.Name) and value.name not in (ctx.builtins or {}):
            if value.name in self.symbols.cards:
                return ir.TypeFilter(base, value.name, line), "logical"
            if self.symbols.card_attr(value.name) is not None:
                return ir.AttrSum(base, value.name, line), "int"
            found, _ = ctx.local(value.name)
            if not found and value.name not in self.symbols.globals:
                self.fail(
                    "P112",
                    f"`{value.name}` is neither a card type (to filter by) nor a card "
                    "attribute (to sum)",
                    value.span,
                )
                return self.unknown(span)
        cond, cond_kind = self.expr(value, replace(ctx, card_attrs=True, relative_ok=False))
        self.expect(cond_kind, ("bool",), value, "a card filter `S{...}` needs a condition")
        return ir.CardPredicate(base, cond, line), "logical"

    def _on_set(self, base, content, node, ctx: Ctx) -> Typed:
        line = content.span.line
        if isinstance(content, ast.SeqFilter):
            pattern = self.pattern(content.pattern)
            return ir.SeqSelect(base, pattern, content.which, line), "set"
        if isinstance(content, ast.LineSelect):
            if not isinstance(base, ir.ListRef) or self.symbols.stacks[base.name].kind != "grid":
                self.fail("P111", f"`{{{content.axis} k}}` needs a stack grid", content.span)
                return self.unknown(content.span)
            index, kind = self.expr(content.index, replace(ctx, relative_ok=False))
            self.expect(kind, ("int",), content.index, f"a {content.axis} number")
            width, height = self.symbols.stacks[base.name].shape
            limit = width if content.axis == "col" else height
            if isinstance(index, ir.Const) and isinstance(index.value, int):
                if not 0 <= index.value < limit:
                    self.fail(
                        "P109",
                        f"`{base.name}` has no {content.axis} {index.value} "
                        f"(it counts 0 to {limit - 1})",
                        content.index.span,
                    )
            selected = ir.LineSelect(base.name, content.axis, index, line)
            if content.inner is None:
                return selected, "set"
            return self._on_set(selected, content.inner, node, ctx)
        if isinstance(content, ast.SqRun):
            self.fail(
                "P111", "`{sq ...}` finds a run of cards in one stack, not in a set", content.span
            )
            return self.unknown(content.span)
        list_name = base.name if isinstance(base, ir.ListRef) else _list_of(base)
        member_ctx = replace(ctx, stack_attrs=list_name or "", relative_ok=False)
        cond, kind = self.expr(content.value, member_ctx)
        self.expect(kind, ("bool",), content.value, "a stacklist filter `L{...}` needs a condition")
        return ir.StackFilter(base, cond, line), "set"

    def _sq(self, base, content: ast.SqRun, ctx: Ctx) -> Typed:
        line = content.span.line
        length, kind = self.expr(content.length, replace(ctx, relative_ok=False))
        self.expect(kind, ("int",), content.length, "the length of a run is a number")
        if self.symbols.card_attr(content.attr) is None:
            known = [attr for info in self.symbols.cards.values() for attr in info.attrs]
            near = did_you_mean(content.attr, known)
            message = f"no card type has an attribute `{content.attr}`{near}"
            self.fail("P107", message, content.attr_span)
        inner = replace(ctx, card_attrs=False, relative_ok=False).with_builtins(l="card", n="card")
        cond, cond_kind = self.expr(content.cond, inner)
        self.expect(cond_kind, ("bool",), content.cond, "a run's test needs a condition")
        return ir.SqRun(base, length, content.attr, cond, line), "logical"


def _list_of(node: object) -> str | None:
    """The stacklist or grid a set expression draws its members from."""
    while True:
        if isinstance(node, ir.ListRef):
            return node.name
        if isinstance(node, ir.LineSelect):
            return node.base
        if isinstance(node, (ir.SeqSelect, ir.StackFilter)):
            node = node.base
            continue
        return None
