"""Paperlang's fast reader, its transfers, expressions and tokens (see fast.py).

Each `r_<rule>` follows the rule of the same name in grammar.ebnf and hands
parser.Builder the node TatSu would; fast.py adds the statements.
"""

from __future__ import annotations

import re
from typing import Any

from paperc.errors import CompileError, error
from paperc.fastparse import MAX_OPERATORS, Fail, GiveUp, Reader, node
from paperc.paperlang import ast

# The grammar's token regexes, as written there, but for `name`: its regex
# (a word, unless the whole word is a hard keyword) is WORD and a set lookup.
KEYWORDS = frozenset(
    "game start end setup turn phase do if elseif else then while pickone pick buttons button"
    " auto every where card int bool string float playerref visiblestack hiddenstack"
    " privatestack stacklist stackgrid flatvisiblestack flathiddenstack flatprivatestack"
    " players foreachplayer random place choose top bottom all shuffle flip show hide"
    " winneris looseris onmoved premove onplace true false".split()
)
TOP_NAME = re.compile(r"(?:top|bottom)(?=[ \t]*\.)")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
INT = re.compile(r"[0-9]+")
STRING = re.compile(r'"[^"\n]*"')
LAYOUT_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
BINARY_OP = re.compile(r"\|\||&&|==|!=|<=|>=|<|>|\+|-(?!>)|\*|%|\/(?!>)")
UNARY_OP = re.compile(r"[-+!](?![>=])")
ASSIGN_OP = re.compile(r"=(?!=)")
_ARROWS = ("->_", "->", "/>_", "/>")


