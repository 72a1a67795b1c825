"""Picks to places relative to the source apart from each other in one
pick (`pick row -> row[:1], waste, row[:-1]`), and to every one of them
(`pick row -> every row[:-1:1]`), on the compiled engine (issue 22):
each source's places in the order written, those outside the list
dropped (`docs/paperlang.md`, "Transfers"); to every one, one option a
source, each place in turn taking the amount. Compiled from a real
source, played at random, and checked move by move against a little
model of the game written from the reference; then through a Session."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, names
from tests.runtime.paperlang.modelled import compiled, played_against

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
