"""Transfers of the cards a filter keeps in play (`waste{v == 13} ->
homes[0] top all`, `waste{v < 4} /> homes[1] top 2`, `waste{sq 2 v (l.v +
1) == n.v} -> homes[2] bottom 2` in a `then` body), on the compiled
engine (issue 22): the cards the filter keeps, the top-most first one at a
time (`->`), as they lie (`/>`), or the bottom-most first (`bottom`; an
`sq` run's cards in the run's order), onto one stack (`docs/paperlang.md`,
"Transfers" and "Braces"). Compiled from a real source, played at
random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

SORTING = """game Sorting start
    #use "deck"
    visiblestack waste
    stacklist homes[3]
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> waste top 3 where from{from.size > 2} then
                waste{v == 13} -> homes[0] top all
                waste{v < 4} /> homes[1] top 2
                waste{sq 2 v (l.v + 1) == n.v} -> homes[2] bottom 2
            pick waste -> deck top 1 where from{from.size > 8} then
        end
    end
end
"""

Card = tuple[int, str]


def run_of_two(stack: list[Card]) -> list[int]:
    """`S{sq 2 v (l.v + 1) == n.v}`: the first two places, in ascending
    rank (ties as they lie), the second one rank above the first."""
    ordered = sorted(range(len(stack)), key=lambda at: stack[at][0])
    for i, first in enumerate(ordered):
        for second in ordered[i + 1 :]:
            if stack[first][0] + 1 == stack[second][0]:
                return [first, second]
    return []


class Model:
    """Sorting as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str]]:
        found = [("deck", "waste")] if len(self.stacks["deck"]) > 2 else []
        return found + ([("waste", "deck")] if len(self.stacks["waste"]) > 8 else [])

    def take(self, places: list[int], target: str) -> None:
        waste = self.stacks["waste"]
        self.stacks[target] += [waste[at] for at in places]
        self.stacks["waste"] = [card for at, card in enumerate(waste) if at not in places]

    def play(self, move: Move) -> None:
        stacks = self.stacks
        if move.source == "waste":
            stacks["deck"].append(stacks["waste"].pop())
            return
        for _ in range(3):  # (one at a time, the top card first)
            stacks["waste"].append(stacks["deck"].pop())
        kings = [at for at, card in enumerate(stacks["waste"]) if card[0] == 13]
        self.take(kings[::-1], "homes[0]")  # (all, the top-most first)
        low = [at for at, card in enumerate(stacks["waste"]) if card[0] < 4]
        self.take(low[-2:], "homes[1]")  # (the top-most two, as they lie)
        self.take(run_of_two(stacks["waste"])[:2], "homes[2]")  # (from the bottom: the run's)


def test_transfers_of_a_filters_cards_compile() -> None:
    compiled(SORTING)


@pytest.mark.parametrize("seed", range(6))
def test_transfers_of_a_filters_cards_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(SORTING)(), seed)
    played_against(session, Model(session), seed, steps=200)
