"""Wasp (games_src/wasp.pl, PySolFC's rules), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, and a
won and a lost game reached by play (the won one found by
scripts/find_deals/solve_games_e.py, the lost one by a random player; replayed
here move by move)."""

from __future__ import annotations

GAME = "games_src/wasp.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_1 = (
    "tableau[1] -> tableau[0] | tableau[1] -> tableau[0] | tableau[1] -> tableau[3] | "
    "tableau[2] -> tableau[6] | tableau[4] -> tableau[6] | tableau[6] -> tableau[2] | "
    "tableau[5] -> tableau[6] | tableau[2] -> tableau[4] | tableau[3] -> tableau[2] | "
    "tableau[6] -> tableau[3] | tableau[6] -> tableau[3] | tableau[0] -> tableau[6] | "
    "tableau[2] -> tableau[0] | tableau[2] -> tableau[6] | tableau[3] -> tableau[2] | "
    "tableau[3] -> tableau[6] | tableau[4] -> tableau[3] | click deck | tableau[3] -> "
    "tableau[0] | tableau[0] -> tableau[2] | tableau[2] -> tableau[0] | tableau[1] -> "
    "tableau[2] | tableau[0] -> tableau[3] (9 cards) | tableau[6] -> tableau[0] | "
    "tableau[0] -> tableau[4] (2 cards) | tableau[0] -> tableau[4] | tableau[3] -> "
    "tableau[4] | tableau[0] -> tableau[3] | tableau[0] -> tableau[3] | tableau[4] -> "
    "tableau[0] | tableau[3] -> tableau[4] | tableau[0] -> tableau[5] (2 cards) | "
    "tableau[0] -> tableau[1] | tableau[3] -> tableau[0] | tableau[0] -> tableau[3] (7 "
    "cards) | tableau[4] -> tableau[0] | tableau[4] -> tableau[0] | tableau[0] -> "
    "tableau[4] | tableau[4] -> tableau[0] | tableau[1] -> tableau[4] | tableau[2] -> "
    "tableau[1] | tableau[2] -> tableau[1] | tableau[3] -> tableau[1] | tableau[0] -> "
    "tableau[2] (1 card) | tableau[0] -> tableau[2] | tableau[0] -> tableau[2] | tableau[1] "
    "-> tableau[0] | tableau[0] -> tableau[1] | tableau[0] -> tableau[2] | tableau[1] -> "
    "tableau[0] | tableau[0] -> tableau[1] | tableau[4] -> tableau[1] | tableau[5] -> "
    "tableau[4]"
)

LOST_2 = (
    "tableau[0] -> tableau[1] | tableau[4] -> tableau[3] | tableau[3] -> tableau[1] | "
    "tableau[5] -> tableau[6] | click deck | tableau[0] -> tableau[5] | tableau[6] -> "
    "tableau[5] | tableau[5] -> tableau[1] | tableau[3] -> tableau[2] | tableau[1] -> "
    "tableau[3] | tableau[3] -> tableau[5] | tableau[5] -> tableau[3] | tableau[6] -> "
    "tableau[5] | tableau[4] -> tableau[6] | tableau[6] -> tableau[4] | tableau[2] -> "
    "tableau[6]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == [*TABLEAU, "deck", *FOUNDATIONS]
    assert [len(g.cards(t)) for t in TABLEAU] == [7] * 7
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [3, 3, 3, 0, 0, 0, 0]
    assert len(g.cards("deck")) == 3 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert [c.name for c in g.cards("tableau[3]")] == ["9D", "2S", "6C", "3H", "3D", "9S", "2C"]
    assert "PySolFC" in g.rules_text()


def test_columns_build_down_in_suit_with_what_lies_on_the_card(game):
    g = game(GAME, seed=1)
    # 10S, with 5H 8H AH on it, goes on JS: only 10S must fit
    g.assert_legal("tableau[4] -> tableau[2] (6 cards)", "tableau[1] -> tableau[0] (2 cards)")
    g.assert_refused("tableau[0] -> tableau[1]", reason="8C cannot go on QC: build down in suit")
    g.assert_refused("drag tableau[3]:1 -> tableau[4]", reason="2S cannot go on AH")
    g.assert_refused("drag tableau[2]:1 -> tableau[6]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[6] -> foundations[0]", reason="cannot move from tableau 7 to")


def test_any_card_fills_a_space(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(WON_1.split(" | ")[:7]))
    assert g.cards("tableau[5]") == [] and [c.name for c in g.cards("tableau[4]")] == ["JS"]
    g.assert_legal("tableau[1] -> tableau[5]", "tableau[3] -> tableau[5] (4 cards)")
    g.assert_refused("tableau[4] -> tableau[5]", reason="a card at the bottom of a column stays")
    g.play("tableau[3] -> tableau[5] (4 cards)")  # 3D, with 9S 2C AC on it
    assert g.cards("tableau[5]")[0].name == "3D"


def test_the_stock_deals_once_onto_the_first_three_columns(game):
    g = game(GAME, seed=1)
    g.play("click deck")
    assert [g.cards(t)[-1].name for t in TABLEAU[:3]] == ["10D", "4C", "3S"]
    assert g.cards("deck") == [] and not g.click("deck")


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
