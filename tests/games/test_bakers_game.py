"""Baker's Game (games_src/bakers_game.pl), played through the `game`
fixture: PySolFC's rules, columns down in suit, four free cells,
supermoves as in FreeCell."""

from __future__ import annotations

GAME = "bakers_game"  # the plugin compiled from games_src/bakers_game.pl
CASCADES = [f"cascades[{i}]" for i in range(8)]
CELLS = [f"cells[{i}]" for i in range(4)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_a.py bakers_game --seeds 4`.
WON_4 = (
    "cascades[2] -> cells[0] | cascades[2] -> cells[1] | cascades[2] -> cascades[7] | "
    "cascades[5] -> cascades[1] | cascades[2] -> cells[2] | cascades[2] -> foundations[0] | "
    "cascades[6] -> cells[3] | cascades[6] -> cascades[3] | cascades[2] -> cascades[5] | "
    "cascades[2] -> foundations[1] | cells[2] -> foundations[1] | cascades[6] -> cascades[2] "
    "| cascades[5] -> cascades[2] | cascades[6] -> cells[2] | cascades[6] -> foundations[2] |"
    " cells[1] -> foundations[2] | cascades[6] -> foundations[0] | cells[2] -> foundations[0]"
    " | cascades[5] -> cells[1] | cascades[5] -> cells[2] | cascades[5] -> foundations[1] | "
    "cascades[0] -> cascades[3] | cells[3] -> cascades[6] | cascades[0] -> cascades[6] | "
    "cascades[5] -> cells[3] | cells[1] -> cascades[0] | cascades[0] -> cascades[5] (2 cards)"
    " | cascades[0] -> cascades[4] | cascades[0] -> cells[1] | cascades[0] -> foundations[0] "
    "| cells[0] -> foundations[0] | cascades[0] -> cells[0] | cells[2] -> cascades[0] | "
    "cascades[5] -> cascades[0] | cascades[7] -> cascades[5] (2 cards) | cascades[7] -> "
    "foundations[2] | cells[3] -> cascades[4] | cascades[7] -> cascades[1] | cascades[7] -> "
    "cascades[6] | cascades[3] -> cascades[1] | cascades[3] -> cascades[7] | cascades[3] -> "
    "cascades[7] | cascades[0] -> cascades[7] | cascades[4] -> cascades[0] (3 cards) | "
    "cascades[4] -> foundations[2] | cascades[3] -> cells[2] | cascades[3] -> foundations[3] "
    "| cascades[0] -> foundations[3] | cascades[0] -> foundations[3] | cascades[0] -> "
    "foundations[3] | cascades[3] -> foundations[3] | cascades[7] -> foundations[3] | "
    "cascades[7] -> foundations[3] | cascades[7] -> foundations[3] | cascades[7] -> "
    "foundations[3] | cascades[7] -> foundations[3] | cascades[7] -> foundations[3] | "
    "cascades[7] -> foundations[3] | cascades[4] -> foundations[3] | cascades[1] -> "
    "cascades[4] | cascades[1] -> foundations[2] | cascades[6] -> foundations[2] | "
    "cascades[6] -> foundations[2] | cascades[6] -> foundations[2] | cascades[4] -> "
    "cascades[0] (7 cards) | cascades[4] -> foundations[2] | cascades[4] -> foundations[1] | "
    "cells[1] -> foundations[1] | cascades[1] -> foundations[1] | cascades[3] -> "
    "foundations[1] | cells[0] -> foundations[1] | cascades[1] -> cells[0] | cascades[1] -> "
    "foundations[0] | cascades[0] -> foundations[0] | cascades[0] -> foundations[0] | "
    "cascades[0] -> foundations[0] | cascades[0] -> foundations[0] | cascades[0] -> "
    "foundations[0] | cascades[0] -> foundations[0] | cascades[0] -> foundations[0] | "
    "cascades[1] -> foundations[1] | cascades[1] -> foundations[2] | cascades[5] -> "
    "foundations[2] | cascades[5] -> foundations[2] | cells[0] -> foundations[2] | "
    "cascades[2] -> foundations[1] | cascades[2] -> foundations[1] | cascades[2] -> "
    "foundations[1] | cells[2] -> foundations[1] "
)
# Four cards to the cells, and deal 4 is stuck.
LOST_4 = (
    "cascades[1] -> cells[0] | cascades[1] -> cells[1] | "
    "cascades[2] -> cells[2] | cascades[3] -> cells[3]"
)


def test_deal(game):
    g = game(GAME, seed=4)
    assert [len(g.cards(c)) for c in CASCADES] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert all(card.face_up for c in CASCADES for card in g.cards(c))
    assert not any(g.cards(p) for p in [*CELLS, *FOUNDATIONS, "deck"])
    assert len({card.id for c in CASCADES for card in g.cards(c)}) == 52
    assert g.title == "Baker's Game" and "in suit" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=4)  # cascades[0] ends 7D 7H; cascades[1] ends QH
    g.assert_cards("cascades[0]", "8S 4H 5S 3C 7C 7D 7H")
    g.assert_refused(
        "cascades[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("cascades[0] -> cascades[1]", reason="7H cannot go on QH: build down in suit")
    g.assert_legal(*(f"cascades[0] -> {c}" for c in CELLS))
    g.play("cascades[0] -> cells[0]")
    g.assert_refused("cascades[1] -> cells[0]", reason="nothing may be built on a cell")
    g.assert_refused("cells[0] -> cells[1]", reason="cannot move from cell 1 to cell 2")
    g.assert_refused("cascades[0] -> cells[1] (2 cards)", reason="one card at a time")
    g.assert_refused("cells[0] -> cascades[0]", reason="7H cannot go on 7D: build down in suit")


def test_won_game(game):
    g = game(GAME, seed=4)
    g.play_all(WON_4)
    g.assert_status("won")
    assert g.score == 52
    for pile in FOUNDATIONS:
        assert [c.rank for c in g.cards(pile)] == list(range(1, 14))


def test_runs_follow_the_free_space(game):
    """Along the won game, runs move in suit and no longer than (free cells
    + 1) doubled per empty column, the target not counted."""
    g = game(GAME, seed=4)
    runs = 0
    for text in WON_4.split("|"):
        free = sum(not g.cards(c) for c in CELLS)
        empty = sum(not g.cards(c) for c in CASCADES)
        for move in g.moves():
            if move.target in CASCADES and move.source in CASCADES:
                room = (free + 1) * 2 ** (empty - (not g.cards(move.target)))
                assert move.count <= room
                runs += move.count > 1
        g.play(text)
    assert runs > 0


def test_lost_game(game):
    g = game(GAME, seed=4)
    g.play_all(LOST_4)
    g.assert_status("lost")
    assert g.moves() == [] and g.score == 0
