"""`auto` and `every` with filters onto chosen members (`auto waste ->
rows{|[]} top 1 where from{...}` in a `then` body), on the compiled engine
(issue 22): the members the braces keep as the table stands (`L{|[]}` the
first empty one, `L{[]|}` the last, `L{[]}` every empty one, in order),
each source in turn onto the first of them its filters allow, `auto` the
first move of such a pass (`docs/paperlang.md`, "Transfers" and
"Braces"). Compiled from a real source, played at random, and checked
move by move against a little model of the game written from the
reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

FILLING = """game Filling start
    #use "deck"
    visiblestack waste
    visiblestack spare
    stacklist rows[4]
    shuffle deck
    setup start
        turnup deck all
        deck -> rows[0] top 2
        deck -> rows[2] top 1
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                auto waste -> rows{|[]} top 1 where from{from.size > 2}
                auto waste, spare -> rows{[]} top 1
                    where from{from.size > 1}, to{moving.bottom.v > 6}
                every deck -> rows{[]|} top 1 where from{from.size > 30}
            pick rows -> spare top 1 where from{from.size > 0} then
        end
    end
end
"""

ROWS = [f"rows[{k}]" for k in range(4)]


class Model:
    """Filling as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.swept: set[str] = set()  # (which of the sweeps moved a card)

    def moves(self) -> list[tuple[str, str]]:
        found = [("deck", "waste")] if self.stacks["deck"] else []
        return found + [(row, "spare") for row in ROWS if self.stacks[row]]

    def empty(self) -> list[str]:
        return [row for row in ROWS if not self.stacks[row]]

    def move(self, source: str, target: str) -> None:
        self.stacks[target].append(self.stacks[source].pop())

    def play(self, move: Move) -> None:
        self.move(move.source or "", move.target or "")
        if move.source != "deck":
            return
        stacks = self.stacks
        if len(stacks["waste"]) > 2 and self.empty():  # (the first empty row, if any)
            self.move("waste", self.empty()[0])
            self.swept.add("first")
        for source in ("waste", "spare"):  # (the first source with a move, alone)
            if len(stacks[source]) > 1 and self.empty() and stacks[source][-1][0] > 6:
                self.move(source, self.empty()[0])
                self.swept.add(source)
                break
        if len(stacks["deck"]) > 30 and self.empty():  # (the last empty row)
            self.move("deck", self.empty()[-1])
            self.swept.add("last")


def test_sweeps_with_filters_onto_chosen_members_compile() -> None:
    compiled(FILLING)


@pytest.mark.parametrize("seed", range(6))
def test_sweeps_with_filters_onto_chosen_members_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(FILLING)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_take_every_sweep() -> None:
    swept: set[str] = set()
    for seed in range(6):
        session = Session(game_class(FILLING)(), seed)
        model = Model(session)
        played_against(session, model, seed, steps=200)
        swept |= model.swept
    assert swept == {"first", "waste", "spare", "last"}
