"""Picks from and onto a grid's line (`floor{col 0}`, `floor{row k}`) and
onto the first or last empty member of a list or a line (`rows{|[]}`,
`rows{[]|}`, `floor{col 2 {|[]}}`), on the compiled engine (issue 22):
compiled from a real source, played at random, and checked move by move
against a little model of the game written from the language reference
(`docs/paperlang.md`, "Brace selectors")."""

from __future__ import annotations

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

PLACES = """game Places start
    #use "deck"
    visiblestack waste
    stacklist rows[4]
    stackgrid floor[3 3]
    int k = 0
    shuffle deck
    setup start
        turnup deck all
        deck -> rows[1] top 1
        deck -> floor[1 1] top 1
    end
    turn start
        pickone start
            pick deck -> rows{|[]} top 1 where from{deck.size > 30} then
            pick waste -> rows{[]|} top 1 where from{from.size > 0} then
            pick deck -> floor{col 2 {|[]}} top 1 where from{from.size > 0} then
            pick rows -> floor{row k} top 1 where from{from.size > 0} then
                k = (k + 1) % 4
            pick floor{col 0} -> waste top 1 where from{from.size > 0} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""

Card = tuple[int, str]


class Model:
    """Places as the reference says it plays (cards as (rank, suit)); a
    grid's cell `floor[x y]`, its cells row by row."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.k = 0

    def _empty(self, names: list[str], last: bool = False) -> list[str]:
        """The first (last) of `names` that is empty, as a list of one (or none)."""
        empty = [name for name in names if not self.stacks[name]]
        return empty[-1:] if last else empty[:1]

    def moves(self) -> list[tuple[str, str]]:
        rows = [f"rows[{r}]" for r in range(4)]
        column = [f"floor[2 {y}]" for y in range(3)]
        line = [f"floor[{x} {self.k}]" for x in range(3)] if self.k < 3 else []
        deck, waste = self.stacks["deck"], self.stacks["waste"]
        found = []
        if len(deck) > 30:
            found += [("deck", b) for b in self._empty(rows)]
        if waste:
            found += [("waste", b) for b in self._empty(rows, last=True)]
        if deck:
            found += [("deck", b) for b in self._empty(column)]
        found += [(a, b) for a in rows if self.stacks[a] for b in line]
        cells = [f"floor[{x} {y}]" for y in range(3) for x in range(3)]
        found += [(a, "waste") for a in cells if a.startswith("floor[0 ") and self.stacks[a]]
        if deck:
            found.append(("deck", "waste"))
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.stacks[target].append(self.stacks[source].pop())
        if source.startswith("rows") and target.startswith("floor"):
            self.k = (self.k + 1) % 4


def test_picks_of_lines_and_first_empty_members_compile() -> None:
    compiled(PLACES)


@pytest.mark.parametrize("seed", range(6))
def test_picks_of_lines_and_first_empty_members_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(PLACES)(), seed)
    played = played_against(session, Model(session), seed, 120)
    picked = {(move.source.split("[")[0], move.target.split("[")[0]) for move in played}
    assert {("deck", "rows"), ("rows", "floor"), ("floor", "waste")} <= picked


def test_a_line_by_a_place_that_is_no_number_is_an_error() -> None:
    # (a card onto rows[0]; then the first move onto the floor sets `k` to
    # the top of rows[3], empty: none, which names no row of the grid)
    source = PLACES.replace("k = (k + 1) % 4", "k = rows[3].top.v")
    session = Session(game_class(source)(), 0)
    session.play(session.moves()[0])
    assert session.history()[0].target == "rows[0]"
    onto_floor = next(move for move in session.moves() if move.source == "rows[1]")
    with pytest.raises(GameError, match=r"t\.pl:18: row needs a number, not none"):
        session.play(onto_floor)


# picks from and onto a grid's cells a condition keeps, its empty cells, and
# the cells of a line a condition keeps (the first pick offering a move
# keeps it: the language's §4.4)
KEPT_CELLS = """game KeptCells start
    #use "deck"
    visiblestack waste
    stackgrid floor[3 2]
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> floor{size < 2} top 1 where from{from.size > 40} then
            pick floor{[]} -> waste top 0 then
            pick floor{col 1 {size > 0}} -> waste top 1 then
            pick deck -> floor{row 1 {[]}} top 1 where from{from.size > 0} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""
CELLS = [f"floor[{x} {y}]" for y in range(2) for x in range(3)]  # (row by row)


class CellsModel:
    """KeptCells as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str | None]]:
        size = {name: len(cards) for name, cards in self.stacks.items()}
        found: list[tuple[str, str | None]] = []
        if size["deck"] > 40:
            found += [("deck", cell) for cell in CELLS if size[cell] < 2]
        found += [(cell, None) for cell in CELLS if size[cell] == 0]  # (`top 0`: a click)
        found += [(cell, "waste") for cell in CELLS if cell.startswith("floor[1 ") and size[cell]]
        if size["deck"]:
            row = [("deck", cell) for cell in CELLS if cell.endswith(" 1]") and not size[cell]]
            found += [move for move in row if move not in found]
            found.append(("deck", "waste"))
        return found

    def play(self, move: Move) -> None:
        if move.target is not None:
            self.stacks[move.target].append(self.stacks[move.source or ""].pop())


@pytest.mark.parametrize("seed", range(4))
def test_picks_of_a_grid_s_cells_a_condition_keeps_play_as_the_reference_says(seed: int) -> None:
    compiled(KEPT_CELLS)
    session = Session(game_class(KEPT_CELLS)(), seed)
    played = played_against(session, CellsModel(session), seed, 80)
    assert {move.source for move in played} > {"deck"}
