"""Yukon (games_src/yukon.pl) against a model written from its rules text
(tests/models/families_e.py): any face-up card moves with what lies on it
onto a card one higher of the other colour; only a king fills a space;
foundations up in suit."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import alternate_down, homeward
from tests.models.families_e import YukonFamily
from tests.models.harness import compare_random_games, table_of

GAME = "yukon"


def model(_session=None) -> YukonFamily:
    return YukonFamily(alternate_down)


def test_the_deal_hides_one_to_six_cards_under_five_face_up():
    table = table_of(Session.open(GAME, seed=2))
    columns = [table[f"tableau[{i}]"] for i in range(7)]
    assert [len(c) for c in columns] == [1, 6, 7, 8, 9, 10, 11]
    assert [sum(not card[2] for card in c) for c in columns] == [0, 1, 2, 3, 4, 5, 6]
    assert all(card[2] for c in columns for card in c[-5:])


def test_yukon_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 3), 60) > 40
    compare_random_games(GAME, model, [7], 80, choose=homeward)


@pytest.mark.slow
def test_yukon_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
