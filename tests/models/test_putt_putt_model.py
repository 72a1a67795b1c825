"""Putt Putt against a model written from its rules text (the header of
games_src/putt_putt.pl, PySolFC's Putt Putt): Golf's seven columns of five
and stock of sixteen; any uncovered column card goes to the foundation when
it is one rank above or below the foundation's top card, whatever its suit,
ranks going round (a king next to an ace, and a king takes cards too); a
click turns the stock's next card onto the foundation."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward, members, moved, top
from tests.models.harness import MoveKey, Table, compare_random_games

COLUMNS = members("columns", 7)


class PuttPuttModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        base = top(table, "foundation")
        for column in COLUMNS:
            card = top(table, column)
            if card is not None and base is not None and (card[0] - base[0]) % 13 in (1, 12):
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


def test_putt_putt_follows_its_rules():
    assert compare_random_games("putt_putt", lambda s: PuttPuttModel(), range(1, 9), 150) > 200
    compare_random_games("putt_putt", lambda s: PuttPuttModel(), range(20, 24), 150, homeward)


@pytest.mark.slow
def test_putt_putt_follows_its_rules_in_many_games():
    compare_random_games("putt_putt", lambda s: PuttPuttModel(), range(100, 500), 200)
    compare_random_games("putt_putt", lambda s: PuttPuttModel(), range(1000, 1100), 400, homeward)
