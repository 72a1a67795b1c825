"""The setup's `-> every` onto the members braces keep among other stacks
(`deck -> every piles{top.v > 6}, waste, cells top 1`,
`paperc/codegen/paperlang_flat_setup.py`, issue 22): the members the
braces keep are chosen as the table stands before any card moves, and
every destination, kept or named, gets the amount in the order written
(`docs/paperlang.md`, "Braces" and "Transfers"). Compiled from a real
source, dealt, and checked against a little model of the deal written
from the reference, then played at random beside the same game written
with one statement a destination."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, reached

SPREAD = """game Spread start
    #use "deck"
    visiblestack waste
    stacklist piles[4]
    stackgrid cells[2 1]
    shuffle deck
    setup start
        deck -> every piles top 1
        deck -> every piles{top.v > 6}, waste, cells{size == 0}, piles[0] top 1
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick piles -> cells top 1 where from{from.size > 1} then
        end
    end
end
"""

# the same deal, written with one statement a destination: the piles the
# braces keep chosen before any card moves, so first, and the others after
APART = SPREAD.replace(
    "        deck -> every piles{top.v > 6}, waste, cells{size == 0}, piles[0] top 1\n",
    "        deck -> every piles{top.v > 6} top 1\n"
    "        deck -> waste top 1\n"
    "        deck -> every cells top 1\n"
    "        deck -> piles[0] top 1\n",
)

# cards made so: onto each pile the braces keep as the cards made before
# left the table, then onto the waste
MADE = SPREAD.replace(
    "    visiblestack waste\n",
    "    card joker start\n        int v = 0\n        int suit = 0\n    end\n"
    "    visiblestack waste\n",
).replace(
    "        deck -> every piles{top.v > 6}, waste, cells{size == 0}, piles[0] top 1\n",
    "        place joker -> every piles{top.v > 6}, waste 1\n",
)
MADE_APART = MADE.replace(
    "        place joker -> every piles{top.v > 6}, waste 1\n",
    "        place joker -> every piles{top.v > 6} 1\n        place joker -> waste 1\n",
)

PILES = [f"piles[{k}]" for k in range(4)]


class Model:
    """Spread's deal as the reference says it lays out (cards as (rank,
    suit)): each pile's first card decides whether it got a second."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        kept = [p for p in PILES if self.stacks[p][0][0] > 6]
        self.seen = {"kept": len(kept), "passed over": 4 - len(kept)}
        for pile in PILES:
            extra = (pile in kept) + (pile == "piles[0]")
            assert len(self.stacks[pile]) == 1 + extra, pile
        assert len(self.stacks["waste"]) == 1
        assert all(len(self.stacks[f"cells[{x} 0]"]) == 1 for x in range(2))
        dealt = 4 + len(kept) + 1 + 2 + 1
        assert len(self.stacks["deck"]) == 52 - dealt

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = [("deck", "waste")] if stacks["deck"] else []
        cells = [f"cells[{x} 0]" for x in range(2)]
        return found + [(p, c) for p in PILES if len(stacks[p]) > 1 for c in cells]

    def play(self, move: Move) -> None:
        self.stacks[move.target or ""].append(self.stacks[move.source or ""].pop())


def table(session: Session) -> dict[str, list[tuple[int | None, str | None]]]:
    return {name: cards(session, name) for name in session.stacks()}


def test_every_onto_kept_members_among_others_compiles() -> None:
    compiled(SPREAD)


@pytest.mark.parametrize("seed", range(6))
def test_cards_made_onto_kept_members_among_others_lie_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(MADE)(), seed)
    for pile in PILES:
        first, *rest = session.cards(pile)
        assert [card.name for card in rest] == (["joker"] if first.rank > 6 else [])
    assert [card.name for card in session.cards("waste")] == ["joker"]
    assert table(session) == table(Session(compiled(MADE_APART)(), seed))


@pytest.mark.parametrize("seed", range(6))
def test_the_setup_deals_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(SPREAD)(), seed)
    Model(session)
    apart = Session(compiled(APART)(), seed)
    assert table(session) == table(apart)
    for _ in range(40):  # (and plays as the game written apart does)
        moves = session.moves()
        assert [(m.source, m.target) for m in moves] == [
            (m.source, m.target) for m in apart.moves()
        ]
        if not moves:
            break
        move = moves[(seed * 7 + len(moves)) % len(moves)]
        session.play(move)
        apart.play(apart.moves()[moves.index(move)])
        assert table(session) == table(apart)


def test_the_deals_keep_some_piles_and_pass_others_over() -> None:
    seen = reached(SPREAD, Model)
    assert min(seen.values()) > 0, seen
