"""Alaska (games_src/alaska.pl, PySolFC's rules), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, and a
won and a lost game reached by play (the won one found by
scripts/find_deals/solve_games_e.py, the lost one by a random player; replayed
here move by move)."""

from __future__ import annotations

GAME = "games_src/alaska.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_2 = (
    "tableau[5] -> tableau[0] | tableau[1] -> tableau[2] | tableau[2] -> tableau[1] | "
    "tableau[2] -> foundations[0] | tableau[2] -> foundations[1] | tableau[4] -> tableau[2] "
    "| tableau[4] -> foundations[1] | tableau[3] -> tableau[5] | tableau[5] -> tableau[2] | "
    "tableau[2] -> tableau[0] | tableau[1] -> tableau[2] | tableau[1] -> tableau[2] | "
    "tableau[0] -> tableau[1] (4 cards) | tableau[1] -> tableau[0] | tableau[0] -> "
    "tableau[1] (11 cards) | tableau[2] -> tableau[0] | tableau[1] -> tableau[2] | "
    "tableau[1] -> tableau[2] | tableau[0] -> tableau[1] (4 cards) | tableau[3] -> "
    "tableau[2] | tableau[3] -> foundations[1] | tableau[3] -> foundations[1] | tableau[0] "
    "-> tableau[3] | tableau[0] -> tableau[3] | tableau[2] -> tableau[0] | tableau[2] -> "
    "foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> foundations[0] | "
    "tableau[2] -> foundations[0] | tableau[6] -> tableau[4] | tableau[6] -> tableau[0] | "
    "tableau[6] -> tableau[0] | tableau[6] -> tableau[4] | tableau[5] -> tableau[6] | "
    "tableau[5] -> foundations[0] | tableau[5] -> foundations[2] | tableau[3] -> "
    "foundations[2] | tableau[3] -> foundations[2] | tableau[6] -> foundations[0] | "
    "tableau[6] -> foundations[0] | tableau[0] -> tableau[6] | tableau[3] -> foundations[2] "
    "| tableau[6] -> tableau[5] | tableau[6] -> tableau[5] | tableau[6] -> tableau[5] | "
    "tableau[6] -> foundations[3] | tableau[6] -> foundations[3] | tableau[6] -> "
    "foundations[3] | tableau[6] -> foundations[3] | tableau[6] -> foundations[3] | "
    "tableau[6] -> foundations[3] | tableau[6] -> foundations[3] | tableau[4] -> tableau[6] "
    "(1 card) | tableau[4] -> foundations[3] | tableau[6] -> foundations[3] | tableau[6] -> "
    "foundations[3] | tableau[4] -> tableau[5] | tableau[4] -> tableau[5] | tableau[4] -> "
    "tableau[0] | tableau[5] -> tableau[0] | tableau[5] -> foundations[2] | tableau[0] -> "
    "tableau[4] | tableau[2] -> tableau[0] | tableau[2] -> foundations[1] | tableau[0] -> "
    "foundations[1] | tableau[2] -> foundations[0] | tableau[2] -> foundations[0] | "
    "tableau[2] -> foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> "
    "foundations[0] | tableau[0] -> foundations[1] | tableau[0] -> foundations[1] | "
    "tableau[1] -> tableau[2] | tableau[1] -> tableau[2] | tableau[4] -> tableau[1] | "
    "tableau[4] -> foundations[3] | tableau[4] -> foundations[3] | tableau[4] -> "
    "foundations[1] | tableau[4] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> "
    "foundations[2] | tableau[1] -> foundations[1] | tableau[0] -> foundations[2] | "
    "tableau[1] -> foundations[1] | tableau[0] -> foundations[2] | tableau[2] -> "
    "foundations[1] | tableau[0] -> foundations[2] | tableau[1] -> foundations[3] | "
    "tableau[2] -> foundations[1]"
)

LOST_1 = (
    "tableau[1] -> tableau[4] (1 card) | tableau[4] -> tableau[6] | tableau[3] -> "
    "tableau[2] | tableau[4] -> tableau[6] | tableau[2] -> tableau[3] | tableau[1] -> "
    "tableau[6] | tableau[2] -> tableau[4] | tableau[3] -> tableau[1] | tableau[5] -> "
    "tableau[3] (3 cards) | tableau[3] -> tableau[2] | tableau[3] -> tableau[5] | "
    "tableau[4] -> tableau[3] | tableau[3] -> tableau[4] (3 cards) | tableau[6] -> "
    "tableau[1] | tableau[4] -> tableau[6] | tableau[3] -> tableau[4] | tableau[1] -> "
    "tableau[6] | tableau[1] -> tableau[4] | tableau[4] -> tableau[1] (10 cards) | "
    "tableau[4] -> tableau[3] | tableau[4] -> tableau[1]"
)


def test_deal(game):
    g = game(GAME, seed=2)
    assert g.stacks() == [*TABLEAU, "deck", *FOUNDATIONS]
    assert [len(g.cards(t)) for t in TABLEAU] == [1, 6, 7, 8, 9, 10, 11]
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [0, 1, 2, 3, 4, 5, 6]
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[0]", "6C")
    assert "PySolFC" in g.rules_text()


def test_columns_build_up_or_down_in_suit(game):
    g = game(GAME, seed=2)
    g.assert_legal("tableau[1] -> tableau[2]", "tableau[2] -> tableau[1]")  # QD on JD, JD on QD
    # 6D, with 5H 3H 5C JH on it, goes up on 5D: only 6D must fit
    g.assert_legal("tableau[5] -> tableau[4] (5 cards)")
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="6C cannot go on QD: build up or down in suit"
    )
    g.assert_refused("drag tableau[3]:4 -> tableau[4]", reason="9S cannot go on 5D")
    g.assert_refused("drag tableau[3]:0 -> tableau[2]", reason="face-down cards cannot be moved")
    g.play("tableau[5] -> tableau[4] (5 cards)")
    assert [c.name for c in g.cards("tableau[4]")][-6:] == ["5D", "6D", "5H", "3H", "5C", "JH"]
    assert g.cards("tableau[5]")[-1].face_up  # 7H turned up by itself


def test_foundations_take_one_card_up_in_suit(game):
    g = game(GAME, seed=2)
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.play("tableau[5] -> tableau[0] (2 cards)", "tableau[1] -> tableau[2]")
    g.assert_refused("drag tableau[2]:3 -> foundations[0]", reason="only one card at a time")


def test_a_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
