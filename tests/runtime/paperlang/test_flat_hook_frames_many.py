"""Card hooks that read game variables locals hide, where a name is
declared in several blocks of the turn, one inside another too, and
beside more such names (`paperc/codegen/paperlang_flat_hook_frames.py`,
issue 22): a hook sees the variables of whoever moved the card,
innermost first (`docs/paperlang.md`, "Structure"), and so does a phase
the hook or the turn runs. Compiled from a real source, played at
random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, reached
from tests.runtime.paperlang.test_flat_hook_frames import Model as Landings
from tests.runtime.paperlang.test_flat_hook_frames import played_scored

# `landed` is declared three times in the turn (the second inside the
# first's block), `reds` and `high` once; the hook counts in each
TALLIES = """game Tallies start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int landed = 0
    int reds = 0
    int high = 0
    int count = 0
    phase bump start
        landed = landed + 1
    end
    phase tally start
        count = count + landed
    end
    onmoved number start
        do bump
        reds = reds + 2
        high = high + 3
    end
    shuffle deck
    setup start
        deck -> every piles top 2
    end
    turn start
        if waste.size > 4 start
            int landed = 10
            int reds = 20
            int high = 30
            pickone start
                pick deck -> waste top 1 where from{from.size > 0} then
                    int landed = 50
                    waste -> piles[0] top 1
                    do tally
                pick waste -> piles top 1 where from{from.size > 0} then
            end
            count = count + landed + reds + high
        else
            int landed = 5
            pickone start
                pick deck -> waste top 1 where from{from.size > 0} then
                pick piles -> waste top 1 where from{from.size > 0} then
            end
            do tally
        end
    end
    score ((landed * 1000 + reds) * 1000 + high) * 100000 + count
end
"""

# the same game, the hook counting `landed` itself: written once for each
# local it may see (3 `landed`s and the game's, 2 `reds`, 2 `high`s), 16 times
SELF_COUNTING = TALLIES.replace("        do bump\n", "        landed = landed + 1\n")


class Model(Landings):
    """Tallies as the reference says it plays (cards as (rank, suit)): the
    moves of Landings, whose turn is shaped as Tallies' is."""

    reds_step = 2  # (what the hook adds to `reds` for each card)

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        # the game variables, after the deal's six cards (no local declared)
        self.landed, self.reds, self.high, self.count = 6, 12, 18, 0
        self.seen = {"inner local": 0, "outer locals": 0, "other branch's local": 0}

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        stacks = self.stacks
        hidden = len(stacks["waste"]) > 4
        stacks[target].append(stacks[source].pop())
        if not hidden:  # (the `else` branch's `landed`; `reds` and `high` the game's)
            self.reds, self.high = self.reds + self.reds_step, self.high + 3
            self.count += 5 + 1
            self.seen["other branch's local"] += 1
            return
        landed, reds, high = 11, 20 + self.reds_step, 33  # (the branch's locals, and its card)
        if target == "waste":  # (the `then` body's `landed`, its move counted there)
            stacks["piles[0]"].append(stacks["waste"].pop())
            reds, high = reds + self.reds_step, high + 3
            self.count += 50 + 1
            self.seen["inner local"] += 1
        else:
            self.seen["outer locals"] += 1
        self.count += landed + reds + high

    def score(self) -> int:
        return ((self.landed * 1000 + self.reds) * 1000 + self.high) * 100000 + self.count


@pytest.mark.parametrize("source", [TALLIES, SELF_COUNTING], ids=["phase", "hook"])
@pytest.mark.parametrize("seed", range(2))
def test_hooks_see_the_innermost_of_locals_declared_in_several_blocks(
    seed: int, source: str
) -> None:
    played_scored(source, Model, seed, 120)


def test_the_playouts_reach_each_local() -> None:
    seen = reached(SELF_COUNTING, Model, 120)
    assert min(seen.values()) > 0, seen


# the hook adding to `reds` forty times: written once, whichever locals
# it sees (no longer once for each of them, 16 times)
LONG = SELF_COUNTING.replace("        reds = reds + 2\n", "        reds = reds + 2\n" * 40)


class Long(Model):
    reds_step = 80

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.reds = 6 * 80  # (the deal's six cards)


@pytest.mark.parametrize("seed", range(2))
def test_a_long_hook_sees_the_innermost_of_many_locals(seed: int) -> None:
    played_scored(LONG, Long, seed, 120)


# a hook ending the game while a local of the turn is declared: the game
# ends at once, its score reading the game variable (the deal's cards)
ENDING = """game Ending start
    #use "deck"
    visiblestack waste
    int landed = 0
    onmoved number start
        landed = landed + 1
        if landed > 102 start
            winneris currentPlayer
        end
    end
    setup start
        deck -> waste top 2
    end
    turn start
        int landed = 100
        pickone start
            pick deck -> waste top 3 then
        end
    end
    score landed
end
"""


def test_a_hook_ending_the_game_leaves_the_game_variable_its_own() -> None:
    session = Session(compiled(ENDING)(), 0)
    assert (session.status, session.score) == ("playing", 2)
    session.play(session.moves()[0])  # (the third card counts 103 in the turn's local)
    assert (session.status, session.score) == ("won", 2)
    assert len(session.cards("waste")) == 2 + 3
