"""Paperlang text -> syntax tree (ast.py), or a CompileError.

The parser itself is generated from grammar.ebnf into _parser.py (see
regen.py); this module blanks out comments, runs it with a semantic-actions
object that builds the frozen AST nodes as rules succeed, and turns TatSu's
failures into one diagnostic whose message comes from messages.py. TatSu's
positions are 0-based offsets; spans are 1-based line/col.

TatSu is slow (about 3 ms a statement), so fast.py, the same grammar by
hand, reads the text first and hands the same semantic actions the same
nodes; TatSu runs only when it gives up (a syntax error, or a text it is
not sure of), or when PAPERC_PARSER=tatsu asks for it.
"""

from __future__ import annotations

import os
import re
from bisect import bisect_right
from typing import Any

from paperc.errors import CompileError, SourceSpan, error
from paperc.paperlang import ast

# Strings are matched first so that a `;` inside "..." is not a comment.
_COMMENT = re.compile(r'"[^"\n]*"|;[^\n]*|#(?!use(?![A-Za-z0-9_]))[^\n]*')

# Loosest first (reference 3.6). Comparisons share one level; lowering rejects
# an unparenthesised chain such as `a == b == c`.
_PRECEDENCE = {"||": 1, "&&": 2, "+": 4, "-": 4, "*": 5, "/": 5, "%": 5}
_PRECEDENCE.update(dict.fromkeys(("==", "!=", "<", ">", "<=", ">="), 3))


def blank_comments(text: str) -> str:
    """The text with every comment replaced by spaces: positions do not move."""

    def blank(match: re.Match[str]) -> str:
        found = match.group()
        return found if found.startswith('"') else " " * len(found)

    return _COMMENT.sub(blank, text)


class Locator:
    """Offsets -> 1-based spans for one file."""

    def __init__(self, text: str, path: str) -> None:
        self.text = text
        self.path = path
        self.starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def span(self, pos: int, end: int | None = None) -> SourceSpan:
        line = bisect_right(self.starts, pos)
        col = pos - self.starts[line - 1] + 1
        if end is None or end <= pos:
            return SourceSpan(self.path, line, col)
        end_line = bisect_right(self.starts, end)
        return SourceSpan(self.path, line, col, end_line, end - self.starts[end_line - 1] + 1)


# A bigger source is refused at once (about 20,000 statements): reading and
# lowering it would take longer than anyone waits for a compiler.
MAX_SOURCE = 1_000_000

# Longer literals are kept as this (out of range) value, which lowering
# reports; int() itself refuses strings of thousands of digits.
TOO_LONG = 10**30


def _int(digits: str) -> int:
    return int(digits) if len(digits) <= 30 else TOO_LONG


def _pos(node: Any) -> tuple[int, int]:
    info = node.parseinfo
    return info.pos, info.endpos


def _tuple(items: Any) -> tuple:
    return tuple(items) if items else ()


