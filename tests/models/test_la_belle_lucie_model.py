"""La Belle Lucie (games_src/la_belle_lucie.pl) against a model of its
rules written from its rules text (tests/models/families_c.py)."""

from __future__ import annotations

import pytest

from tests.models.families_c import LaBelleLucie
from tests.models.harness import compare_random_games

GAME = "la_belle_lucie"


def patient(rnd, offered):
    """Random play that sends cards home when it can and redeals only now
    and then, so that games use their redeals late."""
    home = [m for m in offered if (m.target or "").startswith("foundations")]
    if home and rnd.random() < 0.7:
        return rnd.choice(home)
    other = [m for m in offered if m.target is not None]
    if other and rnd.random() < 0.9:
        return rnd.choice(other)
    return rnd.choice(offered)


def model(_session):
    return LaBelleLucie()


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(1, 4), steps=120, choose=patient) > 60


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, seeds=range(10, 40), steps=300, choose=patient) > 500
