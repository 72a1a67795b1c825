"""Easthaven against a model written from its rules text (the header of
games_src/easthaven.pl, PySolFC's Easthaven; tests/models/families_g.py):
seven columns of three, the top card up; columns down in alternate colours,
a face-up run in sequence moves as a unit, any card or run fills an empty
column; foundations up in suit from the ace, one card at a time from a
column; a click on the stock deals one card face up to each column in turn,
as far as it goes."""

from __future__ import annotations

import pytest

from tests.models.cards import alternate_down, homeward
from tests.models.families_g import RunColumns
from tests.models.harness import compare_random_games


def model(_session):
    return RunColumns(columns=7, goes_on=alternate_down, deals_rows=True)


def test_easthaven_follows_its_rules():
    assert compare_random_games("easthaven", model, range(1, 3), 100) > 60
    compare_random_games("easthaven", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_easthaven_follows_its_rules_in_many_games():
    compare_random_games("easthaven", model, range(100, 200), 200)
    compare_random_games("easthaven", model, range(1000, 1050), 400, choose=homeward)
