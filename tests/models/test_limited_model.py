"""Limited against a model written from its rules text (the header of
games_src/limited.pl, PySolFC's Limited: twelve columns of three): see
families_d.FortyThievesModel."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_d import FortyThievesModel
from tests.models.harness import compare_random_games


def model(session) -> FortyThievesModel:
    return FortyThievesModel(12)


def test_limited_follows_its_rules():
    assert compare_random_games("limited", model, range(1, 3), 100) > 150
    compare_random_games("limited", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_limited_follows_its_rules_in_many_games():
    compare_random_games("limited", model, range(100, 140), 300)
    compare_random_games("limited", model, range(200, 220), 400, choose=homeward)
