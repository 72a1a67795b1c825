"""Raglan (games_src/raglan.pl, rules in include/king_albert.pl), played
through the `game` fixture: PySolFC's rules, King Albert with the aces
dealt to the foundations and a reserve of six."""

from __future__ import annotations

GAME = "raglan"
TABLEAU = [f"tableau[{i}]" for i in range(9)]
RESERVES = [f"reserves[{i}]" for i in range(6)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_f.py raglan --seeds 2 --dfs` (shortened).
WON_2 = (
    "tableau[3] -> foundations[3] | tableau[6] -> foundations[2] | tableau[5] -> "
    "foundations[2] | reserves[2] -> tableau[5] | tableau[7] -> tableau[5] | reserves[5] -> "
    "tableau[7] | tableau[3] -> tableau[7] | tableau[3] -> tableau[0] | tableau[3] -> "
    "tableau[7] | tableau[6] -> tableau[3] | tableau[6] -> foundations[2] | tableau[6] -> "
    "foundations[3] | reserves[3] -> foundations[3] | tableau[6] -> tableau[5] | tableau[6] "
    "-> foundations[2] | tableau[6] -> tableau[3] | tableau[0] -> tableau[1] | tableau[0] -> "
    "tableau[6] | tableau[1] -> tableau[6] | tableau[4] -> tableau[0] | tableau[4] -> "
    "foundations[1] | tableau[6] -> tableau[1] | tableau[4] -> tableau[7] | tableau[4] -> "
    "foundations[0] | tableau[5] -> foundations[0] | tableau[8] -> foundations[0] | "
    "tableau[8] -> foundations[1] | tableau[5] -> foundations[1] | tableau[5] -> "
    "foundations[0] | tableau[8] -> foundations[0] | tableau[0] -> tableau[8] | tableau[6] -> "
    "tableau[4] | tableau[5] -> tableau[1] | tableau[7] -> tableau[0] | tableau[7] -> "
    "tableau[6] | tableau[0] -> tableau[6] | tableau[7] -> tableau[0] | tableau[7] -> "
    "tableau[3] | tableau[0] -> tableau[3] | tableau[7] -> tableau[0] | tableau[7] -> "
    "tableau[6] | reserves[1] -> tableau[5] | tableau[0] -> tableau[5] | tableau[7] -> "
    "tableau[0] | tableau[7] -> foundations[0] | tableau[7] -> foundations[3] | tableau[7] -> "
    "foundations[2] | tableau[0] -> foundations[2] | tableau[4] -> foundations[2] | "
    "tableau[6] -> foundations[3] | tableau[5] -> tableau[7] | tableau[4] -> tableau[0] | "
    "tableau[5] -> tableau[4] | tableau[7] -> tableau[4] | tableau[0] -> tableau[7] | "
    "tableau[5] -> tableau[0] | tableau[5] -> foundations[0] | tableau[5] -> foundations[1] | "
    "tableau[1] -> foundations[1] | tableau[1] -> foundations[3] | tableau[6] -> "
    "foundations[1] | tableau[1] -> foundations[1] | tableau[6] -> foundations[3] | "
    "tableau[3] -> foundations[1] | tableau[7] -> foundations[0] | tableau[3] -> "
    "foundations[0] | tableau[8] -> foundations[0] | tableau[5] -> tableau[3] | tableau[1] -> "
    "tableau[2] | tableau[3] -> tableau[4] | tableau[8] -> tableau[1] | tableau[8] -> "
    "foundations[2] | tableau[8] -> foundations[3] | tableau[4] -> foundations[3] | "
    "tableau[8] -> foundations[1] | tableau[3] -> foundations[1] | tableau[1] -> "
    "foundations[1] | reserves[4] -> foundations[1] | tableau[3] -> tableau[0] | tableau[2] "
    "-> tableau[3] | tableau[4] -> tableau[0] | tableau[4] -> foundations[0] | tableau[2] -> "
    "foundations[0] | tableau[2] -> foundations[3] | tableau[2] -> foundations[2] | "
    "tableau[0] -> foundations[2] | tableau[0] -> foundations[3] | tableau[3] -> "
    "foundations[2] | reserves[0] -> foundations[3] | tableau[0] -> foundations[2]"
)
# Found by `solve_games_f.py raglan --seeds 1 --lose`.
LOST_1 = (
    "reserves[1] -> tableau[3] | reserves[3] -> tableau[2] | tableau[6] -> foundations[1] | "
    "tableau[0] -> foundations[2] | reserves[2] -> tableau[0]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == [*RESERVES, "rest", "deck", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == [1, 2, 3, 4, 5, 6, 7, 7, 7]
    assert [len(g.cards(r)) for r in RESERVES] == [1] * 6
    assert [[c.rank for c in g.cards(f)] for f in FOUNDATIONS] == [[1]] * 4
    assert all(c.face_up for name in g.stacks() for c in g.cards(name))
    assert len({c.id for name in g.stacks() for c in g.cards(name)}) == 52
    assert not g.cards("deck") and not g.cards("rest")
    assert g.title == "Raglan" and g.score == 4
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[0]", "2D")
    g.assert_cards("foundations[2]", "AD")
    g.assert_legal("tableau[0] -> foundations[2]", "reserves[1] -> tableau[3]")
    g.assert_refused("tableau[0] -> foundations[0]", reason="2D cannot go on AS")
    g.assert_refused("tableau[1] -> tableau[2]", reason="build down in alternate colours")
    g.assert_refused("drag tableau[0]:0 -> reserves[1]", reason="nothing may be built on a reserve")
    g.play("tableau[0] -> foundations[2]")
    g.assert_legal("reserves[0] -> tableau[0]", "tableau[8] -> tableau[0]")  # any card


def test_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == []
