"""A phase that runs itself and waits for the player
(`paperc/codegen/paperlang_flat_frames.py`, issue 22): each run of
it waits, and runs it again as the last thing it does, in a frame of its
own that sees its caller's (`docs/paperlang.md`, "Structure"), until it
stops running itself, or runs more than 64 deep, which stops the game
with an error naming the phase and the `do`. Compiled from a real
source, played at random, and checked move by move against a little
model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

ASKING = """game Asking start
    #use "deck"
    visiblestack waste
    stacklist piles[2]
    int asked = 0
    int turns = 0
    phase ask start
        int round = asked
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                asked = asked + 1
                if asked % 3 > 0 start
                    do ask
                end
            pick waste -> piles top 1 where from{(from.size > 0) && (round % 2 == 0)} then
                asked = asked + 2
        end
    end
    shuffle deck
    turn start
        turns = turns + 1
        do ask
    end
    score turns * 1000 + asked
end
"""

# the same game written with a `while` in the turn
LOOPED = (
    ASKING[: ASKING.index("    phase ask start")]
    + """    shuffle deck
    turn start
        turns = turns + 1
        bool more = true
        while more start
            more = false
            int round = asked
            pickone start
                pick deck -> waste top 1 where from{from.size > 0} then
                    asked = asked + 1
                    if asked % 3 > 0 start
                        more = true
                    end
                pick waste -> piles top 1 where from{(from.size > 0) && (round % 2 == 0)} then
                    asked = asked + 2
            end
        end
    end
    score turns * 1000 + asked
end
"""
)

# the phase runs itself after every card it turns (and turns back): the
# 64th run is the last
ENDLESS = """game Endless start
    #use "deck"
    visiblestack waste
    phase ask start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                waste -> deck top 1
                do ask
        end
    end
    turn start
        do ask
    end
end
"""


class Model:
    """Asking as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.turns, self.asked = 1, 0  # (the first turn has started, and waits in `ask`)
        self.round = 0  # (`asked` where the run of `ask` waiting began: its own `round`)
        self.seen = {"again": 0, "turn over": 0, "to a pile": 0}

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = [("deck", "waste")] if stacks["deck"] else []
        if stacks["waste"] and self.round % 2 == 0:
            found += [("waste", "piles[0]"), ("waste", "piles[1]")]
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.stacks[target].append(self.stacks[source].pop())
        if source == "deck":
            self.asked += 1
            if self.asked % 3 > 0:  # (`ask` again, in this turn)
                self.seen["again"] += 1
                self.round = self.asked
                return
            self.seen["turn over"] += 1
        else:
            self.asked += 2
            self.seen["to a pile"] += 1
        self.turns += 1  # (the next turn, and its `ask`)
        self.round = self.asked

    def score(self) -> int:
        return self.turns * 1000 + self.asked


def test_a_phase_that_runs_itself_and_waits_compiles() -> None:
    compiled(ASKING)


@pytest.mark.parametrize("source", [ASKING, LOOPED], ids=["phase", "while"])
@pytest.mark.parametrize("seed", range(4))
def test_a_phase_that_runs_itself_and_waits_plays_as_the_reference_says(
    seed: int, source: str
) -> None:
    session = Session(compiled(source)(), seed)
    model = Model(session)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, seed, 120, check=scored)


def test_the_playouts_run_it_again_and_end_the_turn() -> None:
    seen = reached(ASKING, Model)
    assert min(seen.values()) > 0, seen


def test_a_phase_run_more_than_64_deep_stops_the_game_at_its_do() -> None:
    session = Session(compiled(ENDLESS)(), 0)
    for _ in range(63):  # (runs 2 to 64 of `ask`, each after a card)
        (move,) = session.moves()
        session.play(move)
    (move,) = session.moves()
    with pytest.raises(GameError, match=r"^t\.pl:8: .*ask"):
        session.play(move)


# the phase runs another phase, which runs it again as the last thing it
# does: the same game
THROUGH = ASKING.replace("                    do ask\n", "                    do again\n").replace(
    "    shuffle deck\n", "    phase again start\n        do ask\n    end\n    shuffle deck\n"
)


@pytest.mark.parametrize("seed", range(2))
def test_phases_that_wait_and_run_each_other_play_as_one(seed: int) -> None:
    assert THROUGH != ASKING
    session = Session(compiled(THROUGH)(), seed)
    played_against(session, Model(session), seed, 100)
