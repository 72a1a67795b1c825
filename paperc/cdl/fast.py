"""CDL's fast reader: grammar.ebnf by hand, rule for rule (see paperc/fastparse.py).

Each `r_<rule>` follows the rule of the same name in grammar.ebnf and hands
parser._Builder the node TatSu would. Keywords are case-insensitive and a
token's value is the grammar's spelling (`'OR'`), as in TatSu. The reader
gives up (GiveUp) on anything it is not sure of; parser.py then parses the
text with TatSu.
"""

from __future__ import annotations

import re
from typing import Any

from paperc.cdl import ast
from paperc.errors import CompileError, SourceSpan, error
from paperc.fastparse import (
    MAX_LOOPS,
    MAX_OPERATORS,
    Fail,
    GiveUp,
    Reader,
    no_collection,
    node,
)

# @@comments, @@eol_comments and TatSu's whitespace, in any order.
SPACE = re.compile(r"(?:\s+|\{[^}]*\}|//[^\n]*)+")
IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_]*\??")
NUMBER = re.compile(r"\d+")
STRING = re.compile(r"'(?:[^'\\\n]|\\.)*'")
_FIRST_WORD = re.compile(r"[^\W_]+")  # what TatSu's name guard (isalnum) reads as one word

KEYWORDS = frozenset(
    "ADD AND AT BEGIN BREAK BY CLEAR CONST DO DRAW ELSE END FLASH FOR FROM FUNCTION GAME IF"
    " INVERSE IS MOD MOVE NOT OR ORDER PREDICATE PROCEDURE PULL REMOVE RETURN SHUFFLE SIDE"
    " STACK THEN TO TURN VAR WAIT WHILE WITH WRITE".split()
)

# Statements nested deeper than this are refused at once (TatSu read up to
# 92 nested IFs, and Python allows 100 levels of indentation).
MAX_DEPTH = 100


