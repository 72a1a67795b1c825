"""Streets and Alleys (games_src/streets_and_alleys.pl) against a model of
its rules written from its rules text (tests/models/families_a.py)."""

from __future__ import annotations

import pytest

from tests.models.families_a import Castles, thoughtful
from tests.models.harness import compare_random_games

GAME = "streets_and_alleys"


def model(_session):
    return Castles(columns=8, build="down", fill=True, supermove=True)


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 3), steps=120, choose=thoughtful) > 60


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, range(10, 40), steps=400, choose=thoughtful) > 600
