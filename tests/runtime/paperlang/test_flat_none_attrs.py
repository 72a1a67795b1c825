"""A stack's string attribute declared with no value (`string mark` in a
stacklist's block, `string waste.label` at the game level) on the
compiled engine (issue 22): none until play sets it, read through
Paperlang's own operators (`none != "full"` is false, as `none == "full"`
is), as recorded. Compiled from a real source and
played at random as recorded (`recorded.played`)."""

from __future__ import annotations

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.recorded import played

MARKS = """game Marks start
    #use "deck"
    visiblestack waste
    stacklist rows[3] start
        string mark
        int n = 0
    end
    string waste.label
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where to{(to.mark != "full") || (to.n < 5)} then
                to.n = to.n + 1
                if to.n > 4 start
                    to.mark = "full"
                end
            pick rows -> waste top 1 where from{from.mark == "full"} then
                waste.label = "used"
            pick waste -> deck top 1 where from{waste.label != "used"} then
            pick deck -> waste top 1 where from{waste.label == "used"} then
        end
    end
end
"""


def test_string_attributes_with_no_value_take_the_compiled_engine() -> None:
    assert refusal(game_ir_of(MARKS)) is None
    assert not_compiled(MARKS) == []
    assert issubclass(game_class(MARKS), FlatGame)


def test_a_string_attribute_with_no_value_is_none_as_recorded() -> None:
    # (none != "full" is false: only `to.n < 5` lets the deck's card go)
    session = Session(game_class(MARKS.replace("|| (to.n < 5)", "|| false"))(), 0)
    assert session.moves() == []
    rules_class = game_class(MARKS)
    for seed in range(4):
        played(rules_class, seed, 150, ("refusals",))
