"""Parsing every Paperlang construct into the syntax tree (paperc/paperlang/ast.py)."""

from __future__ import annotations

import functools

import pytest

from paperc.paperlang import ast
from paperc.paperlang.parser import blank_comments, parse_include, parse_program


@functools.cache
def parse(text: str) -> tuple[ast.Stmt, ...]:
    """Statements of a snippet (TatSu is slow: each text is parsed once)."""
    return parse_include(text, "t.pl").body


def one(text: str) -> ast.Stmt:
    (stmt,) = parse(text)
    return stmt


def value(text: str) -> ast.Expr:
    stmt = one(f"x = {text}")
    assert isinstance(stmt, ast.Assign)
    return stmt.value


def shape(node: object) -> object:
    """An expression as nested tuples, for readable assertions."""
    if isinstance(node, ast.Binary):
        return (node.op, shape(node.left), shape(node.right))
    if isinstance(node, ast.Unary):
        return (node.op, shape(node.operand))
    if isinstance(node, ast.Paren):
        return shape(node.value)
    if isinstance(node, ast.Attribute):
        return (".", shape(node.obj), node.name)
    if isinstance(node, (ast.Number, ast.Boolean)):
        return node.value
    if isinstance(node, ast.Name):
        return node.name
    return type(node).__name__


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1 + 2 * 3", ("+", 1, ("*", 2, 3))),
        ("10 - 3 - 2", ("-", ("-", 10, 3), 2)),
        ("a || b && c", ("||", "a", ("&&", "b", "c"))),
        ("a == 1 || b < 2", ("||", ("==", "a", 1), ("<", "b", 2))),
        ("h.top - 1 == K", ("==", ("-", (".", "h", "top"), 1), "K")),
        ("-a.b * 2", ("*", ("-", (".", "a", "b")), 2)),
        ("!a && b != c", ("&&", ("!", "a"), ("!=", "b", "c"))),
        ("7 % 3 >= 1", (">=", ("%", 7, 3), 1)),
        ("(1 + 2) * 3", ("*", ("+", 1, 2), 3)),
        ("true", True),
    ],
)
def test_precedence_is_conventional_and_left_associative(text, expected):
    assert shape(value(text)) == expected


def test_a_statement_ends_where_the_next_token_cannot_continue_it():
    first, second = parse("v = 1 suit = 1")
    assert (first.target.name, second.target.name) == ("v", "suit")


def test_both_comment_styles_and_use_directive():
    stmts = parse(
        '; a comment\n# battler comment\n#user is a comment too\n#use "deck"\nx = 1 ; end'
    )
    assert [type(s).__name__ for s in stmts] == ["Include", "Assign"]
    assert stmts[0].path == "deck"


def test_comments_are_blanked_without_moving_positions():
    text = 'x = 1 ; a; b\nbutton "a;b"'
    assert blank_comments(text) == 'x = 1       \nbutton "a;b"'
    assert one("x = 1 ; comment\n").span.line == 1


def test_tabs_and_carriage_returns_are_whitespace():
    assert len(parse("x\t=\t1\r\ny = 2\r\n")) == 2


def test_contextual_words_stay_names():
    stmts = parse("stacklist row[3] int col = 1 int size int sq int up visiblestack from")
    kinds = [type(s).__name__ for s in stmts]
    assert kinds == ["StacklistDecl"] + ["Decl"] * 4 + ["StackDecl"]


def test_card_declarations_with_parent_and_body():
    card = one("card Goblin Monster start defence = 1 int rage = 2 end")
    assert (card.name, card.parent) == ("Goblin", "Monster")
    assert [type(i).__name__ for i in card.body] == ["Assign", "Decl"]
    assert card.name_span.col == 6 and card.parent_span.col == 13


def test_card_typed_variable_is_not_a_card_declaration():
    decl = one("card c")
    assert isinstance(decl, ast.Decl) and decl.type == "card"


