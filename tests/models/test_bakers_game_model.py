"""Baker's Game (games_src/bakers_game.pl) against a model of its rules
written from its rules text (tests/models/families_a.py)."""

from __future__ import annotations

import pytest

from tests.models.families_a import FreeCellFamily, thoughtful
from tests.models.harness import compare_random_games

GAME = "bakers_game"


def model(_session):
    return FreeCellFamily(columns=8, cells=4, kings_only=False, doubling=True)


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 6), steps=150, choose=thoughtful) > 80


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert (
        compare_random_games(GAME, model, seeds=range(10, 40), steps=400, choose=thoughtful) > 600
    )
