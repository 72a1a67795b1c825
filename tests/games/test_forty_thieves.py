"""Forty Thieves (games_src/forty_thieves.pl, PySolFC's rules), played
through Paper's pytest plugin: the deal, the moves of each pile with their
refusals, a won game and a lost game reached by play."""

from __future__ import annotations

from tests.games.forty_rules import (
    assert_deal,
    assert_lost,
    assert_stock_turns_once,
    assert_won,
    moves,
)

GAME = "games_src/forty_thieves.pl"

# Found by `solve_forty_thieves.py 1 --game forty_thieves` (notation: forty_rules.py).
WON_1 = (
    "t4f0 t8f1 t0t6 t9t2 t9t4 s s s wt3 s s s s s wt6 s wt5 t8t5 t8t2 t1t8 s s wf2 s s s wf3 "
    "t0f3 t0f1 s wt4 s s wf0 t8f0 t8f0 s s wt6 t1t6 s s s s wt5 s s wt1 s s s wt1 t7t1 s s s "
    "s wf3 s s wf2 s wt7 s wf4 s s wf5 s s s s s wf1 s s wt5 s wt3 s s s s s wf2 s wf6 s wf0 "
    "s s wf2 s s s wt0 s wf3 t4f3 t4f3 t4f3 t9f3 s s wt1 s s wt2 t4t8 t4f1 t5f1 t5f1 t5f1 "
    "t5f1 t5f1 t9f1 t5f0 t3f0 t3f0 t3f0 wf0 s wf0 t5t4 t5f7 wf7 t2t5 t2t0 t5t0 t2t5 t2t9 t2f6 "
    "t2f2 t1f2 t1f2 t1f2 t0f2 t0f2 t5f2 t9f2 t2t6 t4t6 wt2 wf7 wt4 wf6 t1t5 t1t0 t5t0 t8t1 "
    "t6t5 t6t8 t6t9 t8t9 t5t9 t6t5 t6t8 t5t8 t6t5 t6f0 t6t7 t6f6 t6f3 wt6 wf3 t1f3 t1f3 wt1 "
    "wt0 wf1 t4f1 wf6 wf1 wt4 wf2 t5t4 t8t5 t8t4 t5t4 t9t5 t9t8 t9t4 t8t4 t5t4 t0t5 t0t8 t0t9 "
    "t8t9 t5t9 wt5 t0t8 t0t5 t8t5 t9t0 t9t8 t9t5 t8t5 t0t5 wt0 wt8 wf3 wt9 wf7 wt5 wt2 wt7 "
    "wt6 t3t7 wt3 wf4 t7f4 t7f4 t7f4 t7f4 t7f4 wf4 t3f4 t3f4 t3f0 t9f4 wf4 t0f4 t7t0 t7f5 "
    "t2f5 t2f5 t0t5 wt0 wf5 wf6 t1f6 wf7 t4f5 t4f5 t4f5 t4f5 t4f5 t4f5 t4f5 t0f5 t5f7 t5f7 "
    "t5f7 t5f7 t5f7 t5f7 t5f7 t5f7 wt0 wt1 wf6 t8f6 t1f6 t6f6 t6f6 t0f6 "
)
# The whole stock turned first; then five moves, and nothing is left.
LOST_1 = "s " * 64 + "t4f4 wt6 t8f1 t9t2 t9t4"


def test_deal(game):
    g = game(GAME, seed=1)
    assert_deal(g, width=10, dealt=4, stock=64)
    g.assert_cards("tableau[0]", "QC 2H 2D JS")


def test_columns_build_down_in_suit_one_card_at_a_time(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[0] -> tableau[6]", "tableau[9] -> tableau[2]")  # JS on QS, JC on QC
    g.assert_refused("tableau[0] -> tableau[1]", reason="JS cannot go on 3S: build down in suit")
    g.play("tableau[0] -> tableau[6]")
    g.assert_refused("drag tableau[6]:3 -> tableau[9]", reason="only one card at a time")
    g.assert_refused("tableau[1] -> waste", reason="cannot move from tableau 2 to the waste")


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(moves(" ".join(WON_1.split()[:36])).split(" | ")))
    assert g.cards("tableau[8]") == []
    g.assert_legal("waste -> tableau[8]", "tableau[0] -> tableau[8]", "tableau[4] -> tableau[8]")
    g.play("tableau[4] -> tableau[8]")
    g.assert_cards("tableau[8]", "5D")


def test_foundations_build_up_in_suit_from_the_ace(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.play("tableau[4] -> foundations[0]")  # AS
    g.assert_refused("tableau[4] -> foundations[0]", reason="7D cannot go on AS: build up in suit")
    g.assert_refused("foundations[0] -> tableau[1]", reason="AS cannot go on 3S")
    g.assert_legal("tableau[8] -> foundations[1]")  # the other ace, AH, to another foundation


def test_the_stock_is_turned_once(game):
    g = game(GAME, seed=1)
    g.play("deck -> waste")
    g.assert_cards("waste", "8D")
    g.assert_refused("waste -> tableau[0]", reason="8D cannot go on JS")
    assert_stock_turns_once(g)


def test_a_won_game(game):
    assert_won(game(GAME, seed=1), WON_1)


def test_a_lost_game(game):
    assert_lost(game(GAME, seed=1), LOST_1)
