"""A card's attribute set to what may be none (`to.top.glow =
waste.top.glow + 1` while the waste is empty; `piles[0].top.glow =
piles[1].top.glow` in the setup, piles[1] empty), on the compiled engine
(issue 22): the card keeps the none, and what reads it reads it as the
reference says a none reads (`docs/paperlang.md`, "Expressions":
arithmetic on none is none, a comparison with none is false, `!` reads
none as false). Compiled from a real source, played at random, and
checked move by move against a little model of the game written from the
reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import names
from tests.runtime.paperlang.modelled import compiled, played_against, reached

SHINE = """game Shine start
    card Gem start int glow = 1 end
    card Ruby Gem start glow = 5 end
    visiblestack waste
    visiblestack pool
    stacklist piles[3]
    place Gem -> pool 8
    place Ruby -> pool 8
    shuffle pool
    setup start
        pool -> piles[0] top 1
        piles[0].top.glow = piles[1].top.glow
    end
    turn start
        pickone start
            pick pool -> piles top 1 where from{from.size > 0} then
                to.top.glow = waste.top.glow + 1
            pick piles -> waste top 1 where from{(from.size > 0) && !(from.top.glow > 3)} then
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(3)]
GLOW = {"Gem": 1, "Ruby": 5}


class Model:
    """Shine as the reference says it plays: each stack's cards by type
    name, and each card's glow (None for none) alongside."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: names(session, name) for name in session.stacks()}
        self.glows = {name: [GLOW[card] for card in cards] for name, cards in self.stacks.items()}
        self.glows["piles[0]"][-1] = None  # (the setup's: piles[1] has no top card)
        self.seen = {"none went": 0, "set none": 0}

    def moves(self) -> list[tuple[str, str]]:
        found = [("pool", pile) for pile in PILES if self.stacks["pool"]]
        for pile in PILES:  # (`!(none > 3)` is true: a card of no glow goes)
            glows = self.glows[pile]
            if glows and not (glows[-1] is not None and glows[-1] > 3):
                found.append((pile, "waste"))
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        if source in PILES and self.glows[source][-1] is None:
            self.seen["none went"] += 1
        self.stacks[target].append(self.stacks[source].pop())
        self.glows[target].append(self.glows[source].pop())
        if source == "pool":  # (none + 1 is none)
            waste = self.glows["waste"]
            self.glows[target][-1] = None if not waste or waste[-1] is None else waste[-1] + 1
            self.seen["set none"] += self.glows[target][-1] is None


def test_card_attributes_set_to_what_may_be_none_compile() -> None:
    compiled(SHINE)


@pytest.mark.parametrize("seed", range(6))
def test_a_card_attribute_that_is_none_reads_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(SHINE)(), seed)
    played_against(session, Model(session), seed, steps=150, read=names)


def test_the_playouts_set_and_read_card_attributes_that_are_none() -> None:
    seen = reached(SHINE, Model, steps=150, read=names)
    assert min(seen.values()) > 0, seen


# a card variable of the game nothing sets: none throughout (its `v` none,
# and it is no card the waste's top is)
UNSET = """game Unset start
    #use "deck"
    visiblestack waste
    card never
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{(from.size > 0) && !(never.v > 0)} then
            pick waste -> deck top 1 where from{(from.size > 0) && (never == waste.top)} then
        end
    end
end
"""


def test_a_card_variable_nothing_sets_is_none() -> None:
    session = Session(compiled(UNSET)(), 0)
    for _ in range(3):
        assert [(move.source, move.target) for move in session.moves()] == [("deck", "waste")]
        session.play(session.moves()[0])
