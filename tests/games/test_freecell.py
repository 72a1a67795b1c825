"""FreeCell with Microsoft's deal numbers (games_src/freecell.pl), through the `game`
fixture."""

from __future__ import annotations

import pytest

from runtime import IllegalMove, Move
from runtime.engine.paperlang.deals import LAST_DEAL

GAME = "freecell"  # the plugin compiled from games_src/freecell.pl
CELLS = [f"cells[{j}]" for j in range(4)]
FOUNDATIONS = [f"foundations[{j}]" for j in range(4)]
CASCADES = [f"cascades[{j}]" for j in range(8)]
PILES = {"c": CASCADES, "x": CELLS, "f": FOUNDATIONS}

# Microsoft FreeCell's deal #1, row by row as Windows lays it out
DEAL_1 = """
JD 2D 9H JC 5D 7H 7C 5H
KD KC 9S 5S AD QC KH 3H
2S KS 9D QD JS AS AH 3C
4C 5C 10S QH 4H AC 4D 7S
3S 10D 4S 10H 8H 2C JH 7D
6D 8S 8D QS 6C 3D 8C 10C
6S 9C 2H 6H
"""
# ... and the first row of #11982, the deal nobody can win
ROW_11982 = "AH AS 4H AC 2D 6S 10S JS"

# Found by `solve_freecell.py 1`: `c5x0` moves cascade 5's top card to
# cell 0; `f` is a foundation.
WON_1 = (
    "c5x0 c5x1 c5f0 x1f0 c5f1 c6x1 c6c5 c7c5 c4c7 c4c1 c6x2 c6f2 c2f2 c6x3 c6c1 x1c6 c7x1 c7c6 "
    "c7c2 c7f0 c7f2 c4f2 c7f2 c3f2 c0c6 c0c1 c0c7 c0f0 c0f1 c7f1 c4c7 c4f3 c4c6 c1c2 c5c4 c5c3 "
    "c4c3 c5c0 c5f2 c1c4 c1f2 c2c4 c2c5 c2c1 c2f1 c5c1 c3c5 c3c0 c5c0 x3c5 c3c5 c3c7 c2x3 c2c0 "
    "c2c7 c2f2 c1c2 c1c7 c2c7 c1c2 c1c0 c2c1 c7c2 c7c1 c2c1 c7c2 c7f2 c7c3 c1c7 c1c2 c7c2 c1c7 "
    "c1c3 c1f0 x1f0 c7c3 c4c2 c4f0 c0x1 x3c4 c0c4 x1c4 c0x1 c0f2 c3x3 c3c7 x3c7 c3x3 c3f2 c3c1 "
    "c3f1 c3c1 c6c3 c6f1 c6c4 c6f0 c7f0 x1f0 c1f0 c0f0 c3x1 c5c0 c5f2 x3c1 c7c1 c2x3 c2f1 c4c3 "
    "c4f1 c2c5 c2f1 c4c2 c4f1 c1c4 c1f1 c0f1 c1c6 c1f1 c1f0 c1f3 x0f3 x2f3 x1f3 x3f3 c3f3 c5f3 "
    "c2f3 c4f3 c6x0 c0x1 c0f3 x0f3 x1f3"
)
# Found by a random search: four cards to the cells, and deal 23 is stuck.
LOST_23 = "c6x0 c6x1 c0x2 c4x3"


def play_token(g, token: str) -> None:
    source, target = PILES[token[0]][int(token[1])], PILES[token[2]][int(token[3])]
    assert g.attempt(f"{source} -> {target}"), (token, g.message)


def rows(g) -> list[list[str]]:
    columns = [[card.name for card in g.cards(c)] for c in CASCADES]
    return [[col[r] for col in columns if r < len(col)] for r in range(max(map(len, columns)))]


def test_deal_1_is_microsofts(game):
    g = game(GAME, seed=1)
    assert rows(g) == [line.split() for line in DEAL_1.strip().splitlines()]
    assert [len(g.cards(c)) for c in CASCADES] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert all(card.face_up for c in CASCADES for card in g.cards(c))
    assert all(not g.cards(p) for p in [*CELLS, *FOUNDATIONS, "deck"])
    g.assert_status("playing")
    assert g.score == 0


def test_deal_11982_is_microsofts(game):
    g = game(GAME, seed=11982)
    assert rows(g)[0] == ROW_11982.split()
    assert sorted((c.rank, c.suit) for p in CASCADES for c in g.cards(p)) == sorted(
        (rank, suit) for rank in range(1, 14) for suit in "SHCD"
    )


