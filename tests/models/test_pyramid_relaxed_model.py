"""Relaxed Pyramid against a model of its rules text (the header of
games_src/pyramid_relaxed.pl): Pyramid's moves, as the Pyramid model writes
them (test_pyramid_model.py), but the game is won, and no move is left, as
soon as the 28 pyramid places are empty."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.harness import MoveKey, Table, compare_random_games
from tests.models.test_pyramid_model import PYRAMID, PyramidModel

GAME = "pyramid_relaxed"


class RelaxedModel(PyramidModel):
    def moves(self, table: Table) -> set[MoveKey]:
        if not any(table[p] for p in PYRAMID):
            return set()
        return super().moves(table)

    def after(self, table: Table, move: MoveKey) -> Table:
        result = super().after(table, move)
        deck = result["deck"]
        if not any(result[p] for p in PYRAMID) and deck and len(deck) < len(table["deck"]):
            rank, suit, _ = result["deck"][-1]  # won at once: the stock's next card
            result["deck"][-1] = (rank, suit, False)  # is not turned up any more
        return result

    def status(self, table: Table) -> str:
        return "lost" if any(table[p] for p in PYRAMID) else "won"


def test_relaxed_pyramid_follows_its_rules():
    assert compare_random_games(GAME, lambda s: RelaxedModel(), range(1, 9), 150) > 200


@pytest.mark.slow
def test_relaxed_pyramid_follows_its_rules_played_homeward():
    compare_random_games(GAME, lambda s: RelaxedModel(), range(1000, 1100), 400, choose=homeward)
