"""Agnes Bernauer (games_src/agnes_bernauer.pl, PySolFC's rules), played
through Paper's pytest plugin: the deal, the moves of each pile with their
refusals, and a won and a lost game reached by play (the won one found by
scripts/find_deals/solve_games_e.py, the lost one by a random player; replayed
here move by move)."""

from __future__ import annotations

GAME = "games_src/agnes_bernauer.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
RESERVES = [f"reserves[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_1 = (
    "reserves[5] -> tableau[4] | reserves[6] -> tableau[1] | tableau[2] -> tableau[4] | "
    "click deck | reserves[0] -> foundations[1] | reserves[3] -> foundations[2] | "
    "reserves[0] -> foundations[2] | reserves[2] -> foundations[2] | reserves[4] -> "
    "tableau[4] | reserves[6] -> tableau[6] | click deck | reserves[3] -> tableau[2] | "
    "tableau[1] -> tableau[2] | tableau[1] -> tableau[2] | reserves[3] -> tableau[2] | "
    "click deck | reserves[0] -> foundations[1] | reserves[5] -> foundations[1] | "
    "reserves[1] -> tableau[4] | reserves[4] -> tableau[4] | tableau[6] -> tableau[1] | "
    "tableau[6] -> foundations[3] | tableau[0] -> foundations[3] | tableau[4] -> "
    "foundations[3] | reserves[6] -> foundations[3] | tableau[6] -> tableau[0] | tableau[5] "
    "-> tableau[6] | tableau[6] -> tableau[3] | tableau[6] -> foundations[2] | reserves[0] "
    "-> foundations[2] | reserves[5] -> foundations[2] | tableau[4] -> tableau[5] | "
    "tableau[4] -> foundations[2] | tableau[3] -> foundations[2] | reserves[1] -> "
    "foundations[2] | reserves[1] -> tableau[2] | reserves[1] -> tableau[0] | tableau[5] -> "
    "tableau[4] | tableau[5] -> foundations[1] | tableau[2] -> tableau[5] | tableau[2] -> "
    "foundations[1] | reserves[2] -> tableau[2] | tableau[5] -> tableau[2] | tableau[3] -> "
    "tableau[5] | tableau[3] -> tableau[0] | tableau[3] -> foundations[0] | tableau[4] -> "
    "tableau[0] | tableau[4] -> foundations[0] | tableau[0] -> foundations[0] | tableau[0] "
    "-> foundations[3] | tableau[0] -> foundations[1] | tableau[2] -> foundations[0] | "
    "tableau[4] -> foundations[0] | tableau[4] -> foundations[0] | tableau[2] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> foundations[0] | "
    "tableau[2] -> foundations[1] | reserves[2] -> foundations[1] | tableau[2] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[2] -> foundations[0] | "
    "reserves[4] -> foundations[0] | tableau[2] -> foundations[2] | tableau[2] -> "
    "foundations[0] | tableau[1] -> foundations[0] | tableau[4] -> foundations[0] | "
    "tableau[5] -> foundations[1] | tableau[0] -> foundations[1] | tableau[0] -> "
    "foundations[2] | tableau[2] -> foundations[2] | tableau[1] -> foundations[2] | "
    "tableau[5] -> foundations[3] | tableau[5] -> foundations[1] | tableau[0] -> "
    "foundations[1] | tableau[5] -> tableau[2] | tableau[5] -> foundations[3] | tableau[2] "
    "-> foundations[3] | tableau[0] -> foundations[3] | tableau[2] -> foundations[1]"
)

LOST_5 = (
    "tableau[2] -> foundations[3] | reserves[2] -> tableau[2] | reserves[1] -> tableau[4] | "
    "click deck | reserves[0] -> foundations[3] | reserves[4] -> foundations[3] | "
    "reserves[5] -> tableau[6] | click deck | reserves[1] -> foundations[0] | reserves[6] "
    "-> foundations[2] | reserves[5] -> foundations[0] | click deck | reserves[4] -> "
    "tableau[1] | reserves[4] -> tableau[2] | tableau[6] -> tableau[3] | reserves[6] -> "
    "tableau[6] | reserves[6] -> tableau[1]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *RESERVES, *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == list(range(1, 8))
    assert all(c.face_up for t in TABLEAU + RESERVES for c in g.cards(t))
    assert [len(g.cards(r)) for r in RESERVES] == [1] * 7
    g.assert_cards("foundations[0]", "8D")  # every foundation starts with an eight
    assert len(g.cards("deck")) == 16 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert "PySolFC" in g.rules_text()


def test_columns_build_down_in_alternate_colours_going_round(game):
    g = game(GAME, seed=1)
    g.assert_legal(
        "reserves[5] -> tableau[4]", "reserves[6] -> tableau[1]", "tableau[5] -> tableau[1]"
    )
    g.assert_refused(
        "tableau[0] -> tableau[1]",
        reason="9C cannot go on 3D: build down in alternate colours, from king round to ace",
    )
    g.assert_refused("tableau[0] -> reserves[0]", reason="cannot move from tableau 1 to reserve 1")
    g.play_all(" | ".join(WON_1.split(" | ")[:14]))
    assert g.cards("tableau[2]")[-1].name == "AH"
    g.assert_legal("reserves[3] -> tableau[2]")  # KC on AH: the ranks go round
    g.assert_legal("tableau[2] -> tableau[3] (4 cards)")  # 4S 3D 2C AH on 5H


def test_an_empty_column_takes_the_rank_below_the_base(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(WON_1.split(" | ")[:14]))
    assert g.cards("tableau[1]") == []
    g.assert_legal("reserves[2] -> tableau[1]", "tableau[6] -> tableau[1] (2 cards)")  # sevens
    g.assert_refused(
        "reserves[3] -> tableau[1]", reason="an empty column takes only the rank below the"
    )
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="an empty column takes only the rank below the"
    )


def test_foundations_go_up_in_suit_from_the_base(game):
    g = game(GAME, seed=1)
    g.assert_refused(
        "reserves[0] -> foundations[1]",
        reason="every empty foundation must start with an eight, as the first did",
    )
    g.assert_refused("tableau[0] -> foundations[0]", reason="9C cannot go on 8D: build up in suit")


def test_the_stock_deals_onto_the_reserves(game):
    g = game(GAME, seed=1)
    g.play("click deck")
    assert [len(g.cards(r)) for r in RESERVES] == [2] * 7
    assert g.cards("reserves[0]")[-1].name == "8H" and g.cards("reserves[0]")[-1].face_up
    g.play("click deck", "click deck")
    assert [len(g.cards(r)) for r in RESERVES] == [4, 4, 3, 3, 3, 3, 3]
    assert g.cards("deck") == [] and not g.click("deck")


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=5)
    g.play_all(LOST_5)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
