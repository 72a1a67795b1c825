"""Paperlang's fast reader: grammar.ebnf by hand, rule for rule (see paperc/fastparse.py).

Each `r_<rule>` follows the rule of the same name in grammar.ebnf and hands
parser.Builder the node TatSu would. It gives up (GiveUp) on anything it
is not sure of; parser.py then parses the text with TatSu.
"""

from __future__ import annotations

import re
from typing import Any

from paperc.errors import CompileError, error
from paperc.fastparse import (
    MAX_LOOPS,
    MAX_OPERATORS,
    Fail,
    GiveUp,
    Reader,
    no_collection,
    node,
)
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
_FIRST_WORD = re.compile(r"\w+")

# Statement lists nested deeper than this (the game's own counts as one)
# are refused at once: TatSu ran out of stack at about 55 nested `if`s, and
# Python allows 100 levels of indentation in the generated code.
MAX_DEPTH = 65

_TYPE_WORDS = ("int", "bool", "string", "float", "playerref", "card")
_STACK_WORDS = (
    "flatvisiblestack",
    "flathiddenstack",
    "flatprivatestack",
    "visiblestack",
    "hiddenstack",
    "privatestack",
)
_ARROWS = ("->_", "->", "/>_", "/>")
_BLOCK_END = ("end", "pick", "elseif", "else", "button")


