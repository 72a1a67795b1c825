"""A phase that runs itself, run after the turn's `pickone`
(`FlatWriter._again`, issue 22): its copy there is one method that calls
itself, so the turn's tail (`flat_tail`: what runs after the move) takes
the whole copy, the phase's own statements after its last move too,
where they split it; it was refused (P180, "runs itself where its method
cannot be called"). (In a turn written as a machine:
`test_flat_machine_again`.) Compiled from real sources, played at random,
and checked move by move against a little model of the game written from
the reference."""

from __future__ import annotations

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, reached
from tests.runtime.paperlang.test_flat_hook_frames import played_scored

# after each deck card, the turn runs `spread`, which counts the waste's
# cards and moves its top card onto the first pile while it holds more
# than three, and then declares a local (after its last move: the turn's
# ending, were it not one method)
SPREAD = """game Spread start
    #use "deck"
    visiblestack waste
    stacklist piles[2]
    int count = 0
    phase spread start
        int k = waste.size
        count = count + k
        if waste.size > 3 start
            waste -> piles[0] top 1
            do spread
        end
        int done = 1
    end
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
        end
        do spread
        int after = 1
    end
    score count
end
"""


class Spread:
    """Spread as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.count = 0
        self.seen = {"spread": 0, "ran itself": 0}

    def moves(self) -> list[tuple[str, str]]:
        return [("deck", "waste")] if self.stacks["deck"] else []

    def play(self, move: Move) -> None:
        stacks = self.stacks
        stacks["waste"].append(stacks["deck"].pop())
        self.seen["spread"] += 1
        self.count += len(stacks["waste"])
        while len(stacks["waste"]) > 3:  # (each run counts the waste's cards)
            stacks["piles[0]"].append(stacks["waste"].pop())
            self.count += len(stacks["waste"])
            self.seen["ran itself"] += 1

    def score(self) -> int:
        return self.count


def test_a_phase_that_runs_itself_after_the_pickone_is_one_method() -> None:
    played_scored(SPREAD, Spread, 1, steps=20)
    seen = reached(SPREAD, Spread, 10)
    assert min(seen.values()) > 0, seen
