"""Gypsy (games_src/gypsy.pl, PySolFC's rules), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, a won
game and a lost game reached by play."""

from __future__ import annotations

from collections import Counter

GAME = "games_src/gypsy.pl"
TABLEAU = [f"tableau[{i}]" for i in range(8)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(8)]

# Found by `solve_gypsy.py 3` (a best-first search).
WON_3 = (
    "tableau[7] -> foundations[0] (1 card) | tableau[0] -> tableau[7] (1 card) | "
    "tableau[3] -> tableau[6] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[5] -> tableau[7] (1 card) | click deck | "
    "tableau[2] -> foundations[2] (1 card) | tableau[2] -> tableau[5] (1 card) | "
    "tableau[6] -> tableau[4] (1 card) | tableau[5] -> tableau[6] (2 cards) | "
    "tableau[4] -> tableau[5] (2 cards) | tableau[1] -> tableau[4] (1 card) | click deck | "
    "tableau[6] -> foundations[3] (1 card) | click deck | click deck | "
    "tableau[3] -> foundations[2] (1 card) | tableau[6] -> foundations[4] (1 card) | "
    "tableau[7] -> foundations[0] (1 card) | click deck | "
    "tableau[0] -> foundations[1] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "click deck | tableau[0] -> tableau[7] (1 card) | tableau[1] -> tableau[3] (2 cards) | "
    "tableau[1] -> tableau[4] (1 card) | tableau[1] -> tableau[4] (1 card) | "
    "tableau[1] -> tableau[6] (1 card) | tableau[2] -> tableau[7] (1 card) | click deck | "
    "tableau[0] -> foundations[4] (1 card) | tableau[3] -> foundations[5] (1 card) | "
    "tableau[1] -> foundations[5] (1 card) | tableau[4] -> foundations[6] (1 card) | "
    "tableau[5] -> foundations[3] (1 card) | tableau[6] -> foundations[4] (1 card) | "
    "tableau[5] -> foundations[4] (1 card) | click deck | "
    "tableau[0] -> foundations[4] (1 card) | tableau[0] -> tableau[3] (2 cards) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[1] -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[4] (2 cards) | tableau[4] -> tableau[6] (3 cards) | click deck | "
    "tableau[1] -> foundations[0] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[6] -> tableau[0] (4 cards) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[2] -> tableau[5] (2 cards) | "
    "tableau[2] -> tableau[5] (2 cards) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[0] -> tableau[2] (6 cards) | tableau[0] -> tableau[2] (2 cards) | "
    "tableau[0] -> tableau[5] (1 card) | tableau[2] -> tableau[3] (9 cards) | "
    "tableau[5] -> tableau[0] (6 cards) | tableau[2] -> tableau[5] (1 card) | "
    "tableau[2] -> tableau[3] (1 card) | tableau[2] -> foundations[4] (1 card) | "
    "tableau[0] -> tableau[2] (7 cards) | tableau[0] -> foundations[7] (1 card) | "
    "tableau[7] -> tableau[1] (1 card) | tableau[2] -> tableau[7] (7 cards) | "
    "tableau[3] -> tableau[0] (11 cards) | tableau[3] -> foundations[7] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[7] -> tableau[2] (8 cards) | tableau[7] -> foundations[7] (1 card) | "
    "tableau[7] -> foundations[2] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[7] -> foundations[1] (1 card) | tableau[7] -> foundations[2] (1 card) | "
    "tableau[7] -> foundations[4] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[6] -> foundations[1] (1 card) | "
    "tableau[6] -> foundations[4] (1 card) | tableau[5] -> foundations[4] (1 card) | "
    "tableau[1] -> tableau[2] (3 cards) | click deck | "
    "tableau[0] -> foundations[5] (1 card) | tableau[4] -> foundations[6] (1 card) | "
    "tableau[7] -> foundations[4] (1 card) | tableau[0] -> foundations[6] (1 card) | "
    "tableau[0] -> foundations[5] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[1] -> tableau[2] (1 card) | tableau[3] -> tableau[7] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[3] -> tableau[1] (2 cards) | tableau[1] -> tableau[3] (3 cards) | "
    "tableau[3] -> tableau[1] (4 cards) | tableau[3] -> tableau[7] (1 card) | "
    "tableau[3] -> foundations[1] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[7] -> foundations[1] (1 card) | tableau[5] -> tableau[7] (1 card) | "
    "tableau[6] -> tableau[3] (1 card) | tableau[6] -> tableau[3] (2 cards) | "
    "tableau[6] -> tableau[0] (1 card) | tableau[5] -> tableau[6] (3 cards) | "
    "tableau[6] -> tableau[5] (9 cards) | tableau[6] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[3] -> tableau[6] (3 cards) | tableau[7] -> tableau[2] (3 cards) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[4] -> tableau[3] (3 cards) | "
    "tableau[4] -> foundations[6] (1 card) | tableau[6] -> tableau[4] (4 cards) | "
    "tableau[4] -> tableau[6] (5 cards) | tableau[4] -> foundations[4] (1 card) | "
    "tableau[1] -> tableau[4] (4 cards) | tableau[4] -> tableau[2] (5 cards) | "
    "tableau[4] -> tableau[2] (2 cards) | tableau[4] -> foundations[2] (1 card) | "
    "tableau[4] -> foundations[0] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[6] (1 card) | "
    "tableau[2] -> foundations[7] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[5] -> foundations[7] (1 card) | "
    "tableau[2] -> foundations[7] (1 card) | tableau[0] -> foundations[7] (1 card) | "
    "tableau[2] -> tableau[1] (7 cards) | tableau[2] -> foundations[5] (1 card) | "
    "tableau[2] -> foundations[6] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[0] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[5] -> foundations[5] (1 card) | tableau[1] -> foundations[5] (1 card) | "
    "tableau[0] -> foundations[5] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[7] (1 card) | tableau[5] -> foundations[6] (1 card) | "
    "tableau[5] -> foundations[3] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[5] -> foundations[7] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[7] -> foundations[2] (1 card) | tableau[7] -> tableau[3] (3 cards) | "
    "tableau[7] -> foundations[2] (1 card) | tableau[3] -> foundations[6] (1 card) | "
    "tableau[3] -> foundations[5] (1 card) | tableau[0] -> foundations[5] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[4] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[1] -> foundations[4] (1 card) | "
    "tableau[3] -> foundations[7] (1 card) | tableau[6] -> foundations[6] (1 card) | "
    "tableau[2] -> foundations[6] (1 card) | tableau[2] -> foundations[5] (1 card) | "
    "tableau[5] -> foundations[6] (1 card) | tableau[6] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[6] (1 card) | "
    "tableau[0] -> foundations[6] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[6] -> foundations[7] (1 card) | tableau[2] -> foundations[7] (1 card) | "
    "tableau[6] -> foundations[5] (1 card) | tableau[2] -> foundations[5] (1 card) | "
    "tableau[6] -> foundations[7] (1 card)"
)

