"""Thoughtful Klondike (games_src/thoughtful_klondike.pl, Klondike draw one
from games_src/include/klondike.pl with every column card face up), played
through Paper's pytest plugin: the deal, the moves of each pile with their
refusals, and a won and a lost game reached by play."""

from __future__ import annotations

GAME = "games_src/thoughtful_klondike.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]


def test_deal_shows_every_column_card(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == list(range(1, 8))
    assert all(c.face_up for t in TABLEAU for c in g.cards(t))
    assert len(g.cards("deck")) == 24 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[3]", "JD 4D QD AC")
    assert "face up" in g.rules_text() and "Aisleriot" in g.rules_text()
    g.assert_status("playing")


def test_only_a_run_in_sequence_moves(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[2] -> tableau[0]", "tableau[3] -> foundations[0]")  # 8C on 9D; AC
    # 2C would fit on 3H, but 5H lies on it out of sequence
    g.assert_refused("drag tableau[1]:0 -> tableau[5]", reason="not in sequence")
    g.assert_refused("drag tableau[2]:1 -> tableau[0]", reason="10H cannot go on 9D")
    g.assert_refused("tableau[4] -> tableau[0]", reason="KS cannot go on 9D")
    g.play("tableau[2] -> tableau[0]", "tableau[3] -> foundations[0]")
    g.assert_cards("tableau[0]", "9D 8C")
    g.assert_legal("tableau[3] -> tableau[4]")  # QD, uncovered, on KS


def test_the_stock_the_waste_and_the_foundations(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.play("deck -> waste")
    g.assert_cards("waste", g.names("waste")[0])
    assert len(g.cards("deck")) == 23
    for _ in range(23):
        g.play("deck -> waste")
    g.play("click deck")  # turned over, as often as you like
    assert len(g.cards("deck")) == 24 and g.cards("waste") == []
    g.assert_refused("drag tableau[0]:0 -> waste", reason="cannot move from tableau 1 to the waste")


# Found by a random player that prefers moves home and never repeats a table.
WON_1 = (
    "tableau[3] -> foundations[1] (1 card) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[4] (1 card) | tableau[3] -> tableau[6] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[0] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | tableau[0] -> tableau[3] (3 cards) | "
    "tableau[4] -> tableau[0] (2 cards) | tableau[4] -> tableau[2] (1 card) | "
    "tableau[5] -> tableau[2] (1 card) | tableau[2] -> tableau[4] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | deck -> waste (1 card) | "
    "tableau[2] -> tableau[4] (1 card) | deck -> waste (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[0] (1 card) | tableau[2] -> tableau[0] (3 cards) | "
    "tableau[2] -> tableau[5] (1 card) | waste -> tableau[2] (1 card) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[0] -> tableau[2] (5 cards) | "
    "tableau[2] -> tableau[4] (1 card) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | deck -> waste (1 card) | "
    "tableau[2] -> tableau[0] (5 cards) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[0] -> tableau[2] (5 cards) | tableau[2] -> tableau[4] (1 card) | "
    "tableau[2] -> tableau[0] (4 cards) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[0] -> tableau[2] (4 cards) | deck -> waste (1 card) | "
    "waste -> tableau[0] (1 card) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[2] -> tableau[0] (3 cards) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[0] -> tableau[2] (4 cards) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[2] -> tableau[0] (4 cards) | "
    "deck -> waste (1 card) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[0] -> tableau[2] (4 cards) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[2] -> tableau[4] (1 card) | tableau[2] -> tableau[0] (3 cards) | "
    "tableau[6] -> tableau[5] (1 card) | tableau[0] -> tableau[2] (3 cards) | "
    "deck -> waste (1 card) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | tableau[2] -> tableau[0] (4 cards) | "
    "tableau[0] -> tableau[4] (1 card) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[0] -> tableau[2] (4 cards) | click deck | "
    "tableau[2] -> tableau[0] (4 cards) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[0] -> tableau[2] (4 cards) | tableau[2] -> tableau[4] (1 card) | "
    "tableau[6] -> tableau[5] (1 card) | tableau[2] -> tableau[0] (3 cards) | "
    "tableau[5] -> tableau[6] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[4] (1 card) | tableau[6] -> tableau[4] (4 cards) | "
    "tableau[0] -> tableau[2] (3 cards) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[4] -> tableau[6] (1 card) | tableau[2] -> tableau[0] (3 cards) | "
    "tableau[6] -> tableau[4] (1 card) | tableau[4] -> tableau[0] (6 cards) | "
    "tableau[1] -> tableau[5] (4 cards) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[0] -> tableau[4] (5 cards) | "
    "tableau[5] -> tableau[3] (5 cards) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[0] -> tableau[2] (3 cards) | tableau[4] -> tableau[2] (5 cards) | "
    "tableau[2] -> tableau[0] (8 cards) | deck -> waste (1 card) | "
    "tableau[0] -> tableau[4] (5 cards) | tableau[0] -> tableau[2] (3 cards) | "
    "tableau[4] -> tableau[2] (5 cards) | deck -> waste (1 card) | "
    "tableau[2] -> tableau[4] (5 cards) | tableau[2] -> tableau[0] (3 cards) | "
    "tableau[4] -> tableau[0] (5 cards) | deck -> waste (1 card) | "
    "tableau[0] -> tableau[2] (8 cards) | tableau[2] -> tableau[4] (5 cards) | "
    "tableau[2] -> tableau[0] (3 cards) | deck -> waste (1 card) | "
    "waste -> tableau[5] (1 card) | tableau[3] -> tableau[5] (10 cards) | "
    "tableau[4] -> tableau[0] (5 cards) | tableau[0] -> tableau[2] (8 cards) | "
    "tableau[2] -> tableau[4] (5 cards) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | tableau[5] -> tableau[3] (11 cards) | "
    "tableau[2] -> tableau[0] (3 cards) | tableau[4] -> tableau[0] (5 cards) | "
    "tableau[3] -> tableau[5] (11 cards) | tableau[0] -> tableau[2] (8 cards) | "
    "tableau[5] -> tableau[3] (11 cards) | deck -> waste (1 card) | "
    "waste -> tableau[4] (1 card) | tableau[2] -> tableau[4] (4 cards) | "
    "tableau[2] -> tableau[0] (4 cards) | tableau[4] -> tableau[0] (4 cards) | "
    "tableau[3] -> tableau[5] (11 cards) | tableau[0] -> tableau[2] (8 cards) | "
    "tableau[2] -> tableau[4] (4 cards) | tableau[2] -> tableau[0] (4 cards) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[4] -> tableau[0] (4 cards) | tableau[0] -> tableau[2] (8 cards) | "
    "tableau[5] -> tableau[3] (11 cards) | tableau[2] -> tableau[4] (4 cards) | "
    "tableau[2] -> tableau[0] (4 cards) | tableau[4] -> tableau[0] (4 cards) | "
    "deck -> waste (1 card) | tableau[0] -> tableau[4] (4 cards) | "
    "tableau[0] -> tableau[2] (4 cards) | tableau[3] -> tableau[5] (11 cards) | "
    "tableau[4] -> tableau[2] (4 cards) | tableau[5] -> tableau[3] (11 cards) | "
    "deck -> waste (1 card) | waste -> tableau[4] (1 card) | "
    "tableau[2] -> tableau[4] (3 cards) | tableau[2] -> tableau[0] (5 cards) | "
    "tableau[4] -> tableau[0] (3 cards) | tableau[3] -> tableau[5] (11 cards) | "
    "tableau[0] -> tableau[2] (8 cards) | tableau[2] -> tableau[4] (3 cards) | "
    "tableau[2] -> tableau[0] (5 cards) | deck -> waste (1 card) | "
    "tableau[0] -> tableau[2] (5 cards) | tableau[4] -> tableau[2] (3 cards) | "
    "tableau[5] -> tableau[3] (11 cards) | tableau[2] -> tableau[4] (3 cards) | "
    "tableau[2] -> tableau[0] (5 cards) | tableau[4] -> tableau[0] (3 cards) | "
    "tableau[3] -> tableau[5] (11 cards) | deck -> waste (1 card) | "
    "tableau[0] -> tableau[2] (8 cards) | tableau[5] -> tableau[3] (11 cards) | "
    "tableau[2] -> tableau[4] (3 cards) | tableau[2] -> tableau[0] (5 cards) | "
    "tableau[3] -> tableau[5] (11 cards) | tableau[0] -> tableau[2] (5 cards) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[2] (3 cards) | tableau[2] -> tableau[0] (8 cards) | "
    "tableau[5] -> tableau[3] (9 cards) | tableau[0] -> tableau[4] (3 cards) | "
    "tableau[0] -> tableau[2] (5 cards) | tableau[4] -> tableau[2] (3 cards) | "
    "deck -> waste (1 card) | tableau[2] -> tableau[0] (8 cards) | "
    "tableau[0] -> tableau[4] (3 cards) | tableau[3] -> tableau[5] (9 cards) | "
    "tableau[4] -> tableau[0] (3 cards) | tableau[0] -> tableau[2] (8 cards) | "
    "tableau[2] -> tableau[4] (3 cards) | tableau[5] -> tableau[3] (9 cards) | "
    "deck -> waste (1 card) | tableau[3] -> tableau[5] (9 cards) | "
    "tableau[2] -> tableau[0] (5 cards) | tableau[4] -> tableau[0] (3 cards) | "
    "tableau[0] -> tableau[2] (8 cards) | tableau[5] -> tableau[3] (9 cards) | "
    "tableau[2] -> tableau[0] (8 cards) | tableau[0] -> tableau[4] (3 cards) | "
    "deck -> waste (1 card) | tableau[0] -> tableau[2] (5 cards) | "
    "tableau[4] -> tableau[2] (3 cards) | tableau[2] -> tableau[0] (8 cards) | "
    "tableau[3] -> tableau[5] (9 cards) | tableau[0] -> tableau[2] (8 cards) | "
    "tableau[2] -> tableau[4] (3 cards) | tableau[2] -> tableau[0] (5 cards) | click deck | "
    "tableau[5] -> tableau[3] (9 cards) | tableau[0] -> tableau[2] (5 cards) | "
    "tableau[3] -> tableau[5] (9 cards) | tableau[4] -> tableau[2] (3 cards) | "
    "tableau[2] -> tableau[0] (8 cards) | tableau[5] -> tableau[3] (9 cards) | "
    "tableau[0] -> tableau[2] (8 cards) | deck -> waste (1 card) | "
    "tableau[2] -> tableau[0] (8 cards) | tableau[3] -> tableau[5] (9 cards) | "
    "tableau[0] -> tableau[2] (8 cards) | tableau[2] -> tableau[4] (3 cards) | "
    "tableau[5] -> tableau[3] (9 cards) | tableau[2] -> tableau[0] (5 cards) | "
    "tableau[3] -> tableau[5] (9 cards) | deck -> waste (1 card) | "
    "tableau[5] -> tableau[3] (9 cards) | tableau[4] -> tableau[0] (3 cards) | "
    "tableau[0] -> tableau[2] (8 cards) | tableau[2] -> tableau[4] (3 cards) | "
    "tableau[3] -> tableau[5] (9 cards) | tableau[4] -> tableau[2] (3 cards) | "
    "tableau[2] -> tableau[0] (8 cards) | deck -> waste (1 card) | "
    "waste -> tableau[4] (1 card) | tableau[0] -> tableau[2] (8 cards) | "
    "tableau[2] -> tableau[4] (2 cards) | tableau[5] -> tableau[3] (9 cards) | "
    "tableau[2] -> tableau[0] (6 cards) | tableau[6] -> tableau[0] (2 cards) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[6] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[3] -> tableau[5] (7 cards) | tableau[6] -> tableau[2] (1 card) | "
    "tableau[6] -> tableau[3] (1 card) | tableau[5] -> tableau[3] (6 cards) | "
    "tableau[4] -> tableau[0] (2 cards) | tableau[0] -> tableau[2] (6 cards) | "
    "tableau[2] -> tableau[4] (2 cards) | tableau[4] -> tableau[0] (6 cards) | "
    "tableau[4] -> foundations[2] (1 card) | tableau[4] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[1] (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[0] -> tableau[2] (2 cards) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[3] -> tableau[5] (4 cards) | tableau[2] -> tableau[0] (3 cards) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[5] -> tableau[3] (4 cards) | "
    "tableau[0] -> tableau[2] (4 cards) | tableau[3] -> tableau[5] (4 cards) | "
    "deck -> waste (1 card) | waste -> tableau[5] (1 card) | "
    "tableau[5] -> tableau[3] (5 cards) | tableau[2] -> tableau[0] (4 cards) | "
    "tableau[3] -> tableau[5] (5 cards) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "tableau[5] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[5] -> foundations[2] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[3] -> tableau[5] (2 cards) | "
    "tableau[0] -> tableau[2] (3 cards) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[2] -> tableau[0] (4 cards) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[5] -> tableau[3] (2 cards) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[5] -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[3] -> foundations[3] (1 card)"
)


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


# A random player that plays the waste first: the stock and the waste run
# out with cards still in the columns that no move can free.
LOST_23 = (
    "tableau[6] -> tableau[2] (1 card) | tableau[1] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[2] (1 card) | deck -> waste (1 card) | "
    "tableau[5] -> tableau[0] (1 card) | tableau[4] -> tableau[5] (2 cards) | "
    "tableau[5] -> tableau[4] (4 cards) | tableau[5] -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | tableau[4] -> tableau[0] (5 cards) | "
    "tableau[4] -> foundations[0] (1 card) | tableau[2] -> tableau[5] (3 cards) | "
    "tableau[4] -> tableau[6] (2 cards) | deck -> waste (1 card) | "
    "waste -> tableau[5] (1 card) | deck -> waste (1 card) | "
    "tableau[5] -> tableau[2] (4 cards) | tableau[6] -> tableau[4] (3 cards) | "
    "tableau[6] -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[0] -> tableau[6] (5 cards) | "
    "tableau[2] -> tableau[3] (3 cards) | tableau[6] -> tableau[0] (5 cards) | "
    "tableau[3] -> tableau[5] (4 cards) | tableau[0] -> tableau[6] (5 cards) | "
    "tableau[5] -> tableau[2] (3 cards) | tableau[6] -> tableau[3] (3 cards) | "
    "tableau[2] -> tableau[5] (3 cards) | tableau[3] -> tableau[6] (3 cards) | "
    "tableau[5] -> tableau[2] (3 cards) | tableau[2] -> tableau[5] (3 cards) | "
    "deck -> waste (1 card) | tableau[5] -> tableau[2] (3 cards) | "
    "tableau[6] -> tableau[0] (5 cards) | tableau[0] -> tableau[3] (3 cards) | "
    "tableau[3] -> tableau[0] (3 cards) | deck -> waste (1 card) | "
    "tableau[2] -> tableau[5] (3 cards) | tableau[0] -> tableau[6] (5 cards) | "
    "deck -> waste (1 card) | tableau[5] -> tableau[2] (3 cards) | "
    "tableau[2] -> tableau[5] (3 cards) | tableau[6] -> tableau[0] (5 cards) | "
    "tableau[0] -> tableau[6] (5 cards) | tableau[6] -> tableau[0] (5 cards) | "
    "tableau[0] -> tableau[6] (5 cards) | tableau[6] -> tableau[3] (3 cards) | "
    "tableau[6] -> tableau[0] (2 cards) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[5] -> tableau[2] (3 cards) | tableau[3] -> tableau[6] (3 cards) | "
    "tableau[6] -> tableau[3] (3 cards) | tableau[3] -> tableau[6] (3 cards) | "
    "deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "tableau[6] -> tableau[0] (5 cards) | tableau[2] -> tableau[5] (3 cards) | "
    "deck -> waste (1 card) | waste -> tableau[0] (1 card) | "
    "tableau[0] -> tableau[3] (4 cards) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[6] -> tableau[0] (2 cards) | tableau[5] -> tableau[2] (3 cards) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[5] (4 cards) | deck -> waste (1 card) | "
    "tableau[5] -> tableau[2] (4 cards) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[3] -> tableau[6] (4 cards) | tableau[2] -> tableau[5] (4 cards) | "
    "tableau[5] -> tableau[2] (4 cards) | tableau[2] -> tableau[5] (4 cards) | "
    "tableau[5] -> tableau[2] (4 cards) | tableau[6] -> tableau[0] (6 cards) | "
    "tableau[0] -> tableau[6] (6 cards) | tableau[6] -> tableau[3] (4 cards) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[6] -> tableau[0] (2 cards) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[3] -> tableau[6] (4 cards) | tableau[6] -> tableau[3] (4 cards) | "
    "tableau[3] -> tableau[6] (4 cards) | deck -> waste (1 card) | "
    "tableau[6] -> tableau[3] (4 cards) | tableau[3] -> tableau[6] (4 cards) | "
    "tableau[6] -> tableau[0] (6 cards) | tableau[0] -> tableau[3] (4 cards) | "
    "tableau[3] -> tableau[0] (4 cards) | tableau[0] -> tableau[6] (6 cards) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[2] -> tableau[5] (4 cards) | tableau[6] -> tableau[0] (6 cards) | "
    "tableau[5] -> tableau[2] (4 cards) | deck -> waste (1 card) | "
    "waste -> tableau[6] (1 card) | tableau[3] -> tableau[6] (2 cards) | "
    "tableau[2] -> tableau[5] (4 cards) | tableau[5] -> tableau[2] (4 cards) | "
    "tableau[2] -> tableau[5] (4 cards) | tableau[5] -> tableau[2] (4 cards) | "
    "tableau[0] -> tableau[6] (3 cards) | tableau[2] -> tableau[5] (4 cards) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[5] -> tableau[2] (4 cards) | tableau[3] -> tableau[4] (1 card) | "
    "tableau[6] -> tableau[0] (3 cards) | deck -> waste (1 card) | "
    "waste -> tableau[5] (1 card) | waste -> tableau[5] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[2] -> tableau[5] (2 cards) | tableau[5] -> tableau[2] (2 cards) | "
    "tableau[0] -> tableau[6] (3 cards) | tableau[2] -> tableau[5] (2 cards) | "
    "tableau[4] -> tableau[3] (1 card) | tableau[6] -> tableau[0] (3 cards) | "
    "tableau[5] -> tableau[2] (2 cards) | tableau[3] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[6] (3 cards) | tableau[6] -> tableau[0] (3 cards) | "
    "tableau[2] -> tableau[5] (2 cards) | tableau[4] -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[0] -> tableau[6] (3 cards) | tableau[6] -> tableau[0] (3 cards) | "
    "tableau[3] -> tableau[4] (2 cards) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[5] -> tableau[2] (2 cards) | "
    "tableau[1] -> foundations[1] (1 card) | waste -> foundations[1] (1 card) | "
    "waste -> tableau[1] (1 card) | waste -> foundations[1] (1 card) | "
    "waste -> tableau[0] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | tableau[5] -> tableau[4] (4 cards) | "
    "deck -> waste (1 card) | tableau[2] -> tableau[4] (2 cards) | "
    "tableau[4] -> foundations[3] (1 card) | tableau[4] -> foundations[2] (1 card) | "
    "tableau[4] -> foundations[1] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[0] -> tableau[6] (3 cards) | tableau[6] -> tableau[0] (3 cards) | "
    "tableau[5] -> tableau[0] (1 card) | tableau[6] -> tableau[5] (4 cards) | "
    "tableau[4] -> tableau[3] (5 cards) | tableau[2] -> tableau[6] (4 cards) | "
    "waste -> tableau[2] (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[6] -> tableau[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[3] -> tableau[4] (5 cards) | "
    "tableau[4] -> tableau[3] (5 cards) | tableau[3] -> tableau[4] (5 cards) | "
    "click deck | tableau[0] -> tableau[5] (3 cards) | "
    "tableau[4] -> tableau[3] (5 cards) | tableau[3] -> tableau[4] (5 cards) | "
    "tableau[4] -> tableau[3] (5 cards) | deck -> waste (1 card) | "
    "waste -> tableau[4] (1 card) | tableau[6] -> tableau[4] (4 cards) | "
    "tableau[5] -> tableau[0] (3 cards) | tableau[0] -> tableau[5] (3 cards) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[0] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[5] -> tableau[0] (2 cards) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[0] -> tableau[5] (2 cards) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[5] -> tableau[0] (1 card) | "
    "tableau[5] -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[0] -> tableau[5] (3 cards) | "
    "click deck | tableau[4] -> tableau[3] (3 cards) | "
    "tableau[3] -> tableau[4] (3 cards) | tableau[5] -> tableau[0] (3 cards) | "
    "tableau[0] -> tableau[5] (3 cards) | tableau[5] -> tableau[0] (3 cards) | "
    "tableau[4] -> tableau[3] (3 cards) | tableau[0] -> tableau[5] (3 cards) | "
    "tableau[3] -> tableau[4] (3 cards) | tableau[4] -> tableau[3] (3 cards) | "
    "tableau[3] -> tableau[4] (3 cards) | tableau[5] -> tableau[0] (3 cards) | "
    "tableau[4] -> tableau[3] (3 cards) | tableau[4] -> foundations[3] (1 card) | "
    "tableau[5] -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "tableau[3] -> tableau[4] (4 cards) | deck -> waste (1 card) | click deck | "
    "tableau[4] -> tableau[3] (4 cards) | tableau[0] -> tableau[5] (4 cards) | "
    "tableau[3] -> tableau[4] (4 cards) | tableau[4] -> tableau[3] (4 cards) | "
    "tableau[5] -> tableau[0] (4 cards) | tableau[3] -> tableau[4] (4 cards) | "
    "deck -> waste (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[0] -> tableau[5] (5 cards) | tableau[4] -> tableau[3] (5 cards) | "
    "tableau[4] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[3] -> tableau[4] (6 cards) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[3] (7 cards) | tableau[3] -> tableau[4] (7 cards) | "
    "tableau[3] -> foundations[3] (1 card)"
)


def test_a_lost_game(game):
    g = game(GAME, seed=23)
    g.play_all(LOST_23)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.cards("waste") == []
    assert g.score < 52
