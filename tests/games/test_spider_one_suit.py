"""Spider with one suit (games_src/spider_one_suit.pl, PySolFC's rules on
two packs' worth of spades), played through Paper's pytest plugin: the
deal, the moves of each pile with their refusals, a won game and a lost
game reached by play."""

from __future__ import annotations

from tests.games.spider_rules import (
    assert_deal,
    assert_dealing_needs_no_empty_column,
    assert_lost,
    assert_won,
)

GAME = "games_src/spider_one_suit.pl"

# Found by `solve_spider.py 1 --game spider_one_suit` (a best-first search).
WON_1 = (
    "tableau[0] -> tableau[6] (1 card) | tableau[0] -> tableau[8] (1 card) | "
    "tableau[0] -> tableau[9] (1 card) | tableau[1] -> tableau[6] (1 card) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[1] -> tableau[2] (1 card) | "
    "tableau[0] -> tableau[1] (2 cards) | tableau[1] -> tableau[7] (3 cards) | "
    "tableau[1] -> tableau[2] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[4] -> tableau[8] (1 card) | tableau[4] -> tableau[5] (1 card) | "
    "tableau[4] -> tableau[8] (1 card) | tableau[4] -> tableau[9] (1 card) | "
    "tableau[5] -> tableau[3] (2 cards) | tableau[1] -> tableau[0] (2 cards) | "
    "tableau[2] -> tableau[1] (3 cards) | tableau[2] -> tableau[9] (1 card) | click deck | "
    "tableau[0] -> tableau[8] (1 card) | tableau[0] -> tableau[2] (3 cards) | "
    "tableau[1] -> tableau[7] (1 card) | tableau[3] -> tableau[9] (1 card) | "
    "tableau[3] -> tableau[0] (3 cards) | click deck | tableau[1] -> tableau[0] (1 card) | "
    "tableau[1] -> tableau[4] (3 cards) | tableau[5] -> tableau[0] (1 card) | "
    "tableau[7] -> tableau[6] (1 card) | tableau[8] -> tableau[3] (1 card) | "
    "tableau[8] -> tableau[2] (2 cards) | tableau[8] -> tableau[1] (4 cards) | "
    "tableau[8] -> tableau[0] (1 card) | click deck | click deck | click deck | "
    "tableau[0] -> tableau[9] (1 card) | tableau[0] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[5] (1 card) | tableau[0] -> tableau[6] (4 cards) | "
    "tableau[0] -> tableau[2] (3 cards) | tableau[1] -> tableau[7] (1 card) | "
    "tableau[1] -> tableau[6] (1 card) | tableau[1] -> tableau[7] (1 card) | "
    "tableau[2] -> tableau[7] (4 cards) | tableau[2] -> tableau[3] (1 card) | "
    "tableau[2] -> tableau[3] (1 card) | tableau[2] -> tableau[5] (3 cards) | "
    "tableau[3] -> tableau[1] (4 cards) | tableau[7] -> tableau[1] (5 cards) | "
    "tableau[1] -> foundations[0] (13 cards) | tableau[8] -> tableau[2] (1 card) | "
    "tableau[9] -> tableau[2] (2 cards) | tableau[2] -> tableau[0] (7 cards) | "
    "tableau[4] -> tableau[2] (2 cards) | tableau[0] -> tableau[4] (7 cards) | "
    "tableau[4] -> tableau[8] (8 cards) | tableau[2] -> tableau[0] (3 cards) | "
    "tableau[2] -> tableau[6] (1 card) | tableau[2] -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[5] (1 card) | tableau[0] -> tableau[8] (1 card) | "
    "tableau[8] -> tableau[4] (8 cards) | tableau[4] -> foundations[1] (13 cards) | "
    "tableau[8] -> tableau[4] (2 cards) | tableau[8] -> tableau[7] (1 card) | "
    "tableau[8] -> tableau[1] (1 card) | tableau[8] -> tableau[4] (1 card) | "
    "tableau[8] -> tableau[0] (1 card) | tableau[4] -> tableau[1] (4 cards) | "
    "tableau[6] -> tableau[1] (7 cards) | tableau[1] -> foundations[2] (13 cards) | "
    "tableau[7] -> tableau[1] (3 cards) | tableau[0] -> tableau[7] (3 cards) | "
    "tableau[7] -> tableau[1] (4 cards) | tableau[7] -> tableau[0] (1 card) | "
    "tableau[5] -> tableau[7] (6 cards) | tableau[7] -> tableau[0] (8 cards) | "
    "tableau[1] -> tableau[0] (4 cards) | tableau[0] -> foundations[3] (13 cards) | "
    "tableau[7] -> tableau[0] (4 cards) | tableau[5] -> tableau[7] (1 card) | "
    "tableau[7] -> tableau[5] (2 cards) | tableau[5] -> tableau[0] (3 cards) | "
    "tableau[5] -> tableau[0] (1 card) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[5] -> tableau[2] (2 cards) | tableau[0] -> tableau[5] (8 cards) | "
    "tableau[5] -> tableau[0] (9 cards) | tableau[5] -> tableau[8] (1 card) | "
    "tableau[1] -> tableau[5] (3 cards) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[3] (9 cards) | tableau[9] -> tableau[0] (2 cards) | "
    "tableau[9] -> tableau[1] (3 cards) | tableau[3] -> tableau[9] (9 cards) | "
    "tableau[9] -> foundations[4] (13 cards) | tableau[9] -> tableau[0] (1 card) | "
    "tableau[9] -> tableau[1] (1 card) | tableau[9] -> tableau[7] (1 card) | "
    "tableau[4] -> tableau[9] (1 card) | tableau[5] -> tableau[1] (4 cards) | "
    "tableau[7] -> tableau[4] (2 cards) | tableau[7] -> tableau[2] (1 card) | "
    "tableau[6] -> tableau[5] (1 card) | tableau[6] -> tableau[9] (2 cards) | "
    "tableau[6] -> tableau[7] (1 card) | tableau[7] -> tableau[6] (2 cards) | "
    "tableau[6] -> tableau[1] (4 cards) | tableau[1] -> foundations[5] (13 cards) | "
    "tableau[6] -> tableau[1] (1 card) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[6] -> tableau[3] (1 card) | tableau[6] -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[5] (2 cards) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[9] -> tableau[5] (4 cards) | tableau[3] -> tableau[4] (4 cards) | "
    "tableau[3] -> tableau[4] (1 card) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[3] -> tableau[4] (1 card) | tableau[3] -> tableau[8] (1 card) | "
    "tableau[0] -> tableau[1] (3 cards) | tableau[1] -> tableau[5] (4 cards) | "
    "tableau[5] -> foundations[6] (13 cards) | tableau[1] -> tableau[4] (1 card) | "
    "tableau[2] -> tableau[3] (3 cards) | tableau[3] -> tableau[4] (4 cards) | "
    "tableau[4] -> tableau[8] (11 cards) | tableau[8] -> foundations[7] (13 cards)"
)

