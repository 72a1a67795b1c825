"""Picks from and onto the members of a stacklist a condition keeps
(`pick deck -> rows{size < cap}`, `pick rows{top.v > 6} -> waste`, `pick
waste -> rows{[]}`) on the compiled engine (issue 22): a pick of the whole
list whose test says which members it offers, as a pick of a member by a
worked-out index is (`paperlang_flat_picks.by_index`); a move onto a
member the condition does not keep is no move (`flat_why` says nothing of
it). Compiled from a real source and played at random as the general
engine played it, the refusals of every move too (`recorded.played`)."""

from __future__ import annotations

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.recorded import played

KEPT = """game Kept start
    #use "deck"
    visiblestack waste
    stacklist rows[4] start
        int cap = 3
    end
    shuffle deck
    setup start
        turnup deck all
        deck -> every rows top 1
        rows[2].cap = 5
    end
    turn start
        pickone start
            pick deck -> rows{size < cap} top 1 then
            pick rows{top.v > 6} -> waste top 1 where to{waste.size < 20} then
            pick waste -> rows{[]} top 1 then
            pick deck -> waste top 1 then
            pick waste -> deck top all where from{deck.size == 0} then
        end
    end
end
"""


def test_picks_of_the_members_a_condition_keeps_take_the_compiled_engine() -> None:
    assert refusal(game_ir_of(KEPT)) is None
    assert not_compiled(KEPT) == []
    assert issubclass(game_class(KEPT), FlatGame)


def test_picks_of_the_members_a_condition_keeps_play_as_recorded() -> None:
    rules_class = game_class(KEPT)
    onto = set()
    for seed in range(4):
        session = played(rules_class, seed, 150, ("refusals",))
        onto |= {move.target for move in session.history() if move.source == "deck"}
    assert len(onto) > 1
