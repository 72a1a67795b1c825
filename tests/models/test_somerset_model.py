"""Somerset against a model written from its rules text (the header of
games_src/somerset.pl, PySolFC's Somerset; tests/models/families_g.py): ten
columns of face-up cards (1 2 3 4 5 6 7 8 8 8), built down in alternate
colours, any card in an empty column; foundations up in suit from the ace;
one card at a time, or a run in alternate colours as long as the empty
columns (doubling, not the one moved into) allow."""

from __future__ import annotations

import pytest

from tests.models.cards import alternate_down, homeward
from tests.models.families_g import SupermoveColumns
from tests.models.harness import compare_random_games


def model(_session=None):
    return SupermoveColumns(columns=10, goes_on=alternate_down)


def test_somerset_follows_its_rules():
    assert compare_random_games("somerset", model, range(1, 3), 120) > 200
    compare_random_games("somerset", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_somerset_follows_its_rules_in_many_games():
    compare_random_games("somerset", model, range(100, 160), 300)
    compare_random_games("somerset", model, range(1000, 1040), 400, choose=homeward)
