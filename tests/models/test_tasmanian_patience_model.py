"""Tasmanian Patience (games_src/tasmanian_patience.pl) against a model
written from its rules text (tests/models/families_e.py): Australian
Patience turning three cards at a time, with unlimited redeals."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_e import AustralianModel
from tests.models.harness import compare_random_games

GAME = "tasmanian_patience"


def model(_session=None) -> AustralianModel:
    return AustralianModel(redeals=-1, draw=3)


def test_tasmanian_patience_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 3), 80) > 60
    compare_random_games(GAME, model, [7], 100, choose=homeward)


@pytest.mark.slow
def test_tasmanian_patience_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
