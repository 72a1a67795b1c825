"""A game variable the game's own statements (the load pass) leave none
(`int first = waste.top.v` of an empty waste), on the compiled engine
(issue 22): the play is written reading it as one that may be none, with
Paperlang's own operators (arithmetic on none is none, a comparison with
none false, `!` reading it as false). Compiled from a real source, played
at random, and checked move by move against a little model of the game
written from the language reference (`docs/paperlang.md`, "Control")."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# `first` is none until the first card turned onto the waste sets it; the
# waste goes back to the deck once it is empty, if `first + 1 > 5`
NONE_LOADED = """game NoneLoaded start
    #use "deck"
    visiblestack waste
    int first = waste.top.v
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                if !(first > 0) start
                    first = waste.top.v
                end
            pick waste -> deck top all where from{(deck.size == 0) && ((first + 1) > 5)} then
        end
    end
    score first
end
"""


class Model:
    """NoneLoaded as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.first: int | None = None  # (the waste's top card's value: none, it is empty)

    def moves(self) -> list[tuple[str, str]]:
        deck = self.stacks["deck"]
        found = [("deck", "waste")] if deck else []
        if not deck and self.first is not None and self.first + 1 > 5:
            found.append(("waste", "deck"))
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        cards = self.stacks[source]
        for _ in range(1 if target == "waste" else len(cards)):
            self.stacks[target].append(cards.pop())
        if target == "waste" and self.first is None:
            self.first = self.stacks["waste"][-1][0]


def test_a_game_variable_the_load_pass_leaves_none_compiles() -> None:
    compiled(NONE_LOADED)


@pytest.mark.parametrize("seed", range(8))
def test_a_game_variable_the_load_pass_leaves_none_plays_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(NONE_LOADED)(), seed)
    model = Model(session)

    def scored() -> None:  # (none counts 0)
        assert session.score == (model.first or 0)

    played_against(session, model, seed, 120, check=scored)
    assert model.first is not None
