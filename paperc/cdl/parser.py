"""Source text in, `paperc.cdl.ast.Program` out; a syntax error is a CompileError.

The TatSu parser is generated once from grammar.ebnf into the committed
`_parser.py` (TatSu is slow to build a grammar; a cold `paperc` must not).
`regenerate()` rewrites it; a test checks it matches the grammar.
Semantic actions turn TatSu's generic nodes into the frozen dataclasses of
`ast.py`, with 1-based lines and columns. fast.py, the same grammar by hand
and many times faster, reads each text first and drives the same actions;
TatSu parses only what it gives up on (and explains every syntax error).
"""

from __future__ import annotations

import bisect
import os
import re
from pathlib import Path
from typing import Any

from paperc.cdl import ast
from paperc.cdl.messages import curated, syntax_message
from paperc.errors import CompileError, SourceSpan, error

HERE = Path(__file__).resolve().parent
# A bigger source is refused at once (about 20,000 statements): reading and
# lowering it would take longer than anyone waits for a compiler.
MAX_SOURCE = 1_000_000
GRAMMAR = HERE / "grammar.ebnf"
GENERATED = HERE / "_parser.py"


def generated_source() -> str:
    """The parser module TatSu makes of grammar.ebnf today."""
    import tatsu

    return tatsu.to_python_sourcecode(GRAMMAR.read_text(encoding="utf-8"), name="CDL")


def regenerate() -> None:
    GENERATED.write_text(generated_source(), encoding="utf-8")


