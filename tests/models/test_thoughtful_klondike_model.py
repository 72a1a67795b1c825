"""Thoughtful Klondike against a model written from its rules text (the
header of games_src/thoughtful_klondike.pl, Aisleriot's Thoughtful):
Klondike draw one with every column card dealt face up. The moves are
Klondike draw one's (its model is reused); the deal is checked here: all
28 column cards face up, so a run moves only from a card that heads a
sequence."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import homeward
from tests.models.harness import compare_random_games, table_of
from tests.models.test_klondike_draw_one_model import TABLEAU, KlondikeDrawOneModel


def test_every_column_card_is_dealt_face_up():
    for seed in range(1, 4):
        table = table_of(Session.open("thoughtful_klondike", seed=seed))
        assert [len(table[t]) for t in TABLEAU] == list(range(1, 8))
        assert all(card[2] for t in TABLEAU for card in table[t])
        assert len(table["deck"]) == 24 and not any(card[2] for card in table["deck"])


def test_thoughtful_klondike_follows_its_rules():
    model = KlondikeDrawOneModel
    assert compare_random_games("thoughtful_klondike", lambda s: model(), range(1, 3), 100) == 200
    compare_random_games("thoughtful_klondike", lambda s: model(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_thoughtful_klondike_follows_its_rules_in_many_games():
    model = KlondikeDrawOneModel
    compare_random_games("thoughtful_klondike", lambda s: model(), range(100, 200), 200)
    compare_random_games(
        "thoughtful_klondike", lambda s: model(), range(1000, 1050), 400, choose=homeward
    )
