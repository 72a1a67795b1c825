"""Flower Garden (games_src/flower_garden.pl) against a model of its rules
written from its rules text (tests/models/families_f.py): King Albert's
model with six beds built down regardless of suit and a bouquet of 16."""

from __future__ import annotations

import pytest

from tests.models.cards import any_suit_down, homeward
from tests.models.families_f import KingAlbert
from tests.models.harness import compare_random_games

GAME = "flower_garden"


def model(_session):
    return KingAlbert(columns=6, reserves=16, fits=any_suit_down)


def test_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, range(1, 6), 60, choose=homeward) > 100


@pytest.mark.slow
def test_long_random_games_follow_the_rules():
    assert compare_random_games(GAME, model, range(10, 60), 200, choose=homeward) > 2000
