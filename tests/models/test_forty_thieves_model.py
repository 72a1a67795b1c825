"""Forty Thieves against a model written from its rules text (the header of
games_src/forty_thieves.pl, PySolFC's Forty Thieves): see
families_d.FortyThievesModel."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_d import FortyThievesModel
from tests.models.harness import compare_random_games


def test_forty_thieves_follows_its_rules():
    model = FortyThievesModel
    assert compare_random_games("forty_thieves", lambda s: model(), range(1, 3), 100) > 150
    compare_random_games("forty_thieves", lambda s: model(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_forty_thieves_follows_its_rules_in_many_games():
    compare_random_games("forty_thieves", lambda s: FortyThievesModel(), range(100, 140), 300)
    compare_random_games(
        "forty_thieves", lambda s: FortyThievesModel(), range(200, 220), 400, choose=homeward
    )
