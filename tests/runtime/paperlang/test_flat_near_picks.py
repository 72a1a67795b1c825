"""Picks to places relative to the source apart from each other in one
pick (`pick row -> row[:1], waste, row[:-1]`), and to every one of them
(`pick row -> every row[:-1:1]`), on the compiled engine (issue 22):
each source's places in the order written, those outside the list
dropped (`docs/paperlang.md`, "Transfers"); to every one, one option a
source, each place in turn taking the amount; from sources of two lists
(`pick row, col -> row[:1]`), each from its own place. Compiled from a real
source, played at random, and checked move by move against a little
model of the game written from the reference; then through a Session."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, names
from tests.runtime.paperlang.modelled import compiled, played_against, reached

# a row's top card goes to the row on its right, the waste or the row on
# its left (one holding fewer than six cards); a tall row gives a card to
# each of its neighbours, the left one first; the deck feeds short rows
NEXT_DOOR = """game NextDoor start
    #use "deck"
    visiblestack waste
    stacklist row[4] start end
    shuffle deck
    setup start
        turnup deck all
        deck -> every row top 3
    end
    turn start
        pickone start
            pick row -> row[:1], waste, row[:-1] top 1
                where from{from.size > 0}, to{to.size < 6} then
            pick row -> every row[:-1:1] top 1 where from{from.size > 4} then
            pick deck -> row top 1 where from{from.size > 0}, to{to.size < 3} then
        end
    end
end
"""
ROW = [f"row[{k}]" for k in range(4)]


class Model:
    """NextDoor as the reference says it plays (cards by name)."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: names(session, name) for name in session.stacks()}
        self.seen = {"right": 0, "left": 0, "every": 0}

    def near(self, k: int, offsets: tuple[int, ...]) -> list[str]:
        return [ROW[k + d] for d in offsets if 0 <= k + d < len(ROW)]

    def moves(self) -> list[tuple[str | None, str | None]]:
        stacks = self.stacks
        found: list[tuple[str | None, str | None]] = []
        for k, row in enumerate(ROW):
            if stacks[row]:
                places = [*self.near(k, (1,)), "waste", *self.near(k, (-1,))]
                found += [(row, place) for place in places if len(stacks[place]) < 6]
        found += [(row, None) for row in ROW if len(stacks[row]) > 4]
        if stacks["deck"]:
            found += [("deck", row) for row in ROW if len(stacks[row]) < 3]
        return found

    def play(self, move: Move) -> None:
        stacks = self.stacks
        source = stacks[move.source or ""]
        if move.target is not None:
            stacks[move.target].append(source.pop())
            if move.source in ROW and move.target in ROW:
                right = ROW.index(move.target) > ROW.index(move.source)
                self.seen["right" if right else "left"] += 1
            return
        for place in self.near(ROW.index(move.source or ""), (-1, 1)):  # (in turn, as it stands)
            if source:
                stacks[place].append(source.pop())
        self.seen["every"] += 1


def test_places_near_the_source_apart_and_to_every_one_compile() -> None:
    compiled(NEXT_DOOR)


@pytest.mark.parametrize("seed", range(6))
def test_places_near_the_source_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(NEXT_DOOR)(), seed)
    played_against(session, Model(session), seed, 100, read=names)


def test_the_playouts_play_every_kind_of_place() -> None:
    seen = {"right": 0, "left": 0, "every": 0}
    for seed in range(6):
        session = Session(game_class(NEXT_DOOR)(), seed)
        model = Model(session)
        played_against(session, model, seed, 100, read=names)
        seen = {name: count + model.seen[name] for name, count in seen.items()}
    assert all(seen.values()), seen


def test_a_click_sends_a_tall_row_to_its_neighbours_and_undo_takes_it_back() -> None:
    session = Session(game_class(NEXT_DOOR)(), 0)
    for source in ("row[0]", "row[2]"):  # (row[1] grows to five from its neighbours)
        session.play(next(m for m in session.moves() if (m.source, m.target) == (source, "row[1]")))
    before = {row: names(session, row) for row in ROW}
    assert len(before["row[1]"]) == 5
    assert session.click("row[1]")  # (a click on a source of several places: every one)
    after = {row: names(session, row) for row in ROW}
    assert after["row[0]"] == [*before["row[0]"], before["row[1]"][-1]]
    assert after["row[2]"] == [*before["row[2]"], before["row[1]"][-2]]
    assert session.undo() and {row: names(session, row) for row in ROW} == before


# places relative to sources of two lists of one shape: a row's or a
# column's top card goes to the row right of its place; a tall column
# gives a card to the row at its place, then to the one on its left; a
# card dealt to a column lets every stack of five or more, in order, give
# its top card to the row right of its place
TWO_LISTS = """game TwoLists start
    #use "deck"
    visiblestack waste
    stacklist row[4] start end
    stacklist col[4] start end
    shuffle deck
    setup start
        turnup deck all
        deck -> every row top 2
        deck -> every col top 1
    end
    turn start
        pickone start
            pick row, col -> row[:1] top 1 where from{from.size > 0} then
            pick col -> every row[:0:-1] top 1 where from{from.size > 1} then
            pick deck -> col top 1 where from{from.size > 0}, to{to.size < 3} then
                every row, col -> row[:1] top 1 where from{from.size > 4}
            pick row -> waste top 1 where from{from.size > 3} then
        end
    end
end
"""
COL = [f"col[{k}]" for k in range(4)]


class TwoListsModel(Model):
    """TwoLists as the reference says it plays (cards by name)."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen = {"from a column": 0, "every": 0, "passed on": 0}

    def moves(self) -> list[tuple[str | None, str | None]]:
        stacks = self.stacks
        found: list[tuple[str | None, str | None]] = []
        for line in (ROW, COL):
            found += [(name, ROW[k + 1]) for k, name in enumerate(line) if stacks[name] and k < 3]
        found += [(col, None) for col in COL if len(stacks[col]) > 1]
        if stacks["deck"]:
            found += [("deck", col) for col in COL if len(stacks[col]) < 3]
        found += [(row, "waste") for row in ROW if len(stacks[row]) > 3]
        return found

    def play(self, move: Move) -> None:
        stacks = self.stacks
        source = stacks[move.source or ""]
        if move.target is not None:
            stacks[move.target].append(source.pop())
            self.seen["from a column"] += move.source in COL
            if move.source == "deck":  # (one pass, each as the moves before left it)
                for line in (ROW, COL):
                    for k, name in enumerate(line):
                        if len(stacks[name]) > 4 and k < 3:
                            stacks[ROW[k + 1]].append(stacks[name].pop())
                            self.seen["passed on"] += 1
            return
        k = COL.index(move.source or "")
        for place in [ROW[k + d] for d in (0, -1) if 0 <= k + d < 4]:  # (in turn)
            if source:
                stacks[place].append(source.pop())
        self.seen["every"] += 1


@pytest.mark.parametrize("seed", range(4))
def test_places_near_sources_of_two_lists_play_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(TWO_LISTS)(), seed)
    played_against(session, TwoListsModel(session), seed, 100, read=names)


def test_the_playouts_move_from_both_lists() -> None:
    seen = reached(TWO_LISTS, TwoListsModel, 100, read=names)
    assert seen["from a column"] and seen["every"] and seen["passed on"], seen
