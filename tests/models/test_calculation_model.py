"""Calculation against a model written from its rules text (the header of
games_src/calculation.pl and seed 002's description): foundations started
with an ace, a two, a three and a four, built regardless of suit by ones,
twos, threes and fours (ranks counted round modulo 13) up to the king; the
stock's top card is turned and must go onto a foundation or one of four
waste piles (any card); a waste pile's top card goes only to a
foundation."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import homeward, members, moved
from tests.models.harness import MoveKey, Table, compare_random_games

FOUNDATIONS = members("foundations", 4)
WASTES = members("wastes", 4)


def wanted(step: int, pile) -> int | None:
    """The rank a foundation that builds by `step` takes next (None when full)."""
    if len(pile) >= 13:
        return None
    return (step * (len(pile) + 1) - 1) % 13 + 1


class CalculationModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        sources = ["turned", *WASTES]
        for source in sources:
            if not table[source]:
                continue
            card = table[source][-1]
            for step, foundation in enumerate(FOUNDATIONS, 1):
                if wanted(step, table[foundation]) == card[0]:
                    found.add((source, foundation, 1))
        if table["turned"]:
            for waste in WASTES:
                found.add(("turned", waste, 1))
        elif table["deck"]:  # the turned card must be played before the next
            found.add(("deck", "turned", 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        return moved(table, source, target, count, face=True)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_calculation_starts_its_foundations_with_an_ace_a_two_a_three_and_a_four():
    s = Session.open("calculation", seed=1)
    assert [[c.rank for c in s.cards(f)] for f in FOUNDATIONS] == [[1], [2], [3], [4]]


def test_calculation_follows_its_rules():
    assert compare_random_games("calculation", lambda s: CalculationModel(), range(1, 5), 150) > 400


@pytest.mark.slow
def test_calculation_follows_its_rules_in_many_games():
    compare_random_games("calculation", lambda s: CalculationModel(), range(100, 400), 200)


@pytest.mark.slow
def test_calculation_follows_its_rules_played_homeward():
    compare_random_games(
        "calculation", lambda s: CalculationModel(), range(1000, 1060), 400, choose=homeward
    )
