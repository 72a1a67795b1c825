"""Plain picks of several cards from the bottom of piles with rules
(`pick rows -> homes bottom 2`), on the compiled engine (issue 22): the
cards go in their order, the bottom one landing first, whether cut or one
at a time (`docs/paperlang.md`, "Transfers"), judged as any pick of
several cards is ("Build rules": face up, a group only where groups go,
the destination's `maxlength` and its rule for the card that lands first,
each card on the one before by the source's rule). Compiled from a real
source, played at random, and checked move by move against a little
model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against

# rows: up or down whatever the suit, groups go; homes: up whatever the
# suit, groups go, at most eight; cols: down, groups go
BOTTOMS = """game Bottoms start
    #use "deck"
    visiblestack waste
    stacklist rows[3] start
        build "YBY"  group "YY"
    end
    stacklist homes[2] start
        build "YUY"  group "YY"  maxlength 8
    end
    stacklist cols[2] start
        build "YDY"  group "YY"
    end
    shuffle deck
    setup start
        turnup deck all
        int i = 0
        while i < 3 start
            deck -> rows[i] top 4
            i = i + 1
        end
    end
    turn start
        pickone start
            pick rows -> homes bottom 2 where from{from.size > 1} then
            pick rows /> cols bottom 3 where from{from.size > 1} then
            pick rows -> waste bottom 1 then
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> every rows top 1
        end
    end
end
"""

Card = tuple[int, str]
ROWS = [f"rows[{k}]" for k in range(3)]
HOMES = [f"homes[{k}]" for k in range(2)]
COLS = [f"cols[{k}]" for k in range(2)]


def in_sequence(landing: list[Card]) -> bool:
    """Each card on the one that landed before by the rows' rule (a rank up
    or down)."""
    pairs = zip(landing, landing[1:], strict=False)
    return all(abs(upper[0] - lower[0]) == 1 for lower, upper in pairs)


def home_takes(home: list[Card], landing: list[Card]) -> bool:
    if len(home) + len(landing) > 8:
        return False
    return not home or landing[0][0] == home[-1][0] + 1


def col_takes(col: list[Card], landing: list[Card]) -> bool:
    return not col or landing[0][0] == col[-1][0] - 1


class Model:
    """Bottoms as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def moves(self) -> list[tuple[str, str | None]]:
        stacks = self.stacks
        if all(len(stacks[home]) == 8 for home in HOMES):
            return []  # (every pile with a `maxlength` full: won)
        found = []
        for count, dests, takes in ((2, HOMES, home_takes), (3, COLS, col_takes)):
            for row in ROWS:
                if len(stacks[row]) < 2:
                    continue
                landing = stacks[row][:count]  # (the bottom ones, in their order)
                if in_sequence(landing):
                    found += [(row, d) for d in dests if takes(stacks[d], landing)]
        found += [(row, "waste") for row in ROWS]  # (an empty one too: a move of none)
        if stacks["deck"]:
            found.append(("deck", None))  # (a row dealt: a card on each, unjudged)
        return found

    def play(self, move: Move) -> None:
        source, target = move.source or "", move.target or ""
        pile = self.stacks[source]
        if source == "deck":
            for row in ROWS:
                if pile:
                    self.stacks[row].append(pile.pop())
            return
        count = 2 if target in HOMES else 3 if target in COLS else 1
        self.stacks[target] += pile[:count]  # (in their order, the bottom one first)
        del pile[:count]


def test_several_cards_from_the_bottom_judged_by_rules_compile() -> None:
    compiled(BOTTOMS)


@pytest.mark.parametrize("seed", range(8))
def test_several_cards_from_the_bottom_judged_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(BOTTOMS)(), seed)
    played_against(session, Model(session), seed, steps=200)


def test_the_playouts_move_groups_from_the_bottom_to_both() -> None:
    targets = set()
    for seed in range(8):
        session = Session(game_class(BOTTOMS)(), seed)
        for move in played_against(session, Model(session), seed, steps=200):
            if move.source != "deck" and move.target != "waste" and move.count > 1:
                targets.add((move.target or "")[:4])
    assert targets == {"home", "cols"}
