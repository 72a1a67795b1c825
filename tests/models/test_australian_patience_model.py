"""Australian Patience (games_src/australian_patience.pl) against a model
written from its rules text (tests/models/families_e.py): seven columns of
four face up, built down in suit, any face-up card moving with what lies on
it; only kings fill spaces; a waste turned from the stock once."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import homeward
from tests.models.families_e import AustralianModel
from tests.models.harness import compare_random_games, table_of

GAME = "australian_patience"


def model(_session=None) -> AustralianModel:
    return AustralianModel()


def test_the_deal_lays_seven_columns_of_four_face_up():
    table = table_of(Session.open(GAME, seed=2))
    columns = [table[f"tableau[{i}]"] for i in range(7)]
    assert [len(c) for c in columns] == [4] * 7
    assert all(card[2] for c in columns for card in c)
    assert len(table["waste"]) == 1 and len(table["deck"]) == 23


def test_australian_patience_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 3), 80) > 60
    compare_random_games(GAME, model, [7], 100, choose=homeward)


@pytest.mark.slow
def test_australian_patience_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
