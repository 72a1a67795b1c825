"""Beleaguered Castle (games_src/beleaguered_castle.pl), played through the
`game` fixture: PySolFC's rules, aces on the foundations from the start,
rows down regardless of suit, any card in an empty row, supermoves."""

from __future__ import annotations

GAME = "beleaguered_castle"  # the plugin compiled from games_src/beleaguered_castle.pl
TABLEAU = [f"tableau[{i}]" for i in range(8)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_a.py beleaguered_castle --seeds 3`.
WON_3 = (
    "tableau[7] -> tableau[2] | tableau[5] -> tableau[2] | tableau[5] -> tableau[1] | "
    "tableau[0] -> tableau[1] | tableau[0] -> tableau[6] | tableau[5] -> tableau[3] | "
    "tableau[5] -> tableau[1] | tableau[5] -> tableau[3] | tableau[5] -> tableau[1] | "
    "tableau[7] -> tableau[5] | tableau[7] -> foundations[0] | tableau[0] -> tableau[5] | "
    "tableau[0] -> foundations[0] | tableau[2] -> tableau[1] | tableau[0] -> tableau[1] | "
    "tableau[0] -> tableau[4] | tableau[5] -> tableau[7] | tableau[4] -> tableau[0] (2 cards)"
    " | tableau[4] -> foundations[1] | tableau[1] -> foundations[1] | tableau[7] -> "
    "tableau[0] | tableau[4] -> tableau[0] | tableau[4] -> tableau[5] | tableau[2] -> "
    "tableau[5] | tableau[1] -> tableau[5] | tableau[4] -> tableau[2] | tableau[4] -> "
    "foundations[0] | tableau[2] -> tableau[4] | tableau[5] -> tableau[4] | tableau[5] -> "
    "foundations[0] | tableau[1] -> tableau[5] | tableau[1] -> foundations[0] | tableau[4] ->"
    " tableau[5] | tableau[4] -> tableau[2] | tableau[1] -> tableau[0] | tableau[2] -> "
    "tableau[0] | tableau[6] -> tableau[0] | tableau[7] -> tableau[4] | tableau[7] -> "
    "tableau[5] | tableau[4] -> tableau[7] | tableau[1] -> tableau[4] | tableau[1] -> "
    "foundations[3] | tableau[5] -> foundations[3] | tableau[5] -> foundations[3] | "
    "tableau[2] -> foundations[3] | tableau[2] -> tableau[1] | tableau[2] -> foundations[2] |"
    " tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> "
    "foundations[2] | tableau[0] -> foundations[2] | tableau[2] -> foundations[1] | "
    "tableau[5] -> foundations[1] | tableau[5] -> foundations[3] | tableau[0] -> "
    "foundations[3] | tableau[1] -> tableau[7] | tableau[4] -> tableau[7] | tableau[3] -> "
    "tableau[2] | tableau[1] -> tableau[0] | tableau[1] -> foundations[1] | tableau[0] -> "
    "foundations[1] | tableau[1] -> foundations[2] | tableau[0] -> foundations[1] | "
    "tableau[6] -> foundations[1] | tableau[7] -> tableau[3] | tableau[7] -> foundations[1] |"
    " tableau[7] -> foundations[1] | tableau[0] -> tableau[7] | tableau[3] -> tableau[1] (2 "
    "cards) | tableau[3] -> foundations[0] | tableau[3] -> foundations[1] | tableau[1] -> "
    "tableau[3] | tableau[3] -> tableau[0] | tableau[0] -> tableau[1] (4 cards) | tableau[0] "
    "-> foundations[1] | tableau[6] -> tableau[0] | tableau[6] -> foundations[2] | tableau[6]"
    " -> foundations[0] | tableau[6] -> foundations[3] | tableau[2] -> foundations[0] | "
    "tableau[1] -> foundations[3] | tableau[7] -> foundations[2] | tableau[7] -> "
    "foundations[3] | tableau[1] -> foundations[2] | tableau[2] -> foundations[0] | "
    "tableau[2] -> foundations[0] | tableau[7] -> foundations[3] | tableau[1] -> "
    "foundations[2] | tableau[1] -> foundations[0] | tableau[0] -> foundations[0] | "
    "tableau[2] -> foundations[2] | tableau[7] -> foundations[3] | tableau[2] -> "
    "foundations[3] | tableau[7] -> foundations[2] "
)
# Found by `solve_games_a.py beleaguered_castle --seeds 3 --lose`.
LOST_3 = "tableau[7] -> tableau[2] | tableau[6] -> tableau[2] "


def test_deal(game):
    g = game(GAME, seed=3)
    assert [len(g.cards(c)) for c in TABLEAU] == [6] * 8
    assert sorted(g.names(f)[0] for f in FOUNDATIONS) == ["AC", "AD", "AH", "AS"]
    assert all(len(g.cards(f)) == 1 for f in FOUNDATIONS)
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not g.cards("deck") and g.score == 4
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.layout().piles["tableau[0]"].fan == "right"


def test_moves_per_pile(game):
    g = game(GAME, seed=3)
    g.assert_cards("tableau[0]", "QH 3C 3H 10S 3D 7S")
    g.assert_refused("tableau[0] -> foundations[0]", reason="7S cannot go on AH: build up in suit")
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="7S cannot go on 9S: build down regardless of suit"
    )
    g.assert_refused("foundations[0] -> tableau[1]", reason="AH cannot go on 9S")
    g.assert_legal("tableau[2] -> tableau[0]", "tableau[7] -> tableau[2]")
    assert {str(m) for m in g.moves()} == {
        "tableau[2] -> tableau[0] (1 card)",  # 6D on 7S
        "tableau[5] -> tableau[7] (1 card)",  # 4S on 5H
        "tableau[6] -> tableau[7] (1 card)",  # 4D on 5H
        "tableau[7] -> tableau[2] (1 card)",  # 5H on 6D
    }


def test_runs_and_empty_rows(game):
    """Along the won game: any card may fill an empty row, and runs down by
    rank go no further than 2 ** (empty rows, the target not counted)."""
    g = game(GAME, seed=3)
    filled = runs = 0
    for text in WON_3.split("|"):
        empty = sum(not g.cards(c) for c in TABLEAU)
        for move in g.moves():
            if move.target in TABLEAU:
                assert move.count <= 2 ** (empty - (not g.cards(move.target)))
                filled += not g.cards(move.target) and g.cards(move.source)[-1].rank < 13
                runs += move.count > 1
        g.play(text)
    assert filled and runs


def test_won_game(game):
    g = game(GAME, seed=3)
    g.play_all(WON_3)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=3)
    g.play_all(LOST_3)
    g.assert_status("lost")
    assert g.moves() == []