# The whole stock dealt first; then a random player, until nothing is left.
LOST_1 = " | ".join(["click deck"] * 10) + (
    " | tableau[2] -> foundations[2] | tableau[6] -> tableau[5] | tableau[0] -> tableau[3]"
    " | tableau[5] -> tableau[2] (2 cards) | tableau[0] -> tableau[1]"
    " | tableau[0] -> foundations[4]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *FOUNDATIONS, *TABLEAU]
    for column in TABLEAU:
        assert [c.face_up for c in g.cards(column)] == [False, False, True]
    assert len(g.cards("deck")) == 80 and not any(c.face_up for c in g.cards("deck"))
    cards = [c for name in g.stacks() for c in g.cards(name)]
    assert len({c.id for c in cards}) == 104
    assert Counter((c.rank, c.suit) for c in cards) == {
        (rank, suit): 2 for rank in range(1, 14) for suit in "SHCD"
    }
    g.assert_cards("tableau[0]", "[4D] [KH] 5C")
    assert "PySolFC" in g.rules_text()


def test_columns_build_down_in_alternate_colours(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[4] -> tableau[6]")  # 5D on 6S
    g.assert_refused("tableau[6] -> tableau[1]", reason="6S cannot go on 10D: build down in alt")
    g.assert_refused("drag tableau[0]:1 -> tableau[3]", reason="face-down cards cannot be moved")
    g.play("tableau[4] -> tableau[6]")
    g.assert_cards("tableau[4]", "[6D] 7C")  # the card under turned up


def test_runs_move_and_the_stock_deals_a_row(game):
    g = game(GAME, seed=1)
    g.play("click deck")
    assert all(len(g.cards(c)) == 4 and g.cards(c)[-1].face_up for c in TABLEAU)
    assert len(g.cards("deck")) == 72
    g.assert_cards("tableau[1]", "[7D] [5D] 10D 9S")
    g.assert_legal("tableau[1] -> tableau[6] (2 cards)")  # 10D 9S on JS
    g.play("tableau[1] -> tableau[6] (2 cards)")
    g.assert_cards("tableau[6]", "[4S] [5H] 6S JS 10D 9S")


def test_any_card_or_run_fills_an_empty_column_and_the_stock_still_deals(game):
    g = game(GAME, seed=3)
    g.play_all(" | ".join(WON_3.split(" | ")[:64]))
    assert g.cards("tableau[2]") == [] and len(g.cards("deck")) == 8
    g.assert_legal("tableau[0] -> tableau[2] (1 card)", "tableau[0] -> tableau[2] (6 cards)")
    g.play("click deck")
    assert len(g.cards("tableau[2]")) == 1 and g.cards("deck") == []
    assert not any(m.source == "deck" for m in g.moves())


def test_foundations_build_up_in_suit_from_the_ace(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.play("tableau[5] -> foundations[0]")  # AD
    g.assert_refused("tableau[5] -> foundations[0]", reason="6H cannot go on AD: build up in suit")
    g.assert_refused("foundations[0] -> tableau[1]", reason="AD cannot go on 10D")
    g.assert_legal("tableau[7] -> foundations[1]")  # the other AD


def test_a_won_game(game):
    g = game(GAME, seed=3)
    g.play_all(WON_3)
    g.assert_status("won")
    assert g.score == 104 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 104
