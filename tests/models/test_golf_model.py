"""Golf against a model written from its rules text (the header of
games_src/golf.pl and seed 002's description): seven columns of five, all
face up; any uncovered column card goes to the foundation when it is one
rank above or below the foundation's top card, whatever its suit, aces low
and kings high (only a two on an ace, nothing from the columns on a king);
a click turns the stock's next card onto the foundation."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward, members, moved, top
from tests.models.harness import MoveKey, Table, compare_random_games

COLUMNS = members("columns", 7)


class GolfModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        base = top(table, "foundation")
        for column in COLUMNS:
            card = top(table, column)
            if card is None or base is None:
                continue
            if base[0] != 13 and abs(card[0] - base[0]) == 1:
                found.add((column, "foundation", 1))
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:
            return moved(table, "deck", "foundation", 1, face=True)
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        return "won" if len(table["foundation"]) == 52 else "lost"


def test_golf_follows_its_rules():
    assert compare_random_games("golf", lambda s: GolfModel(), range(1, 9), 150) > 200


@pytest.mark.slow
def test_golf_follows_its_rules_in_many_games():
    compare_random_games("golf", lambda s: GolfModel(), range(100, 500), 200)


@pytest.mark.slow
def test_golf_follows_its_rules_played_homeward():
    compare_random_games("golf", lambda s: GolfModel(), range(1000, 1060), 400, choose=homeward)
