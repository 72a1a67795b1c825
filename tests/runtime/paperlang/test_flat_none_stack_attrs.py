"""A stack attribute set in play to what may be none (`to.last =
from.top.v` as the waste empties, `piles[i].seen = piles[i].top.v` on an
empty pile), and a game variable or stack attribute the setup sets so, on
the compiled engine (issue 22): the state keeps the none,
and what reads it reads it as the reference says a variable's none reads
(`docs/paperlang.md`, "Expressions": arithmetic on none is none, a
comparison with none is false, `!` reads none as false). Compiled from a
real source, played at random, and checked move by move against a little
model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

MARKING = """game Marking start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        int last = 0
        int seen = 0
    end
    int first = 0
    shuffle deck
    setup start
        turnup deck all
        first = piles[1].top.v
        piles[2].last = waste.top.v
    end
    turn start
        int i = 0
        while i < 3 start
            piles[i].seen = piles[i].top.v
            i = i + 1
        end
        pickone start
            pick deck -> waste top 1 where from{(from.size > 0) && !(first > -1)} then
            pick waste -> piles top 1 where from{from.size > 0},
                to{(to.seen > moving.bottom.v) || !(to.seen > -1)} then
                to.last = from.top.v
            pick piles -> waste top 1 where from{(from.size > 0) && !(from.last < 3)} then
                from.last = from.top.v
            pick piles -> deck top 1 where from{(from.last + 1) > 6} then
                from.last = from.top.v - 1
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(3)]


class Model:
    """Marking as the reference says it plays (cards as (rank, suit); a
    pile's `last` None for none)."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        # (the setup leaves `first` and piles[2]'s `last` none: the piles
        # and the waste are empty)
        self.last: dict[str, int | None] = {"piles[0]": 0, "piles[1]": 0, "piles[2]": None}
        # the moves a none let go: off a pile whose `last` is none, onto
        # a pile whose `seen` is
        self.seen = {"last": 0, "seen": 0}

    def _top(self, name: str) -> int | None:
        pile = self.stacks[name]
        return pile[-1][0] if pile else None

    def moves(self) -> list[tuple[str, str]]:
        stacks, last = self.stacks, self.last
        # (`!(first > -1)`: none, where a number would not let the deck go)
        found = [("deck", "waste")] if stacks["deck"] else []
        if stacks["waste"]:
            moving = stacks["waste"][-1][0]
            for pile in PILES:
                seen = self._top(
                    pile
                )  # (none on an empty pile, where 0 would not be: `!(none > -1)`)
                if seen is None or seen > moving:
                    found.append(("waste", pile))
        # (none < 3 is false: a pile whose `last` is none lets its card go)
        found += [
            (p, "waste") for p in PILES if stacks[p] and not (last[p] is not None and last[p] < 3)
        ]
        # (none + 1 is none, and none > 6 false)
        found += [(p, "deck") for p in PILES if last[p] is not None and last[p] + 1 > 6]
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        if source in PILES and self.last[source] is None:
            self.seen["last"] += 1
        if target in PILES and not self.stacks[target]:
            self.seen["seen"] += 1
        self.stacks[target].append(self.stacks[source].pop())
        if source == "waste":
            self.last[target] = self._top(source)
        elif target == "waste":
            self.last[source] = self._top(source)
        elif target == "deck":
            top = self._top(source)
            self.last[source] = None if top is None else top - 1


def test_stack_attributes_set_to_what_may_be_none_compile() -> None:
    compiled(MARKING)


@pytest.mark.parametrize("seed", range(6))
def test_a_stack_attribute_that_is_none_reads_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(MARKING)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_read_attributes_that_are_none() -> None:
    seen = reached(MARKING, Model)
    assert min(seen.values()) > 0, seen