@pytest.mark.parametrize(
    "word",
    [flat + kind for flat in ("", "flat") for kind in ("visible", "hidden", "private")],
)
def test_stack_words(word):
    word += "stack"
    decl = one(f"{word} pile start int n = 0 end")
    assert decl.kind == word and decl.target.parts[0][0] == "pile"


def test_dotted_declarations():
    attr, stack = parse("int hand.custom = 2 privatestack p.Hand")
    assert [n for n, _ in attr.target.parts] == ["hand", "custom"]
    assert [n for n, _ in stack.target.parts] == ["p", "Hand"]


def test_stacklist_and_grid():
    lst, grid = parse("stacklist cols[7] start bool locked = false end stackgrid floor[3 4]")
    assert lst.size.value == 7 and len(lst.body) == 1
    assert (grid.width.value, grid.height.value) == (3, 4)


@pytest.mark.parametrize(
    ("text", "op", "end", "amount"),
    [
        ("a -> b top 3", "->", "top", 3),
        ("a ->_ b bottom 2", "->_", "bottom", 2),
        ("a /> b top all", "/>", "top", "all"),
        ("a />_ b top 0", "/>_", "top", 0),
        ("a -> b top n", "->", "top", "n"),
    ],
)
def test_transfer_forms(text, op, end, amount):
    transfer = one(text)
    assert (transfer.op, transfer.end) == (op, end)
    got = "all" if transfer.amount.value is None else shape(transfer.amount.value)
    assert got == amount


def test_create_and_choose_sources():
    place, rand, choose, cut = parse(
        "place Knight -> pool 5 random Unit ->_ stock 10 choose hand -> table 1 choose t /> t"
    )
    assert (place.source.kind, place.source.card_type, place.amount.value.value) == (
        "place",
        "Knight",
        5,
    )
    assert rand.source.kind == "random" and rand.op == "->_"
    assert choose.source.choose and choose.amount.value.value == 1
    assert cut.source.choose and cut.amount is None


def test_an_omitted_amount_does_not_swallow_the_next_statement():
    cut, assign = parse("choose t /> t\nx = 1")
    assert cut.amount is None and isinstance(assign, ast.Assign)


def test_comma_lists_every_and_where():
    transfer = one("every a, b -> every c, d top 1 where to{to.size == 0}, from{from.size > 0}")
    assert transfer.prefix == "every" and transfer.dest_every
    assert [s.name for s in transfer.source.stacks] == ["a", "b"]
    assert [d.name for d in transfer.dests] == ["c", "d"]
    assert [w.kind for w in transfer.wheres] == ["to", "from"]


def test_relative_indices():
    lst = one("row -> row[:-1:-3] top all").dests[0].index
    grid = one("f -> f[:up 1 left 1\n :down 1] top 1").dests[0].index
    assert isinstance(lst, ast.RelativeList) and lst.offsets == (-1, -3)
    assert isinstance(grid, ast.RelativeGrid)
    assert grid.moves == ((("up", 1), ("left", 1)), (("down", 1),))


def test_positive_and_zero_relative_offsets():
    assert one("r -> r[:0:+2:3] top 1").dests[0].index.offsets == (0, 2, 3)


def test_cells_and_list_indices():
    cell = value("floor[0 1]").index
    index = value("row[i - 1]").index
    assert isinstance(cell, ast.Cell) and isinstance(index, ast.ListIndex)


@pytest.mark.parametrize(
    ("text", "kind", "detail"),
    [
        ("row{|[]}", "SeqFilter", "first"),
        ("row{[A :]|}", "SeqFilter", "last"),
        ("row{[A _ :]}", "SeqFilter", "all"),
        ("a{C}", "BraceExpr", "Name"),
        ("a{x > 4}", "BraceExpr", "Binary"),
        ("hand{sq 3 v (l.v + 1) == n.v}", "SqRun", "v"),
        ("floor{col 0}", "LineSelect", "col"),
        ("floor{row k {|[Tile]}}", "LineSelect", "row"),
    ],
)
def test_brace_selectors(text, kind, detail):
    brace = value(text)
    assert isinstance(brace, ast.Brace)
    content = brace.content
    assert type(content).__name__ == kind
    got = {
        "SeqFilter": lambda c: c.which,
        "BraceExpr": lambda c: type(c.value).__name__,
        "SqRun": lambda c: c.attr,
        "LineSelect": lambda c: c.axis,
    }[kind](content)
    assert got == detail


