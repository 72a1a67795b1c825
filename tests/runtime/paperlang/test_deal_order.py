"""`shuffle S microsoft` (docs/paperlang.md, Extensions): Microsoft FreeCell's
deal numbering, from source to IR to the dealt table."""

from __future__ import annotations

import functools

import pytest

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir
from runtime import GameError
from runtime.engine.paperlang.deals import LAST_DEAL, arrange, deal_number, microsoft_order
from tests.runtime.paperlang.conftest import names
from tests.runtime.paperlang.conftest import open_game as open_source

WAIT = "turn start pickone start pick deck -> deck top 0 then end end"
DEALT = f'#use "deck"\nshuffle deck microsoft\nstacklist cols[8]\n{WAIT}'


@functools.cache
def program(body: str) -> ir.PaperlangProgram:
    return to_ir(f"game T start\n{body}\nend", "t.pl", "0" * 64).program


def open_game(body: str, seed: int):
    return open_source(f"game T start\n{body}\nend", seed)


def codes(body: str) -> list[str]:
    with pytest.raises(CompileError) as caught:
        program(body)
    return [d.code for d in caught.value.diagnostics]


def test_it_lowers_to_a_shuffle_with_an_order():
    (op,) = [s for s in program(DEALT).load if isinstance(s, ir.StackOp)]
    assert (op.op, op.order) == ("shuffle", "microsoft")


def test_microsoft_stays_a_name_where_an_order_cannot_stand():
    prog = program('#use "deck"\nint microsoft = 1\nshuffle deck\nmicrosoft = 2')
    shuffles = [s for s in prog.load if isinstance(s, ir.StackOp)]
    assert [s.order for s in shuffles] == [""]


@pytest.mark.parametrize(
    "body",
    [
        '#use "deck"\nflip deck microsoft',
        '#use "deck"\nsetup start shuffle deck microsoft end',
        '#use "deck"\nvisiblestack b\nshuffle deck, b microsoft',
    ],
)
def test_misplaced_orders_are_reported(body):
    assert codes(body) == ["P145"]


def test_the_seed_is_the_deal_number():
    s = open_game(DEALT, seed=1)
    top = names(s, "deck")[::-1][:8]
    assert top == "JD 2D 9H JC 5D 7H 7C 5H".split()
    assert names(open_game(DEALT, seed=11982), "deck")[-1] == "AH"


def test_the_table_rng_is_left_alone_so_later_shuffles_still_follow_the_seed():
    text = f'#use "deck"\nshuffle deck microsoft\nshuffle deck\n{WAIT}'
    assert names(open_game(text, seed=5), "deck") == names(open_game(text, seed=5), "deck")
    assert names(open_game(text, seed=5), "deck") != names(open_game(text, seed=6), "deck")


def test_deal_numbers_wrap_round():
    assert deal_number(1) == 1 and deal_number(LAST_DEAL) == LAST_DEAL
    assert deal_number(0) == LAST_DEAL and deal_number(LAST_DEAL + 2) == 2
    assert deal_number(-1) == LAST_DEAL - 1
    assert len(set(microsoft_order(7))) == 52


def test_only_a_whole_pack_can_be_arranged():
    order = microsoft_order(1)
    with pytest.raises(ValueError, match="52"):
        arrange(order[:51], order[:51], 1)
    with pytest.raises(ValueError, match="52"):
        arrange(order, [order[0]] * 52, 1)
    assert arrange(order[::-1], order[::-1], 1) == order


def test_a_stack_that_is_not_a_pack_is_a_game_error_naming_the_line():
    text = f'#use "deck"\nvisiblestack few\ndeck -> few top 5\nshuffle few microsoft\n{WAIT}'
    with pytest.raises(GameError, match=r"t\.pl:5: `shuffle few microsoft` needs the 52"):
        open_game(text, seed=1)
