"""A pile's fan spacing, and faces and shuffles of a set of stacks, on the
compiled engine (issue 22): `fan right 0.4` is the table's look only, and
`turndown up, piles all` (`turnup`, `flip`, `show`, `hide`, `shuffle` of a
set, or of a whole stacklist or grid) runs once for each stack of the set
in its order. Compiled from real sources and played at random as recorded
(`recorded.played`), or against the same game written without the
feature."""

from __future__ import annotations

import random

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.recorded import played

FANNED = """game Fanned start
    #use "deck"
    visiblestack waste start at 1 0 fan right 0.4 end
    stacklist rows[3] start at 0 1 step 1 0 fan down 0.2 end
    shuffle deck
    setup start
        turnup deck all
        deck -> every rows top 3
    end
    turn start
        pickone start
            pick deck -> waste top 1 then
            pick waste -> rows top 1 then
            pick rows -> rows top 1 where from{from.size > 1} then
        end
    end
end
"""

# each set turned, flipped, shown or shuffled stack by stack: the waste
# and the first row, a whole stacklist, a grid row by row
SETS = """game Sets start
    #use "deck"
    visiblestack waste
    hiddenstack spare
    stacklist rows[3]
    stackgrid floor[2 2]
    int n = 0
    shuffle deck
    setup start
        deck -> every rows top 2
        deck -> every floor top 1
        deck -> spare top 3
    end
    turn start
        pickone start
            pick deck -> waste top 1 then
                n = n + 1
                if n % 3 == 0 start
                    turnup waste, rows all
                end
                if n % 5 == 0 start
                    turndown rows, waste top 1
                    flip spare, floor
                end
            pick waste -> rows top 1 then
                turnup floor, spare
                shuffle rows[0], floor
            pick rows -> floor top 1 then
                hide waste, rows[1]
            pick floor -> rows top 1 then
                show floor, waste
            pick waste -> deck top 0 where from{deck.size == 0} then
                waste -> deck top all
        end
    end
end
"""


@pytest.mark.parametrize("source", [FANNED, SETS], ids=["fan spacing", "sets"])
def test_the_feature_takes_the_compiled_engine(source: str) -> None:
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    assert issubclass(game_class(source), FlatGame)


def test_a_fan_spacing_is_the_look_of_the_table_and_nothing_else() -> None:
    spaced = game_class(FANNED)
    plain = game_class(FANNED.replace(" 0.4", "").replace(" 0.2", "").replace("Fanned", "Plain"))
    assert spaced.stack_places["waste"].fan_spacing == 0.4
    session = Session(spaced(), 0)
    assert session.layout().piles["rows[0]"].spacing == 0.2
    for seed in range(3):
        ours, theirs, chooser = Session(spaced(), seed), Session(plain(), seed), random.Random(seed)
        for _ in range(60):
            assert ours.moves() == theirs.moves()
            assert [ours.cards(name) for name in ours.stacks()] == [
                theirs.cards(name) for name in theirs.stacks()
            ]
            if not ours.moves():
                break
            move = chooser.choice(ours.moves())
            ours.play(move)
            theirs.play(move)


def test_a_set_s_stacks_turn_one_after_another_as_recorded() -> None:
    rules_class = game_class(SETS)
    flips = 0
    for seed in range(4):
        session = played(rules_class, seed, 200, ("visibility", "some refusals"))
        flips += sum(event.kind in ("flip", "shuffle") for event in session.events)
    assert flips
