"""A phase that runs itself where its own local hides a game variable it
names (`paperc/codegen/paperlang_flat_phase_inner.py`, issue 22): a phase
sees the variables of its callers, innermost first (`docs/paperlang.md`,
"Structure"), so each run of `walk` from inside itself sets and reads the
`level` its caller declared, where the first run set and read the game's.
Compiled from a real source, played at random, and checked move by move
against a little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

WALK = """game Walk start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int level = 0
    int total = 0
    phase walk start
        level = level + 1
        total = total + level
        int level = total % 5
        if (level > 1) && (total < 80) start
            do walk
        end
        total = total + level
    end
    shuffle deck
    setup start
        deck -> every piles top 1
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                do walk
            pick piles -> waste top 1 where from{from.size > 0} then
        end
    end
    score total * 100 + level
end
"""

# the same game, the setup running `walk` once too (the deal's own method),
# which runs itself three deep
SET_UP = WALK.replace(
    "        deck -> every piles top 1\n",
    "        deck -> every piles top 1\n        total = 2\n        do walk\n",
)


class Model:
    """Walk as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session, set_up: bool = False) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.level, self.total = 0, 0
        self.seen = {"the game's level": 0, "a caller's level": 0, "three deep": 0}
        if set_up:  # (the setup's run)
            self.total, game = 2, [self.level]
            self.walk(game, 1)
            self.level = game[0]

    def moves(self) -> list[tuple[str, str]]:
        found = [("deck", "waste")] if self.stacks["deck"] else []
        return found + [(f"piles[{k}]", "waste") for k in range(3) if self.stacks[f"piles[{k}]"]]

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.stacks[target].append(self.stacks[source].pop())
        if source == "deck":
            game = [self.level]
            self.walk(game, 1)
            self.level = game[0]

    def walk(self, level: list[int], depth: int) -> None:
        """A run of `walk`; `level`: the `level` it sees before it declares
        its own (the game's, or its caller's local), set in place."""
        self.seen["the game's level" if depth == 1 else "a caller's level"] += 1
        if depth == 3:
            self.seen["three deep"] += 1
        level[0] += 1
        self.total += level[0]
        own = [self.total % 5]
        if own[0] > 1 and self.total < 80:
            self.walk(own, depth + 1)
        self.total += own[0]

    def score(self) -> int:
        return self.total * 100 + self.level


@pytest.mark.parametrize("set_up", [False, True], ids=["turn", "setup"])
@pytest.mark.parametrize("seed", range(2))
def test_each_run_inside_the_phase_sees_its_callers_local(seed: int, set_up: bool) -> None:
    session = Session(compiled(SET_UP if set_up else WALK)(), seed)
    model = Model(session, set_up)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, seed, 60, check=scored)


def test_the_playouts_reach_the_runs_inside() -> None:
    seen = reached(WALK, Model, 60)
    assert min(seen.values()) > 0, seen


def test_runs_inside_it_count_in_its_depth() -> None:
    # (each run declares a `level` of at least 0: it runs itself forever,
    # until the 65th run, which the language stops at its `do`)
    session = Session(compiled(WALK.replace("(level > 1) && (total < 80)", "level > -1"))(), 0)
    move = next(m for m in session.moves() if m.source == "deck")
    with pytest.raises(GameError, match=r"^t\.pl:12: .*walk"):
        session.play(move)


# `walk` runs itself where it has declared a `level` of its own, and where
# it has not: a run inside it sees its caller's local, or what its caller
# saw (the game's `level`, or a local further out)
TWO_WAYS = WALK.replace(
    """        int level = total % 5
        if (level > 1) && (total < 80) start
            do walk
        end
        total = total + level
""",
    """        if total % 2 == 0 start
            int level = total % 5
            if (level > 1) && (total < 80) start
                do walk
            end
            total = total + level
        else
            if total < 80 start
                do walk
            end
        end
""",
)


class TwoWays(Model):
    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen.update({"its caller's own": 0, "what its caller saw": 0})

    def walk(self, level: list[int], depth: int) -> None:
        if depth == 1:
            self.game = level  # (the game's `level`)
        level[0] += 1
        self.total += level[0]
        if self.total % 2 == 0:
            own = [self.total % 5]
            if own[0] > 1 and self.total < 80:
                self.seen["its caller's own"] += 1
                self.walk(own, depth + 1)
            self.total += own[0]
        elif self.total < 80:
            self.seen["what its caller saw"] += level is not self.game  # (a local further out)
            self.walk(level, depth + 1)


# `walk` runs itself through `step`, which reads `walk`'s local and goes on
THROUGH_STEP = WALK.replace(
    "80) start\n            do walk\n", "80) start\n            do step\n"
).replace(
    "    shuffle deck\n",
    """    phase step start
        total = total + level
        do walk
        total = total + 1
    end
    shuffle deck
""",
)


class Stepping(Model):
    def walk(self, level: list[int], depth: int) -> None:
        level[0] += 1
        self.total += level[0]
        own = [self.total % 5]
        if own[0] > 1 and self.total < 80:
            self.seen["a caller's level"] += 1
            self.step(own, depth + 1)
        self.total += own[0]

    def step(self, level: list[int], depth: int) -> None:
        self.total += level[0]  # (`walk`'s local, which `step` sees)
        self.walk(level, depth)
        self.total += 1


# each with the runs the playouts must reach
SEEING = {
    "two ways": (TWO_WAYS, TwoWays, ("its caller's own", "what its caller saw")),
    "through another": (THROUGH_STEP, Stepping, ("a caller's level",)),
}


@pytest.mark.parametrize("name", sorted(SEEING))
@pytest.mark.parametrize("seed", range(2))
def test_runs_inside_it_see_what_each_caller_sees(seed: int, name: str) -> None:
    source, model_of, _ = SEEING[name]
    assert source != WALK
    session = Session(compiled(source)(), seed)
    model = model_of(session)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, seed, 60, check=scored)


@pytest.mark.parametrize("name", sorted(SEEING))
def test_the_playouts_run_it_inside_itself_each_way(name: str) -> None:
    source, model_of, wanted = SEEING[name]
    seen = reached(source, model_of, 60)
    assert all(seen[key] > 0 for key in wanted), seen
