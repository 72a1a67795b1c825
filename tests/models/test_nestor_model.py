"""Nestor against a model written from its rules text (the header of
games_src/nestor.pl, PySolFC's Nestor): eight columns of six and four
reserve piles of one, all face up; the top card of any pile may be paired
with the top card of any other pile of the same rank, and both go to the
discard; spaces are never filled; won with all 52 cards discarded."""

from __future__ import annotations

import pytest

from tests.models.cards import members, moved, top
from tests.models.harness import MoveKey, Table, compare_random_games

PILES = members("tableau", 8) + members("reserves", 4)


class NestorModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in PILES:
            card = top(table, source)
            for target in PILES:
                onto = top(table, target)
                if card and onto and target != source and onto[0] == card[0]:
                    found.add((source, target, 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, _ = move
        paired = moved(table, source, target, 1)
        return moved(paired, target, "discard", 2, one_by_one=True)

    def status(self, table: Table) -> str:
        return "won" if len(table["discard"]) == 52 else "lost"


def test_nestor_follows_its_rules():
    assert compare_random_games("nestor", lambda s: NestorModel(), range(1, 20), 40) > 60


@pytest.mark.slow
def test_nestor_follows_its_rules_in_many_games():
    assert compare_random_games("nestor", lambda s: NestorModel(), range(100, 600), 40) > 2000
