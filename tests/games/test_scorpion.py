"""Scorpion (games_src/scorpion.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal, the moves of each pile with their
refusals, and a won and a lost game reached by play (the won one found by
scripts/find_deals/solve_games_e.py, the lost one by a random player; replayed
here move by move)."""

from __future__ import annotations

GAME = "games_src/scorpion.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_2 = (
    "tableau[4] -> tableau[5] | tableau[5] -> tableau[1] | tableau[2] -> tableau[1] | "
    "tableau[1] -> tableau[2] | click deck | tableau[1] -> tableau[3] | tableau[1] -> "
    "tableau[3] | tableau[2] -> tableau[0] | tableau[0] -> tableau[2] | tableau[2] -> "
    "tableau[0] | tableau[2] -> tableau[0] | tableau[3] -> tableau[0] | tableau[0] -> "
    "tableau[3] | tableau[3] -> tableau[0] | tableau[6] -> tableau[3] | tableau[3] -> "
    "tableau[1] | tableau[1] -> tableau[3] | tableau[3] -> tableau[1] | tableau[0] -> "
    "tableau[3] | tableau[1] -> tableau[0] | tableau[0] -> tableau[4] (4 cards) | "
    "tableau[2] -> tableau[0] | tableau[0] -> tableau[2] | tableau[2] -> tableau[1] | "
    "tableau[3] -> tableau[0] | tableau[0] -> tableau[5] | tableau[1] -> tableau[0] | "
    "tableau[5] -> tableau[1] | tableau[0] -> tableau[5] | tableau[3] -> tableau[0] | "
    "tableau[3] -> tableau[6] (9 cards) | tableau[3] -> tableau[6] | tableau[4] -> "
    "tableau[6] | tableau[1] -> tableau[4] | tableau[3] -> tableau[1] | tableau[3] -> "
    "tableau[2] | tableau[4] -> tableau[2] | tableau[3] -> tableau[4] | tableau[5] -> "
    "tableau[1] | tableau[6] -> tableau[4] | tableau[1] -> tableau[6] | tableau[4] -> "
    "tableau[3] | tableau[2] -> tableau[4] | tableau[3] -> tableau[2] | tableau[1] -> "
    "tableau[3] | tableau[1] -> tableau[3] | tableau[1] -> tableau[3] | tableau[0] -> "
    "tableau[3] | tableau[0] -> tableau[6] | tableau[0] -> tableau[5] | tableau[2] -> "
    "tableau[5] | tableau[3] -> tableau[6]"
)

LOST_1 = (
    "tableau[1] -> tableau[0] | click deck | tableau[3] -> tableau[0] | tableau[0] -> "
    "tableau[2] | tableau[4] -> tableau[3] | tableau[2] -> tableau[0] | tableau[5] -> "
    "tableau[1] | tableau[0] -> tableau[5] (14 cards) | tableau[5] -> tableau[2] | "
    "tableau[5] -> tableau[1] | tableau[5] -> tableau[3] | tableau[6] -> tableau[1] | "
    "tableau[4] -> tableau[5] | tableau[5] -> tableau[4] | tableau[3] -> tableau[6] | "
    "tableau[4] -> tableau[0] | tableau[1] -> tableau[4] | tableau[1] -> tableau[4] | "
    "tableau[4] -> tableau[3] | tableau[0] -> tableau[5] | tableau[6] -> tableau[3] | "
    "tableau[3] -> tableau[6] | tableau[4] -> tableau[3] | tableau[3] -> tableau[4]"
)


def test_deal(game):
    g = game(GAME, seed=2)
    assert g.stacks() == [*TABLEAU, "deck", *FOUNDATIONS]
    assert [len(g.cards(t)) for t in TABLEAU] == [7] * 7
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [3, 3, 3, 3, 0, 0, 0]
    assert len(g.cards("deck")) == 3 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert [c.name for c in g.cards("tableau[4]")] == ["7D", "7H", "AS", "2H", "8C", "QC", "5S"]
    assert "PySolFC" in g.rules_text()


def test_any_face_up_card_moves_with_what_lies_on_it(game):
    g = game(GAME, seed=2)
    # 7D heads its column: all seven cards go on 8D, whatever their order
    g.assert_legal("tableau[4] -> tableau[5] (7 cards)", "tableau[2] -> tableau[4]")
    g.assert_refused("tableau[0] -> tableau[1]", reason="10H cannot go on 4D: build down in suit")
    g.assert_refused("drag tableau[6]:3 -> tableau[3]", reason="KD cannot go on JC")
    g.assert_refused("drag tableau[0]:0 -> tableau[1]", reason="face-down cards cannot be moved")
    g.play("tableau[5] -> tableau[1] (7 cards)")
    assert g.cards("tableau[5]") == []
    assert [c.name for c in g.cards("tableau[1]")][-8:-5] == ["4D", "3D", "AH"]
    g.assert_refused("tableau[4] -> tableau[5]", reason="only a king may fill an empty tableau")
    g.assert_legal("drag tableau[3]:4 -> tableau[5]")  # KS, with KH JC on it


def test_the_stock_deals_once_onto_the_first_three_columns(game):
    g = game(GAME, seed=2)
    g.play("click deck")
    assert [g.cards(t)[-1].name for t in TABLEAU[:3]] == ["KC", "10C", "JS"]
    assert all(g.cards(t)[-1].face_up for t in TABLEAU[:3])
    assert g.cards("deck") == [] and not g.click("deck")


def test_a_whole_suit_goes_home_by_itself(game):
    g = game(GAME, seed=2)
    g.assert_refused("tableau[6] -> foundations[0]", reason="cannot move from tableau 7 to")
    moves = WON_2.split(" | ")
    g.play_all(" | ".join(moves[:42]))
    assert [c.name for c in g.cards("tableau[4]")][::11] == ["KD", "2D"]
    assert g.score == 0
    g.play(moves[42])  # AD completes the diamonds, which leave the column for home
    assert [c.name for c in g.cards("foundations[0]")][::12] == ["KD", "AD"]
    assert g.score == 13 and g.cards("tableau[4]") == []


def test_a_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
