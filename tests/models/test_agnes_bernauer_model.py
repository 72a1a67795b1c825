"""Agnes Bernauer (games_src/agnes_bernauer.pl) against a model written
from its rules text (tests/models/families_e.py): columns down in alternate
colours going round, runs move, spaces take the rank below the foundations'
base; reserves fed from the stock; foundations up in suit from the base."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import homeward
from tests.models.families_e import AgnesModel
from tests.models.harness import compare_random_games, table_of

GAME = "agnes_bernauer"


def model(_session=None) -> AgnesModel:
    return AgnesModel()


def test_the_deal():
    table = table_of(Session.open(GAME, seed=2))
    assert [len(table[f"tableau[{i}]"]) for i in range(7)] == list(range(1, 8))
    assert [len(table[f"reserves[{i}]"]) for i in range(7)] == [1] * 7
    assert [len(table[f"foundations[{i}]"]) for i in range(4)] == [1, 0, 0, 0]
    assert all(card[2] for name, pile in table.items() if name != "deck" for card in pile)
    assert len(table["deck"]) == 16


def test_agnes_bernauer_follows_its_rules():
    assert compare_random_games(GAME, model, range(1, 4), 60) > 40
    compare_random_games(GAME, model, [7], 100, choose=homeward)


@pytest.mark.slow
def test_agnes_bernauer_follows_its_rules_in_many_games():
    compare_random_games(GAME, model, range(100, 160), 300)
    compare_random_games(GAME, model, range(1000, 1030), 300, choose=homeward)
