"""Cruel (games_src/cruel.pl) against a model of its rules
written from its rules text (tests/models/families_c.py)."""

from __future__ import annotations

import pytest

from tests.models.families_a import thoughtful
from tests.models.families_c import Cruel
from tests.models.harness import compare_random_games

GAME = "cruel"


def model(_session):
    return Cruel()


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 3), steps=120, choose=thoughtful) > 60


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert (
        compare_random_games(GAME, model, seeds=range(10, 30), steps=400, choose=thoughtful) > 400
    )