class ExpressionReader(Reader):
    """The rules from `transfer` down; PaperlangReader adds the statements."""

    namechars = "_"

    def __init__(self, text: str, builder: Any) -> None:
        super().__init__(text)
        self.b = builder
        self.postfixes: dict[int, Any] = {}
        self.innermost = 0  # where the expression read last began: the deepest, on overflow

    # --- transfers --------------------------------------------------------------------

    def r_transfer(self, pos: int) -> tuple[ast.Transfer, int]:
        pos = self.skip(pos)
        start = pos
        prefix, pos = self.optional(lambda p: self.one_of(p, ("auto", "every")), pos)
        source, pos = self.r_source(pos)
        op, pos = self.r_arrow(pos)
        self.cut = True
        dest_every, pos = self.optional(lambda p: ("every", self.token(p, "every")), pos)
        dests, pos = self.closure(self.r_postfix, pos, least=1, sep=",")
        parts: dict[str, Any] = {
            "prefix": prefix,
            "source": source,
            "op": op,
            "dest_every": dest_every,
            "dests": dests,
        }
        # `(build:'build' !assign_op !arrow | end:['top' | 'bottom'] amount:[amount])`
        try:
            after = self.token(pos, "build")
            self.not_ahead(after, self.r_assign_op)
            self.not_ahead(after, self.r_arrow)
        except Fail:
            parts["end"], pos = self.optional(lambda p: self.one_of(p, ("top", "bottom")), pos)
            # A failed `amount:[amount]` names TatSu's last node, which the
            # builder drops unless it is an Amount: None does the same.
            parts["amount"], pos = self.optional(self.r_amount, pos)
        else:
            parts["build"], pos = "build", after
        parts["wheres"], pos = self.optional(self.r_where, pos)
        return self.b.transfer(node(start, pos, **parts)), pos

    def r_source(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        try:
            return self.alternative(self.r_create_source, pos)
        except Fail:
            return self.alternative(self.r_stack_source, pos)

    def r_create_source(self, pos: int) -> tuple[ast.CreateSource, int]:
        pos = self.skip(pos)
        start = pos
        kind, pos = self.one_of(pos, ("random", "place"))
        self.cut = True
        card_type, pos = self.r_name(pos)
        return self.b.create_source(node(start, pos, kind=kind, card_type=card_type)), pos

    def r_stack_source(self, pos: int) -> tuple[ast.StackSource, int]:
        pos = self.skip(pos)
        start = pos
        choose, pos = self.optional(lambda p: ("choose", self.token(p, "choose")), pos)
        stacks, pos = self.closure(self.r_postfix, pos, least=1, sep=",")
        return self.b.stack_source(node(start, pos, choose=choose, stacks=stacks)), pos

    def r_amount(self, pos: int) -> tuple[ast.Amount, int]:
        pos = self.skip(pos)
        start = pos
        try:
            end = self.token(pos, "all")
        except Fail:
            pass
        else:
            return self.b.amount(node(start, end, all="all")), end
        if self.peek(pos, "["):
            raise Fail
        value, pos = self.r_expr(pos)
        for rule in (self.r_assign_op, self.r_arrow, lambda p: (",", self.token(p, ","))):
            self.not_ahead(pos, rule)
        return self.b.amount(node(start, pos, value=value)), pos

    def r_where(self, pos: int) -> tuple[tuple[ast.WhereClause, ...], int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "where")
        self.cut = True
        clauses, pos = self.closure(self.r_where_clause, pos, least=1, sep=",")
        return self.b.where(node(start, pos, clauses=clauses)), pos

    def r_where_clause(self, pos: int) -> tuple[ast.WhereClause, int]:
        pos = self.skip(pos)
        start = pos
        kind, pos = self.pattern(pos, WORD)
        pos = self.token(pos, "{")
        self.cut = True
        cond, pos = self.r_expr(pos)
        pos = self.token(pos, "}")
        return self.b.where_clause(node(start, pos, kind=kind, cond=cond)), pos

    # --- expressions --------------------------------------------------------------------

    def r_expr(self, pos: int) -> tuple[ast.Expr, int]:
        pos = self.skip(pos)
        start = self.innermost = pos
        first, rest, pos = self.chain(self.r_unary, self.binary_tail, pos)
        return self.b.expr(node(start, pos, first=first, rest=rest)), pos

    def binary_tail(self, pos: int) -> tuple[list[Any], int]:
        op, end = self.pattern(pos, BINARY_OP)
        self.cut = True
        if self.one_more_operator():
            at = end - len(op)
            span = self.b.loc.span(at, end)
            message = f"more than {MAX_OPERATORS:,} operators in a row: too long to compile"
            raise CompileError([error("P032", message, span)])
        pos = end
        operand, pos = self.r_unary(pos)
        return [op, operand], pos

    def r_unary(self, pos: int) -> tuple[ast.Expr, int]:
        pos = self.skip(pos)
        found = UNARY_OP.match(self.text, pos)
        if found is None:
            return self.alternative(self.r_postfix, pos)
        saved = self.cut
        self.cut = True  # `op:/.../ ~`, inside the first option
        try:
            operand, end = self.r_unary(found.end())
        except Fail:
            raise GiveUp from None
        self.cut = saved
        return ast.Unary(found.group(), operand, self.b.loc.span(pos)), end

    def r_postfix(self, pos: int) -> tuple[ast.Expr, int]:
        # Remembered by position, as TatSu does: a statement's first operand
        # is read as a transfer's source and, failing that, as an assignment's target.
        known = self.postfixes.get(pos)
        if known is None:
            known = self.postfixes[pos] = self.read_postfix(pos)
        if known is False:
            raise Fail
        return known

    def read_postfix(self, pos: int) -> tuple[ast.Expr, int] | bool:
        pos = self.skip(pos)
        start = pos
        depth = self.depth
        try:
            base, pos = self.r_primary(pos)
            ops, pos = self.closure(self.postfix_turn, pos)
        except Fail:
            self.depth = depth
            return False
        return self.b.postfix(node(start, pos, base=base, ops=ops)), pos

    def postfix_turn(self, pos: int) -> tuple[Any, int]:
        """`&('.' | '[' | '{') postfix_op`."""
        ahead = self.skip(pos)
        char = self.text[ahead : ahead + 1]
        if char not in (".", "[", "{") or not char:
            raise Fail
        return self.r_postfix_op(pos)

    def r_postfix_op(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        for rule in (self.r_attribute, self.r_index, self.r_brace):
            try:
                return self.alternative(rule, pos)
            except Fail:
                continue
        raise Fail

    def r_attribute(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, ".")
        self.cut = True
        name, pos = self.pattern(pos, WORD)
        return self.b.attribute(node(start, pos, name=name)), pos

    def r_index(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "[")
        self.cut = True
        index, pos = self.r_index_body(pos)
        pos = self.token(pos, "]")
        return self.b.index(node(start, pos, index=index)), pos

    def r_index_body(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        for rule in (self.r_relative_grid, self.r_relative_list, self.r_cell, self.r_list_index):
            try:
                return self.alternative(rule, pos)
            except Fail:
                continue
        raise Fail

    def r_relative_list(self, pos: int) -> tuple[ast.RelativeList, int]:
        pos = self.skip(pos)
        start = pos
        offsets, pos = self.closure(self.relative_offset, pos, least=1)
        return self.b.relative_list(node(start, pos, offsets=offsets)), pos

    def relative_offset(self, pos: int) -> tuple[list[Any], int]:
        pos = self.token(pos, ":")
        self.cut = True
        value, pos = self.r_signed_int(pos)
        return [":", value], pos

    def r_relative_grid(self, pos: int) -> tuple[ast.RelativeGrid, int]:
        pos = self.skip(pos)
        start = pos
        moves, pos = self.closure(self.relative_move, pos, least=1)
        return self.b.relative_grid(node(start, pos, moves=moves)), pos

    def relative_move(self, pos: int) -> tuple[list[Any], int]:
        pos = self.token(pos, ":")
        move, pos = self.r_grid_move(pos)
        return [":", move], pos

    def r_grid_move(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        start = pos
        steps, pos = self.closure(self.grid_step, pos, least=1)
        return self.b.grid_move(node(start, pos, steps=steps)), pos

    def grid_step(self, pos: int) -> tuple[list[str], int]:
        direction, pos = self.one_of(self.skip(pos), ("up", "down", "left", "right"))
        steps, pos = self.pattern(pos, INT)
        return [direction, steps], pos

    def r_signed_int(self, pos: int) -> tuple[int, int]:
        pos = self.skip(pos)
        start = pos
        sign, pos = self.optional(lambda p: self.one_of(p, ("-", "+")), pos)
        value, pos = self.pattern(pos, INT)
        return self.b.signed_int(node(start, pos, sign=sign, value=value)), pos

    def r_cell(self, pos: int) -> tuple[ast.Cell, int]:
        pos = self.skip(pos)
        start = pos
        x, pos = self.r_simple(pos)
        y, pos = self.r_simple(pos)
        return self.b.cell(node(start, pos, x=x, y=y)), pos

    def r_list_index(self, pos: int) -> tuple[ast.ListIndex, int]:
        pos = self.skip(pos)
        start = pos
        value, pos = self.r_expr(pos)
        return self.b.list_index(node(start, pos, value=value)), pos

    def r_brace(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "{")
        self.cut = True
        content, pos = self.r_brace_body(pos)
        pos = self.token(pos, "}")
        return self.b.brace(node(start, pos, content=content)), pos

    def r_brace_body(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        for rule in (self.r_seq_filter, self.r_line_select, self.r_sq_run, self.r_brace_expr):
            try:
                return self.alternative(rule, pos)
            except Fail:
                continue
        raise Fail

    def r_seq_filter(self, pos: int) -> tuple[ast.SeqFilter, int]:
        pos = self.skip(pos)
        start = pos
        first, pos = self.optional(lambda p: ("|", self.token(p, "|")), pos)
        pos = self.token(pos, "[")
        self.cut = True
        entries, pos = self.closure(self.r_seq_item, pos)
        pos = self.token(pos, "]")
        last, pos = self.optional(lambda p: ("|", self.token(p, "|")), pos)
        parts = {"first": first, "entries": entries, "last": last}
        return self.b.seq_filter(node(start, pos, **parts)), pos

    def r_line_select(self, pos: int) -> tuple[ast.LineSelect, int]:
        pos = self.skip(pos)
        start = pos
        axis, pos = self.one_of(pos, ("col", "row"))
        index, pos = self.r_simple(pos)
        inner, pos = self.optional(self.r_brace, pos)
        self.token(pos, "}")  # `&'}'`
        parts = {"axis": axis, "index": index, "inner": inner}
        return self.b.line_select(node(start, pos, **parts)), pos

    def r_sq_run(self, pos: int) -> tuple[ast.SqRun, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "sq")
        length, pos = self.r_simple(pos)
        attr, pos = self.r_name(pos)
        cond, pos = self.r_expr(pos)
        parts = {"length": length, "attr": attr, "cond": cond}
        return self.b.sq_run(node(start, pos, **parts)), pos

    def r_brace_expr(self, pos: int) -> tuple[ast.BraceExpr, int]:
        pos = self.skip(pos)
        start = pos
        value, pos = self.r_expr(pos)
        return self.b.brace_expr(node(start, pos, value=value)), pos

    def r_primary(self, pos: int) -> tuple[ast.Expr, int]:
        pos = self.skip(pos)
        text = self.text
        found = WORD.match(text, pos)
        if found and found.group() not in KEYWORDS:
            end = found.end()
            return self.b.primary(node(pos, end, name=found.group())), end
        for key, regex in (("name", TOP_NAME), ("number", INT)):
            found = regex.match(text, pos)
            if found:
                end = found.end()
                return self.b.primary(node(pos, end, **{key: found.group()})), end
        char = text[pos : pos + 1]
        if char == "(":
            saved = self.cut
            self.cut = True
            try:
                paren, end = self.r_expr(pos + 1)
                end = self.token(end, ")")
            except Fail:
                raise GiveUp from None
            self.cut = saved
            return self.b.primary(node(pos, end, paren=paren)), end
        for word in ("true", "false"):
            try:
                end = self.token(pos, word)
            except Fail:
                continue
            return self.b.primary(node(pos, end, boolean=word)), end
        found = STRING.match(text, pos)
        if found:
            end = found.end()
            return self.b.primary(node(pos, end, string=found.group())), end
        if char == "[":
            saved = self.cut
            self.cut = True
            try:
                pattern, end = self.closure(self.r_seq_item, pos + 1)
                end = self.token(end, "]")
            except Fail:
                raise GiveUp from None
            self.cut = saved
            return self.b.primary(node(pos, end, pattern=pattern)), end
        raise Fail

    def r_seq_item(self, pos: int) -> tuple[tuple[str, Any], int]:
        pos = self.skip(pos)
        start = pos
        try:
            item, end = self.r_name(pos)
        except Fail:
            item, end = self.one_of(pos, ("_", ":"))
        return self.b.seq_item(node(start, end, item=item)), end

    def r_simple(self, pos: int) -> tuple[ast.Expr, int]:
        pos = self.skip(pos)
        found = INT.match(self.text, pos)
        if found:
            end = found.end()
            return self.b.simple(node(pos, end, number=found.group())), end
        try:
            name, end = self.r_name(pos)
        except Fail:
            pass
        else:
            return self.b.simple(node(pos, end, name=name)), end
        if not self.text.startswith("(", pos):
            raise Fail
        saved = self.cut
        self.cut = True
        try:
            paren, end = self.r_expr(pos + 1)
            end = self.token(end, ")")
        except Fail:
            raise GiveUp from None
        self.cut = saved
        return self.b.simple(node(pos, end, paren=paren)), end

    # --- tokens -----------------------------------------------------------------------------

    def r_arrow(self, pos: int) -> tuple[str, int]:
        return self.one_of(self.skip(pos), _ARROWS)

    def r_assign_op(self, pos: int) -> tuple[str, int]:
        return self.pattern(pos, ASSIGN_OP)

    def r_name(self, pos: int) -> tuple[str, int]:
        word, end = self.pattern(pos, WORD)
        if word in KEYWORDS:
            raise Fail
        return word, end

    def r_string(self, pos: int) -> tuple[str, int]:
        return self.pattern(pos, STRING)