class CdlReader(Reader):
    ignorecase = True
    space = SPACE

    def __init__(self, text: str, builder: Any, path: str) -> None:
        super().__init__(text)
        self.b = builder
        self.path = path
        self.pos = 0  # where the last token ended: the builder reads it (tokenizer.pos)
        self.tokenizer = self
        builder.set_context(self)
        self.identifiers: dict[int, Any] = {}
        self.innermost = 0  # where the expression read last began: the deepest, on overflow

    # --- helpers -----------------------------------------------------------------

    def word(self, pos: int) -> str:
        found = _FIRST_WORD.match(self.text, pos)
        return found.group().lower() if found else ""

    def enter_loop(self, pos: int) -> None:
        if self.enter_blocks(1):
            line, col = self.b.at(pos)
            message = f"loops nest more than {MAX_LOOPS} deep here: too deep to compile"
            raise CompileError([error("C030", message, SourceSpan(self.path, line, col))])

    def nested(self, pos: int) -> None:
        """One more statement deep: generated Python can indent only so far."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            line, col = self.b.at(pos)
            message = f"statements nest more than {MAX_DEPTH} deep here: too deep to compile"
            raise CompileError([error("C030", message, SourceSpan(self.path, line, col))])

    # --- tokens ----------------------------------------------------------------------

    def r_identifier(self, pos: int) -> tuple[ast.Name, int]:
        known = self.identifiers.get(pos)
        if known is None:
            start = self.skip(pos)
            found = IDENTIFIER.match(self.text, start)
            if found is None:
                known = False
            else:
                self.pos = found.end()
                name = self.b.identifier(found.group())
                # @name: TatSu refuses a keyword after building it
                known = False if str(name).upper() in KEYWORDS else (name, found.end())
            self.identifiers[pos] = known
        if known is False:
            raise Fail
        return known

    def r_number(self, pos: int) -> tuple[ast.Number, int]:
        value, end = self.pattern(pos, NUMBER)
        self.pos = end
        return self.b.number(value), end

    def r_string(self, pos: int) -> tuple[ast.String, int]:
        value, end = self.pattern(pos, STRING)
        self.pos = end
        return self.b.string(value), end

    # --- program and declarations --------------------------------------------------------

    def r_start(self, pos: int) -> ast.Program:
        program, pos = self.r_program(pos)
        if self.skip(pos) != len(self.text):
            raise Fail
        return program

    def r_program(self, pos: int) -> tuple[ast.Program, int]:
        pos = self.skip(pos)
        start = pos
        header, pos = self.r_header(pos)
        pos = self.token(pos, ";")
        self.cut = True
        items, pos = self.closure(self.r_item, pos)
        order, pos = self.r_order_def(pos)
        pos = self.token(pos, ".")
        made = node(start, pos, header=header, order=order)
        made["items"] = items
        return self.b.program(made), pos

    def r_header(self, pos: int) -> tuple[ast.Header, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "GAME")
        self.cut = True
        name, pos = self.r_identifier(pos)
        pos = self.token(pos, "IS")
        width, pos = self.r_number(pos)
        pos = self.token(pos, "BY")
        height, pos = self.r_number(pos)
        return self.b.header(node(start, pos, name=name, width=width, height=height)), pos

    def r_item(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        rule = _ITEMS.get(self.word(pos))
        if rule is None:
            raise Fail
        return self.alternative(getattr(self, rule), pos)

    def r_order_def(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "ORDER")
        self.cut = True
        names, pos = self.closure(self.order_name, pos, least=1)
        return self.b.order_def(node(start, pos, names=names)), pos

    def order_name(self, pos: int) -> tuple[list[Any], int]:
        name, pos = self.r_identifier(pos)
        comma, pos = self.optional(lambda p: (",", self.token(p, ",")), pos)
        return ([name, comma] if comma else [name]), pos

    def r_const_def(self, pos: int) -> tuple[ast.ConstDef, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "CONST")
        self.cut = True
        elements, pos = self.closure(self.r_const_elm, pos, least=1, sep=",")
        pos = self.token(pos, ";")
        return self.b.const_def(node(start, pos, elements=elements)), pos

    def r_const_elm(self, pos: int) -> tuple[ast.ConstElm, int]:
        pos = self.skip(pos)
        start = pos
        name, pos = self.r_identifier(pos)
        _, pos = self.one_of(pos, (":=", "="))
        self.cut = True
        value, pos = self.r_expression(pos)
        return self.b.const_elm(node(start, pos, name=name, value=value)), pos

    def r_var_def(self, pos: int) -> tuple[ast.VarDef, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "VAR")
        self.cut = True
        elements, pos = self.closure(self.var_line, pos, least=1)
        return self.b.var_def(node(start, pos, elements=elements)), pos

    def var_line(self, pos: int) -> tuple[list[Any], int]:
        element, pos = self.r_var_elm(pos)
        return [element, ";"], self.token(pos, ";")

    def r_var_elm(self, pos: int) -> tuple[ast.VarElm, int]:
        pos = self.skip(pos)
        start = pos
        names, pos = self.closure(self.r_identifier, pos, least=1, sep=",")
        pos = self.token(pos, ":")
        kind, pos = self.r_type_name(pos)
        return self.b.var_elm(node(start, pos, names=names, type=kind)), pos

    def r_type_name(self, pos: int) -> tuple[ast.Name, int]:
        pos = self.skip(pos)
        try:
            end = self.token(pos, "STACK")
        except Fail:
            name, end = self.r_identifier(pos)
            return self.b.type_name(node(pos, end, name=name)), end
        return self.b.type_name(node(pos, end, stack_type="STACK")), end

    def r_routine_def(self, pos: int) -> tuple[ast.RoutineDef, int]:
        pos = self.skip(pos)
        start = pos
        kind, pos = self.one_of(pos, ("PROCEDURE", "FUNCTION", "PREDICATE"))
        self.cut = True
        parts: dict[str, Any] = {"kind": kind, "locals": None, "body": None, "is_": None}
        parts["name"], pos = self.r_identifier(pos)
        parts["params"], pos = self.optional(self.r_params, pos)
        parts["result"], pos = self.optional(self.result_type, pos)
        body, pos = self.optional(self.routine_body, pos)
        if body is not None:
            parts.update(body)
        pos = self.token(pos, ";")
        return self.b.routine_def(node(start, pos, **parts)), pos

    def result_type(self, pos: int) -> tuple[ast.Name, int]:
        return self.r_type_name(self.token(pos, ":"))

    def routine_body(self, pos: int) -> tuple[dict[str, Any], int]:
        """`is_:'IS' ~ [locals:var_def] body:statement`."""
        pos = self.token(pos, "IS")
        self.cut = True
        local_vars, pos = self.optional(self.r_var_def, pos)
        body, pos = self.r_statement(pos)
        return {"is_": "IS", "locals": local_vars, "body": body}, pos

    def r_params(self, pos: int) -> tuple[tuple[ast.VarElm, ...], int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "(")
        self.cut = True
        groups, pos = self.closure(self.r_param_group, pos, sep=";")
        pos = self.token(pos, ")")
        return self.b.params(node(start, pos, groups=groups)), pos

    def r_param_group(self, pos: int) -> tuple[ast.VarElm, int]:
        pos = self.skip(pos)
        start = pos
        names, pos = self.closure(self.r_identifier, pos, least=1, sep=",")
        pos = self.token(pos, ":")
        self.cut = True
        kind, pos = self.r_type_name(pos)
        return self.b.param_group(node(start, pos, names=names, type=kind)), pos

    def r_stack_def(self, pos: int) -> tuple[ast.StackDef, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "STACK")
        self.cut = True
        parts: dict[str, Any] = {"end": None, "fields": None, "is_": None}
        parts["name"], pos = self.r_identifier(pos)
        parts["parent"], pos = self.optional(self.stack_parent, pos)
        body, pos = self.optional(self.stack_body, pos)
        if body is not None:
            parts.update(body)
        pos = self.token(pos, ";")
        return self.b.stack_def(node(start, pos, **parts)), pos

    def stack_parent(self, pos: int) -> tuple[ast.Name, int]:
        pos = self.token(pos, "FROM")
        self.cut = True
        return self.r_identifier(pos)

    def stack_body(self, pos: int) -> tuple[dict[str, Any], int]:
        """`is_:'IS' ~ fields:{stack_field} 'END' ~ end:identifier`."""
        pos = self.token(pos, "IS")
        self.cut = True
        fields, pos = self.closure(self.r_stack_field, pos)
        pos = self.token(pos, "END")
        end, pos = self.r_identifier(pos)
        return {"is_": "IS", "fields": fields, "end": end}, pos

    def r_stack_field(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        try:
            return self.alternative(self.r_const_init, pos)
        except Fail:
            return self.alternative(self.r_method_init, pos)

    def r_const_init(self, pos: int) -> tuple[ast.ConstInit, int]:
        pos = self.skip(pos)
        start = pos
        name, pos = self.r_identifier(pos)
        pos = self.token(pos, ":=")
        self.cut = True
        value, pos = self.r_expression(pos)
        pos = self.token(pos, ";")
        return self.b.const_init(node(start, pos, name=name, value=value)), pos

    def r_method_init(self, pos: int) -> tuple[ast.MethodInit, int]:
        pos = self.skip(pos)
        start = pos
        parts: dict[str, Any] = {"source": None, "is_": None, "locals": None, "body": None}
        parts["name"], pos = self.r_identifier(pos)
        parts["params"], pos = self.optional(self.r_params, pos)
        # `('FROM' ~ source:identifier | is_:'IS' ~ [locals:var_def] body:statement)`
        try:
            parts["source"], pos = self.alternative(self.stack_parent, pos)
        except Fail:
            body, pos = self.alternative(self.routine_body, pos)
            parts.update(body)
        pos = self.token(pos, ";")
        return self.b.method_init(node(start, pos, **parts)), pos

    # --- statements ------------------------------------------------------------------

    def r_statement(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        self.nested(pos)
        rule = _STATEMENTS.get(self.word(pos))
        if rule is not None:
            found = self.alternative(getattr(self, rule), pos)
        else:
            try:
                found = self.alternative(self.r_assign_stmt, pos)
            except Fail:
                found = self.alternative(self.r_call_stmt, pos)
        self.depth -= 1
        return found

    def r_block(self, pos: int) -> tuple[ast.Block, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "BEGIN")
        self.cut = True
        body, pos = self.closure(self.r_block_item, pos)
        pos = self.token(pos, "END")
        return self.b.block(node(start, pos, body=body)), pos

    def r_block_item(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        try:
            return self.alternative(self.statement_then_semicolon, pos)
        except Fail:
            return ";", self.token(pos, ";")

    def statement_then_semicolon(self, pos: int) -> tuple[Any, int]:
        """`@:statement (';' | &'END')`."""
        statement, pos = self.r_statement(pos)
        try:
            return statement, self.token(pos, ";")
        except Fail:
            self.token(pos, "END")
            return statement, pos

    def r_if_stmt(self, pos: int) -> tuple[ast.IfStmt, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "IF")
        self.cut = True
        cond, pos = self.r_expression(pos)
        pos = self.token(pos, "THEN")
        then, pos = self.r_statement(pos)
        orelse, pos = self.optional(self.else_part, pos)
        return self.b.if_stmt(node(start, pos, cond=cond, then=then, orelse=orelse)), pos

    def else_part(self, pos: int) -> tuple[Any, int]:
        pos = self.token(pos, "ELSE")
        self.cut = True
        return self.r_statement(pos)

    def r_while_stmt(self, pos: int) -> tuple[ast.WhileStmt, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "WHILE")
        self.cut = True
        self.enter_loop(start)
        try:
            cond, pos = self.r_expression(pos)
            pos = self.token(pos, "DO")
            body, pos = self.r_statement(pos)
        finally:
            self.loops -= 1
        return self.b.while_stmt(node(start, pos, cond=cond, body=body)), pos

    def r_with_stmt(self, pos: int) -> tuple[ast.WithStmt, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "WITH")
        self.cut = True
        self.enter_loop(start)
        try:
            var, pos = self.r_identifier(pos)
            pos = self.token(pos, "DO")
            body, pos = self.r_statement(pos)
        finally:
            self.loops -= 1
        pos = self.token(pos, "FOR")
        stacks, pos = self.closure(self.r_identifier, pos, least=1, sep=",")
        return self.b.with_stmt(node(start, pos, var=var, body=body, stacks=stacks)), pos

    def keyword_then(self, pos: int, word: str) -> tuple[int, int]:
        pos = self.skip(pos)
        end = self.token(pos, word)
        self.cut = True
        return pos, end

    def optional_after(self, word: str, rule: Any) -> Any:
        """`[word ~ rule]`."""

        def part(pos: int) -> tuple[Any, int]:
            pos = self.token(pos, word)
            self.cut = True
            return rule(pos)

        return part

    def r_add_stmt(self, pos: int) -> tuple[ast.AddStmt, int]:
        start, pos = self.keyword_then(pos, "ADD")
        first, pos = self.r_expression(pos)
        last, pos = self.optional(self.optional_after("..", self.r_expression), pos)
        dest, pos = self.optional(self.optional_after("TO", self.r_identifier), pos)
        return self.b.add_stmt(node(start, pos, first=first, last=last, dest=dest)), pos

    def r_break_stmt(self, pos: int) -> tuple[ast.BreakStmt, int]:
        start, pos = self.keyword_then(pos, "BREAK")
        routine, pos = self.optional(lambda p: ("PROCEDURE", self.token(p, "PROCEDURE")), pos)
        return self.b.break_stmt(node(start, pos, routine=routine)), pos

    def r_clear_stmt(self, pos: int) -> tuple[ast.ClearStmt, int]:
        start, pos = self.keyword_then(pos, "CLEAR")
        parts: dict[str, Any] = dict.fromkeys(("title", "x", "y", "w", "h"))
        found, pos = self.optional(self.clear_title, pos)
        if found is not None:
            parts.update(found)
        return self.b.clear_stmt(node(start, pos, **parts)), pos

    def clear_title(self, pos: int) -> tuple[dict[str, Any], int]:
        """`title:string ['AT' ~ x:number ',' y:number 'IS' w:number 'BY' h:number]`."""
        title, pos = self.r_string(pos)
        box, pos = self.optional(self.clear_box, pos)
        return {"title": title, **(box or {})}, pos

    def clear_box(self, pos: int) -> tuple[dict[str, Any], int]:
        pos = self.token(pos, "AT")
        self.cut = True
        x, pos = self.r_number(pos)
        pos = self.token(pos, ",")
        y, pos = self.r_number(pos)
        pos = self.token(pos, "IS")
        w, pos = self.r_number(pos)
        pos = self.token(pos, "BY")
        h, pos = self.r_number(pos)
        return {"x": x, "y": y, "w": w, "h": h}, pos

    def r_draw_stmt(self, pos: int) -> tuple[ast.DrawStmt, int]:
        start, pos = self.keyword_then(pos, "DRAW")
        stack, pos = self.optional(self.r_identifier, pos)
        return self.b.draw_stmt(node(start, pos, stack=stack)), pos

    def _range_stmt(self, pos: int, word: str, action: Any) -> tuple[Any, int]:
        start, pos = self.keyword_then(pos, word)
        found, pos = self.r_stack_range(pos)
        return action(node(start, pos, range=found)), pos

    def r_flash_stmt(self, pos: int) -> tuple[ast.RangeStmt, int]:
        return self._range_stmt(pos, "FLASH", self.b.flash_stmt)

    def r_inverse_stmt(self, pos: int) -> tuple[ast.RangeStmt, int]:
        return self._range_stmt(pos, "INVERSE", self.b.inverse_stmt)

    def r_remove_stmt(self, pos: int) -> tuple[ast.RangeStmt, int]:
        return self._range_stmt(pos, "REMOVE", self.b.remove_stmt)

    def r_move_stmt(self, pos: int) -> tuple[ast.MoveStmt, int]:
        start, pos = self.keyword_then(pos, "MOVE")
        found, pos = self.r_stack_range(pos)
        pos = self.token(pos, "TO")
        dest, pos = self.r_stack_pos(pos)
        return self.b.move_stmt(node(start, pos, range=found, dest=dest)), pos

    def r_pull_stmt(self, pos: int) -> tuple[ast.PullStmt, int]:
        start, pos = self.keyword_then(pos, "PULL")
        count, pos = self.r_expression(pos)
        source, pos = self.optional(self.optional_after("FROM", self.r_identifier), pos)
        dest, pos = self.optional(self.optional_after("TO", self.r_identifier), pos)
        return self.b.pull_stmt(node(start, pos, count=count, source=source, dest=dest)), pos

    def r_return_stmt(self, pos: int) -> tuple[ast.ReturnStmt, int]:
        start, pos = self.keyword_then(pos, "RETURN")
        value, pos = self.r_expression(pos)
        return self.b.return_stmt(node(start, pos, value=value)), pos

    def r_shuffle_stmt(self, pos: int) -> tuple[ast.ShuffleStmt, int]:
        start, pos = self.keyword_then(pos, "SHUFFLE")
        stack, pos = self.optional(self.r_identifier, pos)
        return self.b.shuffle_stmt(node(start, pos, stack=stack)), pos

    def r_turn_stmt(self, pos: int) -> tuple[ast.TurnStmt, int]:
        start, pos = self.keyword_then(pos, "TURN")
        found, pos = self.r_stack_range(pos)
        pos = self.token(pos, "SIDE")
        side, pos = self.one_of(self.skip(pos), ("UP", "DOWN", "SHADED"))
        return self.b.turn_stmt(node(start, pos, range=found, side=side)), pos

    def r_wait_stmt(self, pos: int) -> tuple[ast.WaitStmt, int]:
        start, pos = self.keyword_then(pos, "WAIT")
        label, pos = self.r_string(pos)
        routine, pos = self.r_identifier(pos)
        return self.b.wait_stmt(node(start, pos, label=label, routine=routine)), pos

    def r_write_stmt(self, pos: int) -> tuple[ast.WriteStmt, int]:
        start, pos = self.keyword_then(pos, "WRITE")
        pos = self.token(pos, "(")
        args, pos = self.closure(self.r_expression, pos, least=1, sep=",")
        pos = self.token(pos, ")")
        return self.b.write_stmt(node(start, pos, args=args)), pos

    def r_assign_stmt(self, pos: int) -> tuple[ast.AssignStmt, int]:
        pos = self.skip(pos)
        start = pos
        try:
            target, pos = self.alternative(self.r_stack_pos, pos)
        except Fail:
            target, pos = self.alternative(self.r_identifier, pos)
        pos = self.token(pos, ":=")
        self.cut = True
        value, pos = self.r_expression(pos)
        return self.b.assign_stmt(node(start, pos, target=target, value=value)), pos

    def r_call_stmt(self, pos: int) -> tuple[ast.CallStmt, int]:
        pos = self.skip(pos)
        start = pos
        name, pos = self.r_identifier(pos)
        args, pos = self.optional(self.call_args, pos)
        return self.b.call_stmt(node(start, pos, name=name, args=args)), pos

    def call_args(self, pos: int) -> tuple[list[Any], int]:
        """`'(' ~ args:','.{ expression }* ')'`."""
        pos = self.token(pos, "(")
        self.cut = True
        args, pos = self.closure(self.r_expression, pos, sep=",")
        return args, self.token(pos, ")")

    def r_stack_range(self, pos: int) -> tuple[ast.CardAt, int]:
        pos = self.skip(pos)
        start = pos
        stack, pos = self.optional(self.r_identifier, pos)
        pos = self.token(pos, "[")
        self.cut = True
        first, pos = self.r_expression(pos)
        last, pos = self.optional(self.optional_after("..", self.r_expression), pos)
        pos = self.token(pos, "]")
        return self.b.stack_range(node(start, pos, stack=stack, first=first, last=last)), pos

    def r_stack_pos(self, pos: int) -> tuple[ast.CardAt, int]:
        pos = self.skip(pos)
        start = pos
        stack, pos = self.optional(self.r_identifier, pos)
        pos = self.token(pos, "[")
        self.cut = True
        index, pos = self.r_expression(pos)
        pos = self.token(pos, "]")
        return self.b.stack_pos(node(start, pos, stack=stack, pos=index)), pos

    # --- expressions ----------------------------------------------------------------------

    def fold(self, pos: int, operand: Any, tail: Any, action: Any) -> tuple[Any, int]:
        """`first:operand rest:{tail}`."""
        pos = self.skip(pos)
        start = pos
        first, rest, pos = self.chain(operand, tail, pos)
        return action(node(start, pos, first=first, rest=rest)), pos

    def tail(self, pos: int, ops: tuple[str, ...], operand: Any, action: Any) -> tuple[Any, int]:
        """`op:ops ~ operand:operand`."""
        pos = self.skip(pos)
        start = pos
        op, pos = self.one_of(pos, ops)
        self.cut = True
        if ops is not _UNARY and self.one_more_operator():
            line, col = self.b.at(start)
            message = f"more than {MAX_OPERATORS:,} operators in a row: too long to compile"
            raise CompileError([error("C032", message, SourceSpan(self.path, line, col))])
        value, pos = operand(pos)
        return action(node(start, pos, op=op, operand=value)), pos

    def r_expression(self, pos: int) -> tuple[Any, int]:
        self.innermost = pos
        return self.fold(pos, self.r_simple_expr, self.r_rel_tail, self.b.expression)

    def r_rel_tail(self, pos: int) -> tuple[Any, int]:
        return self.tail(pos, _RELOPS, self.r_simple_expr, self.b.rel_tail)

    def r_simple_expr(self, pos: int) -> tuple[Any, int]:
        return self.fold(pos, self.r_term, self.r_add_tail, self.b.simple_expr)

    def r_add_tail(self, pos: int) -> tuple[Any, int]:
        return self.tail(pos, ("+", "-", "OR"), self.r_term, self.b.add_tail)

    def r_term(self, pos: int) -> tuple[Any, int]:
        return self.fold(pos, self.r_factor, self.r_mul_tail, self.b.term)

    def r_mul_tail(self, pos: int) -> tuple[Any, int]:
        return self.tail(pos, ("*", "/", "AND", "MOD"), self.r_factor, self.b.mul_tail)

    def r_factor(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        try:
            return self.alternative(self.r_unary, pos)
        except Fail:
            return self.alternative(self.r_primary, pos)

    def r_unary(self, pos: int) -> tuple[ast.UnOp, int]:
        return self.tail(pos, _UNARY, self.r_factor, self.b.unary)

    def r_primary(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        for rule in _PRIMARIES:
            try:
                return self.alternative(getattr(self, rule), pos)
            except Fail:
                continue
        raise Fail

    def r_paren(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "(")
        self.cut = True
        inner, pos = self.r_expression(pos)
        pos = self.token(pos, ")")
        return self.b.paren(node(start, pos, inner=inner)), pos

    def r_number_lit(self, pos: int) -> tuple[ast.Number, int]:
        pos = self.skip(pos)
        value, end = self.r_number(pos)
        return self.b.number_lit(node(pos, end, value=value)), end

    def r_string_lit(self, pos: int) -> tuple[ast.String, int]:
        pos = self.skip(pos)
        value, end = self.r_string(pos)
        return self.b.string_lit(node(pos, end, value=value)), end

    def r_length_of(self, pos: int) -> tuple[ast.LengthOf, int]:
        pos = self.skip(pos)
        stack, end = self.r_identifier(pos)
        end = self.token(end, "!")
        return self.b.length_of(node(pos, end, stack=stack)), end

    def r_card_at(self, pos: int) -> tuple[ast.CardAt, int]:
        pos = self.skip(pos)
        start = pos
        stack, pos = self.optional(self.r_identifier, pos)
        pos = self.token(pos, "[")
        self.cut = True
        first, pos = self.r_expression(pos)
        last, pos = self.optional(self.optional_after("..", self.r_expression), pos)
        pos = self.token(pos, "]")
        return self.b.card_at(node(start, pos, stack=stack, first=first, last=last)), pos

    def r_context_length(self, pos: int) -> tuple[ast.LengthOf, int]:
        pos = self.skip(pos)
        end = self.token(pos, "!")
        return self.b.context_length(node(pos, end, bang="!")), end

    def r_call_expr(self, pos: int) -> tuple[ast.CallExpr, int]:
        pos = self.skip(pos)
        start = pos
        name, pos = self.r_identifier(pos)
        args, pos = self.call_args(pos)
        return self.b.call_expr(node(start, pos, name=name, args=args)), pos

    def r_name_ref(self, pos: int) -> tuple[ast.NameRef, int]:
        pos = self.skip(pos)
        name, end = self.r_identifier(pos)
        return self.b.name_ref(node(pos, end, name=name)), end


_RELOPS = ("<=", ">=", "<>", "=", "<", ">")
_UNARY = ("NOT", "+", "-")

_ITEMS = {
    "stack": "r_stack_def",
    "const": "r_const_def",
    "var": "r_var_def",
    "procedure": "r_routine_def",
    "function": "r_routine_def",
    "predicate": "r_routine_def",
}

# `statement`'s keyword-led alternatives; a statement led by anything else
# is an assignment or a call, tried in that order.
_STATEMENTS = {
    word.lower(): f"r_{word.lower()}" + ("" if word == "BLOCK" else "_stmt")
    for word in (
        "IF WHILE WITH ADD BREAK CLEAR DRAW FLASH INVERSE MOVE PULL REMOVE RETURN"
        " SHUFFLE TURN WAIT WRITE"
    ).split()
}
_STATEMENTS["begin"] = "r_block"

_PRIMARIES = (
    "r_paren",
    "r_number_lit",
    "r_string_lit",
    "r_length_of",
    "r_card_at",
    "r_context_length",
    "r_call_expr",
    "r_name_ref",
)


def read(text: str, builder: Any, path: str) -> ast.Program:
    """The syntax tree TatSu would build, or GiveUp."""
    reader = CdlReader(text, builder, path)
    try:
        with no_collection():
            return reader.r_start(0)
    except Fail:
        raise GiveUp from None
    except RecursionError:
        # Only an expression can nest this deep (statements stop at MAX_DEPTH).
        line, col = builder.at(reader.innermost)
        message = "this expression nests too deeply to compile"
        raise CompileError([error("C030", message, SourceSpan(path, line, col))]) from None
