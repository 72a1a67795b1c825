"""Gypsy against a model written from its rules text (the header of
games_src/gypsy.pl, PySolFC's Gypsy): see families_d.GypsyModel."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_d import GypsyModel
from tests.models.harness import compare_random_games


def test_gypsy_follows_its_rules():
    assert compare_random_games("gypsy", lambda s: GypsyModel(), range(1, 3), 90) > 150
    compare_random_games("gypsy", lambda s: GypsyModel(), [40], 120, choose=homeward)


@pytest.mark.slow
def test_gypsy_follows_its_rules_in_many_games():
    compare_random_games("gypsy", lambda s: GypsyModel(), range(100, 130), 300)
    compare_random_games("gypsy", lambda s: GypsyModel(), range(200, 215), 400, choose=homeward)
