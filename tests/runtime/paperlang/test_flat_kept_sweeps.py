"""`auto` and `every` onto members braces keep, of a grid's line
(`auto waste -> floor{col 1 {|[]}} top 1`) or of a list by a condition
(`auto waste -> cols{size < cap} top 1`), in a `then` body, on the compiled
engine (issue 22): the members kept as the moves before left the table,
each source onto the first of them its filters allow, `auto` the first
move of such a pass (`docs/paperlang.md`, "Braces": a grid's members in
order row by row, a column's top down). Compiled from a real source,
played at random, and checked move by move against a little model of the
game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

LINES = """game Lines start
    #use "deck"
    visiblestack waste
    stackgrid floor[3 3]
    stacklist cols[3] start
        int cap = 2
    end
    shuffle deck
    setup start
        turnup deck all
        cols[1].cap = 4
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                auto waste -> floor{col 1 {|[]}} top 1
                auto waste -> cols{size < cap} top 1 where from{from.size > 2}
                every deck -> floor{row 2 {[]|}} top 1 where from{from.size > 40}
            pick floor -> waste top 1 where from{from.size > 0} then
            pick cols -> waste top 1 where from{from.size > 1} then
        end
    end
end
"""

FLOOR = [f"floor[{x} {y}]" for y in range(3) for x in range(3)]  # (row by row)
COLS = [f"cols[{k}]" for k in range(3)]
CAPS = {"cols[0]": 2, "cols[1]": 4, "cols[2]": 2}


class Model:
    """Lines as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.swept: set[str] = set()  # (which sweeps moved a card)

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = [("deck", "waste")] if stacks["deck"] else []
        found += [(cell, "waste") for cell in FLOOR if stacks[cell]]
        return found + [(col, "waste") for col in COLS if len(stacks[col]) > 1]

    def move(self, source: str, target: str, sweep: str = "") -> None:
        if self.stacks[source]:
            self.stacks[target].append(self.stacks[source].pop())
            self.swept.add(sweep)

    def play(self, move: Move) -> None:
        self.move(move.source or "", move.target or "")
        if move.source != "deck":
            return
        stacks = self.stacks
        column = [f"floor[1 {y}]" for y in range(3)]  # (top down)
        empty = [cell for cell in column if not stacks[cell]]
        if empty:  # (the first empty cell of column 1)
            self.move("waste", empty[0], "column")
        if len(stacks["waste"]) > 2:  # (the first column under its cap)
            under = [col for col in COLS if len(stacks[col]) < CAPS[col]]
            if under:
                self.move("waste", under[0], "cols")
        row = [f"floor[{x} 2]" for x in range(3)]
        empty = [cell for cell in row if not stacks[cell]]
        if len(stacks["deck"]) > 40 and empty:  # (the last empty cell of row 2)
            self.move("deck", empty[-1], "row")


def test_sweeps_onto_kept_members_compile() -> None:
    compiled(LINES)


@pytest.mark.parametrize("seed", range(6))
def test_sweeps_onto_kept_members_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(LINES)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_take_every_sweep() -> None:
    swept: set[str] = set()
    for seed in range(6):
        session = Session(game_class(LINES)(), seed)
        model = Model(session)
        played_against(session, model, seed, steps=200)
        swept |= model.swept
    assert swept >= {"column", "cols", "row"}
