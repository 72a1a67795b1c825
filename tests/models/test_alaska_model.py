"""Alaska (games_src/alaska.pl) against a model written from its rules
text (tests/models/families_e.py): Yukon's deal and moves, the columns built
up or down in suit."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward, suit_up_or_down
from tests.models.families_e import YukonFamily
from tests.models.harness import compare_random_games

GAME = "alaska"


def model(_session=None) -> YukonFamily:
    return YukonFamily(suit_up_or_down)


def test_alaska_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 5), 60) > 30
    compare_random_games(GAME, model, [7], 80, choose=homeward)


@pytest.mark.slow
def test_alaska_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
