"""Westcliff (games_src/westcliff.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal, the moves of each pile with their
refusals, a won game and a lost game reached by play."""

from __future__ import annotations

GAME = "games_src/westcliff.pl"
TABLEAU = [f"tableau[{i}]" for i in range(10)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by a random player that prefers moves home and moves that turn a
# card up.
WON_1 = (
    "tableau[4] -> tableau[7] (1 card) | tableau[7] -> tableau[2] (2 cards) | "
    "tableau[0] -> tableau[2] (1 card) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[0] -> tableau[1] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[7] -> foundations[3] (1 card) | tableau[8] -> tableau[6] (1 card) | "
    "tableau[6] -> tableau[0] (2 cards) | tableau[1] -> tableau[8] (2 cards) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[5] -> tableau[1] (2 cards) | "
    "tableau[3] -> tableau[5] (1 card) | tableau[3] -> tableau[6] (1 card) | "
    "tableau[8] -> tableau[3] (3 cards) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[2] (1 card) | deck -> waste (1 card) | waste -> tableau[8] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[4] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | tableau[2] -> tableau[1] (5 cards) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[4] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | "
    "tableau[8] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[2] -> tableau[3] (2 cards) | deck -> waste (1 card) | "
    "waste -> tableau[2] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "tableau[4] -> tableau[5] (2 cards) | tableau[5] -> tableau[4] (2 cards) | "
    "tableau[3] -> tableau[2] (2 cards) | tableau[3] -> tableau[5] (6 cards) | "
    "tableau[9] -> tableau[3] (1 card) | tableau[9] -> foundations[2] (1 card) | "
    "tableau[9] -> foundations[0] (1 card) | tableau[5] -> tableau[9] (8 cards) | "
    "tableau[9] -> tableau[7] (3 cards) | tableau[7] -> tableau[9] (3 cards) | "
    "tableau[0] -> tableau[9] (2 cards) | tableau[4] -> tableau[0] (3 cards) | "
    "tableau[4] -> foundations[1] (1 card) | waste -> tableau[4] (1 card) | "
    "tableau[7] -> tableau[0] (1 card) | waste -> tableau[7] (1 card) | "
    "waste -> tableau[5] (1 card) | waste -> tableau[4] (1 card) | "
    "tableau[4] -> tableau[5] (2 cards) | waste -> tableau[4] (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[8] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | tableau[6] -> foundations[3] (1 card) | "
    "waste -> foundations[2] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[9] -> foundations[2] (1 card) | tableau[9] -> foundations[0] (1 card) | "
    "tableau[9] -> foundations[1] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[9] -> foundations[0] (1 card) | "
    "tableau[9] -> foundations[1] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[5] -> foundations[1] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[9] -> foundations[3] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[9] -> foundations[1] (1 card) | "
    "tableau[7] -> foundations[2] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[9] -> foundations[3] (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[9] -> foundations[2] (1 card) | waste -> foundations[0] (1 card) | "
    "tableau[4] -> foundations[2] (1 card) | tableau[9] -> foundations[3] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    for column in TABLEAU:
        assert [c.face_up for c in g.cards(column)] == [False, False, True]
    assert len(g.cards("deck")) == 22 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[0]", "[AS] [8H] 6C")
    assert "PySolFC" in g.rules_text()


def test_columns(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[0] -> tableau[4]", "tableau[6] -> tableau[5]")  # 6C on 7D, JH on QC
    g.assert_refused("tableau[0] -> tableau[1]", reason="6C cannot go on 9S: build down in alt")
    g.assert_refused("drag tableau[0]:1 -> tableau[4]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[0] -> waste", reason="cannot move from tableau 1 to the waste")
    g.play("tableau[0] -> tableau[4]")
    g.assert_cards("tableau[0]", "[AS] 8H")
    g.assert_cards("tableau[4]", "[AH] [QH] 7D 6C")


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=1)
    g.play("tableau[0] -> tableau[4]", "tableau[0] -> tableau[1]")  # 6C on 7D, 8H on 9S
    g.assert_cards("tableau[0]", "AS")
    g.play("tableau[0] -> foundations[0]")
    assert g.cards("tableau[0]") == []
    g.assert_legal("tableau[1] -> tableau[0] (2 cards)", "tableau[3] -> tableau[0]")  # 9S 8H; QD
    g.play("tableau[3] -> tableau[0]")
    g.assert_cards("tableau[0]", "QD")


def test_the_stock_is_turned_once_and_foundations_keep_their_cards(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[3] -> foundations[0]", reason="only an ace may fill")
    g.play("deck -> waste")
    g.assert_cards("waste", "KC")
    g.assert_refused("waste -> tableau[0]", reason="KC cannot go on 6C")
    for _ in range(21):
        g.play("deck -> waste")
    assert g.cards("deck") == [] and len(g.cards("waste")) == 22
    assert not any(m.source == "deck" for m in g.moves())  # no redeal
    assert not g.click("deck")
    g.play("tableau[0] -> tableau[4]", "tableau[0] -> tableau[1]", "tableau[0] -> foundations[0]")
    assert not any(m.source.startswith("foundations") for m in g.moves())


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


# A player that turns the whole stock first: nothing is left to play.
LOST_4 = (
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | tableau[6] -> foundations[3] (1 card) | "
    "tableau[9] -> foundations[0] (1 card) | tableau[5] -> tableau[0] (1 card) | "
    "tableau[2] -> tableau[6] (1 card)"
)


def test_a_lost_game(game):
    g = game(GAME, seed=4)
    g.play_all(LOST_4)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
