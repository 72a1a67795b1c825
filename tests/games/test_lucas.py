"""Lucas (games_src/lucas.pl, PySolFC's rules: Forty Thieves with the aces
out and thirteen columns of three), played through Paper's pytest plugin:
the deal, the moves of each pile with their refusals, a won game and a
lost game reached by play."""

from __future__ import annotations

from tests.games.forty_rules import (
    FOUNDATIONS,
    assert_deal,
    assert_lost,
    assert_stock_turns_once,
    assert_won,
)

GAME = "games_src/lucas.pl"

# Found by `solve_forty_thieves.py 1 --game lucas` (notation: forty_rules.py).
WON_1 = (
    "t12f0 t4t2 t4f0 t7t3 t8t11 s wt3 s wf0 t5f0 s wf1 s wt1 s wf0 t8f0 t8f0 s s s s wt4 s s "
    "s s wf2 s s wt1 s wt4 s s wf4 s wt3 s wf1 t2f1 t2f1 s s s wt2 s wf0 s s s wf7 s s wt3 "
    "t7t3 t7f6 s wt5 s s s wt2 t0t2 t0t6 s wt2 s s wf2 s s s s wf1 t4f1 t4f1 t4f1 s s wf3 s "
    "wf0 t1f0 t1f0 t1f0 t1f2 t1t10 s s wf6 s wt0 t12t0 wt0 s s s s s s wf4 s s s wf2 t9f2 wt1 "
    "wf2 t3f2 t3f2 t3f2 t3f2 t3f2 t3f2 t1t3 wt1 wf4 t6f4 t6f4 t6f5 t2f4 t2f4 t2f4 t2f4 t2f4 "
    "t1f4 t2t12 s s wt1 t1t12 t3t1 t3t2 t1t2 wt1 t3t1 t9t3 t9t1 t5t4 t5t7 t5f7 t4t7 t10t4 "
    "t10t5 t10f5 t6f5 t4t5 wt4 wt6 t10t6 wt5 t4t5 wt4 wf5 t6f5 t6f5 wf5 wf4 wf5 wf1 wt4 wf1 "
    "t2f1 t2f1 wt2 t3t2 wt3 t3t7 wt2 wt3 wf3 t0f3 t0f3 t0f3 t0f3 t12f3 t12f3 t12f3 t7f3 t7f3 "
    "t7f3 t3t11 wt0 t0t5 wt0 wf6 wt3 wf6 t3f6 wf7 wf5 t1f7 t1f7 t1f7 t2f7 t2f7 t2f7 t4f5 t4f5 "
    "t0f5 t11f7 t11f7 t11f7 t11f6 t5f6 t5f6 t5f6 t5f6 t5f6 t11f6 "
)
# The whole stock turned first; then a random player, until nothing is left.
LOST_1 = "s " * 57 + "t12f3 t4t2 t8t11 t4f3 t10t3"


def test_deal_puts_the_aces_out(game):
    g = game(GAME, seed=1)
    assert_deal(g, width=13, dealt=3, stock=57, home=8)
    assert all([c.rank for c in g.cards(f)] == [1] for f in FOUNDATIONS)
    assert sorted(g.cards(f)[0].suit for f in FOUNDATIONS) == sorted("SSHHCCDD")
    g.assert_cards("tableau[12]", "10S 5S 2S")


def test_columns_build_down_in_suit_one_card_at_a_time(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[4] -> tableau[2]", "tableau[8] -> tableau[11]")  # 4D on 5D, QD on KD
    g.assert_refused("tableau[0] -> tableau[1]", reason="8H cannot go on KS: build down in suit")
    g.play("tableau[4] -> tableau[2]")
    g.assert_refused("drag tableau[2]:1 -> tableau[0]", reason="only one card at a time")


def test_foundations_and_the_stock(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[12] -> foundations[0]", "tableau[12] -> foundations[3]")  # 2S
    g.assert_refused("tableau[0] -> foundations[0]", reason="8H cannot go on AS: build up in suit")
    assert_stock_turns_once(g)


def test_a_won_game(game):
    assert_won(game(GAME, seed=1), WON_1)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=1), LOST_1)
