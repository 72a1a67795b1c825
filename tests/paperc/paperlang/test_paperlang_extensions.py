"""The IR of Paper's extensions (docs/paperlang.md, "Extensions"), and that
their words stay contextual: programs using them as names still compile."""

from __future__ import annotations

import functools

import pytest

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir


@functools.cache
def program(body: str) -> ir.PaperlangProgram:
    return to_ir(f"game T start\n{body}\nend", "t.pl", "0" * 64).program


def stack(prog: ir.PaperlangProgram, name: str) -> ir.StackDecl:
    return next(s for s in prog.stacks if s.name == name)


def test_pile_properties_lower_to_pile_props():
    prog = program(
        "stacklist cols[7] start\n"
        "    int depth = 2\n"
        '    at 0 1.5 step 1 0 fan down empty cross build "KDAQ" wrap group "YY"\n'
        '    autotarget "YN" maxlength 13 facing keep autoflip\n'
        "end\n"
        "visiblestack plain"
    )
    cols = stack(prog, "cols")
    assert cols.props == ir.PileProps(
        facing="keep",
        autoflip=True,
        at=(0.0, 1.5),
        step=(1.0, 0.0),
        fan="down",
        empty="cross",
        build="KDAQ",
        wrap=True,
        group="YY",
        autotarget="YN",
        maxlength=13,
        line=4,  # the source's line 1 is `game T start`
    )
    assert [a.name for a in cols.attrs] == ["depth"]
    assert stack(prog, "plain").props is None


def test_pile_block_table_score_turn_and_build():
    prog = program(
        '#use "deck"\n'
        "pile deck start at 0 0 fan over end\n"
        "table 7 4.5\n"
        "int bonus = 1\n"
        "score bonus * 2\n"
        "stacklist cols[2]\n"
        "turn start\n"
        "    turnup cols[0], cols[1] top 2\n"
        "    turndown deck all\n"
        "    turnup deck\n"
        "    pickone start pick cols /> cols build where to{moving.size > 1} then end\n"
        "end"
    )
    assert stack(prog, "deck").props == ir.PileProps(at=(0.0, 0.0), fan="over", line=3)
    assert prog.table == (7.0, 4.5)
    assert isinstance(prog.score, ir.Binary) and prog.score_line == 6
    up, down, top = prog.turn[:3]
    assert isinstance(up, ir.FaceTurn) and up.up and up.end == "top"
    assert isinstance(up.target, ir.StackSet)
    assert isinstance(down.amount, ir.AmountAll) and not down.up
    assert top.end is None and top.amount is None
    transfer = prog.turn[3].options[0].transfer
    assert transfer.build and transfer.end is None and transfer.amount is None


@pytest.mark.parametrize(
    "body",
    [
        "int score = 3 score = score + 1",
        "int table = 2 int build = 1 visiblestack a visiblestack b\n"
        "setup start a -> b top build end",
        "visiblestack turnup visiblestack b turnup -> b top 1",
        "visiblestack pile visiblestack b pile -> b top 1",
        "visiblestack s start int fan = 2 fan = 3 int at = 1 end",
        "visiblestack score visiblestack x score -> x top 1",
    ],
)
def test_extension_words_are_still_names(body):
    program(body)  # compiles without a diagnostic


def test_a_build_transfer_may_not_create_cards():
    with pytest.raises(CompileError) as caught:
        program("card C start end visiblestack a setup start place C -> a build end")
    assert [d.code for d in caught.value.diagnostics] == ["P136"]
