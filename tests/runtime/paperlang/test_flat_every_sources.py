"""A pick from several stacks to every stack with a `to` filter (`pick
rows, waste -> every piles top 1 where to{...}`), on the compiled engine
(issue 22): one option a source, its cards going to each destination the
filter allows as the moves before it left the table (`docs/paperlang.md`,
"Transfers"). Compiled from a real source, played at random, and checked
move by move against a little model of the game written from the
reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# (the filter reads the source's size as the moves before left it: a row
# of three gives a card to each pile with fewer than it holds then)
SPREAD_FROM = """game SpreadFrom start
    #use "deck"
    visiblestack waste
    stacklist rows[3]
    stacklist piles[4]
    shuffle deck
    setup start
        turnup deck all
        deck -> every rows top 3
    end
    turn start
        pickone start
            pick rows, waste -> every piles top 1
                where from{from.size > 0}, to{to.size < from.size} then
            pick deck -> waste top 2 where from{from.size > 0} then
            pick piles -> deck top all where from{(deck.size == 0) && (from.size > 0)} then
        end
    end
end
"""

Card = tuple[int, str]


class Model:
    """SpreadFrom as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str | None]]:
        deck = self.stacks["deck"]
        sources = [f"rows[{k}]" for k in range(3)] + ["waste"]
        found: list[tuple[str, str | None]] = [(a, None) for a in sources if self.stacks[a]]
        if deck:
            found.append(("deck", "waste"))
        piles = [f"piles[{k}]" for k in range(4)]
        found += [(a, "deck") for a in piles if not deck and self.stacks[a]]
        return found

    def play(self, move: Move) -> None:
        cards, target = self.stacks[move.source or ""], move.target
        if target is None:  # to every pile holding fewer cards than the source then
            for k in range(4):
                pile = self.stacks[f"piles[{k}]"]
                if len(pile) < len(cards):
                    pile.append(cards.pop())
        else:  # one at a time, the top card first: two, or all
            count = 2 if target == "waste" else len(cards)
            for _ in range(min(count, len(cards))):
                self.stacks[target].append(cards.pop())


def test_a_pick_from_several_stacks_to_every_stack_with_a_filter_compiles() -> None:
    compiled(SPREAD_FROM)


@pytest.mark.parametrize("seed", range(6))
def test_a_pick_from_several_stacks_to_every_stack_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(SPREAD_FROM)(), seed)
    played = played_against(session, Model(session), seed)
    assert any(move.target is None for move in played)
