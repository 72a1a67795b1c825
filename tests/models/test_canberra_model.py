"""Canberra (games_src/canberra.pl) against a model written from its rules
text (tests/models/families_e.py): Australian Patience with one redeal."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_e import AustralianModel
from tests.models.harness import compare_random_games

GAME = "canberra"


def model(_session=None) -> AustralianModel:
    return AustralianModel(redeals=1)


def test_canberra_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 3), 80) > 60
    compare_random_games(GAME, model, [7], 100, choose=homeward)


@pytest.mark.slow
def test_canberra_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
