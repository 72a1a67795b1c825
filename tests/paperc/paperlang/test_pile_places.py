"""`at X Y, X Y, ...`: a place for each member of a stacklist (a Paper
extension, docs/paperlang.md "Layout"), from the source to the table."""

from __future__ import annotations

import functools

import pytest

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir
from tests.runtime.paperlang.conftest import open_game

CROSS = """game Cross start
    #use "deck"
    stacklist arms[5] start
        at 1 0, 0 1,
           1 1, 2 1.5, 1 2
        fan down
    end
    visiblestack rest start at 3 0 end
    turn start pickone start pick deck -> rest top 1 then end end
end
"""


@functools.cache
def program(text: str) -> ir.PaperlangProgram:
    return to_ir(text, "t.pl", "0" * 64).program


def test_each_member_gets_its_place():
    arms = next(s for s in program(CROSS).stacks if s.name == "arms")
    assert arms.props is not None
    assert arms.props.places == ((1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (2.0, 1.5), (1.0, 2.0))
    assert arms.props.at == (1.0, 0.0) and arms.props.step is None


def test_the_table_puts_them_there():
    piles = open_game(CROSS).layout().piles
    assert [(piles[f"arms[{i}]"].x, piles[f"arms[{i}]"].y) for i in range(5)] == [
        (1.0, 0.0),
        (0.0, 1.0),
        (1.0, 1.0),
        (2.0, 1.5),
        (1.0, 2.0),
    ]
    assert piles["arms[0]"].fan == "down"  # the source's fan still wins
    assert (piles["rest"].x, piles["rest"].y) == (3.0, 0.0)


def test_a_single_place_is_unchanged():
    text = "game T start\nstacklist row[3] start at 0 1 step 1 0 end\nend"
    row = next(s for s in program(text).stacks if s.name == "row")
    assert row.props is not None and row.props.at == (0.0, 1.0) and row.props.places is None


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("stacklist row[3] start at 0 0, 1 0 end", "`at` gives 2 places for the 3 members"),
        ("visiblestack s start at 0 0, 1 0 end", "a stack has one place"),
        ("stackgrid g[2 2] start at 0 0, 1 0, 0 1, 1 1 end", "a grid is spaced with `step`"),
        ("stacklist row[2] start at 0 0, 1 0 step 1 0 end", "has no `step`"),
        ("stacklist row[2] start at 0 0, -1 0 end", "x and y from 0"),
    ],
)
def test_mistakes_are_said(body, message):
    with pytest.raises(CompileError) as caught:
        program(f"game T start\n{body}\nend")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.code == "P140" and message in diagnostic.message
    assert diagnostic.span.line == 2


def test_a_place_missing_a_number_is_a_syntax_error_that_says_so():
    with pytest.raises(CompileError) as caught:
        program("game T start\nstacklist row[2] start at 0 0, 1 end\nend")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.code == "P022"
    assert diagnostic.message.startswith("each place after `at` is two numbers")
    assert (diagnostic.span.line, diagnostic.span.col) == (2, 34)
