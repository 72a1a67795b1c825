"""Scorpion (games_src/scorpion.pl) against a model written from its rules
text (tests/models/families_e.py): any face-up card moves with what lies on
it onto a card one higher of its suit; only a king fills a space; the
three-card stock deals onto the first three columns; whole suits go home."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import homeward
from tests.models.families_e import ScorpionFamily
from tests.models.harness import compare_random_games, table_of

GAME = "scorpion"


def model(_session=None) -> ScorpionFamily:
    return ScorpionFamily(kings=True)


def test_the_deal_hides_three_cards_in_the_first_four_columns():
    table = table_of(Session.open(GAME, seed=2))
    columns = [table[f"tableau[{i}]"] for i in range(7)]
    assert [len(c) for c in columns] == [7] * 7
    assert [sum(not card[2] for card in c) for c in columns] == [3, 3, 3, 3, 0, 0, 0]
    assert [card[2] for card in columns[0]] == [False] * 3 + [True] * 4
    assert len(table["deck"]) == 3


def test_scorpion_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 5), 60) > 30
    compare_random_games(GAME, model, [7], 80, choose=homeward)


@pytest.mark.slow
def test_scorpion_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