# Deal 118 is lost as soon as the stock is dealt: no run fits anywhere.
LOST_118 = " | ".join(["click deck"] * 5)


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], 50, "S")
    g.assert_cards("tableau[0]", "[7S] [5S] [6S] [QS] [QS] 4S")


def test_columns_build_down_and_runs_move(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> tableau[1]", reason="4S cannot go on 3S: build down")
    g.assert_refused("drag tableau[0]:4 -> tableau[1]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[0] -> foundations[0]", reason="only a king may fill")
    g.play("tableau[1] -> tableau[0]")  # 3S on 4S
    g.assert_cards("tableau[1]", "[6S] [10S] [7S] [JS] 5S")
    g.assert_legal("tableau[0] -> tableau[6] (2 cards)", "tableau[0] -> tableau[1] (2 cards)")
    g.assert_refused("tableau[0] -> tableau[6] (1 card)", reason="3S cannot go on 5S")
    g.play("tableau[0] -> tableau[6] (2 cards)")  # 4S 3S on 5S
    g.assert_cards("tableau[6]", "[9S] [8S] [9S] [QS] 5S 4S 3S")


def test_the_stock_deals_a_row_when_no_column_is_empty(game):
    assert_dealing_needs_no_empty_column(game(GAME, seed=1), 10)


def test_a_won_game(game):
    assert_won(game(GAME, seed=1), WON_1)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=118), LOST_118)
