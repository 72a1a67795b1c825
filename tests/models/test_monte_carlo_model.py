"""Monte Carlo (games_src/monte_carlo.pl) against a model of its rules
written from its rules text (tests/models/families_f.py)."""

from __future__ import annotations

import pytest

from tests.models.families_f import MonteCarlo
from tests.models.harness import compare_random_games

GAME = "monte_carlo"


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, lambda s: MonteCarlo(), range(1, 6), steps=60) > 40


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, lambda s: MonteCarlo(), range(10, 110), steps=100) > 500
