"""Spiderette against a model written from its rules text (the header of
games_src/spiderette.pl, PySolFC's Spiderette: Spider's rules on seven
columns and one pack): see families_d.SpiderModel."""

from __future__ import annotations

import pytest

from tests.models.families_d import SpiderModel
from tests.models.harness import compare_random_games


def model(session) -> SpiderModel:
    return SpiderModel(width=7, foundations=4)


def test_spiderette_follows_its_rules():
    assert compare_random_games("spiderette", model, range(1, 6), 80) > 120


@pytest.mark.slow
def test_spiderette_follows_its_rules_in_many_games():
    compare_random_games("spiderette", model, range(100, 140), 400)
