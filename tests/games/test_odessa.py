"""Odessa (games_src/odessa.pl, PySolFC's rules), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, and a
won and a lost game reached by play (the won one found by the Session's own
solver, which also finds deal 11 lost; replayed here move by move)."""

from __future__ import annotations

GAME = "games_src/odessa.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_16 = (
    "tableau[4] -> foundations[0] | tableau[0] -> tableau[4] | tableau[0] -> tableau[2] | "
    "tableau[0] -> foundations[1] | tableau[5] -> tableau[2] | tableau[6] -> tableau[0] | "
    "tableau[1] -> tableau[2] | tableau[0] -> tableau[1] | tableau[1] -> tableau[0] | "
    "tableau[3] -> tableau[1] | tableau[2] -> tableau[3] | tableau[0] -> tableau[2] | "
    "tableau[1] -> tableau[0] | tableau[1] -> tableau[5] | tableau[3] -> tableau[5] | "
    "tableau[3] -> tableau[2] | tableau[4] -> tableau[0] | tableau[4] -> tableau[6] | "
    "tableau[1] -> tableau[4] | tableau[5] -> tableau[1] (13 cards) | tableau[1] -> "
    "tableau[6] | tableau[1] -> foundations[2] | tableau[4] -> tableau[1] | tableau[3] -> "
    "tableau[4] | tableau[3] -> foundations[3] | tableau[3] -> tableau[5] | tableau[3] -> "
    "foundations[0] | tableau[2] -> foundations[0] | tableau[4] -> tableau[3] | tableau[3] "
    "-> tableau[6] | tableau[2] -> tableau[3] | tableau[1] -> tableau[4] | tableau[1] -> "
    "foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> tableau[6] | tableau[0] "
    "-> tableau[2] | tableau[1] -> tableau[3] | tableau[6] -> tableau[1] | tableau[6] -> "
    "foundations[3] | tableau[1] -> foundations[3] | tableau[1] -> foundations[3] | "
    "tableau[1] -> foundations[3] | tableau[1] -> foundations[3] | tableau[1] -> "
    "foundations[3] | tableau[1] -> foundations[3] | tableau[2] -> foundations[3] | "
    "tableau[2] -> foundations[3] | tableau[2] -> foundations[3] | tableau[2] -> "
    "foundations[3] | tableau[2] -> foundations[3] | tableau[6] -> tableau[0] | tableau[1] "
    "-> tableau[2] | tableau[1] -> foundations[0] | tableau[1] -> foundations[0] | "
    "tableau[1] -> foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> "
    "foundations[0] | tableau[1] -> foundations[0] | tableau[1] -> foundations[0] | "
    "tableau[1] -> foundations[0] | tableau[5] -> tableau[2] | tableau[5] -> foundations[1] "
    "| tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | tableau[4] -> "
    "foundations[1] | tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | "
    "tableau[4] -> tableau[3] | tableau[4] -> foundations[1] | tableau[2] -> foundations[1] "
    "| tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | tableau[2] -> "
    "foundations[1] | tableau[2] -> foundations[1] | tableau[3] -> tableau[0] | tableau[3] "
    "-> foundations[2] | tableau[3] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> "
    "foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[0] -> foundations[2] | tableau[3] -> foundations[2] | tableau[3] -> "
    "foundations[2] | tableau[3] -> foundations[2]"
)

LOST_11 = (
    "tableau[4] -> tableau[0] | tableau[3] -> tableau[1] | tableau[2] -> tableau[4] | "
    "tableau[4] -> tableau[2] | tableau[1] -> tableau[4] | tableau[4] -> tableau[1]"
)


def test_deal(game):
    g = game(GAME, seed=16)
    assert g.stacks() == [*TABLEAU, "deck", *FOUNDATIONS]
    assert [len(g.cards(t)) for t in TABLEAU] == [6, 8, 8, 8, 8, 8, 6]
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [3] * 7
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert [c.name for c in g.cards("tableau[0]")] == ["10D", "AS", "7C", "9C", "8H", "9H"]
    assert "PySolFC" in g.rules_text()


def test_columns_build_down_in_suit_with_what_lies_on_the_card(game):
    g = game(GAME, seed=16)
    # 9H goes on 10H; 5S, with AD 7H on it, on 6S
    g.assert_legal("tableau[0] -> tableau[3]", "tableau[1] -> tableau[5] (3 cards)")
    g.assert_refused("tableau[0] -> tableau[1]", reason="9H cannot go on 7H: build down in suit")
    g.assert_refused("drag tableau[0]:0 -> tableau[1]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill an empty")
    g.play("tableau[3] -> tableau[6] (3 cards)")  # JD, with 3D 10H on it, on QD
    assert [c.name for c in g.cards("tableau[6]")][-4:] == ["QD", "JD", "3D", "10H"]


def test_a_won_game(game):
    g = game(GAME, seed=16)
    g.play_all(WON_16)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=11)
    g.play_all(LOST_11)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
