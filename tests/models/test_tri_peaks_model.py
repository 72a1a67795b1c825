"""Tri Peaks (games_src/tri_peaks.pl) against a model of its rules written
from its rules text (tests/models/families_a.py): which peak cards are
free, what they may go on, and which cards turn up after a move."""

from __future__ import annotations

import pytest

from tests.models.families_a import TriPeaks, thoughtful
from tests.models.harness import compare_random_games

GAME = "tri_peaks"


def model(_session):
    return TriPeaks()


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 4), steps=150, choose=thoughtful) > 60


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, range(10, 60), steps=150, choose=thoughtful) > 1000
