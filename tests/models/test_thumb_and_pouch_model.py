"""Thumb and Pouch against a model written from its rules text (the header
of games_src/thumb_and_pouch.pl, PySolFC's Thumb and Pouch;
tests/models/families_g.py): seven columns of 1 to 7, the top card up;
columns down in any suit but the card's own, a face-up run in sequence
moves as a unit, any card or run fills an empty column; foundations up in
suit from the ace, one card at a time from the waste or a column; the
stock is turned one card at a time, once."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.families_g import RunColumns
from tests.models.harness import compare_random_games


def any_suit_but_its_own(card, onto) -> bool:
    return onto[0] == card[0] + 1 and onto[1] != card[1]


def model(_session):
    return RunColumns(columns=7, goes_on=any_suit_but_its_own, deals_rows=False)


def test_thumb_and_pouch_follows_its_rules():
    assert compare_random_games("thumb_and_pouch", model, range(1, 3), 100) > 60
    compare_random_games("thumb_and_pouch", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_thumb_and_pouch_follows_its_rules_in_many_games():
    compare_random_games("thumb_and_pouch", model, range(100, 200), 200)
    compare_random_games("thumb_and_pouch", model, range(1000, 1050), 400, choose=homeward)
