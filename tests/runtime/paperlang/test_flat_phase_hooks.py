"""A phase that runs itself, run by a card hook, on the compiled engine:
written as a method that takes the hook's locals it reads and gives back
those it sets, each `do` of itself a call one deeper (as in the turn),
stopped by a GameError naming the phase and the `do`'s file and line past
64 deep. Compiled from a real source and played at random against a
little model written from the language reference (`docs/paperlang.md`,
"Structure": a phase sees the variables of whoever runs it, a hook's
locals too, and may run itself)."""

from __future__ import annotations

import inspect

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# a card landing on the waste adds 1 + 2 + ... + its rank to `total` (the
# hook's local `k` counted down by the phase, which runs itself); a jack,
# queen or king about to go back onto the deck first sends 1, 2 or 3 of the
# deck's cards to the spare, a card at a time through the phase (`flips`
# of them), counting them in `flipped`
HOOK_RECURSE = """game HookRecurse start
    #use "deck"
    visiblestack waste
    visiblestack spare
    int total = 0
    int flipped = 0
    shuffle deck
    phase count start
        if k > 0 start
            total = total + k
            k = k - 1
            do count
        end
    end
    phase back start
        if (flips > 0) && (deck.size > 0) start
            deck -> spare top 1
            flipped = flipped + 1
            flips = flips - 1
            do back
        end
    end
    onmoved number start
        if to == waste start
            int k = this.v
            do count
        end
    end
    premove number start
        if (to == deck) && (from == waste) && (this.v > 10) start
            int flips = this.v - 10
            do back
        end
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{deck.size > 0} then
            pick waste -> deck top 1 where from{waste.size > 0} then
        end
    end
    score total * 1000 + flipped
end
"""

Card = tuple[int, str]


class Model:
    """HookRecurse as the reference says it plays."""

    def __init__(self, deck: list[Card]) -> None:
        self.stacks: dict[str, list[Card]] = {"deck": deck, "waste": [], "spare": []}
        self.total = 0
        self.flipped = 0

    def moves(self) -> list[tuple[str, str]]:
        found = []
        if self.stacks["deck"]:
            found.append(("deck", "waste"))
        if self.stacks["waste"]:
            found.append(("waste", "deck"))
        return found

    def play(self, move: Move) -> None:
        """One card moves: its `premove` hook first (moving cards to the
        spare, whose own hooks do nothing), then the card, then its
        `onmoved` hook."""
        source, onto = move.source or "", move.target or ""
        card = self.stacks[source][-1]
        if onto == "deck" and card[0] > 10:
            flips = card[0] - 10
            while flips > 0 and self.stacks["deck"]:
                self.stacks["spare"].append(self.stacks["deck"].pop())
                self.flipped += 1
                flips -= 1
        self.stacks[onto].append(self.stacks[source].pop())
        if onto == "waste":
            self.total += card[0] * (card[0] + 1) // 2


def test_a_hook_s_phase_that_runs_itself_is_a_method_calling_itself() -> None:
    rules_class = compiled(HOOK_RECURSE)
    method = " ".join(inspect.getsource(rules_class.flat_phase_count).split())
    assert "v_k = self.flat_phase_count(s, v_k, depth + 1)" in method


@pytest.mark.parametrize("seed", range(8))
def test_a_hook_s_phase_that_runs_itself_plays_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(HOOK_RECURSE)(), seed)
    model = Model(cards(session, "deck"))

    def scored() -> None:
        assert session.score == model.total * 1000 + model.flipped

    played_against(session, model, seed, 200, check=scored)
    assert model.flipped > 0


def test_a_hook_s_phase_that_runs_itself_too_deep_names_itself_and_its_do() -> None:
    source = HOOK_RECURSE.replace("int k = this.v\n", "int k = this.v * 10\n")
    session = Session(compiled(source)(), 0)
    deep = next(m for m in session.moves() if m.target == "waste")
    # (the deck's top card: ten times its rank deep, past 64 from a 7 up)
    while session.cards("deck")[-1].rank * 10 <= 64:
        session.play(deep)
        deep = next(m for m in session.moves() if m.target == "waste")
    with pytest.raises(GameError, match="phase count runs itself more than 64 deep") as found:
        session.play(deep)
    assert (found.value.source, found.value.line) == ("t.pl", 12)  # (`do count`)
