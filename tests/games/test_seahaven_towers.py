"""Seahaven Towers (games_src/seahaven_towers.pl), played through the
`game` fixture: PySolFC's rules, ten columns down in suit, only kings in
empty columns, runs of free cells + 1 cards."""

from __future__ import annotations

GAME = "seahaven_towers"  # the plugin compiled from games_src/seahaven_towers.pl
CASCADES = [f"cascades[{i}]" for i in range(10)]
CELLS = [f"cells[{i}]" for i in range(4)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_a.py seahaven_towers --seeds 2`.
WON_2 = (
    "cascades[3] -> foundations[0] | cascades[1] -> cells[0] | cascades[1] -> foundations[1] "
    "| cascades[3] -> foundations[1] | cascades[3] -> cascades[1] | cascades[7] -> cells[3] |"
    " cascades[7] -> foundations[2] | cascades[0] -> foundations[2] | cells[0] -> "
    "foundations[2] | cascades[7] -> cells[0] | cascades[7] -> foundations[2] | cells[3] -> "
    "foundations[2] | cascades[5] -> cascades[9] | cascades[7] -> cascades[5] | cells[1] -> "
    "cascades[7] | cascades[0] -> cascades[7] | cells[0] -> cascades[0] | cascades[5] -> "
    "cells[0] | cascades[5] -> cells[1] | cascades[5] -> cells[3] | cascades[5] -> "
    "foundations[1] | cascades[5] -> foundations[2] | cascades[4] -> foundations[2] | "
    "cascades[4] -> cascades[1] | cells[1] -> cascades[1] | cells[0] -> cascades[1] | "
    "cascades[9] -> cascades[2] | cascades[6] -> cascades[9] | cascades[0] -> cascades[6] | "
    "cascades[0] -> cascades[2] | cascades[0] -> foundations[0] | cascades[6] -> cascades[0] "
    "| cascades[9] -> cascades[0] | cascades[9] -> foundations[0] | cascades[3] -> "
    "foundations[0] | cascades[3] -> foundations[1] | cascades[2] -> foundations[1] | "
    "cascades[2] -> foundations[1] | cascades[2] -> foundations[1] | cascades[2] -> "
    "foundations[1] | cascades[8] -> cascades[9] | cascades[2] -> cascades[0] | cascades[6] "
    "-> cascades[7] | cascades[4] -> cells[0] | cascades[4] -> foundations[1] | cascades[9] "
    "-> foundations[1] | cascades[9] -> foundations[1] | cascades[8] -> foundations[1] | "
    "cascades[4] -> foundations[2] | cascades[6] -> foundations[2] | cascades[2] -> "
    "cascades[9] | cascades[2] -> foundations[1] | cascades[2] -> foundations[3] | "
    "cascades[8] -> foundations[3] | cascades[1] -> foundations[3] | cascades[1] -> "
    "foundations[3] | cascades[1] -> foundations[3] | cascades[1] -> foundations[3] | "
    "cascades[1] -> foundations[3] | cascades[0] -> foundations[3] | cascades[0] -> "
    "foundations[3] | cascades[0] -> foundations[3] | cascades[0] -> foundations[3] | "
    "cascades[0] -> foundations[3] | cascades[0] -> foundations[3] | cascades[1] -> "
    "foundations[2] | cascades[1] -> foundations[0] | cascades[7] -> foundations[2] | "
    "cascades[7] -> foundations[2] | cascades[7] -> foundations[2] | cascades[8] -> "
    "foundations[0] | cells[2] -> foundations[0] | cascades[8] -> foundations[0] | "
    "cascades[6] -> foundations[0] | cascades[9] -> foundations[0] | cascades[9] -> "
    "foundations[0] | cells[0] -> foundations[0] | cells[3] -> foundations[0] "
)
# Found by `solve_games_a.py seahaven_towers --seeds 2 --lose`.
LOST_2 = (
    "cascades[0] -> cascades[1] | cascades[3] -> foundations[0] | cascades[5] -> cascades[9] "
    "| cascades[0] -> cells[0] | cascades[3] -> cells[3] "
)


def test_deal(game):
    g = game(GAME, seed=2)
    assert [len(g.cards(c)) for c in CASCADES] == [5] * 10
    assert [len(g.cards(c)) for c in CELLS] == [0, 1, 1, 0]
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.title == "Seahaven Towers" and "king" in g.rules_text()


def test_moves_per_pile(game):
    g = game(GAME, seed=2)
    g.assert_cards("cascades[0]", "2C 5S QD QH 2H")
    g.assert_cards("cells[1]", "KH")
    g.assert_refused(
        "cascades[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("cells[1] -> cascades[1]", reason="KH cannot go on 3H: build down in suit")
    g.assert_refused("cascades[0] -> cells[1]", reason="nothing may be built on a cell")
    g.assert_refused("cells[1] -> cells[0]", reason="cannot move from cell 2 to cell 1")
    g.assert_legal(
        "cascades[0] -> cascades[1]", "cascades[0] -> cells[0]", "cascades[0] -> cells[3]"
    )
    g.play("cascades[0] -> cascades[1]")
    g.assert_refused("cascades[1] -> cascades[0] (2 cards)", reason="QH")


def test_only_a_king_fills_an_empty_column(game):
    g = game(GAME, seed=2)
    for text in WON_2.split("|"):
        g.play(text)
        empty = [c for c in CASCADES if not g.cards(c)]
        low = [c for c in CASCADES if g.cards(c) and g.cards(c)[-1].rank < 13]
        if empty and low:
            g.assert_refused(f"{low[0]} -> {empty[0]}", reason="only a king")
            return
    raise AssertionError("the won game never empties a column")


def test_runs_are_free_cells_plus_one(game):
    g = game(GAME, seed=2)
    for text in WON_2.split("|"):
        room = sum(not g.cards(c) for c in CELLS) + 1
        assert all(m.count <= room for m in g.moves() if m.target in CASCADES)
        g.play(text)


def test_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == []
