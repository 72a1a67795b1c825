"""Simple Simon (games_src/simple_simon.pl) against a model of its rules
written from its rules text (tests/models/families_c.py)."""

from __future__ import annotations

import pytest

from tests.models.families_a import thoughtful
from tests.models.families_c import SimpleSimon
from tests.models.harness import compare_random_games

GAME = "simple_simon"


def model(_session):
    return SimpleSimon()


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 4), steps=120, choose=thoughtful) > 60


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert (
        compare_random_games(GAME, model, seeds=range(10, 30), steps=400, choose=thoughtful) > 400
    )
