"""Members of a list whose cards match a sequence pattern (`rows{[gem :]}`,
`rows{|[_]}`, `rows{[_ _ :]}`, `rows{[_ : gem]}`) as a pick's sides and as an `auto`'s
destination in a `then` body, on the compiled engine (issue 22): the
patterns list cards top first, `_` one card, `:` any run, a name a card of
that type (`docs/paperlang.md`, "Braces"), read as the table stands when
the turn waits (an `auto`: as the moves before left it). Compiled from a
real source, played at random, and checked move by move against a little
model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

GEMS = """game Marks start
    #use "deck"
    card gem start end
    visiblestack waste
    visiblestack stash
    stacklist rows[4]
    place gem -> stash 3
    shuffle deck
    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
                auto waste -> rows{|[_]} top 1 where from{from.size > 0}
            pick stash -> rows{[]|} top 1 where from{from.size > 0} then
            pick rows{[gem :]} -> waste top 1 then
            pick rows{[_ _ :]} -> waste top 2 where from{from.size > 3} then
            pick rows{[_ : gem]} -> stash top 1 then
        end
    end
end
"""

ROWS = [f"rows[{k}]" for k in range(4)]
GEM = (None, None)  # (a gem as `cards` reads it: no rank, no suit)


class Model:
    """Marks as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str]]:
        stacks = self.stacks
        found = [("deck", row) for row in ROWS] if stacks["deck"] else []
        empty = [row for row in ROWS if not stacks[row]]
        if stacks["stash"] and empty:
            found.append(("stash", empty[-1]))
        found += [(row, "waste") for row in ROWS if stacks[row] and stacks[row][-1] == GEM]
        found += [(row, "waste") for row in ROWS if len(stacks[row]) > 3]
        found += [(row, "stash") for row in ROWS if len(stacks[row]) > 1 and stacks[row][0] == GEM]
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        pile = self.stacks[source]
        count = 2 if move.detail[0] == 3 else 1
        self.stacks[target] += pile[-count:][::-1]  # (one at a time, the top card first)
        del pile[-count:]
        if source == "deck":  # (the first row of one card, as the move left them)
            one = [row for row in ROWS if len(self.stacks[row]) == 1]
            if self.stacks["waste"] and one:
                self.stacks[one[0]].append(self.stacks["waste"].pop())


def test_picks_and_auto_of_members_that_match_compile() -> None:
    compiled(GEMS)


@pytest.mark.parametrize("seed", range(6))
def test_picks_and_auto_of_members_that_match_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(GEMS)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_take_every_pick() -> None:
    picks = set()
    for seed in range(6):
        session = Session(game_class(GEMS)(), seed)
        picks |= {m.detail[0] for m in played_against(session, Model(session), seed, steps=200)}
    assert picks == {0, 1, 2, 3, 4}