class Builder:
    """TatSu semantic actions: one method per grammar rule that makes a node.

    Actions must be pure: TatSu may run a rule more than once while it
    backtracks, and keeps only one result.
    """

    def __init__(self, locator: Locator) -> None:
        self.loc = locator

    def _span(self, node: Any) -> SourceSpan:
        pos, end = _pos(node)
        return self.loc.span(pos, end)

    def _word_span(self, word: str, after: int) -> SourceSpan:
        """The span of `word`, the first time it occurs at or after `after`.

        Comments are blanked and only whitespace can separate the tokens
        this is used for, so the first occurrence is the token itself."""
        start = self.loc.text.find(word, after)
        start = after if start < 0 else start
        return self.loc.span(start, start + len(word))

    def _words(self, node: Any, count: int) -> list[SourceSpan]:
        """Spans of the first `count` words of a rule's text."""
        spans = []
        for match in _WORD.finditer(self.loc.text, _pos(node)[0]):
            spans.append(self.loc.span(match.start(), match.end()))
            if len(spans) == count:
                break
        return spans

    # --- files ---------------------------------------------------------------

    def program(self, node: Any) -> ast.Program:
        return ast.Program(node.name, _tuple(node.body), self._span(node))

    def include_file(self, node: Any) -> ast.Program:
        return ast.Program(None, _tuple(node.body), self._span(node))

    # --- statements ------------------------------------------------------------

    def include(self, node: Any) -> ast.Include:
        packs = None if node.packs is None else int(node.packs)
        suits = None if node.suits is None else int(node.suits)
        return ast.Include(node.path[1:-1], self._span(node), packs, suits)

    def card_decl(self, node: Any) -> ast.CardDecl:
        words = self._words(node, 3)
        name_span = words[1]
        parent_span = words[2] if node.parent is not None else None
        return ast.CardDecl(
            node.name, name_span, node.parent, parent_span, _tuple(node.body), self._span(node)
        )

    def decl(self, node: Any) -> ast.Decl:
        return ast.Decl(node.type, node.target, node.init, self._span(node))

    def dotted(self, node: Any) -> ast.Dotted:
        pos, _ = _pos(node)
        parts = [(node.first, self.loc.span(pos, pos + len(node.first)))]
        after = pos + len(node.first)
        for _dot, word in node.rest or ():
            span = self._word_span(word, after)
            parts.append((word, span))
            after = self.loc.text.find(word, after) + len(word)
        return ast.Dotted(tuple(parts), self._span(node))

    def stack_decl(self, node: Any) -> ast.StackDecl:
        return ast.StackDecl(node.kind, node.target, _tuple(node.body), self._span(node))

    def stacklist_decl(self, node: Any) -> ast.StacklistDecl:
        return ast.StacklistDecl(node.name, node.size, _tuple(node.body), self._span(node))

    def grid_decl(self, node: Any) -> ast.GridDecl:
        return ast.GridDecl(node.name, node.width, node.height, _tuple(node.body), self._span(node))

    def setup_block(self, node: Any) -> ast.Block:
        return ast.Block("setup", _tuple(node.body), self._span(node))

    def turn_block(self, node: Any) -> ast.Block:
        return ast.Block("turn", _tuple(node.body), self._span(node))

    def phase_decl(self, node: Any) -> ast.PhaseDecl:
        return ast.PhaseDecl(node.name, _tuple(node.body), self._span(node))

    def do_stmt(self, node: Any) -> ast.DoStmt:
        return ast.DoStmt(node.name, self._words(node, 2)[1])

    def hook(self, node: Any) -> ast.Hook:
        type_span = self._words(node, 2)[1]
        return ast.Hook(node.kind, node.card_type, type_span, _tuple(node.body), self._span(node))

    def onplace(self, node: Any) -> ast.Onplace:
        return ast.Onplace(self._span(node))

    def pickone(self, node: Any) -> ast.PickOne:
        return ast.PickOne(_tuple(node.options), self._span(node))

    def pick_option(self, node: Any) -> ast.PickOption:
        return ast.PickOption(node.transfer, _tuple(node.body), self._span(node))

    def buttons(self, node: Any) -> ast.Buttons:
        return ast.Buttons(_tuple(node.buttons), self._span(node))

    def button(self, node: Any) -> ast.Button:
        return ast.Button(node.label[1:-1], _tuple(node.body), self._span(node))

    def if_stmt(self, node: Any) -> ast.IfStmt:
        orelse = None if node.orelse is None else _tuple(node.orelse)
        return ast.IfStmt(
            node.cond, _tuple(node.body), _tuple(node.elifs), orelse, self._span(node)
        )

    def elseif_clause(self, node: Any) -> ast.ElseIf:
        return ast.ElseIf(node.cond, _tuple(node.body), self._span(node))

    def while_stmt(self, node: Any) -> ast.WhileStmt:
        return ast.WhileStmt(node.cond, _tuple(node.body), self._span(node))

    def stack_op(self, node: Any) -> ast.StackOp:
        return ast.StackOp(node.op, _tuple(node.targets), self._span(node), node.order or "")

    def outcome(self, node: Any) -> ast.Outcome:
        return ast.Outcome(node.kind, node.player, self._span(node))

    def players(self, node: Any) -> ast.Players:
        return ast.Players(node.count, self._span(node))

    def foreachplayer(self, node: Any) -> ast.ForEachPlayer:
        return ast.ForEachPlayer(node.var, _tuple(node.body), self._span(node))

    # --- Paper's extensions ------------------------------------------------------

    def pile_prop(self, node: Any) -> ast.PileProp:
        value: Any = node.value
        if node.x is not None:
            value = (node.x, node.y)
            if node.more:  # `at X Y, X Y, ...`: one place per member
                value = (value, *node.more)
        elif isinstance(value, str) and value.startswith('"'):
            value = value[1:-1]
        elif node.prop == "maxlength":
            value = _int(value)
        elif node.prop == "fan" and node.spacing is not None:
            value = (value, node.spacing)  # `fan right 0.4`
        elif node.prop == "redeals" and value.lstrip("-").isdigit():
            value = -_int(value[1:]) if value.startswith("-") else _int(value)
        return ast.PileProp(node.prop, value, self._span(node))

    def layout_number(self, node: Any) -> float:
        return float(node)

    def at_place(self, node: Any) -> tuple[float, float]:
        return (node.x, node.y)

    def face_turn(self, node: Any) -> ast.FaceTurn:
        return ast.FaceTurn(
            node.face == "turnup", _tuple(node.targets), node.end, node.amount, self._span(node)
        )

    def pile_block(self, node: Any) -> ast.PileBlock:
        name_span = self._words(node, 2)[1]
        return ast.PileBlock(node.name, name_span, _tuple(node.body), self._span(node))

    def table_decl(self, node: Any) -> ast.TableDecl:
        return ast.TableDecl(node.width, node.height, self._span(node))

    def score_decl(self, node: Any) -> ast.ScoreDecl:
        return ast.ScoreDecl(node.value, self._span(node))

    def title_decl(self, node: Any) -> ast.TitleDecl:
        return ast.TitleDecl(node.value[1:-1], self._span(node))

    def assign(self, node: Any) -> ast.Assign:
        return ast.Assign(node.target, node.value, self._span(node))

    # --- transfers ---------------------------------------------------------------

    def transfer(self, node: Any) -> ast.Transfer:
        source = node.source
        op_at = self.loc.text.find(node.op, source_end(source, self.loc))
        op_span = self.loc.span(op_at, op_at + len(node.op))
        return ast.Transfer(
            prefix=node.prefix,
            source=source,
            op=node.op,
            op_span=op_span,
            dest_every=node.dest_every is not None,
            dests=_tuple(node.dests),
            end=node.end,
            # A failed optional keeps TatSu's last node (here the arrow its
            # lookahead saw), so only a built Amount counts.
            amount=node.amount if isinstance(node.amount, ast.Amount) else None,
            wheres=_tuple(node.wheres),
            span=self._span(node),
            build=node.build is not None,
        )

    def create_source(self, node: Any) -> ast.CreateSource:
        type_span = self._words(node, 2)[1]
        return ast.CreateSource(node.kind, node.card_type, type_span, self._span(node))

    def stack_source(self, node: Any) -> ast.StackSource:
        return ast.StackSource(node.choose is not None, _tuple(node.stacks), self._span(node))

    def amount(self, node: Any) -> ast.Amount:
        return ast.Amount(None if node.all else node.value, self._span(node))

    def where(self, node: Any) -> tuple[ast.WhereClause, ...]:
        return _tuple(node.clauses)

    def where_clause(self, node: Any) -> ast.WhereClause:
        return ast.WhereClause(node.kind, node.cond, self._span(node))

    # --- expressions -------------------------------------------------------------

    def expr(self, node: Any) -> ast.Expr:
        rest = node.rest
        if not rest:
            return node.first
        return _climb([node.first] + [item for pair in rest for item in pair])

    def unary(self, node: Any) -> ast.Expr:
        if not isinstance(node, dict):  # the `@:postfix` alternative: already built
            return node
        return ast.Unary(node.op, node.operand, self.loc.span(_pos(node)[0]))

    def postfix(self, node: Any) -> ast.Expr:
        result = node.base
        for op in node.ops or ():
            result = op(result)
        return result

    def attribute(self, node: Any) -> Any:
        pos, _ = _pos(node)
        span = self._word_span(node.name, pos + 1)
        return lambda obj: ast.Attribute(obj, node.name, span)

    def index(self, node: Any) -> Any:
        span = self.loc.span(_pos(node)[0])
        return lambda obj: ast.Index(obj, node.index, span)

    def brace(self, node: Any) -> Any:
        span = self.loc.span(_pos(node)[0])
        return lambda obj: ast.Brace(obj, node.content, span)

    def relative_list(self, node: Any) -> ast.RelativeList:
        return ast.RelativeList(tuple(value for _colon, value in node.offsets), self._span(node))

    def signed_int(self, node: Any) -> int:
        return -_int(node.value) if node.sign == "-" else _int(node.value)

    def relative_grid(self, node: Any) -> ast.RelativeGrid:
        return ast.RelativeGrid(tuple(move for _colon, move in node.moves), self._span(node))

    def grid_move(self, node: Any) -> tuple[tuple[str, int], ...]:
        return tuple((direction, _int(steps)) for direction, steps in node.steps)

    def cell(self, node: Any) -> ast.Cell:
        return ast.Cell(node.x, node.y, self._span(node))

    def list_index(self, node: Any) -> ast.ListIndex:
        return ast.ListIndex(node.value, self._span(node))

    def seq_filter(self, node: Any) -> ast.SeqFilter:
        which = "first" if node.first else "last" if node.last else "all"
        span = self._span(node)
        pattern = ast.SeqPattern(_tuple(node.entries), span)
        return ast.SeqFilter(which, pattern, span)

    def line_select(self, node: Any) -> ast.LineSelect:
        inner = node.inner(None).content if node.inner is not None else None
        return ast.LineSelect(node.axis, node.index, inner, self._span(node))

    def sq_run(self, node: Any) -> ast.SqRun:
        length = node.length.span
        after = self.loc.starts[length.line - 1] + max(length.end_col, length.col + 1) - 1
        attr_span = self._word_span(node.attr, after)
        return ast.SqRun(node.length, node.attr, attr_span, node.cond, self._span(node))

    def brace_expr(self, node: Any) -> ast.BraceExpr:
        return ast.BraceExpr(node.value, self._span(node))

    def primary(self, node: Any) -> ast.Expr:
        span = self._span(node)
        if node.name is not None:
            return ast.Name(node.name, span)
        if node.number is not None:
            return ast.Number(_int(node.number), span)
        if node.paren is not None:
            return ast.Paren(node.paren, span)
        if node.boolean is not None:
            return ast.Boolean(node.boolean == "true", span)
        if node.string is not None:
            return ast.String(node.string[1:-1], span)
        return ast.SeqPattern(_tuple(node.pattern), span)

    simple = primary

    def seq_item(self, node: Any) -> tuple[str, SourceSpan]:
        return node.item, self._span(node)


