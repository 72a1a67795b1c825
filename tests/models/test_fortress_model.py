"""Fortress (games_src/fortress.pl) against a model of its rules
written from its rules text (tests/models/families_a.py)."""

from __future__ import annotations

import pytest

from tests.models.families_a import Castles
from tests.models.harness import compare_random_games

GAME = "fortress"


def model(_session):
    return Castles(columns=10, build="updown-suit", fill=True, supermove=False)


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 16), steps=120) > 50


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, range(20, 220), steps=400) > 700
