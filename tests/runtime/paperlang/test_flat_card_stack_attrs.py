"""A stack attribute of type `card` (`stacklist piles[3] start card first
end`, `card waste.first`) on the compiled engine (issue 22): none until play or the setup
sets it to a card (`to.first = to.top`), then that card, read as a card is
(`docs/paperlang.md`, "Declarations": `to.first.suit` that card's
attribute, none for none; `==` compares two cards by their types).
Compiled from a real source, played at random, and checked move by move
against a little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

FIRSTS = """game Firsts start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        card first
    end
    card waste.first
    shuffle deck
    setup start
        turnup deck all
        deck -> piles[1] top 1
        piles[1].first = piles[1].top
    end
    turn start
        pickone start
            pick deck -> piles top 1 where from{from.size > 0},
                to{(to.size == 0) || (moving.bottom.suit == to.first.suit)} then
                if to.size == 1 start
                    to.first = to.top
                end
            pick piles -> waste top 1 where from{(from.size > 0) && (from.first == from.top)} then
                from.first = waste.bottom
                waste.first = waste.top
            pick deck -> waste top 1 where from{(from.size > 0) && !(waste.first.v == 1)} then
        end
    end
end
"""

PILES = [f"piles[{k}]" for k in range(3)]


class Model:
    """Firsts as the reference says it plays (cards as (rank, suit), one
    of each in the deck: two compare equal when they are the same card)."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.first: dict[str, tuple[int | None, str | None] | None] = dict.fromkeys(PILES)
        self.first["piles[1]"] = self.stacks["piles[1]"][-1]  # (the setup's)
        self.first["waste"] = None
        # (what the playouts reached: the waste's first an ace stops the deck)
        self.seen = {"suited": 0, "first off": 0, "ace": 0}

    def moves(self) -> list[tuple[str, str]]:
        stacks, first = self.stacks, self.first
        found = []
        if stacks["deck"]:
            suit = stacks["deck"][-1][1]  # (none's suit is none: no suit matches it)
            found += [
                ("deck", p)
                for p in PILES
                if not stacks[p] or (first[p] is not None and first[p][1] == suit)
            ]
        found += [(p, "waste") for p in PILES if stacks[p] and first[p] == stacks[p][-1]]
        waste = first["waste"]  # (`!(none == 1)`: true)
        if stacks["deck"] and not (waste is not None and waste[0] == 1):
            found.append(("deck", "waste"))
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        if target in PILES and self.stacks[target]:
            self.seen["suited"] += 1
        self.stacks[target].append(self.stacks[source].pop())
        if target in PILES and len(self.stacks[target]) == 1:
            self.first[target] = self.stacks[target][-1]
        elif source in PILES:
            self.first[source] = self.stacks["waste"][0]
            self.first["waste"] = self.stacks["waste"][-1]
            self.seen["ace"] += self.stacks["waste"][-1][0] == 1
            self.seen["first off"] += 1


def test_stack_attributes_of_cards_compile() -> None:
    compiled(FIRSTS)


@pytest.mark.parametrize("seed", range(6))
def test_a_stack_attribute_of_cards_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(FIRSTS)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_read_the_cards_the_piles_keep() -> None:
    seen = reached(FIRSTS, Model)
    assert min(seen.values()) > 0, seen
