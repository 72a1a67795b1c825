"""Osmosis (games_src/osmosis.pl) against a model of its rules written
from its rules text (tests/models/families_f.py)."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_f import Osmosis
from tests.models.harness import compare_random_games

GAME = "osmosis"


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, lambda s: Osmosis(), range(1, 4), 80, choose=homeward) > 100


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert (
        compare_random_games(GAME, lambda s: Osmosis(), range(10, 60), 300, choose=homeward) > 5000
    )
