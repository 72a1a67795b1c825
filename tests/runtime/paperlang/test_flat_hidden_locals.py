"""A local or a `foreachplayer` variable that hides a local of a block
around it (`paperc/codegen/paperlang_flat_names.py`, `apart`; issue 22):
each `if` branch and loop body is a scope of its own, names resolved
innermost first (`docs/paperlang.md`, "Structure"), so the inner one is
the name only inside its block, and after it the outer local is the name
again. Compiled from a real source, played at random, and checked move
by move against a little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, reached
from tests.runtime.paperlang.test_flat_hook_frames import played_scored
from tests.runtime.paperlang.test_flat_hook_frames_players import PILES
from tests.runtime.paperlang.test_flat_hook_frames_players import Seats as Dealt

# a deck card on a waste of more than two deals its top cards, one a
# player, in a block that declares a `seat` of its own (INNER)
GAME = """game Seats start
    #use "deck"
    players 2
    visiblestack waste
    stacklist piles[2]
    int count = 0
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                int seat = 5
                if waste.size > 2 start
                    (the block)
                end
                seat = seat + 1
                count = count + seat
            pick piles -> waste top 1 where from{from.size > 0} then
                count = count + 1
        end
    end
    score count
end
"""

# an int `seat` of the `if`'s, read in it
INT = """                    int seat = 7
                    foreachplayer q start
                        if q == 0 start
                            waste -> piles[0] top 1
                        else
                            waste -> piles[1] top 1
                        end
                    end
                    count = count + seat * 100
"""

# a loop whose variable is `seat`
LOOP = """                    foreachplayer seat start
                        if seat == 0 start
                            waste -> piles[0] top 1
                            count = count + 10
                        else
                            waste -> piles[1] top 1
                            count = count + 100
                        end
                    end
"""


class Seats(Dealt):
    """The game as the reference says it plays, `inner` what the block
    counts (cards as (rank, suit))."""

    inner = 0

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.count = 0
        self.seen = {"the block": 0, "after it": 0}

    def play(self, move: Move) -> None:
        stacks = self.stacks
        stacks[move.target or ""].append(stacks[move.source or ""].pop())
        if move.source != "deck":
            self.count += 1
            return
        if len(stacks["waste"]) > 2:
            for pile in PILES:
                stacks[pile].append(stacks["waste"].pop())
            self.count += self.inner
            self.seen["the block"] += 1
        self.count += 6  # (the outer `seat`, 5, counted on)
        self.seen["after it"] += 1

    def score(self) -> int:
        return self.count


class Int(Seats):
    inner = 700


class Loop(Seats):
    inner = 110


GAMES = [
    (GAME.replace("                    (the block)\n", block), model_of)
    for block, model_of in ((INT, Int), (LOOP, Loop))
]


@pytest.mark.parametrize(("source", "model_of"), GAMES, ids=["int", "foreachplayer"])
def test_after_the_block_the_name_is_the_outer_local(source: str, model_of: type) -> None:
    for seed in range(2):
        played_scored(source, model_of, seed)
    seen = reached(source, model_of, 60)
    assert min(seen.values()) > 0, seen


# locals of nested blocks hiding those of the blocks around them, where
# the phases the blocks run read them (`docs/paperlang.md`, "Structure":
# a phase sees the variables of whoever runs it, innermost first): in the
# setup, the turn (through a phase that runs the one that reads it), a
# phase and a card hook. The phase's method takes its caller's locals by
# name, so it read the outer one (the turn counted 7 after the block,
# not 1); the inner one is renamed, and passed for the name
PHASE_READS = """game Hides start
    #use "deck"
    visiblestack waste
    int count = 0
    phase p start
        count = count + x * 100
    end
    phase q start
        do p
    end
    phase r start
        int y = 2
        if waste.size > 3 start
            int y = 5
            do s
        end
        do s
    end
    phase s start
        count = count + y * 10
    end
    phase u start
        count = count + z * 10000
    end
    onmoved number start
        int z = 1
        if waste.size > 5 start
            int z = 2
            do u
        end
        do u
    end
    shuffle deck
    setup start
        int x = 4
        if deck.size > 10 start
            int x = 9
            do p
        end
        do p
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                int x = 1
                if waste.size > 2 start
                    int x = 7
                    do p
                    if waste.size > 4 start
                        int x = 3
                        do q
                    end
                    do p
                end
                do p
                count = count + x
                do r
        end
    end
    score count
end
"""


class Hides:
    """The game as the reference says it plays: each phase counts the
    innermost `x` (`y`, `z`) declared where it runs."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.count = 900 + 400  # (the setup: its block's x, then its own)
        self.seen = {"turn's block": 0, "block in it": 0, "phase's block": 0, "hook's block": 0}

    def moves(self) -> list[tuple[str, str]]:
        return [("deck", "waste")] if self.stacks["deck"] else []

    def play(self, move: Move) -> None:
        self.stacks["waste"].append(self.stacks["deck"].pop())
        size = len(self.stacks["waste"])
        if size > 5:  # (the hook's block, as the card lands)
            self.count += 20000
            self.seen["hook's block"] += 1
        self.count += 10000
        if size > 2:
            self.count += 700 + 700
            self.seen["turn's block"] += 1
            if size > 4:  # (through q)
                self.count += 300
                self.seen["block in it"] += 1
        self.count += 100 + 1  # (the turn's own x)
        if size > 3:  # (r's block)
            self.count += 50
            self.seen["phase's block"] += 1
        self.count += 20  # (r's own y)

    def score(self) -> int:
        return self.count


def test_a_phase_sees_the_innermost_local_of_the_blocks_that_run_it() -> None:
    played_scored(PHASE_READS, Hides, 1, steps=30)
    seen = reached(PHASE_READS, Hides, 10)
    assert min(seen.values()) > 0, seen
