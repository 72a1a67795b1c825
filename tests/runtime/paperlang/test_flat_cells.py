"""A grid's cell named by a place worked out at run time (`floor[x y]`,
`floor[(k % 3) (k / 3)]`, `floor[x 0]`) on the compiled engine
(issue 22): `FlatGame.flat_cell` finds it, checked (a place outside the
grid is an error naming the line). Compiled from a real source and
played at random as recorded (`recorded.played`)."""

from __future__ import annotations

import pytest

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.recorded import played

# the waste's cards dealt round the grid's cells by a count the game keeps,
# a cell's size read in a filter by a worked-out place, and the turn
# before its wait reading the cell the count names
CELLS = """game Cells start
    #use "deck"
    visiblestack waste
    stackgrid floor[3 2]
    int k = 0
    int x = 0
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        int here = floor[(k % 3) (k / 3)].size
        pickone start
            pick deck -> waste top 1 where from{here < 6} then
                waste -> floor[(k % 3) (k / 3)] top 1
                k = (k + 1) % 6
            pick deck -> waste top 1 where from{floor[x 0].size > 2} then
                x = (x + 1) % 3
            pick floor -> waste top 1 where from{from.size > floor[(2 - x) 1].size} then
            pick waste -> deck top all where from{deck.size == 0} then
        end
    end
end
"""


# picks onto a cell's neighbours (up, left, down and right at once), and a
# `then` body's `every` onto the cell to the right
NEIGHBOURS = """game Neighbours start
    #use "deck"
    stackgrid floor[3 3]
    stacklist feed[3]
    shuffle deck
    setup start
        turnup deck all
        deck -> every floor top 1
        deck -> every feed top 2
    end
    turn start
        pickone start
            pick floor -> floor[:up 1 :left 1 :down 1 right 1] top 1 where from{from.size > 0} then
            pick feed -> floor top 1 where from{from.size > 0} then
            pick deck -> feed top 1 then
                every floor -> floor[:right 1] top 1 where from{from.size > 3}
        end
    end
end
"""


def test_picks_onto_a_grid_s_neighbours_play_as_recorded() -> None:
    assert refusal(game_ir_of(NEIGHBOURS)) is None
    assert "self.flat_near(" in paperc.compile_source(NEIGHBOURS, "t.pl").python
    rules_class = game_class(NEIGHBOURS)
    targets = set()
    for seed in range(4):
        session = played(rules_class, seed, 150, ("some refusals",))
        targets |= {(m.source, m.target) for m in session.history()}
    assert ("floor[1 1]", "floor[2 2]") in targets or ("floor[0 0]", "floor[1 1]") in targets


def test_a_grid_s_cells_named_by_worked_out_places_take_the_compiled_engine() -> None:
    assert refusal(game_ir_of(CELLS)) is None
    assert not_compiled(CELLS) == []
    assert "self.flat_cell(" in paperc.compile_source(CELLS, "t.pl").python
    assert issubclass(game_class(CELLS), FlatGame)


def test_a_grid_s_cells_named_by_worked_out_places_play_as_recorded() -> None:
    rules_class = game_class(CELLS)
    landed = 0
    for seed in range(4):
        session = played(rules_class, seed, 150, ("some refusals",))
        landed += sum(len(session.cards(name)) for name in session.stacks() if "floor" in name)
    assert landed


def test_a_place_outside_the_grid_is_an_error_naming_the_line() -> None:
    # (k = 4 names floor[1 1]; then 8, floor[2 2], which the next turn reads)
    source = CELLS.replace("k = (k + 1) % 6", "k = k + 4")
    session = Session(game_class(source)(), 0)
    with pytest.raises(GameError, match=r"t\.pl:12: floor\[2 2\] is outside the grid"):
        for _ in range(3):
            session.play(next(m for m in session.moves() if m.target == "waste"))