class _Builder:
    """TatSu semantics: one method per grammar rule that builds an AST node."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [found.end() for found in re.finditer("\n", text)]
        self.context: Any = None

    def set_context(self, context: Any) -> None:
        self.context = context

    def at(self, pos: int) -> tuple[int, int]:
        row = bisect.bisect_right(self.starts, pos) - 1
        return row + 1, pos - self.starts[row] + 1

    def here(self, node: Any) -> tuple[int, int]:
        info = getattr(node, "parseinfo", None)
        if info is not None:
            return self.at(info.pos)
        # A rule whose named parts were all absent comes back as its bare
        # keyword (`BREAK`, `CLEAR`): it started that many characters back.
        return self.token_at(node if isinstance(node, str) else "")

    def token_at(self, text: str) -> tuple[int, int]:
        # The action runs as the token's rule ends: it began len(text) back.
        return self.at(self.context.tokenizer.pos - len(text))

    # -- tokens -------------------------------------------------------------

    def identifier(self, node: str) -> ast.Name:
        return ast.Name(str(node), *self.token_at(str(node)))

    def type_name(self, n: Any) -> ast.Name:
        if n.name is not None:
            return n.name
        return ast.Name("stack", *self.here(n))

    def number(self, node: str) -> ast.Number:
        return ast.Number(int(node), *self.token_at(node))

    def string(self, node: str) -> ast.String:
        return ast.String(node[1:-1], *self.token_at(node))

    # -- program and declarations ----------------------------------------------

    def program(self, n: Any) -> ast.Program:
        order, (line, col) = n.order
        return ast.Program(n.header, tuple(n["items"] or ()), order, line, col)

    def header(self, n: Any) -> ast.Header:
        return ast.Header(n.name, n.width, n.height, *self.here(n))

    def order_def(self, n: Any) -> tuple[tuple[ast.Name, ...], tuple[int, int]]:
        names = tuple(x for x in _flat(n.names) if isinstance(x, ast.Name))
        return names, self.here(n)

    def const_def(self, n: Any) -> ast.ConstDef:
        return ast.ConstDef(tuple(n.elements), *self.here(n))

    def const_elm(self, n: Any) -> ast.ConstElm:
        return ast.ConstElm(n.name, n.value, *self.here(n))

    def var_def(self, n: Any) -> ast.VarDef:
        elements = tuple(x for x in _flat(n.elements) if isinstance(x, ast.VarElm))
        return ast.VarDef(elements, *self.here(n))

    def var_elm(self, n: Any) -> ast.VarElm:
        return ast.VarElm(tuple(n.names), n.type, *self.here(n))

    param_group = var_elm

    def params(self, n: Any) -> tuple[ast.VarElm, ...]:
        return tuple(n.groups or ())

    def routine_def(self, n: Any) -> ast.RoutineDef:
        body = n.body if n.is_ else None
        return ast.RoutineDef(
            str(n.kind).lower(), n.name, n.params, n.result, n.locals, body, *self.here(n)
        )

    def stack_def(self, n: Any) -> ast.StackDef:
        fields = tuple(n.fields or ()) if n.is_ else None
        return ast.StackDef(n.name, n.parent, fields, n.end, *self.here(n))

    def const_init(self, n: Any) -> ast.ConstInit:
        return ast.ConstInit(n.name, n.value, *self.here(n))

    def method_init(self, n: Any) -> ast.MethodInit:
        body = n.body if n.is_ else None
        return ast.MethodInit(n.name, n.params, n.source, n.locals, body, *self.here(n))

    # -- statements -------------------------------------------------------------

    def block(self, n: Any) -> ast.Block:
        body = tuple(s for s in (n.body or ()) if not isinstance(s, str))
        return ast.Block(body, *self.here(n))

    def if_stmt(self, n: Any) -> ast.IfStmt:
        return ast.IfStmt(n.cond, n.then, n.orelse, *self.here(n))

    def while_stmt(self, n: Any) -> ast.WhileStmt:
        return ast.WhileStmt(n.cond, n.body, *self.here(n))

    def with_stmt(self, n: Any) -> ast.WithStmt:
        return ast.WithStmt(n.var, n.body, tuple(n.stacks), *self.here(n))

    def add_stmt(self, n: Any) -> ast.AddStmt:
        return ast.AddStmt(n.first, n.last, n.dest, *self.here(n))

    def break_stmt(self, n: Any) -> ast.BreakStmt:
        return ast.BreakStmt(_get(n, "routine") is not None, *self.here(n))

    def clear_stmt(self, n: Any) -> ast.ClearStmt:
        box = None
        if _get(n, "x") is not None:
            box = (n.x, n.y, n.w, n.h)
        return ast.ClearStmt(_get(n, "title"), box, *self.here(n))

    def draw_stmt(self, n: Any) -> ast.DrawStmt:
        return ast.DrawStmt(_get(n, "stack"), *self.here(n))

    def _range_stmt(self, verb: str, n: Any) -> ast.RangeStmt:
        return ast.RangeStmt(verb, n.range, *self.here(n))

    def flash_stmt(self, n: Any) -> ast.RangeStmt:
        return self._range_stmt("flash", n)

    def inverse_stmt(self, n: Any) -> ast.RangeStmt:
        return self._range_stmt("inverse", n)

    def remove_stmt(self, n: Any) -> ast.RangeStmt:
        return self._range_stmt("remove", n)

    def move_stmt(self, n: Any) -> ast.MoveStmt:
        return ast.MoveStmt(n.range, n.dest, *self.here(n))

    def pull_stmt(self, n: Any) -> ast.PullStmt:
        return ast.PullStmt(n.count, n.source, n.dest, *self.here(n))

    def return_stmt(self, n: Any) -> ast.ReturnStmt:
        return ast.ReturnStmt(n.value, *self.here(n))

    def shuffle_stmt(self, n: Any) -> ast.ShuffleStmt:
        return ast.ShuffleStmt(_get(n, "stack"), *self.here(n))

    def turn_stmt(self, n: Any) -> ast.TurnStmt:
        return ast.TurnStmt(n.range, str(n.side).lower(), *self.here(n))

    def wait_stmt(self, n: Any) -> ast.WaitStmt:
        return ast.WaitStmt(n.label, n.routine, *self.here(n))

    def write_stmt(self, n: Any) -> ast.WriteStmt:
        return ast.WriteStmt(tuple(n.args), *self.here(n))

    def assign_stmt(self, n: Any) -> ast.AssignStmt:
        return ast.AssignStmt(n.target, n.value, *self.here(n))

    def call_stmt(self, n: Any) -> ast.CallStmt:
        return ast.CallStmt(n.name, tuple(n.args or ()), *self.here(n))

    def stack_range(self, n: Any) -> ast.CardAt:
        return ast.CardAt(n.stack, n.first, n.last, *self.here(n))

    def stack_pos(self, n: Any) -> ast.CardAt:
        return ast.CardAt(n.stack, n.pos, None, *self.here(n))

    # -- expressions --------------------------------------------------------------

    def _fold(self, n: Any) -> Any:
        left = n.first
        for op, operand in n.rest or ():
            left = ast.BinOp(op, left, operand, left.line, left.col)
        return left

    def _tail(self, n: Any) -> tuple[str, Any]:
        return str(n.op).lower(), n.operand

    rel_tail = add_tail = mul_tail = _tail

    expression = simple_expr = term = _fold

    def unary(self, n: Any) -> ast.UnOp:
        return ast.UnOp(str(n.op).lower(), n.operand, *self.here(n))

    def paren(self, n: Any) -> Any:
        return n.inner

    def number_lit(self, n: Any) -> ast.Number:
        return n.value

    def string_lit(self, n: Any) -> ast.String:
        return n.value

    def length_of(self, n: Any) -> ast.LengthOf:
        return ast.LengthOf(n.stack, *self.here(n))

    def context_length(self, n: Any) -> ast.LengthOf:
        return ast.LengthOf(None, *self.here(n))

    def card_at(self, n: Any) -> ast.CardAt:
        return ast.CardAt(n.stack, n.first, n.last, *self.here(n))

    def call_expr(self, n: Any) -> ast.CallExpr:
        return ast.CallExpr(n.name, tuple(n.args or ()), *self.here(n))

    def name_ref(self, n: Any) -> ast.NameRef:
        return ast.NameRef(n.name, *self.here(n))


def _get(node: Any, key: str) -> Any:
    """A named part of a node that may have come back as a bare token."""
    return None if isinstance(node, str | tuple | list) else node[key]


def _flat(items: Any) -> list[Any]:
    out: list[Any] = []
    for item in items or ():
        if isinstance(item, list | tuple):
            out.extend(_flat(item))
        else:
            out.append(item)
    return out


def parse(text: str, path: str) -> ast.Program:
    """Parse a whole CDL program; stops at the first syntax error.

    The fast reader (fast.py) answers for every text it is sure of; TatSu,
    the reference, parses the rest and explains every syntax error."""
    if len(text) > MAX_SOURCE:
        line, col = _Builder(text[: MAX_SOURCE + 1]).at(MAX_SOURCE)
        message = f"this file is too big to compile: more than {MAX_SOURCE:,} characters"
        raise CompileError([error("C031", message, SourceSpan(path, line, col))], text)
    if os.environ.get("PAPERC_PARSER") != "tatsu":  # tests force TatSu to compare
        from paperc.cdl.fast import read
        from paperc.fastparse import GiveUp

        try:
            return read(text, _Builder(text), path)
        except GiveUp:
            pass  # a syntax error, or a text the fast reader is unsure of
        except CompileError as exc:
            exc.source = text
            raise
    return _parse_with_tatsu(text, path)


def _parse_with_tatsu(text: str, path: str) -> ast.Program:
    from tatsu.exceptions import FailedParse

    from paperc.cdl._parser import CDLParser

    builder = _Builder(text)
    try:
        return CDLParser().parse(
            text, semantics=builder, parseinfo=True, filename=path, start="start"
        )
    except FailedParse as exc:
        pos = min(max(exc.pos, 0), len(text))
        item = str(exc.item)
        word = re.match(r'"(\w+)" is a reserved word', item)
        if word:
            # TatSu reports a keyword used as a name after reading it.
            found = text.lower().rfind(word.group(1).lower(), 0, pos)
            pos = found if found >= 0 else pos
            message = curated(text, pos) or (
                f"{word.group(1)} is a reserved word and cannot be used as a name"
            )
        else:
            message = syntax_message(text, pos, item)
        line, col = builder.at(pos)
        raise CompileError([error("C001", message, SourceSpan(path, line, col))], text) from None


if __name__ == "__main__":
    import sys

    if sys.argv[1:] == ["--regenerate"]:
        regenerate()
        print(f"wrote {GENERATED}")
    else:
        print("usage: python -m paperc.cdl.parser --regenerate", file=sys.stderr)
        raise SystemExit(2)
