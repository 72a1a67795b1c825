"""Stronghold against a model written from its rules text (the header of
games_src/stronghold.pl, PySolFC's Stronghold; tests/models/families_g.py):
Streets and Alleys' eight rows of face-up cards (7 7 7 7 6 6 6 6), built
down regardless of suit, any card in an empty row; one free cell;
foundations up in suit from the ace; one card at a time, or a run down by
rank as long as (1 + an empty cell) doubled for each empty row (not the one
moved into) allows."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_g import SupermoveColumns
from tests.models.harness import compare_random_games


def down_regardless_of_suit(card, onto) -> bool:
    return onto[0] == card[0] + 1


def model(_session=None):
    return SupermoveColumns(columns=8, goes_on=down_regardless_of_suit, cells=("cell",))


def test_stronghold_follows_its_rules():
    assert compare_random_games("stronghold", model, range(1, 3), 120) > 200
    compare_random_games("stronghold", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_stronghold_follows_its_rules_in_many_games():
    compare_random_games("stronghold", model, range(100, 160), 300)
    compare_random_games("stronghold", model, range(1000, 1040), 400, choose=homeward)
