"""Whitehead (games_src/whitehead.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal, the moves of each pile with their
refusals, and a won and a lost game reached by play."""

from __future__ import annotations

GAME = "games_src/whitehead.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# A random player that prefers moves home: the stock runs out and nothing
# is left to play.
LOST_4 = (
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | waste -> tableau[0] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[5] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[0] (1 card) | deck -> waste (1 card) | waste -> tableau[4] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[6] -> foundations[3] (1 card) | tableau[6] -> foundations[3] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[1] -> tableau[2] (1 card) | "
    "tableau[1] -> tableau[5] (1 card) | waste -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[3] (2 cards) | waste -> tableau[0] (1 card) | "
    "tableau[2] -> tableau[0] (3 cards)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == list(range(1, 8))
    assert all(c.face_up for t in TABLEAU for c in g.cards(t))
    assert len(g.cards("deck")) == 24 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[3]", "7H AS 9D 7S")
    assert "PySolFC" in g.rules_text()


def test_columns_build_down_in_the_same_colour(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[1] -> tableau[3]", "tableau[6] -> tableau[0]")  # 6S on 7S, 2C on 3S
    g.assert_refused("tableau[0] -> tableau[1]", reason="3S cannot go on 6S: build down in the")
    g.assert_refused("tableau[5] -> tableau[3]", reason="9H cannot go on 7S")
    g.assert_refused("tableau[0] -> waste", reason="cannot move from tableau 1 to the waste")
    g.play("tableau[6] -> tableau[0]")
    g.assert_cards("tableau[0]", "3S 2C")  # a spade and a club: one colour


def test_a_run_of_one_suit_moves_and_any_card_fills_a_space(game):
    g = game(GAME, seed=31)
    g.assert_legal("tableau[4] -> tableau[6] (2 cards)")  # 3D 2D on 4H
    g.play("tableau[4] -> tableau[6] (2 cards)")
    assert [c.name for c in g.cards("tableau[6]")][-3:] == ["4H", "3D", "2D"]
    g = game(GAME, seed=4)
    g.play_all(" | ".join(LOST_4.split(" | ")[:4]))
    assert g.cards("tableau[0]") == []
    g.assert_legal(
        "tableau[1] -> tableau[0]", "tableau[2] -> tableau[0]", "tableau[3] -> tableau[0] (2 cards)"
    )


def test_the_stock_is_turned_once(game):
    g = game(GAME, seed=1)
    g.play("deck -> waste")
    g.assert_cards("waste", "AD")
    g.assert_refused("waste -> tableau[0]", reason="AD cannot go on 3S")
    g.assert_refused("drag tableau[3]:1 -> foundations[0]", reason="only one card at a time")
    g.play("waste -> foundations[0]")
    for _ in range(23):
        g.play("deck -> waste")
    assert g.cards("deck") == [] and not g.click("deck")  # no redeal


# Found by `Session.solve` (seed 1, 11,498 positions).
WON_1 = (
    "tableau[6] -> tableau[0] (1 card) | tableau[1] -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[6] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | tableau[3] -> tableau[1] (2 cards) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[1] (1 card) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[6] -> tableau[3] (1 card) | "
    "tableau[2] -> tableau[3] (1 card) | tableau[2] -> tableau[6] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[0] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[1] -> tableau[2] (2 cards) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[2] -> tableau[1] (3 cards) | tableau[6] -> tableau[2] (1 card) | "
    "tableau[6] -> tableau[0] (1 card) | tableau[4] -> tableau[6] (1 card) | "
    "tableau[3] -> tableau[0] (2 cards) | tableau[2] -> tableau[3] (1 card) | "
    "tableau[5] -> tableau[2] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[5] -> tableau[0] (1 card) | waste -> tableau[2] (1 card) | "
    "tableau[3] -> tableau[2] (2 cards) | tableau[5] -> tableau[3] (1 card) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[4] -> tableau[5] (1 card) | waste -> tableau[6] (1 card) | "
    "waste -> tableau[6] (1 card) | waste -> tableau[6] (1 card) | "
    "waste -> tableau[3] (1 card) | tableau[4] -> tableau[3] (1 card) | "
    "tableau[4] -> foundations[0] (1 card) | waste -> tableau[3] (1 card) | "
    "waste -> tableau[0] (1 card) | tableau[0] -> tableau[4] (2 cards) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[2] -> tableau[3] (4 cards) | "
    "tableau[4] -> tableau[3] (3 cards) | tableau[6] -> tableau[0] (1 card) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[6] -> tableau[4] (3 cards) | "
    "tableau[0] -> tableau[2] (1 card) | tableau[6] -> tableau[0] (1 card) | "
    "tableau[4] -> tableau[0] (3 cards) | tableau[6] -> tableau[4] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[6] -> foundations[3] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "waste -> tableau[5] (1 card) | waste -> foundations[2] (1 card) | "
    "waste -> foundations[0] (1 card) | waste -> foundations[3] (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[5] -> foundations[3] (1 card)"
)


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS)


def test_a_lost_game(game):
    g = game(GAME, seed=4)
    g.play_all(LOST_4)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