def source_end(source: ast.CreateSource | ast.StackSource, loc: Locator) -> int:
    """Where to look for the transfer's arrow: just after its source."""
    span = source.span
    if span.end_line:
        return loc.starts[span.end_line - 1] + span.end_col - 1
    return loc.starts[span.line - 1] + span.col - 1


def _climb(items: list[Any]) -> ast.Expr:
    """Operands and operators, alternating -> one tree: precedence climbing,
    left-associative at every level."""
    position = 1

    def operand_then_operators(left: ast.Expr, min_prec: int) -> ast.Expr:
        nonlocal position
        while position < len(items) and _PRECEDENCE[items[position]] >= min_prec:
            op = items[position]
            right = items[position + 1]
            position += 2
            while position < len(items) and _PRECEDENCE[items[position]] > _PRECEDENCE[op]:
                right = operand_then_operators(right, _PRECEDENCE[op] + 1)
            left = ast.Binary(op, left, right, left.span)
        return left

    return operand_then_operators(items[0], 1)


def _parse(text: str, path: str, start: str) -> ast.Program:
    clean = blank_comments(text)
    locator = Locator(clean, path)
    if len(clean) > MAX_SOURCE:
        span = locator.span(MAX_SOURCE)
        message = f"this file is too big to compile: more than {MAX_SOURCE:,} characters"
        raise CompileError([error("P031", message, span)], text)
    if not tatsu_forced():
        from paperc.fastparse import GiveUp
        from paperc.paperlang.fast import read

        try:
            return read(clean, start, Builder(locator), path)
        except GiveUp:
            pass  # a syntax error, or a text the fast reader is unsure of
        except CompileError as exc:
            exc.source = text
            raise
    return _parse_with_tatsu(clean, text, locator, start)


