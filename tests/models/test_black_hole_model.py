"""Black Hole (games_src/black_hole.pl) against a model of its rules
written from its rules text (tests/models/families_a.py)."""

from __future__ import annotations

import pytest

from tests.models.families_a import Hole, names
from tests.models.harness import compare_random_games

GAME = "black_hole"


def model(_session):
    return Hole(names("piles", 17), "hole")


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 8), steps=60) > 40


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, range(10, 200), steps=60) > 1000