def test_nested_line_select_keeps_its_inner_brace():
    inner = value("floor{col 0 {|[Tile]}}").content.inner
    assert isinstance(inner, ast.SeqFilter) and inner.which == "first"


def test_sequence_pattern_as_a_value():
    pattern = value("s == [A _ : B]").right
    assert isinstance(pattern, ast.SeqPattern)
    assert [item for item, _ in pattern.items] == ["A", "_", ":", "B"]


def test_pickone_auto_and_buttons():
    pick, buttons = parse(
        """pickone start
               pick deck -> deck top 0 then
                   auto deck -> row{|[]} top 1
               pick a -> b top 1 then
           end
           buttons start button "hit" then x = 1 button "stand" then end"""
    )
    assert len(pick.options) == 2 and pick.options[0].body[0].prefix == "auto"
    assert pick.options[1].body == ()
    assert [b.label for b in buttons.buttons] == ["hit", "stand"]


def test_control_flow():
    if_stmt, while_stmt = parse(
        "if a start x = 1 elseif b then x = 2 elseif c then else x = 3 end "
        "while k < 3 start k = k + 1 end"
    )
    assert len(if_stmt.elifs) == 2 and if_stmt.orelse is not None
    assert isinstance(while_stmt.body[0], ast.Assign)


def test_phases_hooks_and_stack_operations():
    stmts = parse(
        "phase p start end do p premove Monster start end onmoved Goblin start end "
        "shuffle deck flip a show a, b hide row"
    )
    kinds = [type(s).__name__ for s in stmts]
    assert kinds == ["PhaseDecl", "DoStmt", "Hook", "Hook"] + ["StackOp"] * 4
    assert [s.op for s in stmts[4:]] == ["shuffle", "flip", "show", "hide"]
    assert len(stmts[6].targets) == 2


def test_players_outcomes_and_onplace():
    stmts = parse(
        "players 2 foreachplayer p start int p.score = 0 end winneris currentPlayer "
        "looseris p onplace a c start end"
    )
    kinds = [type(s).__name__ for s in stmts]
    assert kinds == ["Players", "ForEachPlayer", "Outcome", "Outcome", "Onplace"]


def test_program_and_spans_are_one_based():
    program = parse_program("game Tiny start\n  visiblestack pile\nend", "t.pl")
    assert program.name == "Tiny"
    span = program.body[0].span
    assert (span.path, span.line, span.col) == ("t.pl", 2, 3)


APPENDIX_B1 = """
game T1 start
    card A start end
    card B start end
    card C start end
    visiblestack s
    visiblestack d
    visiblestack e
    place A -> s 1
    place B -> s 1
    place C -> s 1
    s -> d top 2
    place B -> s 1
    place C -> s 1
    s /> e top 2
end
"""

APPENDIX_B3 = """
game T3 start
    card X start end
    stacklist r[3]
    hiddenstack pool
    place X -> pool 3
    setup start end
    turn start
        pickone start
            pick pool -> pool top 0 then
                auto pool -> r{|[]} top 1
        end
        every r /> r[:-1] top all where from{from.size > 0}
        if (r[0]).size == 3 start
            winneris currentPlayer
        end
    end
end
"""


@pytest.mark.parametrize("text", [APPENDIX_B1, APPENDIX_B3], ids=["B1", "B3"])
def test_appendix_b_programs_parse(text):
    program = parse_program(text, "b.pl")
    assert program.name in ("T1", "T3")


def test_battler_inline_hash_comment():
    players = one("players 2*1# * 5 + 6")
    assert shape(players.count) == ("*", 2, 1)
