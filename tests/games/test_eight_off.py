"""Eight Off (games_src/eight_off.pl), played through the `game` fixture:
PySolFC's rules, eight columns down in suit, eight free cells (four dealt
full), only kings in empty columns, runs of free cells + 1 cards."""

from __future__ import annotations

GAME = "eight_off"  # the plugin compiled from games_src/eight_off.pl
CASCADES = [f"cascades[{i}]" for i in range(8)]
CELLS = [f"cells[{i}]" for i in range(8)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_a.py eight_off --seeds 1`.
WON_1 = (
    "cascades[1] -> cells[1] | cascades[1] -> foundations[0] | cascades[4] -> cascades[0] | "
    "cascades[4] -> cells[3] | cascades[4] -> foundations[1] | cascades[7] -> foundations[1] "
    "| cascades[2] -> cascades[3] | cascades[2] -> foundations[1] | cascades[1] -> cells[5] |"
    " cascades[1] -> foundations[2] | cascades[5] -> foundations[2] | cells[4] -> cascades[5]"
    " | cascades[5] -> cascades[6] | cascades[7] -> cascades[5] | cascades[4] -> cells[4] | "
    "cascades[4] -> foundations[0] | cells[3] -> foundations[0] | cascades[4] -> "
    "foundations[0] | cascades[7] -> cells[3] | cascades[7] -> cells[7] | cascades[7] -> "
    "foundations[1] | cascades[1] -> foundations[1] | cells[1] -> cascades[1] | cells[6] -> "
    "cascades[7] | cascades[3] -> cells[1] | cascades[3] -> cells[6] | cascades[3] -> "
    "cascades[7] | cells[4] -> cascades[7] | cascades[3] -> cells[4] | cascades[3] -> "
    "foundations[2] | cascades[6] -> foundations[2] | cascades[6] -> foundations[2] | "
    "cascades[6] -> foundations[2] | cascades[6] -> foundations[2] | cells[4] -> "
    "foundations[2] | cells[5] -> foundations[2] | cascades[6] -> foundations[0] | cells[0] "
    "-> foundations[0] | cascades[0] -> foundations[0] | cascades[0] -> foundations[0] | "
    "cascades[6] -> foundations[2] | cascades[2] -> foundations[2] | cascades[0] -> "
    "cascades[1] | cascades[0] -> cascades[5] | cascades[5] -> cascades[4] | cascades[5] -> "
    "foundations[2] | cascades[5] -> foundations[1] | cascades[3] -> foundations[1] | "
    "cells[3] -> foundations[1] | cascades[6] -> foundations[1] | cells[1] -> foundations[1] "
    "| cells[6] -> foundations[1] | cascades[3] -> foundations[1] | cascades[2] -> "
    "foundations[1] | cascades[7] -> cascades[4] | cascades[0] -> cascades[1] | cascades[0] "
    "-> foundations[2] | cascades[0] -> foundations[3] | cascades[1] -> foundations[3] | "
    "cascades[1] -> foundations[3] | cascades[1] -> foundations[3] | cascades[1] -> "
    "foundations[3] | cascades[2] -> foundations[3] | cascades[4] -> foundations[3] | "
    "cascades[4] -> foundations[3] | cascades[4] -> foundations[3] | cascades[4] -> "
    "foundations[3] | cascades[4] -> foundations[3] | cascades[4] -> foundations[3] | "
    "cascades[4] -> foundations[3] | cascades[2] -> cells[0] | cells[2] -> cascades[6] | "
    "cells[7] -> cascades[6] | cells[0] -> cascades[6] | cascades[6] -> cascades[0] | "
    "cascades[6] -> foundations[0] | cascades[0] -> foundations[0] | cascades[0] -> "
    "foundations[0] | cascades[0] -> foundations[0] | cascades[0] -> foundations[0] "
)
# Found by `solve_games_a.py eight_off --seeds 1 --lose`.
LOST_1 = (
    "cascades[3] -> cells[1] | cascades[4] -> cascades[0] | cells[0] -> cascades[0] | "
    "cascades[7] -> cells[0] | cascades[7] -> cells[3] | cascades[7] -> cells[5] | "
    "cascades[7] -> cells[7] "
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert [len(g.cards(c)) for c in CASCADES] == [6] * 8
    assert [len(g.cards(c)) for c in CELLS] == [1, 0] * 4
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.title == "Eight Off" and "king" in g.rules_text()


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("cascades[0]", "AC KS 2C JC 3C 8D")
    g.assert_cards("cells[0]", "6D")
    g.assert_refused(
        "cascades[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("cascades[0] -> cascades[1]", reason="8D cannot go on 4C: build down in suit")
    g.assert_refused("cascades[0] -> cells[0]", reason="nothing may be built on a cell")
    g.assert_refused("cells[0] -> cascades[1]", reason="6D cannot go on 4C: build down in suit")
    g.assert_refused("cells[0] -> cells[1]", reason="cannot move from cell 1 to cell 2")
    g.assert_legal(*(f"cascades[0] -> cells[{i}]" for i in (1, 3, 5, 7)))


def test_only_a_king_fills_an_empty_column(game):
    g = game(GAME, seed=1)
    for text in WON_1.split("|"):
        g.play(text)
        empty = [c for c in CASCADES if not g.cards(c)]
        low = [c for c in CASCADES + CELLS if g.cards(c) and g.cards(c)[-1].rank < 13]
        if empty and low:
            g.assert_refused(f"{low[0]} -> {empty[0]}", reason="only a king")
            return
    raise AssertionError("the won game never empties a column")


def test_runs_are_free_cells_plus_one(game):
    g = game(GAME, seed=1)
    for text in WON_1.split("|"):
        room = sum(not g.cards(c) for c in CELLS) + 1
        assert all(m.count <= room for m in g.moves() if m.target in CASCADES)
        g.play(text)


def test_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == []
