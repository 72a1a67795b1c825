"""Paperlang's fast reader: grammar.ebnf by hand, rule for rule (see paperc/fastparse.py).

Each `r_<rule>` follows the rule of the same name in grammar.ebnf and hands
parser.Builder the node TatSu would. It gives up (GiveUp) on anything it
is not sure of; parser.py then parses the text with TatSu. The files and
statements are here; transfers, expressions and tokens in fast_exprs.py.
"""

from __future__ import annotations

import re
from typing import Any

from paperc.errors import CompileError, error
from paperc.fastparse import MAX_LOOPS, Fail, GiveUp, no_collection, node
from paperc.paperlang import ast
from paperc.paperlang.fast_exprs import (
    INT,
    LAYOUT_NUMBER,
    STRING,
    WORD,
    ExpressionReader,
)

_FIRST_WORD = re.compile(r"\w+")
REDEAL_COUNT = re.compile(r"-?[0-9]+")  # grammar.ebnf's redeal_count

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
_BLOCK_END = ("end", "pick", "elseif", "else", "button")


class PaperlangReader(ExpressionReader):
    """The whole grammar: files and statements here, the rest in ExpressionReader."""

    # --- helpers -----------------------------------------------------------------

    def first_word(self, pos: int) -> str:
        """The whole word at `pos`: a keyword token matches here only if it is it."""
        found = _FIRST_WORD.match(self.text, pos)
        return found.group() if found else ""

    def enter_loop(self, pos: int, blocks: int) -> None:
        if self.enter_blocks(blocks):
            span = self.b.loc.span(pos)
            message = f"loops nest more than {MAX_LOOPS} deep here: too deep to compile"
            raise CompileError([error("P030", message, span)])

    def nested(self, pos: int) -> None:
        """One more block deep: generated Python can indent only so far."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            span = self.b.loc.span(pos)
            message = f"blocks nest more than {MAX_DEPTH - 1} deep here: too deep to compile"
            raise CompileError([error("P030", message, span)])

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
        packs, pos = self.optional(lambda p: self.pattern(p, INT), pos)
        suits = None
        if packs is not None:
            suits, pos = self.optional(self.include_suits, pos)
        return self.b.include(node(start, pos, path=path, packs=packs, suits=suits)), pos

    def include_suits(self, pos: int) -> tuple[str, int]:
        """`'suits' suits:int`, after a `#use`'s pack count."""
        return self.pattern(self.token(pos, "suits"), INT)

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
            if word == "fan":
                parts["spacing"], pos = self.optional(self.r_layout_number, pos)
        elif word == "maxlength":
            parts["value"], pos = self.pattern(pos, INT)
        elif word == "redeals":
            try:
                parts["value"], pos = self.alternative(self.r_redeal_count, pos)
            except Fail:
                parts["value"], pos = self.alternative(self.r_name, pos)
        else:
            try:
                parts["value"], pos = self.alternative(self.r_string, pos)
            except Fail:
                parts["value"], pos = self.alternative(self.r_name, pos)
        return self.b.pile_prop(node(start, pos, **parts)), pos

    def r_redeal_count(self, pos: int) -> tuple[str, int]:
        return self.pattern(pos, REDEAL_COUNT)

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

    def r_title_decl(self, pos: int) -> tuple[ast.TitleDecl, int]:
        pos = self.skip(pos)
        start = pos
        pos = self.token(pos, "title")
        self._no_assign_arrow_comma(pos)
        value, pos = self.r_string(pos)
        return self.b.title_decl(node(start, pos, value=value)), pos

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


_PILE_PROPS = frozenset(
    ("autoflip", "wrap", "at", "step", "facing", "fan", "empty", "build", "group")
    + ("autotarget", "maxlength", "redeals")
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
    "title": ("r_title_decl",),
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
        raise CompileError([error("P030", message, span)]) from None
