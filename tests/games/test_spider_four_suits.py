"""Spider with four suits (games_src/spider_four_suits.pl, PySolFC's rules
on two whole packs), played through Paper's pytest plugin: the deal, the
moves of each pile with their refusals, a won game and a lost game reached
by play."""

from __future__ import annotations

from tests.games.spider_rules import (
    assert_deal,
    assert_dealing_needs_no_empty_column,
    assert_lost,
    assert_won,
)

GAME = "games_src/spider_four_suits.pl"

# Found by `solve_spider.py 3 --game spider_four_suits --staged` (best first, deal by deal).
WON_3 = (
    "tableau[1] -> tableau[9] (1 card) | tableau[5] -> tableau[8] (1 card) | "
    "tableau[4] -> tableau[8] (1 card) | tableau[1] -> tableau[4] (1 card) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[1] -> tableau[0] (2 cards) | "
    "tableau[9] -> tableau[5] (2 cards) | tableau[7] -> tableau[9] (1 card) | "
    "tableau[1] -> tableau[7] (1 card) | tableau[1] -> tableau[7] (1 card) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[2] -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[5] (1 card) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | tableau[1] -> tableau[5] (1 card) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[9] -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[9] (1 card) | tableau[9] -> tableau[5] (2 cards) | "
    "tableau[2] -> tableau[9] (1 card) | tableau[9] -> tableau[3] (2 cards) | "
    "tableau[9] -> tableau[3] (1 card) | tableau[7] -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[4] (1 card) | tableau[0] -> tableau[2] (2 cards) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[2] -> tableau[7] (2 cards) | "
    "tableau[7] -> tableau[2] (3 cards) | tableau[7] -> tableau[9] (1 card) | "
    "tableau[2] -> tableau[9] (3 cards) | tableau[7] -> tableau[2] (1 card) | "
    "tableau[1] -> tableau[7] (1 card) | tableau[7] -> tableau[3] (2 cards) | "
    "tableau[6] -> tableau[1] (1 card) | tableau[5] -> tableau[6] (2 cards) | "
    "tableau[9] -> tableau[7] (4 cards) | tableau[7] -> tableau[2] (4 cards) | "
    "tableau[0] -> tableau[7] (2 cards) | tableau[0] -> tableau[9] (1 card) | "
    "tableau[7] -> tableau[9] (2 cards) | tableau[2] -> tableau[0] (4 cards) | "
    "tableau[0] -> tableau[7] (6 cards) | tableau[7] -> tableau[3] (6 cards) | "
    "tableau[4] -> tableau[7] (1 card) | tableau[7] -> tableau[9] (1 card) | "
    "tableau[5] -> tableau[7] (1 card) | tableau[6] -> tableau[5] (3 cards) | "
    "tableau[4] -> tableau[6] (1 card) | click deck | tableau[5] -> tableau[1] (1 card) | "
    "tableau[9] -> tableau[5] (1 card) | tableau[0] -> tableau[3] (1 card) | "
    "tableau[2] -> tableau[3] (1 card) | tableau[2] -> tableau[1] (1 card) | "
    "tableau[8] -> tableau[1] (1 card) | tableau[7] -> tableau[2] (1 card) | "
    "tableau[7] -> tableau[3] (1 card) | tableau[6] -> tableau[2] (1 card) | "
    "tableau[6] -> tableau[7] (1 card) | tableau[6] -> tableau[1] (1 card) | "
    "tableau[7] -> tableau[6] (1 card) | tableau[6] -> tableau[7] (2 cards) | "
    "tableau[6] -> tableau[3] (1 card) | tableau[0] -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[1] (1 card) | tableau[8] -> tableau[6] (1 card) | "
    "tableau[3] -> tableau[8] (1 card) | tableau[6] -> tableau[3] (1 card) | "
    "tableau[9] -> tableau[6] (1 card) | tableau[6] -> tableau[1] (1 card) | "
    "tableau[9] -> tableau[6] (2 cards) | tableau[9] -> tableau[5] (2 cards) | "
    "tableau[6] -> tableau[5] (2 cards) | tableau[0] -> tableau[6] (1 card) | "
    "tableau[2] -> tableau[9] (1 card) | tableau[6] -> tableau[2] (1 card) | "
    "tableau[4] -> tableau[6] (1 card) | click deck | tableau[7] -> tableau[5] (1 card) | "
    "tableau[8] -> tableau[2] (1 card) | tableau[3] -> tableau[0] (2 cards) | "
    "tableau[3] -> tableau[9] (1 card) | tableau[3] -> tableau[2] (1 card) | "
    "tableau[0] -> tableau[2] (3 cards) | tableau[0] -> tableau[2] (1 card) | "
    "tableau[0] -> tableau[3] (1 card) | tableau[2] -> tableau[3] (4 cards) | "
    "tableau[4] -> tableau[7] (1 card) | tableau[5] -> tableau[3] (2 cards) | "
    "tableau[9] -> tableau[0] (2 cards) | tableau[9] -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[9] (3 cards) | tableau[9] -> tableau[1] (3 cards) | "
    "tableau[3] -> tableau[9] (2 cards) | tableau[9] -> tableau[4] (2 cards) | "
    "tableau[3] -> tableau[9] (6 cards) | tableau[3] -> tableau[2] (1 card) | "
    "tableau[9] -> tableau[2] (6 cards) | tableau[1] -> tableau[3] (3 cards) | "
    "tableau[3] -> tableau[6] (4 cards) | tableau[3] -> tableau[9] (6 cards) | "
    "tableau[9] -> tableau[8] (6 cards) | tableau[3] -> tableau[9] (3 cards) | "
    "tableau[0] -> tableau[3] (2 cards) | tableau[9] -> tableau[0] (3 cards) | "
    "tableau[3] -> tableau[9] (4 cards) | tableau[9] -> tableau[1] (4 cards) | "
    "tableau[3] -> tableau[9] (1 card) | tableau[3] -> tableau[4] (1 card) | "
    "tableau[3] -> tableau[9] (1 card) | tableau[3] -> tableau[4] (1 card) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[0] -> tableau[3] (4 cards) | tableau[0] -> tableau[9] (1 card) | "
    "tableau[0] -> tableau[2] (1 card) | tableau[3] -> tableau[9] (4 cards) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[0] -> tableau[5] (1 card) | "
    "tableau[7] -> tableau[4] (1 card) | tableau[7] -> tableau[2] (2 cards) | "
    "tableau[5] -> tableau[2] (1 card) | tableau[8] -> tableau[0] (6 cards) | "
    "tableau[0] -> tableau[1] (6 cards) | tableau[8] -> tableau[0] (3 cards) | "
    "tableau[8] -> tableau[9] (1 card) | tableau[2] -> tableau[9] (4 cards) | "
    "tableau[4] -> tableau[8] (2 cards) | tableau[8] -> tableau[3] (3 cards) | "
    "tableau[8] -> tableau[6] (1 card) | tableau[1] -> tableau[7] (6 cards) | "
    "tableau[7] -> tableau[0] (6 cards) | tableau[1] -> tableau[6] (1 card) | "
    "tableau[5] -> tableau[7] (2 cards) | tableau[3] -> tableau[5] (3 cards) | "
    "tableau[9] -> tableau[3] (9 cards) | tableau[5] -> tableau[9] (9 cards) | "
    "tableau[3] -> tableau[5] (9 cards) | tableau[0] -> tableau[3] (6 cards) | "
    "tableau[3] -> tableau[6] (6 cards) | tableau[4] -> tableau[3] (2 cards) | "
    "tableau[3] -> tableau[2] (2 cards) | tableau[4] -> tableau[3] (1 card) | click deck | "
    "tableau[0] -> tableau[5] (1 card) | tableau[0] -> tableau[7] (3 cards) | "
    "tableau[1] -> tableau[4] (1 card) | tableau[4] -> tableau[2] (2 cards) | "
    "tableau[6] -> tableau[8] (1 card) | tableau[2] -> tableau[4] (3 cards) | "
    "tableau[8] -> tableau[2] (2 cards) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[4] (1 card) | tableau[5] -> tableau[4] (2 cards) | "
    "tableau[7] -> tableau[3] (3 cards) | tableau[7] -> tableau[8] (1 card) | "
    "tableau[5] -> tableau[8] (9 cards) | tableau[3] -> tableau[5] (3 cards) | "
    "tableau[9] -> tableau[3] (1 card) | click deck | tableau[0] -> tableau[6] (1 card) | "
    "tableau[0] -> tableau[6] (1 card) | tableau[4] -> tableau[6] (1 card) | "
    "tableau[5] -> tableau[3] (1 card) | tableau[5] -> tableau[6] (3 cards) | "
    "tableau[9] -> tableau[0] (1 card) | tableau[9] -> tableau[8] (12 cards) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[5] -> tableau[9] (3 cards) | "
    "tableau[8] -> tableau[5] (12 cards) | tableau[5] -> foundations[0] (13 cards) | "
    "tableau[5] -> tableau[9] (1 card) | tableau[5] -> tableau[8] (1 card) | "
    "tableau[1] -> tableau[8] (4 cards) | tableau[3] -> tableau[5] (1 card) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[4] -> tableau[3] (3 cards) | "
    "tableau[4] -> tableau[9] (3 cards) | tableau[4] -> tableau[1] (1 card) | "
    "tableau[3] -> tableau[9] (3 cards) | tableau[7] -> tableau[3] (1 card) | "
    "tableau[2] -> tableau[7] (1 card) | tableau[2] -> tableau[4] (2 cards) | "
    "tableau[4] -> tableau[9] (2 cards) | tableau[0] -> tableau[4] (2 cards) | "
    "tableau[2] -> tableau[0] (2 cards) | tableau[4] -> tableau[2] (2 cards) | "
    "tableau[8] -> tableau[4] (5 cards) | tableau[8] -> tableau[5] (1 card) | click deck | "
    "tableau[5] -> tableau[3] (1 card) | tableau[1] -> tableau[7] (1 card) | "
    "tableau[3] -> tableau[1] (2 cards) | tableau[3] -> tableau[8] (1 card) | "
    "tableau[4] -> tableau[1] (1 card) | tableau[4] -> tableau[5] (5 cards) | "
    "tableau[0] -> tableau[3] (1 card) | tableau[0] -> tableau[2] (3 cards) | "
    "tableau[8] -> tableau[2] (2 cards) | tableau[6] -> tableau[0] (1 card) | "
    "tableau[1] -> tableau[6] (1 card) | tableau[2] -> tableau[1] (6 cards) | "
    "tableau[2] -> tableau[4] (2 cards) | tableau[3] -> tableau[2] (1 card) | "
    "tableau[6] -> tableau[3] (6 cards) | tableau[8] -> tableau[6] (11 cards) | "
    "tableau[6] -> foundations[1] (13 cards) | tableau[1] -> tableau[8] (6 cards) | "
    "tableau[6] -> tableau[1] (6 cards) | tableau[8] -> tableau[6] (6 cards) | "
    "tableau[1] -> tableau[8] (10 cards) | tableau[2] -> tableau[1] (7 cards) | "
    "tableau[8] -> tableau[2] (10 cards) | tableau[2] -> foundations[2] (13 cards) | "
    "tableau[5] -> tableau[2] (5 cards) | tableau[6] -> tableau[5] (12 cards) | "
    "tableau[5] -> foundations[3] (13 cards) | tableau[2] -> tableau[6] (5 cards) | "
    "tableau[6] -> tableau[2] (6 cards) | tableau[4] -> tableau[6] (2 cards) | "
    "tableau[6] -> tableau[3] (3 cards) | tableau[7] -> tableau[4] (1 card) | "
    "tableau[7] -> tableau[3] (1 card) | tableau[7] -> tableau[1] (3 cards) | "
    "tableau[1] -> foundations[4] (13 cards) | tableau[1] -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[1] (1 card) | tableau[3] -> tableau[4] (2 cards) | "
    "tableau[1] -> tableau[3] (2 cards) | tableau[9] -> tableau[5] (1 card) | "
    "tableau[9] -> tableau[1] (2 cards) | tableau[4] -> tableau[9] (2 cards) | "
    "tableau[1] -> tableau[4] (5 cards) | tableau[1] -> tableau[2] (2 cards) | "
    "tableau[3] -> tableau[2] (5 cards) | tableau[2] -> foundations[5] (13 cards) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[3] -> tableau[0] (6 cards) | "
    "tableau[9] -> tableau[0] (5 cards) | tableau[0] -> foundations[6] (13 cards) | "
    "tableau[4] -> tableau[9] (5 cards) | tableau[9] -> tableau[5] (12 cards) | "
    "tableau[5] -> foundations[7] (13 cards)"
)
# Found by `solve_spider.py 3 --game spider_four_suits --lose`: the stock dealt first.
LOST_3 = (
    "click deck | click deck | click deck | click deck | click deck | "
    "tableau[1] -> tableau[7] (1 card) | tableau[2] -> tableau[5] (1 card) | "
    "tableau[2] -> tableau[8] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], 50, "SHCD")
    g.assert_cards("tableau[0]", "[6D] [8C] [10S] [AS] [8D] JC")


def test_columns_build_down_whatever_the_suit(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[2] -> tableau[0]", "tableau[4] -> tableau[9]")  # 10C on JC, 2S on 3H
    g.assert_refused("tableau[0] -> tableau[1]", reason="JC cannot go on 7H: build down")
    g.assert_refused("drag tableau[0]:4 -> tableau[1]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[7] -> foundations[0]", reason="only a whole suit")
    g.play("tableau[2] -> tableau[0]", "tableau[3] -> tableau[0]")  # 10C on JC, 9S on 10C
    g.assert_cards("tableau[0]", "[6D] [8C] [10S] [AS] [8D] JC 10C 9S")
    g.assert_cards("tableau[2]", "[JD] [7C] [AD] [AS] 9D")  # the card under turned up


def test_the_stock_deals_a_row_when_no_column_is_empty(game):
    assert_dealing_needs_no_empty_column(game(GAME, seed=1), 10)


def test_a_won_game(game):
    assert_won(game(GAME, seed=3), WON_3)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=3), LOST_3)
