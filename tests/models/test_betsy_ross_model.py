"""Betsy Ross against a model written from its rules text (the header of
games_src/betsy_ross.pl, PySolFC's Betsy Ross): guide cards A 2 3 4 that
never move; foundations started by 2 4 6 8 and built regardless of suit by
steps of 1 2 3 4, ranks going round, up to the king (twelve cards); the
stock turned one card at a time onto the waste, whose top card may go to a
foundation; the waste turned over twice (three passes in all)."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward, members, moved, top
from tests.models.harness import MoveKey, Table, compare_random_games

FOUNDATIONS = members("foundations", 4)


class BetsyRossModel:
    def __init__(self) -> None:
        self.passes = 1

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        card = top(table, "waste")
        for step, target in enumerate(FOUNDATIONS, start=1):
            pile = table[target]
            if card and len(pile) < 12 and card[0] == (pile[-1][0] + step - 1) % 13 + 1:
                found.add(("waste", target, 1))
        if table["deck"]:
            found.add(("deck", "waste", 1))
        elif table["waste"] and self.passes < 3:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:
            return moved(table, "waste", "deck", len(table["waste"]), face=False, one_by_one=True)
        return moved(table, source, target, count, face=True if source == "deck" else None)

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        self.passes += move[1] is None

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 12 for f in FOUNDATIONS) else "lost"


def test_betsy_ross_follows_its_rules():
    model = lambda s: BetsyRossModel()  # noqa: E731
    assert compare_random_games("betsy_ross", model, range(1, 3), 200) > 200
    compare_random_games("betsy_ross", model, [40], 200, choose=homeward)


@pytest.mark.slow
def test_betsy_ross_follows_its_rules_in_many_games():
    model = lambda s: BetsyRossModel()  # noqa: E731
    compare_random_games("betsy_ross", model, range(100, 160), 300)
    compare_random_games("betsy_ross", model, range(1000, 1060), 300, choose=homeward)
