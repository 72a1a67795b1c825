"""Seahaven Towers (games_src/seahaven_towers.pl) against a model of its
rules written from its rules text (tests/models/families_a.py)."""

from __future__ import annotations

import pytest

from tests.models.families_a import FreeCellFamily, thoughtful
from tests.models.harness import compare_random_games

GAME = "seahaven_towers"


def model(_session):
    return FreeCellFamily(columns=10, cells=4, kings_only=True, doubling=False)


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 6), steps=150, choose=thoughtful) > 60


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, range(10, 40), steps=400, choose=thoughtful) > 600
