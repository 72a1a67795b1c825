"""Gaps (games_src/gaps.pl) against a model of its rules written from its
rules text (tests/models/families_f.py)."""

from __future__ import annotations

import pytest

from tests.models.families_f import Gaps
from tests.models.harness import compare_random_games

GAME = "gaps"


def patient(rnd, offered):
    """Random play that redeals only now and then, so that games use their
    redeals late and fill gaps in between."""
    plays = [m for m in offered if m.target is not None]
    if plays and rnd.random() < 0.95:
        return rnd.choice(plays)
    return rnd.choice(offered)


def test_random_games_follow_the_rules():
    assert (
        compare_random_games(GAME, lambda s: Gaps(), seeds=range(1, 4), steps=80, choose=patient)
        > 60
    )


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert (
        compare_random_games(GAME, lambda s: Gaps(), range(10, 60), steps=300, choose=patient) > 500
    )
