"""A `build` pick from a pile that lets groups go but has no build rule
(`pile waste start group "YY" end`, `pick waste -> piles, bin build`), on
the compiled engine (issue 22): from such a pile any face-up run at its
top may go, the top card first, each onto a destination whose rule takes
its first card and which has the run in sequence by that rule, since the
source has none (`docs/paperlang.md`, "Build rules": "a group must itself
be in sequence by the source pile's build rule, or the destination's when
the source has none"); onto a pile with no rule either, any run. Compiled
from a real source, played at random, and checked move by move against a
little model of the game written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.modelled import cards, compiled, played_against, with_index

LOOSE = """game Loose start
    #use "deck"
    visiblestack waste
    visiblestack bin
    pile waste start
        group "YY"
    end
    stacklist piles[4] start
        build "YDY"  group "YY"
    end
    shuffle deck
    setup start
        turnup deck all
        int i = 0
        while i < 4 start
            deck -> piles[i] top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick deck -> waste top 2 where from{from.size > 1} then
            pick waste -> piles, bin build where from{from.size < 6} then
            pick piles -> piles build then
        end
    end
end
"""

Card = tuple[int, str]
PILES = [f"piles[{k}]" for k in range(4)]


def in_sequence(run: list[Card]) -> bool:
    """By the piles' rule (`YDY`): each card one lower than the one below."""
    return all(upper[0] == lower[0] - 1 for lower, upper in zip(run, run[1:], strict=False))


class Model:
    """Loose as the reference says it plays (cards as (rank, suit))."""

    def __init__(self, session: Session) -> None:
        self.stacks = {name: cards(session, name) for name in session.stacks()}

    def pile_takes(self, name: str, run: list[Card]) -> bool:
        pile = self.stacks[name]
        return (not pile or run[0][0] == pile[-1][0] - 1) and in_sequence(run)

    def moves(self) -> list[tuple[str, str, int]]:
        stacks = self.stacks
        found = []
        if len(stacks["deck"]) > 1:
            found.append(("deck", "waste", len(stacks["deck"]) - 2))
        waste = stacks["waste"]
        if len(waste) < 6:
            for point in range(len(waste) - 1, -1, -1):  # (any run, the top card first)
                run = waste[point:]
                found += [("waste", pile, point) for pile in PILES if self.pile_takes(pile, run)]
                found.append(("waste", "bin", point))  # (no rule: any run)
        for name in PILES:
            pile = stacks[name]
            point = len(pile) - 1
            while point >= 0:  # (its runs in sequence by its rule, the top card first)
                found += [
                    (name, other, point)
                    for other in PILES
                    if other != name and self.pile_takes(other, pile[point:])
                ]
                if point == 0 or pile[point][0] != pile[point - 1][0] - 1:
                    break
                point -= 1
        return found

    def play(self, move: Move) -> None:
        pile = self.stacks[move.source or ""]
        moving = pile[move.index :]
        del pile[move.index :]
        self.stacks[move.target or ""] += moving if move.source != "deck" else moving[::-1]


def test_build_picks_from_a_pile_of_loose_groups_compile() -> None:
    compiled(LOOSE)


@pytest.mark.parametrize("seed", range(6))
def test_build_picks_from_a_pile_of_loose_groups_play_as_the_reference_says(seed: int) -> None:
    session = Session(game_class(LOOSE)(), seed)
    played_against(session, Model(session), seed, steps=200, option=with_index)


def test_the_playouts_move_runs_off_the_waste() -> None:
    runs = set()
    for seed in range(6):
        session = Session(game_class(LOOSE)(), seed)
        for move in played_against(session, Model(session), seed, steps=200, option=with_index):
            if move.source == "waste" and move.count > 1:
                runs.add((move.target or "")[:3])
    assert runs == {"pil", "bin"}
