"""Flower Garden (games_src/flower_garden.pl), played through the `game`
fixture: PySolFC's rules, six beds built down regardless of suit one card
at a time, a bouquet of sixteen cards that is never filled."""

from __future__ import annotations

GAME = "flower_garden"
TABLEAU = [f"tableau[{i}]" for i in range(6)]
RESERVES = [f"reserves[{i}]" for i in range(16)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_f.py flower_garden --seeds 1`.
WON_1 = (
    "reserves[10] -> foundations[0] | reserves[5] -> foundations[1] | reserves[1] -> "
    "foundations[1] | reserves[3] -> foundations[1] | tableau[4] -> tableau[3] | tableau[2] "
    "-> tableau[0] | tableau[2] -> tableau[1] | tableau[4] -> tableau[2] | tableau[0] -> "
    "tableau[4] | reserves[7] -> tableau[1] | tableau[0] -> tableau[1] | tableau[0] -> "
    "foundations[2] | tableau[0] -> foundations[1] | reserves[8] -> tableau[0] | tableau[3] "
    "-> tableau[0] | reserves[2] -> tableau[2] | reserves[6] -> tableau[2] | tableau[3] -> "
    "tableau[2] | tableau[5] -> tableau[1] | tableau[5] -> foundations[2] | tableau[4] -> "
    "foundations[2] | tableau[1] -> tableau[4] | tableau[1] -> foundations[2] | tableau[1] -> "
    "foundations[1] | tableau[1] -> foundations[1] | tableau[1] -> foundations[1] | "
    "reserves[11] -> foundations[1] | tableau[1] -> tableau[0] | tableau[3] -> tableau[1] | "
    "tableau[3] -> tableau[0] | tableau[3] -> tableau[5] | tableau[3] -> foundations[2] | "
    "tableau[3] -> foundations[3] | reserves[4] -> foundations[3] | tableau[0] -> "
    "foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[0] -> foundations[2] | reserves[13] -> foundations[3] | tableau[2] -> tableau[0] "
    "| tableau[2] -> foundations[2] | tableau[2] -> foundations[2] | tableau[4] -> tableau[3] "
    "| tableau[4] -> foundations[3] | tableau[4] -> tableau[5] | tableau[4] -> foundations[0] "
    "| tableau[3] -> foundations[0] | reserves[12] -> foundations[0] | tableau[4] -> "
    "foundations[3] | tableau[5] -> foundations[0] | tableau[5] -> foundations[3] | "
    "tableau[5] -> foundations[3] | tableau[2] -> tableau[3] | tableau[5] -> tableau[3] | "
    "tableau[5] -> foundations[2] | tableau[5] -> tableau[3] | tableau[0] -> tableau[3] | "
    "tableau[2] -> tableau[4] | tableau[2] -> foundations[1] | tableau[2] -> foundations[3] | "
    "tableau[2] -> foundations[3] | reserves[9] -> foundations[1] | tableau[1] -> tableau[4] "
    "| tableau[3] -> tableau[0] | tableau[3] -> foundations[3] | tableau[3] -> foundations[3] "
    "| reserves[0] -> foundations[3] | reserves[14] -> foundations[3] | tableau[1] -> "
    "tableau[2] | tableau[1] -> foundations[1] | tableau[3] -> foundations[1] | tableau[4] -> "
    "tableau[2] | tableau[4] -> foundations[1] | tableau[1] -> tableau[0] | tableau[1] -> "
    "foundations[2] | tableau[0] -> tableau[1] | tableau[0] -> tableau[3] | tableau[1] -> "
    "tableau[3] | tableau[0] -> tableau[1] | tableau[0] -> tableau[2] | tableau[0] -> "
    "foundations[0] | reserves[15] -> foundations[0] | tableau[3] -> foundations[0] | "
    "tableau[3] -> foundations[0] | tableau[1] -> foundations[0] | tableau[2] -> "
    "foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> foundations[0]"
)
# Found by `solve_games_f.py flower_garden --seeds 2 --lose`.
LOST_2 = (
    "reserves[11] -> tableau[3] | reserves[12] -> tableau[5] | reserves[0] -> tableau[1] | "
    "reserves[10] -> foundations[0] | reserves[15] -> foundations[1] | reserves[5] -> "
    "foundations[2] | reserves[8] -> tableau[3] | tableau[1] -> tableau[4] | tableau[1] -> "
    "tableau[3] | reserves[9] -> tableau[3]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *FOUNDATIONS, *TABLEAU, *RESERVES]
    assert [len(g.cards(t)) for t in TABLEAU] == [6] * 6
    assert [len(g.cards(r)) for r in RESERVES] == [1] * 16
    assert all(c.face_up for name in g.stacks() for c in g.cards(name))
    assert len({c.id for name in g.stacks() for c in g.cards(name)}) == 52
    assert g.title == "Flower Garden" and "bouquet" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[0]", "6S JS 10S 4C AH 4H")
    g.assert_cards("tableau[2]", "9D 8D 9C KC 6C 3H")
    g.assert_legal("tableau[2] -> tableau[0]", "reserves[3] -> tableau[0]")  # 3H, 3C on 4H
    g.assert_legal("reserves[5] -> foundations[0]")  # AC
    g.assert_refused("tableau[0] -> tableau[1]", reason="4H cannot go on 7C: build down")
    g.assert_refused("reserves[0] -> foundations[0]", reason="only an ace may fill")
    g.assert_refused("drag tableau[0]:5 -> reserves[0]", reason="nothing may be built on a reserve")
    g.play("tableau[2] -> tableau[0]")  # 3H on 4H: any suit
    g.assert_refused("tableau[0] -> tableau[3] (2 cards)", reason="only one card at a time")


def test_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == []
