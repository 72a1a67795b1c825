"""Aces Up against a model written from its rules text (the header of
games_src/aces_up.pl): discard a column's top card when a higher card of
the same suit (the ace highest) tops another column; the top card of a
column of two or more cards may move into an empty column; the stock deals
one card onto each column; won with only the four aces left, one to a
column."""

from __future__ import annotations

import pytest

from tests.models.cards import copied, homeward, members, moved
from tests.models.harness import MoveKey, Table, compare_random_games

COLUMNS = members("cols", 4)


def value(card) -> int:
    return 14 if card[0] == 1 else card[0]


class AcesUpModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        tops = {c: table[c][-1] for c in COLUMNS if table[c]}
        for column, card in tops.items():
            if any(o[1] == card[1] and value(o) > value(card) for o in tops.values()):
                found.add((column, "discard", 1))
            if len(table[column]) >= 2:
                for target in COLUMNS:
                    if not table[target]:
                        found.add((column, target, 1))
        if table["deck"]:
            found.add(("deck", None, 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:  # one card, face up, onto each column in turn
            result = copied(table)
            for column in COLUMNS:
                if result["deck"]:
                    result = moved(result, "deck", column, 1, face=True)
            return result
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        aces = all(len(table[c]) == 1 and table[c][0][0] == 1 for c in COLUMNS)
        return "won" if aces and not table["deck"] else "lost"


def test_aces_up_follows_its_rules():
    assert compare_random_games("aces_up", lambda s: AcesUpModel(), range(1, 11), 150) > 200


@pytest.mark.slow
def test_aces_up_follows_its_rules_in_many_games():
    compare_random_games("aces_up", lambda s: AcesUpModel(), range(100, 400), 200)


@pytest.mark.slow
def test_aces_up_follows_its_rules_played_homeward():
    compare_random_games(
        "aces_up", lambda s: AcesUpModel(), range(1000, 1060), 400, choose=homeward
    )
