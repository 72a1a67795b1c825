"""Spiderette (games_src/spiderette.pl, PySolFC's rules: Spider with one
pack, laid out as Klondike), played through Paper's pytest plugin: the
deal, the moves of each pile with their refusals, a won game and a lost
game reached by play."""

from __future__ import annotations

from tests.games.spider_rules import (
    assert_deal,
    assert_dealing_needs_no_empty_column,
    assert_lost,
    assert_won,
)

GAME = "games_src/spiderette.pl"

# Found by `solve_spider.py 34 --game spiderette` (a best-first search).
WON_34 = (
    "tableau[4] -> tableau[2] (1 card) | tableau[1] -> tableau[4] (1 card) | click deck | "
    "tableau[5] -> tableau[4] (1 card) | tableau[5] -> tableau[3] (1 card) | click deck | "
    "tableau[6] -> tableau[3] (1 card) | tableau[0] -> tableau[5] (1 card) | "
    "tableau[6] -> tableau[4] (1 card) | tableau[6] -> tableau[4] (1 card) | click deck | "
    "tableau[6] -> tableau[2] (1 card) | tableau[6] -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[2] (1 card) | tableau[0] -> tableau[6] (1 card) | "
    "tableau[1] -> tableau[6] (2 cards) | tableau[1] -> tableau[3] (1 card) | "
    "tableau[5] -> tableau[3] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[1] (1 card) | tableau[5] -> tableau[2] (1 card) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[6] -> tableau[0] (2 cards) | tableau[6] -> tableau[5] (2 cards) | "
    "tableau[6] -> tableau[3] (1 card) | tableau[0] -> tableau[5] (2 cards) | "
    "tableau[6] -> tableau[0] (1 card) | tableau[6] -> tableau[3] (1 card) | "
    "tableau[6] -> tableau[0] (1 card) | tableau[5] -> tableau[0] (2 cards) | "
    "tableau[4] -> tableau[6] (1 card) | tableau[4] -> tableau[5] (1 card) | "
    "tableau[6] -> tableau[5] (1 card) | tableau[2] -> tableau[6] (2 cards) | "
    "tableau[4] -> tableau[2] (1 card) | tableau[6] -> tableau[4] (2 cards) | "
    "tableau[2] -> tableau[6] (2 cards) | tableau[2] -> tableau[5] (1 card) | "
    "tableau[6] -> tableau[5] (2 cards) | tableau[2] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[2] (3 cards) | tableau[1] -> tableau[6] (1 card) | "
    "tableau[1] -> tableau[4] (2 cards) | tableau[6] -> tableau[4] (1 card) | "
    "tableau[1] -> tableau[5] (2 cards) | tableau[2] -> tableau[6] (2 cards) | click deck | "
    "tableau[6] -> tableau[2] (2 cards) | tableau[3] -> tableau[1] (2 cards) | "
    "tableau[1] -> tableau[5] (3 cards) | tableau[3] -> tableau[6] (1 card) | "
    "tableau[5] -> tableau[3] (3 cards) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[3] -> tableau[6] (6 cards) | tableau[1] -> tableau[3] (1 card) | "
    "tableau[3] -> tableau[1] (2 cards) | tableau[3] -> tableau[2] (1 card) | "
    "tableau[3] -> tableau[2] (1 card) | tableau[6] -> tableau[2] (6 cards) | "
    "tableau[3] -> tableau[6] (1 card) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[6] -> tableau[4] (1 card) | "
    "tableau[2] -> tableau[3] (7 cards) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[5] -> tableau[2] (4 cards) | tableau[1] -> tableau[5] (2 cards) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[4] -> tableau[1] (4 cards) | "
    "tableau[4] -> tableau[6] (3 cards) | tableau[3] -> tableau[4] (7 cards) | "
    "tableau[1] -> tableau[6] (4 cards) | tableau[2] -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[2] (3 cards) | tableau[2] -> tableau[3] (8 cards) | "
    "tableau[4] -> tableau[2] (8 cards) | tableau[3] -> tableau[4] (8 cards) | "
    "tableau[2] -> tableau[3] (10 cards) | tableau[4] -> tableau[2] (10 cards) | "
    "tableau[2] -> tableau[0] (11 cards) | tableau[3] -> tableau[2] (10 cards) | "
    "tableau[6] -> tableau[3] (4 cards) | tableau[6] -> tableau[4] (3 cards) | "
    "tableau[4] -> tableau[6] (5 cards) | tableau[4] -> tableau[1] (1 card) | "
    "tableau[3] -> tableau[6] (4 cards) | tableau[4] -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[1] (1 card) | tableau[2] -> tableau[4] (12 cards) | "
    "tableau[0] -> tableau[2] (11 cards) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[2] -> tableau[3] (12 cards) | tableau[0] -> tableau[2] (2 cards) | "
    "tableau[2] -> tableau[0] (3 cards) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[2] (12 cards) | tableau[2] -> foundations[0] (13 cards) | "
    "tableau[5] -> tableau[0] (4 cards) | tableau[0] -> tableau[2] (5 cards) | "
    "tableau[5] -> tableau[0] (1 card) | tableau[2] -> tableau[5] (5 cards) | "
    "tableau[5] -> tableau[2] (8 cards) | tableau[1] -> tableau[5] (3 cards) | "
    "tableau[5] -> tableau[1] (4 cards) | tableau[4] -> tableau[5] (12 cards) | "
    "tableau[5] -> foundations[1] (13 cards) | tableau[5] -> tableau[2] (1 card) | "
    "tableau[6] -> tableau[2] (4 cards) | tableau[2] -> foundations[2] (13 cards) | "
    "tableau[1] -> tableau[6] (4 cards) | tableau[6] -> tableau[0] (9 cards) | "
    "tableau[0] -> foundations[3] (13 cards)"
)
# Found by `solve_spider.py 2 --game spiderette --lose`: the stock dealt first.
LOST_2 = (
    "click deck | click deck | click deck | click deck | "
    "tableau[0] -> tableau[1] (1 card) | tableau[0] -> tableau[6] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, [1, 2, 3, 4, 5, 6, 7], 24, "SHCD", packs=1)
    g.assert_cards("tableau[3]", "[4C] [4H] [QC] QD")


def test_columns_build_down_whatever_the_suit(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[3] -> tableau[1]", "tableau[6] -> tableau[0]")  # QD on KS, 4S on 5H
    g.assert_refused("tableau[0] -> tableau[2]", reason="5H cannot go on KD: build down")
    g.assert_refused("drag tableau[6]:5 -> tableau[0]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[6] -> foundations[0]", reason="only a king may fill")
    g.play("tableau[3] -> tableau[1]")
    g.assert_cards("tableau[3]", "[4C] [4H] QC")  # the card under turned up


def test_the_stock_deals_a_row_of_seven_then_three(game):
    g = game(GAME, seed=1)
    assert_dealing_needs_no_empty_column(g, 7)
    for _ in range(3):
        g.play("click deck")
    sizes = [len(g.cards(f"tableau[{i}]")) for i in range(7)]
    g.play("click deck")
    assert g.cards("deck") == []
    assert [len(g.cards(f"tableau[{i}]")) - n for i, n in enumerate(sizes)] == [1, 1, 1, 0, 0, 0, 0]


def test_a_won_game(game):
    assert_won(game(GAME, seed=34), WON_34, packs=1)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=2), LOST_2, packs=1)
