"""`every` and `auto` in a `then` body onto members braces keep among
other stacks, on the compiled engine (issue 22): `every rows -> rows{[]},
waste` (each source onto the first empty row, else the waste) and `auto
rows -> rows{size == 1}, waste, rows{|[]}` (the first move of such a
pass): for each source the destinations in the order written, the braces'
the members they keep as the moves before left the table
(`docs/paperlang.md`, "Braces" and "Transfers"). Compiled from a real
source, played at random, and checked move by move against a little model
of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

MIX = """game Mix start
    #use "deck"
    visiblestack waste
    stacklist rows[4]
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
                every rows -> rows{[]}, waste top 1 where from{from.size > 2}
            pick rows -> waste top 1 where from{from.size > 0} then
                auto rows -> rows{size == 1}, waste, rows{|[]} top 1 where from{from.size > 1},
                    to{to != from}
        end
    end
end
"""

ROWS = [f"rows[{k}]" for k in range(4)]


class Model:
    """Mix as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        # (what the playouts reached: each statement's moves by kind of destination)
        self.seen = {"every row": 0, "every waste": 0, "auto row": 0, "auto waste": 0}

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = [("deck", row) for row in ROWS if stacks["deck"]]
        return found + [(row, "waste") for row in ROWS if stacks[row]]

    def _move(self, a: str, b: str, kind: str) -> None:
        self.stacks[b].append(self.stacks[a].pop())
        self.seen[f"{kind} {'waste' if b == 'waste' else 'row'}"] += 1

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        stacks = self.stacks
        stacks[target].append(stacks[source].pop())
        if source == "deck":  # (every: each source onto its first destination)
            for a in ROWS:
                if len(stacks[a]) > 2:
                    empty = [row for row in ROWS if not stacks[row]]
                    self._move(a, [*empty, "waste"][0], "every")
            return
        for a in ROWS:  # (auto: the first such move alone)
            if len(stacks[a]) > 1:
                ones = [row for row in ROWS if len(stacks[row]) == 1]
                first_empty = [row for row in ROWS if not stacks[row]][:1]
                dests = [b for b in [*ones, "waste", *first_empty] if b != a]
                self._move(a, dests[0], "auto")
                return


def test_sweeps_onto_kept_members_among_others_compile() -> None:
    compiled(MIX)


@pytest.mark.parametrize("seed", range(6))
def test_sweeps_onto_kept_members_among_others_play_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(MIX)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_sweep_onto_each_kind_of_destination() -> None:
    seen = reached(MIX, Model)
    assert min(seen.values()) > 0, seen