def tatsu_forced() -> bool:
    """PAPERC_PARSER=tatsu: parse with TatSu alone (tests use it to compare)."""
    return os.environ.get("PAPERC_PARSER") == "tatsu"


def _parse_with_tatsu(clean: str, text: str, locator: Locator, start: str) -> ast.Program:
    """The generated TatSu parser: the reference, and every syntax diagnostic."""
    from tatsu.exceptions import FailedParse

    from paperc.paperlang._parser import PaperlangParser

    try:
        return PaperlangParser().parse(
            clean, start=start, semantics=Builder(locator), parseinfo=True
        )
    except RecursionError:
        span = locator.span(0)
        raise CompileError(
            [error("P002", "this file nests too deeply to parse", span)], text
        ) from None
    except FailedParse as exc:
        from paperc.paperlang.messages import explain_failure  # only needed on failure

        code, message, pos = explain_failure(clean, exc.pos, str(exc.item), list(exc.stack))
        end = pos + max(1, _token_length(clean, pos))
        raise CompileError([error(code, message, locator.span(pos, end))], text) from None


_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_TOKEN = re.compile(r"[A-Za-z0-9_]+|->_?|/>_?|==|!=|<=|>=|&&|\|\||\S")


def _token_length(text: str, pos: int) -> int:
    match = _TOKEN.match(text, pos)
    return len(match.group()) if match else 1


def parse_program(text: str, path: str) -> ast.Program:
    """A whole game file: `game NAME start ... end`."""
    return _parse(text, path, "program")


def parse_include(text: str, path: str) -> ast.Program:
    """A file brought in by `#use`: statements only."""
    return _parse(text, path, "include_file")
