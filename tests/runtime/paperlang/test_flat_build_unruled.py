"""`build` picks onto piles with no build rule (`pick columns -> cells
build`, the cells only `maxlength 1`; `pick columns -> waste build`, the
waste with no pile properties at all), on the compiled engine (issue 22):
a pile with no rule limits nothing but its `maxlength`, so every card or
run the source lets go may go there (`docs/paperlang.md`, "Build rules"
and "The `build` transfer"). Compiled from a real source, played at
random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.models.cards import red
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against, with_index

# homes: aces up in suit, one card at a time, thirteen at most; columns:
# a king fills one, then down in alternate colours, runs go together;
# cells: one card each and no rule; the waste: no rule at all
CELLS = """game Cells start
    #use "deck"
    visiblestack waste
    stacklist cells[2] start
        maxlength 1
    end
    stacklist homes[4] start
        build "AUSK"  maxlength 13
    end
    stacklist columns[4] start
        build "KDA"  group "YY"
    end
    shuffle deck
    setup start
        turnup deck all
        int i = 0
        while i < 4 start
            deck -> columns[i] top 6
            i = i + 1
        end
    end
    turn start
        pickone start
            pick columns, cells -> homes build then
            pick columns -> cells build then
            pick columns -> waste build then
            pick cells, waste -> columns build then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""

Card = tuple[int, str]
CELL_NAMES = [f"cells[{k}]" for k in range(2)]
HOMES = [f"homes[{k}]" for k in range(4)]
COLUMNS = [f"columns[{k}]" for k in range(4)]


def down_alternate(lower: Card, upper: Card) -> bool:
    """May `upper` lie on `lower` in a column (`build "KDA"`)?"""
    return upper[0] == lower[0] - 1 and red(upper) != red(lower)


def home_takes(home: list[Card], run: list[Card]) -> bool:
    if len(run) != 1 or len(home) >= 13:
        return False
    card = run[0]
    return card[0] == 1 if not home else (card[1] == home[-1][1] and card[0] == home[-1][0] + 1)


def column_takes(column: list[Card], run: list[Card]) -> bool:
    if not column:
        return run[0][0] == 13
    return down_alternate(column[-1], run[0])


class Model:
    """Cells as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def runs(self, name: str) -> list[int]:
        """Where a build pick may cut source `name`, the top card first: a
        column's runs in sequence; the top card of any other pile."""
        pile = self.stacks[name]
        if not pile:
            return []
        points = [len(pile) - 1]
        while name in COLUMNS and points[-1] > 0:
            below, on = pile[points[-1] - 1], pile[points[-1]]
            if not down_alternate(below, on):
                break
            points.append(points[-1] - 1)
        return points

    def build(self, sources: list[str], dests: list[tuple[list[str], object]]) -> list:
        found = []
        for source in sources:
            pile = self.stacks[source]
            for point in self.runs(source):
                run = pile[point:]
                for names, takes in dests:
                    found += [
                        (source, dest, point)
                        for dest in names
                        if dest != source and takes(self.stacks[dest], run)
                    ]
        return found

    def moves(self) -> list[tuple[str, str | None, int | None]]:
        stacks = self.stacks
        if all(len(stacks[home]) == 13 for home in HOMES):
            return []  # (every pile with a `maxlength` full: won)
        found = self.build(COLUMNS + CELL_NAMES, [(HOMES, home_takes)])
        cell_takes = lambda cell, run: len(cell) + len(run) <= 1  # noqa: E731
        found += self.build(COLUMNS, [(CELL_NAMES, cell_takes)])
        found += self.build(COLUMNS, [(["waste"], lambda waste, run: True)])
        found += self.build(CELL_NAMES + ["waste"], [(COLUMNS, column_takes)])
        if stacks["deck"]:
            found.append(("deck", "waste", len(stacks["deck"]) - 1))
        return found

    def play(self, move: Move) -> None:
        pile = self.stacks[move.source or ""]
        point = move.index if move.index is not None else len(pile) - 1
        self.stacks[move.target or ""] += pile[point:]  # (a run keeps its order)
        del pile[point:]


def test_build_picks_onto_piles_with_no_rule_compile() -> None:
    compiled(CELLS)


@pytest.mark.parametrize("seed", range(8))
def test_build_picks_onto_piles_with_no_rule_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(CELLS)(), seed)
    played_against(session, Model(session), seed, steps=200, option=with_index)


def test_the_playouts_move_runs_onto_the_waste_and_single_cards_into_cells() -> None:
    runs = cells = 0
    for seed in range(8):
        session = Session(game_class(CELLS)(), seed)
        for move in played_against(session, Model(session), seed, steps=200, option=with_index):
            runs += move.target == "waste" and move.count > 1
            cells += (move.target or "").startswith("cells")
    assert runs > 0 and cells > 0


# the deal's `then` body sweeps runs off the columns: `every` one per column
# holding more than `most` (reading a local: written in place), then `auto`
# the first anywhere (a method of its own); both read the columns' runs by
# their rule's table of wanted keys
SWEPT = CELLS.replace(
    "            pick deck -> waste top 1 where from{from.size > 0} then\n",
    "            pick deck -> waste top 1 where from{from.size > 0} then\n"
    "                int most = 4\n"
    "                every columns -> waste build where from{from.size > most}\n"
    "                auto columns -> cells build\n",
)


class SweptModel(Model):
    """Swept: Cells, and after each card dealt to the waste the sweeps."""

    def play(self, move: Move) -> None:
        super().play(move)
        if move.source != "deck":
            return
        for column in COLUMNS:  # (`every`: each column's first option, the top card)
            if len(self.stacks[column]) > 4:
                self.stacks["waste"].append(self.stacks[column].pop())
        for column in COLUMNS:  # (`auto`: the first option of all, onto an empty cell)
            empty = [cell for cell in CELL_NAMES if not self.stacks[cell]]
            if self.stacks[column] and empty:
                self.stacks[empty[0]].append(self.stacks[column].pop())
                break


@pytest.mark.parametrize("seed", range(4))
def test_build_sweeps_onto_piles_with_no_rule_play_as_the_reference_says(seed: int) -> None:
    assert SWEPT != CELLS
    session = Session(game_class(SWEPT)(), seed)
    played_against(session, SweptModel(session), seed, steps=200, option=with_index)
