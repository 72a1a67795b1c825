"""Spider with two suits (games_src/spider.pl, PySolFC's rules on two packs
of spades and hearts), played through Paper's pytest plugin: the deal, the
moves of each pile with their refusals, a won game and a lost game reached
by play."""

from __future__ import annotations

from tests.games.spider_rules import (
    assert_deal,
    assert_dealing_needs_no_empty_column,
    assert_lost,
    assert_won,
)

GAME = "games_src/spider.pl"

# Found by `solve_spider.py 3 --game spider` (a best-first search).
WON_3 = (
    "tableau[1] -> tableau[2] (1 card) | tableau[4] -> tableau[7] (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | tableau[5] -> tableau[9] (1 card) | "
    "tableau[7] -> tableau[8] (2 cards) | tableau[8] -> tableau[3] (3 cards) | "
    "tableau[8] -> tableau[5] (1 card) | tableau[1] -> tableau[8] (1 card) | "
    "tableau[3] -> tableau[1] (4 cards) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[1] -> tableau[3] (6 cards) | tableau[8] -> tableau[3] (2 cards) | "
    "tableau[0] -> tableau[3] (1 card) | click deck | tableau[3] -> tableau[0] (1 card) | "
    "tableau[1] -> tableau[3] (1 card) | tableau[5] -> tableau[0] (1 card) | "
    "tableau[5] -> tableau[6] (2 cards) | tableau[7] -> tableau[0] (1 card) | "
    "tableau[9] -> tableau[7] (1 card) | tableau[9] -> tableau[3] (2 cards) | click deck | "
    "click deck | click deck | click deck | tableau[0] -> tableau[3] (1 card) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[2] -> tableau[7] (2 cards) | "
    "tableau[2] -> tableau[9] (1 card) | tableau[4] -> tableau[0] (1 card) | "
    "tableau[4] -> tableau[9] (1 card) | tableau[3] -> tableau[4] (2 cards) | "
    "tableau[3] -> tableau[2] (3 cards) | tableau[5] -> tableau[7] (1 card) | "
    "tableau[6] -> tableau[0] (1 card) | tableau[1] -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[1] (4 cards) | tableau[2] -> tableau[7] (4 cards) | "
    "tableau[2] -> tableau[9] (1 card) | tableau[2] -> tableau[9] (3 cards) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[6] -> tableau[3] (1 card) | "
    "tableau[1] -> tableau[6] (5 cards) | tableau[6] -> tableau[9] (6 cards) | "
    "tableau[6] -> tableau[3] (3 cards) | tableau[3] -> foundations[0] (13 cards) | "
    "tableau[3] -> tableau[7] (1 card) | tableau[8] -> tableau[1] (1 card) | "
    "tableau[4] -> tableau[8] (3 cards) | tableau[8] -> tableau[2] (4 cards) | "
    "tableau[5] -> tableau[8] (1 card) | tableau[0] -> tableau[7] (1 card) | "
    "tableau[0] -> tableau[4] (4 cards) | tableau[0] -> tableau[2] (1 card) | "
    "tableau[0] -> tableau[8] (1 card) | tableau[0] -> tableau[5] (4 cards) | "
    "tableau[3] -> tableau[0] (1 card) | tableau[7] -> tableau[2] (6 cards) | "
    "tableau[2] -> tableau[8] (10 cards) | tableau[8] -> foundations[1] (13 cards) | "
    "tableau[8] -> tableau[4] (1 card) | tableau[2] -> tableau[8] (2 cards) | "
    "tableau[5] -> tableau[2] (5 cards) | tableau[9] -> tableau[2] (7 cards) | "
    "tableau[2] -> foundations[2] (13 cards) | tableau[3] -> tableau[2] (1 card) | "
    "tableau[0] -> tableau[3] (2 cards) | tableau[0] -> tableau[7] (1 card) | "
    "tableau[3] -> tableau[7] (2 cards) | tableau[0] -> tableau[3] (1 card) | "
    "tableau[0] -> tableau[7] (1 card) | tableau[0] -> tableau[6] (1 card) | "
    "tableau[8] -> tableau[3] (2 cards) | tableau[4] -> tableau[0] (5 cards) | "
    "tableau[4] -> tableau[6] (1 card) | tableau[0] -> tableau[6] (5 cards) | "
    "tableau[1] -> tableau[4] (2 cards) | tableau[9] -> tableau[0] (2 cards) | "
    "tableau[9] -> tableau[3] (1 card) | tableau[0] -> tableau[3] (2 cards) | "
    "tableau[7] -> tableau[9] (8 cards) | tableau[6] -> tableau[9] (2 cards) | "
    "tableau[9] -> foundations[3] (13 cards) | tableau[1] -> tableau[0] (1 card) | "
    "tableau[1] -> tableau[8] (1 card) | tableau[7] -> tableau[1] (1 card) | "
    "tableau[9] -> tableau[2] (1 card) | tableau[4] -> tableau[9] (2 cards) | "
    "tableau[1] -> tableau[4] (2 cards) | tableau[9] -> tableau[1] (3 cards) | "
    "tableau[0] -> tableau[9] (1 card) | tableau[9] -> tableau[1] (2 cards) | "
    "tableau[9] -> tableau[0] (1 card) | tableau[9] -> tableau[0] (1 card) | "
    "tableau[9] -> tableau[6] (1 card) | tableau[9] -> tableau[3] (1 card) | "
    "tableau[7] -> tableau[6] (1 card) | tableau[8] -> tableau[7] (1 card) | "
    "tableau[8] -> tableau[9] (1 card) | tableau[8] -> tableau[7] (1 card) | "
    "tableau[1] -> tableau[8] (5 cards) | tableau[8] -> tableau[3] (6 cards) | "
    "tableau[0] -> tableau[7] (2 cards) | tableau[4] -> tableau[0] (3 cards) | "
    "tableau[4] -> tableau[7] (1 card) | tableau[2] -> tableau[7] (1 card) | "
    "tableau[2] -> tableau[4] (1 card) | tableau[2] -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[7] (1 card) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[2] -> tableau[9] (1 card) | tableau[0] -> tableau[7] (4 cards) | "
    "tableau[5] -> tableau[7] (1 card) | tableau[4] -> tableau[0] (2 cards) | "
    "tableau[1] -> tableau[4] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "tableau[5] -> tableau[2] (1 card) | tableau[1] -> tableau[5] (1 card) | "
    "tableau[3] -> tableau[1] (9 cards) | tableau[4] -> tableau[3] (1 card) | "
    "tableau[0] -> tableau[4] (2 cards) | tableau[6] -> tableau[0] (1 card) | "
    "tableau[1] -> tableau[6] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[6] -> tableau[0] (5 cards) | tableau[6] -> tableau[3] (3 cards) | "
    "tableau[7] -> tableau[3] (5 cards) | tableau[3] -> foundations[4] (13 cards) | "
    "tableau[0] -> tableau[7] (5 cards) | tableau[6] -> tableau[9] (1 card) | "
    "tableau[6] -> tableau[5] (1 card) | tableau[6] -> tableau[4] (1 card) | "
    "tableau[4] -> tableau[9] (4 cards) | tableau[1] -> tableau[6] (1 card) | "
    "tableau[7] -> tableau[9] (6 cards) | tableau[5] -> tableau[7] (3 cards) | "
    "tableau[7] -> tableau[0] (7 cards) | tableau[9] -> tableau[7] (10 cards) | "
    "tableau[0] -> tableau[9] (7 cards) | tableau[7] -> tableau[0] (11 cards) | "
    "tableau[9] -> tableau[7] (8 cards) | tableau[0] -> tableau[9] (11 cards) | "
    "tableau[9] -> foundations[5] (13 cards) | tableau[7] -> tableau[0] (10 cards) | "
    "tableau[1] -> tableau[7] (8 cards) | tableau[7] -> tableau[1] (10 cards) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[6] -> tableau[0] (2 cards) | "
    "tableau[0] -> foundations[6] (13 cards) | tableau[7] -> tableau[1] (1 card) | "
    "tableau[1] -> tableau[7] (11 cards) | tableau[7] -> tableau[2] (12 cards) | "
    "tableau[2] -> foundations[7] (13 cards)"
)
# ... and by `solve_spider.py 1 --game spider --lose`: the stock dealt at once.
LOST_1 = (
    "click deck | click deck | click deck | click deck | click deck | "
    "tableau[8] -> tableau[6] (1 card) | tableau[9] -> tableau[5] (2 cards) | "
    "tableau[1] -> tableau[9] (1 card)"
)

