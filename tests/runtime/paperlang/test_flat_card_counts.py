"""The number of a stack's cards a card filter keeps (`(waste{v > 10}).size`)
read in play, on the compiled engine (issue 22): in the turn before it
waits, in a `then` body and in a `to` filter, where the filter's bare
names are the card's attributes and `moving` and `to` the pick's
(`docs/paperlang.md`, "Braces"). Compiled from a real source, played at
random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

COUNTING = """game Counting start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int high = 0
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        int faces = (waste{v > 10}).size
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                high = (waste{(v > 10) && (suit < 3)}).size
            pick waste -> piles top 1 where from{faces > 1},
                to{(to{v == moving.bottom.v}).size < 2} then
            pick piles -> deck top 1 where from{(from.size > 0) && (high > 1)} then
                high = high - 1
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(3)]


class Model:
    """Counting as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.high = 0

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        faces = sum(1 for card in stacks["waste"] if card[0] > 10)
        found = [("deck", "waste")] if stacks["deck"] else []
        if faces > 1:
            moving = stacks["waste"][-1]
            found += [
                ("waste", pile)
                for pile in PILES
                if sum(1 for card in stacks[pile] if card[0] == moving[0]) < 2
            ]
        if self.high > 1:
            found += [(pile, "deck") for pile in PILES if stacks[pile]]
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.stacks[target].append(self.stacks[source].pop())
        if source == "deck":
            red = ("H", "D")
            self.high = sum(1 for c in self.stacks["waste"] if c[0] > 10 and c[1] in red)
        elif target == "deck":
            self.high -= 1


def test_counts_of_a_card_filter_compile() -> None:
    compiled(COUNTING)


@pytest.mark.parametrize("seed", range(6))
def test_counts_of_a_card_filter_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(COUNTING)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_take_every_pick() -> None:
    targets = set()
    for seed in range(6):
        session = Session(game_class(COUNTING)(), seed)
        played = played_against(session, Model(session), seed, steps=200)
        targets |= {(move.target or "")[:5] for move in played}
    assert targets == {"waste", "piles", "deck"}


# the same count with a condition too long for one line of code: the
# count's clauses a line each (`1`, `for k in ...`, `if ...`), as ruff
# writes them (the extra tests hold for every card of the deck)
LONG = COUNTING.replace(
    "to{(to{v == moving.bottom.v}).size < 2}",
    "to{(to{(v == moving.bottom.v) && (suit < 10) && (v < 100) && (v > 0 - 100)"
    " && (v != 1000)}).size < 2}",
)


@pytest.mark.parametrize("seed", range(3))
def test_a_count_too_long_for_a_line_is_written_a_clause_a_line(seed: int) -> None:
    assert LONG != COUNTING
    session = Session(compiled(LONG)(), seed)
    played_against(session, Model(session), seed, steps=200)
