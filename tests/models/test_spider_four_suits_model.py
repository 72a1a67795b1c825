"""Spider with four suits against a model written from its rules text (the
header of games_src/spider_four_suits.pl, PySolFC's Spider): see
families_d.SpiderModel."""

from __future__ import annotations

import pytest

from tests.models.families_d import SpiderModel
from tests.models.harness import compare_random_games


def test_spider_four_suits_follows_its_rules():
    assert compare_random_games("spider_four_suits", lambda s: SpiderModel(), range(1, 6), 80) > 120


@pytest.mark.slow
def test_spider_four_suits_follows_its_rules_in_many_games():
    compare_random_games("spider_four_suits", lambda s: SpiderModel(), range(100, 130), 400)
