"""A phase that runs itself, run by a `then` body, reading a local the
turn worked out before it waited: the state keeps that local across the
wait (a game variable of its own, `(k)`), the turn is written again so,
and the phase's copy is still found there and written as a method that
calls itself, taking `k` from the state as its argument. Compiled from
a real source and played at random against a little model written from
the language reference (`docs/paperlang.md`, "Structure": a phase sees
the variables of whoever runs it, and may run itself)."""

from __future__ import annotations

import inspect

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# the turn counts the waste, modulo 4, before it waits (`k`); a card
# turned from the deck onto the waste then sends `k` more to the piles,
# one a phase, each to pile `k % 3` as `k` counts down
FEEDER = """game Feeder start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start end
    int moved = 0
    shuffle deck
    phase feed start
        if k > 0 start
            deck -> piles[k % 3] top 1
            moved = moved + 1
            k = k - 1
            do feed
        end
    end
    turn start
        int k = waste.size % 4
        pickone start
            pick deck -> waste top 1 where from{deck.size > 3} then
                do feed
            pick piles -> waste top 1 where from{from.size > 0} then
        end
    end
    score moved
end
"""

Card = tuple[int, str]


class Model:
    """Feeder as the reference says it plays."""

    def __init__(self, deck: list[Card]) -> None:
        self.stacks: dict[str, list[Card]] = {"deck": deck, "waste": []}
        self.stacks.update({f"piles[{i}]": [] for i in range(3)})
        self.moved = 0

    def moves(self) -> list[tuple[str, str]]:
        found = [("deck", "waste")] if len(self.stacks["deck"]) > 3 else []
        piles = [f"piles[{i}]" for i in range(3)]
        return found + [(pile, "waste") for pile in piles if self.stacks[pile]]

    def play(self, move: Move) -> None:
        k = len(self.stacks["waste"]) % 4  # (the turn's, before it waited)
        source = move.source or ""
        self.stacks["waste"].append(self.stacks[source].pop())
        while source == "deck" and k > 0:  # (the phase, once a card)
            self.stacks[f"piles[{k % 3}]"].append(self.stacks["deck"].pop())
            self.moved += 1
            k -= 1


def test_the_phase_is_a_method_that_calls_itself() -> None:
    method = " ".join(inspect.getsource(compiled(FEEDER).flat_phase_feed).split())
    # (the turn's `k`, kept in the state, is its argument: `paperlang_flat_machine`)
    assert "v_k = self.flat_phase_feed(s, events, v_k, depth + 1)" in method


@pytest.mark.parametrize("seed", range(6))
def test_the_phase_reads_the_turn_s_local_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(FEEDER)(), seed)
    model = Model(cards(session, "deck"))

    def scored() -> None:
        assert session.score == model.moved

    played_against(session, model, seed, 80, check=scored)
    assert model.moved > 0