# a random player that empties a column, on seed 1
EMPTIES_7_1 = (
    "tableau[7] -> tableau[1] | tableau[7] -> tableau[9] | tableau[9] -> tableau[2] | "
    "tableau[8] -> tableau[3] | tableau[8] -> tableau[5] | tableau[2] -> tableau[9] | "
    "tableau[5] -> tableau[9] (2 cards) | tableau[1] -> tableau[6] | tableau[6] -> tableau[1] | "
    "tableau[9] -> tableau[2] (3 cards) | tableau[3] -> tableau[0] | tableau[2] -> tableau[8] | "
    "tableau[7] -> tableau[2] | tableau[7] -> tableau[1] | tableau[7] -> tableau[6]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], 50, "SH")
    g.assert_cards("tableau[0]", "[7H] [KH] [AS] [JS] [QH] 2H")


def test_columns_build_down_whatever_the_suit(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[8] -> tableau[0]", "tableau[7] -> tableau[1]")  # AS on 2H, QH on KS
    g.assert_refused("tableau[0] -> tableau[1]", reason="2H cannot go on KS: build down")
    g.assert_refused("drag tableau[0]:4 -> tableau[1]", reason="face-down cards cannot be moved")
    g.play("tableau[8] -> tableau[0]")
    g.assert_cards("tableau[0]", "[7H] [KH] [AS] [JS] [QH] 2H AS")
    g.assert_cards("tableau[8]", "[2S] [JH] [8S] 7S")  # the card under turned up


def test_only_a_run_of_one_suit_moves_together(game):
    g = game(GAME, seed=3)
    g.play_all(" | ".join(WON_3.split(" | ")[:13]))
    g.assert_cards("tableau[2]", "[QH] [2S] [6H] [9S] [KH] 9H 8H 7H")
    # 6S 5S 4H is in sequence, but of two suits; 5S 4H alone does not fit
    g.assert_refused("tableau[3] -> tableau[2] (3 cards)", reason="only a run of one suit")
    g.assert_legal("tableau[3] -> tableau[0]")  # 4H on 5H
    g.play("tableau[3] -> tableau[0]")
    g.assert_legal("tableau[3] -> tableau[2] (2 cards)")  # now 6S 5S on 7H


def test_the_stock_deals_a_row_when_no_column_is_empty(game):
    g = game(GAME, seed=1)
    assert_dealing_needs_no_empty_column(g, 10)
    g.play_all(EMPTIES_7_1)
    assert g.cards("tableau[7]") == [] and len(g.cards("deck")) == 50
    g.assert_refused("click deck", reason="a row is dealt only when no column is empty")


def test_only_a_whole_suit_goes_to_a_foundation(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[1] -> foundations[0]", reason="only a whole suit, king down to ace")
    g = game(GAME, seed=3)
    moves = WON_3.split(" | ")
    first = moves.index("tableau[3] -> foundations[0] (13 cards)")
    g.play_all(" | ".join(moves[:first]))
    g.assert_legal("tableau[3] -> foundations[7] (13 cards)")
    g.play("tableau[3] -> foundations[0] (13 cards)")
    assert not any(m.source.startswith("foundations") for m in g.moves())


def test_a_won_game(game):
    assert_won(game(GAME, seed=3), WON_3)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=1), LOST_1)
