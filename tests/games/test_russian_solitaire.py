"""Russian Solitaire (games_src/russian_solitaire.pl, PySolFC's rules),
played through Paper's pytest plugin: the deal, the moves of each pile with
their refusals, and a won and a lost game reached by play (the won one
found by scripts/find_deals/solve_games_e.py, the lost one by a random player;
replayed here move by move)."""

from __future__ import annotations

GAME = "games_src/russian_solitaire.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_25 = (
    "tableau[4] -> foundations[0] | tableau[5] -> tableau[1] | tableau[1] -> tableau[3] | "
    "tableau[4] -> tableau[1] | tableau[5] -> tableau[2] | tableau[5] -> tableau[0] | "
    "tableau[5] -> foundations[1] | tableau[0] -> tableau[5] | tableau[3] -> tableau[0] | "
    "tableau[6] -> tableau[3] | tableau[6] -> tableau[4] | tableau[0] -> tableau[4] | "
    "tableau[2] -> tableau[0] | tableau[6] -> tableau[2] | tableau[6] -> tableau[1] | "
    "tableau[3] -> tableau[0] | tableau[4] -> tableau[3] | tableau[4] -> tableau[1] | "
    "tableau[0] -> tableau[4] | tableau[0] -> foundations[1] | tableau[0] -> foundations[1] "
    "| tableau[0] -> foundations[1] | tableau[6] -> tableau[0] | tableau[6] -> "
    "foundations[2] | tableau[3] -> foundations[2] | tableau[0] -> tableau[6] | tableau[0] "
    "-> foundations[2] | tableau[3] -> tableau[1] | tableau[6] -> tableau[3] | tableau[4] "
    "-> tableau[6] | tableau[4] -> foundations[0] | tableau[6] -> foundations[0] | "
    "tableau[1] -> tableau[0] | tableau[6] -> foundations[2] | tableau[6] -> foundations[2] "
    "| tableau[3] -> tableau[0] | tableau[1] -> tableau[3] | tableau[1] -> foundations[2] | "
    "tableau[6] -> tableau[4] | tableau[5] -> tableau[6] | tableau[2] -> tableau[5] | "
    "tableau[2] -> tableau[0] | tableau[5] -> tableau[2] | tableau[5] -> foundations[1] | "
    "tableau[6] -> foundations[1] | tableau[6] -> foundations[1] | tableau[6] -> "
    "foundations[1] | tableau[6] -> foundations[1] | tableau[6] -> foundations[1] | "
    "tableau[6] -> foundations[1] | tableau[6] -> foundations[1] | tableau[6] -> "
    "foundations[1] | tableau[3] -> tableau[2] | tableau[2] -> tableau[1] | tableau[0] -> "
    "tableau[2] | tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | tableau[0] "
    "-> foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | "
    "tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[4] -> foundations[3] | "
    "tableau[4] -> foundations[3] | tableau[2] -> foundations[3] | tableau[2] -> "
    "foundations[3] | tableau[0] -> tableau[1] | tableau[1] -> tableau[0] | tableau[1] -> "
    "foundations[0] | tableau[1] -> foundations[0] | tableau[0] -> foundations[0] | "
    "tableau[0] -> foundations[0] | tableau[1] -> foundations[2] | tableau[0] -> "
    "foundations[0] | tableau[1] -> foundations[2] | tableau[0] -> foundations[0] | "
    "tableau[1] -> foundations[2] | tableau[0] -> foundations[0] | tableau[1] -> "
    "foundations[2] | tableau[0] -> foundations[0] | tableau[1] -> foundations[2] | "
    "tableau[0] -> foundations[0] | tableau[1] -> foundations[2] | tableau[0] -> "
    "foundations[0] | tableau[1] -> foundations[2]"
)

LOST_1 = (
    "tableau[1] -> tableau[6] | tableau[3] -> tableau[1] | tableau[2] -> tableau[5] | "
    "tableau[0] -> tableau[3] | tableau[5] -> tableau[0] (8 cards) | tableau[6] -> "
    "tableau[5] | tableau[0] -> tableau[2]"
)


def test_deal(game):
    g = game(GAME, seed=25)
    assert g.stacks() == [*TABLEAU, "deck", *FOUNDATIONS]
    assert [len(g.cards(t)) for t in TABLEAU] == [1, 6, 7, 8, 9, 10, 11]
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [0, 1, 2, 3, 4, 5, 6]
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[0]", "7D")
    assert "PySolFC" in g.rules_text()


def test_columns_build_down_in_suit(game):
    g = game(GAME, seed=25)
    # 3H, with 4D on it, goes on 4H; JD, with 3D 7C 8H 2S on it, on QD
    g.assert_legal("tableau[1] -> tableau[3] (2 cards)", "tableau[5] -> tableau[2] (5 cards)")
    g.assert_refused("tableau[1] -> tableau[0]", reason="4D cannot go on 7D: build down in suit")
    g.assert_refused("drag tableau[4]:7 -> tableau[2]", reason="QC cannot go on QD")
    g.assert_refused("drag tableau[1]:0 -> tableau[0]", reason="face-down cards cannot be moved")
    g.play("tableau[5] -> tableau[2] (5 cards)")
    assert [c.name for c in g.cards("tableau[2]")][-6:] == ["QD", "JD", "3D", "7C", "8H", "2S"]
    assert g.cards("tableau[5]")[-1].face_up  # 6D turned up by itself


def test_foundations_take_one_card_up_in_suit(game):
    g = game(GAME, seed=25)
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("drag tableau[4]:7 -> foundations[0]", reason="only one card at a time")
    g.play("tableau[4] -> foundations[0]")
    g.assert_refused("tableau[4] -> foundations[0]", reason="QC cannot go on AC: build up in suit")


def test_a_won_game(game):
    g = game(GAME, seed=25)
    g.play_all(WON_25)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