def test_every_seed_is_a_deal(game):
    assert rows(game(GAME, seed=LAST_DEAL + 1)) == rows(game(GAME, seed=1))
    assert rows(game(GAME, seed=0)) == rows(game(GAME, seed=LAST_DEAL))
    assert rows(game(GAME, seed=2)) != rows(game(GAME, seed=1))


def test_a_free_cell_holds_one_card(game):
    g = game(GAME, seed=1)
    assert g.attempt("cascades[0] -> cells[0]")
    g.assert_refused("cascades[1] -> cells[0]", reason="a cell")
    assert g.attempt("cascades[1] -> cells[1]")
    g.assert_refused("cells[1] -> cells[2]")  # cell to cell is no move
    with pytest.raises(IllegalMove):
        g.session.play(Move("cascades[2]", "cells[0]", 1, 6))


def test_cascades_build_down_in_alternate_colours(game):
    g = game(GAME, seed=1)
    g.assert_refused("cascades[6] -> cascades[1]", reason="alternate")  # 8C on 9C: same colour
    g.assert_refused("cascades[0] -> cascades[3]")  # 6S on 6H: not one lower
    g.assert_refused("cascades[0]:5 -> cascades[3]")  # a face-up card that is not on top


def test_what_is_offered_along_a_won_game(game):
    """At every position of the winning game: foundations take the next
    card of their suit, cascades a card one lower in the other colour, and
    runs move only as far as the free cells and empty columns could carry
    them one card at a time."""
    g = game(GAME, seed=1)
    runs = 0
    for token in WON_1.split():
        free = sum(not g.cards(c) for c in CELLS)
        empty = sum(not g.cards(c) for c in CASCADES)
        for move in g.moves():
            cards = g.cards(move.source)[-move.count :]
            dest = g.cards(move.target)
            if move.target in FOUNDATIONS:
                assert move.count == 1
                card = cards[0]
                assert (not dest and card.rank == 1) or (
                    dest and dest[-1].suit == card.suit and dest[-1].rank + 1 == card.rank
                )
            elif move.target in CELLS:
                assert move.count == 1 and not dest and move.source in CASCADES
            else:
                room = (free + 1) * 2 ** (empty - (0 if dest else 1))
                assert move.count <= room
                for lower, upper in zip(cards, cards[1:], strict=False):
                    assert lower.rank == upper.rank + 1 and lower.red != upper.red
                if dest:
                    assert dest[-1].rank == cards[0].rank + 1 and dest[-1].red != cards[0].red
                runs += move.count > 1
        play_token(g, token)
    assert runs > 0


def test_a_run_too_long_for_the_free_space_is_refused(game):
    g = game(GAME, seed=1)
    for token in WON_1.split():
        play_token(g, token)
        runs = [m for m in g.moves() if m.count > 1 and m.target in CASCADES and g.cards(m.target)]
        if runs:
            break
    run = runs[0]
    index = len(g.cards(run.source)) - run.count
    # fill the free cells from other columns until the run is too long to carry

    def room() -> int:
        free = sum(not g.cards(c) for c in CELLS)
        return (free + 1) * 2 ** sum(not g.cards(c) for c in CASCADES)

    assert room() >= run.count
    others = iter(c for c in CASCADES if c not in (run.source, run.target) and g.cards(c))
    while room() >= run.count:
        column, cell = next(others), next(c for c in CELLS if not g.cards(c))
        assert g.attempt(f"{column} -> {cell}")
    g.assert_refused(f"{run.source}:{index} -> {run.target}")
    assert g.undo()  # one cell free again: the run may go
    g.assert_legal(f"{run.source} -> {run.target} ({run.count} cards)")
    assert g.attempt(f"{run.source}:{index} -> {run.target}")


def test_the_winning_game(game):
    g = game(GAME, seed=1)
    for token in WON_1.split():
        g.assert_status("playing")
        play_token(g, token)
    g.assert_status("won")
    assert g.score == 52
    for pile in FOUNDATIONS:
        assert [c.rank for c in g.cards(pile)] == list(range(1, 14))


def test_no_move_left_is_a_loss(game):
    g = game(GAME, seed=23)
    for token in LOST_23.split():
        play_token(g, token)
    g.assert_status("lost")
    assert g.moves() == [] and g.score == 0


def test_undo_to_the_deal_and_redo(game):
    g = game(GAME, seed=1)
    start = rows(g)
    for token in WON_1.split()[:20]:
        play_token(g, token)
    middle = [g.cards(p) for p in g.stacks()]
    while g.undo():
        pass
    assert rows(g) == start
    while g.redo():
        pass
    assert [g.cards(p) for p in g.stacks()] == middle
