"""Cruel (games_src/cruel.pl), played through the `game` fixture:
PySolFC's rules, the aces dealt home, piles down in suit, redeals that keep
the cards' order and move the piles' bounds."""

from __future__ import annotations

GAME = "cruel"
TABLEAU = [f"tableau[{i}]" for i in range(12)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_c.py cruel --seeds 1`.
WON_1 = (
    "tableau[0] -> foundations[3] | tableau[10] -> foundations[1] | tableau[1] -> "
    "foundations[3] | tableau[11] -> foundations[3] | click deck | tableau[4] -> "
    "foundations[0] | tableau[2] -> foundations[1] | tableau[3] -> foundations[0] | "
    "tableau[3] -> foundations[0] | click deck | tableau[9] -> tableau[3] | click deck | "
    "tableau[3] -> tableau[6] | tableau[9] -> tableau[5] | tableau[9] -> foundations[0] | "
    "click deck | tableau[8] -> tableau[9] | tableau[8] -> foundations[2] | tableau[4] -> "
    "tableau[9] | tableau[2] -> tableau[9] | click deck | tableau[4] -> foundations[1] | "
    "click deck | tableau[9] -> tableau[8] | tableau[3] -> tableau[7] | click deck | "
    "tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | click deck | tableau[1] -> "
    "tableau[4] | tableau[1] -> foundations[3] | tableau[1] -> foundations[1] | tableau[1] -> "
    "foundations[0] | tableau[3] -> foundations[0] | tableau[0] -> tableau[3] | tableau[0] -> "
    "tableau[5] | click deck | tableau[1] -> foundations[2] | tableau[2] -> foundations[0] | "
    "click deck | tableau[5] -> foundations[3] | tableau[5] -> foundations[3] | tableau[4] -> "
    "foundations[3] | tableau[0] -> foundations[3] | click deck | tableau[1] -> "
    "foundations[0] | tableau[0] -> foundations[3] | tableau[1] -> foundations[0] | click "
    "deck | tableau[0] -> foundations[2] | tableau[2] -> foundations[0] | tableau[2] -> "
    "foundations[0] | tableau[2] -> foundations[3] | tableau[2] -> foundations[3] | "
    "tableau[1] -> foundations[3] | tableau[1] -> foundations[1] | tableau[3] -> "
    "foundations[1] | click deck | tableau[0] -> foundations[2] | tableau[3] -> "
    "foundations[2] | tableau[3] -> foundations[2] | tableau[2] -> foundations[2] | "
    "tableau[2] -> foundations[2] | tableau[1] -> foundations[2] | tableau[1] -> "
    "foundations[2] | tableau[1] -> foundations[2] | tableau[0] -> tableau[2] | tableau[0] -> "
    "foundations[2] | tableau[0] -> foundations[1] | tableau[2] -> foundations[1] | "
    "tableau[2] -> foundations[1] | tableau[1] -> foundations[1] | tableau[2] -> "
    "foundations[0] "
)
# Found by `solve_games_c.py cruel --seeds 2 --lose`.
LOST_2 = (
    "tableau[6] -> foundations[3] | tableau[7] -> tableau[5] | tableau[2] -> tableau[11] | "
    "click deck | tableau[1] -> tableau[10] | tableau[9] -> foundations[2] | tableau[9] -> "
    "tableau[0] | click deck "
)


def order(g):
    return [card.id for pile in TABLEAU for card in g.cards(pile)]


def test_deal(game):
    g = game(GAME, seed=1)
    assert [len(g.cards(p)) for p in TABLEAU] == [4] * 12
    assert [[c.rank for c in g.cards(f)] for f in FOUNDATIONS] == [[1]] * 4
    assert sorted(c.suit for f in FOUNDATIONS for c in g.cards(f)) == ["C", "D", "H", "S"]
    assert all(card.face_up and card.rank != 1 for p in TABLEAU for card in g.cards(p))
    assert not g.cards("deck")
    assert g.title == "Cruel" and "without shuffling" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[0]", "10C KS JS 2D")
    g.assert_cards("tableau[1]", "9H 6H 7C 3D")
    g.assert_refused("tableau[0] -> tableau[2]", reason="2D cannot go on 9D: build down in suit")
    g.assert_refused("tableau[0] -> foundations[0]", reason="2D cannot go on AH")
    g.assert_refused("tableau[2] -> deck", reason="deck")
    # nothing has moved: a redeal would deal the same piles
    g.assert_refused("click deck")
    g.assert_legal("tableau[0] -> tableau[1]", "tableau[0] -> foundations[3]")
    g.play("tableau[0] -> tableau[1]")  # 2D on 3D
    g.assert_refused("tableau[0] -> tableau[5]", reason="JS cannot go on 7H")


def test_redeal_keeps_the_order(game):
    g = game(GAME, seed=1)
    g.play("tableau[0] -> foundations[3]")  # tableau[0] keeps three cards
    before = order(g)
    g.play("click deck")
    assert order(g) == before
    assert [len(g.cards(p)) for p in TABLEAU] == [4] * 11 + [3]
    assert all(card.face_up for p in TABLEAU for card in g.cards(p))
    g.assert_refused("click deck")  # packed again: nothing to change


def test_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52
    for pile in FOUNDATIONS:
        assert [c.rank for c in g.cards(pile)] == list(range(1, 14))


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == []
