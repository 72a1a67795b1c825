"""The CDL grammar: the committed parser matches grammar.ebnf, and the
lexical and syntactic readings of docs/cdl.md hold."""

from __future__ import annotations

import pytest

from paperc.cdl import ast
from paperc.cdl.parser import GENERATED, generated_source, parse

HEAD = "GAME t IS 4 BY 4;\n"
TAIL = "\nstack A is X := 0; Y := 0; W := 1; H := 1; end A;\nORDER A.\n"


def test_committed_parser_matches_the_grammar():
    assert GENERATED.read_text(encoding="utf-8") == generated_source(), (
        "paperc/cdl/_parser.py is stale: run python -m paperc.cdl.parser --regenerate"
    )


@pytest.fixture(scope="module")
def program() -> ast.Program:
    source = (
        HEAD
        + (
            "{ a comment\n over lines } // and one to the end of the line\n"
            "VAR n, m : INTEGER; ok? : Boolean;\n"
            "procedure p is begin\n"
            "  n := 1 + 1 = 2;\n"  # ( (1 + 1) = 2 )
            "  ok? := not n = m;\n"  # ( (not n) = m )
            "  ok? := (A!=13) and (A!<>0);\n"  # A ! = 13
            "  n := 2 + 3 * 4 - -1 mod 2;\n"
            "  Write('it\\'s \\\\ \\t');\n"
            "  P2; P2(1, 2)\n"
            "END;\n"
        )
        + "ORDER A, B C.\n"
    )
    return parse(source, "t.cdl")


def statements(program: ast.Program) -> tuple:
    routine = next(i for i in program.items if isinstance(i, ast.RoutineDef))
    return routine.body.body


def test_keywords_are_case_insensitive_and_comments_skip(program):
    assert [type(i).__name__ for i in program.items] == ["VarDef", "RoutineDef"]
    assert program.items[0].elements[1].names[0].text == "ok?"


def test_relational_operators_bind_loosest(program):
    first = statements(program)[0].value
    assert first.op == "=" and first.left.op == "+"
    second = statements(program)[1].value
    assert second.op == "=" and second.left.op == "not"


def test_bang_is_a_stack_length(program):
    value = statements(program)[2].value
    assert value.op == "and"
    assert isinstance(value.left.left, ast.LengthOf) and value.left.op == "="
    assert value.right.op == "<>"


def test_multiplying_operators_bind_tighter(program):
    value = statements(program)[3].value
    assert value.op == "-" and value.left.op == "+" and value.left.right.op == "*"
    assert value.right.op == "mod" and value.right.left.op == "-"


def test_strings_keep_their_escapes_until_lowering(program):
    arg = statements(program)[4].args[0]
    assert arg.raw == "it\\'s \\\\ \\t"


def test_calls_with_and_without_parentheses(program):
    calls = statements(program)[5:]
    assert [(c.name.text, len(c.args)) for c in calls] == [("P2", 0), ("P2", 2)]


def test_order_takes_commas_or_spaces(program):
    assert [n.text for n in program.order] == ["A", "B", "C"]


def test_positions_are_one_based(program):
    first = statements(program)[0]
    assert (first.line, first.col) == (6, 3)


@pytest.mark.parametrize(
    "statement",
    [
        "Turn [1..!] side UP",
        "Turn it[it!] Side Shaded",
        "Move A[2..4] to B[3]",
        "Pull 1",
        "Pull 2 from A to B",
        "Add Ace+Spade .. King+Diamond to A",
        "Shuffle",
        "Shuffle A",
        "Clear",
        "Clear 'x' at 1, 2 is 3 by 4",
        "Draw",
        "Draw A",
        "Flash [!]",
        "Inverse A[1..2]",
        "Remove [1]",
        "Wait 'Ok' P",
        "Break",
        "Break procedure",
        "with it do Draw it for A, B",
        "while true do begin end",
        "[0] := crosscard",
        "A[1] := 3",
        "if a then b else c",
    ],
)
def test_every_statement_form_parses(statement):
    source = HEAD + f"procedure P is begin {statement}; end;" + TAIL
    routine = parse(source, "t.cdl").items[0]
    assert len(routine.body.body) == 1
