"""Klondike draw one (games_src/klondike_draw_one.pl, which shares
games_src/include/klondike.pl with klondike.pl), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, a won
and a lost game reached by play."""

from __future__ import annotations

GAME = "games_src/klondike_draw_one.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Seed 4: a random player that prefers moves home and moves that turn a
# card up (the search in the tests' history), 121 moves.
WON_4 = (
    "tableau[1] -> tableau[3] (1 card) | tableau[4] -> tableau[5] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[6] -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | tableau[4] -> foundations[2] (1 card) | "
    "waste -> foundations[2] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "waste -> tableau[6] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | waste -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[5] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[4] (1 card) | deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[5] -> tableau[3] (3 cards) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | waste -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[4] (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | click deck | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[4] (1 card) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[5] -> foundations[2] (1 card) | "
    "waste -> tableau[5] (1 card) | tableau[3] -> tableau[5] (8 cards) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[2] -> tableau[3] (2 cards) | "
    "tableau[6] -> tableau[1] (2 cards) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | click deck | deck -> waste (1 card) | "
    "waste -> tableau[2] (1 card) | tableau[6] -> tableau[2] (1 card) | "
    "tableau[6] -> foundations[3] (1 card) | tableau[6] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[5] -> foundations[1] (1 card) | tableau[4] -> tableau[2] (5 cards) | "
    "tableau[5] -> tableau[0] (7 cards) | tableau[5] -> foundations[2] (1 card) | "
    "tableau[3] -> tableau[4] (3 cards) | tableau[6] -> tableau[5] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "tableau[4] -> tableau[0] (4 cards) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[4] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[2] -> foundations[0] (1 card) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[6] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[5] -> foundations[1] (1 card)"
)

# Seed 69, the same kind of player: every stock card is played out,
# and no move is left with 35 cards on the foundations.
LOST_69 = (
    "tableau[5] -> tableau[2] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[5] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[2] (1 card) | deck -> waste (1 card) | waste -> tableau[5] (1 card) | "
    "tableau[3] -> tableau[5] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[6] -> foundations[2] (1 card) | tableau[6] -> foundations[1] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[5] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | tableau[6] -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[1] (3 cards) | tableau[2] -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[6] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[0] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[5] (1 card) | deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[6] (1 card) | "
    "tableau[4] -> tableau[6] (1 card) | tableau[4] -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | click deck | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[3] (1 card) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[4] -> foundations[2] (1 card) | tableau[6] -> tableau[4] (4 cards) | "
    "deck -> waste (1 card) | waste -> tableau[0] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[0] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[6] (1 card) | tableau[1] -> tableau[6] (6 cards) | "
    "tableau[1] -> foundations[2] (1 card) | waste -> tableau[1] (1 card) | "
    "tableau[6] -> tableau[1] (8 cards) | tableau[6] -> foundations[0] (1 card) | "
    "tableau[5] -> tableau[6] (6 cards) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "click deck | deck -> waste (1 card) | waste -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[0] (1 card) | waste -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[0] (4 cards) | tableau[1] -> tableau[4] (3 cards) | "
    "tableau[4] -> tableau[1] (3 cards) | tableau[6] -> tableau[0] (1 card) | "
    "tableau[6] -> foundations[2] (1 card) | tableau[4] -> foundations[2] (1 card) | "
    "tableau[1] -> tableau[4] (4 cards) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[6] -> tableau[0] (3 cards) | "
    "tableau[6] -> foundations[2] (1 card) | tableau[4] -> tableau[1] (4 cards) | "
    "tableau[4] -> foundations[3] (1 card) | tableau[4] -> foundations[2] (1 card) | "
    "tableau[0] -> tableau[6] (4 cards) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[4] -> foundations[3] (1 card) | tableau[1] -> tableau[4] (7 cards) | "
    "tableau[4] -> tableau[1] (7 cards) | tableau[1] -> tableau[4] (7 cards) | "
    "tableau[6] -> tableau[0] (5 cards) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[0] -> tableau[6] (6 cards) | "
    "tableau[0] -> foundations[3] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    for i, column in enumerate(TABLEAU):
        assert [c.face_up for c in g.cards(column)] == [False] * i + [True]
    assert len(g.cards("deck")) == 24 and not any(c.face_up for c in g.cards("deck"))
    assert g.cards("waste") == [] and all(g.cards(f) == [] for f in FOUNDATIONS)
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert "one card" in g.rules_text() and "PySolFC" in g.rules_text()
    g.assert_cards("tableau[2]", "[6H] [4S] 4H")
    g.assert_status("playing")


def test_the_stock_turns_one_card_and_the_waste_turns_over(game):
    g = game(GAME, seed=1)
    deck = g.names("deck")
    g.assert_legal("deck -> waste (1 card)")
    g.play("deck -> waste")
    g.assert_cards("waste", "3S")
    for _ in range(23):
        g.play("deck -> waste (1 card)")
    assert g.cards("deck") == [] and len(g.cards("waste")) == 24
    g.assert_legal("click deck")
    g.play("click deck")  # the waste turns over, its first card on top again
    assert g.cards("waste") == [] and g.names("deck") == deck
    g.play("deck -> waste")
    g.assert_cards("waste", "3S")


def test_columns_build_down_in_alternate_colours(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[2] -> tableau[1]")  # 4H on 5S
    g.assert_refused("tableau[0] -> tableau[1]", reason="3H cannot go on 5S")
    g.assert_refused("drag tableau[3]:2 -> tableau[0]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[0] -> waste", reason="cannot move from tableau 1 to the waste")
    g.play("tableau[2] -> tableau[1]")
    g.assert_cards("tableau[2]", "[6H] 4S")  # the card below turned up
    g.assert_cards("tableau[1]", "[8D] 5S 4H")
    g.assert_refused("tableau[1] -> tableau[4] (2 cards)", reason="5S cannot go on 2H")


def test_the_waste_and_the_foundations(game):
    g = game(GAME, seed=1)
    g.play("deck -> waste")
    g.assert_refused("waste -> tableau[0]", reason="3S cannot go on 3H")
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.assert_refused("drag tableau[0]:0 -> deck", reason="cannot move from tableau 1 to the deck")


def test_a_won_game(game):
    g = game(GAME, seed=4)
    g.play_all(WON_4)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=69)
    g.play_all(LOST_69)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.cards("waste") == []
    assert g.score == 35
