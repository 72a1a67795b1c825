"""Canister against a model written from its rules text (the header of
games_src/canister.pl, PySolFC's Canister; tests/models/families_g.py):
eight columns of face-up cards (6 6 7 7 7 7 6 6), built down regardless of
suit; any run down by rank moves as a unit, any card or run fills an empty
column; foundations up in suit from the ace, one card at a time."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_g import RunColumns
from tests.models.harness import compare_random_games


def down_regardless_of_suit(card, onto) -> bool:
    return onto[0] == card[0] + 1


def model(_session=None):
    return RunColumns(columns=8, goes_on=down_regardless_of_suit, deals_rows=False)


def test_canister_follows_its_rules():
    assert compare_random_games("canister", model, range(1, 3), 120) > 200
    compare_random_games("canister", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_canister_follows_its_rules_in_many_games():
    compare_random_games("canister", model, range(100, 160), 300)
    compare_random_games("canister", model, range(1000, 1040), 400, choose=homeward)
