"""Relative places in runs and among other stacks, on the compiled engine
(issue 22): a pick to two relative places of one list in a row (`pick
piles -> piles[:1:2], piles[:-1]`, the places of both in the order
written), and `every` and `auto` in a `then` body onto relative places
among other stacks (`every piles -> piles[:1], waste`: for each source,
the destinations in the order written, a relative one's places off the
list dropped; each source moves onto the first its filters allow as the
moves before it left the table, `auto` the first such move alone;
`docs/paperlang.md`, "Transfers"). Compiled from a real source, played at
random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

PASSING = """game Passing start
    #use "deck"
    visiblestack waste
    stacklist piles[4]
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> piles top 1 where from{from.size > 0}, to{to.size < 4} then
                every piles -> piles[:1], waste top 1 where from{from.size > 2},
                    to{to.size < from.size - 1}
            pick piles -> piles[:1:2], piles[:-1] top 1 where from{from.size > 0},
                to{(to.size == 0) || (to.top.v > from.top.v)} then
                auto piles -> waste, piles[:-1] top 1 where from{from.size > 1},
                    to{to.top.suit == from.top.suit}
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(4)]


class Model:
    """Passing as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        # (what the playouts reached: each kind of destination of each statement)
        self.seen = {
            "every right": 0,
            "every waste": 0,
            "pick two right": 0,
            "pick left": 0,
            "auto waste": 0,
            "auto left": 0,
        }

    def _near(self, k: int, deltas: tuple[int, ...]) -> list[str]:
        return [PILES[k + d] for d in deltas if 0 <= k + d < 4]

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = []
        if stacks["deck"]:
            found += [("deck", p) for p in PILES if len(stacks[p]) < 4]
        for k, a in enumerate(PILES):
            if not stacks[a]:
                continue
            for b in self._near(k, (1, 2, -1)):
                if not stacks[b] or stacks[b][-1][0] > stacks[a][-1][0]:
                    found.append((a, b))
        return found

    def _move(self, a: str, b: str) -> None:
        self.stacks[b].append(self.stacks[a].pop())

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self._move(source, target)
        stacks = self.stacks
        if source == "deck":  # (every: one pass, each source onto its first)
            for k, a in enumerate(PILES):
                n = len(stacks[a])
                if n <= 2:
                    continue
                for b in [*self._near(k, (1,)), "waste"]:
                    if len(stacks[b]) < n - 1:
                        self._move(a, b)
                        self.seen["every waste" if b == "waste" else "every right"] += 1
                        break
            return
        step = PILES.index(target) - PILES.index(source)  # (of the two runs' places: 2, -1)
        if step in (2, -1):
            self.seen["pick two right" if step == 2 else "pick left"] += 1
        for k, a in enumerate(PILES):  # (auto: the first move of such a pass)
            if len(stacks[a]) <= 1:
                continue
            for b in ["waste", *self._near(k, (-1,))]:
                # (an empty destination's top suit is none: the filter is false)
                if stacks[b] and stacks[b][-1][1] == stacks[a][-1][1]:
                    self._move(a, b)
                    self.seen["auto waste" if b == "waste" else "auto left"] += 1
                    return


def test_relative_places_in_runs_and_among_others_compile() -> None:
    compiled(PASSING)


@pytest.mark.parametrize("seed", range(6))
def test_relative_places_among_others_play_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(PASSING)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_take_each_kind_of_place() -> None:
    seen = reached(PASSING, Model)
    assert min(seen.values()) > 0, seen
