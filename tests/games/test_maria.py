"""Maria (games_src/maria.pl, PySolFC's rules: Forty Thieves with nine
columns, built down in alternate colours), played through Paper's pytest
plugin: the deal, the moves of each pile with their refusals, a won game
and a lost game reached by play."""

from __future__ import annotations

from tests.games.forty_rules import (
    assert_deal,
    assert_lost,
    assert_stock_turns_once,
    assert_won,
)

GAME = "games_src/maria.pl"

# Found by `solve_forty_thieves.py 6 --game maria --staged` (notation: forty_rules.py).
WON_6 = (
    "t6f0 t6f1 t4f1 t0f1 t2t4 t5t3 t5t6 t8t1 t8t1 t8t6 t8t2 t4t8 t4t1 t4f2 t4f1 t8t1 t2t1 "
    "t2t4 t2t7 t2t4 t7t2 t7t8 t2t8 t7t2 t7t0 t7t1 t3t7 t3t1 t2t3 t7t1 t8t2 t8t0 t2t0 t3t2 "
    "t3t7 t2t7 t5t2 t5t3 t2t3 t6t2 t6t5 t6t3 t5t3 t2t3 s wt2 t6t2 s s s wt3 s s s wt4 s wt0 s "
    "wt4 wt4 s wt5 t7t6 t7t5 t6t5 s t0t6 t0t7 t0t3 t7t3 t6t3 wt6 t0t7 t0t6 t7t6 t0t2 s t2t7 "
    "t2t8 t7t8 wt7 t2t7 t8t2 t8t7 t2t7 s t6t2 t6t8 t2t8 wt2 t6t2 t8t6 t8t2 t6t2 s wt5 t0t5 s "
    "s wf0 t3t0 t3f0 t1f0 t2f0 t4t1 t4t6 t4f0 wf0 t1t6 t1t8 t1t4 t8t4 t1t5 t1f0 t4t8 t4t5 "
    "t8t5 t4t8 t4t1 t8t1 t3t4 t3t2 t4t2 t3t4 t3t8 t4t8 t3t4 t3t7 t4t7 t8t4 t8t7 t4t7 t3t4 "
    "t3t8 t3t2 t0t2 t4t8 s wf1 s wf3 t2f3 s s s wf4 s wf1 t1f1 t7t0 t7t3 t7f1 t0t3 t2t0 t2t4 "
    "t2t3 t4t3 t0t3 t2t0 t2t4 t0t4 t2t7 t1t0 t1f1 t7t2 t7t8 t7f1 t2t8 t4t2 t4t8 t2t8 t5t2 "
    "t5t4 t5t0 t4t0 t2t0 t5t2 t5t1 t2t1 t5t2 t5f1 wt4 t5t4 s wt0 s wf0 t2f0 t7f0 t7f1 t1t2 "
    "t1t5 t2t5 t1t2 t1t4 t2t4 t1t2 t1f1 t1f3 t1t2 t4t1 t1t2 t5t1 t5t2 t1t2 t3t1 t3f3 t6t5 "
    "t6f3 t8f3 t4t6 t4f0 wf0 wt6 s s s s wf2 s wf5 s wf2 t5f2 wt5 wf5 t1f5 wt1 t5t1 s s wt0 s "
    "s wt1 t2t5 t2t6 t5t6 t3t5 t3t8 t3t1 t5t8 t2t3 t2t5 t2t4 t5t4 t3t4 s s wf6 s wt2 t2t7 wt2 "
    "wt3 wt5 wt7 wt8 t3t5 t1t3 t1t2 t3t2 t1t3 t1t7 t3t7 s s wf2 t0t1 t0t3 t3t5 t1t5 t0t1 t0f2 "
    "t5t3 t5t1 t3t1 t5t3 t5t0 t3t0 t8t3 t8t5 t3t5 t8t2 t8f2 t6f2 t7f2 t4f2 t5t3 t5t2 t3t2 "
    "t7t3 t7f2 t8t5 t8t3 t5t3 t8t5 t8t7 t5t7 t0t5 t0t8 t0f3 t3f3 t6f3 t7f3 t4f3 t4f2 t5t8 "
    "t7t5 t7f3 t4f3 t7f2 t3t4 t3t5 t4t5 s wf6 t1f6 t2f6 t1t3 t1f6 t3t8 wt1 t1t8 s s wf5 t2f5 "
    "t2f6 t8t1 t8t3 t1t3 wt1 t8t1 t8f5 t2f5 t3t4 t3t1 t4t1 s s wt2 s s wt3 t3t5 s wf6 t2t3 "
    "t2f6 t3t5 s wt1 s t5t3 t5t2 t3t2 t5t3 t5t4 t3t4 wt3 t5t3 t4t5 t4t3 t5t3 s s wf7 t1f7 wt4 "
    "wt5 wf7 s wt6 t0t6 s wt0 t0t6 t1t0 t1f7 t1t7 t1t6 t7t6 s wt1 t4t1 s wt4 t1t7 t1t4 t7t4 s "
    "t3t1 t3t4 t1t4 wt1 t3t7 t3t1 t7t1 s wf4 t0f4 s wf4 t6f4 s s wf5 t4t0 t4t1 t0t1 t2t0 t2t1 "
    "t2f5 t0t1 t6t0 t6t2 t0t2 wt0 t6t3 t6t0 t6f5 t3t0 t2t3 t2t0 t3t0 t1t2 t1t3 t2t3 t1t2 t1t4 "
    "t1f5 t2t4 t3t2 t3t4 t2t4 t0t2 t0t3 t0t7 t3t7 t2t7 t0t2 t0t6 t2t6 t7t0 t7t2 t7t6 t2t6 "
    "t0t6 s wf4 s s wt0 t0t5 t6t0 t6f4 t4t2 t4f4 t6t3 t6f4 t6t7 t6t5 t7t5 s wf7 t0f7 t2f7 "
    "t3f7 t4f7 t5f7 t4t0 t4f7 t5t2 t5f7 t4t3 t4f7 s wf4 s wf5 t1t4 t1f5 s wf6 t0f6 t2f6 t4f6 "
    "wf6 s wf4 t3f4 t5f4 "
)
# The whole stock turned first; then a random player, until nothing is left.
LOST_2 = "s " * 68 + "t0t8 t0f1 t2t8 t6t2 t7t3"


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, width=9, dealt=4, stock=68)
    g.assert_cards("tableau[0]", "JC 7C 9D JH")


def test_columns_build_down_in_alternate_colours(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[0] -> tableau[7]")  # JH on QS
    g.assert_refused("tableau[6] -> tableau[4]", reason="9H cannot go on 10H: build down in alt")
    g.assert_refused("tableau[2] -> tableau[3]", reason="2S cannot go on 5H")
    g.play("tableau[0] -> tableau[7]")
    g.assert_refused("drag tableau[7]:3 -> tableau[5]", reason="only one card at a time")


def test_foundations_and_the_stock(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.play("tableau[5] -> foundations[0]")  # AC
    g.assert_refused("tableau[5] -> foundations[0]", reason="QC cannot go on AC: build up in suit")
    assert_stock_turns_once(g)


def test_a_won_game(game):
    assert_won(game(GAME, seed=6), WON_6)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=2), LOST_2)
