"""Raw Prawn (games_src/raw_prawn.pl) against a model written from its rules
text (tests/models/families_e.py): Australian Patience with any card filling a space."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_e import AustralianModel
from tests.models.harness import compare_random_games

GAME = "raw_prawn"


def model(_session=None) -> AustralianModel:
    return AustralianModel(kings=False)


def test_raw_prawn_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 3), 80) > 60
    compare_random_games(GAME, model, [7], 100, choose=homeward)


@pytest.mark.slow
def test_raw_prawn_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
