"""Penguin (games_src/penguin.pl) against a model of its rules written from
its rules text (tests/models/families_f.py)."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_f import Penguin
from tests.models.harness import compare_random_games

GAME = "penguin"


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, lambda s: Penguin(), range(1, 6), 60, choose=homeward) > 100


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert (
        compare_random_games(GAME, lambda s: Penguin(), range(10, 60), 200, choose=homeward) > 800
    )
