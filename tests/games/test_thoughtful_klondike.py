"""Thoughtful Klondike (games_src/thoughtful_klondike.pl, Klondike draw one
from games_src/include/klondike.pl with every column card face up), played
through Paper's pytest plugin: the deal, the moves of each pile with their
refusals, and a won game reached by play."""

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
    g.assert_refused("drag tableau[0]:0 -> waste", reason="cannot move from tableau[0] to waste")