class PaperlangReader(Reader):
    namechars = "_"

    def __init__(self, text: str, builder: Any) -> None:
        super().__init__(text)
        self.b = builder
        self.postfixes: dict[int, Any] = {}
        self.innermost = 0  # where the expression read last began: the deepest, on overflow

    # --- helpers -----------------------------------------------------------------

    def first_word(self, pos: int) -> str:
        """The whole word at `pos`: a keyword token matches here only if it is it."""
        found = _FIRST_WORD.match(self.text, pos)
        return found.group() if found else ""

    def enter_loop(self, pos: int, blocks: int) -> None:
        if self.enter_blocks(blocks):
            span = self.b.loc.span(pos)
            message = f"loops nest more than {MAX_LOOPS} deep here: too deep to compile"
            raise CompileError([error("P003", message, span)])

    def nested(self, pos: int) -> None:
        """One more block deep: generated Python can indent only so far."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            span = self.b.loc.span(pos)
            message = f"blocks nest more than {MAX_DEPTH - 1} deep here: too deep to compile"
            raise CompileError([error("P003", message, span)])

    # --- files ---------------------------------------------------------------------

    def r_program(self, pos: int) -> ast.Program:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "game")
        self.cut = True
        name, pos = self.r_name(pos)
        pos = self.token(pos, "start")
        body, pos = self.r_stmts(pos)
        pos = self.token(pos, "end")
        pos = self.eof(pos)
        return self.b.program(node(start, pos, name=name, body=body))

    def r_include_file(self, pos: int) -> ast.Program:
        pos = self.skip(pos)
        start = pos
        body, pos = self.r_stmts(pos)
        pos = self.eof(pos)
        return self.b.include_file(node(start, pos, body=body))

    def eof(self, pos: int) -> int:
        pos = self.skip(pos)
        if pos != len(self.text):
            raise Fail
        return pos

    def r_stmts(self, pos: int) -> tuple[tuple[Any, ...], int]:
        pos = self.skip(pos)
        self.nested(pos)
        items, pos = self.closure(self.r_stmt, pos)
        self.depth -= 1
        return tuple(items), pos

    # --- statements -------------------------------------------------------------------

    def r_stmt(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        text = self.text
        if text.startswith("#use", pos):
            return self.alternative(self.r_include, pos)
        word = self.first_word(pos)
        rules = _STATEMENTS.get(word)
        if rules:
            for rule in rules:
                try:
                    return self.alternative(getattr(self, rule), pos)
                except Fail:
                    continue
        if word == "pile":
            try:
                _, after = self.r_name(self.token(pos, "pile"))
                self.token(after, "start")
            except Fail:
                pass
            else:
                return self.alternative(self.r_pile_block, pos)
        # `!block_end !'[' (transfer | assign)`
        if word in _BLOCK_END or text.startswith("[", pos):
            raise Fail
        try:
            return self.alternative(self.r_transfer, pos)
        except Fail:
            return self.alternative(self.r_assign, pos)

    def r_include(self, pos: int) -> tuple[ast.Include, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "#use")
        self.cut = True
        path, pos = self.pattern(pos, STRING)
        return self.b.include(node(start, pos, path=path)), pos

    def r_card_decl(self, pos: int) -> tuple[ast.CardDecl, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "card")
        name, pos = self.r_name(pos)
        parent, pos = self.optional(self.r_name, pos)
        pos = self.token(pos, "start")
        self.cut = True
        body, pos = self.closure(self.r_body_item, pos)
        pos = self.token(pos, "end")
        return self.b.card_decl(node(start, pos, name=name, parent=parent, body=body)), pos

    def r_body_item(self, pos: int) -> tuple[Any, int]:
        pos = self.skip(pos)
        for rule in (self.r_pile_prop, self.r_decl, self.r_assign):
            try:
                return self.alternative(rule, pos)
            except Fail:
                continue
        raise Fail

    def r_pile_prop(self, pos: int) -> tuple[ast.PileProp, int]:
        pos = self.skip(pos)
        word = self.first_word(pos)
        if word not in _PILE_PROPS:
            raise Fail
        start = pos
        pos = self.token(pos, word)
        self.not_ahead(pos, self.r_assign_op)
        parts: dict[str, Any] = {"prop": word}
        if word in ("autoflip", "wrap"):
            return self.b.pile_prop(node(start, pos, **parts)), pos
        self.cut = True
        if word in ("at", "step"):
            parts["x"], pos = self.r_layout_number(pos)
            parts["y"], pos = self.r_layout_number(pos)
            if word == "at":
                parts["more"], pos = self.closure(self.r_at_place, pos)
        elif word in ("facing", "fan", "empty"):
            parts["value"], pos = self.r_name(pos)
        elif word == "maxlength":
            parts["value"], pos = self.pattern(pos, INT)
        else:
            try:
                parts["value"], pos = self.alternative(self.r_string, pos)
            except Fail:
                parts["value"], pos = self.alternative(self.r_name, pos)
        return self.b.pile_prop(node(start, pos, **parts)), pos

    def r_layout_number(self, pos: int) -> tuple[float, int]:
        value, pos = self.pattern(pos, LAYOUT_NUMBER)
        return self.b.layout_number(value), pos

    def r_at_place(self, pos: int) -> tuple[tuple[float, float], int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, ",")
        self.cut = True
        x, pos = self.r_layout_number(pos)
        y, pos = self.r_layout_number(pos)
        return self.b.at_place(node(start, pos, x=x, y=y)), pos

    def r_face_turn(self, pos: int) -> tuple[ast.FaceTurn, int]:
        pos = self.skip(pos)
        start = pos
        face, pos = self.one_of(pos, ("turnup", "turndown"))
        self.not_ahead(pos, self.r_assign_op)
        self.not_ahead(pos, self.r_arrow)
        self.not_ahead(pos, lambda p: self.token(p, ","))
        targets, pos = self.closure(self.r_postfix, pos, least=1, sep=",")
        parts = {"face": face, "targets": targets, "end": None, "amount": None}
        tail, pos = self.optional(self.face_amount, pos)
        if tail:
            parts.update(tail)
        return self.b.face_turn(node(start, pos, **parts)), pos

    def face_amount(self, pos: int) -> tuple[dict[str, Any], int]:
        """`end:('top' | 'bottom') ~ amount:expr | amount:'all'`."""
        saved = self.cut
        self.cut = False
        try:
            end, pos = self.one_of(pos, ("top", "bottom"))
            self.cut = True
            amount, pos = self.r_expr(pos)
        except Fail:
            self.committed()
            self.cut = saved
            return {"amount": "all"}, self.token(pos, "all")
        self.cut = saved
        return {"end": end, "amount": amount}, pos

    def r_pile_block(self, pos: int) -> tuple[ast.PileBlock, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "pile")
        self.cut = True
        name, pos = self.r_name(pos)
        pos = self.token(pos, "start")
        body, pos = self.closure(self.r_pile_prop, pos)
        pos = self.token(pos, "end")
        return self.b.pile_block(node(start, pos, name=name, body=body)), pos

    def _no_assign_arrow_comma(self, pos: int) -> None:
        self.not_ahead(pos, self.r_assign_op)
        self.not_ahead(pos, self.r_arrow)
        self.not_ahead(pos, lambda p: self.token(p, ","))

    def r_table_decl(self, pos: int) -> tuple[ast.TableDecl, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "table")
        self._no_assign_arrow_comma(pos)
        width, pos = self.r_layout_number(pos)
        height, pos = self.r_layout_number(pos)
        return self.b.table_decl(node(start, pos, width=width, height=height)), pos

    def r_score_decl(self, pos: int) -> tuple[ast.ScoreDecl, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "score")
        self._no_assign_arrow_comma(pos)
        value, pos = self.r_expr(pos)
        return self.b.score_decl(node(start, pos, value=value)), pos

    def r_decl(self, pos: int) -> tuple[ast.Decl, int]:
        pos = self.skip(pos)
        start = pos
        kind, pos = self.one_of(pos, _TYPE_WORDS)
        self.cut = True
        target, pos = self.r_dotted(pos)
        init, pos = self.optional(self.decl_init, pos)
        return self.b.decl(node(start, pos, type=kind, target=target, init=init)), pos

    def decl_init(self, pos: int) -> tuple[Any, int]:
        _, pos = self.r_assign_op(pos)
        self.cut = True
        return self.r_expr(pos)

    def r_dotted(self, pos: int) -> tuple[ast.Dotted, int]:
        pos = self.skip(pos)
        start = pos
        first, pos = self.r_name(pos)
        rest, pos = self.closure(self.dotted_part, pos)
        return self.b.dotted(node(start, pos, first=first, rest=rest)), pos

    def dotted_part(self, pos: int) -> tuple[list[str], int]:
        pos = self.token(pos, ".")
        self.cut = True
        word, pos = self.pattern(pos, WORD)
        return [".", word], pos

    def start_body(self, item: Any) -> Any:
        """`['start' ~ body:{item} 'end']`: the body, or None."""

        def block(pos: int) -> tuple[list[Any], int]:
            pos = self.token(pos, "start")
            self.cut = True
            body, pos = self.closure(item, pos)
            return body, self.token(pos, "end")

        return block

    def r_stack_decl(self, pos: int) -> tuple[ast.StackDecl, int]:
        pos = self.skip(pos)
        start = pos
        kind, pos = self.one_of(self.skip(pos), _STACK_WORDS)
        self.cut = True
        target, pos = self.r_dotted(pos)
        body, pos = self.optional(self.start_body(self.r_body_item), pos)
        return self.b.stack_decl(node(start, pos, kind=kind, target=target, body=body)), pos

    def r_stacklist_decl(self, pos: int) -> tuple[ast.StacklistDecl, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "stacklist")
        self.cut = True
        name, pos = self.r_name(pos)
        pos = self.token(pos, "[")
        size, pos = self.r_expr(pos)
        pos = self.token(pos, "]")
        body, pos = self.optional(self.start_body(self.r_body_item), pos)
        return self.b.stacklist_decl(node(start, pos, name=name, size=size, body=body)), pos

    def r_grid_decl(self, pos: int) -> tuple[ast.GridDecl, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "stackgrid")
        self.cut = True
        name, pos = self.r_name(pos)
        pos = self.token(pos, "[")
        width, pos = self.r_simple(pos)
        height, pos = self.r_simple(pos)
        pos = self.token(pos, "]")
        body, pos = self.optional(self.start_body(self.r_body_item), pos)
        parts = {"name": name, "width": width, "height": height, "body": body}
        return self.b.grid_decl(node(start, pos, **parts)), pos

    def keyword_block(self, pos: int, word: str, named: bool) -> tuple[dict[str, Any], int, int]:
        """`word ~ [name:name] 'start' body:stmts 'end'`."""
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, word)
        self.cut = True
        parts: dict[str, Any] = {}
        if named:
            parts["name"], pos = self.r_name(pos)
        pos = self.token(pos, "start")
        parts["body"], pos = self.r_stmts(pos)
        pos = self.token(pos, "end")
        return parts, start, pos

    def r_setup_block(self, pos: int) -> tuple[ast.Block, int]:
        parts, start, pos = self.keyword_block(pos, "setup", False)
        return self.b.setup_block(node(start, pos, **parts)), pos

    def r_turn_block(self, pos: int) -> tuple[ast.Block, int]:
        parts, start, pos = self.keyword_block(pos, "turn", False)
        return self.b.turn_block(node(start, pos, **parts)), pos

    def r_phase_decl(self, pos: int) -> tuple[ast.PhaseDecl, int]:
        parts, start, pos = self.keyword_block(pos, "phase", True)
        return self.b.phase_decl(node(start, pos, **parts)), pos

    def r_do_stmt(self, pos: int) -> tuple[ast.DoStmt, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "do")
        self.cut = True
        name, pos = self.r_name(pos)
        return self.b.do_stmt(node(start, pos, name=name)), pos

    def r_hook(self, pos: int) -> tuple[ast.Hook, int]:
        pos = self.skip(pos)
        start = pos
        kind, pos = self.one_of(pos, ("onmoved", "premove"))
        self.cut = True
        card_type, pos = self.r_name(pos)
        pos = self.token(pos, "start")
        body, pos = self.r_stmts(pos)
        pos = self.token(pos, "end")
        return self.b.hook(node(start, pos, kind=kind, card_type=card_type, body=body)), pos

    def r_onplace(self, pos: int) -> tuple[ast.Onplace, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "onplace")
        self.cut = True
        _, pos = self.closure(self.r_name, pos)
        pos = self.token(pos, "start")
        _, pos = self.r_stmts(pos)
        pos = self.token(pos, "end")
        return self.b.onplace(node(start, pos, kw="onplace")), pos

    def r_pickone(self, pos: int) -> tuple[ast.PickOne, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "pickone")
        self.cut = True
        pos = self.token(pos, "start")
        options, pos = self.closure(self.r_pick_option, pos)
        pos = self.token(pos, "end")
        return self.b.pickone(node(start, pos, options=options)), pos

    def r_pick_option(self, pos: int) -> tuple[ast.PickOption, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "pick")
        self.cut = True
        transfer, pos = self.r_transfer(pos)
        pos = self.token(pos, "then")
        body, pos = self.r_stmts(pos)
        return self.b.pick_option(node(start, pos, transfer=transfer, body=body)), pos

    def r_buttons(self, pos: int) -> tuple[ast.Buttons, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "buttons")
        self.cut = True
        pos = self.token(pos, "start")
        buttons, pos = self.closure(self.r_button, pos)
        pos = self.token(pos, "end")
        return self.b.buttons(node(start, pos, buttons=buttons)), pos

    def r_button(self, pos: int) -> tuple[ast.Button, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "button")
        self.cut = True
        label, pos = self.pattern(pos, STRING)
        pos = self.token(pos, "then")
        body, pos = self.r_stmts(pos)
        return self.b.button(node(start, pos, label=label, body=body)), pos

    def r_if_stmt(self, pos: int) -> tuple[ast.IfStmt, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "if")
        self.cut = True
        cond, pos = self.r_expr(pos)
        pos = self.token(pos, "start")
        body, pos = self.r_stmts(pos)
        elifs, pos = self.closure(self.r_elseif_clause, pos)
        orelse, pos = self.optional(self.else_part, pos)
        pos = self.token(pos, "end")
        parts = {"cond": cond, "body": body, "elifs": elifs, "orelse": orelse}
        return self.b.if_stmt(node(start, pos, **parts)), pos

    def else_part(self, pos: int) -> tuple[Any, int]:
        pos = self.token(pos, "else")
        self.cut = True
        return self.r_stmts(pos)

    def r_elseif_clause(self, pos: int) -> tuple[ast.ElseIf, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "elseif")
        self.cut = True
        cond, pos = self.r_expr(pos)
        pos = self.token(pos, "then")
        body, pos = self.r_stmts(pos)
        return self.b.elseif_clause(node(start, pos, cond=cond, body=body)), pos

    def r_while_stmt(self, pos: int) -> tuple[ast.WhileStmt, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "while")
        self.cut = True
        self.enter_loop(start, 1)
        try:
            cond, pos = self.r_expr(pos)
            pos = self.token(pos, "start")
            body, pos = self.r_stmts(pos)
            pos = self.token(pos, "end")
        finally:
            self.loops -= 1
        return self.b.while_stmt(node(start, pos, cond=cond, body=body)), pos

    def r_stack_op(self, pos: int) -> tuple[ast.StackOp, int]:
        pos = self.skip(pos)
        start = pos
        op, pos = self.one_of(pos, ("shuffle", "flip", "show", "hide"))
        self.cut = True
        targets, pos = self.closure(self.r_postfix, pos, least=1, sep=",")
        order, pos = self.optional(self.r_deal_order, pos)
        return self.b.stack_op(node(start, pos, op=op, targets=targets, order=order)), pos

    def r_deal_order(self, pos: int) -> tuple[str, int]:
        pos = self.token(pos, "microsoft")
        self._no_assign_arrow_comma(pos)
        return "microsoft", pos

    def r_outcome(self, pos: int) -> tuple[ast.Outcome, int]:
        pos = self.skip(pos)
        start = pos
        kind, pos = self.one_of(pos, ("winneris", "looseris"))
        self.cut = True
        player, pos = self.r_expr(pos)
        return self.b.outcome(node(start, pos, kind=kind, player=player)), pos

    def r_players(self, pos: int) -> tuple[ast.Players, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "players")
        self.cut = True
        count, pos = self.r_expr(pos)
        return self.b.players(node(start, pos, count=count)), pos

    def r_foreachplayer(self, pos: int) -> tuple[ast.ForEachPlayer, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "foreachplayer")
        self.cut = True
        self.enter_loop(start, 2)  # a `for` and a `with` in Python
        try:
            var, pos = self.r_name(pos)
            pos = self.token(pos, "start")
            body, pos = self.r_stmts(pos)
            pos = self.token(pos, "end")
        finally:
            self.loops -= 2
        return self.b.foreachplayer(node(start, pos, var=var, body=body)), pos

    def r_assign(self, pos: int) -> tuple[ast.Assign, int]:
        pos = self.skip(pos)
        start = pos
        target, pos = self.r_postfix(pos)
        _, pos = self.r_assign_op(pos)
        self.cut = True
        value, pos = self.r_expr(pos)
        return self.b.assign(node(start, pos, target=target, value=value)), pos

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
            raise CompileError([error("P005", message, span)])
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


_PILE_PROPS = frozenset(
    ("autoflip", "wrap", "at", "step", "facing", "fan", "empty", "build", "group")
    + ("autotarget", "maxlength")
)

# `stmt`'s alternatives by the keyword that gates them, in grammar order.
_STATEMENTS: dict[str, tuple[str, ...]] = {
    "card": ("r_card_decl", "r_decl"),
    **dict.fromkeys(("int", "bool", "string", "float", "playerref"), ("r_decl",)),
    **dict.fromkeys(_STACK_WORDS, ("r_stack_decl",)),
    "stacklist": ("r_stacklist_decl",),
    "stackgrid": ("r_grid_decl",),
    "setup": ("r_setup_block",),
    "turn": ("r_turn_block",),
    "phase": ("r_phase_decl",),
    "do": ("r_do_stmt",),
    "onmoved": ("r_hook",),
    "premove": ("r_hook",),
    "onplace": ("r_onplace",),
    "pickone": ("r_pickone",),
    "buttons": ("r_buttons",),
    "if": ("r_if_stmt",),
    "while": ("r_while_stmt",),
    **dict.fromkeys(("shuffle", "flip", "show", "hide"), ("r_stack_op",)),
    "winneris": ("r_outcome",),
    "looseris": ("r_outcome",),
    "players": ("r_players",),
    "foreachplayer": ("r_foreachplayer",),
    "turnup": ("r_face_turn",),
    "turndown": ("r_face_turn",),
    "table": ("r_table_decl",),
    "score": ("r_score_decl",),
}


def read(text: str, start: str, builder: Any, path: str) -> Any:
    """The syntax tree TatSu would build, or GiveUp."""
    reader = PaperlangReader(text, builder)
    rule = reader.r_program if start == "program" else reader.r_include_file
    try:
        with no_collection():
            return rule(0)
    except Fail:
        raise GiveUp from None
    except RecursionError:
        # Only an expression can nest this deep (blocks stop at MAX_DEPTH).
        span = builder.loc.span(reader.innermost)
        message = "this expression nests too deeply to compile"
        raise CompileError([error("P003", message, span)]) from None
