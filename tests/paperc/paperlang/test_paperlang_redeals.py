"""`redeals N` on a pile (a Paper extension, paperc/paperlang/redeals.py):
parsed by both readers, lowered to a counting variable and a capped click,
and each mistake reported with its code (P170-P173)."""

from __future__ import annotations

import functools

import pytest

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir

STOCK = """    #use "deck"
    visiblestack waste
{pile}
    turn start
        pickone start
            pick deck -> waste top 1 where from{{from.size > 0}} then
            pick deck -> deck top 0 where from{{from.size == 0}} then
                waste -> deck top all
        end
    end"""


@functools.cache
def program(body: str) -> ir.PaperlangProgram:
    return to_ir(f"game T start\n{body}\nend", "t.pl", "0" * 64).program


def errors(body: str) -> list[tuple[str, int, str]]:
    with pytest.raises(CompileError) as caught:
        to_ir(f"game T start\n{body}\nend", "t.pl", "0" * 64)
    return [(d.code, d.span.line, d.message) for d in caught.value.diagnostics]


def deck(prog: ir.PaperlangProgram) -> ir.StackDecl:
    return next(s for s in prog.stacks if s.name == "deck")


def redeal_option(prog: ir.PaperlangProgram) -> ir.PickOption:
    (pickone,) = [s for s in prog.turn if isinstance(s, ir.PickOne)]
    return pickone.options[1]


def test_a_number_caps_the_click_and_counts_it():
    prog = program(STOCK.format(pile="    pile deck start redeals 2 end"))
    assert deck(prog).props.redeals == 2
    assert deck(prog).props.redeal_counter == "redeals of deck"
    assert prog.load[0] == ir.VarDecl("redeals of deck", "int", ir.Const(0), "global", 4)
    option = redeal_option(prog)
    where = option.transfer.where_from
    assert isinstance(where, ir.Binary) and where.op == "and"
    assert where.right == ir.Binary("<", ir.Var("redeals of deck", "global", 8), ir.Const(2, 8), 8)
    count = option.body[0]
    assert isinstance(count, ir.Assign) and count.target.name == "redeals of deck"
    # the drawing option is untouched
    (pickone,) = [s for s in prog.turn if isinstance(s, ir.PickOne)]
    assert pickone.options[0].body == ()


def test_a_variable_limit_is_read_when_the_player_clicks():
    prog = program(STOCK.format(pile="    int limit = 1\n    pile deck start redeals limit end"))
    assert deck(prog).props.redeals == "limit"
    option = redeal_option(prog)
    cap = option.transfer.where_from.right
    assert cap.op == "or"  # a limit below 0 means none
    assert isinstance(option.body[0], ir.If)  # and then nothing is counted


def test_minus_one_means_no_limit_and_nothing_is_counted():
    prog = program(STOCK.format(pile="    pile deck start redeals -1 end"))
    assert deck(prog).props.redeals == -1
    assert deck(prog).props.redeal_counter is None
    assert redeal_option(prog).body == (
        program(STOCK.format(pile="")).turn[0].options[1].body  # type: ignore[attr-defined]
    )
    assert not any(isinstance(s, ir.VarDecl) and " " in s.name for s in prog.load)


def test_the_word_stays_contextual():
    prog = program("int redeals = 2\nredeals = redeals + 1")
    assert prog.load[0].name == "redeals"


@pytest.mark.parametrize(
    ("pile", "code", "says"),
    [
        ("    pile deck start redeals -2 end", "P170", "from 0 to 1000, or -1"),
        ("    pile deck start redeals 1001 end", "P170", "not 1001"),
        ("    pile deck start redeals nothing end", "P171", "no variable `nothing`"),
        ("    bool on = true\n    pile deck start redeals on end", "P171", "a bool variable"),
        ("    pile deck start redeals waste end", "P171", "`waste` is a stack"),
        ("    stacklist s[2] start redeals 1 end", "P172", "not to a stacklist"),
        ("    pile waste start redeals 1 end", "P173", "no pick option clicks it"),
    ],
)
def test_mistakes(pile, code, says):
    found = errors(STOCK.format(pile=pile))
    assert [c for c, _, _ in found] == [code], found
    assert says in found[0][2]


def test_a_missing_count_is_a_syntax_error_that_says_what_to_write():
    found = errors(STOCK.format(pile="    pile deck start redeals end"))
    assert found[0][0].startswith("P0")
    assert "`redeals` takes a count" in found[0][2]
