"""Penguin (games_src/penguin.pl), played through the `game` fixture:
PySolFC's rules, the beak's rank starts the foundations, columns down in
suit going round, only the rank below the beak's fills a column, seven
cells, runs as far as the cells and empty columns allow."""

from __future__ import annotations

GAME = "penguin"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
CELLS = [f"cells[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_f.py penguin --seeds 3`.
WON_3 = (
    "tableau[3] -> foundations[2] | tableau[4] -> cells[0] | tableau[1] -> cells[1] | "
    "tableau[4] -> cells[2] | tableau[0] -> cells[3] | tableau[0] -> cells[4] | tableau[1] -> "
    "cells[5] | tableau[6] -> cells[6] | tableau[6] -> foundations[2] | cells[4] -> "
    "tableau[2] | tableau[6] -> cells[4] | tableau[6] -> foundations[0] | tableau[6] -> "
    "tableau[2] | tableau[6] -> foundations[1] | tableau[4] -> tableau[3] | cells[2] -> "
    "tableau[4] | tableau[0] -> cells[2] | tableau[0] -> foundations[0] | tableau[0] -> "
    "tableau[1] | tableau[5] -> tableau[0] | cells[1] -> tableau[4] | tableau[5] -> cells[1] "
    "| tableau[5] -> foundations[0] | cells[2] -> tableau[1] | tableau[0] -> tableau[3] | "
    "tableau[5] -> cells[2] | tableau[0] -> foundations[3] | tableau[5] -> foundations[3] | "
    "cells[1] -> foundations[3] | tableau[6] -> tableau[2] | tableau[2] -> tableau[0] | "
    "tableau[2] -> foundations[3] | tableau[2] -> tableau[0] | tableau[2] -> foundations[2] | "
    "tableau[2] -> foundations[0] | cells[2] -> foundations[0] | tableau[4] -> foundations[2] "
    "| tableau[4] -> foundations[2] | tableau[4] -> foundations[2] | tableau[3] -> cells[1] | "
    "tableau[2] -> cells[2] | cells[4] -> tableau[2] | tableau[3] -> cells[4] | cells[5] -> "
    "tableau[2] | tableau[3] -> cells[5] | cells[6] -> tableau[2] | tableau[3] -> cells[6] | "
    "cells[0] -> tableau[2] | tableau[3] -> cells[0] | tableau[3] -> foundations[0] | "
    "cells[1] -> foundations[0] | cells[4] -> foundations[0] | cells[5] -> foundations[0] | "
    "cells[6] -> foundations[0] | tableau[3] -> foundations[1] | tableau[2] -> cells[1] | "
    "cells[3] -> tableau[3] | tableau[1] -> cells[3] | tableau[1] -> cells[4] | tableau[1] -> "
    "cells[5] | tableau[1] -> foundations[1] | tableau[3] -> foundations[1] | tableau[3] -> "
    "foundations[1] | tableau[5] -> foundations[1] | cells[0] -> foundations[1] | tableau[5] "
    "-> foundations[0] | cells[1] -> foundations[1] | tableau[4] -> foundations[0] | "
    "tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | tableau[2] -> "
    "foundations[1] | tableau[2] -> foundations[1] | cells[2] -> tableau[3] | tableau[1] -> "
    "tableau[0] | tableau[1] -> foundations[3] | tableau[1] -> foundations[2] | tableau[3] -> "
    "foundations[3] | tableau[3] -> foundations[3] | tableau[0] -> foundations[3] | "
    "tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | tableau[0] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[4] -> foundations[2] | cells[3] "
    "-> foundations[2] | cells[4] -> foundations[2] | cells[5] -> foundations[2] | tableau[0] "
    "-> foundations[3] | tableau[4] -> foundations[2]"
)
# Every cell filled: nothing can move.
LOST_1 = (
    "tableau[4] -> cells[5] | tableau[4] -> cells[2] | tableau[3] -> cells[6] | "
    "tableau[2] -> cells[4] | tableau[3] -> cells[0] | tableau[1] -> cells[1] | "
    "tableau[4] -> cells[3]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *CELLS, *FOUNDATIONS, *TABLEAU]
    g.assert_cards("tableau[0]", "8D KS 6H 2H AS AC 5H")  # the beak, 8D, at the bottom
    assert [[c.rank for c in g.cards(f)] for f in FOUNDATIONS] == [[8], [8], [8], []]
    assert [len(g.cards(t)) for t in TABLEAU] == [7] * 7
    assert all(c.face_up for t in TABLEAU for c in g.cards(t))
    assert not any(g.cards(c) for c in CELLS) and not g.cards("deck")
    assert g.title == "Penguin" and "beak" in g.rules_text()
    assert g.score == 3
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[0] -> cells[0]", "tableau[6] -> cells[6]")
    g.assert_refused("tableau[2] -> tableau[0]", reason="7D cannot go on 5H: build down in suit")
    g.assert_refused("tableau[6] -> foundations[3]", reason="must start with an eight")
    g.assert_refused("tableau[0] -> foundations[2]", reason="5H cannot go on 8H")
    g.play("tableau[0] -> cells[0]")
    g.assert_refused("tableau[0] -> cells[0]", reason="nothing may be built on a cell")
    g.assert_refused("cells[0] -> tableau[4]", reason="5H cannot go on 7C")


def test_only_the_rank_below_the_beak_fills_an_empty_column(game):
    g = game(GAME, seed=3)
    low = (g.cards("foundations[0]")[0].rank + 11) % 13 + 1
    seen = 0
    for move in WON_3.split("|"):
        empty = [t for t in TABLEAU if not g.cards(t)]
        into = [m for m in g.moves() if m.target in empty]
        assert all(g.cards(m.source)[-m.count].rank == low for m in into)
        seen += len(into)
        g.play(move.strip())
    assert seen > 0


def test_won_game(game):
    g = game(GAME, seed=3)
    g.play_all(WON_3)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and all(g.cards(c) for c in CELLS)
