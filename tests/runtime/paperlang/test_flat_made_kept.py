"""Cards made in a `then` body onto the members braces keep, on the
compiled engine (issue 22): `place Flag -> every rows{size < 2} 1` (onto
each member the condition keeps, as the cards made before left the
table, in order), `auto place Flag -> rows{|[]} 1` (onto the first empty
member, if one is) and `auto place Flag -> rows{size > 3} 2` (onto the
first member the condition keeps; `docs/paperlang.md`, "Braces").
Compiled from a real source, played at random, and checked move by move
against a little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import cards, compiled, played_against, reached
from tests.runtime.paperlang.test_flat_deal import writes_its_deal

TOKENS = """game Tokens start
    #use "deck"
    card Flag start int v = 0 end
    visiblestack waste
    stacklist rows[4]
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < 5} then
                place Flag -> every rows{size < 2} 1
            pick rows -> waste top 1 where from{from.size > 0} then
                auto place Flag -> rows{|[]} 1
                auto place Flag -> rows{size > 3} 2
        end
    end
end
"""

ROWS = [f"rows[{k}]" for k in range(4)]
FLAG = (None, None)  # (a Flag read as (rank, suit): it has neither)


class Model:
    """Tokens as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}
        self.seen = {"every": 0, "first empty": 0, "first kept": 0}  # (flags each made)

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = [("deck", row) for row in ROWS if stacks["deck"] and len(stacks[row]) < 5]
        return found + [(row, "waste") for row in ROWS if stacks[row]]

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        stacks = self.stacks
        stacks[target].append(stacks[source].pop())
        if source == "deck":
            for row in ROWS:
                if len(stacks[row]) < 2:
                    stacks[row].append(FLAG)
                    self.seen["every"] += 1
            return
        empty = next((row for row in ROWS if not stacks[row]), None)
        if empty is not None:
            stacks[empty].append(FLAG)
            self.seen["first empty"] += 1
        full = next((row for row in ROWS if len(stacks[row]) > 3), None)
        if full is not None:
            stacks[full] += [FLAG, FLAG]
            self.seen["first kept"] += 1


def test_cards_made_onto_kept_members_compile() -> None:
    compiled(TOKENS)


@pytest.mark.parametrize("seed", range(6))
def test_cards_made_onto_kept_members_play_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(TOKENS)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_make_cards_by_each_statement() -> None:
    seen = reached(TOKENS, Model)
    assert min(seen.values()) > 0, seen


# the setup's own: cards made onto the last empty row and onto each row
# under two cards, then each row of more than one card sending its top card
# to the first empty row, else the waste
DEALT = TOKENS.replace(
    "        turnup deck all\n",
    """        turnup deck all
        deck -> rows[0] top 2
        deck -> rows[3] top 1
        auto place Flag -> rows{[]|} 2
        place Flag -> every rows{size < 2} 1
        every rows -> rows{[]}, waste top 1 where from{from.size > 1}
""",
)


@pytest.mark.parametrize("seed", range(3))
def test_the_setup_makes_cards_onto_kept_members_as_the_reference_says(seed: int) -> None:
    rules_class = compiled(DEALT)
    assert writes_its_deal(rules_class)  # (the deal's own code, not the first turn's)
    session = Session(rules_class(), seed)
    flags = {name: [card == FLAG for card in cards(session, name)] for name in session.stacks()}
    # rows[0]: two cards, its top one sent on; rows[1]: one flag (under two);
    # rows[2]: the last empty, two flags, one sent on; rows[3]: a card and a
    # flag (under two), the flag sent on
    expected = {"rows[0]": [False], "rows[1]": [True], "rows[2]": [True], "rows[3]": [False]}
    assert {name: flags[name] for name in ROWS} == expected
    assert flags["waste"] == [False, True, True]
    played_against(session, Model(session), seed, steps=100)
