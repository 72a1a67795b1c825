"""Clock (games_src/clock.pl) against a model of its rules written from its
rules text (tests/models/families_c.py). Clock offers one move at a time,
so each seed is a whole game."""

from __future__ import annotations

import pytest

from tests.models.families_c import Clock
from tests.models.harness import compare_random_games

GAME = "clock"


def model(_session):
    return Clock()


def test_random_games_follow_the_rules():
    # seed 25 is won, the others lost
    assert compare_random_games(GAME, model, seeds=[1, 2, 25], steps=60) > 100


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(3, 60), steps=60) > 1000
