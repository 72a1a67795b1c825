"""Double Yukon (games_src/double_yukon.pl) against a model written from its
rules text (tests/models/families_e.py): Yukon's moves with two packs, ten
columns and eight foundations."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import alternate_down, homeward
from tests.models.families_e import YukonFamily
from tests.models.harness import compare_random_games, table_of

GAME = "double_yukon"


def model(_session=None) -> YukonFamily:
    return YukonFamily(alternate_down, columns=10, foundations=8)


def test_the_deal_hides_up_to_eight_cards_under_six_face_up():
    table = table_of(Session.open(GAME, seed=2))
    columns = [table[f"tableau[{i}]"] for i in range(10)]
    assert [sum(not card[2] for card in c) for c in columns] == [0, 1, 2, 3, 4, 5, 6, 7, 8, 8]
    assert all(len(c) - sum(not card[2] for card in c) == 6 for c in columns)
    assert sorted(card[:2] for c in columns for card in c) == sorted(
        (rank, suit) for rank in range(1, 14) for suit in "SHCD" for _ in range(2)
    )


def test_double_yukon_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 3), 60) > 40
    compare_random_games(GAME, model, [7], 60, choose=homeward)


@pytest.mark.slow
def test_double_yukon_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 130), 300)
    compare_random_games(GAME, model, range(1000, 1020), 400, choose=homeward)
