"""Card hooks that read a game variable a local of a phase or of a hook
hides (`paperc/codegen/paperlang_flat_hook_frames.py`, issue 22): a hook
sees the variables of whoever moved the card (`docs/paperlang.md`,
"Structure"), so while a phase's local `landed` is declared the hook
counts in it, and while a hook's own is, the hooks of the cards that
hook moves count in it, each run of the hook inside itself in its own.
Compiled from real sources, played at random, and checked move by move
against little models of the games written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, reached
from tests.runtime.paperlang.test_flat_hook_frames import played_scored

# a phase declares `landed` and moves a card: its hook counts in the phase's
PHASED = """game Phased start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int landed = 0
    int count = 0
    onmoved number start
        landed = landed + 1
    end
    phase step start
        int landed = 10
        waste -> piles[0] top 1
        count = count + landed
    end
    shuffle deck
    setup start
        deck -> every piles top 2
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                if waste.size > 3 start
                    do step
                end
            pick piles -> waste top 1 where from{from.size > 0} then
        end
    end
    score landed * 1000 + count
end
"""

# the same phase run again by itself while the waste holds more than 5
# cards, each run in a `landed` of its own
AGAIN = PHASED.replace(
    "        count = count + landed\n    end\n",
    "        count = count + landed\n        if waste.size > 5 start\n"
    "            do step\n        end\n    end\n",
)
# the same phase run by the turn before it waits too
EARLY = PHASED.replace(
    "    turn start\n        pickone start\n",
    "    turn start\n        if waste.size > 3 start\n            do step\n        end\n"
    "        pickone start\n",
)

PILES = [f"piles[{k}]" for k in range(3)]


class Phased:
    """Phased as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.landed, self.count = 6, 0  # (the deal's six cards, in the game variable)
        self.seen = {"game variable": 0, "phase's local": 0}

    def moves(self) -> list[tuple[str, str]]:
        found = [("deck", "waste")] if self.stacks["deck"] else []
        return found + [(p, "waste") for p in PILES if self.stacks[p]]

    def play(self, move: Move) -> None:
        stacks = self.stacks
        stacks[move.target or ""].append(stacks[move.source or ""].pop())
        self.landed += 1
        self.seen["game variable"] += 1
        if move.source == "deck" and len(stacks["waste"]) > 3:
            self.step()
        if self.early and len(stacks["waste"]) > 3:  # (the next turn, before it waits)
            self.step()

    again = False  # does the phase run itself (AGAIN)?
    early = False  # does the turn run it before it waits (EARLY)?

    def step(self) -> None:
        stacks = self.stacks
        stacks["piles[0]"].append(stacks["waste"].pop())
        self.count += 10 + 1  # (the phase's card, counted in its local)
        self.seen["phase's local"] += 1
        if self.again and len(stacks["waste"]) > 5:
            self.seen["inside itself"] = self.seen.get("inside itself", 0) + 1
            self.step()

    def score(self) -> int:
        return self.landed * 1000 + self.count


class Again(Phased):
    again = True

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.seen["inside itself"] = 0


class Early(Phased):
    early = True


# a hook declares `landed` and moves a card onto the waste, whose hook
# counts in that local and, while the spare holds cards, runs inside it
# again with a `landed` of its own
NESTED = """game Nested start
    #use "deck"
    visiblestack waste
    visiblestack spare
    int landed = 0
    int count = 0
    onmoved number start
        landed = landed + 1
        if (to == waste) && (spare.size > 0) start
            int landed = 100
            spare -> waste top 1
            count = count + landed
        end
    end
    shuffle deck
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick deck -> spare top 1 where from{from.size > 0} then
        end
    end
    score landed * 100000 + count
end
"""


class Nested:
    """Nested as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.landed, self.count = 0, 0
        self.seen = {"game variable": 0, "hook's local": 0, "inside itself": 0}

    def moves(self) -> list[tuple[str, str]]:
        return [("deck", "waste"), ("deck", "spare")] if self.stacks["deck"] else []

    def play(self, move: Move) -> None:
        stacks = self.stacks
        stacks[move.target or ""].append(stacks[move.source or ""].pop())
        self.landed += 1  # (the mover is the turn: the game variable)
        self.seen["game variable"] += 1
        if move.target == "waste":
            self.hooked()

    def hooked(self) -> None:
        """The hook's block for a card onto the waste: each run declares a
        `landed` the next card's hook counts in."""
        depth = 0
        while self.stacks["spare"]:
            self.stacks["waste"].append(self.stacks["spare"].pop())
            depth += 1
        # (each run's local: 100, and the card its own move put on the waste)
        self.count += 101 * depth
        self.seen["hook's local"] += depth > 0
        self.seen["inside itself"] += depth > 1

    def score(self) -> int:
        return self.landed * 100000 + self.count


@pytest.mark.parametrize(
    ("source", "model_of"),
    [(PHASED, Phased), (AGAIN, Again), (EARLY, Early), (NESTED, Nested)],
    ids=["phase", "phase inside itself", "phase before the wait", "hook"],
)
@pytest.mark.parametrize("seed", range(3))
def test_a_hook_sees_the_local_of_the_phase_or_hook_that_moved_the_card(
    seed: int, source: str, model_of: type
) -> None:
    played_scored(source, model_of, seed)


@pytest.mark.parametrize(
    ("source", "model_of"),
    [(PHASED, Phased), (AGAIN, Again), (EARLY, Early), (NESTED, Nested)],
    ids=["phase", "phase inside itself", "phase before the wait", "hook"],
)
def test_the_playouts_reach_each_local(source: str, model_of: type) -> None:
    seen = reached(source, model_of, 150)
    assert min(seen.values()) > 0, seen
