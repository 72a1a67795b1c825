"""Vegas Klondike against a model of its rules text (the header of
games_src/klondike_vegas.pl): Klondike's moves, as the draw-one model
writes them (test_klondike_draw_one_model.py), with three cards turned at a
time and one pass through the stock: the waste is never turned over."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.harness import MoveKey, Table, compare_random_games
from tests.models.test_klondike_draw_one_model import KlondikeDrawOneModel

GAME = "klondike_vegas"


class VegasModel(KlondikeDrawOneModel):
    draw = 3

    def moves(self, table: Table) -> set[MoveKey]:
        return {m for m in super().moves(table) if m != ("deck", None, 0)}


def test_vegas_klondike_follows_its_rules():
    assert compare_random_games(GAME, lambda s: VegasModel(), range(1, 4), 80) > 100


def test_vegas_klondike_follows_its_rules_played_homeward():
    compare_random_games(GAME, lambda s: VegasModel(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_vegas_klondike_follows_its_rules_in_many_games():
    compare_random_games(GAME, lambda s: VegasModel(), range(100, 160), 200)
    compare_random_games(GAME, lambda s: VegasModel(), range(1000, 1030), 300, choose=homeward)
