"""How many cards an `sq` run of a stack holds (`(waste{sq 3 v (l.v + 1) ==
n.v}).size`) read in play, on the compiled engine (issue 22): the first
run of N of the stack's cards in ascending `v`, each next one (`n`) linked
to the one before (`l`) by the condition, N when there is one, else 0
(`docs/paperlang.md`, "Braces": an orderless run). Compiled from a real
source, played at random, and checked move by move against a little model
of the game written from the reference."""

from __future__ import annotations

from itertools import combinations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

RUNS = """game Runs start
    #use "deck"
    visiblestack waste
    stacklist piles[2]
    int pairs = 0
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        int found = (waste{sq 3 v (l.v + 1) == n.v}).size
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                pairs = (waste{sq 2 v (l.suit == n.suit) && (l.v < n.v)}).size
            pick waste -> piles top 1 where from{(from.size > 0) && (found == 3)} then
            pick piles -> deck top 1 where from{(from.size > 0) && (pairs == 2)} then
        end
    end
end
"""

Card = tuple[int, str]
PILES = ["piles[0]", "piles[1]"]


def run_size(stack: list[Card], length: int, linked) -> int:
    """`S{sq N v cond}.size`: N when some N cards, in ascending rank, each
    linked to the one before, are among the stack's, else 0 (a run of the
    cards in that order: `combinations` keeps it)."""
    ordered = sorted(stack, key=lambda card: card[0])
    for chosen in combinations(ordered, length):
        if all(linked(a, b) for a, b in zip(chosen, chosen[1:], strict=False)):
            return length
    return 0


class Model:
    """Runs as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.pairs = 0

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = run_size(stacks["waste"], 3, lambda low, high: low[0] + 1 == high[0])
        moves = [("deck", "waste")] if stacks["deck"] else []
        if stacks["waste"] and found == 3:
            moves += [("waste", pile) for pile in PILES]
        if self.pairs == 2:
            moves += [(pile, "deck") for pile in PILES if stacks[pile]]
        return moves

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.stacks[target].append(self.stacks[source].pop())
        if source == "deck":
            same = lambda low, high: low[1] == high[1] and low[0] < high[0]  # noqa: E731
            self.pairs = run_size(self.stacks["waste"], 2, same)


def test_sq_runs_read_in_play_compile() -> None:
    compiled(RUNS)


@pytest.mark.parametrize("seed", range(6))
def test_sq_runs_read_in_play_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(RUNS)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_take_every_pick() -> None:
    picks = set()
    for seed in range(6):
        session = Session(game_class(RUNS)(), seed)
        picks |= {m.detail[0] for m in played_against(session, Model(session), seed, steps=200)}
    assert picks == {0, 1, 2}
