"""Limited (games_src/limited.pl, PySolFC's rules: Forty Thieves with
twelve columns of three), played through Paper's pytest plugin: the deal,
the moves of each pile with their refusals, a won game and a lost game
reached by play."""

from __future__ import annotations

from tests.games.forty_rules import (
    assert_deal,
    assert_lost,
    assert_stock_turns_once,
    assert_won,
)

GAME = "games_src/limited.pl"

# Found by `solve_forty_thieves.py 1 --game limited` (notation: forty_rules.py).
WON_1 = (
    "t1f0 t11f1 t9f1 t1t7 t1t4 s s s wf2 s wf3 s s wt0 s s s s s s s s s wf2 s s s s wt0 s s "
    "s s s s s s s s s s s s s s s s wf4 s s s s s wf5 s s s s wt0 t5t0 s s wf2 s s s wt0 "
    "t11t0 s wf1 s s s s s s s s s wt0 s wf6 s s wf2 t8f2 t9f2 t10f2 t2f2 t9t7 s s wf4 t7f4 "
    "t7f4 t7f4 s wf0 t2t1 t2f3 s wt1 t3t2 t3f1 t3f5 t0f1 t11f1 t6t2 t5t3 t5f1 t3t8 t7t3 t7f0 "
    "t1f0 t1f0 t10t1 t10f4 t2f4 wf4 wt5 wt2 wt7 wf2 wf0 t8f2 t8f2 t8f1 wt8 wt1 wt9 wt2 wf1 "
    "t9t2 t4t9 t4t10 t4f0 t4f7 t8f0 t9t10 wt4 wt8 wt9 t4t9 wt4 wf6 t7f6 wf1 t1f1 t1f1 wt1 "
    "t1t8 wt1 wt7 wt3 wf0 t6t11 t6t7 wt6 wf2 t5f2 wt4 t1t4 wt1 t1t7 wt1 wf4 t8f4 t8f4 wf4 wf6 "
    "wt5 wt8 wt9 wf0 t6f0 wf5 wf4 wf0 t11f0 t3f5 t3f5 t8f5 wt3 wt6 t6t10 t5t10 wt5 wt2 wf1 "
    "wf3 t3t2 wt3 wt6 wt3 wf3 t7f3 t7f3 t7f3 t9f3 t9f3 t9f3 t3f3 t3f3 wf3 wf6 t0f6 t0f6 t0f6 "
    "t0f6 t0f6 t0f6 t0f6 t6f6 t0f5 t0f7 t1f5 wf5 wf5 t2f7 t2f7 t2f7 t2f7 t2f7 t2f7 t4f5 t4f5 "
    "t4f5 t10f7 t10f7 t10f7 t10f7 t5f7 "
)
# The whole stock turned first; then a random player, until nothing is left.
LOST_1 = "s " * 68 + "t1f4 t10t2 t11f1 t1t7 t9f1 t9t2 t9t7 t6t3 t8t9 t9t2 wt9 wf4 t1t4 t8t1 wt7"


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, width=12, dealt=3, stock=68)
    g.assert_cards("tableau[11]", "6S 6S AS")


def test_columns_build_down_in_suit_one_card_at_a_time(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[6] -> tableau[3]", "tableau[10] -> tableau[2]")  # 7C on 8C, 7H on 8H
    g.assert_refused("tableau[0] -> tableau[1]", reason="QS cannot go on AD: build down in suit")
    g.play("tableau[6] -> tableau[3]")
    g.assert_refused("drag tableau[3]:1 -> tableau[0]", reason="only one card at a time")


def test_foundations_and_the_stock(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.play("tableau[11] -> foundations[0]")  # AS
    g.assert_refused("tableau[11] -> foundations[0]", reason="6S cannot go on AS: build up")
    assert_stock_turns_once(g)


def test_a_won_game(game):
    assert_won(game(GAME, seed=1), WON_1)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=1), LOST_1)
