"""The game's own statements (the load pass) that the compiler cannot
work out, run in the deal's own code (`paperc/codegen/
paperlang_flat_load_deferred.py`, issue 22): a value the seed decides
(`int trump = deck.top.suit` after `shuffle deck`), read later in the load
pass, the cards of a stack the seed shuffled read in a loop, a stack's
card attribute declared with a card (`card waste.first = deck.top`), a
stacklist's attribute declared with a value the seed decides. Compiled
from a real source, played at random, and checked move by move against
a little model of the game written from the language reference
(`docs/paperlang.md`, "Structure": the top-level statements run once, in
source order, before the setup)."""

from __future__ import annotations

import pytest

from runtime.engine.model import GameError, Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, not_yet
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached

TRUMPS = """game Trumps start
    #use "deck"
    visiblestack waste
    visiblestack discard
    stacklist piles[4] start
        int cap = 1
    end
    shuffle deck
    int trump = deck.top.suit
    card waste.first = deck.top
    deck -> waste top 1
    int high = 0
    while deck.top.v > 8 start
        deck -> discard top 1
        high = high + 1
    end
    int piles.cap = high + 2
    setup start
        deck -> every piles top 1
    end
    turn start
        pickone start
            pick deck -> piles top 1 where from{from.size > 0}, to{to.size < to.cap} then
            pick piles -> discard top 1 where from{from.top.suit == trump} then
            pick piles -> waste top 1 where from{from.top.v > waste.first.v} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
    score discard.size * 10 + trump
end
"""

# two players, each given values as the game loads (the writer unrolls the
# game-level `foreachplayer` before the load pass runs), then the same deal
PLAYED = TRUMPS.replace(
    "    shuffle deck\n",
    "    players 2\n    foreachplayer p start\n        int p.score = 0\n    end\n"
    "    shuffle deck\n",
)

PILES = [f"piles[{k}]" for k in range(4)]
SUITS = {"H": 1, "D": 2, "C": 3, "S": 4}


class Model:
    """Trumps as the reference says it plays (cards as (rank, suit)). The
    deal is the seed's: the model reads the table it left, checks that
    the game's own statements laid it out as they say, and works out the
    values they gave from it."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        stacks = self.stacks
        # the deck's top once shuffled went to the waste: the trump and its first
        (self.first,) = stacks["waste"]
        self.trump = SUITS[self.first[1]]
        # then the cards above 8 on top of the deck, one by one, to the discard
        self.high = len(stacks["discard"])
        assert all(rank > 8 for rank, _ in stacks["discard"])
        below = stacks["piles[0]"][0]  # (the card the loop stopped at: the setup's first)
        assert below[0] <= 8
        self.cap = self.high + 2
        assert all(len(stacks[p]) == 1 for p in PILES)
        self.seen = {"high": self.high, "trump": 0, "above first": 0, "capped": 0}

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = []
        if stacks["deck"]:
            found += [("deck", p) for p in PILES if len(stacks[p]) < self.cap]
        found += [(p, "discard") for p in PILES if stacks[p] and self.suit(p) == self.trump]
        found += [(p, "waste") for p in PILES if stacks[p] and stacks[p][-1][0] > self.first[0]]
        if stacks["deck"]:
            found.append(("deck", "waste"))
        return found

    def suit(self, name: str) -> int:
        return SUITS[self.stacks[name][-1][1]]

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        self.seen["trump"] += target == "discard"
        self.seen["above first"] += source in PILES and target == "waste"
        self.seen["capped"] += target in PILES and len(self.stacks[target]) == self.cap - 1
        self.stacks[target].append(self.stacks[source].pop())

    def score(self) -> int:
        return len(self.stacks["discard"]) * 10 + self.trump


def test_a_load_pass_the_seed_decides_compiles() -> None:
    rules_class = compiled(TRUMPS)
    # what the compiler works out stays worked out: the deck it made
    assert len(rules_class.flat_deck) == 52


@pytest.mark.parametrize("source", [TRUMPS, PLAYED], ids=["one player", "two players"])
@pytest.mark.parametrize("seed", range(6))
def test_a_load_pass_the_seed_decides_plays_as_the_reference_says(seed: int, source: str) -> None:
    session = Session(compiled(source)(), seed)
    model = Model(session)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, seed, 150, check=scored)


def test_the_playouts_reach_what_the_deal_worked_out() -> None:
    seen = reached(TRUMPS, Model)
    assert min(seen.values()) > 0, seen


def test_a_division_by_zero_the_compiler_sees_stays_an_error() -> None:
    source = TRUMPS.replace("    shuffle deck\n", "    int bad = 1 / 0\n    shuffle deck\n")
    assert source != TRUMPS
    line, _, message = not_yet(source)
    assert line == 8 and message.endswith("divide by zero")


def test_a_division_by_zero_the_seed_decides_stops_the_deal_at_its_line() -> None:
    source = TRUMPS.replace("int piles.cap = high + 2", "int piles.cap = high / (high - high)")
    assert source != TRUMPS
    with pytest.raises(GameError, match="^t.pl:17: division by zero"):
        Session(game_class(source)(), 0)


def test_what_the_setup_cannot_run_either_keeps_the_load_pass_reason() -> None:
    # (how many players there are is the state's shape: a limit, said with what to do)
    source = TRUMPS.replace("    setup start\n", "    players high + 1\n    setup start\n")
    line, _, message = not_yet(source)
    assert line == 18 and "not known before play" in message and "constant" in message


# a card type's attribute changed again after cards were made since its
# last change: the cards made before keep the value they were made with
RETYPED = """game Retyped start
    #use "deck"
    card joker start
        int v = 0
        int suit = 0
    end
    visiblestack waste
    place joker -> waste 2
    joker.v = 5
    place joker -> waste 2
    joker.v = 7
    place joker -> waste 1
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
    score waste{v == 5}.size * 100 + waste{v == 7}.size * 10 + waste{v == 0}.size
end
"""


@pytest.mark.parametrize("seed", range(2))
def test_a_card_type_changed_again_makes_its_cards_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(RETYPED)(), seed)
    assert session.score == 2 * 100 + 1 * 10 + 2  # (two made with 0, two with 5, one with 7)
    session.play(session.moves()[0])  # (the king of spades: v 13)
    assert session.score == 212
