"""Josephine (games_src/josephine.pl, PySolFC's rules: Forty Thieves in
which runs in suit move), played through Paper's pytest plugin: the deal,
the moves of each pile with their refusals, a won game and a lost game
reached by play."""

from __future__ import annotations

from tests.games.forty_rules import (
    assert_deal,
    assert_lost,
    assert_stock_turns_once,
    assert_won,
)

GAME = "games_src/josephine.pl"

# Found by `solve_forty_thieves.py 4 --game josephine` (notation: forty_rules.py).
WON_4 = (
    "t6f0 t7f1 t7f2 t8t0 t3t8 s s wt5 s s s s s s wt7 s s s s s s s s s s s wt3 s s s s wt5 s "
    "s s s s s s wt7 s wt1 s wt7 s s wt2 s s s s wt8 s s s wt2 s wt2 s s s wf3 t3f3 t3f3 t3t6 "
    "s wf4 s wt4 t9t4 s s wf2 t9f2 t1t9x2 t1t9 t5t9x3 s wf0 s s s wt1 t4t1x3 t4t3 t4t3 t4f4 "
    "t9f4 t9f2 t9f2 t9f2 t9f2 t9f2 t9f2 s s s s s s wf2 t3f2 t3f2 t3f2 s s s wf5 s s wf5 "
    "t7t3x4 t7t5 t6t5x2 t1t6x2 wt1 t2t1x4 t6t4x3 t6f6 t0f6 t0f6 t8t6x3 t8f7 t8f1 t6f7 t6f7 "
    "t6f6 t0t6 t0f0 t0f6 t9f0 t1f6 t1f6 t1f6 t1f6 t1f6 t1f6 t2t0 t2t5 t2t3 t1t2x2 t1t5 wt1 "
    "wt7 wt1 wt3 t0t3 wt0 wf0 t4t8 t4t9 t4t2 t9t2 t8t2 wt4 wt8 wt7 wt9 wt6 wt4 wf6 t9t4 wt7 "
    "wf7 wf1 wt4 wt9 wf6 wf7 wf0 t9f0 wf3 t6f3 t6f3 t5t6x6 wt7 wf3 t6f3 t6f3 t6f3 t6f3 t6f3 "
    "t5f3 t5t2 wt5 wt8 wt0 wt1 wf0 wt9 wf1 wt2 wt7 wf4 wf1 t1f4 t1f4 t1f4 t5t7 wt1 wf7 t2f7 "
    "t2f7 t2f7 t2f7 t2f7 t2f7 t2f7 wt2 wf1 wf0 wf5 t1f5 t2f5 t0f0 t0f0 t3f1 t3f1 t3f1 t3f1 "
    "t3f1 t3f0 t3f0 t7f5 t7f5 t7f5 t7f5 t7f5 t7f5 wf5 t6f5 wf4 t4f4 t4f4 t4f4 t4f4 t9f4 t8f1 "
    "t8f1 "
)
# The whole stock turned first; then one move, and nothing is left.
LOST_1 = "s " * 64 + "t1f2"  # AD home


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, width=10, dealt=4, stock=64)
    g.assert_cards("tableau[0]", "3D 7C AH 9C")


def test_runs_in_suit_move_together(game):
    g = game(GAME, seed=2)
    g.play("tableau[1] -> tableau[0]", "tableau[3] -> tableau[6]")
    g.assert_cards("tableau[6]", "2H 6C 6H 9S 8S")
    g.assert_legal("tableau[6] -> tableau[8] (2 cards)")  # 9S 8S on 10S
    g.assert_refused("tableau[6] -> tableau[1] (2 cards)", reason="9S cannot go on 2H")
    g.assert_refused("drag tableau[6]:2 -> tableau[8]", reason="6H cannot go on 10S")
    g.play("tableau[6] -> tableau[8] (2 cards)")
    g.assert_cards("tableau[8]", "5C 8S 7C 10S 9S 8S")


def test_columns_build_down_in_suit(game):
    g = game(GAME, seed=2)
    g.assert_legal("tableau[1] -> tableau[0]", "tableau[6] -> tableau[8]")  # 7H on 8H, 9S on 10S
    g.assert_refused("tableau[0] -> tableau[2]", reason="8H cannot go on QH: build down in suit")
    g.assert_refused("tableau[1] -> waste", reason="cannot move from tableau 2 to the waste")


def test_foundations_and_the_stock(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.play("tableau[1] -> foundations[0]")  # AD
    g.assert_refused("tableau[1] -> foundations[0]", reason="3C cannot go on AD: build up in suit")
    assert_stock_turns_once(g)


def test_a_won_game(game):
    assert_won(game(GAME, seed=4), WON_4)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=1), LOST_1)
